"""Lessons first: when the query describes a situation a lesson was learnt in, the lesson is
what the agent needs before it acts.

A reflected lesson (``service.reflection``) holds its goal and the experience behind it; its
vector is that of its situation (goal, tool, attempt, widened by each later wording). A new
attempt at the same goal is worded its own way ("book the team retro for friday 4pm" after
"Put a 30-minute sync with Priya on my calendar"), and in the main query the turns of other
tasks that share its words outrank the lesson. So lessons are also looked up on their own
(``recall.find_lessons_like``), competing only with the bank's other lessons, and the nearest
ones go first (``nearest_lessons``) when they are:

- within ``LIKE_MARGIN`` of the nearest lesson's cosine (the ones about as near as it), at
  most ``LIKE_MOST`` of them, or ``LIKE_MOST_TASK`` when the query reads as a new attempt at
  a task (``asks_a_task``: the memory nearest to it is a turn of a task, not something the
  user told): a lesson is what such a query needs, and the nearest by situation is often
  not the right one, least of all among Chinese requests, whose multilingual cosines crowd
  together (bench.lessons, open parts: 21.1% repeated failures with three, 19.4% with four,
  and, once served lessons were confirmed, 17.2% with four and 15.0% with five, Chinese
  12.2% → 7.8%; no more lessons for the questions a fact answers). A task's lessons may lie
  ``LIKE_MARGIN_TASK`` below the nearest rather than ``LIKE_MARGIN``: the right one was often
  the fourth or fifth nearest and more than 0.05 below a lesson of another task (a new
  request worded its own way, "Schedule a call with the Lisbon supplier" after "Put a sync
  with Priya on my calendar"), while another lesson costs such a query nothing it needs
  (bench.lessons, all parts, 80 families: 19.6% → 17.9% repeated failures, the held-out part
  30.0 → 28.3; no margin at all gave the same);
- read less by how crowded each lesson's situation is among the bank's lessons
  (``CROWDING_WEIGHT``; service/reflection/crowding.py): a lesson learnt in several wordings
  lies near every request, and pushed out the one a request was about (bench.lessons, 80
  families: 17.9% → 15.0% repeated failures, the held-out part D 28.3 → 25.0);
- at least ``LIKE_FLOOR`` (on the primary space's scale, a multilingual cosine mapped onto
  it);
- and within ``BELOW_BEST`` of the closest memory of any other kind (``BELOW_BEST_QUESTION``
  when the query does not read as a task): a question that the bank answers better with a
  fact ("What's my sister's name?") brings no lessons. Lessons that the main query ranked
  (their importance is high) are held to the same for a question, and the next memories take
  their places: "When is my dentist appointment?" got three lessons 0.08 to 0.16 below its
  answer (bench.lessons, ten questions a fact answers per language: lessons in the top 5 per
  question 2.8 → 1.5 in English, 3.4 → 2.2 in Chinese, the facts found 7 and 7 or 8 of 10
  from run to run; repeated failures 17.9% before and after, the held-out part D 28.3
  before and after).

What the user told of their life (not a turn of a task: no task id on its episode, not a
request), closer to the query than the nearest lesson, stays before the lessons, at most
``AHEAD`` of them: "我妹妹林悦五月份要来看我" answers "我妹妹叫什么名字？" before any lesson
does (multilingual cosines crowd together, and three lessons about sales reports and text
messages sat 0.05 to 0.1 below it). Keeping only the nearest lesson then cost a repeated
failure on bench.lessons (a remark of the user's that shares words with a task's request
came first, and the task's lesson was the second nearest).

Tried and not kept (thirty-seventh session): a new attempt meeting a lesson by the nearer of
its situation and the nearest of the requests it was learnt in (the mean of a lesson's
situations lies between its wordings). bench.lessons went 17.9% → 16.7% recalling with the
request, but the held-out part D went 28.3 → 30.0 there and 8.3 → 11.7 recalling with the
request and the tool, so it was taken back.

On bench.lessons (40 task families, EN and ZH, recalling with the user's request) this took
repeated failures from 33.3% to 17.5%, on the tuning half (28.3 → 16.7) and the held-out one
(38.3 → 18.3) alike. The lookup is started beside the main query (it needs only the query's
vectors) and read at the end.

The lessons learnt in the situations of the best matches (``place_lessons``, rows of
``recall.find_lessons_behind``) are placed just before the match they stand behind. At most
``MAX_LESSONS`` lessons are placed by either way. Memories that the rules typed as lessons at
retain ("lesson learned: …") are statements like any other and are left alone.
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "BEHIND",
    "BELOW_BEST",
    "CROWDING_WEIGHT",
    "LIKE_FLOOR",
    "LIKE_MARGIN",
    "LIKE_MARGIN_TASK",
    "LIKE_MOST",
    "LIKE_MOST_TASK",
    "LIKE_READ",
    "MAX_LESSONS",
    "asks_a_task",
    "closest_other",
    "nearest_lessons",
    "place_lessons",
    "reflected",
]

LIKE_MOST = 3  # lessons put first by situation, at most
LIKE_MOST_TASK = 5  # …when the query reads as a task (it asks to have something done, or its
# nearest memory is a task's turn)
LIKE_READ = LIKE_MOST_TASK  # lessons read by situation: each comes with its sources (~3 ms for 3
# lessons of a dozen episodes each, ~10 ms for 8), and only the nearest few can be chosen
LIKE_MARGIN = 0.05  # how far below the nearest lesson's cosine another may lie
LIKE_MARGIN_TASK = 0.12  # …when the query reads as a task
LIKE_FLOOR = 0.45  # the cosine a lesson needs at all
BELOW_BEST = 0.15  # how far below the closest other memory's cosine a lesson may lie
BELOW_BEST_QUESTION = 0.06  # …when the query reads as a question, not a task
CROWDING_WEIGHT = 0.25  # how much of its crowding (service/reflection/crowding.py) a lesson's
# cosine is read less by when lessons are looked up by situation; 0.5 served the English
# requests as well but the Chinese ones worse (their cosines crowd together already)
AHEAD = 2  # what the user told, closer to the query than the nearest lesson, kept before it
MAX_FIRST = 2  # lessons placed behind the best matches
MAX_LESSONS = 3  # lessons placed by either way
BEHIND = 3  # the best matches whose situations' lessons are looked up
REFLECTED = "reflection"  # the role of memories that reflection made


def reflected(rows: list[dict[str, Any]]) -> list[str]:
    """The ids of the reflected lessons among ``rows``."""
    return [str(r["id"]) for r in rows if _is_reflected(r)]


def _is_reflected(row: dict[str, Any]) -> bool:
    return row["kind"] == "lesson" and row.get("role") == REFLECTED


def closest_other(rows: list[dict[str, Any]]) -> float:
    """The highest semantic cosine among ``rows`` that are not reflected lessons nor turns of
    a task: a past attempt's own request or steps, however close, are the task coming back,
    not what answers the query better than its lesson."""
    others = (r for r in rows if not _is_reflected(r) and r["kind"] != "task" and not _of_a_task(r))
    return max((float(r["scores"]["semantic"]) for r in others), default=0.0)


def nearest_lessons(
    rows: list[dict[str, Any]],
    like: list[dict[str, Any]],
    top_k: int,
    closest: float,
    task: bool = False,
) -> list[dict[str, Any]]:
    """``rows`` (best first) with the lessons nearest to the query's situation at the front,
    nearest first, each scored as the best match and marked ``scores.lesson``. ``like``: rows
    of ``find_lessons_like``, nearest first; ``closest``: the closest other memory's cosine
    (``closest_other`` of the main query's rows). Cut to ``top_k``."""
    if not like:
        return rows[:top_k]
    below_best = closest - (BELOW_BEST if task else BELOW_BEST_QUESTION)
    floor = max(
        LIKE_FLOOR,
        float(like[0]["scores"]["semantic"]) - (LIKE_MARGIN_TASK if task else LIKE_MARGIN),
        below_best,
    )
    most = LIKE_MOST_TASK if task else LIKE_MOST
    chosen = [r for r in like if float(r["scores"]["semantic"]) >= floor][:most]
    rest = rows if task else [r for r in rows if not _below(r, below_best)]
    if not chosen:
        return rest[:top_k]
    top = max((float(r["score"]) for r in rows), default=1.0)
    own = {r["id"]: r for r in rows}  # a lesson the main query found keeps its own scores
    nearest = float(chosen[0]["scores"]["semantic"])
    ahead = [r for r in rows[:top_k] if _told(r) and float(r["scores"]["semantic"]) > nearest]
    ahead = ahead[:AHEAD]
    first = []
    for lesson in chosen:
        base = own.get(lesson["id"], lesson)
        scores = {**base["scores"], "semantic": lesson["scores"]["semantic"], "lesson": 1.0}
        first.append({**base, "score": top, "scores": scores})
    placed = {r["id"] for r in chosen} | {r["id"] for r in ahead}  # ahead holds no lesson
    return (ahead + first + [r for r in rest if r["id"] not in placed])[:top_k]


def _below(row: dict[str, Any], floor: float) -> bool:
    """Whether ``row`` is a reflected lesson whose cosine lies below ``floor``."""
    return _is_reflected(row) and float(row["scores"]["semantic"]) < floor


def asks_a_task(rows: list[dict[str, Any]]) -> bool:
    """Whether the query reads as a new attempt at a task: the memory nearest to it (of any
    kind but a reflected lesson) is a turn of a task the agent worked on, not something the
    user told of their life."""
    others = [r for r in rows if not _is_reflected(r)]
    if not others:
        return False
    nearest = max(others, key=lambda r: float(r["scores"]["semantic"]))
    return nearest["kind"] == "task" or _of_a_task(nearest)


def _of_a_task(row: dict[str, Any]) -> bool:
    """Whether a memory comes from a turn of an episode that carries a task id."""
    return any('"task_id"' in (s.get("metadata_json") or "") for s in row.get("sources") or ())


def _told(row: dict[str, Any]) -> bool:
    """Whether a memory is something the user told of their life, not part of a task the
    agent worked on (a request, or a turn of an episode that carries a task id)."""
    if row.get("role") != "user" or row["kind"] in ("task", "lesson", "feedback"):
        return False
    return not _of_a_task(row)


def place_lessons(
    rows: list[dict[str, Any]], behind: list[dict[str, Any]], top_k: int
) -> list[dict[str, Any]]:
    """``rows`` with each lesson of ``behind`` (rows of ``find_lessons_behind``, best match
    first) placed just before the match it stands behind, scored as that match; a lesson
    already ranked higher stays where it is. At most ``MAX_FIRST`` are placed, and none once
    the first ``top_k`` rows hold ``MAX_LESSONS`` placed lessons. Cut to ``top_k``."""
    placed = list(rows)
    moved = 0
    already = sum(1 for r in placed[:top_k] if r["scores"].get("lesson"))
    for lesson in behind:
        if moved == MAX_FIRST or moved + already >= MAX_LESSONS:
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
