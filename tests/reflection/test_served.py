"""A lesson that recall served to a session, and that the session's task then followed and
went well with, is confirmed: the success is merged into it (its confidence rises and its
situation widens to the new request), not stored as a second lesson beside it. Without the
lesson served, the same success is a method of its own (a task that happens to share a few
words with a lesson has not applied it)."""

from __future__ import annotations

from datetime import timedelta

from fastapi.testclient import TestClient

from tests.conftest import recall, retain
from tests.reflection.test_reflect import T0, reflect, session, turns

REFUSED_EN = (
    ("user", "Write up this week's numbers for the execs.", None),
    (
        "assistant",
        "Revenue rose to $412k this week, up from $398k, while churn held steady at 2.1% "
        "and signups dipped slightly to 1,240.",
        None,
    ),
    ("user", "No, not paragraphs. I want a table I can skim.", None),
    (
        "assistant",
        "Reworked it as a table: one row per metric, with this week, last week and the change.",
        None,
    ),
    ("user", "perfect", None),
)

APPLIED_EN = (
    ("user", "Send the KPI update to the leadership list.", None),
    ("assistant", "Here's the KPI update laid out as a table, a row for each metric.", None),
    ("user", "great, send it", {"task_status": "done"}),
)

REFUSED_ZH = (
    ("user", "今天的日报帮我写一下", None),
    (
        "assistant",
        "今天上午主要和后端同学一起联调了订单接口，中间遇到了几个字段不一致的问题，"
        "下午又花了不少时间排查测试环境的超时……",
        None,
    ),
    ("user", "太长了，老板不看的", None),
    ("assistant", "改成三行：今日完成、明日计划、风险各一行，每行不超过二十个字。", None),
    ("user", "可以", None),
)

APPLIED_ZH = (
    ("user", "下班了，工作总结整一下", None),
    ("assistant", "按三行写：完成了支付回调联调；明日计划压测；风险暂无。", None),
    ("user", "好", {"task_status": "done"}),
)


def learn_then_apply(
    client: TestClient, bank: str, refused: tuple, applied: tuple, served: bool
) -> tuple[dict, list[dict]]:
    first, later = session(), session()
    retain(client, bank, *turns(first, T0, *refused))
    learnt = reflect(client, bank, session_id=first)["lessons"][0]
    at = T0 + timedelta(days=6)
    if served:  # the agent recalls before it acts, in the session it then works in
        got = recall(client, bank, applied[0][1], session_id=later, now=at.isoformat())
        assert learnt["lesson"]["id"] in [m["id"] for m in got["memories"]]
    retain(client, bank, *turns(later, at + timedelta(minutes=1), *applied))
    return learnt, reflect(client, bank, session_id=later)["lessons"]


def test_a_served_lesson_that_the_task_followed_is_confirmed(client: TestClient, bank: str) -> None:
    learnt, out = learn_then_apply(client, bank, REFUSED_EN, APPLIED_EN, served=True)
    assert [x["action"] for x in out] == ["merged"]
    assert out[0]["lesson"]["id"] == learnt["lesson"]["id"]
    assert out[0]["lesson"]["confidence"] > learnt["lesson"]["confidence"]


def test_the_same_success_without_the_lesson_served_is_a_method_of_its_own(
    client: TestClient, bank: str
) -> None:
    learnt, out = learn_then_apply(client, bank, REFUSED_EN, APPLIED_EN, served=False)
    assert [x["action"] for x in out] == ["created"]
    assert out[0]["lesson"]["id"] != learnt["lesson"]["id"]


def test_a_served_chinese_lesson_that_the_task_followed_is_confirmed(
    client: TestClient, bank: str
) -> None:
    learnt, out = learn_then_apply(client, bank, REFUSED_ZH, APPLIED_ZH, served=True)
    assert [x["action"] for x in out] == ["merged"]
    assert out[0]["lesson"]["id"] == learnt["lesson"]["id"]


def test_the_chinese_success_without_the_lesson_served_is_a_method_of_its_own(
    client: TestClient, bank: str
) -> None:
    _, out = learn_then_apply(client, bank, REFUSED_ZH, APPLIED_ZH, served=False)
    assert [x["action"] for x in out] == ["created"]


def test_a_served_lesson_the_task_did_not_follow_is_not_confirmed(
    client: TestClient, bank: str
) -> None:
    other = (
        ("user", "Send the KPI update to the leadership list.", None),
        ("assistant", "Sent the update to leadership@ with the dashboard link.", None),
        ("user", "thanks", {"task_status": "done"}),
    )
    learnt, out = learn_then_apply(client, bank, REFUSED_EN, other, served=True)
    assert all(x["lesson"]["id"] != learnt["lesson"]["id"] for x in out)


# The user's own words are terse ("弄成表"), and what the agent then delivered and the user
# accepted says how: a later task that does what was accepted followed the lesson.
TERSE_ZH = (
    ("user", "上周各门店的客流帮我汇总一下", None),
    (
        "assistant",
        "上周各门店客流整体平稳，其中徐汇店周末客流最高，达到3,120人次；静安店工作日表现"
        "较好，周末略有回落；浦东店受道路施工影响……",
        None,
    ),
    ("user", "别写成一大段，弄成表，一个门店一行", None),
    ("assistant", "好的，改成表格：\n| 门店 | 客流(人次) | 环比 |\n| 徐汇 | 3,120 | +6% |", None),
    ("user", "行", None),
)
TERSE_ZH_AGAIN = (
    ("user", "这个月门店客流整理下，明早开会要看", None),
    ("assistant", "按门店做成表格，一个门店一行，带环比：\n| 门店 | 客流(人次) | 环比 |", None),
    ("user", "好，就这样", {"task_status": "done"}),
)
TERSE_EN = (
    ("user", "What did the design crit land on this afternoon?", None),
    (
        "assistant",
        "The crit opened with Mei walking through the new checkout flow, and the group spent "
        "a long time on whether the address step should come first…",
        None,
    ),
    ("user", "nope, shorter", None),
    ("assistant", "Decisions only, one bullet each:\n- Address step moves after payment", None),
    ("user", "perfect", None),
)
TERSE_EN_AGAIN = (
    ("user", "recap of the onboarding review pls", None),
    ("assistant", "Decisions only, one bullet each:\n- Drop the welcome video", None),
    ("user", "great", {"task_status": "done"}),
)


def test_a_served_terse_chinese_correction_followed_as_accepted_is_confirmed(
    client: TestClient, bank: str
) -> None:
    learnt, out = learn_then_apply(client, bank, TERSE_ZH, TERSE_ZH_AGAIN, served=True)
    assert [x["action"] for x in out] == ["merged"]
    assert out[0]["lesson"]["id"] == learnt["lesson"]["id"]


def test_a_served_terse_english_correction_followed_as_accepted_is_confirmed(
    client: TestClient, bank: str
) -> None:
    learnt, out = learn_then_apply(client, bank, TERSE_EN, TERSE_EN_AGAIN, served=True)
    assert [x["action"] for x in out] == ["merged"]
    assert out[0]["lesson"]["id"] == learnt["lesson"]["id"]
