"""What was said for the while a bounded state held ends with it (real Neo4j, English and
Chinese): parcels sent "for now" to the flat of a posting, "这阵子" to the hotel of a posting,
give way to the home address once the posting is over. A "for now" of something else, said
meanwhile, is not over with it."""

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
                    "work is sending me to the Bristol office until the end of March",
                    "staying in a serviced flat on Harbourside",
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
