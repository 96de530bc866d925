"""States bounded by an event ("until the cast comes off", "等石膏拆了再说") and the word that
the event is over ("CAST IS OFF", "石膏拆了")."""

from __future__ import annotations

import pytest

from service.language.whiles import asks_meantime, ends, in_the_meantime, open_while, says_over


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


@pytest.mark.parametrize(
    ("over", "state", "turn"),
    [
        (
            "VISA APPROVED 🎉🎉 finally",
            "can't leave the country until my visa renewal comes through",
            "",
        ),
        (
            "new sofa arrived!! it's so comfy",
            "we're on beanbags till the new sofa is delivered",
            "",
        ),
        (
            "the replacement part came in this morning",
            "no dryer until the replacement part comes",
            "",
        ),
        ("新护照拿到了！", "哪都去不了", "护照在续签 等新护照下来之前哪都去不了"),
        ("驾照下来了 终于", "等驾照下来再自己开车 这段时间先坐地铁", ""),
        ("新冰箱送到了", "等新冰箱到了再买菜 这几天先点外卖", ""),
    ],
)
def test_what_a_state_waits_for_arriving_ends_it(over: str, state: str, turn: str) -> None:
    """A state that waits for something to come ("until my visa comes through", "等新护照下来")
    ends when the user says it came: "VISA APPROVED", "new sofa arrived", "新护照拿到了"."""
    assert says_over(over)
    assert ends(over, state, turn)


@pytest.mark.parametrize(
    "text",
    ["the new sofa arrives on friday", "等快递到了告诉你", "hope the visa gets approved soon"],
)
def test_what_is_still_to_come_ends_nothing(text: str) -> None:
    assert not says_over(text)


@pytest.mark.parametrize(
    ("question", "meantime"),
    [
        ("Oof. Where are you staying in the meantime?", True),
        ("Who's walking the dog while you're in Lisbon?", True),
        ("那装修这段时间你们住哪？", True),
        ("出差那几天猫谁喂？", True),
        ("How did you find the contractor?", False),
        ("装修队是谁介绍的？", False),
        ("I'll hold the room while you decide.", False),  # no question
    ],
)
def test_a_question_of_the_meantime(question: str, meantime: bool) -> None:
    assert asks_meantime(question) is meantime


def test_the_usual_told_to_a_question_of_the_meantime_is_not_of_it() -> None:
    question = "好的，装修期间住你姐家，到五月中旬。通勤会远不少吧？"
    assert in_the_meantime("这下得6点50出门了 还要倒八通线", question)
    assert not in_the_meantime("平时7点40出门都来得及 5号线直达", question)
    question = "Oof. Where are you staying in the meantime?"
    assert in_the_meantime("my sister's place in jersey city", question)
    assert not in_the_meantime("normally i'd just bike, it's 10 minutes", question)
