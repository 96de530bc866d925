"""Pydantic models at the API's edge: what requests may contain and what responses carry.

Structural rules live here (types, patterns, strict ISO-8601 times with a zone the graph can
store). Limits that are settings (content size, items per request, top_k) are checked in
``service.limits``.
"""

from __future__ import annotations

import json
import re
from datetime import datetime, timedelta
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StringConstraints,
    model_validator,
)

from service.language.timebase import EARLIEST, LATEST, WIDEST_OFFSET

BANK_ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$"
SESSION_ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$"
KEY_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$"
EPISODE_ID_PATTERN = r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"
TASK_ID_PATTERN = r"^[^\x00-\x1f\x7f]{1,128}$"

Kind = Literal["preference", "decision", "task", "fact", "feedback", "lesson", "transient"]
KINDS: tuple[Kind, ...] = (
    "preference",
    "decision",
    "task",
    "fact",
    "feedback",
    "lesson",
    "transient",
)
Role = Literal["user", "assistant", "system", "tool"]
Status = Literal["active", "cold", "consolidated", "superseded", "negated", "expired", "forgotten"]
STATUSES: tuple[Status, ...] = (
    "active",
    "cold",
    "consolidated",
    "superseded",
    "negated",
    "expired",
    "forgotten",
)

_ISO_8601 = re.compile(
    r"^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|z|[+-]\d{2}:?\d{2})$"
)


def parse_timestamp(value: Any) -> datetime:
    """ISO-8601 date-time with an explicit zone, nothing else (no epoch numbers, no naive).

    Its zone's offset must lie within ±18:00, the widest Neo4j stores, and its instant between
    0001-01-01T18:00:00Z and 9999-12-31T05:59:59Z: a date-time of years 1 to 9999 in every
    such zone, so that it can be shown in any zone a later request speaks.
    0001-01-01T00:00:00+14:00 is refused (year 0 in UTC), and so is 9999-12-31T23:59:59+14:00
    (year 10000 at UTC-18:00)."""
    if isinstance(value, datetime):
        return _storable(value)
    if not isinstance(value, str) or not _ISO_8601.match(value):
        raise ValueError(
            "timestamp must be an ISO-8601 date-time with a zone, e.g. 2026-05-01T09:30:00+08:00"
        )
    text = value
    if "." in text:  # Python keeps microseconds: cut nanoseconds rather than refuse them
        head, _, tail = text.partition(".")
        digits = re.match(r"\d+", tail)
        frac = digits.group(0) if digits else ""
        text = f"{head}.{frac[:6]}{tail[len(frac) :]}"
    try:
        parsed = datetime.fromisoformat(text.replace("z", "Z"))
    except ValueError as exc:
        raise ValueError(f"timestamp is not a valid date-time: {exc}") from None
    return _storable(parsed)


def _storable(moment: datetime) -> datetime:
    """moment, if it has a zone, its offset and its instant in range; else ValueError."""
    offset = moment.utcoffset()
    if offset is None:
        raise ValueError("timestamp needs a time zone")
    if abs(offset) > WIDEST_OFFSET:
        sign, minutes = "-" if offset < timedelta(0) else "+", abs(offset) // timedelta(minutes=1)
        raise ValueError(
            f"timestamp's UTC offset {sign}{minutes // 60:02d}:{minutes % 60:02d} "
            "lies beyond ±18:00"
        )
    if not EARLIEST <= moment <= LATEST:
        raise ValueError(
            "timestamp must lie between 0001-01-01T18:00:00Z and 9999-12-31T05:59:59Z, "
            "to be within years 1 to 9999 in every zone from -18:00 to +18:00"
        )
    return moment


Timestamp = Annotated[datetime, BeforeValidator(parse_timestamp)]
BankId = Annotated[str, StringConstraints(pattern=BANK_ID_PATTERN)]
SessionId = Annotated[str, StringConstraints(pattern=SESSION_ID_PATTERN)]
IdempotencyKey = Annotated[str, StringConstraints(pattern=KEY_PATTERN)]
EpisodeId = Annotated[str, StringConstraints(pattern=EPISODE_ID_PATTERN)]
TaskId = Annotated[str, StringConstraints(pattern=TASK_ID_PATTERN)]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


# --- banks ------------------------------------------------------------------------------------
class KindSettings(Strict):
    half_life_days: float = Field(gt=0, le=36500)
    importance: float = Field(ge=0, le=1)


