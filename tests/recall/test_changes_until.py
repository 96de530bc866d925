"""What a change and an older line share only in the while the change holds for is no slot
of theirs: "aisle from here on, at least till the knee's better" changes the seat, not "my knee
is still wrecked from the surgery", which stays the reason it was said for (real Neo4j)."""

from __future__ import annotations

from fastapi.testclient import TestClient

from tests.conftest import recall, retain_one_by_one
from tests.recall.test_current_facts import _flagged, _ranked


def test_what_ends_a_change_is_not_what_it_changes(client: TestClient, bank: str) -> None:
    zone = "-05:00"
    retain_one_by_one(
        client,
        bank,
        "s1",
        "2026-04-10T10:00:00" + zone,
        ("user", "always window for me on flights, i like leaning on the wall and sleeping"),
        ("assistant", "Noted: window seats."),
    )
    retain_one_by_one(
        client,
        bank,
        "s2",
        "2026-09-22T22:00:00" + zone,
        ("user", "back from Seattle. my knee is still wrecked from the surgery"),
        ("assistant", "Sorry to hear. Want me to pick seats with more legroom?"),
        ("user", "aisle from here on, at least till the knee's better"),
    )
    body = recall(
        client,
        bank,
        "booking the Denver flight for the offsite, which seat should I pick?",
        now="2026-11-02T10:00:00" + zone,
        top_k=8,
    )
    assert _ranked(body, "aisle from here on")[0] != -1
    assert not _flagged(body, "knee is still wrecked")
