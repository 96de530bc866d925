"""Reflection in the background: triggers armed at retain, run outside the request path.

Retain arms a ``(:Reflection)`` node per task or session (``triggers.triggers``); it lives in
Neo4j, so a pending reflection survives a restart of the service. A worker in each service
process claims the due ones (a lease stored on the node; one whose holder died is claimed
again when its lease runs out), reflects, and records the result. A reflection that fails is
tried again later, a few times.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from service.errors import HindsightError
from service.models import RetainItem
from service.reflection.reflect import Deps, Reflection, Scope, reflect
from service.reflection.triggers import triggers

log = logging.getLogger(__name__)

CLAIM = 8
RETRIES = 3


@dataclass(frozen=True)
class WorkerOptions:
    delay_s: float = 30.0  # a failure is reflected on this long after it (its fix comes)
    poll_s: float = 5.0  # how often the worker looks for due reflections; 0: no worker
    lease_s: float = 300.0  # a claim lapses after this long without an end


class Reflector:
    def __init__(self, deps: Deps, options: WorkerOptions) -> None:
        self.deps = deps
        self.options = options
        self.owner = uuid.uuid4().hex
        self._task: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()
        self._failures: dict[tuple[str, str], int] = {}
        self._locks: dict[str, asyncio.Lock] = {}

    async def reflect(self, bank_id: str, scope: Scope) -> Reflection:
        """Reflect now. Reflections of one bank run one at a time in this process: each
        compares its lessons with the bank's, and two at once could both store the same."""
        lock = self._locks.setdefault(bank_id, asyncio.Lock())
        async with lock:
            return await reflect(self.deps, bank_id, scope, datetime.now(UTC))

    def start(self) -> None:
        if self.options.poll_s > 0:
            self._task = asyncio.create_task(self._run())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None

    async def schedule(self, bank_id: str, items: list[RetainItem]) -> int:
        """Arm reflections for the retained items that call for one; how many scopes."""
        now = datetime.now(UTC)
        armed = triggers(items, now, self.options.delay_s)
        if not armed:
            return 0
        await self.deps.graph.write(
            self.deps.queries["reflection.merge_pending_reflections"],
            bank_id=bank_id,
            now=now,
            triggers=[t.row() for t in armed],
        )
        if any(t.due_at <= now for t in armed):
            self._wake.set()
        return len(armed)

    async def end_session(self, bank_id: str, session_id: str) -> Reflection:
        """Reflect over the session now; a reflection pending for it is then done."""
        result = await self.reflect(bank_id, Scope(session_id=session_id))
        now = datetime.now(UTC)
        await self.deps.graph.write(
            self.deps.queries["reflection.update_session_reflected"],
            bank_id=bank_id,
            scope=f"session:{session_id}",
            now=now,
            result=summary(result),
        )
        return result

    async def states(self, bank_id: str) -> list[dict[str, Any]]:
        """The bank's armed reflections, with their states."""
        return await self.deps.graph.read(
            self.deps.queries["reflection.list_reflections"], bank_id=bank_id
        )

    async def run_due(self) -> int:
        """Claim and run the reflections due now; how many ran."""
        now = datetime.now(UTC)
        banks = await self.deps.graph.read(
            self.deps.queries["schema.list_banks_reflection_due"], now=now, limit=CLAIM
        )
        ran = 0
        for bank in banks:
            claimed = await self.deps.graph.write(
                self.deps.queries["reflection.claim_due_reflections"],
                bank_id=bank["bank_id"],
                now=now,
                owner=self.owner,
                lease_until=now + timedelta(seconds=self.options.lease_s),
                limit=CLAIM,
            )
            for job in claimed:
                await self._one(job)
            ran += len(claimed)
        return ran

    async def _one(self, job: dict[str, Any]) -> None:
        bank_id, scope = job["bank_id"], job["scope"]
        kind, scope_id = job["scope_kind"], job["scope_id"]
        target = Scope(task_id=scope_id) if kind == "task" else Scope(session_id=scope_id)
        state, retry_at, result = "done", None, ""
        try:
            result = summary(await self.reflect(bank_id, target))
            self._failures.pop((bank_id, scope), None)
        except HindsightError as exc:
            count = self._failures.get((bank_id, scope), 0) + 1
            self._failures[(bank_id, scope)] = count
            state, result = "failed", f"failed: {exc.detail}"[:300]
            if count < RETRIES:
                retry_at = datetime.now(UTC) + timedelta(seconds=self.options.delay_s * count)
            log.warning("reflection %s in %r failed (%d): %s", scope, bank_id, count, exc)
        except Exception as exc:  # a bug in one reflection: recorded, not retried
            log.exception("reflection %s in %r failed", scope, bank_id)
            state, result = "failed", f"failed: {type(exc).__name__}"
        await self.deps.graph.write(
            self.deps.queries["reflection.update_reflection"],
            bank_id=bank_id,
            scope=scope,
            owner=self.owner,
            now=datetime.now(UTC),
            state=state,
            result=result,
            retry_at=retry_at,
        )

    async def _run(self) -> None:
        while True:
            try:
                ran = await self.run_due()
            except HindsightError as exc:  # the database is away: try again later
                log.warning("reflection worker: %s", exc)
                ran = 0
            except Exception:  # never let one bad reflection stop the worker
                log.exception("reflection worker failed a round")
                ran = 0
            if ran:
                continue
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=self.options.poll_s)
            self._wake.clear()


def summary(result: Reflection) -> str:
    if not result.learnt:
        return f"{result.tasks} tasks, no lesson"
    return "; ".join(f"{x.decision.action} {x.lesson_id}" for x in result.learnt)[:300]
