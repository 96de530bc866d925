"""One vector index per bank, made once the bank is too large to scan exactly.

Neo4j Community cannot filter inside a vector index, so one index over every bank's memories
answers "nearest to this query" with other banks' memories too: a bank that is a small share
of it needed hundreds of neighbours to find a few dozen of its own. Instead every memory
carries its bank's label (the bank key) and a bank gets its own HNSW index on that label
(``cypher/schema/make_bank_vector_index.cypher``) when it reaches ``min_memories``. Below
that the recall query scans the bank exactly: reading an embedding costs about 30 µs on this
machine, so a 500-memory scan stays near 15 ms, and small banks (most of them) cost no index.

A bank has one such index per vector space (``embedding`` and ``embedding_ml``, see
``service/embedding/spaces.py``). ``BankVectorIndexes.for_bank`` returns the name of each of
the bank's indexes that is ONLINE, and otherwise ``None`` (scan exactly), asking for the
indexes in the background when the bank is large enough and has none. Retain asks after each
write (so a growing bank gets its index at ``min_memories``, while it is quick to build) and
start-up asks for every large bank. Index
states are read with one ``SHOW VECTOR INDEXES`` every few seconds, shared by all banks.
Creation and population run in Neo4j; a recall never waits for them.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import re
import time
from dataclasses import dataclass, replace

from service.banks import bank_key
from service.cypher import Queries, Query
from service.errors import HindsightError
from service.graph import Graph

log = logging.getLogger(__name__)

PREFIX = "memory_embedding_"
ML_PREFIX = "memory_multilingual_"
_KEY = re.compile(r"^bk[0-9a-f]{24}$")


@dataclass(frozen=True)
class BankIndexes:
    """A bank's online vector indexes, per space (None: scan that space exactly)."""

    primary: str | None = None
    multilingual: str | None = None


def index_name(bank_id: str, multilingual: bool = False) -> str:
    return (ML_PREFIX if multilingual else PREFIX) + bank_key(bank_id)


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
        ml_dimensions: int | None = None,
    ) -> None:
        self.graph = graph
        self.queries = queries
        self.dimensions = dimensions
        self.ml_dimensions = ml_dimensions  # None: no multilingual space
        self.min_memories = min_memories
        self.refresh_s = refresh_s
        self._states: dict[str, str] = {}
        self._read_at = float("-inf")
        self._lock = asyncio.Lock()
        self._creating: dict[str, asyncio.Task[None]] = {}

    async def for_bank(self, bank_id: str, memory_count: int) -> BankIndexes:
        """The bank's indexes that are online; the others are asked for when the bank has
        reached ``min_memories``."""
        if memory_count < self.min_memories:
            return BankIndexes()
        await self._refresh()
        online: list[str | None] = []
        for multilingual in (False, True):
            if multilingual and self.ml_dimensions is None:
                online.append(None)
                continue
            name = index_name(bank_id, multilingual)
            state = self._states.get(name)
            online.append(name if state == "ONLINE" else None)
            if state is None and name not in self._creating:
                task = asyncio.create_task(self._create_quietly(bank_id, name, multilingual))
                self._creating[name] = task
                task.add_done_callback(functools.partial(self._created, name))
        return BankIndexes(*online)

    async def catch_up(self) -> int:
        """Ask for the index of every bank large enough to have one (at start-up: banks that
        grew before this version, or while an index could not be made); how many banks."""
        rows = await self.graph.read(
            self.queries["schema.list_banks_to_index"], min_memories=self.min_memories
        )
        for row in rows:
            await self.for_bank(row["bank_id"], int(row["memory_count"]))
        return len(rows)

    def any_online(self) -> BankIndexes:
        """Some bank's online indexes, as last read (for planning queries at start-up)."""
        online = [name for name, state in self._states.items() if state == "ONLINE"]
        return BankIndexes(
            next((n for n in online if n.startswith(PREFIX)), None),
            next((n for n in online if n.startswith(ML_PREFIX)), None),
        )

    async def create(self, bank_id: str, timeout_s: float = 600.0) -> BankIndexes:
        """Make the bank's indexes now, whatever its size, and wait until they are online
        (benchmarks and tests); their names."""
        names: list[str | None] = []
        for multilingual in (False, True):
            if multilingual and self.ml_dimensions is None:
                names.append(None)
                continue
            name = index_name(bank_id, multilingual)
            await self._create(bank_id, name, multilingual)
            await self.graph.schema(
                self.queries["schema.await_bank_vector_index"], name=name, timeout_s=timeout_s
            )
            names.append(name)
        self._read_at = float("-inf")
        return BankIndexes(*names)

    async def _create(self, bank_id: str, name: str, multilingual: bool) -> None:
        template = (
            "schema.make_bank_ml_vector_index"
            if multilingual
            else ("schema.make_bank_vector_index")
        )
        query = create_query(self.queries[template], bank_key(bank_id))
        dimensions = self.ml_dimensions if multilingual else self.dimensions
        await self.graph.schema(query, name=name, dimensions=dimensions)
        self._read_at = float("-inf")  # read its state on the next request
        log.info("vector index %s created for bank %r", name, bank_id)

    async def drop(self, bank_id: str, primary: bool, multilingual: bool) -> None:
        """Drop the bank's index of each space named (its vectors changed model)."""
        for flag, wanted in ((False, primary), (True, multilingual)):
            if wanted:
                name = index_name(bank_id, flag)
                await self.graph.schema(self.queries["schema.delete_bank_vector_index"], name=name)
                log.info("vector index %s dropped", name)
        self._read_at = float("-inf")

    def _created(self, name: str, _: asyncio.Task[None]) -> None:
        self._creating.pop(name, None)

    async def _create_quietly(self, bank_id: str, name: str, multilingual: bool) -> None:
        try:
            await self._create(bank_id, name, multilingual)
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
