"""Reflect: an episode sequence (a session, a task, or given episodes) becomes lessons.

1. Read the scope's episodes and split them into tasks (``sequence.read_sequences``).
2. For each task, ask the LLM when one is configured, else (or when its answer cannot be
   trusted) the rules (``rules.distil``). A task that breaks a lesson the bank holds, and
   was not fixed, teaches that (``rules.contradicted``).
3. Embed each lesson as retain embeds memories, compare it with the bank's lessons
   (``dedupe.decide``) and write, in one transaction per lesson: a new lesson, or the old one
   confirmed (merged), or a new one that supersedes what it contradicts, with the reason.
"""

from __future__ import annotations

import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import numpy as np
from anyio import to_thread

from service.banks import BankCache, CachedBank, bank_key, check_model_name
from service.cypher import Queries
from service.embedding.spaces import Spaces
from service.errors import NotFound
from service.graph import Graph, Tx, Vector
from service.language.entities import EntityExtractor
from service.models import KindSettings
from service.reflection import rules
from service.reflection.crowding import LESSONS_READ, crowding
from service.reflection.dedupe import Decision, contradiction, decide
from service.reflection.draft import LessonDraft
from service.reflection.llm import LessonLlm
from service.reflection.sequence import Sequence, read_sequences

MAX_EPISODES = 500
LESSONS_COMPARED = 200
CONFIRMATION_GAIN = 0.3  # each confirmation closes this share of the gap to confidence 1
WIDEN_WEIGHT = 4  # the most times a lesson's own situation counts against a new one


@dataclass(frozen=True)
class Deps:
    graph: Graph
    queries: Queries
    spaces: Spaces
    extractor: EntityExtractor
    banks: BankCache
    importance_floor: float  # what a superseded lesson keeps at most (retain's floor)
    llm: LessonLlm | None = None
    # writes what recall has pending before a reflection reads the bank: which lessons were
    # served to which sessions (``recall.reinforce``); None: nothing to wait for
    settle: Callable[[], Awaitable[None]] | None = None


@dataclass(frozen=True)
class Scope:
    """What to reflect over: exactly one of a session, a task or a list of episodes."""

    session_id: str | None = None
    task_id: str | None = None
    episode_ids: tuple[str, ...] | None = None


@dataclass(frozen=True)
class Learnt:
    draft: LessonDraft
    decision: Decision
    lesson_id: str  # the lesson stored, merged into, or left unchanged
    confidence: float


@dataclass(frozen=True)
class Reflection:
    episodes: int
    tasks: int
    learnt: list[Learnt]


@dataclass(frozen=True)
class Prepared:
    """What one lesson needs written, worked out before its transaction."""

    kind: KindSettings  # the bank's half-life and importance for lessons
    occurred_at: datetime  # when the experience ended
    search_text: str
    vector: np.ndarray  # of its situation
    multilingual: bool  # in which space
    widened: tuple[list[float], bool]  # the merged lesson's new vector, and its space


async def reflect(deps: Deps, bank_id: str, scope: Scope, now: datetime) -> Reflection:
    if deps.settle is not None:
        await deps.settle()
    bank = await deps.banks.get(deps.graph, deps.queries, bank_id)
    check_model_name(bank_id, bank.embedding_model, deps.spaces.primary.name)
    rows = await deps.graph.read(
        deps.queries["reflection.find_scope_episodes"],
        bank_id=bank_id,
        session_id=scope.session_id,
        task_id=scope.task_id,
        episode_ids=list(scope.episode_ids) if scope.episode_ids is not None else None,
        limit=MAX_EPISODES,
    )
    if not rows:
        raise NotFound("no episodes in this bank for that session, task or list of ids")
    sequences = read_sequences(rows)
    learnt: list[Learnt] = []
    for sequence in sequences:
        drafts: list[LessonDraft | None] = list(await _drafts(deps, sequence)) or [None]
        for draft in drafts:
            learnt.extend(await _learn(deps, bank, bank_id, now, sequence, draft))
    if any(x.decision.action in ("created", "superseded") for x in learnt):
        deps.banks.invalidate(bank_id)  # it holds lessons now: recall looks for them
    if any(x.decision.action != "unchanged" for x in learnt):
        await _crowd(deps, bank_id)
    return Reflection(episodes=len(rows), tasks=len(sequences), learnt=learnt)


async def _learn(
    deps: Deps,
    bank: CachedBank,
    bank_id: str,
    now: datetime,
    sequence: Sequence,
    draft: LessonDraft | None,
) -> list[Learnt]:
    """Store one lesson of ``sequence`` (``draft``; None: only what it contradicts) as the
    bank's lessons decide: created, merged, superseding, or unchanged."""
    lessons = await deps.graph.read(
        deps.queries["reflection.find_lessons"],
        bank_id=bank_id,
        subject=draft.subject if draft else "",
        limit=LESSONS_COMPARED,
    )
    if draft is None:
        draft = _contradicting(sequence, lessons)
    if draft is None:
        return []
    vector, multilingual, search_text = await to_thread.run_sync(_embed, deps, draft)
    ml = deps.spaces.ml_params()  # the identity without a multilingual space
    decision = decide(draft, vector, multilingual, lessons, sequence, (ml["a"], ml["b"]))
    if decision.action == "unchanged" and decision.target is not None:
        return [Learnt(draft, decision, decision.target, 0.0)]
    target = next((r for r in lessons if r["id"] == decision.target), None)
    prepared = Prepared(
        kind=bank.settings.kinds["lesson"],
        occurred_at=max(s.at for s in sequence.steps),
        search_text=search_text,
        vector=vector,
        multilingual=multilingual,
        widened=widened(target, vector, multilingual),
    )

    async def work(
        tx: Tx, d: LessonDraft = draft, c: Decision = decision, p: Prepared = prepared
    ) -> Learnt:
        return await _write(deps, tx, bank_id, now, d, c, p)

    return [await deps.graph.write_transaction(work)]


