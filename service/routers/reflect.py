"""Reflect: lessons distilled from a session, a task or given episodes."""

from typing import Annotated

from fastapi import APIRouter, Path

from service.deps import BankIdPath, StateDep
from service.models import SESSION_ID_PATTERN, ReflectionList, ReflectRequest, ReflectResponse
from service.reflection.present import reflections, response
from service.reflection.reflect import Scope

router = APIRouter(prefix="/v1/banks", tags=["reflection"])
SessionPath = Annotated[str, Path(pattern=SESSION_ID_PATTERN, description="the session's id")]


@router.post("/{bank_id}/reflect", response_model=ReflectResponse)
async def reflect_now(
    bank_id: BankIdPath, body: ReflectRequest, state: StateDep
) -> ReflectResponse:
    """Distil lessons (goal, outcome, attribution, an instruction) from what happened, and
    say for each whether it was created, merged into a lesson the bank held, or supersedes
    one it contradicts."""
    ids = tuple(body.episode_ids) if body.episode_ids is not None else None
    scope = Scope(session_id=body.session_id, task_id=body.task_id, episode_ids=ids)
    return response(bank_id, await state.reflector.reflect(bank_id, scope))


@router.post("/{bank_id}/sessions/{session_id}/end", response_model=ReflectResponse)
async def end_session(
    bank_id: BankIdPath, session_id: SessionPath, state: StateDep
) -> ReflectResponse:
    """The session-end hook: reflect over the session now."""
    return response(bank_id, await state.reflector.end_session(bank_id, session_id))


@router.get("/{bank_id}/reflections", response_model=ReflectionList)
async def list_reflections(bank_id: BankIdPath, state: StateDep) -> ReflectionList:
    """The reflections that retain's triggers armed, per task or session, with their state."""
    return reflections(bank_id, await state.reflector.states(bank_id))
