"""The lessons nearest to the situation the query describes go first; a lesson behind a best
match takes its place."""

from __future__ import annotations

from typing import Any

from service.recall.lessons import (
    LIKE_FLOOR,
    LIKE_MARGIN,
    LIKE_MARGIN_TASK,
    LIKE_MOST,
    LIKE_MOST_TASK,
    asks_a_task,
    closest_other,
    nearest_lessons,
    place_lessons,
)


def row(id: str, kind: str, relevance: float, semantic: float, role: str = "user") -> dict:
    return {
        "id": id,
        "kind": kind,
        "role": role,
        "score": relevance,
        "scores": {"relevance": relevance, "semantic": semantic},
    }


def ids(rows: list[dict[str, Any]]) -> list[str]:
    return [r["id"] for r in rows]


def like(id: str, cosine: float) -> dict:
    """A row of find_lessons_like."""
    return {**row(id, "lesson", 0.0, cosine, "reflection"), "scores": {"semantic": cosine}}


def test_the_nearest_lesson_goes_first_scored_as_the_best() -> None:
    rows = [row("ask", "task", 0.6, 0.7), row("x", "fact", 0.5, 0.5)]
    placed = nearest_lessons(rows, [like("l", 0.66), like("far", 0.5)], 5, 0.7)
    assert ids(placed) == ["l", "ask", "x"]
    assert placed[0]["score"] == 0.6 and placed[0]["scores"]["lesson"] == 1.0


def test_lessons_about_as_near_as_the_nearest_come_too_at_most_three() -> None:
    rows = [row("ask", "task", 0.6, 0.7)]
    found = [like("a", 0.66), like("b", 0.64), like("c", 0.62), like("d", 0.615), like("e", 0.5)]
    assert ids(nearest_lessons(rows, found, 5, 0.65)) == ["a", "b", "c", "ask"]


def test_no_lesson_for_a_question_a_fact_answers_better() -> None:
    rows = [row("sister", "fact", 0.9, 0.82)]
    assert ids(nearest_lessons(rows, [like("l", 0.55)], 5, 0.82)) == ["sister"]
    # a question allows a lesson less far below its answer than a task does
    assert ids(nearest_lessons(rows, [like("l", 0.74)], 5, 0.82)) == ["sister"]
    assert ids(nearest_lessons(rows, [like("l", 0.74)], 5, 0.82, task=True)) == ["sister", "l"]


def test_no_lesson_below_the_floor_even_in_a_bank_of_nothing_closer() -> None:
    rows = [row("x", "fact", 0.2, 0.3)]
    assert ids(nearest_lessons(rows, [like("l", LIKE_FLOOR - 0.01)], 5, 0.3)) == ["x"]


def test_a_lesson_the_main_query_found_keeps_its_scores_and_is_not_repeated() -> None:
    rows = [row("ask", "task", 0.6, 0.7), row("l", "lesson", 0.4, 0.66, "reflection")]
    placed = nearest_lessons(rows, [like("l", 0.66)], 5, 0.7)
    assert ids(placed) == ["l", "ask"] and placed[0]["scores"]["relevance"] == 0.4


def test_the_closest_other_memory_counts_retain_typed_lessons_not_reflected_ones() -> None:
    rows = [
        row("said", "lesson", 0.5, 0.8, "user"),  # "lesson learned: …", a statement
        row("l", "lesson", 0.6, 0.9, "reflection"),
        row("x", "fact", 0.4, 0.6),
    ]
    assert closest_other(rows) == 0.8


def test_the_closest_other_memory_is_not_a_turn_of_a_task() -> None:
    """A past attempt's request, worded almost as the query ("is the redesigned signup flow
    working?"), is the task coming back, not a fact that answers it better than a lesson."""
    task = {"sources": [{"metadata_json": '{"task_id": "t-1"}'}]}
    rows = [
        {**row("asked", "transient", 0.9, 0.94), **task},
        row("done", "task", 0.5, 0.9, "assistant"),
        row("told", "fact", 0.4, 0.6),
    ]
    assert closest_other(rows) == 0.6
    placed = nearest_lessons(rows, [like("l", 0.67)], 5, closest_other(rows), True)
    assert ids(placed)[0] == "l"


def behind(id: str, source: str) -> dict:
    return {**row(id, "lesson", 0.0, 0.0, "reflection"), "source_id": source}


def test_a_lesson_behind_a_best_match_takes_its_place() -> None:
    rows = [row("ask", "task", 0.9, 0.9), row("no", "fact", 0.8, 0.8), row("x", "fact", 0.5, 0.5)]
    placed = place_lessons(rows, [behind("l", "ask")], top_k=3)
    assert ids(placed) == ["l", "ask", "no"] and placed[0]["score"] == 0.9


