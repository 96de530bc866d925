"""When a new event retires an older memory, and when it must not: pure rules, English and
Chinese. Every rule has its negative cases: unrelated facts that share a word, an entity, a
value type or a change word never retire each other."""

from __future__ import annotations

import pytest

from service.encoding.conflicts import Side, retirements, supersede_reason
from service.language.likings import likings
from service.language.values import changed_types, restates, typed_values
from service.language.wording import same_speaker, says_change, says_switch, stem


def user(text: str, kind: str = "fact", *keys: str, turn: str = "") -> Side:
    return Side(text, kind, frozenset(keys), "user", turn)


def assistant(text: str, kind: str = "fact", *keys: str) -> Side:
    return Side(text, kind, frozenset(keys), "assistant")


# --- values -----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("the budget is now $1.2M", {("amount", "1.2e+06")}),
        ("We decided the budget is 1M dollars", {("amount", "1e+06")}),
        ("装修预算提到120万了", {("amount", "1.2e+06")}),
        ("预算两万", {("amount", "20000")}),
        ("ask for about 10% more", {("percent", "10")}),
        ("rebooked me on UA 837", {("code:ua", "837")}),
        ("改签到CA1519", {("code:ca", "1519")}),
        ("Anna is 34 years old", {("number", "34")}),  # "is 34" is no code
        ("预计5月20号送到", {("date", "05-20")}),
        ("with a long run on Sundays", {("weekday", "6")}),
        ("周四下午三点开会", {("weekday", "3"), ("clock", "15:00"), ("daypart", "afternoon")}),
    ],
)
def test_values_are_typed_and_normalised(text: str, expected: set[tuple[str, str]]) -> None:
    assert typed_values(text) == expected


def test_the_same_time_said_two_ways_is_no_change() -> None:
    # a relative weekday and a stated date of that weekday share all they both name
    assert not changed_types("复盘会改到5月18日周一上午十点", "复盘会改到下周一上午十点了")
    assert restates(
        "Updated: the review is now Monday 18 May at 10am.", "moved to Monday 18 May, 10am"
    )


def test_a_different_date_or_amount_is_a_change_of_that_type() -> None:
    assert changed_types("延迟到5月23号送", "预计5月20号送到") == {"date"}
    assert changed_types("the budget is now $1.2M", "Our budget is $1M") == {"amount"}


# --- new value -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("old", "new"),
    [
        # the entity is the subject itself, and nothing else is said of it
        (
            user("Our budget is $1M, and that's a hard cap", "fact", "budget"),
            user("the budget is now $1.2M", "decision", "budget"),
        ),
        # no entity in common: the words next to the values agree
        (user("我们准备装修新房，装修预算100万，不能超。"), user("装修预算提到120万了。")),
        (user("好的，预算100万"), user("好消息，我爸妈支持了一点，装修预算提到120万了。")),
        (
            user("我刚在京东下单了一台空气净化器，预计5月20号送到。"),
            user("京东发短信说净化器缺货，延迟到5月23号送。"),
        ),
        (
            user("帮我记一下，周四下午三点和王总开季度复盘会。", "task"),
            user("王总临时出差，复盘会改到下周一上午十点了。", "decision"),
        ),
        (
            user("The LLC annual report is due June 15."),
            user("Good news: the LLC report is now due June 30.", "decision"),
        ),
        # the entity is what the value is of, on both sides
        (
            user("my deductible is $99", "fact", "deductible"),
            user("they raised the deductible to $150 now", "fact", "deductible"),
        ),
        (
            user("押金是3000", "fact", "押金"),
            user("押金改成两个月房租了 一共5000", "fact", "押金"),
        ),
        # a bare number changes only where the change is said
        (
            user("Got it, a team of 6.", "fact", "team"),
            user("the team is 8 people now", "fact", "team"),
        ),
        # an assistant may retire a memory by a changed value
        (
            user("房租合同6月15号到期，要续签。"),
            assistant("好的，续签合同改为6月25号。", "decision"),
        ),
        # the assistant's update of a booking: the shared place is the slot
        (
            assistant("Noted: UA 857, SFO to Shanghai, October 2.", "fact", "shanghai"),
            assistant("Updated: you're on UA 837 to Shanghai on October 3.", "fact", "shanghai"),
        ),
        (
            user(
                "I'm booked on United UA 857 from San Francisco to Shanghai on October 2.",
                "fact",
                "shanghai",
            ),
            assistant("Updated: you're on UA 837 to Shanghai on October 3.", "fact", "shanghai"),
        ),
        # a code of the same family, with the change said
        (
            user("我订了国航CA1501，10月2号从北京飞上海。"),
            user("航班取消了，航司给我改签到CA1519。"),
        ),
    ],
)
def test_a_new_value_of_the_same_thing_supersedes(old: Side, new: Side) -> None:
    assert supersede_reason(new, old, 0.8) == "new value"


