"""What points back at a while said before it: "during the bridge closure", "for those two
weeks", "while it lasts", "修路期间"; not a part of the day or a season, which recurs ("during
the night", "during the summer"). A reply to "…while it lasts?" tells the meantime."""

from __future__ import annotations

import pytest

from service.language.timeparse import points_back, recurs
from service.language.whiles import in_the_meantime


@pytest.mark.parametrize(
    "text",
    [
        "Reminder moved to 7:40 am during the bridge closure.",
        "Got it, the 7:10 shuttle bus for those two weeks",
        "standup's on zoom while it lasts",
        "好的，修路期间改成早上7:40提醒。",
        "send anything to her place till then",
    ],
)
def test_a_while_said_before_is_pointed_at(text: str) -> None:
    assert points_back(text), text


@pytest.mark.parametrize(
    "text",
    [
        "I wake up twice during the night",
        "during the summer we go to the lake",
        "my knee aches during the day",
        "the bridge is shut for the next three weeks",
    ],
)
def test_a_part_of_the_day_or_a_season_points_at_nothing(text: str) -> None:
    assert not points_back(text), text


def test_a_yes_to_a_change_while_it_lasts_tells_the_meantime() -> None:
    question = "That's a long detour. Want me to move your reminder earlier while it lasts?"
    assert in_the_meantime("yes, 7:40", question)
    assert not in_the_meantime("yes, 7:40", "Want me to move your reminder earlier?")


@pytest.mark.parametrize(
    ("text", "recurring"),
    [
        ("can you ping me at 7:35 on weekdays to leave", True),
        ("Done: a weekday reminder at 7:35 am to head out.", True),
        ("工作日早上七点半叫我", True),
        ("daily standup at 9:15", True),
        ("remind me at 5pm to call mom", False),
        ("this weekend we go camping", False),
    ],
)
def test_weekdays_and_daily_say_a_time_that_recurs(text: str, recurring: bool) -> None:
    assert recurs(text) is recurring, text
