"""Recall: what the agent should remember now."""

from fastapi import APIRouter, Response

from service.deps import BankIdPath, MetricsDep, RecallDeps, SettingsDep
from service.limits import check_recall
from service.models import RecallRequest, RecallResponse
from service.recall import recall
from service.timing import Timings

router = APIRouter(prefix="/v1/banks", tags=["recall"])


@router.post("/{bank_id}/recall", response_model=RecallResponse)
async def recall_memories(
    bank_id: BankIdPath,
    body: RecallRequest,
    deps: RecallDeps,
    settings: SettingsDep,
    metrics: MetricsDep,
    response: Response,
) -> RecallResponse:
    """Ranked memories of the bank for a query, with their sources and a context block."""
    check_recall(body, settings)
    timings = Timings()
    result = await recall.recall(deps, bank_id, body, timings)
    metrics.recalled(timings)
    response.headers["server-timing"] = timings.header()
    return result
