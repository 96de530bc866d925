"""The MCP tools: memory_write, memory_search, memory_get, memory_forget, memory_summarize,
memory_reflect and memory_history, each a call of the REST API through the async client.

Results are compact: a search gives each memory's id, kind, a short text and its age, not its
sources or scores; ``memory_get`` gives the detail of one. A memory agent's context fills up
with full texts otherwise. Every failure (a bad argument, an unknown memory, the service
down) comes back as a tool error with the service's own message; the session goes on.

A server is bound to one bank (``hindsight mcp --bank B``, or the HTTP path
``/mcp/banks/B``), or takes the bank as each tool's ``bank`` argument (``/mcp``).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import Annotated, Any, Literal, TypeVar

from mcp.server import MCPServer
from mcp.server.mcpserver import Context
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import Field

from service.client import ApiError, AsyncHindsight, Unreachable
from service.models import BANK_ID_PATTERN, EPISODE_ID_PATTERN, SESSION_ID_PATTERN

T = TypeVar("T")
SHORT = 160  # characters of a memory's text in a search result
Bank = Annotated[
    str | None,
    Field(
        None,
        pattern=BANK_ID_PATTERN,
        description="the memory bank (one per user or agent); leave out when the server is "
        "bound to one",
    ),
]
MemoryId = Annotated[str, Field(pattern=EPISODE_ID_PATTERN, description="a memory's id")]
SessionId = Annotated[str | None, Field(None, pattern=SESSION_ID_PATTERN)]
Kind = Literal["preference", "decision", "task", "fact", "feedback", "lesson", "transient"]
BankOf = Callable[[Context[Any] | None], str | None]

INSTRUCTIONS = """Long-term memory for this conversation's user, kept across sessions.
Search it before answering whenever the user refers to something said earlier, a stated
preference, a past event or decision, or asks "do you remember", "上次", "之前", "还记得";
write to it what the user states about themselves, decides, prefers or asks you to remember
("remember that", "记住", "以后", "我喜欢", "我决定"). Results are compact: call memory_get
for one memory's sources and history."""


