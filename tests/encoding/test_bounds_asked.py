"""A reply to a question that asks about the meantime ("Where are you staying in the
meantime?", "那装修这段时间你们住哪？") holds for that meantime: it ends when the state said
before it in its session does, though the reply names no time; after that end, recall puts
the usual state first again (real Neo4j, English and Chinese)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain_one_by_one
from tests.recall.test_current_facts import _ranked


@dataclass(frozen=True)
class Case:
    start: str
    turns: tuple[tuple[str, str], ...]
    bound: str  # words of the state with an end of its own
    reply: str  # words of the reply to the question of the meantime
    usual: str  # words of the usual state
    query: str
    now: str


CASES = {
    "en": Case(
        "2026-06-01T21:00:00-04:00",
        (
            ("user", "i usually bike to work, 10 minutes door to door"),
            ("assistant", "That's a dream commute."),
            ("user", "kitchen reno starts monday, they're gutting it until the end of july"),
            ("assistant", "Oof. Where are you staying in the meantime?"),
            ("user", "my sister's place in jersey city, the PATH takes over an hour"),
        ),
        "reno",
        "PATH takes",
        "bike to work",
        "how do i get to work these days?",
        "2026-08-20T08:00:00-04:00",
    ),
    "zh": Case(
        "2026-06-01T21:00:00+08:00",
        (
            ("user", "平时我都骑车上班 十分钟就到"),
            ("assistant", "哈哈，通勤十分钟太幸福了。"),
            ("user", "但下周要开始装修了 厨房卫生间全拆 要弄到7月底"),
            ("assistant", "那装修这段时间你们住哪？"),
            ("user", "住我岳母家 在闵行 离公司远死了 地铁一个多小时"),
        ),
        "装修",
        "岳母家",
        "骑车上班",
        "我现在怎么去上班",
        "2026-08-17T21:00:00+08:00",
    ),
}


@pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())
def test_a_reply_to_a_question_about_the_meantime_ends_with_it(
    client: TestClient, bank: str, case: Case
) -> None:
    created = retain_one_by_one(client, bank, "s1", case.start, *case.turns)
    bound = next(c for c in created if case.bound in c["text"])
    reply = next(c for c in created if case.reply in c["text"])
    assert bound["valid_until"] and reply["valid_until"] == bound["valid_until"]
    body = recall(client, bank, case.query, top_k=10, now=case.now)
    usual, ended = _ranked(body, case.usual, case.reply)
    assert 0 <= usual < ended
    stay = next(m for m in body["memories"] if case.reply in m["text"])
    assert stay["scores"].get("possibly_outdated") == 1.0  # its while is over


def test_a_reply_to_a_question_of_no_meantime_keeps_no_bound(client: TestClient, bank: str) -> None:
    created = retain_one_by_one(
        client,
        bank,
        "s1",
        "2026-06-01T21:00:00+08:00",
        ("user", "但下周要开始装修了 厨房卫生间全拆 要弄到7月底"),
        ("assistant", "装修队是谁介绍的？"),
        ("user", "朋友介绍的 全包十二万"),
        ("assistant", "How did you find the contractor?"),
        ("user", "a friend recommended them, 120k all in"),
        # the usual, told to a question of the meantime
        ("assistant", "好的，装修期间住你姐家。通勤会远不少吧？"),
        ("user", "平时8点出门都来得及 地铁直达"),
        ("assistant", "Is the commute going to be rough in the meantime?"),
        ("user", "usually it's a 10 minute bike ride"),
    )
    for c in created:
        if any(w in c["text"] for w in ("介绍", "recommended", "平时", "usually")):
            assert c["valid_until"] is None, c


HOW_LONG = {
    "en": Case(
        "2026-06-01T21:00:00-04:00",
        (
            ("user", "send my packages to 14 Alder Court, that's home"),
            ("assistant", "Saved: 14 Alder Court."),
            ("user", "floors are getting redone so we're crashing at my brother's for now"),
            ("assistant", "How long will you be there?"),
            ("user", "till june 20. he's on the far side of town"),
        ),
        "crashing at my brother's",
        "till june 20",
        "Alder Court",
        "where am i living these days?",
        "2026-07-02T09:00:00-04:00",
    ),
    "zh": Case(
        "2026-04-20T19:00:00+08:00",
        (
            ("user", "快递都寄到家里吧 西湖区文三路88号"),
            ("assistant", "好的，记下了：文三路88号。"),
            ("user", "家里刷墙 这阵子先住我妹那"),
            ("assistant", "要住多久？"),
            ("user", "到5月10号 她家在萧山"),
        ),
        "住我妹那",
        "到5月10号",
        "文三路",
        "我这阵子住在哪",
        "2026-05-22T20:00:00+08:00",
    ),
}


@pytest.mark.parametrize("case", HOW_LONG.values(), ids=HOW_LONG.keys())
def test_a_reply_to_how_long_bounds_the_state_asked_about(
    client: TestClient, bank: str, case: Case
) -> None:
    """A state said to hold a while with no end of its own ("这阵子先住我妹那", "crashing at
    my brother's for now") takes the end the user gives when asked how long ("要住多久？" /
    "到5月10号"); after it, the usual state comes first again."""
    created = retain_one_by_one(client, bank, "s1", case.start, *case.turns)
    made = next(c for c in created if case.bound in c["text"])
    reply = next(c for c in created if case.reply in c["text"])
    state = client.get(f"/v1/banks/{bank}/memories/{made['memory_id']}").json()
    assert reply["valid_until"] and state["valid_until"] == reply["valid_until"], state
    body = recall(client, bank, case.query, top_k=5, now=case.now)
    usual, ended = _ranked(body, case.usual, case.bound)
    assert usual >= 0 and (ended == -1 or usual < ended), body["memories"]


def test_a_reply_to_how_long_bounds_no_standing_state(client: TestClient, bank: str) -> None:
    """Asked how long something takes, a standing state said before is no while ("我住在文三路"
    / "通勤要多久？" / "四十分钟吧")."""
    created = retain_one_by_one(
        client,
        bank,
        "s1",
        "2026-04-20T19:00:00+08:00",
        ("user", "我住在文三路 公司在滨江"),
        ("assistant", "通勤要多久？"),
        ("user", "到下个月之前都得坐公交 四十分钟吧"),
        ("user", "i live on alder court, work is downtown"),
        ("assistant", "How long is the commute?"),
        ("user", "till the line reopens next month it's the bus, 40 minutes"),
    )
    for c in created:
        if any(w in c["text"] for w in ("我住在", "i live on")):
            stored = client.get(f"/v1/banks/{bank}/memories/{c['memory_id']}").json()
            assert stored["valid_until"] is None, stored
