"""The in-process bank cache recall reads settings and size from (no graph: a stub reader)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from service.banks import BankCache
from service.cypher import Query, load_queries
from service.errors import BankNotFound
from service.models import BankSettings

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
