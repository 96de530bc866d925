"""Whether a task that went well did what a tool's lesson says (``dedupe.followed``): the
arguments the lesson names, with their values, or most of its fix."""

from __future__ import annotations

from service.reflection.dedupe import followed
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
