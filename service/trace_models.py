"""Pydantic models of recall traces as the API returns them (GET …/recalls and
GET …/recalls/{recall_id}); see service/recall/trace_writer.py for what a trace holds."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, Field


class RecallSummary(BaseModel):
    """A traced recall as listed: what was asked, when, and how much came back."""

    id: str
    at: datetime | None  # when it was asked: the recall's now
    query: str
    resolved_query: str
    returned: int  # memories it returned
    session_id: str | None = None
    mode: str | None = None
    as_of: datetime | None = None  # the past moment an audit asked about


class RecallList(BaseModel):
    bank_id: str
    recalls: list[RecallSummary]


class TracedMemory(BaseModel):
    """A memory a traced recall returned: what it is now, and how it ranked then."""

    rank: int
    id: str
    text: str | None  # None: erased since (a hard forget left a tombstone)
    kind: str | None
    status: str  # its status now; `erased` once a hard forget took it
    score: float | None
    scores: dict[str, float] = Field(default_factory=dict)  # each channel's contribution
    explanation: str | None


class RecallTraceOut(BaseModel):
    id: str
    bank_id: str
    at: datetime | None
    recorded_at: datetime | None  # when the background writer stored it
    query: str
    resolved_query: str
    session_id: str | None
    mode: str | None
    top_k: int | None
    context_tokens: int | None
    as_of: datetime | None = None  # the past moment an audit asked about
    memories: list[TracedMemory]
