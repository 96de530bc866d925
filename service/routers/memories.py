"""Retain: store what happened as episodes and memories."""

from fastapi import APIRouter, Response

from service.deps import BankIdPath, RetainDeps, SettingsDep, StateDep
from service.encoding import retain
from service.limits import check_retain
from service.models import RetainRequest, RetainResponse
from service.timing import Timings

router = APIRouter(prefix="/v1/banks", tags=["memories"])


@router.post("/{bank_id}/memories", response_model=RetainResponse)
async def retain_memories(
    bank_id: BankIdPath,
    body: RetainRequest,
    deps: RetainDeps,
    settings: SettingsDep,
    state: StateDep,
    response: Response,
) -> RetainResponse:
    """Retain items; a bank that does not exist yet is created with default settings. A
    failed tool call, a user's correction or a task marked done arms a reflection over its
    task or session, which runs in the background."""
    check_retain(body, settings)
    timings = Timings()
    result = await retain.retain(deps, bank_id, body, timings)
    await state.reflector.schedule(bank_id, body.items)
    state.metrics.retained(len(body.items), result, timings)
    response.headers["server-timing"] = timings.header()
    return result