class RecallWeights(Strict):
    """How recall weighs its channels (see cypher/recall/recall_memories.cypher).

    semantic, lexical and entity make up a memory's match with the query; graph adds the
    activation spread from the best matches; window favours memories inside the query's time
    window. recency and importance blend into a context score that scales the result by at
    most (1 + nudge): they reorder close candidates but cannot bury a strong match."""

    # Tuned on the LoCoMo dev split (conv-26, conv-30; bench.locomo): from the starting point
    # (0.4 semantic, 0.3 lexical, 0.15 entity, 0.15 graph, nudge 0.5) R@10 went 44.6 -> 63.1.
    # A strong nudge let recency outrank relevance; entity overlap as a score (not as a seed)
    # cost 3 points, since most memories of a conversation name the same two people.
    # Once the full-text channel looked up English terms in search_text only (lemmas, no
    # speaker names), lexical 0.3 beat 0.4 by 0.5-0.9 points of R@10 in every pairing tried
    # on all five dev conversations (fast 71.8 -> 72.7, precise 74.8 -> 75.4).
    semantic: float = Field(0.6, ge=0, le=1)
    lexical: float = Field(0.3, ge=0, le=1)
    entity: float = Field(0.0, ge=0, le=1)
    graph: float = Field(0.3, ge=0, le=1)
    window: float = Field(0.2, ge=0, le=1)
    recency: float = Field(0.2, ge=0, le=1)
    importance: float = Field(0.25, ge=0, le=1)
    nudge: float = Field(0.15, ge=0, le=1)


DEFAULT_KINDS: dict[Kind, KindSettings] = {
    "preference": KindSettings(half_life_days=90, importance=0.8),
    "decision": KindSettings(half_life_days=60, importance=0.8),
    "task": KindSettings(half_life_days=30, importance=0.7),
    "fact": KindSettings(half_life_days=14, importance=0.5),
    "feedback": KindSettings(half_life_days=60, importance=0.8),
    "lesson": KindSettings(half_life_days=120, importance=0.85),
    "transient": KindSettings(half_life_days=1, importance=0.2),
}


ENDING_KINDS: tuple[Kind, ...] = ("task", "transient")


class ConsolidationSettings(Strict):
    """What consolidation does to a bank (see service/lifecycle/consolidate.py)."""

    # clusters: memories this close (cosine, in their own space) that pass the merge guard's
    # reading of the texts (service/lifecycle/clusters.py) and number at least min_cluster
    cluster_similarity: float = Field(0.85, ge=0.5, le=1)
    min_cluster: int = Field(3, ge=2, le=50)
    # cold: unused this long, decayed to this recency or less, this unimportant, this rarely
    # recalled. The default takes weak memories only (one-off queries, small remarks, below
    # a fact's 0.5): a cold memory comes back only on a very strong match, so a fact made
    # cold is all but lost to recall (bench.consolidation measures both)
    cold_after_days: float = Field(90, gt=0, le=36500)
    cold_max_recency: float = Field(0.05, ge=0, le=1)
    cold_max_importance: float = Field(0.4, ge=0, le=1)
    cold_max_access: int = Field(1, ge=0)
    # expiry: the kinds whose valid_until ends them (recall already treats them so); other
    # kinds past valid_until stay, ranked lower: a trip that ended still happened
    expire_kinds: list[Kind] = Field(default_factory=lambda: list(ENDING_KINDS))
    # skill candidates: recalled at least this often, last within this many days
    skill_min_access: int = Field(5, ge=1)
    skill_recent_days: float = Field(30, gt=0, le=36500)
    # compaction: episodes older than this keep a summary of at most summary_chars
    compact_after_days: float = Field(30, gt=0, le=36500)
    summary_chars: int = Field(280, ge=40, le=10_000)
    # the safety valve: a run that would change the status of more than this share of the
    # bank's current memories stops and reports instead
    max_change_share: float = Field(0.5, gt=0, le=1)


class TraceSettings(Strict):
    """Recall traces (service/recall/trace_writer.py): with ``enabled``, every recall of the
    bank that does not say ``trace: false`` is stored as a (:Recall) node with the memories
    it returned; the bank keeps its ``keep`` newest traces, none older than ``keep_days``."""

    enabled: bool = False
    keep: int = Field(1000, ge=1, le=100_000)
    keep_days: float = Field(30, gt=0, le=36500)


