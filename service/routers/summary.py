"""Summaries: what a bank learnt over a time range, in a few lines."""

from typing import Annotated

from fastapi import APIRouter, Depends

from service.deps import BankIdPath, StateDep
from service.lifecycle import summary
from service.lifecycle_models import SummarizeRequest, Summary

router = APIRouter(prefix="/v1/banks", tags=["memories"])


def summary_deps(state: StateDep) -> summary.Deps:
    return summary.Deps(
        graph=state.graph, queries=state.queries, chat=state.llm.chat if state.llm else None
    )


@router.post("/{bank_id}/summarize", response_model=Summary)
async def summarize(
    bank_id: BankIdPath,
    deps: Annotated[summary.Deps, Depends(summary_deps)],
    state: StateDep,
    body: SummarizeRequest | None = None,
) -> Summary:
    """The bank's current memories learnt in [since, until), summarised: extractive (its own
    sentences, chosen for weight and variety, grouped by kind) or, with an LLM configured,
    the model's digest of the same memories."""
    await state.bank_cache.get(state.graph, state.queries, bank_id)
    return await summary.summarize(deps, bank_id, body or SummarizeRequest())
