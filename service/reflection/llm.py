"""Optional LLM reflection: one call per sequence to an OpenAI-compatible endpoint.

The model gets the sequence's steps (id, role, text, tool, status) and answers, under a strict
JSON schema, with the four parts of a lesson (goal, outcome, attribution, lesson) plus tags,
related episode ids and confidence, or ``found: false``. The answer is validated whole: a
malformed, empty or off-schema answer, a lesson without an instruction, tags outside 3-5 or
episode ids it was not given are logged and dropped, and reflection falls back to the rules.
Nothing stored changes because of a bad answer.
"""

from __future__ import annotations

import json
import logging

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from service.chat import ChatClient, lenient_json, strict_schema
from service.language.script import has_han
from service.reflection.draft import LessonDraft
from service.reflection.sequence import Sequence

log = logging.getLogger(__name__)


class LlmLesson(BaseModel):
    model_config = ConfigDict(extra="forbid")

    found: bool
    goal: str = Field(max_length=400)
    outcome: str = Field(max_length=400)
    attribution: str = Field(max_length=400)
    lesson: str = Field(max_length=400)
    tags: list[str] = Field(max_length=5)
    related_episode_ids: list[str] = Field(max_length=500)
    confidence: float = Field(ge=0, le=1)


SYSTEM_PROMPT = """You distil one lesson from what an assistant and its tools did for a user.
You get the steps in order (episode id, role, text, tool, status). Answer with:
goal: what the user wanted, in a few words;
outcome: how it ended (success, failure, after what);
attribution: the one key cause of the outcome (the error, the user's objection);
lesson: one actionable instruction for next time ("install X before calling Y", "give the
user bullet points, not a transcript", "避免…", "先…再…"), specific enough to act on;
tags: 3 to 5 short keywords; related_episode_ids: the ids of the steps the lesson rests on;
confidence: 0 to 1. Write in the user's language (English or Chinese).
If the steps teach nothing specific, answer found=false with empty strings and lists.
Answer with JSON only."""


class LessonLlm:
    def __init__(self, chat: ChatClient) -> None:
        self.chat = chat

    async def distil(self, sequence: Sequence) -> LessonDraft | None:
        """The model's lesson, or None (logged) when its answer cannot be trusted or it
        found none: the caller then asks the rules."""
        steps = [
            {"id": s.episode_id, "role": s.role, "text": s.text[:2000], "tool": s.tool,
             "status": s.status}
            for s in sequence.steps
        ]  # fmt: skip
        question = json.dumps({"steps": steps}, ensure_ascii=False)
        raw = await self.chat.ask(SYSTEM_PROMPT, question, "lesson", strict_schema(LlmLesson))
        if raw is None:
            return None
        try:
            answer = LlmLesson.model_validate(lenient_json(raw))
        except (ValueError, ValidationError) as exc:
            log.warning("LLM lesson malformed, using rules instead: %s", str(exc)[:300])
            return None
        return _checked(answer, sequence)


def _checked(answer: LlmLesson, sequence: Sequence) -> LessonDraft | None:
    given = set(sequence.episode_ids)
    parts = [answer.goal, answer.outcome, answer.attribution, answer.lesson]
    tags = [t.strip().lower()[:40] for t in answer.tags if t.strip()]
    related = [i for i in answer.related_episode_ids if i in given]
    if not answer.found or not all(p.strip() for p in parts):
        log.info("LLM found no lesson; asking the rules")
        return None
    if (
        not 3 <= len(set(tags)) <= 5
        or not related
        or len(related) != len(answer.related_episode_ids)
    ):
        log.warning("LLM lesson off-schema (tags %s, ids %s); using rules", tags, related)
        return None
    failures = [s for s in sequence.steps if s.status == "error" or s.corrects or s.refuses]
    zh = has_han(" ".join(parts))
    return LessonDraft(
        goal=answer.goal.strip(),
        outcome=answer.outcome.strip(),
        attribution=answer.attribution.strip(),
        lesson=answer.lesson.strip().rstrip("。."),
        tags=tuple(dict.fromkeys(tags)),
        related_episode_ids=tuple(related),
        confidence=round(answer.confidence, 3),
        language="zh" if zh else "en",
        method="llm",
        subject=next((s.tool for s in failures if s.tool), "") or "",
        fix=answer.lesson.strip(),
        failure_episode_ids=tuple(s.episode_id for s in failures),
        source="llm",
        situation=f"{answer.goal.strip()}. {answer.attribution.strip()}",
    )
