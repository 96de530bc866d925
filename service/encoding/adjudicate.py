"""With an LLM configured, one question per retain about the pairs the rules could not settle:
does the newer statement give a new value of the same single-valued slot as the older one (a
budget, a seat, a dose, the flight for one trip), so that it replaces it, or are both to be
kept (another person's, another thing's, one more of a slot that holds many)?

The pairs come from retain's conflict step (``service.encoding.store``): an older memory the
rules kept although recall's slot relation (``service.language.slots``) says the two may
speak of one slot. The question is asked after retain's transaction, never inside it, and the
answer is checked whole: every pair answered once, in the schema. A malformed, partial or
off-schema answer, or none, changes nothing; a "supersede" is applied only to an older memory
that is still active (``cypher/encoding/supersede_memories``), with the model's reason.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from service.chat import ChatClient, lenient_json, strict_schema
from service.language.slots import CLOSE, Said, related, same_slot

log = logging.getLogger(__name__)

MAX_PAIRS = 8  # per retain request: the rest stay as the rules left them
REASON_PREFIX = "llm: "


@dataclass(frozen=True)
class Pair:
    """An older memory and a newer one the rules could not settle."""

    old_id: str
    old_text: str
    old_said_at: str  # ISO-8601, when it was said
    new_id: str
    new_text: str
    new_said_at: str
    hint: str  # what the rules saw ("value changed", "related")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class PairVerdict(_Strict):
    index: int
    same_slot: bool
    decision: Literal["supersede", "keep_both"]
    reason: str


class Adjudication(_Strict):
    pairs: list[PairVerdict]


SYSTEM_PROMPT = """You keep an assistant's long-term memory of one user current.
You get pairs of statements from the user's conversations: an older one and a newer one,
each with the time it was said. For each pair decide whether the newer statement gives a new
value of the same single-valued thing as the older one, so that the older one no longer holds
(a budget, a seat preference, a medicine dose, the flight for one trip, a delivery address,
the time of a weekly lesson). Then `same_slot` is true and `decision` is "supersede".
Otherwise `decision` is "keep_both": the two speak of different people or different things, the
newer one adds one more value to something that holds many (allergies, children, cars of
different people), the older one is something that happened and stays true, or you are not
sure. When unsure, keep both. Statements may be English or Chinese. Give a short `reason`.
Answer every pair, by its index, with JSON only."""


def may_fill_one_slot(
    new_text: str, new_role: str, old_text: str, old_role: str, cosine: float
) -> str | None:
    """Why a newer statement the rules let stand beside an older one may still replace it
    (recall's slot relation, ``service.language.slots``, on the primary scale), or None.
    Only the user's own words replace."""
    if new_role != "user":
        return None
    new, old = Said(new_text, new_role), Said(old_text, old_role)
    reason = same_slot(new, old, cosine)
    if reason is not None:
        return reason
    return "close" if cosine >= CLOSE["primary"] and related(new, old, cosine) else None


def response_schema() -> dict[str, Any]:
    return strict_schema(Adjudication)


class Adjudicator:
    def __init__(self, chat: ChatClient) -> None:
        self.chat = chat

    async def judge(self, pairs: list[Pair]) -> list[tuple[Pair, str]]:
        """The pairs the model says the newer replaces the older of, each with its reason;
        [] when it says none, or when its answer cannot be trusted (logged)."""
        pairs = pairs[:MAX_PAIRS]
        if not pairs:
            return []
        question = json.dumps(
            {
                "pairs": [
                    {
                        "index": i,
                        "older": {"text": p.old_text, "said_at": p.old_said_at},
                        "newer": {"text": p.new_text, "said_at": p.new_said_at},
                    }
                    for i, p in enumerate(pairs)
                ]
            },
            ensure_ascii=False,
        )
        raw = await self.chat.ask(SYSTEM_PROMPT, question, "adjudication", response_schema())
        if raw is None:
            return []
        try:
            parsed = Adjudication.model_validate(lenient_json(raw))
        except (ValueError, ValidationError) as exc:
            log.warning("LLM adjudication malformed, keeping both: %s", str(exc)[:300])
            return []
        answered = sorted(v.index for v in parsed.pairs)
        if answered != list(range(len(pairs))):
            log.warning("LLM adjudication answered pairs %s of %d", answered, len(pairs))
            return []
        return [
            (pairs[v.index], REASON_PREFIX + (v.reason.strip()[:200] or "same slot"))
            for v in parsed.pairs
            if v.same_slot and v.decision == "supersede"
        ]
