"""Banks: create or update, read, list, delete."""

from typing import Annotated

from fastapi import APIRouter, Query

from service import banks
from service.deps import BankIdPath, GraphDep, StateDep
from service.models import BankDeleted, BankIn, BankOut, BankPage

router = APIRouter(prefix="/v1/banks", tags=["banks"])


@router.get("", response_model=BankPage)
async def list_banks(
    state: StateDep,
    limit: Annotated[int, Query(ge=1, le=200)] = 50,
    cursor: Annotated[str | None, Query(max_length=512)] = None,
) -> BankPage:
    """The store's banks in id order, each with its memory and episode counts; ``next`` is
    the cursor of the following page."""
    return await banks.list_banks(state.graph, state.queries, limit, cursor)


@router.put("/{bank_id}", response_model=BankOut)
async def put_bank(bank_id: BankIdPath, body: BankIn, graph: GraphDep, state: StateDep) -> BankOut:
    """Create a bank, or update its name, description and settings."""
    return await banks.put_bank(
        graph, state.queries, bank_id, body, state.embedder.name, state.bank_cache
    )


@router.get("/{bank_id}", response_model=BankOut)
async def get_bank(bank_id: BankIdPath, graph: GraphDep, state: StateDep) -> BankOut:
    """A bank with its settings and memory count."""
    return await banks.get_bank(graph, state.queries, bank_id)


@router.delete("/{bank_id}", response_model=BankDeleted)
async def delete_bank(bank_id: BankIdPath, state: StateDep) -> BankDeleted:
    """Delete a bank with everything it holds (memories, episodes, entities, tombstones,
    reflections, consolidation runs, recall traces) and its vector indexes. It cannot be
    undone: export the bank first to keep a copy."""
    return await banks.delete_bank(
        state.graph, state.queries, bank_id, state.vector_indexes, state.bank_cache
    )
