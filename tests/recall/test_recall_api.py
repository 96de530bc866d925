"""Recall behaviour through the API, against the real Neo4j."""

from __future__ import annotations

import uuid

import httpx
import pytest
from fastapi.testclient import TestClient
from neo4j import GraphDatabase

from service.embedding.tokens import load_counter
from tests.conftest import Neo4jUnderTest, recall, retain

MAY = "2026-05-{day:02d}T{hour:02d}:00:00+08:00"


def _turn(text: str, day: int, hour: int = 10, session: str = "s1", **extra: object) -> dict:
    return {
        "content": text,
        "timestamp": MAY.format(day=day, hour=hour),
        "session_id": session,
    } | extra


def _texts(body: dict) -> list[str]:
    return [m["text"] for m in body["memories"]]


def test_superseded_value_is_not_recalled(client: TestClient, bank: str) -> None:
    retain(client, bank, _turn("The budget for Project Apollo is 1M dollars.", 4))
    retain(client, bank, _turn("The budget for Project Apollo has been raised to 1.2M dollars.", 6))
    body = recall(
        client, bank, "What is the Apollo budget?", top_k=5, now=MAY.format(day=7, hour=9)
    )
    assert "1.2M" in body["memories"][0]["text"]
    assert not any("is 1M" in t for t in _texts(body))
    history = recall(client, bank, "Apollo budget", top_k=5, include_history=True)
    assert {m["status"] for m in history["memories"]} >= {"active", "superseded"}


def test_negated_plan_is_not_recalled(client: TestClient, bank: str) -> None:
    retain(
        client, bank, _turn("I suggest plan A: move the servers to Frankfurt.", 4, role="assistant")
    )
    retain(client, bank, _turn("No, not plan A.", 4, 11))
    retain(client, bank, _turn("Plan B it is: keep the servers and add a cache.", 4, 12))
    body = recall(client, bank, "what is the plan for the servers?", top_k=5)
    assert not any("Frankfurt" in t for t in _texts(body))
    assert any("Plan B" in t for t in _texts(body))


def test_that_order_resolves_to_the_last_order(client: TestClient, bank: str) -> None:
    retain(
        client, bank, _turn("My order #A-1234 with the blue lamp hasn't arrived.", 1, session="s1")
    )
    body = recall(client, bank, "Has that order shipped yet?", session_id="s2", top_k=3)
    assert "A-1234" in body["resolved_query"]
    assert "A-1234" in body["memories"][0]["text"]


def test_chinese_demonstrative_resolves(client: TestClient, bank: str) -> None:
    retain(client, bank, _turn("我的订单号B-7788还没到，是一台咖啡机。", 1, session="s1"))
    body = recall(client, bank, "那个订单到了吗？", session_id="s9", top_k=3)
    assert "B-7788" in body["resolved_query"]
    assert "B-7788" in body["memories"][0]["text"]


def test_the_plan_from_last_time_resolves_to_what_the_plan_says(
    client: TestClient, bank: str
) -> None:
    retain(
        client,
        bank,
        _turn("Plan A: move the servers to Frankfurt.", 1, session="s1", role="assistant"),
        _turn("Plan B: keep the servers and add a Redis cache.", 1, 11, session="s1"),
        _turn("Plan B works, let's do that.", 1, 12, session="s1"),
    )
    body = recall(client, bank, "When does the plan from last time start?", session_id="s2")
    assert "Plan B" in body["resolved_query"]
    assert "Redis" in body["resolved_query"]


def test_it_resolves_within_the_asking_session_only(client: TestClient, bank: str) -> None:
    retain(client, bank, _turn("My order #C-4411 is the red kettle.", 2, session="s1"))
    body = recall(client, bank, "Has it shipped yet?", session_id="s1", top_k=3)
    assert "C-4411" in body["resolved_query"]
    fresh = recall(client, bank, "Has it shipped yet?", session_id="s2", top_k=3)
    assert fresh["resolved_query"] == "Has it shipped yet?"


def test_time_phrase_in_the_query_favours_its_window(client: TestClient, bank: str) -> None:
    retain(
        client,
        bank,
        _turn("I went running in the park.", 1),
        _turn("I went running along the river.", 5),
        _turn("I went running on the beach.", 9),
    )
    body = recall(client, bank, "Where did I go running yesterday?", now=MAY.format(day=6, hour=9))
    assert "river" in body["memories"][0]["text"]
    assert body["memories"][0]["scores"]["window"] == 1.0


def test_decay_cannot_bury_an_exact_match(client: TestClient, bank: str) -> None:
    old = "The wifi password at the lake house is heron-42."
    retain(
        client,
        bank,
        {"content": old, "timestamp": "2024-01-01T10:00:00+00:00", "kind": "transient"},
    )
    fresh = [
        _turn(f"We talked about the lake house plans, part {i}.", 20, kind="preference")
        for i in range(8)
    ]
    retain(client, bank, *fresh)
    body = recall(client, bank, old, now=MAY.format(day=21, hour=9), top_k=5)
    assert body["memories"][0]["text"] == old


