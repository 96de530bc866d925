"""Which two statements fill one single-valued slot (recall's safety net), English and
Chinese: a changed value, a change said, a liking flipped; never look-alike facts of other
people, additions to a many-valued slot, or questions."""

from __future__ import annotations

import pytest

from service.language.changes import says_forward, settles
from service.language.slots import (
    Said,
    about,
    additive,
    of_same_people,
    same_slot,
    same_thing,
    shared_in_context,
)
from service.language.wording import holders, self_described


def _slot(
    new: str, old: str, cosine: float = 0.8, space: str = "primary", **kw: object
) -> str | None:
    return same_slot(Said(new, **kw), Said(old), cosine, space)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("new", "old", "space"),
    [
        ("$110 per head all in, deposit due June 1", "our ceiling is $85 a head", "primary"),
        ("the physio wants 3 sessions a week", "physio is 2 sessions a week", "primary"),
        ("最后按一节340谈下来的", "钢琴课一节课280，45分钟", "multilingual"),
        ("房贷月供降到每月4915", "房贷月供6830", "multilingual"),
        ("每月房租涨到5300了", "每月房租5000", "multilingual"),
        ("rent goes up to 1990 every month from august", "rent is 1875 a month", "primary"),
    ],
)
def test_a_changed_value_of_one_thing_fills_its_slot(new: str, old: str, space: str) -> None:
    cosine = 0.8 if space == "primary" else 0.93
    assert _slot(new, old, cosine, space) == "value changed"


@pytest.mark.parametrize(
    ("new", "old", "space"),
    [
        ("I'm an early-meeting person these days", "I like my meetings late in the day", "primary"),
        ("以后都给我订过道的", "我一般都坐靠窗的", "multilingual"),
        # a number in the story told beside the change is no value of what it changes
        (
            "also i'm aisle seat all the way now, drank so much water on the way back and had"
            " to climb over a guy 4 times",
            "and window seat on the flight pls, i like to sleep against the wall",
            "primary",
        ),
    ],
)
def test_a_change_of_mind_without_a_value_fills_its_slot(new: str, old: str, space: str) -> None:
    cosine = 0.7 if space == "primary" else 0.94
    assert _slot(new, old, cosine, space) == "change said"


@pytest.mark.parametrize(
    ("new", "old"),
    [
        ("my wife's phone plan is 39 a month", "my phone plan is 59 a month"),
        ("我老婆那辆车的车险11月3号到期", "我那辆车的车险7月12号到期"),
        ("二宝学游泳 周日下午三点半", "大宝学围棋 周六上午九点"),
        ("I'm also allergic to latex", "I'm allergic to penicillin"),
        ("还有一个过敏源是花粉", "我对海鲜过敏"),
        ("Is the lesson at 4:30?", "the lesson is at 5:30"),
        ("vet started her on 2.5 mg twice a day", "Biscuit is on 16 mg once a day"),
        # how often is part of the value, not a topic two cards share
        ("对了花呗是每月10号 那个自动扣的不用管", "建行龙卡是每月22号"),
        ("招行那张每月8号还", "建行龙卡是每周一提醒我"),
    ],
)
def test_look_alike_facts_of_many_valued_slots_never_fill_one(new: str, old: str) -> None:
    space = "multilingual" if any("\u4e00" <= c <= "\u9fff" for c in new) else "primary"
    people = frozenset({"biscuit"}) if "Biscuit" in old else frozenset()
    got = same_slot(Said(new), Said(old, people=people), 0.95, space)
    assert got is None


def test_different_people_named_are_different_slots() -> None:
    a = Said("Mochi gets 2.5 mg twice a day", people=frozenset({"mochi"}))
    b = Said("Biscuit gets 16 mg once a day", people=frozenset({"biscuit"}))
    assert same_slot(a, b, 0.9) is None


