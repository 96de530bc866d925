"""What the English and Chinese time readers share: the mention they find, and a calendar that
cannot overflow.

The calendar counts wall-clock time in the reference's zone as whole microseconds since
0001-01-01T00:00 (``Wall``), an integer with no range, so "next year" said in 9999 or
"yesterday" said on the first day of year 1 is computed like any other. Only ``mention`` turns
a period back into datetimes, and there a period reaching beyond what can be held keeps the
part that can ("this week" said on Friday 9999-12-31 ends that day); a period with nothing
left ("next year" said in 9999, "yesterday" said on 0001-01-01) is no mention at all.

What can be held is bounded twice: the wall-clock time must be a datetime in the reference's
zone, and its instant must lie between EARLIEST and LATEST, the instants that are a date-time
of years 1 to 9999 in every zone the graph stores (UTC offsets up to 18 hours either way). A
time found can then be stored, and shown in whatever zone a later request speaks; the API's
edge holds timestamps to the same range. The conventions (weeks from Monday, ends exclusive,
how shifts and clock times land) are told in timeparse.py's docstring.
"""

from __future__ import annotations

import re
from calendar import isleap
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, timedelta, tzinfo

Wall = int  # wall-clock microseconds since 0001-01-01T00:00 in the reference's zone; unbounded

MINUTE: Wall = 60_000_000
HOUR: Wall = 60 * MINUTE
DAY: Wall = 24 * HOUR
_LAST: Wall = date.max.toordinal() * DAY - 1  # 9999-12-31T23:59:59.999999
_DAYS_BEFORE_MONTH = (0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334)
_MONTH_DAYS = (31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)

# Neo4j keeps zone offsets up to 18 hours either way (Python allows up to 23:59). An instant
# from EARLIEST to LATEST is a date-time of years 1 to 9999 in every such zone.
WIDEST_OFFSET = timedelta(hours=18)
EARLIEST = datetime.min.replace(tzinfo=UTC) + WIDEST_OFFSET  # 0001-01-01T00:00 at UTC+18:00
LATEST = datetime.max.replace(tzinfo=UTC) - WIDEST_OFFSET  # 9999-12-31T23:59:59.999999-18:00
# Any reference will do where only the words matter, as long as it is always the same one:
# relative words ("next Monday") then resolve alike in every text. A Monday, so weekdays fall
# in the week after it.
FIXED_REFERENCE = datetime(2001, 1, 1, tzinfo=UTC)


@dataclass(frozen=True)
class TimeMention:
    """A time expression found in a text and the period it refers to."""

    text: str  # the matched span as it appears in the input
    start: datetime  # beginning of the period (aware, the reference's tzinfo)
    end: datetime  # end of the period, exclusive; always after start
    granularity: str  # "minute" | "hour" | "day" | "week" | "month" | "year"
    relative: bool  # resolved against the reference ("yesterday"), not stated ("5月1日")


@dataclass(frozen=True)
class TimeOfDay:
    """A clock time or a part of the day, not yet placed on a day."""

    hour: int
    minute: int
    meridiem: str  # how to read hour: "am", "pm", "night", "24h" (as said) or "" (unknown)
    span: Wall  # an hour for a clock time
    sets: str = ""  # a part of the day ("afternoon", "下午") sets the meridiem of a later clock


@dataclass(frozen=True)
class Period:
    """What a match refers to, in wall-clock time; may lie beyond datetime's range."""

    start: Wall
    end: Wall
    granularity: str
    relative: bool
    day: Wall | None = None  # midnight of the single day named; a time of day can join it
    meridiem: str = ""  # how a bare clock time joining this day reads ("tonight at 9")
    tod: TimeOfDay | None = None  # a time of day standing alone (placed on the reference day)
    needs_day: bool = False  # "in the morning", "at 9": kept only when joined to a day


# A pattern and what its match means said at a reference time (None: nothing after all).
Rule = tuple[re.Pattern[str], Callable[[re.Match[str], datetime], Period | None]]

# --- wall-clock arithmetic -------------------------------------------------------------------


def wall(moment: datetime) -> Wall:
    """moment's wall-clock time (its zone is left aside)."""
    seconds = (moment.hour * 60 + moment.minute) * 60 + moment.second
    return (moment.toordinal() - 1) * DAY + seconds * 1_000_000 + moment.microsecond


