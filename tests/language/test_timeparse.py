"""Time expressions in English and Chinese, resolved against the moment they were said."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest

from service.language.timebase import LATEST
from service.language.timeparse import (
    EventTime,
    TimeMention,
    find_times,
    query_window,
    recurs,
    resolve_event_time,
    says_temporary,
    state_until,
    tells_past,
)

TZ = timezone(timedelta(hours=8))
REF = datetime(2026, 5, 6, 10, 0, tzinfo=TZ)  # a Wednesday; its week runs 05-04 to 05-10


def at(month: int, day: int, hour: int = 0, minute: int = 0, year: int = 2026) -> datetime:
    return datetime(year, month, day, hour, minute, tzinfo=TZ)


def day(month: int, day_: int, year: int = 2026) -> tuple[datetime, datetime, str]:
    start = at(month, day_, year=year)
    return start, start + timedelta(days=1), "day"


def days(month: int, day_: int, count: int) -> tuple[datetime, datetime, str]:
    start = at(month, day_)
    return start, start + timedelta(days=count), "week" if count == 7 else "day"


def month(year: int, month_: int) -> tuple[datetime, datetime, str]:
    end = at(month_ + 1, 1, year=year) if month_ < 12 else at(1, 1, year=year + 1)
    return at(month_, 1, year=year), end, "month"


def year(year_: int) -> tuple[datetime, datetime, str]:
    return at(1, 1, year=year_), at(1, 1, year=year_ + 1), "year"


def hours(
    month_: int, day_: int, hour: int, minute: int = 0, count: int = 1
) -> tuple[datetime, datetime, str]:
    start = at(month_, day_, hour, minute)
    return start, start + timedelta(hours=count), "hour"


# (text, expected period, relative); the whole text is the one mention expected.
SINGLE = [
    # English day words
    ("today", day(5, 6), True),
    ("tonight", hours(5, 6, 18, count=6), True),
    ("yesterday", day(5, 5), True),
    ("tomorrow", day(5, 7), True),
    ("the day before yesterday", day(5, 4), True),
    ("the day after tomorrow", day(5, 8), True),
    ("last night", hours(5, 5, 18, count=6), True),
    # weekdays: this = current week, next/last = the week after/before, alone = the coming one
    ("this Monday", day(5, 4), True),
    ("this Friday", day(5, 8), True),
    ("next Wednesday", day(5, 13), True),
    ("next Monday", day(5, 11), True),
    ("next Sunday", day(5, 17), True),
    ("last Friday", day(5, 1), True),
    ("on Friday", day(5, 8), True),
    ("Monday", day(5, 11), True),
    ("on Wednesday", day(5, 6), True),
    # weeks, weekends, months, years
    ("this week", days(5, 4, 7), True),
    ("next week", days(5, 11, 7), True),
    ("last week", days(4, 27, 7), True),
    ("this weekend", days(5, 9, 2), True),
    ("next weekend", days(5, 16, 2), True),
    ("this month", month(2026, 5), True),
    ("next month", month(2026, 6), True),
    ("last month", month(2026, 4), True),
    ("this year", year(2026), True),
    ("next year", year(2027), True),
    ("last year", year(2025), True),
    # counted shifts
    ("in 3 days", day(5, 9), True),
    ("in two weeks", day(5, 20), True),
    ("in a fortnight", day(5, 20), True),
    ("two weeks later", day(5, 20), True),
    ("twelve days from now", day(5, 18), True),
    ("5 days ago", day(5, 1), True),
    ("a couple of days ago", day(5, 4), True),
    ("a week ago", day(4, 29), True),
    ("an hour ago", hours(5, 6, 9), True),
    ("in three months", month(2026, 8), True),
    ("two years ago", year(2024), True),
    # stated dates
    ("2026-05-01", day(5, 1), False),
    ("May 1", day(5, 1), False),
    ("May 1st", day(5, 1), False),
    ("1 May 2026", day(5, 1), False),
    ("May 1, 2026", day(5, 1), False),
    ("05/01/2026", day(5, 1), False),
    ("the 25th of December", day(12, 25), False),
    ("Jan. 3, 2027", day(1, 3, 2027), False),
    ("in May", month(2026, 5), False),
    ("in January", month(2026, 1), False),
    ("December 2025", month(2025, 12), False),
    ("next March", month(2027, 3), True),
    # clock times, alone (today) and with a day
    ("at 3pm", hours(5, 6, 15), True),
    ("at 15:30", hours(5, 6, 15, 30), True),
    ("3:30 pm", hours(5, 6, 15, 30), True),
    ("tomorrow at 3pm", hours(5, 7, 15), True),
    ("at 3pm tomorrow", hours(5, 7, 15), True),
    ("tonight at 9", hours(5, 6, 21), True),
    ("next Friday at 9:15 am", hours(5, 15, 9, 15), True),
    ("Friday morning", hours(5, 8, 6, count=6), True),
    ("2026-05-01 at 15:30", hours(5, 1, 15, 30), False),
    # Chinese day words
    ("今天", day(5, 6), True),
    ("今晚", hours(5, 6, 18, count=6), True),
    ("昨天", day(5, 5), True),
    ("昨晚", hours(5, 5, 18, count=6), True),
    ("前天", day(5, 4), True),
    ("明天", day(5, 7), True),
    ("后天", day(5, 8), True),
    ("大后天", day(5, 9), True),
    # Chinese weeks and weekdays
    ("上周", days(4, 27, 7), True),
    ("上星期", days(4, 27, 7), True),
    ("上礼拜", days(4, 27, 7), True),
    ("这周", days(5, 4, 7), True),
    ("本周", days(5, 4, 7), True),
    ("下周", days(5, 11, 7), True),
    ("下星期", days(5, 11, 7), True),
    ("下个礼拜", days(5, 11, 7), True),
    ("下周三", day(5, 13), True),
    ("下星期三", day(5, 13), True),
    ("下礼拜三", day(5, 13), True),
    ("下周日", day(5, 17), True),
    ("下星期天", day(5, 17), True),
    ("周五", day(5, 8), True),
    ("星期五", day(5, 8), True),
    ("周三", day(5, 6), True),
    ("周一", day(5, 11), True),
    ("上周五", day(5, 1), True),
    ("这周五", day(5, 8), True),
    ("本周一", day(5, 4), True),
    ("周末", days(5, 9, 2), True),
    ("下周末", days(5, 16, 2), True),
    # Chinese months and years
    ("上个月", month(2026, 4), True),
    ("这个月", month(2026, 5), True),
    ("本月", month(2026, 5), True),
    ("下个月", month(2026, 6), True),
    ("去年", year(2025), True),
    ("今年", year(2026), True),
    ("明年", year(2027), True),
    # Chinese counted shifts
    ("3天后", day(5, 9), True),
    ("三天之后", day(5, 9), True),
    ("两周后", day(5, 20), True),
    ("2周后", day(5, 20), True),
    ("十五天后", day(5, 21), True),
    ("二十天后", day(5, 26), True),
    ("三个月后", month(2026, 8), True),
    ("一年后", year(2027), True),
    ("5天前", day(5, 1), True),
    ("两周前", day(4, 22), True),
    ("两个月前", month(2026, 3), True),
    ("两个小时后", hours(5, 6, 12), True),
    # Chinese stated dates
    ("5月1日", day(5, 1), False),
    ("5月1号", day(5, 1), False),
    ("五月一日", day(5, 1), False),
    ("2026年5月1日", day(5, 1), False),
    ("5月", month(2026, 5), False),
    ("十二月", month(2026, 12), False),
    # Chinese clock times
    ("下午三点", hours(5, 6, 15), True),
    ("晚上8点", hours(5, 6, 20), True),
    ("上午10点半", hours(5, 6, 10, 30), True),
    ("3点", hours(5, 6, 15), True),
    ("中午12点", hours(5, 6, 12), True),
    ("明天下午三点", hours(5, 7, 15), True),
    ("今晚8点", hours(5, 6, 20), True),
    ("下周三上午9点", hours(5, 13, 9), True),
    ("5月1日下午3点", hours(5, 1, 15), False),
    ("明天一点", hours(5, 7, 13), True),
    ("晚上12点", hours(5, 7, 0), True),
]


@pytest.mark.parametrize(("text", "period", "relative"), SINGLE, ids=[c[0] for c in SINGLE])
def test_a_time_expression_resolves_to_its_period(
    text: str, period: tuple[datetime, datetime, str], relative: bool
) -> None:
    start, end, granularity = period
    assert find_times(text, REF) == [TimeMention(text, start, end, granularity, relative)]


SENTENCES = [
    (
        "check tomorrow's weather in Shanghai; also I fly to Shanghai next Wednesday, "
        "remind me to bring an umbrella",
        [("tomorrow", at(5, 7)), ("next Wednesday", at(5, 13))],
    ),
    (
        "查一下明天上海的天气；另外我下周三飞上海，提醒我带伞",
        [("明天", at(5, 7)), ("下周三", at(5, 13))],
    ),
    (
        "Let's meet tomorrow at 3pm, not on Friday",
        [("tomorrow at 3pm", at(5, 7, 15)), ("on Friday", at(5, 8))],
    ),
    ("the day before yesterday it rained", [("the day before yesterday", at(5, 4))]),
    ("查一下周五的天气", [("周五", at(5, 8))]),
    ("这周一直在下雨", [("这周", at(5, 4))]),
    ("我们一起去，明晚见", [("明晚", at(5, 7, 18))]),
]


@pytest.mark.parametrize(("text", "expected"), SENTENCES, ids=[c[0][:24] for c in SENTENCES])
def test_sentences_yield_each_mention_in_order(
    text: str, expected: list[tuple[str, datetime]]
) -> None:
    assert [(m.text, m.start) for m in find_times(text, REF)] == expected


NO_TIME = [
    "the mayor spoke at the meeting",
    "you may go now",
    "I like Sundays",
    "I have two cats and a dog",
    "我好一点了",
    "增长了三点五个百分点",
    "他说有三点建议",
    "一周一次",
    "然后天气变冷了",
    "晚上月光很好",
    "",
]


@pytest.mark.parametrize("text", NO_TIME)
def test_words_that_only_look_like_times_are_not_mentions(text: str) -> None:
    assert find_times(text, REF) == []


def test_next_weekday_said_early_in_the_week_is_in_next_week() -> None:
    monday = datetime(2026, 5, 4, 9, tzinfo=TZ)
    assert [m.start for m in find_times("next Wednesday, or Wednesday", monday)] == [
        at(5, 13),
        at(5, 6),
    ]


def test_last_weekday_is_in_the_previous_week() -> None:
    saturday = datetime(2026, 5, 9, 9, tzinfo=TZ)
    assert [m.start for m in find_times("last Friday / 上周五", saturday)] == [at(5, 1), at(5, 1)]


def test_results_keep_the_reference_timezone() -> None:
    new_york = timezone(timedelta(hours=-4))
    reference = datetime(2026, 5, 6, 22, 30, tzinfo=new_york)
    (mention,) = find_times("tomorrow", reference)
    assert mention.start == datetime(2026, 5, 7, tzinfo=new_york)
    assert mention.start.tzinfo is new_york and mention.end.tzinfo is new_york


def test_a_naive_reference_is_refused() -> None:
    with pytest.raises(ValueError, match="aware"):
        find_times("tomorrow", datetime(2026, 5, 6, 10))


def test_an_impossible_date_is_not_a_mention() -> None:
    assert find_times("February 30", REF) == []


def test_a_stated_year_zero_is_not_this_year() -> None:
    assert find_times("0000-05-01", REF) == []
    assert find_times("〇〇〇〇年5月", REF) == []


def test_the_last_stated_day_ends_where_the_calendar_can_be_held() -> None:
    (last,) = find_times("9999-12-31", REF)
    assert last.start == at(12, 31, year=9999)
    assert last.end == LATEST.astimezone(TZ)  # 9999-12-31T13:59:59.999999+08:00


EVENTS = [
    (
        "check tomorrow's weather in Shanghai; also I fly to Shanghai next Wednesday",
        EventTime(at(5, 7), at(5, 14)),
    ),
    ("I fly to Shanghai next Wednesday", EventTime(at(5, 13), at(5, 14))),
    ("我下周三飞上海", EventTime(at(5, 13), at(5, 14))),
    ("remind me tomorrow", EventTime(at(5, 7), at(5, 8))),
    ("两周后搬家", EventTime(at(5, 20), at(5, 21))),
    ("in two weeks I move", EventTime(at(5, 20), at(5, 21))),
    ("明天下午三点开会", EventTime(at(5, 7, 15), at(5, 7, 16))),
    ("I'm in Tokyo this week", EventTime(at(5, 4), at(5, 11))),
    ("yesterday I met Bob", EventTime(at(5, 5), None)),
    ("上周五我们吃了火锅", EventTime(at(5, 1), None)),
    ("the invoice is dated 2026-05-01", EventTime(at(5, 1), None)),
    ("my favourite colour is blue", EventTime(REF, None)),
    # a state said of the moment stays current until that day ends
    ("I'm in Lisbon right now", EventTime(REF, at(5, 7))),
    ("I'm busy at the moment", EventTime(REF, at(5, 7))),
    ("我现在在深圳，附近有什么好吃的？", EventTime(REF, at(5, 7))),
    ("爸妈现在住我这儿", EventTime(REF, at(5, 7))),
    # 现在 marking a change is no moment
    ("现在每天坐地铁上班", EventTime(REF, None)),
    ("我现在在上海工作", EventTime(REF, None)),
    # "the 14th" is the next 14th; "the 3rd" said on the 6th is next month's
    ("reminders on Lisbon time until I'm back on the 14th", EventTime(at(5, 14), at(5, 15))),
    ("the 3rd works", EventTime(at(6, 3), at(6, 4))),
    ("on the 31st", EventTime(at(5, 31), at(6, 1))),
    # the time a habit recurs at neither dates the event nor ends it
    ("I swim every Tuesday.", EventTime(REF, None)),
    ("I play tennis each Saturday morning", EventTime(REF, None)),
    ("Dinner with my parents on Sundays", EventTime(REF, None)),
    ("我每周四去打篮球。", EventTime(REF, None)),
    ("我每个星期二都去游泳。", EventTime(REF, None)),
    ("I fly to Oslo on Tuesday", EventTime(at(5, 12), at(5, 13))),
]


@pytest.mark.parametrize(("text", "expected"), EVENTS, ids=[c[0][:24] for c in EVENTS])
def test_event_time_runs_until_its_future_or_current_period_ends(
    text: str, expected: EventTime
) -> None:
    assert resolve_event_time(text, REF) == expected


WINDOWS = [
    ("what did I do yesterday?", (at(5, 5), at(5, 6))),
    ("上周我们讨论了什么", (at(4, 27), at(5, 4))),
    ("last week", (at(4, 27), at(5, 4))),
    ("what happened in May", (at(5, 1), at(6, 1))),
    ("昨天和今天的会议", (at(5, 5), at(5, 7))),
    ("what is my favourite colour?", None),
]


@pytest.mark.parametrize(("text", "expected"), WINDOWS, ids=[c[0] for c in WINDOWS])
def test_query_window_spans_the_time_the_query_asks_about(
    text: str, expected: tuple[datetime, datetime] | None
) -> None:
    assert query_window(text, REF) == expected


# --- states bounded by a stated end; parts of months; a day of the month alone (issue 12) ---
def test_a_fact_stays_true_after_a_day_it_names() -> None:
    ref = datetime(2026, 5, 20, 9, tzinfo=UTC)
    assert state_until("$110 per head all in, deposit's due June 1", ref) is None
    assert state_until("we met the caterer today", ref) is None
    assert state_until("定金6月1号前交", ref) is None


def test_a_state_said_to_last_ends_when_it_says() -> None:
    ref = datetime(2026, 5, 20, 9, tzinfo=UTC)
    assert state_until("until Friday I'm working from the Lyon office", ref) == datetime(
        2026, 5, 23, tzinfo=UTC
    )
    assert state_until("这几天豆豆寄养在宠物店，23号晚上接回来", ref) == datetime(
        2026, 5, 24, tzinfo=UTC
    )
    assert state_until("I'm in Lisbon next week", ref) is not None


def test_early_mid_and_late_month_are_thirds_of_it() -> None:
    ref = datetime(2026, 6, 10, 9, tzinfo=UTC)
    assert query_window("what was my BP in early May?", ref) == (
        datetime(2026, 5, 1, tzinfo=UTC),
        datetime(2026, 5, 11, tzinfo=UTC),
    )
    assert query_window("back in mid-April", ref) == (
        datetime(2026, 4, 11, tzinfo=UTC),
        datetime(2026, 4, 21, tzinfo=UTC),
    )
    assert query_window("late March", ref) == (
        datetime(2026, 3, 21, tzinfo=UTC),
        datetime(2026, 4, 1, tzinfo=UTC),
    )


def test_a_month_named_alone_is_that_month_but_may_and_march_are_words() -> None:
    ref = datetime(2026, 6, 10, 9, tzinfo=UTC)
    assert query_window("What was the April book club book?", ref) == (
        datetime(2026, 4, 1, tzinfo=UTC),
        datetime(2026, 5, 1, tzinfo=UTC),
    )
    assert query_window("I may march on", ref) is None
    assert find_times("February 30", ref) == []


@pytest.mark.parametrize(
    "text",
    [
        "what did electricity cost us for february?",
        "feb bill: £142",
        "the february bill came in high",
        "what was the bill in feb?",
        "february's rent went out late",
    ],
)
def test_a_month_said_in_lower_case_short_or_after_for_is_that_month(text: str) -> None:
    """Chat writes months in lower case and short ("feb bill"), and a bill is for a month."""
    ref = datetime(2026, 4, 15, 12, tzinfo=UTC)
    assert query_window(text, ref) == (
        datetime(2026, 2, 1, tzinfo=UTC),
        datetime(2026, 3, 1, tzinfo=UTC),
    )


@pytest.mark.parametrize(
    "text",
    [
        "we may march on the capital",
        "don't mar the finish",
        "the dec value rolled over",
        "Jan said",
        "bought a gift for Jan",
    ],
)
def test_month_names_that_are_also_words_or_stand_alone_short_are_no_month(text: str) -> None:
    assert find_times(text, datetime(2026, 4, 15, 12, tzinfo=UTC)) == []


@pytest.mark.parametrize("text", ["we move in Jan", "since last Jan", "next Jan. we go"])
def test_jan_after_a_word_that_places_something_in_it_is_january(text: str) -> None:
    (mention,) = find_times(text, datetime(2026, 4, 15, 12, tzinfo=UTC))
    assert mention.start.month == 1 and mention.granularity == "month"


def test_a_chinese_day_of_the_month_alone_is_the_next_such_day() -> None:
    ref = datetime(2026, 6, 18, 9, tzinfo=UTC)
    (mention,) = find_times("23号晚上接回来", ref)
    assert mention.start.date() == datetime(2026, 6, 23).date()
    (mention,) = find_times("10号早上叫我", ref)
    assert mention.start.date() == datetime(2026, 7, 10).date()
    assert find_times("坐3号楼电梯，换一号线", ref) == []


def test_a_state_said_to_last_a_while_is_not_a_plan_for_a_period() -> None:
    assert says_temporary("until Friday I'm working from the Lyon office")
    assert says_temporary("anything for me goes to 9 Chapel Lane till then")
    assert says_temporary("这几天豆豆寄养在宠物店")
    assert not says_temporary("next month I'm going to a transgender conference")
    assert not says_temporary("下个月去杭州开会")


def test_a_chinese_until_is_dao_before_the_end_of_a_period_not_before_a_place() -> None:
    assert says_temporary("这个月我上夜班，到月底，白天在睡觉")
    assert says_temporary("我到周五都在上海出差")
    assert says_temporary("我到15号都不在家")
    assert not says_temporary("我到了上海")
    assert not says_temporary("我们到了15楼")


# --- the start, end and weeks of a month; Chinese 月初, 中旬, 月底; questions about the past -----
def _days(start: int, end: int, month: int, end_month: int | None = None) -> tuple[datetime, ...]:
    return (
        datetime(2026, month, start, tzinfo=UTC),
        datetime(2026, end_month or month, end, tzinfo=UTC),
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("how much did I spend at the start of March?", _days(1, 11, 3)),
        ("what was the rent at the beginning of April", _days(1, 11, 4)),
        ("what did I weigh at the end of March?", _days(21, 1, 3, 4)),
        ("what was the plan for the first week of May?", _days(1, 8, 5)),
        ("the second week of April", _days(8, 15, 4)),
        ("the last week of February", _days(22, 1, 2, 3)),
        ("五月初我体重多少？", _days(1, 11, 5)),
        ("四月中旬住的哪个酒店？", _days(11, 21, 4)),
        ("三月底的房租多少？", _days(21, 1, 3, 4)),
        ("3月份下旬那次体检", _days(21, 1, 3, 4)),
        ("上个月底交的电费多少？", _days(21, 1, 5, 6)),
        ("月初那次体检血压多少？", _days(1, 11, 6)),
    ],
)
def test_parts_and_weeks_of_a_month_are_read(text: str, expected: tuple[datetime, ...]) -> None:
    assert query_window(text, datetime(2026, 6, 10, 9, tzinfo=UTC)) == expected


def test_the_end_of_the_road_is_no_month() -> None:
    ref = datetime(2026, 6, 10, 9, tzinfo=UTC)
    assert query_window("we live at the end of Marchmont Street", ref) is None
    assert query_window("月底之前交报告", ref) is not None  # this month's end: a deadline


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("what did I order on the 3rd?", _days(3, 4, 6)),
        ("what did we do on Tuesday?", _days(9, 10, 6)),
        ("where did we eat at the weekend?", _days(6, 8, 6)),
        ("3号那天买的什么？", _days(3, 4, 6)),
        ("周二那天买了什么？", _days(9, 10, 6)),
    ],
)
def test_a_question_about_the_past_reads_a_bare_day_as_the_last_one(
    text: str, expected: tuple[datetime, ...]
) -> None:
    now = datetime(2026, 6, 10, 9, tzinfo=UTC)  # a Wednesday
    assert query_window(text, now, past=True) == expected


def test_a_question_about_what_comes_reads_a_bare_day_as_the_next_one() -> None:
    now = datetime(2026, 6, 10, 9, tzinfo=UTC)
    assert query_window("what's on for the 3rd?", now) == _days(3, 4, 7)
    assert query_window("what did we book for next Tuesday?", now, past=True) == _days(16, 17, 6)


# --- states bounded by how long they last ("for a week", "这两个礼拜", "大概一个月") ----------
_SAID = datetime(2026, 5, 4, 10, tzinfo=UTC)  # a Monday


@pytest.mark.parametrize(
    ("text", "until"),
    [
        ("on antibiotics for a week, so no wine", datetime(2026, 5, 11, 10, tzinfo=UTC)),
        (
            "I'm in Leeds with my sister for the next two weeks",
            datetime(2026, 5, 18, 10, tzinfo=UTC),
        ),
        ("covering the help desk for a couple of days", datetime(2026, 5, 6, 10, tzinfo=UTC)),
        ("这两个礼拜我早上六点就得出门", datetime(2026, 5, 18, 10, tzinfo=UTC)),
        ("装修期间住我妈家，大概一个月", datetime(2026, 6, 3, 10, tzinfo=UTC)),
        ("接下来三天都在杭州培训", datetime(2026, 5, 7, 10, tzinfo=UTC)),
        ("接下来十五天都在杭州培训", datetime(2026, 5, 19, 10, tzinfo=UTC)),
        ("staying at my sister's for a few days", datetime(2026, 5, 8, 10, tzinfo=UTC)),
        ("车送去修了 这几天先坐地铁上班", datetime(2026, 5, 8, 10, tzinfo=UTC)),
    ],
)
def test_a_state_said_to_last_so_long_ends_after_it(text: str, until: datetime) -> None:
    assert says_temporary(text)
    assert state_until(text, _SAID) == until


@pytest.mark.parametrize(
    "text",
    [
        "I'm on the early shift all this week",
        "for the rest of May I'm working from home",
        "这周我在家办公，周五回公司",
        "这个月我在成都项目上，月底回来",
        "五一假期回老家了，7号回来",
        "back on the 12th, I'm in Porto till then",
    ],
)
def test_a_state_said_to_last_this_week_or_until_a_return_is_temporary(text: str) -> None:
    assert says_temporary(text)


@pytest.mark.parametrize(
    "text",
    [
        "I've lived here for 3 years",
        "we've been together for two months now",
        "学了两个月钢琴，还挺喜欢",
        "I swim three times a week",
        "一周三次健身",
        "两周后去复查",
        "这周五开会",
        "I'm vegetarian these days",
        "I'm usually home by 6pm",
    ],
)
def test_how_long_something_has_been_or_how_often_is_no_bound(text: str) -> None:
    assert not says_temporary(text)


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("what came up in my 1:1 the week before last?", "2026-09-07", "2026-09-14"),
        ("what did we do the weekend before last", "2026-09-12", "2026-09-14"),
        ("and the weekend before that?", "2026-09-12", "2026-09-14"),
        ("who did I meet the Tuesday before last?", "2026-09-08", "2026-09-09"),
        ("how much did I spend the month before last?", "2026-07-01", "2026-08-01"),
        ("上上周开会说了什么", "2026-09-07", "2026-09-14"),
        ("上上个周六去哪了", "2026-09-12", "2026-09-13"),
    ],
)
def test_the_one_before_last_is_one_further_back_than_last(text: str, start: str, end: str) -> None:
    ref = datetime(2026, 9, 22, 10, 0, tzinfo=timezone(timedelta(hours=-7)))
    window = query_window(text, ref, past=True)
    assert window is not None
    assert (window[0].date().isoformat(), window[1].date().isoformat()) == (start, end)


_MONDAY = datetime(2026, 4, 20, 9, 0, tzinfo=timezone(timedelta(hours=8)))


@pytest.mark.parametrize(
    ("text", "day"),
    [
        # told as past, a weekday or a weekend with no direction is the one just gone
        ("we went hiking on the weekend", 18),
        ("went to a wedding on saturday, danced till 2", 18),
        ("my sister visited on sunday", 19),
        ("周末去爬山了 腿酸", 18),
        ("周六去了趟宜家 买了个书架", 18),
        # a plan, or something arranged for the day, stays ahead
        ("going hiking on the weekend", 25),
        ("I booked a table for saturday", 25),
        ("we'll go on saturday", 25),
        ("周六要去宜家", 25),
        ("订了周六的票", 25),
        ("约了周六下午见面", 25),
        # "sat" the day's short name is no past tense of sit
        ("sat april 25, 11am, with Dee", 25),
        ("周六上午十一点 Dee那边", 25),
    ],
)
def test_a_day_told_as_past_is_the_one_just_gone(text: str, day: int) -> None:
    assert resolve_event_time(text, _MONDAY).occurred_at.day == day


@pytest.mark.parametrize(
    ("text", "past"),
    [
        ("I sat there for two hours", True),
        ("we sat on the porch on saturday", True),
        ("sat the 4th works for me", False),
        ("sat morning brunch?", False),
        ("Sat, 11am", False),
    ],
)
def test_sat_is_a_past_tense_only_when_it_is_not_a_day(text: str, past: bool) -> None:
    assert tells_past(text) is past


def test_a_booking_on_a_short_named_day_is_ahead() -> None:
    at = resolve_event_time("sat april 25, 11am, with Dee", _MONDAY).occurred_at
    assert at.date().isoformat() == "2026-04-25"


@pytest.mark.parametrize(
    ("query", "first", "last"),
    [
        ("what did I do the weekend of april 18?", 18, 19),
        ("what did we do on the weekend of April 18", 18, 19),
        ("4月18号那个周末我干嘛了", 18, 19),
        ("what was on the week of april 14th", 13, 19),
        ("4月14号那周忙什么了", 13, 19),
    ],
)
def test_the_weekend_of_a_day_is_the_weekend_that_day_falls_in(
    query: str, first: int, last: int
) -> None:
    window = query_window(query, _MONDAY + timedelta(days=16), past=True)
    assert window is not None
    start, end = window
    assert (start.month, start.day) == (4, first)
    assert (end - timedelta(seconds=1)).day == last


@pytest.mark.parametrize(
    ("text", "habit"),
    [
        ("家里请了个保洁阿姨 每周三下午来 两点到五点 一次150", True),
        ("我每天七点半出门", True),
        ("I swim every Tuesday", True),
        ("yoga mondays at 7", True),
        ("周三下午来修热水器", False),
        ("went hiking on saturday", False),
        ("给阿姨带了两盒柿子饼", False),
    ],
)
def test_a_habit_names_a_time_that_recurs(text: str, habit: bool) -> None:
    assert recurs(text) is habit


@pytest.mark.parametrize(
    ("text", "until"),
    [
        ("we're at the Canary Wharf site until the end of the month", at(6, 1)),
        ("the pool's shut till end of month", at(6, 1)),
        ("on the night shift until month-end", at(6, 1)),
        ("staying at my sister's till the end of next week", at(5, 18)),
        ("working from home until the end of the week", at(5, 11)),
        ("off sugar until the end of the year", at(1, 1, year=2027)),
    ],
)
def test_the_end_of_this_or_next_month_week_or_year_bounds_a_state(
    text: str, until: datetime
) -> None:
    """ "until the end of the month" ends with the month, as "到月底" does."""
    assert resolve_event_time(text, REF).valid_until == until


def test_the_end_of_other_things_is_no_time() -> None:
    assert find_times("see you at the end of the day", REF) == []
    assert find_times("this is the end of the world", REF) == []


@pytest.mark.parametrize(
    ("text", "until"),
    [
        ("my sister's staying two weeks, first time she's seen the flat", REF + timedelta(days=14)),
        ("the kids are away ten days at camp", REF + timedelta(days=10)),
        ("师傅说一个半月 到五月中", at(5, 21)),
        ("先住我姐家 到6月中", at(6, 21)),
    ],
)
def test_a_stay_said_without_for_and_mid_month_in_chinese_bound_a_state(
    text: str, until: datetime
) -> None:
    assert state_until(text, REF) == until


@pytest.mark.parametrize(
    ("text", "until"),
    [
        ("要 这半个月按三个人的量买 她爱吃豆腐", REF + timedelta(days=15)),
        ("医生说吃完这七天的药之前一滴酒都不能沾 今天第一天", REF + timedelta(days=7)),
        (
            "nj transit email: trains replaced by buses for the next two weeks starting monday",
            at(5, 11) + timedelta(days=14),
        ),
        ("从下周一开始 接下来两周都在杭州驻场", at(5, 11) + timedelta(days=14)),
        ("on antibiotics for ten days, first pill today", REF + timedelta(days=10)),
    ],
)
def test_how_long_a_state_lasts_counts_from_the_day_it_names(text: str, until: datetime) -> None:
    """A day named beside how long ("starting monday", "今天第一天") is when the while begins,
    not when it ends; half a month is fifteen days."""
    assert state_until(text, REF) == until


def test_a_stay_told_of_the_past_and_a_month_before_a_word_bound_nothing() -> None:
    assert state_until("we were there two weeks last summer", REF) is None
    assert state_until("I was in hospital for two weeks", REF) is None
    assert [m.text for m in find_times("五月中国队有比赛", REF)] == ["五月"]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("the deck is due the last friday of this month", day(5, 29)),
        ("can we do the second tuesday", day(5, 12)),
        ("the first monday", day(6, 1)),  # May's is over
        ("the 2nd tuesday of next month", day(6, 9)),
        ("brunch on the second sunday of may", day(5, 10)),
        ("这个月最后一个周五交", day(5, 29)),
        ("下个月第二个周二开会", day(6, 9)),
        ("5月的第二个星期日是母亲节", day(5, 10)),
    ],
)
def test_a_weekday_counted_in_a_month_is_that_one_day(
    text: str, expected: tuple[datetime, datetime, str]
) -> None:
    """ "the second tuesday of next month" is one day, not "the 2nd" and a Tuesday."""
    found = find_times(text, REF)
    assert [(m.start, m.end, m.granularity) for m in found] == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "she wants it the 2nd tuesday of every month, and max 10 slides",
        "book club is the first monday of each month",
        "pete always wanted it on the last friday of the month",
        "rent goes out on the 1st of the month",
        "we meet every second thursday",
        "每月第二个周二交报告",
        "每个月最后一个周五开例会",
        "以后改成每个月的第一个星期一",
    ],
)
def test_a_weekday_or_day_of_every_month_is_a_habit_and_bounds_nothing(text: str) -> None:
    """A day that comes back every month neither dates what is said nor ends it: "she wants
    it the 2nd tuesday of every month" is no state that ends on the 2nd."""
    assert recurs(text)
    assert state_until(text, REF) is None
    assert resolve_event_time(text, REF) == EventTime(REF, None)


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("dentist tmrw at 9", at(5, 7, 9), at(5, 7, 10)),
        ("yday was a write-off", at(5, 5), at(5, 6)),
        ("what did we do last wknd?", at(5, 2), at(5, 4)),
        ("this past weekend was lovely", at(5, 2), at(5, 4)),
        ("back in 2 wks", at(5, 20), at(5, 21)),
        ("see you tues", at(5, 12), at(5, 13)),
        ("thurs night works", at(5, 7, 18), at(5, 8)),
        ("moved it to next fri", at(5, 15), at(5, 16)),
        ("last yr we went to crete", at(1, 1, year=2025), at(1, 1)),
        ("what did I do two weekends ago?", at(4, 25), at(4, 27)),
        ("年底前要把方案交上去", at(12, 1), at(1, 1, year=2027)),
        ("年初定的目标", at(1, 1), at(2, 1)),
        ("明早八点出发", at(5, 7, 8), at(5, 7, 9)),
    ],
)
def test_chat_shorthand_for_days_weeks_and_years_is_read(
    text: str, start: datetime, end: datetime
) -> None:
    """Chat writes "tmrw", "yday", "wknd", "2 wks", "tues", "thurs", "fri", "last yr"; and
    Chinese "年底" (the year's last month), "年初", "明早"."""
    (mention,) = find_times(text, REF)
    assert (mention.start, mention.end) == (start, end)


