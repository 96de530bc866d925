"""Recall traces: what traced recalls returned and why (``trace: true`` on a recall, or the
bank's ``trace.enabled`` setting)."""

from typing import Annotated

from fastapi import APIRouter, Path, Query

from service.deps import BankIdPath, StateDep
from service.models import EPISODE_ID_PATTERN
from service.recall import traces
from service.trace_models import RecallList, RecallTraceOut

router = APIRouter(prefix="/v1/banks", tags=["recall"])
RecallIdPath = Annotated[str, Path(pattern=EPISODE_ID_PATTERN, description="the trace's id")]


@router.get("/{bank_id}/recalls", response_model=RecallList)
async def list_recalls(
    bank_id: BankIdPath, state: StateDep, limit: Annotated[int, Query(ge=1, le=200)] = 20
) -> RecallList:
    """The bank's traced recalls, newest first: id, moment, query, resolved query and how
    many memories each returned."""
    return await traces.list_traces(state.graph, state.queries, state.bank_cache, bank_id, limit)


@router.get("/{bank_id}/recalls/{recall_id}", response_model=RecallTraceOut)
async def read_recall(
    bank_id: BankIdPath, recall_id: RecallIdPath, state: StateDep
) -> RecallTraceOut:
    """One traced recall: each memory it returned with its rank, score, channel scores and
    explanation then, and its text, kind and status now."""
    return await traces.get_trace(state.graph, state.queries, state.bank_cache, bank_id, recall_id)
