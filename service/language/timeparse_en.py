"""English time expressions for timeparse: RULES, the patterns and what each match means.

Day words (today, the day after tomorrow), weekdays (next Wednesday), relative periods (last
month, the weekend before last), counted shifts (in two weeks, 3 days ago), dates (2026-05-01,
May 4th, the 14th), weekdays counted in a month (the second Tuesday of next month), parts and
edges of a month (early May, the end of March, the end of the month) and clock times (3pm,
15:30, noon); the calendar arithmetic is timebase.py's, and timeparse.py reads RULES.
"""

from __future__ import annotations

import re
from datetime import datetime

from service.language.timebase import (
    DAY,
    Period,
    Rule,
    alone,
    civil_day,
    clock,
    date_period,
    day_of_month,
    day_period,
    midnight,
    month_day,
    month_part,
    month_period,
    month_week,
    now_until_midnight,
    nth_weekday,
    part_of_day,
    place,
    relative_period,
    shift_period,
    weekday_period,
    year_period,
)

__all__ = ["NUM", "RULES", "amount", "english"]

_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august",
           "september", "october", "november", "december")  # fmt: skip
_MONTH_ABBREVIATIONS = {"jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8,
                        "sept": 9, "sep": 9, "oct": 10, "nov": 11, "dec": 12}  # fmt: skip
_NUMBER_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                 "eleven", "twelve")  # fmt: skip
_AMOUNTS = {word: i for i, word in enumerate(_NUMBER_WORDS, 1)} | {"a": 1, "an": 1}
_UNITS = {"min": "minute", "minute": "minute", "hr": "hour", "hour": "hour", "day": "day",
          "week": "week", "wk": "week", "month": "month", "year": "year", "yr": "year",
          "weekend": "weekend", "wknd": "weekend", "wkend": "weekend"}  # fmt: skip
# as chat writes them: "tmrw", "yday"
_DAY_SHORT = {"tmrw": "tomorrow", "tmr": "tomorrow", "tmrow": "tomorrow", "yday": "yesterday"}
_OFFSETS = {"this": 0, "next": 1, "last": -1, "past": -1, "previous": -1, "this past": -1}
_DAY_WORDS = {"today": 0, "tomorrow": 1, "yesterday": -1, "day before yesterday": -2,
              "day after tomorrow": 2, "tonight": 0, "last night": -1}  # fmt: skip
_PARTS = {"morning": part_of_day(6, 6, "am"), "afternoon": part_of_day(12, 6, "pm"),
          "evening": part_of_day(18, 6, "night"), "night": part_of_day(18, 6, "night")}  # fmt: skip

_MON_FULL = "|".join(_MONTHS)
_MON = f"{_MON_FULL}|{'|'.join(_MONTH_ABBREVIATIONS)}"
NUM = rf"\d{{1,3}}|(?:a\s+)?couple(?:\s+of)?|an?|{'|'.join(_NUMBER_WORDS)}"
_UNIT = (
    r"minutes?|mins?|hours?|hrs?|days?|weekends?|wknds?|weeks?|wks?|fortnights?|months?|years?"
    r"|yrs?"
)


def english(pattern: str) -> re.Pattern[str]:
    """An English pattern: case-insensitive, never inside a word ("mayor" is not May)."""
    return re.compile(rf"(?<![A-Za-z0-9])(?:{pattern})(?![A-Za-z0-9])", re.IGNORECASE)


