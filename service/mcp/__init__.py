"""The MCP server: tools over the REST API, served over stdio (``hindsight mcp``) or
streamable HTTP (``/mcp`` in the app)."""
