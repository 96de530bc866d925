"""MCP over streamable HTTP, served by the API's own app: ``/mcp`` (the bank is each tool's
``bank`` argument) and ``/mcp/banks/{bank_id}`` (bound to that bank).

The tools reach the API through the async client over an in-process ASGI transport, so an
MCP call is validated, limited, logged and counted exactly as the REST call it makes.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Any

import httpx
from mcp.server import MCPServer
from mcp.server.mcpserver import Context
from mcp.server.streamable_http_manager import StreamableHTTPASGIApp
from starlette.applications import Starlette
from starlette.routing import Route

from service.client import AsyncHindsight
from service.mcp.tools import build

INTERNAL_URL = "http://hindsight.internal"


def mount(app: Starlette, host: str) -> AbstractAsyncContextManager[None]:
    """Add the MCP routes to ``app``; the returned context runs them (enter it in the
    app's lifespan)."""
    memory = AsyncHindsight(INTERNAL_URL, transport=httpx.ASGITransport(app=app))
    server = build(memory, bank_of=_bank_in_path)
    server.streamable_http_app(streamable_http_path="/mcp", host=host)
    endpoint = StreamableHTTPASGIApp(server.session_manager)
    app.router.routes.append(Route("/mcp", endpoint, name="mcp"))
    app.router.routes.append(Route("/mcp/banks/{bank_id}", endpoint, name="mcp_bank"))
    return _running(server, memory)


@asynccontextmanager
async def _running(server: MCPServer, memory: AsyncHindsight) -> AsyncIterator[None]:
    try:
        async with server.session_manager.run():
            yield
    finally:
        await memory.close()


def _bank_in_path(ctx: Context[Any] | None) -> str | None:
    request = ctx.request_context.request if ctx is not None else None
    params = getattr(request, "path_params", None) or {}
    bank = params.get("bank_id")
    return str(bank) if bank else None