def test_a_value_said_alone_takes_its_subject_from_its_turn() -> None:
    turn = "Can you put the quarterly review with Dana in my calendar? It's Thursday 14 May at 2pm."
    new = user("the quarterly review moved to Monday 18 May at 10am", "decision", "review")
    alone = user("It's Thursday 14 May at 2pm", "fact", "may")
    assert supersede_reason(new, alone, 0.6) is None
    assert supersede_reason(new, Side(alone.text, "fact", alone.keys, turn=turn), 0.6)


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # a shared person, but other things said of her
        (
            user("Dana's travelling next week", "fact", "dana"),
            assistant(
                "Updated: the quarterly review with Dana is now Monday 18 May.",
                "fact",
                "review",
                "dana",
            ),
        ),
        (
            user("Anna is 34 years old.", "fact", "anna"),
            user("Anna has 2 kids now.", "fact", "anna"),
        ),
        (
            user("Anna is 34 years old.", "fact", "anna"),
            user("Anna ran a marathon in 2024.", "fact", "anna"),
        ),
        # dates of different things
        (user("Mom's birthday is June 21."), user("The LLC report is now due June 30.")),
        (
            user("我妈生日是6月21号，提前三天订蛋糕。", "fact", "蛋糕"),
            assistant("好的，6月18号提醒你订蛋糕。", "fact", "蛋糕"),
        ),
        # the old value is another instance: my current salary is not the offer
        (user("My current base is $165k."), user("base is now $195k.", "decision")),
        (user("我现在月薪32k，手上还有一个美团的offer。"), user("HR回复了：月薪涨到45k。")),
        # two orders of one shop: different codes, no change said
        (
            user("扫地机器人，订单号 JD2987710032，已经确认收货了。"),
            user("空气净化器，订单号 JD3021887456，预计5月20号送到。"),
        ),
        # the same value again
        (
            user("the quarterly review moved to Monday 18 May at 10am", "decision", "review"),
            assistant(
                "Updated: the quarterly review is now Monday 18 May at 10am.", "decision", "review"
            ),
        ),
        (
            user("王总临时出差，复盘会改到下周一上午十点了。", "decision"),
            assistant("已更新：复盘会改到5月18日周一上午十点。", "decision"),
        ),
        # the shared entity sets the old value against another thing ("after the
        # deductible"): the old value is the payout, the new one the deductible
        (
            user("insurance email: they'll pay $310 after the deductible", "fact", "deductible"),
            user("yeah. the deductible is $99, nobody mentioned that part", "fact", "deductible"),
        ),
        (
            user("quote came back, 2400 plus the deposit", "fact", "deposit"),
            user("deposit is 600, due friday", "fact", "deposit"),
        ),
        (
            user("保险公司说扣掉免赔额还能赔3100", "fact", "免赔额"),
            user("免赔额是500 之前没人跟我说", "fact", "免赔额"),
        ),
        # two past events at different times are no change
        (
            user("Lost my job as a banker yesterday"),
            user("I also lost my job at Door Dash this month"),
        ),
    ],
)
def test_values_of_unrelated_things_never_supersede(old: Side, new: Side) -> None:
    assert supersede_reason(new, old, 0.8) is None


