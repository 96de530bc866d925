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
        ("明年国庆去哪玩", date(2027, 9, 30), date(2027, 10, 8)),
        ("去年五一去哪了", date(2025, 4, 30), date(2025, 5, 6)),
        ("今年中秋在丈母娘家过", date(2026, 9, 24), date(2026, 9, 27)),  # 9月25日
        ("今年春节回老家", date(2027, 1, 29), date(2027, 2, 20)),  # said in October: the coming one
        ("去年春节在哪过的", date(2025, 1, 21), date(2025, 2, 12)),
        ("端午节包粽子", date(2027, 6, 8), date(2027, 6, 11)),  # the next one
        ("thanksgiving at my aunt's", date(2026, 11, 25), date(2026, 11, 30)),
        ("over easter", date(2027, 3, 26), date(2027, 3, 30)),
        ("on christmas eve", date(2026, 12, 24), date(2026, 12, 25)),
        ("last christmas we were in Lisbon", date(2025, 12, 20), date(2026, 1, 2)),
        ("过年咋安排", date(2027, 1, 29), date(2027, 2, 20)),  # the next one
        ("元宵节吃汤圆", date(2027, 2, 20), date(2027, 2, 21)),
        ("last memorial day weekend", date(2025, 5, 26), date(2025, 5, 27)),
    ],
)
def test_a_holiday_is_the_days_it_covers_that_year(text: str, first: date, after: date) -> None:
    assert _days(text) == (first, after)


def test_a_question_about_a_holiday_gone_reads_the_last_one() -> None:
    assert _days("what did we do at christmas?", past=True) == (
        date(2025, 12, 20),
        date(2026, 1, 2),
    )
    assert _days("春节是在哪过的", past=True) == (date(2026, 2, 9), date(2026, 3, 3))
    assert _days("国庆那几天我们去哪玩了", past=True) == (date(2026, 9, 30), date(2026, 10, 8))
    assert _days("今年中秋是在哪过的", past=True) == (date(2026, 9, 24), date(2026, 9, 27))


@pytest.mark.parametrize(
    ("text", "past", "first", "after"),
    [
        ("过年放假之前那会儿我多少斤来着？", True, date(2026, 2, 3), date(2026, 2, 17)),
        ("春节后上班第一天干了啥", True, date(2026, 2, 18), date(2026, 3, 4)),
        ("国庆前一周我在忙什么", True, date(2026, 9, 24), date(2026, 10, 1)),
        ("what did we do the week before christmas?", True, date(2025, 12, 18), date(2025, 12, 25)),
        ("the day after thanksgiving", False, date(2026, 11, 27), date(2026, 11, 28)),
        ("right before easter", False, date(2027, 3, 25), date(2027, 3, 28)),  # a few days
        ("春节前后回老家", False, date(2027, 1, 29), date(2027, 2, 20)),  # around it: as it is
        ("the weekend before easter", False, date(2027, 3, 20), date(2027, 3, 22)),
        ("国庆后那个周末", True, date(2026, 10, 3), date(2026, 10, 5)),
    ],
)
def test_before_or_after_a_holiday_is_the_days_before_or_after_its_own_day(
    text: str, past: bool, first: date, after: date
) -> None:
    """ "过年前" is the run-up to the new year's own day (two weeks), "the week before
    Christmas" the seven days before the 25th, "the day after Thanksgiving" the Friday."""
    assert _days(text, past=past) == (first, after)


def test_a_telling_of_a_holiday_dates_it() -> None:
    told = resolve_event_time("中秋那天去丈母娘家吃了团圆饭", REF)
    assert told.occurred_at.date() == date(2026, 9, 24)


@pytest.mark.parametrize(
    "text",
    ["we got a christmas tree", "五一广场见", "王国庆是我同事", "第十一名", "christmas cards done"],
)
def test_a_thing_or_a_name_that_contains_a_holiday_is_no_time(text: str) -> None:
    assert find_times(text, REF) == []


def test_a_holiday_is_when_not_a_value_of_what_a_statement_is_about() -> None:
    from service.language.values import typed_values

    assert not {k for k, _ in typed_values("我弟那个汽修店生意挺好，国庆都没歇")} & {"date", "when"}
    assert ("date", "10-01") in typed_values("10月1号去杭州")
