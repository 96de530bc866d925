"""A deal said sealed with nothing named ("签了！", "定下来了", "signed the lease!", "booked
it"): a pointer at the one option of a list left when the others were turned down
(``LEFT``); not a deal that names its own thing, nor a plan to seal one."""

from __future__ import annotations

import pytest

from service.language.options import LEFT, point


@pytest.mark.parametrize(
    "text",
    [
        "签了！6000一个月 房东答应换台新空调",
        "定下来了 下周一交定金",
        "今天交了定金 总算搞定",
        "signed the lease! move in on the 1st",
        "booked it, $240 for the two nights",
        "we put the deposit down this morning",
        "ok done, signed",
    ],
)
def test_a_deal_sealed_with_nothing_named_points_at_the_one_left(text: str) -> None:
    found = point(text)
    assert found is not None
    assert found.stance == "accept"
    assert found.extreme == LEFT


@pytest.mark.parametrize(
    "text",
    [
        "签了个快递 是妈妈寄的腊肉",
        "明天去签合同",
        "还没定 想再看看",
        "booked a haircut for friday",
        "gonna sign the lease tomorrow",
        "haven't booked anything yet",
        "signed up for the 10k in june",
    ],
)
def test_a_deal_that_names_its_thing_or_is_not_sealed_points_nowhere(text: str) -> None:
    found = point(text)
    assert found is None or found.extreme != LEFT
