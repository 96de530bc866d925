"""A lesson's cosine is read less by how crowded its situation is among the bank's lessons:
worked out for the whole bank after each reflection, centred, per vector space; in the real
Neo4j, stored on every current lesson and read by the lookup by situation."""

from __future__ import annotations

import numpy as np
from fastapi.testclient import TestClient
from neo4j import Driver

from service.embedding.e5 import CALIBRATION
from service.recall.lessons import CROWDING_WEIGHT
from service.reflection.crowding import crowding
from tests.conftest import recall, retain
from tests.reflection.test_reflect import T0, reflect, session, turns


def unit(*values: float) -> list[float]:
    v = np.asarray(values, dtype=np.float32)
    return (v / np.linalg.norm(v)).tolist()


def lesson(id: str, vector: list[float], ml: bool = False) -> dict:
    return {"id": id, "vector": vector, "ml": ml}


def test_the_mean_of_several_situations_is_the_most_crowded_and_the_values_are_centred() -> None:
    rows = [
        lesson("a", unit(1, 0, 0, 0)),
        lesson("b", unit(0, 1, 0, 0)),
        lesson("c", unit(0, 0, 1, 0)),
        lesson("mean", unit(1, 1, 1, 0.2)),  # learnt in several wordings: near every one
    ]
    values = crowding(rows)
    assert max(values, key=lambda k: values[k]) == "mean"
    assert values["mean"] > 0 > values["a"]
    assert abs(sum(values.values())) < 1e-6


def test_each_space_is_compared_with_itself_and_a_small_one_crowds_nothing() -> None:
    rows = [
        lesson("a", unit(1, 0, 0)),
        lesson("b", unit(0.9, 0.1, 0)),
        lesson("c", unit(0, 0, 1)),
        lesson("zh1", unit(1, 0), ml=True),
        lesson("zh2", unit(0, 1), ml=True),
    ]
    values = crowding(rows)
    assert values["zh1"] == values["zh2"] == 0.0
    assert abs(values["a"] + values["b"] + values["c"]) < 1e-6
    assert values["c"] < 0 < values["a"]
    assert crowding([]) == {}


def tool_task(goal: str, tool: str, error: str, fix: str) -> tuple:
    meta = {"tool": tool}
    return (
        ("user", goal, None),
        ("assistant", "On it.", None),
        ("tool", error, {**meta, "status": "error"}),
        ("assistant", fix, None),
        ("tool", "OK", {**meta, "status": "ok"}),
        ("user", "great, thanks", None),
    )


EN_TASKS = [
    tool_task(
        "Export the Q3 report to PDF",
        "export_pdf",
        "Error: font 'Noto Sans CJK' not found",
        "The font was missing, so I installed Noto Sans CJK and re-ran the export.",
    ),
    tool_task(
        "Put a call with Dana in my diary",
        "create_calendar_event",
        "HttpError 401: invalid_grant, token expired",
        "The token had expired; I refreshed the OAuth token and created the event.",
    ),
    tool_task(
        "Pull last week's support tickets",
        "fetch_support_tickets",
        "504 Gateway Timeout",
        "It timed out, so I called fetch_support_tickets again with page_size=100.",
    ),
]
ZH_TASKS = [
    tool_task(
        "帮我把这周的周报导出成PDF",
        "export_pdf",
        "Error: 字体 '思源黑体' 未安装",
        "缺少字体，我先安装了思源黑体，再重新导出了。",
    ),
    tool_task(
        "在项目群里发个通知，明天下午两点开评审会",
        "send_dingtalk_message",
        '{"errcode":40014,"errmsg":"不合法的access_token"}',
        "token过期了，我先刷新了access_token，再发了一次。",
    ),
    tool_task(
        "把上周的工单都拉下来",
        "fetch_support_tickets",
        "504 Gateway Timeout",
        "超时了，我用page_size=100重新调用了fetch_support_tickets。",
    ),
]


def test_every_current_lesson_holds_its_crowding_and_the_lookup_reads_it(
    client: TestClient, bank: str, driver: Driver
) -> None:
    for tasks, name in ((EN_TASKS, bank), (ZH_TASKS, f"{bank}-zh")):
        for n, steps in enumerate(tasks):
            s = session()
            retain(client, name, *turns(s, T0.replace(day=4 + n), *steps))
            reflect(client, name, session_id=s)
        with driver.session() as db:
            rows = db.run(
                "MATCH (m:Memory {bank_id: $b, kind: 'lesson'}) RETURN m.id AS id,"
                " m.crowding AS crowding, m.text AS text",
                b=name,
            ).data()
        assert len(rows) == 3 and all(r["crowding"] is not None for r in rows)
        assert abs(sum(r["crowding"] for r in rows)) < 1e-4
        # the lookup by situation reads a lesson's cosine less by its crowding
        request = tasks[0][0][1]
        first = recall(client, name, request, now=T0.replace(day=20).isoformat())["memories"][0]
        assert first["kind"] == "lesson" and first["scores"]["lesson"] == 1.0
        with driver.session() as db:
            db.run("MATCH (m:Memory {id: $id}) SET m.crowding = m.crowding + 0.1", id=first["id"])
        again = recall(client, name, request, now=T0.replace(day=21).isoformat())["memories"]
        same = next(m for m in again if m["id"] == first["id"])
        drop = CROWDING_WEIGHT * 0.1 * (CALIBRATION[1] if name.endswith("-zh") else 1.0)
        assert abs(first["scores"]["semantic"] - same["scores"]["semantic"] - drop) < 1e-3
