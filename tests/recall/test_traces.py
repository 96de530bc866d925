"""Recall traces against the real Neo4j: written in the background when asked (by the
request or the bank's setting), read back through the routes and the client, trimmed by
count and by age, left out of exports, deleted with their bank."""

from __future__ import annotations

import asyncio
import json
import time
import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any, TypeVar

from fastapi.testclient import TestClient
from neo4j import Driver

from service.client import AsyncHindsight, Hindsight
from tests.conftest import recall, retain

T = TypeVar("T")
T0 = "2026-03-02T09:00:00+08:00"
DEADLINE_S = 20.0


def _poll(fetch: Callable[[], T], done: Callable[[T], bool], what: str) -> T:
    """``fetch()`` again until ``done`` holds of what it returns, or fail at the deadline."""
    deadline = time.monotonic() + DEADLINE_S
    while True:
        value = fetch()
        if done(value):
            return value
        assert time.monotonic() < deadline, f"{what}: still {value!r}"
        time.sleep(0.05)


def _trace(client: TestClient, bank: str, trace_id: str) -> dict[str, Any]:
    """The stored trace, once the background writer has written it."""
    response = _poll(
        lambda: client.get(f"/v1/banks/{bank}/recalls/{trace_id}"),
        lambda r: r.status_code == 200,
        f"trace {trace_id}",
    )
    return dict(response.json())


def _listed(client: TestClient, bank: str) -> list[dict[str, Any]]:
    response = client.get(f"/v1/banks/{bank}/recalls", params={"limit": 200})
    assert response.status_code == 200, response.text
    return list(response.json()["recalls"])


def _fill(client: TestClient, bank: str) -> None:
    retain(client, bank, {"content": "Our kitchen budget is $20k.", "timestamp": T0})
    retain(client, bank, {"content": "My sister Anna lives in Lisbon.", "timestamp": T0})
    retain(client, bank, {"content": "我们准备装修新房，装修预算100万。", "timestamp": T0})


def _settings(client: TestClient, bank: str, **trace: object) -> dict[str, Any]:
    response = client.put(f"/v1/banks/{bank}", json={"settings": {"trace": trace}})
    assert response.status_code == 200, response.text
    return dict(response.json()["settings"]["trace"])


def test_a_traced_recall_is_stored_with_what_it_returned_and_why(
    client: TestClient, bank: str
) -> None:
    _fill(client, bank)
    body = recall(client, bank, "what is our kitchen budget?", trace=True, session_id="s-1")
    assert body["trace_id"] and uuid.UUID(body["trace_id"]).version == 4
    trace = _trace(client, bank, body["trace_id"])
    assert trace["query"] == "what is our kitchen budget?" and trace["session_id"] == "s-1"
    assert trace["resolved_query"] == body["resolved_query"] and trace["mode"] == "fast"
    assert trace["top_k"] == 10 and trace["context_tokens"] > 0 and trace["recorded_at"]
    returned = trace["memories"]
    assert [m["id"] for m in returned] == [m["id"] for m in body["memories"]]
    assert [m["rank"] for m in returned] == list(range(1, len(returned) + 1))
    first, answer = returned[0], body["memories"][0]
    assert first["text"] == answer["text"] and first["status"] == "active"
    assert first["score"] == answer["score"] and first["scores"] == answer["scores"]
    assert first["explanation"].startswith("match: semantic cos")  # without explain=true too
    listed = _listed(client, bank)
    assert [r["id"] for r in listed] == [body["trace_id"]]
    assert listed[0]["returned"] == len(returned) and listed[0]["query"] == trace["query"]


def test_a_recall_not_asked_to_trace_leaves_none(client: TestClient, bank: str) -> None:
    _fill(client, bank)
    plain = recall(client, bank, "where does Anna live?")
    refused = recall(client, bank, "where does Anna live?", trace=False)
    assert plain["trace_id"] is None and refused["trace_id"] is None
    traced = recall(client, bank, "what is our kitchen budget?", trace=True)
    _trace(client, bank, traced["trace_id"])  # written after the two before it
    assert [r["id"] for r in _listed(client, bank)] == [traced["trace_id"]]


def test_the_bank_setting_traces_every_recall_unless_one_says_no(
    client: TestClient, bank: str
) -> None:
    _fill(client, bank)
    assert _settings(client, bank, enabled=True) == {"enabled": True, "keep": 1000, "keep_days": 30}
    assert _settings(client, bank, keep=50) == {"enabled": True, "keep": 50, "keep_days": 30}
    on = recall(client, bank, "where does Anna live?")
    off = recall(client, bank, "where does Anna live?", trace=False)
    audit = recall(client, bank, "where does Anna live?", as_of="2026-03-03T00:00:00+08:00")
    asked = recall(client, bank, "budget", as_of="2026-03-03T00:00:00+08:00", trace=True)
    assert on["trace_id"] and asked["trace_id"]
    assert off["trace_id"] is None and audit["trace_id"] is None  # an as_of audit: asked only
    trace = _trace(client, bank, asked["trace_id"])
    assert datetime.fromisoformat(trace["as_of"]) == datetime(2026, 3, 2, 16, tzinfo=UTC)
    asked_at = datetime.fromisoformat(trace["at"])  # asked now, about then: kept by retention
    assert abs(asked_at - datetime.now(UTC)) < timedelta(minutes=5)
    assert {r["id"] for r in _listed(client, bank)} == {on["trace_id"], asked["trace_id"]}
    assert next(r for r in _listed(client, bank) if r["id"] == on["trace_id"])["as_of"] is None


