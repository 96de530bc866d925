"""Deciding whether a new event supersedes an older memory: pure rules, English and Chinese.

A new event may retire an old memory only when both speak of the same subject, and the new
one says something different about it. The subject is shown by a shared entity, or, when
entity extraction missed it, by the words the values sit next to ("the *budget* is now
$1.2M", "*复盘会*改到周一") or by what a preference is about ("I quit *coffee*"). Then one of
these must hold:

- **new value**: a value of one type (a time, an amount, a percentage) changed
  ("budget is 1M" → "budget raised to 1.2M", "5月20号送到" → "延迟到5月23号"); a bare number or
  a code ("UA 857" → "UA 837") only counts when the new one also says it changed;
- **preference flipped**: the same thing liked and then not, or the reverse ("I love coffee"
  → "I quit coffee", "我不吃辣" → "现在挺能吃辣的了");
- **explicit change**: the new one says it changes something ("switched to", "instead",
  "改成", "换成", "现在") about the same entity, or about the same words;
- **habit changed**: no entity in common, but the new one says outright that a habit or state
  of the user changed ("I've switched to swimming", "I'm pescatarian now", "现在每天坐地铁上班")
  and one earlier habit or state of the user is clearly the closest; only that one retires.

Two statements that each tell of what happened on the day they were said ("今天在盒马买了条鲈鱼，
45块", a week later "今天在叮咚买了条鲈鱼，39块9") are two events, and neither retires the other.
A statement about someone else's slot never retires the user's ("my wife's plan is 39 a
month" after "my plan is 59 a month", "我老婆的手机套餐" after "我的手机套餐"): the people a
statement speaks of must be the same. Only the user's own words flip preferences or change
habits; an assistant's echo ("Will do,
tea from now on") may retire a memory only by a changed value. A statement whose values are
all in the old one already says it again ("Updated: the review is now Monday 18 May"), and
never retires it. Everything else is left alone: unrelated facts never retire each other.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from service.encoding.options import several
from service.language.likings import flipped, likings
from service.language.options import point
from service.language.script import has_han
from service.language.timeparse import tells_past
from service.language.values import (
    STRONG,
    changed_types,
    restates,
    typed_values,
    without_values,
)
from service.language.wording import (
    acknowledges,
    anchors,
    clauses,
    contrasted,
    holders,
    negative,
    overlap,
    own_habit,
    routine,
    same_speaker,
    says_change,
    says_switch,
    topic,
    words,
)

__all__ = [
    "COMPATIBLE_KINDS",
    "Side",
    "may_retire_unnamed",
    "retirements",
    "supersede_reason",
]

COMPATIBLE_KINDS: dict[str, tuple[str, ...]] = {
    "preference": ("preference", "fact", "decision"),
    "decision": ("decision", "fact", "task", "preference"),
    "fact": ("fact", "decision", "preference", "task"),
    "task": ("task", "decision", "fact"),
    "feedback": ("feedback",),
    "lesson": ("lesson",),
    "transient": (),
}
_MIND_CHANGES = frozenset({"preference flipped", "habit changed"})
_LIKES = frozenset({"preference", "fact"})  # kinds a liking or a habit is stored as
# Words that sit next to any date or price and name no subject: "due", "date", "start".
_GENERIC = frozenset({"due", "date", "day", "time", "start", "arriv", "ready", "deadlin"})

ANCHOR_OVERLAP = 0.5  # overlap coefficient of the words next to the changed values…
ANCHOR_JACCARD = 0.25  # …and their Jaccard index, so one shared word of many is not enough
CHANGE_COSINE = 0.55
CHANGE_TERMS = 0.25
CHANGE_MIN_TERMS = 2  # …and at least this many words in common beyond the entity
SWITCH_TERMS = 0.15  # a habit switch about a shared entity ("年糕换粮了")
HABIT_COSINE = 0.55  # a habit switch with no entity in common, English
HABIT_TOPIC = 2  # …or, in any language, this many shared content terms
ECHO_TERMS = 2  # an assistant's echo shares this many content terms with what it echoes


@dataclass(frozen=True)
class Side:
    """What the rules need to know about one memory or event."""

    text: str
    kind: str
    keys: frozenset[str]
    role: str = "user"
    turn: str = ""  # the whole turn it was said in, when known
    said_on: str = ""  # the day it was said ("2026-06-03", in its own zone), when known


def supersede_reason(new: Side, old: Side, cosine: float) -> str | None:
    """Why ``new`` supersedes ``old``, or None when it must not (the habit rule, which needs
    every candidate at once, is in ``retirements``)."""
    if old.kind not in COMPATIBLE_KINDS.get(new.kind, ()):
        return None
    subject = new.keys & old.keys
    change = says_change(new.text)
    # Every rule below needs a shared entity, a change said, or a liking flipped: the cheap
    # test first, as most pairs of a batch have none of them.
    if not (subject or change or (new.role == "user" and _flipped(new, old))):
        return None
    if not same_speaker(new.text, old.text) or holders(new.text) != holders(old.text):
        return None  # said by someone else, or of someone else's slot ("我老婆的套餐")
    if restates(new.text, old.text) and negative(new.text) == negative(old.text):
        return None
    if _days_apart(new, old):
        return None  # "今天在盒马买了条鲈鱼，45块" and, a week later, "今天在叮咚买了条鲈鱼，39块9"
    names = frozenset(w for key in subject for w in words(key))
    changed = changed_types(new.text, old.text)
    if changed and (contrasted(new.text) or not contrasted(old.text)):
        anchored = any(_same_anchor(new, old, kind, names) for kind in changed)
        if (changed & STRONG or change) and (change or subject) and anchored:
            return "new value"
    if new.role != "user":
        return None
    if _flipped(new, old):
        return "preference flipped"
    if not subject or restates(old.text, new.text):
        return None  # nothing in common, or all the old one says is still said
    if _one_option_turned_down(new, old):
        return None  # the list still offers the others, and the choice is made from it
    mine, theirs = _said(new.text) - names, _said(old.text) - names
    if len(mine & theirs) < CHANGE_MIN_TERMS or cosine < CHANGE_COSINE:
        return None
    if says_change(new.text, outright=True) and overlap(mine, theirs) >= CHANGE_TERMS:
        return "explicit change"
    if says_switch(new.text) and overlap(mine, theirs) >= SWITCH_TERMS:
        return "explicit change"
    return None


def _one_option_turned_down(new: Side, old: Side) -> bool:
    """Whether ``new`` says no to one option of those ``old`` lists ("青岛那个不去了" after
    "考虑 厦门 或者 青岛"): a no to one of them, resolved as such by ``encoding.options``."""
    pointer = point(new.text)
    return pointer is not None and pointer.stance == "reject" and len(several(old.text)) >= 2


def _days_apart(new: Side, old: Side) -> bool:
    """Whether two statements tell of what happened on the day each was said ("today",
    "yesterday", "今天"), said on different days: two events, not one value changed."""
    if not (new.said_on and old.said_on) or new.said_on == old.said_on:
        return False
    days = {v for k, v in typed_values(new.text) if k == "when" and v.endswith("/day")}
    if days & {v for k, v in typed_values(old.text) if k == "when"}:
        return True
    # each a thing done at a time told from when it was said, in words of its own ("刚给我爸妈
    # 转了三千" / a month later "这个月给我爸妈转了五千"): two events too, unless the newer says
    # it changes something
    return _done_then(new.text) and _done_then(old.text) and not says_change(new.text)


# "just" done: "just sent", "刚给…转了" (not 刚好, "just right", nor 刚开始, "just started")
_JUST = re.compile(r"(?i)\bjust\b|刚(?!好|开始)")


def _done_then(text: str) -> bool:
    """Whether ``text`` tells of a thing done at a time told from when it was said: just now,
    yesterday, this week, this month ("sent my parents $500 this month", "刚给我爸妈转了三千").
    The clause that holds its value tells it as done; another may say what comes next ("…
    老家屋顶漏雨要修一下")."""
    valued = [c for c in clauses(text) if without_values(c) != c]
    if not any(tells_past(c) for c in valued):
        return False
    return _JUST.search(text) is not None or any(k == "when" for k, _ in typed_values(text))


def may_retire_unnamed(new: Side) -> bool:
    """Whether ``new`` could retire a memory it shares no entity with, so that candidates
    close in meaning are worth looking up: only by saying a value changed, by a liking of
    the user's that may flip, or by a habit switch said outright (the rules above)."""
    if says_change(new.text) or says_switch(new.text):
        return True
    return new.role == "user" and bool(likings(new.text))


def retirements(new: Side, olds: list[tuple[str, Side, float]]) -> list[tuple[str, str]]:
    """(memory id, reason) for each of ``olds`` (id, side, cosine) that ``new`` retires:
    every one a rule retires on its own, else, for a habit switch, the single closest habit;
    and with a preference or habit of the user that changed, the assistant's echo of it
    ("Will do: bullet points"). The echo of a value that changed keeps what is still true
    ("Noted: order FJ-58213"); where it repeats the old value ("记下了：CA1501，10月2号" once
    the user was rebooked on CA1519), it goes with the user's memory it echoed."""
    found = (
        [(mid, reason) for mid, old, cos in olds if (reason := supersede_reason(new, old, cos))]
        if _may_retire_any(new)
        else []
    )
    if not found and new.role == "user" and says_switch(new.text) and own_habit(new.text):
        scored = [(_habit_score(new, old, cos), cos, mid) for mid, old, cos in olds]
        best = max(scored, default=(0.0, 0.0, ""))
        if best[0] > 0:
            found = [(best[2], "habit changed")]
    retired = {mid for mid, _ in found}
    changed_mind = {mid for mid, reason in found if reason in _MIND_CHANGES}
    gone = [old for mid, old, _ in olds if mid in changed_mind and old.role == "user"]
    revalued = [
        old
        for mid, old, _ in olds
        if mid in retired and mid not in changed_mind and old.role == "user"
    ]
    stale = frozenset().union(*(_stale_values(new, o) for o in revalued))
    found += [
        (mid, "echo retired")
        for mid, old, _ in olds
        if mid not in retired
        and (
            any(_echoes(old, user, new) for user in gone)
            or (
                typed_values(old.text) & stale and any(_echoes(old, user, new) for user in revalued)
            )
        )
    ]
    return found


def _stale_values(new: Side, old: Side) -> frozenset[tuple[str, str]]:
    """The values of ``old`` that ``new`` replaced: of a type whose value changed, and not
    said again ("5月20号" once it is "5月23号"; the order number both name stays true)."""
    changed = changed_types(new.text, old.text)
    return frozenset(
        (kind, value)
        for kind, value in typed_values(old.text) - typed_values(new.text)
        if kind in changed
    )


def _may_retire_any(new: Side) -> bool:
    """Whether ``supersede_reason`` can hold for ``new`` and any memory at all: each of its
    rules needs an entity to share, a change said, or a liking of the user's to flip."""
    return (
        bool(new.keys) or says_change(new.text) or (new.role == "user" and bool(likings(new.text)))
    )


def _said(text: str) -> frozenset[str]:
    return words(without_values(text))


def _echoes(echo: Side, said: Side, new: Side) -> bool:
    """Whether ``echo`` is the assistant acknowledging ``said`` ("Will do: bullet-point
    summaries, five bullets max" after "send them as bullet points, max five"), and not
    the new statement."""
    if echo.role != "assistant" or not acknowledges(echo.text):
        return False
    mine, theirs, now = topic(echo.text), topic(said.text), topic(new.text)
    return len(mine & theirs) >= ECHO_TERMS and overlap(mine, theirs) > overlap(mine, now)


def _same_anchor(new: Side, old: Side, kind: str, names: frozenset[str]) -> bool:
    """Whether the values of ``kind`` in both texts sit next to the same words. A value said
    alone ("It's Thursday 14 May at 2pm") takes its words from the turn it was said in
    ("Can you put the quarterly review in my calendar? It's Thursday…"). The names of
    shared entities count only when nothing else is left: "the budget is now $1.2M"
    (budget), but not "Dana's travelling next week" (travelling) against "the review with
    Dana is now Monday" (review)."""

    def has(clause: str) -> bool:
        return any(k == kind for k, _ in typed_values(clause))

    a, b = anchors(new.text, has, _GENERIC), anchors(old.text, has, _GENERIC)
    if not b and old.turn and old.text in old.turn:
        b = anchors(old.turn, has, _GENERIC)
    if not (a - names and b - names):
        return bool(a & b & names)  # one says nothing but the shared entity: it is the slot
    a, b = a - names, b - names
    shared = a & b
    return (
        bool(shared)
        and overlap(a, b) >= ANCHOR_OVERLAP
        and len(shared) / len(a | b) >= ANCHOR_JACCARD
    )


def _flipped(new: Side, old: Side) -> bool:
    """The same thing liked in one of the user's likings or habits and not in the other
    ("I love coffee" → "I quit coffee", "我不吃辣" → "现在挺能吃辣的了")."""
    if old.role != "user" or not {new.kind, old.kind} <= _LIKES:
        return False
    return flipped(new.text, old.text)


def _habit_score(new: Side, old: Side, cosine: float) -> float:
    """How clearly ``old`` is the habit or state ``new`` says changed; 0 when it is not one.
    The user's own preference or routine, not an assistant's, in a compatible kind, close in
    words (any language) or, when the switch is named ("switched to", not only "instead"),
    in meaning (English, where the embedding can tell)."""
    if old.role != "user" or old.kind not in COMPATIBLE_KINDS.get(new.kind, ()):
        return 0.0
    if not same_speaker(new.text, old.text):
        return 0.0
    if old.kind != "preference" and not routine(old.text):
        return 0.0
    if restates(new.text, old.text) or topic(old.text) <= topic(new.text):
        return 0.0  # the old one is said again ("since I'm lactose intolerant, I…")
    common = len(topic(new.text) & topic(old.text))
    english = not has_han(new.text + old.text)
    close = english and cosine >= HABIT_COSINE and says_switch(new.text, named=True)
    if common >= HABIT_TOPIC or close:
        return common + (cosine if english else 0.0)
    return 0.0
