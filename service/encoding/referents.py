"""Whom a third-person pronoun in the user's turn means: the person named last before it in
its session ("finally hired an accountant. Farida Haddad at Ledgerline" … "she quoted around
$500 for the return"; "介绍了个装修师傅 姓郑" … "他说水电要重走"), else the person the
bank's memories named last, not long before, when the session has named no one yet ("ugh
she just emailed, she's sick. can we do the 14th at 10 instead", days later). A reply to the
assistant's question that names one person is of that person ("maya's in room 6" … "Nice! And
Theo?" / "he's in room 4"; "那李阿姨呢？" / "她说报的是钢琴"): the question is named last.

A statement that says "she" and names no one is then of that person: it mentions her entity,
so a question that names her finds it ("What did Farida quote?"), and recall's safety net
reads it as said of her (``service.language.slots``: "she quoted around $500" and "$650
flat… signed it" are of one person, the user's own later word the newer).

``mark_referents`` reads, for each session in a request, the person named last before it
(``encoding.find_session_people``); ``refer`` walks the request's statements in order, the
person named last moving with every name said, and gives each of the user's statements that
says a third-person pronoun and names no person that person.
"""

from __future__ import annotations

import dataclasses
from datetime import timedelta

from service.cypher import Queries
from service.encoding.events import Draft, Incoming
from service.graph import Graph
from service.language.entities import EntityMention
from service.language.wording import third_person

__all__ = ["SINCE", "mark_referents", "refer"]

SINCE = timedelta(days=14)  # how far back the bank's last-named person is looked for


async def mark_referents(
    graph: Graph, queries: Queries, bank_id: str, fresh: list[Incoming]
) -> list[Incoming]:
    """``fresh`` with ``referent`` set on each item of a session: the person (name, key) named
    last in it before this request (or, when it named no one, in the bank not long before)."""
    first: dict[str, Incoming] = {}
    for entry in fresh:
        session = entry.item.session_id
        if session is not None and session not in first:
            first[session] = entry
    if not first or not any(third_person(e.item.content) for e in fresh):
        return fresh
    asks = [
        {"key": session, "session_id": session, "at": entry.timestamp}
        for session, entry in first.items()
    ]
    rows = await graph.read(
        queries["encoding.find_session_people"], bank_id=bank_id, asks=asks, since=SINCE
    )
    person = {r["key"]: (r["name"], r["entity_key"]) for r in rows if r["name"]}
    return [dataclasses.replace(e, referent=person.get(e.item.session_id or "")) for e in fresh]


def refer(drafts: list[Draft], incoming: list[Incoming]) -> None:
    """Give each of the user's statements that says a third-person pronoun and names no
    person the person named last before it (in place); a reply to a question that named one
    person, that person, also when the reply names someone after the pronoun ("And Theo?" /
    "he got Ms. Okafor"). A statement of a turn that names no one says what the turn's
    pronoun says ("ugh she's sick. can we do the 14th at 10": the small talk is dropped, the
    new time is of the meeting with her)."""
    by_index = {e.index: e for e in incoming}
    named = {d.item_index for d in drafts if any(e.kind == "person" for e in d.entities)}
    last: dict[str, tuple[str, str] | None] = {}
    asked: set[int] = set()  # the replies whose question's person is read already
    for draft in sorted(drafts, key=lambda d: (d.item_index, d.idx)):
        entry = by_index.get(draft.item_index)
        if entry is None:
            continue
        session = entry.item.session_id or ""
        if session not in last:
            last[session] = entry.referent
        if draft.asked_of is not None and draft.item_index not in asked:
            # the assistant's question just before named someone: "Nice! And Theo?"
            asked.add(draft.item_index)
            last[session] = (draft.asked_of.name, draft.asked_of.key)
        people = [e for e in draft.entities if e.kind == "person"]
        if people:
            # asked of one person, a pronoun said before anyone is named is theirs: "And
            # Theo?" / "he got Ms. Okafor"
            said = third_person(draft.text)
            of = draft.asked_of
            if (
                of is not None
                and said is not None
                and said.start() < people[0].start
                and draft.role == "user"
                and of.key not in {e.key for e in people}
            ):
                draft.entities.append(
                    EntityMention(of.name, of.key, "person", said.start(), said.end())
                )
            last[session] = (people[-1].name, people[-1].key)
            continue
        said = third_person(draft.text)
        in_turn = draft.item_index not in named and third_person(entry.item.content)
        person = last[session]
        if draft.role == "user" and person is not None and (said is not None or in_turn):
            at = (said.start(), said.end()) if said is not None else (0, 0)
            draft.entities.append(EntityMention(person[0], person[1], "person", *at))
