"""A conversation that keeps repeating its preferences does not fill the store."""

from __future__ import annotations

import itertools
from datetime import datetime, timedelta

from fastapi.testclient import TestClient

from tests.conftest import retain

PREFERENCES = [
    "I love hiking in the mountains.",
    "I prefer window seats on long flights.",
    "I'm allergic to peanuts.",
    "I always drink my coffee black.",
    "我喜欢吃辣的川菜。",
    "我不喜欢早上开会。",
    "我对猫毛过敏。",
    "我习惯晚上十点前睡觉。",
]
REPEATS = ["{}", "As I said, {}", "Just a reminder: {}", "{} Remember that."]
REPEATS_ZH = ["{}", "我说过，{}", "提醒一下，{}", "{}记住哦。"]
CHAT = ["Thanks!", "ok", "好的", "谢谢", "Hi there", "Great, thank you."]


def _turns(n: int) -> list[str]:
    turns = []
    forms = itertools.cycle(range(len(REPEATS)))
    prefs = itertools.cycle(PREFERENCES)
    chat = itertools.cycle(CHAT)
    for i in range(n):
        if i % 5 == 4:
            turns.append(next(chat))
            continue
        pref = next(prefs)
        form = (REPEATS_ZH if "\u4e00" <= pref[0] <= "\u9fff" else REPEATS)[next(forms)]
        turns.append(form.format(pref))
    return turns


def test_repeated_preferences_keep_active_memories_under_30_percent(
    client: TestClient, bank: str
) -> None:
    start = datetime.fromisoformat("2026-05-06T10:00:00+08:00")
    turns = _turns(100)
    for n, text in enumerate(turns):
        at = (start + timedelta(minutes=n)).isoformat()
        retain(client, bank, {"content": text, "session_id": "s1", "timestamp": at})
    stats = client.get(f"/v1/banks/{bank}").json()["memories_by_status"]
    active = stats.get("active", 0)
    print(f"\n100 turns -> {active} active memories ({stats})")
    assert active <= 30
