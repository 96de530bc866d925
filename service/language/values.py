"""The values a statement carries, typed, in English and Chinese: what retain compares to tell
"the budget is now $1.2M" from "our budget is $1M", or "改到5月18日" from "5月14日".

A value has a type and a normalised form:

- times, found by timeparse, as their facets: ``date`` ("14 May", "5月18日"), ``weekday``
  ("Monday", "下周一", "on Sundays"), ``clock`` ("2pm", "上午十点") and ``when`` for any other
  relative time ("tomorrow"), resolved against one fixed reference so that the same words
  give the same value in any memory;
- ``amount``: a number with a currency or a scale ("$1.2M", "180k", "120万", "两万");
- ``percent``: "10%";
- ``code``: an identifier, letters then digits ("UA 857", "CA1519", "FJ-58213"), typed by its
  letters so that only codes of one family compare ("code:ca");
- ``phone``: a phone number, seven digits or more in groups or a mobile's eleven
  ("612-555-0148", "0161 496 0732", "137 2845 6610"), as its digits: one value, not three
  numbers, so that "她把号码发我了 137 2845 6610" and "客服电话10000号" hold no value of one
  type;
- ``number``: any other number ("3 bedrooms", "a team of 6");
- ``daypart``: the part of a day a time falls in, said in words ("first thing", "late
  afternoon", "evenings", "上午", "晚上") or read off a clock time ("8am" is a morning), so
  that "I always go late afternoon, like 4 or 5" and "get me something first thing, like
  8am" hold two values of one type.

Two statements give a *new value* of a type when each has a value of that type the other
lacks. Types differ in how much they prove: a time or an amount names a slot on its own; a code
or a bare number may name something else entirely (another order, another count), so the rules
in conflicts.py ask for more before they trust those.
"""

from __future__ import annotations

import re
from datetime import timedelta
from functools import lru_cache

from service.language.holidays import without_holidays
from service.language.timebase import FIXED_REFERENCE
from service.language.timeparse import TimeMention, find_times

# A change in one of these types names a change of slot on its own.
# A relative time ("yesterday", "this month") says when something happened more often than
# what a slot holds: it counts, like a bare number, only where a change is said.
STRONG = frozenset({"date", "weekday", "clock", "amount", "percent"})
# The types that say when: a relative time, a date, a weekday, a clock time, a part of the day.
TIMES = frozenset({"when", "date", "weekday", "clock", "daypart"})