@pytest.mark.parametrize("text", ["we sat down to eat", "the sun was out", "they wed in june"])
def test_short_weekdays_that_are_also_words_need_a_word_that_makes_them_days(text: str) -> None:
    assert all(m.granularity == "month" for m in find_times(text, REF))


@pytest.mark.parametrize("text", ["day shifts, 7 till 7, Mon Wed Fri", "gym tues/thurs", "mon-fri"])
def test_short_weekdays_in_a_list_are_the_days_of_a_week_not_one_day(text: str) -> None:
    assert find_times(text, REF) == []


def _said_days(text: str, ref: datetime) -> list[tuple[str, str]]:
    return [(str(m.start.date()), m.text) for m in find_times(text, ref)]


def test_a_day_of_a_named_month_is_that_day_of_it() -> None:
    """'the 22nd of next month' is June 22nd said in May, not the 22nd and next month apart."""
    ref = datetime(2026, 5, 10, 9, tzinfo=UTC)
    assert _said_days("the movers come the 22nd of next month", ref) == [
        ("2026-06-22", "the 22nd of next month")
    ]
    assert _said_days("next month on the 3rd we sign", ref) == [
        ("2026-06-03", "next month on the 3rd")
    ]
    assert _said_days("paid on the 28th of last month", ref) == [
        ("2026-04-28", "on the 28th of last month")
    ]
    assert ("2026-07-01", "the 31st of next month") not in _said_days("the 31st of next month", ref)


