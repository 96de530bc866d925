"""The option taken comes before the list it was taken from and before the options turned
down: asked "which phone plan did I go with?", the user gets "going with Mint → Mint at $30"
first, then "it's between Mint at $30 and Visible at $25" and "Visible's coverage is awful,
forget it", not the other way round.

Retain marks a statement that takes one option of a list by carrying the option after it
(``service.language.options.TAKES``: "那就厦门吧 鼓浪屿 → 厦门"). Here the list is any candidate
that names that option, and a turning-down is a user's statement that points at an option
with a no ("青岛那个不去了", "forget it") and names something that list names. Each such
candidate that ranks above the taken one goes just below it. Nothing is marked outdated: the
list and the no are history of the choice, and a question about them still finds them.
"""

from __future__ import annotations

from typing import Any

from service.language.options import TAKES, point
from service.language.slots import about

__all__ = ["taken_first"]

ABOVE = 1.001  # the taken option's score over the best of what it goes before


def taken_first(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``rows`` (settled, best first) with each option a user took placed before the list
    that offered it and the options turned down beside it."""
    out = list(rows)
    for row in rows:
        option = _taken(row)
        if option is None:
            continue
        lists = [r for r in rows if option in r["text"].lower() and TAKES not in r["text"]]
        if not lists:
            continue
        listed = frozenset().union(*(about(r["text"]) for r in lists))
        before = {r["id"] for r in lists} | {r["id"] for r in rows if _turns_down(r, listed)}
        ids = [r["id"] for r in out]
        at = ids.index(row["id"])
        ahead = [
            k for k, r in enumerate(out[:at]) if r["id"] in before and not r.get("outdated_reason")
        ]
        if not ahead:
            continue
        lifted = {**out[at], "score": max(float(out[k]["score"]) for k in ahead) * ABOVE}
        out = [*out[: ahead[0]], lifted, *(r for r in out[ahead[0] :] if r["id"] != row["id"])]
    return out


def _taken(row: dict[str, Any]) -> str | None:
    """The option a user's statement took, lowercased ("mint at $30"), or None."""
    if row.get("role", "user") != "user" or TAKES not in row["text"]:
        return None
    if row.get("outdated_reason"):
        return None  # a choice made again since: the newer one goes first
    option = row["text"].split(TAKES, 1)[1].strip().lower()
    return option or None


def _turns_down(row: dict[str, Any], listed: frozenset[str]) -> bool:
    """Whether a user's statement says no to an option of a list that names ``listed``."""
    if row.get("role", "user") != "user" or TAKES in row["text"]:
        return False
    pointer = point(row["text"])
    if pointer is None or pointer.stance != "reject":
        return False
    return bool(about(row["text"]) & listed)
