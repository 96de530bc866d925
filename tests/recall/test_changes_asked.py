"""A change said as how things are now, and what it does not change (real Neo4j, English and
Chinese).

- The question names the slot: of two English statements of the user's that answer it best,
  the newer said as how things are now ("…now", "these days") replaces the older though they
  share no word ("i'm a night owl…" / "…that's when i'm sharpest now", asked "when do I get
  my best work done?"). The older ranks after it, marked ``possibly_outdated``.
- A later habit's time is no new time of another habit: in a Chinese bank of several habits,
  "最近十一点就上床了" outdates no coffee.
- One more thing said beside the older ("also…", "还…") replaces nothing.
"""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain, session_items

# zone, the older statement, the newer, the question, a word of each
CHANGES = {
    "en": (
        "-05:00",
        "i'm a total night owl, my best work happens after 11pm when the house is quiet",
        "been getting up at 5am to write before the kids wake, that's when i'm sharpest now",
        "when do I get my best work done?",
        ("night owl", "up at 5"),
    ),
    "zh": (
        "+08:00",
        "我上班一直坐公交 单程四十分钟 路上刷刷手机",
        "最近都骑电动车去公司了 二十分钟就到 还不用挤",
        "我平时怎么去单位的",
        ("公交", "电动车"),
    ),
}

# the same, the newer said as one more beside the older
ALSO = {
    "en": (
        "-05:00",
        "i play tennis with my brother every sunday morning",
        "also doing yoga on wednesdays now, my back needed it",
        "what sports do I do?",
        ("tennis", "yoga"),
    ),
    "zh": (
        "+08:00",
        "我每周六下午跟同事打羽毛球",
        "最近周三晚上还去游泳了 办了张次卡",
        "我平时都做哪些运动",
        ("羽毛球", "游泳"),
    ),
}

# zone, habits told one per session (the last two said as how things are now), questions
# about the first two with a word of their answer
HABITS = {
    "zh": (
        "+08:00",
        (
            "每天早上一杯美式 不加糖不加奶",
            "我每周六下午跟同事打羽毛球",
            "中午一般吃楼下的黄焖鸡",
            "最近十一点就上床了 早起跑步感觉好多了",
        ),
        (("我平时喝什么咖啡", "美式"), ("我周末一般什么时候打球", "羽毛球")),
    ),
}


def _tell(client: TestClient, bank: str, zone: str, older: str, newer: str) -> None:
    turns = [
        ("s1", f"2026-03-02T20:00:00{zone}", older),
        ("s1", f"2026-03-02T20:05:00{zone}", "ok" if zone != "+08:00" else "好的"),
        ("s2", f"2026-04-20T21:00:00{zone}", newer),
    ]
    for session, at, text in turns:
        retain(client, bank, *session_items(session, at, ("user", text)))


def _ranks(found: list[dict], words: tuple[str, str]) -> tuple[int, int]:
    texts = [m["text"] for m in found]
    old = next(i for i, t in enumerate(texts) if words[0] in t)
    new = next(i for i, t in enumerate(texts) if words[1] in t)
    return old, new


@pytest.mark.parametrize("lang", sorted(CHANGES))
def test_the_newer_said_as_now_replaces_what_the_question_asks(
    client: TestClient, bank: str, lang: str
) -> None:
    zone, older, newer, query, words = CHANGES[lang]
    _tell(client, bank, zone, older, newer)
    found = recall(client, bank, query, top_k=5, now=f"2026-05-01T09:00:00{zone}")["memories"]
    old, new = _ranks(found, words)
    assert new < old
    assert found[old]["scores"].get("possibly_outdated")
    assert not found[new]["scores"].get("possibly_outdated")


@pytest.mark.parametrize("lang", sorted(ALSO))
def test_one_more_beside_it_replaces_nothing(client: TestClient, bank: str, lang: str) -> None:
    zone, older, newer, query, words = ALSO[lang]
    _tell(client, bank, zone, older, newer)
    found = recall(client, bank, query, top_k=5, now=f"2026-05-01T09:00:00{zone}")["memories"]
    old, new = _ranks(found, words)
    assert not found[old]["scores"].get("possibly_outdated")
    assert not found[new]["scores"].get("possibly_outdated")


@pytest.mark.parametrize("lang", sorted(HABITS))
def test_a_later_habits_time_outdates_no_other_habit(
    client: TestClient, bank: str, lang: str
) -> None:
    zone, habits, questions = HABITS[lang]
    for n, text in enumerate(habits):
        at = f"2026-0{3 + n // 2}-{10 + n:02d}T08:00:00{zone}"
        retain(client, bank, *session_items(f"s{n}", at, ("user", text)))
    for query, word in questions:
        found = recall(client, bank, query, top_k=5, now=f"2026-05-01T09:00:00{zone}")
        answer = next(m for m in found["memories"] if word in m["text"])
        assert not answer["scores"].get("possibly_outdated"), query
