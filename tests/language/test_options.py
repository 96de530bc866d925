"""Pointers at one option of a list, read from one statement, in English and Chinese."""

from __future__ import annotations

import pytest

from service.language.options import (
    LAST,
    OTHER,
    confirmed,
    enumerated,
    listed_alike,
    matches,
    point,
)


@pytest.mark.parametrize(
    ("text", "stance", "ordinal", "words"),
    [
        ("the subscription one's a hard no, we never use it", "reject", None, ("subscription",)),
        ("ok we're going with the Lisbon one", "accept", None, ("lisbon",)),
        ("tell the landlord we'll take the third flat", "accept", 3, ()),
        ("let's skip the last option, it's miles away", "reject", LAST, ()),
        ("option 2 please, book it", "accept", 2, ()),
        ("Not the Airbnb one, too far from the venue", "reject", None, ("airbnb",)),
        ("We went with Harbour Catering in the end", "accept", None, ("harbour", "catering")),
        ("Dr Mensah sounds better, she does Saturdays", "accept", None, ("dr", "mensah")),
        ("ok Rosewood it is", "accept", None, ("rosewood",)),
        ("the Hilton's too pricey", "reject", None, ("hilton",)),
        ("Barclays is out", "reject", None, ("barclays",)),
        ("book me on the 15:35", "accept", None, ("15:35",)),
        ("that first one looks great", "accept", 1, ()),
        ("sign me up for the robotics camp", "accept", None, ("robotics",)),
        ("后者吧", "accept", LAST, ()),
        ("B方案可以", "accept", 2, ()),
        ("不去迪士尼那个了", "reject", None, ("迪士尼",)),
        ("静安那套算了，离地铁太远", "reject", None, ("静安",)),
        ("就江边那家吧，孩子喜欢看船", "accept", None, ("江边",)),
        ("第三个不考虑 手续太麻烦", "reject", 3, ()),
        ("我们还是选第一套吧", "accept", 1, ()),
        ("那就选第二吧", "accept", 2, ()),
        ("那个两居就算了", "reject", None, ("两居",)),
        ("商量完了，那就城西校区", "accept", None, ("城西校区",)),
        # a choosing or refusing verb and its object, however it is written
        ("we're adopting the little tabby tomorrow!!", "accept", None, ("little", "tabby")),
        ("ok let's drop the blue sofa, won't fit the lift", "reject", None, ("blue", "sofa")),
        ("honestly just skip the subaru, the rust is bad", "reject", None, ("subaru",)),
        ("going w/ the Mazda, deposit down monday", "accept", None, ("mazda",)),
        ("went w the cheap one in the end", "accept", None, ("cheap",)),
        ("we're not taking the puppy home", "reject", None, ("puppy",)),
        ("i won't book the cheap hostel", "reject", None, ("cheap", "hostel")),
        # written lowercase, with no article; a choice leaned to is one taken for now
        ("yeah we're going for park ave, the garden is worth it", "accept", None, ("park", "ave")),
        ("not sure yet, leaning elm st", "accept", None, ("elm", "st")),
        (
            "bringing the old one back to the shop, going with the older model",
            "accept",
            None,
            ("older",),
        ),
    ],
)
def test_a_pointer_with_a_yes_or_a_no_is_read(
    text: str, stance: str, ordinal: int | None, words: tuple[str, ...]
) -> None:
    found = point(text)
    assert found is not None
    assert (found.stance, found.ordinal, found.words) == (stance, ordinal, words)


@pytest.mark.parametrize(
    "text",
    [
        "the second one is closer to work",  # describes, chooses nothing
        "I always book late afternoon slots",
        "That sounds great, thanks",
        "The weather is nice today",
        "we met at the Hilton last year",
        "I think it is too late for that",
        "Thursdays at 4:30, half an hour",
        "我跟老公商量下",
        "存单和国债我再想想",
        "那家店订的是几点？",
        "二是区机关幼儿园，公办，要摇号",  # an option, not a choice of one
        "第41周工作周报生成PDF版本，下午三点前要交",  # a week's number, not an ordinal
        "第三季度的销售数据整理一下",  # a quarter
        "方案12号文件已经发给你了",
        "I take the train to work most days",  # a verb's object, but no yes or no to an option
        "I took this pic last summer",  # no article: a name, never "this" or "a"
        "going for a walk later, need the air",
        "we picked up some groceries on the way",
        "don't skip the civic yet, the price might drop",  # a refusal negated: no clear stance
        # praise taken back at once: no yes
        "the lakeside one looks great but it's an hour from school",
        "万科那套户型挺好的 可惜离地铁太远",
        "靠窗那个不错 就是有点贵",
    ],
)
def test_a_statement_that_chooses_nothing_has_no_pointer(text: str) -> None:
    assert point(text) is None


