"""A move replaces the home it leaves: asked where the sister lives now, the city she moved to
comes first and the old one is marked outdated, whether the move was said in so many words or
as the answer to "Where did she move to?". A move still planned leaves the home as it is
(real Neo4j, English and Chinese)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain_one_by_one
from tests.recall.test_current_facts import _flagged, _ranked

MOVED = [
    (
        (
            ("user", "my sister Hannah lives in Leeds, near the uni"),
            ("assistant", "Noted: Hannah, in Leeds."),
        ),
        (
            ("user", "helped Hannah move all weekend, my back is dead"),
            ("assistant", "Where did she move to?"),
            ("user", "Bristol, she got a job at the hospital there"),
        ),
        "where does my sister live now? sending her a parcel",
        "Bristol, she got",
        "lives in Leeds",
        "+00:00",
    ),
    (
        (("user", "我妹在杭州上班 住滨江那边"), ("assistant", "记下了：你妹妹在杭州滨江。")),
        (
            ("user", "我妹搬到苏州了 跳槽去了园区一家外企"),
            ("assistant", "恭喜她！新工作顺利。"),
        ),
        "我妹现在住哪来着 我给她寄点东西",
        "搬到苏州",
        "住滨江那边",
        "+08:00",
    ),
]


@pytest.mark.parametrize(("home", "move", "query", "new", "old", "zone"), MOVED)
def test_a_move_replaces_the_home(
    client: TestClient,
    bank: str,
    home: tuple,
    move: tuple,
    query: str,
    new: str,
    old: str,
    zone: str,
) -> None:
    retain_one_by_one(client, bank, "s1", "2026-02-14T18:00:00" + zone, *home)
    retain_one_by_one(client, bank, "s2", "2026-08-30T19:00:00" + zone, *move)
    retain_one_by_one(
        client, bank, "s3", "2026-10-01T12:00:00" + zone, ("user", "天冷了 想买件羽绒服")
    )
    body = recall(client, bank, query, now="2026-11-20T18:00:00" + zone, top_k=8)
    moved, left = _ranked(body, new, old)
    assert moved != -1
    assert left == -1 or moved < left
    assert left == -1 or _flagged(body, old)


def test_a_move_still_planned_leaves_the_home(client: TestClient, bank: str) -> None:
    zone = "+08:00"
    retain_one_by_one(
        client, bank, "s1", "2026-02-14T18:00:00" + zone, ("user", "我住在上海徐汇那边 离公司挺近")
    )
    retain_one_by_one(
        client,
        bank,
        "s2",
        "2026-03-10T20:00:00" + zone,
        ("user", "打算明年搬到杭州 老婆在那边工作"),
        ("assistant", "好的，明年搬去杭州。"),
    )
    body = recall(client, bank, "我现在住哪 帮我填个快递地址", now="2026-04-01T10:00:00" + zone)
    assert _ranked(body, "住在上海徐汇")[0] != -1
    assert not _flagged(body, "住在上海徐汇")
