"""Consolidation: a bank kept lean without losing anything.

One run, under the bank's lease (a node in Neo4j, so one service instance at a time; a lease
whose holder died lapses):

1. plan: clusters of memories that say the same thing (``clusters.py``), and how many
   memories go cold, expire, become skill candidates, and how many episodes compact;
2. the safety valve: a run that would change the status of more than the bank's
   ``max_change_share`` of its current memories stops before any change, and reports;
3. apply, in small transactions, each recorded on the run's ``(:Consolidation)`` node by a
   ``CHANGED`` edge (what, when, why): a cluster becomes one consolidated memory (its id made
   from its members', so a rerun finds it, never a second one) and its members become
   ``consolidated``; weak unused memories go ``cold``; tasks past valid_until ``expired``
   (dated when they ended); often-recalled ones get the ``skill_candidate`` flag; old
   episodes keep a summary, their raw text moved to an archive recall never reads.

Nothing is deleted. Each step only touches what is still in the state it changes, so a second
run straight after changes nothing, and a run cut off mid-way is finished by the next.
"""

from __future__ import annotations

import json
import logging
import re
import uuid
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from anyio import to_thread

from service.banks import BankCache, bank_key
from service.cypher import Queries
from service.errors import Busy
from service.graph import Graph, to_datetime
from service.language.entities import EntityExtractor
from service.lifecycle.clusters import Cluster, candidate, find_clusters
from service.lifecycle_models import ConsolidationCounts, ConsolidationReport
from service.models import ConsolidationSettings

log = logging.getLogger(__name__)

Step = Callable[[str, int], Awaitable[None]]  # (step, how many so far): a hook between writes


@dataclass(frozen=True)
class Options:
    lease_s: float = 300.0  # a lease lapses this long after its last renewal
    batch: int = 200  # memories changed per transaction in the status steps


@dataclass(frozen=True)
class Deps:
    graph: Graph
    queries: Queries
    banks: BankCache
    extractor: EntityExtractor
    options: Options = Options()


async def consolidate(
    deps: Deps,
    bank_id: str,
    *,
    trigger: str = "request",
    dry_run: bool = False,
    now: datetime | None = None,
    owner: str | None = None,
    between: Step | None = None,
) -> ConsolidationReport:
    bank = await deps.banks.get(deps.graph, deps.queries, bank_id)  # BankNotFound
    settings = bank.settings.consolidation
    started = now or datetime.now(UTC)
    owner = owner or uuid.uuid4().hex
    lease = Lease(deps, bank_id, owner)
    await lease.claim(started)
    try:
        return await _run(deps, bank_id, settings, started, trigger, dry_run, lease, between)
    finally:
        await lease.release()
        deps.banks.invalidate(bank_id)


class Lease:
    def __init__(self, deps: Deps, bank_id: str, owner: str) -> None:
        self.deps, self.bank_id, self.owner = deps, bank_id, owner

    async def claim(self, now: datetime | None = None) -> None:
        at = now or datetime.now(UTC)
        rows = await self.deps.graph.write(
            self.deps.queries["consolidation.claim_lease"],
            bank_id=self.bank_id,
            owner=self.owner,
            now=at,
            until=at + timedelta(seconds=self.deps.options.lease_s),
        )
        if not rows or rows[0]["owner"] != self.owner:
            until = to_datetime(rows[0]["until"]) if rows else None
            raise Busy(
                f"bank {self.bank_id!r} is being consolidated by another run"
                + (f" (its lease runs until {until.isoformat()})" if until else ""),
                retry_after=until.isoformat() if until else None,
            )

    async def release(self) -> None:
        await self.deps.graph.write(
            self.deps.queries["consolidation.release_lease"],
            bank_id=self.bank_id,
            owner=self.owner,
        )


async def _run(
    deps: Deps,
    bank_id: str,
    settings: ConsolidationSettings,
    now: datetime,
    trigger: str,
    dry_run: bool,
    lease: Lease,
    between: Step | None,
) -> ConsolidationReport:
    q, graph = deps.queries, deps.graph
    c = settings.model_dump()
    counts = (await graph.read(q["consolidation.count_plan"], bank_id=bank_id, now=now, c=c))[0]
    rows = await graph.read(q["consolidation.find_cluster_candidates"], bank_id=bank_id)
    clusters = await to_thread.run_sync(_clusters, bank_id, rows, settings, deps.extractor)
    planned = ConsolidationCounts(
        clusters=len(clusters),
        consolidated=sum(len(k.members) for k in clusters),
        cold=int(counts["cold"]),
        expired=int(counts["expired"]),
        skill_candidates=int(counts["skills"]),
        compacted=int(counts["compact"]),
    )
    # cold and expiry may count one memory twice (a cold task past its date): the valve
    # errs towards stopping
    changing = planned.consolidated + planned.cold + planned.expired
    share = changing / max(int(counts["current"]), 1)
    report = ConsolidationReport(
        bank_id=bank_id,
        run_id=None,
        state="planned",
        trigger=trigger,  # type: ignore[arg-type]
        started_at=now,
        finished_at=None,
        planned=planned,
        applied=ConsolidationCounts(),
        share=round(share, 4),
        max_share=settings.max_change_share,
    )
    if dry_run:
        return report
    run_id = uuid.uuid4().hex
    await graph.write(
        q["consolidation.create_run"], bank_id=bank_id, run_id=run_id, now=now, trigger=trigger
    )
    report = report.model_copy(update={"run_id": run_id})
    if share > settings.max_change_share:
        note = (
            f"stopped by the safety valve: {changing} of {counts['current']} current memories "
            f"({share:.0%}) would change status; the bank allows {settings.max_change_share:.0%}"
        )
        return await _finish(deps, report, "stopped", note)
    applied = ConsolidationCounts()
    try:
        applied = await _apply(deps, bank_id, run_id, now, c, clusters, lease, between)
    except Exception as exc:
        log.exception("consolidation of bank %s failed", bank_id)
        await _finish(deps, report, "failed", f"{type(exc).__name__}: {exc}")
        raise
    return await _finish(deps, report.model_copy(update={"applied": applied}), "done", None)


