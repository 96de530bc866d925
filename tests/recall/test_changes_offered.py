"""A change the assistant offers and the user takes up ("Should I change the morning digest?"
/ "yeah just headlines only, 5 bullet points max"; "那早饭要不要换一下？" / "嗯 燕麦加两个水煮蛋
吧") replaces the liking the offer is of, though the reply names neither it nor a change; a
reply that declines the offer leaves the liking as it was (real Neo4j, English and Chinese)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain_one_by_one
from tests.recall.test_current_facts import _flagged, _ranked

DIGEST = (
    (
        "user",
        "for the morning digest i like the long reads, 3 or 4 proper articles, i read them"
        " on the train",
    ),
    ("assistant", "Got it: 3–4 long reads each morning."),
)
BREAKFAST = (
    ("user", "早饭我一般就一杯豆浆两个包子 楼下买的"),
    ("assistant", "记下了：早饭豆浆加包子。"),
)

CASES = [
    (
        DIGEST,
        (
            ("user", "i'm cycling to work now so no time to read on the train"),
            ("assistant", "Should I change the morning digest?"),
            ("user", "yeah just headlines only, 5 bullet points is plenty"),
        ),
        "send me my morning news digest, the way I like it",
        "headlines only",
        "i like the long reads",
        True,
        "+01:00",
    ),
    (
        DIGEST,
        (
            ("user", "the train is so delayed lately"),
            ("assistant", "Should I change the morning digest to headlines only?"),
            ("user", "nah keep it, i like reading on the platform too"),
        ),
        "send me my morning news digest, the way I like it",
        "i like the long reads",
        "i like the long reads",
        False,
        "+01:00",
    ),
    (
        BREAKFAST,
        (
            ("user", "体检血糖偏高 医生让我控糖"),
            ("assistant", "那早饭要不要换一下？包子和甜豆浆升糖都比较快。"),
            ("user", "嗯 燕麦加两个水煮蛋吧"),
        ),
        "帮我买明天的早饭 按我现在吃的来",
        "燕麦加两个水煮蛋",
        "一杯豆浆两个包子",
        True,
        "+08:00",
    ),
    (
        BREAKFAST,
        (
            ("user", "体检一切正常 放心了"),
            ("assistant", "太好了！早饭要不要换换花样，比如燕麦？"),
            ("user", "不用 吃惯了 豆浆包子挺好"),
        ),
        "帮我买明天的早饭 按我现在吃的来",
        "一杯豆浆两个包子",
        "一杯豆浆两个包子",
        False,
        "+08:00",
    ),
]


@pytest.mark.parametrize(("told", "later", "query", "now", "before", "changed", "zone"), CASES)
def test_a_change_taken_up_replaces_the_liking_it_was_offered_for(
    client: TestClient,
    bank: str,
    told: tuple,
    later: tuple,
    query: str,
    now: str,
    before: str,
    changed: bool,
    zone: str,
) -> None:
    retain_one_by_one(client, bank, "s1", "2026-03-01T08:00:00" + zone, *told)
    retain_one_by_one(client, bank, "s2", "2026-08-20T20:00:00" + zone, *later)
    body = recall(client, bank, query, now="2026-09-10T21:00:00" + zone)
    current, old = _ranked(body, now, before)
    assert current != -1
    assert _flagged(body, before) == changed
    if changed:
        assert old == -1 or current < old