def test_statements_pointing_at_a_he_and_a_she_are_of_two_people() -> None:
    """Neither names anyone the entity reader kept (a pet, a plumber), but one points at a
    "he" and the other at a "she": two someones, two slots."""
    old = Said("Biscuit (the lab) is on Apoquel for his itchy paws, 16 mg once a day")
    new = Said("vet started her on methimazole 2.5 mg twice a day")
    assert same_slot(new, old, 0.9) is None
    # …nor when both took the same name by a guess (the drug "Apoquel" read as a someone)
    drug = frozenset({"apoquel"})
    assert same_slot(Said(new.text, people=drug), Said(old.text, people=drug), 0.9) is None
    assert _slot("he quoted $400 for the boiler", "she said $350, parts included", 0.8) is None
    # the same someone, or a "she" who only passes a message on about "his" slot, still may
    assert _slot("she moved his appointment to 4pm", "his appointment is at 3pm", 0.8)
    assert _slot("he's on 20 mg now", "he takes 10 mg in the morning", 0.8)


def test_a_statement_of_what_holds_there_is_of_the_place_said_just_before_it() -> None:
    """ "bell there is 7:45" is of the school named the line before ("she started at hawthorne
    middle this year"), not of the one another statement names ("he's at lincoln elementary,
    the bell is 8:20"); it still updates one it points back at, said in its own lines."""
    old = Said(
        "he's in 2nd grade at lincoln elementary, doors open 8:05 and the bell is 8:20",
        session="s1",
    )
    new = Said(
        "bell there is 7:45 😩 which is insane for a 12 yo",
        context=(
            "Middle school mornings are a different beast. What time does she need to be in?",
            "she started at hawthorne middle this year and i still haven't figured it out",
        ),
        session="s2",
    )
    assert same_slot(new, old, 0.75) is None
    assert same_slot(old, new, 0.75) is None  # either way round
    back = Said(
        "bell there is 7:55 now, they pushed it",
        context=("lincoln elementary sent a letter home today",),
        session="s3",
    )
    assert same_slot(back, old, 0.75) == "value changed"
    # a place said to hold a while is where the usual thing is for now: it replaces it
    office = Said("save my office address for taxis: 14 Baker Street, 3rd floor", session="s1")
    moved = Said(
        "address there is 25 Cabot Square, level 2",
        context=("our team is at the Canary Wharf site until the end of the month",),
        session="s2",
    )
    assert same_slot(moved, office, 0.75) is not None
    # "there is" that opens a statement says something exists, and points at no place
    exists = Said("and there is a late bell at 8:30 now", context=("weird week",), session="s3")
    assert same_slot(exists, old, 0.75) == "value changed"
    zh_old = Said("大宝学校早上七点五十上课", session="s1")
    zh_new = Said("那边八点上课 比大宝晚一点", context=("二宝这学期转去实验小学了",), session="s2")
    assert same_slot(zh_new, zh_old, 0.93, "multilingual") is None
    zh_back = Said("大宝那边改成八点上课了", context=("大宝学校发通知了",), session="s3")
    assert same_slot(zh_back, zh_old, 0.93, "multilingual") == "value changed"
    # after a noun, 那边 is that one's side, no place said before: "the aisle side"
    aisle = Said("以后出差坐高铁给我买过道那边的", context=("上次那趟挤死了",), session="s2")
    assert same_slot(aisle, Said("高铁我一般坐靠窗", session="s1"), 0.93, "multilingual")


def test_unrelated_statements_are_not_one_slot_whatever_they_share() -> None:
    assert _slot("the budget is now $1.2M", "We need 3 bedrooms", 0.45) is None
    assert _slot("达人名单下周三前给我", "新品下个月上市", 0.93, "multilingual") is None


def test_markers_of_change_and_of_addition() -> None:
    assert says_forward("from the next order it's the All Free Clear stuff")
    assert says_forward("anyway 0.8 mg from tomorrow, same times", strong=True)
    assert not says_forward("got a postcard from today's mail")
    assert says_forward("以后推书就推微信读书上有的吧")
    assert not says_forward("豆豆回来以后黏死我了")  # 以后 after a verb is "after"
    assert additive("还有我老婆那辆") and additive("I also need the Grade 1 book")
    assert not additive("I always go late afternoon")
    # an "also" that opens the speaker's next statement adds a statement, not a value
    assert not additive("also i'm aisle seat all the way now, my knees hate the window")
    assert additive("also allergic to latex") and additive("Also, I'm allergic to cats too")
    # "又" adds before a verb of getting; elsewhere it is "again"
    assert additive("我刚又加了一间") and additive("又买了一辆电动车")
    assert not additive("眼镜度数又涨了 以后买电影票都挑第五六排中间的")
    assert not additive("团子现在好了 又开始拆家")
    # one more, with the total it makes now: the slot's new value, not one beside it
    assert not additive("我刚又加了一间 现在是三间") and not additive("又订了两张票 一共六张")
    assert not additive("booked another room, so it's 3 rooms now")
    assert not additive("added one more kid to the carpool, 5 in total")
    assert additive("also booked a room for my sister, she's coming now")


