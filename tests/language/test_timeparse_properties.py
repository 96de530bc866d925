"""The time readers are total: any text, any reference from year 1 to 9999 in any zone.

Every mention lies in the text, in order; its period is non-empty, keeps the reference's
zone and lies between timebase.EARLIEST and LATEST (storable, and showable in any zone the API
takes), even when "next year" is said in 9999 or "yesterday" on the first day of year 1.
"""

from __future__ import annotations

import os
import tempfile
from datetime import UTC, datetime, timedelta, timezone, tzinfo
from zoneinfo import ZoneInfo

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from service.language.timebase import EARLIEST, LATEST
from service.language.timeparse import TimeMention, find_times, query_window, resolve_event_time

# Hypothesis caches Unicode tables for st.text() where it first needs them (the working tree
# by default); it reads this on that first use, so setting it here, after the import, works.
os.environ.setdefault(
    "HYPOTHESIS_STORAGE_DIRECTORY", os.path.join(tempfile.gettempdir(), "hindsight-hypothesis")
)

QUICK = settings(max_examples=150, deadline=None, database=None)

EXPRESSIONS = [
    "today", "tonight", "tomorrow", "yesterday", "the day before yesterday",
    "the day after tomorrow", "last night", "right now", "at the moment",
    "next Wednesday", "this Friday", "last Monday", "on Sunday", "this coming Tuesday",
    "this week", "next week", "last week", "this weekend", "next weekend", "the weekend",
    "this month", "next month", "last month", "this year", "next year", "last year",
    "in 3 days", "in two weeks", "in a fortnight", "twelve days from now", "5 days ago",
    "a couple of days ago", "an hour ago", "in 45 minutes", "in three months",
    "two years ago", "in 999 years", "999 months ago", "999 weeks later",
    "2026-05-01", "0001-01-01", "9999-12-31", "0000-06-01", "12/31/9999", "May 1",
    "February 29", "1 May 2026", "Jan. 3, 2027", "December 9999", "January 0001",
    "in May", "next March", "last December", "in 1999", "the 14th", "the 31st",
    "at 3pm", "at 15:30", "3:30 pm", "at noon", "tomorrow at 3pm", "at 3pm tomorrow",
    "tonight at 9", "next Friday at 9:15 am", "Friday morning", "this evening",
    "今天", "今晚", "昨天", "昨晚", "前天", "明天", "后天", "大后天", "大前天", "此刻",
    "上周", "这周", "下周", "下周三", "下星期天", "上周五", "周末", "下周末", "上上周",
    "上个月", "这个月", "下个月", "去年", "今年", "明年", "后年", "前年",
    "3天后", "两周后", "十五天后", "三个月后", "一年后", "5天前", "两个月前", "两个小时后",
    "999年后", "999年前", "5月1日", "2026年5月1日", "9999年12月31日", "〇〇〇〇年5月",
    "十二月", "13月", "2月30日", "下午三点", "晚上8点", "上午10点半", "明天下午三点",
    "下周三上午9点", "晚上12点", "今晚8点",
]  # fmt: skip
SENTENCES = [
    "{}",
    "I fly to Shanghai {}, remind me to bring an umbrella.",
    "Let's meet {} — or {}?",
    "{}, {} and {}",
    "我{}飞上海，提醒我带伞",
    "{}我们开会；另外{}交报告",
    "Caroline: {} I went to a support group",
    "张伟：我{}去上海，{}回来",
]

# Fixed offsets as the API gives them (whole minutes within ±18:00), a few named zones with
# daylight saving and old local mean times, and offsets up to what Python allows.
OFFSETS = st.integers(-18 * 60, 18 * 60).map(lambda m: timezone(timedelta(minutes=m)))
NAMED = st.sampled_from(
    ["Asia/Shanghai", "America/New_York", "Australia/Sydney", "Pacific/Kiritimati", "Etc/GMT+12"]
).map(ZoneInfo)
PYTHON_LIMIT = st.integers(-86_399_999_999, 86_399_999_999).map(
    lambda us: timezone(timedelta(microseconds=us))
)
ZONES: st.SearchStrategy[tzinfo] = st.one_of(OFFSETS, NAMED, PYTHON_LIMIT)
NAIVE = st.one_of(
    st.datetimes(),  # years 1 to 9999
    st.datetimes(max_value=datetime(1, 1, 31)),
    st.datetimes(min_value=datetime(9999, 12, 1)),
)
REFERENCES = st.builds(lambda naive, zone: naive.replace(tzinfo=zone), NAIVE, ZONES)