async def _crowd(deps: Deps, bank_id: str) -> None:
    """Work out again how crowded each of the bank's lessons is (``crowding``)."""
    rows = await deps.graph.read(
        deps.queries["reflection.find_lesson_vectors"], bank_id=bank_id, limit=LESSONS_READ
    )
    values = await to_thread.run_sync(crowding, rows)
    await deps.graph.write(
        deps.queries["reflection.update_lesson_crowding"],
        bank_id=bank_id,
        rows=[{"id": lesson, "crowding": value} for lesson, value in values.items()],
    )


async def _drafts(deps: Deps, sequence: Sequence) -> list[LessonDraft]:
    """The LLM's lesson of the sequence when it gives a good one, else the rules' lessons."""
    if deps.llm is not None:
        draft = await deps.llm.distil(sequence)
        if draft is not None:
            return [draft]
    extractor = deps.extractor
    return await to_thread.run_sync(
        rules.distil_all, sequence, extractor.first_lemmas, extractor.opens_with_verb
    )


def _contradicting(sequence: Sequence, lessons: list[dict[str, Any]]) -> LessonDraft | None:
    for row in lessons:
        reason = contradiction(row, sequence)
        if reason is not None:
            return rules.contradicted(sequence, row.get("subject") or "", row["fix"], reason)
    return None


def widened(
    target: dict[str, Any] | None, vector: np.ndarray, multilingual: bool
) -> tuple[list[float], bool]:
    """The vector of a lesson learnt once more: the mean of its situations so far (its own
    counted as many times as it was learnt, up to ``WIDEN_WEIGHT``) and the new one, when
    both are in one space; else the lesson keeps its own."""
    if target is None or target.get("vector") is None:
        return vector.tolist(), multilingual
    old = np.asarray(target["vector"], dtype=np.float32)
    if bool(target.get("ml")) != multilingual or old.shape != vector.shape:
        return old.tolist(), bool(target.get("ml"))
    weight = min(int(target.get("mention_count") or 1), WIDEN_WEIGHT)
    mean = old * weight + vector
    norm = float(np.linalg.norm(mean))
    return (mean / norm if norm else old).tolist(), multilingual


def _embed(deps: Deps, draft: LessonDraft) -> tuple[np.ndarray, bool, str]:
    """The vector of the lesson's situation (in the space that text goes to), and its
    full-text terms (of its text, situation and tags)."""
    vectors = deps.spaces.embed([(draft.matched_by, None)])[0]
    multilingual = bool(vectors.ml)
    vector = np.asarray(vectors.ml or vectors.primary or [], dtype=np.float32)
    terms = deps.extractor.search_terms(f"{draft.text} {draft.situation} {' '.join(draft.tags)}")
    return vector, multilingual, terms


async def _write(
    deps: Deps,
    tx: Tx,
    bank_id: str,
    now: datetime,
    draft: LessonDraft,
    decision: Decision,
    prepared: Prepared,
) -> Learnt:
    queries = deps.queries
    if decision.action == "merged" and decision.target is not None:
        vector, ml = prepared.widened
        rows = await tx.run(
            queries["reflection.merge_lesson"],
            bank_id=bank_id,
            now=now,
            id=decision.target,
            gain=CONFIRMATION_GAIN,
            seen_at=prepared.occurred_at,
            tags=list(draft.tags),
            episode_ids=list(draft.related_episode_ids),
            failure_episode_ids=list(draft.failure_episode_ids),
            goal=draft.goal,
            search_text=prepared.search_text,
            vector=Vector(vector),
            ml=ml,
        )
        return Learnt(draft, decision, decision.target, float(rows[0]["confidence"]))
    lesson_id = str(uuid.uuid4())
    vector = Vector(prepared.vector.tolist())
    ml_space = deps.spaces.multilingual
    await tx.run(
        queries["reflection.create_lesson"],
        bank_id=bank_id,
        now=now,
        bank_key=bank_key(bank_id),
        embedding_model=deps.spaces.primary.name,
        multilingual_model=ml_space.name if ml_space else None,
        lesson={
            "id": lesson_id,
            "text": draft.text,
            "search_text": prepared.search_text,
            "goal": draft.goal,
            "outcome": draft.outcome,
            "attribution": draft.attribution,
            "lesson": draft.lesson,
            "tags": list(draft.tags),
            "related_episode_ids": list(draft.related_episode_ids),
            "failure_episode_ids": list(draft.failure_episode_ids),
            "confidence": draft.confidence,
            "method": draft.method,
            "subject": draft.subject,
            "fix": draft.fix,
            "accepted": draft.accepted,
            "source": draft.source,
            "language": draft.language,
            "situation": draft.matched_by,
            "importance": prepared.kind.importance,
            "half_life_days": prepared.kind.half_life_days,
            "occurred_at": prepared.occurred_at,
            "embedding": None if prepared.multilingual else vector,
            "embedding_ml": vector if prepared.multilingual else None,
        },
    )
    if decision.superseded:
        await tx.run(
            queries["encoding.supersede_memories"],
            bank_id=bank_id,
            now=now,
            floor=deps.importance_floor,
            pairs=[
                {"new_id": lesson_id, "old_id": old, "weight": 1.0, "reason": reason}
                for old, reason in decision.superseded
            ],
        )
    return Learnt(draft, decision, lesson_id, draft.confidence)
