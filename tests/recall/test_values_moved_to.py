"""A dose moved to a new value for one part of the day, the other part said again as it was
("医生让我早上加到两片 晚上还是一片" after "一天两次 一次一片"): the newer comes first, and the
older, with the assistant's echo of it, drops below it marked ``possibly_outdated`` (real
Neo4j, Chinese and English)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain_one_by_one
from tests.recall.test_current_facts import _ranked

MOVED = [
    (
        (
            ("user", "医生给我开了二甲双胍 一天两次 一次一片 饭后吃"),
            ("assistant", "好的，二甲双胍每天两次，每次一片，饭后服用。要设提醒吗？"),
        ),
        (
            ("user", "今天去复查了 糖化还是偏高"),
            ("user", "医生让我早上加到两片 晚上还是一片"),
        ),
        "我现在早上二甲双胍吃几片？",
        "加到两片",
        "一次一片",
        "+08:00",
    ),
    (
        (
            ("user", "Biscuit gets 1 scoop of kibble morning and evening"),
            ("assistant", "Got it: one scoop, twice a day."),
        ),
        (
            ("user", "weigh-in today, she's still too skinny"),
            ("user", "vet said to up it to 2 scoops in the morning, evenings stay at 1 scoop"),
        ),
        "how much kibble does Biscuit get in the morning?",
        "2 scoops",
        "morning and evening",
        "-05:00",
    ),
]


@pytest.mark.parametrize(("told", "retold", "query", "new", "old", "zone"), MOVED)
def test_a_value_moved_to_outdates_the_older_though_another_part_stays(
    client: TestClient,
    bank: str,
    told: tuple,
    retold: tuple,
    query: str,
    new: str,
    old: str,
    zone: str,
) -> None:
    retain_one_by_one(client, bank, "s1", "2026-03-03T10:00:00" + zone, *told)
    retain_one_by_one(client, bank, "s2", "2026-04-10T16:00:00" + zone, *retold)
    body = recall(client, bank, query, now="2026-04-25T08:00:00" + zone, top_k=8)
    current, stale = _ranked(body, new, old)
    assert current != -1
    assert not body["memories"][current]["scores"].get("possibly_outdated")
    assert stale == -1 or current < stale
    assert stale == -1 or body["memories"][stale]["scores"].get("possibly_outdated")
