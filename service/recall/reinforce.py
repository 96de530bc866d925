"""Reinforcement: recall records which memories it returned; a background task writes the
accesses in batches, so the read path never waits on a write."""

from __future__ import annotations

import logging
from collections import defaultdict
from datetime import datetime

from service.background import PeriodicWriter
from service.cypher import Queries
from service.errors import HindsightError
from service.graph import Graph

log = logging.getLogger(__name__)


class Reinforcer(PeriodicWriter):
    def __init__(self, graph: Graph, queries: Queries, interval_s: float = 1.0) -> None:
        self.graph = graph
        self.queries = queries
        self.interval_s = interval_s
        self._pending: dict[str, dict[str, tuple[int, datetime]]] = defaultdict(dict)

    def record(self, bank_id: str, memory_ids: list[str], at: datetime) -> None:
        bank = self._pending[bank_id]
        for memory_id in memory_ids:
            count, last = bank.get(memory_id, (0, at))
            bank[memory_id] = (count + 1, max(last, at))

    async def flush(self) -> None:
        pending, self._pending = self._pending, defaultdict(dict)
        query = self.queries["recall.update_access"]
        for bank_id, accesses in pending.items():
            rows = [{"id": i, "count": c, "at": at} for i, (c, at) in accesses.items()]
            try:
                await self.graph.write(query, bank_id=bank_id, accesses=rows)
            except HindsightError as exc:  # reinforcement is best effort; recall stays up
                log.warning("could not record %d accesses in %s: %s", len(rows), bank_id, exc)
