"""The assistant's words that say back a price of the user's, days later ("Nice, that's
$1,875 sent for July then."), echo that statement: when a renewal replaces it, they go down
with it, never above the user's newer word (real Neo4j, English and Chinese)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain_one_by_one
from tests.recall.test_current_facts import _ranked

RENT = [
    (
        (
            ("user", "can you remind me to pay rent every month?"),
            ("assistant", "Sure, how much and who to?"),
            ("user", "$1,875 to my landlord, via zelle"),
        ),
        (
            ("user", "got the reminder, paid"),
            ("assistant", "Nice, that's $1,875 sent for July then."),
        ),
        (
            ("user", "landlord sent the renewal. $1,990 a month starting august"),
            ("user", "moving is worse than an extra hundred bucks. signing"),
        ),
        "How much is my rent every month?",
        "$1,875 sent",
        "$1,990",
        "-05:00",
    ),
    (
        (
            ("user", "每个月提醒我交房租"),
            ("assistant", "好的，每月多少、转给谁？"),
            ("user", "房租5000 微信转给房东王姐"),
        ),
        (("user", "收到提醒了 已经转了"), ("assistant", "好的，7月的5000已转给王姐。")),
        (("user", "续租合同来了 房租每月涨到5300"), ("user", "搬家太折腾了 签了")),
        "我每月房租多少？",
        "7月的5000",
        "5300",
        "+08:00",
    ),
]


@pytest.mark.parametrize(("told", "paid", "renewed", "query", "echo", "new", "zone"), RENT)
def test_a_price_said_back_days_later_goes_down_with_the_statement_it_echoes(
    client: TestClient,
    bank: str,
    told: tuple,
    paid: tuple,
    renewed: tuple,
    query: str,
    echo: str,
    new: str,
    zone: str,
) -> None:
    for session, at, turns in (
        ("s1", "2026-06-02T20:00:00", told),
        ("s2", "2026-07-01T09:00:00", paid),
        ("s3", "2026-07-20T19:00:00", renewed),
    ):
        retain_one_by_one(client, bank, session, at + zone, *turns)
    body = recall(client, bank, query, now="2026-07-25T12:00:00" + zone, top_k=8)
    current, said_back = _ranked(body, new, echo)
    assert current != -1
    assert said_back == -1 or current < said_back
    assert said_back == -1 or body["memories"][said_back]["scores"].get("possibly_outdated")
