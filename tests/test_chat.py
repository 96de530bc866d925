"""The chat client (the openai SDK) against a real HTTP server standing in for an
OpenAI-compatible endpoint: answers, fallbacks, retries, the key, and the tokens counted."""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import Awaitable, Callable
from typing import TypeVar

from service.chat import ChatClient, LlmConfig
from service.encoding.llm import LlmExtractor
from service.metrics import Metrics
from tests.llm_stand_in import FakeLlm

T = TypeVar("T")
SCHEMA = {
    "type": "object",
    "properties": {"answer": {"type": "string"}},
    "required": ["answer"],
    "additionalProperties": False,
}
ITEMS = [{"index": 0, "text": "Order pizza for the team on Friday.", "role": "user"}]
GOOD_EXTRACTION = {
    "items": [
        {
            "index": 0,
            "events": [
                {
                    "text": "Order pizza for the team on Friday",
                    "kind": "task",
                    "entities": [{"name": "pizza", "kind": "product"}],
                    "rejects": "",
                }
            ],
            "causes": [],
        }
    ]
}


def _with_chat(
    url: str,
    work: Callable[[ChatClient], Awaitable[T]],
    key: str | None = "sk-test",
    retries: int = 0,
) -> tuple[T, ChatClient]:
    chat = ChatClient(LlmConfig(url, "model-1", key, timeout_s=5.0, retries=retries), Metrics())

    async def scenario() -> T:
        try:
            return await work(chat)
        finally:
            await chat.close()

    return asyncio.run(scenario()), chat


def _ask(chat: ChatClient) -> Awaitable[str | None]:
    return chat.ask("You answer in JSON.", "What is 2+2? 二加二？", "memories", SCHEMA)


def _sample(chat: ChatClient, name: str, **labels: str) -> float:
    assert chat.metrics is not None
    return chat.metrics.registry.get_sample_value(name, labels) or 0.0


def test_a_good_answer_is_returned_as_sent(fake_llm: FakeLlm) -> None:
    fake_llm.script = [(200, '{"answer": "4"}')]
    answer, _ = _with_chat(fake_llm.url, _ask)
    assert answer == '{"answer": "4"}'
    sent = fake_llm.requests[-1]
    assert sent["model"] == "model-1" and sent["temperature"] == 0
    assert [m["role"] for m in sent["messages"]] == ["system", "user"]
    assert sent["messages"][1]["content"] == "What is 2+2? 二加二？"
    assert sent["response_format"] == {
        "type": "json_schema",
        "json_schema": {"name": "memories", "strict": True, "schema": SCHEMA},
    }


def test_the_api_key_is_sent_as_a_bearer_token(fake_llm: FakeLlm) -> None:
    fake_llm.script = [(200, "{}"), (200, "{}")]
    _with_chat(fake_llm.url, _ask, key="sk-secret")
    assert fake_llm.headers[-1]["authorization"] == "Bearer sk-secret"
    _with_chat(fake_llm.url, _ask, key=None)  # an endpoint without keys gets a placeholder
    assert fake_llm.headers[-1]["authorization"] == "Bearer unused"


def test_tokens_are_counted_per_call_and_purpose(fake_llm: FakeLlm) -> None:
    fake_llm.script = [(200, '{"answer": "four, as it always was"}'), (200, '{"answer": "4"}')]
    before = len(fake_llm.usages)

    async def twice(chat: ChatClient) -> None:
        await _ask(chat)
        await chat.ask("You distil lessons.", "steps", "lesson", SCHEMA)

    _, chat = _with_chat(fake_llm.url, twice)
    memories, lesson = fake_llm.usages[before:]
    assert memories["prompt_tokens"] > 0 and memories["completion_tokens"] > 0
    assert chat.prompt_tokens == memories["prompt_tokens"] + lesson["prompt_tokens"]
    assert chat.completion_tokens == memories["completion_tokens"] + lesson["completion_tokens"]
    tokens = "hindsight_llm_tokens_total"
    assert _sample(chat, tokens, purpose="memories", type="prompt") == memories["prompt_tokens"]
    assert _sample(chat, tokens, purpose="lesson", type="completion") == lesson["completion_tokens"]
    assert _sample(chat, "hindsight_llm_calls_total", purpose="lesson", outcome="ok") == 1


def test_a_reply_without_json_makes_the_extractor_fall_back(fake_llm: FakeLlm) -> None:
    fake_llm.script = [(200, "Sorry, I cannot help with that.")]
    extracted, chat = _with_chat(fake_llm.url, lambda chat: LlmExtractor(chat).extract(ITEMS))
    assert extracted is None
    calls = "hindsight_llm_calls_total"
    assert _sample(chat, calls, purpose="memories", outcome="malformed") == 1


def test_a_good_extraction_reaches_the_extractor(fake_llm: FakeLlm) -> None:
    fake_llm.script = [(200, json.dumps(GOOD_EXTRACTION))]
    extracted, _ = _with_chat(fake_llm.url, lambda chat: LlmExtractor(chat).extract(ITEMS))
    assert extracted is not None
    assert [e.kind for e in extracted[0].events] == ["task"]


def test_a_server_error_is_retried(fake_llm: FakeLlm) -> None:
    fake_llm.script = [(500, ""), (200, '{"answer": "4"}')]
    before = len(fake_llm.requests)
    answer, chat = _with_chat(fake_llm.url, _ask, retries=1)
    assert answer == '{"answer": "4"}'
    assert len(fake_llm.requests) - before == 2
    assert _sample(chat, "hindsight_llm_calls_total", purpose="memories", outcome="ok") == 1


def test_errors_and_empty_answers_give_none(fake_llm: FakeLlm) -> None:
    fake_llm.script = [(500, ""), (429, ""), (400, ""), (200, None)]
    for _ in range(4):  # no retries: each answer is the last
        answer, chat = _with_chat(fake_llm.url, _ask)
        assert answer is None
        assert _sample(chat, "hindsight_llm_calls_total", purpose="memories", outcome="error") == 1


def test_an_endpoint_that_is_not_there_gives_none() -> None:
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    answer, _ = _with_chat(f"http://127.0.0.1:{port}/v1", _ask)
    assert answer is None
