"""Whose a Chinese statement is: "我爸妈" is the parents, not the father alone."""

from __future__ import annotations

import pytest

from service.language.wording import holders


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("刚给我爸妈微信转了三千，老家屋顶漏雨要修一下", {"爸妈"}),
        ("我爸的降压药换成每天两片了", {"爸"}),
        ("我妈下周三复查", {"妈"}),
    ],
)
def test_my_parents_are_both_of_them(text: str, held: set[str]) -> None:
    assert holders(text) == held
