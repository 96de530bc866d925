"""Whether a task that went well did what a tool's lesson says (``dedupe.followed``): the
arguments the lesson names, with their values, or most of its fix."""

from __future__ import annotations

import numpy as np

from service.reflection.dedupe import decide, followed, served_and_followed
from service.reflection.draft import LessonDraft
from service.reflection.sequence import read_sequence
from tests.reflection.test_rules import rows


def went_well(said: str, args: dict[str, str]) -> list[tuple[str, str, dict | None]]:
    return [
        ("user", "pull the contact list out of the CRM", None),
        ("assistant", said, None),
        ("tool", "Export complete (48,213 rows)", {"tool": "export_crm", "args": args}),
        ("user", "thanks", {"task_status": "done"}),
    ]


def lesson(fix: str) -> dict[str, str]:
    return {"subject": "export_crm", "fix": fix}


def test_the_arguments_a_lesson_names_with_their_values_follow_it() -> None:
    done = read_sequence(rows(*went_well("Exporting with a longer timeout.", {"timeout": "120"})))
    assert followed(lesson("timeout=120, the default 30s is too short for 48k rows"), done)


def test_another_value_of_an_argument_the_lesson_names_does_not() -> None:
    done = read_sequence(rows(*went_well("Exporting with timeout=60.", {"timeout": "60"})))
    assert not followed(lesson("timeout=120, the default 30s is too short"), done)


def test_most_of_a_precondition_said_and_done_follows_it() -> None:
    done = read_sequence(
        rows(*went_well("Refreshing the Salesforce OAuth token first, then exporting.", {}))
    )
    assert followed(lesson("refresh the Salesforce OAuth token"), done)
    assert not followed(lesson("install the Salesforce CLI plugin"), done)


def test_a_chinese_precondition_said_and_done_follows_it() -> None:
    done = read_sequence(
        rows(
            ("user", "把客户名单从CRM里导出来", None),
            ("assistant", "先调 get_crm_token 刷新 access_token，再导出。", None),
            ("tool", "导出完成：48213行", {"tool": "export_crm"}),
            ("user", "好的", {"task_status": "done"}),
        )
    )
    assert followed(lesson("调 get_crm_token 刷新 access_token"), done)
    assert not followed(lesson("用 install_font 装思源黑体"), done)


def served(session: str, fix: str, subject: str = "") -> dict:
    return {"id": "l1", "subject": subject, "fix": fix, "served_in": [session], "episode_ids": []}


def in_session(session: str, *turns: tuple[str, str, dict | None]) -> list[dict]:
    return [{**r, "session_id": session} for r in rows(*turns)]


def test_a_served_chinese_lesson_is_followed_by_its_words_not_its_characters() -> None:
    merged = read_sequence(
        in_session(
            "s1",
            ("user", "12家店的库存表汇总下", None),
            ("assistant", "先 pip install openpyxl，再合并。", None),
            ("tool", "合并完成：12 个文件 → 门店汇总.xlsx（总表 + 12 个sheet）", {"tool": "merge"}),
            ("user", "可以可以", {"task_status": "done"}),
        )
    )
    assert served_and_followed([served("s1", "表")], merged) is None  # one character: no word
    assert (
        served_and_followed([served("s1", "下载平台证书更新到本地 重新发起退款")], merged) is None
    )
    assert served_and_followed([served("s1", "先装 openpyxl 再合并")], merged) is not None


def test_a_served_english_lesson_followed_in_other_words_is_found() -> None:
    done = read_sequence(
        in_session(
            "s1",
            ("user", "Send the KPI update to the leadership list.", None),
            (
                "assistant",
                "Here's the KPI update laid out as a table, a row for each metric.",
                None,
            ),
            ("user", "great, send it", {"task_status": "done"}),
        )
    )
    assert served_and_followed([served("s1", "a table I can skim")], done) is not None
    assert served_and_followed([served("s2", "a table I can skim")], done) is None  # not served
    assert served_and_followed([served("s1", "bullet points, no prose")], done) is None


