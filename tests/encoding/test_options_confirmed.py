"""An option taken by a yes to the assistant's question that only names it ("So the one on
Maple Street?" / "yep. sent the deposit"), after the others were turned down in lower case
and by price ("co-op is out", "not the pricey one"), through the API and the real Neo4j."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.encoding.test_options import _said

DAYCARES = (
    "Sure. 1) Little Acorns on Maple St: $1,650/mo, open 7 to 6. 2) Kinder Lane by the "
    "light rail: $2,100/mo, Spanish immersion. 3) Sunflower Co-op near Green Lake: $1,300/mo, "
    "but every family volunteers 4 hours a month."
)
ZH_FLATS = (
    "三套可选：一是翠湖苑两居，月租5200；二是金地格林一居，月租3900；三是汇智公寓，月租4300。"
)


@pytest.mark.parametrize(
    ("listing", "turns", "taken", "down"),
    [
        (
            DAYCARES,
            [
                ("user", "co-op is out. we both work full time"),
                ("user", "not the pricey one, can't swing it with the car payment"),
                ("assistant", "Makes sense. So the one on Maple Street?"),
                ("user", "yep. sent the deposit this morning, $300"),
            ],
            "Little Acorns",
            ("Kinder Lane", "Sunflower"),
        ),
        (
            ZH_FLATS,
            [
                ("user", "一居那个太小了"),
                ("assistant", "那就翠湖苑那套？"),
                ("user", "对 明天去签合同"),
            ],
            "翠湖苑",
            ("金地格林",),
        ),
    ],
)
def test_a_yes_to_a_question_naming_the_option_takes_it(
    client: TestClient,
    bank: str,
    listing: str,
    turns: list[tuple[str, str]],
    taken: str,
    down: tuple[str, ...],
) -> None:
    _said(client, bank, listing, "2026-04-15T21:01:00-07:00", role="assistant")
    bodies = [
        _said(client, bank, text, f"2026-04-19T10:{30 + k:02d}:00-07:00", role=role, session="s2")
        for k, (role, text) in enumerate(turns)
    ]
    negated = [n for body in bodies for n in body["negated"]]
    assert len(negated) == len(down)
    decision = bodies[-1]["created"][0]
    assert "option.taken" in decision["signals"]
    assert taken in decision["text"]
    assert not any(word in decision["text"] for word in down)
