"""Consolidation: run it now, and read the record of past runs."""

import json
from typing import Annotated

from fastapi import APIRouter, Query

from service.deps import BankIdPath, StateDep
from service.graph import to_datetime
from service.lifecycle.consolidate import consolidate
from service.lifecycle_models import (
    ConsolidateRequest,
    ConsolidationReport,
    ConsolidationRun,
    ConsolidationRuns,
)

router = APIRouter(prefix="/v1/banks", tags=["consolidation"])


@router.post("/{bank_id}/consolidate", response_model=ConsolidationReport)
async def consolidate_now(
    bank_id: BankIdPath, state: StateDep, body: ConsolidateRequest | None = None
) -> ConsolidationReport:
    """Consolidate the bank now: clusters into consolidated memories, cold, expiry, skill
    candidates, compaction of old episodes. Never deletes; stops and reports if it would
    change more of the bank than its settings allow; 409 while another run holds the bank."""
    body = body or ConsolidateRequest()
    return await consolidate(state.consolidator.deps, bank_id, dry_run=body.dry_run, now=body.now)


@router.get("/{bank_id}/consolidations", response_model=ConsolidationRuns)
async def list_consolidations(
    bank_id: BankIdPath, state: StateDep, limit: Annotated[int, Query(ge=1, le=100)] = 20
) -> ConsolidationRuns:
    """The bank's consolidation runs, newest first, each with what it planned and changed."""
    await state.bank_cache.get(state.graph, state.queries, bank_id)
    rows = await state.graph.read(
        state.queries["consolidation.list_runs"], bank_id=bank_id, limit=limit
    )
    return ConsolidationRuns(
        bank_id=bank_id,
        runs=[
            ConsolidationRun(
                id=r["id"],
                state=r["state"],
                trigger=r["trigger"],
                started_at=to_datetime(r["started_at"]),
                finished_at=to_datetime(r["finished_at"]),
                changed=int(r["changed"]),
                report=json.loads(r["report_json"]) if r["report_json"] else None,
            )
            for r in rows
        ],
    )