@pytest.mark.parametrize(
    ("new", "old", "turn", "space"),
    [
        (
            "get me something first thing, like 8am, before my shift",
            "I always go late afternoon, like 4 or 5, after work",
            "get me something first thing, like 8am, before my shift. that's how I want all my "
            "appointments from here on",
            "primary",
        ),
        (
            "周三下午那节就行",
            "游泳课一般排在周六上午",
            "换了个教练。周三下午那节就行。以后都按这个时间来",
            "multilingual",
        ),
    ],
)
def test_a_new_value_in_a_turn_that_marks_a_change_fills_the_slot(
    new: str, old: str, turn: str, space: str
) -> None:
    cosine = 0.6 if space == "primary" else 0.9  # related, not close, no word in common
    assert _slot(new, old, cosine, space) is None  # the part alone says no change
    assert _slot(new, old, cosine, space, turn=turn) == "new value, change said"


def test_a_turn_that_marks_no_change_leaves_a_new_value_unsure() -> None:
    turn = "get me something first thing, like 8am, before my shift. thanks!"
    got = _slot(
        "get me something first thing, like 8am, before my shift",
        "I always go late afternoon, like 4 or 5, after work",
        0.6,
        turn=turn,
    )
    assert got is None


def test_closeness_alone_never_joins_a_statement_naming_a_code_to_one_naming_none() -> None:
    rebooked = "got a seat on UA 837 at 3:35pm"
    assert _slot("dentist on Saturday at 11:15 for me", rebooked, 0.75) is None
    assert _slot(rebooked, "my flight home is UA 857, leaves 6:05am on the 14th", 0.75) == (
        "value changed"
    )


def test_a_speakers_name_is_not_what_a_statement_is_about() -> None:
    assert "周婷" not in about("周婷: 嗯 搞航天的嘛 项目一来就得去基地")
    assert "caroline" not in about("Caroline: I went to a support group yesterday")


@pytest.mark.parametrize(
    ("new", "old", "space", "cosine"),
    [
        (
            "周婷: 现在天天加班，累死了",
            "周婷: 老大在实验小学读三年级",
            "multilingual",
            0.9,
        ),
        (
            "Caroline: I'm so busy these days, work is crazy now",
            "Caroline: my kids go to Lincoln Elementary",
            "primary",
            0.55,
        ),
        # the clause that says "now" holds a value the old one lacks: the values say it
        (
            "the kids are with their dad on weekends now, he has them till 6 on sundays",
            "sunday dinner at mum's is a must, we always go",
            "primary",
            0.6,
        ),
    ],
)
def test_a_later_remark_that_says_now_replaces_nothing_of_another_thing(
    new: str, old: str, space: str, cosine: float
) -> None:
    assert _slot(new, old, cosine, space) is None


def test_same_thing_needs_a_value_type_a_word_beside_the_names_or_close_meaning() -> None:
    a, b = Said("周婷: 老大九月上小学"), Said("周婷: 现在天天加班")
    assert not same_thing(a, b, 0.9, "multilingual")
    assert same_thing(
        Said("豆豆平时一个人在家"), Said("这几天豆豆寄养在宠物店"), 0.9, "multilingual"
    )
    assert same_thing(a, b, 0.95, "multilingual")  # very close meaning


@pytest.mark.parametrize(
    ("new", "old", "space"),
    [
        (
            "以后推书就推微信读书上有的吧，家里书架塞不下了",
            "我只看纸质书哈，电子书真看不进去",
            "multilingual",
        ),
        ("from now on just send me audiobooks", "I only read paper books", "primary"),
    ],
)
def test_a_change_said_of_what_holds_from_now_on_needs_no_word_in_common(
    new: str, old: str, space: str
) -> None:
    cosine = 0.9 if space == "multilingual" else 0.55  # related, not close
    assert _slot(new, old, cosine, space) == "change said"


