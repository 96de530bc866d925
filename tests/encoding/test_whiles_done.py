"""A state bounded by an event ends when the user later tells the event itself as done, in its
own verb ("until the boil notice is lifted" / "boil notice lifted last night", "电动车电池修好
之前" / "电动车电池修好了"), not only when the user says it is "over"; after that, recall puts
the usual state first again. An event still to come ends nothing (real Neo4j, English and
Chinese)."""

from __future__ import annotations

from typing import NamedTuple

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain, session_items
from tests.recall.test_current_facts import _ranked


class Case(NamedTuple):
    usual: str
    bounded: str
    done: str
    to_come: str
    query: str
    usual_phrase: str
    bounded_phrase: str


CASES = [
    Case(
        "at home we drink tap water, it's fine here",
        "at home we drink bottled water until the boil notice is lifted",
        "boil notice lifted last night, finally",
        "boil notice should be lifted next week hopefully",
        "what water do we drink at home?",
        "tap water",
        "bottled water",
    ),
    Case(
        "我平时骑电动车去公司 二十分钟",
        "电动车电池送修了 修好之前都坐公交去公司",
        "电动车电池修好了 今天取回来了",
        "电动车电池下周才能修好",
        "我平时怎么去公司",
        "骑电动车",
        "坐公交",
    ),
]


def _said(client: TestClient, bank: str, session: str, at: str, text: str) -> None:
    retain(client, bank, *session_items(session, at, ("user", text)))


def _bounded(client: TestClient, bank: str, case: Case) -> None:
    _said(client, bank, "s1", "2026-03-02T08:00:00+00:00", case.usual)
    _said(client, bank, "s2", "2026-03-09T08:00:00+00:00", case.bounded)


@pytest.mark.parametrize("case", CASES)
def test_the_event_told_as_done_ends_the_state_it_bounds(
    client: TestClient, bank: str, case: Case
) -> None:
    _bounded(client, bank, case)
    _said(client, bank, "s3", "2026-04-06T18:00:00+00:00", case.done)
    after = recall(client, bank, case.query, top_k=10, now="2026-04-08T09:00:00Z")
    usual_at, ended_at = _ranked(after, case.usual_phrase, case.bounded_phrase)
    assert 0 <= usual_at < ended_at
    ended = next(m for m in after["memories"] if case.bounded_phrase in m["text"])
    assert ended["scores"].get("possibly_outdated") == 1.0


@pytest.mark.parametrize("case", CASES)
def test_an_event_still_to_come_ends_nothing(client: TestClient, bank: str, case: Case) -> None:
    _bounded(client, bank, case)
    _said(client, bank, "s3", "2026-03-12T18:00:00+00:00", case.to_come)
    after = recall(client, bank, case.query, top_k=10, now="2026-03-13T09:00:00Z")
    held = next(m for m in after["memories"] if case.bounded_phrase in m["text"])
    assert not held["scores"].get("possibly_outdated")
