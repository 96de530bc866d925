"""Times a text names that are not when what it tells of happens.

**A baseline**: a time named as what something is compared with: "LDL was 182, up a
lot from last year", "rent is higher than last month", "比去年高了一截", "跟上个月比涨了300",
"房租和去年一样". The value is told now; last year is only its baseline. Placing the statement
in last year put it outside a window asked about its own day ("what was my LDL at the April
checkup?") and behind older statements of the same thing when recall asked which is newer.

Read from the words around the mention: a comparison word just before it ("than", "compared
to", "versus", "比", "较", "相比"), "from" after a word of change ("up … from", "dropped
from"), or "跟/和/与/同 … 比/一样" around it.

**A rate**: the span of a count ("4 books in a month", "lost 3kg in two weeks").
"""

from __future__ import annotations

import re

__all__ = ["a_baseline", "a_rate"]

# just before the mention: "than (the) …", "compared to/with …", "vs …", "relative to …",
# "same as …"; "from …" after a word of change a few words back ("up a lot from …")
_EN_BEFORE = re.compile(
    r"(?i)(?:\b(?:than|versus|vs\.?|compared\s+(?:to|with)|relative\s+to|same\s+as)"
    r"|\b(?:up|down|higher|lower|more|less|rose|risen|fell|fallen|dropped|jumped|climbed"
    r"|increased|decreased|doubled|halved)\b(?:\s+[\w%$.,']+){0,4}?\s+from)"
    r"\s+(?:the\s+|this\s+time\s+|that\s+of\s+)?$"
)
# "比去年", "较上月", "比起去年", "相比去年", "对比上个月"
_ZH_BEFORE = re.compile(r"(?:比起?|较|相比|对比|相较)$")
# "跟去年比", "和上个月相比", "与去年一样", "同去年差不多"
_ZH_WITH = re.compile(r"[跟和与同]$")
_ZH_AFTER = re.compile(r"^(?:相?比|比较|比起来|一样|差不多|持平)")


def a_baseline(text: str, mention: str) -> bool:
    """Whether ``mention`` (a time found in ``text``, its first occurrence) names what
    something is compared with."""
    at = text.find(mention)
    if at < 0:
        return False
    before, after = text[:at], text[at + len(mention) :]
    if _EN_BEFORE.search(before) or _ZH_BEFORE.search(before):
        return True
    return bool(_ZH_WITH.search(before) and _ZH_AFTER.match(after))


# How many in a span ("4 books in a month", "lost 3kg in two weeks"): a count of things, or
# an amount in a unit, then "in" a span: not a time ahead ("i'll be 30 in a month" is).
_SPAN = re.compile(
    r"(?i)^in\s+(?:a|an|one|\d+|two|three|four|five|six|a\s+few|a\s+couple\s+of)\s+"
    r"(?:days?|weeks?|months?|years?)$"
)
_COUNTED = re.compile(
    r"(?i)(?:\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a\s+dozen|several)\s+"
    r"(?:[a-z'’-]+\s+){0,2}?[a-z'’-]+s|\b\d+\s?(?:kg|kgs|lbs?|km|mi|k))\s+$"
)


def a_rate(text: str, mention: str) -> bool:
    """Whether ``mention`` (a time found in ``text``) is the span of a count ("4 books in a
    month"), not a time."""
    at = text.find(mention)
    return at > 0 and bool(_SPAN.match(mention)) and bool(_COUNTED.search(text[:at]))
