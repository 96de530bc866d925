"""Which new user turns answer a question the assistant asked just before them in their
session, one that asks for something rather than for yes or no. A reply is often a fragment
whose subject the question said ("Any format preference?" / "physical only, paperback or
hardcover"; "座位要靠窗还是过道？" / "过道"): cut from the question, it looks fact-free, yet
it is the fact. The analyser keeps such a reply's
first part when it names a thing or a quality (``service.language.substance.fact_free``).

The turn before is the one just before it in the same request, else the session's latest
stored episode (``encoding.find_turns_before``): a chat sends one turn at a time.
"""

from __future__ import annotations

import dataclasses

from service.cypher import Queries
from service.encoding.events import Incoming
from service.graph import Graph
from service.language.substance import asks_open

__all__ = ["mark_answers"]


def _asks(role: str | None, content: str | None) -> bool:
    return role == "assistant" and content is not None and asks_open(content)


async def mark_answers(
    graph: Graph, queries: Queries, bank_id: str, fresh: list[Incoming]
) -> list[Incoming]:
    """``fresh`` with ``answers`` set on the user turns said just after the assistant asked."""
    answers: set[int] = set()
    last: dict[str, Incoming] = {}  # session -> its latest turn so far in this request
    lookups: list[dict[str, object]] = []
    for entry in fresh:
        item, session = entry.item, entry.item.session_id
        if session is None:
            continue
        before = last.get(session)
        last[session] = entry
        if item.role != "user":
            continue
        if before is not None:
            if _asks(before.item.role, before.item.content):
                answers.add(entry.index)
        else:
            lookups.append({"key": entry.index, "session_id": session, "at": entry.timestamp})
    if lookups:
        query = queries["encoding.find_turns_before"]
        rows = await graph.read(query, bank_id=bank_id, asks=lookups)
        answers |= {r["key"] for r in rows if _asks(r["role"], r["content"])}
    return [dataclasses.replace(e, answers=True) if e.index in answers else e for e in fresh]
