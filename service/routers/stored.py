"""What a bank holds, read and changed by a person or an operator: one memory with its
sources and edges, filtered pages, corrections, forgets (soft, hard, by filter), restores
and history."""

from datetime import datetime
from typing import Annotated

from fastapi import APIRouter, Depends, Path, Query

from service.deps import BankIdPath, StateDep
from service.errors import InvalidInput, PayloadTooLarge
from service.lifecycle import correct, forget
from service.lifecycle.memories import LISTED, Listing, get_memory, history, list_memories
from service.lifecycle_models import (
    Correction,
    ForgetFilter,
    ForgetReport,
    Forgotten,
    History,
    MemoryDetail,
    MemoryPage,
    MemoryPatch,
    Restored,
)
from service.models import (
    EPISODE_ID_PATTERN,
    KEY_PATTERN,
    SESSION_ID_PATTERN,
    STATUSES,
    Kind,
    parse_timestamp,
)

router = APIRouter(prefix="/v1/banks", tags=["memories"])
MemoryIdPath = Annotated[str, Path(pattern=EPISODE_ID_PATTERN, description="the memory's id")]


def forget_deps(state: StateDep) -> forget.Deps:
    return forget.Deps(
        graph=state.graph,
        queries=state.queries,
        extractor=state.analyzer.extractor,
        banks=state.bank_cache,
    )


def correct_deps(state: StateDep) -> correct.Deps:
    return correct.Deps(
        graph=state.graph,
        queries=state.queries,
        spaces=state.spaces,
        extractor=state.analyzer.extractor,
        banks=state.bank_cache,
        importance_floor=state.store_options.importance_floor,
    )


ForgetDeps = Annotated[forget.Deps, Depends(forget_deps)]
CorrectDeps = Annotated[correct.Deps, Depends(correct_deps)]


@router.get("/{bank_id}/memories", response_model=MemoryPage)
async def list_bank_memories(
    bank_id: BankIdPath,
    state: StateDep,
    kind: Annotated[list[Kind] | None, Query(description="kinds to list (repeat)")] = None,
    status: Annotated[
        list[str] | None,
        Query(description="statuses to list (repeat), or `all`; default: all but forgotten"),
    ] = None,
    flag: Annotated[str | None, Query(pattern=KEY_PATTERN)] = None,
    tag: Annotated[str | None, Query(min_length=1, max_length=64)] = None,
    session_id: Annotated[str | None, Query(pattern=SESSION_ID_PATTERN)] = None,
    entity: Annotated[str | None, Query(min_length=1, max_length=200)] = None,
    since: Annotated[str | None, Query(description="ISO-8601 with a zone, inclusive")] = None,
    until: Annotated[str | None, Query(description="ISO-8601 with a zone, exclusive")] = None,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
    cursor: Annotated[str | None, Query(max_length=512)] = None,
) -> MemoryPage:
    """A bank's memories, newest first, filtered by kind, status, flag, tag, session,
    entity and time; ``next`` is the cursor of the following page."""
    await state.bank_cache.get(state.graph, state.queries, bank_id)
    listing = Listing(
        statuses=_statuses(status),
        kinds=list(kind) if kind else None,
        flag=flag,
        tag=tag,
        session_id=session_id,
        entity=entity,
        since=_moment("since", since),
        until=_moment("until", until),
        limit=limit,
        cursor=cursor,
    )
    return await list_memories(state.graph, state.queries, bank_id, listing)


def _statuses(given: list[str] | None) -> list[str]:
    if not given:
        return list(LISTED)
    if given == ["all"]:
        return list(STATUSES)
    unknown = sorted(set(given) - set(STATUSES))
    if unknown:
        raise InvalidInput(f"unknown status {unknown}; use {list(STATUSES)} or all")
    return list(dict.fromkeys(given))


def _moment(name: str, value: str | None) -> datetime | None:
    if value is None:
        return None
    try:
        return parse_timestamp(value)
    except ValueError as exc:
        raise InvalidInput(f"{name}: {exc}") from None


@router.get("/{bank_id}/memories/{memory_id}", response_model=MemoryDetail)
async def read_memory(
    bank_id: BankIdPath, memory_id: MemoryIdPath, state: StateDep
) -> MemoryDetail:
    """One memory with its sources (the episodes, with their metadata), its edges and the
    entities it names."""
    return await get_memory(state.graph, state.queries, bank_id, memory_id)


@router.patch("/{bank_id}/memories/{memory_id}", response_model=Correction)
async def correct_memory(
    bank_id: BankIdPath,
    memory_id: MemoryIdPath,
    body: MemoryPatch,
    deps: CorrectDeps,
    state: StateDep,
) -> Correction:
    """Correct a memory: a new version that supersedes it (reason ``correction``)."""
    if body.text is not None:
        size = len(body.text.encode("utf-8"))
        if size > state.settings.max_content_bytes:
            raise PayloadTooLarge(
                f"text is {size} bytes; the limit is {state.settings.max_content_bytes}"
            )
        if not body.text.strip():
            raise InvalidInput("text is blank")
    return await correct.correct(deps, bank_id, memory_id, body)


@router.delete("/{bank_id}/memories/{memory_id}", response_model=Forgotten)
async def forget_memory(
    bank_id: BankIdPath,
    memory_id: MemoryIdPath,
    deps: ForgetDeps,
    hard: bool = False,
    reason: Annotated[str | None, Query(max_length=500)] = None,
) -> Forgotten:
    """Forget a memory: soft (status ``forgotten``, restorable), or with ``hard=true`` erase
    it, its edges and the episodes only it came from, leaving a tombstone."""
    return await forget.forget(deps, bank_id, memory_id, hard, reason)


@router.post("/{bank_id}/memories/{memory_id}/restore", response_model=Restored)
async def restore_memory(
    bank_id: BankIdPath, memory_id: MemoryIdPath, deps: ForgetDeps
) -> Restored:
    """Undo a soft forget: the memory gets back the status it had."""
    return await forget.restore(deps, bank_id, memory_id)


@router.get("/{bank_id}/memories/{memory_id}/history", response_model=History)
async def memory_history(bank_id: BankIdPath, memory_id: MemoryIdPath, state: StateDep) -> History:
    """The SUPERSEDES / NEGATES / DERIVED_FROM chain the memory is part of, oldest first,
    each step with its time and reason."""
    return await history(state.graph, state.queries, bank_id, memory_id)


@router.post("/{bank_id}/forget", response_model=ForgetReport)
async def forget_by_filter(
    bank_id: BankIdPath, body: ForgetFilter, deps: ForgetDeps, state: StateDep
) -> ForgetReport:
    """Forget everything from a session or everything that names an entity; ``dry_run``
    (the default) lists what would go and changes nothing."""
    await state.bank_cache.get(state.graph, state.queries, bank_id)
    return await forget.forget_by_filter(deps, bank_id, body)
