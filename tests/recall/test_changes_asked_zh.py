"""A Chinese change said as how things are now, in words that share nothing with the habit it
replaces (real Neo4j). Raw multilingual cosines crowd together; measured from the space's mean
direction, the habit and its change stand apart from the rest (``service.embedding.centre``).

- The newer statement said as holding now ("最近都自己带饭了", "这阵子迷上播客了", "这个月开始
  就吃它了") replaces the older habit the question asks about, though no word is shared.
- A part of the day both name ("晚上…") is when, not the same value said again.
- It replaces what it is most about of the user's earlier statements, not a standing wish said
  beside that ("别放香菜啊 我不吃香菜" beside the lunch order that "以后中午给我点轻食吧"
  replaces).
- What holds now "too" ("最近发现对芒果也过敏") is one more beside the older, not its change.
- The assistant's reply just after the older statement ("明白，以后推荐书优先纸质版。") goes down
  with it.
"""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain, session_items

ZONE = "+08:00"

# the older habit, the newer said as now, the question, a word of each
CHANGES = {
    "lunch": (
        "我午饭一般都在公司食堂解决 十五块钱管饱",
        "最近都自己带饭了 周日晚上把一周的做好分装",
        "我中午一般吃啥",
        ("食堂", "带饭"),
    ),
    "commute": (
        "通勤路上我一般听相声 郭德纲的 听着不困",
        "这阵子迷上播客了 每天地铁上听忽左忽右 讲历史的那种特别喜欢",
        "给我推荐点通勤路上听的",
        ("相声", "播客"),
    ),
    "cat food": (
        "豆豆一直吃皇家的猫粮 一次买两袋",
        "兽医说豆豆肠胃弱 让喂渴望的 这个月开始就吃它了",
        "帮我给豆豆下单猫粮",
        ("皇家", "渴望"),
    ),
    "supper, said at the same time of day": (
        "晚上外卖帮我点麻辣烫 越辣越好 我无辣不欢",
        "晚上还是你帮我挑吧 最近胃不好 就想喝点粥",
        "晚上帮我点个外卖 按我口味来",
        ("麻辣烫", "喝点粥"),
    ),
}


def _tell(client: TestClient, bank: str, *sessions: tuple[str, ...]) -> None:
    for n, lines in enumerate(sessions):
        turns = [
            ("assistant" if t.startswith("A:") else "user", t.removeprefix("A:")) for t in lines
        ]
        start = f"2026-0{4 + 2 * n}-1{n}T20:00:00{ZONE}"
        retain(client, bank, *session_items(f"s{n}", start, *turns))


def _find(found: list[dict], word: str) -> tuple[int, dict]:
    return next((k, m) for k, m in enumerate(found) if word in m["text"])


@pytest.mark.parametrize("case", sorted(CHANGES))
def test_a_change_in_other_words_replaces_the_habit_asked_about(
    client: TestClient, bank: str, case: str
) -> None:
    older, newer, query, (old_word, new_word) = CHANGES[case]
    _tell(client, bank, (older, "A:好的。", "周末想去看个电影"), (newer, "今天有点累"))
    found = recall(client, bank, query, top_k=8, now=f"2026-09-01T11:30:00{ZONE}")["memories"]
    old, old_memory = _find(found, old_word)
    new, new_memory = _find(found, new_word)
    assert new < old
    assert old_memory["scores"].get("possibly_outdated")
    assert not new_memory["scores"].get("possibly_outdated")
    assert not _find(found, "电影")[1]["scores"].get("possibly_outdated")


def test_it_replaces_what_it_is_most_about_not_a_wish_beside_it(
    client: TestClient, bank: str
) -> None:
    _tell(
        client,
        bank,
        ("中午帮我点个外卖 楼下那家木桶饭 梅菜扣肉的 米饭要大份", "对 别放香菜啊 我不吃香菜"),
        ("体检报告出来了 甘油三酯高", "以后中午给我点轻食吧 鸡胸肉沙拉那种 酱要油醋汁"),
    )
    found = recall(
        client, bank, "点外卖的时候备注要写啥", top_k=8, now=f"2026-09-01T11:30:00{ZONE}"
    )
    _, wish = _find(found["memories"], "香菜")
    assert not wish["scores"].get("possibly_outdated")


def test_a_habit_of_another_time_of_day_is_not_replaced(client: TestClient, bank: str) -> None:
    _tell(
        client,
        bank,
        ("我每天晚上睡前泡个脚 半小时",),
        ("自从换了工作 早上都在地铁上吃早饭",),
    )
    found = recall(client, bank, "我晚上睡前一般干嘛", top_k=5, now=f"2026-09-01T21:30:00{ZONE}")
    assert not _find(found["memories"], "泡个脚")[1]["scores"].get("possibly_outdated")


def test_what_holds_now_too_is_one_more(client: TestClient, bank: str) -> None:
    _tell(client, bank, ("我对花生过敏 吃了会起疹子",), ("最近发现对芒果也过敏 嘴唇肿了一天",))
    found = recall(client, bank, "我对什么过敏来着", top_k=5, now=f"2026-09-01T11:30:00{ZONE}")
    for word in ("花生", "芒果"):
        assert not _find(found["memories"], word)[1]["scores"].get("possibly_outdated"), word


def test_the_reply_to_the_older_goes_down_with_it(client: TestClient, bank: str) -> None:
    _tell(
        client,
        bank,
        ("我看书只看纸质的 电子屏看久了眼睛疼", "A:明白，以后推荐书优先纸质版。"),
        ("入了个kindle 墨水屏还真不伤眼 现在书基本都在上面看了",),
    )
    found = recall(
        client, bank, "我妹想送我本书 买哪种版本好", top_k=5, now=f"2026-09-01T20:00:00{ZONE}"
    )["memories"]
    new, _ = _find(found, "kindle")
    reply, echo = _find(found, "优先纸质版")
    assert echo["scores"].get("possibly_outdated")
    assert new < reply
