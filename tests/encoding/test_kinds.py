"""Rule-based kinds, importance signals and rejections, English and Chinese."""

from __future__ import annotations

import pytest

from service.encoding.kinds import (
    KindGuess,
    Rejection,
    classify,
    detect_rejection,
    importance_boost,
)
from service.language.script import language

KINDS = ("preference", "decision", "task", "fact", "feedback", "lesson", "transient")

# (event, role, expected kind)
ENGLISH = [
    ("I prefer window seats on long flights", "user", "preference"),
    ("I'm allergic to peanuts", "user", "preference"),
    ("I never drink coffee after 3pm", "user", "preference"),
    ("My favorite cuisine is Thai", "user", "preference"),
    ("I'd rather take the train than fly", "user", "preference"),
    ("I hate early morning meetings", "user", "preference"),
    ("I usually take the 8am train", "user", "preference"),
    ("I don't like coffee", "user", "preference"),
    ("I don't want the subscription", "user", "preference"),
    ("When you summarise my meetings, send them as bullet points", "user", "preference"),
    ("I'm strictly vegetarian", "user", "preference"),
    ("Heads up: I quit coffee two weeks ago", "user", "preference"),
    ("I run every morning at 6, usually a 5k loop", "user", "preference"),
    ("Small change: I've started eating fish again", "user", "preference"),
    # a way of doing something asked for from now on is a standing preference, not a task
    ("when you order my dog food, get the salmon one", "user", "preference"),
    ("when you plan my workouts, go with night runs, 5 a week", "user", "preference"),
    ("from now on just give me the short version, 2 lines max", "user", "preference"),
    ("going forward, send the invoices as PDFs", "user", "preference"),
    ("We decided to launch in March", "user", "decision"),
    ("The budget is now 1.2M", "user", "decision"),
    ("We'll go with the blue logo", "user", "decision"),
    ("Final budget: 50k", "user", "decision"),
    ("The board approved the new hiring plan", "user", "decision"),
    ("Our rent has been raised to 2,400 a month", "user", "decision"),
    ("The review has been moved to Thursday", "user", "decision"),
    ("The product launch moved to June 15 instead", "user", "decision"),
    ("no, not plan A", "user", "decision"),
    ("remind me to bring an umbrella", "user", "task"),
    ("Remind me to call the dentist on Monday", "user", "task"),
    ("Don't forget to renew my passport", "user", "task"),
    ("Please book a table for four at 7pm", "user", "task"),
    ("I need to submit the tax form by April 15", "user", "task"),
    ("Schedule a sync with the design team next week", "user", "task"),
    ("The report deadline is Friday", "user", "task"),
    ("Could you order a birthday cake for Anna?", "user", "task"),
    ("ok, book the table", "user", "task"),
    ("Send me the slides by Friday", "user", "task"),
    ("I'll send you the summary tonight", "assistant", "task"),
    ("from now on remind me to stretch every hour", "user", "task"),
    ("You're wrong, the meeting is on Tuesday", "user", "feedback"),
    ("That's not what I asked for", "user", "feedback"),
    ("Stop adding emojis to every reply", "user", "feedback"),
    ("Your answers are too long", "user", "feedback"),
    ("I told you I don't eat pork", "user", "feedback"),
    ("Don't do that again", "user", "feedback"),
    ("Please be more concise", "user", "feedback"),
    ("What's the weather in Shanghai tomorrow?", "user", "transient"),
    ("check tomorrow's weather in Shanghai", "user", "transient"),
    ("What time is it in Tokyo?", "user", "transient"),
    ("Thanks a lot!", "user", "transient"),
    ("hi there", "user", "transient"),
    ("What is a vector index?", "user", "transient"),
    ("Look up the exchange rate for euros", "user", "transient"),
    ("Can you summarize this article?", "user", "transient"),
    ("When is my quarterly review?", "user", "transient"),
    ("I'm in Lisbon right now and the hotel wifi is awful", "user", "transient"),
    ("Perfect. Set my reminders to Lisbon time until the 14th.", "user", "task"),
    ("Done, reminders are on Lisbon time until March 14.", "assistant", "task"),
    ("Lesson learned: always back up the database before migrating", "user", "lesson"),
    ("Next time we should book the venue earlier", "user", "lesson"),
    ("Note to self: double-check the time zone on invites", "user", "lesson"),
    ("The key takeaway is to test on staging first", "user", "lesson"),
    ("My sister lives in Berlin", "user", "fact"),
    ("Our office is on the fifth floor", "user", "fact"),
    ("I work as a data engineer at Acme", "user", "fact"),
    ("The conference starts at 9am", "user", "fact"),
    ("I can't wait", "user", "fact"),
    ("I moved to Berlin last year", "user", "fact"),
    ("The Eiffel Tower is 330 meters tall", "assistant", "fact"),
    ("Please confirm the date you want", "assistant", "fact"),
    ("Which hotel did you stay at last time?", "assistant", "fact"),
]