@st.composite
def time_texts(draw: st.DrawFn) -> str:
    """A sentence with real time expressions in it, or arbitrary text, or both."""
    template = draw(st.sampled_from(SENTENCES))
    said = [draw(st.sampled_from(EXPRESSIONS)) for _ in range(template.count("{}"))]
    sentence = template.format(*said)
    return draw(st.sampled_from([sentence, draw(st.text()), sentence + draw(st.text())]))


def _assert_well_formed(text: str, mentions: list[TimeMention], reference: datetime) -> None:
    position = 0
    for mention in mentions:
        found = text.find(mention.text, position)  # in the text, in order, not overlapping
        assert mention.text and found >= 0, (mention, text)
        position = found + len(mention.text)
        assert mention.start < mention.end
        for moment in (mention.start, mention.end):
            assert moment.tzinfo is reference.tzinfo and moment.utcoffset() is not None
            assert EARLIEST <= moment <= LATEST


@QUICK
@given(time_texts(), REFERENCES)
def test_find_times_never_fails_and_keeps_mentions_in_the_text(
    text: str, reference: datetime
) -> None:
    _assert_well_formed(text, find_times(text, reference), reference)


@QUICK
@given(time_texts(), REFERENCES)
@example("Caroline: today I went to a support group", datetime(1, 1, 1, tzinfo=UTC))
def test_event_time_is_aware_and_current_until_after_the_reference(
    text: str, reference: datetime
) -> None:
    when = resolve_event_time(text, reference)
    assert when.occurred_at.utcoffset() is not None
    if when.valid_until is not None:
        assert when.valid_until.tzinfo is reference.tzinfo
        assert when.valid_until > reference


@QUICK
@given(time_texts(), REFERENCES)
def test_query_window_is_a_non_empty_aware_span(text: str, reference: datetime) -> None:
    window = query_window(text, reference)
    if window is not None:
        start, end = window
        assert start < end
        assert start.tzinfo is reference.tzinfo and end.tzinfo is reference.tzinfo


@settings(max_examples=50, deadline=None, database=None)
@given(time_texts(), NAIVE)
def test_a_naive_reference_is_refused_whatever_the_text(text: str, reference: datetime) -> None:
    with pytest.raises(ValueError, match="aware"):
        find_times(text, reference)


EDGE = [
    ("tomorrow", datetime(9999, 12, 31, 23, 59, 59, tzinfo=timezone(timedelta(hours=14)))),
    ("next year", datetime(9999, 12, 31, 9, 59, 59, tzinfo=timezone(timedelta(hours=14)))),
    ("明年", datetime(9999, 6, 1, tzinfo=UTC)),
    ("下周三", datetime(9999, 12, 31, tzinfo=UTC)),
    ("两周后", datetime(9999, 12, 25, tzinfo=UTC)),
    ("yesterday", datetime(1, 1, 1, tzinfo=timezone(timedelta(hours=-14)))),
    ("去年", datetime(1, 6, 1, tzinfo=UTC)),
]


@pytest.mark.parametrize(("text", "reference"), EDGE, ids=[e[0] for e in EDGE])
def test_a_period_wholly_beyond_datetime_is_no_mention(text: str, reference: datetime) -> None:
    assert find_times(text, reference) == []
    assert resolve_event_time(text, reference).occurred_at == reference
    assert query_window(text, reference) is None


def test_a_period_partly_beyond_what_can_be_held_is_cut_to_it() -> None:
    plus_14 = timezone(timedelta(hours=14))
    friday = datetime(9999, 12, 30, 12, tzinfo=plus_14)
    (week,) = find_times("this week", friday)
    assert week.start == datetime(9999, 12, 27, tzinfo=plus_14)
    assert week.end == LATEST.astimezone(plus_14)  # 9999-12-31T19:59:59.999999+14:00
    (second_day,) = find_times("今天", datetime(1, 1, 2, 20, tzinfo=plus_14))
    assert second_day.start == EARLIEST.astimezone(plus_14)  # 0001-01-02T08:00+14:00
    assert second_day.end == datetime(1, 1, 3, tzinfo=plus_14)


def test_a_period_is_cut_in_the_reference_zone_too() -> None:
    plus_23 = timezone(timedelta(hours=23, minutes=59))  # Python's widest, beyond the API's
    (today,) = find_times("today", datetime(9999, 12, 31, 12, tzinfo=plus_23))
    assert today.end == datetime.max.replace(tzinfo=plus_23)
