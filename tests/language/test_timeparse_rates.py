"""How many in a span is no time: "i've gone through like 4 books in a month" and "lost 3kg
in two weeks" ("两周瘦了3斤") tell of something done, not of a month ahead; "see you in a
month" and "i'll be 30 in a month" still point ahead."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from service.language.timeparse import resolve_event_time

SAID = datetime(2026, 6, 6, 18, 30, tzinfo=UTC)


@pytest.mark.parametrize(
    "text",
    [
        "i've gone through like 4 books in a month on the bike which is wild",
        "lost 3kg in two weeks!!",
        "had 2 flat tyres in a week, this city",
        "she read 300 pages in a day",
        "这一个月骑车听了4本书",
        "两周瘦了3斤",
    ],
)
def test_how_many_in_a_span_dates_nothing_ahead(text: str) -> None:
    when = resolve_event_time(text, SAID)
    assert when.occurred_at == SAID
    assert when.valid_until is None


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("see you in a month", datetime(2026, 7, 1, tzinfo=UTC)),
        ("i'll be 30 in a month", datetime(2026, 7, 1, tzinfo=UTC)),
        ("moving in two weeks", datetime(2026, 6, 20, tzinfo=UTC)),
        ("一个月后搬家", datetime(2026, 7, 1, tzinfo=UTC)),
    ],
)
def test_a_time_ahead_still_points_ahead(text: str, day: datetime) -> None:
    assert resolve_event_time(text, SAID).occurred_at == day
