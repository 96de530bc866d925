"""A state bounded by an event ends when the user tells the event as done, in the event's own
verb: "until the boil notice is lifted" / "boil notice lifted last night", "等自行车修好" /
"自行车修好了", not only in the words of an ending ("over", "done", "完工"). An event still to
come, negated or only hoped for ends nothing, and neither does a done event about another
thing."""

from __future__ import annotations

import pytest

from service.language.whiles import ends, open_while, tells_done


@pytest.mark.parametrize(
    ("over", "state"),
    [
        (
            "the new mattress finally came, back in our bed tonight",
            "sleeping in the guest room until the new mattress comes",
        ),
        (
            "boil notice lifted last night!",
            "we're on bottled water until the boil notice is lifted",
        ),
        ("physio cleared me today!!", "no running for me until the physio clears me"),
        (
            "they replaced the garage door this morning",
            "parking on the street till they replace the garage door",
        ),
        ("新床垫到了 今晚终于睡回主卧", "我这段时间先睡次卧 等新床垫到了再搬回去"),
        ("自行车修好了 她今天自己骑去的", "等自行车修好之前 我先开车送她上学"),
        ("停水通知解除了", "停水通知解除之前我们都喝桶装水"),
        ("门禁卡办下来了", "门禁卡办好以前每天都得找保安开门"),
    ],
)
def test_the_event_told_as_done_ends_the_state(over: str, state: str) -> None:
    assert tells_done(over)
    assert ends(over, state)


@pytest.mark.parametrize(
    ("over", "state"),
    [
        (
            "the new mattress comes friday",
            "sleeping in the guest room until the new mattress comes",
        ),
        (
            "boil notice still not lifted ugh",
            "we're on bottled water until the boil notice is lifted",
        ),
        ("hope the physio clears me next week", "no running for me until the physio clears me"),
        ("the kids are finally asleep", "sleeping in the guest room until the new mattress comes"),
        ("自行车还没修好", "等自行车修好之前 我先开车送她上学"),
        ("快递到了 是我买的书", "我这段时间先睡次卧 等新床垫到了再搬回去"),
        ("停水通知明天解除", "停水通知解除之前我们都喝桶装水"),
    ],
)
def test_an_event_to_come_negated_or_of_another_thing_ends_nothing(over: str, state: str) -> None:
    assert not ends(over, state)


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("停水通知解除之前我们都喝桶装水", "停水通知解除"),
        ("等自行车修好之前 我先开车送她上学", "自行车修好"),
        ("门禁卡办好以前每天都得找保安开门", "门禁卡办好"),
        ("周五之前都在杭州培训", None),  # a date's bound
        ("我之前都是骑车上班", None),  # before now: the past
    ],
)
def test_a_chinese_state_held_before_an_event(text: str, event: str | None) -> None:
    assert open_while(text) == event


@pytest.mark.parametrize(
    ("over", "state"),
    [
        (
            "I painted a lake sunset last week",
            "Been reading that book you recommended a while ago and painting to keep busy",
        ),
        ("we got another win last week", "It was close until the final buzzer but we got the win"),
        ("I hiked the ridge trail yesterday", "I saw a gorgeous sunset while hiking the other day"),
        (
            "I helped some kids with homework",
            "some kids get all they need while others have nothing",
        ),
    ],
)
def test_a_told_story_or_a_span_awaits_nothing(over: str, state: str) -> None:
    """ "a while ago" is a span, "while hiking" what went on meanwhile, and "until the final
    buzzer but we got the win" a story told as over: none waits for a thing still to come."""
    assert not ends(over, state)


def test_a_while_is_no_bound() -> None:
    assert open_while("I've been dreaming of this for a while now") is None
    assert open_while("read that book a while ago and painting to keep busy") is None
