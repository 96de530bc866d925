"""One vector index per bank, made once the bank is too large to scan exactly.

Neo4j Community cannot filter inside a vector index, so one index over every bank's memories
answers "nearest to this query" with other banks' memories too: a bank that is a small share
of it needed hundreds of neighbours to find a few dozen of its own. Instead every memory
carries its bank's label (the bank key) and a bank gets its own HNSW index on that label
(``cypher/schema/make_bank_vector_index.cypher``) when it reaches ``min_memories``. Below
that the recall query scans the bank exactly: reading an embedding costs about 30 µs on this
machine, so a 500-memory scan stays near 15 ms, and small banks (most of them) cost no index.

``BankVectorIndexes.for_bank`` returns the name of the bank's index when it is ONLINE, and
otherwise ``None`` (scan exactly), asking for the index in the background when the bank is
large enough and has none. Retain asks after each write (so a growing bank gets its index at
``min_memories``, while it is quick to build) and start-up asks for every large bank. Index
states are read with one ``SHOW VECTOR INDEXES`` every few seconds, shared by all banks.
Creation and population run in Neo4j; a recall never waits for them.
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
from dataclasses import replace

from service.banks import bank_key
from service.cypher import Queries, Query
from service.errors import HindsightError
from service.graph import Graph

log = logging.getLogger(__name__)

PREFIX = "memory_embedding_"
_KEY = re.compile(r"^bk[0-9a-f]{24}$")


def index_name(bank_id: str) -> str:
    return PREFIX + bank_key(bank_id)


def create_query(template: Query, key: str) -> Query:
    """``schema.make_bank_vector_index`` for the bank with this key: the label is the one part a
    schema command cannot take as a parameter, so it is substituted, after the check that it
    is a bank key and nothing else."""
    if not _KEY.fullmatch(key):
        raise ValueError(f"not a bank key: {key!r}")
    return replace(template, text=template.text.replace("BANK_LABEL", key))


class BankVectorIndexes:
    def __init__(
        self,
        graph: Graph,
        queries: Queries,
        dimensions: int,
        min_memories: int,
        refresh_s: float = 5.0,
    ) -> None:
        self.graph = graph
        self.queries = queries
        self.dimensions = dimensions
        self.min_memories = min_memories
        self.refresh_s = refresh_s
        self._states: dict[str, str] = {}
        self._read_at = float("-inf")
        self._lock = asyncio.Lock()
        self._creating: dict[str, asyncio.Task[None]] = {}

    async def for_bank(self, bank_id: str, memory_count: int) -> str | None:
        """The bank's index if it is online; else None, and the index is asked for when the
        bank has reached ``min_memories``."""
        if memory_count < self.min_memories:
            return None
        name = index_name(bank_id)
        await self._refresh()
        state = self._states.get(name)
        if state == "ONLINE":
            return name
        if state is None and name not in self._creating:
            task = asyncio.create_task(self._create_quietly(bank_id, name))
            self._creating[name] = task
            task.add_done_callback(lambda _: self._creating.pop(name, None))
        return None

    async def catch_up(self) -> int:
        """Ask for the index of every bank large enough to have one (at start-up: banks that
        grew before this version, or while an index could not be made); how many banks."""
        rows = await self.graph.read(
            self.queries["schema.list_banks_to_index"], min_memories=self.min_memories
        )
        for row in rows:
            await self.for_bank(row["bank_id"], int(row["memory_count"]))
        return len(rows)

    def any_online(self) -> str | None:
        """Some bank's online index, as last read (for planning queries at start-up)."""
        return next((name for name, state in self._states.items() if state == "ONLINE"), None)

    async def create(self, bank_id: str, timeout_s: float = 600.0) -> str:
        """Make the bank's index now, whatever its size, and wait until it is online
        (benchmarks and tests); its name."""
        name = index_name(bank_id)
        await self._create(bank_id, name)
        await self.graph.schema(
            self.queries["schema.await_bank_vector_index"], name=name, timeout_s=timeout_s
        )
        self._read_at = float("-inf")
        return name

    async def _create(self, bank_id: str, name: str) -> None:
        query = create_query(self.queries["schema.make_bank_vector_index"], bank_key(bank_id))
        await self.graph.schema(query, name=name, dimensions=self.dimensions)
        self._read_at = float("-inf")  # read its state on the next request
        log.info("vector index %s created for bank %r", name, bank_id)

    async def _create_quietly(self, bank_id: str, name: str) -> None:
        try:
            await self._create(bank_id, name)
        except HindsightError as exc:  # the bank is scanned exactly meanwhile; asked again later
            log.warning("vector index %s not created: %s", name, exc)

    async def _refresh(self) -> None:
        if time.monotonic() - self._read_at < self.refresh_s:
            return
        async with self._lock:
            if time.monotonic() - self._read_at < self.refresh_s:
                return
            rows = await self.graph.read(self.queries["schema.list_bank_vector_indexes"])
            self._states = {row["name"]: row["state"] for row in rows}
            self._read_at = time.monotonic()
