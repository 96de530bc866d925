"""A value someone moved the user to ("they moved me to 22A", "bumped us to 3:40") is the
slot's new value, though no word but the value's kind is shared."""

from __future__ import annotations

import pytest

from service.language.slots import Said, same_slot


@pytest.mark.parametrize(
    ("new", "old"),
    [
        ("they moved me to 22A, aisle gone", "I'm in seat 14C on the Lisbon flight"),
        ("airline bumped us to 18B and 18C, at least we're together", "we're in 31E and 31F"),
    ],
)
def test_moved_to_a_value_is_its_new_value(new: str, old: str) -> None:
    assert same_slot(Said(new), Said(old), 0.6, "primary") is not None


def test_moved_to_a_value_of_someone_else_is_not() -> None:
    assert same_slot(Said("they moved her to 22A"), Said("I'm in seat 14C"), 0.6) is None


@pytest.mark.parametrize(
    ("new", "old", "cosine", "space"),
    [
        # the morning dose moved to two, the evening one said again: the values differ only in
        # what was moved to
        (
            "医生让我早上加到两片 晚上还是一片",
            "医生给我开了二甲双胍 一天两次 一次一片 饭后吃",
            0.9,
            "multilingual",
        ),
        (
            "vet said to up it to 2 scoops in the morning, evenings stay at 1 scoop",
            "she gets 1 scoop of kibble morning and evening",
            0.8,
            "primary",
        ),
    ],
)
def test_a_value_moved_to_beside_one_kept_is_the_new_one(
    new: str, old: str, cosine: float, space: str
) -> None:
    """A value moved to ("早上加到两片") is new though the statement says the old one again of
    another part ("晚上还是一片"): each text then has no value the other lacks but the new."""
    assert same_slot(Said(new), Said(old), cosine, space) is not None


@pytest.mark.parametrize(
    ("new", "old", "cosine", "space"),
    [
        # moved to the value it had: nothing changed
        (
            "早上还是加到一片吧 晚上一片",
            "医生给我开了二甲双胍 一天两次 一次一片 饭后吃",
            0.9,
            "multilingual",
        ),
        # a value moved to of another kind than any the older holds
        (
            "房租涨到4200了 还是一年一付",
            "医生给我开了二甲双胍 一天两次 一次一片",
            0.85,
            "multilingual",
        ),
    ],
)
def test_a_value_moved_to_that_the_older_has_or_has_no_kind_of_is_no_change(
    new: str, old: str, cosine: float, space: str
) -> None:
    assert same_slot(Said(new), Said(old), cosine, space) is None
