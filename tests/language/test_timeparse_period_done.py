""" "This month" bounds a state told in it ("这个月我都在家办公", "this week I'm working from
home"), not a thing told as done in it: "这个月跌了我还手动加了点" (it fell this month and I
bought more), "这个月房租涨了" (the rent went up this month) and "this week the landlord
raised the rent" tell of a change that stays, not of a state that ends with the month."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from service.language.timeparse import state_until

SAID = datetime(2026, 4, 15, 14, 0, tzinfo=UTC)  # a Wednesday


@pytest.mark.parametrize(
    "text",
    [
        "一只沪深300 一只纳指 各一千 这个月跌了我还手动加了点 感觉自己上道了哈哈",
        "这个月房租涨了 现在每月4800",
        "这周我把健身卡退了 以后在家练",
        "this month the landlord raised the rent to 2100",
        "this week i switched to the 7:40 train, way less crowded",
    ],
)
def test_a_thing_done_this_month_is_no_state_that_ends_with_it(text: str) -> None:
    assert state_until(text, SAID) is None


@pytest.mark.parametrize(
    ("text", "until"),
    [
        ("这个月我都在家办公", datetime(2026, 5, 1, tzinfo=UTC)),
        ("这周忙死了 每天加班到十点", datetime(2026, 4, 20, tzinfo=UTC)),
        ("这周只能喝椰汁了 要被他们笑死", datetime(2026, 4, 20, tzinfo=UTC)),
        ("公司这个月在装修 上个月就通知了", datetime(2026, 5, 1, tzinfo=UTC)),
        ("this week i'm working from home, the office flooded", datetime(2026, 4, 20, tzinfo=UTC)),
    ],
)
def test_a_state_this_month_still_ends_with_it(text: str, until: datetime) -> None:
    assert state_until(text, SAID) == until


def test_a_state_told_in_the_passive_this_month_still_ends_with_it() -> None:
    text = "the office is being refitted this month, reception won't take parcels"
    assert state_until(text, SAID) == datetime(2026, 5, 1, tzinfo=UTC)