def test_an_option_gives_its_own_place_in_the_list() -> None:
    assert enumerated("2）银行R2级理财，不保本") == 2
    assert enumerated("你附近有三家：一是阳光双语，私立") == 1
    assert enumerated("三是城南那家，步行十分钟") == 3
    assert enumerated("Second, a cheaper hostel by the station") == 2
    assert enumerated("a hostel by the station") is None


def test_words_match_by_stem_and_chinese_by_two_characters_in_a_row() -> None:
    assert matches(("trackers",), "a Barclays 2-year tracker at base plus 0.6%") == 1
    assert matches(("江边",), "三是江边的海鲜酒楼，人均200") == 1
    assert matches(("10万",), "每月10号发行") == 0  # digits are no words of an option
    assert matches(("静安",), "徐汇那套两居，月租六千") == 0
    # a word of another form of the option's word: "the bouncy one" / "Bounce Republic"
    assert matches(("bouncy",), "1) Bounce Republic trampoline park in Everett") == 1
    assert matches(("boat",), "a boating lake with a café") == 0  # four letters are no stem


@pytest.mark.parametrize(
    ("text", "stance", "words"),
    [
        # a negation after the pointer turns it down, whatever verb it negates
        ("the glass one would never survive the kids", "reject", ("glass",)),
        ("the loft one doesn't have a lift, forget it", "reject", ("loft",)),
        ("the Friday slot isn't happening", "reject", ("friday",)),
        # a bare "not the X" turns X down
        ("not the fixed rate. too risky for us", "reject", ("fixed", "rate")),
        # an answer that opens with a yes takes the option it then names
        ("yes, the walnut one", "accept", ("walnut",)),
        ("yep. the early train", "accept", ("early",)),
        ("对，靠窗那个", "accept", ("靠窗",)),
    ],
)
def test_a_negation_or_a_yes_around_a_pointer_is_its_stance(
    text: str, stance: str, words: tuple[str, ...]
) -> None:
    found = point(text)
    assert found is not None, text
    assert (found.stance, found.words) == (stance, words)


@pytest.mark.parametrize(
    "text",
    [
        "yes, the weather was lovely",  # a yes, but nothing pointed at
        "the blue one is nice but I'm not sure",  # no stance on it
        "not the best week for me",  # "not the best": no option
    ],
)
def test_a_yes_or_a_not_alone_points_at_nothing(text: str) -> None:
    assert point(text) is None


@pytest.mark.parametrize(
    ("text", "stance", "words"),
    [
        # "the one" and what sets it apart: by, near, with, on…
        ("lets skip the one by the station actually", "reject", ("station",)),
        ("we'll take the one with the balcony", "accept", ("balcony",)),
        ("the one on Leinster Road is a hard no", "reject", ("leinster", "road")),
        # …or how far it is from somewhere, said alone after a colon
        ("we compromised: the one 10 min from home, and weekend hikes", "accept", ("home",)),
        ("going with the one five minutes away from the office", "accept", ("office",)),
        # a Chinese "too …" about it turns it down, as "too far" does in English
        ("一居那个太远了 早上得六点起", "reject", ("一居",)),
        ("靠马路那套太吵了", "reject", ("靠马路",)),
    ],
)
def test_the_one_with_and_too_far_are_read(text: str, stance: str, words: tuple[str, ...]) -> None:
    found = point(text)
    assert found is not None, text
    assert (found.stance, found.words) == (stance, words)


@pytest.mark.parametrize("text", ["the one thing I miss is the sea", "这个太好了吧"])
def test_the_one_thing_and_too_good_point_at_nothing(text: str) -> None:
    assert point(text) is None


@pytest.mark.parametrize(
    ("text", "stance", "extreme"),
    [
        ("the cheaper one. he'll lose his mind over the dinos", "accept", "low"),
        ("let's go with the cheapest", "accept", "low"),
        ("the pricier one's out, we're on a budget", "reject", "high"),
        ("贵的那家就不考虑了 我妈肯定念叨一路", "reject", "high"),
        ("便宜那个吧", "accept", "low"),
        ("最便宜的那家就行", "accept", "low"),
    ],
)
def test_a_pointer_by_price_points_at_the_cheapest_or_the_dearest(
    text: str, stance: str, extreme: str
) -> None:
    found = point(text)
    assert found is not None
    assert (found.stance, found.extreme) == (stance, extreme)


