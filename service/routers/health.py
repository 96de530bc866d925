"""Liveness and readiness."""

from fastapi import APIRouter

from service.deps import GraphDep, StateDep
from service.errors import DatabaseUnavailable

router = APIRouter(tags=["health"])


@router.get("/health")
async def health() -> dict[str, str]:
    """The process is up (says nothing about Neo4j)."""
    return {"status": "ok"}


@router.get("/ready")
async def ready(graph: GraphDep, state: StateDep) -> dict[str, object]:
    """Neo4j answers, the schema is applied and every index is online; 503 otherwise."""
    await state.schema.ensure()
    rows = await graph.read(state.queries["health.count_offline_indexes"])
    if rows and rows[0]["offline"]:
        raise DatabaseUnavailable(f"indexes not online yet: {rows[0]['names']}")
    return {"status": "ready", "embedding_model": state.embedder.name}