_EN_DAY_WORD = english(
    r"(?:the\s+)?day\s+(?:before\s+yesterday|after\s+tomorrow)"
    rf"|today|tonight|tomorrow|yesterday|last\s+night|{'|'.join(_DAY_SHORT)}"
)
# A weekday, or its short form as chat writes it ("tues", "thurs", "fri"); "mon", "wed", "sat"
# and "sun" are words too ("we sat down"), and are days only after "on", "this", "next" or
# "last", or before a part of the day ("sat morning").
_WD_SHORT = r"tue|tues|thu|thur|thurs|fri"
_WD_WORDS = r"mon|wed|sat|sun"
_EN_WEEKDAY = english(
    r"(?:(?P<on>on)\s+)?"
    r"(?:(?P<rel>this\s+coming|this\s+past|this|next|last|past|previous|coming)\s+)?"
    rf"(?P<wd>{'|'.join(_WEEKDAYS)}|{_WD_SHORT}|{_WD_WORDS})\.?"
)
_PART_AFTER = re.compile(r"(?i)^\s+(?:morning|afternoon|evening|night|am|pm)\b")
# a short weekday right after another weekday: one of a list of days ("Mon Wed Fri")
_DAY_NAME = rf"(?:{'|'.join(_WEEKDAYS)}|{_WD_SHORT}|{_WD_WORDS})"
_IN_A_LIST = re.compile(rf"(?i)\b{_DAY_NAME}\.?\s*(?:[,/&-]|and)?\s*$")
_LIST_GOES_ON = re.compile(rf"(?i)^\s*(?:[,/&-]|and)?\s*{_DAY_NAME}\b")
# Not "the past week": the last seven days, not a calendar week.
_EN_RELATIVE = english(
    r"(?P<rel>this\s+past|this|next|last|previous)\s+"
    r"(?P<unit>week|weekend|wknd|wkend|wk|month|year|yr)"
)
# "the weekend", "your weekend", "the long weekend", "all weekend", and a question about one
# ("big weekend?")
_EN_THE_WEEKEND = english(
    r"(?:(?:on|at|over)\s+)?(?:the|your|my|our)\s+(?:[a-z]+\s+)?weekend|\ball\s+weekend"
    r"|[a-z]+\s+weekend(?=\s*\?)"
)
# "the week before last", "the weekend before that" (asked after the last one), "the Tuesday
# before last": one more back than "last".
_EN_BEFORE_LAST = english(
    rf"(?:(?:on|in|during|over)\s+)?the\s+(?:(?P<unit>week|weekend|month|year)|(?P<wd>{'|'.join(_WEEKDAYS)}))"
    r"\s+before\s+(?:last|that)"
)
_EN_SHIFT_IN = english(rf"in\s+(?:about\s+)?(?P<n>{NUM})\s+(?P<unit>{_UNIT})")  # "in a fortnight"
_EN_SHIFT_FROM = english(rf"(?P<n>{NUM})\s+(?P<unit>{_UNIT})\s+(?P<dir>later|from\s+now|ago)")
_EN_ISO = re.compile(
    r"(?<![\d/.-])(?P<y>\d{4})(?P<sep>[-/.])(?P<m>\d{1,2})(?P=sep)(?P<d>\d{1,2})(?!\d|(?P=sep)\d)"
)
_EN_US = re.compile(r"(?<![\d/])(?P<m>\d{1,2})/(?P<d>\d{1,2})/(?P<y>\d{4})(?![\d/])")
_EN_MONTH_DAY = english(
    rf"(?:on\s+)?(?P<mon>{_MON})\.?\s+(?P<d>\d{{1,2}})(?:st|nd|rd|th)?(?:,?\s+(?P<y>\d{{4}}))?"
)
_EN_DAY_MONTH = english(
    r"(?:on\s+)?(?:the\s+)?(?P<d>\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?"
    rf"(?P<mon>{_MON})(?:\.|,?\s+(?P<y>\d{{4}}))?"
)
_EN_MONTH_YEAR = english(rf"(?:(?:in|during)\s+)?(?P<mon>{_MON_FULL})\s+(?P<y>\d{{4}})")
# "in May", "last sept", "the bill for feb.": a month after a word that places something in it.
_EN_MONTH = english(rf"(?P<rel>in|during|this|next|last|for)\s+(?P<mon>{_MON})\.?")
# "early May", "in mid-April", "late March": a third of the month.
_EN_PART_MONTH = english(
    rf"(?:(?:in|during)\s+)?(?P<part>early|mid|late)[-\s]+(?P<mon>{_MON_FULL})"
)
# "the start of March", "at the beginning of April", "by the end of March": a third of it.
_EN_EDGE_MONTH = english(
    r"(?:(?:at|by|in|towards?|around)\s+)?the\s+(?P<edge>start|beginning|end)\s+of\s+"
    rf"(?P<mon>{_MON_FULL})"
)
# "the end of the month", "by the start of next week", "end of this year", "month end": the
# last (or first) third of this month, the last (or first) three days of a week, the last (or
# first) month of a year.
_EN_EDGE_RELATIVE = english(
    r"(?:(?:at|by|in|towards?|around)\s+)?(?:the\s+)?(?P<edge>start|beginning|end)\s+of\s+"
    r"(?:the\s+|this\s+|(?P<rel>next|last)\s+)?(?P<unit>week|month|year)"
    r"|(?P<unit2>week|month|year)[-\s]end"
)
# "mid-month", "by the middle of next month": the middle third of this (or that) month.
_EN_MID_MONTH = english(
    r"(?:the\s+)?middle\s+of\s+(?:the\s+|this\s+|(?P<rel>next|last)\s+)?month|mid-?month"
)
# "the first week of May", "in the last week of February": seven days of it.
_EN_WEEK_OF_MONTH = english(
    r"(?:(?:in|during)\s+)?the\s+(?P<nth>first|second|third|fourth|last)\s+week\s+of\s+"
    rf"(?P<mon>{_MON_FULL})"
)
_NTH_WEEK = {"first": 1, "second": 2, "third": 3, "fourth": 4, "last": None}
# "the second Tuesday of next month", "the last Friday of this month", "the 2nd tuesday": one
# day of a month. "The last Friday" only with its month ("last Friday" alone is the one just
# gone); "of the month" and "of every month" stay outside the match: they make it a habit
# (timeparse's recurring check), as "every second thursday" is one.
_NTH = r"first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th"


