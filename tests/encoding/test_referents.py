"""Whom "she" or "他" means in the user's turn (service.encoding.referents), real Neo4j: the
person named last before it in its session, in this request or an earlier one; else the
person the bank named last, not long before; never someone for "they", and nothing when no
one was named."""

from __future__ import annotations

from fastapi.testclient import TestClient
from neo4j import Driver

from tests.conftest import recall, retain


def _people(driver: Driver, bank: str, text: str) -> set[str]:
    rows = driver.execute_query(
        "MATCH (m:Memory {bank_id: $bank_id}) WHERE m.text CONTAINS $text "
        "OPTIONAL MATCH (m)-[:MENTIONS]->(p:Entity {kind: 'person'}) RETURN p.name AS name",
        bank_id=bank,
        text=text,
        database_="neo4j",
    ).records
    assert rows, f"no memory holds {text!r}"
    return {r["name"] for r in rows if r["name"]}


def _turn(session: str, at: str, role: str, text: str) -> dict:
    return {"content": text, "role": role, "session_id": session, "timestamp": at}


def test_she_in_a_later_turn_and_session_is_the_person_named_last(
    client: TestClient, driver: Driver, bank: str
) -> None:
    retain(
        client,
        bank,
        _turn("s1", "2026-04-01T12:00:00-06:00", "user", "hired an accountant. Farida Haddad"),
        _turn("s1", "2026-04-01T12:01:00-06:00", "assistant", "That'll take a load off."),
        _turn("s1", "2026-04-01T12:02:00-06:00", "user", "she quoted around $500 for the return"),
    )
    retain(
        client,
        bank,
        _turn(
            "s2", "2026-04-07T17:20:00-06:00", "user", "ugh she's sick. can we do the 14th at 10"
        ),
    )
    assert _people(driver, bank, "she quoted around $500") == {"Farida Haddad"}
    assert _people(driver, bank, "can we do the 14th at 10") == {"Farida Haddad"}
    body = recall(client, bank, "What did Farida quote me?", top_k=3)
    assert "she quoted around $500" in " ".join(m["text"] for m in body["memories"])


def test_ta_in_a_chinese_turn_is_the_person_named_before_it(
    client: TestClient, driver: Driver, bank: str
) -> None:
    retain(
        client,
        bank,
        _turn("s1", "2026-05-01T10:00:00+08:00", "user", "我同事李明推荐了个装修队"),
        _turn("s1", "2026-05-01T10:01:00+08:00", "assistant", "好的，需要我记下联系方式吗？"),
        _turn("s1", "2026-05-01T10:02:00+08:00", "user", "他说水电最好重新走一遍"),
    )
    assert _people(driver, bank, "水电最好重新走") == {"李明"}


def test_no_one_named_and_they_mean_no_one(client: TestClient, driver: Driver, bank: str) -> None:
    retain(
        client,
        bank,
        _turn("s1", "2026-05-01T10:00:00+01:00", "user", "she said the boiler needs a new valve"),
        _turn("s1", "2026-05-01T10:01:00+01:00", "user", "Tom from next door came round"),
        _turn("s1", "2026-05-01T10:02:00+01:00", "user", "they said the road closes on friday"),
    )
    assert _people(driver, bank, "boiler needs a new valve") == set()
    assert _people(driver, bank, "road closes on friday") == set()


def test_a_new_session_means_whom_the_last_one_was_about_not_a_passing_name(
    client: TestClient, driver: Driver, bank: str
) -> None:
    """The last session was about one dentist and named another in passing at its end: "he"
    in the next session is the one it was about (named and referred to most)."""
    retain(
        client,
        bank,
        _turn("s1", "2026-03-16T13:00:00+08:00", "user", "同事推荐了个牙医 瑞尔齿科的陈卫东"),
        _turn("s1", "2026-03-16T13:01:00+08:00", "user", "他只有周二和周四上午出诊 约下周二吧"),
        _turn(
            "s1", "2026-03-16T13:02:00+08:00", "user", "我以前都去小区门口那家诊所 何医生 周末也开"
        ),
    )
    retain(
        client,
        bank,
        _turn("s2", "2026-03-24T12:30:00+08:00", "user", "他说根管加牙冠全做完大概四千五"),
    )
    assert _people(driver, bank, "他只有周二和周四上午出诊") == {"陈卫东"}
    assert _people(driver, bank, "全做完大概四千五") == {"陈卫东"}


def test_she_in_a_new_session_is_the_person_the_last_one_was_about(
    client: TestClient, driver: Driver, bank: str
) -> None:
    for turn in (  # one request per turn, as a chat sends them
        _turn("s1", "2026-04-15T18:00:00+01:00", "user", "booked a trial lesson with Priya Nair"),
        _turn("s1", "2026-04-15T18:01:00+01:00", "user", "she charges £38 an hour"),
        _turn(
            "s1",
            "2026-04-15T18:02:00+01:00",
            "user",
            "way better than Tom Whitfield, who only did weekends",
        ),
    ):
        retain(client, bank, turn)
    retain(
        client,
        bank,
        _turn(
            "s2", "2026-04-22T20:10:00+01:00", "user", "she says past papers every week from now on"
        ),
    )
    assert _people(driver, bank, "past papers") == {"Priya Nair"}
