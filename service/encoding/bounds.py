"""Bounds that point back: a state said "till then", "until then", "这期间", "那之前" ends when
the state said just before it does.

Within one turn the parts carry it already (``events._carry_bound``: "I'm at my sister's until
the 24th, so anything for me goes to 9 Chapel Lane till then"). A chat sends one turn at a
time, though, and the bound is as often said in the turn before ("I'm house-sitting at my
sister's in Berkeley until June 14th" / "Fun! Anything I should handle?" / "send anything I
order to her place till then, 1180 Spruce St"). So a state that points back without a bound of
its own takes the end of the latest bounded state of its session: one said earlier in the same
request, else one of the session's latest memories (``encoding.find_session_bounds``), as long
as that end is still ahead when it is said. Without one it keeps no bound: "till then" alone
says no date. A reply to a question of the meantime points back as well ("Oof. Where are you
staying in the meantime?" / "my sister's place in jersey city"; "那装修这段时间你们住哪？" /
"住我岳母家 在闵行", ``whiles.in_the_meantime``): it tells how things stand while the state
asked about lasts.
"""

from __future__ import annotations

import re
from datetime import datetime

from service.encoding.events import STATES, Draft
from service.encoding.options import Run
from service.graph import to_datetime
from service.language.timeparse import points_back
from service.language.whiles import for_a_while, in_the_meantime

__all__ = ["RECENT", "bound_asked_states", "carry_session_bounds"]

RECENT = 6  # the session's latest memories read for the bound a "then" points at


async def carry_session_bounds(run: Run, drafts: list[Draft], said_at: dict[str, datetime]) -> None:
    """Give each state of ``drafts`` that points back without a bound of its own the end of
    the latest bounded state of its session (see the module). ``said_at``: each episode's
    time. ``run(query_name, **params)`` reads the graph."""
    drafts = sorted(drafts, key=lambda d: (d.item_index, d.idx))
    waiting = [
        d
        for d in drafts
        # a standing request holds a while too, and so does a decision for it ("Reminder moved
        # to 6:55 am during the track work")
        if (d.kind in STATES or d.kind in ("task", "decision"))
        and d.valid_until is None
        and d.session_id
        and (points_back(d.text) or in_the_meantime(d.text, d.asked))  # asked: a user reply
    ]
    if not waiting:
        return
    asks = []
    for d in waiting:
        at = said_at.get(d.episode_id, d.occurred_at)
        earlier = [
            e.valid_until
            for e in drafts
            if e.session_id == d.session_id
            and e.item_index < d.item_index
            and e.kind in STATES
            and e.valid_until is not None
        ]
        if earlier and earlier[-1] > at:
            d.valid_until = earlier[-1]
        elif not earlier:
            asks.append({"key": d.idx, "session_id": d.session_id, "at": at})
    if not asks:
        return
    found = await run("find_session_bounds", asks=asks, recent=RECENT)
    bound = {r["key"]: to_datetime(r["valid_until"]) for r in found}
    for d in waiting:
        if bound.get(d.idx) is not None:
            d.valid_until = bound[d.idx]


# A question of how long something lasts: "How long will you be there?", "until when?",
# "要住多久？", "住多长时间", "到什么时候"
_HOW_LONG = re.compile(
    r"(?i)\bhow long\b|\b(?:until|till) when\b|多久|多长时间|多少天|到什么时候|到哪天|几号回"
)


async def bound_asked_states(run: Run, drafts: list[Draft], said_at: dict[str, datetime]) -> int:
    """Give the state each reply to "how long?" in ``drafts`` speaks of the reply's end (see
    the module): the user's latest statement of the session before the reply, when it says
    it holds a while and has no end yet. How many states got one. Written after the
    request's memories are, so a state said in the same request is found too."""
    replies = {  # episode -> (its session, the end it gives)
        d.episode_id: (d.session_id, d.valid_until)
        for d in drafts
        if d.role == "user"
        and d.valid_until is not None
        and d.session_id
        and d.episode_id in said_at
        and _HOW_LONG.search(d.asked or "") is not None
    }
    if not replies:
        return 0
    asks = [
        {"key": episode, "session_id": session, "at": said_at[episode]}
        for episode, (session, _) in replies.items()
    ]
    found = await run("find_session_states", asks=asks, recent=RECENT)
    ending: dict[str, datetime] = {}
    for episode, (_, end) in replies.items():
        rows = [r for r in found if r["key"] == episode]
        # the turn the question was about: the latest before it
        latest = rows[0]["said_at"] if rows else None
        for r in rows:
            said = to_datetime(r["said_at"])
            if r["said_at"] != latest or r["valid_until"] is not None or said is None:
                continue
            if end > said and for_a_while(r["text"], r["turn"] or ""):
                ending[r["memory_id"]] = end
    if ending:
        await run("end_whiles", ends=[{"memory_id": m, "at": at} for m, at in ending.items()])
    return len(ending)