def test_transient_and_incompatible_kinds_never_supersede() -> None:
    old = user("Our budget is $1M", "fact", "budget")
    assert (
        supersede_reason(user("the budget is now $1.2M", "transient", "budget"), old, 0.9) is None
    )
    assert supersede_reason(user("the budget is now $1.2M", "feedback", "budget"), old, 0.9) is None


# --- preference flipped ------------------------------------------------------------------------
def test_likings_read_the_object_and_its_polarity() -> None:
    assert (stem("coffee"), False) in likings("Heads up: I quit coffee two weeks ago")
    assert (stem("coffee"), True) in likings("I love coffee, a double espresso is how I start")
    assert ("辣", False) in likings("我不吃辣，推荐餐厅的时候注意一下。")
    assert ("辣", True) in likings("我在成都待了一个月，现在挺能吃辣的了")
    assert ("咖", False) in likings("我现在不喜欢喝咖啡了")
    assert ("咖", False) in likings("别喝咖啡了")
    # 特别 ("especially") ends in 别 but negates nothing
    assert ("辣", True) in likings("我特别喜欢吃辣的川菜。")
    assert ("辣", False) not in likings("我特别喜欢吃辣的川菜。")
    assert all(liked for _, liked in likings("他分别喜欢吃面和米饭"))


@pytest.mark.parametrize(
    ("old", "new"),
    [
        (
            user(
                "I love coffee, a double espresso is how I start every day", "preference", "coffee"
            ),
            user("Heads up: I quit coffee two weeks ago", "preference", "coffee"),
        ),
        (
            user("I love coffee in the morning.", "preference"),
            user("I don't like coffee anymore.", "preference"),
        ),
        (
            user("我不吃辣，推荐餐厅的时候注意一下。", "preference"),
            user("我在成都待了一个月，现在挺能吃辣的了。"),
        ),
        (user("我喜欢喝咖啡。", "preference"), user("我不喜欢喝咖啡了，改喝茶。", "preference")),
    ],
)
def test_the_same_thing_liked_then_not_flips_the_preference(old: Side, new: Side) -> None:
    assert supersede_reason(new, old, 0.5) == "preference flipped"


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # different things liked and disliked
        (user("I love coffee", "preference"), user("I don't like tea", "preference")),
        (user("我喜欢喝茶", "preference"), user("我现在不喜欢喝咖啡了", "preference")),
        (user("我喜欢爬山", "preference"), user("我不吃辣", "preference")),
        # the same liking said with another intensifier (特别 is no negation)
        (
            user("我特别喜欢在玄武湖边散步。", "preference"),
            user("我真的喜欢在玄武湖边散步。", "preference"),
        ),
        (
            user("我真的喜欢吃辣的川菜。", "preference"),
            user("我特别喜欢吃辣的川菜。", "preference"),
        ),
        # a "not" elsewhere in the sentence flips nothing
        (
            user("Taking care of ourselves is vital", "preference"),
            user(
                "Taking care of ourselves is so important, even if it's not always easy",
                "preference",
            ),
        ),
        # an assistant's suggestion is not the user's liking
        (
            assistant("You could also subscribe to the premium tier."),
            user("I don't want the subscription.", "preference"),
        ),
    ],
)
def test_unrelated_likings_never_flip(old: Side, new: Side) -> None:
    assert supersede_reason(new, old, 0.9) is None


def test_only_the_user_flips_a_preference() -> None:
    old = user("我不吃辣", "preference")
    assert supersede_reason(assistant("现在挺能吃辣的了", "preference"), old, 0.9) is None


