"""The saved audit queries of cypher/audit (and the Bloom phrases of cypher/audit/bloom)
against a bank built through the API: English and Chinese memories, supersessions, a
negation, a correction, a merge, forgets (soft, restored, hard), a lesson from a tool
failure, a consolidation run far in the future (cold, expired, a skill candidate) and a
traced recall."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import pytest
from fastapi.testclient import TestClient
from neo4j import Driver

from service.audit.saved import AUDIT_DIR, BLOOM_DIR, saved_queries
from service.cypher import load_queries
from tests.conftest import recall, retain

QUERIES = load_queries()
FUTURE = "2027-09-01T00:00:00+00:00"  # a consolidation 18 months on: what is weak goes cold
SKILL_AT = "2027-08-31T00:00:00+00:00"
WIDE = {"since": datetime(2000, 1, 1, tzinfo=UTC), "until": datetime(2100, 1, 1, tzinfo=UTC)}
PDF_FAILURE = (
    ("user", "Can you export the Q3 report to PDF?", None),
    ("assistant", "Exporting the report to PDF now.", None),
    ("tool", "Error: font 'Noto Sans CJK' not found; PDF rendering aborted",
     {"tool": "export_pdf", "status": "error"}),
    ("assistant", "The font was missing, so I installed Noto Sans CJK and re-ran the export.",
     None),
    ("tool", "OK: wrote report.pdf (14 pages)", {"tool": "export_pdf", "status": "ok"}),
    ("user", "perfect, thanks", None),
)  # fmt: skip


@dataclass(frozen=True)
class Bank:
    id: str
    ids: dict[str, str]  # a name per memory of interest → its id
    trace_id: str
    recalled: list[str]  # what the traced recall returned, in order


def _at(day: int, minute: int = 0) -> str:
    return f"2026-03-{day:02d}T09:{minute:02d}:00+08:00"


def _said(client: TestClient, bank: str, text: str, day: int, **extra: Any) -> dict[str, Any]:
    minute = extra.pop("minute", 0)
    item = {"content": text, "session_id": "s1", "timestamp": _at(day, minute), **extra}
    return retain(client, bank, item)


def _one(body: dict[str, Any]) -> str:
    assert len(body["created"]) == 1, body
    return str(body["created"][0]["memory_id"])


def _ok(response: Any) -> dict[str, Any]:
    assert response.status_code == 200, response.text
    return dict(response.json())


def _build(client: TestClient, bank: str) -> Bank:
    weak = {"consolidation": {"cold_max_importance": 0.6, "max_change_share": 1.0}}
    _ok(client.put(f"/v1/banks/{bank}", json={"settings": weak}))
    ids = {"budget_20k": _one(_said(client, bank, "Our kitchen budget is $20k.", 2,
                                    metadata={"turn": 1}))}  # fmt: skip
    raised = _said(client, bank, "Our kitchen budget is now $30k.", 3)
    assert [s["memory_id"] for s in raised["superseded"]] == [ids["budget_20k"]]
    ids["budget_30k"] = _one(raised)
    fix = {"text": "Our kitchen budget is now $35k.", "reason": "typo: 35, not 30"}
    ids["budget_35k"] = _ok(client.patch(f"/v1/banks/{bank}/memories/{ids['budget_30k']}",
                                         json=fix))["memory"]["id"]  # fmt: skip
    ids["zh_100"] = _one(_said(client, bank, "我们准备装修新房，装修预算100万，不能超。", 4))
    zh_raised = _said(client, bank, "好消息，装修预算提到120万了。", 5)
    assert [s["memory_id"] for s in zh_raised["superseded"]] == [ids["zh_100"]]
    ids["zh_120"] = _one(zh_raised)
    ids["spicy"] = _one(_said(client, bank, "我喜欢吃辣的川菜。", 6))
    assert _said(client, bank, "我喜欢吃辣的川菜。", 6, minute=5)["merged"]
    plan = "Here's a plan: running 5 days a week."
    ids["plan"] = _one(_said(client, bank, plan, 7, role="assistant"))
    no = _said(client, bank, "No, that won't work with my job and the kids.", 7, minute=1)
    assert [n["memory_id"] for n in no["negated"]] == [ids["plan"]], no
    ids["subaru"] = _one(_said(client, bank, "I drive a blue Subaru.", 8))
    ids["office"] = _one(_said(client, bank, "The office moved to the fifth floor.", 8, minute=1))
    ids["anna"] = _one(_said(client, bank, "My sister Anna lives in Lisbon.", 8, minute=2))
    ids["tom"] = _one(_said(client, bank, "My brother Tom lives in Porto.", 8, minute=3))
    ids["cafe"] = _one(_said(client, bank, "The café on the corner closed last winter.", 9))
    ids["plumber"] = _one(_said(client, bank, "Remind me to call the plumber tomorrow.", 9,
                                minute=1))  # fmt: skip
    forgot = client.delete(f"/v1/banks/{bank}/memories/{ids['subaru']}",
                           params={"reason": "sold the car"})  # fmt: skip
    _ok(forgot)
    _ok(client.delete(f"/v1/banks/{bank}/memories/{ids['office']}"))
    _ok(client.post(f"/v1/banks/{bank}/memories/{ids['office']}/restore"))
    _ok(client.delete(f"/v1/banks/{bank}/memories/{ids['anna']}",
                      params={"hard": "true", "reason": "asked to"}))  # fmt: skip
    ids["lesson"] = _lesson(client, bank)
    for _ in range(5):  # recalled often, lately (as of the run): a skill candidate
        hit = recall(client, bank, "where does my brother Tom live?", now=SKILL_AT, top_k=1)
        assert [m["id"] for m in hit["memories"]] == [ids["tom"]]  # the others stay unused
    client.portal.call(client.app.state.hindsight.reinforcer.flush)  # type: ignore[attr-defined,union-attr]
    run = _ok(client.post(f"/v1/banks/{bank}/consolidate", json={"now": FUTURE}))
    assert run["state"] == "done", run
    assert run["applied"]["cold"] >= 1 and run["applied"]["expired"] == 1, run
    assert run["applied"]["skill_candidates"] >= 1, run
    traced = recall(client, bank, "what is our kitchen budget?", trace=True)
    _wait_for_trace(client, bank, traced["trace_id"])
    return Bank(bank, ids, traced["trace_id"], [m["id"] for m in traced["memories"]])


def _lesson(client: TestClient, bank: str) -> str:
    items = [
        {"role": role, "content": text, "session_id": "s-pdf",
         "timestamp": _at(10, i), **({"metadata": meta} if meta else {})}
        for i, (role, text, meta) in enumerate(PDF_FAILURE)
    ]  # fmt: skip
    retain(client, bank, *items)
    out = _ok(client.post(f"/v1/banks/{bank}/reflect", json={"session_id": "s-pdf"}))
    assert [x["action"] for x in out["lessons"]] == ["created"], out
    return str(out["lessons"][0]["lesson"]["id"])


def _wait_for_trace(client: TestClient, bank: str, trace_id: str) -> None:
    deadline = time.monotonic() + 20
    while client.get(f"/v1/banks/{bank}/recalls/{trace_id}").status_code != 200:
        assert time.monotonic() < deadline, "the trace was not written"
        time.sleep(0.05)


@pytest.fixture(scope="module")
def built(client: TestClient) -> Bank:
    return _build(client, f"t-audit-{time.monotonic_ns() % 10**9}")


def _run(driver: Driver, name: str, **params: Any) -> list[dict[str, Any]]:
    query = QUERIES[name]
    records, _, _ = driver.execute_query(query.text, query.bind(params), database_="neo4j")
    return [dict(record) for record in records]  # nodes and paths kept as the driver's


def test_every_saved_query_is_documented_for_browser_in_both_languages() -> None:
    for query in [*saved_queries(AUDIT_DIR), *saved_queries(BLOOM_DIR)]:
        assert " · " in query.title and query.chinese and query.english, query.name
        assert ";" not in query.text, query.name  # Browser splits statements at ;
        assert query.name[: query.name.index("_")] in {"find", "count", "update", "delete"}
    saved = {f"audit.{q.name}" for q in saved_queries(AUDIT_DIR)}
    assert saved == {n for n in QUERIES if n.startswith("audit.") and n.count(".") == 1}


def test_what_changed_lists_every_kind_of_change_with_its_reason(
    built: Bank, driver: Driver
) -> None:
    rows = _run(driver, "audit.find_changes", bank_id=built.id, limit=500, **WIDE)
    by = {(r["change"], r["memory_id"]): r for r in rows}
    ids = built.ids
    assert by[("superseded", ids["budget_20k"])]["by_id"] == ids["budget_30k"]
    assert by[("superseded", ids["zh_100"])]["text"] == "我们准备装修新房，装修预算100万，不能超。"
    assert by[("superseded", ids["zh_100"])]["by_text"] == "好消息，装修预算提到120万了。"
    corrected = by[("corrected", ids["budget_30k"])]
    assert corrected["by_id"] == ids["budget_35k"] and corrected["reason"] == "typo: 35, not 30"
    assert by[("negated", ids["plan"])]["by_text"].startswith("No, that won't work")
    assert "我喜欢吃辣的川菜" in by[("merged", ids["spicy"])]["reason"]
    assert by[("forgotten", ids["subaru"])]["reason"] == "sold the car"
    assert ("restored", ids["office"]) in by and ("forgotten", ids["office"]) in by
    assert by[("erased", ids["anna"])]["reason"] == "asked to"
    assert by[("erased", ids["anna"])]["text"] is None  # a tombstone keeps no content
    assert "run " in by[("expired", ids["plumber"])]["reason"]
    assert ("cold", ids["cafe"]) in by and ("skill_candidate", ids["tom"]) in by
    assert all(r["at"] is not None and r["reason"] for r in rows)
    # neo4j.time.DateTime orders values of two zones wrongly: compare them as Python's
    times = [r["at"].to_native() for r in rows]
    assert times == sorted(times)


def test_what_changed_keeps_to_the_time_range_and_the_bank(built: Bank, driver: Driver) -> None:
    since, until = datetime.fromisoformat(_at(3)), datetime.fromisoformat(_at(4))
    day = _run(driver, "audit.find_changes", bank_id=built.id, limit=50, since=since, until=until)
    assert [(r["change"], r["memory_id"]) for r in day] == [("superseded", built.ids["budget_20k"])]
    other = _run(driver, "audit.find_changes", bank_id="t-no-such-bank", limit=50, **WIDE)
    assert other == []


def test_a_memory_s_sources_are_its_episodes_as_retain_was_given_them(
    built: Bank, driver: Driver
) -> None:
    (row,) = _run(driver, "audit.find_sources", bank_id=built.id,
                  memory_id=built.ids["budget_20k"])  # fmt: skip
    assert row["source_kind"] == "episode" and row["role"] == "user"
    assert row["session_id"] == "s1" and json.loads(row["metadata"]) == {"turn": 1}
    raw = "Our kitchen budget is $20k."
    assert raw in (row["text"], row["archived_text"])  # compacted by the run, or not
    assert row["said_at"].iso_format().startswith("2026-03-02T09:00:00")
    assert row["path"] is not None and row["merged_later"] is False
    merged = _run(driver, "audit.find_sources", bank_id=built.id, memory_id=built.ids["spicy"])
    assert sorted(r["merged_later"] for r in merged) == [False, True]


def test_the_chain_runs_both_ways_at_any_length_with_reasons(built: Bank, driver: Driver) -> None:
    ids = built.ids
    (whole,) = _run(driver, "audit.find_chain", bank_id=built.id, memory_id=ids["budget_20k"])
    assert [s["step"] for s in whole["steps"]] == ["SUPERSEDES", "SUPERSEDES"]
    assert [(s["from"], s["to"]) for s in whole["steps"]] == [
        (ids["budget_30k"], ids["budget_20k"]), (ids["budget_35k"], ids["budget_30k"])]  # fmt: skip
    assert whole["steps"][1]["reason"] == "correction" and whole["steps"][0]["reason"]
    assert all(s["at"] is not None for s in whole["steps"])
    assert whole["versions"][-1] == "active: Our kitchen budget is now $35k."
    middle = _run(driver, "audit.find_chain", bank_id=built.id, memory_id=ids["budget_30k"])
    assert sorted(len(r["steps"]) for r in middle) == [1, 1]  # one path to each end
    (negation,) = _run(driver, "audit.find_chain", bank_id=built.id, memory_id=ids["plan"])
    assert [s["step"] for s in negation["steps"]] == ["NEGATES"]
    (alone,) = _run(driver, "audit.find_chain", bank_id=built.id, memory_id=ids["tom"])
    assert alone["steps"] == [] and len(alone["path"].nodes) == 1


def test_a_traced_recall_shows_what_it_returned_and_why(built: Bank, driver: Driver) -> None:
    rows = _run(driver, "audit.find_recall", bank_id=built.id, recall_id=built.trace_id)
    assert [r["memory_id"] for r in rows] == built.recalled
    assert [r["rank"] for r in rows] == list(range(1, len(rows) + 1))
    assert rows[0]["query"] == "what is our kitchen budget?"
    assert set(json.loads(rows[0]["scores"])) >= {"semantic", "lexical", "recency"}
    assert all(r["explanation"] for r in rows)
    latest = _run(driver, "audit.find_recall", bank_id=built.id, recall_id="")
    assert [r["memory_id"] for r in latest] == built.recalled


def test_entities_come_with_the_memories_that_name_them(built: Bank, driver: Driver) -> None:
    rows = _run(driver, "audit.find_entities", bank_id=built.id, limit=50, per_entity=10)
    named = {r["entity"]: r for r in rows}
    assert "active: My brother Tom lives in Porto." in named["Tom"]["memories"]
    assert "Anna" not in named  # erased with the only memory that named her
    assert all(r["paths"] for r in rows if r["memories"])


def test_a_lesson_comes_with_the_tool_failure_behind_it(built: Bank, driver: Driver) -> None:
    (row,) = _run(driver, "audit.find_lessons", bank_id=built.id, limit=10)
    assert row["lesson_id"] == built.ids["lesson"] and "Noto Sans CJK" in row["lesson"]
    tools = [json.loads(e["metadata"]) for e in row["episodes"] if e["metadata"]]
    assert {"tool": "export_pdf", "status": "error"} in tools
    assert row["failures"] and {f["reason"] for f in row["failures"]} == {
        "failure behind the lesson"}  # fmt: skip
    assert any("Noto Sans CJK" in f["text"] for f in row["failures"])
    assert len(row["paths"]) == len(row["episodes"]) + len(row["failures"])


def test_cold_expired_and_skill_candidates_say_when_and_why(built: Bank, driver: Driver) -> None:
    rows = _run(driver, "audit.find_dormant", bank_id=built.id, limit=100)
    marks = {(r["mark"], r["memory_id"]): r for r in rows}
    cafe = marks[("cold", built.ids["cafe"])]
    assert cafe["status"] == "cold" and cafe["reason"].startswith("unused for")
    plumber = marks[("expired", built.ids["plumber"])]
    assert plumber["marked_at"] == plumber["valid_until"] and "valid_until" in plumber["reason"]
    tom = marks[("skill_candidate", built.ids["tom"])]
    assert tom["access_count"] >= 5 and tom["reason"].startswith("recalled")
    assert all(r["marked_at"] is not None for r in rows)


def test_the_bank_at_a_glance_counts_what_it_holds(built: Bank, driver: Driver) -> None:
    (row,) = _run(driver, "audit.count_memories", bank_id=built.id)
    counts = {(c["kind"], c["status"]): c["memories"] for c in row["by_kind_and_status"]}
    assert counts[("lesson", "active")] == 1 and counts[("task", "expired")] == 1
    assert ("fact", "superseded") in counts or ("decision", "superseded") in counts
    assert row["tombstones"] >= 1 and row["recall_traces"] == 1
    assert row["consolidation_runs"] == 1 and row["episodes"] > 10


def test_display_labels_follow_kind_and_status_and_come_off_again(
    built: Bank, driver: Driver
) -> None:
    def labels(name: str) -> set[str]:
        records, _, _ = driver.execute_query(
            "MATCH (m:Memory {id: $id}) RETURN labels(m) AS l", id=built.ids[name]
        )
        return set(records[0]["l"]) - {"Memory"} - {x for x in records[0]["l"] if x[:2] == "bk"}

    (done,) = _run(driver, "audit.update_display_labels", bank_id=built.id)
    assert done["labelled"] > 10 and done["not_active"] >= 4
    assert labels("plan") >= {"Negated"} and "Superseded" in labels("budget_20k")
    assert labels("lesson") == {"Lesson"} and labels("plumber") == {"Task", "Expired"}
    assert labels("tom") & {"Cold", "Superseded", "Negated"} == set()
    _run(driver, "audit.update_display_labels", bank_id=built.id)  # again: nothing doubles
    assert labels("plumber") == {"Task", "Expired"}
    _run(driver, "audit.delete_display_labels", bank_id=built.id)
    assert labels("plumber") == labels("lesson") == set()


def test_every_bloom_phrase_finds_the_graph_it_names(built: Bank, driver: Driver) -> None:
    values = {"bank_id": built.id, "memory_id": built.ids["budget_20k"],
              "recall_id": built.trace_id}  # fmt: skip
    for query in saved_queries(BLOOM_DIR):
        name = f"audit.bloom.{query.name}"
        rows = _run(driver, name, **{p: values[p] for p in QUERIES[name].params})
        graph = [v for r in rows for v in r.values() if v is not None]
        assert graph, name  # nodes or paths for Bloom's scene
