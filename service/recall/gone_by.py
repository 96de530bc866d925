"""The plans whose day has gone by, for a question about what comes next ("when's the next
blood draw?"): a day gone by is no answer to it when a plan of the same thing lies ahead.
Read by recall's safety net (``service.recall.currency``).
"""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from service.graph import to_datetime
from service.language.slots import RELATED, Said
from service.language.substance import asks
from service.language.wording import holders
from service.recall.successors import rival
from service.recall.verdicts import same_thing_besides_when

__all__ = ["gone_by"]


def gone_by(
    rows: list[dict[str, Any]],
    said: list[Said],
    at: list[datetime],
    now: datetime,
    cosines: list[list[float | None]],
    space: list[str],
) -> list[int]:
    """The plans whose day has gone by, for a question about what comes next: a memory placed
    on a day after the one it was said and before today ("redo the blood test on june 9",
    asked on June 25), of the same thing as another placed on a day still ahead ("another
    blood draw on july 7"), of the same people or of someone one of them leaves unnamed ("…a
    few hours after her pill"): a day gone by is no answer to what comes next, so the test
    of one thing is looser than a replacement's. With nothing ahead, the last plan is still
    the answer."""
    days = [_day(r, now) for r in rows]
    today = now.date()
    ahead = [d is not None and d >= today for d in days]
    gone = []
    for k, day in enumerate(days):
        if day is None or day >= today or day <= at[k].astimezone(now.tzinfo).date():
            continue  # not a plan, or one still ahead
        for j in range(len(rows)):
            cos = cosines[k][j]
            if not ahead[j] or cos is None or not rival(rows[j], rows[k]):
                continue
            a, b = said[j], said[k]
            # of the same people, loosely: "her morning pill" beside "juniper's levels"
            people = loosely_same(a.people, b.people)
            people = people and loosely_same(holders(a.text), holders(b.text))
            near = cos >= RELATED[space[j]]
            if (
                people
                and near
                and not asks(b.text)
                and same_thing_besides_when(a, b, cos, space[j])
            ):
                gone.append(k)
                break
    return gone


def loosely_same(a: frozenset[str], b: frozenset[str]) -> bool:
    """The same people, or one of two statements names none."""
    return a == b or not (a and b)


def _day(row: dict[str, Any], now: datetime) -> date | None:
    """The day a memory is placed on, in the asker's time zone."""
    occurred = to_datetime(row["occurred_at"])
    return occurred.astimezone(now.tzinfo).date() if occurred and now.tzinfo else None
