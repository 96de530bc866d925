"""Where someone lives, and a move away from there (``service.language.moves``): a move made,
in the statement or as the answer to "where did she move to?", replaces the home of the same
someone; a move planned, a second home, or someone else's move does not."""

from __future__ import annotations

import pytest

from service.language.moves import moved_from, says_home, tells_move
from service.language.slots import Said


@pytest.mark.parametrize(
    ("new", "old"),
    [
        (
            Said("Hannah moved to Bristol last weekend", people=frozenset({"hannah"})),
            Said("my sister Hannah lives in Leeds, near the uni", people=frozenset({"hannah"})),
        ),
        (Said("we finally moved into the new place in Oak Park"), Said("we live in Evanston")),
        (Said("我妹搬到苏州了 跳槽去了园区一家外企"), Said("我妹在杭州上班 住滨江那边")),
        (Said("我们家上个月搬到通州了"), Said("我家住在望京那边")),
        (
            Said("well mom and dad finally did it, sold the house and moved down to Sarasota"),
            Said("my parents live in Albany, same house i grew up in"),
        ),
        (Said("我爸妈退休以后搬回老家了"), Said("我父母住在上海 浦东那边")),
        (
            Said(
                "Bristol, she got a job at the hospital there",
                context=("Where did she move to?", "helped Hannah move all weekend"),
            ),
            Said("my sister Hannah lives in Leeds", people=frozenset({"hannah"})),
        ),
        (
            Said("苏州 她跳槽去了园区", context=("她搬到哪了？", "周末帮我妹搬家 累瘫了")),
            Said("我妹在杭州上班 住滨江那边"),
        ),
    ],
)
def test_a_move_replaces_the_home(new: Said, old: Said) -> None:
    assert moved_from(new, old), (new.text, old.text)


@pytest.mark.parametrize(
    ("new", "old"),
    [
        # a plan, not a move made
        (Said("we're moving to Denver in June"), Said("we live in Boulder")),
        (Said("打算明年搬到杭州 离公司近"), Said("我住在上海徐汇那边")),
        (Said("下个月就搬到杭州了"), Said("我住在上海徐汇那边")),
        # someone else's move
        (
            Said("my friend Tom moved to Bristol", people=frozenset({"tom"})),
            Said("my sister Hannah lives in Leeds", people=frozenset({"hannah"})),
        ),
        (Said("我同事搬到苏州了"), Said("我妹在杭州上班 住滨江那边")),
        # a thing moved, said of no home
        (Said("the meeting moved to Thursday"), Said("standup is at 9:15")),
        # said by the assistant
        (Said("Noted: Hannah moved to Bristol.", role="assistant"), Said("Hannah lives in Leeds")),
    ],
)
def test_no_move_of_that_home(new: Said, old: Said) -> None:
    assert not moved_from(new, old), (new.text, old.text)


def test_homes_and_moves_are_read_in_both_languages() -> None:
    assert says_home("my parents live out in Phoenix")
    assert says_home("我爸妈家在绍兴")
    assert not says_home("i love living room plants")
    assert tells_move(Said("他们去年搬回老家了"))
    assert not tells_move(Said("想搬到离地铁近一点的地方"))
