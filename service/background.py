"""A writer that keeps what the read path hands it and writes it every ``interval_s`` in a
background task, so a request never waits on the write; on stop, what is pending is written.
Reinforcement and recall traces are written this way."""

from __future__ import annotations

import asyncio
import logging

log = logging.getLogger(__name__)


class PeriodicWriter:
    interval_s: float
    _task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._run())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            self._task = None
        await self.flush()

    async def flush(self) -> None:
        raise NotImplementedError

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.interval_s)
            try:
                await self.flush()
            except Exception:  # a bug must not stop every later write
                log.exception("%s: a periodic write failed", type(self).__name__)