@pytest.mark.parametrize(
    ("text", "held"),
    [
        ("my wife's car is in the shop", True),
        ("kayaked lake union today with my dad", False),  # he came along
        ("我老婆的车送去保养了", True),
        ("二宝下周开始学游泳", True),
        ("今天陪我爸妈爬了趟莫干山 腿都废了", False),  # they came along
        ("跟同事去西湖划船了", False),
        ("带我妈去医院复查了", False),
        ("给我妈订的机票改到周五了", True),  # hers
    ],
)
def test_someone_who_comes_along_is_not_whom_a_statement_is_of(text: str, held: bool) -> None:
    assert bool(holders(text)) is held


def test_a_fragment_read_with_the_rest_of_its_turn_shares_its_words() -> None:
    """ "june 6, same time" is what "oh dee got back to me" goes on to say: read with its turn it
    is of Dee's booking, as "sat april 25, 11am, with Dee" was (said sessions apart). Not the
    first turn of a session, which is read alone."""
    old = Said("sat april 25, 11am, with Dee", people=frozenset({"dee"}), session="s1")
    new = Said(
        "june 6, same time",
        turn="oh dee got back to me. june 6, same time",
        context=("morning!",),
        session="s3",
    )
    assert shared_in_context(new, old)
    assert same_slot(new, old, 0.65) == "value changed"
    zh_old = Said("周六下午两点 跟陈医生", people=frozenset({"陈医生"}), session="s1")
    zh_new = Said(
        "改到下周二 还是下午",
        turn="陈医生那边回消息了 改到下周二 还是下午",
        context=("早",),
        session="s2",
    )
    assert shared_in_context(zh_new, zh_old)
    same = Said("june 6, same time", turn="oh dee got back to me. june 6, same time", session="s1")
    assert not shared_in_context(same, old)  # one session: the same lines lie before both


def test_a_bare_number_read_with_its_turn_fills_no_slot() -> None:
    old = Said(
        "its a 4 hour sitting",
        turn="sat april 25, 11am, with Dee. its a 4 hour sitting",
        session="s1",
    )
    new = Said(
        "6 more weeks of waiting, kill me",
        context=("Okay, Saturday at 11am with Dee.",),
        session="s3",
    )
    assert same_slot(new, old, 0.55) is None


def test_an_english_change_from_now_on_with_a_value_the_old_lacks_fills_the_slot() -> None:
    new = Said("just crank everything to 1.5x from now on, my brain's adjusted")
    old = Said("always normal speed pls, sped up voices make me feel like i'm being yelled at")
    assert same_slot(new, old, 0.6) == "change said"
    # Chinese cosines crowd together: a value of its own ("中午") keeps needing the values to
    # say what changed
    zh_new = Said("以后中午给我点轻食吧 鸡胸肉沙拉那种")
    zh_old = Said("楼下那家木桶饭 梅菜扣肉的 米饭要大份")
    assert same_slot(zh_new, zh_old, 0.9, "multilingual") is None
    # …unless the two are very close in meaning: then a change said to hold from now on
    # replaces, though both name the same time of day ("中午" is when, not what)
    zh_old = Said("中午帮我点个外卖 楼下那家木桶饭 梅菜扣肉的 米饭要大份")
    assert same_slot(zh_new, zh_old, 0.9, "multilingual") is None
    assert same_slot(zh_new, zh_old, 0.95, "multilingual") == "change said"
    assert same_slot(Said("中午给我点轻食 鸡胸肉沙拉"), zh_old, 0.95, "multilingual") is None
    # "now" merely describes: with a value of its own it says no change
    assert same_slot(Said("I'm at 5mg now"), Said("I like my coffee strong"), 0.6) is None


def test_a_version_number_read_with_its_turn_is_no_price() -> None:
    old = Said(
        "pinned numpy to 1.26.4", turn="ok build's green. pinned numpy to 1.26.4", session="s1"
    )
    new = Said("bumped it to 2.14.0", context=("numpy release notes look fine",), session="s2")
    # no error; and "bumped it to" says the version moved (no price is read from it)
    assert same_slot(new, old, 0.55) == "new value, change said"


def test_a_pronoun_said_in_both_contexts_is_no_topic_they_share() -> None:
    """ "Anything to prep?" before the meeting's date and "Anything surprising in it?" before
    a remark on the weather share "anything": no subject, so no slot."""
    old = Said(
        "first mtg april 9 at 3",
        turn="she wants all my 1099s before we meet. first mtg april 9 at 3",
        context=("That'll take a load off. Anything to prep?",),
        session="s1",
    )
    new = Said(
        "snowing in april",
        turn="snowing in april. colorado never changes",
        context=("Anything surprising in it?",),
        session="s3",
    )
    assert not shared_in_context(new, old)
    assert same_slot(new, old, 0.55) is None


