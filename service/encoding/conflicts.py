"""Deciding whether a new event supersedes an older memory: pure rules, English and Chinese.

A new event may retire an old memory only when both speak of the same subject: they share a
specific entity (the candidates come from the graph that way) AND their wording, with the
values masked out, overlaps. Then one of three things must hold:

- **new value**: both carry values (numbers, amounts, dates, times) and the values differ
  ("budget is 1M" → "budget raised to 1.2M", "预算是100万" → "预算提高到120万");
- **preference flip**: two preferences about the same object with opposite polarity
  ("I like coffee" → "I don't like coffee any more");
- **explicit change**: the new one says it changes something ("switched to", "instead",
  "改成", "换成") and is close in meaning.

Everything else is left alone: unrelated facts never retire each other.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# Value tokens: amounts with scale words, percentages, clock times, dates, plain numbers.
_VALUE = re.compile(
    r"""(?ix)
    \d{4}-\d{1,2}-\d{1,2}                        # ISO date
    | \d{1,2}:\d{2}\s*(?:am|pm)?                 # clock time
    | (?:[$€£¥]\s?)?\d+(?:[.,]\d+)*
      (?:\s?(?:%|万|亿|千|百|元|块|美元)
         |\s?(?:k|m|bn|b|million|billion|thousand|dollars?|euros?|yuan|rmb)\b)?
    | [一二两三四五六七八九十百千万亿]+(?:万|亿|千|百|元|块)   # Chinese numerals with a unit
    """
)
_UNIT = re.compile(r"\s*(%|k\b|thousand|千|m\b|million|bn\b|b\b|billion|万|亿)")
_SCALE = {
    "%": 1.0,
    "k": 1e3,
    "thousand": 1e3,
    "千": 1e3,
    "m": 1e6,
    "million": 1e6,
    "bn": 1e9,
    "b": 1e9,
    "billion": 1e9,
    "万": 1e4,
    "亿": 1e8,
}
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")
_WORD = re.compile(r"[a-z][a-z'’-]+|[\u4e00-\u9fff]")
_STOP = frozenset(
    """a an the is are was were be been am to of in on for and or with my our your their his
    her its it this that these those i we you they he she me us them now still also just
    really very so do does did has have had will would can could should at by from as
    的 了 是 在 我 们 你 他 她 它 也 都 就 还 很 呢 吧 啊 吗 和 与 到 把 被 给 这 那 个""".split()  # noqa: SIM905 - a word list reads better as text
)
_NEGATION = re.compile(
    r"(?i)\b(?:don'?t|doesn'?t|didn'?t|do not|does not|not|no longer|never|hate|dislike|"
    r"can'?t stand|stopped|quit|any ?more)\b|不喜欢|不再|不想|不要|讨厌|不爱|不吃|不喝|戒了|受不了"
)
_CHANGE = re.compile(
    r"(?i)\b(?:now|instead|switch(?:ed)? to|chang(?:e|ed) (?:it )?to|moved to|updated? to|"
    r"rais(?:e|ed) to|increas(?:e|ed) to|reduc(?:e|ed) to|cut to|lower(?:ed)? to|"
    r"no longer|from now on|actually|correction|postponed|rescheduled)\b"
    r"|改成|改为|换成|换到|改到|提高到|降到|降低到|调整为|调整到|推迟|延期|现在|以后|从现在起|其实|更正"
)

COMPATIBLE_KINDS: dict[str, tuple[str, ...]] = {
    "preference": ("preference",),
    "decision": ("decision", "fact", "task"),
    "fact": ("fact", "decision"),
    "task": ("task", "decision"),
    "feedback": ("feedback",),
    "lesson": ("lesson",),
    "transient": (),
}


@dataclass(frozen=True)
class Side:
    """What the rules need to know about one memory or event."""

    text: str
    kind: str
    keys: frozenset[str]


def values(text: str) -> frozenset[str]:
    """Normalised value tokens ("1.2m" and "1,200,000" both become "1200000")."""
    found = set()
    for match in _VALUE.finditer(text):
        token = match.group(0).strip().lower()
        if not token or not any(ch.isdigit() or "\u4e00" <= ch <= "\u9fff" for ch in token):
            continue
        found.add(_normalise_value(token))
    return frozenset(found)


def _normalise_value(token: str) -> str:
    """Dates and clock times as written; amounts as a number with their scale applied."""
    number = _NUMBER.search(token)
    if ":" in token or "-" in token or number is None:
        return token.replace(" ", "")
    try:
        amount = float(number.group(0).replace(",", ""))
    except ValueError:
        return token
    unit = _UNIT.match(token[number.end() :])
    if unit is None:
        return f"{amount:g}"
    word = unit.group(1)
    return f"{amount * _SCALE[word]:g}" + ("%" if word == "%" else "")


def terms(text: str, ignore: frozenset[str] = frozenset()) -> frozenset[str]:
    """Content words (English) and characters (Chinese), values masked out, less ``ignore``."""
    masked = _VALUE.sub(" ", text.lower())
    return frozenset(w for w in _WORD.findall(masked) if w not in _STOP and w not in ignore)


def negative(text: str) -> bool:
    return _NEGATION.search(text) is not None


def says_change(text: str) -> bool:
    return _CHANGE.search(text) is not None


def overlap(a: frozenset[str], b: frozenset[str]) -> float:
    """Overlap coefficient: shared terms over the smaller set."""
    if not a or not b:
        return 0.0
    return len(a & b) / min(len(a), len(b))


def same_claim(a: str, b: str) -> bool:
    """Whether two close texts can be one memory: the same values and the same polarity.
    ("budget is 1M" and "budget is 1.2M" are close in meaning but different claims.)"""
    return values(a) == values(b) and negative(a) == negative(b)


def supersede_reason(new: Side, old: Side, cosine: float) -> str | None:
    """Why ``new`` supersedes ``old``, or None when it must not."""
    if old.kind not in COMPATIBLE_KINDS.get(new.kind, ()):
        return None
    subject = new.keys & old.keys
    if not subject:
        return None
    # What is said about the subject: the words beyond the shared entities' own names.
    names = frozenset(w for key in subject for w in _WORD.findall(key))
    shared = overlap(terms(new.text, names), terms(old.text, names))
    new_values, old_values = values(new.text), values(old.text)
    if new_values and old_values and not (new_values & old_values) and shared >= 0.34:
        return "new value"
    flipped = new.kind == old.kind == "preference" and negative(new.text) != negative(old.text)
    if flipped and (shared >= 0.34 or cosine >= 0.6):
        return "preference flipped"
    if says_change(new.text) and cosine >= 0.55 and shared >= 0.25:
        return "explicit change"
    return None
