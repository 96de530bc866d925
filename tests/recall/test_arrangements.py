"""What was said for the while a bounded state held ends with it (real Neo4j, English and
Chinese): parcels sent "for now" to the flat of a posting, "这阵子" to the hotel of a posting,
give way to the home address once the posting is over; so does the earlier start a stay
elsewhere makes, told a few turns after the stay and after the usual time. A "for now" of
something else, said meanwhile, is not over with it."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain, session_items

# zone, sessions (id, start, lines), the question, asked when, a word of the home address, a
# word of what was said for the while
POSTINGS = {
    "en": (
        "+00:00",
        (
            ("s0", "2026-02-20T20:00:00", ("I live at 14 Mill Lane in Leeds, send stuff there",)),
            (
                "s1",
                "2026-03-02T20:00:00",
                (
                    "work has me at the Bristol office until the end of March, staying in a "
                    "serviced flat on Harbourside",
                ),
            ),
            ("s2", "2026-03-15T21:00:00", ("for now send any parcels to the Harbourside flat",)),
            ("s3", "2026-04-03T19:00:00", ("back home in Leeds, the Bristol stint is done",)),
        ),
        "where should my parcels go?",
        "2026-04-10T20:00:00",
        ("Mill Lane", "for now"),
    ),
    "zh": (
        "+08:00",
        (
            ("s0", "2026-02-20T20:00:00", ("我家在上海闵行七宝 快递都寄家里就行",)),
            ("s1", "2026-03-02T20:00:00", ("单位派我去苏州驻场 到4月底 住金鸡湖那边的酒店",)),
            ("s2", "2026-04-10T21:00:00", ("这阵子快递先寄到金鸡湖的酒店前台",)),
            ("s3", "2026-05-03T19:00:00", ("驻场结束了 昨天回上海了",)),
        ),
        "帮我网上买个东西 寄到哪",
        "2026-05-10T20:00:00",
        ("七宝", "这阵子"),
    ),
}


# zone, one session (start, lines; "A:" the assistant's), the question, asked when, a word
# of the usual time, a word of the stay's
STAYS = {
    "en": (
        "+01:00",
        "2026-05-06T21:00:00",
        (
            "the flat's being repainted, we're at my in-laws in Croydon until the 20th",
            "A:Got it. Longer commute from there?",
            "normally i leave at 8:15, the bus is 20 min",
            "now it's out the door by 6:45 for two trains",
        ),
        "what time do I usually leave for work?",
        "2026-05-28T20:00:00",
        ("8:15", "6:45"),
    ),
    "zh": (
        "+08:00",
        "2026-04-20T21:00:00",
        (
            "家里要刷墙换地板 这三周先住我哥家 在顺义",
            "A:好的，这三周住你哥家。上班远吗？",
            "平时八点出门就行 骑车十五分钟",
            "这下七点就得出门了 还要倒两趟车",
        ),
        "我早上一般几点出门",
        "2026-05-20T20:00:00",
        ("八点", "七点"),
    ),
}


def _tell(client: TestClient, bank: str, zone: str, sessions: tuple) -> None:
    for session, start, lines in sessions:
        turns = [("user", line) for line in lines]
        retain(client, bank, *session_items(session, f"{start}{zone}", *turns))


@pytest.mark.parametrize("lang", sorted(POSTINGS))
def test_what_was_said_for_the_while_ends_with_the_posting(
    client: TestClient, bank: str, lang: str
) -> None:
    zone, sessions, query, asked, (home, meanwhile) = POSTINGS[lang]
    _tell(client, bank, zone, sessions)
    found = recall(client, bank, query, top_k=5, now=f"{asked}{zone}")["memories"]
    texts = [m["text"] for m in found]
    first_home = next(i for i, t in enumerate(texts) if home in t)
    later = [i for i, t in enumerate(texts) if meanwhile in t]
    assert later  # still found, below the home address
    assert not found[first_home]["scores"].get("possibly_outdated")
    for i in later:
        assert i > first_home
        assert found[i]["scores"].get("possibly_outdated")


def test_a_for_now_of_something_else_holds_on(client: TestClient, bank: str) -> None:
    zone = "-05:00"
    sessions = (
        ("s1", "2026-03-02T20:00:00", ("my sister is staying with us until the 20th",)),
        (
            "s2",
            "2026-03-10T08:00:00",
            ("for now i'm taking the bus to work, the car's in the shop",),
        ),
    )
    _tell(client, bank, zone, sessions)
    found = recall(
        client, bank, "how am I getting to work?", top_k=5, now=f"2026-03-25T08:00:00{zone}"
    )
    bus = next(m for m in found["memories"] if "bus" in m["text"])
    assert not bus["scores"].get("possibly_outdated")


@pytest.mark.parametrize("lang", sorted(STAYS))
def test_a_stays_earlier_start_ends_with_it(client: TestClient, bank: str, lang: str) -> None:
    zone, start, lines, query, asked, (usual, stay) = STAYS[lang]
    turns = [("assistant", t[2:]) if t.startswith("A:") else ("user", t) for t in lines]
    retain(client, bank, *session_items("s1", f"{start}{zone}", *turns))
    found = recall(client, bank, query, top_k=5, now=f"{asked}{zone}")["memories"]
    texts = [m["text"] for m in found]
    first = next(i for i, t in enumerate(texts) if usual in t)
    later = next(i for i, t in enumerate(texts) if stay in t)
    assert first < later
    assert not found[first]["scores"].get("possibly_outdated")
    assert found[later]["scores"].get("possibly_outdated")
