"""A reply is often a fragment whose subject was said a turn or two before it ("Did the price
move?" / "£690 all in. fine"): recall's safety net reads what two statements of two sessions
speak of together with the turns just before each, and a newer value said that way replaces
the older one, even when the fragment alone answers the question less well than the older
statement (real Neo4j, English and Chinese)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain, session_items
from tests.recall.test_current_facts import _flagged, _ranked


def _newer_wins(body: dict, new: str, old: str, flagged: str = "") -> None:
    """The memory holding ``new`` ranks above the one holding ``old``, which is marked
    possibly outdated (found by ``flagged`` when ``old`` is in both) while ``new`` is not."""
    rank_new, rank_old = _ranked(body, new, old)
    assert 0 <= rank_new < rank_old
    assert _flagged(body, flagged or old) and not _flagged(body, new)


def test_a_price_said_in_a_fragment_replaces_the_quote_of_an_earlier_session(
    client: TestClient, bank: str
) -> None:
    for turn in session_items(
        "s1",
        "2026-10-05T13:00:00+01:00",
        ("user", "garage had a look at the car. it's the clutch"),
        ("assistant", "Did they give you a price?"),
        ("user", "£420 parts and labour, they can do it Friday"),
    ) + session_items(
        "s2",
        "2026-10-09T17:00:00+01:00",
        ("user", "garage rang. the flywheel's gone on the car as well, clutch job got bigger"),
        ("assistant", "Ugh. Did the price change?"),
        ("user", "£690 all in. whatever"),
    ):
        retain(client, bank, turn)  # one turn a request, as a chat sends them
    # "what was … again?" asks for what holds now, not for what was
    body = recall(
        client,
        bank,
        "What was the garage charging us for the car again?",
        top_k=10,
        now="2026-10-12T09:00:00+01:00",
    )
    _newer_wins(body, "£690", "£420")


def test_a_chinese_price_said_in_a_fragment_replaces_the_quote_of_an_earlier_session(
    client: TestClient, bank: str
) -> None:
    for turn in session_items(
        "s1",
        "2026-04-03T19:00:00+08:00",
        ("user", "师傅来看过了，卫生间防水得重做"),
        ("assistant", "报价多少？"),
        ("user", "3800，包工包料，下周二进场"),
    ) + session_items(
        "s2",
        "2026-04-08T20:00:00+08:00",
        ("user", "师傅说卫生间墙砖也空鼓了，得一起铲了重贴"),
        ("assistant", "那价钱变了没？"),
        ("user", "5200 行吧"),
    ):
        retain(client, bank, turn)
    at = "2026-04-12T09:00:00+08:00"
    body = recall(client, bank, "卫生间师傅那边收多少钱？", top_k=10, now=at)
    _newer_wins(body, "5200", "3800")


def test_the_turns_before_a_fragment_join_nothing_within_one_session(
    client: TestClient, bank: str
) -> None:
    """Within one session the same turns lie before both statements: two prices said there
    of two things ("£420" for the clutch, "£25 a day" for a courtesy car) stay apart."""
    for turn in session_items(
        "s1",
        "2026-10-05T13:00:00+01:00",
        ("user", "garage had a look at the car. it's the clutch"),
        ("assistant", "Did they give you a price?"),
        ("user", "£420 parts and labour"),
        ("assistant", "And the courtesy car?"),
        ("user", "£25 a day for that"),
    ):
        retain(client, bank, turn)
    body = recall(
        client, bank, "What is the garage charging?", top_k=10, now="2026-10-06T09:00:00+01:00"
    )
    assert not _flagged(body, "£420") and not _flagged(body, "£25 a day")


def _rosa_rate_after(client: TestClient, bank: str, *second: tuple[str, str]) -> dict:
    """The cleaner's rate told in a first session ($90 a visit), the ``second`` session's
    turns after it, and then the question of what she charges now."""
    first = session_items(
        "s1",
        "2026-02-06T18:00:00-05:00",
        ("user", "booked a cleaner finally, rosa, every other friday, $90 a visit"),
        ("assistant", "Nice. Cash or transfer?"),
        ("user", "zelle after each visit"),
    )
    for turn in first + session_items("s2", "2026-04-20T19:30:00-04:00", *second):
        retain(client, bank, turn)
    return recall(
        client,
        bank,
        "how much is rosa per cleaning now?",
        top_k=10,
        now="2026-06-01T09:00:00-04:00",
    )


def test_the_assistants_confirmation_of_a_bare_reply_updates_the_older_value(
    client: TestClient, bank: str
) -> None:
    """Asked for the new price, the user answers with a number alone ("110") and the assistant
    says what it is of ("Noted, $110 a visit from next month"): the confirmation carries the
    user's word, so it replaces the rate told in an earlier session."""
    body = _rosa_rate_after(
        client,
        bank,
        ("user", "rosa says she's putting her prices up, gas and everything"),
        ("assistant", "Makes sense. How much will she charge?"),
        ("user", "110"),
        ("assistant", "Noted, $110 a visit from next month."),
        ("user", "still worth it tbh"),
    )
    _newer_wins(body, "$110", "$90")