def test_traces_beyond_the_bank_s_keep_are_trimmed_newest_kept(
    client: TestClient, bank: str
) -> None:
    _fill(client, bank)
    _settings(client, bank, enabled=True, keep=3)
    start = datetime.now(UTC) - timedelta(hours=1)
    ids = [
        recall(client, bank, f"budget {i}", now=(start + timedelta(minutes=i)).isoformat())
        for i in range(6)
    ]
    newest = [body["trace_id"] for body in ids[-3:]][::-1]
    _poll(
        lambda: [r["id"] for r in _listed(client, bank)],
        lambda listed: listed == newest,
        "the three newest traces, newest first",
    )


def test_traces_older_than_keep_days_are_trimmed(client: TestClient, bank: str) -> None:
    _fill(client, bank)
    _settings(client, bank, enabled=True, keep_days=30)
    old = recall(client, bank, "budget", now=(datetime.now(UTC) - timedelta(days=45)).isoformat())
    kept = recall(client, bank, "budget", now=(datetime.now(UTC) - timedelta(days=5)).isoformat())
    assert old["trace_id"] and kept["trace_id"]
    _trace(client, bank, kept["trace_id"])  # written with (or after) the old one, then trimmed
    _poll(
        lambda: [r["id"] for r in _listed(client, bank)],
        lambda listed: listed == [kept["trace_id"]],
        "only the trace within keep_days",
    )
    assert client.get(f"/v1/banks/{bank}/recalls/{old['trace_id']}").status_code == 404


def test_a_chinese_query_is_kept_as_it_was_asked(client: TestClient, bank: str) -> None:
    _fill(client, bank)
    query = "我们的装修预算是多少？「新房」"
    body = recall(client, bank, query, trace=True)
    trace = _trace(client, bank, body["trace_id"])
    assert trace["query"] == query and trace["resolved_query"] == body["resolved_query"]
    assert any("装修预算100万" in m["text"] for m in trace["memories"])
    assert _listed(client, bank)[0]["query"] == query


def test_unknown_and_malformed_ids_are_refused(client: TestClient, bank: str) -> None:
    _fill(client, bank)
    unknown = client.get(f"/v1/banks/{bank}/recalls/{uuid.uuid4()}")
    assert unknown.status_code == 404 and "no recall trace" in unknown.json()["detail"]
    assert client.get(f"/v1/banks/{bank}/recalls/not-a-trace").status_code == 422
    assert client.get("/v1/banks/bad%20bank!/recalls").status_code == 422
    assert client.get(f"/v1/banks/{bank}/recalls", params={"limit": 0}).status_code == 422
    assert client.get("/v1/banks/t-no-such-bank/recalls").status_code == 404
    assert client.get(f"/v1/banks/t-no-such-bank/recalls/{uuid.uuid4()}").status_code == 404
    bad = client.put(f"/v1/banks/{bank}", json={"settings": {"trace": {"keep": 0}}})
    assert bad.status_code == 422


def test_a_memory_erased_since_shows_as_erased_in_the_trace(client: TestClient, bank: str) -> None:
    _fill(client, bank)
    body = recall(client, bank, "where does Anna live?", trace=True)
    _trace(client, bank, body["trace_id"])
    anna = next(m for m in body["memories"] if "Anna" in m["text"])
    erased = client.delete(f"/v1/banks/{bank}/memories/{anna['id']}", params={"hard": "true"})
    assert erased.status_code == 200, erased.text
    rank = 1 + [m["id"] for m in body["memories"]].index(anna["id"])
    after = _trace(client, bank, body["trace_id"])["memories"]
    assert [m["id"] for m in after] == [m["id"] for m in body["memories"]]
    gone = after[rank - 1]
    assert gone["status"] == "erased" and gone["text"] is None and gone["score"] is None


def test_traces_leave_with_their_bank_and_stay_out_of_exports(
    client: TestClient, bank: str, driver: Driver
) -> None:
    _fill(client, bank)
    body = recall(client, bank, "budget", trace=True)
    _trace(client, bank, body["trace_id"])
    export = client.get(f"/v1/banks/{bank}/export")
    records = [json.loads(line) for line in export.text.splitlines()]
    assert records[-1]["type"] == "end"
    assert not [r for r in records if r["type"] not in ("bank", "end") and "Recall" in str(r)]
    assert not [r for r in records if r.get("rel") == "RETURNED"]
    deleted = client.delete(f"/v1/banks/{bank}")
    assert deleted.status_code == 200 and deleted.json()["deleted"]["other"] >= 1
    with driver.session() as session:
        left = session.run("MATCH (r:Recall {bank_id: $b}) RETURN count(r)", b=bank).single()
    assert left is not None and left[0] == 0


def test_the_clients_read_traces(live_url: str, bank: str) -> None:
    with Hindsight(live_url) as memory:
        memory.retain(bank, [{"content": "Our kitchen budget is $20k.", "timestamp": T0}])
        answer = memory.recall(bank, "kitchen budget", trace=True)
        assert answer.trace_id is not None
        trace = _poll(
            lambda: [t for t in memory.recall_traces(bank).recalls if t.id == answer.trace_id],
            bool,
            "the trace through the client",
        )[0]
        assert trace.query == "kitchen budget" and trace.returned == len(answer.memories)
        detail = memory.recall_trace(bank, answer.trace_id)
        assert [m.id for m in detail.memories] == [m.id for m in answer.memories]

    async def read() -> tuple[int, str]:
        async with AsyncHindsight(live_url) as memory:
            listed = await memory.recall_traces(bank, limit=5)
            detail = await memory.recall_trace(bank, listed.recalls[0].id)
            return len(listed.recalls), detail.query

    assert asyncio.run(read()) == (1, "kitchen budget")