def test_of_two_served_lessons_the_one_whose_words_were_done_most_is_followed() -> None:
    """A short fix shares one word with anything ("the link" in "the tracking link is below");
    the lesson whose fix the agent carried out word for word is the one it followed."""
    done = read_sequence(
        in_session(
            "s1",
            ("user", "draft an answer for the guy asking why he got charged twice", None),
            ("assistant", "Draft for the ticket, kept to three sentences, plain tone.", None),
            (
                "assistant",
                "Hi Tom, sorry you were charged twice. I've refunded the duplicate and the "
                "tracking link is below.",
                None,
            ),
            ("user", "yep, send that", {"task_status": "done"}),
        )
    )
    link = {**served("s1", "the link"), "id": "link"}
    short = {
        **served("s1", "Cut it to three sentences, plain tone: Hi Dana, sorry your order"),
        "id": "short",
    }
    assert served_and_followed([link, short], done)["id"] == "short"
    assert served_and_followed([short, link], done)["id"] == "short"


def draft(fix: str, method: str = "refusal", language: str = "zh") -> LessonDraft:
    return LessonDraft(
        goal="g",
        outcome="o",
        attribution="a",
        lesson=fix,
        tags=(),
        related_episode_ids=("new",),
        confidence=0.5,
        language=language,
        method=method,
        subject="",
        fix=fix,
    )


def test_chinese_fixes_that_share_characters_but_no_words_are_two_lessons() -> None:
    went = read_sequence(rows(("user", "给老周发个消息", None), ("assistant", "发好了", None)))
    old = {
        "id": "old",
        "subject": "",
        "fix": "下载平台证书更新到本地，重新发起退款",
        "episode_ids": [],
    }
    vector = np.ones(4, dtype=np.float32)
    near = {**old, "vector": vector.tolist(), "ml": True}
    assert decide(
        draft("发消息给仓库主管，让他明天上午留人卸货"), vector, True, [near], went
    ).action == ("created")
    assert decide(
        draft("先下载平台证书更新到本地，再发起退款"), vector, True, [near], went
    ).action == ("merged")


def test_a_multilingual_cosine_is_read_on_the_primary_scale() -> None:
    went = read_sequence(rows(("user", "排下这期推文", None), ("assistant", "好了", None)))
    a = np.array([1.0, 0.0], dtype=np.float32)
    b = np.array([0.85, (1 - 0.85**2) ** 0.5], dtype=np.float32)  # e5 0.85: unrelated tasks
    old = {"id": "old", "subject": "", "fix": "去掉emoji，小标题加粗", "episode_ids": []}
    row = {**old, "vector": b.tolist(), "ml": True}
    fix = "去掉emoji，小标题加粗编号"
    assert decide(draft(fix), a, True, [row], went, ml_map=(-1.35, 2.4)).action == "created"
    assert decide(draft(fix), a, True, [row], went).action == "merged"  # raw: 0.85 ≥ SIMILAR


def _at_cosine(cos: float) -> tuple[np.ndarray, list[float]]:
    a = np.array([1.0, 0.0], dtype=np.float32)
    return a, [cos, (1 - cos**2) ** 0.5]


def test_the_same_detailed_fix_for_a_request_worded_apart_is_one_lesson() -> None:
    """The user asked twice for the same detailed thing ("a rating per competency with the
    evidence under it…") of requests worded apart (situations at 0.7): one lesson, widened;
    a short fix ("a table") in such situations may be another task's, and stays apart."""
    went = read_sequence(rows(("user", "write up the interview", None), ("assistant", "ok", None)))
    a, b = _at_cosine(0.7)
    long_fix = "a rating per competency with the evidence under it, and hire or no-hire at the top"
    old = {"id": "old", "subject": "", "fix": long_fix, "episode_ids": [], "vector": b, "ml": False}
    assert decide(draft(long_fix, language="en"), a, False, [old], went).action == "merged"
    short = {**old, "fix": "a table"}
    assert decide(draft("a table", language="en"), a, False, [short], went).action == "created"
    far, b_far = _at_cosine(0.4)
    old_far = {**old, "vector": b_far}
    assert decide(draft(long_fix, language="en"), far, False, [old_far], went).action == "created"


def test_the_same_detailed_chinese_fix_for_a_request_worded_apart_is_one_lesson() -> None:
    went = read_sequence(rows(("user", "合同帮我看看", None), ("assistant", "好", None)))
    a, b = _at_cosine(0.7)
    long_fix = "在 Word 修订模式下改，删改全部留痕，每处加批注说明理由"
    old = {"id": "old", "subject": "", "fix": long_fix, "episode_ids": [], "vector": b, "ml": False}
    assert decide(draft(long_fix), a, False, [old], went).action == "merged"
    short = {**old, "fix": "用表格"}
    assert decide(draft("用表格"), a, False, [short], went).action == "created"
