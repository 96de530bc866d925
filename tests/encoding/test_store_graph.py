"""How retain's graph half stores and looks up vectors: float32 embeddings the vector index
reads, vectors that stay cheap to log, lookups that touch only what they need."""

from __future__ import annotations

import io
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any

from fastapi.testclient import TestClient
from neo4j import Driver
from neo4j._codec.packstream.v1 import Packer

from service.cypher import load_queries
from service.embedding.base import Embedder
from service.encoding.events import Analyzer, Incoming
from service.graph import Vector
from service.models import BankSettings, RetainItem
from tests.conftest import retain

QUERIES = load_queries()


def test_a_vector_parameter_prints_short_and_packs_as_a_list() -> None:
    values = [0.125] * 384
    assert repr(Vector(values)) == "<vector of 384 floats>"
    assert repr({"vector": Vector(values)}) == "{'vector': <vector of 384 floats>}"
    as_list, as_vector = io.BytesIO(), io.BytesIO()
    Packer(as_list).pack({"rows": [{"vector": values}]})
    Packer(as_vector).pack({"rows": [{"vector": Vector(values)}]})
    assert as_vector.getvalue() == as_list.getvalue()


def test_stored_embeddings_keep_the_models_floats_and_are_found_by_the_vector_index(
    client: TestClient, driver: Driver, bank: str
) -> None:
    text = "The greenhouse tomatoes need watering every second evening."
    memory = retain(client, bank, {"content": text})["created"][0]
    embedder: Embedder = client.app.state.hindsight.embedder  # type: ignore[attr-defined]
    vector = embedder.embed_documents([text])[0]
    stored = driver.execute_query(
        "MATCH (m:Memory {id: $id, bank_id: $bank_id}) RETURN m.embedding AS embedding",
        id=memory["memory_id"],
        bank_id=bank,
        database_="neo4j",
    ).records[0]["embedding"]
    assert max(abs(a - b) for a, b in zip(stored, vector, strict=True)) < 1e-7
    state = client.app.state.hindsight  # type: ignore[attr-defined]
    index = client.portal.call(state.vector_indexes.create, bank).primary  # type: ignore[union-attr]
    found = driver.execute_query(
        "CALL db.index.vector.queryNodes($index, 10, $vector) YIELD node, score "
        "RETURN node.id AS id, node.bank_id AS bank_id, score",
        index=index,
        vector=vector,
        database_="neo4j",
    ).records
    assert {r["bank_id"] for r in found} == {bank}
    assert [r["id"] for r in found] == [memory["memory_id"]]
    assert found[0]["score"] > 0.999  # the index scores on its quantised copy


def _seek_rows(plan: dict[str, Any]) -> int:
    own = plan.get("rows", 0) if "IndexSeek" in plan["operatorType"] else 0
    return int(own) + sum(_seek_rows(child) for child in plan.get("children", []))


def test_conflict_lookup_reads_no_memories_for_events_that_name_none(
    client: TestClient, driver: Driver, bank: str
) -> None:
    """An event that names no entity and may retire no unnamed memory needs no candidates:
    the lookup must not seek the bank's memories for it (once per event, as it once did)."""
    retain(client, bank, *({"content": f"Note {i}: the shed roof needs tar."} for i in range(5)))
    rows = [
        {"idx": i, "keys": [], "kinds": ["fact"], "vector": [0.05] * 384, "unnamed": False}
        | {"query": "", "vector_ml": None}
        for i in range(20)
    ]
    query = QUERIES["encoding.find_conflict_candidates"]
    params = query.bind(
        {
            "bank_id": bank,
            "rows": rows,
            "per_event": 5,
            "max_mentions": 200,
            "use_fulltext": False,
            "candidates": 20,
            "ml": {"a": 0.0, "b": 1.0},
            "trust": {"primary": None, "ml": None},
        }
    )
    with driver.session(database="neo4j") as session:
        result = session.run("PROFILE " + query.text, params)
        assert list(result) == []
        plan = result.consume().profile
    assert plan is not None
    assert _seek_rows(plan) == 0


class CountingEmbedder:
    def __init__(self, inner: Embedder) -> None:
        self.inner = inner
        self.name, self.dimensions = inner.name, inner.dimensions
        self.tokenizer_file = inner.tokenizer_file
        self.texts: list[str] = []

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        self.texts += texts
        return self.inner.embed_documents(texts)

    def embed_query(self, text: str) -> list[float]:
        return self.inner.embed_query(text)


def test_a_text_said_twice_in_one_request_is_embedded_once(client: TestClient, bank: str) -> None:
    state = client.app.state.hindsight  # type: ignore[attr-defined]
    counting = CountingEmbedder(state.spaces.primary)
    saved = state.spaces
    state.spaces = replace(saved, primary=counting)
    text = "Remember that the gate code changed to 4471."
    try:
        body = retain(
            client,
            bank,
            {"content": text, "timestamp": "2026-03-01T10:00:00Z"},
            {"content": text, "timestamp": "2026-03-02T10:00:00Z"},
        )
    finally:
        state.spaces = saved
    assert counting.texts == [text]
    assert len(body["created"]) == 1
    assert [m["similarity"] for m in body["merged"]] == [1.0]


def test_each_try_of_the_write_transaction_starts_from_the_analysis(client: TestClient) -> None:
    """The driver retries a transaction that failed transiently; storing adjusts drafts (a
    first mention raises importance, keys become the bank's), so each try gets a copy."""
    analyzer: Analyzer = client.app.state.hindsight.analyzer  # type: ignore[attr-defined]
    item = RetainItem(content="Dana flies to Oslo on Friday.")
    analysis = analyzer.analyse([Incoming(0, "ep-1", item, datetime.now(UTC))], BankSettings())
    original = analysis.drafts[0]
    importance, signals, entities = original.importance, original.signals, original.entities
    first = analysis.for_attempt()
    first.drafts[0].importance += 0.1  # what _link_entities does on a first mention
    first.drafts[0].signals += ("first_mention",)
    first.drafts[0].entities = []
    second = analysis.for_attempt()
    assert second.drafts[0].importance == importance
    assert second.drafts[0].signals == signals
    assert second.drafts[0].entities == entities
    assert second.drafts[0].memory_id == original.memory_id  # the same memory on every try


def _causes(driver: Driver, bank: str) -> list[tuple[str, str]]:
    records, _, _ = driver.execute_query(
        "MATCH (a:Memory {bank_id: $bank})-[:CAUSES]->(b:Memory {bank_id: $bank}) "
        "RETURN a.text AS cause, b.text AS effect",
        bank=bank,
    )
    return [(r["cause"], r["effect"]) for r in records]


def test_a_turn_giving_the_reason_for_the_last_one_is_linked_as_its_cause(
    client: TestClient, driver: Driver, bank: str
) -> None:
    def turn(text: str, minute: int) -> dict[str, Any]:
        return {"content": text, "session_id": "s1", "timestamp": f"2026-05-04T18:0{minute}:00Z"}

    retain(client, bank, turn("My knee's been acting up since the hike.", 0))
    retain(client, bank, turn("So let's drop the running plan for now.", 1))
    retain(client, bank, turn("这个外教课包到期就不续了吧", 2))
    retain(client, bank, turn("因为闺女说外教讲的她一句都听不懂", 3))
    links = _causes(driver, bank)
    assert any("knee" in c and "running plan" in e for c, e in links), links
    assert any("听不懂" in c and "不续" in e for c, e in links), links
    assert not any("knee" in c and "外教" in e for c, e in links), links
