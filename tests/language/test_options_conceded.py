"""Praise of an option taken back by the speaker's own refusal ("the loft one is gorgeous but
we're not paying 3k a month", "翠湖苑那套采光挺好 但是我不想住一楼") turns it
down; praise taken back by a mere fault ("可惜贵", "but tiny") says neither yes nor no."""

from __future__ import annotations

import pytest

from service.language.options import point


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("the loft one is gorgeous but we're not paying 3k a month", "loft"),
        ("翠湖苑那套采光挺好 但是我不想住一楼", "翠湖苑"),
        ("蓝天那家老师不错 不过我们不会每天开车送过去", "蓝天"),
    ],
)
def test_praise_taken_back_by_a_refusal_turns_the_option_down(text: str, words: str) -> None:
    found = point(text)
    assert found is not None
    assert found.stance == "reject"
    assert words in found.words


@pytest.mark.parametrize(
    "text",
    ["业之峰那个设计师人挺好的 可惜贵", "the loft one is gorgeous but tiny"],
)
def test_praise_taken_back_by_a_fault_says_nothing(text: str) -> None:
    assert point(text) is None
