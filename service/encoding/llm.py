"""Optional LLM extraction: one call per retain request to an OpenAI-compatible endpoint.

The model gets the request's items and returns, under a strict JSON schema, each item's
semantic events with kind, entities, an optional rejected phrase and causal links. The answer
is parsed leniently (code fences, prose around the JSON) but validated strictly: anything
malformed, off-schema or incomplete is logged and dropped as a whole, and retain falls back to
the rules. Nothing is ever stored half-parsed. Times, dedupe and conflicts stay with the rules.
"""

from __future__ import annotations

import json
import logging
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from service.chat import ChatClient, lenient_json, strict_schema

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
    return strict_schema(LlmExtraction)


class LlmExtractor:
    def __init__(self, chat: ChatClient) -> None:
        self.chat = chat

    async def extract(self, items: list[dict[str, Any]]) -> dict[int, LlmItem] | None:
        """Events per item index, or None (logged) when the answer cannot be trusted."""
        question = json.dumps({"items": items}, ensure_ascii=False)
        raw = await self.chat.ask(SYSTEM_PROMPT, question, "memories", response_schema())
        if raw is None:
            return None
        try:
            parsed = LlmExtraction.model_validate(lenient_json(raw))
        except (ValueError, ValidationError) as exc:
            log.warning("LLM extraction malformed, using rules instead: %s", str(exc)[:300])
            return None
        return _checked(parsed, {item["index"] for item in items})


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
