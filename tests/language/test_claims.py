"""The merge guard: a statement may merge into a memory only when it adds nothing to it."""

from __future__ import annotations

import pytest

from service.language.claims import content, same_claim, says_nothing_new
from tests.language.distinct_facts import DISTINCT_PAIRS, HELD_OUT_PAIRS, PARAPHRASED_REPEATS

ALL_DISTINCT = DISTINCT_PAIRS + HELD_OUT_PAIRS


@pytest.mark.parametrize("pair", ALL_DISTINCT, ids=lambda p: f"{p['lang']}-{p['first']}")
def test_different_facts_never_merge_either_way(pair: dict) -> None:
    assert not says_nothing_new(pair["second"], pair["first"])
    assert not says_nothing_new(pair["first"], pair["second"])


@pytest.mark.parametrize(
    ("new", "old"),
    [
        ("我姐姐在医院上班。", "我哥哥在银行上班。"),
        ("我家的狗叫旺财。", "我家的猫叫咪咪。"),
        ("我有两个孩子。", "我有三个孩子。"),
        ("预算是两万。", "预算是三万。"),
        ("The budget is $1.2M.", "The budget is $1M."),
        ("I like coffee.", "I don't like coffee."),
        ("我喜欢喝咖啡。", "我不喜欢喝咖啡。"),
        ("我周二去游泳。", "我周四去游泳。"),
        ("Nate: I love hiking.", "Joanna: I love hiking."),
    ],
)
def test_a_new_entity_value_word_or_polarity_blocks_the_merge(new: str, old: str) -> None:
    assert not says_nothing_new(new, old)


@pytest.mark.parametrize(
    ("new", "old"),
    [
        ("I'm allergic to peanuts.", "I'm allergic to peanuts"),
        ("As I said, I'm allergic to peanuts.", "I'm allergic to peanuts."),
        ("Just a reminder: I prefer window seats.", "I prefer window seats on long flights."),
        ("我说过，我对猫毛过敏。", "我对猫毛过敏。"),
        ("提醒一下，我不喜欢早上开会。", "我不喜欢早上开会。"),
        ("我花生过敏。", "我对花生过敏。"),
    ],
)
def test_a_repeat_that_adds_nothing_may_merge(new: str, old: str) -> None:
    assert says_nothing_new(new, old)


def test_an_entity_the_memory_lacks_blocks_the_merge() -> None:
    text = "I met her at the cafe."
    assert says_nothing_new(text, text, frozenset({"person:anna"}), frozenset({"person:anna"}))
    assert not says_nothing_new(text, text, frozenset({"person:anna"}), frozenset())


def test_a_statement_without_content_merges_only_into_the_same_text() -> None:
    assert content("好的。") == frozenset()
    assert says_nothing_new("好的。", "好的")
    assert not says_nothing_new("好的。", "我对花生过敏。")


def test_paraphrased_repeats_mostly_merge_in_one_direction_at_least() -> None:
    merged = [
        p
        for p in PARAPHRASED_REPEATS
        if says_nothing_new(p["second"], p["first"]) or says_nothing_new(p["first"], p["second"])
    ]
    print(f"\n{len(merged)} of {len(PARAPHRASED_REPEATS)} paraphrased repeats may merge")
    # Synonyms ("上班" / "工作", "called" / "name") are words the other lacks: those pairs are
    # kept apart, which loses nothing. Those that differ only in function words must merge.
    assert len(merged) >= len(PARAPHRASED_REPEATS) // 3


# --- consolidation's reading: the same claim, a word of slack that names nothing ------------
@pytest.fixture(scope="module")
def details():  # type: ignore[no-untyped-def]
    from service.language.entities import EntityExtractor

    return EntityExtractor().details


@pytest.mark.parametrize("pair", ALL_DISTINCT, ids=lambda p: f"{p['lang']}-{p['first']}")
def test_different_facts_are_never_one_claim(pair: dict, details) -> None:  # type: ignore[no-untyped-def]
    assert not same_claim(pair["second"], pair["first"], details=details)
    assert not same_claim(pair["first"], pair["second"], details=details)


@pytest.mark.parametrize(
    ("member", "representative"),
    [
        ("I really enjoy hiking up in the mountains.", "I love hiking in the mountains."),
        ("I adore hiking in the mountains.", "I love hiking in the mountains."),
        ("Hiking in the mountains is something I love.", "I love hiking in the mountains."),
        ("Melanie: Honestly, painting relaxes me.", "Melanie: Painting relaxes me."),
        ("我真的喜欢吃辣的川菜。", "我特别喜欢吃辣的川菜。"),
        ("我挺喜欢吃辣的川菜的。", "我特别喜欢吃辣的川菜。"),
        ("说真的，我每天早上都跑步。", "我每天早上都跑步。"),
    ],
)
def test_paraphrases_with_a_word_of_their_own_are_one_claim(
    member: str,
    representative: str,
    details,  # type: ignore[no-untyped-def]
) -> None:
    assert same_claim(member, representative, details=details)


@pytest.mark.parametrize(
    ("member", "representative"),
    [
        ("I love hiking in the mountains and the desert.", "I love hiking in the mountains."),
        ("I love hiking in the Alps.", "I love hiking in the mountains."),
        ("I don't love hiking in the mountains.", "I love hiking in the mountains."),
        ("I love hiking in the mountains twice a week.", "I love hiking in the mountains."),
        ("我喜欢吃辣的川菜和湘菜。", "我特别喜欢吃辣的川菜。"),
        ("我喜欢吃辣的火锅。", "我喜欢吃辣的川菜。"),
        ("我不喜欢吃辣的川菜。", "我喜欢吃辣的川菜。"),
        ("我每天早上六点跑步。", "我每天早上跑步。"),
    ],
)
def test_a_word_that_names_something_is_a_new_detail(
    member: str,
    representative: str,
    details,  # type: ignore[no-untyped-def]
) -> None:
    assert not same_claim(member, representative, details=details)
    assert not same_claim(member, representative)  # without details no word may be added
