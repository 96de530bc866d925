"""Every route of the REST API as a `Call`: method, path, query, body, and the model its
answer parses into. The sync and async clients only differ in how they send a call; what to
send, what comes back and when a retry is safe are said once, here.

Retry rules: a 503 (Neo4j unreachable, the bank busy re-embedding) and a connection that
could not be made are retried for every call, since the service did nothing. A connection
lost after the request went out is retried only for calls that are safe to repeat: reads,
PUT and DELETE, recall, and retain, which carries an idempotency key so a repeat stores
nothing twice.
"""

from __future__ import annotations

import json
import urllib.parse
import uuid
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Generic, TypeVar

from pydantic import BaseModel

from service.lifecycle_models import (
    ConsolidationReport,
    ConsolidationRuns,
    Correction,
    ForgetReport,
    Forgotten,
    History,
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

T = TypeVar("T")
RETRY_STATUSES = frozenset({503})


class ApiError(Exception):
    """The service answered with an error (a problem+json document)."""

    def __init__(self, status: int, title: str, detail: str, body: Any = None) -> None:
        super().__init__(f"HTTP {status} {title}: {detail}")
        self.status = status
        self.title = title
        self.detail = detail
        self.body = body

    @classmethod
    def from_response(cls, status: int, text: str) -> ApiError:
        try:
            body = json.loads(text)
        except ValueError:
            return cls(status, "error", text[:500])
        if not isinstance(body, dict):
            return cls(status, "error", text[:500], body)
        detail = body.get("detail")
        if not isinstance(detail, str):
            detail = json.dumps(detail, ensure_ascii=False)[:1000]
        return cls(status, str(body.get("title") or "error"), detail, body)


class Unreachable(Exception):
    """No answer from the service after every retry."""


@dataclass(frozen=True)
class Call(Generic[T]):
    method: str
    path: str
    parse: type[T] | None  # None: the JSON answer as it is
    params: list[tuple[str, str]] = field(default_factory=list)
    body: Any = None
    idempotent: bool = True  # safe to send again when the connection was lost mid-way
    text: bool = False  # the answer is plain text, not JSON

    def result(self, payload: Any) -> T:
        if self.parse is None:
            return payload  # type: ignore[no-any-return]
        assert issubclass(self.parse, BaseModel)
        return self.parse.model_validate(payload)  # type: ignore[return-value]


@dataclass(frozen=True)
class Backoff:
    retries: int = 3
    first_s: float = 0.25
    factor: float = 2.0
    most_s: float = 4.0

    def delay(self, attempt: int, retry_after: str | None = None) -> float:
        """Seconds to wait before retry ``attempt`` (0-based); Retry-After when it says."""
        if retry_after and retry_after.strip().isdigit():
            return min(float(retry_after), self.most_s)
        return min(self.first_s * self.factor**attempt, self.most_s)


def _bank(bank_id: str) -> str:
    return "/v1/banks/" + urllib.parse.quote(bank_id, safe="")


def _memory(bank_id: str, memory_id: str) -> str:
    return f"{_bank(bank_id)}/memories/{urllib.parse.quote(memory_id, safe='')}"


def _query(**values: Any) -> list[tuple[str, str]]:
    """Query parameters, repeated for lists, times as ISO-8601, None left out."""
    out: list[tuple[str, str]] = []
    for name, value in values.items():
        for one in value if isinstance(value, (list, tuple)) else [value]:
            if one is None:
                continue
            if isinstance(one, bool):
                one = "true" if one else "false"
            elif isinstance(one, datetime):
                one = one.isoformat()
            out.append((name, str(one)))
    return out


def _dump(value: Any) -> Any:
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json", exclude_none=True)
    return value


def _json(**values: Any) -> dict[str, Any]:
    """A request body without the fields left unset; models and times as JSON."""
    body: dict[str, Any] = {}
    for name, value in values.items():
        if value is None:
            continue
        if isinstance(value, datetime):
            value = value.isoformat()
        elif isinstance(value, (list, tuple)):
            value = [_dump(v) for v in value]
        body[name] = _dump(value)
    return body


# --- health -----------------------------------------------------------------------------------
def health() -> Call[dict[str, Any]]:
    return Call("GET", "/health", None)


def ready() -> Call[dict[str, Any]]:
    return Call("GET", "/ready", None)


# --- banks ------------------------------------------------------------------------------------
def put_bank(
    bank_id: str,
    name: str | None = None,
    description: str | None = None,
    settings: Mapping[str, Any] | None = None,
) -> Call[BankOut]:
    body = _json(name=name, description=description, settings=dict(settings or {}) or None)
    return Call("PUT", _bank(bank_id), BankOut, body=body)


def get_bank(bank_id: str) -> Call[BankOut]:
    return Call("GET", _bank(bank_id), BankOut)


def list_banks(limit: int = 50, cursor: str | None = None) -> Call[BankPage]:
    return Call("GET", "/v1/banks", BankPage, _query(limit=limit, cursor=cursor))


def delete_bank(bank_id: str) -> Call[BankDeleted]:
    return Call("DELETE", _bank(bank_id), BankDeleted)


# --- retain and recall ------------------------------------------------------------------------
def retain(
    bank_id: str,
    items: Iterable[RetainItem | Mapping[str, Any]],
    idempotency_key: str | None = None,
) -> Call[RetainResponse]:
    """Retain items. Without a key one is made, so the retries of this call store nothing
    twice; give your own to make a repeat of the same request (another run) safe too."""
    key = idempotency_key or f"client-{uuid.uuid4().hex}"
    body = {"items": [_dump(i) for i in items], "idempotency_key": key}
    return Call("POST", f"{_bank(bank_id)}/memories", RetainResponse, body=body)


def recall(bank_id: str, query: str, **options: Any) -> Call[RecallResponse]:
    """Recall; ``options`` are the request's other fields (session_id, now, as_of, top_k,
    token_budget, kinds, include_history, explain, mode, trace)."""
    body = _json(query=query, **options)
    return Call("POST", f"{_bank(bank_id)}/recall", RecallResponse, body=body)


def recall_traces(bank_id: str, limit: int = 20) -> Call[RecallList]:
    """The bank's traced recalls, newest first."""
    return Call("GET", f"{_bank(bank_id)}/recalls", RecallList, _query(limit=limit))


def recall_trace(bank_id: str, recall_id: str) -> Call[RecallTraceOut]:
    """One traced recall: the memories it returned, with rank, scores and explanation."""
    path = f"{_bank(bank_id)}/recalls/{urllib.parse.quote(recall_id, safe='')}"
    return Call("GET", path, RecallTraceOut)


def summarize(bank_id: str, **options: Any) -> Call[Summary]:
    """A summary of the bank's memories over a time range (since, until, kinds, limit)."""
    return Call("POST", f"{_bank(bank_id)}/summarize", Summary, body=_json(**options))


# --- stored memories --------------------------------------------------------------------------
def list_memories(bank_id: str, **filters: Any) -> Call[MemoryPage]:
    """One page: kind, status (lists repeat), flag, tag, session_id, entity, since, until,
    limit, cursor."""
    return Call("GET", f"{_bank(bank_id)}/memories", MemoryPage, _query(**filters))


def get_memory(bank_id: str, memory_id: str) -> Call[MemoryDetail]:
    return Call("GET", _memory(bank_id, memory_id), MemoryDetail)


def correct_memory(bank_id: str, memory_id: str, **changes: Any) -> Call[Correction]:
    """A new version (text, kind, importance, tags, valid_until, reason) that supersedes."""
    body = _json(**changes)
    return Call("PATCH", _memory(bank_id, memory_id), Correction, body=body, idempotent=False)


def forget_memory(
    bank_id: str, memory_id: str, hard: bool = False, reason: str | None = None
) -> Call[Forgotten]:
    params = _query(hard=hard or None, reason=reason)
    return Call("DELETE", _memory(bank_id, memory_id), Forgotten, params)


def restore_memory(bank_id: str, memory_id: str) -> Call[Restored]:
    return Call("POST", f"{_memory(bank_id, memory_id)}/restore", Restored)


def history(bank_id: str, memory_id: str) -> Call[History]:
    return Call("GET", f"{_memory(bank_id, memory_id)}/history", History)


def forget(bank_id: str, **scope: Any) -> Call[ForgetReport]:
    """Forget by session_id or entity; ``dry_run`` defaults to true on the service."""
    body = _json(**scope)
    return Call("POST", f"{_bank(bank_id)}/forget", ForgetReport, body=body, idempotent=False)


# --- reflection, consolidation, re-embedding --------------------------------------------------
def reflect(bank_id: str, **scope: Any) -> Call[ReflectResponse]:
    """Reflect over exactly one of session_id, task_id, episode_ids."""
    body = _json(**scope)
    return Call("POST", f"{_bank(bank_id)}/reflect", ReflectResponse, body=body, idempotent=False)


def end_session(bank_id: str, session_id: str) -> Call[ReflectResponse]:
    path = f"{_bank(bank_id)}/sessions/{urllib.parse.quote(session_id, safe='')}/end"
    return Call("POST", path, ReflectResponse, idempotent=False)


def reflections(bank_id: str) -> Call[ReflectionList]:
    return Call("GET", f"{_bank(bank_id)}/reflections", ReflectionList)


def consolidate(
    bank_id: str, dry_run: bool = False, now: datetime | None = None
) -> Call[ConsolidationReport]:
    body = _json(dry_run=dry_run, now=now)
    path = f"{_bank(bank_id)}/consolidate"
    return Call("POST", path, ConsolidationReport, body=body, idempotent=dry_run)


def consolidations(bank_id: str, limit: int = 20) -> Call[ConsolidationRuns]:
    return Call("GET", f"{_bank(bank_id)}/consolidations", ConsolidationRuns, _query(limit=limit))


def start_reembed(bank_id: str) -> Call[ReembedStatus]:
    return Call("POST", f"{_bank(bank_id)}/reembed", ReembedStatus)


def reembed_status(bank_id: str) -> Call[ReembedStatus]:
    return Call("GET", f"{_bank(bank_id)}/reembed", ReembedStatus)


# --- export and import ------------------------------------------------------------------------
def export(bank_id: str, with_vectors: bool = False) -> Call[Any]:
    """Streamed: the client reads it line by line (one JSON record per line)."""
    params = _query(with_vectors=with_vectors or None)
    return Call("GET", f"{_bank(bank_id)}/export", None, params)


def import_records(
    bank_id: str, source_bank_id: str, records: list[dict[str, Any]]
) -> Call[ImportReport]:
    body = {"source_bank_id": source_bank_id, "records": records}
    return Call("POST", f"{_bank(bank_id)}/import", ImportReport, body=body)


def metrics() -> Call[str]:
    """Prometheus text; the client hands it back as a string."""
    return Call("GET", "/metrics", None, text=True)