def test_a_chinese_day_of_a_named_month_is_that_day_of_it() -> None:
    ref = datetime(2026, 5, 10, 9, tzinfo=UTC)
    assert _said_days("下个月22号搬家", ref) == [("2026-06-22", "下个月22号")]
    assert _said_days("上个月28号交的押金", ref) == [("2026-04-28", "上个月28号")]
    assert _said_days("这个月20号前交材料", ref)[0] == ("2026-05-20", "这个月20号")
    assert _said_days("下月三号签合同", ref) == [("2026-06-03", "下月三号")]


def test_a_couple_of_days_said_before_the_days_is_two_days_off() -> None:
    """前两天 is two days ago as 两天前 is, 过两天 in two days; not the first two days of a
    stay, nor 提前两天."""
    ref = datetime(2026, 5, 10, 9, tzinfo=UTC)
    assert _said_days("我前两天刚去医院复查了", ref) == [("2026-05-08", "前两天")]
    assert _said_days("过两天再约吧", ref) == [("2026-05-12", "过两天")]
    assert _said_days("前两天在北京开会，后三天在上海", ref) == []
    assert _said_days("机票要提前两天订", ref) == []


@pytest.mark.parametrize(
    ("query", "first"),
    [
        ("What was the special the week of the 9th?", 9),
        ("what did I have planned for the week of the 16th?", 16),
        ("16号那周的特价是什么来着？", 16),
    ],
)
def test_the_week_of_a_bare_day_asked_about_the_past_is_the_one_gone(
    query: str, first: int
) -> None:
    """Asked on March 25th what was, "the week of the 9th" is the week of March 9th, not of
    the next 9th (April's)."""
    window = query_window(query, datetime(2026, 3, 25, 10, tzinfo=UTC), past=True)
    assert window is not None
    start, end = window
    assert (start.month, end - start) == (3, timedelta(days=7))
    assert start.day <= first < start.day + 7


