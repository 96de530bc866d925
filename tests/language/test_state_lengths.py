"""How long a state still lasts, said the ways people say it: what remains ("for another
month", "for 7 more days"), a rough count ("十来天", "个把月"), the days one speaks in ("these two
weeks"), "X之前只能…", and "until" with the time later in its clause ("until the new one
arrives friday"). None of these is a bound when it tells how long something took or has been."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from service.language.timeparse import find_times, says_temporary, state_until

CST = timezone(timedelta(hours=8))
EDT = timezone(timedelta(hours=-4))
SAID = datetime(2026, 5, 6, 10, tzinfo=CST)  # a Wednesday
SAID_EN = datetime(2026, 5, 6, 10, tzinfo=EDT)


@pytest.mark.parametrize(
    ("text", "lasts"),
    [
        ("doc says I'm on crutches for another month", timedelta(days=30)),
        ("no alcohol while I'm on the antibiotics, for 7 more days", timedelta(days=7)),
        ("Mom's in the rehab unit for two more weeks", timedelta(weeks=2)),
        ("the gym is my office these two weeks, the wifi at home is down", timedelta(weeks=2)),
        ("we're sleeping at my in-laws' for another few days", timedelta(days=4)),
    ],
)
def test_what_remains_of_a_state_in_english_bounds_it(text: str, lasts: timedelta) -> None:
    assert says_temporary(text)
    assert state_until(text, SAID_EN) == SAID_EN + lasts


@pytest.mark.parametrize(
    ("text", "lasts"),
    [
        ("我爸做完手术在康复医院 医生说大概十来天", timedelta(days=10)),
        ("先借我哥的车开 修车厂说大概个把月能修好", timedelta(days=30)),
    ],
)
def test_what_remains_of_a_state_in_chinese_bounds_it(text: str, lasts: timedelta) -> None:
    assert says_temporary(text)
    assert state_until(text, SAID) == SAID + lasts


@pytest.mark.parametrize(
    ("text", "until"),
    [
        ("在山里闭关 周日之前只能发邮件找我", datetime(2026, 5, 11, tzinfo=CST)),
        ("15号以前一直住酒店 房子还在除甲醛", datetime(2026, 5, 16, tzinfo=CST)),
    ],
)
def test_a_chinese_state_held_before_a_time_ends_then(text: str, until: datetime) -> None:
    assert says_temporary(text)
    assert state_until(text, SAID) == until


@pytest.mark.parametrize(
    ("text", "until"),
    [
        ("using my old phone until the new one arrives friday", datetime(2026, 5, 9, tzinfo=EDT)),
        (
            "I'm taking the bus till the cast comes off on the 20th",
            datetime(2026, 5, 21, tzinfo=EDT),
        ),
    ],
)
def test_until_with_its_time_later_in_the_clause_bounds_a_state(text: str, until: datetime) -> None:
    assert says_temporary(text)
    assert state_until(text, SAID_EN) == until


@pytest.mark.parametrize(
    "text",
    [
        "we had to wait another week for the part",
        "the repair took two more weeks than they said",
        "我之前只能坐公交去公司",
        "装修拖了十来天才完工",
        "I couldn't sleep until the neighbours left, around 2am last night",
        "the contractor starts on the 12th",
        "6 more weeks of waiting, kill me",  # how long until it comes
        "开了蒲地蓝口服液 先吃三天",  # a prescription, which stays what was prescribed
        "4S店喷漆一面要一千二 还得等三天",
        # how long it has been so: "all along" (一直), "has been" (都是…的)
        "嗯 这两周都是这么吃的 感觉还行",
        "这两周一直这么吃 血糖稳多了",
    ],
)
def test_how_long_a_thing_took_or_is_awaited_is_no_bound(text: str) -> None:
    assert state_until(text, SAID_EN if text.isascii() else SAID) is None


@pytest.mark.parametrize(
    ("text", "lasts"),
    [
        ("Dad's in rehab after the hip surgery, they said about ten days", timedelta(days=10)),
        ("borrowing Mike's car while mine's in the shop, they said a week or so", timedelta(7)),
    ],
)
def test_an_estimate_said_of_a_state_bounds_it(text: str, lasts: timedelta) -> None:
    assert state_until(text, SAID_EN) == SAID_EN + lasts


@pytest.mark.parametrize(
    "text",
    ["she said two weeks ago that the lease was up", "he says three days later it broke again"],
)
def test_a_time_said_ago_is_no_estimate(text: str) -> None:
    assert state_until(text, SAID_EN) is None


def test_the_middle_of_the_month_bounds_a_state() -> None:
    """ "till mid-month", "月中应该能修好": the middle third of this month (11th to 20th)."""
    assert state_until("parking on the street, repairs take till mid-month", SAID_EN) == (
        datetime(2026, 5, 21, tzinfo=EDT)
    )
    assert state_until("车库被淹了 车先停路边 月中应该能修好", SAID) == datetime(
        2026, 5, 21, tzinfo=CST
    )
    assert state_until("五月中国队在北京集训", SAID) == datetime(2026, 6, 1, tzinfo=CST)


@pytest.mark.parametrize(
    ("text", "lasts"),
    [
        ("车送去修了 大概两三天 先坐地铁", timedelta(days=3)),
        ("大概七八天就能拆线", timedelta(days=8)),
    ],
)
def test_a_chinese_span_of_two_counts_is_the_longer(text: str, lasts: timedelta) -> None:
    assert state_until(text, SAID) == SAID + lasts


@pytest.mark.parametrize("text", ["要等三五七天", "大概十十天", "得等好几天", "先一二三天"])
def test_no_count_is_no_error(text: str) -> None:
    state_until(text, SAID)  # whatever it finds, it raises nothing


def test_a_whole_week_after_a_week_is_that_week() -> None:
    """ "下周一整周" is all of next week; "下周一整天" is next Monday, all day."""
    assert state_until("孩子下周一整周都在夏令营", SAID) == datetime(2026, 5, 18, tzinfo=CST)
    monday = find_times("下周一整天都在开会", SAID)
    assert [(m.start, m.end) for m in monday] == [
        (datetime(2026, 5, 11, tzinfo=CST), datetime(2026, 5, 12, tzinfo=CST))
    ]
