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


def test_what_the_assistant_did_by_a_liking_goes_down_with_it(
    client: TestClient, bank: str
) -> None:
    """The assistant's words that act on the user's liking weeks later repeat its words
    ("Queued … at normal speed" after "always normal speed pls"): they go down with it."""
    zone = "+01:00"
    for session, at, turns in (
        ("s1", "2026-05-10T08:00:00", (
            ("user", "can you keep my podcast queue for the commute?"),
            ("user", "and always normal speed pls, sped up voices drive me up the wall"),
        )),
        ("s2", "2026-05-24T08:00:00", (
            ("user", "new Rest Is History is out, add it"),
            ("assistant", "Queued the new Rest Is History at normal speed for your commute."),
        )),
        ("s3", "2026-06-14T08:00:00", (
            ("user", "ok I've come round, crank everything to 1.5x from now on, my brain's "
                     "adjusted"),
        )),
    ):  # fmt: skip
        retain_one_by_one(client, bank, session, at + zone, *turns)
    body = recall(client, bank, "What speed do I listen to podcasts at?",
                  now="2026-06-20T08:00:00" + zone, top_k=8)  # fmt: skip
    current, acted = _ranked(body, "1.5x", "Queued")
    assert current >= 0
    assert acted == -1 or current < acted
    assert acted == -1 or body["memories"][acted]["scores"].get("possibly_outdated")


WORKED_OUT = [
    (
        (
            (
                "user",
                "offsite dinner planning. the whole team is 45 but we said only 20 people "
                "for the dinner",
            ),
            (
                "assistant",
                "Makes sense. The Harbour Room's set menu for 20 people is £55 each "
                "with wine, so about £1,100.",
            ),
            ("user", "fancy. fine"),
        ),
        (
            ("user", "sign-ups closed, 26 people for the dinner, a few partners are tagging along"),
            ("assistant", "Lively table! At £55 a head that's about £1,430."),
        ),
        "How many people are coming to the offsite dinner?",
        "26 people",
        "set menu for 20 people",
        "+01:00",
    ),
    (
        (
            ("user", "团建晚饭 部门总共45个人 说好了只去20个人"),
            ("assistant", "合理。海港城那家20人的套餐每位268，含酒水，大概五千三左右。"),
            ("user", "有点贵 算了就它吧"),
        ),
        (
            ("user", "报名截止了 晚饭一共26个人 有几个带家属的"),
            ("assistant", "热闹！按每位268算大概七千左右。"),
        ),
        "团建晚饭一共来多少人？",
        "26个人",
        "20人的套餐",
        "+08:00",
    ),
]


@pytest.mark.parametrize(("told", "changed", "query", "new", "worked_out", "zone"), WORKED_OUT)
def test_what_the_assistant_worked_out_with_a_figure_goes_down_with_it(
    client: TestClient,
    bank: str,
    told: tuple,
    changed: tuple,
    query: str,
    new: str,
    worked_out: str,
    zone: str,
) -> None:
    """The assistant's words said just after the user's statement that work with its figure
    ("set menu for 20 people" after "only 20 people") go down with it when a newer count
    replaces it, whoever's the words seem to be ("The Harbour Room's")."""
    retain_one_by_one(client, bank, "s1", "2026-04-02T19:00:00" + zone, *told)
    retain_one_by_one(client, bank, "s2", "2026-04-12T09:00:00" + zone, *changed)
    body = recall(client, bank, query, now="2026-04-20T10:00:00" + zone, top_k=8)
    current, stale = _ranked(body, new, worked_out)
    assert current == 0
    assert stale == -1 or body["memories"][stale]["scores"].get("possibly_outdated")
