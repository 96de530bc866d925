"""A large bank gets its own vector index, which recall seeds from; a small bank is scanned."""

from __future__ import annotations

import time

import pytest
from fastapi.testclient import TestClient
from neo4j import Driver

from service.banks import bank_key
from service.cypher import load_queries
from service.errors import SchemaMismatch
from service.recall.recall import warm_up
from service.schema import Schema
from service.vector_indexes import BankIndexes, create_query, index_name
from tests.conftest import recall, retain

QUERIES = load_queries()
WHEN = "2026-03-02T10:00:00+00:00"
FACTS = [
    "I water the tomatoes every second evening.",
    "My sister Lena lives in Hamburg.",
    "The team standup moved to 9:30.",
    "I'm allergic to peanuts.",
    "Our wifi password is tulip-42.",
    "I run 5 km on Saturday mornings.",
    "The car is due for its inspection in May.",
    "我每天早上喝一杯绿茶。",
    "我们的项目代号是青鸟。",
    "下个月我要去成都出差。",
]


def _ranked(client: TestClient, bank: str, query: str) -> dict[str, float]:
    """The best two by id, with each one's cosine."""
    got = recall(client, bank, query, top_k=2, explain=True)["memories"]
    return {m["id"]: m["scores"]["semantic"] for m in got}


def test_a_bank_that_grows_gets_its_indexes_and_recall_ranks_as_the_exact_scan(
    client: TestClient, bank: str
) -> None:
    retain(client, bank, *({"content": t, "timestamp": WHEN} for t in FACTS))
    queries = ["when do I water the tomatoes", "who lives in Hamburg", "项目代号", "出差"]
    exact = {q: _ranked(client, bank, q) for q in queries}  # 10 memories: below the threshold

    indexes = client.app.state.hindsight.vector_indexes  # type: ignore[attr-defined]
    saved = indexes.min_memories
    indexes.min_memories = len(FACTS)
    try:
        recall(client, bank, queries[0])  # asks for the index; this recall scans
        deadline = time.monotonic() + 60
        both = BankIndexes(index_name(bank), index_name(bank, multilingual=True))
        while client.portal.call(indexes.for_bank, bank, len(FACTS)) != both:  # type: ignore[union-attr]
            assert time.monotonic() < deadline, "the bank's indexes never came online"
            indexes._read_at = float("-inf")  # read the state again now
            time.sleep(0.2)
        seeded = {q: _ranked(client, bank, q) for q in queries}
        assert client.portal.call(indexes.for_bank, bank, len(FACTS) - 1) == BankIndexes()  # type: ignore[union-attr]
    finally:
        indexes.min_memories = saved
    # Access counts moved a little between the two rounds (reinforcement), not the seeds:
    # the same memories come first, with the index's cosine equal to the scan's.
    for q in queries:
        assert list(seeded[q]) == list(exact[q]), (q, seeded[q], exact[q])
        for memory_id, cosine in exact[q].items():
            assert seeded[q][memory_id] == pytest.approx(cosine, abs=0.01)


def test_memories_carry_their_bank_label_and_old_ones_get_it_at_start_up(
    client: TestClient, driver: Driver, bank: str
) -> None:
    created = retain(client, bank, {"content": FACTS[0], "timestamp": WHEN})["created"]
    memory_id = created[0]["memory_id"]
    labels = "MATCH (m:Memory {id: $id, bank_id: $bank}) RETURN labels(m) AS labels"
    found = driver.execute_query(labels, id=memory_id, bank=bank).records[0]["labels"]
    assert sorted(found) == sorted(["Memory", bank_key(bank)])

    driver.execute_query(
        "MATCH (m:Memory {id: $id, bank_id: $bank}) REMOVE m:$($key)",
        id=memory_id,
        bank=bank,
        key=bank_key(bank),
    )
    with driver.session() as session:  # CALL … IN TRANSACTIONS needs an auto-commit query
        session.run(QUERIES["schema.create_memory_bank_labels"].text).consume()
    found = driver.execute_query(labels, id=memory_id, bank=bank).records[0]["labels"]
    assert sorted(found) == sorted(["Memory", bank_key(bank)])


def test_only_a_bank_key_is_substituted_into_the_index_statement() -> None:
    template = QUERIES["schema.make_bank_vector_index"]
    made = create_query(template, bank_key("team-a"))
    assert f"FOR (m:{bank_key('team-a')})" in made.text and "BANK_LABEL" not in made.text
    for bad in ["Memory) ON m.x //", "bk123", "BK" + "0" * 24, bank_key("a") + " "]:
        with pytest.raises(ValueError):
            create_query(template, bad)


def test_retain_asks_for_the_index_once_the_bank_reaches_the_threshold(
    client: TestClient, driver: Driver, bank: str
) -> None:
    indexes = client.app.state.hindsight.vector_indexes  # type: ignore[attr-defined]
    saved = indexes.min_memories
    indexes.min_memories = 4
    show = "SHOW VECTOR INDEXES YIELD name, labelsOrTypes WHERE name = $name RETURN labelsOrTypes"
    try:
        retain(client, bank, *({"content": t, "timestamp": WHEN} for t in FACTS[:3]))
        assert not driver.execute_query(show, name=index_name(bank)).records
        retain(client, bank, {"content": FACTS[3], "timestamp": WHEN})
        deadline = time.monotonic() + 30
        while not (found := driver.execute_query(show, name=index_name(bank)).records):
            assert time.monotonic() < deadline, "retain never asked for the bank's index"
            time.sleep(0.2)
    finally:
        indexes.min_memories = saved
    assert found[0]["labelsOrTypes"] == [bank_key(bank)]


def test_the_recall_query_is_planned_at_start_up_for_each_parameter_shape(
    client: TestClient, bank: str
) -> None:
    state = client.app.state.hindsight  # type: ignore[attr-defined]
    retain(client, bank, {"content": FACTS[0], "timestamp": WHEN})
    indexes = client.portal.call(state.vector_indexes.create, bank)  # type: ignore[union-attr]
    assert indexes.primary is not None and indexes.multilingual is not None
    # Reads nothing, with and without vector indexes and entity keys; fails on a bad shape.
    for online in (indexes, BankIndexes()):
        client.portal.call(warm_up, state.graph, state.queries, state.spaces, online)  # type: ignore[union-attr]


def test_a_model_of_another_dimension_is_refused_while_bank_indexes_hold_this_one(
    client: TestClient, bank: str
) -> None:
    state = client.app.state.hindsight  # type: ignore[attr-defined]
    retain(client, bank, {"content": FACTS[1], "timestamp": WHEN})
    client.portal.call(state.vector_indexes.create, bank)  # type: ignore[union-attr]
    other = Schema(state.graph, state.queries, state.embedder.dimensions * 2)
    with pytest.raises(SchemaMismatch, match="384-d embeddings"):
        client.portal.call(other.ensure)  # type: ignore[union-attr]
