"""What asks and what says (``service.language.substance.asks``), in English and Chinese."""

from __future__ import annotations

import pytest

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
