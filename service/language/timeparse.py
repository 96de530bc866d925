"""Time expressions in English and Chinese, resolved against the moment they were said.

find_times lists the mentions in a text ("next Wednesday", "下周三", "2026-05-01", "tomorrow at
3pm") with the period each refers to; resolve_event_time turns them into when a memory's event
happens and until when it stays current; query_window gives recall the window a query asks
about. Standard library only; the Chinese rules live in timeparse_zh.py.

Conventions: weeks run Monday to Sunday; a period's end is exclusive; results keep the
reference's tzinfo, computed in its wall-clock time. A counted shift lands on a day for days and
weeks ("in two weeks", "3天后"), on the calendar month or year for those ("3 months ago"). A
clock time names the hour starting at it; said without am/pm, 1 to 6 is the afternoon.
Tense is not read: "on Friday" is the coming Friday even in "I saw him on Friday".
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from functools import cache

_DAY = timedelta(days=1)


@dataclass(frozen=True)
class TimeMention:
    """A time expression found in a text and the period it refers to."""

    text: str  # the matched span as it appears in the input
    start: datetime  # beginning of the period (aware, the reference's tzinfo)
    end: datetime  # end of the period, exclusive
    granularity: str  # "minute" | "hour" | "day" | "week" | "month" | "year"
    relative: bool  # resolved against the reference ("yesterday"), not stated ("5月1日")


@dataclass(frozen=True)
class EventTime:
    """When a retained event happens, and until when it stays current."""

    occurred_at: datetime  # start of the first mention, or the reference when there is none
    valid_until: datetime | None  # end of the latest mention not yet over; None when none is


@dataclass(frozen=True)
class _TimeOfDay:
    """A clock time or a part of the day, not yet placed on a day."""

    hour: int
    minute: int
    meridiem: str  # how to read hour: "am", "pm", "night", "24h" (as said) or "" (unknown)
    span: timedelta  # an hour for a clock time
    sets: str = ""  # a part of the day ("afternoon", "下午") sets the meridiem of a later clock


@dataclass(frozen=True)
class _Period:
    start: datetime
    end: datetime
    granularity: str
    relative: bool
    day: datetime | None = None  # midnight of the single day named; a time of day can join it
    meridiem: str = ""  # how a bare clock time joining this day reads ("tonight at 9")
    tod: _TimeOfDay | None = None  # a time of day standing alone (placed on the reference day)
    needs_day: bool = False  # "in the morning", "at 9": kept only when joined to a day


@dataclass(frozen=True)
class _Hit:
    begin: int
    stop: int
    period: _Period


_Rule = tuple[re.Pattern[str], Callable[[re.Match[str], datetime], _Period | None]]

# --- calendar --------------------------------------------------------------------------------


def _midnight(ref: datetime, days: int = 0) -> datetime:
    return ref.replace(hour=0, minute=0, second=0, microsecond=0) + days * _DAY


def _day(day: datetime, relative: bool = True) -> _Period:
    return _Period(day, day + _DAY, "day", relative, day=day)


def _week_start(ref: datetime, weeks: int) -> datetime:
    return _midnight(ref, 7 * weeks - ref.weekday())


def _weekday(ref: datetime, weekday: int, weeks: int | None) -> _Period:
    """Weekday (0 = Monday) of the week `weeks` away, or with None the coming one, today included.

    "next Wednesday" is the Wednesday of next week even when said on a Monday: the common
    reading "of the next week", and the only one of 下周三. "last Friday" is likewise the Friday
    of the previous week, "this Friday" the one of the current week, past or not.
    """
    if weeks is None:
        return _day(_midnight(ref, (weekday - ref.weekday()) % 7))
    return _day(_week_start(ref, weeks) + weekday * _DAY)


def _month_start(ref: datetime, year: int, month: int) -> datetime:
    return ref.replace(year=year, month=month, day=1, hour=0, minute=0, second=0, microsecond=0)


def _month(ref: datetime, year: int, month: int, relative: bool = False) -> _Period:
    following = year * 12 + month  # the next month, counted in months from year 0
    end = _month_start(ref, following // 12, following % 12 + 1)
    return _Period(_month_start(ref, year, month), end, "month", relative)


def _year(ref: datetime, year: int, relative: bool = False) -> _Period:
    return _Period(_month_start(ref, year, 1), _month_start(ref, year + 1, 1), "year", relative)


def _date(ref: datetime, year: int | None, month: int, day: int) -> _Period:
    """A stated date, in the reference's year when none is given. ValueError if impossible."""
    return _day(_midnight(ref.replace(year=year or ref.year, month=month, day=day)), False)


