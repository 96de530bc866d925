"""Recall: what the agent should remember now, ranked, explained, within a token budget.

1. Understand the query (in a worker thread): coreference against the entity stack, time
   window, entities, full-text terms; embed the resolved query.
2. Run the one recall query (``cypher/recall/recall_memories.cypher``).
3. Pack the result into the token budget as a context block; record the accesses for
   reinforcement in the background; log the recall's trace line (``service.recall.trace``);
   when the recall is traced, hand its trace to the background writer
   (``service.recall.trace_writer``) and answer with the trace's id.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from anyio import to_thread

from service.banks import BankCache, CachedBank, bank_key, check_model_name
from service.cypher import Queries
from service.embedding.centre import mean_direction
from service.embedding.spaces import Spaces
from service.embedding.tokens import TokenCounter
from service.fulltext import lucene_query
from service.graph import Graph, Vector, to_datetime
from service.language.entities import EntityExtractor
from service.language.script import han_share
from service.models import (
    KINDS,
    BankSettings,
    RecalledMemory,
    RecallRequest,
    RecallResponse,
    Source,
)
from service.recall.coreference import StackMemory, refers_back, stack_memory
from service.recall.currency import (
    CONTEXT_BEFORE,
    EXTRA,
    asks_about_the_past,
    settle,
    with_context,
)
from service.recall.described import other_referents
from service.recall.explain import explanation
from service.recall.lessons import (
    BEHIND,
    CROWDING_WEIGHT,
    LIKE_READ,
    asks_a_task,
    closest_other,
    nearest_lessons,
    place_lessons,
    reflected,
)
from service.recall.packing import Packable, Packing, pack
from service.recall.precise import can_rerank, rerank, reranker
from service.recall.reasons import (
    AFTER,
    BEFORE,
    POOL,
    asks_why,
    changes_beside,
    place_reasons,
    to_explain,
)
from service.recall.reinforce import Reinforcer
from service.recall.shape import asks_for, by_shape, kinds_asked
from service.recall.siblings import SPAN as SIBLING_SPAN
from service.recall.siblings import TURNS as SIBLING_TURNS
from service.recall.siblings import around, beside
from service.recall.successors import (
    MIN_COSINE,
    NEIGHBOURS,
    PER_SOURCE,
    VALUE_KINDS,
    replacing,
    sources,
    with_successors,
)
from service.recall.taken import taken_first
from service.recall.trace import RecallTrace
from service.recall.trace_writer import TracedRecall, TraceWriter, new_trace, traced
from service.recall.turns import answers_beside_requests
from service.recall.understanding import Understanding, understand
from service.timing import Timings
from service.vector_indexes import BankIndexes, BankVectorIndexes

CURRENT = ["active", "cold"]
HISTORY = ["active", "cold", "superseded", "negated", "expired", "consolidated"]


@dataclass(frozen=True)
class RecallOptions:
    seed_k: int = 40
    # memories read per query entity, newest first (Neo4j walks a node's relationships newest
    # first): 4 × seed_k holds the newest seed_k when memories arrive in time order; 400 cost
    # 2 ms more at 100k memories
    entity_scan: int = 160
    spread_from: int = 10
    stack_depth: int = 30  # recent memories that coreference looks through
    damping: float = 0.5
    fanout: int = 8
    hub_mentions: int = 50  # entities mentioned more often do not spread activation
    edge_causes: float = 0.8
    edge_precedes: float = 0.6
    edge_entity: float = 0.4
    question_factor: float = 0.8
    assistant_factor: float = 0.8  # what the assistant said (scenario hit@5 91.4 -> 95.7%)
    rerank_depth: int = 30  # memories the cross-encoder reads in precise mode
    rerank_weight: float = 0.3  # its share of the final score (see service.recall.precise)


@dataclass(frozen=True)
class Deps:
    graph: Graph
    queries: Queries
    spaces: Spaces
    counter: TokenCounter
    extractor: EntityExtractor
    reinforcer: Reinforcer | None
    options: RecallOptions
    banks: BankCache
    vector_indexes: BankVectorIndexes
    traces: TraceWriter | None = None  # stores the recalls that are traced


async def recall(
    deps: Deps, bank_id: str, request: RecallRequest, timings: Timings | None = None
) -> RecallResponse:
    timings = timings or Timings()
    now = request.as_of or request.now or datetime.now(UTC)
    spaces = deps.spaces
    # The query's vectors are computed while the bank is read and the query understood; they
    # are thrown away (and the resolved query embedded) only when coreference rewrites it.
    # The multilingual one only for a bank that holds memories of that space.
    embedding = _embed_soon(spaces, False, request.query)
    embedding_ml: asyncio.Task[list[float]] | None = None
    try:
        bank, stack = await _bank_and_stack(deps, bank_id, request, timings)
        check_model_name(bank_id, bank.embedding_model, spaces.primary.name)
        ml = spaces.multilingual
        if ml is not None and bank.multilingual_model == ml.name:
            embedding_ml = _embed_soon(spaces, True, request.query)
        with timings.stage("understand"):
            meaning = await to_thread.run_sync(
                understand, request.query, stack, now, deps.extractor
            )
        with timings.stage("embed"):
            vectors = QueryVectors(await embedding, await embedding_ml if embedding_ml else None)
            if meaning.resolved_query != request.query:
                vectors = await _embed_query(spaces, meaning.resolved_query, vectors.ml is not None)
    finally:
        for task in (embedding, embedding_ml):
            if task is not None and not task.done():
                task.cancel()
    precise = request.mode == "precise" and can_rerank(meaning.resolved_query)
    first_stage = request
    if precise:  # the cross-encoder picks top_k among the first stage's best few dozen
        depth = max(request.top_k, deps.options.rerank_depth)
        first_stage = request.model_copy(update={"top_k": depth})
    # the lessons nearest by situation depend on the query alone: read beside the main query
    like = _lessons_like(deps, bank, bank_id, request, vectors, meaning.resolved_query)
    with timings.stage("query"):
        indexes = await deps.vector_indexes.for_bank(bank_id, bank.memory_count)
        rows = await deps.graph.read(
            deps.queries["recall.recall_memories"],
            **_params(deps.options, bank, bank_id, first_stage, meaning, now, spaces.ml_params()),
            **_vector_params(vectors, indexes, meaning.resolved_query),
        )
    candidates = rows
    if precise:
        with timings.stage("rerank"):
            model = await to_thread.run_sync(reranker)
            rows = await to_thread.run_sync(
                rerank,
                model,
                meaning.resolved_query,
                rows,
                request.top_k + EXTRA,
                deps.options.rerank_weight,
            )
    later = (
        sources(rows, request.top_k)
        if request.as_of is None and not request.include_history
        else []
    )
    # what was said before each candidate is read beside the newer values looked up for them
    # (a newer value joined that way is compared with its source only, and needs none)
    before = asyncio.create_task(_context_before(deps, bank_id, rows)) if len(rows) > 1 else None
    try:
        if later:
            with timings.stage("successors"):
                found = await deps.graph.read(
                    deps.queries["recall.find_successors"],
                    **_successor_params(bank_id, later, now, indexes),
                )
            rows = with_successors(rows, found)
        if before is not None:
            with timings.stage("context"):
                rows = with_context(rows, await before)
    finally:
        if before is not None and not before.done():
            before.cancel()
    if meaning.several and (near := around(rows, request.top_k)):
        with timings.stage("siblings"):
            found = await deps.graph.read(
                deps.queries["recall.find_siblings"],
                bank_id=bank_id,
                ids=near,
                turns=SIBLING_TURNS,
                span=SIBLING_SPAN,
                now=now,
            )
            rows = beside(rows, found, request.top_k, kinds_asked(request.query))
    if asks_for(request.query) is not None:
        with timings.stage("shape"):
            rows = await to_thread.run_sync(by_shape, rows, request.query, request.top_k)
    with timings.stage("settle"):
        events = spaces.multilingual.embedder if spaces.multilingual else None
        past = asks_about_the_past(request.query)
        rows = await to_thread.run_sync(
            settle, rows, now, len(rows), events, past, request.query, meaning.several
        )
        if not meaning.several:
            rows = other_referents(rows, request.query)
        ranked = answers_beside_requests(taken_first(replacing(rows)), request.top_k)
        rows = ranked[: request.top_k]
    if rows and like is not None:
        with timings.stage("lessons"):
            behind = await deps.graph.read(
                deps.queries["recall.find_lessons_behind"],
                bank_id=bank_id,
                ids=[row["id"] for row in rows[:BEHIND]],
                statuses=HISTORY if request.include_history else CURRENT,
            )
            rows = nearest_lessons(
                ranked,
                await like,
                request.top_k,
                closest_other(candidates),
                meaning.request or asks_a_task(candidates),
            )
            rows = place_lessons(rows, behind, request.top_k)
    if asks_why(request.query) and rows:
        # the change asked about may rank below the top: the next candidates are read too
        have = {row["id"] for row in rows}
        rows = rows + [row for row in ranked[request.top_k : POOL] if row["id"] not in have]
        with timings.stage("reasons"):
            rows = await _explained(deps, bank_id, request, rows)
    memories = [_memory(row, request.explain) for row in rows]
    with timings.stage("pack"):
        packing = await to_thread.run_sync(_context, rows, request.token_budget, now, deps.counter)
    ids = [m.id for m in memories]
    if deps.reinforcer is not None and memories and request.as_of is None:
        deps.reinforcer.record(bank_id, ids, now)
        if request.session_id and (served := reflected(rows)):
            deps.reinforcer.serve(bank_id, served, request.session_id)
    resolved = meaning.resolved_query
    multilingual = vectors.ml is not None
    RecallTrace(
        bank_id, request.query, resolved, candidates, multilingual, ids, packing.tokens
    ).emit(timings)
    response = RecallResponse(memories=memories, context=packing.context, resolved_query=resolved)
    if deps.traces is not None and traced(request, bank.settings.trace):
        outdated = [row.get("outdated_reason") for row in rows]
        done = TracedRecall(bank_id, request, now, response, outdated, packing.tokens)
        response.trace_id = deps.traces.record(new_trace(done, bank.settings.trace))
    return response


async def _context_before(
    deps: Deps, bank_id: str, rows: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """What was said just before each candidate in its session (``find_context_before``)."""
    return await deps.graph.read(
        deps.queries["recall.find_context_before"],
        bank_id=bank_id,
        ids=[row["id"] for row in rows],
        before=CONTEXT_BEFORE,
    )


@dataclass(frozen=True)
class QueryVectors:
    """The query in the primary space, and in the multilingual one when the bank has it."""

    primary: list[float]
    ml: list[float] | None


def _embed_soon(spaces: Spaces, multilingual: bool, text: str) -> asyncio.Task[list[float]]:
    embedder = spaces.embedder(multilingual)
    return asyncio.create_task(to_thread.run_sync(embedder.embed_query, text))


async def _embed_query(spaces: Spaces, text: str, multilingual: bool) -> QueryVectors:
    primary = _embed_soon(spaces, False, text)
    ml = await _embed_soon(spaces, True, text) if multilingual else None
    return QueryVectors(await primary, ml)


def _vector_params(vectors: QueryVectors, indexes: BankIndexes, query: str) -> dict[str, Any]:
    """The query's vectors as the recall query takes them: a multilingual vector only with
    ``use_ml`` (any list of floats otherwise, so the parameter keeps its type), and the
    query's share of letters that are not Han, by which the primary space's cosine and the
    full-text score count.

    bge reads no Han character, so a Chinese query's primary cosine says nothing. The
    full-text channel, fused as it is tuned for English (each score over the best one),
    lowers Chinese recall: on our Chinese conversation set (bench.locomo --zh, the same
    banks) R@10 was 72.7 with its weight at 0, 65.1 at 0.1, 61.0 at 0.2 and 61.4 at 0.3,
    on the tuning and the held-out conversations alike; the best hit of a Chinese question
    is often a weak one (a speaker's name, a word jieba cut oddly), which the division by
    the best score lifts to 1. A mixed question ("订单FJ-58213到哪了") keeps the share its
    Latin letters have. In a bank without multilingual vectors (one stored before they
    existed, not yet re-embedded) the full-text channel is all a Chinese question has, and
    it keeps its whole weight."""
    params = _query_vector_params(vectors, query)
    return {
        **params,
        "vector_index": indexes.primary,
        "vector_ml_index": indexes.multilingual,
        "lexical_share": params["latin_share"] if vectors.ml is not None else 1.0,
    }


async def _explained(
    deps: Deps, bank_id: str, request: RecallRequest, rows: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """``rows`` with the reasons of the matches a why-question may ask about placed after
    them; a change read only as the reason of a match is explained in turn
    (``reasons.changes_beside``)."""

    async def read(ids: list[str]) -> list[dict[str, Any]]:
        return await deps.graph.read(
            deps.queries["recall.find_reasons"],
            bank_id=bank_id,
            ids=ids,
            statuses=HISTORY if request.include_history else CURRENT,
            before=BEFORE,
            after=AFTER,
        )

    reasons = await read(to_explain(rows, request.query))
    if change := changes_beside(rows, reasons):
        rows = rows + change
        reasons = reasons + await read([change[0]["id"]])
    return place_reasons(rows, reasons, request.top_k, request.query)


def _lessons_like(
    deps: Deps,
    bank: CachedBank,
    bank_id: str,
    request: RecallRequest,
    vectors: QueryVectors,
    query: str,
) -> asyncio.Task[list[dict[str, Any]]] | None:
    """The bank's lessons nearest to the query (``find_lessons_like``), being read; None for
    a bank without reflected lessons. A read that is never awaited (the recall failed, or
    found nothing) ends on its own; its error, if any, is dropped with it."""
    if not bank.lesson_count:
        return None
    task = asyncio.ensure_future(
        deps.graph.read(
            deps.queries["recall.find_lessons_like"],
            bank_id=bank_id,
            statuses=HISTORY if request.include_history else CURRENT,
            trust=bank.trust,
            ml=deps.spaces.ml_params(),
            crowding_weight=CROWDING_WEIGHT,
            limit=LIKE_READ,
            **_query_vector_params(vectors, query),
        )
    )
    task.add_done_callback(lambda t: t.cancelled() or t.exception())
    return task


def _query_vector_params(vectors: QueryVectors, query: str) -> dict[str, Any]:
    """The query's vectors and Latin share, as ``find_lessons_like`` takes them (exact
    cosines, no index) and ``_vector_params`` builds on."""
    return {
        "vector": Vector(vectors.primary),
        "use_ml": vectors.ml is not None,
        "vector_ml": Vector(vectors.ml if vectors.ml is not None else vectors.primary),
        "latin_share": 1.0 - han_share(query),
    }


async def _bank_and_stack(
    deps: Deps, bank_id: str, request: RecallRequest, timings: Timings
) -> tuple[CachedBank, list[StackMemory]]:
    """The bank (cached), and the session's entity stack when the query refers back to
    something ("that order", "it"); without such a phrase the stack could change nothing."""
    if not refers_back(request.query):
        with timings.stage("bank"):
            return await deps.banks.get(deps.graph, deps.queries, bank_id), []
    with timings.stage("bank+stack"):
        bank, rows = await asyncio.gather(
            deps.banks.get(deps.graph, deps.queries, bank_id),
            deps.graph.read(
                deps.queries["recall.find_entity_stack"],
                bank_id=bank_id,
                session_id=request.session_id,
                depth=deps.options.stack_depth,
            ),
        )
    return bank, [stack_memory(row) for row in rows]


async def warm_up(graph: Graph, queries: Queries, spaces: Spaces, online: BankIndexes) -> None:
    """Plan the recall query for each parameter shape it is asked with (see its header), so
    no user request waits for a plan after Neo4j or the service starts. The bank does not
    exist, so nothing is returned; ``online`` holds any bank's vector indexes (none yet:
    those shapes are planned on their first use)."""
    bank = CachedBank(settings=BankSettings(), memory_count=0, embedding_model=None)
    now = datetime.now(UTC)
    unit = [1.0] + [0.0] * (spaces.primary.dimensions - 1)
    ml = spaces.multilingual
    if ml is not None:  # the mean direction the safety net reads Chinese pairs from
        await to_thread.run_sync(mean_direction, ml.embedder)
    ml_unit = [1.0] + [0.0] * (ml.embedder.dimensions - 1) if ml else None
    shapes = {
        BankIndexes(primary, multilingual)
        for primary in (None, online.primary)
        for multilingual in (None, online.multilingual)
    }
    for indexes in shapes:
        for keys in ([], ["warm-up"]):
            meaning = Understanding("warm up", keys, None, ["warm"], {})
            await graph.read(
                queries["recall.recall_memories"],
                **_params(
                    RecallOptions(),
                    bank,
                    "_warm-up",
                    RecallRequest(query="warm up"),
                    meaning,
                    now,
                    spaces.ml_params(),
                ),
                **_vector_params(QueryVectors(unit, ml_unit), indexes, "warm up"),
            )
        await graph.read(
            queries["recall.find_successors"],
            **_successor_params("_warm-up", ["warm-up"], now, indexes),
        )
        await graph.read(
            queries["recall.find_siblings"],
            bank_id="_warm-up",
            ids=["warm-up"],
            turns=SIBLING_TURNS,
            span=SIBLING_SPAN,
            now=now,
        )


def _successor_params(
    bank_id: str, ids: list[str], now: datetime, indexes: BankIndexes
) -> dict[str, Any]:
    return {
        "bank_id": bank_id,
        "ids": ids,
        "kinds": VALUE_KINDS,
        "min_cosine": MIN_COSINE,
        "per_source": PER_SOURCE,
        "now": now,
        "vector_index": indexes.primary,
        "vector_ml_index": indexes.multilingual,
        "neighbours": NEIGHBOURS,
    }


def _params(
    options: RecallOptions,
    bank: CachedBank,
    bank_id: str,
    request: RecallRequest,
    meaning: Understanding,
    now: datetime,
    ml: dict[str, float],
) -> dict[str, Any]:
    settings = bank.settings
    weights = settings.weights
    seed_k = max(options.seed_k, request.top_k * 2)
    return {
        "bank_id": bank_id,
        "ml": ml,
        "trust": bank.trust,
        # room for neighbours whose status keeps them out (superseded, negated, expired);
        # the index's cost grows with k (100k memories: ~11.5 ms at 50, ~13.5 ms at 80)
        "vector_k": seed_k + seed_k // 4,
        "lucene": lucene_query(bank_key(bank_id), meaning.lucene_terms),
        "entity_keys": meaning.entity_keys,
        "window_start": meaning.window[0] if meaning.window else now,
        "window_end": meaning.window[1] if meaning.window else now,
        "now": now,
        # as of a past moment, any memory but a forgotten one may have been current then
        "statuses": HISTORY if request.as_of or request.include_history else CURRENT,
        "current": HISTORY if request.include_history else CURRENT,
        "as_of": request.as_of is not None,
        "history": request.include_history,
        "kinds": request.kinds or list(KINDS),
        "seed_k": seed_k,
        "entity_scan": options.entity_scan,
        "spread_from": options.spread_from,
        "limit": request.top_k + EXTRA,
        "cold_min_cosine": settings.cold_revival_threshold,
        "question_factor": options.question_factor,
        "assistant_factor": options.assistant_factor,
        "w": weights.model_dump(),
        "edge": {
            "causes": options.edge_causes,
            "precedes": options.edge_precedes,
            "entity": options.edge_entity,
            "damping": options.damping,
            "fanout": options.fanout,
            "hub": options.hub_mentions,
        },
    }


def _memory(row: dict[str, Any], explain: bool) -> RecalledMemory:
    scores = {k: round(float(v), 4) for k, v in row["scores"].items()}
    sources = [Source.from_row(s) for s in row["sources"]]
    return RecalledMemory(
        id=row["id"],
        text=row["text"],
        kind=row["kind"],
        score=round(float(row["score"]), 6),
        scores=scores,
        status=row["status"],
        importance=float(row["importance"]),
        created_at=to_datetime(row["created_at"]),
        occurred_at=to_datetime(row["occurred_at"]),
        sources=sources,
        explanation=explanation(scores, row.get("outdated_reason")) if explain else None,
    )


def _context(
    rows: list[dict[str, Any]], budget: int, now: datetime, counter: TokenCounter
) -> Packing:
    packables = [
        Packable(
            id=row["id"],
            text=row["text"],
            kind=row["kind"],
            importance=float(row["importance"]),
            score=float(row["score"]),
            occurred_at=to_datetime(row["occurred_at"]),
            entities=tuple(row["entities"]),
            language=row["language"] or "en",
        )
        for row in rows
    ]
    return pack(packables, budget, now, counter)
