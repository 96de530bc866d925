"""What a question's window holds against accounts of other days and plans that name it (real
Neo4j, English and Chinese): an account placed at another day by its own words goes below
what no time places once the window holds an account of its own, and a later line of a plan
that names no day updates the plan the window holds by naming its day."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain, session_items
from tests.recall.test_current_facts import _flagged, _ranked, _told

WEEKENDS = [
    (
        "-07:00",
        (
            (
                "s1",
                "2026-08-03T09:00:00",
                (
                    "this weekend we kayaked on lake union, so calm",
                    "my arms are dead today",
                    "busy week ahead at work",
                ),
            ),
            (
                "s2",
                "2026-08-10T09:00:00",
                (
                    "spent the weekend in tacoma at my sister's",
                    "her kids are getting so big",
                    "traffic back was awful",
                ),
            ),
            (
                "s3",
                "2026-08-17T09:00:00",
                (
                    "did nothing all weekend, just cleaned the flat",
                    "finally sorted the closet",
                    "thinking about a trip in september",
                ),
            ),
        ),
        "What did I get up to the weekend of August 8th?",
        "2026-08-19T12:00:00",
        "tacoma",
        ("lake union", "cleaned the flat"),
    ),
    (
        "+08:00",
        (
            (
                "s1",
                "2026-04-13T09:00:00",
                (
                    "周末带儿子去了自然博物馆 恐龙馆排了一个小时队",
                    "现在满嘴都是霸王龙",
                    "这周要加班 烦",
                ),
            ),
            (
                "s2",
                "2026-04-20T12:30:00",
                ("周末去了趟古北水镇 爬了司马台长城", "夜景是真好看 就是人挤人", "腿到现在还酸"),
            ),
            (
                "s3",
                "2026-04-27T20:00:00",
                ("周末哪儿也没去 在家大扫除", "冬天的衣服全收了", "五一打算带儿子去趟天津"),
            ),
        ),
        "4月18号那个周末我们去哪儿玩了？",
        "2026-04-30T21:00:00",
        "古北水镇",
        ("自然博物馆", "大扫除"),
    ),
]


@pytest.mark.parametrize(("zone", "sessions", "query", "now", "inside", "outside"), WEEKENDS)
def test_accounts_of_other_weekends_go_below_what_no_time_places(
    client: TestClient,
    bank: str,
    zone: str,
    sessions: tuple,
    query: str,
    now: str,
    inside: str,
    outside: tuple[str, str],
) -> None:
    """Asked about one weekend, the accounts of the weekends before and after it ("did nothing
    all weekend", "周末哪儿也没去") answer another question: they go below the lines no time
    places, out of a short top, unflagged (they are not outdated)."""
    for session, at, lines in sessions:
        for item in session_items(session, at + zone, *(("user", line) for line in lines)):
            retain(client, bank, item)
    body = recall(client, bank, query, top_k=4, now=now + zone)
    texts = [m["text"] for m in body["memories"]]
    assert inside in texts[0], texts
    assert not any(other in t for t in texts for other in outside), texts


@pytest.mark.parametrize(
    ("told", "query", "now", "new", "old"),
    [
        (
            (
                (
                    "2026-10-01T19:00:00-04:00",
                    "thanksgiving dinner at my aunt's, 8 people at the table",
                ),
                ("2026-10-20T19:00:00-04:00", "the table is 10 people with the cousins"),
            ),
            "How many people are coming for thanksgiving?",
            "2026-11-01T12:00:00-04:00",
            "10 people",
            "8 people",
        ),
        (
            (
                ("2026-03-08T21:00:00+08:00", "五一带全家去云南自驾 一共5个人"),
                ("2026-03-26T21:00:00+08:00", "大姑也要去 一共6个人了"),
            ),
            "五一云南一共去多少人",
            "2026-04-05T20:00:00+08:00",
            "6个人",
            "5个人",
        ),
    ],
)
def test_a_later_line_of_a_plan_that_names_no_day_updates_it_in_its_window(
    client: TestClient, bank: str, told: tuple, query: str, now: str, new: str, old: str
) -> None:
    """The plan names the holiday the question names ("五一…5个人"), and so lies in its window;
    the update said weeks later names no day ("一共6个人了"): it is of the same plan, not of
    another time, and the newer count holds."""
    _told(client, bank, *told)
    body = recall(client, bank, query, top_k=10, now=now)
    newer, older = _ranked(body, new, old)
    assert 0 <= newer < older or older == -1, body["memories"]
    assert not _flagged(body, new)


@pytest.mark.parametrize(
    ("told", "query", "now", "inside", "outside"),
    [
        (
            (
                ("2026-03-05T21:30:00+08:00", "刚给我爸妈微信转了三千，老家屋顶漏雨要修一下"),
                ("2026-04-08T20:00:00+08:00", "这个月给我爸妈转了五千，我妈要配助听器"),
            ),
            "三月份给爸妈打了多少钱？",
            "2026-05-15T20:00:00+08:00",
            "三千",
            "五千",
        ),
        (
            (
                ("2026-03-05T21:30:00-05:00", "just sent my parents $300 for the roof repair"),
                (
                    "2026-04-08T20:00:00-05:00",
                    "sent my parents $500 this month for mom's hearing aids",
                ),
            ),
            "How much did I send my parents in March?",
            "2026-05-15T20:00:00-05:00",
            "$300",
            "$500",
        ),
    ],
)
def test_two_payments_told_as_done_are_two_events_and_the_window_picks_one(
    client: TestClient, bank: str, told: tuple, query: str, now: str, inside: str, outside: str
) -> None:
    """Money sent "just now" in March and "this month" in April: two things done, each told of
    its own time, not one value changed; neither retires the other at retain, and asked about
    March the March one comes first, the April one below it."""
    bodies = _told(client, bank, *told)
    assert not bodies[1]["superseded"], bodies[1]
    body = recall(client, bank, query, top_k=5, now=now)
    first, second = _ranked(body, inside, outside)
    assert first == 0, body["memories"]
    assert second == -1 or second > first
