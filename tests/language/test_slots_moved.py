"""A thing moved to another time says a change ("can we move them all to after lunch?",
"push them back to friday", "都挪到下午", "一对一都调到下午吧"): the new time replaces the one
said before of the same thing; moving oneself somewhere is said as before, and a wish is no
move."""

from __future__ import annotations

import pytest

from service.language.changes import says_forward
from service.language.slots import Said, same_slot


@pytest.mark.parametrize(
    "text",
    [
        "ok rethinking the 1:1s. can we move them all to after lunch? like a 14:00-16:00 block",
        "let's move everything to thursdays",
        "push them back to friday, the team's slammed",
        "能不能都挪到下午 两点到四点",
        "一对一都调到下午吧",
        "周会推到周四了",
    ],
)
def test_a_thing_moved_to_another_time_says_a_change(text: str) -> None:
    assert says_forward(text)


@pytest.mark.parametrize(
    "text",
    ["i'd love to move to the coast someday", "the movers come at 9", "推荐一下附近的馆子"],
)
def test_no_move_no_change(text: str) -> None:
    assert not says_forward(text)


def _said(text: str, turn: str) -> Said:
    return Said(text, "user", frozenset(), turn, (), "s2", "")


def test_a_block_of_a_turn_that_moves_them_replaces_the_old_block() -> None:
    turn = "ok rethinking the 1:1s. can we move them all to after lunch? like a 14:00-16:00 block"
    new = _said("like a 14:00-16:00 block, tue and thu", turn)
    old = Said(
        "and book them first thing, 9 to 11",
        "user",
        frozenset(),
        "weekly 30 min. and book them first thing, 9 to 11",
        (),
        "s1",
        "",
    )
    assert same_slot(new, old, 0.55) is not None


def test_zh_a_time_of_a_turn_that_moves_it_replaces_the_old_time() -> None:
    new = _said("两点到四点", "一对一能不能都挪到下午 两点到四点")
    old = Said("一对一都排在早上九点到十一点", "user", frozenset(), "", (), "s1", "")
    assert same_slot(new, old, 0.55) is not None
