"""An echo speaks for the statement it echoes: the user says a change in their own words
("from the next order it's the Ecover Zero stuff"), the assistant says it back in the
question's ("Ecover Zero for laundry going forward"); the user's words then answer the
question as well as the echo does, and replace the older order (real Neo4j, English and
Chinese)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from fastapi.testclient import TestClient

from service.language.slots import Said
from service.recall.echoes import speak_for
from tests.conftest import recall, retain_one_by_one
from tests.recall.test_current_facts import _ranked

CASES = [
    (
        (
            ("user", "we're a fragrance-free house, clothes washing included"),
            ("user", "add Persil Bio to the shopping order, the 2 litre bottle"),
            ("assistant", "Added Persil Bio, 2 L."),
        ),
        (
            ("user", "my daughter's eczema is flaring up again"),
            ("assistant", "Sorry to hear that. Anything I can do?"),
            ("user", "from the next order it's the Ecover Zero stuff"),
            ("assistant", "Understood: Ecover Zero for laundry going forward."),
        ),
        "What brand do I buy for washing clothes?",
        "Ecover Zero stuff",
        "Persil Bio to the",
        "-05:00",
    ),
    (
        (
            ("user", "超市订单里帮我加一桶蓝月亮 要大桶的"),
            ("assistant", "已加入：蓝月亮 大桶。"),
        ),
        (
            ("user", "孩子湿疹又犯了 愁人"),
            ("assistant", "心疼，要不要记一下最近接触过什么？"),
            ("user", "以后就买那个无香的 立白婴儿款"),
            ("assistant", "好的，以后洗衣液都买立白婴儿款。"),
        ),
        "我洗衣服用哪个牌子的洗衣液？",
        "无香的",
        "一桶蓝月亮",
        "+08:00",
    ),
]


@pytest.mark.parametrize(("first", "later", "query", "new", "old", "zone"), CASES)
def test_the_users_change_said_back_in_the_questions_words_replaces_the_older_order(
    client: TestClient,
    bank: str,
    first: tuple,
    later: tuple,
    query: str,
    new: str,
    old: str,
    zone: str,
) -> None:
    retain_one_by_one(client, bank, "s1", "2026-03-02T18:00:00" + zone, *first)
    retain_one_by_one(client, bank, "s2", "2026-03-20T21:00:00" + zone, *later)
    body = recall(client, bank, query, now="2026-03-25T12:00:00" + zone, top_k=8)
    current, older = _ranked(body, new, old)
    assert current != -1
    assert older == -1 or current < older
    assert older == -1 or body["memories"][older]["scores"].get("possibly_outdated")


def _said(text: str, role: str, session: str = "s2") -> Said:
    return Said(text, role, frozenset(), text, (), session)


AT = datetime(2026, 4, 24, 21, 18, tzinfo=UTC)


def test_an_echo_said_just_after_speaks_for_the_statement_it_echoes() -> None:
    said = [
        _said("add Tide Original to the grocery order", "user", "s1"),
        _said("from the next order it's the All Free Clear stuff", "user"),
        _said("Understood: All Free Clear for laundry going forward.", "assistant"),
    ]
    at = [AT - timedelta(days=21), AT, AT + timedelta(seconds=90)]
    cosines: list[list[float | None]] = [[1.0, 0.6, 0.55], [0.6, 1.0, 0.8], [0.55, 0.8, 1.0]]
    space = ["primary"] * 3
    assert speak_for(said, at, cosines, space, [0.54, 0.41, 0.58]) == [(2, 1)]
    # an echo that answers no better lends nothing; nor one of another session or said before
    assert speak_for(said, at, cosines, space, [0.54, 0.6, 0.58]) == []
    other = [*said[:2], _said(said[2].text, "assistant", "s3")]
    assert speak_for(other, at, cosines, space, [0.54, 0.41, 0.58]) == []
    before = [at[0], at[1], at[1] - timedelta(seconds=30)]
    assert speak_for(said, before, cosines, space, [0.54, 0.41, 0.58]) == []


def test_a_chinese_echo_speaks_for_the_statement_it_echoes() -> None:
    said = [
        _said("以后就买那个无香的 立白婴儿款", "user"),
        _said("好的，以后洗衣液都买立白婴儿款。", "assistant"),
        _said("还有什么要加的吗？", "assistant"),
    ]
    at = [AT, AT + timedelta(seconds=60), AT + timedelta(seconds=90)]
    cosines: list[list[float | None]] = [[1.0, 0.95, 0.9], [0.95, 1.0, 0.9], [0.9, 0.9, 1.0]]
    space = ["multilingual"] * 3
    # a question is no echo, however close
    assert speak_for(said, at, cosines, space, [0.4, 0.6, 0.7]) == [(1, 0)]
