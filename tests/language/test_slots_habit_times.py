"""A later time is the new time of an older statement's thing only when something says so
(``slots.same_slot``): two habits' times differ whatever they are of. In Chinese, said as how
things are now ("最近", "现在") and sharing no word, it is a new time only if it shares a
character of what it is about, and then only if recall finds it answers the question as well
(``NEW_TIME``); said to hold from now on or to deny the line just before it, it is. Cosines
are given (bge-small for English, e5 for Chinese, measured)."""

from __future__ import annotations

import pytest

from service.language.slots import NEW_TIME, Said, same_slot

CHANGED = "new value, change said"


@pytest.mark.parametrize(
    ("old", "new", "cosine", "space", "expected"),
    [
        # said to hold from now on
        (
            "book my dentist visits at 4pm",
            "make it 8am, that's how I want them from here on",
            0.55,
            "primary",
            CHANGED,
        ),
        # Chinese, nothing of what they are about in common: another habit
        (
            "现在早上改喝燕麦拿铁了 胃受不了空腹黑咖啡",
            "最近十一点就上床了 早起跑步感觉好多了",
            0.919,
            "multilingual",
            None,
        ),
        (
            "我每周六下午跟同事打羽毛球",
            "最近周三晚上还去游泳了 办了张次卡",
            0.913,
            "multilingual",
            None,
        ),
        # Chinese, a character of what they are about in common (泳), said as how it is now:
        # weighed by recall
        (
            "我每周六下午去游泳",
            "现在都是周日上午去泳池了",
            0.93,
            "multilingual",
            NEW_TIME,
        ),
    ],
)
def test_a_later_time(old: str, new: str, cosine: float, space: str, expected: str | None):
    assert same_slot(Said(new), Said(old), cosine, space) == expected


def test_a_reply_that_denies_the_line_before_gives_its_new_time() -> None:
    old, new = "你的复诊是周二上午十点", "不是 现在是周四下午三点了"
    told_after = Said(new, context=(old,))
    assert same_slot(told_after, Said(old, role="assistant"), 0.9, "multilingual") == CHANGED
    # not said right after it: nothing of what they are about in common
    assert same_slot(Said(new), Said(old, role="assistant"), 0.9, "multilingual") is None
