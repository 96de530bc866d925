"""Access to Neo4j: runs named queries, and turns driver errors into the service's own.

``Graph`` wraps one async driver. ``read``/``write`` run one query in a managed transaction
(retried on transient errors); ``write_transaction`` runs several queries of one request in a
single transaction, so a failure leaves nothing half-written. Each driver error it turns into
ours is counted in the app's metrics, by kind, when it was given them.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypeVar

from neo4j import (
    AsyncDriver,
    AsyncGraphDatabase,
    AsyncManagedTransaction,
    AsyncSession,
    unit_of_work,
)
from neo4j.exceptions import (
    AuthError,
    DriverError,
    ServiceUnavailable,
    SessionExpired,
    TransientError,
)

from service.cypher import Query
from service.errors import DatabaseUnavailable
from service.metrics import Metrics

T = TypeVar("T")
Record = dict[str, Any]


class Graph:
    def __init__(
        self, driver: AsyncDriver, database: str, timeout_s: float, metrics: Metrics | None = None
    ) -> None:
        self.driver = driver
        self.database = database
        self.timeout_s = timeout_s
        self.metrics = metrics
        self._unit = unit_of_work(timeout=timeout_s)(_run)

    @classmethod
    def connect(
        cls,
        uri: str,
        auth: tuple[str, str] | None,
        database: str,
        settings: GraphTimeouts,
        metrics: Metrics | None = None,
    ) -> Graph:
        driver = AsyncGraphDatabase.driver(
            uri,
            auth=auth,
            connection_timeout=settings.connect_s,
            connection_acquisition_timeout=settings.connect_s * 2,
            max_transaction_retry_time=settings.connect_s * 2,
            liveness_check_timeout=30.0,
            notifications_min_severity="OFF",
        )
        return cls(driver, database, settings.query_s, metrics)

    def _session(self) -> AsyncSession:
        return self.driver.session(database=self.database)

    async def close(self) -> None:
        await self.driver.close()

    async def read(self, query: Query, **params: Any) -> list[Record]:
        async with translate_errors(self.metrics), self._session() as session:
            return await session.execute_read(self._unit, query, query.bind(params))

    async def write(self, query: Query, **params: Any) -> list[Record]:
        async with translate_errors(self.metrics), self._session() as session:
            return await session.execute_write(self._unit, query, query.bind(params))

    async def schema(self, query: Query, **params: Any) -> None:
        """Schema commands run in their own auto-commit transaction."""
        async with translate_errors(self.metrics), self._session() as session:
            result = await session.run(query.text, query.bind(params))
            await result.consume()

    async def write_transaction(self, work: Callable[[Tx], Awaitable[T]]) -> T:
        """Run ``work`` in one write transaction (retried as a whole on transient errors)."""

        @unit_of_work(timeout=self.timeout_s)
        async def unit(tx: AsyncManagedTransaction) -> T:
            return await work(Tx(tx))

        async with translate_errors(self.metrics), self._session() as session:
            return await session.execute_write(unit)


class Vector(list[float]):
    """An embedding as a query parameter: a list of floats that the driver packs as any list,
    but that prints as its length. The driver formats every query's parameters for its debug
    log before it asks whether that log is on; a 384-float list takes longer to format than
    to send, and a retain batch sends hundreds of them."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"<vector of {len(self)} floats>"


class Tx:
    """One open transaction, handed to ``Graph.write_transaction`` callbacks."""

    def __init__(self, tx: AsyncManagedTransaction) -> None:
        self._tx = tx

    async def run(self, query: Query, **params: Any) -> list[Record]:
        return await _run(self._tx, query, query.bind(params))


@dataclass(frozen=True)
class GraphTimeouts:
    connect_s: float
    query_s: float


async def _run(tx: AsyncManagedTransaction, query: Query, params: dict[str, Any]) -> list[Record]:
    result = await tx.run(query.text, params)
    return [record.data() async for record in result]


@asynccontextmanager
async def translate_errors(metrics: Metrics | None = None) -> AsyncIterator[None]:
    """Driver errors that mean 'the database cannot serve now' become DatabaseUnavailable,
    counted by kind (auth, unavailable, driver, network) in ``metrics`` when given."""
    try:
        yield
    except AuthError as exc:
        _count(metrics, "auth")
        raise DatabaseUnavailable(
            "Neo4j refused the configured credentials (check HINDSIGHT_NEO4J_USER/PASSWORD)"
        ) from exc
    except (ServiceUnavailable, SessionExpired, TransientError) as exc:
        _count(metrics, "unavailable")
        raise DatabaseUnavailable(f"Neo4j is unreachable or not ready: {exc}") from exc
    except DriverError as exc:
        _count(metrics, "driver")
        raise DatabaseUnavailable(f"Neo4j connection failed: {exc}") from exc
    except OSError as exc:
        _count(metrics, "network")
        raise DatabaseUnavailable(f"Neo4j connection failed: {exc}") from exc


def _count(metrics: Metrics | None, kind: str) -> None:
    if metrics is not None:
        metrics.neo4j_error(kind)


def to_datetime(value: Any) -> datetime | None:
    """A Neo4j temporal value (or None) as a Python datetime."""
    if value is None:
        return None
    native = value.to_native() if hasattr(value, "to_native") else value
    return native if isinstance(native, datetime) else None