_ZH_DIGITS = {c: i for i, c in enumerate("零一二三四五六七八九")} | {"〇": 0, "两": 2}
_SCALES = {
    "k": 1e3, "thousand": 1e3, "千": 1e3, "m": 1e6, "million": 1e6, "bn": 1e9, "b": 1e9,
    "billion": 1e9, "万": 1e4, "亿": 1e8, "百": 1e2,
}  # fmt: skip
_CURRENCY = r"(?:[$€£¥]\s?)"
_MONEY_WORD = r"(?:dollars?|bucks|euros?|pounds?|yuan|rmb|usd|元|块|美元|欧元)"
# A phone number: groups of digits with an optional country or area code, or a Chinese
# mobile's eleven digits, or a trunk 0 and nine or ten; never a date ("2026-05-08", "5/2/2026")
# nor an id with letters ("PX-7730215", "JD30561187"), and seven digits at least (``_phone``)
_PHONE = re.compile(
    r"(?<![\w+-])(?:\+\d{1,3}[\s-]?)?(?:\(\d{2,4}\)\s?)?\d{2,5}(?:[\s.-]\d{2,6}){1,3}(?![\w-])"
    r"|(?<![\w+-])(?:\+\d{1,3}[\s-]?)?1[3-9]\d{9}(?![\w-])"
    r"|(?<![\w+-])0\d{9,10}(?![\w-])"
)
_DATE_DIGITS = re.compile(r"\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4}")
# Letters and digits joined ("CA1519", "fj-58213"), or capitals, a space and digits ("UA 857").
_CODE = re.compile(r"(?<![A-Za-z0-9])([A-Za-z]{1,4}-?|[A-Z]{1,4} )(\d{2,})(?![A-Za-z0-9])")
_NUMBER = re.compile(
    rf"(?P<cur>{_CURRENCY})?(?P<num>\d+(?:[.,]\d+)*)"
    # an ordinal's ending is no word of its own ("3rd grade", "the corner of 33rd")
    r"(?:(?:st|nd|rd|th)(?![a-z]))?"
    r"(?:\s?(?P<scale>(?:k|m|bn|b|thousand|million|billion)(?![a-z0-9])|(?:万|亿|千)(?![a-z])))?"
    rf"(?P<pct>\s?%|\s?percent\b)?(?:\s?(?P<word>{_MONEY_WORD}))?",
    re.IGNORECASE,
)
# A Chinese numeral with a scale, however abbreviated: "两万", "一万二" (12,000), "三千五"
# (3,500), "一万一千四" (11,400), "一百二十万", "两千八百块"; it opens with a digit ("千万别忘了",
# "万一" are words), and is an amount when it holds 千, 万 or 亿, or 百 said with 元 or 块
# (``_zh_amount``, read whole by ``_zh_numeral``).
_ZH_AMOUNT = re.compile(
    r"(?P<num>[一二两三四五六七八九十][零〇一二两三四五六七八九十百千万亿]*)(?P<word>元|块)?"
)
_ZH_TRAILING_UNIT = re.compile(
    r"(?P<n>\d+)(?P<scale>[万千])(?P<d>\d)(?:(?<=万\d)千)?(?![\d.万千百])"
)
_PLURAL_WEEKDAY = re.compile(
    r"\b(?:on\s+)?(mon|tues|wednes|thurs|fri|satur|sun)days\b"
    r"|每(?:周|星期|礼拜)([一二三四五六日天])(?![次回遍趟天])",  # not "每周三次": a count
    re.IGNORECASE,
)
# Weekdays cut short, as habits are told ("boulder tues and thurs nights", "mon/wed/fri"):
# the ones that are no other word alone ("tues", "thurs", "weds"), and any in a list of them
# ("sat and sun"; not "sat down", "the sun")
_SHORT_DAY = r"(?:mon|tues?|weds?|thu|thur|thurs|fri|sat|sun)"
_SHORT_WEEKDAYS = re.compile(
    rf"(?i)\b{_SHORT_DAY}\.?(?:\s*(?:/|,|&|\+|-|and|or|to)\s*{_SHORT_DAY}\b\.?)+"
    r"|\b(?:tues?|thu|thurs?|weds)\b\.?"
)
_SHORT_DAY_WORD = re.compile(rf"(?i)\b{_SHORT_DAY}")
# A count said in Chinese numerals or digits before its measure word ("每天一片半", "一天两次",
# "订了两间房", "坐三桌", "一共6个人"): a value of that measure's own type (``count:片``),
# compared only with counts of the same measure, so "一片" and "一片半" differ while "两杯"
# says nothing of a price. Not an ordinal or "this time" ("第一次", "这一次", "再一次", "上一次"),
# nor "一次性"; a count after a part of the day is one ("早上一片 晚上再加半片").
_ZH_COUNT = re.compile(
    r"(?:(?<=早上)|(?<=晚上)|(?<![第这那上下再又每哪一二两三四五六七八九十百千万零\d.]))"
    r"(?P<num>[一二两三四五六七八九十]{1,3}|\d{1,3}|半)"
    r"(?P<measure>片|粒|颗|杯|桌|间|次|顿|袋|瓶|盒|包|支|碗|勺|滴|份|套|张|辆|只|位|个人)"
    r"(?P<half>半)?(?!性)"
)
# measures of a count of times ("一天两次"), read as one only after its period; a count of
# times is no count of things (``slots.same_slot``)
TIMES_COUNTED = frozenset({"次", "顿"})
_ZH_WEEKDAYS = {c: i for i, c in enumerate("一二三四五六日")} | {"天": 6}
_EN_WEEKDAYS = ("mon", "tues", "wednes", "thurs", "fri", "satur", "sun")
_WEEKDAY_WORD = re.compile(
    r"(?i)(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:周|星期|礼拜)[一二三四五六日天]"
)
# Parts of a day said in words, by group: morning, midday, afternoon, evening, night.
_DAYPART = re.compile(
    r"(?i)\b(?:(?P<morning>first thing|(?:early |late |mid-?)?mornings?)"
    r"|(?P<midday>noon|midday|lunch ?time)"
    r"|(?P<afternoon>(?:early |late |mid-?)?afternoons?)"
    r"|(?P<evening>(?:early |late )?evenings?|tonight)"
    r"|(?P<night>(?:late )?nights?|overnight|midnight))\b"
    r"|(?P<zh_morning>早上|早晨|清晨|一大早|上午)|(?P<zh_midday>中午|午休)|(?P<zh_afternoon>下午)"
    r"|(?P<zh_evening>傍晚|晚上|今晚)|(?P<zh_night>夜里|半夜|凌晨|深夜)"
)
# Clock hours by the part of the day they fall in (from 5, 11, 14, 18 and 22 o'clock).
_DAYPART_HOURS = ((5, "morning"), (11, "midday"), (14, "afternoon"), (18, "evening"), (22, "night"))


