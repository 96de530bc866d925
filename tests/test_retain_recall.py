"""Retain then recall through the public API, against the real Neo4j."""

from __future__ import annotations

from fastapi.testclient import TestClient
from neo4j import GraphDatabase

from tests.conftest import Neo4jUnderTest, recall, retain

DIARY = [
    {
        "content": "I am allergic to peanuts, so no satay for me.",
        "timestamp": "2026-03-01T09:00:00+08:00",
        "session_id": "s1",
        "metadata": {"dia_id": "D1:1", "source": "chat"},
    },
    {
        "content": "My daughter Mia starts violin lessons on Saturday.",
        "timestamp": "2026-03-01T09:01:00+08:00",
        "session_id": "s1",
        "metadata": {"dia_id": "D1:2"},
    },
    {
        "content": "The quarterly budget for project Apollo is one million dollars.",
        "timestamp": "2026-03-02T10:00:00Z",
        "session_id": "s2",
        "metadata": {"dia_id": "D2:1"},
    },
    {
        "content": "我下周三坐飞机去上海出差。",
        "timestamp": "2026-03-02T10:05:00+08:00",
        "session_id": "s2",
        "metadata": {"dia_id": "D2:2"},
    },
]


def test_recall_finds_a_memory_by_paraphrase(client: TestClient, bank: str) -> None:
    retain(client, bank, *DIARY)
    top = recall(client, bank, "Which foods must the user avoid?", top_k=1)["memories"][0]
    assert "peanuts" in top["text"]
    top = recall(client, bank, "How much money does Apollo have this quarter?", top_k=1)
    assert "Apollo" in top["memories"][0]["text"]
    top = recall(client, bank, "我什么时候去上海？", top_k=1)["memories"][0]
    assert "上海" in top["text"]


def test_recalled_memories_carry_item_metadata_and_times(client: TestClient, bank: str) -> None:
    retain(client, bank, *DIARY)
    body = recall(client, bank, "violin lessons for my daughter", top_k=2)
    top = body["memories"][0]
    assert top["sources"][0]["metadata"] == {"dia_id": "D1:2"}
    assert top["occurred_at"].startswith("2026-03-07")  # "on Saturday", said on Sunday 1 March
    assert top["status"] == "active"
    assert {"semantic", "lexical", "entity", "graph", "recency", "importance"} <= set(top["scores"])
    assert body["resolved_query"] == "violin lessons for my daughter"
    assert "violin" in body["context"]


def test_results_are_ranked_and_limited_by_top_k(client: TestClient, bank: str) -> None:
    retain(client, bank, *DIARY)
    memories = recall(client, bank, "peanut allergy", top_k=3)["memories"]
    assert len(memories) == 3
    scores = [m["score"] for m in memories]
    assert scores == sorted(scores, reverse=True)


def test_kind_filter_keeps_only_requested_kinds(client: TestClient, bank: str) -> None:
    retain(
        client,
        bank,
        {"content": "I prefer window seats on flights.", "kind": "preference"},
        {"content": "The flight to Berlin leaves at 7am.", "kind": "fact"},
    )
    memories = recall(client, bank, "flight seats", kinds=["preference"])["memories"]
    assert [m["kind"] for m in memories] == ["preference"]
    # the preference default from the bank settings, moved by signals by at most 0.2
    assert 0.8 <= memories[0]["importance"] <= 1.0


def test_retried_request_stores_nothing_new(client: TestClient, bank: str) -> None:
    first = retain(client, bank, *DIARY)
    assert len(first["created"]) >= len(DIARY)  # an item may hold several events
    again = retain(client, bank, *DIARY)
    assert again["created"] == [] and again["merged"] == []
    assert [u["index"] for u in again["unchanged"]] == list(range(len(DIARY)))
    remembered = {m for u in again["unchanged"] for m in u["memory_ids"]}
    assert remembered == {c["memory_id"] for c in first["created"]}
    count = client.get(f"/v1/banks/{bank}").json()["memory_count"]
    assert count == len(first["created"])


def test_idempotency_key_makes_a_retry_a_no_op(client: TestClient, bank: str) -> None:
    item = {"content": "Remember to renew the passport."}  # no timestamp: only the key helps
    first = retain(client, bank, item, idempotency_key="req-42")
    again = retain(client, bank, item, idempotency_key="req-42")
    assert len(first["created"]) == 1 and again["created"] == []
    other = retain(client, bank, item, idempotency_key="req-43")  # a new request, same words
    assert other["unchanged"] == [] and len(other["merged"]) == 1


def test_bank_settings_are_stored_and_merged(client: TestClient, bank: str) -> None:
    body = {
        "name": "Alice",
        "settings": {"kinds": {"fact": {"half_life_days": 7, "importance": 0.4}}},
    }
    created = client.put(f"/v1/banks/{bank}", json=body)
    assert created.status_code == 200, created.text
    patch = {"name": "Alice", "settings": {"weights": {"semantic": 0.5}}}
    updated = client.put(f"/v1/banks/{bank}", json=patch).json()
    assert updated["settings"]["kinds"]["fact"] == {"half_life_days": 7.0, "importance": 0.4}
    assert updated["settings"]["kinds"]["preference"]["importance"] == 0.8
    assert updated["settings"]["weights"]["semantic"] == 0.5
    retain(client, bank, {"content": "The office is on the fifth floor.", "role": "system"})
    importance = recall(client, bank, "office floor")["memories"][0]["importance"]
    assert 0.4 <= importance <= 0.45  # the bank's fact default, plus a first-mention bonus


def test_retain_creates_the_bank_on_first_use(client: TestClient, bank: str) -> None:
    assert client.get(f"/v1/banks/{bank}").status_code == 404
    retain(client, bank, {"content": "First memory."})
    assert client.get(f"/v1/banks/{bank}").json()["memory_count"] == 1


def test_a_bank_keeps_to_its_embedding_model(
    client: TestClient, bank: str, neo4j_db: Neo4jUnderTest
) -> None:
    retain(client, bank, {"content": "Vectors from one model only."})
    model = client.get(f"/v1/banks/{bank}").json()["embedding_model"]
    assert model == client.app.state.hindsight.embedder.name  # type: ignore[attr-defined]
    auth = ("neo4j", neo4j_db.password) if neo4j_db.password else None
    with GraphDatabase.driver(neo4j_db.uri, auth=auth) as driver:
        driver.execute_query(
            "MATCH (b:Bank {id: $id}) SET b.embedding_model = 'another-model'", id=bank
        )
    response = client.post(f"/v1/banks/{bank}/recall", json={"query": "vectors"})
    assert response.status_code == 409 and "another-model" in response.json()["detail"]
    response = client.post(f"/v1/banks/{bank}/memories", json={"items": [{"content": "x"}]})
    assert response.status_code == 409
