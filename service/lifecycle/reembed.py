"""Re-embedding a bank: its vectors move to the models this service embeds with.

A bank records the models its vectors come from (``embedding_model``, ``multilingual_model``).
A bank stored before the multilingual space existed has its Chinese memories embedded by bge
(noise, see ``service/embedding/spaces.py``), and a bank made with another primary model is
refused (409) by a service configured with this one. A job brings such a bank over:

1. it switches the bank's models to the service's at once, and records the models it comes
   from, so retain and recall go on with the new models while it runs;
2. it walks the bank's memories in id order, a page at a time, embeds each text in the space
   it goes to, and stores the vector tagged with its model; after each page it records the
   last id done (a job that stops, with the process or on an error, resumes from there: at
   start-up, or when asked again);
3. it ends by dropping the bank's vector indexes when a space changed model (the next recall
   makes new ones from the new vectors) and recording the end.

While it runs, only vectors of the new model compare in a space that changed model
(``banks.trust``): memories not yet done lose their dense channel for that time, and keep the
lexical, entity, time and graph channels, so recall keeps answering. Where only the
multilingual space is added, nothing is lost meanwhile: a memory without a multilingual
vector keeps its primary one. Nothing is deleted and the memory count does not change.
A job runs in the service process that accepted it (one per bank); with several service
instances, ask the same one for its progress.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from dataclasses import asdict, dataclass, replace
from datetime import UTC, datetime
from typing import Any

from anyio import to_thread

from service.banks import BankCache
from service.cypher import Queries
from service.embedding.spaces import Spaces
from service.errors import BankNotFound, HindsightError
from service.graph import Graph, Vector, to_datetime
from service.vector_indexes import BankVectorIndexes

log = logging.getLogger(__name__)

PAGE = 64


@dataclass(frozen=True)
class Job:
    state: str  # "running" | "done" | "failed"
    model: str
    ml_model: str | None
    from_model: str | None
    from_ml_model: str | None
    cursor: str = ""
    done: int = 0
    total: int = 0
    started_at: datetime | None = None
    finished_at: datetime | None = None
    error: str | None = None
    has_ml: bool = False  # the bank holds multilingual vectors (then it records the model)


def job_from_row(row: dict[str, Any]) -> Job | None:
    if row.get("state") is None:
        return None
    return Job(
        state=row["state"],
        model=row["model"],
        ml_model=row["target_ml_model"],
        from_model=row["from_model"],
        from_ml_model=row["from_ml_model"],
        cursor=row["cursor"] or "",
        done=int(row["done"] or 0),
        total=int(row["total"] or 0),
        started_at=to_datetime(row["started_at"]),
        finished_at=to_datetime(row["finished_at"]),
        error=row["error"],
        has_ml=row["ml_model"] is not None,
    )


class Reembedder:
    """Starts, resumes and reports the re-embedding jobs of this service's banks."""

    def __init__(
        self,
        graph: Graph,
        queries: Queries,
        spaces: Spaces,
        indexes: BankVectorIndexes,
        banks: BankCache,
    ) -> None:
        self.graph = graph
        self.queries = queries
        self.spaces = spaces
        self.indexes = indexes
        self.banks = banks
        self._tasks: dict[str, asyncio.Task[None]] = {}

    async def status(self, bank_id: str) -> Job | None:
        """The bank's job as last recorded (None: never re-embedded)."""
        return job_from_row(await self._row(bank_id))

    async def start(self, bank_id: str) -> Job:
        """Start (or resume) moving the bank to this service's models; the job as started."""
        row = await self._row(bank_id)
        job = job_from_row(row)
        if job is not None and job.state in ("running", "failed") and self._matches(job):
            job = replace(job, state="running", error=None)  # resume where it stopped
            await self._record(bank_id, job)
            self._launch(bank_id, job)
            return job
        ml = self.spaces.multilingual
        job = Job(
            state="running",
            model=self.spaces.primary.name,
            ml_model=ml.name if ml else None,
            from_model=row["model"],
            from_ml_model=row["ml_model"],
            has_ml=row["ml_model"] is not None,
            total=int(row["memory_count"] or 0),
            started_at=datetime.now(UTC),
        )
        await self._record(bank_id, job)
        self._launch(bank_id, job)
        return job

    async def resume_all(self) -> int:
        """Resume the jobs that were running when the service stopped; how many."""
        rows = await self.graph.read(self.queries["schema.list_banks_reembedding"])
        for row in rows:
            await self.start(row["bank_id"])
        return len(rows)

    async def wait(self, bank_id: str) -> Job | None:
        """Wait for the bank's job to end in this process (tests and the CLI's --wait)."""
        task = self._tasks.get(bank_id)
        if task is not None:
            await asyncio.shield(task)
        return await self.status(bank_id)

    async def stop(self) -> None:
        for task in list(self._tasks.values()):
            task.cancel()
        await asyncio.gather(*self._tasks.values(), return_exceptions=True)

    def _matches(self, job: Job) -> bool:
        ml = self.spaces.multilingual
        return job.model == self.spaces.primary.name and job.ml_model == (ml.name if ml else None)

    def _launch(self, bank_id: str, job: Job) -> None:
        running = self._tasks.get(bank_id)
        if running is not None and not running.done():
            return
        task = asyncio.create_task(self._run(bank_id, job))
        self._tasks[bank_id] = task
        task.add_done_callback(functools.partial(self._ended, bank_id))

    def _ended(self, bank_id: str, task: asyncio.Task[None]) -> None:
        if self._tasks.get(bank_id) is task:
            del self._tasks[bank_id]

    async def _run(self, bank_id: str, job: Job) -> None:
        try:
            while True:
                rows = await self.graph.read(
                    self.queries["lifecycle.get_reembed_page"],
                    bank_id=bank_id,
                    cursor=job.cursor,
                    page=PAGE,
                )
                if not rows:
                    break
                vectors = await to_thread.run_sync(
                    self._embed, [(r["text"], r["turn"]) for r in rows]
                )
                await self.graph.write(
                    self.queries["lifecycle.update_memory_vectors"],
                    bank_id=bank_id,
                    rows=[{"id": r["id"], **v} for r, v in zip(rows, vectors, strict=True)],
                    model=job.model,
                    ml_model=job.ml_model,
                )
                done = job.done + len(rows)
                multilingual = job.has_ml or any(v["embedding_ml"] is not None for v in vectors)
                job = replace(
                    job,
                    cursor=rows[-1]["id"],
                    done=done,
                    total=max(job.total, done),
                    has_ml=multilingual,
                )
                await self._record(bank_id, job)
            await self.indexes.drop(
                bank_id,
                primary=job.from_model not in (None, job.model),
                multilingual=job.from_ml_model not in (None, job.ml_model),
            )
            job = replace(job, state="done", finished_at=datetime.now(UTC))
            await self._record(bank_id, job)
            log.info("bank %r re-embedded: %d memories", bank_id, job.done)
        except asyncio.CancelledError:
            raise  # the service stops: the job stays "running" and resumes at start-up
        except Exception as exc:  # recorded on the bank; asked again, the job resumes
            log.exception("re-embedding bank %r failed", bank_id)
            failed = replace(job, state="failed", error=str(exc)[:500])
            try:
                await self._record(bank_id, failed)
            except HindsightError:
                log.warning("could not record the failure of bank %r's job", bank_id)

    def _embed(self, memories: list[tuple[str, str | None]]) -> list[dict[str, Vector | None]]:
        """Each memory's (text, turn it was said in) vector as retain makes it, as the
        update query takes it: ``embedding`` or ``embedding_ml``, the other null."""
        return [
            {
                "embedding": Vector(v.primary) if v.primary else None,
                "embedding_ml": Vector(v.ml) if v.ml else None,
            }
            for v in self.spaces.embed(memories)
        ]

    async def _row(self, bank_id: str) -> dict[str, Any]:
        rows = await self.graph.read(self.queries["lifecycle.get_reembed_job"], bank_id=bank_id)
        if not rows:
            raise BankNotFound(f"no bank with id {bank_id!r}")
        return rows[0]

    async def _record(self, bank_id: str, job: Job) -> None:
        await self.graph.write(
            self.queries["lifecycle.update_reembed_job"],
            bank_id=bank_id,
            now=datetime.now(UTC),
            job=asdict(job),
        )
        if job.state != "running" or job.done == 0:  # models or trust change: read afresh
            self.banks.invalidate(bank_id)
