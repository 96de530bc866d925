"""Reinforcement: recall records which memories it returned; a background task writes the
accesses in batches, so the read path never waits on a write. Beside the accesses it writes
which sessions each reflected lesson was served to: a task of that session that follows the
lesson and goes well confirms it (``reflection.dedupe``). Reflection flushes first, so a
session that ends at once is judged with what it was served."""

from __future__ import annotations

import logging
from collections import defaultdict
from datetime import datetime

from service.background import PeriodicWriter
from service.cypher import Queries
from service.errors import HindsightError
from service.graph import Graph

log = logging.getLogger(__name__)

SERVED_KEEP = 20  # session ids a lesson keeps


class Reinforcer(PeriodicWriter):
    def __init__(self, graph: Graph, queries: Queries, interval_s: float = 1.0) -> None:
        self.graph = graph
        self.queries = queries
        self.interval_s = interval_s
        self._pending: dict[str, dict[str, tuple[int, datetime]]] = defaultdict(dict)
        self._served: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))

    def record(self, bank_id: str, memory_ids: list[str], at: datetime) -> None:
        bank = self._pending[bank_id]
        for memory_id in memory_ids:
            count, last = bank.get(memory_id, (0, at))
            bank[memory_id] = (count + 1, max(last, at))

    def serve(self, bank_id: str, lesson_ids: list[str], session_id: str) -> None:
        """Record that the lessons ``lesson_ids`` were served to ``session_id``."""
        bank = self._served[bank_id]
        for lesson_id in lesson_ids:
            bank[lesson_id].add(session_id)

    async def flush(self) -> None:
        served, self._served = self._served, defaultdict(lambda: defaultdict(set))
        for bank_id, lessons in served.items():
            await self._write_served(bank_id, lessons)
        pending, self._pending = self._pending, defaultdict(dict)
        for bank_id, accesses in pending.items():
            rows = [{"id": i, "count": c, "at": at} for i, (c, at) in accesses.items()]
            await self._write("update_access", "accesses", bank_id, accesses=rows)

    async def _write_served(self, bank_id: str, lessons: dict[str, set[str]]) -> None:
        rows = [{"id": i, "sessions": sorted(s)} for i, s in lessons.items()]
        await self._write("update_served", "served lessons", bank_id, served=rows, keep=SERVED_KEEP)

    async def _write(self, query: str, what: str, bank_id: str, **params: object) -> None:
        """One batch write; best effort: a batch that cannot be written is logged and dropped,
        and recall stays up."""
        try:
            await self.graph.write(self.queries[f"recall.{query}"], bank_id=bank_id, **params)
        except HindsightError as exc:
            log.warning("could not record %s in %s: %s", what, bank_id, exc)