CHINESE = [
    ("我不吃香菜", "user", "preference"),
    ("我最喜欢川菜", "user", "preference"),
    ("我对海鲜过敏", "user", "preference"),
    ("我习惯早上跑步", "user", "preference"),
    ("我讨厌开早会", "user", "preference"),
    ("我比较喜欢靠窗的座位", "user", "preference"),
    ("我出差从不坐红眼航班", "user", "preference"),
    ("我每天开车上班", "user", "preference"),
    ("年糕换粮了，现在只吃渴望", "user", "preference"),
    # a way of doing something asked for from now on is a standing preference, not a task
    ("以后订机票都选靠窗的", "user", "preference"),
    ("以后帮我点外卖都不要香菜", "user", "preference"),
    ("你以后帮我排运动计划就按夜跑来 一周五次", "user", "preference"),
    ("今后开会纪要一律发我邮箱", "user", "preference"),
    ("我们决定三月份上线", "user", "decision"),
    ("预算提高到120万", "user", "decision"),
    ("就用方案B吧", "user", "decision"),
    ("会议改成周四下午了", "user", "decision"),
    ("老板批准了新的招聘计划", "user", "decision"),
    ("最终方案定了，用阿里云", "user", "decision"),
    ("那就这样吧", "user", "decision"),
    ("方案A不行", "user", "decision"),
    ("我们选了深圳的供应商", "user", "decision"),
    ("预算降到80万了", "user", "decision"),
    ("提醒我周一给牙医打电话", "user", "task"),
    ("别忘了续签护照", "user", "task"),
    ("帮我订一张周五去北京的机票", "user", "task"),
    # what the user asks to be noted is what they know, not a request to carry out
    ("帮我记一下公司地址 打车用：海淀区中关村大街27号", "user", "fact"),
    ("帮我存下孩子班主任的电话 13812345678", "user", "fact"),
    ("帮我记着 老大周三下午有钢琴课", "user", "fact"),
    ("报告要在周五之前提交", "user", "task"),
    ("记得明天带伞", "user", "task"),
    ("需要在月底前交房租", "user", "task"),
    ("我两周后要去北京开会", "user", "task"),
    ("这周五之前把报告发给我", "user", "task"),
    ("周五前把合同发给王总", "user", "task"),
    ("下周一上午十点安排一个会", "user", "task"),
    # what someone arranged, or was assigned to, is what holds, not a request
    ("这两周被派到合肥支援项目 住公司安排的酒店", "user", "fact"),
    ("孩子住学校安排的宿舍", "user", "fact"),
    ("下周被安排去成都培训", "user", "fact"),
    ("我下周三飞上海，提醒我带伞", "user", "task"),
    ("以后每周五下午提醒我交周报", "user", "task"),  # a reminder that recurs is a task
    ("回来以后帮我订个餐厅", "user", "task"),  # 以后 after a verb: "after"
    ("不对，会议是周二", "user", "feedback"),
    ("这不是我要的", "user", "feedback"),
    ("别再给我推荐咖啡了", "user", "feedback"),
    ("你的回答太长了", "user", "feedback"),
    ("我说过我不吃猪肉", "user", "feedback"),
    ("你又搞错时间了", "user", "feedback"),
    ("回答太长了", "user", "feedback"),
    ("你根本没听懂我的意思", "user", "feedback"),
    ("查一下明天上海的天气", "user", "transient"),
    ("今天天气怎么样？", "user", "transient"),
    ("现在几点了", "user", "transient"),
    ("谢谢！", "user", "transient"),
    ("向量索引是什么？", "user", "transient"),
    ("你好", "user", "transient"),
    ("翻译一下这段话", "user", "transient"),
    ("北京明天会下雨吗？", "user", "transient"),
    ("我现在在深圳，酒店附近有什么好吃的？", "user", "transient"),
    ("爸妈现在住我这儿", "user", "transient"),
    ("教训：上线前一定要先备份数据库", "user", "lesson"),
    ("下次要提前订场地", "user", "lesson"),
    ("以后要记得检查时区", "user", "lesson"),
    ("这次的经验是先在测试环境验证", "user", "lesson"),
    ("经验教训是要先做小规模测试", "user", "lesson"),
    ("我妹妹住在柏林", "user", "fact"),
    ("我们办公室在五楼", "user", "fact"),
    ("我是一名数据工程师", "user", "fact"),
    ("会议九点开始", "user", "fact"),
    ("我的护照下个月到期", "user", "fact"),
    ("会议室在三楼", "user", "fact"),
    ("埃菲尔铁塔高330米", "assistant", "fact"),
    ("请确认一下您要的日期", "assistant", "fact"),
]

