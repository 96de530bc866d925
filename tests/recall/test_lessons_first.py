"""A lesson for the situation the query describes goes first; other lessons stay put."""

from __future__ import annotations

from typing import Any

from service.recall.lessons import lessons_first


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
