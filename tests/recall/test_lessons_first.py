"""A lesson for the situation the query describes goes first; other lessons stay put."""

from __future__ import annotations

from typing import Any

from service.recall.lessons import lessons_first, place_lessons


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


def test_a_close_lesson_goes_first_scored_as_the_best() -> None:
    rows = [row("ask", "task", 0.6, 0.9), row("l", "lesson", 0.55, 0.86, "reflection")]
    placed = lessons_first(rows)
    assert ids(placed) == ["l", "ask"]
    assert placed[0]["score"] == 0.6 and placed[0]["scores"]["lesson"] == 1.0


def test_a_lesson_of_another_task_stays_where_it_was() -> None:
    rows = [row("ask", "task", 0.6, 0.95), row("other", "lesson", 0.55, 0.8, "reflection")]
    assert ids(lessons_first(rows)) == ["ask", "other"]


def test_a_lesson_the_rules_typed_at_retain_is_a_statement_like_any_other() -> None:
    rows = [row("ask", "task", 0.6, 0.9), row("said", "lesson", 0.58, 0.9, "user")]
    assert ids(lessons_first(rows)) == ["ask", "said"]


def test_at_most_two_lessons_go_first() -> None:
    rows = [row("ask", "task", 0.6, 0.9)] + [
        row(f"l{i}", "lesson", 0.58, 0.89, "reflection") for i in range(3)
    ]
    assert ids(lessons_first(rows)) == ["l0", "l1", "ask", "l2"]


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