def _relative(ref: datetime, unit: str, offset: int) -> _Period:
    """The week, weekend, month or year `offset` away: this (0), next (1), last (-1)."""
    start, end = _week_start(ref, offset), _week_start(ref, offset + 1)
    if unit == "week":
        return _Period(start, end, "week", True)
    if unit == "weekend":  # Saturday and Sunday of that week
        return _Period(start + 5 * _DAY, end, "day", True)
    if unit == "month":
        index = ref.year * 12 + ref.month - 1 + offset
        return _month(ref, index // 12, index % 12 + 1, relative=True)
    return _year(ref, ref.year + offset, relative=True)


def _shift(ref: datetime, amount: int, unit: str) -> _Period:
    """The reference moved by amount units: the minute, hour or day it lands on, or the
    calendar month or year for those units."""
    if unit == "minute":
        start = ref.replace(second=0, microsecond=0) + timedelta(minutes=amount)
        return _Period(start, start + timedelta(minutes=1), "minute", True)
    if unit == "hour":
        start = ref.replace(minute=0, second=0, microsecond=0) + timedelta(hours=amount)
        return _Period(start, start + timedelta(hours=1), "hour", True)
    if unit in ("day", "week"):
        return _day(_midnight(ref, amount * (7 if unit == "week" else 1)))
    return _relative(ref, unit, amount)


# --- times of day ----------------------------------------------------------------------------


def _clock(hour: int, minute: int, meridiem: str) -> _TimeOfDay:
    """A clock time names the hour starting at it: "at 15:30" is 15:30 to 16:30."""
    if hour > 24 or minute > 59:
        raise ValueError(f"not a clock time: {hour}:{minute}")
    return _TimeOfDay(hour, minute, meridiem, timedelta(hours=1))


def _part(first_hour: int, hours: int, sets: str) -> _TimeOfDay:
    return _TimeOfDay(first_hour, 0, "24h", timedelta(hours=hours), sets)


def _hour24(hour: int, meridiem: str) -> int:
    """Hours after midnight; past 24 for the small hours of "tonight at 1" or 晚上12点."""
    if meridiem == "am":
        return hour % 12 if hour <= 12 else hour
    if meridiem == "pm":
        return hour + 12 if hour < 12 else hour
    if meridiem == "night":
        return 24 if hour == 12 else hour + 24 if hour < 5 else hour + 12 if hour < 12 else hour
    if meridiem == "" and 1 <= hour <= 6:  # "at 3", "3点" without am/pm: the afternoon
        return hour + 12
    return hour


def _place(day: datetime, tod: _TimeOfDay, meridiem: str = "", relative: bool = True) -> _Period:
    """tod on day; a part of the day stays a day that a later clock time can join."""
    start = day + timedelta(hours=_hour24(tod.hour, tod.meridiem or meridiem), minutes=tod.minute)
    anchor = day if tod.sets else None
    return _Period(start, start + tod.span, "hour", relative, anchor, tod.sets)


def _alone(ref: datetime, tod: _TimeOfDay, needs_day: bool = False) -> _Period:
    """A time of day not (yet) joined to a day: on the reference's day."""
    placed = _place(_midnight(ref), tod)
    return replace(placed, day=None, meridiem="", tod=tod, needs_day=needs_day)


# --- English ---------------------------------------------------------------------------------
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august",
           "september", "october", "november", "december")  # fmt: skip
_MONTH_ABBREVIATIONS = {"jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8,
                        "sept": 9, "sep": 9, "oct": 10, "nov": 11, "dec": 12}  # fmt: skip
_NUMBER_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                 "eleven", "twelve")  # fmt: skip
_AMOUNTS = {word: i for i, word in enumerate(_NUMBER_WORDS, 1)} | {"a": 1, "an": 1}
_UNITS = {"min": "minute", "minute": "minute", "hr": "hour", "hour": "hour", "day": "day",
          "week": "week", "month": "month", "year": "year"}  # fmt: skip
_OFFSETS = {"this": 0, "next": 1, "last": -1, "past": -1, "previous": -1, "this past": -1}
_DAY_WORDS = {"today": 0, "tomorrow": 1, "yesterday": -1, "day before yesterday": -2,
              "day after tomorrow": 2, "tonight": 0, "last night": -1}  # fmt: skip
_PARTS = {"morning": _part(6, 6, "am"), "afternoon": _part(12, 6, "pm"),
          "evening": _part(18, 6, "night"), "night": _part(18, 6, "night")}  # fmt: skip

