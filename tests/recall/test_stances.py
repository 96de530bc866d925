"""A stance that points back ("以后就它了", "that's the one from now on") said just after the
line that names the thing (real Neo4j).

- Retain keeps it: it says what holds from now on, so it is no small talk, and the user's
  word never merges into the assistant's echo of an older choice.
- The stance alone names nothing, so recall lets it outdate nothing: not the line it points
  at, not a remark of the same session ("以后就这么点吧" had outdated the order it was said of).
"""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain, session_items

CASES = {
    "zh": (
        "+08:00",
        ("我买洗发水一直用海飞丝 去屑效果好", "A:好的，以后洗发水都买海飞丝。", "下午还要开个会"),
        (
            "超市打折买了瓶阿道夫 洗完头发特别顺 味道也好闻",
            "A:阿道夫的香味确实很受欢迎。",
            "以后就它了",
        ),
        "帮我下单洗发水",
        ("海飞丝", "阿道夫", "开个会"),
    ),
    "en": (
        "+00:00",
        (
            "for coffee beans i always order from pact, the house blend",
            "A:Got it, Pact house blend for your beans.",
            "my train was late again this morning",
        ),
        (
            "tried a bag from origin roasters last week, the colombian is incredible",
            "A:Origin's Colombian is a lovely coffee.",
            "that's the one from now on",
        ),
        "reorder my coffee beans",
        ("pact", "origin", "train"),
    ),
}


def _tell(client: TestClient, bank: str, zone: str, *sessions: tuple[str, ...]) -> None:
    for n, lines in enumerate(sessions):
        turns = [
            ("assistant" if t.startswith("A:") else "user", t.removeprefix("A:")) for t in lines
        ]
        start = f"2026-0{4 + 2 * n}-1{n}T20:00:00{zone}"
        for item in session_items(f"s{n}", start, *turns):  # each turn as it is said
            retain(client, bank, item)


def _find(found: list[dict], word: str) -> tuple[int, dict]:
    return next((k, m) for k, m in enumerate(found) if word in m["text"].lower())


@pytest.mark.parametrize("lang", sorted(CASES))
def test_a_stance_outdates_nothing(client: TestClient, bank: str, lang: str) -> None:
    zone, older, newer, query, (_, new_word, remark) = CASES[lang]
    _tell(client, bank, zone, older, newer)
    found = recall(client, bank, query, top_k=10, now=f"2026-09-01T11:30:00{zone}")["memories"]
    for word in (new_word, remark, newer[-1]):
        assert not _find(found, word)[1]["scores"].get("possibly_outdated"), word


@pytest.mark.parametrize("lang", sorted(CASES))
def test_a_stance_is_kept_and_never_merges_into_an_echo(
    client: TestClient, bank: str, lang: str
) -> None:
    zone, older, newer, _, _ = CASES[lang]
    echo = older[1].removeprefix("A:")
    items = session_items("s0", f"2026-04-10T20:00:00{zone}", ("assistant", echo))
    items += session_items("s0", f"2026-04-10T20:05:00{zone}", ("user", newer[-1]))
    retain(client, bank, items[0])
    made = retain(client, bank, items[1])
    assert [c["text"] for c in made["created"]] == [newer[-1]]
    assert not made["merged"] and not made["skipped"]