class BankSettings(Strict):
    kinds: dict[Kind, KindSettings] = Field(default_factory=lambda: dict(DEFAULT_KINDS))
    weights: RecallWeights = Field(default_factory=RecallWeights)
    dedupe_threshold: float = Field(0.92, ge=0.5, le=1)
    cold_revival_threshold: float = Field(0.85, ge=0, le=1)
    consolidation: ConsolidationSettings = Field(default_factory=ConsolidationSettings)
    trace: TraceSettings = Field(default_factory=TraceSettings)


class BankSettingsPatch(Strict):
    """Settings given in PUT; what is left out keeps its current value."""

    kinds: dict[Kind, KindSettings] | None = None
    weights: RecallWeights | None = None
    dedupe_threshold: float | None = Field(None, ge=0.5, le=1)
    cold_revival_threshold: float | None = Field(None, ge=0, le=1)
    consolidation: ConsolidationSettings | None = None
    trace: TraceSettings | None = None


class BankIn(Strict):
    name: str | None = Field(None, max_length=200)
    description: str | None = Field(None, max_length=4000)
    settings: BankSettingsPatch | None = None


class BankOut(BaseModel):
    id: str
    name: str | None
    description: str | None
    settings: BankSettings
    memory_count: int
    memories_by_status: dict[str, int] = Field(default_factory=dict)
    embedding_model: str | None = None
    multilingual_model: str | None = None
    created_at: datetime | None
    updated_at: datetime | None


class BankSummary(BaseModel):
    """A bank as listed: who it is and how much it holds (memories of every status)."""

    id: str
    name: str | None
    description: str | None
    memories: int
    episodes: int
    embedding_model: str | None = None
    multilingual_model: str | None = None
    created_at: datetime | None
    updated_at: datetime | None


class BankPage(BaseModel):
    banks: list[BankSummary]
    next: str | None  # the cursor of the following page


class DeletedCounts(BaseModel):
    memories: int = 0
    episodes: int = 0
    entities: int = 0
    tombstones: int = 0
    # reflections, consolidation runs and lease, archived texts, import ids, recall traces
    other: int = 0


class BankDeleted(BaseModel):
    bank_id: str
    deleted: DeletedCounts


class ReembedStatus(BaseModel):
    """A bank's re-embedding job: what it moves the bank to, and how far it got."""

    bank_id: str
    state: Literal["none", "running", "done", "failed"]
    model: str | None = None
    multilingual_model: str | None = None
    from_model: str | None = None
    from_multilingual_model: str | None = None
    done: int = 0
    total: int = 0
    started_at: datetime | None = None
    finished_at: datetime | None = None
    error: str | None = None


# --- retain -----------------------------------------------------------------------------------
class RetainItem(Strict):
    content: str = Field(min_length=1)
    role: Role = "user"
    session_id: SessionId | None = None
    timestamp: Timestamp | None = None
    kind: Kind | None = None
    metadata: dict[str, Any] | None = None

    @property
    def task_id(self) -> str | None:
        """The task the item belongs to (``metadata.task_id``, a string or an integer)."""
        value = (self.metadata or {}).get("task_id")
        if isinstance(value, bool) or not isinstance(value, (str, int)):
            return None
        text = str(value).strip()
        return text[:128] or None


class RetainRequest(Strict):
    items: list[RetainItem] = Field(min_length=1)
    idempotency_key: IdempotencyKey | None = None


class CreatedMemory(BaseModel):
    memory_id: str
    episode_id: str
    kind: str
    text: str
    importance: float
    occurred_at: datetime
    valid_until: datetime | None
    entities: list[str]
    entity_keys: list[str]
    signals: list[str]


class MergedMemory(BaseModel):
    """An event that repeats an active memory: the memory was reinforced, nothing created."""

    memory_id: str
    episode_id: str
    kind: str
    text: str
    similarity: float


class SupersededMemory(BaseModel):
    memory_id: str
    by: str
    reason: str


class NegatedMemory(BaseModel):
    memory_id: str
    by: str


class SkippedEvent(BaseModel):
    """Small talk: kept in the episode, not made a memory."""

    episode_id: str
    text: str
    reason: str


class UnchangedItem(BaseModel):
    """An item already stored by an earlier request (a retry): nothing new was written."""

    index: int
    episode_id: str
    memory_ids: list[str]


class RetainResponse(BaseModel):
    bank_id: str
    created: list[CreatedMemory]
    merged: list[MergedMemory]
    superseded: list[SupersededMemory]
    negated: list[NegatedMemory]
    skipped: list[SkippedEvent]
    unchanged: list[UnchangedItem]


