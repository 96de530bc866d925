"""Newer values of what recall found: when one of the best matches holds a value ("Thursdays
at 4:30"), the user may have given a new one since in a fragment the question cannot reach
("oh she's just replied. Saturdays at 10:15 from the 6th of June"): it names neither the
lesson nor the child. ``cypher/recall/find_successors`` reads what the user said after each
such match, close to it in its own space; a statement that holds a value of the same type, a
different one, joins the candidates at its source's score. A match that holds no value (a
liking: "window seat for me, I like to sleep against the wall") may have been changed in other
words ("I'm an aisle person now though"): a later statement of the user's about themself that
says it holds now, or likes what the match did not, joins it likewise. Recall's safety net
(``service.recall.currency``) then decides: if it says the newer one replaces its source,
the source drops below it; if not, the newcomer leaves again (``replacing``), so a guess
never pushes anything else out of the top.
"""

from __future__ import annotations

from typing import Any

from service.language.changes import says_forward, says_return
from service.language.likings import flipped
from service.language.slots import about, additive
from service.language.substance import asks
from service.language.values import changed_types, typed_values
from service.language.wording import negative, own_habit, self_described

__all__ = [
    "ANEW",
    "MIN_COSINE",
    "PER_SOURCE",
    "SUCCESSOR",
    "VALUE_KINDS",
    "replacing",
    "rival",
    "sources",
    "with_successors",
]

SOURCES = 3  # the best matches whose newer values are looked up
LIKINGS = 2  # and the best matches that hold none, whose change in other words is looked up
PER_SOURCE = 3
NEIGHBOURS = 40  # nearest neighbours of a source asked of a large bank's vector index
MIN_COSINE = 0.5  # raw, in the source's own space (the safety net asks more)
VALUE_KINDS = ["fact", "preference", "decision", "task"]
SUCCESSOR = "successor_of"
JOINED = "successor_joined"  # looked up for its source, not a candidate of the query itself
ANEW = "successor_anew"  # of a source that holds no value: says in other words what holds now


def sources(rows: list[dict[str, Any]], top_k: int) -> list[str]:
    """The ids of the best matches (within ``top_k``) that the user said: those that hold a
    value, then those that hold none (a statement, not a question)."""
    valued: list[str] = []
    unvalued: list[str] = []
    for r in rows[:top_k]:
        if r.get("role") == "user" and r["kind"] in VALUE_KINDS and not asks(r["text"]):
            (valued if typed_values(r["text"]) else unvalued).append(r["id"])
    return valued[:SOURCES] + unvalued[:LIKINGS]


def _anew(later: str, source: str) -> bool:
    """Whether ``later`` (said after ``source``, close to it) says anew what ``source``, which
    holds no value, said: the user speaking of themself and saying what is to hold from now
    on ("from now on only things I can get in paperback", "以后都订过道的"), or who they are
    now ("I'm an aisle person now though"), or liking what the source did not. A mere "now"
    or "最近" is not enough: it as often tells of something else ("最近在学游泳").
    Nor is one more beside it ("also allergic to latex"), nor a state come back ("mornings
    are mine again"), which may be an older one. What the user will not have ("我不吃香菜",
    "no mushrooms for me") is one of several such, lifted only by a liking of that thing: a
    new habit of lunches ("以后中午给我点轻食吧") leaves it as it was."""
    # a bare reply ("芒果啊", "the 1st") is a value of what its question asked: nothing said
    # later in other words can be read against it alone
    if typed_values(source) or len(about(source)) < 2 or asks(later) or not own_habit(later):
        return False
    if additive(later) or says_return(later):
        return False
    if flipped(later, source):
        return True
    return not negative(source) and (says_forward(later, strong=True) or self_described(later))


def with_successors(
    rows: list[dict[str, Any]], found: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """``rows`` with, for each source, the closest later statement of ``found`` (rows of
    ``find_successors``, closest first) that holds a value of its source's type and not its
    source's value, or says its source anew (``ANEW``), marked as the successor of that
    source; one not among ``rows`` yet joins them after the rest, scored as its source
    (``JOINED``), and competes with its source alone (``rival``)."""
    by_id = {r["id"]: r for r in rows}
    marked: dict[str, dict[str, Any]] = {}  # a candidate already there -> its marks
    added: list[dict[str, Any]] = []
    served: set[str] = set()  # sources that have their successor: the closest that fits
    for f in found:  # closest first per source
        source = by_id.get(f["source_id"])
        if source is None or source["id"] in served or f["id"] == source["id"]:
            continue
        if f["id"] in marked:
            continue
        valued = bool(changed_types(f["text"], source["text"]))
        if not (valued or _anew(f["text"], source["text"])):
            continue
        served.add(source["id"])
        marks = {SUCCESSOR: source["id"], ANEW: not valued}
        if f["id"] in by_id:
            marked[f["id"]] = marks
            continue
        by_id[f["id"]] = row = {
            **f,
            "score": float(source["score"]),
            "scores": {**source["scores"], "successor": 1.0},
            **marks,
            JOINED: True,
        }
        added.append(row)
    out = [
        {**r, **marked[r["id"]], "scores": {**r["scores"], "successor": 1.0}}
        if r["id"] in marked and SUCCESSOR not in r
        else r
        for r in rows
    ]
    return out + added


def replacing(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Settled ``rows`` without the newcomers the safety net did not take for a new value of
    their source (their source not outdated); a successor that was a candidate anyway stays,
    and loses its mark."""
    outdated = {r["id"] for r in rows if r.get("outdated_reason")}
    out = []
    for r in rows:
        if SUCCESSOR in r and r[SUCCESSOR] not in outdated:
            if r.get(JOINED):
                continue
            scores = {k: v for k, v in r["scores"].items() if k != "successor"}
            r = {**r, "scores": scores}
        out.append(r)
    return out


def rival(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Whether two candidates may compete at all: a statement that joined for its source
    competes with that source only (a later "dentist on Saturday at 11:15" looked up for a
    lesson time must not replace anything else)."""
    return all(not x.get(JOINED) or x.get(SUCCESSOR) == y["id"] for x, y in ((a, b), (b, a)))
