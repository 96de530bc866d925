"""An episode sequence read as what happened: the user's intent, the agent's attempts (its
own turns and its tool calls, each with status and error), the user's feedback, and the
outcome.

A tool call is an episode with role ``tool``; its ``metadata`` may say ``tool`` (or ``name``),
``status`` (error / failed / ok…), ``error`` and ``args``. Without a stated status the text's
shape decides (``language.outcomes.tool_status``). An item's ``metadata.task_id`` ties it to a
task, ``metadata.task_status: done`` marks the task finished, and ``metadata.goal`` states the
goal outright.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any, Literal

from service.graph import to_datetime
from service.language.outcomes import approves, corrects, refuses, tool_status

Phase = Literal["intent", "attempt", "feedback", "other"]
Outcome = Literal["success", "failure", "unknown"]

_TOOL_PREFIX = re.compile(r"^\s*\[?(?P<tool>[A-Za-z_][\w.-]{1,63})\]?\s*(?:\(|:|failed\b|error\b)")


@dataclass(frozen=True)
class Step:
    episode_id: str
    role: str
    text: str
    at: datetime
    phase: Phase
    tool: str | None = None  # the tool a tool call called
    status: str | None = None  # "error" | "ok" for a tool call
    args: dict[str, str] = field(default_factory=dict)
    corrects: bool = False  # a user saying the agent got the request wrong
    refuses: bool = False  # a user turning down what the agent did or proposed
    approves: bool = False  # a user accepting it
    done: bool = False  # the item marks its task done
    goal: str | None = None  # a goal the item's metadata states
    session_id: str | None = None


@dataclass(frozen=True)
class Sequence:
    steps: list[Step]
    outcome: Outcome

    @property
    def intent(self) -> Step | None:
        return next((s for s in self.steps if s.phase == "intent"), None)

    @property
    def goal(self) -> str | None:
        stated = next((s.goal for s in self.steps if s.goal), None)
        intent = self.intent
        return stated or (intent.text if intent else None)

    @property
    def session_ids(self) -> frozenset[str]:
        return frozenset(s.session_id for s in self.steps if s.session_id)

    @property
    def episode_ids(self) -> list[str]:
        return [s.episode_id for s in self.steps]


def step_of(row: dict[str, Any], first_user: bool, attempted: bool = True) -> Step:
    """One episode as a step; ``first_user``: no user request came before it;
    ``attempted``: the agent or a tool acted before it (a user can object only to that)."""
    metadata = _metadata(row.get("metadata_json"))
    role, text = str(row["role"]), str(row["text"])
    at = to_datetime(row["timestamp"])
    assert at is not None
    goal = metadata.get("goal")
    base = Step(
        episode_id=str(row["id"]),
        role=role,
        text=text,
        at=at,
        phase="other",
        done=str(metadata.get("task_status", "")).strip().lower() in ("done", "completed"),
        goal=goal.strip()[:400] if isinstance(goal, str) and goal.strip() else None,
        session_id=str(row["session_id"]) if row.get("session_id") else None,
    )
    if role == "tool":
        error = metadata.get("error")
        return replace(
            base,
            phase="attempt",
            tool=_tool_name(metadata, text),
            status=tool_status(metadata.get("status"), f"error: {error}" if error else text),
            args=_args(metadata.get("args") or metadata.get("arguments")),
        )
    if role == "assistant":
        return replace(base, phase="attempt")
    if role != "user":
        return base
    said = replace(base, corrects=corrects(text), refuses=refuses(text), approves=approves(text))
    if first_user and (not attempted or not (said.corrects or said.refuses)):
        return replace(base, phase="intent")  # "…, thanks" and "it's too slow" ask still
    return replace(said, phase="feedback")


def read_sequences(rows: list[dict[str, Any]]) -> list[Sequence]:
    """Episodes (any order) as the tasks they make, each a sequence in time order with its
    outcome. Items that name a task (``metadata.task_id``) group by it; the others split
    where the user asks something new after the last request ended well."""
    ordered = sorted(rows, key=lambda r: (to_datetime(r["timestamp"]), str(r["id"])))
    groups: dict[str, list[dict[str, Any]]] = {}
    loose: list[list[Step]] = [[]]
    for row in ordered:
        task = _metadata(row.get("metadata_json")).get("task_id")
        if isinstance(task, (str, int)) and str(task):
            groups.setdefault(str(task), []).append(row)
            continue
        current = loose[-1]
        step = step_of(row, not any(s.phase == "intent" for s in current), _acted(current))
        asks = step.phase == "feedback" and not (step.corrects or step.refuses or step.approves)
        if asks and _outcome(current) == "success":  # a new request once the last ended well
            current = []
            loose.append(current)
            step = step_of(row, first_user=True, attempted=False)
        current.append(step)
    sequences = [read_sequence(group) for group in groups.values()]
    sequences += [Sequence(steps=s, outcome=_outcome(s)) for s in loose if s]
    return sorted(sequences, key=lambda s: s.steps[0].at)


def read_sequence(rows: list[dict[str, Any]]) -> Sequence:
    """Episodes (any order) as one sequence in time order, with its outcome."""
    ordered = sorted(rows, key=lambda r: (to_datetime(r["timestamp"]), str(r["id"])))
    steps: list[Step] = []
    for row in ordered:
        steps.append(step_of(row, not any(s.phase == "intent" for s in steps), _acted(steps)))
    return Sequence(steps=steps, outcome=_outcome(steps))


def _acted(steps: list[Step]) -> bool:
    return any(s.role in ("assistant", "tool") for s in steps)


def _outcome(steps: list[Step]) -> Outcome:
    """The final state: the last word said about the result (a tool's status, the user's
    approval or objection), or a task marked done."""
    for step in reversed(steps):
        if step.role == "tool":
            return "success" if step.status == "ok" else "failure"
        if step.phase == "feedback" and (step.corrects or step.refuses):
            return "failure"
        if step.phase == "feedback" and step.approves:
            return "success"
        if step.done:
            return "success"
    return "unknown"


def _metadata(raw: object) -> dict[str, Any]:
    if isinstance(raw, dict):
        return raw
    if not isinstance(raw, str) or not raw:
        return {}
    try:
        parsed = json.loads(raw)
    except ValueError:
        return {}
    return parsed if isinstance(parsed, dict) else {}


def _tool_name(metadata: dict[str, Any], text: str) -> str | None:
    for key in ("tool", "tool_name", "name", "function"):
        value = metadata.get(key)
        if isinstance(value, str) and value.strip():
            return value.strip()[:64]
    match = _TOOL_PREFIX.match(text)
    return match.group("tool") if match and "_" in match.group("tool") else None


def _args(raw: object) -> dict[str, str]:
    if isinstance(raw, str):
        try:
            raw = json.loads(raw)
        except ValueError:
            return {}
    if not isinstance(raw, dict):
        return {}
    return {str(k)[:64]: str(v)[:200] for k, v in list(raw.items())[:20]}
