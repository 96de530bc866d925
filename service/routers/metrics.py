"""Metrics in the Prometheus text format, for a scraper."""

from fastapi import APIRouter, Response

from service.deps import MetricsDep
from service.metrics import CONTENT_TYPE

router = APIRouter(tags=["health"])


@router.get("/metrics", response_class=Response)
async def metrics(registry: MetricsDep) -> Response:
    """Request latency by route, retain and recall stage timings, retained items and their
    outcomes, recalls, LLM calls and tokens, Neo4j errors."""
    return Response(registry.exposition(), media_type=CONTENT_TYPE)
