"""How long a state is said to last, from when it is said or from a day it names: "for a
week", "for the next two weeks", "for another month", "for 7 more days", "these two weeks",
"they said about ten days"; "大概一个月", "这两个礼拜", "接下来三天", "十来天", "个把月",
"两三天". Not how long something has been or took ("I've lived here for 3 years", "学了两个
月", "the repair took another week"), how often ("three times a week", "一周三次"), nor how
long until a thing comes ("6 more weeks of waiting"). ``timeparse.state_until`` turns these
into a state's end."""

from __future__ import annotations

import re
from datetime import timedelta

from service.language import timeparse_en, timeparse_zh

__all__ = ["durations"]

# How long a state lasts: "for a week", "for the next two weeks", "for a couple of days";
# "大概一个月", "这两个礼拜", "接下来三天". Not how long something has been ("I've lived here
# for 3 years", "学了两个月") nor how often ("three times a week", "一周三次").
# "for two weeks", and after a verb of staying without "for": "staying two weeks", "here a
# month", "away ten days"
_DURATION_EN = timeparse_en.english(
    r"(?:(?:for|staying|stays?|visiting|here|there|away)\s+(?:the\s+)?(?P<now>next\s+|coming\s+)?"
    # an estimate said of it: "in rehab, they said about ten days", "the doc says a week or so"
    r"|(?:said|says|reckons?|estimated?)\s+(?:it(?:['’]ll| will)\s+(?:be|take)\s+)?"
    r"(?=(?:[a-z]+\s+){1,3}(?:days?|weeks?|months?)\b(?!\s+(?:ago|later|earlier|before|after)\b)))"
    r"(?:(?:at\s+least|about|around|roughly|maybe|probably|like)\s+)?"
    rf"(?P<n>{timeparse_en.NUM}|a\s+few|few)\s+"
    r"(?P<unit>days?|weeks?|fortnights?|months?)(?!['’]s)"
)
_PERFECT = re.compile(r"(?i)\b(?:have|has|had|been|was|were|since|ago)\b|['’]ve\b")
# What is left of a state: "for another month", "for another two weeks", "for 7 more days",
# "for a few more days", and the days one speaks in, "these two weeks": each runs from now.
# Not "6 more weeks of waiting", how long until a thing comes, which bounds no state.
_REMAINING_EN = timeparse_en.english(
    rf"(?:for\s+another\s+(?:(?P<n>{timeparse_en.NUM}|few)\s+)?"
    rf"|for\s+(?P<more>(?:a\s+)?few|{timeparse_en.NUM})\s+more\s+"
    rf"|these\s+(?P<these>{timeparse_en.NUM}|few)\s+)"
    r"(?P<unit>days?|weeks?|fortnights?|months?)(?!['’]s)(?!\s+than\b)"
)
# how long a thing took or went on, told after it: "the repair took another week"
_TOOK = re.compile(r"(?i)\b(?:took|lasted|spent|waited|stayed|needed)\b")
# 半个月: half a month; 几: a few
# "十来天": ten-odd days, taken as ten; "个把月": a month or so
_ZH_COUNT = (
    r"[一两二三四五六七八九]?十来|[一两二三四五六七八九十]{1,3}|\d{1,2}|半(?=个月)|几|个把(?=月)"
)
# "a few days", "这几天": said of a state's length, a few is taken as four
_A_FEW = 4
_DURATION_ZH = re.compile(
    rf"(?:(?:(?P<now>接下来|未来|这)|大概|大约|差不多|先|要|得|住|待|呆|请假|出差)(?:的)?)"
    rf"(?P<n>{_ZH_COUNT})(?P<unit>天|周|个?星期|个?礼拜|个月|(?<=把)月)"
    rf"(?![前后以之]|(?:{_ZH_COUNT})次)"
)
# After a length, the rest of its clause says it has been so all along ("这两周一直这么吃")
# or tells what has been ("这两周都是这么吃的"), as "we've been … for two weeks" does in English
_SO_FAR_ZH = re.compile(
    r"[^\s，,。；;！!？?]*?(?:一直|都是[^\s，,。；;！!？?]*的(?=$|[\s，,。；;！!？?]))"
)
_DURATION_DAYS = {"day": 1, "week": 7, "fortnight": 14, "month": 30, "天": 1, "周": 7, "星期": 7,
                  "礼拜": 7, "个月": 30}  # fmt: skip


def durations(text: str) -> list[tuple[timedelta, bool]]:
    """How long the state a text tells of is said to last, in each phrase that says so, and
    whether that phrase says it runs from now ("for the next two weeks", "这两周", "接下来三天")."""
    out = []
    for m in _DURATION_EN.finditer(text):
        if _PERFECT.search(text[: m.start()]):
            continue  # "we've been together for two months": how long it has been
        out.append((_en_length(m["n"], m["unit"]), bool(m["now"])))
    for m in _REMAINING_EN.finditer(text):
        if _PERFECT.search(text[: m.start()]) or _TOOK.search(text[: m.start()]):
            continue  # "we had to wait another week": how long it went on
        said = m["n"] or m["more"] or m["these"] or "one"  # "another month": one more
        out.append((_en_length(said, m["unit"]), True))
    for m in _DURATION_ZH.finditer(text):
        if text[max(m.start() - 1, 0) : m.start()] in ("了", "过"):
            continue
        if _SO_FAR_ZH.match(text, m.end()):
            continue  # "这两周一直这么吃", "这两周都是这么吃的": how long it has been so
        unit = m["unit"].removeprefix("个") if m["unit"] not in ("个月", "月") else "个月"
        count = _zh_count(m["n"])
        if count is not None:
            out.append((count * timedelta(days=_DURATION_DAYS[unit]), bool(m["now"])))
    return out


def _en_length(count: str, unit: str) -> timedelta:
    """ "two" "weeks", "a few" "days": how long that is."""
    n = _A_FEW if "few" in count.lower() else timeparse_en.amount(count)
    return n * timedelta(days=_DURATION_DAYS[unit.lower().rstrip("s")])


def _zh_count(said: str) -> float | None:
    """A count of days, weeks or months said in Chinese: "三", "十来" (ten-odd, ten), "个把"
    (one or so), "半" (half), "几" (a few), "两三" (two or three: the longer); None for what
    is no count."""
    if said in ("半", "几", "个把"):
        return {"半": 0.5, "几": _A_FEW, "个把": 1}[said]
    said = said.removesuffix("来")
    try:
        return timeparse_zh.zh_number(said)
    except ValueError:
        pass
    try:  # "两三天", "七八个月": a span between two counts
        return max(timeparse_zh.zh_number(c) for c in said) if len(said) == 2 else None
    except ValueError:
        return None
