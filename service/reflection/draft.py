"""A lesson on its way to the graph, and the wording helpers every rule shares: the goal
as a short phrase, a text's first line, a situation to match new attempts against, tags."""

from __future__ import annotations

import re
from dataclasses import dataclass

from service.language.entities_zh import tag
from service.language.script import has_han
from service.reflection.sequence import Sequence, Step

GOAL_CHARS = 120
ERROR_CHARS = 200

_POLITE_EN = re.compile(
    r"(?i)^(?:hey|hi|hello|ok(?:ay)?|so|please|pls|can you|could you|would you|will you"
    r"|i need you to|i'd like you to|i want you to|help me|let's)[\s,]+"
)
_POLITE_ZH = re.compile(r"^(?:你好|您好|麻烦|请|帮我|帮忙|能不能|可以|你|给我|我想|我要)+")


@dataclass(frozen=True)
class LessonDraft:
    goal: str
    outcome: str
    attribution: str
    lesson: str
    tags: tuple[str, ...]
    related_episode_ids: tuple[str, ...]
    confidence: float
    language: str  # "en" | "zh"
    method: str  # tool_fix | retry | alternative | correction | refusal | verified | llm
    subject: str  # the tool, or "" for the user's request: what the lesson is about
    fix: str  # what to do, in a few words (dedupe and contradictions compare it)
    failure_episode_ids: tuple[str, ...] = ()
    source: str = "rules"
    situation: str = ""  # what the agent was doing: the goal, the tool, the attempt
    accepted: str = ""  # what the user accepted, when it says what their own words leave out

    @property
    def matched_by(self) -> str:
        """The text a new attempt is matched against: its situation, else its text."""
        return self.situation or self.text

    @property
    def text(self) -> str:
        """The memory's text: the instruction (the context block shows it) and the goal it
        serves. The outcome and the cause stay on the lesson's own fields: the context stays
        short, and the full-text index, which ranks a long text lower, sees what matters."""
        if self.language == "zh":
            return f"经验：{self.lesson}。目标：{self.goal}。"
        return f"Lesson: {self.lesson}. Goal: {self.goal}."


def situation_of(goal: str, tool: str, before: list[Step]) -> str:
    """The goal, the tool's name in words and what the agent set out to do."""
    attempt = next((s.text for s in before if s.role == "assistant"), "")
    parts = [goal.strip(), tool.replace("_", " ").strip(), first_line(attempt, 160)]
    return ". ".join(p for p in parts if p)


def chinese(sequence: Sequence) -> bool:
    said = [s.text for s in sequence.steps if s.role in ("user", "assistant")]
    return any(has_han(t) for t in said)


def short_goal(text: str) -> str:
    cleaned = text.strip()
    cleaned = (_POLITE_ZH if has_han(cleaned) else _POLITE_EN).sub("", cleaned).strip()
    cleaned = cleaned.rstrip("?？!！。.") or text.strip()
    return cleaned if len(cleaned) <= GOAL_CHARS else cleaned[: GOAL_CHARS - 1] + "…"


def first_line(text: str, limit: int = ERROR_CHARS) -> str:
    line = next((part.strip() for part in text.strip().splitlines() if part.strip()), "")
    return line if len(line) <= limit else line[: limit - 1] + "…"


def arguments(args: dict[str, str]) -> str:
    return f"({', '.join(f'{k}={v}' for k, v in args.items())})" if args else ""


def unique(items: list[str]) -> list[str]:
    return list(dict.fromkeys(i for i in items if i))


_TAG_WORD = re.compile(r"[A-Za-z][A-Za-z0-9_-]{2,}")
_TAG_STOP_WORDS = (
    "the and for with this that from into please can could would will you your our my me "
    "again now today tomorrow yesterday just also then them want need make get send give "
    "一下 一个 这个 那个 帮我 麻烦 我们 你们 今天 明天 昨天 现在"
)
_TAG_STOP = frozenset(_TAG_STOP_WORDS.split())


def tags_for(fixed: list[str], goal: str, extra: str = "") -> tuple[str, ...]:
    """3 to 5 tags: the given ones, then the goal's (and ``extra``'s) longest words."""
    text = f"{goal} {extra}"
    found = [w.lower() for w in _TAG_WORD.findall(text) if w.lower() not in _TAG_STOP]
    if has_han(text):  # jieba's nouns and verbs of two characters or more
        found += [
            w.text
            for w in tag(text)
            if len(w.text) > 1 and w.flag[:1] in ("n", "v") and w.text not in _TAG_STOP
        ]
    ranked = sorted(dict.fromkeys(found), key=len, reverse=True)
    tags = unique([t.lower()[:40] for t in fixed] + ranked)[:5]
    for filler in ("lesson", "experience", "task"):
        if len(tags) < 3 and filler not in tags:
            tags.append(filler)
    return tuple(tags)