def _of_month(rel: str, mon: str) -> str:
    return rf"\s+of\s+(?:(?P<{rel}>this|next)\s+month|(?P<{mon}>{_MON_FULL}))"


# "the" or the month says it is a day of a month ("my first monday at the new job" is not);
# after "every", the weekday comes back ("every second thursday").
_EN_NTH_WEEKDAY = english(
    rf"(?:(?:on\s+)?the\s+|(?<=every\s)|(?<=each\s))(?P<nth>{_NTH})\s+(?P<wd>{'|'.join(_WEEKDAYS)})"
    rf"(?:{_of_month('rel', 'mon')})?"
    rf"|(?P<nth0>{_NTH})\s+(?P<wd0>{'|'.join(_WEEKDAYS)}){_of_month('rel0', 'mon0')}"
    rf"|(?:on\s+)?the\s+(?P<last>last)\s+(?P<lwd>{'|'.join(_WEEKDAYS)})"
    rf"(?:{_of_month('lrel', 'lmon')}|(?=\s+of\s+(?:the|every|each)\s+month))"
)
_NTH_NUMBER = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}
# A month named alone ("the April book club book", "April's pick", "feb bill: £142"), in any
# case as chat writes it, and not one that is also a word ("may", "march", "mar", "dec") or
# a name ("Jan"): this year's, like "in April".
_SHORT_MONTHS = "|".join(k for k in _MONTH_ABBREVIATIONS if k not in ("jan", "mar", "dec"))
# "may" and "march" are months after a word that bounds or places a time ("through may",
# "until march", "in may"), not elsewhere ("we may march on").
_TIME_WORD_BEFORE = "".join(
    f"(?<={word} )|"
    for word in ("through", "thru", "until", "till", "til", "in", "since", "during", "before",
                 "after", "from", "end of", "rest of", "early", "late", "mid")
).rstrip("|")  # fmt: skip
_EN_BARE_MONTH = re.compile(
    r"(?i)(?<![A-Za-z0-9])(?P<mon>january|february|april|june|july|august|september|october"
    rf"|november|december|{_SHORT_MONTHS}|(?:{_TIME_WORD_BEFORE})(?:may|march))\.?(?![A-Za-z0-9])"
    r"(?!\s*\d)"  # "February 30" is no date at all
)
_EN_YEAR = english(r"(?:in|during)\s+(?P<y>(?:19|20)\d{2})")
# "right now", "at the moment": from the moment said to the end of that day.
_EN_NOW = english(r"right\s+now|at\s+the\s+moment")
# "the 14th" with no month: the next 14th, this month's unless it is over.
_EN_ORDINAL_DAY = english(r"(?:on\s+)?the\s+(?P<d>[1-9]|[12]\d|3[01])(?:st|nd|rd|th)")
# "the 22nd of next month", "next month on the 3rd": that day of that month.
_EN_DAY_OF_MONTH = english(
    r"(?:on\s+)?the\s+(?P<d>[1-9]|[12]\d|3[01])(?:st|nd|rd|th)\s+of\s+"
    r"(?P<rel>this|next|last)\s+month"
    r"|(?P<rel2>this|next|last)\s+month\s+on\s+the\s+(?P<d2>[1-9]|[12]\d|3[01])(?:st|nd|rd|th)"
)
_EN_CLOCK = english(r"(?:at\s+)?(?P<h>\d{1,2})(?::(?P<min>\d{2}))?\s*(?P<ap>[ap])(?:m|\.m\.)")
_EN_CLOCK_24 = english(r"(?:at\s+)?(?<![\d:])(?P<h>\d{1,2}):(?P<min>\d{2})(?![\d:])")
_EN_AT_HOUR = english(r"(?:(?P<at>at)\s+)?(?P<h>\d{1,2})(?P<oclock>\s*o['’]?clock)?")
_EN_NOON = english(r"(?:at\s+)?(?:noon|midday)")
_EN_PART = english(r"(?P<lead>this\s+|in\s+the\s+)?(?P<part>morning|afternoon|evening|night)")