def test_someone_elses_said_as_a_possessive_is_another_slot() -> None:
    his = Said("他的是爱康国宾，约的5月19号，望京那家")
    mine = Said("公司发的体检卡到了，帮我约下，5月12号上午，美年大健康国贸店")
    assert same_slot(his, mine, 0.915, "multilingual") is None
    assert same_slot(Said("his is on the 19th"), Said("mine is booked for the 12th"), 0.8) is None
    # the user's own again still replaces
    assert same_slot(Said("改到5月19号了"), mine, 0.93, "multilingual") is not None


@pytest.mark.parametrize(
    ("new", "plain", "old", "space", "cosine"),
    [
        (
            "小吴表哥那边最后9万1收的 过户他们全包",
            "小吴表哥那边9万1 过户他们全包",
            "二手车市场出价最高的那家给8万2",
            "multilingual",
            0.92,
        ),
        (
            "$650 flat bc of the 3 states. whatever, signed it",
            "$650 flat bc of the 3 states. whatever",
            "she quoted around $500",
            "primary",
            0.58,
        ),
        (
            "$1,990 a month starting august, 12 month term",
            "$1,990 a month, 12 month term",
            "it's $1,875 thru zelle",
            "primary",
            0.61,
        ),
    ],
)
def test_a_value_said_as_how_it_ended_up_replaces_one_said_before(
    new: str, plain: str, old: str, space: str, cosine: float
) -> None:
    assert _slot(new, old, cosine, space) == "new value, change said"
    assert _slot(plain, old, cosine, space) is None  # the marker says it


@pytest.mark.parametrize(
    ("new", "old", "space", "cosine"),
    [
        ("最后一站是西湖 200", "灵隐寺那边500", "multilingual", 0.92),
        ("signed up for yoga, $40", "the gym is $60 a month", "primary", 0.6),
    ],
)
def test_the_last_one_or_signing_up_is_no_outcome(
    new: str, old: str, space: str, cosine: float
) -> None:
    assert _slot(new, old, cosine, space) is None


def test_someone_read_from_before_is_not_the_speaker_who_says_i() -> None:
    his = Said("他的是爱康国宾，约的5月19号，望京那家", people=frozenset({"老公"}))
    mine = Said("公司发的体检卡到了，帮我约下，5月12号上午，美年大健康国贸店")
    assert same_slot(his, mine, 0.915, "multilingual") is None
    # the speaker's own again is of the same person
    assert same_slot(Said("我的改到5月19号了"), mine, 0.93, "multilingual") is not None


@pytest.mark.parametrize(
    ("new", "old", "space", "cosine"),
    [
        (
            "ok. and sam wants to invite his whole class now",
            "sam turns 5 on june 3 and i have nothing planned",
            "primary",
            0.6,
        ),
        ("小宇现在非要请全班同学来", "小宇6月3号满五岁 啥都还没准备", "multilingual", 0.9),
    ],
)
def test_a_remark_that_says_now_without_a_value_leaves_the_values_of_another_alone(
    new: str, old: str, space: str, cosine: float
) -> None:
    """Sharing whom they are about is not sharing what: a birthday's date is no slot a wish
    said "now" fills."""
    assert _slot(new, old, cosine, space) is None


@pytest.mark.parametrize(
    ("text", "settled"),
    [
        ("finally went with the blue tiles", True),
        ("we finally signed with the second agency", True),
        ("we're getting quotes for the kitchen finally", False),
        ("the parcel came finally!", False),
        ("最后按每桌5200签了", True),
    ],
)
def test_finally_at_the_end_of_a_clause_is_at_last_not_how_it_ended_up(
    text: str, settled: bool
) -> None:
    assert settles(text) is settled