# --- explicit change and habits ----------------------------------------------------------------
def test_a_switch_about_a_shared_entity_supersedes() -> None:
    old = user("年糕最近只吃一种猫粮，皇家的室内成猫粮。", "fact", "年糕")
    new = user("年糕换粮了，现在吃渴望六种鱼，之前那个牌子不吃了。", "preference", "年糕")
    assert supersede_reason(new, old, 0.87) == "explicit change"


@pytest.mark.parametrize(
    ("old", "new"),
    [
        # "anymore" of an absence, "from now on" of a new habit beside the old one
        (
            user("Family is the most important thing for me", "fact", "family"),
            user(
                "He was such an important part of our family, it's hard he's not here anymore",
                "fact",
                "family",
            ),
        ),
        (
            user("I started writing some of my favorite memories down", "fact", "memories"),
            user(
                "I'll also start writing down some of my favorite memories from now on",
                "fact",
                "memories",
            ),
        ),
        # one word in common is not a subject
        (
            user("Joanna: I'd love to try it", "preference", "joanna"),
            user(
                "Joanna: I'm trying out dairy-free options like almond milk instead",
                "preference",
                "joanna",
            ),
        ),
        # the old one is all said again
        (
            user("Noted: Jarvis desk, order FJ-58213", "fact", "fj-58213"),
            user(
                "The desk company emailed: order FJ-58213 is delayed, it's now arriving May 19.",
                "fact",
                "fj-58213",
            ),
        ),
    ],
)
def test_change_words_alone_never_supersede(old: Side, new: Side) -> None:
    assert supersede_reason(new, old, 0.7) is None


def test_what_names_nothing_says_no_change_and_likes_nothing_retires_nothing() -> None:
    """However close in meaning and whatever values differ: no rule has a subject to go on."""
    new = user("The meeting is at 3pm on the 14th.", "fact")
    olds = [
        ("clock", user("The meeting is at 2pm on the 14th.", "fact"), 0.97),
        ("date", user("The meeting is at 3pm on the 12th.", "decision"), 0.95),
        ("named", user("The meeting with Dana is at 2pm.", "fact", "dana"), 0.9),
    ]
    assert retirements(new, olds) == []
    assert all(supersede_reason(new, old, cos) is None for _, old, cos in olds)


def test_change_words_in_both_languages() -> None:
    assert says_change("the review moved to Monday", outright=True)
    assert says_change("续签合同推迟到6月25号", outright=True)
    assert says_change("the budget is now $1.2M", outright=True)
    assert not says_change("Seven years now, and I've found my muses", outright=True)
    assert not says_change("he's not here anymore", outright=True)
    assert says_switch("I've switched to swimming") and says_switch("I'm pescatarian now")
    assert says_switch("现在每天坐地铁2号线上班") and says_switch("我现在只喝乌龙茶")
    assert not says_switch("I won't quit, no matter what")
    assert not says_switch("Instead of getting stuck, I worked hard")
    assert not says_switch("I'm tempted to try dairy-free flavors now")
    assert not says_switch("I feel like I can't stop writing now")


RUN = user("I run every morning at 6, usually a 5k loop around the lake.", "preference", "lake")
AISLE = user("I need an aisle seat, I always get up a lot on long flights.", "preference")
KIDS = user("The kids have swim lessons on Wednesday evenings.", "fact", "kids")


def test_a_habit_switch_retires_only_the_closest_habit_of_the_user() -> None:
    new = user("I've switched to swimming, laps at the YMCA pool three times a week.", "decision")
    olds = [("run", RUN, 0.59), ("aisle", AISLE, 0.49), ("kids", KIDS, 0.6)]
    assert retirements(new, olds) == [("run", "habit changed")]


