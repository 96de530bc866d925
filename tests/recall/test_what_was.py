"""A question about one occasion in the past ("三月那次体检…", "what was it at the March
checkup?") asks what was said of it then: a remark later in the same talk that says what
holds from now on does not push the value asked about down (real Neo4j, English and Chinese).
"""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from service.recall.currency import asks_about_the_past
from tests.conftest import recall, retain_one_by_one


@pytest.mark.parametrize(
    ("query", "past"),
    [
        ("四月那次胃镜查出来的是什么来着", True),
        ("上回那次在哪家医院拍的片子？", True),
        ("那回去杭州住的哪家酒店", True),
        ("What was my reading at the checkup back then?", True),
        ("下次复查是哪天？", False),
        ("婚礼那天我几点到合适", False),  # "那天" looks ahead as often as back
        ("What's my blood pressure these days?", False),
        # what was decided is what holds, unless the question places it back then
        ("which flat did we decide on?", False),
        ("What did we end up going with for the caterer?", False),
        ("Which hotel did I book for Lisbon?", False),
        ("which flat did we pick at first?", True),
        ("When did Caroline go to the support group?", True),
    ],
)
def test_words_that_place_a_question_at_a_past_occasion(query: str, past: bool) -> None:
    assert asks_about_the_past(query) is past


CASES = {
    "zh": (
        "2026-04-08T19:00:00+08:00",
        (
            ("user", "体检报告出来了 低密度脂蛋白4.6 比去年高了一截"),
            ("assistant", "4.6是偏高的，一般建议在3.4以下。医生怎么说？"),
            ("user", "让我先调饮食 三个月后复查 不行再吃他汀"),
            ("assistant", "好的，记下了：低密度脂蛋白4.6，先调饮食，三个月后复查。"),
            ("user", "行吧 以后改吃燕麦当早饭"),
        ),
        "2026-07-15T19:00:00+08:00",
        (("user", "复查了 低密度脂蛋白3.2 降下来了"),),
        "单位要填健康档案 四月那次体检的低密度脂蛋白多少来着",
        "4.6",
        "2026-10-05T10:00:00+08:00",
    ),
    "en": (
        "2026-04-08T19:00:00-04:00",
        (
            ("user", "physical results are in, LDL was 182, up a lot from last year"),
            ("assistant", "182 is high; under 130 is the usual aim. What did the doctor say?"),
            ("user", "diet first, recheck in three months, statins if it doesn't move"),
            ("assistant", "Noted: LDL 182, diet first, recheck in three months."),
            ("user", "fine. oatmeal for breakfast from now on"),
        ),
        "2026-07-15T19:00:00-04:00",
        (("user", "rechecked, LDL is down to 128"),),
        "filling in a health form, what was my LDL at that checkup in april?",
        "182",
        "2026-10-05T10:00:00-04:00",
    ),
}


@pytest.mark.parametrize("lang", sorted(CASES))
def test_a_question_of_that_occasion_keeps_its_value_first(
    client: TestClient, bank: str, lang: str
) -> None:
    start, first, later_start, later, query, value, now = CASES[lang]
    retain_one_by_one(client, bank, "s1", start, *first)
    retain_one_by_one(client, bank, "s2", later_start, *later)
    body = recall(client, bank, query, top_k=5, now=now)
    top = body["memories"][0]
    assert value in top["text"], [m["text"] for m in body["memories"]]
    assert not top["scores"].get("possibly_outdated")
