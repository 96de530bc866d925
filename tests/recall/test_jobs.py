"""A new job replaces where the same someone worked, or studied: asked where the brother works
now, the job he got comes first and the old firm (or the degree under way) is marked
outdated. A job still hoped for leaves the old one as it is (real Neo4j, English and
Chinese)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain_one_by_one
from tests.recall.test_current_facts import _flagged, _ranked

NEW_JOB = [
    (
        (
            ("user", "my brother Tomasz just started at Deloitte in Warsaw"),
            ("assistant", "Congrats to him!"),
        ),
        (
            ("user", "he already hates it, says the hours are insane"),
            ("user", "tomasz got the krakow job!! starts in july"),
            ("assistant", "That's great news, tell him congrats from me."),
        ),
        "where does my brother work now?",
        "krakow job",
        "started at Deloitte",
        "+02:00",
    ),
    (
        (("user", "我老公在华为上班 天天加班到十点"), ("assistant", "辛苦了，注意身体。")),
        (
            ("user", "我老公跳槽去字节了 工资涨了不少"),
            ("assistant", "恭喜！新工作顺利。"),
        ),
        "我老公现在在哪家公司上班？",
        "跳槽去字节",
        "在华为上班",
        "+08:00",
    ),
    (  # a study under way, then a degree finished and a job
        (("user", "我表弟小杰在读研 学计算机的 明年毕业"), ("assistant", "好的，记住了。")),
        (
            ("user", "小杰毕业了 去了成都一家游戏公司 做客户端"),
            ("assistant", "恭喜他！"),
        ),
        "小杰现在在干嘛？",
        "游戏公司",
        "在读研",
        "+08:00",
    ),
]


@pytest.mark.parametrize(("job", "taken", "query", "new", "old", "zone"), NEW_JOB)
def test_a_new_job_replaces_the_old(
    client: TestClient,
    bank: str,
    job: tuple,
    taken: tuple,
    query: str,
    new: str,
    old: str,
    zone: str,
) -> None:
    retain_one_by_one(client, bank, "s1", "2026-03-01T18:00:00" + zone, *job)
    retain_one_by_one(client, bank, "s2", "2026-06-15T19:00:00" + zone, *taken)
    body = recall(client, bank, query, now="2026-07-20T12:00:00" + zone, top_k=8)
    current, left = _ranked(body, new, old)
    assert current != -1
    assert left == -1 or current < left
    assert left == -1 or _flagged(body, old)


def test_a_job_hoped_for_leaves_the_old(client: TestClient, bank: str) -> None:
    zone = "+02:00"
    retain_one_by_one(
        client,
        bank,
        "s1",
        "2026-03-01T18:00:00" + zone,
        ("user", "my brother Tomasz just started at Deloitte in Warsaw"),
    )
    retain_one_by_one(
        client,
        bank,
        "s2",
        "2026-05-10T20:00:00" + zone,
        ("user", "Tomasz is interviewing at a fintech startup in Krakow"),
    )
    body = recall(client, bank, "where does my brother work?", now="2026-05-20T12:00:00" + zone)
    (old,) = _ranked(body, "started at Deloitte")
    assert old != -1
    assert not _flagged(body, "started at Deloitte")
