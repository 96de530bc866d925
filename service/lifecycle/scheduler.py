"""Consolidation in the background: every ``interval_s`` the banks not consolidated for that
long are consolidated, one at a time, each under its lease (another instance running one
is skipped, not waited for)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from datetime import UTC, datetime, timedelta

from service.errors import Busy, HindsightError
from service.lifecycle.consolidate import Deps, consolidate

log = logging.getLogger(__name__)

BANKS_PER_ROUND = 50


class Consolidator:
    def __init__(self, deps: Deps, interval_s: float) -> None:
        self.deps = deps
        self.interval_s = interval_s
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        if self.interval_s > 0:
            self._task = asyncio.create_task(self._loop())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None

    async def _loop(self) -> None:
        while True:
            await asyncio.sleep(self.interval_s)
            with contextlib.suppress(Exception):
                await self.round()

    async def round(self) -> int:
        """Consolidate the banks that are due; how many ran."""
        before = datetime.now(UTC) - timedelta(seconds=self.interval_s)
        rows = await self.deps.graph.read(
            self.deps.queries["schema.list_banks_to_consolidate"],
            before=before,
            limit=BANKS_PER_ROUND,
        )
        ran = 0
        for row in rows:
            try:
                report = await consolidate(self.deps, row["bank_id"], trigger="schedule")
            except Busy:
                continue
            except HindsightError as exc:
                log.warning("consolidation of bank %s: %s", row["bank_id"], exc.detail)
                continue
            ran += 1
            log.info(
                "consolidated bank %s: %s (%s)",
                row["bank_id"],
                report.state,
                report.applied.model_dump(),
            )
        return ran
