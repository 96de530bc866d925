"""Typed values, English and Chinese: a part of the day is a value, said in words ("first
thing", "late afternoon", "晚上") or read off a clock time, so two times of day told apart
by it hold two values of one type; "I am" and a greeting's "good night" stay what they were."""

from __future__ import annotations

import pytest

from service.language.values import (
    changed_types,
    confirms,
    shifted,
    typed_values,
    without_values,
)


def _dayparts(text: str) -> set[str]:
    return {value for kind, value in typed_values(text) if kind == "daypart"}


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        ("get me something first thing, like 8am, before my shift", {"morning"}),
        ("I always go late afternoon, like 4 or 5, after work", {"afternoon"}),
        ("the walker can come at noon, around 12:30", {"midday"}),
        ("evenings are better for me now", {"evening"}),
        ("meeting at 2am with the Sydney team", {"night"}),
        ("我一般周六上午九点去健身房", {"morning"}),
        ("周二周四晚上七点去练", {"evening"}),
        ("中午十二点半请阿姨来遛", {"midday"}),
        ("I am allergic to peanuts", set()),
        ("我对花生过敏", set()),
        ("医生让我早晚各吃一片", {"morning", "evening"}),
        ("早中晚各一粒 饭后吃", {"morning", "midday", "evening"}),
        ("这事早晚会解决的", set()),
        ("he'll find out sooner or later", set()),
    ],
)
def test_a_part_of_the_day_is_read_in_words_and_off_the_clock(text: str, parts: set[str]) -> None:
    assert _dayparts(text) == parts


@pytest.mark.parametrize(
    ("new", "old"),
    [
        ("get me something first thing, like 8am", "I always go late afternoon, like 4 or 5"),
        ("下午三点那节就行", "游泳课一般排在上午"),
    ],
)
def test_two_parts_of_the_day_are_a_changed_value(new: str, old: str) -> None:
    assert "daypart" in changed_types(new, old)


@pytest.mark.parametrize(
    ("text", "clock"),
    [
        ("大宝学校早上七点五十上课", "07:50"),
        ("晚上八点四十五到", "20:45"),
        ("七点十五出门", "07:15"),
    ],
)
def test_chinese_minutes_in_tens_need_no_fen(text: str, clock: str) -> None:
    """ "七点五十" is 7:50 as "七点五十分" is; "三点五" stays a decimal."""
    assert ("clock", clock) in typed_values(text)
    assert not any(kind == "clock" for kind, _ in typed_values("涨了三点五"))


def test_two_clock_times_of_one_part_of_the_day_change_only_the_clock() -> None:
    assert changed_types("the 9am train", "the 10am train") == {"clock"}


@pytest.mark.parametrize(
    ("text", "amount"),
    [
        ("出价最高的那家给8万2", "82000"),
        ("小吴表哥那边最后9万1收的", "91000"),
        ("3千5一个月", "3500"),
        ("2万5千", "25000"),
    ],
)
def test_a_digit_after_a_chinese_scale_is_the_next_unit_down(text: str, amount: str) -> None:
    assert typed_values(text) == {("amount", amount)}


@pytest.mark.parametrize(
    ("text", "amount"),
    [
        ("押一付三 一次交一万一千四", "11400"),
        ("房租一万二", "12000"),
        ("月薪涨到一万五了", "15000"),
        ("报价三千五 包工包料", "3500"),
        ("一共两千八百块", "2800"),
        ("首付一百二十万", "1.2e+06"),
        ("押金一万零五百", "10500"),
        ("两万", "20000"),
        ("五千二百五", "5250"),
    ],
)
def test_a_chinese_numeral_is_one_amount_however_it_is_abbreviated(text: str, amount: str) -> None:
    """ "一万一千四" is 11,400, "一万二" 12,000 (a digit after the last scale is the next unit
    down, as in "8万2"): one amount, not 10,000 and 1,000."""
    assert typed_values(text) == {("amount", amount)}


@pytest.mark.parametrize(
    ("text", "weekday"),
    [
        ("每周三下午来", True),
        ("每周日去游泳", True),
        ("每周三次", False),
        ("每周三天在家办公", False),
    ],
)
def test_every_wednesday_is_a_weekday_and_three_times_a_week_is_not(
    text: str, weekday: bool
) -> None:
    assert any(kind == "weekday" for kind, _ in typed_values(text)) is weekday


@pytest.mark.parametrize("text", ["千万别忘了带身份证", "万一下雨就改天", "十一点半见"])
def test_chinese_words_made_of_numeral_characters_are_no_amount(text: str) -> None:
    assert not {kind for kind, _ in typed_values(text)} & {"amount"}


@pytest.mark.parametrize(
    ("new", "old"),
    [
        ("I'll keep an eye out for the June pick.", "april pick is in: The Overstory"),
        ("january electric bill just landed. £186", "feb bill: £142"),
    ],
)
def test_a_month_that_says_which_of_a_recurring_thing_is_no_value_of_it(new: str, old: str) -> None:
    """ "the April pick" and "the June pick" are two picks, not one moved to June."""
    assert not {kind for kind, _ in typed_values(new) | typed_values(old)} & {"date", "when"}


def test_a_month_after_a_word_that_places_something_in_it_is_a_value() -> None:
    assert changed_types("the meeting moved to june", "the meeting is in april") == {"date"}


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("i usually boulder tues and thurs nights w my mate sal", {"1", "3"}),
        ("marco comes mon-fri at noon", {"0", "4"}),
        ("gym mon/wed/fri before work", {"0", "2", "4"}),
        ("sat and sun are free", {"5", "6"}),
        ("piano is weds at 6", {"2"}),
        ("we sat down with the sun in our eyes", set()),
        ("thus i left early", set()),
    ],
)
def test_weekdays_cut_short_are_read(text: str, days: set[str]) -> None:
    assert {v for k, v in typed_values(text) if k == "weekday"} == days