def _clusters(
    bank_id: str, rows: list[Any], settings: ConsolidationSettings, extractor: EntityExtractor
) -> list[Cluster]:
    found = [c for c in (candidate(dict(r)) for r in rows) if c is not None]
    return find_clusters(
        bank_id, found, settings.cluster_similarity, settings.min_cluster, extractor.details
    )


async def _apply(
    deps: Deps,
    bank_id: str,
    run_id: str,
    now: datetime,
    c: dict[str, Any],
    clusters: list[Cluster],
    lease: Lease,
    between: Step | None,
) -> ConsolidationCounts:
    q, graph = deps.queries, deps.graph
    done = ConsolidationCounts()
    for n, cluster in enumerate(clusters):
        rows = await graph.write(
            q["consolidation.create_cluster"],
            bank_id=bank_id,
            run_id=run_id,
            now=now,
            bank_key=bank_key(bank_id),
            cluster=cluster.row(),
        )
        if rows:
            done.clusters += 1
            done.consolidated += int(rows[0]["members"])
        if between is not None:
            await between("clusters", n + 1)
        if n % 50 == 49:
            await lease.claim()
    for step, field in (
        ("mark_cold", "cold"),
        ("mark_expired", "expired"),
        ("flag_skills", "skill_candidates"),
    ):
        while True:
            rows = await graph.write(
                q[f"consolidation.{step}"],
                bank_id=bank_id,
                run_id=run_id,
                now=now,
                c=c,
                limit=deps.options.batch,
            )
            changed = int(rows[0]["changed"]) if rows else 0
            setattr(done, field, getattr(done, field) + changed)
            if between is not None:
                await between(field, getattr(done, field))
            await lease.claim()
            if changed < deps.options.batch:
                break
    while True:
        episodes = await graph.read(
            q["consolidation.find_compactable"],
            bank_id=bank_id,
            now=now,
            c=c,
            limit=deps.options.batch,
        )
        if not episodes:
            break
        summaries = [
            {"id": e["id"], "summary": summary(e["text"], e["memories"], c["summary_chars"])}
            for e in episodes
        ]
        rows = await graph.write(
            q["consolidation.compact_episodes"],
            bank_id=bank_id,
            run_id=run_id,
            now=now,
            rows=summaries,
        )
        done.compacted += int(rows[0]["changed"]) if rows else 0
        await lease.claim()
        if len(episodes) < deps.options.batch:
            break
    return done


async def _finish(
    deps: Deps, report: ConsolidationReport, state: str, note: str | None
) -> ConsolidationReport:
    done = report.model_copy(
        update={"state": state, "finished_at": datetime.now(UTC), "note": note}
    )
    body = done.model_dump(
        mode="json", include={"planned", "applied", "share", "max_share", "note"}
    )
    await deps.graph.write(
        deps.queries["consolidation.finish_run"],
        bank_id=report.bank_id,
        run_id=report.run_id,
        now=done.finished_at,
        state=state,
        report_json=json.dumps(body),
    )
    return done


_SENTENCE = re.compile(r"(?<=[.!?。！？])\s*")


def summary(text: str, memories: list[dict[str, Any]], limit: int) -> str:
    """An extractive summary of a long turn, at most ``limit`` characters: what the memories
    made from it say, the most important first (they are what recall uses of it), else its
    first sentences."""
    ranked = sorted(memories, key=lambda m: -float(m.get("importance") or 0.0))
    parts = list(dict.fromkeys(str(m["text"]).strip() for m in ranked if m.get("text")))
    parts = [p for p in parts if p]
    if not parts:
        parts = [s for s in _SENTENCE.split(text) if s.strip()]
    out = ""
    for part in parts:
        joined = f"{out} {part}".strip() if out else part
        if len(joined) > limit:
            break
        out = joined
    if not out:
        out = text[: max(limit - 1, 1)].rstrip()
    return out + (" …" if out != text.strip() and len(out) + 2 <= limit else "")