def _words(text: str) -> str:
    return " ".join(text.lower().split())


def amount(said: str) -> int:
    """The number a match of ``NUM`` says ("3", "a couple of", "two")."""
    word = _words(said)
    return int(word) if word.isdigit() else 2 if "couple" in word else _AMOUNTS[word]


def _month_number(name: str) -> int:
    name = name.lower()
    return _MONTHS.index(name) + 1 if name in _MONTHS else _MONTH_ABBREVIATIONS[name]


def _en_day_word(m: re.Match[str], ref: datetime) -> Period:
    word = _words(m[0]).removeprefix("the ")
    word = _DAY_SHORT.get(word, word)
    day = midnight(ref, _DAY_WORDS[word])
    return place(day, _PARTS["night"]) if "night" in word else day_period(day)


def _en_weekday(m: re.Match[str], ref: datetime) -> Period | None:
    name = m["wd"].lower()
    said_as_day = m["on"] or m["rel"] or _PART_AFTER.match(m.string[m.end() :])
    if re.fullmatch(_WD_WORDS, name) and not said_as_day:
        return None  # "we sat down", "the sun was out"
    listed = _IN_A_LIST.search(m.string, 0, m.start()) or _LIST_GOES_ON.match(m.string[m.end() :])
    if name not in _WEEKDAYS and listed:
        return None  # "Mon Wed Fri", "tues/thurs": the days of a week, no one day
    weeks = _OFFSETS.get(_words(m["rel"] or "coming"))  # None: the coming one
    return weekday_period(ref, _weekday_number(name), weeks)


def _weekday_number(name: str) -> int:
    """Monday 0 … Sunday 6, of a weekday's name or its short form ("tues", "thurs")."""
    return next(i for i, day in enumerate(_WEEKDAYS) if day.startswith(name.lower()[:3]))


def _en_before_last(m: re.Match[str], ref: datetime) -> Period:
    if m["wd"]:
        return weekday_period(ref, _WEEKDAYS.index(m["wd"].lower()), -2)
    return relative_period(ref, m["unit"].lower(), -2)


