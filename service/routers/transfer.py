"""Moving a bank: export it as NDJSON, import an export's records batch by batch."""

from typing import Annotated

from fastapi import APIRouter, Depends
from fastapi.responses import StreamingResponse

from service.deps import BankIdPath, StateDep
from service.lifecycle import transfer_export, transfer_import
from service.transfer_models import ImportReport, ImportRequest

router = APIRouter(prefix="/v1/banks", tags=["transfer"])
NDJSON = "application/x-ndjson"


def import_deps(state: StateDep) -> transfer_import.Deps:
    return transfer_import.Deps(
        graph=state.graph,
        queries=state.queries,
        spaces=state.spaces,
        indexes=state.vector_indexes,
        banks=state.bank_cache,
        max_items=state.settings.max_items_per_request,
    )


ImportDeps = Annotated[transfer_import.Deps, Depends(import_deps)]


@router.get(
    "/{bank_id}/export",
    response_class=StreamingResponse,
    responses={200: {"content": {NDJSON: {}}, "description": "one JSON record per line"}},
)
async def export_bank(
    bank_id: BankIdPath, state: StateDep, with_vectors: bool = False
) -> StreamingResponse:
    """Everything the bank holds, one JSON record per line: the bank, its episodes,
    entities, memories, tombstones, reflections and consolidation runs, then the edges
    between them, then an end record with the counts (a file without it is incomplete)."""
    export = await transfer_export.begin(state.graph, state.queries, bank_id, with_vectors)
    return StreamingResponse(transfer_export.lines(export), media_type=NDJSON)


@router.post("/{bank_id}/import", response_model=ImportReport)
async def import_bank(bank_id: BankIdPath, body: ImportRequest, deps: ImportDeps) -> ImportReport:
    """Write one batch of an export's records (up to 1000, in the export's order) into the
    bank; sending a batch again changes nothing. Into another bank than the export's, ids
    are mapped (the same way every time); memories without vectors are embedded again."""
    return await transfer_import.import_batch(deps, bank_id, body)
