"""The memory inspector: a static page at ``/ui/`` that reads and changes one bank through
the public REST API (same origin), in English and Chinese.

The page is plain HTML, CSS and JavaScript under ``static/`` (no build step). The server
holds no state for it: everything it shows comes from ``/v1`` calls the browser makes, with
the API key the person typed, if any, sent as a bearer token.
"""

from __future__ import annotations

import os
from pathlib import Path

from fastapi import FastAPI
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.staticfiles import StaticFiles
from starlette.types import Scope

STATIC = Path(__file__).parent / "static"

# The page runs only its own script and style and talks only to its own origin: text a
# memory holds can never become markup that runs, even if the page had a bug.
SECURITY_HEADERS = {
    "content-security-policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
        "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "cache-control": "no-cache",  # revalidate, so an upgraded service serves its new page
}


class InspectorFiles(StaticFiles):
    """The page's files, each with the headers above."""

    def file_response(
        self,
        full_path: str | os.PathLike[str],
        stat_result: os.stat_result,
        scope: Scope,
        status_code: int = 200,
    ) -> Response:
        response = super().file_response(full_path, stat_result, scope, status_code)
        response.headers.update(SECURITY_HEADERS)
        return response


def mount(app: FastAPI) -> None:
    """Serve the inspector at ``/ui/``; ``/ui`` redirects there."""

    @app.get("/ui", include_in_schema=False)
    async def inspector_root(request: Request) -> RedirectResponse:
        return RedirectResponse(f"{request.scope.get('root_path', '')}/ui/", status_code=307)

    app.mount("/ui", InspectorFiles(directory=STATIC, html=True), name="ui")
