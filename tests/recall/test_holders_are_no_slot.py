"""Two statements of one person's things are not one slot for sharing that person: "还有我老公
那辆途观 是太平洋的 9月20号到期" and, weeks later, "我老公说他那辆年底想换套轮胎" both name the
husband and a date, and the plan for the tyres does not outdate when the insurance runs out
(real Neo4j, Chinese and English)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain_one_by_one
from tests.recall.test_current_facts import _ranked

CASES = [
    (
        (
            ("user", "帮我记一下 我那辆思域的车险8月2号到期"),
            ("assistant", "记下了：思域车险8月2号到期。"),
            ("user", "还有我老公那辆途观 是太平洋的 9月20号到期"),
            ("assistant", "好的，途观车险在太平洋，9月20号到期。"),
        ),
        (
            ("user", "今天洗车排了一个小时队"),
            ("assistant", "周末洗车的人确实多。"),
            ("user", "我老公说他那辆年底想换套轮胎"),
            ("assistant", "好的，年底前换好，冬天更安全。"),
        ),
        "我老公那辆车的车险几号到期？",
        "途观 是太平洋的",
        "+08:00",
    ),
    (
        (
            ("user", "can you note my civic's insurance runs out on 2 august"),
            ("assistant", "Noted: the Civic's insurance ends on 2 August."),
            ("user", "and my husband's golf, that one's with aviva, runs out 20 september"),
            ("assistant", "Got it: the Golf with Aviva, ending 20 September."),
        ),
        (
            ("user", "queued an hour at the car wash today"),
            ("assistant", "Saturdays are always busy there."),
            ("user", "my husband says he wants his car serviced at the end of the year"),
            ("assistant", "Sounds good, book it early."),
        ),
        "when does my husband's car insurance run out?",
        "runs out 20 september",
        "+01:00",
    ),
]


@pytest.mark.parametrize(("told", "later", "query", "answer", "zone"), CASES)
def test_a_plan_of_the_same_person_outdates_no_date_of_theirs(
    client: TestClient,
    bank: str,
    told: tuple,
    later: tuple,
    query: str,
    answer: str,
    zone: str,
) -> None:
    retain_one_by_one(client, bank, "s1", "2026-05-12T19:00:00" + zone, *told)
    retain_one_by_one(client, bank, "s2", "2026-06-01T21:00:00" + zone, *later)
    body = recall(client, bank, query, now="2026-06-15T09:05:00" + zone)
    (first,) = _ranked(body, answer)
    assert first == 0
    assert not body["memories"][first]["scores"].get("possibly_outdated")