def test_a_chinese_confirmation_of_a_bare_reply_updates_the_older_value(
    client: TestClient, bank: str
) -> None:
    for turn in session_items(
        "s1",
        "2026-03-02T12:10:00+08:00",
        ("user", "在小区门口那家洗车店办了张卡，洗一次35块"),
        ("assistant", "挺划算的。卡里充了多少？"),
        ("user", "充了五百"),
    ) + session_items(
        "s2",
        "2026-05-18T20:00:00+08:00",
        ("user", "洗车店老板说下个月起要涨价了，水电都涨了"),
        ("assistant", "那以后洗一次多少钱？"),
        ("user", "45"),
        ("assistant", "好的，记下了：下个月起洗一次45块。"),
        ("user", "还是比4S店便宜"),
    ):
        retain(client, bank, turn)
    body = recall(client, bank, "现在去洗一次车多少钱？", top_k=10, now="2026-06-20T10:00:00+08:00")
    _newer_wins(body, "45块", "35块", flagged="洗一次35块")


def test_the_assistants_own_suggestion_after_a_reply_updates_nothing(
    client: TestClient, bank: str
) -> None:
    """Only a confirmation that says back the reply's values alone carries the user's word:
    the assistant adding a figure of its own ("most charge $130") is its suggestion."""
    body = _rosa_rate_after(
        client,
        bank,
        ("user", "rosa hinted she might put her prices up"),
        ("assistant", "What would you be willing to pay?"),
        ("user", "110 tops"),
        ("assistant", "$110 a visit is fair, though most cleaners around you charge $130 a visit."),
    )
    assert not _flagged(body, "$90")


def test_a_chinese_dose_counted_in_tablets_updates_the_older_one(
    client: TestClient, bank: str
) -> None:
    """ "每次一片半" is a new count of the same measure as "每次一片": the older dose gives way,
    though neither says it changed."""
    for turn in session_items(
        "s1",
        "2026-03-03T08:30:00+08:00",
        ("user", "医生给我开了二甲双胍 每次一片 一天两次 饭后吃"),
        ("assistant", "好的，需要每天提醒吗？"),
        ("user", "要 早晚饭后各提醒一次"),
    ) + session_items(
        "s2",
        "2026-04-14T19:00:00+08:00",
        ("user", "去复查了 血糖还是偏高"),
        ("assistant", "医生怎么说？"),
        ("user", "二甲双胍每次一片半 别的不变"),
    ):
        retain(client, bank, turn)
    body = recall(
        client, bank, "我二甲双胍现在每次吃几片？", top_k=10, now="2026-04-20T09:00:00+08:00"
    )
    _newer_wins(body, "一片半", "每次一片 一天两次")


@pytest.mark.parametrize(
    ("first", "second", "query", "new", "old", "zone"),
    [
        (
            ("user", "signed Noor up for swimming, Tuesdays at 5:30 at the leisure centre"),
            (
                ("user", "coach says same day but half an hour earlier from next week"),
                ("assistant", "Got it: Tuesdays at 5:00 from next week."),
                ("user", "fine by me, earlier dinner"),
            ),
            "What time is Noor's swimming on Tuesdays?",
            "5:00",
            "5:30",
            "-04:00",
        ),
        (
            ("user", "给儿子报了游泳课 每周二下午五点半 在区体育中心"),
            (
                ("user", "教练说下周起还是周二 但要提前半小时"),
                ("assistant", "好的，以后周二下午五点上游泳课。"),
                ("user", "也行 晚饭能早点吃"),
            ),
            "儿子周二的游泳课几点上？",
            "下午五点上",
            "五点半",
            "+08:00",
        ),
    ],
    ids=["en", "zh"],
)
def test_the_assistants_time_after_a_shift_the_user_said_updates_the_older_time(
    client: TestClient,
    bank: str,
    first: tuple[str, str],
    second: tuple[tuple[str, str], ...],
    query: str,
    new: str,
    old: str,
    zone: str,
) -> None:
    """The user says how the time moves ("half an hour earlier", "提前半小时") and the
    assistant says the time it makes: that time carries the user's word, and replaces the
    time told in an earlier session."""
    for turn in session_items("s1", f"2026-03-02T19:00:00{zone}", first) + session_items(
        "s2", f"2026-04-14T19:00:00{zone}", *second
    ):
        retain(client, bank, turn)
    body = recall(client, bank, query, top_k=10, now=f"2026-04-28T09:00:00{zone}")
    _newer_wins(body, new, old)
