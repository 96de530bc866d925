"""Retain: what agents send becomes episodes (the raw record) and memories (what matters).

1. Items already stored (a retry: same idempotency key, or same bank, session, role, content
   and timestamp) are recognised by their derived episode ids and left alone.
2. The new items are analysed off the event loop: events, kinds, times, entities, embeddings.
3. One write transaction stores the episodes and decides, against the graph, what each event
   is: a new memory, a repeat of one (merged), a new value of one (supersedes), a rejection
   of one (negates); then links them (PRECEDES, CAUSES) and writes everything.
"""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from anyio import to_thread

from service.banks import NO_TRUST, check_model, parse_settings, trust
from service.cypher import Queries
from service.embedding.spaces import Spaces
from service.encoding.adjudicate import Adjudicator
from service.encoding.answers import mark_answers
from service.encoding.events import Analyzer, Draft, Incoming
from service.encoding.llm import LlmExtractor, LlmItem
from service.encoding.referents import mark_referents, refer
from service.encoding.store import Context, Outcome, StoreOptions, store
from service.graph import Graph, Tx, Vector
from service.models import (
    CreatedMemory,
    MergedMemory,
    NegatedMemory,
    RetainItem,
    RetainRequest,
    RetainResponse,
    SkippedEvent,
    SupersededMemory,
    UnchangedItem,
)
from service.timing import Timings
from service.vector_indexes import BankVectorIndexes

EPISODE_NAMESPACE = uuid.UUID("5b7f3c1e-8f61-4d8e-9a0a-3e1c2f9d4b77")


@dataclass(frozen=True)
class Deps:
    graph: Graph
    queries: Queries
    spaces: Spaces
    analyzer: Analyzer
    options: StoreOptions
    llm: LlmExtractor | None = None
    vector_indexes: BankVectorIndexes | None = None
    adjudicator: Adjudicator | None = None


def episode_id(bank_id: str, item: RetainItem, index: int, key: str | None) -> str:
    """Deterministic when the item can be recognised on a retry, random otherwise."""
    if key is not None:
        return str(uuid.uuid5(EPISODE_NAMESPACE, f"{bank_id}\x1fkey\x1f{key}\x1f{index}"))
    if item.timestamp is None:
        return str(uuid.uuid4())
    parts = [bank_id, item.session_id or "", item.role, item.timestamp.isoformat(), item.content]
    return str(uuid.uuid5(EPISODE_NAMESPACE, "\x1f".join(parts)))


async def retain(
    deps: Deps, bank_id: str, request: RetainRequest, timings: Timings | None = None
) -> RetainResponse:
    timings = timings or Timings()
    now = datetime.now(UTC)
    key = request.idempotency_key
    ids = [episode_id(bank_id, item, i, key) for i, item in enumerate(request.items)]
    existing = await deps.graph.read(
        deps.queries["encoding.find_episodes"], bank_id=bank_id, episode_ids=ids
    )
    known: dict[str, list[str]] = {row["episode_id"]: row["memory_ids"] for row in existing}
    incoming: dict[str, Incoming] = {}  # first occurrence of each new episode, in order
    for index, (episode, item) in enumerate(zip(ids, request.items, strict=True)):
        if episode not in known and episode not in incoming:
            incoming[episode] = Incoming(index, episode, item, item.timestamp or now)
    bank_rows = await deps.graph.read(deps.queries["banks.get_bank"], bank_id=bank_id)
    if bank_rows:
        check_model(bank_rows[0], deps.spaces.primary.name)
    settings = parse_settings(bank_rows[0]["settings_json"] if bank_rows else None)
    size = int(bank_rows[0]["memory_count"] or 0) if bank_rows else 0

    fresh = await mark_answers(deps.graph, deps.queries, bank_id, list(incoming.values()))
    fresh = await mark_referents(deps.graph, deps.queries, bank_id, fresh)
    extraction = None
    if deps.llm is not None and fresh:
        with timings.stage("llm"):
            extraction = await _llm_extraction(deps.llm, fresh)
    with timings.stage("analyse"):
        analysis = await to_thread.run_sync(deps.analyzer.analyse, fresh, settings, extraction)
        refer(analysis.drafts, fresh)  # "she quoted around $500": of the person named last
    with timings.stage("embed"):
        turns = {e.episode_id: e.item.content for e in fresh}
        await _embed(deps.spaces, [d for d in analysis.drafts if not d.skip], turns)
    request_id = uuid.uuid4().hex
    episodes = [_episode_row(e, key, request_id) for e in fresh]

    async def work(tx: Tx) -> Outcome:
        ctx = Context(
            tx=tx,
            queries=deps.queries,
            bank_id=bank_id,
            now=now,
            bank_size=size,
            dedupe_threshold=settings.dedupe_threshold,
            options=deps.options,
            embedding_model=deps.spaces.primary.name,
            multilingual_model=ml.name if (ml := deps.spaces.multilingual) else None,
            ml=deps.spaces.ml_params(),
            trust=trust(bank_rows[0]) if bank_rows else dict(NO_TRUST),
            adjudicate=deps.adjudicator is not None,
        )
        return await store(ctx, episodes, analysis.for_attempt())

    with timings.stage("graph"):
        outcome = await deps.graph.write_transaction(work) if fresh else Outcome()
    if deps.adjudicator is not None and outcome.unsettled:
        with timings.stage("adjudicate"):
            await _adjudicate(deps, deps.adjudicator, bank_id, now, outcome)
    if deps.vector_indexes is not None and outcome.created:  # a bank that grew large gets its index
        await deps.vector_indexes.for_bank(bank_id, size + len(outcome.created))
    return _response(bank_id, ids, known, outcome)


