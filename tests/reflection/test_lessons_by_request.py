"""A lesson learnt in several tasks is as near to a new attempt at a task as the nearest of the
requests it was learnt in, not only as its situations' mean: the second request a lesson was
learnt in ("Break down the churned accounts by plan tier") finds it for a new attempt worded
like it. A question that a fact answers still meets lessons by their situations alone
(``test_reflect.test_a_question_a_fact_answers_brings_no_lesson``)."""

from __future__ import annotations

import uuid
from datetime import timedelta

from fastapi.testclient import TestClient

from tests.conftest import recall, retain
from tests.reflection.test_reflect import T0, reflect, session, turns

Step = tuple[str, str, dict | None]


def tool_fix(goal: str, tool: str, attempt: str, error: str, fix: str, ok: str) -> tuple[Step, ...]:
    task = {"task_id": f"t-{uuid.uuid4().hex[:8]}"}
    meta = {**task, "tool": tool}
    return (
        ("user", goal, task),
        ("assistant", attempt, task),
        ("tool", error, {**meta, "status": "error"}),
        ("assistant", fix, task),
        ("tool", ok, {**meta, "status": "ok"}),
        ("user", "thanks", {**task, "task_status": "done"}),
    )


def went_well(goal: str, answer: str) -> tuple[Step, ...]:
    task = {"task_id": f"t-{uuid.uuid4().hex[:8]}"}
    return (("user", goal, task), ("assistant", answer, task), ("user", "ok", task))


def learn(client: TestClient, bank: str, day: int, steps: tuple[Step, ...]) -> str:
    s = session()
    retain(client, bank, *turns(s, T0 + timedelta(days=day), *steps))
    return str(reflect(client, bank, session_id=s)["lessons"][0]["action"])


def done(client: TestClient, bank: str, day: int, steps: tuple[Step, ...]) -> None:
    retain(client, bank, *turns(session(), T0 + timedelta(days=day), *steps))


def met_by_request(client: TestClient, bank: str, query: str, request: str) -> dict:
    """The first lesson in the top 5 for ``query``, after checking that it is as near to it
    as ``request``, a request it was learnt in."""
    later = (T0 + timedelta(days=9)).isoformat()
    found = recall(client, bank, query, now=later, top_k=5)["memories"]
    lesson = next(m for m in found if m["kind"] == "lesson")
    asked = recall(client, bank, query, now=later, top_k=20)["memories"]
    said = next(m for m in asked if m["text"] == request)
    assert abs(lesson["scores"]["semantic"] - said["scores"]["semantic"]) < 1e-6
    return lesson


def test_a_lesson_is_found_by_the_nearest_request_it_was_learnt_in(
    client: TestClient, bank: str
) -> None:
    warehouse = {
        "tool": "run_snowflake_query",
        "attempt": "Querying the billing tables in Snowflake.",
        "error": "SQL compilation error: No active warehouse selected in the current session.",
        "fix": "No warehouse was set, so I ran USE WAREHOUSE ANALYST_WH and re-ran the query.",
        "ok": "OK: 12 rows",
    }
    first = "How many paying subscribers did we have at the end of February?"
    assert learn(client, bank, 0, tool_fix(first, **warehouse)) == "created"
    second = "Break down the churned accounts by plan tier for last quarter."
    assert learn(client, bank, 3, tool_fix(second, **warehouse)) == "merged"
    board = "Which plan tiers lost the most accounts to churn? Put it on a slide for the board."
    done(client, bank, 4, went_well(board, "Added a slide: growth tier lost 41 accounts."))
    query = "which plan tiers lost the most accounts to churn this quarter?"
    lesson = met_by_request(client, bank, query, second)
    assert "ANALYST_WH" in lesson["text"] and lesson["scores"]["lesson"] == 1.0


def test_a_chinese_lesson_is_found_by_the_nearest_request_it_was_learnt_in(
    client: TestClient, bank: str
) -> None:
    report_db = {
        "tool": "query_report_db",
        "attempt": "好的，我去报表库查一下。",
        "error": "ERROR 3024: maximum statement execution time exceeded",
        "fix": "超过默认30秒被掐了，我加上 max_execution_time=600000 重新跑，结果出来了。",
        "ok": "OK: 12 行",
    }
    assert learn(client, bank, 0, tool_fix("查下今年每个月的复购率", **report_db)) == "created"
    second = "看看双十一那周新老客各占多少"
    assert learn(client, bank, 3, tool_fix(second, **report_db)) == "merged"
    board = "双十一新老客各占多少，做成一页PPT给老板"
    done(client, bank, 4, went_well(board, "做好了一页：新客 58%，老客 42%。"))
    lesson = met_by_request(client, bank, "双十一新老客各占多少，帮我看下", second)
    assert "max_execution_time" in lesson["text"]
