"""Precise recall: a cross-encoder reranks the first stage's best few dozen (English)."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.conftest import recall, retain

WHEN = "2026-03-02T10:00:00+00:00"
TURNS = [
    "My boss Anna's birthday is next Friday.",
    "What's a good birthday gift for my boss?",
    "She's really into gardening, she spends every weekend in her allotment.",
    "A Japanese pruning set, a good kneeling pad, or a seed club subscription would all work.",
    "Let's go with the pruning set, she's always borrowing mine.",
    "I also need to book a table for the team lunch on Thursday.",
    "The weather in Lisbon has been lovely this week.",
]


def _retain(client: TestClient, bank: str) -> None:
    retain(client, bank, *({"content": t, "timestamp": WHEN, "session_id": "s1"} for t in TURNS))


def test_precise_mode_reranks_and_says_so(client: TestClient, bank: str) -> None:
    _retain(client, bank)
    body = recall(
        client, bank, "What does my boss do at the weekend?", top_k=3, mode="precise",
        explain=True, now="2026-03-03T10:00:00+00:00",
    )  # fmt: skip
    memories = body["memories"]
    assert 1 <= len(memories) <= 3
    for m in memories:
        assert 0.0 <= m["scores"]["rerank"] <= 1.0
        assert "first_stage" in m["scores"]
        assert "cross-encoder" in m["explanation"]
    assert [m["score"] for m in memories] == sorted((m["score"] for m in memories), reverse=True)
    assert any("allotment" in m["text"] for m in memories), [m["text"] for m in memories]


def test_fast_mode_is_the_default_and_has_no_rerank_score(client: TestClient, bank: str) -> None:
    _retain(client, bank)
    body = recall(client, bank, "Which gift did we decide to buy for my boss?", top_k=3)
    assert body["memories"] and all("rerank" not in m["scores"] for m in body["memories"])


def test_a_chinese_query_keeps_the_first_stage_order(client: TestClient, bank: str) -> None:
    retain(
        client,
        bank,
        {"content": "我下周一去深圳出差。", "timestamp": WHEN},
        {"content": "我住在上海浦东。", "timestamp": WHEN},
    )
    fast = recall(client, bank, "我住在哪里？", top_k=2)
    precise = recall(client, bank, "我住在哪里？", top_k=2, mode="precise")
    assert [m["id"] for m in precise["memories"]] == [m["id"] for m in fast["memories"]]
    assert all("rerank" not in m["scores"] for m in precise["memories"])


def test_an_unknown_mode_is_a_4xx(client: TestClient, bank: str) -> None:
    _retain(client, bank)
    response = client.post(f"/v1/banks/{bank}/recall", json={"query": "gift", "mode": "exact"})
    assert response.status_code == 422
    assert response.headers["content-type"].startswith("application/problem+json")