async def _adjudicate(
    deps: Deps, adjudicator: Adjudicator, bank_id: str, now: datetime, outcome: Outcome
) -> None:
    """The LLM's word on the pairs the rules kept (after the transaction, never in it): what
    it says the newer replaces is superseded now, if still active, with its reason."""
    verdicts = await adjudicator.judge(outcome.unsettled)
    retired = {old for old, _, _ in outcome.superseded} | {old for old, _, _ in outcome.negated}
    chosen: dict[str, tuple[str, str]] = {}  # old -> (new, reason): the first verdict on it
    for pair, reason in verdicts:
        if pair.old_id not in retired:
            chosen.setdefault(pair.old_id, (pair.new_id, reason))
    if not chosen:
        return
    pairs = [
        {"new_id": new, "old_id": old, "weight": 1.0, "reason": reason}
        for old, (new, reason) in chosen.items()
    ]
    query = deps.queries["encoding.supersede_memories"]
    floor = deps.options.importance_floor

    async def work(tx: Tx) -> list[dict[str, Any]]:
        return await tx.run(query, bank_id=bank_id, now=now, pairs=pairs, floor=floor)

    done = {(r["memory_id"], r["by"]) for r in await deps.graph.write_transaction(work)}
    outcome.superseded += [
        (old, new, reason) for old, (new, reason) in chosen.items() if (old, new) in done
    ]


async def _embed(spaces: Spaces, drafts: list[Draft], turns: dict[str, str]) -> None:
    """Each draft's vector, in the space its text goes to (``spaces.Spaces.embed``). Small
    talk makes no memory and is not embedded."""
    memories = [(d.text, turns.get(d.episode_id)) for d in drafts]
    for draft, vectors in zip(
        drafts, await to_thread.run_sync(spaces.embed, memories), strict=True
    ):
        draft.vector = Vector(vectors.primary) if vectors.primary else Vector()
        draft.vector_ml = Vector(vectors.ml) if vectors.ml else Vector()


async def _llm_extraction(llm: LlmExtractor, fresh: list[Incoming]) -> dict[int, LlmItem] | None:
    items = [
        {
            "index": e.index,
            "role": e.item.role,
            "timestamp": e.timestamp.isoformat(),
            "text": e.item.content,
        }
        for e in fresh
        if e.item.kind is None
    ]
    return await llm.extract(items) if items else None


def _episode_row(entry: Incoming, key: str | None, request_id: str) -> dict[str, Any]:
    item = entry.item
    return {
        "id": entry.episode_id,
        "role": item.role,
        "session_id": item.session_id,
        "content": item.content,
        "timestamp": entry.timestamp,
        "metadata_json": json.dumps(item.metadata, ensure_ascii=False) if item.metadata else None,
        "idempotency_key": key,
        "request_id": request_id,
        "task_id": item.task_id,
    }


def _response(
    bank_id: str, ids: list[str], known: dict[str, list[str]], out: Outcome
) -> RetainResponse:
    memories_of: dict[str, list[str]] = {}
    for draft in out.created:
        memories_of.setdefault(draft.episode_id, []).append(draft.memory_id)
    for draft, memory_id, _ in out.merged:
        memories_of.setdefault(draft.episode_id, []).append(memory_id)
    unchanged, claimed = [], set()
    for index, episode in enumerate(ids):
        if episode in out.episodes and episode not in claimed:
            claimed.add(episode)
            continue
        memory_ids = known.get(episode) or memories_of.get(episode, [])
        unchanged.append(UnchangedItem(index=index, episode_id=episode, memory_ids=memory_ids))
    return RetainResponse(
        bank_id=bank_id,
        created=[_created(d) for d in out.created],
        merged=[
            MergedMemory(
                memory_id=m,
                episode_id=d.episode_id,
                kind=d.kind,
                text=d.text,
                similarity=round(c, 4),
            )
            for d, m, c in out.merged
        ],
        superseded=[SupersededMemory(memory_id=o, by=b, reason=r) for o, b, r in out.superseded],
        negated=[NegatedMemory(memory_id=o, by=b) for o, b, _ in out.negated],
        skipped=[
            SkippedEvent(episode_id=d.episode_id, text=d.text, reason="small talk")
            for d in out.skipped
        ],
        unchanged=unchanged,
    )


def _created(d: Draft) -> CreatedMemory:
    return CreatedMemory(
        memory_id=d.memory_id,
        episode_id=d.episode_id,
        kind=d.kind,
        text=d.text,
        importance=round(d.importance, 4),
        occurred_at=d.occurred_at,
        valid_until=d.valid_until,
        entities=[e.name for e in d.entities],
        entity_keys=[e.key for e in d.entities],
        signals=list(d.signals),
    )
