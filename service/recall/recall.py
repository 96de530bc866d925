"""Recall: the query's embedding against the bank's memories, ranked, with their sources.

A small bank is scanned exactly (cosine over every active memory of the bank: exact and fast
at that size); a large one goes through the HNSW index with over-fetch, falling back to the
exact scan when the bank's share of the index is too small for the over-fetch to fill top_k.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from anyio import to_thread

from service.cypher import Queries
from service.embedding import Embedder
from service.errors import BankNotFound
from service.graph import Graph, to_datetime
from service.models import RecalledMemory, RecallRequest, RecallResponse, Source
from service.recall.context import format_context

ACTIVE = ["active"]
HISTORY = ["active", "cold", "superseded", "negated", "expired"]


@dataclass(frozen=True)
class RecallOptions:
    exact_scan_max_memories: int = 20_000
    overfetch_factor: int = 20
    max_candidates: int = 10_000


@dataclass(frozen=True)
class Deps:
    graph: Graph
    queries: Queries
    embedder: Embedder
    options: RecallOptions


async def recall(deps: Deps, bank_id: str, request: RecallRequest) -> RecallResponse:
    banks = await deps.graph.read(deps.queries["banks.get_bank"], bank_id=bank_id)
    if not banks:
        raise BankNotFound(f"no bank with id {bank_id!r}")
    vector = await to_thread.run_sync(deps.embedder.embed_query, request.query)
    rows = await _vector_search(deps, bank_id, vector, request, int(banks[0]["memory_count"] or 0))
    memories = [_memory(row) for row in rows]
    return RecallResponse(
        memories=memories,
        context=format_context(memories),
        resolved_query=request.query,
    )


async def _vector_search(
    deps: Deps, bank_id: str, vector: list[float], request: RecallRequest, size: int
) -> list[dict[str, Any]]:
    params: dict[str, Any] = {
        "bank_id": bank_id,
        "vector": vector,
        "statuses": HISTORY if request.include_history else ACTIVE,
        "kinds": request.kinds,
        "top_k": request.top_k,
    }
    if size > deps.options.exact_scan_max_memories:
        candidates = min(request.top_k * deps.options.overfetch_factor, deps.options.max_candidates)
        rows = await deps.graph.read(
            deps.queries["recall.find_memories_by_vector_index"], candidates=candidates, **params
        )
        if len(rows) >= request.top_k:
            return rows
    return await deps.graph.read(deps.queries["recall.find_memories_by_vector_exact"], **params)


def _memory(row: dict[str, Any]) -> RecalledMemory:
    cosine = 2.0 * float(row["score"]) - 1.0  # Neo4j reports (1 + cos) / 2
    sources = [
        Source(
            episode_id=s["episode_id"],
            metadata=json.loads(s["metadata_json"]) if s["metadata_json"] else None,
        )
        for s in row["sources"]
    ]
    return RecalledMemory(
        id=row["id"],
        text=row["text"],
        kind=row["kind"],
        score=round(cosine, 6),
        scores={"semantic": round(cosine, 6)},
        status=row["status"],
        importance=float(row["importance"]),
        created_at=to_datetime(row["created_at"]),
        occurred_at=to_datetime(row["occurred_at"]),
        sources=sources,
    )
