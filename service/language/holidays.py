"""Holidays said as times: "over Christmas", "Thanksgiving", "Easter weekend", "last Halloween",
"国庆那几天", "中秋那天", "春节", "去年五一". RULES, read by timeparse like its own.

Each holiday is the days people mean by it in a given year: Christmas the 20th to New Year's
Day, Thanksgiving Wednesday to Sunday, Easter Good Friday to Easter Monday, 国庆 September
30th to October 7th, 五一 April 30th to May 5th; a festival of the lunar
calendar (春节, 清明, 端午, 中秋) on its date that year, as the ``holidays`` package computes it
(for the years it covers: 1901 to 2099 for China), with the day before and after; 春节 and
过年 the week before it to two weeks after (the trips home and back). A holiday said with no
year is the next one, this year's unless it is over; "last", "next", "去年", "明年" move it;
a past telling reads it as the last one before (timeparse).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, datetime, timedelta
from functools import lru_cache

import holidays as calendars
from dateutil.easter import easter

from service.language.timebase import DAY, Period, Rule, civil_day, day_period

__all__ = ["RULES", "without_holidays", "without_sides"]

Days = tuple[date, int, int]  # first day, how many days, and which of them is its own day


def _fixed(month: int, day: int, days: int = 1, before: int = 0) -> Callable[[int], Days]:
    return lambda year: (date(year, month, day) - timedelta(days=before), days, before)


def _nth_weekday(year: int, month: int, weekday: int, nth: int) -> date:
    """The ``nth`` ``weekday`` (0 = Monday) of a month; -1 for the last."""
    if nth > 0:
        first = date(year, month, 1)
        return first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (nth - 1))
    last = date(year + month // 12, month % 12 + 1, 1) - timedelta(days=1)
    return last - timedelta(days=(last.weekday() - weekday) % 7)


@lru_cache(maxsize=256)
def _china(year: int) -> dict[str, date]:
    """This year's dates of China's holidays of the lunar calendar, by their English name."""
    found: dict[str, date] = {}
    try:
        days = calendars.country_holidays("CN", years=year, language="en_US")
    except (NotImplementedError, KeyError, ValueError):
        return found
    for day, name in sorted(days.items()):
        for key in ("Spring Festival", "Tomb-Sweeping Day", "Dragon Boat Festival", "Mid-Autumn"):
            if key in name and "observed" not in name:
                found.setdefault(key, day)
    return found


def _lunar(name: str, offset: int = 0, days: int = 3, before: int = 1) -> Callable[[int], Days]:
    """A festival of China's lunar calendar: its day that year (``offset`` days on), with
    ``before`` days before it, ``days`` days in all. KeyError when the year has none known."""

    def period(year: int) -> Days:
        return _china(year)[name] + timedelta(days=offset - before), days, before

    return period


def _easter(first: int, days: int) -> Callable[[int], Days]:
    return lambda year: (easter(year) + timedelta(days=first), days, max(0, -first))


_EN: dict[str, Callable[[int], Days]] = {
    "christmas eve": _fixed(12, 24),
    "christmas day": _fixed(12, 25),
    "christmas": _fixed(12, 25, 13, 5),  # "over Christmas": the holidays around it
    "boxing day": _fixed(12, 26),
    "new year's eve": _fixed(12, 31),
    "new year's day": _fixed(1, 1),
    "new year's": _fixed(12, 31, 2),
    "valentine's day": _fixed(2, 14),
    "valentine's": _fixed(2, 14),
    "st patrick's day": _fixed(3, 17),
    "halloween": _fixed(10, 31),
    "fourth of july": _fixed(7, 4),
    "independence day": _fixed(7, 4),
    "easter sunday": _easter(0, 1),
    "easter monday": _easter(1, 1),
    "good friday": _easter(-2, 1),
    "easter": _easter(-2, 4),
    "thanksgiving": lambda y: (_nth_weekday(y, 11, 3, 4) - timedelta(days=1), 5, 1),
    "memorial day": lambda y: (_nth_weekday(y, 5, 0, -1), 1, 0),
    "labor day": lambda y: (_nth_weekday(y, 9, 0, 1), 1, 0),
    "mother's day": lambda y: (_nth_weekday(y, 5, 6, 2), 1, 0),
    "father's day": lambda y: (_nth_weekday(y, 6, 6, 3), 1, 0),
}
_ZH: dict[str, Callable[[int], Days]] = {
    "除夕": _lunar("Spring Festival", -1, 1, 0),
    "大年三十": _lunar("Spring Festival", -1, 1, 0),
    "年三十": _lunar("Spring Festival", -1, 1, 0),
    "大年初一": _lunar("Spring Festival", 0, 1, 0),
    "春节": _lunar("Spring Festival", 0, 22, 8),  # the trips home before it and back after
    "过年": _lunar("Spring Festival", 0, 22, 8),
    "元宵": _lunar("Spring Festival", 14, 1, 0),
    "清明": _lunar("Tomb-Sweeping Day"),
    "端午": _lunar("Dragon Boat Festival"),
    "中秋": _lunar("Mid-Autumn"),
    "元旦": _fixed(1, 1),
    "五一": _fixed(5, 1, 6, 1),
    "劳动节": _fixed(5, 1, 6, 1),
    "国庆": _fixed(10, 1, 8, 1),
    "十一假期": _fixed(10, 1, 8, 1),
    "十一长假": _fixed(10, 1, 8, 1),
    "平安夜": _fixed(12, 24),
    "圣诞": _fixed(12, 25),
    "情人节": _fixed(2, 14),
    "双十一": _fixed(11, 11),
    "跨年": _fixed(12, 31, 2),
}
_NEW_YEAR = frozenset({"除夕", "大年三十", "年三十", "大年初一", "春节", "过年", "元宵"})
_YEARS = {"last": -1, "this": 0, "next": 1, "前年": -2, "去年": -1, "今年": 0, "明年": 1}


def _names(table: dict[str, Callable[[int], Days]]) -> str:
    return "|".join(
        re.escape(n).replace("'", "['’]?") for n in sorted(table, key=len, reverse=True)
    )


# Not a holiday's name that names a thing: "a christmas tree", "christmas cards" (bought or
# sent at another time).
_EN_THING = (
    r"\s+(?:trees?|cards?|lights|decorations?|jumpers?|sweaters?|movies?|films?|songs?|music"
    r"|carols?|markets?|cookies|presents?|gifts?|lists?|shopping)\b"
)
# The days before or after a holiday's own day: "the week before Christmas", "right after
# Easter", "过年放假之前", "国庆前一周", "春节后" (not "春节前后", around it: the holiday itself).
_EN_SIDE = (
    r"(?:(?P<span>the\s+(?:week|weekend|day|days|weeks)|an?\s+(?:week|day)|two\s+weeks"
    r"|(?:a\s+)?(?:few|couple\s+(?:of\s+)?)\s*days|right|just|shortly)\s+)?"
    r"(?P<side>before|after)\s+"
)
_ZH_SIDE = (
    r"(?:(?:小长假|长假|假期|放假|假)?(?P<side>之前|以前|前(?!后)|之后|以后|后(?![天来面边头]))"
    r"(?P<span>一周|一个?星期|那一?周|那个?周末|一天|那天|两周|那?几天)?)?"
)
_EN_HOLIDAY = re.compile(
    rf"(?<![A-Za-z0-9])(?:(?:on|at|over|for|during)\s+)?(?:{_EN_SIDE})?"
    rf"(?:(?P<rel>last|this|next)\s+)?"
    rf"(?P<name>{_names(_EN)})(?:\s+(?:weekend|break|holidays?))?(?![A-Za-z0-9])(?!{_EN_THING})",
    re.IGNORECASE,
)
# "十一" alone is eleven: only as 十一假期 / 十一长假. Not a given name ("王国庆", "李国庆") nor a
# place named for a day ("五一广场", "五一路").
_SURNAME = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡魏"
_ZH_HOLIDAY = re.compile(
    rf"(?P<rel>前年|去年|今年|明年)?(?<![{_SURNAME}])(?P<name>{_names(_ZH)})节?"
    r"(?!广场|路|大道|大街|街|村|小区|中学|小学|公园)"
    rf"{_ZH_SIDE}"
)


def _holiday(
    table: dict[str, Callable[[int], Days]],
) -> Callable[[re.Match[str], datetime], Period | None]:
    def convert(m: re.Match[str], ref: datetime) -> Period | None:
        name = m["name"].lower().replace("’", "'")
        name = next((n for n in table if n.replace("'", "") == name.replace("'", "")), name)
        rel = (m["rel"] or "").lower()
        year = ref.year + _YEARS.get(rel, 0)
        try:
            first, days, own = table[name](year)
            # with no year, the next one: this year's unless it is over ("过年咋安排" said in
            # October is the coming one); "今年过年" too, the end of this lunar year
            if (not rel or (rel == "今年" and name in _NEW_YEAR)) and (
                first + timedelta(days=days) <= ref.date()
            ):
                first, days, own = table[name](year + 1)
        except KeyError:  # a lunar festival of a year the calendar does not cover
            return None
        except (ValueError, OverflowError):  # the next one lies past the year 9999
            return None
        if m["side"]:
            return _beside(first + timedelta(days=own), m["side"].lower(), m["span"] or "")
        start = civil_day(first.year, first.month, first.day)
        if days == 1:
            return day_period(start, relative=False)
        return Period(start, start + days * DAY, "day", False)

    return convert


_SPANS = (  # how many days "before"/"after" a holiday reach, by the words that say it
    (re.compile(r"(?i)weekend|周末"), 2),
    (re.compile(r"(?i)weeks|两周"), 14),
    (re.compile(r"(?i)week|周|星期"), 7),
    (re.compile(r"(?i)days|few|couple|right|just|shortly|几天"), 3),
    (re.compile(r"(?i)day|天"), 1),
)
_BEFORE = frozenset({"before", "之前", "以前", "前"})
LEAD = 14  # the days "before Christmas" or "过年前" reach, said with no span


def _beside(day: date, side: str, span: str) -> Period:
    """The days before (or after) a holiday's own ``day``: as many as ``span`` says ("the
    week", "一天", "那个周末": the weekend nearest it on that side), else ``LEAD``."""
    reach = next((n for pattern, n in _SPANS if pattern.search(span)), LEAD)
    before = side in _BEFORE
    if reach == 2:  # a weekend: the Saturday and Sunday wholly before or after the day
        if before:
            first = day - timedelta(days=(day.weekday() - 5) % 7 or 7)
            first -= timedelta(days=7 if day.weekday() == 6 else 0)
        else:
            first = day + timedelta(days=(5 - day.weekday()) % 7 or 7)
    else:
        first = day - timedelta(days=reach) if before else day + timedelta(days=1)
    start = civil_day(first.year, first.month, first.day)
    return Period(start, start + reach * DAY, "day", False)


RULES: tuple[Rule, ...] = ((_EN_HOLIDAY, _holiday(_EN)), (_ZH_HOLIDAY, _holiday(_ZH)))


def without_holidays(text: str) -> str:
    """``text`` with the holidays it names blanked out (as many spaces): what is said of them
    and the times said with them, not when they are (``service.language.values`` reads a
    holiday as when something happened, "国庆都没歇", not as a value of what it is about)."""
    for pattern in (_EN_HOLIDAY, _ZH_HOLIDAY):
        text = pattern.sub(lambda m: " " * len(m.group(0)), text)
    return text


def without_sides(text: str) -> str:
    """``text`` with the words that put a time before or after a holiday blanked out: the
    后 of "春节后" says which side of it, not that the time lies ahead ("后天", "以后")."""
    for pattern in (_EN_HOLIDAY, _ZH_HOLIDAY):
        for m in pattern.finditer(text):
            if m["side"]:
                start, end = m.span("side")
                if m["span"]:  # "前一周" / "the week before": the span says the side too
                    start, end = min(start, m.start("span")), max(end, m.end("span"))
                text = text[:start] + " " * (end - start) + text[end:]
    return text