REJECTIONS = [
    ("no, not plan A", "plan A"),
    ("not plan A", "plan A"),
    ("I don't want the subscription", "subscription"),
    ("I don't want the gym membership anymore", "gym membership"),
    ("cancel the subscription", "subscription"),
    ("Please cancel my dentist appointment", "dentist appointment"),
    ("forget about the hotel", "hotel"),
    ("scrap the second draft", "second draft"),
    ("Plan A is off the table", "Plan A"),
    ("let's not do the team retreat", "team retreat"),
    ("we rejected the vendor proposal", "vendor proposal"),
    ("We're not going with Oracle", "Oracle"),
    ("no, not that one", ""),
    ("forget it", ""),
    ("不要方案A", "方案A"),
    ("方案A不行", "方案A"),
    ("这个方案否了", ""),
    ("不考虑上海了", "上海"),
    ("取消订阅", "订阅"),
    ("帮我取消明天的会议", "明天的会议"),
    ("算了，不要会员了", "会员"),
    ("会员不要了", "会员"),
    ("那家酒店不行", "酒店"),
    ("这样不行", ""),
    ("No, that won't work with my job and the kids.", ""),
    ("No, that's way over what finance will approve this year.", ""),
    ("That is too expensive", ""),
]

NOT_REJECTIONS = [
    "I don't like coffee",
    "no problem",
    "not bad",
    "I can't wait",
    "not sure",
    "Don't forget the umbrella",
    "I don't want to go",
    "The flight was cancelled",
    "Remind me to cancel the subscription",
    "没问题",
    "不错",
    "不客气",
    "不要忘了带伞",
    "不要担心",
    "我不行",
    "No, that's all",
    "no, that's fine",
    "That works for me",
    "It won't work without a key",
    "Not easy facing setbacks but I believe in you",
    "Not surprised at all that your hard work paid off",
]


@pytest.mark.parametrize(("event", "role", "kind"), ENGLISH + CHINESE)
def test_classify_finds_the_kind(event: str, role: str, kind: str) -> None:
    guess = classify(event, role)
    assert guess.kind == kind, guess.signals
    assert 0.0 <= guess.confidence <= 1.0
    assert guess.signals


def test_the_cases_cover_every_kind_in_both_languages() -> None:
    assert len(ENGLISH) >= 30 and len(CHINESE) >= 30
    for cases, lang in ((ENGLISH, "en"), (CHINESE, "zh")):
        assert {kind for _, _, kind in cases} == set(KINDS)
        assert all(language(event) == lang for event, _, _ in cases)