def test_a_reply_confirmed_is_said_back_in_figures_alone() -> None:
    assert confirms("Noted, $110 a visit from next month.", "110")
    assert confirms("Reminder moved to 6:55 am during the track work.", "yes pls, 6:55")
    assert confirms("好的，记下了：下个月起洗一次45块。", "45")
    assert not confirms("$110 is fair, though most cleaners charge $130.", "110 tops")
    assert not confirms("Noted, see you then.", "110")


@pytest.mark.parametrize(
    ("text", "counts"),
    [
        ("药的话 从明天起每天一片半", {("count:片", "1.5")}),
        ("优甲乐每天早上空腹一片", {("count:片", "1")}),
        ("半片就行", {("count:片", "0.5")}),
        ("一天两次 饭后吃", {("count:次", "2")}),
        ("洱海那边订了两间房", {("count:间", "2")}),
        ("第一次去那家店", set()),  # an ordinal
        ("这一次就算了", set()),  # "this time"
        ("押一付三 一次交清", set()),  # in one go, not how often
        ("一次性付清", set()),
    ],
)
def test_a_chinese_count_is_a_value_of_its_measure(text: str, counts: set) -> None:
    assert {(k, v) for k, v in typed_values(text) if k.startswith("count:")} == counts


def test_counts_change_only_against_the_same_measure() -> None:
    assert changed_types("从明天起每天一片半", "每天早上空腹一片") == {"count:片"}
    assert not changed_types("每天两杯咖啡", "每天一片")


def test_a_time_moved_by_an_amount_is_worked_out_by_the_statement_after_it() -> None:
    assert shifted("Got it: Tuesdays at 5:00 from next week.", "same day but half an hour earlier")
    assert shifted("Thursdays at 3:30 from September", "she wants ava an hour earlier")
    assert shifted("好的，以后周二下午五点上游泳课。", "教练说下周起还是周二 但要提前半小时")
    assert shifted("行，改到晚上八点半", "推迟一个小时吧")
    # a reply that names its own time, or a statement that names none, is no shift worked out
    assert not shifted("Sure, 7pm it is", "move it to 7pm, an hour later")
    assert not shifted("Sounds good!", "an hour later then")
    assert not shifted("好的", "晚半小时吧")


@pytest.mark.parametrize(
    ("text", "amounts"),
    [
        ("1. MacBook Air 13 M4, 16GB/512GB: $1,199", {"1199"}),
        ("the Mac mini M2 was $599", {"599"}),
        ("we raised $2m last year", {"2e+06"}),
        ("budget is 30k", {"30000"}),
    ],
)
def test_a_scale_letter_before_a_digit_is_part_of_a_name(text: str, amounts: set[str]) -> None:
    """ "13 M4" is a model's name (13-inch, M4 chip), not 13 million; "$2m" is 2 million."""
    assert {v for k, v in typed_values(text) if k == "amount"} == amounts


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("一共6个人 车还是一辆七座够了", ("count:个人", "6")),
        ("我们三口 加上我公婆 5个人", ("count:个人", "5")),
        ("民宿订了2间", ("count:间", "2")),
        ("每天1片 早饭前吃", ("count:片", "1")),
    ],
)
def test_a_count_in_digits_is_a_value_of_its_measure(text: str, count: tuple[str, str]) -> None:
    """ "6个人" is a count of people as "六个人" is, compared with counts of people only."""
    assert count in typed_values(text)
    assert ("number", count[1]) not in typed_values(text)


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("noor starts 3rd grade at Alder Creek Elementary wed", "3"),
        ("bus 14, picks up at 7:05 at the corner of 33rd", "33"),
    ],
)
def test_an_ordinal_ending_is_part_of_its_number_not_a_word(text: str, number: str) -> None:
    assert ("number", number) in typed_values(text)
    assert not {"st", "nd", "rd", "th"} & set(without_values(text).split())


@pytest.mark.parametrize(
    ("text", "digits"),
    [
        ("she texted it, 612-555-0148", "6125550148"),
        ("her number's 0161 496 0732", "01614960732"),
        ("reach him on +44 7700 900481", "447700900481"),
        ("(415) 555-0199 is the front desk", "4155550199"),
        ("她把号码发我了 137 2845 6610", "13728456610"),
        ("对 我存了他电话 13962018847", "13962018847"),
    ],
)
def test_a_phone_number_is_one_value_not_three_numbers(text: str, digits: str) -> None:
    """ "137 2845 6610" is one phone number: read as three bare numbers it shared a type with
    any number said later ("客服电话10000号"), which then read as a new value of it."""
    assert typed_values(text) == {("phone", digits)}


@pytest.mark.parametrize(
    "text",
    ["flight is on 2026-05-08", "claim PX-7730215", "订单JD30561187", "10000号", "14,800 all in"],
)
def test_dates_ids_and_short_numbers_are_no_phone(text: str) -> None:
    assert "phone" not in {kind for kind, _ in typed_values(text)}


@pytest.mark.parametrize(
    ("text", "counts"),
    [
        ("处方上写的早上一片 晚上再加半片", {"1", "0.5"}),
        ("早上吃一片", {"1"}),
        ("晚上两粒 饭后吃", set()),  # another measure
        ("上一片用完了", set()),  # "the last one", not a count
    ],
)
def test_a_count_after_a_part_of_the_day_is_a_count(text: str, counts: set[str]) -> None:
    """ "早上一片" is one tablet in the morning: the 上 of 早上 is no "last" ("上一次")."""
    assert {value for kind, value in typed_values(text) if kind == "count:片"} == counts
