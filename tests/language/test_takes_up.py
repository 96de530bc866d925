"""A user's reply that takes up what the assistant just offered (``wording.takes_up``)."""

from __future__ import annotations

import pytest

from service.language.wording import takes_up


@pytest.mark.parametrize(
    "text",
    ["ok I'll call her tomorrow", "yes please", "sounds good, book it", "行 我打给他", "好 就这家",
     "可以，明天下午去"],
)  # fmt: skip
def test_a_yes_to_what_was_offered_takes_it_up(text: str) -> None:
    assert takes_up(text)


@pytest.mark.parametrize(
    "text",
    ["ok but not that one", "好是好，但是太远了", "yes, the weather's lovely though",
     "行吗？", "I'll think about it", "不行 太贵了", "the blue one", "好像不太对",
     "好几个都不行", "可以先问问物业", "行李还没收拾", "嗯 先这样 困了"],
)  # fmt: skip
def test_a_no_a_question_or_a_maybe_takes_nothing_up(text: str) -> None:
    assert not takes_up(text)
