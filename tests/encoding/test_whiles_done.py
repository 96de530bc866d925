"""A state bounded by an event ends when the user later tells the event itself as done, in its
own verb ("until the boil notice is lifted" / "boil notice lifted last night", "等门禁卡办好
之前" / "门禁卡办下来了"), not only when the user says it is "over"; after that, recall puts
the usual state first again. An event still to come ends nothing (real Neo4j, English and
Chinese)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain, session_items
from tests.recall.test_current_facts import _ranked

CASES = [
    (
        "at home we drink tap water, it's fine here",
        "at home we drink bottled water until the boil notice is lifted",
        "boil notice lifted last night, finally",
        "what water do we drink at home?",
        "tap water",
        "bottled water",
    ),
    (
        "我平时骑电动车去公司 二十分钟",
        "电动车电池送修了 修好之前都坐公交去公司",
        "电动车电池修好了 今天取回来了",
        "我平时怎么去公司",
        "骑电动车",
        "坐公交",
    ),
]


def _memory(found: dict, phrase: str) -> dict:
    return next(m for m in found["memories"] if phrase in m["text"])


def _said(client: TestClient, bank: str, session: str, at: str, text: str) -> None:
    retain(client, bank, *session_items(session, at, ("user", text)))


@pytest.mark.parametrize(
    ("usual", "bounded", "done", "query", "usual_phrase", "bounded_phrase"), CASES
)
def test_the_event_told_as_done_ends_the_state_it_bounds(
    client: TestClient,
    bank: str,
    usual: str,
    bounded: str,
    done: str,
    query: str,
    usual_phrase: str,
    bounded_phrase: str,
) -> None:
    _said(client, bank, "s1", "2026-03-02T08:00:00+00:00", usual)
    _said(client, bank, "s2", "2026-03-09T08:00:00+00:00", bounded)
    _said(client, bank, "s3", "2026-04-06T18:00:00+00:00", done)
    after = recall(client, bank, query, top_k=10, now="2026-04-08T09:00:00Z")
    usual_at, ended_at = _ranked(after, usual_phrase, bounded_phrase)
    assert 0 <= usual_at < ended_at
    ended = _memory(after, bounded_phrase)
    assert ended["scores"].get("possibly_outdated") == 1.0


@pytest.mark.parametrize(
    ("usual", "bounded", "done", "query", "usual_phrase", "bounded_phrase"), CASES
)
def test_an_event_still_to_come_ends_nothing(
    client: TestClient,
    bank: str,
    usual: str,
    bounded: str,
    done: str,
    query: str,
    usual_phrase: str,
    bounded_phrase: str,
) -> None:
    to_come = (
        "boil notice should be lifted next week hopefully"
        if done.isascii()
        else "电动车电池下周才能修好"
    )
    _said(client, bank, "s1", "2026-03-02T08:00:00+00:00", usual)
    _said(client, bank, "s2", "2026-03-09T08:00:00+00:00", bounded)
    _said(client, bank, "s3", "2026-03-12T18:00:00+00:00", to_come)
    after = recall(client, bank, query, top_k=10, now="2026-03-13T09:00:00Z")
    held = _memory(after, bounded_phrase)
    assert not held["scores"].get("possibly_outdated")
