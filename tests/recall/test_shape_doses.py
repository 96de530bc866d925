"""Asked what medicines are taken, the lines that give a dose ("lisinopril 10 mg every morning",
"吃的氨氯地平 一天一片") rank above lines that share the question's words but give none (an
allergy "to tell every clinic", a pharmacy run), so each medicine is in the top 5 (real
Neo4j, English and Chinese)."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain_one_by_one
from tests.recall.test_current_facts import _ranked

MEDS = [
    (
        (
            ("user", "doctor wants me to keep a proper list of my meds, can you hold it?"),
            ("assistant", "Of course. What are you taking?"),
            ("user", "lisinopril 10 mg every morning for blood pressure. that's it for now"),
            ("assistant", "Saved. Any allergies I should note?"),
            ("user", "sulfa drugs. broke out in hives as a kid"),
        ),
        (
            ("user", "follow-up was today. sugar levels were high so she added something"),
            ("assistant", "Okay. What did she prescribe?"),
            ("user", "metformin, 500 mg with dinner, starting tonight"),
            ("user", "dentist cleaning today and the gloves made my lips swell up"),
            ("user", "she said i'm probably allergic to latex, gotta tell every clinic"),
            (
                "user",
                "pharmacy on kimathi st was out of my bp pills, had to go to the one at sarit",
            ),
            ("user", "thanks. stomach is fine btw, the new pill isn't bad"),
        ),
        "I'm filling in a form at the new clinic. What medications am I on?",
        ("lisinopril 10 mg", "metformin, 500 mg"),
        "+03:00",
    ),
    (
        (
            ("user", "帮我记一下爸妈吃的药 我老忘"),
            ("assistant", "好的，你说。"),
            ("user", "我爸 高血压 吃的氨氯地平 一天一片 早上吃"),
            ("user", "我妈是血糖高 吃二甲双胍 一天两次 饭后吃"),
        ),
        (
            ("user", "今天带我妈去医院了 排队排了两个小时 医院人真多"),
            ("user", "我爸的药也快吃完了 他那个社区医院就能开"),
            ("user", "药盒到了 七天的 早晚分开"),
            ("user", "医院停车场太难找了 下次坐地铁去"),
        ),
        "爸妈现在分别吃什么药？",
        ("氨氯地平 一天一片", "二甲双胍 一天两次"),
        "+08:00",
    ),
]


@pytest.mark.parametrize(("told", "later", "query", "doses", "zone"), MEDS)
def test_the_lines_that_give_a_dose_answer_what_medicines_are_taken(
    client: TestClient, bank: str, told: tuple, later: tuple, query: str, doses: tuple, zone: str
) -> None:
    retain_one_by_one(client, bank, "s1", "2026-02-10T08:30:00" + zone, *told)
    retain_one_by_one(client, bank, "s2", "2026-03-20T19:00:00" + zone, *later)
    body = recall(client, bank, query, now="2026-04-10T09:00:00" + zone)
    ranks = _ranked(body, *doses)
    assert all(0 <= r < 5 for r in ranks), [m["text"] for m in body["memories"]]
