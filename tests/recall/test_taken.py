"""The option taken comes before the list it was taken from and the options turned down,
English and Chinese."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from service.language.options import TAKES
from service.recall.taken import taken_first
from tests.conftest import recall, retain_one_by_one


def _row(k: int, text: str, score: float, role: str = "user") -> dict:
    return {"id": f"m{k}", "text": text, "score": score, "role": role, "scores": {}}


def test_the_option_taken_goes_before_the_list_and_the_no() -> None:
    rows = [
        _row(0, "for the phone plan it's between Mint at $30 and Visible at $25", 0.8),
        _row(1, "need unlimited data", 0.7),
        _row(2, "Visible's coverage at my place is awful, forget it", 0.6),
        _row(3, f"going with Mint{TAKES}Mint at $30", 0.5),
    ]
    assert [r["id"] for r in taken_first(rows)] == ["m3", "m0", "m1", "m2"]
    assert taken_first(rows)[0]["score"] > 0.8


def test_without_a_taken_option_or_its_list_nothing_moves() -> None:
    rows = [_row(0, "the barn felt magical", 0.8), _row(1, "going with Mint", 0.5)]
    assert taken_first(rows) == rows
    unlisted = [_row(0, "the barn felt magical", 0.8), _row(1, f"ok{TAKES}Mint at $30", 0.5)]
    assert taken_first(unlisted) == unlisted


@pytest.mark.parametrize(
    ("turns", "query", "taken", "behind"),
    [
        (
            (
                ("s1", "2026-01-10T09:00:00-05:00",
                 ("user", "for the phone plan it's between Mint at $30 and Visible at $25")),
                ("s2", "2026-01-12T09:00:00-05:00",
                 ("user", "Visible's coverage at my place is awful, forget it"),
                 ("user", "going with Mint")),
            ),
            "which phone plan did I go with and what does it cost?",
            "going with Mint",
            "between Mint at $30",
        ),
        (
            (
                ("s1", "2026-01-10T09:00:00+08:00", ("user", "五一想出去玩 考虑 厦门 或者 青岛")),
                ("s2", "2026-01-15T09:00:00+08:00",
                 ("user", "青岛那个不去了 五一太冷 海水还凉"),
                 ("user", "那就厦门吧 鼓浪屿")),
            ),
            "五一我们去哪玩来着",
            "那就厦门吧",
            "青岛那个不去了",
        ),
    ],
)  # fmt: skip
def test_recall_puts_the_option_taken_first(
    client: TestClient, bank: str, turns: tuple, query: str, taken: str, behind: str
) -> None:
    for session, start, *said in turns:
        retain_one_by_one(client, bank, session, start, *said)
    top = [m["text"] for m in recall(client, bank, query, top_k=5)["memories"]]
    at = next(k for k, t in enumerate(top) if t.startswith(taken))
    assert at < next(k for k, t in enumerate(top) if behind in t)


def test_a_choice_made_again_since_is_not_lifted() -> None:
    rows = [
        _row(0, "for the phone plan it's between Mint at $30 and Visible at $25", 0.8),
        {**_row(1, f"going with Mint{TAKES}Mint at $30", 0.5), "outdated_reason": "change said"},
    ]
    assert taken_first(rows) == rows
