"""Newer values of what recall found: when one of the best matches holds a value ("Thursdays
at 4:30"), the user may have given a new one since in a fragment the question cannot reach
("oh she's just replied. Saturdays at 10:15 from the 6th of June"): it names neither the
lesson nor the child. ``cypher/recall/find_successors`` reads what the user said after each
such match, close to it in its own space; a statement that holds a value of the same type, a
different one, joins the candidates at its source's score. Recall's safety net
(``service.recall.currency``) then decides: if it says the newer one replaces its source,
the source drops below it; if not, the newcomer leaves again (``replacing``), so a guess
never pushes anything else out of the top.
"""

from __future__ import annotations

from typing import Any

from service.language.values import changed_types, typed_values

__all__ = ["MIN_COSINE", "PER_SOURCE", "VALUE_KINDS", "replacing", "sources", "with_successors"]

SOURCES = 3  # the best matches whose newer values are looked up
PER_SOURCE = 3
NEIGHBOURS = 40  # nearest neighbours of a source asked of a large bank's vector index
MIN_COSINE = 0.5  # raw, in the source's own space (the safety net asks more)
VALUE_KINDS = ["fact", "preference", "decision", "task"]
SUCCESSOR = "successor_of"
JOINED = "successor_joined"  # looked up for its source, not a candidate of the query itself


def sources(rows: list[dict[str, Any]], top_k: int) -> list[str]:
    """The ids of the best matches (within ``top_k``) that the user said and that hold a
    value."""
    return [
        r["id"]
        for r in rows[:top_k]
        if r.get("role") == "user" and r["kind"] in VALUE_KINDS and typed_values(r["text"])
    ][:SOURCES]


def with_successors(
    rows: list[dict[str, Any]], found: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """``rows`` with, for each source, the closest later statement of ``found`` (rows of
    ``find_successors``, closest first) that holds a value of its source's type and not its
    source's value, marked as the successor of that source; one not among ``rows`` yet joins
    them after the rest, scored as its source (``JOINED``), and competes with its source
    alone (``rival``)."""
    by_id = {r["id"]: r for r in rows}
    marked: dict[str, str] = {}  # a candidate already there -> its source
    added: list[dict[str, Any]] = []
    served: set[str] = set()  # sources that have their successor: the closest that fits
    for f in found:  # closest first per source
        source = by_id.get(f["source_id"])
        if source is None or source["id"] in served or f["id"] == source["id"]:
            continue
        if f["id"] in marked or not changed_types(f["text"], source["text"]):
            continue
        served.add(source["id"])
        if f["id"] in by_id:
            marked.setdefault(f["id"], source["id"])
            continue
        by_id[f["id"]] = row = {
            **f,
            "score": float(source["score"]),
            "scores": {**source["scores"], "successor": 1.0},
            SUCCESSOR: source["id"],
            JOINED: True,
        }
        added.append(row)
    out = [
        {**r, SUCCESSOR: marked[r["id"]], "scores": {**r["scores"], "successor": 1.0}}
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
