"""A bank's memories over a time range, summarised.

Without an LLM the summary is extractive: the bank's own sentences, chosen and grouped, never
rewritten. From the current memories (active or cold) the bank learnt in the range:

- small talk and one-off questions (kind ``transient``) are left out unless asked for;
- each memory scores its importance, plus a little for being recalled and used
  (``USE_BONUS`` × log(1 + access count)) and for being recent in the range (``RECENT_BONUS``
  × its place, newest highest);
- memories are taken best first, skipping one that says nearly what a taken one says
  (``NEAR_DUPLICATE`` of their word shingles overlap: Latin words, Han character pairs), and
  each further memory of a kind already taken costs ``SAME_KIND_PENALTY``, so a month of
  preferences does not crowd out the one decision;
- the chosen are printed under their kind's heading, in English or Chinese as most of them
  are written, each with the day the bank learnt it.

With an LLM configured, the same chosen memories go to the model in one call for a short
digest under a strict schema; an empty, malformed or off-schema answer gives the extractive
summary instead.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from service.chat import ChatClient, lenient_json, strict_schema
from service.cypher import Queries
from service.graph import Graph
from service.language.script import HAN_RUN, language
from service.lifecycle.memories import Listing, list_memories
from service.lifecycle_models import ListedMemory, SummarizeRequest, Summary, SummaryItem
from service.models import KINDS

log = logging.getLogger(__name__)

CURRENT = ["active", "cold"]
MOST_CONSIDERED = 1000  # the newest this many memories of the range are read
USE_BONUS = 0.05
RECENT_BONUS = 0.1
NEAR_DUPLICATE = 0.6
SAME_KIND_PENALTY = 0.08
ORDER = ("decision", "preference", "task", "fact", "feedback", "lesson", "transient")
HEADINGS = {
    "en": {
        "decision": "Decisions",
        "preference": "Preferences",
        "task": "Tasks",
        "fact": "Facts",
        "feedback": "Feedback",
        "lesson": "Lessons",
        "transient": "Other",
    },
    "zh": {
        "decision": "决定",
        "preference": "偏好",
        "task": "任务",
        "fact": "事实",
        "feedback": "反馈",
        "lesson": "经验教训",
        "transient": "其他",
    },
}
_WORD = re.compile(r"[^\W\d_]+|\d+")


@dataclass(frozen=True)
class Deps:
    graph: Graph
    queries: Queries
    chat: ChatClient | None


async def summarize(deps: Deps, bank_id: str, request: SummarizeRequest) -> Summary:
    memories = await _current(deps, bank_id, request)
    kinds = set(request.kinds or [k for k in KINDS if k != "transient"])
    chosen = choose([m for m in memories if m.kind in kinds], request.limit)
    items = [_item(m) for m in sorted(chosen, key=_known, reverse=True)]
    text = extractive(chosen)
    method = "extractive"
    if deps.chat is not None and chosen:
        digest = await _digest(deps.chat, chosen)
        if digest is not None:
            text, method = digest, "llm"
    return Summary(
        bank_id=bank_id, method=method, text=text, memories=items, considered=len(memories)
    )


async def _current(deps: Deps, bank_id: str, request: SummarizeRequest) -> list[ListedMemory]:
    listing = Listing(
        statuses=CURRENT,
        kinds=list(request.kinds) if request.kinds else None,
        session_id=request.session_id,
        since=request.since,
        until=request.until,
        limit=200,
    )
    out: list[ListedMemory] = []
    while len(out) < MOST_CONSIDERED:
        page = await list_memories(deps.graph, deps.queries, bank_id, listing)
        out += page.memories
        if page.next is None:
            break
        listing = dataclasses.replace(listing, cursor=page.next)
    return out[:MOST_CONSIDERED]


def choose(memories: Sequence[ListedMemory], limit: int) -> list[ListedMemory]:
    """The best ``limit`` memories for a summary (see the module's docstring)."""
    newest_first = sorted(memories, key=_known, reverse=True)
    count = len(newest_first)
    base = {
        m.id: m.importance
        + USE_BONUS * math.log1p(m.access_count)
        + RECENT_BONUS * (1 - place / max(count - 1, 1))
        for place, m in enumerate(newest_first)
    }
    shingles = {m.id: _shingles(m.text) for m in newest_first}
    chosen: list[ListedMemory] = []
    per_kind: dict[str, int] = {}
    pool = list(newest_first)
    while pool and len(chosen) < limit:
        best = max(pool, key=lambda m: base[m.id] - SAME_KIND_PENALTY * per_kind.get(m.kind, 0))
        pool.remove(best)
        if any(_overlap(shingles[best.id], shingles[c.id]) >= NEAR_DUPLICATE for c in chosen):
            continue
        chosen.append(best)
        per_kind[best.kind] = per_kind.get(best.kind, 0) + 1
    return chosen


def extractive(chosen: Sequence[ListedMemory]) -> str:
    """The chosen memories under their kinds' headings, each with the day it was learnt."""
    if not chosen:
        return ""
    lang = language(" ".join(m.text for m in chosen))
    lines: list[str] = []
    for kind in sorted({m.kind for m in chosen}, key=_kind_place):
        lines.append(f"{HEADINGS[lang].get(kind, kind)}:")
        for memory in sorted((m for m in chosen if m.kind == kind), key=_known):
            day = f" ({memory.known_from:%Y-%m-%d})" if memory.known_from else ""
            lines.append(f"- {memory.text.strip()}{day}")
    return "\n".join(lines)


class _Digest(BaseModel):
    model_config = ConfigDict(extra="forbid")
    summary: str = Field(max_length=4000)


SYSTEM_PROMPT = """You summarise what an assistant remembers about a user over a period.
You get the memories (kind, day, text). Write a short digest (at most 8 sentences) of what
matters: decisions, current preferences, open tasks, key facts. Use only what the memories
say; do not invent. Write in the language most memories are written in (English or Chinese).
Answer with JSON only: {"summary": "..."}."""


async def _digest(chat: ChatClient, chosen: Sequence[ListedMemory]) -> str | None:
    given = [
        {"kind": m.kind, "day": f"{m.known_from:%Y-%m-%d}" if m.known_from else None,
         "text": m.text[:1000]}
        for m in sorted(chosen, key=_known)
    ]  # fmt: skip
    question = json.dumps({"memories": given}, ensure_ascii=False)
    raw = await chat.ask(SYSTEM_PROMPT, question, "summary", strict_schema(_Digest))
    if raw is None:
        return None
    try:
        digest = _Digest.model_validate(lenient_json(raw)).summary.strip()
    except (ValueError, ValidationError) as exc:
        log.warning("LLM summary malformed, using the extractive one: %s", str(exc)[:300])
        return None
    return digest or None


def _item(memory: ListedMemory) -> SummaryItem:
    return SummaryItem.model_validate(memory.model_dump(include=set(SummaryItem.model_fields)))


def _known(memory: ListedMemory) -> tuple[str, str]:
    return (memory.known_from.isoformat() if memory.known_from else "", memory.id)


def _kind_place(kind: str) -> int:
    return ORDER.index(kind) if kind in ORDER else len(ORDER)


def _shingles(text: str) -> set[str]:
    """Latin words (lower case) and the pairs of neighbouring Han characters."""
    lowered = text.lower()
    out = {w for w in _WORD.findall(HAN_RUN.sub(" ", lowered)) if len(w) > 1}
    for run in HAN_RUN.findall(lowered):
        out.update(run[i : i + 2] for i in range(max(len(run) - 1, 1)))
    return out


def _overlap(a: set[str], b: set[str]) -> float:
    if not a or not b:
        return 0.0
    return len(a & b) / min(len(a), len(b))
