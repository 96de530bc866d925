"""A Chinese change said without the subject the older line names ("孩子周三下午的钢琴课在少年宫"
/ "钢琴老师自己开了个工作室 以后课都去她那上"): its 她 says where the lessons go, not whose they
are, so the change replaces the old place, and the assistant's echo of it goes down with it
(real Neo4j)."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.conftest import recall, retain_one_by_one
from tests.recall.test_current_facts import _flagged, _ranked


def test_a_change_to_her_place_replaces_the_old_place(client: TestClient, bank: str) -> None:
    zone = "+08:00"
    retain_one_by_one(
        client,
        bank,
        "s1",
        "2026-01-10T20:00:00" + zone,
        ("user", "孩子周三下午的钢琴课在少年宫 四点半开始"),
        ("assistant", "好的，周三16:30少年宫钢琴课，我每周二晚上提醒你。"),
    )
    retain_one_by_one(
        client,
        bank,
        "s2",
        "2026-02-20T21:00:00" + zone,
        ("user", "钢琴老师自己开了个工作室 以后课都去她那上 时间不变"),
        ("assistant", "明白，时间还是周三四点半。"),
    )
    body = recall(client, bank, "孩子钢琴课在哪上？", now="2026-03-01T12:00:00" + zone, top_k=8)
    studio, palace = _ranked(body, "工作室", "在少年宫")
    assert studio != -1 and not _flagged(body, "工作室")
    assert palace == -1 or studio < palace
    assert palace == -1 or _flagged(body, "在少年宫")
