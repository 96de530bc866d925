"""Fragments that carry no fact make no memory (the episode keeps their words), in English
and Chinese; short statements that do say something are kept."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest
from fastapi.testclient import TestClient

from service.encoding.events import FACT_FREE, Analyzer, Incoming
from service.language.entities import EntityExtractor
from service.language.substance import asks_open
from service.models import BankSettings, RetainItem
from tests.conftest import retain, session_items


@pytest.fixture(scope="module")
def analyzer() -> Analyzer:
    return Analyzer(EntityExtractor())


def _skipped(analyzer: Analyzer, text: str, role: str = "user") -> list[bool]:
    item = RetainItem(content=text, role=role)
    entry = Incoming(index=0, episode_id="e", item=item, timestamp=datetime.now(UTC))
    drafts = analyzer.analyse([entry], BankSettings()).drafts
    return [d.skip and FACT_FREE in d.signals for d in drafts]


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("Ugh, typical", "user"),
        ("lovely. more money", "user"),
        ("please", "user"),
        ("ok thanks, please", "user"),
        ("you're a star", "user"),
        ("Glad to hear it", "user"),
        ("Shall I set an alarm?", "assistant"),
        ("Did they send over the revised menu?", "assistant"),
        ("就这个", "user"),
        ("好吧 痛苦", "user"),
        ("抢到了", "user"),
        ("要不要我提醒你？", "assistant"),
    ],
)
def test_a_fragment_with_no_fact_makes_no_memory(analyzer: Analyzer, text: str, role: str) -> None:
    assert all(_skipped(analyzer, text, role)), text


@pytest.mark.parametrize(
    ("text", "role"),
    [
        ("I'm vegetarian", "user"),
        ("my knee hurts", "user"),
        ("I don't eat pork", "user"),
        ("signed it this morning", "user"),
        ("the second one", "user"),  # points at an option listed before
        ("no, not that one", "user"),  # a rejection
        ("Window or aisle?", "assistant"),  # a choice offered
        ("Did you mean the 6am flight?", "assistant"),  # a value
        ("我不吃辣", "user"),
        ("膝盖疼", "user"),
        ("我家的猫叫咪咪。", "user"),
        ("下周六吧", "user"),
        ("那个三居就算了", "user"),
        ("recap of the vendor call pls", "user"),  # a request: the thing asked for
        ("summary of the board meeting please", "user"),
        ("麻烦一份会议纪要", "user"),
        ("the spicier the better honestly", "user"),  # a liking said as a scale
        ("the sooner the better", "user"),
        ("越辣越好", "user"),
        ("越便宜越好 反正就住一晚", "user"),
        ("小区门口修路 接下来三周都得绕路", "user"),  # a while said: jieba reads 修路 as a noun
        ("地铁施工 这两周都停运", "user"),
        ("roadworks outside, for the next two weeks", "user"),
    ],
)
def test_a_short_statement_that_says_something_is_kept(
    analyzer: Analyzer, text: str, role: str
) -> None:
    assert not any(_skipped(analyzer, text, role)), text


@pytest.mark.parametrize(
    "text",
    [
        "Oh no, that sounds like a reaction",
        "Oh no, he sounded like a good manager",
        "That's the best kind of hike.",
        "That's a great sign",
        "Sounds like a plan!",
        "听起来是个好领导",
        "他听起来人不错",
        "这个年纪很常见",
        "哈哈 这可是好兆头",
        "看起来恢复得不错",
    ],
)
def test_the_assistants_reaction_to_what_it_was_told_makes_no_memory(
    analyzer: Analyzer, text: str
) -> None:
    """What the assistant thinks of what the user just said ("that sounds like…", "听起来…")
    is no fact of the user's: the user's own words hold what happened."""
    assert all(_skipped(analyzer, text, "assistant")), text


@pytest.mark.parametrize(
    "text",
    [
        "it's the jeep",  # names what was asked for, no judgement
        "That's the dentist's number",
        "She starts at 8:10",  # a value
        "Slaw, roasted wedges, or raw with salt and lime.",  # advice
        "That seems to clash with your lunch lifting",  # a verb of its own: a remark with content
        "这家店周一休息",  # a fact the assistant knows
        "这个药饭后吃效果好",  # advice: a verb of its own
        "It's usually cheaper on weekdays",  # a general statement, not a judgement of this
        "这种情况一般很常见",
        "橘子挺挑食的",  # said of something named, not of what was just said
    ],
)
def test_what_the_assistant_says_of_something_is_kept(analyzer: Analyzer, text: str) -> None:
    assert not any(_skipped(analyzer, text, "assistant")), text


def test_a_users_own_judgement_is_still_a_fact(analyzer: Analyzer) -> None:
    assert not any(_skipped(analyzer, "that's a great sign", "user"))
    assert not any(_skipped(analyzer, "这个价格挺合适的", "user"))


def test_the_turn_keeps_its_facts_when_a_fragment_goes(analyzer: Analyzer) -> None:
    item = RetainItem(
        content="ok wedding stuff. we met the caterer today, our ceiling is $85 a head"
    )
    entry = Incoming(index=0, episode_id="e", item=item, timestamp=datetime.now(UTC))
    drafts = analyzer.analyse([entry], BankSettings()).drafts
    kept = [d.text for d in drafts if not d.skip]
    assert any("$85 a head" in t for t in kept) and not any(t == "ok wedding stuff" for t in kept)


def _answer_skipped(analyzer: Analyzer, text: str) -> list[bool]:
    """``text`` said by the user just after the assistant asked something."""
    item = RetainItem(content=text, role="user")
    entry = Incoming(0, "e", item, datetime.now(UTC), answers=True)
    return [d.skip for d in analyzer.analyse([entry], BankSettings()).drafts]


@pytest.mark.parametrize(
    "text",
    [
        "physical only, paperback or hardcover",  # "Any format preference?"
        "aisle, always",  # "Window or aisle?"
        "oat milk, no sugar",
        "过道",  # "座位要靠窗还是过道？"
        "微辣 少放葱",  # "辣度要几级？"
        "纸质的",
        "medium",  # "And what size for the gown?": a quality is what was asked for
        "O negative",  # "What's your blood type?"
        "中号",  # "病号服穿几号的？"
        "O型",  # "你什么血型？"
        "early, before the school run",  # "When suits you for the call?"
    ],
)
def test_an_answer_to_the_assistants_question_is_kept(analyzer: Analyzer, text: str) -> None:
    assert not any(_answer_skipped(analyzer, text)), text


@pytest.mark.parametrize(
    "text", ["yep", "nope obviously", "嗯嗯", "哈哈 好", "not sure", "no idea tbh", "dunno"]
)
def test_a_bare_yes_or_no_to_a_question_is_still_no_fact(analyzer: Analyzer, text: str) -> None:
    assert all(_answer_skipped(analyzer, text)), text


# replies sent on their own, one turn per request: when, the turns, what makes a memory, and
# what does not
REPLIES = {
    "a thing named answers; a yes is a fragment as before": (
        "2026-09-05T15:00:00-04:00",
        (
            ("user", "can you put holds on books for me at the ottawa public library"),
            ("assistant", "Happy to. Any format preference?"),
            ("user", "physical only, paperback or hardcover"),
            ("assistant", "Got it. Shall I place the first hold?"),
            ("user", "yes, hardcover"),
        ),
        "physical only, paperback or hardcover",
        "yes, hardcover",
    ),
    "a quality answers a question for a value, not one of how it went": (
        "2026-03-03T09:00:00+00:00",
        (
            ("user", "pre-op checklist with the nurse this morning"),
            ("assistant", "Got it. What size for the gown?"),
            ("user", "medium"),
            ("assistant", "Noted. How did the chat with the anaesthetist go?"),
            ("user", "fine mostly"),
        ),
        "medium",
        "fine mostly",
    ),
    "a chinese reply answers; a bare yes does not": (
        "2026-05-02T20:00:00+08:00",
        (
            ("user", "帮我订周五去成都的高铁"),
            ("assistant", "好的。座位要靠窗还是过道？"),
            ("user", "过道"),
            ("assistant", "辣度呢？这家川菜馆要提前选"),
            ("user", "嗯嗯"),
        ),
        "过道",
        "嗯嗯",
    ),
}


@pytest.mark.parametrize("case", sorted(REPLIES))
def test_a_reply_sent_on_its_own_answers_the_question_before_it(
    client: TestClient, bank: str, case: str
) -> None:
    start, said, kept, dropped = REPLIES[case]
    items = session_items("s1", start, *said)
    created = [c["text"] for item in items for c in retain(client, bank, item)["created"]]
    assert kept in created
    assert dropped not in created


def test_a_reply_that_says_something_of_the_speaker_is_kept_as_before(analyzer: Analyzer) -> None:
    assert not any(_answer_skipped(analyzer, "I'm exhausted"))


@pytest.mark.parametrize(
    ("question", "wants"),
    [
        ("Happy to. Any format preference?", True),
        ("Exciting!! When's the first session?", True),
        ("Window or aisle?", True),
        ("好的。座位要靠窗还是过道？", True),
        ("辣度呢？", True),
        ("Oh no. Did it, um, come back out?", False),
        ("Shall I set an alarm?", False),
        ("Is your session on April 25 still happening?", False),
        ("要不要我提醒你？", False),
        ("那周六还去吗？", False),
        ("Noted.", False),
    ],
)
def test_a_question_that_asks_for_something_is_told_from_a_yes_or_no(
    question: str, wants: bool
) -> None:
    assert asks_open(question) is wants


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        (
            [
                ("user", "家里请了个保洁阿姨 每周三下午来 两点到五点 一次150"),
                ("assistant", "好的记下了。要不要周二晚上提醒你留门卡？"),
                ("user", "不用 她有钥匙"),
            ],
            "家里请了个保洁阿姨 每周三下午来 两点到五点 一次150",
        ),
        (
            [
                ("user", "my cleaner comes every wednesday 2 to 5, $40 a visit"),
                ("assistant", "Noted! Want me to remind you to leave the key out on tuesdays?"),
                ("user", "nah"),
            ],
            "my cleaner comes every wednesday 2 to 5, $40 a visit",
        ),
    ],
    ids=["zh", "en"],
)
def test_a_bare_no_to_an_offer_declines_the_offer_not_what_the_user_said(
    client: TestClient, bank: str, said: list[tuple[str, str]], kept: str
) -> None:
    """ "不用" after "要不要提醒你？" turns down the reminder: the fact said before the offer
    stays active (before, the reference back negated the latest statement it found)."""
    items = session_items("s1", "2026-04-08T18:00:00+08:00", *said)
    negated = [n for item in items for n in retain(client, bank, item)["negated"]]
    assert negated == []
    found = client.get(f"/v1/banks/{bank}/memories", params={"status": "active"}).json()
    assert kept in [m["text"] for m in found["memories"]]


def test_a_no_that_names_what_the_question_offered_still_turns_it_down(
    client: TestClient, bank: str
) -> None:
    said = [
        ("user", "团建先按方案A走：杭州两天一夜"),
        ("assistant", "那要不要就定方案A？"),
        ("user", "不要方案A了 太远"),
    ]
    items = session_items("s1", "2026-04-08T18:00:00+08:00", *said)
    negated = [n for item in items for n in retain(client, bank, item)["negated"]]
    assert len(negated) == 1


@pytest.mark.parametrize(
    ("said", "start", "day"),
    [
        (
            [("assistant", "Uh oh, big weekend?"), ("user", "helped my brother move to tacoma")],
            "2026-08-17T09:00:00-07:00",  # a Monday
            ("2026-08-15", "2026-08-16"),
        ),
        (
            [("assistant", "周末去哪玩了？"), ("user", "带爸妈去了趟莫干山")],
            "2026-08-17T09:00:00+08:00",
            ("2026-08-15", "2026-08-16"),
        ),
        (
            [("assistant", "What are you up to this weekend?"), ("user", "visiting my mom")],
            "2026-08-17T09:00:00-07:00",
            ("2026-08-22", "2026-08-23"),
        ),
        (
            [
                ("assistant", "周末过得怎么样？"),
                ("user", "带儿子去了自然博物馆 恐龙馆排了一个小时队"),
            ],
            "2026-08-17T09:00:00+08:00",
            ("2026-08-15", "2026-08-16"),
        ),
    ],
    ids=["en-past", "zh-past", "en-ahead", "zh-past-after-the-question"],
)
def test_a_reply_that_names_no_time_is_of_the_time_the_question_asked_about(
    client: TestClient, bank: str, said: list[tuple[str, str]], start: str, day: tuple[str, str]
) -> None:
    items = session_items("s1", start, *said)
    created = [c for item in items for c in retain(client, bank, item)["created"]]
    reply = next(c for c in created if c["text"] == said[-1][1])
    assert reply["occurred_at"][:10] in day, reply["occurred_at"]


def test_a_question_in_a_bounded_turn_is_still_no_fact(analyzer: Analyzer) -> None:
    """The bound a turn carries to its parts does not make the assistant's question there a
    fact ("Booked then: Saturday May 9, 2pm. Next up: cake?")."""
    item = RetainItem(content="Booked then: Saturday May 9, 2pm. Next up: cake?", role="assistant")
    at = datetime(2026, 4, 15, 16, 0, tzinfo=UTC)
    entry = Incoming(index=0, episode_id="e", item=item, timestamp=at)
    drafts = analyzer.analyse([entry], BankSettings()).drafts
    kept = [d.text for d in drafts if not d.skip]
    assert any("May 9" in t for t in kept)
    assert not any("cake" in t for t in kept)