_MON_FULL = "|".join(_MONTHS)
_MON = f"{_MON_FULL}|{'|'.join(_MONTH_ABBREVIATIONS)}"
_NUM = rf"\d{{1,3}}|(?:a\s+)?couple(?:\s+of)?|an?|{'|'.join(_NUMBER_WORDS)}"
_UNIT = r"minutes?|mins?|hours?|hrs?|days?|weeks?|fortnights?|months?|years?"


def _en(pattern: str) -> re.Pattern[str]:
    """An English pattern: case-insensitive, never inside a word ("mayor" is not May)."""
    return re.compile(rf"(?<![A-Za-z0-9])(?:{pattern})(?![A-Za-z0-9])", re.IGNORECASE)


_EN_DAY_WORD = _en(
    r"(?:the\s+)?day\s+(?:before\s+yesterday|after\s+tomorrow)"
    r"|today|tonight|tomorrow|yesterday|last\s+night"
)
_EN_WEEKDAY = _en(
    r"(?:on\s+)?(?:(?P<rel>this\s+coming|this\s+past|this|next|last|past|previous|coming)\s+)?"
    rf"(?P<wd>{'|'.join(_WEEKDAYS)})"
)
# Not "the past week": the last seven days, not a calendar week.
_EN_RELATIVE = _en(r"(?P<rel>this|next|last|previous)\s+(?P<unit>week|weekend|month|year)")
_EN_THE_WEEKEND = _en(r"(?:(?:on|at|over)\s+)?the\s+weekend")
_EN_SHIFT_IN = _en(rf"in\s+(?:about\s+)?(?P<n>{_NUM})\s+(?P<unit>{_UNIT})")  # "in a fortnight"
_EN_SHIFT_FROM = _en(rf"(?P<n>{_NUM})\s+(?P<unit>{_UNIT})\s+(?P<dir>later|from\s+now|ago)")
_EN_ISO = re.compile(
    r"(?<![\d/.-])(?P<y>\d{4})(?P<sep>[-/.])(?P<m>\d{1,2})(?P=sep)(?P<d>\d{1,2})(?!\d|(?P=sep)\d)"
)
_EN_US = re.compile(r"(?<![\d/])(?P<m>\d{1,2})/(?P<d>\d{1,2})/(?P<y>\d{4})(?![\d/])")
_EN_MONTH_DAY = _en(
    rf"(?:on\s+)?(?P<mon>{_MON})\.?\s+(?P<d>\d{{1,2}})(?:st|nd|rd|th)?(?:,?\s+(?P<y>\d{{4}}))?"
)
_EN_DAY_MONTH = _en(
    r"(?:on\s+)?(?:the\s+)?(?P<d>\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?"
    rf"(?P<mon>{_MON})(?:\.|,?\s+(?P<y>\d{{4}}))?"
)
_EN_MONTH_YEAR = _en(rf"(?:(?:in|during)\s+)?(?P<mon>{_MON_FULL})\s+(?P<y>\d{{4}})")
_EN_MONTH = _en(rf"(?P<rel>in|during|this|next|last)\s+(?P<mon>{_MON_FULL})")
_EN_YEAR = _en(r"(?:in|during)\s+(?P<y>(?:19|20)\d{2})")
# "right now", "at the moment": from the moment said to the end of that day.
_EN_NOW = _en(r"right\s+now|at\s+the\s+moment")
# "the 14th" with no month: the next 14th, this month's unless it is over.
_EN_ORDINAL_DAY = _en(r"(?:on\s+)?the\s+(?P<d>[1-9]|[12]\d|3[01])(?:st|nd|rd|th)")
_EN_CLOCK = _en(r"(?:at\s+)?(?P<h>\d{1,2})(?::(?P<min>\d{2}))?\s*(?P<ap>[ap])(?:m|\.m\.)")
_EN_CLOCK_24 = _en(r"(?:at\s+)?(?<![\d:])(?P<h>\d{1,2}):(?P<min>\d{2})(?![\d:])")
_EN_AT_HOUR = _en(r"(?:(?P<at>at)\s+)?(?P<h>\d{1,2})(?P<oclock>\s*o['’]?clock)?")
_EN_NOON = _en(r"(?:at\s+)?(?:noon|midday)")
_EN_PART = _en(r"(?P<lead>this\s+|in\s+the\s+)?(?P<part>morning|afternoon|evening|night)")


def _words(text: str) -> str:
    return " ".join(text.lower().split())