def civil_day(year: int, month: int, day: int) -> Wall:
    """Midnight of a proleptic Gregorian date in any year (0, 10000...). ValueError if the
    month has no such day ("February 30", "the 31st" of June)."""
    if not 1 <= month <= 12:
        raise ValueError(f"no month {month}")
    leap_day = month == 2 and isleap(year)
    if not 1 <= day <= _MONTH_DAYS[month - 1] + leap_day:
        raise ValueError(f"no day {day} in month {month} of {year}")
    before = year - 1
    days = before * 365 + before // 4 - before // 100 + before // 400
    days += _DAYS_BEFORE_MONTH[month - 1] + (month > 2 and isleap(year)) + day - 1
    return days * DAY


def midnight(ref: datetime, days: int = 0) -> Wall:
    """Midnight starting the day `days` after ref's."""
    return (ref.toordinal() - 1 + days) * DAY


def _first_of_month(months: int) -> Wall:
    """Midnight of the first day of a month counted from January of year 0."""
    year, month = divmod(months, 12)
    return civil_day(year, month + 1, 1)


# --- periods ---------------------------------------------------------------------------------


def day_period(start: Wall, relative: bool = True) -> Period:
    return Period(start, start + DAY, "day", relative, day=start)


def week_start(ref: datetime, weeks: int) -> Wall:
    return midnight(ref, 7 * weeks - ref.weekday())


def weekday_period(ref: datetime, weekday: int, weeks: int | None) -> Period:
    """Weekday (0 = Monday) of the week `weeks` away, or with None the coming one, today included.

    "next Wednesday" is the Wednesday of next week even when said on a Monday: the common
    reading "of the next week", and the only one of 下周三. "last Friday" is likewise the Friday
    of the previous week, "this Friday" the one of the current week, past or not.
    """
    if weeks is None:
        return day_period(midnight(ref, (weekday - ref.weekday()) % 7))
    return day_period(week_start(ref, weeks) + weekday * DAY)


def _months_period(months: int, relative: bool) -> Period:
    """The month `months` after January of year 0."""
    return Period(_first_of_month(months), _first_of_month(months + 1), "month", relative)


def month_period(year: int, month: int, relative: bool = False) -> Period:
    """A month of a year. ValueError if month is not 1 to 12 ("13月")."""
    if not 1 <= month <= 12:
        raise ValueError(f"no month {month}")
    return _months_period(year * 12 + month - 1, relative)


# A month's thirds ("early May", "五月初"; "mid-April", "中旬"; "the end of March", "月底"):
# first day and the day after, None for the month's end.
THIRDS = {"early": (1, 11), "mid": (11, 21), "late": (21, None)}


def month_part(months: int, part: str, relative: bool = False) -> Period:
    """A third of the month `months` after January of year 0 (see ``THIRDS``)."""
    whole = _months_period(months, relative)
    year, month = divmod(months, 12)
    first, after = THIRDS[part]
    end = whole.end if after is None else civil_day(year, month + 1, after)
    return Period(civil_day(year, month + 1, first), end, "day", relative)


def month_week(year: int, month: int, nth: int | None) -> Period:
    """The `nth` (1 to 4) seven days of a month, or with None its last seven ("the first week
    of May": the 1st to the 7th; "the last week of February": the 22nd to the 28th)."""
    whole = month_period(year, month)
    start = whole.end - 7 * DAY if nth is None else civil_day(year, month, 7 * nth - 6)
    return Period(start, start + 7 * DAY, "day", False)


