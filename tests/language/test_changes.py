"""A change the question just before a reply offers, taken up by the reply
(``service.language.changes.offered_change``): "Should I change the morning digest?" / "yeah
just headlines only"; "那早饭要不要换一下？包子和甜豆浆升糖都比较快。" / "嗯 燕麦加两个水煮蛋吧".
A reply that declines it, or a question that offers no change, takes up nothing."""

from __future__ import annotations

import pytest

from service.language.changes import offered_change


@pytest.mark.parametrize(
    ("reply", "asked", "offer"),
    [
        (
            "yeah just headlines only, 5 bullet points max",
            "Should I change the morning digest?",
            "Should I change the morning digest?",
        ),
        ("yes, the 7:30 one works", "Want me to switch you to a later class?", None),
        (
            "嗯 燕麦加两个水煮蛋吧",
            "那早饭要不要换一下？包子和甜豆浆升糖都比较快。",
            "那早饭要不要换一下？",
        ),
        ("往上提到一万二吧", "开销确实会上去。要不要调整一下每月的预算？", None),
    ],
)
def test_a_change_offered_is_taken_up(reply: str, asked: str, offer: str | None) -> None:
    found = offered_change(reply, asked)
    assert found
    assert offer is None or found == offer


@pytest.mark.parametrize(
    ("reply", "asked"),
    [
        ("nah keep it, i like reading on the platform too", "Should I change the digest?"),
        ("no, same as always", "Want me to switch the class?"),
        ("不用 吃惯了 豆浆包子挺好", "早饭要不要换换花样，比如燕麦？"),
        ("算了 就这样吧", "要不要改一下时间？"),
        # no change offered: a question of something else, or no question at all
        ("yeah 7:30", "What time works for you?"),
        ("对 素的", "好的，以后饺子馅都换成素的。"),
    ],
)
def test_a_change_declined_or_not_offered_is_not_taken_up(reply: str, asked: str) -> None:
    assert not offered_change(reply, asked)
