"""An OpenAI-compatible chat endpoint, asked for JSON under a strict schema.

Retain's extraction and reflection both ask one question and need one JSON answer. This
client sends it (retrying 429, 5xx and transport errors with backoff), returns the answer's
text or None (logged) when none came, and reads JSON out of it leniently (plain, fenced, or
the outermost object inside prose). Validating what the JSON says is the caller's job.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
from dataclasses import dataclass
from typing import Any

import httpx
from pydantic import BaseModel

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class LlmConfig:
    base_url: str
    model: str
    api_key: str | None
    timeout_s: float = 30.0
    retries: int = 2


class ChatClient:
    def __init__(self, config: LlmConfig, client: httpx.AsyncClient | None = None) -> None:
        self.config = config
        self._client = client or httpx.AsyncClient(timeout=config.timeout_s)

    async def close(self) -> None:
        await self._client.aclose()

    async def ask(self, system: str, user: str, name: str, schema: dict[str, Any]) -> str | None:
        """The model's answer to one question under ``schema``, or None (logged)."""
        url = self.config.base_url.rstrip("/") + "/chat/completions"
        headers = {"authorization": f"Bearer {self.config.api_key}"} if self.config.api_key else {}
        body = {
            "model": self.config.model,
            "temperature": 0,
            "messages": [
                {"role": "system", "content": system},
                {"role": "user", "content": user},
            ],
            "response_format": {
                "type": "json_schema",
                "json_schema": {"name": name, "strict": True, "schema": schema},
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
                    log.warning("LLM call %r failed, using rules instead: %s", name, exc)
                    return None
                await asyncio.sleep(0.2 * 2**attempt)
        return None


def strict_schema(model: type[BaseModel]) -> dict[str, Any]:
    """The model's JSON schema as OpenAI's strict mode takes it: every object lists all its
    properties as required and allows no others."""
    schema = model.model_json_schema()
    _close(schema)
    return schema


def _close(node: Any) -> None:
    if isinstance(node, dict):
        if node.get("type") == "object" and "properties" in node:
            node["required"] = list(node["properties"])
            node["additionalProperties"] = False
        for value in node.values():
            _close(value)
    elif isinstance(node, list):
        for value in node:
            _close(value)


def _retryable(exc: Exception) -> bool:
    if isinstance(exc, httpx.HTTPStatusError):
        return exc.response.status_code == 429 or exc.response.status_code >= 500
    return isinstance(exc, httpx.TransportError)


_FENCE = re.compile(r"```(?:json)?\s*(.*?)```", re.DOTALL)


def lenient_json(raw: str) -> Any:
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
