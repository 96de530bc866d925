"""A remark made "here" while a bounded stay held ("光谷这边的烧烤是真的香" during a posting to
Wuhan until 4月17号; "it's 108 out here in tucson" while house-sitting there until July 19)
is of that stay: after it ends, it goes below the usual state, as the stay does."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain, session_items
from tests.recall.test_current_facts import _ranked

STAYS = [
    (
        (
            ("2026-03-10T21:00:00+08:00", "我们公司在科技园 楼下就有个健身房"),
            (
                "2026-03-27T22:30:00+08:00",
                "被领导派去武汉驻场了 下周一走 到4月17号 住光谷那边的酒店",
            ),
            ("2026-04-09T20:40:00+08:00", "光谷这边的烧烤是真的香 胖了三斤"),
        ),
        "这周六想约同事在公司附近吃个饭 帮我找找",
        "2026-04-24T18:00:00+08:00",
        ("科技园", "光谷这边"),
    ),
    (
        (
            (
                "2026-06-01T10:00:00-07:00",
                "our office is on SE Division St, the food carts there are great",
            ),
            (
                "2026-06-24T18:30:00-07:00",
                "i'm house-sitting at my brother's in tucson until july 19",
            ),
            (
                "2026-07-02T12:00:00-07:00",
                "it's 108 degrees out here in tucson, the food carts would melt",
            ),
        ),
        "Find me lunch near the office, any food carts?",
        "2026-08-03T11:00:00-07:00",
        ("Division", "out here in tucson"),
    ),
]


@pytest.mark.parametrize(("said", "query", "now", "phrases"), STAYS)
def test_a_remark_made_here_during_a_stay_ends_with_it(
    client: TestClient,
    bank: str,
    said: tuple[tuple[str, str], ...],
    query: str,
    now: str,
    phrases: tuple[str, str],
) -> None:
    for n, (at, text) in enumerate(said, start=1):
        retain(client, bank, *session_items(f"s{n}", at, ("user", text)))
    usual, remark = _ranked(recall(client, bank, query, now=now), *phrases)
    assert 0 <= usual < remark or remark == -1
    during = recall(client, bank, query, now=said[-1][0])
    assert _ranked(during, phrases[1])[0] >= 0
