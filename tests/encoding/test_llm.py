"""LLM extraction against a real HTTP server standing in for an OpenAI-compatible endpoint."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from pydantic import SecretStr

from service.encoding.llm import response_schema
from service.settings import Settings
from tests.conftest import app_with_llm, retain
from tests.llm_stand_in import FakeLlm


@pytest.fixture(scope="module")
def llm_client(client: TestClient, settings: Settings, fake_llm: FakeLlm) -> Iterator[TestClient]:
    with app_with_llm(
        client,
        settings,
        llm_base_url=fake_llm.url,
        llm_model="extractor-1",
        llm_api_key=SecretStr("sk-test"),
        llm_retries=2,
    ) as app_client:
        yield app_client


TURN = "Scrap the Tuesday standup, and order pizza for the team on Friday."
GOOD = {
    "items": [
        {
            "index": 0,
            "events": [
                {
                    "text": "Scrap the Tuesday standup",
                    "kind": "decision",
                    "entities": [{"name": "Tuesday standup", "kind": "event"}],
                    "rejects": "Tuesday standup",
                },
                {
                    "text": "Order pizza for the team on Friday",
                    "kind": "task",
                    "entities": [{"name": "pizza", "kind": "product"}],
                    "rejects": "",
                },
            ],
            "causes": [],
        }
    ]
}


def _retain(client: TestClient, bank: str, fake: FakeLlm, *answers: tuple[int, str]) -> dict:
    fake.script = list(answers)
    item = {"content": TURN, "timestamp": "2026-05-06T10:00:00+08:00", "session_id": "s1"}
    return retain(client, bank, item)


def test_llm_events_become_memories(llm_client: TestClient, fake_llm: FakeLlm, bank: str) -> None:
    body = _retain(llm_client, bank, fake_llm, (200, json.dumps(GOOD)))
    assert [c["kind"] for c in body["created"]] == ["decision", "task"]
    assert all("llm" in c["signals"] for c in body["created"])
    assert "pizza" in body["created"][1]["entities"]
    assert body["created"][1]["occurred_at"].startswith("2026-05-08")  # time still by rules
    sent = fake_llm.requests[-1]
    assert sent["model"] == "extractor-1"
    assert sent["response_format"]["json_schema"]["strict"] is True
    assert json.loads(sent["messages"][1]["content"])["items"][0]["text"] == TURN
    assert fake_llm.headers[-1]["authorization"] == "Bearer sk-test"


def test_fenced_json_with_prose_is_accepted(
    llm_client: TestClient, fake_llm: FakeLlm, bank: str
) -> None:
    answer = "Here you go:\n```json\n" + json.dumps(GOOD) + "\n```\nAnything else?"
    body = _retain(llm_client, bank, fake_llm, (200, answer))
    assert [c["kind"] for c in body["created"]] == ["decision", "task"]


@pytest.mark.parametrize(
    "answer",
    [
        "{not json",
        json.dumps({"items": [{**GOOD["items"][0], "index": 7}]}),  # wrong item
        json.dumps({"items": []}),  # nothing answered
        json.dumps(GOOD).replace('"task"', '"gossip"'),  # off-schema kind
        json.dumps(GOOD).replace('"causes": []', '"causes": [{"cause": 0, "effect": 9}]'),
        json.dumps({**GOOD, "extra": 1}),  # not in the schema
    ],
)
def test_bad_answers_fall_back_to_rules_whole(
    llm_client: TestClient, fake_llm: FakeLlm, bank: str, answer: str
) -> None:
    body = _retain(llm_client, bank, fake_llm, (200, answer))
    assert body["created"], body
    assert not any("llm" in c["signals"] for c in body["created"])
    stats = llm_client.get(f"/v1/banks/{bank}").json()
    assert stats["memory_count"] == len(body["created"])


def test_server_errors_are_retried(llm_client: TestClient, fake_llm: FakeLlm, bank: str) -> None:
    before = len(fake_llm.requests)
    body = _retain(llm_client, bank, fake_llm, (500, ""), (503, ""), (200, json.dumps(GOOD)))
    assert len(fake_llm.requests) - before == 3
    assert all("llm" in c["signals"] for c in body["created"])


def test_endpoint_down_falls_back_to_rules(
    llm_client: TestClient, fake_llm: FakeLlm, bank: str
) -> None:
    body = _retain(llm_client, bank, fake_llm, (500, ""), (500, ""), (500, ""))
    assert body["created"] and not any("llm" in c["signals"] for c in body["created"])


def test_schema_is_strict_everywhere() -> None:
    def walk(node: Any) -> Iterator[dict]:
        if isinstance(node, dict):
            if node.get("type") == "object" and "properties" in node:
                yield node
            for value in node.values():
                yield from walk(value)
        elif isinstance(node, list):
            for value in node:
                yield from walk(value)

    objects = list(walk(response_schema()))
    assert len(objects) >= 4
    for obj in objects:
        assert obj["additionalProperties"] is False
        assert set(obj["required"]) == set(obj["properties"])
