"""What a question says of the one person it asks about, and which candidates speak of another
(``service.recall.described``), on rows as recall reads them."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from service.recall.described import description, other_referents
from tests.conftest import recall, retain, session_items


@pytest.mark.parametrize(
    ("query", "words"),
    [
        ("同事推荐的那个牙医哪天出诊来着", {"同事", "推荐"}),
        ("挂专家号那个医生让雾化一天做几次", {"专家"}),
        ("when can the plumber my neighbor recommended come over?", {"neighbor", "recommend"}),
        ("find the office for the skin doctor my GP sent me to", {"gp"}),
        ("text the sitter the kids loved and check she's free friday", {"kid"}),
    ],
)
def test_what_a_question_says_of_the_one_it_asks_about(query: str, words: set[str]) -> None:
    assert words <= description(query)


@pytest.mark.parametrize(
    "query",
    [
        "两个师傅分别哪天在",
        "when can each of the two plumbers come?",
        "那个订单到哪了",
        "what's my dentist's number?",
    ],
)
def test_a_question_of_several_or_of_no_one_described_describes_no_one(query: str) -> None:
    assert not description(query)


def _row(text: str, people: tuple[str, ...], score: float) -> dict:
    return {"text": text, "people": people, "score": score, "scores": {}}


ROWS = [
    _row("我以前都去小区门口那家诊所 何医生 周末也开", ("何医生",), 0.9),
    _row("他只有周二和周四上午出诊 约下周二吧", ("陈卫东",), 0.8),
    _row("同事推荐了个牙医 瑞尔齿科的陈卫东 说技术好", ("陈卫东",), 0.7),
    _row("后槽牙疼好几天了", (), 0.6),
]


def test_what_is_said_of_another_person_goes_after_the_rest() -> None:
    out = other_referents(ROWS, "同事推荐的那个牙医哪天出诊来着")
    assert [r["text"][:4] for r in out] == ["他只有周", "同事推荐", "后槽牙疼", "我以前都"]
    assert out[-1]["scores"]["other_referent"] == 1.0
    assert out[-1]["score"] < ROWS[0]["score"]


def test_one_character_pair_in_common_is_no_description_of_anyone() -> None:
    """ "社区医院" shares only "医院" with "儿童医院 陈主任": that says no one."""
    rows = [
        _row("一个挺年轻的赵医生 开了蒲地蓝", ("赵医生",), 0.9),
        _row("今天带去儿童医院挂了个专家号 陈主任", ("陈主任",), 0.8),
    ]
    assert other_referents(rows, "社区医院那个年轻大夫给开的啥药") == rows


def test_a_description_two_people_fit_alike_moves_no_one() -> None:
    rows = [
        _row("同事推荐了个牙医 陈卫东", ("陈卫东",), 0.9),
        _row("另一个同事推荐的何医生", ("何医生",), 0.8),
    ]
    assert other_referents(rows, "同事推荐的那个牙医哪天出诊") == rows


def test_a_title_beside_names_is_no_person() -> None:
    """ "师傅" beside "孙师傅" and "李师傅" says the role, not which one."""
    rows = [
        _row("李师傅说他周末也上班", ("李师傅",), 0.9),
        _row("同事给我推荐了个推拿师傅 孙师傅", ("师傅", "孙师傅"), 0.8),
        _row("孙师傅只在工作日", ("孙师傅",), 0.7),
    ]
    out = other_referents(rows, "同事推荐的那个推拿师傅哪天在")
    assert [r["text"][:3] for r in out] == ["同事给", "孙师傅", "李师傅"]


SESSIONS = {
    "zh": (
        (
            "2026-10-03T20:00:00+08:00",
            ("user", "上周带我妈去华山医院看了皮肤科 挂的是周主任的号"),
            ("assistant", "周主任怎么说？"),
            ("user", "说是湿疹 开了卤米松乳膏 一天抹一次"),
        ),
        (
            "2026-10-12T21:00:00+08:00",
            ("user", "我妈腿上又起疹子了 这次就近去了社区医院"),
            ("assistant", "社区医院的医生怎么说？"),
            ("user", "一个挺和气的李医生 他说是过敏 开了氯雷他定 一天一片"),
        ),
        "社区医院那个大夫给我妈开的啥药",
        "2026-10-20T20:00:00+08:00",
        "氯雷他定",
        "卤米松",
    ),
    "en": (
        (
            "2026-10-03T20:00:00-05:00",
            ("user", "took dad to the dermatologist at st mary's today, we saw Dr. Patel"),
            ("assistant", "What did Dr. Patel say?"),
            ("user", "eczema, prescribed a steroid cream twice a day"),
        ),
        (
            "2026-10-12T21:00:00-05:00",
            ("user", "dad's rash came back so we went to the walk-in clinic near us"),
            ("assistant", "What did the clinic doctor say?"),
            ("user", "a young guy, Dr. Kim, he thinks it's an allergy and put him on cetirizine"),
        ),
        "what did the doctor at the walk-in give my dad for the rash?",
        "2026-10-20T20:00:00-05:00",
        "cetirizine",
        "steroid cream",
    ),
}


@pytest.mark.parametrize("case", SESSIONS.values(), ids=SESSIONS.keys())
def test_the_one_described_is_found_with_the_lines_said_before_theirs(
    client: TestClient, bank: str, case: tuple
) -> None:
    """ "社区医院那个大夫" is the doctor named in the session that went to the community clinic,
    though the line naming him does not say so ("一个挺和气的李医生…" after "…这次就近去了社区医
    院"); what the other one prescribed, said just after the question that names him ("周主任
    怎么说？" / "说是湿疹 开了卤米松乳膏"), is of him and ranks after the answer."""
    first, second, query, now, answer, other = case
    retain(
        client,
        bank,
        *session_items("s1", first[0], *first[1:]),
        *session_items("s2", second[0], *second[1:]),
    )
    memories = recall(client, bank, query, top_k=5, now=now)["memories"]
    texts = [m["text"] for m in memories]
    at = next((i for i, t in enumerate(texts) if answer in t), -1)
    assert at >= 0, texts
    assert all(i > at for i, t in enumerate(texts) if other in t), texts
