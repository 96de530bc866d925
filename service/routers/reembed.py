"""Re-embedding: move a bank's vectors to the models this service embeds with."""

from fastapi import APIRouter, Response

from service.deps import BankIdPath, StateDep
from service.lifecycle.reembed import Job
from service.models import ReembedStatus

router = APIRouter(prefix="/v1/banks", tags=["lifecycle"])


@router.post("/{bank_id}/reembed", response_model=ReembedStatus, status_code=202)
async def start_reembed(bank_id: BankIdPath, state: StateDep) -> ReembedStatus:
    """Start re-embedding the bank in the background (or resume a job that stopped); poll
    GET for its progress. Recall and retain keep working meanwhile."""
    return _status(bank_id, await state.reembedder.start(bank_id))


@router.get("/{bank_id}/reembed", response_model=ReembedStatus)
async def get_reembed(bank_id: BankIdPath, state: StateDep, response: Response) -> ReembedStatus:
    """The bank's re-embedding job as last recorded."""
    job = await state.reembedder.status(bank_id)
    if job is not None and job.state == "running":
        response.headers["retry-after"] = "2"
    return _status(bank_id, job)


def _status(bank_id: str, job: Job | None) -> ReembedStatus:
    if job is None:
        return ReembedStatus(bank_id=bank_id, state="none")
    return ReembedStatus(
        bank_id=bank_id,
        state=job.state,  # type: ignore[arg-type]
        model=job.model,
        multilingual_model=job.ml_model,
        from_model=job.from_model,
        from_multilingual_model=job.from_ml_model,
        done=job.done,
        total=job.total,
        started_at=job.started_at,
        finished_at=job.finished_at,
        error=job.error,
    )
