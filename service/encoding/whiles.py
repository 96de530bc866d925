"""The end of a state bounded by an event, said later: "ben's going to do drop-off until the
cast comes off", three weeks on "CAST IS OFF 🎉" (``service.language.whiles``).

When the user says something is over, or tells as done the event a state waits for ("boil
notice lifted last night" after "until the boil notice is lifted"), the user's states still
open (no end of their own, said at most ``DAYS`` before) that are bounded by an event the
statement shares a word with end then: their ``valid_until`` becomes the moment it was said,
and recall treats them as any state that has ended (the usual state holds again). Nothing
else of them changes.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from service.encoding.events import Draft
from service.encoding.options import Run
from service.graph import to_datetime
from service.language.whiles import ends, open_while, says_over, tells_done

__all__ = ["DAYS", "end_whiles"]

DAYS = 180  # how far back a state bounded by an event is looked for
PER_STATEMENT = 200  # the states read per statement, latest first…
MOST = 2000  # …and per request


async def end_whiles(
    run: Run, drafts: list[Draft], said_at: dict[str, datetime], turns: dict[str, str]
) -> int:
    """End the states that what the user said in ``drafts`` is over ends; how many.
    ``said_at`` and ``turns``: each episode's time and content."""
    overs = sorted(
        {
            d.episode_id
            for d in drafts
            if d.role == "user"
            and d.episode_id in said_at
            and any(
                says_over(text) or tells_done(text)
                for text in (d.text, turns.get(d.episode_id, ""))
            )
        }
    )
    if not overs:
        return 0
    times = [said_at[episode] for episode in overs]
    found = await run(
        "find_open_whiles",
        since=min(times) - timedelta(days=DAYS),
        before=max(times),
        limit=min(PER_STATEMENT * len(overs), MOST),
    )
    stated = [to_datetime(r["said_at"]) for r in found]
    # only a state bounded by an event can end so (most are bounded by none)
    bounded = [
        open_while(r["text"]) is not None or open_while(r["turn"] or "") is not None for r in found
    ]
    ending: dict[str, datetime] = {}
    for episode in overs:  # each statement, against the latest states said before it
        over_at = said_at[episode]
        since = over_at - timedelta(days=DAYS)
        before = [
            (row, waits)
            for row, at, waits in zip(found, stated, bounded, strict=True)
            if at is not None and since <= at < over_at
        ]
        for row, waits in before[:PER_STATEMENT]:
            if waits and ends(turns.get(episode, ""), row["text"], row["turn"] or ""):
                ending[row["memory_id"]] = min(over_at, ending.get(row["memory_id"], over_at))
    if not ending:
        return 0
    rows = [{"memory_id": mid, "at": at} for mid, at in ending.items()]
    done = await run("end_whiles", ends=rows)
    return int(done[0]["ended"]) if done else 0
