"""Newer values of what recall found, against the real Neo4j: a new value said later in a
fragment the question cannot reach takes its source's place, and the assistant's echo of the
old value goes down with it; a later statement that gives no new value of it never joins."""

from __future__ import annotations

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