def test_a_new_state_retires_the_closest_state_only() -> None:
    new = user("I'm pescatarian now", "preference")
    olds = [
        ("veg", user("I'm strictly vegetarian", "preference"), 0.70),
        ("nuts", user("I'm allergic to peanuts", "preference"), 0.60),
    ]
    assert retirements(new, olds) == [("veg", "habit changed")]


def test_a_chinese_habit_switch_is_found_by_its_words() -> None:
    commute = user("我每天开车上班，帮我看看早高峰延安高架堵不堵。", "preference")
    other = user("我儿子对芒果过敏，你以后推荐水果的时候注意。", "preference")
    new = user("车卖掉了，停车费太贵，现在每天坐地铁2号线上班。")
    assert retirements(new, [("car", commute, 0.83), ("mango", other, 0.85)]) == [
        ("car", "habit changed")
    ]
    latte = user("我超喜欢喝拿铁，每天早上都要一杯", "preference")
    tea = user("跟你说一下，我现在不喜欢喝咖啡了，已经戒了，现在只喝乌龙茶。", "preference")
    assert retirements(tea, [("latte", latte, 0.84)]) == [("latte", "habit changed")]


@pytest.mark.parametrize(
    "new",
    [
        user("You can use coconut oil instead of butter."),  # someone else's habit
        user("I won't quit, no matter what"),  # no switch
        user("I'm in Lisbon right now and the hotel wifi is awful"),  # a moment, not a change
        assistant("Great, I'll track swim sessions instead."),  # the assistant's word
    ],
)
def test_no_habit_retires_without_a_switch_of_the_users_own(new: Side) -> None:
    olds = [
        ("run", RUN, 0.9),
        ("lactose", user("I'm lactose intolerant", "preference"), 0.9),
        ("toronto", user("I live in Toronto and work remotely", "fact", "toronto"), 0.9),
    ]
    assert retirements(new, olds) == []


def test_a_habit_said_again_is_not_retired_by_the_switch_beside_it() -> None:
    new = user("Since I'm lactose intolerant I'm trying dairy-free options instead", "preference")
    assert retirements(new, [("lactose", user("I'm lactose intolerant", "preference"), 0.9)]) == []


def test_an_intention_is_no_habit_to_retire() -> None:
    new = user("I'm trying out dairy-free options like almond milk instead", "preference")
    tempted = user("I'm tempted to try dairy-free flavors now", "fact")
    assert retirements(new, [("tempted", tempted, 0.8)]) == []


def test_one_speakers_switch_retires_nothing_of_another_speaker() -> None:
    new = user("Joanna: since I'm lactose intolerant I'm trying almond milk instead", "preference")
    nate = user("Nate: I love coconut milk and mixed berry flavors.", "preference")
    assert retirements(new, [("nate", nate, 0.8)]) == []
    mine = user("Joanna: I love coconut milk and mixed berry flavors.", "preference")
    assert retirements(new, [("mine", mine, 0.8)]) == [("mine", "habit changed")]


def test_instead_alone_needs_words_in_common_not_only_meaning() -> None:
    new = user("Since I'm lactose intolerant I'm trying out dairy-free options instead")
    wish = user("I wish I wasn't allergic", "preference")
    assert retirements(new, [("wish", wish, 0.72)]) == []


def test_labels_are_no_speakers() -> None:
    assert same_speaker("Noted: UA 857, SFO to Shanghai", "Updated: you're on UA 837")
    assert same_speaker("Nate: I love it", "Nate: I don't")
    assert same_speaker("Plan A: migrate to Snowflake", "Plan B: add read replicas")
    assert not same_speaker("Nate: I love it", "Joanna: I don't")


def test_a_date_pushed_back_is_no_change_of_habit() -> None:
    new = user("My game tournament got pushed back")
    old = user("I've been stressed about my tournament, but my turtles always cheer me up")
    assert retirements(new, [("turtles", old, 0.7)]) == []