def test_rule_accuracy_on_all_cases_is_at_least_95_percent() -> None:
    cases = ENGLISH + CHINESE
    right = sum(classify(event, role).kind == kind for event, role, kind in cases)
    assert right / len(cases) >= 0.95


def test_a_rejection_settles_a_decision_and_names_its_signal() -> None:
    guess = classify("we rejected the vendor proposal")
    assert guess == KindGuess("decision", guess.confidence, ("rejection.rejected",))
    assert classify("这个方案否了").signals == ("rejection.zh_rejected",)


def test_not_wanting_something_is_a_preference_and_a_rejection() -> None:
    guess = classify("I don't want the subscription")
    assert guess == KindGuess("preference", guess.confidence, ("rejection.dont_want",))


def test_a_reminder_is_a_task_without_preference_words() -> None:
    guess = classify("remind me to bring an umbrella")
    assert guess.kind == "task"
    assert not any(signal.startswith("preference") for signal in guess.signals)


def test_competing_rules_lower_the_confidence() -> None:
    clear = classify("That's not what I asked for")
    mixed = classify("I told you I don't eat pork")
    assert clear.kind == mixed.kind == "feedback"
    assert mixed.signals == ("feedback.told_you", "preference.diet")
    assert mixed.confidence < clear.confidence


def test_nothing_fired_is_a_fact_at_default_confidence() -> None:
    assert classify("My sister lives in Berlin") == KindGuess("fact", 0.5, ("fact.default",))


def test_small_talk_is_marked_so_retain_can_skip_it() -> None:
    for event in ("Thanks!", "ok, thanks", "好的，谢谢", "嗯嗯"):
        assert classify(event).signals == ("small_talk",)
    assert "small_talk" not in classify("ok, book the table").signals


def test_assistant_questions_and_requests_stay_facts() -> None:
    assert classify("What is a vector index?", "assistant").kind == "fact"
    assert classify("What is a vector index?", "user").kind == "transient"
    assert classify("You're wrong", "assistant").kind == "fact"


@pytest.mark.parametrize(("event", "target"), REJECTIONS)
def test_detect_rejection_names_the_target(event: str, target: str) -> None:
    rejection = detect_rejection(event)
    assert rejection is not None
    assert rejection.target == target
    assert rejection.signal


@pytest.mark.parametrize("event", NOT_REJECTIONS)
def test_idioms_and_preferences_are_not_rejections(event: str) -> None:
    assert detect_rejection(event) is None


def test_curly_apostrophes_read_like_straight_ones() -> None:
    assert detect_rejection("I don’t want the subscription") == Rejection(
        "subscription", "dont_want"
    )


@pytest.mark.parametrize(
    ("event", "role", "expected", "signals"),
    [
        ("My sister lives in Berlin", "system", 0.0, ()),
        ("My sister lives in Berlin", "user", 0.05, ("role.user",)),
        ("My sister lives in Berlin", "assistant", -0.1, ("role.assistant",)),
        ("I always fly economy", "user", 0.15, ("role.user", "emphasis")),
        ("记住，我千万不能吃花生", "system", 0.1, ("emphasis",)),
        ("The budget is $1.2M", "system", 0.05, ("money", "number")),
        ("Actually, the meeting is on Friday", "system", 0.1, ("correction", "date")),
        (
            "Important: actually the budget must be 1.2M by Friday",
            "user",
            0.2,
            ("role.user", "emphasis", "correction", "money", "date", "number"),
        ),
        (
            "预算是120万，下周三之前定",
            "assistant",
            -0.05,
            ("role.assistant", "money", "date", "number"),
        ),
        ("never mind", "system", 0.0, ()),
    ],
)
def test_importance_boost_adds_signals_within_bounds(
    event: str, role: str, expected: float, signals: tuple[str, ...]
) -> None:
    delta, fired = importance_boost(event, role)
    assert delta == pytest.approx(expected)
    assert fired == signals
    assert -0.2 <= delta <= 0.2