@pytest.mark.parametrize(
    ("text", "strong"),
    [
        ("现在改吃网易严选那个三文鱼的了 无谷", True),
        ("我爸现在改用微信支付了", True),
        ("上班改骑电动车了 地铁太挤", True),
        ("咖啡改喝燕麦拿铁了", True),
        ("改天再约吧", False),
        ("方案还得再改进一下", False),
        ("昨晚改了一下简历", False),
        ("这家店的服务有改善", False),
    ],
)
def test_gai_before_a_verb_says_what_is_done_instead(text: str, strong: bool) -> None:
    """改 before a verb ("改吃", "改用", "改骑") is "switched to doing": a change said to hold
    instead, as 改成 is; not 改天 (another day), 改进, 改善, nor 改了 (edited)."""
    assert says_forward(text, strong=True) is strong


@pytest.mark.parametrize(
    ("new", "old", "cosine", "space", "moved"),
    [
        (
            "talked it over with sam, we can go to 2k if it has a dishwasher",
            "apartment hunting, our rent budget is $1800 max",
            0.52,
            "primary",
            True,
        ),
        (
            "we'll stretch to 30k for the right one",
            "budget for the car is 25k",
            0.588,
            "primary",
            True,
        ),
        ("咬咬牙 加到二十五万吧 厨房不想凑合", "装修预算二十万 全包", 0.934, "multilingual", True),
        ("房租涨到4200了", "房租每月3800", 0.93, "multilingual", True),
        # going somewhere at a time moves no value
        ("we're going to the 7pm show tonight", "dinner is at 6:30", 0.55, "primary", False),
        ("kids go to bed at 8 now", "dinner is at 6:30", 0.6, "primary", False),
        ("明天下午三点到机场接人", "我每天早上八点出门", 0.9, "multilingual", False),
    ],
)
def test_a_value_moved_to_is_a_new_value_of_the_slot(
    new: str, old: str, cosine: float, space: str, moved: bool
) -> None:
    """ "go to 2k", "stretch to 30k", "加到二十五万": a verb that moves a value to another says
    the new one, though the statement names no budget."""
    assert (_slot(new, old, cosine, space) is not None) is moved


def test_lately_in_chinese_says_what_holds_now() -> None:
    """最近 ("lately") says what holds now, as "these days" does: with a word in common it
    replaces a liking said before ("最近喝拿铁比较多 美式太苦了" / "我喝咖啡一般要冰美式")."""
    new, old = "最近喝拿铁比较多 美式太苦了 胃受不了", "我喝咖啡一般要冰美式 不加糖"
    assert _slot(new, old, 0.914, "multilingual") is not None
    assert _slot("最近工作特别忙", "我一般周末去爬山", 0.9, "multilingual") is None


@pytest.mark.parametrize("lately", ["这阵子", "这段时间", "近来"])
def test_other_words_for_these_days_in_chinese_say_what_holds_now(lately: str) -> None:
    """The other words for "these days" say it as 最近 does, of a thing the older speaks of
    too ("这阵子跑步都在听播客" / "跑步的时候我只听摇滚"); of another thing, nothing."""
    old = "跑步的时候我只听摇滚 越燥越好"
    assert _slot(f"{lately}跑步都在听播客 边跑边学点东西", old, 0.93, "multilingual") is not None
    assert _slot(f"{lately}工作特别忙", "我一般周末去爬山", 0.9, "multilingual") is None


@pytest.mark.parametrize(
    ("new", "old", "cosine", "space"),
    [
        ("I'm eating fish these days", "Jamie eats whatever", 0.62, "primary"),
        ("我最近开始吃鱼了 医生说要补充蛋白质", "老公什么都吃 不挑", 0.9, "multilingual"),
    ],
)
def test_the_speakers_own_habit_is_not_that_of_someone_named_as_subject(
    new: str, old: str, cosine: float, space: str
) -> None:
    """ "Jamie eats whatever" is Jamie's; "I'm eating fish these days" is the speaker's: two
    people, though only one of them names anyone."""
    people = frozenset({"jamie"}) if "Jamie" in old else frozenset({"老公"})
    assert same_slot(Said(new), Said(old, people=people), cosine, space) is None


def test_too_before_a_word_it_qualifies_adds_nothing() -> None:
    """ "too useful", "too far" say how much, not "as well": they add no value to a slot."""
    assert not additive("caved and moved to vscode, the live share thing is too useful")
    assert not additive("it's too far to walk now, I drive in")
    assert additive("I'm allergic to latex too") and additive("my sister has one too.")


