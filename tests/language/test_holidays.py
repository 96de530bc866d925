"""Holidays said as times (service.language.holidays, read by timeparse), English and
Chinese: the days each covers that year, moved by "last"/"去年", read as the last one before
in a question about the past, and never a thing or a name that only contains one."""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

import pytest

from service.language.timeparse import find_times, query_window, resolve_event_time

REF = datetime(2026, 10, 12, 10, 0, tzinfo=timezone(timedelta(hours=8)))


def _days(text: str, past: bool = False) -> tuple[date, date] | None:
    window = query_window(text, REF, past=past)
    return (window[0].date(), window[1].date()) if window else None


@pytest.mark.parametrize(
    ("text", "first", "after"),
    [
        ("国庆那几天我们去哪玩了", date(2026, 10, 1), date(2026, 10, 8)),
        ("五一去哪", date(2026, 5, 1), date(2026, 5, 6)),
        ("中秋那天去丈母娘家吃团圆饭", date(2026, 9, 24), date(2026, 9, 27)),  # 9月25日
        ("春节回老家", date(2026, 2, 16), date(2026, 2, 23)),  # 除夕 2月16日
        ("去年春节在哪过的", date(2025, 1, 28), date(2025, 2, 4)),
        ("端午节包粽子", date(2026, 6, 18), date(2026, 6, 21)),
        ("元宵节吃汤圆", date(2026, 3, 3), date(2026, 3, 4)),
        ("thanksgiving at my aunt's", date(2026, 11, 26), date(2026, 11, 30)),
        ("over easter we went to the lake", date(2026, 4, 3), date(2026, 4, 7)),
        ("on christmas eve", date(2026, 12, 24), date(2026, 12, 25)),
        ("last christmas we were in Lisbon", date(2025, 12, 24), date(2025, 12, 27)),
        ("memorial day weekend", date(2026, 5, 25), date(2026, 5, 26)),
    ],
)
def test_a_holiday_is_the_days_it_covers_that_year(text: str, first: date, after: date) -> None:
    assert _days(text) == (first, after)


def test_a_question_about_a_holiday_gone_reads_the_last_one() -> None:
    assert _days("what did we do at christmas?", past=True) == (
        date(2025, 12, 24),
        date(2025, 12, 27),
    )
    assert _days("今年中秋是在哪过的", past=True) == (date(2026, 9, 24), date(2026, 9, 27))


def test_a_telling_of_a_holiday_dates_it() -> None:
    told = resolve_event_time("中秋那天去丈母娘家吃了团圆饭", REF)
    assert told.occurred_at.date() == date(2026, 9, 24)


@pytest.mark.parametrize(
    "text",
    ["we got a christmas tree", "五一广场见", "王国庆是我同事", "第十一名", "christmas cards done"],
)
def test_a_thing_or_a_name_that_contains_a_holiday_is_no_time(text: str) -> None:
    assert find_times(text, REF) == []