def test_an_assistant_habit_is_no_habit_of_the_user() -> None:
    new = user("I've switched to swimming, laps at the YMCA pool.", "decision")
    echo = assistant("Will do: tracking your 5k runs every morning.", "fact")
    assert retirements(new, [("echo", echo, 0.7)]) == []


# --- echoes ----------------------------------------------------------------------------------
def test_the_assistants_echo_of_a_changed_preference_retires_with_it() -> None:
    new = user(
        "Actually, I prefer a short paragraph for summaries now, the bullets feel choppy.",
        "preference",
    )
    olds = [
        (
            "rule",
            user(
                "When you summarise my meetings, send them as bullet points, max five.",
                "preference",
            ),
            0.66,
        ),
        ("echo", assistant("Will do: bullet-point summaries, five bullets max."), 0.71),
        ("team", assistant("Got it, a team of 6.", "fact", "team"), 0.3),
    ]
    assert retirements(new, olds) == [("rule", "habit changed"), ("echo", "echo retired")]


def test_the_echo_of_a_changed_value_keeps_what_is_still_true() -> None:
    new = user(
        "The desk company emailed: order FJ-58213 is delayed, it's now arriving May 19.",
        "fact",
        "fj-58213",
    )
    olds = [
        (
            "order",
            user(
                "I just ordered the Jarvis standing desk, order FJ-58213, arriving May 12.",
                "fact",
                "fj-58213",
            ),
            0.8,
        ),
        ("echo", assistant("Noted: Jarvis desk, order FJ-58213", "fact", "fj-58213"), 0.8),
    ]
    assert retirements(new, olds) == [("order", "new value")]


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("我的手机套餐每月59块。", "我老婆的手机套餐每月39块。"),
        ("我儿子的学费一学期八千。", "我女儿的学费一学期一万二。"),
        ("My phone plan is $59 a month.", "My wife's phone plan is $39 a month."),
        ("Dana's flight is at 6am.", "Leo's flight is at 9am."),
    ],
)
def test_a_value_of_someone_elses_slot_retires_nothing(old: str, new: str) -> None:
    assert supersede_reason(user(new), user(old), 0.9) is None


@pytest.mark.parametrize(
    ("said", "echo", "new"),
    [
        (
            "我订了国航CA1501，10月2号从北京飞上海。",
            "记下了：CA1501，10月2号，北京飞上海。",
            "航班取消了，航司给我改签到CA1519，10月3号早上八点。",
        ),
        (
            "我订了周六晚上七点的位子，在外婆家吃饭。",
            "好的，记下了：周六晚上七点，外婆家。",
            "订位推迟到周六晚上八点半了，还是外婆家。",
        ),
    ],
)
def test_the_echo_of_an_old_value_goes_with_the_memory_it_echoed(
    said: str, echo: str, new: str
) -> None:
    keys = frozenset({"flight"})
    olds = [
        ("said", Side(said, "fact", keys), 0.8),
        ("echo", Side(echo, "fact", frozenset(), "assistant"), 0.7),
    ]
    found = dict(retirements(Side(new, "fact", keys), olds))
    assert found.get("said") == "new value"
    assert found.get("echo") == "echo retired"


def test_an_echo_that_keeps_no_old_value_stays() -> None:
    keys = frozenset({"order"})
    olds = [
        ("said", user("The Jarvis desk, order FJ-58213, arrives May 12.", "fact", "order"), 0.8),
        (
            "echo",
            Side("Noted: Jarvis desk, order FJ-58213.", "fact", frozenset(), "assistant"),
            0.7,
        ),
    ]
    new = Side("The desk company emailed: order FJ-58213 is delayed to May 19.", "fact", keys)
    found = dict(retirements(new, olds))
    assert "echo" not in found


