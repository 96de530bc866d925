"""States bounded by an event ("until the cast comes off", "等石膏拆了再说") and the word that
the event is over ("CAST IS OFF", "石膏拆了")."""

from __future__ import annotations

import pytest

from service.language.whiles import ends, open_while, says_over


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("my sister's doing the dog walks until my ankle heals, bless her", "my ankle heals"),
        ("i'm working from the café while they fix the heating", "they fix the heating"),
        ("等腿上的石膏拆了再去上班 这阵子在家办公", "腿上的石膏拆"),
        ("装修期间我们先住我妈家", "装修"),
        ("until Friday I'm at the Lyon office", None),  # a date's bound
        ("我在上海出差到下周三", None),
        ("I drink my coffee black", None),
    ],
)
def test_the_event_a_state_is_bounded_by(text: str, event: str | None) -> None:
    assert open_while(text) == event


@pytest.mark.parametrize(
    ("text", "over"),
    [
        ("the heating is finally fixed!!", True),
        ("ANKLE IS HEALED", True),
        ("ok we're back to normal now", True),
        ("装修总算完工了 累死", True),
        ("石膏今天拆了", True),
        ("lost the deal this morning. i'm done", False),  # weariness, not an end
        ("the plumber comes at 3", False),
        ("好的谢谢", False),
        ("ben's driving the kids until the cast is off", False),  # a bound, not an end
    ],
)
def test_a_statement_that_something_is_over(text: str, over: bool) -> None:
    assert says_over(text) is over


def test_an_end_ends_only_the_states_bounded_by_what_it_names() -> None:
    walks = "my sister's doing the dog walks until my ankle heals"
    assert ends("ANKLE IS HEALED 🎉", walks)
    assert not ends("the heating is finally fixed", walks)
    assert not ends("ANKLE IS HEALED", "i walk the dog every morning at 7")  # no bound
    assert ends("石膏今天拆了", "这阵子在家办公", turn="等腿上的石膏拆了再去上班 这阵子在家办公")
