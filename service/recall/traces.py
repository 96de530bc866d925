"""Reading recall traces back: a bank's traced recalls newest first, and one trace with
the memories it returned as they are now (see service/recall/trace_writer.py)."""

from __future__ import annotations

import json
from typing import Any

from service.banks import BankCache
from service.cypher import Queries
from service.errors import NotFound
from service.graph import Graph, to_datetime
from service.trace_models import RecallList, RecallSummary, RecallTraceOut, TracedMemory


async def list_traces(
    graph: Graph, queries: Queries, banks: BankCache, bank_id: str, limit: int
) -> RecallList:
    await banks.get(graph, queries, bank_id)  # BankNotFound for a bank that is not there
    rows = await graph.read(queries["traces.list_traces"], bank_id=bank_id, limit=limit)
    recalls = [
        RecallSummary(
            id=row["id"],
            at=to_datetime(row["at"]),
            query=row["query"],
            resolved_query=row["resolved_query"],
            returned=int(row["returned"] or 0),
            session_id=row["session_id"],
            mode=row["mode"],
            as_of=to_datetime(row["as_of"]),
        )
        for row in rows
    ]
    return RecallList(bank_id=bank_id, recalls=recalls)


async def get_trace(
    graph: Graph, queries: Queries, banks: BankCache, bank_id: str, recall_id: str
) -> RecallTraceOut:
    await banks.get(graph, queries, bank_id)
    rows = await graph.read(queries["traces.get_trace"], bank_id=bank_id, recall_id=recall_id)
    if not rows:
        raise NotFound(f"no recall trace {recall_id!r} in bank {bank_id!r}")
    recall: dict[str, Any] = rows[0]["recall"]
    found = {row["id"]: row for row in rows[0]["returned"]}
    memories = [
        _memory(found[memory_id]) if memory_id in found else _erased(rank, memory_id)
        for rank, memory_id in enumerate(recall.get("memory_ids") or [], start=1)
    ]
    return RecallTraceOut(
        id=recall["id"],
        bank_id=bank_id,
        at=to_datetime(recall.get("at")),
        recorded_at=to_datetime(recall.get("recorded_at")),
        query=recall["query"],
        resolved_query=recall["resolved_query"],
        session_id=recall.get("session_id"),
        mode=recall.get("mode"),
        top_k=recall.get("top_k"),
        context_tokens=recall.get("context_tokens"),
        as_of=to_datetime(recall.get("as_of")),
        memories=memories,
    )


def _memory(row: dict[str, Any]) -> TracedMemory:
    return TracedMemory(
        rank=int(row["rank"]),
        id=row["id"],
        text=row["text"],
        kind=row["kind"],
        status=row["status"],
        score=row["score"],
        scores=json.loads(row["scores"]) if row["scores"] else {},
        explanation=row["explanation"],
    )


def _erased(rank: int, memory_id: str) -> TracedMemory:
    return TracedMemory(
        rank=rank,
        id=memory_id,
        text=None,
        kind=None,
        status="erased",
        score=None,
        explanation=None,
    )