def _en_shift(m: re.Match[str], ref: datetime) -> Period:
    n = amount(m["n"])
    unit = m["unit"].lower().rstrip("s")
    if unit == "fortnight":
        n, unit = 2 * n, "week"
    sign = -1 if (m.groupdict().get("dir") or "").lower() == "ago" else 1
    return shift_period(ref, sign * n, _UNITS[unit])


def _en_date(m: re.Match[str], ref: datetime) -> Period:
    month = int(m["m"]) if "m" in m.groupdict() else _month_number(m["mon"])
    return date_period(ref, int(m["y"]) if m["y"] else None, month, int(m["d"]))


def _en_ordinal_day(m: re.Match[str], ref: datetime) -> Period | None:
    return day_of_month(ref, int(m["d"]))


def _en_day_of_month(m: re.Match[str], ref: datetime) -> Period | None:
    day = int(m["d"] or m["d2"])
    offset = _OFFSETS[(m["rel"] or m["rel2"]).lower()]
    return month_day(ref.year * 12 + ref.month - 1 + offset, day)


def _en_month(m: re.Match[str], ref: datetime) -> Period | None:
    """ "in May": this year's, even when it is over; "next May" and "last May": the nearest
    one after or before the current month. "a gift for Jan" is for someone; "in Jan" is the
    month."""
    if m["mon"] == "Jan" and m["rel"].lower() == "for":
        return None
    month, rel, year = _month_number(m["mon"]), m["rel"].lower(), ref.year
    if rel == "next" and month <= ref.month:
        year += 1
    elif rel == "last" and month >= ref.month:
        year -= 1
    return month_period(year, month, relative=rel in ("next", "last"))


def _en_part_month(m: re.Match[str], ref: datetime) -> Period:
    """ "early May" (the 1st to the 10th), "mid-April" (11th to 20th), "late March" (21st
    to the end), this year's; "the start of March" is early, "the end of March" late."""
    month = _month_number(m["mon"].lower())
    edge = (m.groupdict().get("edge") or "").lower()
    part = m["part"].lower() if not edge else "late" if edge == "end" else "early"
    return month_part(ref.year * 12 + month - 1, part)


def _en_edge_relative(m: re.Match[str], ref: datetime) -> Period:
    unit = (m["unit"] or m["unit2"]).lower()
    offset = _OFFSETS[(m["rel"] or "this").lower()]
    end = (m["edge"] or "end").lower() == "end"
    if unit == "month":
        return month_part(ref.year * 12 + ref.month - 1 + offset, "late" if end else "early", True)
    whole = relative_period(ref, unit, offset)
    if unit == "week":
        if end:
            return Period(whole.end - 3 * DAY, whole.end, "day", True)
        return Period(whole.start, whole.start + 3 * DAY, "day", True)
    if end:
        return Period(civil_day(ref.year + offset, 12, 1), whole.end, "month", True)
    return Period(whole.start, civil_day(ref.year + offset, 2, 1), "month", True)


def _en_mid_month(m: re.Match[str], ref: datetime) -> Period:
    offset = _OFFSETS[(m["rel"] or "this").lower()]
    return month_part(ref.year * 12 + ref.month - 1 + offset, "mid", True)


def _en_week_of_month(m: re.Match[str], ref: datetime) -> Period:
    return month_week(ref.year, _month_number(m["mon"].lower()), _NTH_WEEK[m["nth"].lower()])