def typed_values(text: str) -> frozenset[tuple[str, str]]:
    """(type, normalised value) for every value in text."""
    return _read(text)[0]


def holds_value(text: str) -> bool:
    """Whether ``text`` holds a value that says something on its own: a part of the day
    alone ("good night!", "evenings") does not."""
    return any(kind != "daypart" for kind, _ in typed_values(text))


def without_values(text: str) -> str:
    """Text with its values blanked out: what is said about them, not the values."""
    return _read(text)[1]


def _phone(said: str) -> str | None:
    """The digits of a phone number said so (seven or more, not a date), else None."""
    digits = "".join(c for c in said if c.isdigit())
    return digits if len(digits) >= 7 and not _DATE_DIGITS.fullmatch(said) else None


@lru_cache(maxsize=4096)
def _read(text: str) -> tuple[frozenset[tuple[str, str]], str]:
    found: set[tuple[str, str]] = set()
    masked = text
    for match in _PHONE.finditer(text):
        if (digits := _phone(match[0])) is not None:
            found.add(("phone", digits))
            masked = masked.replace(match[0], " " * len(match[0]), 1)
    # a holiday is when something happened ("国庆都没歇"), not a value of what it is about:
    # its words stay, and a clock said with it is still read ("christmas eve at 7pm")
    for mention in find_times(without_holidays(masked), FIXED_REFERENCE):
        if not _names_which(mention, text):
            found |= _facets(mention)
            found |= _dayparts(mention.text)  # "周三下午", "Tuesday evening"
        masked = masked.replace(mention.text, " " * len(mention.text), 1)
    for match in _PLURAL_WEEKDAY.finditer(masked):
        day = _EN_WEEKDAYS.index(match.group(1).lower()) if match.group(1) else None
        day = _ZH_WEEKDAYS[match.group(2)] if day is None else day
        found.add(("weekday", str(day)))
    masked = _PLURAL_WEEKDAY.sub(" ", masked)
    for match in _SHORT_WEEKDAYS.finditer(masked):
        for day in _SHORT_DAY_WORD.findall(match[0]):
            found.add(("weekday", str(_short_weekday(day))))
    masked = _SHORT_WEEKDAYS.sub(" ", masked)
    for match in _CODE.finditer(masked):
        found.add((f"code:{match.group(1).strip(' -').lower()}", match.group(2)))
    masked = _CODE.sub(" ", masked)
    for match in _ZH_AMOUNT.finditer(masked):
        if (amount := _zh_amount(match)) is not None:
            found.add(("amount", f"{amount:g}"))
    masked = _ZH_AMOUNT.sub(lambda m: m[0] if _zh_amount(m) is None else " ", masked)
    for match in _ZH_COUNT.finditer(masked):
        if match["measure"] in TIMES_COUNTED and not _after_period(masked, match.start()):
            continue  # "一次交一万一千四", "洗一次35": in one go, not how often
        said = match["num"]
        count = 0.5 if said == "半" else int(said) if said.isdigit() else _zh_numeral(said)
        found.add((f"count:{match['measure']}", f"{count + (0.5 if match['half'] else 0):g}"))
    masked = _ZH_COUNT.sub(" ", masked)
    # "8万2", "3千5", "2万5千": the digit after the scale is the next unit down (82000, 3500,
    # 25000), not a number of its own
    masked = _ZH_TRAILING_UNIT.sub(lambda m: f"{m['n']}.{m['d']}{m['scale']}", masked)
    found |= _dayparts(masked)
    masked = _DAYPART.sub(" ", masked)
    for match in _NUMBER.finditer(masked):
        found.add(_number(match))
    found |= {("daypart", _daypart(clock)) for kind, clock in found if kind == "clock"}
    return frozenset(found), _NUMBER.sub(" ", masked)


def _after_period(text: str, at: int) -> bool:
    """Whether a period of time ("一天", "每周", "隔天") is said just before ``at``."""
    return text[max(0, at - 1) : at] in ("天", "周", "月", "年", "日", "晚", "早")


