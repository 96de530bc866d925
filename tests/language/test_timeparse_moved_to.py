"""A time something is moved to is when it happens, not an end: "约到周五上午" (booked for
Friday morning), "改到下周四", "推迟到月底" say when; "住到周五", "到周五都在上海" say until."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from service.language.timeparse import says_temporary, says_until, state_until

SAID = datetime(2026, 5, 20, 9, 0, tzinfo=UTC)  # a Wednesday


@pytest.mark.parametrize(
    "text",
    [
        "师傅打电话了 说今天来不了 约到周五上午十点到十二点",
        "他那边临时有手术，改到下周四上午十点了",
        "婚礼推迟到10月3号",
        "面试挪到周五下午两点",
        "复查提前到25号",
        "the plumber moved it to Friday at 10",
    ],
)
def test_a_time_something_is_moved_to_bounds_nothing(text: str) -> None:
    assert state_until(text, SAID) is None
    assert not says_until(text)
    assert not says_temporary(text)


@pytest.mark.parametrize(
    ("text", "until"),
    [
        ("这几天先住我姐家 住到周五", datetime(2026, 5, 23, tzinfo=UTC)),
        ("我到周五都在上海出差", datetime(2026, 5, 23, tzinfo=UTC)),
        ("until Friday I'm working from the Lyon office", datetime(2026, 5, 23, tzinfo=UTC)),
    ],
)
def test_a_state_until_a_day_still_ends_then(text: str, until: datetime) -> None:
    assert state_until(text, SAID) == until
