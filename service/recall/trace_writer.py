"""Recall traces: what a traced recall returned and why, stored as ``(:Recall)`` nodes with
``[:RETURNED]`` edges to the memories (cypher/traces/create_traces.cypher).

Recall decides whether it is traced (``traced``), makes the trace's id and hands the trace
to the ``TraceWriter``, which keeps it in memory and writes the pending traces of each bank
in one transaction, every ``interval_s``, off the request path; then it trims the bank's
traces to its retention (``keep`` newest, none older than ``keep_days``, both by when the
recall was asked: its ``now``). Everything a trace holds (the scores as JSON text, the
explanations) is made when the trace is recorded, so no CPU work runs inside the write
transaction. Tracing is best effort, as reinforcement is: a trace that cannot be written is
logged and dropped, and recall stays up.
"""

from __future__ import annotations

import json
import logging
import uuid
from collections import defaultdict
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from service.background import PeriodicWriter
from service.cypher import Queries
from service.errors import HindsightError
from service.graph import Graph
from service.models import RecallRequest, RecallResponse, TraceSettings
from service.recall.explain import explanation

log = logging.getLogger(__name__)

TRIM_BATCH = 5000  # traces deleted per retention call


def traced(request: RecallRequest, settings: TraceSettings) -> bool:
    """Whether a recall is stored as a trace: as the request says, else as the bank says.
    A recall as of a past moment is an audit, not a use: the bank's setting alone does not
    trace it (as it reinforces nothing); it is traced when the request asks."""
    if request.trace is not None:
        return request.trace
    return settings.enabled and request.as_of is None


@dataclass(frozen=True)
class Trace:
    """One traced recall, ready to be written."""

    bank_id: str
    row: dict[str, Any]  # the map create_traces takes for one recall
    retention: TraceSettings

    @property
    def id(self) -> str:
        return str(self.row["id"])


@dataclass(frozen=True)
class TracedRecall:
    """A recall that answered: what was asked, at what moment, and what came back."""

    bank_id: str
    request: RecallRequest
    at: datetime  # the moment recall answered for: its now, or the moment it was asked as of
    response: RecallResponse
    outdated: list[str | None]  # per memory, what may have outdated it (the explanation says)
    context_tokens: int


def new_trace(recall: TracedRecall, retention: TraceSettings) -> Trace:
    """The trace of a recall under a new id (uuid4), each memory with its explanation."""
    memories = recall.response.memories
    returned = [
        {
            "id": memory.id,
            "rank": rank,
            "score": memory.score,
            "scores": json.dumps(memory.scores, sort_keys=True),
            "explanation": memory.explanation or explanation(memory.scores, outdated),
        }
        for rank, (memory, outdated) in enumerate(zip(memories, recall.outdated, strict=True), 1)
    ]
    request = recall.request
    # when it was asked: its now; an audit as of a past moment was asked now, about then
    asked_at = request.now or (recall.at if request.as_of is None else datetime.now(UTC))
    row = {
        "id": str(uuid.uuid4()),
        "query": request.query,
        "resolved_query": recall.response.resolved_query,
        "at": asked_at,
        "as_of": request.as_of,
        "session_id": request.session_id,
        "mode": request.mode,
        "top_k": request.top_k,
        "context_tokens": recall.context_tokens,
        "memory_ids": [memory.id for memory in memories],
        "returned": returned,
    }
    return Trace(recall.bank_id, row, retention)


class TraceWriter(PeriodicWriter):
    """Writes recorded traces in the background, a transaction per bank per round."""

    def __init__(self, graph: Graph, queries: Queries, interval_s: float = 0.5) -> None:
        self.graph = graph
        self.queries = queries
        self.interval_s = interval_s
        self._pending: dict[str, list[Trace]] = defaultdict(list)

    def record(self, trace: Trace) -> str:
        """Keep the trace to be written; its id."""
        self._pending[trace.bank_id].append(trace)
        return trace.id

    async def flush(self) -> None:
        """Write every pending trace, then trim each bank written to."""
        pending, self._pending = self._pending, defaultdict(list)
        for bank_id, traces in pending.items():
            try:
                await self.graph.write(
                    self.queries["traces.create_traces"],
                    bank_id=bank_id,
                    now=datetime.now(UTC),
                    traces=[t.row for t in traces],
                )
                await self.trim(bank_id, traces[-1].retention)
            except HindsightError as exc:  # tracing is best effort; recall stays up
                log.warning("could not store %d recall traces of %s: %s", len(traces), bank_id, exc)

    async def trim(self, bank_id: str, retention: TraceSettings) -> int:
        """Delete the bank's traces beyond its ``keep`` newest and older than ``keep_days``
        (by the recall's moment); how many went."""
        cutoff = datetime.now(UTC) - timedelta(days=retention.keep_days)
        total = 0
        while True:
            rows = await self.graph.write(
                self.queries["traces.delete_old_traces"],
                bank_id=bank_id,
                keep=retention.keep,
                cutoff=cutoff,
                limit=TRIM_BATCH,
            )
            deleted = int(rows[0]["deleted"]) if rows else 0
            total += deleted
            if deleted < TRIM_BATCH:
                return total
