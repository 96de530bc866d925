"""Options pointed at by price, through the API and the real Neo4j (English and Chinese):
"the cheaper one" is chosen among the options not turned down yet, and compares two."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.encoding.test_options import _said

LAPTOPS = (
    "Three good picks:\n1. MacBook Air 13 M4, 16GB/512GB: $1,199\n2. Dell XPS 14, 32GB/1TB: "
    "$1,449\n3. Framework Laptop 13 DIY edition, 16GB/512GB: $1,099"
)
ZH_ROOMS = "三个选择：一是湖境度假酒店，一晚1280；二是竹影民宿，一晚480；三是山居客栈，一晚350。"


@pytest.mark.parametrize(
    ("listing", "no", "cheaper", "taken", "left_out"),
    [
        (
            LAPTOPS,
            "not the third one, i'm not assembling a laptop",
            "ok going with the cheaper one",
            "MacBook Air",
            ("Dell", "Framework"),
        ),
        (ZH_ROOMS, "第三家不考虑 一条评价都没有", "那就便宜那家吧", "竹影民宿", ("湖境", "山居")),
    ],
)
def test_by_price_is_among_the_options_left(
    client: TestClient,
    bank: str,
    listing: str,
    no: str,
    cheaper: str,
    taken: str,
    left_out: tuple[str, str],
) -> None:
    """Once one option of three is turned down, "the cheaper one" is the cheaper of the two
    left, not the one turned down."""
    _said(client, bank, listing, "2026-05-11T20:34:00-07:00", role="assistant")
    _said(client, bank, no, "2026-05-11T20:36:00-07:00")
    decision = _said(client, bank, cheaper, "2026-05-13T10:15:00-07:00", session="s2")
    decision = decision["created"][0]
    assert "option.taken" in decision["signals"]
    assert taken in decision["text"]
    assert not any(word in decision["text"] for word in left_out)


@pytest.mark.parametrize(
    ("listing", "cheaper"),
    [(LAPTOPS, "ok going with the cheaper one"), (ZH_ROOMS, "那就更便宜的那家吧")],
)
def test_the_cheaper_of_three_is_no_option(
    client: TestClient, bank: str, listing: str, cheaper: str
) -> None:
    """ "The cheaper one" compares two: of three options, none turned down, it takes none."""
    _said(client, bank, listing, "2026-05-11T20:34:00-07:00", role="assistant")
    body = _said(client, bank, cheaper, "2026-05-13T10:15:00-07:00", session="s2")
    assert not any("option.taken" in c["signals"] for c in body["created"])
    assert body["negated"] == []