def _month_number(name: str) -> int:
    name = name.lower()
    return _MONTHS.index(name) + 1 if name in _MONTHS else _MONTH_ABBREVIATIONS[name]


def _en_day_word(m: re.Match[str], ref: datetime) -> _Period:
    word = _words(m[0]).removeprefix("the ")
    day = _midnight(ref, _DAY_WORDS[word])
    return _place(day, _PARTS["night"]) if "night" in word else _day(day)


def _en_weekday(m: re.Match[str], ref: datetime) -> _Period:
    weeks = _OFFSETS.get(_words(m["rel"] or "coming"))  # None: the coming one
    return _weekday(ref, _WEEKDAYS.index(m["wd"].lower()), weeks)


def _en_shift(m: re.Match[str], ref: datetime) -> _Period:
    word = _words(m["n"])
    amount = int(word) if word.isdigit() else 2 if "couple" in word else _AMOUNTS[word]
    unit = m["unit"].lower().rstrip("s")
    if unit == "fortnight":
        amount, unit = 2 * amount, "week"
    sign = -1 if (m.groupdict().get("dir") or "").lower() == "ago" else 1
    return _shift(ref, sign * amount, _UNITS[unit])


def _en_date(m: re.Match[str], ref: datetime) -> _Period:
    month = int(m["m"]) if "m" in m.groupdict() else _month_number(m["mon"])
    return _date(ref, int(m["y"]) if m["y"] else None, month, int(m["d"]))


def _en_ordinal_day(m: re.Match[str], ref: datetime) -> _Period | None:
    day, month, year = int(m["d"]), ref.month, ref.year
    if day < ref.day:
        month, year = (1, year + 1) if month == 12 else (month + 1, year)
    try:
        return _day(_midnight(ref.replace(year=year, month=month, day=day)))
    except ValueError:  # the 31st of a shorter month
        return None


def now_until_midnight(ref: datetime) -> _Period:
    """ "right now", "此刻": the moment said, current until the end of its day."""
    return _Period(ref, _midnight(ref, 1), "day", True)


def _en_month(m: re.Match[str], ref: datetime) -> _Period:
    """ "in May": this year's, even when it is over; "next May" and "last May": the nearest
    one after or before the current month."""
    month, rel, year = _month_number(m["mon"]), m["rel"].lower(), ref.year
    if rel == "next" and month <= ref.month:
        year += 1
    elif rel == "last" and month >= ref.month:
        year -= 1
    return _month(ref, year, month, relative=rel in ("next", "last"))


def _en_clock(m: re.Match[str], ref: datetime) -> _Period | None:
    hour, minute = int(m["h"]), int(m["min"] or 0)
    if m.groupdict().get("ap"):
        if not 1 <= hour <= 12:
            return None
        meridiem = m["ap"].lower() + "m"
    else:  # 15:30 and 09:30 are as said; 3:30 may be the afternoon
        meridiem = "24h" if len(m["h"]) == 2 else ""
    return _alone(ref, _clock(hour, minute, meridiem))


def _en_at_hour(m: re.Match[str], ref: datetime) -> _Period | None:
    """ "3 o'clock" stands alone; "at 3" only joined to a day ("tomorrow at 3")."""
    if not (m["at"] or m["oclock"]) or int(m["h"]) > 12:
        return None
    return _alone(ref, _clock(int(m["h"]), 0, ""), needs_day=not m["oclock"])


def _en_part(m: re.Match[str], ref: datetime) -> _Period | None:
    """ "this morning" is today's; "morning", "in the evening" only joined to a day."""
    part = _PARTS[m["part"].lower()]
    if (m["lead"] or "").lower().startswith("this"):
        return _place(_midnight(ref), part)
    return _alone(ref, part, needs_day=True)


_EN_RULES: tuple[_Rule, ...] = (
    (_EN_DAY_WORD, _en_day_word),
    (_EN_NOW, lambda m, ref: now_until_midnight(ref)),
    (_EN_ORDINAL_DAY, _en_ordinal_day),
    (_EN_WEEKDAY, _en_weekday),
    (_EN_RELATIVE, lambda m, ref: _relative(ref, m["unit"].lower(), _OFFSETS[m["rel"].lower()])),
    (_EN_THE_WEEKEND, lambda m, ref: _relative(ref, "weekend", 0)),
    (_EN_SHIFT_IN, _en_shift),
    (_EN_SHIFT_FROM, _en_shift),
    (_EN_ISO, _en_date),
    (_EN_US, _en_date),
    (_EN_MONTH_DAY, _en_date),
    (_EN_DAY_MONTH, _en_date),
    (_EN_MONTH_YEAR, lambda m, ref: _month(ref, int(m["y"]), _month_number(m["mon"]))),
    (_EN_MONTH, _en_month),
    (_EN_YEAR, lambda m, ref: _year(ref, int(m["y"]))),
    (_EN_CLOCK, _en_clock),
    (_EN_CLOCK_24, _en_clock),
    (_EN_AT_HOUR, _en_at_hour),
    (_EN_NOON, lambda m, ref: _alone(ref, _clock(12, 0, "24h"))),
    (_EN_PART, _en_part),
)

