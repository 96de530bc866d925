"""What asks and what says (``service.language.substance.asks``), in English and Chinese."""

from __future__ import annotations

import pytest

from service.language.entities_zh import reads_as_order
from service.language.substance import asks, asks_to_do


@pytest.mark.parametrize(
    "text",
    ["What's the budget?", "预算多少？", "你到家了吗", "他们还在等呢", "这家是老字号对吧", "是吧"],
)
def test_a_question_asks(text: str) -> None:
    assert asks(text)


@pytest.mark.parametrize(
    "text",
    ["5200 行吧", "那就周六吧", "算了吧。", "好吧", "就按每桌5200签吧", "fine, $690 it is"],
)
def test_a_final_ba_that_suggests_or_gives_in_says_something(text: str) -> None:
    assert not asks(text)


@pytest.mark.parametrize(
    ("text", "verb_first"),
    [
        ("rebuild the UI pls, I just merged Dana's PR", False),
        ("Can you run the production build for the dashboard?", False),
        ("set up the team retro for friday 4pm, invite everyone", True),
        ("帮我查查中通78451236987452", False),
        ("上周盘点的表合一下", False),
        ("活动落地页改完了，帮我发布一下", False),
    ],
)
def test_a_request_asks_to_have_something_done(text: str, verb_first: bool) -> None:
    assert asks_to_do(text, verb_first)


@pytest.mark.parametrize(
    "text",
    [
        "When is my dentist appointment?",
        "What do you know about my diet?",
        "我妹妹叫什么名字？",
        "你知道我饮食上有什么忌口吗",
        "我哥那边是什么时区",
    ],
)
def test_a_question_about_what_is_asks_nothing_done(text: str) -> None:
    assert not asks_to_do(text)


@pytest.mark.parametrize(
    "text",
    [
        "看看这个月谁请假最多",
        "查查昨天那单物流到哪了",
        "写个请假条，明天下午要去医院",
        "出一份下季度的预算表",
        "把会议纪要发到群里",
        "今晚把PPT再过一遍",
        "改改这段文案，太啰嗦了",
    ],
)
def test_chinese_that_opens_with_what_to_do_reads_as_an_order(text: str) -> None:
    assert reads_as_order(text)
    assert asks_to_do(text, reads_as_order(text))


@pytest.mark.parametrize(
    "text",
    [
        "是谁说周五上线的",
        "有没有人知道wifi密码",
        "要不要订酒店",
        "刚刚下了一场大雨",
        "天天加班累死了",
        "下周去上海出差",
        "把钥匙忘在家里了",
        "想想还是算了",
        "去个厕所马上回来",
        "我妹妹叫什么名字？",
    ],
)
def test_chinese_that_says_asks_or_tells_of_a_thing_done_is_no_order(text: str) -> None:
    assert not reads_as_order(text)