def _short_weekday(day: str) -> int:
    """The weekday (Monday 0) of a short name ("tues", "thurs", "sat")."""
    return next(n for n, name in enumerate(_EN_WEEKDAYS) if name[:2] == day[:2].lower())


# A month named alone right before what it qualifies ("april pick is in", "the June pick",
# "feb bill: £142", "February's rent"): it says which of a recurring thing, not a value of
# it; "the April pick" and "the June pick" are two picks, not one moved. The mention still
# places the memory in that month.
_QUALIFYING_MONTH = re.compile(r"(?i)^[a-z]+\.?$")
_QUALIFIED = re.compile(r"^(?:'s|’s)?\s+[A-Za-z]")


def _names_which(mention: TimeMention, text: str) -> bool:
    """Whether ``mention`` is a month said alone that qualifies the word after it."""
    if mention.granularity != "month" or not _QUALIFYING_MONTH.match(mention.text):
        return False
    at = text.find(mention.text)
    return at >= 0 and _QUALIFIED.match(text[at + len(mention.text) :]) is not None


# Several parts of the day in one word: "早晚各吃一片" (morning and evening), "早中晚各一粒";
# not 早晚 as "sooner or later" ("早晚会解决的", "早晚得去", "早晚的事").
_ZH_DAYPARTS = re.compile(r"早中晚|早晚(?![会得要的是都])")
_ZH_DAYPARTS_OF = {"早中晚": ("morning", "midday", "evening"), "早晚": ("morning", "evening")}


def _dayparts(text: str) -> set[tuple[str, str]]:
    """The parts of the day ``text`` names in words."""
    found = {
        ("daypart", part) for m in _ZH_DAYPARTS.finditer(text) for part in _ZH_DAYPARTS_OF[m[0]]
    }
    text = _ZH_DAYPARTS.sub(" ", text)
    return found | {
        ("daypart", (m.lastgroup or "").removeprefix("zh_")) for m in _DAYPART.finditer(text)
    }


def _daypart(clock: str) -> str:
    """The part of the day a clock time ("08:00") falls in."""
    hour = int(clock[:2])
    part = "night"
    for start, name in _DAYPART_HOURS:
        if hour >= start:
            part = name
    return part


def _facets(mention: TimeMention) -> set[tuple[str, str]]:
    """A time as the facets a change can be told by: the date stated ("14 May", "5月18日"),
    the weekday ("Monday", "下周一"), the clock time ("2pm", "上午十点"); any other relative
    time ("tomorrow", "next week") as itself. "下周一上午十点" and "5月18日周一上午十点" then
    share the weekday and the clock and differ in nothing both name."""
    start, span = mention.start, mention.end - mention.start
    facets: set[tuple[str, str]] = set()
    if mention.granularity in ("hour", "minute") and span <= timedelta(hours=1):
        facets.add(("clock", f"{start:%H:%M}"))
    if _WEEKDAY_WORD.search(mention.text):
        facets.add(("weekday", str(start.weekday())))
    elif not mention.relative:
        facets.add(("date", f"{start:%m-%d}" if mention.granularity != "year" else f"{start:%Y}"))
    elif mention.granularity not in ("hour", "minute"):
        facets.add(("when", f"{start:%m-%d}/{mention.granularity}"))
    return facets


def _number(match: re.Match[str]) -> tuple[str, str]:
    raw = match.group("num")
    try:
        amount = float(raw.replace(",", ""))
    except ValueError:
        return ("number", raw)
    if match.group("pct"):
        return ("percent", f"{amount:g}")
    scale = match.group("scale")
    if scale:
        amount *= _SCALES[scale.lower()]
    if scale or match.group("cur") or match.group("word"):
        return ("amount", f"{amount:g}")
    return ("number", f"{amount:g}")


def _zh_amount(match: re.Match[str]) -> float | None:
    """The amount a Chinese numeral says, when it is one (see ``_ZH_AMOUNT``)."""
    num = match.group("num")
    if not set(num) & set("千万亿") and not ("百" in num and match.group("word")):
        return None
    return _zh_numeral(num)


_ZH_UNITS = {"十": 10, "百": 100, "千": 1000}
_ZH_BIG = {"万": 1e4, "亿": 1e8}


