"""A time named as a comparison's baseline is not when the statement's event happens."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from service.language.not_when import a_baseline
from service.language.timeparse import resolve_event_time

SAID = datetime(2026, 4, 8, 19, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "mention", "baseline"),
    [
        ("LDL was 182, up a lot from last year", "last year", True),
        ("rent is higher than last month", "last month", True),
        ("sales compared to this time last year are flat", "last year", True),
        ("the water bill dropped to $40 from $65 last month", "last month", False),
        ("we moved here last year", "last year", False),
        ("raising his rates from june", "june", False),
        ("体检报告出来了 低密度脂蛋白4.6 比去年高了一截", "去年", True),
        ("跟上个月比涨了300", "上个月", True),
        ("房租和去年一样 还是4500", "去年", True),
        ("和去年的同事一起吃了饭", "去年", False),
        ("去年搬到杭州的", "去年", False),
    ],
)
def test_a_time_that_is_what_a_value_is_compared_with(
    text: str, mention: str, baseline: bool
) -> None:
    assert a_baseline(text, mention) is baseline


@pytest.mark.parametrize(
    "text",
    ["physical results are in, LDL was 182, up a lot from last year", "房租比去年涨了300"],
)
def test_a_value_compared_with_last_year_is_told_now(text: str) -> None:
    assert resolve_event_time(text, SAID).occurred_at == SAID


def test_a_time_that_placed_the_event_still_does() -> None:
    assert resolve_event_time("we moved here last year", SAID).occurred_at.year == 2025