def nth_weekday(
    months: int, weekday: int, nth: int | None, relative: bool = False
) -> Period | None:
    """The `nth` (1 to 5) weekday (0 = Monday) of the month `months` after January of year 0,
    or with None its last ("the second Tuesday of June", "最后一个周五"); None when the month
    has no fifth one."""
    first, after = _first_of_month(months), _first_of_month(months + 1)
    if nth is None:
        last = after - DAY
        start = last - ((last // DAY - weekday) % 7) * DAY
    else:
        start = first + ((weekday - first // DAY) % 7 + 7 * (nth - 1)) * DAY
        if start >= after:
            return None
    return day_period(start, relative)


def year_period(year: int, relative: bool = False) -> Period:
    return Period(civil_day(year, 1, 1), civil_day(year + 1, 1, 1), "year", relative)


def day_of_month(ref: datetime, day: int) -> Period | None:
    """A day of the month named alone ("the 14th", "23号"): the next such day, this month's
    unless it is over; None for the 31st of a shorter month."""
    month, year = ref.month, ref.year
    if day < ref.day:
        month, year = (1, year + 1) if month == 12 else (month + 1, year)
    try:
        return day_period(civil_day(year, month, day))
    except ValueError:
        return None


def month_day(months: int, day: int) -> Period | None:
    """A day of a month said relative to now ("the 22nd of next month", "下个月22号"), the
    month counted from January of year 0; None when the month has no such day."""
    year, month = divmod(months, 12)
    try:
        return day_period(civil_day(year, month + 1, day))
    except ValueError:
        return None


def date_period(ref: datetime, year: int | None, month: int, day: int) -> Period:
    """A stated date, in the reference's year when none is given. ValueError if impossible."""
    return day_period(civil_day(ref.year if year is None else year, month, day), False)


def relative_period(ref: datetime, unit: str, offset: int) -> Period:
    """The week, weekend, month or year `offset` away: this (0), next (1), last (-1)."""
    start, end = week_start(ref, offset), week_start(ref, offset + 1)
    if unit == "week":
        return Period(start, end, "week", True)
    if unit == "weekend":  # Saturday and Sunday of that week
        return Period(start + 5 * DAY, end, "day", True)
    if unit == "month":
        return _months_period(ref.year * 12 + ref.month - 1 + offset, True)
    return year_period(ref.year + offset, relative=True)


def shift_period(ref: datetime, amount: int, unit: str) -> Period:
    """The reference moved by amount units: the minute, hour or day it lands on, or the
    calendar month or year for those units."""
    if unit in ("minute", "hour"):
        size = MINUTE if unit == "minute" else HOUR
        start = wall(ref) // size * size + amount * size
        return Period(start, start + size, unit, True)
    if unit in ("day", "week"):
        return day_period(midnight(ref, amount * (7 if unit == "week" else 1)))
    return relative_period(ref, unit, amount)


def now_until_midnight(ref: datetime) -> Period:
    """ "right now", "此刻": the moment said, current until the end of its day."""
    return Period(wall(ref), midnight(ref, 1), "day", True)


# --- times of day ----------------------------------------------------------------------------


def clock(hour: int, minute: int, meridiem: str) -> TimeOfDay:
    """A clock time names the hour starting at it: "at 15:30" is 15:30 to 16:30."""
    if hour > 24 or minute > 59:
        raise ValueError(f"not a clock time: {hour}:{minute}")
    return TimeOfDay(hour, minute, meridiem, HOUR)


def part_of_day(first_hour: int, hours: int, sets: str) -> TimeOfDay:
    return TimeOfDay(first_hour, 0, "24h", hours * HOUR, sets)


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


def place(day: Wall, tod: TimeOfDay, meridiem: str = "", relative: bool = True) -> Period:
    """tod on day; a part of the day stays a day that a later clock time can join."""
    start = day + _hour24(tod.hour, tod.meridiem or meridiem) * HOUR + tod.minute * MINUTE
    anchor = day if tod.sets else None
    return Period(start, start + tod.span, "hour", relative, anchor, tod.sets)


def alone(ref: datetime, tod: TimeOfDay, needs_day: bool = False) -> Period:
    """A time of day not (yet) joined to a day: on the reference's day."""
    placed = place(midnight(ref), tod)
    return replace(placed, day=None, meridiem="", tod=tod, needs_day=needs_day)


# --- back to datetimes -----------------------------------------------------------------------


def _offset(zone: tzinfo, moment: datetime) -> Wall:
    offset = moment.replace(tzinfo=zone).utcoffset()
    return 0 if offset is None else offset // timedelta(microseconds=1)


def _bounds(zone: tzinfo) -> tuple[Wall, Wall]:
    """The first and last wall-clock time in zone that is a datetime there and whose instant
    lies between EARLIEST and LATEST."""
    first = wall(EARLIEST) + _offset(zone, datetime.min)
    last = wall(LATEST) + _offset(zone, datetime.max)
    return max(0, first), min(_LAST, last)


def _datetime(moment: Wall, zone: tzinfo) -> datetime:
    return (datetime.min + timedelta(microseconds=moment)).replace(tzinfo=zone)


def mention(text: str, period: Period, zone: tzinfo) -> TimeMention | None:
    """period as a mention in zone, cut to what can be held (see the module's docstring);
    None when nothing of it is left."""
    first, last = _bounds(zone)
    start, end = max(period.start, first), min(period.end, last)
    if start >= end:
        return None
    return TimeMention(
        text, _datetime(start, zone), _datetime(end, zone), period.granularity, period.relative
    )