def build(
    memory: AsyncHindsight, bank: str | None = None, bank_of: BankOf | None = None
) -> MCPServer:
    """The MCP server over ``memory``; bound to ``bank`` when given, else to the bank
    ``bank_of`` reads from the request (the HTTP path), else to each call's ``bank``."""
    server = MCPServer("hindsight", instructions=INSTRUCTIONS, version="0.1.0")

    def which(given: str | None, ctx: Context[Any] | None) -> str:
        bound = bank or (bank_of(ctx) if bank_of else None)
        if bound and given and given != bound:
            raise ToolError(f"this server is bound to bank {bound!r}; leave `bank` out")
        chosen = given or bound
        if not chosen:
            raise ToolError("give `bank`: this server is not bound to one")
        return chosen

    @server.tool()
    async def memory_write(
        content: Annotated[str, Field(min_length=1, max_length=32_000)],
        ctx: Context[Any],
        role: Literal["user", "assistant", "system", "tool"] = "user",
        session_id: SessionId = None,
        kind: Kind | None = None,
        timestamp: Annotated[str | None, Field(None, description="ISO-8601 with a zone")] = None,
        bank: Bank = None,
    ) -> dict[str, Any]:
        """Store what happened in long-term memory: something the user said about
        themselves, a preference, a decision, a plan, a correction, a tool's result. Call it
        when the user states a fact or preference ("I'm vegetarian", "我对花生过敏"), decides
        or changes something ("we'll take the second flat", "以后订机票都选靠窗的"), or asks
        you to remember ("remember that…", "记住…"). Newer statements supersede older ones
        by themselves; repeats are merged."""
        item: dict[str, Any] = {"content": content, "role": role}
        given = {"session_id": session_id, "kind": kind, "timestamp": timestamp}
        item.update({k: v for k, v in given.items() if v is not None})
        result = await _ask(memory.retain(which(bank, ctx), [item]))
        return {
            "created": [
                {"id": c.memory_id, "kind": c.kind, "text": _short(c.text)} for c in result.created
            ],
            "merged_into": [m.memory_id for m in result.merged],
            "superseded": [s.memory_id for s in result.superseded],
            "negated": [n.memory_id for n in result.negated],
            "skipped": len(result.skipped) + len(result.unchanged),
        }

    @server.tool()
    async def memory_search(
        query: Annotated[str, Field(min_length=1, max_length=4000)],
        ctx: Context[Any],
        top_k: Annotated[int, Field(ge=1, le=20)] = 5,
        kinds: list[Kind] | None = None,
        session_id: SessionId = None,
        bank: Bank = None,
    ) -> dict[str, Any]:
        """Find what the user told you before. Call it when the user refers to something
        said earlier, a stated preference, or a past event or decision ("as I said", "my
        usual", "what did we decide", "上次", "之前说过", "还记得吗", "我平时"), and before
        recommending, booking or planning for them. Gives current facts first (outdated ones
        are marked); each result is compact: id, kind, short text, age."""
        options: dict[str, Any] = {"top_k": top_k, "kinds": kinds, "session_id": session_id}
        result = await _ask(memory.recall(which(bank, ctx), query, **options))
        now = datetime.now(UTC)
        return {
            "memories": [
                {"id": m.id, "kind": m.kind, "text": _short(m.text),
                 "age": _age(m.occurred_at or m.created_at, now)}
                | ({"status": m.status} if m.status != "active" else {})
                | ({"possibly_outdated": True} if m.scores.get("possibly_outdated") else {})
                for m in result.memories
            ],
            "resolved_query": result.resolved_query,
        }  # fmt: skip

    @server.tool()
    async def memory_get(
        memory_id: MemoryId, ctx: Context[Any], bank: Bank = None
    ) -> dict[str, Any]:
        """One memory in full: its text, kind, status and times, the conversation turns it
        came from, its links to other memories (supersedes, negates, causes) and the
        entities it names. Call it after memory_search when a short text is not enough."""
        detail = await _ask(memory.get_memory(which(bank, ctx), memory_id))
        out = detail.model_dump(mode="json", exclude_none=True, exclude_defaults=True)
        out["sources"] = [
            {"role": s.role, "session_id": s.session_id, "text": s.text, "at": _iso(s.timestamp)}
            for s in detail.sources
        ]
        return out

    @server.tool()
    async def memory_forget(
        memory_id: MemoryId,
        ctx: Context[Any],
        hard: Annotated[bool, Field(description="erase for good, leaving a tombstone")] = False,
        reason: Annotated[str | None, Field(None, max_length=500)] = None,
        bank: Bank = None,
    ) -> dict[str, Any]:
        """Forget a memory when the user asks you to ("forget that", "别记这个", "删掉").
        Soft by default (out of recall, restorable); ``hard`` erases it and the words it
        came from."""
        result = await _ask(memory.forget_memory(which(bank, ctx), memory_id, hard, reason))
        return result.model_dump(mode="json", exclude_none=True)

    @server.tool()
    async def memory_summarize(
        ctx: Context[Any],
        since: Annotated[str | None, Field(None, description="ISO-8601 with a zone")] = None,
        until: Annotated[str | None, Field(None, description="ISO-8601 with a zone")] = None,
        kinds: list[Kind] | None = None,
        limit: Annotated[int, Field(ge=1, le=50)] = 12,
        bank: Bank = None,
    ) -> dict[str, Any]:
        """What the memory learnt over a period, in a few lines grouped by kind. Call it
        when the user asks for a recap ("what did we cover last week", "总结一下这个月",
        "catch me up") or at the start of a session to see the user's current state."""
        options = {"since": since, "until": until, "kinds": kinds, "limit": limit}
        result = await _ask(memory.summarize(which(bank, ctx), **options))
        return {
            "method": result.method,
            "text": result.text,
            "memory_ids": [m.id for m in result.memories],
            "considered": result.considered,
        }

    @server.tool()
    async def memory_reflect(
        ctx: Context[Any],
        session_id: SessionId = None,
        task_id: Annotated[str | None, Field(None, max_length=128)] = None,
        bank: Bank = None,
    ) -> dict[str, Any]:
        """Distil a lesson from a finished session or task: what was wanted, what failed
        and why, and what to do next time. Call it after a task failed and was then fixed,
        after the user corrected you ("that's not what I meant", "不对，我要的是…"), or when
        a task is done."""
        scope = {"session_id": session_id, "task_id": task_id}
        result = await _ask(memory.reflect(which(bank, ctx), **scope))
        return {
            "lessons": [{"action": learnt.action, "id": learnt.lesson.id,
                         "lesson": learnt.lesson.text} for learnt in result.lessons],
            "note": result.note,
        }  # fmt: skip

    @server.tool()
    async def memory_history(
        memory_id: MemoryId, ctx: Context[Any], bank: Bank = None
    ) -> dict[str, Any]:
        """How a memory came to be what it is: created, corrected, superseded by a newer
        statement, negated, consolidated, forgotten, oldest first with times and reasons.
        Call it when the user asks why you believe something or what it used to be ("why
        do you think…", "what was it before", "为什么这么记", "之前是什么")."""
        result = await _ask(memory.history(which(bank, ctx), memory_id))
        return {
            "steps": [{"at": _iso(s.at), "event": s.event, "memory_id": s.memory_id,
                       "text": _short(s.text), "reason": s.reason} for s in result.steps]
        }  # fmt: skip

    return server


async def _ask(pending: Awaitable[T]) -> T:
    """The service's answer, or a tool error that says what went wrong."""
    try:
        return await pending
    except ApiError as exc:
        raise ToolError(f"{exc.status} {exc.title}: {exc.detail}") from None
    except Unreachable as exc:
        raise ToolError(f"the memory service did not answer: {exc}") from None


def _short(text: str) -> str:
    text = " ".join(text.split())
    if len(text) <= SHORT:
        return text
    cut = text[:SHORT]
    space = cut.rfind(" ")
    return (cut[:space] if space > SHORT * 0.6 else cut) + "…"


def _age(when: datetime | None, now: datetime) -> str | None:
    if when is None:
        return None
    days = (now - when).total_seconds() / 86400
    if days < 1:
        return "today"
    for size, unit in ((365, "year"), (30, "month"), (7, "week"), (1, "day")):
        if days >= size:
            count = int(days // size)
            return f"{count} {unit}{'s' if count > 1 else ''} ago"
    return None  # pragma: no cover


def _iso(when: datetime | None) -> str | None:
    return when.isoformat() if when else None