@pytest.mark.parametrize(
    ("new", "old", "cosine", "space"),
    [
        (
            "caved and moved to vscode for the team stuff, the live share thing is too useful",
            "I do all my coding in vim, have for years",
            0.64,
            "primary",
        ),
        ("我们组转用飞书了 钉钉那边不续费了", "我们公司用钉钉打卡开会", 0.941, "multilingual"),
        (
            "上个月试了双HOKA 膝盖舒服太多了 以后就认这个牌子了",
            "我跑步一直穿亚瑟士的鞋",
            0.894,
            "multilingual",
        ),
        ("上周换了家理发店 以后就去这家了", "我剪头发一直去楼下那家", 0.935, "multilingual"),
    ],
)
def test_a_switch_said_without_naming_the_old_choice_fills_its_slot(
    new: str, old: str, cosine: float, space: str
) -> None:
    """ "moved to", "转用" say what holds in place of what held; and a time the new
    statement tells its change by ("上个月试了…", "上周换了…") is no value of the old one's,
    so it does not stand for what changed."""
    assert _slot(new, old, cosine, space) is not None


@pytest.mark.parametrize(
    ("new", "old", "cosine", "space"),
    [
        ("work's been crazy lately", "I go hiking most weekends", 0.535, "primary"),
        # "lately" tells what one has been doing, not a change of what one likes (LoCoMo:
        # "been practicing dance routines lately" replaced "contemporary is my top pick")
        (
            "Jon: Been practicing dance routines lately, it keeps my mind focused",
            "Jon: I love all dances, but contemporary is my top pick",
            0.75,
            "primary",
        ),
        (
            "dad gets his own obviously since the divorce, he moved to kitchener",
            "14 Orchard Lane, Guelph ON N1H 3K2",
            0.55,
            "primary",
        ),
        ("上个月钱转到你卡上了 查一下", "我工资卡是招商的", 0.9, "multilingual"),
        ("上周去了趟医院 现在好多了", "我一般早上跑步", 0.9, "multilingual"),
        (
            "Jon: The dance studio is on tenuous grounds right now, but I'm staying positive",
            "Jon: Opening the dance studio's been a great experience",
            0.8,
            "primary",
        ),
    ],
)
def test_a_later_remark_of_something_else_fills_no_slot(
    new: str, old: str, cosine: float, space: str
) -> None:
    assert _slot(new, old, cosine, space) is None


@pytest.mark.parametrize(
    ("new", "old", "moved"),
    [
        ("跟酒店又谈了一次 升级成4588那档了 多了道龙虾", "婚宴订的每桌3888的套餐 二十桌", True),
        ("月租调成三千五了 房东说物价涨了", "房子月租三千二", True),
        ("这事变成老大难了 拖了3个月", "装修拖了2个月", False),
    ],
)
def test_a_value_changed_into_is_a_new_value_of_the_slot(new: str, old: str, moved: bool) -> None:
    """ "升级成4588那档", "调成三千五": a verb of change with 成 before a figure says the new
    value, as "涨到" does; not 成 before anything else ("变成老大难了 拖了3个月")."""
    assert (_slot(new, old, 0.9, "multilingual") is not None) is moved


@pytest.mark.parametrize(
    ("text", "back"),
    [
        ("天暖和了 又骑回单车了 舒服", True),
        ("用了两个月还是换回安卓了", True),
        ("went back to the 7:40 train now the works are done", True),
        ("switched back to my old dentist", True),
        ("车开回家了", False),
        ("他回复我了", False),
        ("drove back from the coast today", False),
    ],
)
def test_going_back_to_a_choice_is_a_choice_in_place_of_what_held(text: str, back: bool) -> None:
    """ "又骑回单车了", "换回安卓", "went back to the 7:40": what held before holds again, in
    place of what held since; not a way home ("车开回家了", "drove back from the coast")."""
    assert says_forward(text) is back


