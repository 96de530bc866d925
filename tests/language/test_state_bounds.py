"""A state said to last until a time by "X之前都…" ("月底之前都在做年报"), or for a hedged span
("for at least six weeks", "for about ten days") or for a month named ("for june"), ends
then; "之前都" after no time is the past ("我之前都是骑车上班"), not a bound."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from service.language.timeparse import says_temporary, state_until

CST = timezone(timedelta(hours=8))
SAID = datetime(2026, 5, 4, 9, tzinfo=CST)  # a Monday


@pytest.mark.parametrize(
    ("text", "until"),
    [
        ("月底之前都在做年报 晚上别找我", datetime(2026, 6, 1, tzinfo=CST)),
        ("周五之前都在杭州培训 有事发消息", datetime(2026, 5, 9, tzinfo=CST)),
        ("20号以前都住我妈那儿", datetime(2026, 5, 21, tzinfo=CST)),
        ("on crutches for at least six weeks, so no driving", SAID + timedelta(weeks=6)),
        ("I'm on the night rota for about two weeks", SAID + timedelta(weeks=2)),
        # for a month named: the month it holds for
        ("doing keto for may, no bread no pasta no rice", datetime(2026, 6, 1, tzinfo=CST)),
        ("I'm at the Lyon office for June, back in Paris after", datetime(2026, 7, 1, tzinfo=CST)),
    ],
)
def test_a_state_bounded_by_these_words_ends_then(text: str, until: datetime) -> None:
    assert says_temporary(text)
    assert state_until(text, SAID) == until


@pytest.mark.parametrize(
    "text",
    [
        "我之前都是骑车上班 十分钟就到",
        "以前都是我做饭",
        "we've been here for at least six years",
        "the dentist is booked for June 3",  # a day in the month, when it happens
    ],
)
def test_before_said_of_no_time_is_no_bound(text: str) -> None:
    assert not says_temporary(text)
