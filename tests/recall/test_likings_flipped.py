"""A liking said the other way round, in words of its own ("一个多月没碰辣的了" after "我无辣
不欢", "haven't touched coffee in weeks" after "I love coffee", "done with window seats"):
asked what suits the user now, the newer comes first and the older is marked
``possibly_outdated`` (real Neo4j)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain_one_by_one

CASES = {
    "zh": (
        (
            "2026-01-09T19:00:00+08:00",
            (
                ("user", "周末吃火锅吧 我无辣不欢 锅底要特辣的"),
                ("assistant", "好，那订一家重庆火锅，九宫格特辣锅底。"),
                ("user", "哈哈 重庆人 没办法"),
            ),
        ),
        (
            "2026-03-02T20:00:00+08:00",
            (
                ("user", "最近胃一直不舒服 去医院看了 胃溃疡"),
                ("assistant", "要好好养胃。医生怎么交代的？"),
                ("user", "都吃清淡的 一个多月没碰辣的了 居然也习惯了"),
            ),
        ),
        "朋友聚会让我定馆子 按我现在的口味 你推荐什么菜系",
        "2026-04-10T10:00:00+08:00",
        ("没碰辣", "无辣不欢"),
    ),
    "en": (
        (
            "2026-01-09T08:00:00-05:00",
            (
                ("user", "I love coffee, honestly three cups before noon"),
                ("assistant", "A true coffee person. Any favourite roast?"),
                ("user", "dark, the darker the better"),
            ),
        ),
        (
            "2026-03-02T08:00:00-05:00",
            (
                ("user", "doc said my sleep issues might be caffeine"),
                ("assistant", "It can stay in your system for hours. Are you cutting back?"),
                ("user", "haven't touched coffee in three weeks, sleeping so much better"),
            ),
        ),
        "meeting a friend at a cafe, what should I order these days?",
        "2026-04-10T10:00:00-04:00",
        ("haven't touched coffee", "I love coffee"),
    ),
    # done with a kind of thing
    "en-done-with": (
        (
            "2026-02-03T18:00:00+00:00",
            (
                ("user", "I always take the window seat on long flights, I sleep against the wall"),
                ("assistant", "Noted."),
            ),
        ),
        (
            "2026-06-11T22:00:00+01:00",
            (("user", "after that 14-hour leg i'm done with window seats, I need to get up"),),
        ),
        "book my seat for the Tokyo flight, what do I like?",
        "2026-08-01T10:00:00+01:00",
        ("done with window seats", "I always take the window seat"),
    ),
}


@pytest.mark.parametrize("lang", sorted(CASES))
def test_a_liking_said_the_other_way_round_outdates_the_old(
    client: TestClient, bank: str, lang: str
) -> None:
    first, second, query, now, (new, old) = CASES[lang]
    retain_one_by_one(client, bank, "s1", first[0], *first[1])
    retain_one_by_one(client, bank, "s2", second[0], *second[1])
    body = recall(client, bank, query, top_k=10, now=now)
    texts = [m["text"] for m in body["memories"]]
    at_new = next(i for i, t in enumerate(texts) if new in t)
    at_old = next((i for i, t in enumerate(texts) if old in t), len(texts))
    assert at_new < at_old, texts
    flagged = [m for m in body["memories"] if old in m["text"]]
    assert all(m["scores"].get("possibly_outdated") for m in flagged), texts
