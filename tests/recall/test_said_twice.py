"""One fact said twice: the user's statement and the assistant's echo of it just after. A
later statement that replaces the echo ("Noted: window seats.") replaces the statement too,
though the statement's own words are further from it ("always window for me on flights, i
like leaning on the wall"), when it is of the same people. What a change and
an older line share only in the while the change holds for ("till the knee's better") is no
slot of theirs (real Neo4j)."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.conftest import recall, retain_one_by_one
from tests.recall.test_current_facts import _flagged, _ranked


def _told(client: TestClient, bank: str, zone: str, *sessions: tuple[str, tuple]) -> None:
    for n, (at, turns) in enumerate(sessions):
        retain_one_by_one(client, bank, f"s{n + 1}", at + zone, *turns)


def test_a_statement_goes_down_with_its_echo(client: TestClient, bank: str) -> None:
    _told(
        client,
        bank,
        "-05:00",
        (
            "2026-04-10T10:00:00",
            (
                (
                    "user",
                    "always window for me on flights, i like leaning on the wall and sleeping",
                ),
                ("assistant", "Noted: window seats."),
            ),
        ),
        (
            "2026-09-22T22:00:00",
            (
                ("user", "back from Seattle. my knee is still wrecked from the surgery"),
                ("assistant", "Sorry to hear. Want me to pick seats with more legroom?"),
                ("user", "aisle from here on, at least till the knee's better"),
            ),
        ),
        ("2026-10-15T12:00:00", (("user", "PT went well today, can almost do stairs"),)),
    )
    body = recall(
        client,
        bank,
        "booking the Denver flight for the offsite, which seat should I pick?",
        now="2026-11-02T10:00:00-05:00",
        top_k=8,
    )
    aisle, window = _ranked(body, "aisle from here on", "always window")
    assert aisle != -1
    assert window == -1 or aisle < window
    assert window == -1 or _flagged(body, "always window")
    # the knee is what ends the change, not what it changes
    assert not _flagged(body, "knee is still wrecked")


def test_an_echo_of_something_else_leaves_the_statement(client: TestClient, bank: str) -> None:
    """The assistant's words just after that add something of their own ("I'll also look for
    lounge access") are no echo: what replaces them leaves the statement as it was."""
    _told(
        client,
        bank,
        "-05:00",
        (
            "2026-04-10T10:00:00",
            (
                (
                    "user",
                    "always window for me on flights, i like leaning on the wall and sleeping",
                ),
                ("assistant", "Noted. I'll also look for lounge access when I book."),
            ),
        ),
        (
            "2026-09-22T22:00:00",
            (
                ("user", "no more lounge stuff from now on, total waste of money"),
                ("assistant", "Got it, no lounge access going forward."),
            ),
        ),
    )
    body = recall(
        client, bank, "booking a flight, what do I like?", now="2026-11-02T10:00:00-05:00"
    )
    assert _ranked(body, "always window")[0] != -1
    assert not _flagged(body, "always window")