@pytest.mark.parametrize(
    ("text", "compared"),
    [
        ("ok going with the cheaper one", True),
        ("the less expensive option, please", True),
        ("那就更便宜的那家吧", True),
        ("let's go with the cheapest", False),
        ("最便宜的那家就行", False),
        ("便宜那个吧", False),
    ],
)
def test_a_price_compared_points_at_one_of_two(text: str, compared: bool) -> None:
    found = point(text)
    assert found is not None and found.compared is compared


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("yep the bouncy one", ("bouncy",)),
        ("the walnut one.", ("walnut",)),
        ("靠窗那个", ("靠窗",)),
    ],
)
def test_a_pointer_said_alone_as_a_reply_takes_the_option(
    text: str, words: tuple[str, ...]
) -> None:
    found = point(text)
    assert found is not None
    assert (found.stance, found.words) == ("accept", words)


def test_surely_is_no_choice() -> None:
    """肯定 ("surely") holds 定 ("settle on"), and chooses nothing."""
    assert point("我妈肯定念叨一路") is None


def test_items_of_one_list_are_told_by_their_shape() -> None:
    assert listed_alike("Tofu, tabby girl, 10 weeks", "Bean, black and white, very shy")
    assert listed_alike("three left: Miso, ginger boy, 12 weeks", "Tofu, tabby girl, 10 weeks")
    assert listed_alike("2）银行理财，年化2.8%", "3）国债，三年期")
    assert not listed_alike("Thanks, that's great", "Sure, no problem")
    assert not listed_alike("Tofu, tabby girl, 10 weeks", "wish me luck")


@pytest.mark.parametrize(
    ("text", "stance"),
    [
        ("fine, book the other one then", "accept"),
        ("the other option's a no too", "reject"),
        ("那就另一家吧", "accept"),
        ("剩下那个也不行 太远", "reject"),
    ],
)
def test_the_other_one_points_at_the_option_left(text: str, stance: str) -> None:
    found = point(text)
    assert found is not None and (found.stance, found.extreme) == (stance, OTHER)


@pytest.mark.parametrize("text", ["I ran into her the other day", "另外，周五记得交房租"])
def test_the_other_day_and_besides_point_at_nothing(text: str) -> None:
    found = point(text)
    assert found is None or found.extreme != OTHER


@pytest.mark.parametrize(
    ("text", "stance", "extreme"),
    [
        ("not the pricey one, can't swing it with the car payment", "reject", "high"),
        ("the expensive one is out", "reject", "high"),
        ("ok the budget option then", "accept", "low"),
    ],
)
def test_a_price_said_plainly_points_at_the_cheapest_or_the_dearest(
    text: str, stance: str, extreme: str
) -> None:
    found = point(text)
    assert found is not None
    assert (found.stance, found.extreme, found.compared) == (stance, extreme, False)


@pytest.mark.parametrize(
    ("text", "words"),
    [("co-op is out", ("co-op",)), ("ok barclays is out", ("barclays",))],
)
def test_a_name_typed_in_lower_case_and_out_turns_it_down(
    text: str, words: tuple[str, ...]
) -> None:
    found = point(text)
    assert found is not None
    assert (found.stance, found.words) == ("reject", words)


@pytest.mark.parametrize("text", ["it's out", "that is out", "the power is out", "i'm out"])
def test_what_is_out_with_no_name_points_at_nothing(text: str) -> None:
    assert point(text) is None


@pytest.mark.parametrize(
    ("reply", "question", "words"),
    [
        (
            "yep. sent the deposit this morning, $300",
            "Makes sense. So the one on Maple Street?",
            ("maple", "street"),
        ),
        ("对 就它了", "那就靠窗那个？", ("靠窗",)),
    ],
)
def test_a_yes_to_a_question_that_only_names_an_option_takes_it(
    reply: str, question: str, words: tuple[str, ...]
) -> None:
    found = confirmed(reply, question)
    assert found is not None
    assert (found.stance, found.words) == ("accept", words)


@pytest.mark.parametrize(
    ("reply", "question"),
    [
        ("yes", "Is the one on Maple Street open on Saturdays?"),
        ("no, the other", "So the one on Maple Street?"),
        ("maybe", "So the one on Maple Street?"),
        ("yes", "Shall I set a reminder?"),
        ("对", "靠窗那个离厕所近吗？"),
    ],
)
def test_a_yes_to_any_other_question_takes_nothing(reply: str, question: str) -> None:
    assert confirmed(reply, question) is None
