"""Summaries of a bank over a time range: extractive by default (the bank's own sentences,
chosen for weight and variety, grouped by kind, in the bank's language), the LLM's digest
when one is configured, and the extractive one when the LLM's answer is bad."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from fastapi.testclient import TestClient

from service.lifecycle.summary import choose, extractive
from service.lifecycle_models import ListedMemory
from service.settings import Settings
from tests.conftest import app_with_llm, retain
from tests.llm_stand_in import FakeLlm

T0 = datetime(2026, 3, 2, 9, tzinfo=UTC)


def _memory(n: int, text: str, kind: str = "fact", importance: float = 0.5) -> ListedMemory:
    return ListedMemory(
        id=f"00000000-0000-4000-8000-{n:012d}",
        text=text,
        kind=kind,
        status="active",
        importance=importance,
        known_from=T0 + timedelta(hours=n),
        sources=[],
        entities=[],
    )


def test_near_duplicates_are_summarised_once() -> None:
    memories = [
        _memory(1, "I'm allergic to peanuts.", importance=0.9),
        _memory(2, "I am allergic to peanuts, really.", importance=0.8),
        _memory(3, "Ana lives in Braga.", importance=0.4),
    ]
    assert [m.id[-1] for m in choose(memories, 3)] == ["1", "3"]


def test_one_kind_does_not_crowd_out_the_others() -> None:
    prefs = [_memory(n, f"I like the colour number {n} a lot", "preference", 0.6) for n in range(8)]
    decision = _memory(20, "We decided to move to Porto in May.", "decision", 0.5)
    picked = choose([*prefs, decision], 4)
    assert decision in picked


def test_chinese_memories_get_chinese_headings_and_han_pairs_tell_duplicates() -> None:
    memories = [
        _memory(1, "我对青霉素过敏。", "preference", 0.9),
        _memory(2, "我对青霉素过敏的。", "preference", 0.7),
        _memory(3, "我们决定明年春天装修厨房。", "decision", 0.6),
    ]
    chosen = choose(memories, 5)
    assert len(chosen) == 2
    text = extractive(chosen)
    assert text.startswith("决定:") and "偏好:" in text and "(2026-03-02)" in text


def test_summary_of_a_time_range_leaves_out_small_talk_and_retired_facts(
    client: TestClient, bank: str
) -> None:
    said = [
        ("Our kitchen budget is $20k.", "2026-03-02T09:00:00+00:00"),
        ("Our kitchen budget is now $30k.", "2026-03-05T09:00:00+00:00"),
        ("haha ok thanks", "2026-03-05T09:01:00+00:00"),
        ("We decided on oak cabinets for the kitchen.", "2026-03-06T09:00:00+00:00"),
        ("I'll be in Lyon the whole of April.", "2026-04-02T09:00:00+00:00"),
    ]
    for text, at in said:
        retain(client, bank, {"content": text, "timestamp": at, "session_id": "k1"})
    body = {"since": "2026-03-01T00:00:00Z", "until": "2026-04-01T00:00:00Z"}
    answer = client.post(f"/v1/banks/{bank}/summarize", json=body)
    assert answer.status_code == 200, answer.text
    summary = answer.json()
    assert summary["method"] == "extractive"
    assert "$30k" in summary["text"] and "oak cabinets" in summary["text"]
    assert "$20k" not in summary["text"] and "haha" not in summary["text"]
    assert "Lyon" not in summary["text"]
    assert summary["memories"][0]["known_from"] >= summary["memories"][-1]["known_from"]


def test_summary_input_is_validated(client: TestClient, bank: str) -> None:
    retain(client, bank, {"content": "I live in Porto."})
    wrong = {"since": "2026-04-01T00:00:00Z", "until": "2026-03-01T00:00:00Z"}
    for body in (wrong, {"since": "last week"}, {"limit": 0}, {"kinds": ["gossip"]}):
        response = client.post(f"/v1/banks/{bank}/summarize", json=body)
        assert response.status_code == 422, body
        assert response.headers["content-type"].startswith("application/problem+json")
    assert client.post("/v1/banks/no-such-bank-zz/summarize", json={}).status_code == 404


@pytest.fixture(scope="module")
def llm_client(client: TestClient, settings: Settings, fake_llm: FakeLlm) -> Iterator[TestClient]:
    with app_with_llm(
        client, settings, llm_base_url=fake_llm.url, llm_model="summariser-1", llm_retries=0
    ) as app_client:
        yield app_client


def test_with_an_llm_the_digest_is_the_models_and_a_bad_answer_falls_back(
    llm_client: TestClient, fake_llm: FakeLlm, bank: str
) -> None:
    fake_llm.script = [(500, "")]  # retain's extraction call fails: the rules store it
    retain(llm_client, bank, {"content": "我们决定下个月搬去杭州。", "session_id": "h1"})
    digest = "用户决定下个月搬到杭州。"
    fake_llm.script = [(200, json.dumps({"summary": digest}, ensure_ascii=False))]
    answer = llm_client.post(f"/v1/banks/{bank}/summarize", json={}).json()
    assert answer["method"] == "llm" and answer["text"] == digest
    sent = fake_llm.requests[-1]
    assert sent["response_format"]["json_schema"]["name"] == "summary"
    assert "杭州" in sent["messages"][1]["content"]

    fake_llm.script = [(200, "Sure! Here is a summary: they are moving.")]
    fallback = llm_client.post(f"/v1/banks/{bank}/summarize", json={}).json()
    assert fallback["method"] == "extractive" and "杭州" in fallback["text"]