# --- recall -----------------------------------------------------------------------------------
class RecallRequest(Strict):
    query: str = Field(min_length=1)
    session_id: SessionId | None = None
    now: Timestamp | None = None
    # What the bank held at a past moment: the memories current then (known by then, retired
    # only later), with decay computed for that moment. Recall as of a moment reinforces
    # nothing: it is an audit, not a use.
    as_of: Timestamp | None = None
    top_k: int = Field(10, ge=1)
    token_budget: int = Field(2000, ge=1, le=200_000)
    kinds: list[Kind] | None = Field(None, min_length=1)
    include_history: bool = False
    explain: bool = False
    # "precise": a cross-encoder reranks the first stage's best few dozen (English queries;
    # ~0.3 s more on 2 cores). "fast": the one Cypher query's order.
    mode: Literal["fast", "precise"] = "fast"
    # Store this recall as a trace (true), or not (false, even when the bank traces every
    # recall); unset: as the bank's settings say (an as_of audit is traced only when asked)
    trace: bool | None = None

    @model_validator(mode="after")
    def _one_moment(self) -> RecallRequest:
        if self.now is not None and self.as_of is not None and self.now != self.as_of:
            raise ValueError("give now or as_of, not both: as_of is the moment recall is asked at")
        return self


def metadata_of(raw: str | None) -> dict[str, Any] | None:
    """An episode's metadata as retain was given it (stored as JSON text)."""
    return json.loads(raw) if raw else None


class Source(BaseModel):
    episode_id: str
    metadata: dict[str, Any] | None

    @classmethod
    def from_row(cls, row: Any) -> Source:
        """From a query's ``{episode_id, metadata_json}``."""
        return cls(episode_id=row["episode_id"], metadata=metadata_of(row["metadata_json"]))


class RecalledMemory(BaseModel):
    id: str
    text: str
    kind: str
    score: float
    scores: dict[str, float]
    status: str
    importance: float
    created_at: datetime | None
    occurred_at: datetime | None
    sources: list[Source]
    explanation: str | None = None


class RecallResponse(BaseModel):
    memories: list[RecalledMemory]
    context: str
    resolved_query: str
    # the id of the stored trace (GET …/recalls/{trace_id}; written in the background, it
    # appears within a second or so), None when the recall is not traced
    trace_id: str | None = None


# --- reflect ----------------------------------------------------------------------------------
class ReflectRequest(Strict):
    """What to distil lessons from: exactly one of a session, a task (the items that carried
    ``metadata.task_id``) or a list of episode ids."""

    session_id: SessionId | None = None
    task_id: TaskId | None = None
    episode_ids: list[EpisodeId] | None = Field(None, min_length=1, max_length=500)

    @model_validator(mode="after")
    def _one_scope(self) -> ReflectRequest:
        given = [x for x in (self.session_id, self.task_id, self.episode_ids) if x is not None]
        if len(given) != 1:
            raise ValueError("give exactly one of session_id, task_id and episode_ids")
        return self


class LessonOut(BaseModel):
    id: str
    text: str
    goal: str
    outcome: str
    attribution: str
    lesson: str
    tags: list[str]
    related_episode_ids: list[str]
    confidence: float
    method: str
    source: Literal["rules", "llm"]


class LearntLesson(BaseModel):
    """``created``: a new lesson; ``merged``: one the bank held, confirmed (its confidence
    rose); ``superseded``: a new lesson that replaces what it contradicts; ``unchanged``: one
    the bank already held from these very episodes."""

    action: Literal["created", "merged", "superseded", "unchanged"]
    lesson: LessonOut
    superseded: list[SupersededMemory] = Field(default_factory=list)


class ReflectResponse(BaseModel):
    bank_id: str
    episodes: int
    tasks: int
    lessons: list[LearntLesson]
    note: str | None = None  # why nothing was learnt, when nothing was


class ReflectionState(BaseModel):
    """A reflection that retain's triggers armed: one per task or session."""

    scope: str
    scope_kind: Literal["task", "session"]
    scope_id: str
    state: Literal["pending", "running", "done", "failed"]
    due_at: datetime | None
    reasons: list[str]
    runs: int
    last_run_at: datetime | None
    last_result: str | None


class ReflectionList(BaseModel):
    bank_id: str
    reflections: list[ReflectionState]
