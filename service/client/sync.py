"""`Hindsight`: the blocking client. Every route is a method; answers are the API's own
pydantic models; 503s and lost connections are retried (see `service.client.calls`)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from datetime import datetime
from typing import Any

import httpx

from service.client import calls
from service.client.calls import Backoff, Call, T
from service.client.transport import lines, send
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

DEFAULT_URL = "http://127.0.0.1:8000"


class Hindsight:
    """``Hindsight(url)``; use it as a context manager, or call ``close()``. ``transport``
    lets a caller hand over an httpx transport (tests, an in-process app)."""

    def __init__(
        self,
        url: str = DEFAULT_URL,
        *,
        timeout_s: float = 60.0,
        backoff: Backoff | None = None,
        headers: Mapping[str, str] | None = None,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        self.backoff = backoff or Backoff()
        self._http = httpx.Client(
            base_url=url.rstrip("/"),
            timeout=timeout_s,
            headers=dict(headers or {}),
            transport=transport,
        )

    def __enter__(self) -> Hindsight:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def close(self) -> None:
        self._http.close()

    def call(self, call: Call[T]) -> T:
        return send(self._http, call, self.backoff)

    # health
    def health(self) -> dict[str, Any]:
        return self.call(calls.health())

    def ready(self) -> dict[str, Any]:
        return self.call(calls.ready())

    def metrics(self) -> str:
        return self.call(calls.metrics())

    # banks
    def put_bank(self, bank_id: str, **fields: Any) -> BankOut:
        """Create or update: name, description, settings."""
        return self.call(calls.put_bank(bank_id, **fields))

    def get_bank(self, bank_id: str) -> BankOut:
        return self.call(calls.get_bank(bank_id))

    def list_banks(self, limit: int = 50, cursor: str | None = None) -> BankPage:
        return self.call(calls.list_banks(limit, cursor))

    def delete_bank(self, bank_id: str) -> BankDeleted:
        return self.call(calls.delete_bank(bank_id))

    # retain, recall, summarize
    def retain(
        self,
        bank_id: str,
        items: Iterable[RetainItem | Mapping[str, Any]],
        idempotency_key: str | None = None,
    ) -> RetainResponse:
        return self.call(calls.retain(bank_id, items, idempotency_key))

    def recall(self, bank_id: str, query: str, **options: Any) -> RecallResponse:
        return self.call(calls.recall(bank_id, query, **options))

    def recall_traces(self, bank_id: str, limit: int = 20) -> RecallList:
        return self.call(calls.recall_traces(bank_id, limit))

    def recall_trace(self, bank_id: str, recall_id: str) -> RecallTraceOut:
        return self.call(calls.recall_trace(bank_id, recall_id))

    def summarize(self, bank_id: str, **options: Any) -> Summary:
        return self.call(calls.summarize(bank_id, **options))

    # stored memories
    def list_memories(self, bank_id: str, **filters: Any) -> MemoryPage:
        return self.call(calls.list_memories(bank_id, **filters))

    def iter_memories(self, bank_id: str, **filters: Any) -> Iterator[ListedMemory]:
        """Every page of a listing, memory by memory."""
        cursor = filters.pop("cursor", None)
        while True:
            page = self.list_memories(bank_id, cursor=cursor, **filters)
            yield from page.memories
            if page.next is None:
                return
            cursor = page.next

    def get_memory(self, bank_id: str, memory_id: str) -> MemoryDetail:
        return self.call(calls.get_memory(bank_id, memory_id))

    def correct_memory(self, bank_id: str, memory_id: str, **changes: Any) -> Correction:
        return self.call(calls.correct_memory(bank_id, memory_id, **changes))

    def forget_memory(
        self, bank_id: str, memory_id: str, hard: bool = False, reason: str | None = None
    ) -> Forgotten:
        return self.call(calls.forget_memory(bank_id, memory_id, hard, reason))

    def restore_memory(self, bank_id: str, memory_id: str) -> Restored:
        return self.call(calls.restore_memory(bank_id, memory_id))

    def history(self, bank_id: str, memory_id: str) -> History:
        return self.call(calls.history(bank_id, memory_id))

    def forget(self, bank_id: str, **scope: Any) -> ForgetReport:
        return self.call(calls.forget(bank_id, **scope))

    # reflection, consolidation, re-embedding
    def reflect(self, bank_id: str, **scope: Any) -> ReflectResponse:
        return self.call(calls.reflect(bank_id, **scope))

    def end_session(self, bank_id: str, session_id: str) -> ReflectResponse:
        return self.call(calls.end_session(bank_id, session_id))

    def reflections(self, bank_id: str) -> ReflectionList:
        return self.call(calls.reflections(bank_id))

    def consolidate(
        self, bank_id: str, dry_run: bool = False, now: datetime | None = None
    ) -> ConsolidationReport:
        return self.call(calls.consolidate(bank_id, dry_run, now))

    def consolidations(self, bank_id: str, limit: int = 20) -> ConsolidationRuns:
        return self.call(calls.consolidations(bank_id, limit))

    def start_reembed(self, bank_id: str) -> ReembedStatus:
        return self.call(calls.start_reembed(bank_id))

    def reembed_status(self, bank_id: str) -> ReembedStatus:
        return self.call(calls.reembed_status(bank_id))

    # export and import
    def export(self, bank_id: str, with_vectors: bool = False) -> Iterator[dict[str, Any]]:
        """The bank's export, record by record."""
        return lines(self._http, calls.export(bank_id, with_vectors))

    def import_records(
        self, bank_id: str, source_bank_id: str, records: list[dict[str, Any]]
    ) -> ImportReport:
        return self.call(calls.import_records(bank_id, source_bank_id, records))
