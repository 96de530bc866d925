"""Which new user turns answer a question the assistant asked just before them in their
session, one that asks for something rather than for yes or no. A reply is often a fragment
whose subject the question said ("Any format preference?" / "physical only, paperback or
hardcover"; "座位要靠窗还是过道？" / "过道"): cut from the question, it looks fact-free, yet
it is the fact. The analyser keeps such a reply's
first part when it names a thing or a quality (``service.language.substance.fact_free``).

A bare "no" to a yes-or-no question ("要不要提醒你留门卡？" / "不用 她有钥匙"; "Want me to set a
reminder?" / "nah") declines what the assistant offered: it turns down no statement of the
user's (``replies_to``; the analyser drops such a reply's rejection unless it names something
the question named).

An assistant's turn said just after the user's yes to it ("行 就它了" / "好的，地板定实木复合";
"yeah fine" / "Done: booked you on the 7:40 to Leeds"), opening with an acknowledgement,
``restates`` what the user agreed to: the yes alone says nothing the memory could keep, so
the assistant's first words stand for it (and recall weighs them as the user's).

The turn before is the one just before it in the same request, else the session's latest
stored episode (``encoding.find_turns_before``): a chat sends one turn at a time.
"""

from __future__ import annotations

import dataclasses

from service.cypher import Queries
from service.encoding.events import Incoming
from service.graph import Graph
from service.language.substance import asks, asks_open
from service.language.wording import acknowledges, confirms, takes_up

__all__ = ["mark_answers"]


def _agreed(role: str | None, content: str | None) -> bool:
    """Whether a turn is the user's yes to what the assistant put to them."""
    return role == "user" and content is not None and (takes_up(content) or confirms(content))


def _asked(role: str | None, content: str | None, anything: bool = False) -> bool:
    """Whether a turn is the assistant asking for something (``anything``: or for yes or no)."""
    return (
        role == "assistant" and content is not None and (asks if anything else asks_open)(content)
    )


async def mark_answers(
    graph: Graph, queries: Queries, bank_id: str, fresh: list[Incoming]
) -> list[Incoming]:
    """``fresh`` with ``replies_to`` set on the user turns said just after the assistant asked
    anything (the question), ``answers`` on those said after it asked for something, and
    ``restates`` on the assistant's acknowledgements of the user's yes."""
    answers: set[int] = set()
    replies: dict[int, str] = {}  # the user's turn -> the question it replies to
    restating: set[int] = set()
    last: dict[str, Incoming] = {}  # session -> its latest turn so far in this request
    lookups: list[dict[str, object]] = []
    for entry in fresh:
        item, session = entry.item, entry.item.session_id
        if session is None:
            continue
        before = last.get(session)
        last[session] = entry
        if item.role == "assistant" and acknowledges(item.content):
            if before is None:
                lookups.append({"key": entry.index, "session_id": session, "at": entry.timestamp})
            elif _agreed(before.item.role, before.item.content):
                restating.add(entry.index)
        if item.role != "user":
            continue
        if before is not None:
            if _asked(before.item.role, before.item.content):
                answers.add(entry.index)
            if _asked(before.item.role, before.item.content, anything=True):
                replies[entry.index] = before.item.content
        else:
            lookups.append({"key": entry.index, "session_id": session, "at": entry.timestamp})
    if lookups:
        query = queries["encoding.find_turns_before"]
        rows = await graph.read(query, bank_id=bank_id, asks=lookups)
        assistant = {e.index for e in fresh if e.item.role == "assistant"}
        restating |= {
            r["key"] for r in rows if r["key"] in assistant and _agreed(r["role"], r["content"])
        }
        rows = [r for r in rows if r["key"] not in assistant]
        answers |= {r["key"] for r in rows if _asked(r["role"], r["content"])}
        replies |= {
            r["key"]: r["content"] for r in rows if _asked(r["role"], r["content"], anything=True)
        }
    return [
        dataclasses.replace(
            e,
            answers=e.index in answers,
            replies_to=replies.get(e.index, ""),
            restates=e.index in restating,
        )
        for e in fresh
    ]
