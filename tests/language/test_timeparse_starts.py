"""A period a state starts in is no end of it: "这周开始六点就能走", "从下个月起每天八点上班",
"starting this week i leave at 5" hold after this week; "这周我都在家办公", "this week i'm on
nights" end with it, and a start beside an end keeps the end ("从这周起到月底都在杭州出差")."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from service.language.timeparse import state_until

ZH = datetime(2026, 11, 12, 18, 30, tzinfo=timezone(timedelta(hours=8)))
EN = datetime(2026, 11, 12, 18, 30, tzinfo=timezone(timedelta(hours=-5)))


@pytest.mark.parametrize(
    ("text", "ref"),
    [
        ("项目终于上线了 这周开始六点就能走 爽", ZH),
        ("从下个月起每天八点上班", ZH),
        ("starting this week i leave at 5", EN),
        ("from next month the gym opens at 6", EN),
    ],
)
def test_a_period_a_state_starts_in_is_no_end(text: str, ref: datetime) -> None:
    assert state_until(text, ref) is None


@pytest.mark.parametrize(
    ("text", "ref", "end"),
    [
        ("这周我都在家办公", ZH, datetime(2026, 11, 16, tzinfo=ZH.tzinfo)),
        ("this week i'm on nights", EN, datetime(2026, 11, 16, tzinfo=EN.tzinfo)),
        ("从这周起到月底都在杭州出差", ZH, datetime(2026, 12, 1, tzinfo=ZH.tzinfo)),
        ("from this week until the 30th i'm in lyon", EN, datetime(2026, 12, 1, tzinfo=EN.tzinfo)),
    ],
)
def test_a_period_it_holds_in_still_ends_it(text: str, ref: datetime, end: datetime) -> None:
    assert state_until(text, ref) == end
