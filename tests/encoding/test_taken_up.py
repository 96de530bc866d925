"""What the assistant offered and the user took up at once counts as the user's own: recall
does not scale it down as it does the assistant's other words (real Neo4j, English and
Chinese)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain, session_items
from tests.recall.test_current_facts import _ranked


def _say(client: TestClient, bank: str, items: list[dict]) -> None:
    for item in items:
        retain(client, bank, item)


def _scale(body: dict, phrase: str) -> float:
    return next(m["scores"]["current"] for m in body["memories"] if phrase in m["text"])


# What the assistant said that the user made theirs, beside another thing the assistant said:
# (start, turns, query, the user's, the other)
MADE_THEIRS = [
    pytest.param(
        "2026-03-02T09:00:00+00:00",
        (
            ("user", "my tooth is killing me, can you find a dentist nearby"),
            ("assistant", "Dr Okafor at Elm Street Dental has a slot today, 0161 555 0199."),
            ("user", "ok I'll call her now"),
            ("assistant", "There's also a late-night clinic in town, 0161 555 0777."),
            ("user", "nah, too far"),
        ),
        "what was the dentist's number again?",
        "0161 555 0199",
        "0161 555 0777",
        id="an offer taken up",
    ),
    pytest.param(
        "2026-01-18T09:30:00+08:00",
        (
            ("user", "空调不制冷了，帮我找个师傅"),
            ("assistant", "李师傅口碑不错，修空调十多年了，电话13912345678，上门费30。"),
            ("user", "行 我打给他"),
            ("assistant", "另外小区物业也能派人，电话0571-88886666。"),
            ("user", "物业的不要 上次修坏了"),
        ),
        "修空调那个师傅电话多少？",
        "13912345678",
        "0571-88886666",
        id="a chinese offer taken up",
    ),
    pytest.param(
        "2026-04-07T18:00:00+01:00",
        (
            ("user", "need to get to Leeds friday morning for the offsite"),
            ("assistant", "Two trains still have seats, and the earlier one is cheaper."),
            ("user", "yeah fine"),
            ("assistant", "Done: booked you on the 07:40 to Leeds, coach C, seat 42."),
            ("assistant", "The 08:15 from Kings Cross has a quiet coach too, if you'd rather."),
        ),
        "which train am I on to Leeds?",
        "07:40",
        "08:15",
        id="the acknowledgement of a yes",
    ),
    pytest.param(
        "2026-04-07T18:00:00+08:00",
        (
            ("user", "豆豆该打疫苗了 附近哪家宠物医院周六有号"),
            ("assistant", "问了一圈，大部分都约满了，只剩一家还有上午的号。"),
            ("user", "行 就它吧"),
            ("assistant", "好的，已帮你约了城东瑞派宠物医院，周六上午十点给豆豆打疫苗。"),
            ("assistant", "另外新开的安安宠物诊所周日下午也能打，价格便宜一点。"),
        ),
        "豆豆打疫苗约的哪家医院？",
        "瑞派",
        "安安",
        id="the chinese acknowledgement of a yes",
    ),
]


@pytest.mark.parametrize(("start", "said", "query", "theirs", "other"), MADE_THEIRS)
def test_what_the_user_made_theirs_is_not_scaled_down(
    client: TestClient,
    bank: str,
    start: str,
    said: tuple[tuple[str, str], ...],
    query: str,
    theirs: str,
    other: str,
) -> None:
    _say(client, bank, session_items("s1", start, *said))
    body = recall(client, bank, query, top_k=10)
    ranked, below = _ranked(body, theirs, other)
    assert 0 <= ranked < below
    assert _scale(body, theirs) > _scale(body, other)


def test_an_acknowledgement_after_anything_but_a_yes_stays_the_assistants(
    client: TestClient, bank: str
) -> None:
    _say(
        client,
        bank,
        session_items(
            "s1",
            "2026-04-07T18:00:00+01:00",
            ("user", "what time does the pharmacy on Hill Street close?"),
            ("assistant", "Okay, it closes at 6pm on weekdays."),
            ("user", "and the one by the station?"),
            ("assistant", "Okay, that one is open until 10pm."),
        ),
    )
    body = recall(client, bank, "when does the pharmacy close?", top_k=10)
    assert _scale(body, "6pm") == _scale(body, "10pm")
