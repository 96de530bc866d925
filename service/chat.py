"""An OpenAI-compatible chat endpoint, asked for JSON under a strict schema.

Retain's extraction and reflection both ask one question and need one JSON answer. This
client sends it through the official ``openai`` SDK (which retries 429, 5xx and connection
errors with backoff, ``LlmConfig.retries`` times), returns the answer's text or None (logged)
when none came, and reads JSON out of it leniently (plain, fenced, or the outermost object
inside prose). Validating what the JSON says is the caller's job.

Each call is counted by purpose (the schema's name: "memories" for retain's extraction,
"lesson" for reflection): its outcome, and the tokens the endpoint reports, in running totals
on the client and in the app's metrics when it has them.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass
from typing import Any

import openai
from openai.types.chat import ChatCompletion
from pydantic import BaseModel

from service.metrics import Metrics

log = logging.getLogger(__name__)

NO_KEY = "unused"  # sent when the endpoint needs no key (the SDK insists on one)


@dataclass(frozen=True)
class LlmConfig:
    base_url: str
    model: str
    api_key: str | None
    timeout_s: float = 30.0
    retries: int = 2


class ChatClient:
    def __init__(self, config: LlmConfig, metrics: Metrics | None = None) -> None:
        self.config = config
        self.metrics = metrics
        self.prompt_tokens = 0  # running totals over every call this client made
        self.completion_tokens = 0
        self._client = openai.AsyncOpenAI(
            base_url=config.base_url,
            api_key=config.api_key or NO_KEY,
            timeout=config.timeout_s,
            max_retries=config.retries,
        )

    async def close(self) -> None:
        await self._client.close()

    async def ask(self, system: str, user: str, name: str, schema: dict[str, Any]) -> str | None:
        """The model's answer to one question under ``schema``, or None (logged)."""
        try:
            response = await self._client.chat.completions.create(
                model=self.config.model,
                temperature=0,
                messages=[
                    {"role": "system", "content": system},
                    {"role": "user", "content": user},
                ],
                response_format={
                    "type": "json_schema",
                    "json_schema": {"name": name, "strict": True, "schema": schema},
                },
            )
        except openai.OpenAIError as exc:
            self._failed(name, str(exc))
            return None
        prompt, completion = self._count(response)
        content = _content(response)
        if content is None:
            self._failed(name, "no answer in the reply", prompt, completion)
            return None
        outcome = "ok" if _has_json(content) else "malformed"
        if self.metrics is not None:
            self.metrics.llm_call(name, outcome, prompt, completion)
        return content

    def _count(self, response: ChatCompletion) -> tuple[int, int]:
        usage = getattr(response, "usage", None)
        prompt = int(getattr(usage, "prompt_tokens", 0) or 0)
        completion = int(getattr(usage, "completion_tokens", 0) or 0)
        self.prompt_tokens += prompt
        self.completion_tokens += completion
        return prompt, completion

    def _failed(self, name: str, why: str, prompt: int = 0, completion: int = 0) -> None:
        log.warning("LLM call %r failed, using rules instead: %s", name, why)
        if self.metrics is not None:
            self.metrics.llm_call(name, "error", prompt, completion)


def _content(response: ChatCompletion) -> str | None:
    """The first choice's text; None when the reply has no choice or no text."""
    choices = getattr(response, "choices", None)
    if not choices:
        return None
    message = getattr(choices[0], "message", None)
    content = getattr(message, "content", None)
    return content if isinstance(content, str) else None


def _has_json(content: str) -> bool:
    try:
        lenient_json(content)
    except ValueError:  # json.JSONDecodeError is one
        return False
    return True


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
