"""A Chinese change of preference said without naming the old one ("以后订机票都选靠窗的吧"
after "我喜欢靠过道的位置"): asked what holds, the newer comes first and the older is marked
``possibly_outdated`` (real Neo4j)."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.conftest import recall, retain_one_by_one


def test_a_preference_changed_without_naming_the_old_one_outdates_it(
    client: TestClient, bank: str
) -> None:
    retain_one_by_one(
        client,
        bank,
        "s1",
        "2026-03-02T20:00:00+08:00",
        ("user", "帮我记一下 坐飞机我喜欢靠过道的位置 上厕所方便"),
        ("assistant", "记下了：飞机座位优先靠过道。"),
    )
    retain_one_by_one(
        client,
        bank,
        "s2",
        "2026-04-20T21:00:00+08:00",
        ("user", "上次红眼航班靠过道被挤醒好几回"),
        ("assistant", "过道位确实容易被打扰。"),
        ("user", "以后订机票都选靠窗的吧 能靠着睡会儿"),
    )
    body = recall(
        client,
        bank,
        "下周去成都的机票帮我订一下 座位怎么选",
        top_k=8,
        now="2026-05-06T10:00:00+08:00",
    )
    texts = [m["text"] for m in body["memories"]]
    new = next(i for i, t in enumerate(texts) if "靠窗" in t)
    old = next((i for i, t in enumerate(texts) if "我喜欢靠过道" in t), len(texts))
    assert new < old, texts
    assert all(
        m["scores"].get("possibly_outdated")
        for m in body["memories"]
        if "我喜欢靠过道" in m["text"]
    ), texts