def _zh_numeral(numeral: str) -> float:
    """A Chinese numeral with its scales ("一万一千四" = 11,400, "一百二十万" = 1,200,000),
    a digit after the last unit said being the next unit down ("一万二" = 12,000, "三千五" =
    3,500, "五千二百五" = 5,250) unless a 零 stands before it ("一百零五" = 105)."""
    total, section, digit, last, zero = 0.0, 0.0, None, 1.0, False
    for ch in numeral:
        if ch in _ZH_UNITS:
            section += (digit if digit is not None else 1) * _ZH_UNITS[ch]
            digit, last, zero = None, _ZH_UNITS[ch], False
        elif ch in _ZH_BIG:
            section += digit or 0
            if ch == "亿":  # scales all before it
                total = (total + section) * _ZH_BIG[ch]
            else:  # scales what came after any 亿: "一亿两千万"
                total += section * _ZH_BIG[ch]
            section, digit, last, zero = 0.0, None, _ZH_BIG[ch], False
        elif ch in "零〇":
            zero = True
        else:
            digit = _ZH_DIGITS.get(ch, 0)
    if digit is not None:
        section += digit if zero or last == 1 else digit * last / 10
    return total + section


def values(text: str) -> frozenset[str]:
    """Every value as one string ("amount:1.2e+06"); for telling two claims apart."""
    return frozenset(f"{kind}:{value}" for kind, value in typed_values(text))


def changed_types(new: str, old: str) -> frozenset[str]:
    """The value types for which each text has a value the other lacks."""
    a, b = typed_values(new), typed_values(old)
    types = {kind for kind, _ in a} & {kind for kind, _ in b}
    return frozenset(
        kind
        for kind in types
        if {v for k, v in a if k == kind} - {v for k, v in b if k == kind}
        and {v for k, v in b if k == kind} - {v for k, v in a if k == kind}
    )


def restates(new: str, old: str, times: bool = True) -> bool:
    """Whether ``new`` carries values and every one of them is already in ``old`` ("Updated:
    the review is now Monday 18 May" after "the review moved to Monday 18 May"); without
    ``times``, of its values other than times (a part of the day both name, "晚上…", is when,
    not what)."""
    a = {v for v in typed_values(new) if times or v[0] not in TIMES}
    return bool(a) and a <= typed_values(old)


def confirms(statement: str, reply: str) -> bool:
    """Whether ``statement`` says back ``reply``'s values and no other but when ("Noted, $110
    a visit from next month" after "110"; "Reminder moved to 6:55 am" after "yes pls, 6:55";
    "好的，下个月起洗一次45块" after "45"): the same figures, whatever type each is read as
    (a bare number in a reply is the amount its confirmation names), a clock the same on the
    twelve-hour dial."""
    said, back = figures(reply), figures(statement)
    return bool(said) and said == back


def figures(text: str) -> frozenset[str]:
    """The figures of ``text``'s values, its dates and days aside; a clock read on the
    twelve-hour dial ("6:55" and "6:55 am" are one figure)."""
    out = set()
    for kind, value in typed_values(text):
        if kind == "clock":
            hour, _, minute = value.partition(":")
            out.add(f"{int(hour) % 12}:{minute}" if hour.isdigit() else value)
        elif kind not in TIMES:
            out.add(value)
    return frozenset(out)


# A time moved by an amount: "half an hour earlier", "an hour later", "push it back 30
# minutes", "提前半小时", "推迟一个小时", "晚半小时".
_AMOUNT_OF_TIME = r"(?:an?|one|two|three|half an?|\d+(?:\.\d+)?)\s*(?:hours?|hrs?|minutes?|mins?)"
_SHIFT = re.compile(
    rf"(?i)\b{_AMOUNT_OF_TIME}\s+(?:earlier|later|sooner)\b"
    rf"|\b(?:push|pushed|move|moved|bring|brought)\s+(?:it\s+)?(?:back|forward|up)\s+(?:by\s+)?"
    rf"{_AMOUNT_OF_TIME}\b"
    r"|(?:提前|推迟|推后|延后|往后推|往前挪|早|晚)了?[一两二三四五六七八九十半\d]+个?半?(?:小时|钟头|分钟|刻钟)"
)


def shifted(statement: str, reply: str) -> bool:
    """Whether ``reply`` moves a time by an amount and names no time of day, and
    ``statement`` (said just after it) gives the time it makes ("Thursdays at 3:30 from
    September" after "same day but an hour earlier"; "以后周二下午五点" after "要提前半小时")."""
    if _SHIFT.search(reply) is None or any(k == "clock" for k, _ in typed_values(reply)):
        return False
    return any(k == "clock" for k, _ in typed_values(statement))
