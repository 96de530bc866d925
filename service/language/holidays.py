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

__all__ = ["RULES", "without_holidays"]

Days = tuple[date, int]  # first day, how many days


def _fixed(month: int, day: int, days: int = 1, before: int = 0) -> Callable[[int], Days]:
    return lambda year: (date(year, month, day) - timedelta(days=before), days)


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
        return _china(year)[name] + timedelta(days=offset - before), days

    return period


def _easter(first: int, days: int) -> Callable[[int], Days]:
    return lambda year: (easter(year) + timedelta(days=first), days)


_EN: dict[str, Callable[[int], Days]] = {
    "christmas eve": _fixed(12, 24),
    "christmas day": _fixed(12, 25),
    "christmas": _fixed(12, 20, 13),  # "over Christmas": the holidays around it
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
    "thanksgiving": lambda y: (_nth_weekday(y, 11, 3, 4) - timedelta(days=1), 5),
    "memorial day": lambda y: (_nth_weekday(y, 5, 0, -1), 1),
    "labor day": lambda y: (_nth_weekday(y, 9, 0, 1), 1),
    "mother's day": lambda y: (_nth_weekday(y, 5, 6, 2), 1),
    "father's day": lambda y: (_nth_weekday(y, 6, 6, 3), 1),
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
_EN_HOLIDAY = re.compile(
    rf"(?<![A-Za-z0-9])(?:(?:on|at|over|for|during)\s+)?(?:(?P<rel>last|this|next)\s+)?"
    rf"(?P<name>{_names(_EN)})(?:\s+(?:weekend|break|holidays?))?(?![A-Za-z0-9])(?!{_EN_THING})",
    re.IGNORECASE,
)
# "十一" alone is eleven: only as 十一假期 / 十一长假. Not a given name ("王国庆", "李国庆") nor a
# place named for a day ("五一广场", "五一路").
_SURNAME = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡魏"
_ZH_HOLIDAY = re.compile(
    rf"(?P<rel>前年|去年|今年|明年)?(?<![{_SURNAME}])(?P<name>{_names(_ZH)})节?"
    r"(?!广场|路|大道|大街|街|村|小区|中学|小学|公园)"
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
            first, days = table[name](year)
            # with no year, the next one: this year's unless it is over ("过年咋安排" said in
            # October is the coming one); "今年过年" too, the end of this lunar year
            if (not rel or (rel == "今年" and name in _NEW_YEAR)) and (
                first + timedelta(days=days) <= ref.date()
            ):
                first, days = table[name](year + 1)
        except KeyError:  # a lunar festival of a year the calendar does not cover
            return None
        except (ValueError, OverflowError):  # the next one lies past the year 9999
            return None
        start = civil_day(first.year, first.month, first.day)
        if days == 1:
            return day_period(start, relative=False)
        return Period(start, start + days * DAY, "day", False)

    return convert


RULES: tuple[Rule, ...] = ((_EN_HOLIDAY, _holiday(_EN)), (_ZH_HOLIDAY, _holiday(_ZH)))


def without_holidays(text: str) -> str:
    """``text`` with the holidays it names blanked out (as many spaces): what is said of them
    and the times said with them, not when they are (``service.language.values`` reads a
    holiday as when something happened, "国庆都没歇", not as a value of what it is about)."""
    for pattern in (_EN_HOLIDAY, _ZH_HOLIDAY):
        text = pattern.sub(lambda m: " " * len(m.group(0)), text)
    return text
