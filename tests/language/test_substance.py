"""What asks and what says (``service.language.substance.asks``), in English and Chinese."""

from __future__ import annotations

import pytest

from service.language.substance import asks


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