def test_a_holiday_whose_next_one_lies_past_the_last_year_is_no_time() -> None:
    """Said in December 9999, the next New Year's Day is in a year no date can hold: the
    holiday names no time, and the rest of the text still does (a property test found it)."""
    ref = datetime(9999, 12, 1, tzinfo=UTC)
    assert [m.text for m in find_times("今天NEW YEARS", ref)] == ["今天"]


@pytest.mark.parametrize(
    ("text", "until"),
    [
        ("no caffeine for the rest of the month, doctor's orders", at(6, 1)),
        ("off sugar for the week, sister's wedding on saturday", at(5, 11)),
        ("I'm in Leeds for the week covering for Tom", at(5, 11)),
        ("working from my parents' place for the rest of the week", at(5, 11)),
        ("we're doing no takeaway for the month", at(6, 1)),
        ("这个月都不喝咖啡了 医生让戒一下", at(6, 1)),
    ],
)
def test_a_state_for_the_rest_of_the_week_or_month_ends_with_it(text: str, until: datetime) -> None:
    """ "for the week", "for the (rest of the) month": the current period bounds the state."""
    assert says_temporary(text)
    assert state_until(text, REF) == until


def test_for_the_week_of_a_day_is_that_week_not_this_one() -> None:
    mentions = find_times("what's the plan for the week of the 18th?", REF)
    assert mentions and all(m.start != at(5, 4) for m in mentions)


