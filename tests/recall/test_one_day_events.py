"""A time something happens on one day ("sami's school has an open house next thursday 6pm",
"下周四晚上7点开家长会") is no new value of a standing time said with no day ("bell there is
7:45", "学校早上7点50上课"): asked for the standing time, both the standing times stay
current, unflagged (real Neo4j, English and Chinese)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain_one_by_one
from tests.recall.test_current_facts import _flagged, _ranked

CASES = [
    (
        (
            ("user", "noor starts 3rd grade at Alder Creek Elementary wed"),
            ("user", "bell is 8:10, she's a walker, it's like 4 blocks"),
            ("user", "ok and the big one starts middle school next week, Harmon Middle"),
            ("assistant", "Big step! That's Sami, right?"),
            ("user", "yep. bell there is 7:45 which is criminal for a 12yo"),
        ),
        (("user", "sami's school has an open house next thursday 6pm"),),
        "What time do my kids' schools start in the morning?",
        ("8:10", "7:45"),
        "-07:00",
    ),
    (
        (
            ("user", "老大这学期上初中了 学校早上7点20就要到校 太早了"),
            ("assistant", "那小的呢？"),
            ("user", "小的还在实验小学 早上8点上课 走路五分钟"),
        ),
        (("user", "老大学校下周四晚上7点开家长会 我得请假早点走"),),
        "俩孩子学校早上几点到校？",
        ("7点20", "8点"),
        "+08:00",
    ),
]


@pytest.mark.parametrize(("first", "later", "query", "standing", "zone"), CASES)
def test_a_time_of_one_day_leaves_the_standing_times(
    client: TestClient,
    bank: str,
    first: tuple,
    later: tuple,
    query: str,
    standing: tuple[str, ...],
    zone: str,
) -> None:
    retain_one_by_one(client, bank, "s1", f"2026-08-26T07:30:00{zone}", *first)
    retain_one_by_one(client, bank, "s2", f"2026-09-03T16:30:00{zone}", *later)
    body = recall(client, bank, query, now=f"2026-09-08T21:05:00{zone}")
    assert all(0 <= rank < 5 for rank in _ranked(body, *standing))
    assert not any(_flagged(body, time) for time in standing)
