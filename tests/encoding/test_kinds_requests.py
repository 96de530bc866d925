"""A request put as a question ("can we move them all to after lunch?", "能不能都挪到下午？")
is a thing to do (or a decision), not a passing question; a question of what may be done
("can we eat raw cookie dough?", "能不能吃辣？") stays a question."""

from __future__ import annotations

import pytest

from service.encoding.kinds import classify


@pytest.mark.parametrize(
    "event",
    [
        "can we move them all to after lunch?",
        "could we do thursday instead?",
        "ok can we push the call to 3?",
        "能不能都挪到下午？",
        "可以把周会改到周四吗？",
        "能不能帮我约下周二的号",
    ],
)
def test_a_request_put_as_a_question_is_something_to_do(event: str) -> None:
    # a task, or a decision when it names the change ("改到周四")
    assert classify(event, "user").kind in ("task", "decision")


@pytest.mark.parametrize(
    "event",
    ["can we eat raw cookie dough?", "能不能吃辣？", "could we see the northern lights from here?"],
)
def test_a_question_of_what_may_be_done_stays_a_question(event: str) -> None:
    assert classify(event, "user").kind == "transient"
