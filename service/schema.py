"""Applies the schema in ``cypher/schema`` idempotently, once the database can be reached.

The service starts even when Neo4j is down (requests then get 503): the schema is applied at
start-up if possible, otherwise by a background task that retries until Neo4j answers.
``/ready`` stays 503 until it is applied.
"""

from __future__ import annotations

import asyncio
import logging

from service.cypher import Queries
from service.errors import DatabaseUnavailable, SchemaMismatch
from service.graph import Graph

log = logging.getLogger(__name__)
AWAIT_INDEXES_S = 300


class Schema:
    def __init__(self, graph: Graph, queries: Queries, dimensions: int) -> None:
        self.graph = graph
        self.queries = queries
        self.dimensions = dimensions
        self.applied = False
        self._lock = asyncio.Lock()

    async def ensure(self) -> None:
        """Apply constraints and indexes once (raises DatabaseUnavailable while Neo4j is down)."""
        if self.applied:
            return
        async with self._lock:
            if self.applied:
                return
            await self._check_dimensions()
            values = {"dimensions": self.dimensions}
            schema = self.queries.namespace("schema")
            retired = [q for q in schema if q.name.startswith("schema.drop_")]
            created = [q for q in schema if q.name.startswith("schema.create_")]
            for query in retired + created:  # drop what a newer definition replaces first
                await self.graph.schema(query, **{p: values[p] for p in query.params})
            await self.graph.schema(self.queries["schema.await_indexes"], timeout_s=AWAIT_INDEXES_S)
            self.applied = True
            log.info("schema applied (vector dimension %d)", self.dimensions)

    async def keep_trying(self, interval_s: float = 2.0) -> None:
        """Apply the schema as soon as Neo4j answers (run as a background task)."""
        while not self.applied:
            try:
                await self.ensure()
            except DatabaseUnavailable:
                await asyncio.sleep(interval_s)
            except SchemaMismatch as exc:
                log.error("%s", exc.detail)
                return

    async def _check_dimensions(self) -> None:
        rows = await self.graph.read(self.queries["schema.get_vector_index_dimensions"])
        found = sorted({int(row["dimensions"]) for row in rows} - {self.dimensions})
        if found:
            raise SchemaMismatch(
                f"the vector indexes hold {found[0]}-d embeddings but the embedding "
                f"model makes {self.dimensions}-d ones; use the model the data was stored with, "
                f"or a fresh database"
            )
