"""Kinds: a rule-based guess of what an event is, its importance signals, and rejections.

Used by retain when no LLM is configured. The classification rules live in ``kinds_rules.py``
as ordered tiers (the rejection and importance patterns live here); the first tier with a rule
that fires decides the kind:

1. lesson     — "lesson learned", 教训: most specific, and would otherwise read as a task
2. rejection  — "not plan A", 方案A不行: a decision against something said before
                 ("I don't want X" is a preference)
3. feedback   — "you're wrong", 你又…: about the agent, whatever else the sentence says
4. task       — "remind me", 别忘了, "deadline": explicit reminders and commitments
5. transient  — "check …", 查一下, weather, greetings: one-off requests and small talk
6. decision   — "decided", "is now", 改成
7. preference — "I like", "never", 不吃
8. task       — weaker requests: "please …", "need to", 帮我
9. transient  — any remaining question about the world
10. fact      — the default

Later tiers that also fire lower the confidence and are kept in ``signals`` for explanations;
greetings and thanks carry the signal ``small_talk``. Assistant and tool text is less
authoritative: only tiers 1, 4, 5, 6 and 7 apply to it, so it stays a fact unless a clear rule
fires.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from service.encoding import kinds_rules as rules
from service.encoding.kinds_rules import Kind

__all__ = ["Kind", "KindGuess", "Rejection", "classify", "detect_rejection", "importance_boost"]

DEFAULT_CONFIDENCE = 0.5
AGREEMENT_BONUS = 0.05  # per further rule of the winning kind, at most two
CONFLICT_PENALTY = 0.1  # when a rule of another kind fired as well
MIN_CONFIDENCE, MAX_CONFIDENCE = 0.3, 0.95

BOOST_LIMIT = 0.2
EMPHASIS_BOOST = 0.1
CORRECTION_BOOST = 0.05
SPECIFICS_BOOST = 0.05
ROLE_BOOST = {"user": 0.05, "assistant": -0.1, "system": 0.0, "tool": 0.0}

# --- importance signals ----------------------------------------------------------------------
_EMPHASIS = re.compile(
    r"\b(?:always|never(?!\s+mind)|must|important|importantly|crucial|critical|remember"
    r"|make sure|definitely|absolutely)\b|记住|一定|千万|务必|重要|绝对|永远|必须",
    re.IGNORECASE,
)
_CORRECTION = re.compile(
    r"\b(?:actually|correction|i meant|to be clear|to clarify)\b"
    r"|其实|更正|纠正|准确地说|不是.{1,12}而是",
    re.IGNORECASE,
)
_MONEY = re.compile(
    r"[$¥€£]\s?\d|\d(?:[\d,.]*\d)?\s?(?:[km]\b|元|块|万|亿|美元|欧元"
    r"|dollars?\b|usd\b|rmb\b|yuan\b|euros?\b|bucks\b)",
    re.IGNORECASE,
)
_DATE = re.compile(
    r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tonight|tomorrow|yesterday"
    r"|next (?:week|month|year)|(?:jan|feb|mar|apr|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}"
    r"|\d{1,2}(?::\d\d)?\s?(?:am|pm)|\d{4}-\d{2}-\d{2})\b"
    r"|(?:周|礼拜|星期)[一二三四五六日天]|[今明后昨]天|[下上这]周|[下上]个?月"
    r"|\d+月|\d+[日号]|\d{4}年",
    re.IGNORECASE,
)
_NUMBER = re.compile(r"\d")
_SPECIFICS = (("money", _MONEY), ("date", _DATE), ("number", _NUMBER))

# --- rejections ------------------------------------------------------------------------------
# English rejections open the clause, after an optional "no," / "ok," / "actually,".
_OPENER = r"^(?:(?:no|nope|nah|ok|okay|well|actually|hmm|um|so|sorry|then)\b[,.!]?\s*)*"
_TARGET = r"(?P<target>[^,.!?]+?)[\s.!?]*$"
_ZH_TARGET = r"(?P<target>[^，,。！？!?]+?)"
_ZH_PUNCT = r"[\s!！。.,，~～?？]*"
_ZH_END = _ZH_PUNCT + "$"
# "not bad", "not sure": evaluations and hedges, not the rejection of an item.
_HEDGES = (
    r"bad|good|great|sure|really|yet|now|quite|exactly|at all|too|so|very|much|that bad"
    r"|necessarily|likely|a problem|an issue|today|right now|worth it"
)
# 不要 before these is an imperative ("不要忘了", "不要担心"), not "I don't want".
_NOT_AFTER_BUYAO = (
    r"忘|担心|客气|着急|急|紧|告诉|说|打扰|让|给|把|在|太|再|这样|那样|跟|和|去|来|做|管|怕"
)


def _rejection(name: str, *alternatives: str) -> tuple[str, re.Pattern[str]]:
    return name, re.compile("|".join(alternatives), re.IGNORECASE)


_REJECTIONS = (
    # "not plan A", "not the ryokan": a short name, not a clause ("not easy facing setbacks
    # but I believe in you", "not surprised at all that it paid off")
    _rejection(
        "not",
        rf"{_OPENER}not\s+(?!(?:{_HEDGES})\b[\s.!?]*$)"
        r"(?P<target>(?:[\w'’-]+\s*){1,4}?)[\s.!?]*$",
    ),
    _rejection(
        "dont_want",
        rf"{_OPENER}(?:i|we)\s+(?:don't|do not|no longer)\s+(?:want|need)\s+(?!to\b)"
        r"(?P<target>[^,.!?]+?)(?:\s+any\s*more)?[\s.!?]*$",
    ),
    _rejection(
        "cancel",
        rf"{_OPENER}(?:please\s+|let's\s+|just\s+|we should\s+|i want to\s+|i'd like to\s+)?"
        rf"cancel\s+{_TARGET}",
    ),
    _rejection("forget_about", rf"{_OPENER}(?:just\s+)?forget\s+(?:about\s+)?{_TARGET}"),
    _rejection("scrap", rf"{_OPENER}(?:let's\s+|just\s+)?(?:scrap|ditch)\s+{_TARGET}"),
    # "no, that won't work (for us)", "that's way over budget": a reference back, target "".
    _rejection(
        "wont_work",
        rf"{_OPENER}(?P<target>that|this)(?:'s| is| will| would)?\s*(?:not|won't|doesn't"
        r"|does not|wouldn't|isn't going to|is not going to|not going to)\s+work\b",
    ),
    _rejection(
        "too_much",
        rf"{_OPENER}(?P<target>that|this)(?:'s| is| was)\s+(?:(?:way|far|much|a bit)\s+)?"
        r"(?:too (?:expensive|much|pricey|far|long|slow|risky|complicated)"
        r"|(?:over|above|beyond|out of) (?:budget|our budget|my budget|what\b))",
    ),
    _rejection("off_the_table", r"^(?P<target>[^,.!?]+?)\s+(?:is|are)\s+off\s+the\s+table\b"),
    _rejection(
        "lets_not",
        rf"{_OPENER}let's\s+not\s+(?:do|go with|use|choose|pick|take|book|buy|get)\s+{_TARGET}",
    ),
    _rejection(
        "rejected",
        rf"{_OPENER}(?:we|i|they)\s+(?:have\s+|'ve\s+)?(?:rejected|dropped|scrapped|ruled out"
        rf"|decided against)\s+{_TARGET}",
        r"^(?P<target2>[^,.!?]+?)\s+(?:is|was|has been)\s+(?:rejected|scrapped|ruled out)\b",
    ),
    _rejection(
        "not_going_with",
        rf"{_OPENER}(?:we|i)(?:'re|'m| are| am)?\s+not\s+going\s+(?:with|for)\s+{_TARGET}",
        r"^(?:we|i)\s+won't\s+go\s+with\s+(?P<target2>[^,.!?]+?)[\s.!?]*$",
    ),
    _rejection(
        "zh_bu_yao",
        rf"^(?:算了{_ZH_PUNCT})?(?:我们?)?就?(?:不要|不用)(?!{_NOT_AFTER_BUYAO})(?:用|选|买|订)?"
        rf"(?P<target>[^，,。！？!?]{{2,}}?)(?:了|吧)?{_ZH_END}",
    ),
    _rejection(
        "zh_bu_yao_le",
        rf"^(?:算了{_ZH_PUNCT})?{_ZH_TARGET}就?"
        rf"(?:不要了|不用了|不行|不可以|算了|作废了?|pass了?){_ZH_END}",
    ),
    _rejection(
        "zh_rejected",
        rf"^{_ZH_TARGET}被?否(?:了|掉了?|决了)",
        rf"^(?:我们)?(?:否决了?|放弃了?)(?P<target2>[^，,。！？!?]+?){_ZH_END}",
    ),
    _rejection("zh_not_considered", rf"^(?:我们)?(?:不再|不)考虑{_ZH_TARGET}了{_ZH_END}"),
    _rejection(
        "zh_cancel", rf"^(?:请|帮我|我要|我想|那就|就)?取消掉?{_ZH_TARGET}(?:吧|了)?{_ZH_END}"
    ),
    _rejection("zh_dont_use", rf"^别(?:用|选|买|订){_ZH_TARGET}了?{_ZH_END}"),
)
# Articles and possessives are dropped from a target; a demonstrative marks a reference back.
_DETERMINERS = re.compile(r"^(?:the|a|an|my|our|your|their|his|her)\s+", re.IGNORECASE)
_DEMONSTRATIVE = re.compile(
    r"^(?:(?:this|that|these|those|it|them)\b|[这那](?:个|些|家|种|款|份|件|项|套|条|样)?|它)",
    re.IGNORECASE,
)
# After a demonstrative these heads add nothing: "that one", "this plan", "这个方案".
_GENERIC_HEADS = re.compile(
    r"^\s*(?:one|ones|plan|option|idea|thing|proposal|approach|choice"
    r"|方案|计划|想法|选项|东西|主意|办法)?\s*$",
    re.IGNORECASE,
)
_TARGET_TAIL = re.compile(
    r"(?:\s+(?:any\s*more|either|now|then|please|for now)|[了吧啦呢])+$", re.IGNORECASE
)
_PRONOUNS = frozenset(
    {"我", "你", "他", "她", "我们", "你们", "他们", "i", "me", "you", "we", "us"}
)


@dataclass(frozen=True)
class KindGuess:
    kind: Kind
    confidence: float  # 0..1
    signals: tuple[str, ...]  # names of the rules that fired, for explanations


@dataclass(frozen=True)
class Rejection:
    target: str  # the phrase rejected ("plan A", "方案A"); "" when it refers back ("not that one")
    signal: str  # the rule that recognised it


@dataclass(frozen=True)
class _Hit:
    name: str
    kind: Kind
    confidence: float


def classify(event: str, role: str = "user") -> KindGuess:
    """The kind of one event; ``fact`` when no rule fires."""
    fired = _fired(_normalise(event), role)
    if not fired:
        return KindGuess("fact", DEFAULT_CONFIDENCE, ("fact.default",))
    winner = fired[0]
    agreeing = sum(1 for hit in fired if hit.kind == winner.kind) - 1
    conflicting = any(hit.kind != winner.kind for hit in fired)
    confidence = (
        winner.confidence
        + AGREEMENT_BONUS * min(agreeing, 2)
        - (CONFLICT_PENALTY if conflicting else 0.0)
    )
    confidence = min(MAX_CONFIDENCE, max(MIN_CONFIDENCE, confidence))
    return KindGuess(winner.kind, round(confidence, 2), tuple(hit.name for hit in fired))


def _fired(text: str, role: str) -> list[_Hit]:
    """Every rule that fires for this role, in tier order."""
    hits: list[_Hit] = []
    for tier in rules.TIERS:
        if role not in tier.roles:
            continue
        if tier is rules.REJECTION:
            rejection = detect_rejection(text)
            if rejection is not None:
                kind = rules.REJECTION_KINDS.get(rejection.signal, tier.kind)
                hits.append(_Hit(f"rejection.{rejection.signal}", kind, tier.confidence))
            continue
        hits.extend(
            _Hit(name, tier.kind, tier.confidence)
            for name, pattern in tier.rules
            if pattern.search(text)
        )
    return hits


def importance_boost(event: str, role: str) -> tuple[float, tuple[str, ...]]:
    """An additive importance adjustment in [-0.2, +0.2] and the names of its signals.

    Emphasis ("always", "must", 记住, 一定, 千万) and corrections ("actually", 其实) raise it;
    so do specifics (numbers, money, dates). User statements gain a little; assistant
    statements lose some, being less authoritative; system and tool text is neutral.
    """
    text = _normalise(event)
    delta = ROLE_BOOST.get(role, 0.0)
    signals: list[str] = [f"role.{role}"] if delta else []
    if _EMPHASIS.search(text):
        delta += EMPHASIS_BOOST
        signals.append("emphasis")
    if _CORRECTION.search(text):
        delta += CORRECTION_BOOST
        signals.append("correction")
    specifics = [name for name, pattern in _SPECIFICS if pattern.search(text)]
    if specifics:
        delta += SPECIFICS_BOOST
        signals.extend(specifics)
    delta = min(BOOST_LIMIT, max(-BOOST_LIMIT, delta))
    return round(delta, 3), tuple(signals)


def detect_rejection(event: str) -> Rejection | None:
    """The rejection of an earlier item ("not plan A", "方案A不行"), or None.

    Preferences ("I don't like coffee") and idioms ("no problem", "not bad", 没问题) are not
    rejections. A target that only points back ("that one", "这个方案") comes back as "".
    """
    text = _normalise(event)
    for name, pattern in _REJECTIONS:
        match = pattern.search(text)
        if match is None:
            continue
        target = _target(match)
        if target is not None:
            return Rejection(target=target, signal=name)
    return None


def _target(match: re.Match[str]) -> str | None:
    """The rejected phrase without determiners; "" for a reference back; None for a pronoun."""
    groups = match.groupdict()
    raw = next((value for key, value in groups.items() if key.startswith("target") and value), "")
    phrase = _TARGET_TAIL.sub("", raw.strip()).strip()
    if phrase.lower() in _PRONOUNS:
        return None  # "我不行" is about the speaker, not an item
    demonstrative = _DEMONSTRATIVE.match(phrase)
    if demonstrative is not None:
        rest = phrase[demonstrative.end() :].strip()
        if _GENERIC_HEADS.match(rest):
            return ""
        phrase = rest
    return _DETERMINERS.sub("", phrase).strip()


def _normalise(event: str) -> str:
    return event.replace("’", "'").replace("‘", "'").strip()
