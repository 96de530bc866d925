"""Which way a time with no direction points, when the text tells of something done: an
acknowledgement ("Noted: …", "Added: …") is no past event, a time said to start, fall due or
last until then is ahead, and in Chinese the 了 of another clause does not send a time back
("签完了 5月20号开工"). A time told as past still goes back ("周六去了趟宜家", "went to a
wedding on saturday")."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from service.language.timeparse import resolve_event_time

ZONE = timezone(timedelta(hours=-4))
SAID = datetime(2026, 5, 6, 10, 0, tzinfo=ZONE)  # a Wednesday


@pytest.mark.parametrize(
    "text",
    [
        "Noted: prototype due July 10",
        "Added: Mochi's thyroid recheck, June 3.",
        "Noted, June 1 for the early bird.",
        "Saved: renewal 2 November.",
        "Got it, return June 26 on UA 838",
        "Got it, until July 19",
        "gotcha, till July 19 then",
        "ok, I'm there until the 19th",
        "Noted: until August 9 your class is Thursday 7pm at the Division Street studio.",
        "deposit paid, $500, rest due june 1",
        "marco texted, he's raising his rates from june",
        "oh and i bumped the ally transfer, 650 a month starting june",
        "ok signed her up for the robotics one, weeks of July 6 and 13",
        "签完了 5月20号开工",
        "签了 8月1号入住",
        "我婆婆过来了 住到八月初 这段时间都是婆婆带",
        "报好名了 6月1号开课",
        "picked up a second gig bc rent goes up in august",
        "got a passport appt for the kid at the post office, june 3 at 8:30am",
        "ok done, we moved portugal to sept 21 - oct 1",
        "the lease ends in October and the agent's sent options",
        "对了琴行说六月份有考级",
        "算了 六月份再说",
        "no actually he called, he could do september",
        "nora starts in september, can you summarize the 3 we toured",
    ],
)
def test_a_time_ahead_in_a_text_that_tells_of_something_done_stays_ahead(text: str) -> None:
    occurred = resolve_event_time(text, SAID).occurred_at
    assert SAID - timedelta(days=1) < occurred < SAID + timedelta(days=366), occurred


@pytest.mark.parametrize(
    "text",
    [
        "周六去了趟宜家",
        "我周六去宜家了",
        "went to a wedding on saturday",
        "On Saturday, we went hiking",
        "got a flat tyre on may 2",
        "got a flat tyre on july 19",
        "we went to tacoma on july 19",
        "we've driven it like twice since april",
    ],
)
def test_a_time_told_as_past_goes_back(text: str) -> None:
    assert resolve_event_time(text, SAID).occurred_at < SAID


def test_a_time_said_before_the_past_it_is_the_topic_of_goes_back() -> None:
    text = "周末过得怎么样？ 带儿子去了自然博物馆 恐龙馆排了一个小时队"
    assert resolve_event_time(text, SAID).occurred_at < SAID
