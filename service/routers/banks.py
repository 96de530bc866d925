"""Banks: create or update, read."""

from fastapi import APIRouter

from service import banks
from service.deps import BankIdPath, GraphDep, StateDep
from service.models import BankIn, BankOut

router = APIRouter(prefix="/v1/banks", tags=["banks"])


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
