"""Lessons first: when the query describes a situation a lesson was learnt in, the lesson is
what the agent needs before it acts.

A reflected lesson (``service.reflection``) holds its goal and the experience behind it, so
it matches a new attempt at the same goal ("export the Q4 report to PDF" finds "Lesson:
Before calling export_pdf, install Noto Sans CJK. Goal: export the Q3 report to PDF…"). But
the turn that asked for the task last time matches such a query almost word for word, and
would outrank the lesson learnt from it. A lesson whose relevance comes within
``LESSON_SHARE`` of the best match, and whose meaning (its semantic cosine) within
``LESSON_MARGIN`` of the closest memory's, goes first, marked ``scores.lesson`` (at most
``MAX_FIRST`` of them); one that matches less stays where the query put it. The meaning test
keeps lessons of other tasks back: in the multilingual space every lesson's cosine is high,
and relevance alone would let them all through. Memories that the rules typed as lessons at retain
("lesson learned: …") are statements like any other and are left alone.
"""

from __future__ import annotations

from typing import Any

__all__ = ["BEHIND", "LESSON_MARGIN", "LESSON_SHARE", "lessons_first", "place_lessons"]

LESSON_SHARE = 0.8  # a lesson's relevance, of the best match's, that puts it first
LESSON_MARGIN = 0.08  # …and how far its semantic cosine may lie below the closest memory's
MAX_FIRST = 2
BEHIND = 3  # the best matches whose situations' lessons are looked up
REFLECTED = "reflection"  # the role of memories that reflection made


def lessons_first(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``rows`` (best first) with the lessons for this situation moved to the front, in
    their order, each scored as the best match."""
    if not rows:
        return rows
    best = max(float(r["scores"]["relevance"]) for r in rows)
    closest = max(float(r["scores"]["semantic"]) for r in rows)
    top = float(rows[0]["score"])
    first = [
        r
        for r in rows
        if r["kind"] == "lesson"
        and r.get("role") == REFLECTED
        and float(r["scores"]["relevance"]) >= LESSON_SHARE * best
        and float(r["scores"]["semantic"]) >= closest - LESSON_MARGIN
    ][:MAX_FIRST]
    if not first:
        return rows
    chosen = {r["id"] for r in first}
    promoted = [
        {**r, "score": max(float(r["score"]), top), "scores": {**r["scores"], "lesson": 1.0}}
        for r in first
    ]
    return promoted + [r for r in rows if r["id"] not in chosen]


def place_lessons(
    rows: list[dict[str, Any]], behind: list[dict[str, Any]], top_k: int
) -> list[dict[str, Any]]:
    """``rows`` with each lesson of ``behind`` (rows of ``find_lessons_behind``, best match
    first) placed just before the match it stands behind, scored as that match; a lesson
    already ranked higher stays where it is. Cut to ``top_k``."""
    placed = list(rows)
    moved = 0
    for lesson in behind:
        if moved == MAX_FIRST:
            break
        at = next((i for i, r in enumerate(placed) if r["id"] == lesson["source_id"]), None)
        if at is None:
            continue
        here = next((i for i, r in enumerate(placed) if r["id"] == lesson["id"]), None)
        if here is not None and here <= at:
            continue
        if here is not None:  # already among the rows, lower: it keeps its own scores
            own = placed.pop(here)
            lesson = {**own, "scores": {**own["scores"], "lesson": 1.0}}
        score = float(placed[at]["score"])
        placed.insert(at, {**lesson, "score": score})
        moved += 1
    return placed[:top_k]
