"""Likings read from constructions beside a verb and its object: "无辣不欢" and "越辣越好"
like 辣; "没碰辣椒", "滴酒不沾" and "haven't touched coffee" do without it. A liking so said
flips against its opposite however the two are worded, and a thing given up ends a routine that
names it, liked there or not."""

from __future__ import annotations

import pytest

from service.language.likings import flipped, gives_up, likings


@pytest.mark.parametrize(
    ("text", "term", "liked"),
    [
        ("水煮鱼可以 我无辣不欢 越辣越好 要特辣", "辣", True),
        ("奶茶越甜越好 全糖", "甜", True),
        ("一个月没碰辣椒了 其实也还行", "辣", False),
        ("我现在滴酒不沾", "酒", False),
        ("戒糖三个月了", "糖", False),
    ],
)
def test_a_liking_said_by_a_construction(text: str, term: str, liked: bool) -> None:
    assert (term, liked) in likings(text)


@pytest.mark.parametrize("text", ["他碰了一下我的杯子", "手机别碰水"])
def test_touching_is_no_liking_unless_done_without(text: str) -> None:
    assert likings(text) == frozenset()


@pytest.mark.parametrize(
    ("new", "old"),
    [
        ("最近吃得清淡 小米粥 蒸菜 一个月没碰辣椒了 习惯了", "水煮鱼可以 我无辣不欢 越辣越好"),
        ("最近戒甜食了 奶茶都改无糖", "奶茶越甜越好 全糖"),
    ],
)
def test_a_liking_flips_against_one_said_another_way(new: str, old: str) -> None:
    assert flipped(new, old)


def test_two_likings_of_one_thing_do_not_flip() -> None:
    assert not flipped("最近迷上了川菜 越辣越好", "我无辣不欢")


def test_done_without_in_english() -> None:
    assert flipped("haven't touched coffee in a month, sleeping way better", "I love coffee")
    assert likings("he touched the stove, it's fine") == frozenset()


@pytest.mark.parametrize(
    "new",
    [
        "after that 14-hour leg i'm done with window seats",
        "honestly sick of window seats, can never get out",
        "no more window seats for me",
    ],
)
def test_done_with_a_kind_of_thing_gives_it_up(new: str) -> None:
    """ "done with window seats", "sick of", "no more": a kind of thing, said with no article,
    is given up; "done with the dishes" is a chore finished, not a habit dropped."""
    assert gives_up(new, "I always take the window seat on long flights")
    assert not gives_up("finally done with the dishes", "I always do the dishes on sundays")


@pytest.mark.parametrize(
    ("new", "old"),
    [
        ("quit frappuccinos", "i need my caramel frappuccino every afternoon, extra whip"),
        ("gave up soda, water only", "i usually grab a soda with lunch"),
        ("最近戒奶茶了", "我每天下午都得来杯奶茶 全糖的"),
    ],
)
def test_a_thing_given_up_ends_the_routine_that_names_it(new: str, old: str) -> None:
    assert gives_up(new, old)


@pytest.mark.parametrize(
    ("new", "old"),
    [
        # the routine is of another thing
        ("quit frappuccinos", "i walk the dog every afternoon"),
        # the older names it but is no routine: a one-off
        ("quit frappuccinos", "had a frappuccino at the airport"),
        # the older already does without it
        ("quit soda", "i never drink soda"),
        # nothing is given up
        ("love frappuccinos", "i need my caramel frappuccino every afternoon"),
        # a warning not to touch it is no giving up
        ("孩子别碰红酒", "我每天晚上都喝一小杯红酒"),
    ],
)
def test_nothing_given_up_ends_no_routine(new: str, old: str) -> None:
    assert not gives_up(new, old)


def test_a_character_of_a_thing_given_up_is_not_the_thing() -> None:
    # 香菜 is not the 菜 of 买菜
    assert not gives_up("他不吃香菜 我不吃肥肉", "以后每周五晚上帮我在叮咚下单买菜 两个人的量就行")