def test_an_echo_of_what_stays_true_stays_when_another_value_changes() -> None:
    keys = frozenset({"jd3021887456"})
    said = "我刚在京东下单了一台空气净化器，订单号 JD3021887456，预计5月20号送到。"
    echo = "记下了：空气净化器，订单 JD3021887456，到货那天提醒你。"
    olds = [
        ("said", Side(said, "fact", keys), 0.8),
        ("echo", Side(echo, "fact", keys, "assistant"), 0.7),
    ]
    new = Side("京东说净化器延迟到5月23号送到。", "fact", frozenset())
    assert "echo" not in dict(retirements(new, olds))


@pytest.mark.parametrize(
    ("new", "old", "keys"),
    [
        ("今天在叮咚买了条鲈鱼，39块9", "今天在盒马买了条鲈鱼，45块", {"鲈鱼"}),
        (
            "paid $42 for the fish at the market today",
            "paid $35 for the fish at the market today",
            {"market"},
        ),
    ],
)
def test_two_things_that_happened_on_the_days_they_were_said_are_two_events(
    new: str, old: str, keys: set[str]
) -> None:
    later = Side(new, "fact", frozenset(keys), said_on="2026-06-03")
    earlier = Side(old, "fact", frozenset(keys), said_on="2026-05-26")
    assert supersede_reason(later, earlier, 0.9) is None
    same_day = Side(old, "fact", frozenset(keys), said_on="2026-06-03")
    assert supersede_reason(later, same_day, 0.9) == "new value"  # one day: a correction


@pytest.mark.parametrize(
    ("new", "old", "keys"),
    [
        (
            "这个月给我爸妈转了五千，我妈要配助听器",
            "刚给我爸妈微信转了三千，老家屋顶漏雨要修一下",
            {"爸妈"},
        ),
        ("上周跟老王吃饭花了六百多", "昨天跟老王吃饭花了四百", {"老王"}),
        (
            "sent my parents $500 this month for the hearing aids",
            "just sent my parents $300",
            {"parents"},
        ),
    ],
)
def test_two_things_told_as_done_in_their_own_periods_are_two_events(
    new: str, old: str, keys: set[str]
) -> None:
    """Each tells of a thing done at the time it was told, "just now", "yesterday", "this
    month" (not the same words, as "today" and "today"), said a month apart: two events."""
    later = Side(new, "fact", frozenset(keys), said_on="2026-04-08")
    earlier = Side(old, "fact", frozenset(keys), said_on="2026-03-05")
    assert supersede_reason(later, earlier, 0.9) is None


@pytest.mark.parametrize(
    ("new", "old", "keys"),
    [
        ("这个月房租涨到4200了", "房租每个月3800", {"房租"}),
        ("the rent went up to $2,400 this month", "rent is $2,100 a month", {"rent"}),
    ],
)
def test_a_change_told_as_done_still_replaces_a_standing_value(
    new: str, old: str, keys: set[str]
) -> None:
    """A standing value ("房租每个月3800", "rent is $2,100 a month") is no thing done: a
    change of it told as done this month replaces it."""
    later = Side(new, "fact", frozenset(keys), said_on="2026-04-08")
    earlier = Side(old, "fact", frozenset(keys), said_on="2026-03-05")
    assert supersede_reason(later, earlier, 0.9) == "new value"


@pytest.mark.parametrize(
    ("new", "old", "keys"),
    [
        ("青岛那个不去了 五一太冷 海水还凉", "五一想出去玩 考虑 厦门 或者 青岛", {"青岛"}),
        (
            "the Riverside loft is out, no parking at all",
            "shortlisted three: the Millbrook barn, the Riverside loft, and the garden pavilion",
            {"riverside"},
        ),
    ],
)
def test_a_no_to_one_option_of_a_list_supersedes_no_list(new: str, old: str, keys: set) -> None:
    """ "青岛那个不去了" turns down one option; the list that offered it still holds the
    others, and the choice made from it is found there ("那就厦门吧")."""
    assert supersede_reason(user(new, "fact", *keys), user(old, "fact", *keys), 0.95) is None
