"""Which candidates answer a question, and so may replace one another: those near it in
meaning, and those it matches best by its words. A preference said in the question's words
("i read everything on my kindle" for "my next read") is replaced by a later change of mind
said in others ("from now on … only things i can get in paperback"), however far the old one
lies in meaning (real Neo4j, English and Chinese)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain_one_by_one
from tests.recall.test_current_facts import _flagged, _ranked

FORMATS = [
    (
        (
            "need a new book, just finished the latest tana french and i'm bereft",
            "crime novels are basically my whole personality so more of the same pls",
            "and i read everything on my kindle, paper books in bed are a pain",
        ),
        (
            "went to the book fair at the exhibition building yesterday",
            "came home with 9 books, forgot how good actual pages feel",
            "from now on if u recommend stuff, only things i can get in paperback",
        ),
        "Find me my next read. What format should I get it in?",
        "on my kindle",
        "in paperback",
        "+10:00",
    ),
    (
        (
            "想找本新书看 刚看完东野圭吾的新书 意犹未尽",
            "推理小说我是真爱 多推点这种的",
            "我看书都用kindle 纸质书躺床上看太累了",
        ),
        (
            "昨天去逛了书展 抱回来九本书",
            "好久没摸纸质书了 手感真好",
            "以后给我推荐书 只推能买到纸质版的",
        ),
        "给我推荐下一本书吧 买什么版本的？",
        "都用kindle",
        "纸质版",
        "+08:00",
    ),
]


@pytest.mark.parametrize(("before", "after", "query", "old", "new", "zone"), FORMATS)
def test_a_change_of_mind_replaces_the_statement_the_question_matches_by_its_words(
    client: TestClient,
    bank: str,
    before: tuple[str, ...],
    after: tuple[str, ...],
    query: str,
    old: str,
    new: str,
    zone: str,
) -> None:
    for session, at, said in (
        ("s1", "2026-03-02T21:00:00", before),
        ("s2", "2026-03-20T20:00:00", after),
    ):
        retain_one_by_one(client, bank, session, at + zone, *(("user", text) for text in said))
    body = recall(client, bank, query, now="2026-03-25T12:00:00" + zone, top_k=8)
    ranked = _ranked(body, new, old)
    assert ranked[0] != -1
    assert ranked[1] == -1 or ranked[0] < ranked[1]
    assert ranked[1] == -1 or _flagged(body, old)
