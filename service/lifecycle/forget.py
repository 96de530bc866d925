"""Forgetting: soft (status ``forgotten``: out of recall, dedupe and lists, restorable) or
hard (the memory, its edges and the episodes only it came from erased in one transaction;
a tombstone without content stays, and a retried retain of the same items stores nothing).
Both by id, or by filter (a session, an entity) with a dry run that lists what would go."""

from __future__ import annotations

import contextlib
import re
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from anyio import to_thread

from service.banks import BankCache
from service.cypher import Queries
from service.errors import NotFound
from service.graph import Graph, Tx, to_datetime
from service.language.entities import EntityExtractor
from service.lifecycle.memories import LISTED, Listing, list_memories
from service.lifecycle_models import (
    ForgetFilter,
    ForgetMatch,
    ForgetReport,
    Forgotten,
    Restored,
    Tombstone,
)

# Memories one forget-by-filter call handles; the report says when more matched.
FILTER_BATCH = 500
REDACTED = "[forgotten]"
WHOLE_TURN = "[redacted: a memory of this turn was erased]"


@dataclass(frozen=True)
class Deps:
    graph: Graph
    queries: Queries
    extractor: EntityExtractor
    banks: BankCache


async def forget(
    deps: Deps, bank_id: str, memory_id: str, hard: bool, reason: str | None
) -> Forgotten:
    why = reason or "forget"
    if hard:
        return await erase(deps, bank_id, memory_id, why)
    rows = await deps.graph.write(
        deps.queries["memories.forget_memories"],
        bank_id=bank_id,
        now=datetime.now(UTC),
        ids=[memory_id],
        reason=why,
    )
    if rows:
        return Forgotten(id=memory_id, status="forgotten", was=rows[0]["was"])
    await _exists(deps, bank_id, memory_id)  # NotFound, or already forgotten: nothing to do
    return Forgotten(id=memory_id, status="forgotten", was="forgotten")


async def restore(deps: Deps, bank_id: str, memory_id: str) -> Restored:
    rows = await deps.graph.write(
        deps.queries["memories.restore_memory"],
        bank_id=bank_id,
        now=datetime.now(UTC),
        memory_id=memory_id,
    )
    if rows:
        return Restored(id=memory_id, status=rows[0]["status"])
    status = await _exists(deps, bank_id, memory_id)
    return Restored(id=memory_id, status=status)


async def _exists(deps: Deps, bank_id: str, memory_id: str) -> str:
    rows = await deps.graph.read(
        deps.queries["memories.get_memory"], bank_id=bank_id, memory_id=memory_id
    )
    if not rows:
        raise NotFound(f"bank {bank_id!r} holds no memory {memory_id!r}")
    return str(rows[0]["memory"]["status"])


async def erase(deps: Deps, bank_id: str, memory_id: str, reason: str) -> Forgotten:
    """Hard forget: read what the memory touches, work out the redactions and the new
    full-text terms off the event loop, then erase in one transaction."""
    scope = await deps.graph.read(
        deps.queries["memories.find_forget_scope"], bank_id=bank_id, memory_id=memory_id
    )
    if not scope:
        raise NotFound(f"bank {bank_id!r} holds no memory {memory_id!r}")
    # a consolidated memory stands for its members, which say what it says: they go first
    # (out of recall already, they would otherwise keep the words it is asked to erase)
    for member in scope[0]["members"]:
        with contextlib.suppress(NotFound):
            await erase(deps, bank_id, member, reason)
    if scope[0]["members"]:
        scope = await deps.graph.read(
            deps.queries["memories.find_forget_scope"], bank_id=bank_id, memory_id=memory_id
        )
        if not scope:  # it stood for its last member alone and went with it
            deps.banks.invalidate(bank_id)
            at = datetime.now(UTC)
            return Forgotten(
                id=memory_id,
                status="erased",
                tombstone=Tombstone(id=memory_id, at=at, reason=reason),
            )
    plan = await to_thread.run_sync(_plan, deps.extractor, dict(scope[0]))
    orphans = plan.pop("orphans")

    async def work(tx: Tx) -> list[Any]:
        return await tx.run(
            deps.queries["memories.hard_forget_memory"],
            bank_id=bank_id,
            now=datetime.now(UTC),
            memory_id=memory_id,
            reason=reason,
            **plan,
        )

    rows = await deps.graph.write_transaction(work)
    if not rows:
        raise NotFound(f"bank {bank_id!r} holds no memory {memory_id!r}")
    for orphan in orphans:
        with contextlib.suppress(NotFound):
            await erase(deps, bank_id, orphan, reason)
    deps.banks.invalidate(bank_id)
    row = rows[0]
    at = to_datetime(row["at"]) or datetime.now(UTC)
    return Forgotten(
        id=memory_id,
        status="erased",
        tombstone=Tombstone(id=row["id"], at=at, reason=reason),
        episodes_erased=int(row["episodes"]),
    )