def test_cold_memory_returns_only_on_a_strong_match(
    client: TestClient, bank: str, neo4j_db: Neo4jUnderTest
) -> None:
    text = "My locker number at the gym is 318."
    created = retain(client, bank, _turn(text, 2))["created"][0]["memory_id"]
    retain(client, bank, _turn("I like swimming on Sundays.", 2, 11))
    auth = ("neo4j", neo4j_db.password) if neo4j_db.password else None
    with GraphDatabase.driver(neo4j_db.uri, auth=auth) as driver:
        driver.execute_query(
            "MATCH (m:Memory {id: $id}) WHERE m.bank_id = $bank SET m.status = 'cold'",
            id=created,
            bank=bank,
        )
    weak = recall(client, bank, "sports on the weekend", top_k=5)
    assert text not in _texts(weak)
    strong = recall(client, bank, "my locker number at the gym", top_k=5)
    assert strong["memories"][0]["text"] == text and strong["memories"][0]["status"] == "cold"


def test_context_never_exceeds_the_token_budget(client: TestClient, bank: str) -> None:
    items = [
        _turn(f"Fact {i}: the team in city number {i} prefers meetings at {i % 12 + 1}pm.", 3)
        for i in range(30)
    ] + [_turn("我们在上海的团队喜欢下午开会，讨论项目进展和预算安排。", 3)]
    retain(client, bank, *items)
    counter = load_counter()
    for budget in (5, 20, 60, 150, 400, 2000):
        body = recall(
            client, bank, "when does the team like meetings?", top_k=30, token_budget=budget
        )
        assert counter.count(body["context"]) <= budget


def test_explain_says_why(client: TestClient, bank: str) -> None:
    retain(client, bank, _turn("My dentist is Dr. Lee on Baker Street.", 2))
    top = recall(client, bank, "who is my dentist?", explain=True)["memories"][0]
    assert top["explanation"] and "semantic" in top["explanation"]
    assert recall(client, bank, "who is my dentist?")["memories"][0]["explanation"] is None


def test_recall_reinforces_what_it_returns(client: TestClient, bank: str) -> None:
    retain(client, bank, _turn("The spare key is in the garage.", 2))
    first = recall(client, bank, "where is the spare key?")["memories"][0]
    reinforcer = client.app.state.hindsight.reinforcer  # type: ignore[attr-defined]
    client.portal.call(reinforcer.flush)  # type: ignore[union-attr] - the app's own loop
    again = recall(client, bank, "where is the spare key?")["memories"][0]
    assert again["id"] == first["id"]
    assert again["scores"]["importance"] > first["scores"]["importance"]


def test_recall_stays_inside_the_bank_on_every_channel(client: TestClient, bank: str) -> None:
    other = f"t-{uuid.uuid4().hex[:12]}"
    retain(client, bank, _turn("Secret project Nightingale ships order #Z-9 on Friday.", 2))
    retain(client, other, _turn("I bought a new bicycle.", 2))
    body = recall(client, other, "Nightingale order Z-9 Friday", top_k=10)
    assert all("Nightingale" not in t for t in _texts(body))


def _stages(response: httpx.Response) -> set[str]:
    parts = response.headers["server-timing"].split(",")
    return {part.strip().partition(";")[0] for part in parts}


def test_the_stack_is_read_only_for_a_query_that_refers_back(client: TestClient, bank: str) -> None:
    retain(client, bank, _turn("My order #C-7788 with the desk chair is late.", 1, session="s1"))
    plain = client.post(
        f"/v1/banks/{bank}/recall", json={"query": "Is the desk chair late?", "session_id": "s2"}
    )
    assert plain.status_code == 200 and "bank+stack" not in _stages(plain)
    assert plain.json()["resolved_query"] == "Is the desk chair late?"
    referring = client.post(
        f"/v1/banks/{bank}/recall", json={"query": "Where is that order?", "session_id": "s2"}
    )
    assert referring.status_code == 200 and "bank+stack" in _stages(referring)
    assert "C-7788" in referring.json()["resolved_query"]
    assert "C-7788" in referring.json()["memories"][0]["text"]


def test_new_bank_settings_apply_to_the_next_recall(client: TestClient, bank: str) -> None:
    retain(client, bank, _turn("The boiler was serviced by Heatwise.", 2))
    before = recall(client, bank, "who serviced the boiler?")["memories"][0]
    assert before["score"] > before["scores"]["relevance"]  # the context nudge lifts it
    no_nudge = {"settings": {"weights": {"nudge": 0.0}}}
    assert client.put(f"/v1/banks/{bank}", json=no_nudge).status_code == 200
    after = recall(client, bank, "who serviced the boiler?")["memories"][0]
    assert after["score"] == pytest.approx(after["scores"]["relevance"], abs=1e-3)
