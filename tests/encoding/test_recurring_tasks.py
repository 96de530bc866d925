"""A thing to do at a time that recurs ("a weekday reminder at 7:35 am", "每天早上7点提醒我吃
药") is not over at its first time, as a one-off one ("remind me at 5pm to call mom") is:
it keeps no end (real Neo4j, English and Chinese)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import retain, session_items

CASES = [
    ("can you ping me at 7:35 on weekdays to leave for the train", None, "+01:00"),
    ("Done: a weekday reminder at 7:35 am to head out.", None, "+01:00"),
    ("remind me at 5pm today to call mom", "2026-06-01T18:00:00+01:00", "+01:00"),
    ("每天早上7点提醒我吃药 饭前吃", None, "+08:00"),
    ("工作日早上七点半叫我起床", None, "+08:00"),
    ("明天下午三点提醒我开会", "2026-06-02T16:00:00+08:00", "+08:00"),
]


@pytest.mark.parametrize(("text", "until", "zone"), CASES)
def test_a_recurring_thing_to_do_keeps_no_end(
    client: TestClient, bank: str, text: str, until: str | None, zone: str
) -> None:
    items = session_items("s1", "2026-06-01T07:30:00" + zone, ("user", text))
    created = retain(client, bank, *items)["created"]
    ends = {c["valid_until"] for c in created}
    if until is None:
        assert ends == {None}
    else:
        assert len(ends) == 1 and (end := next(iter(ends))) is not None
        assert end[:16] == until[:16]
