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
