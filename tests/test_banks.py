"""The in-process bank cache recall reads settings and size from (no graph: a stub reader);
listing and deleting banks through the API and the real Neo4j."""

from __future__ import annotations

import asyncio
import uuid
from typing import Any

import pytest
from fastapi.testclient import TestClient
from neo4j import Driver

from service.banks import BankCache
from service.cypher import Query, load_queries
from service.errors import BankNotFound
from service.models import BankSettings
from service.vector_indexes import index_name
from tests.conftest import retain

QUERIES = load_queries()


class StubGraph:
    """Answers ``banks.get_bank`` from a dict of bank rows and counts the reads."""

    def __init__(self, banks: dict[str, dict[str, Any]]) -> None:
        self.banks = banks
        self.reads = 0

    async def read(self, query: Query, **params: Any) -> list[dict[str, Any]]:
        assert query.name == "banks.get_bank"
        self.reads += 1
        row = self.banks.get(params["bank_id"])
        return [row] if row else []


def _row(memory_count: int, nudge: float = 0.15) -> dict[str, Any]:
    settings = BankSettings.model_validate({"weights": {"nudge": nudge}})
    return {
        "id": "b1",
        "settings_json": settings.model_dump_json(),
        "memory_count": memory_count,
        "embedding_model": "m",
    }


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _get(cache: BankCache, graph: StubGraph, bank_id: str = "b1") -> Any:
    return asyncio.run(cache.get(graph, QUERIES, bank_id))  # type: ignore[arg-type]


def test_a_bank_is_read_once_while_fresh_and_again_when_expired() -> None:
    clock = Clock()
    cache = BankCache(ttl_s=5, clock=clock)
    graph = StubGraph({"b1": _row(10)})
    assert _get(cache, graph).memory_count == 10
    graph.banks["b1"] = _row(12)
    clock.now += 4
    assert _get(cache, graph).memory_count == 10 and graph.reads == 1
    clock.now += 2
    assert _get(cache, graph).memory_count == 12 and graph.reads == 2


def test_invalidation_makes_the_next_get_read_the_new_settings() -> None:
    cache = BankCache(ttl_s=60, clock=Clock())
    graph = StubGraph({"b1": _row(10, nudge=0.15)})
    assert _get(cache, graph).settings.weights.nudge == 0.15
    graph.banks["b1"] = _row(10, nudge=0.0)
    cache.invalidate("b1")
    assert _get(cache, graph).settings.weights.nudge == 0.0


def test_a_missing_bank_is_not_cached() -> None:
    cache = BankCache(ttl_s=60, clock=Clock())
    graph = StubGraph({})
    with pytest.raises(BankNotFound):
        _get(cache, graph)
    graph.banks["b1"] = _row(1)
    assert _get(cache, graph).memory_count == 1


def test_the_least_recently_used_bank_leaves_a_full_cache() -> None:
    cache = BankCache(ttl_s=60, max_banks=2, clock=Clock())
    graph = StubGraph({name: _row(1) | {"id": name} for name in ("a", "b", "c")})
    for name in ("a", "b", "a", "c"):
        _get(cache, graph, name)
    reads = graph.reads
    _get(cache, graph, "a")
    assert graph.reads == reads
    _get(cache, graph, "b")
    assert graph.reads == reads + 1


def _bank_nodes(driver: Driver, bank: str) -> int:
    rows = driver.execute_query(
        "MATCH (n) WHERE n.bank_id = $b OR (n:Bank AND n.id = $b) RETURN count(n) AS n", b=bank
    ).records
    return int(rows[0]["n"])


def test_banks_list_in_id_order_a_page_at_a_time(client: TestClient) -> None:
    prefix = f"t-{uuid.uuid4().hex[:8]}"
    for name in ("c", "a", "b"):
        assert client.put(f"/v1/banks/{prefix}-{name}", json={"name": name}).status_code == 200
    retain(client, f"{prefix}-b", {"content": "I drive a blue Subaru.", "session_id": "s1"})
    seen: list[dict[str, Any]] = []
    cursor = None
    while True:
        params = {"limit": 2, **({"cursor": cursor} if cursor else {})}
        page = client.get("/v1/banks", params=params).json()
        assert len(page["banks"]) <= 2
        seen += page["banks"]
        cursor = page["next"]
        if cursor is None or seen[-1]["id"] > f"{prefix}-c":
            break
    ids = [b["id"] for b in seen]
    assert ids == sorted(ids) and len(ids) == len(set(ids))
    mine = {b["id"]: b for b in seen if b["id"].startswith(prefix)}
    assert list(mine) == [f"{prefix}-a", f"{prefix}-b", f"{prefix}-c"]
    assert mine[f"{prefix}-b"]["memories"] == 1 and mine[f"{prefix}-b"]["episodes"] == 1
    assert mine[f"{prefix}-a"]["name"] == "a" and mine[f"{prefix}-a"]["memories"] == 0


def test_a_bad_cursor_or_limit_is_refused(client: TestClient) -> None:
    for params in ({"cursor": "not-ours"}, {"cursor": "WyJ"}, {"limit": 201}, {"limit": 0}):
        response = client.get("/v1/banks", params=params)
        assert response.status_code == 422, params
        assert response.headers["content-type"].startswith("application/problem+json")


def test_deleting_a_bank_leaves_nothing_of_it(
    client: TestClient, driver: Driver, bank: str
) -> None:
    at = "2026-03-02T09:00:00+00:00"
    retain(client, bank, {"content": "Our kitchen budget is $20k.", "timestamp": at})
    body = retain(client, bank, {"content": "我喜欢吃辣的川菜。", "timestamp": at})
    erased = body["created"][0]["memory_id"]
    hard = client.delete(f"/v1/banks/{bank}/memories/{erased}", params={"hard": "true"})
    assert hard.status_code == 200
    assert client.post(f"/v1/banks/{bank}/consolidate", json={}).status_code == 200
    state = client.app.state.hindsight  # type: ignore[attr-defined]
    client.portal.call(state.vector_indexes.create, bank)  # type: ignore[union-attr]
    other = f"t-{uuid.uuid4().hex[:12]}"
    retain(client, other, {"content": "My sister Anna lives in Lisbon.", "timestamp": at})
    before = _bank_nodes(driver, other)

    response = client.delete(f"/v1/banks/{bank}")
    assert response.status_code == 200, response.text
    deleted = response.json()
    assert deleted["bank_id"] == bank
    assert deleted["deleted"]["memories"] == 1 and deleted["deleted"]["episodes"] == 1
    assert deleted["deleted"]["tombstones"] == 2 and deleted["deleted"]["entities"] >= 1
    assert deleted["deleted"]["other"] >= 2  # the consolidation run and its lease
    assert _bank_nodes(driver, bank) == 0
    assert _bank_nodes(driver, other) == before  # another bank keeps what it holds
    indexes = driver.execute_query("SHOW VECTOR INDEXES YIELD name RETURN name").records
    assert {index_name(bank), index_name(bank, True)}.isdisjoint(row["name"] for row in indexes)
    assert client.get(f"/v1/banks/{bank}").status_code == 404
    missing = client.delete(f"/v1/banks/{bank}")
    assert missing.status_code == 404
    assert missing.headers["content-type"].startswith("application/problem+json")
