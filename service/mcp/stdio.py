"""``hindsight mcp --bank B``: the MCP tools over stdio, talking to a running service."""

from __future__ import annotations

import anyio

from service.client import AsyncHindsight
from service.mcp.tools import build


def serve_stdio(url: str, bank: str | None, timeout_s: float = 60.0) -> None:
    """Serve MCP on stdin/stdout until the client closes them (logs go to stderr)."""

    async def run() -> None:
        async with AsyncHindsight(url, timeout_s=timeout_s) as memory:
            await build(memory, bank=bank).run_stdio_async()

    anyio.run(run)