# --- finding ---------------------------------------------------------------------------------
# What may stand between a day and a time of day that belong together: "tomorrow at 3pm",
# "at 3pm on Friday", "Friday, in the morning", "明天下午三点", "明天的下午".
_JOINER = re.compile(r"[\s,，]*(?:on\s+)?的?", re.IGNORECASE)


@cache
def _rules() -> tuple[_Rule, ...]:
    # The Chinese rules build on this module's calendar, so they are imported on first use.
    from service.language import timeparse_zh

    return _EN_RULES + timeparse_zh.RULES


def _candidates(text: str, ref: datetime) -> list[_Hit]:
    hits = []
    for pattern, convert in _rules():
        for match in pattern.finditer(text):
            try:
                period = convert(match, ref)
            except ValueError:  # an impossible date, hour or numeral: "February 30", "25点"
                continue
            if period is not None:
                hits.append(_Hit(match.start(), match.end(), period))
    return hits


def _longest_first(hits: list[_Hit]) -> list[_Hit]:
    """Non-overlapping hits, a longer one winning over those it overlaps, in text order."""
    chosen: list[_Hit] = []
    for hit in sorted(hits, key=lambda h: (h.begin - h.stop, h.begin)):
        if all(hit.stop <= c.begin or hit.begin >= c.stop for c in chosen):
            chosen.append(hit)
    return sorted(chosen, key=lambda h: h.begin)


def _join(first: _Hit, second: _Hit) -> _Hit | None:
    """A day and a time of day next to each other, in either order, as one hit."""
    day, time = first.period, second.period
    if time.tod is None:
        day, time = time, day
    if day.day is None or time.tod is None or (time.tod.sets and day.meridiem):
        return None
    placed = _place(day.day, time.tod, day.meridiem, day.relative)
    return _Hit(first.begin, second.stop, placed)


def _joined(text: str, hits: list[_Hit]) -> list[_Hit]:
    out: list[_Hit] = []
    for hit in hits:
        joined = None
        if out and _JOINER.fullmatch(text, out[-1].stop, hit.begin):
            joined = _join(out[-1], hit)
        if joined is None:
            out.append(hit)
        else:
            out[-1] = joined
    return [hit for hit in out if not hit.period.needs_day]


# --- public API ------------------------------------------------------------------------------


def find_times(text: str, reference: datetime) -> list[TimeMention]:
    """All time expressions in text, resolved against reference (aware; results keep its
    tzinfo), in order of appearance, non-overlapping (longest match wins). A day and a time
    of day next to each other are one mention: "tomorrow at 3pm", "明天下午三点"."""
    if reference.utcoffset() is None:
        raise ValueError("reference must be an aware datetime")
    mentions = []
    for hit in _joined(text, _longest_first(_candidates(text, reference))):
        p = hit.period
        mentions.append(
            TimeMention(text[hit.begin : hit.stop], p.start, p.end, p.granularity, p.relative)
        )
    return mentions


def resolve_event_time(text: str, reference: datetime) -> EventTime:
    """When the event a text tells of happens, and until when it stays current.

    occurred_at is the start of the first mention (the reference when there is none).
    valid_until is the end of the latest-ending mention that ends after the reference (a trip
    "next week" stops being current when next week ends, "today" at midnight); None when every
    mention is over (yesterday, a past date) or there is none.
    """
    mentions = find_times(text, reference)
    if not mentions:
        return EventTime(reference, None)
    ends = [m.end for m in mentions if m.end > reference]
    return EventTime(mentions[0].start, max(ends) if ends else None)


def query_window(text: str, now: datetime) -> tuple[datetime, datetime] | None:
    """For recall queries: the window a query's time phrase refers to ("yesterday", "last
    week", "上周", "in May") or None. Several phrases give the window spanning them all."""
    mentions = find_times(text, now)
    if not mentions:
        return None
    return min(m.start for m in mentions), max(m.end for m in mentions)