def _en_nth_weekday(m: re.Match[str], ref: datetime) -> Period | None:
    """ "the second Tuesday of May" (this year's), "…of next month", "…of this month"; said
    with no month, the next such day: this month's unless it is over."""
    if m["lwd"]:  # "the last Friday"
        nth, day_name, rel, mon = None, m["lwd"], m["lrel"], m["lmon"]
    else:  # with "the" or after "every", or with its month
        form = "" if m["wd"] else "0"
        said = _words(m["nth" + form])
        nth = _NTH_NUMBER.get(said) or int(said[0])
        day_name, rel, mon = m["wd" + form], m["rel" + form], m["mon" + form]
    weekday = _WEEKDAYS.index(day_name.lower())
    if mon:
        return nth_weekday(ref.year * 12 + _month_number(mon) - 1, weekday, nth)
    months = ref.year * 12 + ref.month - 1 + (rel is not None and rel.lower() == "next")
    found = nth_weekday(months, weekday, nth, relative=True)
    if rel is None and (found is None or found.end <= midnight(ref)):
        found = nth_weekday(months + 1, weekday, nth, relative=True)
    return found


def _en_clock(m: re.Match[str], ref: datetime) -> Period | None:
    hour, minute = int(m["h"]), int(m["min"] or 0)
    if m.groupdict().get("ap"):
        if not 1 <= hour <= 12:
            return None
        meridiem = m["ap"].lower() + "m"
    else:  # 15:30 and 09:30 are as said; 3:30 may be the afternoon
        meridiem = "24h" if len(m["h"]) == 2 else ""
    return alone(ref, clock(hour, minute, meridiem))


def _en_at_hour(m: re.Match[str], ref: datetime) -> Period | None:
    """ "3 o'clock" stands alone; "at 3" only joined to a day ("tomorrow at 3")."""
    if not (m["at"] or m["oclock"]) or int(m["h"]) > 12:
        return None
    return alone(ref, clock(int(m["h"]), 0, ""), needs_day=not m["oclock"])


def _en_part(m: re.Match[str], ref: datetime) -> Period | None:
    """ "this morning" is today's; "morning", "in the evening" only joined to a day."""
    part = _PARTS[m["part"].lower()]
    if (m["lead"] or "").lower().startswith("this"):
        return place(midnight(ref), part)
    return alone(ref, part, needs_day=True)


RULES: tuple[Rule, ...] = (
    (_EN_DAY_WORD, _en_day_word),
    (_EN_NOW, lambda m, ref: now_until_midnight(ref)),
    (_EN_ORDINAL_DAY, _en_ordinal_day),
    (_EN_DAY_OF_MONTH, _en_day_of_month),
    (_EN_WEEKDAY, _en_weekday),
    (
        _EN_RELATIVE,
        lambda m, ref: relative_period(ref, _UNITS[m["unit"].lower()], _OFFSETS[_words(m["rel"])]),
    ),
    (_EN_THE_WEEKEND, lambda m, ref: relative_period(ref, "weekend", 0)),
    (_EN_BEFORE_LAST, _en_before_last),
    (_EN_SHIFT_IN, _en_shift),
    (_EN_SHIFT_FROM, _en_shift),
    (_EN_ISO, _en_date),
    (_EN_US, _en_date),
    (_EN_MONTH_DAY, _en_date),
    (_EN_DAY_MONTH, _en_date),
    (_EN_MONTH_YEAR, lambda m, ref: month_period(int(m["y"]), _month_number(m["mon"]))),
    (_EN_MONTH, _en_month),
    (_EN_PART_MONTH, _en_part_month),
    (_EN_EDGE_MONTH, _en_part_month),
    (_EN_EDGE_RELATIVE, _en_edge_relative),
    (_EN_MID_MONTH, _en_mid_month),
    (_EN_WEEK_OF_MONTH, _en_week_of_month),
    (_EN_NTH_WEEKDAY, _en_nth_weekday),
    (_EN_BARE_MONTH, lambda m, ref: month_period(ref.year, _month_number(m["mon"].lower()))),
    (_EN_YEAR, lambda m, ref: year_period(int(m["y"]))),
    (_EN_CLOCK, _en_clock),
    (_EN_CLOCK_24, _en_clock),
    (_EN_AT_HOUR, _en_at_hour),
    (_EN_NOON, lambda m, ref: alone(ref, clock(12, 0, "24h"))),
    (_EN_PART, _en_part),
)
