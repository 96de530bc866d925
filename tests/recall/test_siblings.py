"""Answers said one after another (service.recall.siblings): a question for several things
brings the answers said beside its best match, in English and Chinese (real Neo4j for the
end-to-end cases)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from service.language.entities import EntityExtractor
from service.recall.shape import kinds_asked
from service.recall.siblings import asks_for_several, asks_for_things, beside, parallel
from tests.conftest import recall, retain, session_items


@pytest.mark.parametrize(
    ("query", "several"),
    [
        ("Remind me which allergies I have to plan around for Saturday's dinner.", True),
        ("When are the two vet visits coming up?", True),
        ("List the kids' activities this term", True),
        ("what meds are both cats on?", True),
        ("这周末两个孩子分别几点补课", True),
        ("我们俩的体检分别约在哪家机构", True),
        ("家里哪些人对花生过敏", True),
        ("What time is my Sunday call?", False),
        ("What was the special the week of the 9th?", False),
        ("How much do I send Mr. Okafor every month?", False),
        ("How much do I pay the cleaner each week?", False),
        ("what time do I take the pill each morning?", False),
        ("What do the kids each need for the trip?", True),
        ("What does she do?", False),
        ("老二的英语课几点上？", False),
        ("我老公体检是哪天来着？", False),
    ],
)
def test_a_question_for_several_things_is_told_from_one_for_one(query: str, several: bool) -> None:
    assert asks_for_several(query) is several


@pytest.mark.parametrize(
    ("query", "several"),
    [
        ("What are the kids' allergies?", True),
        ("When are Caroline's kids' birthdays?", True),
        ("What books has she read this year?", True),
        ("where are the boys' football practices now?", True),
        ("What time is Josh's lesson with the tutor we picked?", False),
        ("How many hours did I work last week?", False),
        ("What did Marcus ask me to do last Thursday?", False),
        ("Remind me what I do and don't eat these days", False),
        ("I booked the flights for both of us.", False),
    ],
)
def test_an_english_question_for_a_plural_asks_for_several(query: str, several: bool) -> None:
    doc = EntityExtractor().parse_many([query])[0]
    assert asks_for_things(doc) is several


def _row(i: str, text: str, score: float, people: tuple[str, ...] = ()) -> dict:
    return {
        "id": i,
        "text": text,
        "role": "user",
        "score": score,
        "scores": {"semantic": score},
        "people": list(people),
        "multilingual": any("\u4e00" <= c <= "\u9fff" for c in text),
    }


def test_statements_beside_a_match_are_parallel_when_they_give_another_value_or_person() -> None:
    theo = _row("t", "Theo (the bf) is allergic to shellfish", 0.6, ("theo",))
    assert parallel(theo, _row("i", "oh and Imani can't do tree nuts", 0.3), 0.53)
    assert not parallel(theo, _row("u", "ugh ok. fine", 0.3), 0.4)
    assert not parallel(theo, _row("q", "help me plan a menu?", 0.3), 0.7)
    him = _row("h", "他的是爱康国宾，约的5月19号，望京那家", 0.7)
    me = _row("m", "公司发的体检卡到了，帮我约下，5月12号上午，美年大健康国贸店", 0.5)
    assert parallel(him, me, 0.91)
    assert not parallel(him, _row("x", "我俩都得空腹 早饭又没了 哈哈", 0.5), 0.87)


def test_a_sibling_is_placed_just_below_its_match_and_marked() -> None:
    rows = [
        _row("a", "hosting dinner saturday the 13th, 6 people", 0.66),
        _row("t", "Theo (the bf) is allergic to shellfish", 0.57, ("theo",)),
        _row("w", "also which wine goes with a lamb shoulder", 0.56),
    ]
    found = [
        {**_row("i", "oh and Imani can't do tree nuts", 0.0), "source_id": "t", "cosine": 0.53}
    ]
    out = beside(rows, found, 5)
    assert [r["id"] for r in out] == ["a", "t", "i", "w"]
    assert out[2]["scores"]["sibling"] == 1.0 and "source_id" not in out[2]


def test_a_question_for_several_allergies_brings_the_one_said_next(
    client: TestClient, bank: str
) -> None:
    retain(
        client,
        bank,
        *session_items(
            "s1",
            "2026-06-01T18:00:00+02:00",
            ("user", "hosting dinner saturday the 13th, 6 people. help me plan a menu?"),
            ("assistant", "Love it. Any dietary things I should know?"),
            ("user", "Theo (the bf) is allergic to shellfish. like, epipen allergic"),
            ("assistant", "Noted, no shellfish anywhere."),
            ("user", "oh and Imani can't do tree nuts"),
            ("assistant", "Got it."),
            ("user", "thinking a pesto pasta to start?"),
            ("assistant", "Classic pesto has pine nuts; a basil and sunflower seed one works."),
            ("user", "ugh ok. fine. also which wine goes with a lamb shoulder"),
        ),
    )
    body = recall(
        client,
        bank,
        "Remind me which allergies I have to plan around for Saturday's dinner.",
        top_k=5,
        now="2026-06-10T09:00:00+02:00",
    )
    texts = " | ".join(m["text"] for m in body["memories"])
    assert "shellfish" in texts and "tree nuts" in texts


def test_a_chinese_question_for_both_checkups_brings_mine_beside_his(
    client: TestClient, bank: str
) -> None:
    retain(
        client,
        bank,
        *session_items(
            "s1",
            "2026-04-20T12:30:00+08:00",
            ("user", "公司发的体检卡到了，帮我约下，5月12号上午，美年大健康国贸店"),
            ("assistant", "好的，已约：5月12号上午8点，美年大健康国贸店。"),
            ("user", "好 我老公单位也有体检"),
            ("user", "他的是爱康国宾，约的5月19号，望京那家"),
            ("assistant", "记下了：你老公5月19号，爱康国宾望京店。"),
            ("user", "我俩都得空腹 早饭又没了 哈哈"),
        ),
    )
    body = recall(
        client, bank, "我们俩的体检分别约在哪家机构", top_k=5, now="2026-05-08T09:00:00+08:00"
    )
    texts = " | ".join(m["text"] for m in body["memories"])
    assert "美年大健康国贸店" in texts and "爱康国宾" in texts
    mine = next(m for m in body["memories"] if "美年大健康国贸店" in m["text"])
    assert not mine["scores"].get("possibly_outdated")


def test_a_value_of_the_kind_asked_for_said_beside_a_match_is_parallel() -> None:
    school = _row("s", "ok and the big one starts middle school next week, Harmon Middle", 0.6)
    bell = _row("b", "yep. bell there is 7:45 which is criminal for a 12yo", 0.3)
    clock = kinds_asked("What time do my kids' schools start in the morning?")
    assert parallel(school, bell, 0.2, clock)
    assert not parallel(school, bell, 0.2)  # asked for nothing in particular
    assert not parallel(school, _row("q", "does he take the bus at 7:05?", 0.3), 0.2, clock)
    # a day is not the time of day asked for
    swim = _row("w", "signed maya up for swim lessons at the Y", 0.6)
    assert not parallel(swim, _row("r", "need to buy her a swimsuit this week", 0.3), 0.2, clock)
    assert parallel(swim, _row("t", "saturdays, 9:30 start", 0.3), 0.2, clock)
    # an address may be anyone's: a question for a place asks for no kind of value
    assert kinds_asked("Where are the kids' schools?") == frozenset()


START_TIMES = [
    (
        (
            "2026-03-02T20:00:00+08:00",
            ("user", "给大宝报了个篮球班，在少年宫"),
            ("assistant", "挺好的，几点上课？"),
            ("user", "周六上午十点，一次一个半小时"),
            ("assistant", "记下了。"),
            ("user", "他高兴坏了，说要当库里"),
        ),
        (
            "2026-03-05T21:00:00+08:00",
            ("user", "二宝也闹着要学，给她报了小区门口的美术班"),
            ("assistant", "也是周六吗？"),
            ("user", "不是，周日下午两点半"),
            ("assistant", "好的。"),
            ("user", "颜料一套就两百多，真贵"),
        ),
        "两个孩子的兴趣班分别几点上课？",
        "2026-03-20T09:00:00+08:00",
        ("十点", "两点半"),
    ),
]


@pytest.mark.parametrize(("first", "second", "query", "now", "times"), START_TIMES)
def test_a_question_for_both_start_times_brings_the_time_said_after_each_match(
    client: TestClient,
    bank: str,
    first: tuple,
    second: tuple,
    query: str,
    now: str,
    times: tuple[str, str],
) -> None:
    """Each time is a reply about one child's school or class, and names neither: it is said
    beside the statement the question finds."""
    retain(
        client,
        bank,
        *session_items("s1", first[0], *first[1:]),
        *session_items("s2", second[0], *second[1:]),
    )
    texts = " | ".join(m["text"] for m in recall(client, bank, query, top_k=5, now=now)["memories"])
    assert all(t in texts for t in times)
