"""MCP sessions with the official SDK's client: over stdio (``hindsight mcp --bank B``, a real
subprocess talking to the live service) and over streamable HTTP (``/mcp`` and
``/mcp/banks/{bank}`` on the live service). Every tool is called; results are compact;
failures are tool errors and the session goes on."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Any

import httpx
from mcp import Client
from mcp.client.stdio import StdioServerParameters

ROOT = Path(__file__).resolve().parents[2]
TOOLS = {
    "memory_write",
    "memory_search",
    "memory_get",
    "memory_forget",
    "memory_summarize",
    "memory_reflect",
    "memory_history",
}
MISSING = "00000000-0000-4000-8000-000000000000"


def _data(result: Any) -> dict[str, Any]:
    assert not result.is_error, result.content
    if isinstance(result.structured_content, dict):
        return result.structured_content
    return json.loads(result.content[0].text)


def _error(result: Any) -> str:
    assert result.is_error
    return " ".join(getattr(block, "text", "") for block in result.content)


async def _every_tool(client: Client, bank_arg: dict[str, str]) -> None:
    listed = await client.list_tools()
    assert {tool.name for tool in listed.tools} == TOOLS
    search = next(t for t in listed.tools if t.name == "memory_search")
    assert "preference" in (search.description or "") and "上次" in (search.description or "")

    said = _data(await client.call_tool("memory_write", {
        "content": "I'm vegetarian, and I'm allergic to peanuts.", "session_id": "m1",
        "timestamp": "2026-03-02T09:00:00+00:00", **bank_arg}))  # fmt: skip
    assert said["created"]
    _data(await client.call_tool("memory_write", {
        "content": "以后订机票都选靠窗的座位。", "session_id": "m1",
        "timestamp": "2026-03-03T09:00:00+00:00", **bank_arg}))  # fmt: skip
    found = _data(await client.call_tool("memory_search", {"query": "food allergies", **bank_arg}))
    first = found["memories"][0]
    assert set(first) >= {"id", "kind", "text", "age"} and "peanuts" in first["text"]
    assert "sources" not in first and "scores" not in first
    window = _data(
        await client.call_tool("memory_search", {"query": "订机票选什么座位", **bank_arg})
    )
    assert "靠窗" in window["memories"][0]["text"]

    detail = _data(await client.call_tool("memory_get", {"memory_id": first["id"], **bank_arg}))
    assert detail["sources"][0]["session_id"] == "m1"
    steps = _data(await client.call_tool("memory_history", {"memory_id": first["id"], **bank_arg}))
    assert steps["steps"][0]["event"] == "created"
    summary = _data(await client.call_tool("memory_summarize", bank_arg))
    assert summary["method"] == "extractive" and "靠窗" in summary["text"]
    lessons = _data(await client.call_tool("memory_reflect", {"session_id": "m1", **bank_arg}))
    assert "lessons" in lessons

    missing = await client.call_tool("memory_get", {"memory_id": MISSING, **bank_arg})
    assert "404" in _error(missing)
    bad = await client.call_tool("memory_get", {"memory_id": "not-an-id", **bank_arg})
    assert bad.is_error
    gone = _data(await client.call_tool("memory_forget", {"memory_id": first["id"], **bank_arg}))
    assert gone["status"] == "forgotten"  # the session went on after the errors
    after = _data(await client.call_tool("memory_search", {"query": "food allergies", **bank_arg}))
    assert first["id"] not in [m["id"] for m in after["memories"]]


def test_every_tool_over_stdio(live_url: str, bank: str) -> None:
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "service", "mcp", "--bank", bank, "--url", live_url],
        cwd=str(ROOT),
    )

    async def session() -> None:
        async with Client(params, read_timeout_seconds=60) as client:
            await _every_tool(client, {})
            other = await client.call_tool("memory_search", {"query": "x", "bank": "elsewhere"})
            assert "bound to bank" in _error(other)

    asyncio.run(session())


def test_every_tool_over_streamable_http_with_the_bank_as_a_parameter(
    live_url: str, bank: str
) -> None:
    async def session() -> None:
        async with Client(f"{live_url}/mcp", read_timeout_seconds=60) as client:
            await _every_tool(client, {"bank": bank})
            unbound = await client.call_tool("memory_search", {"query": "anything"})
            assert "give `bank`" in _error(unbound)

    asyncio.run(session())


def test_streamable_http_bound_to_the_bank_in_the_path(live_url: str, bank: str) -> None:
    async def session() -> None:
        async with Client(f"{live_url}/mcp/banks/{bank}", read_timeout_seconds=60) as client:
            await _every_tool(client, {})

    asyncio.run(session())


def test_search_results_are_a_fraction_of_a_full_recall(live_url: str, bank: str) -> None:
    turns = [
        "We're planning the Lisbon offsite for the second week of June, about 40 people, and "
        "the venue has to be reachable by metro because most of the team won't rent cars.",
        "For the offsite dinner, remember that Priya is vegan and Tom can't have gluten; the "
        "caterer last year got both wrong and we had to order pizza at the last minute.",
        "The offsite budget is 60k euros including flights, and finance wants the receipts "
        "in one shared folder by the end of the month after the trip at the very latest.",
        "I'd rather the offsite hotel were within walking distance of the venue, even if it "
        "costs a bit more, since last time people were late every morning because of taxis.",
    ]
    items = [{"content": t, "session_id": "off-1"} for t in turns]
    full = httpx.post(f"{live_url}/v1/banks/{bank}/memories", json={"items": items}, timeout=60)
    assert full.status_code == 200
    query = {"query": "what do we know about the offsite?", "top_k": 5}
    recalled = httpx.post(f"{live_url}/v1/banks/{bank}/recall", json=query, timeout=60).json()

    async def compact() -> dict[str, Any]:
        async with Client(f"{live_url}/mcp/banks/{bank}", read_timeout_seconds=60) as client:
            return _data(await client.call_tool("memory_search", query))

    small = asyncio.run(compact())
    assert len(small["memories"]) == len(recalled["memories"])
    size = len(json.dumps(small, ensure_ascii=False))
    assert size <= 0.4 * len(json.dumps(recalled, ensure_ascii=False))