def test_a_lesson_already_ranked_above_its_match_stays() -> None:
    rows = [row("l", "lesson", 0.9, 0.9, "reflection"), row("ask", "task", 0.8, 0.8)]
    assert ids(place_lessons(rows, [behind("l", "ask")], top_k=2)) == ["l", "ask"]


def test_a_lesson_ranked_below_moves_up_with_its_own_scores() -> None:
    rows = [row("ask", "task", 0.9, 0.9), row("x", "fact", 0.6, 0.6)]
    rows.append(row("l", "lesson", 0.4, 0.7, "reflection"))
    placed = place_lessons(rows, [behind("l", "ask")], top_k=3)
    assert ids(placed) == ["l", "ask", "x"]
    assert placed[0]["scores"]["semantic"] == 0.7 and placed[0]["scores"]["lesson"] == 1.0


def test_no_more_lessons_behind_once_three_were_placed() -> None:
    rows = [row("ask", "task", 0.9, 0.9)]
    first = nearest_lessons(rows, [like("a", 0.7), like("b", 0.69), like("c", 0.68)], 5, 0.7)
    placed = place_lessons(first, [behind("l", "ask")], top_k=5)
    assert ids(placed) == ["a", "b", "c", "ask"]


def test_what_the_user_told_closer_than_the_nearest_lesson_stays_before_it() -> None:
    sister = row("sister", "fact", 0.9, 0.742)
    rows = [sister, row("other", "fact", 0.5, 0.6)]
    placed = nearest_lessons(rows, [like("sales", 0.697), like("sms", 0.69)], 5, 0.742)
    assert ids(placed) == ["sister", "sales", "sms", "other"]


def test_a_turn_of_a_task_closer_than_the_lesson_does_not_stay_before_it() -> None:
    said = {**row("names", "fact", 0.9, 0.75), "sources": [{"metadata_json": '{"task_id": "t1"}'}]}
    placed = nearest_lessons([said], [like("l", 0.7)], 5, 0.75)
    assert ids(placed) == ["l", "names"]


def in_task(r: dict) -> dict:
    return {**r, "sources": [{"metadata_json": '{"task_id": "t1"}'}]}


def test_a_query_nearest_to_a_task_turn_reads_as_a_task() -> None:
    lesson = row("l", "lesson", 0.9, 0.9, "reflection")  # lessons do not count
    assert asks_a_task([lesson, in_task(row("ask", "fact", 0.5, 0.7)), row("x", "fact", 0.6, 0.6)])
    assert asks_a_task([row("req", "task", 0.5, 0.7)])
    assert not asks_a_task([row("son", "fact", 0.5, 0.7), in_task(row("ask", "fact", 0.6, 0.6))])
    assert not asks_a_task([lesson])


def test_a_task_gets_lessons_further_below_the_nearest_than_a_question() -> None:
    """A new attempt at a task is worded its own way: its own lesson may be the fifth
    nearest, 0.1 below another task's."""
    found = [like("a", 0.70), like("b", 0.66), like("c", 0.64), like("d", 0.62), like("e", 0.60)]
    rows = [in_task(row("ask", "fact", 0.6, 0.7))]
    assert ids(nearest_lessons(rows, found, 9, 0.7, task=True))[:5] == list("abcde")
    assert ids(nearest_lessons(rows, found, 9, 0.7, task=False)) == ["a", "b", "ask"]
    assert LIKE_MARGIN_TASK > LIKE_MARGIN


def test_a_task_gets_one_lesson_more_than_a_question() -> None:
    found = [like(c, 0.66 - i * 0.005) for i, c in enumerate("abcdef")]
    rows = [in_task(row("ask", "fact", 0.6, 0.7))]
    assert len(nearest_lessons(rows, found, 9, 0.7, task=True)) == LIKE_MOST_TASK + 1
    assert len(nearest_lessons(rows, found, 9, 0.7, task=False)) == LIKE_MOST + 1


def test_a_question_keeps_no_lesson_the_main_query_ranked_far_below_its_answer() -> None:
    """ "When is my dentist appointment?": the main query ranks lessons of high importance
    beside the answer (0.75); those further below it than a question allows go, and the
    next memories take their places."""
    lesson = row("lesson", "lesson", 0.7, 0.67, "reflection")
    near = row("near", "lesson", 0.6, 0.72, "reflection")
    rows = [row("dentist", "decision", 0.9, 0.75), lesson, near, row("x", "fact", 0.5, 0.4)]
    placed = nearest_lessons(rows, [like("other", 0.5)], 3, 0.75)
    assert ids(placed) == ["dentist", "near", "x"]
    assert ids(nearest_lessons(rows, [like("other", 0.5)], 3, 0.75, task=True)) == ids(rows[:3])
