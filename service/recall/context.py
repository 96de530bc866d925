"""The context block: recalled memories grouped by kind, ready to follow a system prompt."""

from __future__ import annotations

from service.models import RecalledMemory

SECTIONS = [
    ("preference", "Preferences"),
    ("decision", "Decisions"),
    ("task", "Tasks"),
    ("feedback", "Feedback"),
    ("fact", "Facts"),
    ("lesson", "Lessons"),
    ("transient", "Recent requests"),
]


def format_context(memories: list[RecalledMemory]) -> str:
    if not memories:
        return ""
    lines = ["# What you remember about this user"]
    for kind, title in SECTIONS:
        group = [m for m in memories if m.kind == kind]
        if not group:
            continue
        lines.append(f"## {title}")
        for memory in group:
            when = memory.occurred_at.date().isoformat() if memory.occurred_at else "undated"
            lines.append(f"- {memory.text} ({when}, importance {memory.importance:.2f})")
    return "\n".join(lines)
