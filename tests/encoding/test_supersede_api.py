"""Supersede, negate and expire through the API and the real Neo4j: changes that share no
entity with what they change, rejections that point back, states of the moment."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.conftest import recall, retain

T0 = "2026-03-02T09:00:00+00:00"


def _said(client: TestClient, bank: str, text: str, at: str, role: str = "user") -> dict:
    item = {"content": text, "role": role, "session_id": "s1", "timestamp": at}
    return retain(client, bank, item)


def _ids(body: dict) -> list[str]:
    return [c["memory_id"] for c in body["created"]]


def test_a_changed_state_supersedes_without_a_shared_entity(client: TestClient, bank: str) -> None:
    old = _ids(_said(client, bank, "I'm strictly vegetarian", T0))
    _said(client, bank, "My dinner party is on Saturday 27 June.", "2026-03-02T09:01:00+00:00")
    body = _said(client, bank, "I'm pescatarian now", "2026-03-09T09:00:00+00:00")
    assert [s["memory_id"] for s in body["superseded"]] == old
    assert body["superseded"][0]["reason"] == "habit changed"


def test_a_chinese_value_change_supersedes_by_the_words_next_to_it(
    client: TestClient, bank: str
) -> None:
    old = _ids(_said(client, bank, "我们准备装修新房，装修预算100万，不能超。", T0))
    _said(client, bank, "今天堵车堵了一个半小时，崩溃。", "2026-03-02T09:01:00+00:00")
    body = _said(client, bank, "好消息，装修预算提到120万了。", "2026-03-09T09:00:00+00:00")
    assert [s["memory_id"] for s in body["superseded"]] == old
    assert body["superseded"][0]["reason"] == "new value"


def test_unrelated_statements_with_change_words_retire_nothing(
    client: TestClient, bank: str
) -> None:
    _said(client, bank, "My sister Anna lives in Lisbon.", T0)
    _said(client, bank, "I love hiking in the Alps.", "2026-03-02T09:01:00+00:00")
    _said(client, bank, "Our budget for the kitchen is $20k.", "2026-03-02T09:02:00+00:00")
    body = _said(
        client,
        bank,
        "Anna moved to a new flat, it's now closer to the beach.",
        T0[:11] + "10:00:00Z",
    )
    assert body["superseded"] == [] and body["negated"] == []


def test_a_rejection_pointing_back_rejects_the_last_thing_said(
    client: TestClient, bank: str
) -> None:
    # the sign-up is about October but was said first: "that" is the plan said after it
    _said(client, bank, "I signed up for the Chicago Marathon on October 11", T0)
    plan = _ids(
        _said(
            client,
            bank,
            "Here's a plan: running 5 days a week with a long run on Sundays.",
            "2026-03-02T09:01:00+00:00",
            role="assistant",
        )
    )
    body = _said(
        client, bank, "No, that won't work with my job and the kids.", "2026-03-02T09:02:00Z"
    )
    assert [n["memory_id"] for n in body["negated"]] == plan


def test_a_state_of_the_moment_is_not_recalled_once_its_day_is_over(
    client: TestClient, bank: str
) -> None:
    created = _said(client, bank, "I'm in Lisbon right now and the hotel wifi is awful", T0)
    assert created["created"][0]["kind"] == "transient"
    query = "Where am I right now, Lisbon?"
    same_day = recall(client, bank, query, now="2026-03-02T18:00:00+00:00")
    later = recall(client, bank, query, now="2026-03-20T09:00:00+00:00")
    assert any("Lisbon" in m["text"] for m in same_day["memories"])
    assert not any("Lisbon" in m["text"] for m in later["memories"])
