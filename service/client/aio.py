"""`AsyncHindsight`: the asyncio client, method for method the same as `Hindsight`: answers
are the API's own pydantic models; 503s and lost connections are retried."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable, Mapping
from datetime import datetime
from typing import Any

import httpx

from service.client import calls
from service.client.calls import Backoff, Call, T
from service.client.sync import DEFAULT_URL
from service.client.transport import lines_async, send_async
from service.lifecycle_models import (
    ConsolidationReport,
    ConsolidationRuns,
    Correction,
    ForgetReport,
    Forgotten,
    History,
    ListedMemory,
    MemoryDetail,
    MemoryPage,
    Restored,
    Summary,
)
from service.models import (
    BankDeleted,
    BankOut,
    BankPage,
    RecallResponse,
    ReembedStatus,
    ReflectionList,
    ReflectResponse,
    RetainItem,
    RetainResponse,
)
from service.trace_models import RecallList, RecallTraceOut
from service.transfer_models import ImportReport


class AsyncHindsight:
    """``AsyncHindsight(url)``; ``async with`` it, or ``await close()``. ``transport``
    lets a caller hand over an httpx transport (tests, an in-process app)."""

    def __init__(
        self,
        url: str = DEFAULT_URL,
        *,
        timeout_s: float = 60.0,
        backoff: Backoff | None = None,
        headers: Mapping[str, str] | None = None,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.backoff = backoff or Backoff()
        self._http = httpx.AsyncClient(
            base_url=url.rstrip("/"),
            timeout=timeout_s,
            headers=dict(headers or {}),
            transport=transport,
        )

    async def __aenter__(self) -> AsyncHindsight:
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.close()

    async def close(self) -> None:
        await self._http.aclose()

    async def call(self, call: Call[T]) -> T:
        return await send_async(self._http, call, self.backoff)

    # health
    async def health(self) -> dict[str, Any]:
        return await self.call(calls.health())

    async def ready(self) -> dict[str, Any]:
        return await self.call(calls.ready())

    async def metrics(self) -> str:
        return await self.call(calls.metrics())

    # banks
    async def put_bank(self, bank_id: str, **fields: Any) -> BankOut:
        """Create or update: name, description, settings."""
        return await self.call(calls.put_bank(bank_id, **fields))

    async def get_bank(self, bank_id: str) -> BankOut:
        return await self.call(calls.get_bank(bank_id))

    async def list_banks(self, limit: int = 50, cursor: str | None = None) -> BankPage:
        return await self.call(calls.list_banks(limit, cursor))

    async def delete_bank(self, bank_id: str) -> BankDeleted:
        return await self.call(calls.delete_bank(bank_id))

    # retain, recall, summarize
    async def retain(
        self,
        bank_id: str,
        items: Iterable[RetainItem | Mapping[str, Any]],
        idempotency_key: str | None = None,
    ) -> RetainResponse:
        return await self.call(calls.retain(bank_id, items, idempotency_key))

    async def recall(self, bank_id: str, query: str, **options: Any) -> RecallResponse:
        return await self.call(calls.recall(bank_id, query, **options))

    async def recall_traces(self, bank_id: str, limit: int = 20) -> RecallList:
        return await self.call(calls.recall_traces(bank_id, limit))

    async def recall_trace(self, bank_id: str, recall_id: str) -> RecallTraceOut:
        return await self.call(calls.recall_trace(bank_id, recall_id))

    async def summarize(self, bank_id: str, **options: Any) -> Summary:
        return await self.call(calls.summarize(bank_id, **options))

    # stored memories
    async def list_memories(self, bank_id: str, **filters: Any) -> MemoryPage:
        return await self.call(calls.list_memories(bank_id, **filters))

    async def iter_memories(self, bank_id: str, **filters: Any) -> AsyncIterator[ListedMemory]:
        """Every page of a listing, memory by memory."""
        cursor = filters.pop("cursor", None)
        while True:
            page = await self.list_memories(bank_id, cursor=cursor, **filters)
            for memory in page.memories:
                yield memory
            if page.next is None:
                return
            cursor = page.next

    async def get_memory(self, bank_id: str, memory_id: str) -> MemoryDetail:
        return await self.call(calls.get_memory(bank_id, memory_id))

    async def correct_memory(self, bank_id: str, memory_id: str, **changes: Any) -> Correction:
        return await self.call(calls.correct_memory(bank_id, memory_id, **changes))

    async def forget_memory(
        self, bank_id: str, memory_id: str, hard: bool = False, reason: str | None = None
    ) -> Forgotten:
        return await self.call(calls.forget_memory(bank_id, memory_id, hard, reason))

    async def restore_memory(self, bank_id: str, memory_id: str) -> Restored:
        return await self.call(calls.restore_memory(bank_id, memory_id))

    async def history(self, bank_id: str, memory_id: str) -> History:
        return await self.call(calls.history(bank_id, memory_id))

    async def forget(self, bank_id: str, **scope: Any) -> ForgetReport:
        return await self.call(calls.forget(bank_id, **scope))

    # reflection, consolidation, re-embedding
    async def reflect(self, bank_id: str, **scope: Any) -> ReflectResponse:
        return await self.call(calls.reflect(bank_id, **scope))

    async def end_session(self, bank_id: str, session_id: str) -> ReflectResponse:
        return await self.call(calls.end_session(bank_id, session_id))

    async def reflections(self, bank_id: str) -> ReflectionList:
        return await self.call(calls.reflections(bank_id))

    async def consolidate(
        self, bank_id: str, dry_run: bool = False, now: datetime | None = None
    ) -> ConsolidationReport:
        return await self.call(calls.consolidate(bank_id, dry_run, now))

    async def consolidations(self, bank_id: str, limit: int = 20) -> ConsolidationRuns:
        return await self.call(calls.consolidations(bank_id, limit))

    async def start_reembed(self, bank_id: str) -> ReembedStatus:
        return await self.call(calls.start_reembed(bank_id))

    async def reembed_status(self, bank_id: str) -> ReembedStatus:
        return await self.call(calls.reembed_status(bank_id))

    # export and import
    def export(self, bank_id: str, with_vectors: bool = False) -> AsyncIterator[dict[str, Any]]:
        """The bank's export, record by record."""
        return lines_async(self._http, calls.export(bank_id, with_vectors))

    async def import_records(
        self, bank_id: str, source_bank_id: str, records: list[dict[str, Any]]
    ) -> ImportReport:
        return await self.call(calls.import_records(bank_id, source_bank_id, records))
