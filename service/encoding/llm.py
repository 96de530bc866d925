"""Optional LLM extraction: one call per retain request to an OpenAI-compatible endpoint.

The model gets the request's items and returns, under a strict JSON schema, each item's
semantic events with kind, entities, an optional rejected phrase and causal links. The answer
is parsed leniently (code fences, prose around the JSON) but validated strictly: anything
malformed, off-schema or incomplete is logged and dropped as a whole, and retain falls back to
the rules. Nothing is ever stored half-parsed. Times, dedupe and conflicts stay with the rules.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
from dataclasses import dataclass
from typing import Any, Literal

import httpx
from pydantic import BaseModel, ConfigDict, Field, ValidationError

log = logging.getLogger(__name__)

KindName = Literal["preference", "decision", "task", "fact", "feedback", "lesson", "transient"]
EntityKind = Literal[
    "person", "place", "organization", "product", "project", "order", "event", "concept"
]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class LlmEntity(_Strict):
    name: str = Field(min_length=1, max_length=200)
    kind: EntityKind


class LlmEvent(_Strict):
    text: str = Field(min_length=1, max_length=4000)
    kind: KindName
    entities: list[LlmEntity]
    rejects: str = Field(max_length=400)  # the phrase this event rejects, or ""


class LlmCause(_Strict):
    cause: int = Field(ge=0)
    effect: int = Field(ge=0)


class LlmItem(_Strict):
    index: int = Field(ge=0)
    events: list[LlmEvent]
    causes: list[LlmCause]


class LlmExtraction(_Strict):
    items: list[LlmItem]


SYSTEM_PROMPT = """You turn conversation turns into long-term memories for an assistant.
For each item, split its text into semantic events (one fact, wish, decision or request each;
keep the user's own words and language, English or Chinese). Give each event a kind:
preference (likes, dislikes, habits, allergies), decision (something settled or chosen),
task (an instruction or commitment, reminders), fact (a statement about the world or the user),
feedback (a correction or complaint about the assistant), lesson (an experience distilled into
advice), transient (a one-off query or small talk). List the event's entities (people, places,
organisations, products, projects, order ids, events, key concepts). If the event rejects
something said before ("no, not plan A", "不要方案A", "I don't want the subscription"), put the
rejected thing in `rejects` ("plan A", "方案A", "subscription"); otherwise "". `causes` links
events of the same item by their positions: cause -> effect ("because", "so", "因为", "所以").
Answer with JSON only."""


def response_schema() -> dict[str, Any]:
    """The strict JSON schema sent as response_format (no optional fields, no extras)."""
    schema = LlmExtraction.model_json_schema()
    _close(schema)
    return schema


def _close(node: Any) -> None:
    """OpenAI strict mode: every object lists all properties as required, no extras."""
    if isinstance(node, dict):
        if node.get("type") == "object" and "properties" in node:
            node["required"] = list(node["properties"])
            node["additionalProperties"] = False
        for value in node.values():
            _close(value)
    elif isinstance(node, list):
        for value in node:
            _close(value)


@dataclass(frozen=True)
class LlmConfig:
    base_url: str
    model: str
    api_key: str | None
    timeout_s: float = 30.0
    retries: int = 2


class LlmExtractor:
    def __init__(self, config: LlmConfig, client: httpx.AsyncClient | None = None) -> None:
        self.config = config
        self._client = client or httpx.AsyncClient(timeout=config.timeout_s)

    async def close(self) -> None:
        await self._client.aclose()

    async def extract(self, items: list[dict[str, Any]]) -> dict[int, LlmItem] | None:
        """Events per item index, or None (logged) when the answer cannot be trusted."""
        raw = await self._call(items)
        if raw is None:
            return None
        try:
            parsed = LlmExtraction.model_validate(_lenient_json(raw))
        except (ValueError, ValidationError) as exc:
            log.warning("LLM extraction malformed, using rules instead: %s", str(exc)[:300])
            return None
        return _checked(parsed, {item["index"] for item in items})

    async def _call(self, items: list[dict[str, Any]]) -> str | None:
        url = self.config.base_url.rstrip("/") + "/chat/completions"
        headers = {"authorization": f"Bearer {self.config.api_key}"} if self.config.api_key else {}
        body = {
            "model": self.config.model,
            "temperature": 0,
            "messages": [
                {"role": "system", "content": SYSTEM_PROMPT},
                {"role": "user", "content": json.dumps({"items": items}, ensure_ascii=False)},
            ],
            "response_format": {
                "type": "json_schema",
                "json_schema": {"name": "memories", "strict": True, "schema": response_schema()},
            },
        }
        for attempt in range(self.config.retries + 1):
            try:
                response = await self._client.post(url, json=body, headers=headers)
                if response.status_code == 429 or response.status_code >= 500:
                    raise httpx.HTTPStatusError(
                        f"status {response.status_code}",
                        request=response.request,
                        response=response,
                    )
                response.raise_for_status()
                return str(response.json()["choices"][0]["message"]["content"])
            except (httpx.HTTPError, KeyError, IndexError, TypeError, ValueError) as exc:
                if attempt >= self.config.retries or not _retryable(exc):
                    log.warning("LLM extraction failed, using rules instead: %s", exc)
                    return None
                await asyncio.sleep(0.2 * 2**attempt)
        return None


def _retryable(exc: Exception) -> bool:
    if isinstance(exc, httpx.HTTPStatusError):
        return exc.response.status_code == 429 or exc.response.status_code >= 500
    return isinstance(exc, httpx.TransportError)


_FENCE = re.compile(r"```(?:json)?\s*(.*?)```", re.DOTALL)


def _lenient_json(raw: str) -> Any:
    """JSON from a model's answer: plain, fenced, or the outermost object inside prose."""
    text = raw.strip()
    fenced = _FENCE.search(text)
    if fenced:
        text = fenced.group(1).strip()
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        start, end = text.find("{"), text.rfind("}")
        if start < 0 or end <= start:
            raise ValueError("no JSON object in the answer") from None
        return json.loads(text[start : end + 1])


def _checked(parsed: LlmExtraction, expected: set[int]) -> dict[int, LlmItem] | None:
    """All items answered exactly once, each with events and in-range causes; else None."""
    by_index = {item.index: item for item in parsed.items}
    if set(by_index) != expected or len(parsed.items) != len(expected):
        log.warning(
            "LLM extraction answered items %s, expected %s", sorted(by_index), sorted(expected)
        )
        return None
    for item in parsed.items:
        count = len(item.events)
        if count == 0 or any(c.cause >= count or c.effect >= count for c in item.causes):
            log.warning("LLM extraction for item %d is incomplete", item.index)
            return None
    return by_index
