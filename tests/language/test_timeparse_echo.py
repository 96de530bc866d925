"""An acknowledgement is no past event: "Got it, until July 19" (the assistant repeating the
user's "i'm at my brother's place until july 19") is of the July 19 ahead, not last year's."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from service.language.timeparse import resolve_event_time, tells_past

PDX = timezone(timedelta(hours=-7))
SAID = datetime(2026, 6, 24, 18, 34, tzinfo=PDX)


@pytest.mark.parametrize(
    "text",
    [
        "Got it, until July 19",
        "Got it: back on the 28th",
        "gotcha, till July 19 then",
        "ok, I'm there until the 19th",
    ],
)
def test_an_acknowledged_time_ahead_stays_ahead(text: str) -> None:
    occurred = resolve_event_time(text, SAID).occurred_at
    assert occurred > SAID
    assert occurred < SAID + timedelta(days=40)


def test_a_time_told_as_past_still_goes_back() -> None:
    assert tells_past("got a flat tyre on july 19")
    assert resolve_event_time("got a flat tyre on july 19", SAID).occurred_at.year == 2025
    assert resolve_event_time("we went to tacoma on july 19", SAID).occurred_at.year == 2025
