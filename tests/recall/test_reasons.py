"""Which questions ask for a reason: "why…", "how come…", "为什么…", and a change asked after
with 怎么 ("婚礼怎么推到明年去了", "怎么突然退了"), not a way to do something ("怎么去机场",
"怎么订") nor how something is ("怎么样"); and such a question finds the reason said the
turn before (real Neo4j for the last)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from service.recall.reasons import asks_why
from tests.conftest import recall, retain, session_items


@pytest.mark.parametrize(
    ("query", "why"),
    [
        ("婚礼怎么推到明年去了", True),
        ("健身卡怎么突然退了？", True),
        ("他怎么又换工作了", True),
        ("年会怎么改到线上了？", True),
        ("how come the party got moved?", True),
        ("为啥不续外教课了", True),
        ("去机场怎么走？", False),
        ("这个怎么订比较便宜", False),
        ("新家装修得怎么样了？", False),
        ("快递到了怎么办", False),
        ("怎么把照片传到电脑上", False),
        ("When did the party get moved?", False),
    ],
)
def test_a_change_asked_after_with_zenme_asks_why(query: str, why: bool) -> None:
    assert asks_why(query) is why


def test_a_chinese_how_come_question_finds_the_reason_said_the_turn_before(
    client: TestClient, bank: str
) -> None:
    retain(
        client,
        bank,
        *session_items(
            "s1",
            "2026-04-13T22:40:00+08:00",
            ("user", "老板说今年预算砍了一半 酒店都订不起了"),
            ("assistant", "那年会还办吗？"),
            ("user", "年会改到线上开了 各部门自己组织聚餐"),
            ("user", "明天早上八点叫我起床"),
        ),
    )
    body = recall(client, bank, "年会怎么改到线上了？", top_k=3)
    assert any("预算" in m["text"] for m in body["memories"])