def _plan(extractor: EntityExtractor, scope: dict[str, Any]) -> dict[str, Any]:
    """What else must change so that the memory's words are left nowhere: each episode another
    memory still uses, with the words cut out; the full-text terms of the memories made
    from those turns, from their own text; a memory consolidated from it, given another
    member's terms (and its text, if it carried this one's), or, with no
    other member, erased after it (``orphans``)."""
    text = scope["text"]
    redactions = [
        {
            "episode_id": e["episode_id"],
            "text": redact(e["text"], text),
            "archive_text": redact(e["archive_text"], text) if e["archive_text"] else None,
        }
        for e in scope["episodes"]
        if e["shared"]
    ]
    neighbours = list({n["id"]: n for n in scope["neighbours"]}.values())
    terms = extractor.search_terms_many([n["text"] for n in neighbours]) if neighbours else []
    derived, orphans = [], []
    for d in scope["derived"]:
        if not d["others"]:  # it stood for this memory alone: it goes too
            orphans.append(d["id"])
            continue
        others = d["others"]
        derived.append(
            {
                "id": d["id"],
                "text": others[0]["text"] if text in (d["text"] or "") else d["text"],
                "search_text": others[0]["search_text"],
            }
        )
    return {
        "redactions": redactions,
        "terms": [
            {"id": n["id"], "search_text": f"{t} {_month(n['occurred_at'])}".strip()}
            for n, t in zip(neighbours, terms, strict=True)
        ],
        "derived": derived,
        "orphans": orphans,
    }


def redact(turn: str | None, words: str) -> str:
    """``turn`` without ``words``: cut out where it holds them (spacing and case aside),
    else the whole turn is redacted: a memory's text is not always a slice of its turn."""
    if not turn:
        return turn or ""
    pattern = r"\s*".join(re.escape(part) for part in words.split())
    cut, n = re.subn(pattern, REDACTED, turn, flags=re.IGNORECASE) if pattern else (turn, 0)
    return cut if n else WHOLE_TURN


def _month(value: Any) -> str:
    moment = to_datetime(value)
    return moment.strftime("%B %Y").lower() if moment else ""


async def forget_by_filter(deps: Deps, bank_id: str, request: ForgetFilter) -> ForgetReport:
    listing = Listing(
        # a forgotten memory may still be erased
        statuses=[*LISTED, "forgotten"] if request.hard else LISTED,
        session_id=request.session_id,
        entity=request.entity,
        limit=FILTER_BATCH,
    )
    page = await list_memories(deps.graph, deps.queries, bank_id, listing)
    matched = [
        ForgetMatch(id=m.id, text=m.text, kind=m.kind, status=m.status) for m in page.memories
    ]
    report = ForgetReport(
        bank_id=bank_id,
        dry_run=request.dry_run,
        hard=request.hard,
        matched=matched,
        forgotten=0,
        truncated=page.next is not None,
    )
    if request.dry_run or not matched:
        return report
    reason = request.reason or (
        f"forget session {request.session_id}" if request.session_id else f"forget {request.entity}"
    )
    if request.hard:
        done = 0
        for m in matched:
            try:
                await erase(deps, bank_id, m.id, reason)
                done += 1
            except NotFound:  # erased meanwhile, with an earlier member's episodes
                continue
        return report.model_copy(update={"forgotten": done})
    rows = await deps.graph.write(
        deps.queries["memories.forget_memories"],
        bank_id=bank_id,
        now=datetime.now(UTC),
        ids=[m.id for m in matched],
        reason=reason,
    )
    return report.model_copy(update={"forgotten": len(rows)})
