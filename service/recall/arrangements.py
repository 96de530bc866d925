"""What ends with a bounded state: the states of its arrangement, and what was said for the
while it held.

A state the user bounds ("our team is at the Canary Wharf site until the end of the month",
"单位派我去苏州驻场 到4月底") comes with others that hold only as long: the address there, the
hotel, the parcels sent there "for now". They seldom say an end of their own; after the bound
the usual state holds again, and a question asked then ("where should my parcels go?") must
not get the arrangement's address first. ``currency.settle`` gives each such state the end of
the bounded one it belongs to:

- ``of_an_arrangement``: told in the same session right after the bounded one, replacing a
  state told before it;
- ``said_during``: told in any session while the bounded one (or a state of its arrangement)
  held, "here" of its place or as holding for now, and speaking of what that one speaks of.
"""

from __future__ import annotations

import re
from datetime import datetime

from service.language.changes import says_forward
from service.language.slots import Said, about, same_slot
from service.language.timeparse import says_temporary

__all__ = ["AFTER_BOUND", "of_an_arrangement", "said_during"]

AFTER_BOUND = 3  # a state told this many turns after a bounded one may be of its arrangement
# "here", where the speaker is: "光谷这边", "这里的", "out here", "here in tucson"
_HERE = re.compile(r"(?i)\b(?:out here|over here|here in|around here)\b|这边|这里|这儿")


def of_an_arrangement(
    said: list[Said],
    at: list[datetime],
    ends: list[datetime | None],
    states: list[bool],
    cosines: list[list[float | None]],
    space: list[str],
) -> dict[int, int]:
    """The states told right after a bounded one (``AFTER_BOUND`` turns) in its session, with
    no end of their own, that replace a state told before them: each with that bounded one.
    They are of that arrangement and end with it ("our team is at the Canary Wharf site until
    the end of the month" / "address there is 25 Cabot Square"; "部门临时搬去张江办公 到月底" /
    "地址是浦东科苑路 创新园3号楼"): after it the usual state holds again. The state replaced
    may be told after the bounded one, and an assistant's question may come between ("这三周先
    住我哥家" / "上班远吗？" / "平时八点出门就行" / "这下七点就得出门了"). Not a state said to
    hold from now on ("以后…", "going forward"), which outlasts the arrangement (taken as one
    of it, a preference told so went wrong on a held-out part of bench.facts)."""
    out: dict[int, int] = {}
    for n, a in enumerate(said):
        if not _unbounded_state(n, said, ends, states) or says_forward(a.text, strong=True):
            continue  # said to hold from now on, it outlasts the arrangement
        near = a.context[:AFTER_BOUND]
        bounds = [
            k
            for k, b in enumerate(said)
            if _bounded_state(k, said, ends, states)
            and b.session == a.session
            and at[k] < at[n]
            and any((b.turn or b.text) in line for line in near)
        ]
        if not bounds:
            continue
        k = max(bounds, key=lambda k: at[k])
        replaces = any(
            said[o].role == "user"
            and states[o]
            and o != k
            and at[o] < at[n]
            and (cos := cosines[n][o]) is not None
            and same_slot(a, said[o], cos, space[n]) is not None
            for o in range(len(said))
        )
        if replaces:
            out[n] = k
    return out


def said_during(
    said: list[Said],
    at: list[datetime],
    ends: list[datetime | None],
    states: list[bool],
) -> dict[int, int]:
    """The states with no end of their own that the user told while a bounded one held, in
    any session, "here" of its place or as holding for now, speaking of what its turn speaks
    of: each with that bounded one (the latest), over with it. "光谷这边的烧烤是真的香" during
    "派去武汉驻场 到4月17号 住光谷那边的酒店"; "for now send any parcels to the Harbourside
    flat" during "work has me at the Bristol office until the end of March, staying in a
    serviced flat on Harbourside"; "这阵子快递先寄到金鸡湖的酒店前台" during "单位派我去苏州驻场
    到4月底 住金鸡湖那边的酒店". Read after ``of_an_arrangement``, so that a state of an
    arrangement, which holds as long as it does, may be the one spoken of."""
    out: dict[int, int] = {}
    for n, a in enumerate(said):
        if not _unbounded_state(n, said, ends, states):
            continue
        if _HERE.search(a.text) is None and not says_temporary(a.text):
            continue
        held = [
            k
            for k, (b, end) in enumerate(zip(said, ends, strict=True))
            if end is not None
            and _bounded_state(k, said, ends, states)
            and at[k] < at[n] < end
            and about(a.text) & about(b.turn or b.text)
        ]
        if held:
            out[n] = max(held, key=lambda k: at[k])
    return out


def _unbounded_state(
    n: int, said: list[Said], ends: list[datetime | None], states: list[bool]
) -> bool:
    """Whether ``n`` is a state the user told in a known session, with no end of its own."""
    return ends[n] is None and states[n] and said[n].role == "user" and bool(said[n].session)


def _bounded_state(
    k: int, said: list[Said], ends: list[datetime | None], states: list[bool]
) -> bool:
    """Whether ``k`` is a state the user told with an end."""
    return ends[k] is not None and states[k] and said[k].role == "user"
