"""A question that singles out one of two people by what was said of them ("朋友推荐的那个推拿
师傅", "the plumber my neighbor recommended") is about that one: what was said of the other
person of that role ranks after what was said of the one described, and is marked
``other_referent`` (real Neo4j, Chinese and English). A question that names no one that way,
or asks of both, reorders nothing."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain, session_items

CASES = {
    "zh": (
        "+08:00",
        (
            "同事给我推荐了个推拿师傅 孙师傅 在万达广场旁边 说手法特别好",
            "孙师傅只有周一到周五在店里 下午两点以后",
        ),
        (
            "小区楼下那家按摩店的李师傅手法太重了 按完第二天还疼",
            "李师傅说他周末也上班 随时可以过去",
        ),
        "同事推荐的那个推拿师傅哪天在店里",
        ("孙师傅", "李师傅"),
    ),
    "en": (
        "-04:00",
        (
            "my neighbor recommended a plumber, Marco Rossi, he fixed her water heater fast",
            "Marco Rossi can only come on weekday mornings",
        ),
        (
            "the guy from the hardware store, Dave Kim, quoted $300 for the faucet",
            "Dave Kim said he works weekends too",
        ),
        "when can the plumber my neighbor recommended come over?",
        ("Marco", "Dave"),
    ),
}


def _retain_all(client: TestClient, bank: str, zone: str, described, other) -> None:
    turns = [
        ("s1", f"2026-05-04T19:00:00{zone}", described[0]),
        ("s1", f"2026-05-04T19:05:00{zone}", described[1]),
        ("s2", f"2026-05-06T20:00:00{zone}", other[0]),
        ("s2", f"2026-05-06T20:05:00{zone}", other[1]),
        ("s3", f"2026-05-08T08:00:00{zone}", "今天好冷" if zone == "+08:00" else "so cold today"),
    ]
    for session, at, text in turns:
        retain(client, bank, *session_items(session, at, ("user", text)))


@pytest.mark.parametrize("lang", sorted(CASES))
def test_what_was_said_of_the_other_person_ranks_after_the_one_described(
    client: TestClient, bank: str, lang: str
) -> None:
    zone, described, other, query, (mine, theirs) = CASES[lang]
    _retain_all(client, bank, zone, described, other)
    found = recall(client, bank, query, top_k=10, now=f"2026-05-10T09:00:00{zone}")["memories"]
    texts = [m["text"] for m in found]
    of_mine = [i for i, t in enumerate(texts) if mine in t]
    of_theirs = [i for i, t in enumerate(texts) if theirs in t]
    assert of_mine and of_theirs
    assert max(of_mine) < min(of_theirs)
    assert all(found[i]["scores"].get("other_referent") == 1.0 for i in of_theirs)
    assert not any(found[i]["scores"].get("other_referent") for i in of_mine)


@pytest.mark.parametrize("lang", sorted(CASES))
def test_a_question_of_both_reorders_nothing(client: TestClient, bank: str, lang: str) -> None:
    zone, described, other, _, _ = CASES[lang]
    _retain_all(client, bank, zone, described, other)
    query = "两个师傅分别哪天在" if lang == "zh" else "when can each of the two guys come?"
    found = recall(client, bank, query, top_k=10, now=f"2026-05-10T09:00:00{zone}")["memories"]
    assert not any(m["scores"].get("other_referent") for m in found)
