"""A reflection as the API answers it."""

from __future__ import annotations

from typing import Any

from service.graph import to_datetime
from service.models import (
    LearntLesson,
    LessonOut,
    ReflectionList,
    ReflectionState,
    ReflectResponse,
    SupersededMemory,
)
from service.reflection.reflect import Reflection


def response(bank_id: str, result: Reflection) -> ReflectResponse:
    lessons = [
        LearntLesson(
            action=x.decision.action,
            lesson=LessonOut(
                id=x.lesson_id,
                text=x.draft.text,
                goal=x.draft.goal,
                outcome=x.draft.outcome,
                attribution=x.draft.attribution,
                lesson=x.draft.lesson,
                tags=list(x.draft.tags),
                related_episode_ids=list(x.draft.related_episode_ids),
                confidence=round(x.confidence or x.draft.confidence, 4),
                method=x.draft.method,
                source="llm" if x.draft.source == "llm" else "rules",
            ),
            superseded=[
                SupersededMemory(memory_id=old, by=x.lesson_id, reason=reason)
                for old, reason in x.decision.superseded
            ],
        )
        for x in result.learnt
    ]
    note = None
    if not lessons:
        note = (
            f"nothing specific to learn from {result.episodes} episodes in {result.tasks} "
            "tasks: no failure that was then fixed, no objection followed by what the user "
            "wanted, no method verified by its tools"
        )
    return ReflectResponse(
        bank_id=bank_id, episodes=result.episodes, tasks=result.tasks, lessons=lessons, note=note
    )


def reflections(bank_id: str, rows: list[dict[str, Any]]) -> ReflectionList:
    return ReflectionList(
        bank_id=bank_id,
        reflections=[
            ReflectionState(
                **{
                    **row,
                    "due_at": to_datetime(row["due_at"]),
                    "last_run_at": to_datetime(row["last_run_at"]),
                    "reasons": list(row["reasons"] or []),
                    "runs": int(row["runs"] or 0),
                }
            )
            for row in rows
        ],
    )
