"""A reply that answers the assistant's question is a memory of its own, and a later change
of mind said "from now on" puts it below, though the two share no word (real Neo4j, English
and Chinese)."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.conftest import recall, session_items
from tests.encoding.test_bounds import _said
from tests.recall.test_current_facts import _flagged, _ranked


def test_a_change_from_now_on_outranks_the_answer_it_replaces(
    client: TestClient, bank: str
) -> None:
    _said(
        client,
        bank,
        session_items(
            "s1",
            "2026-09-05T15:00:00-04:00",
            ("user", "can you put holds on books for me at the ottawa public library"),
            ("assistant", "Happy to. Any format preference?"),
            ("user", "physical only, paperback or hardcover"),
            ("assistant", "Got it. What's first?"),
            ("user", "the new Emily St. John Mandel"),
        ),
    )
    _said(
        client,
        bank,
        session_items(
            "s2",
            "2026-10-10T19:45:00-04:00",
            ("user", "my brother gave me his old kobo when he upgraded"),
            ("assistant", "Nice hand-me-down!"),
            ("user", "ok im a convert. libby ebooks for everything going forward"),
        ),
    )
    body = recall(
        client,
        bank,
        "Should library holds be paper copies or something else?",
        top_k=10,
        now="2026-10-16T20:00:00-04:00",
    )
    new, old = _ranked(body, "libby ebooks", "physical only")
    assert 0 <= new < old
    assert _flagged(body, "physical only")


def test_a_chinese_change_from_now_on_outranks_the_answer_it_replaces(
    client: TestClient, bank: str
) -> None:
    _said(
        client,
        bank,
        session_items(
            "s1",
            "2026-03-02T20:00:00+08:00",
            ("user", "帮我在图书馆app上预约几本书"),
            ("assistant", "好的，要借纸质书还是电子书？"),
            ("user", "纸质的 精装平装都行"),
            ("assistant", "记下了。先借哪本？"),
            ("user", "刘慈欣的新书"),
        ),
    )
    _said(
        client,
        bank,
        session_items(
            "s2",
            "2026-04-11T21:00:00+08:00",
            ("user", "我姐把她的kindle送我了"),
            ("assistant", "不错呀"),
            ("user", "真香 以后都借电子版吧 睡前看方便"),
        ),
    )
    body = recall(client, bank, "帮我借本书 借哪种的？", top_k=10, now="2026-04-20T20:00:00+08:00")
    new, old = _ranked(body, "电子版", "纸质的")
    assert 0 <= new < old
    assert _flagged(body, "纸质的")
