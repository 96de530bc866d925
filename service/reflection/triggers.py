"""Which retained items call for a reflection, and over what.

An item triggers one when it is a tool call that failed (``metadata.status`` error or failed,
or an error-shaped text), a user correcting the agent ("that's not what I meant", "不对，我要
的是…"), or marks its task done (``metadata.task_status: done``). The reflection covers the
item's task (``metadata.task_id``) or, without one, its session; an item with neither has
nothing to reflect over and triggers none.

A failure or a correction is reflected on after a delay, so the fix that usually follows in
the next turns is in the window; a finished task is reflected on at once. Several triggers of
one scope make one reflection (see ``cypher/reflection/merge_pending_reflections.cypher``).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from service.language.outcomes import corrects, tool_status
from service.models import RetainItem

DONE = frozenset({"done", "completed", "finished"})


@dataclass(frozen=True)
class Trigger:
    scope: str  # "task:<id>" | "session:<id>"
    scope_kind: str
    scope_id: str
    reason: str  # "tool_error" | "correction" | "task_done"
    due_at: datetime

    def row(self) -> dict[str, object]:
        return {
            "scope": self.scope,
            "scope_kind": self.scope_kind,
            "scope_id": self.scope_id,
            "reason": self.reason,
            "due_at": self.due_at,
        }


def reason_of(item: RetainItem) -> str | None:
    metadata = item.metadata or {}
    if str(metadata.get("task_status", "")).strip().lower() in DONE:
        return "task_done"
    if item.role == "tool" and tool_status(metadata.get("status"), item.content) == "error":
        return "tool_error"
    if item.role == "user" and corrects(item.content):
        return "correction"
    return None


def triggers(items: list[RetainItem], now: datetime, delay_s: float) -> list[Trigger]:
    """One trigger per scope, the earliest due among its items."""
    found: dict[str, Trigger] = {}
    for item in items:
        reason = reason_of(item)
        if reason is None:
            continue
        task = item.task_id
        kind, scope_id = ("task", task) if task else ("session", item.session_id)
        if scope_id is None:
            continue
        due = now if reason == "task_done" else now + timedelta(seconds=delay_s)
        trigger = Trigger(f"{kind}:{scope_id}", kind, scope_id, reason, due)
        if trigger.scope not in found or due < found[trigger.scope].due_at:
            found[trigger.scope] = trigger
    return list(found.values())
