"""A count said again in another session, each time as a bare reply to the assistant's
question ("订了几桌？" / "12桌 先按这个报的", weeks later "那最后要多少桌？" / "15桌 老家来的人
比想的多"): the measure says what is counted, as "tables" does in English, so the newer count
comes before the older, which is marked ``possibly_outdated``. Counts of the same measure of two
things ("大宝班上32个人", "二宝那个班才18个人") both stay (real Neo4j)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain_one_by_one
from tests.recall.test_current_facts import _ranked

RECOUNTED = [
    (
        (
            ("user", "wedding venue is booked!! the old mill by the river"),
            ("assistant", "Congratulations! How many tables?"),
            ("user", "12 tables for now"),
        ),
        (
            ("user", "my mum sent another list of cousins, help"),
            ("assistant", "So how many tables in the end?"),
            ("user", "15 tables, way more family than we thought"),
        ),
        "How many tables are we down for at the wedding venue?",
        "15 tables",
        "12 tables",
        "+01:00",
    ),
    (
        (
            ("user", "婚宴酒店定下来了 就在金陵饭店"),
            ("assistant", "恭喜！订了几桌？"),
            ("user", "12桌 先按这个报的"),
        ),
        (
            ("user", "我妈又列了一串亲戚名单 头大"),
            ("assistant", "那最后要多少桌？"),
            ("user", "15桌 老家来的人比想的多"),
        ),
        "婚宴一共订了多少桌？酒店要确认",
        "15桌",
        "12桌",
        "+08:00",
    ),
]


@pytest.mark.parametrize(("told", "retold", "query", "new", "old", "zone"), RECOUNTED)
def test_a_count_said_again_outdates_the_older(
    client: TestClient,
    bank: str,
    told: tuple,
    retold: tuple,
    query: str,
    new: str,
    old: str,
    zone: str,
) -> None:
    retain_one_by_one(client, bank, "s1", "2026-08-02T20:00:00" + zone, *told)
    retain_one_by_one(client, bank, "s2", "2026-08-30T19:00:00" + zone, *retold)
    body = recall(client, bank, query, now="2026-09-20T10:00:00" + zone, top_k=8)
    current, stale = _ranked(body, new, old)
    assert current != -1
    assert stale == -1 or current < stale
    assert stale == -1 or body["memories"][stale]["scores"].get("possibly_outdated")


def test_counts_of_two_things_both_stay(client: TestClient, bank: str) -> None:
    zone = "+08:00"
    retain_one_by_one(
        client,
        bank,
        "s1",
        "2026-09-02T20:00:00" + zone,
        ("user", "开学了 大宝班上一共32个人 比去年多了几个"),
        ("assistant", "人挺多的，老师辛苦了。"),
    )
    retain_one_by_one(
        client,
        bank,
        "s2",
        "2026-09-10T19:00:00" + zone,
        ("user", "二宝幼儿园那个班才18个人 小班真舒服"),
        ("assistant", "小班人少，老师照顾得过来。"),
    )
    body = recall(client, bank, "大宝班上一共多少个同学？", now="2026-09-20T10:00:00" + zone)
    (first,) = _ranked(body, "32个人")
    assert first == 0
    assert not body["memories"][first]["scores"].get("possibly_outdated")


def test_one_of_a_measure_is_a_rate_not_a_new_count(client: TestClient, bank: str) -> None:
    """ "按一桌八个红包" says how many to a table, not how many tables: the count of tables
    stays what it was."""
    zone = "+08:00"
    retain_one_by_one(
        client,
        bank,
        "s1",
        "2026-08-02T20:00:00" + zone,
        ("user", "寿宴跟酒楼谈好了 一共摆18桌 二楼整层包下来"),
        ("assistant", "好的，18桌，二楼整层。"),
    )
    retain_one_by_one(
        client,
        bank,
        "s2",
        "2026-08-20T19:00:00" + zone,
        ("user", "回礼的红包准备好了吗"),
        ("assistant", "还没，打算怎么分？"),
        ("user", "按一桌八个红包吧 多的留着"),
    )
    body = recall(client, bank, "寿宴一共几桌来着？", now="2026-09-01T10:00:00" + zone)
    (tables,) = _ranked(body, "一共摆18桌")
    assert 0 <= tables <= 1
    assert not body["memories"][tables]["scores"].get("possibly_outdated")
