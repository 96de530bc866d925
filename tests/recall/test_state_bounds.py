"""A state bounded by "X之前都…" or by a hedged span ("for at least three weeks") gives way to
the usual one after its end, and holds before it (real Neo4j, Chinese and English)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain, session_items

CASES = {
    "zh": (
        ("2026-05-04T20:00:00+08:00", "我平时都在家吃晚饭 七点前到家"),
        ("2026-05-11T20:00:00+08:00", "月底之前都在赶年报 晚饭在公司吃 九点以后才回"),
        "我晚饭一般在哪吃",
        ("2026-05-20T09:00:00+08:00", "2026-06-05T09:00:00+08:00"),
        ("在家吃晚饭", "在公司吃"),
    ),
    "en": (
        ("2026-05-04T20:00:00-04:00", "I usually bike to work, takes 15 minutes"),
        (
            "2026-05-11T20:00:00-04:00",
            "sprained my ankle, so taking the bus to work for at least three weeks",
        ),
        "how do I get to work?",
        ("2026-05-20T09:00:00-04:00", "2026-06-10T09:00:00-04:00"),
        ("bike to work", "taking the bus"),
    ),
}


@pytest.mark.parametrize("lang", sorted(CASES))
def test_a_state_bounded_so_holds_until_its_end_and_then_gives_way(
    client: TestClient, bank: str, lang: str
) -> None:
    (at1, usual), (at2, bounded), query, (during, after), (usual_words, bounded_words) = CASES[lang]
    retain(client, bank, *session_items("s1", at1, ("user", usual)))
    retain(client, bank, *session_items("s2", at2, ("user", bounded)))

    def ranks(now: str) -> tuple[int, int]:
        texts = [m["text"] for m in recall(client, bank, query, top_k=10, now=now)["memories"]]
        first = (
            next((i for i, t in enumerate(texts) if w in t), 99)
            for w in (usual_words, bounded_words)
        )
        return tuple(first)  # type: ignore[return-value]

    usual_rank, bounded_rank = ranks(during)
    assert bounded_rank < usual_rank
    usual_rank, bounded_rank = ranks(after)
    assert usual_rank < bounded_rank


def test_a_stay_at_a_hotel_someone_arranged_ends_with_its_two_weeks(
    client: TestClient, bank: str
) -> None:
    """What was arranged ("住公司安排的酒店") is no request, which would keep no bound: the
    stay ends with its two weeks, and the usual office holds again."""
    retain(
        client,
        bank,
        *session_items(
            "s1", "2026-06-01T09:00:00+08:00", ("user", "我平时在张江的办公室上班 离家四站地铁")
        ),
    )
    retain(
        client,
        bank,
        *session_items(
            "s2", "2026-06-08T08:00:00+08:00", ("user", "这两周被派到合肥支援项目 住公司安排的酒店")
        ),
    )
    found = recall(client, bank, "我现在在哪儿上班？", top_k=5, now="2026-07-06T09:00:00+08:00")
    texts = [m["text"] for m in found["memories"]]
    usual = next(i for i, t in enumerate(texts) if "张江" in t)
    stay = next(i for i, t in enumerate(texts) if "合肥" in t)
    assert usual < stay
    assert found["memories"][stay]["scores"].get("possibly_outdated")  # ended, and so marked
