"""Pydantic models at the API's edge for what the lifecycle routes read and change: one
memory with its sources and edges, pages of memories, corrections, forgets, history and
consolidation runs."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, Field, model_validator

from service.models import Kind, SessionId, Source, Status, Strict, SupersededMemory, Timestamp


class MemoryOut(BaseModel):
    """A memory as stored: what it says, its weight, and each status change with its time."""

    id: str
    text: str
    kind: str
    status: str
    importance: float
    confidence: float | None = None
    tags: list[str] = Field(default_factory=list)
    flags: list[str] = Field(default_factory=list)
    skill_count: int | None = None
    session_id: str | None = None
    role: str | None = None
    language: str | None = None
    origin: str | None = None  # retain (None), correction, consolidation, reflection
    created_at: datetime | None = None
    known_from: datetime | None = None
    occurred_at: datetime | None = None
    valid_until: datetime | None = None
    last_accessed_at: datetime | None = None
    access_count: int = 0
    status_changed_at: datetime | None = None
    superseded_at: datetime | None = None
    negated_at: datetime | None = None
    expired_at: datetime | None = None
    forgotten_at: datetime | None = None
    consolidated_at: datetime | None = None
    cold_at: datetime | None = None
    restored_at: datetime | None = None
    forget_reason: str | None = None
    correction_reason: str | None = None
    lesson: dict[str, Any] | None = None  # goal, outcome, attribution, lesson, tags…


class EpisodeSource(BaseModel):
    episode_id: str
    role: str | None
    session_id: str | None
    timestamp: datetime | None
    text: str | None
    metadata: dict[str, Any] | None
    compacted_at: datetime | None = None


class MemoryEdge(BaseModel):
    type: str
    direction: Literal["out", "in"]
    memory_id: str
    text: str
    status: str
    reason: str | None = None
    weight: float | None = None
    at: datetime | None = None


class EntityOut(BaseModel):
    key: str
    name: str
    kind: str | None


class MemoryDetail(MemoryOut):
    sources: list[EpisodeSource]
    edges: list[MemoryEdge]
    entities: list[EntityOut]


class ListedMemory(MemoryOut):
    sources: list[Source]
    entities: list[str]


class MemoryPage(BaseModel):
    memories: list[ListedMemory]
    next: str | None  # the cursor of the next page; null on the last


class MemoryPatch(Strict):
    """A correction: what the new version says differently. Fields left out keep the old
    version's value; at least one must be given."""

    text: str | None = Field(None, min_length=1)
    kind: Kind | None = None
    importance: float | None = Field(None, ge=0, le=1)
    tags: list[str] | None = Field(None, max_length=20)
    valid_until: Timestamp | None = None
    reason: str | None = Field(None, max_length=500)

    @model_validator(mode="after")
    def _something(self) -> MemoryPatch:
        fields = (self.text, self.kind, self.importance, self.tags, self.valid_until)
        if all(f is None for f in fields):
            raise ValueError("give at least one of text, kind, importance, tags, valid_until")
        for tag in self.tags or []:
            if not 1 <= len(tag) <= 64:
                raise ValueError("a tag has 1 to 64 characters")
        return self


class Correction(BaseModel):
    memory: MemoryDetail
    superseded: SupersededMemory


class Tombstone(BaseModel):
    id: str
    at: datetime
    reason: str


class Forgotten(BaseModel):
    """``forgotten``: out of recall, restorable; ``erased``: gone, a tombstone stays."""

    id: str
    status: Literal["forgotten", "erased"]
    was: str | None = None
    tombstone: Tombstone | None = None
    episodes_erased: int = 0


class Restored(BaseModel):
    id: str
    status: str


class ForgetFilter(Strict):
    """Forget everything from a session, or everything that names an entity. A dry run
    (the default) lists what would go and changes nothing."""

    session_id: SessionId | None = None
    entity: str | None = Field(None, min_length=1, max_length=200)
    hard: bool = False
    dry_run: bool = True
    reason: str | None = Field(None, max_length=500)

    @model_validator(mode="after")
    def _one_filter(self) -> ForgetFilter:
        if (self.session_id is None) == (self.entity is None):
            raise ValueError("give exactly one of session_id and entity")
        return self


class ForgetMatch(BaseModel):
    id: str
    text: str
    kind: str
    status: str


class ForgetReport(BaseModel):
    bank_id: str
    dry_run: bool
    hard: bool
    matched: list[ForgetMatch]
    forgotten: int  # memories forgotten or erased (0 on a dry run)
    truncated: bool = False  # more matched than one call handles; call again


class HistoryStep(BaseModel):
    at: datetime | None
    event: Literal[
        "created",
        "corrected",
        "consolidated",
        "superseded",
        "negated",
        "derived",
        "cold",
        "expired",
        "forgotten",
        "restored",
    ]
    memory_id: str
    text: str
    kind: str
    status: str
    by: str | None = None
    reason: str | None = None


class History(BaseModel):
    memory_id: str
    steps: list[HistoryStep]


StatusFilter = list[Status] | Literal["all"]


class ConsolidationCounts(BaseModel):
    clusters: int = 0  # consolidated memories made
    consolidated: int = 0  # members that became `consolidated`
    cold: int = 0
    expired: int = 0
    skill_candidates: int = 0
    compacted: int = 0  # episodes whose raw text moved to the archive


class ConsolidationReport(BaseModel):
    """``done``: every step ran; ``stopped``: the safety valve stopped it before any change
    (``share`` of the bank's current memories would have changed status, over
    ``max_share``); ``planned``: a dry run's answer; ``failed``: an error (``note``)."""

    bank_id: str
    run_id: str | None
    state: Literal["done", "stopped", "planned", "failed"]
    trigger: Literal["request", "schedule"]
    started_at: datetime
    finished_at: datetime | None
    planned: ConsolidationCounts
    applied: ConsolidationCounts
    share: float
    max_share: float
    note: str | None = None


class ConsolidateRequest(Strict):
    dry_run: bool = False  # plan and report; change nothing
    # the time the run is made at (default: now): decay, idleness, expiry and episode age are
    # read against it, as recall reads decay against its ``now``; a conversation imported
    # from the past is consolidated as of its own end
    now: Timestamp | None = None


class ConsolidationRun(BaseModel):
    id: str
    state: str
    trigger: str | None
    started_at: datetime | None
    finished_at: datetime | None
    changed: int
    report: dict[str, Any] | None


class ConsolidationRuns(BaseModel):
    bank_id: str
    runs: list[ConsolidationRun]


class SummarizeRequest(Strict):
    """A bank's memories over a time range (by when the bank learnt them), summarised."""

    since: Timestamp | None = None  # inclusive
    until: Timestamp | None = None  # exclusive
    kinds: list[Kind] | None = Field(None, min_length=1)
    session_id: SessionId | None = None
    limit: int = Field(12, ge=1, le=50)  # at most this many memories make the summary

    @model_validator(mode="after")
    def _ordered(self) -> SummarizeRequest:
        if self.since is not None and self.until is not None and self.since >= self.until:
            raise ValueError("since must be before until")
        return self


class SummaryItem(BaseModel):
    id: str
    kind: str
    text: str
    importance: float
    known_from: datetime | None


class Summary(BaseModel):
    """``extractive``: the bank's own sentences, chosen for weight and variety and grouped by
    kind; ``llm``: the configured model's digest of those same memories."""

    bank_id: str
    method: Literal["extractive", "llm"]
    text: str
    memories: list[SummaryItem]  # what the summary rests on, newest first
    considered: int  # the current memories in the range
