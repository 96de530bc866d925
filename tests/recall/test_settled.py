"""A rumour or a guess gives way to what is later said as settled: "she might transfer,
apparently to austin" / "it's official, she's moving to the denver office"; "听说是去成都" /
"定了 她下个月去深圳分公司" (real Neo4j, English and Chinese)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain, session_items
from tests.recall.test_current_facts import _flagged, _ranked

SETTLED = [
    (
        (
            "my manager priya is leaving our team",
            "she said she might transfer, apparently to austin",
        ),
        ("big news at work today", "it's official, she's moving to the denver office next month"),
        "Where is Priya moving to?",
        "apparently to austin",
        "denver office",
        "-05:00",
    ),
    (
        ("我们领导周婷要调走了", "她说她可能要调走 听说是去成都"),
        ("今天开会宣布了", "定了 她下个月去深圳分公司"),
        "周婷要调到哪去？",
        "听说是去成都",
        "深圳分公司",
        "+08:00",
    ),
]


@pytest.mark.parametrize(("first", "later", "query", "heard", "settled", "zone"), SETTLED)
def test_what_was_settled_comes_before_what_was_heard(
    client: TestClient,
    bank: str,
    first: tuple[str, ...],
    later: tuple[str, ...],
    query: str,
    heard: str,
    settled: str,
    zone: str,
) -> None:
    for session, at, said in (
        ("s1", "2026-05-04T18:00:00", first),
        ("s2", "2026-05-12T19:00:00", later),
    ):
        for item in session_items(session, at + zone, *(("user", text) for text in said)):
            retain(client, bank, item)
    body = recall(client, bank, query, now="2026-05-25T09:00:00" + zone, top_k=5)
    new, old = _ranked(body, settled, heard)
    assert new != -1
    assert old == -1 or (new < old and _flagged(body, heard))