def test_what_a_habit_is_for_is_no_bound() -> None:
    text = "i usually meal prep on sundays, big batch of chili or curry for the week"
    assert state_until(text, REF) is None


@pytest.mark.parametrize(
    ("text", "said", "until"),
    [
        (
            "5th street is closed for renovations through may",
            datetime(2026, 4, 15, 12, tzinfo=UTC),
            datetime(2026, 6, 1, tzinfo=UTC),
        ),
        (
            "the pool is shut until march, swimming at the Y",
            datetime(2026, 2, 10, 12, tzinfo=UTC),
            datetime(2026, 4, 1, tzinfo=UTC),
        ),
        (
            "I'm on nights till may",
            datetime(2026, 4, 15, 12, tzinfo=UTC),
            datetime(2026, 6, 1, tzinfo=UTC),
        ),
    ],
)
def test_may_and_march_after_a_word_of_time_are_months(
    text: str, said: datetime, until: datetime
) -> None:
    """ "through may", "until march": after a word that bounds a time, "may" and "march" are
    months ("we may march on the capital" names none)."""
    assert state_until(text, said) == until
    found = find_times("you may march until may", datetime(2026, 4, 15, 12, tzinfo=UTC))
    assert [m.text for m in found] == ["may"]


def test_a_length_said_from_now_bounds_a_state_whatever_time_its_reason_names() -> None:
    """ "这两周孩子先送托班" lasts two weeks from when it is said, though the reason beside it
    names a longer time ("奶奶回老家过年了": the new-year holiday runs to March)."""
    said = datetime(2026, 2, 10, 9, tzinfo=UTC)
    text = "奶奶回老家过年了 这两周孩子先送托班"
    assert state_until(text, said) == datetime(2026, 2, 24, 9, tzinfo=UTC)
    en = "my mum's over for the festival, for the next few days she's in the spare room"
    assert state_until(en, said) == datetime(2026, 2, 14, 9, tzinfo=UTC)
