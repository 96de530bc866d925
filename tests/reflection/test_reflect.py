"""Reflection over real episodes in the real Neo4j: lessons from failures, fixes, corrections
and refusals, deduplicated, superseded when contradicted, and recalled by situation."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

from fastapi.testclient import TestClient
from neo4j import Driver

from tests.conftest import recall, retain

T0 = datetime(2026, 5, 4, 9, 0, tzinfo=UTC)


def turns(session: str, start: datetime, *steps: tuple[str, str, dict | None]) -> list[dict]:
    return [
        {
            "role": role,
            "content": text,
            "session_id": session,
            "timestamp": (start + timedelta(minutes=i)).isoformat(),
            **({"metadata": meta} if meta else {}),
        }
        for i, (role, text, meta) in enumerate(steps)
    ]


def pdf_failure(goal: str) -> tuple[tuple[str, str, dict | None], ...]:
    return (
        ("user", goal, None),
        ("assistant", "Exporting the report to PDF now.", None),
        (
            "tool",
            "Error: font 'Noto Sans CJK' not found; PDF rendering aborted",
            {"tool": "export_pdf", "status": "error"},
        ),
        (
            "assistant",
            "The font was missing, so I installed Noto Sans CJK and re-ran the export.",
            None,
        ),
        ("tool", "OK: wrote report.pdf (14 pages)", {"tool": "export_pdf", "status": "ok"}),
        ("user", "perfect, thanks", None),
    )


def reflect(client: TestClient, bank: str, **scope: Any) -> dict:
    response = client.post(f"/v1/banks/{bank}/reflect", json=scope)
    assert response.status_code == 200, response.text
    return response.json()


def session() -> str:
    return f"s-{uuid.uuid4().hex[:8]}"


def test_a_failure_then_fix_yields_a_lesson_that_names_the_fix(
    client: TestClient, bank: str, driver: Driver
) -> None:
    s = session()
    retain(client, bank, *turns(s, T0, *pdf_failure("Can you export the Q3 report to PDF?")))
    out = reflect(client, bank, session_id=s)
    assert [x["action"] for x in out["lessons"]] == ["created"]
    lesson = out["lessons"][0]["lesson"]
    assert "install Noto Sans CJK" in lesson["lesson"] and "export_pdf" in lesson["lesson"]
    assert "Q3 report" in lesson["goal"] and "font" in lesson["attribution"]
    assert 3 <= len(lesson["tags"]) <= 5 and "export_pdf" in lesson["tags"]
    assert len(lesson["related_episode_ids"]) == 5 and lesson["source"] == "rules"
    with driver.session() as db:
        row = db.run(
            "MATCH (m:Memory {id: $id}) RETURN m.kind AS kind, m.status AS status,"
            " COUNT { (m)-[:DERIVED_FROM]->(:Episode) } AS sources,"
            " [(f:Memory)-[:CAUSES]->(m) | f.text] AS causes",
            id=lesson["id"],
        ).single()
    assert row is not None
    assert row["kind"] == "lesson" and row["status"] == "active" and row["sources"] == 5
    assert any("Noto Sans CJK" in text for text in row["causes"])


def test_a_chinese_failure_then_fix_yields_a_chinese_lesson(client: TestClient, bank: str) -> None:
    s = session()
    retain(
        client,
        bank,
        *turns(
            s,
            T0,
            ("user", "帮我把这周的周报导出成PDF", None),
            ("tool", "Error: 字体 '思源黑体' 未安装", {"tool": "export_pdf"}),
            ("assistant", "缺少字体，我先安装了思源黑体，再重新导出了。", None),
            ("tool", "已导出 周报.pdf", {"tool": "export_pdf"}),
            ("user", "好的，谢谢", None),
        ),
    )
    lesson = reflect(client, bank, session_id=s)["lessons"][0]["lesson"]
    assert lesson["lesson"] == "调用export_pdf之前先安装思源黑体"
    assert lesson["text"].startswith("经验：") and "周报" in lesson["goal"]


def test_a_success_yields_a_verified_method_or_nothing_never_a_failure_lesson(
    client: TestClient, bank: str
) -> None:
    s = session()
    retain(
        client,
        bank,
        *turns(
            s,
            T0,
            ("user", "Book the usual train to Lyon for Friday", None),
            ("assistant", "Booking the 8:04 TGV to Lyon.", None),
            ("tool", "Booked: seat 42, coach 7", {"tool": "book_train", "status": "ok"}),
            ("user", "thanks!", None),
        ),
    )
    lessons = reflect(client, bank, session_id=s)["lessons"]
    assert all(x["lesson"]["method"] == "verified" for x in lessons)
    assert all("fail" not in x["lesson"]["lesson"].lower() for x in lessons)
    chat = session()
    retain(client, bank, *turns(chat, T0, ("user", "What's the weather tomorrow?", None)))
    out = reflect(client, bank, session_id=chat)
    assert out["lessons"] == [] and "nothing specific" in out["note"]


def test_a_correction_yields_a_lesson_about_what_the_user_meant(
    client: TestClient, bank: str
) -> None:
    s, z = session(), session()
    retain(
        client,
        bank,
        *turns(
            s,
            T0,
            ("user", "Summarise yesterday's standup for me", None),
            ("assistant", "Here is the full transcript of the standup: ...", None),
            ("user", "That's not what I meant, I want just the decisions as bullet points", None),
            ("assistant", "Here are the decisions as bullet points: - ship v2 on Monday", None),
            ("user", "great, that's it", None),
        ),
        *turns(
            z,
            T0,
            ("user", "把昨天的会议整理一下", None),
            ("assistant", "这是昨天会议的完整记录：……", None),
            ("user", "不对，我要的是每项决议的负责人和截止时间", None),
            ("assistant", "好的，按决议列出负责人和截止时间：……", None),
            ("user", "可以，就这样", None),
        ),
    )
    english = reflect(client, bank, session_id=s)["lessons"][0]["lesson"]
    assert english["method"] == "correction"
    assert (
        "the user asks" in english["lesson"] and "decisions as bullet points" in english["lesson"]
    )
    chinese = reflect(client, bank, session_id=z)["lessons"][0]["lesson"]
    assert chinese["method"] == "correction" and "负责人和截止时间" in chinese["lesson"]


def test_a_refused_approach_then_an_accepted_one_yields_what_to_propose(
    client: TestClient, bank: str
) -> None:
    z = session()
    retain(
        client,
        bank,
        *turns(
            z,
            T0,
            ("user", "把三季度各品类的销售额做成图", None),
            ("assistant", "我用饼图来展示各品类的占比吧。", None),
            ("user", "别用饼图，品类太多看不清", None),
            ("assistant", "那改用横向柱状图，按销售额从高到低排，可以吗？", None),
            ("user", "可以", None),
        ),
    )
    lesson = reflect(client, bank, session_id=z)["lessons"][0]["lesson"]
    assert "横向柱状图" in lesson["lesson"] and "饼图" in lesson["lesson"]


def test_the_same_failure_twice_gives_one_lesson_with_higher_confidence(
    client: TestClient, bank: str
) -> None:
    first, second = session(), session()
    retain(client, bank, *turns(first, T0, *pdf_failure("Export the Q3 report to PDF")))
    created = reflect(client, bank, session_id=first)["lessons"][0]
    again = reflect(client, bank, session_id=first)["lessons"][0]
    assert again["action"] == "unchanged" and again["lesson"]["id"] == created["lesson"]["id"]
    later = T0 + timedelta(days=6)
    retain(client, bank, *turns(second, later, *pdf_failure("PDF of the board deck, please")))
    merged = reflect(client, bank, session_id=second)["lessons"][0]
    assert merged["action"] == "merged" and merged["lesson"]["id"] == created["lesson"]["id"]
    assert merged["lesson"]["confidence"] > created["lesson"]["confidence"]
    lessons = recall(client, bank, "export to PDF", kinds=["lesson"])["memories"]
    assert len(lessons) == 1


def test_a_contradicting_outcome_supersedes_the_old_lesson_with_a_reason(
    client: TestClient, bank: str, driver: Driver
) -> None:
    first, second = session(), session()
    retain(
        client,
        bank,
        *turns(
            first,
            T0,
            ("user", "Run the nightly sales report query", None),
            ("tool", "ERROR: canceling statement due to statement timeout", {"tool": "run_query"}),
            (
                "assistant",
                "It timed out, so I added an index on orders.created_at and ran it again.",
                None,
            ),
            ("tool", "OK: 1,204 rows in 3.1s", {"tool": "run_query"}),
        ),
    )
    old = reflect(client, bank, session_id=first)["lessons"][0]["lesson"]
    assert "add an index on orders.created_at" in old["lesson"]
    retain(
        client,
        bank,
        *turns(
            second,
            T0 + timedelta(days=10),
            ("user", "Run the sales report query for the whole year", None),
            ("assistant", "Adding an index on orders.created_at first, then running it.", None),
            ("tool", "ERROR: canceling statement due to statement timeout", {"tool": "run_query"}),
            ("assistant", "Still too slow on the full table, so I split the query by month.", None),
            ("tool", "OK: 14,880 rows in 12 batches", {"tool": "run_query"}),
        ),
    )
    new = reflect(client, bank, session_id=second)["lessons"][0]
    assert new["action"] == "superseded" and "split the query by month" in new["lesson"]["lesson"]
    assert [s["memory_id"] for s in new["superseded"]] == [old["id"]]
    assert new["superseded"][0]["reason"].startswith("contradicted")
    with driver.session() as db:
        row = db.run(
            "MATCH (n:Memory {id: $new})-[r:SUPERSEDES]->(o:Memory {id: $old})"
            " RETURN r.reason AS reason, o.status AS status",
            new=new["lesson"]["id"],
            old=old["id"],
        ).single()
    assert row is not None
    assert row["status"] == "superseded" and "run_query failed after" in row["reason"]


def test_the_lesson_comes_back_first_for_a_new_attempt_at_the_same_goal(
    client: TestClient, bank: str
) -> None:
    s, z, zh_bank = session(), session(), f"{bank}-zh"
    retain(client, bank, *turns(s, T0, *pdf_failure("Can you export the Q3 report to PDF?")))
    retain(
        client,
        zh_bank,
        *turns(
            z,
            T0,
            ("user", "帮我把这周的周报导出成PDF", None),
            ("tool", "Error: 字体 '思源黑体' 未安装", {"tool": "export_pdf"}),
            ("assistant", "缺少字体，我先安装了思源黑体，再重新导出了。", None),
            ("tool", "已导出 周报.pdf", {"tool": "export_pdf"}),
        ),
    )
    reflect(client, bank, session_id=s)
    reflect(client, zh_bank, session_id=z)
    later = (T0 + timedelta(days=20)).isoformat()
    english = recall(client, bank, "export the Q4 report to PDF", session_id="new-1", now=later)
    assert english["memories"][0]["kind"] == "lesson"
    assert "install Noto Sans CJK" in english["memories"][0]["text"]
    assert "## Lessons" in english["context"]
    chinese = recall(client, zh_bank, "把月报导出为PDF", session_id="new-2", now=later)
    assert (
        chinese["memories"][0]["kind"] == "lesson" and "思源黑体" in chinese["memories"][0]["text"]
    )
    assert "经验教训" in chinese["context"]


def test_reflect_asks_for_exactly_one_scope(client: TestClient, bank: str) -> None:
    both = client.post(f"/v1/banks/{bank}/reflect", json={"session_id": "a", "task_id": "b"})
    assert both.status_code == 422 and both.headers["content-type"] == "application/problem+json"
    none = client.post(f"/v1/banks/{bank}/reflect", json={})
    assert none.status_code == 422
    bad_ids = client.post(f"/v1/banks/{bank}/reflect", json={"episode_ids": ["../x"]})
    assert bad_ids.status_code == 422
    missing = client.post(f"/v1/banks/{bank}/reflect", json={"session_id": "nothing"})
    assert missing.status_code == 404


def test_reflect_over_a_task_reads_only_its_items(client: TestClient, bank: str) -> None:
    s = session()
    task = {"task_id": "T-17"}
    steps = [
        ("user", "Export the Q3 report to PDF", task),
        ("tool", "Error: font 'Noto Sans CJK' not found", {**task, "tool": "export_pdf"}),
        ("assistant", "I installed Noto Sans CJK and exported again.", task),
        ("tool", "OK: wrote q3.pdf", {**task, "tool": "export_pdf"}),
        ("user", "By the way, what's the weather tomorrow?", None),
    ]
    retain(client, bank, *turns(s, T0, *steps))
    out = reflect(client, bank, task_id="T-17")
    assert out["episodes"] == 4 and out["tasks"] == 1
    assert "install Noto Sans CJK" in out["lessons"][0]["lesson"]["lesson"]


def test_odd_metadata_and_long_turns_never_break_a_reflection(
    client: TestClient, bank: str
) -> None:
    s = session()
    long_narration = "I installed the font and " + "then checked it again, " * 1200
    steps = [
        ("user", "Export the Q3 report to PDF " + "x" * 5000, {"goal": ["not", "a", "string"]}),
        ("tool", "Error: font missing", {"tool": {"name": "export_pdf"}, "status": 500}),
        ("assistant", long_narration, {"task_status": None}),
        ("tool", "OK", {"tool": "export_pdf", "args": ["a", "list"], "status": "ok"}),
        ("tool", "???", {"tool": "x" * 500, "args": "{not json", "error": {"code": 1}}),
        ("user", "不对" * 2000, {"task_id": {"nested": True}}),
    ]
    retain(client, bank, *turns(s, T0, *steps))
    out = reflect(client, bank, session_id=s)
    for learnt in out["lessons"]:
        lesson = learnt["lesson"]
        assert len(lesson["lesson"]) < 1200 and len(lesson["goal"]) <= 120
        assert 3 <= len(lesson["tags"]) <= 5


def test_a_chinese_contradicting_outcome_supersedes_the_old_lesson(
    client: TestClient, bank: str
) -> None:
    first, second = session(), session()
    timeout = "ERROR: canceling statement due to statement timeout"
    retain(
        client,
        bank,
        *turns(
            first,
            T0,
            ("user", "跑一下昨晚的销售报表查询", None),
            ("tool", timeout, {"tool": "run_query"}),
            ("assistant", "超时了，我给orders.created_at加了索引，再跑了一次。", None),
            ("tool", "OK: 1,204 rows in 3.1s", {"tool": "run_query"}),
        ),
    )
    old = reflect(client, bank, session_id=first)["lessons"][0]["lesson"]
    assert "加索引" in old["lesson"] and old["lesson"].startswith("调用run_query之前先")
    retain(
        client,
        bank,
        *turns(
            second,
            T0 + timedelta(days=10),
            ("user", "全年的销售报表也跑一下", None),
            ("assistant", "先给orders.created_at加索引，再跑查询。", None),
            ("tool", timeout, {"tool": "run_query"}),
            ("assistant", "全表还是太慢，我把查询按月拆分了。", None),
            ("tool", "OK: 14,880 rows in 12 batches", {"tool": "run_query"}),
        ),
    )
    new = reflect(client, bank, session_id=second)["lessons"][0]
    assert new["action"] == "superseded" and "按月拆分" in new["lesson"]["lesson"]
    assert [s["memory_id"] for s in new["superseded"]] == [old["id"]]


def calendar_failure(goal: str) -> tuple[tuple[str, str, dict | None], ...]:
    tool = {"tool": "create_calendar_event"}
    return (
        ("user", goal, None),
        ("assistant", "Creating the event on your Google calendar.", None),
        ("tool", "HttpError 401: invalid_grant, token expired", {**tool, "status": "error"}),
        ("assistant", "The login had expired, so I refreshed the OAuth token and retried.", None),
        ("tool", "Event created (id 7hq2m0)", {**tool, "status": "ok"}),
        ("user", "great, thanks", None),
    )


def test_a_reworded_attempt_finds_its_lesson_over_other_tasks_that_share_its_words(
    client: TestClient, bank: str
) -> None:
    """A new attempt worded its own way still finds the lesson, though the turns of other
    tasks share more of its words (the lesson is looked up among lessons)."""
    s = session()
    retain(client, bank, *turns(s, T0, *calendar_failure("Put a call with Dana in my diary")))
    reflect(client, bank, session_id=s)
    others = [
        "Book a table for the whole team at Dishoom on Friday at 7pm.",
        "The team retro notes from last sprint are in the shared drive.",
        "Friday 4pm is when the office closes early for the summer.",
        "The whole team wants the retro to be shorter this time.",
    ]
    chat = session()
    retain(client, bank, *turns(chat, T0 + timedelta(days=1), *(("user", t, None) for t in others)))
    later = (T0 + timedelta(days=9)).isoformat()
    found = recall(client, bank, "set up the team retro for friday 4pm, invite everyone", now=later)
    lesson = next(m for m in found["memories"] if "refresh the OAuth token" in m["text"])
    assert lesson["scores"]["lesson"] == 1.0


def test_a_reworded_chinese_attempt_finds_its_lesson(client: TestClient, bank: str) -> None:
    z, chat, zh_bank = session(), session(), f"{bank}-zh"
    tool = {"tool": "send_dingtalk_message"}
    retain(
        client,
        zh_bank,
        *turns(
            z,
            T0,
            ("user", "在项目群里发个通知，明天下午两点开评审会", None),
            ("assistant", "好的，我在钉钉项目群里发通知。", None),
            (
                "tool",
                '{"errcode":40014,"errmsg":"不合法的access_token"}',
                {**tool, "status": "error"},
            ),
            ("assistant", "token过期了，我先刷新了access_token，再发了一次。", None),
            ("tool", '{"errcode":0,"errmsg":"ok"}', {**tool, "status": "ok"}),
            ("user", "收到，谢谢", None),
        ),
    )
    reflect(client, zh_bank, session_id=z)
    others = [
        "明天下午两点我要去医院复查",
        "评审会的材料我今晚整理好",
        "项目群里的人太多了，消息刷得很快",
    ]
    retain(
        client, zh_bank, *turns(chat, T0 + timedelta(days=1), *(("user", t, None) for t in others))
    )
    later = (T0 + timedelta(days=9)).isoformat()
    found = recall(client, zh_bank, "跟大家说一声周五上线推迟到下周", now=later)
    lesson = next(m for m in found["memories"] if m["kind"] == "lesson")
    assert "access_token" in lesson["text"] and lesson["scores"]["lesson"] == 1.0


def test_a_question_a_fact_answers_brings_no_lesson(client: TestClient, bank: str) -> None:
    s, chat = session(), session()
    retain(client, bank, *turns(s, T0, *calendar_failure("Put a call with Dana in my diary")))
    reflect(client, bank, session_id=s)
    fact = "My sister Anna is coming to visit in May."
    family = [
        fact,
        "My brother moved to Vancouver last year.",
        "Mum's birthday is on the 3rd of June.",
        "Anna and her husband have two kids now.",
    ]
    retain(client, bank, *turns(chat, T0 + timedelta(days=1), *(("user", t, None) for t in family)))
    found = recall(
        client, bank, "What's my sister's name?", now=(T0 + timedelta(days=9)).isoformat()
    )
    assert found["memories"][0]["text"] == fact
    assert all("lesson" not in m["scores"] for m in found["memories"])


def test_one_task_with_two_fixed_tools_stores_two_lessons_once(
    client: TestClient, bank: str
) -> None:
    s = session()
    mail = {"tool": "send_mail"}
    retain(
        client,
        bank,
        *turns(
            s,
            T0,
            *pdf_failure("Export the Q3 report to PDF and mail it to the board")[:-1],
            ("tool", "552 Message size exceeds limit", {**mail, "status": "error"}),
            ("tool", "sent", {**mail, "status": "ok", "args": {"attach": "link"}}),
            ("user", "perfect, thanks", None),
        ),
    )
    first = reflect(client, bank, session_id=s)["lessons"]
    assert [x["action"] for x in first] == ["created", "created"]
    texts = [x["lesson"]["lesson"] for x in first]
    assert "install Noto Sans CJK" in texts[0] and texts[1] == "Call send_mail with attach=link"
    again = reflect(client, bank, session_id=s)["lessons"]
    assert [x["action"] for x in again] == ["unchanged", "unchanged"]


def test_a_success_that_applies_a_lesson_confirms_it_rather_than_adding_another(
    client: TestClient, bank: str
) -> None:
    failed, applied = session(), session()
    retain(
        client,
        bank,
        *turns(
            failed,
            T0,
            ("user", "Translate the new app strings into German and French.", None),
            ("assistant", "Sending all 340 strings to the translation API in one request.", None),
            (
                "tool",
                "429 Too Many Requests: rate limit exceeded (max 50 segments per request)",
                {"tool": "translate_strings", "status": "error"},
            ),
            (
                "assistant",
                "Too many segments at once. Re-sending in chunks with batch_size=20, pausing "
                "for the Retry-After between chunks.",
                None,
            ),
            (
                "tool",
                "OK: 340 strings translated (de, fr)",
                {"tool": "translate_strings", "status": "ok", "args": {"batch_size": "20"}},
            ),
            ("user", "great", None),
        ),
    )
    learnt = reflect(client, bank, session_id=failed)["lessons"][0]
    retain(
        client,
        bank,
        *turns(
            applied,
            T0 + timedelta(days=5),
            ("user", "we need the onboarding copy in spanish, can you run it through", None),
            ("assistant", "Translating with batch_size=20 so we stay under the rate limit.", None),
            (
                "tool",
                "OK: 58 strings translated (es)",
                {"tool": "translate_strings", "status": "ok", "args": {"batch_size": "20"}},
            ),
            ("user", "thanks!", {"task_status": "done"}),
        ),
    )
    out = reflect(client, bank, session_id=applied)["lessons"]
    assert [x["action"] for x in out] == ["merged"]
    assert out[0]["lesson"]["id"] == learnt["lesson"]["id"]
    assert out[0]["lesson"]["confidence"] > learnt["lesson"]["confidence"]


def test_a_chinese_success_that_applies_a_lesson_confirms_it(client: TestClient, bank: str) -> None:
    refused, applied = session(), session()
    retain(
        client,
        bank,
        *turns(
            refused,
            T0,
            ("user", "把三季度各品类的销售额做成图", None),
            ("assistant", "我用饼图来展示各品类的占比吧。", None),
            ("user", "别用饼图，品类太多看不清", None),
            ("assistant", "那改用横向柱状图，按销售额从高到低排，每根柱子标上数值，可以吗？", None),
            ("user", "可以", None),
        ),
    )
    learnt = reflect(client, bank, session_id=refused)["lessons"][0]
    retain(
        client,
        bank,
        *turns(
            applied,
            T0 + timedelta(days=7),
            ("user", "十月各品类的退货率也画个图", None),
            ("assistant", "用横向柱状图，按退货率从高到低排，每根柱子标上数值。", None),
            ("user", "很好，就这样", {"task_status": "done"}),
        ),
    )
    out = reflect(client, bank, session_id=applied)["lessons"]
    assert [x["action"] for x in out] == ["merged"]
    assert out[0]["lesson"]["id"] == learnt["lesson"]["id"]
