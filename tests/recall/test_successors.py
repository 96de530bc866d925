"""Newer values of what recall found, against the real Neo4j: a new value said later in a
fragment the question cannot reach takes its source's place, and the assistant's echo of the
old value goes down with it; a later statement that gives no new value of it never joins."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain


def _turns(
    client: TestClient, bank: str, session: str, start: str, *turns: tuple[str, str]
) -> None:
    day, hour = start.split("T")
    for n, (role, text) in enumerate(turns):
        at = f"{day}T{hour[:2]}:{n:02d}:00+01:00"
        retain(
            client, bank, {"content": text, "role": role, "session_id": session, "timestamp": at}
        )


def _english(client: TestClient, bank: str) -> None:
    _turns(
        client, bank, "s1", "2026-04-14T17",
        ("user", "Leo's starting swimming at the leisure centre! Wednesdays at 5pm, 45 minutes"),
        ("assistant", "Brilliant! Wednesdays at 5pm with the leisure centre squad."),
        ("user", "he's nervous about the deep end"),
    )  # fmt: skip
    _turns(
        client, bank, "s2", "2026-05-06T08",
        ("user", "ugh, the pool's closing on weekdays for repairs from June"),
        ("assistant", "That's a pain. Did they offer another slot?"),
        ("user", "just heard back. Saturdays at 9:30 from the 6th of June, still 45 minutes"),
        ("user", "also I need new goggles for him"),
    )  # fmt: skip


def test_a_new_value_said_in_a_fragment_takes_the_old_ones_place(
    client: TestClient, bank: str
) -> None:
    _english(client, bank)
    found = recall(client, bank, "When's Leo's swimming lesson?", top_k=5,
                   now="2026-06-10T12:00:00+01:00")["memories"]  # fmt: skip
    texts = [m["text"] for m in found]
    new = next(i for i, t in enumerate(texts) if "Saturdays at 9:30" in t)
    assert found[new]["scores"].get("successor") == 1.0
    for i, m in enumerate(found):
        if "Wednesdays at 5pm" in m["text"]:  # the old value and its echo: below, outdated
            assert i > new and m["scores"].get("possibly_outdated") == 1.0


def test_a_chinese_new_value_in_a_fragment_takes_the_old_ones_place(
    client: TestClient, bank: str
) -> None:
    _turns(
        client, bank, "s1", "2026-04-14T17",
        ("user", "闺女的钢琴课定下来了，每周三下午4点半，一节课45分钟"),
        ("assistant", "好的，每周三下午4点半，我记下了。"),
        ("user", "琴房离家有点远"),
    )  # fmt: skip
    _turns(
        client, bank, "s2", "2026-05-06T08",
        ("user", "老师说她周三下午要去学校带课了"),
        ("assistant", "那时间要调整吗？"),
        ("user", "老师那边刚回 周六上午10点 6月6号开始 一节课还是45分钟"),
    )  # fmt: skip
    found = recall(client, bank, "闺女钢琴课几点上？", top_k=5,
                   now="2026-06-10T12:00:00+08:00")["memories"]  # fmt: skip
    texts = [m["text"] for m in found]
    assert any("周六上午10点" in t for t in texts)
    new = next(i for i, t in enumerate(texts) if "周六上午10点" in t)
    for i, m in enumerate(found):
        if "4点半" in m["text"]:
            assert i > new


def test_a_later_time_of_something_else_does_not_replace_the_lesson(
    client: TestClient, bank: str
) -> None:
    _english(client, bank)
    _turns(client, bank, "s3", "2026-06-01T10", ("user", "dentist on Saturday at 11:15 for me"))
    found = recall(client, bank, "When's Leo's swimming lesson?", top_k=5,
                   now="2026-06-10T12:00:00+01:00")["memories"]  # fmt: skip
    assert not any("dentist" in m["text"] and m["scores"].get("successor") for m in found)
    assert any("Saturdays at 9:30" in m["text"] for m in found)


def test_a_later_statement_without_a_new_value_never_joins(client: TestClient, bank: str) -> None:
    _english(client, bank)
    _turns(client, bank, "s3", "2026-05-20T10", ("user", "the gym opens at 6am on Saturdays now"))
    found = recall(client, bank, "When's Leo's swimming lesson?", top_k=5,
                   now="2026-06-10T12:00:00+01:00")["memories"]  # fmt: skip
    assert all(not m["scores"].get("successor") or "Saturdays at 9:30" in m["text"] for m in found)


def test_an_audit_as_of_a_past_moment_sees_no_later_value(client: TestClient, bank: str) -> None:
    _english(client, bank)
    found = recall(client, bank, "When's Leo's swimming lesson?", top_k=5,
                   as_of="2026-04-20T12:00:00+01:00")["memories"]  # fmt: skip
    assert not any("Saturdays at 9:30" in m["text"] for m in found)


# A liking changed in other words, said later among other talk: no value of a type to compare
# ("window seat" / "aisle person"), and the newer words answer the question less well than the
# older ones do. Each: the sessions (id, start, turns), the question, the newer liking, the
# older one, the zone of "now".
Session = tuple[str, str, tuple[tuple[str, str], ...]]
CHANGED: list[tuple[tuple[Session, ...], str, str, str, str]] = [
    (
        (
            ("s1", "2026-03-02T09", (
                ("user", "booking flights for the Lisbon trip. window seat for me, I like to "
                         "sleep against the wall"),
                ("assistant", "Noted: window seats on your flights."),
                ("user", "and a hotel near the river if we can"),
            )),
            ("s2", "2026-05-20T19", (
                ("user", "back from Tokyo, that long-haul was brutal"),
                ("assistant", "Welcome back! How was the trip?"),
                ("user", "great trip. I'm an aisle person now though, climbed over two "
                         "strangers every time I needed the loo"),
                ("user", "also the ramen there ruined all other ramen for me"),
            )),
        ),
        "Which seat should I pick for my flight to Denver?",
        "aisle person",
        "window seat",
        "+01:00",
    ),
    (
        (
            ("s1", "2026-03-02T09", (
                ("user", "帮我记一下 我喝咖啡只喝冰美式 不加糖不加奶"),
                ("assistant", "好的，记下了：冰美式，不加糖不加奶。"),
                ("user", "楼下那家瑞幸出杯挺快的"),
            )),
            ("s2", "2026-05-20T19", (
                ("user", "这两周胃一直不舒服 去医院看了 说是慢性胃炎"),
                ("assistant", "注意饮食，少吃生冷刺激的。"),
                ("user", "胃受不了 以后早上给我点热的燕麦拿铁就行"),
                ("user", "周末还得去复查一次"),
            )),
        ),
        "帮我下单一杯咖啡 按我的口味来",
        "以后早上给我点热的燕麦拿铁",
        "冰美式",
        "+08:00",
    ),
]  # fmt: skip


def _recalled(
    client: TestClient, bank: str, sessions: tuple[Session, ...], query: str, zone: str
) -> list[dict]:
    """The sessions retained turn by turn, then the top 5 for ``query`` on 10 June."""
    for session in sessions:
        _turns(client, bank, *session[:2], *session[2])
    return recall(client, bank, query, top_k=5, now=f"2026-06-10T12:00:00{zone}")["memories"]


@pytest.mark.parametrize(("sessions", "query", "new", "old", "zone"), CHANGED)
def test_a_liking_changed_in_other_words_takes_the_old_ones_place(
    client: TestClient,
    bank: str,
    sessions: tuple[Session, ...],
    query: str,
    new: str,
    old: str,
    zone: str,
) -> None:
    found = _recalled(client, bank, sessions, query, zone)
    texts = [m["text"] for m in found]
    newer = next(i for i, t in enumerate(texts) if new in t)
    for i, m in enumerate(found):
        if old in m["text"]:  # the older liking and its echo: below, outdated
            assert i > newer and m["scores"].get("possibly_outdated") == 1.0


# A later statement of something else leaves the liking as it was: a remark that says "now"
# but not of the user, a new habit of another kind, one said with a mere "最近", a new habit
# beside what the user will not have.
KEPT: list[tuple[tuple[Session, ...], str, str, str]] = [
    (
        (
            ("s1", "2026-03-02T09", (
                ("user", "booking flights for the Lisbon trip. window seat for me, I like to "
                         "sleep against the wall"),
                ("assistant", "Noted: window seats on your flights."),
            )),
            ("s2", "2026-05-20T19", (
                ("user", "the airline charges for picking seats now, what a racket"),
            )),
        ),
        "Which seat should I pick for my flight to Denver?",
        "booking flights",
        "+01:00",
    ),
    (
        (
            ("s1", "2026-03-02T09", (
                ("user", "can you help me plan dinners? I'm vegetarian, have been for years"),
                ("assistant", "Of course! Any cuisines you like?"),
                ("user", "anything with lots of veg, I hate mushrooms though"),
            )),
            ("s2", "2026-05-20T19", (
                ("user", "I'm training for a half marathon now, 4 runs a week"),
                ("assistant", "Exciting! When's the race?"),
                ("user", "october, in Porto"),
            )),
        ),
        "plan my dinners for next week, bearing in mind what I eat",
        "have been for years",
        "+01:00",
    ),
    (
        (
            ("s1", "2026-03-02T09", (
                ("user", "以后帮我点外卖记住 我不吃香菜 一点都不能有"),
                ("assistant", "好的，记下了：不要香菜。"),
            )),
            ("s2", "2026-05-20T19", (
                ("user", "最近在学游泳 一周去三次 累死了"),
                ("assistant", "坚持下来会越来越轻松的。"),
                ("user", "教练说我蹬腿姿势不对"),
            )),
        ),
        "帮我点个午饭外卖 记得我的忌口",
        "我不吃香菜",
        "+08:00",
    ),
    (
        (
            ("s1", "2026-03-02T12", (
                ("user", "中午帮我点个外卖 黄焖鸡米饭就行"),
                ("assistant", "好的，黄焖鸡米饭。还有别的要求吗？"),
                ("user", "别放香菜 我不吃香菜"),
            )),
            ("s2", "2026-05-20T11", (
                ("user", "体检说血脂有点高"),
                ("user", "以后中午给我点轻食吧 沙拉那种"),
            )),
        ),
        "点外卖的时候备注要写啥",
        "我不吃香菜",
        "+08:00",
    ),
]  # fmt: skip


@pytest.mark.parametrize(("sessions", "query", "liking", "zone"), KEPT)
def test_a_later_statement_of_something_else_leaves_the_liking(
    client: TestClient,
    bank: str,
    sessions: tuple[Session, ...],
    query: str,
    liking: str,
    zone: str,
) -> None:
    found = _recalled(client, bank, sessions, query, zone)
    old = next(m for m in found if liking in m["text"])
    assert not old["scores"].get("possibly_outdated")