@pytest.mark.parametrize(
    ("new", "old", "cosine"),
    [
        ("这学期开始五点十分才放学 加了一节课后服务", "孩子学校四点半放学 我下班来不及接", 0.943),
        ("满一岁了 奶粉换成三段的了 还是飞鹤", "孩子喝的奶粉是飞鹤星飞帆 二段", 0.93),
        # 她 said only of a place ("去她那上", to her place) points at where, not at whose
        (
            "钢琴老师自己开了个工作室 以后课都去她那上 时间不变",
            "孩子周三下午的钢琴课在少年宫 四点半开始",
            0.92,
        ),
    ],
)
def test_a_chinese_statement_without_the_subject_may_be_of_whom_the_other_named(
    new: str, old: str, cosine: float
) -> None:
    """Chinese drops a subject the conversation already has: a statement naming no one, not
    even the speaker, of a thing the other names ("放学", "奶粉"), may be of the one it names;
    one that says 我, or of nothing in common, is not."""
    assert _slot(new, old, cosine, "multilingual") is not None
    assert _slot("我的车是黑色的 去年买的", "老婆的车是白色的", 0.95, "multilingual") is None
    assert (
        _slot("平安那边打电话来报价了 今年3860", "老婆那辆车险3200", 0.93, "multilingual") is None
    )
    # 她 as the subject points at someone
    assert (
        _slot("她以后都在工作室上课了", "孩子周三下午的钢琴课在少年宫", 0.92, "multilingual")
        is None
    )


def test_a_chinese_he_and_she_are_two_people() -> None:
    """他 and 她 point like "he" and "she": two statements that name no one, one of each,
    are of two people; two of one pronoun may be of one."""
    assert not of_same_people(Said("他每周二晚上去游泳"), Said("她每周四晚上去游泳"))
    assert of_same_people(Said("他每周二晚上去游泳"), Said("他改成周四晚上了"))


@pytest.mark.parametrize(
    "text",
    [
        "I'm an aisle person now though, climbed over two strangers",
        "honestly it's made me a podcast girl, I listen on every walk",
        "i'm a total morning person these days",
        "also i'm window seat all the way now, i sleep the whole flight",
        "I'm all about oat milk these days",
        "ok I'm team paperback, screens at night wreck my sleep",
        "我现在是过道党 进出方便",
        "我已经成了早睡派 十一点就困",
    ],
)
def test_who_the_speaker_says_they_are_now_is_a_liking(text: str) -> None:
    assert self_described(text)


@pytest.mark.parametrize(
    "text",
    [
        "I'm training for a half marathon now, 4 runs a week",
        "I'm a nurse at the Royal Free",
        "I'm on the team that ships the app",
        "I'm all the way across town today",
        "he's a morning person, unlike me",
        "我是新来的 请多关照",
        "我们周六去参加一个派对",
    ],
)
def test_what_the_speaker_does_or_is_by_trade_is_no_such_liking(text: str) -> None:
    assert not self_described(text)


@pytest.mark.parametrize(
    ("new", "old", "old_people", "cosine", "space", "same"),
    [
        (
            "and he wants it by the 5th going forward, something about his own mortgage",
            "the 1st. he's pretty chill but i'd rather not be that tenant",
            {"okafor"},
            0.57,
            "primary",
            True,
        ),
        (
            "他说从下个月起每月5号前交就行",
            "房租每个月1号交给王叔 他这人挺好说话的",
            {"王叔"},
            0.93,
            "multilingual",
            True,
        ),
        # another pronoun, or a "he" beside two people named: someone else, maybe
        (
            "and she wants it by the 5th going forward",
            "the 1st. he's pretty chill but i'd rather not be that tenant",
            {"okafor"},
            0.57,
            "primary",
            False,
        ),
        (
            "and he wants it by the 5th going forward",
            "the 1st. he and Dana split it",
            {"okafor", "dana"},
            0.57,
            "primary",
            False,
        ),
    ],
)
def test_a_he_no_one_was_found_for_is_the_one_he_the_other_names(
    new: str, old: str, old_people: set[str], cosine: float, space: str, same: bool
) -> None:
    """A statement whose "he" found no one in its session ("and he wants it by the 5th going
    forward", weeks after "the 1st. he's pretty chill" of Mr. Okafor) may be of the one the
    other's "he" is: it points at no one else."""
    said = same_slot(Said(new), Said(old, people=frozenset(old_people)), cosine, space)
    assert (said is not None) == same


def test_a_routine_given_up_to_the_assistant_but_not_in_a_transcript() -> None:
    routine = "3pm slump is real, i need my caramel frappuccino every afternoon"
    assert _slot("quit frappuccinos", routine) == "given up"
    # one person to another: what one gives up is as often a story as a change
    told = _slot("Caroline: I quit frappuccinos last year", f"Caroline: {routine}")
    assert told != "given up"
