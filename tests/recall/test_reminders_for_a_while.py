"""A standing reminder moved for a while ("Reminder moved to 7:40 am during the bridge
closure", "好的，修路期间改成早上7:40提醒。") ends with that while: after it, the usual
weekday reminder comes first again, and the moved one and the reply that set it are marked
``possibly_outdated`` (real Neo4j, English and Chinese)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain_one_by_one
from tests.recall.test_current_facts import _ranked

CASES = [
    (
        (
            ("user", "i drive to the depot most days, can you remind me at 8:10 on weekdays "
                     "to head off"),
            ("assistant", "Done: a weekday reminder at 8:10 am to head off."),
        ),
        (
            ("user", "council email: the bridge on my route is shut for the next three weeks "
                     "starting monday, resurfacing"),
            ("assistant", "That's a long detour. Want me to move your reminder earlier while "
                          "it lasts?"),
            ("user", "yes, 7:40"),
            ("assistant", "Reminder moved to 7:40 am during the bridge closure."),
        ),
        "what time does my weekday leave reminder go off?",
        "8:10",
        "7:40",
        "+01:00",
    ),
    (
        (
            ("user", "工作日每天早上8点10分提醒我出门"),
            ("assistant", "好的，工作日早上8:10提醒你出门。"),
        ),
        (
            ("user", "小区门口修路 接下来三周都得绕路"),
            ("assistant", "那这期间出门提醒要提前吗？"),
            ("user", "要 提前到7点40"),
            ("assistant", "好的，修路期间改成早上7:40提醒。"),
        ),
        "我工作日几点的出门提醒来着",
        "8点10分",
        "7:40",
        "+08:00",
    ),
]  # fmt: skip


@pytest.mark.parametrize(("usual", "moved", "query", "kept", "over", "zone"), CASES)
def test_a_reminder_moved_for_a_while_ends_with_it(
    client: TestClient,
    bank: str,
    usual: tuple,
    moved: tuple,
    query: str,
    kept: str,
    over: str,
    zone: str,
) -> None:
    retain_one_by_one(client, bank, "s1", "2026-06-01T07:30:00" + zone, *usual)
    retain_one_by_one(client, bank, "s2", "2026-06-10T21:00:00" + zone, *moved)
    body = recall(client, bank, query, now="2026-07-20T06:30:00" + zone, top_k=8)
    first, stale = _ranked(body, kept, over)
    assert first == 0
    assert stale == -1 or body["memories"][stale]["scores"].get("possibly_outdated")
