"""The audit files Neo4j Browser and Bloom load from the service: the guide of the saved
queries (``:play``), the GraSS style (``:style``) and the Bloom perspective.

Browser fetches them from its own page (its origin is the Neo4j HTTP port), so each answer
carries ``Access-Control-Allow-Origin: *`` and a preflight is answered: they hold no data of
any bank, only the queries and styles in ``cypher/audit``. Not in the OpenAPI schema: they
are files, not part of the memory API.
"""

from functools import lru_cache

from fastapi import APIRouter, Request, Response

from service.audit.guide import guide_html
from service.audit.saved import GRASS, PERSPECTIVE, saved_queries

router = APIRouter(prefix="/audit", tags=["audit"], include_in_schema=False)
CORS = {
    "access-control-allow-origin": "*",
    "access-control-allow-methods": "GET, OPTIONS",
    # Browser asks for guides with pragma and cache-control headers: a preflight
    "access-control-allow-headers": "pragma, cache-control, content-type",
    "access-control-max-age": "600",
    "cache-control": "no-cache",
}
FILES = ("guide.html", "hindsight.grass", "bloom-perspective.json")


@router.get("/guide.html")
async def guide(request: Request) -> Response:
    """The Browser guide: a slide per saved query, each runnable in one click."""
    html = _guide(str(request.base_url).rstrip("/"))
    return Response(html, media_type="text/html; charset=utf-8", headers=CORS)


@router.get("/hindsight.grass")
async def style() -> Response:
    """The GraSS style: node types, kinds and statuses told apart, captions."""
    return Response(GRASS.read_bytes(), media_type="text/plain; charset=utf-8", headers=CORS)


@router.get("/bloom-perspective.json")
async def perspective() -> Response:
    """The Bloom / Explore perspective: categories, styles and search phrases."""
    return Response(PERSPECTIVE.read_bytes(), media_type="application/json", headers=CORS)


@router.options("/{name}")
async def preflight(name: str) -> Response:
    """CORS preflight for the files above (404 for any other name)."""
    return Response(status_code=204 if name in FILES else 404, headers=CORS)


@lru_cache(maxsize=8)
def _guide(service_url: str) -> str:
    return guide_html(service_url, saved_queries())
