"""Metrics, the recall trace and request ids, through the public API against the real Neo4j."""

from __future__ import annotations

import asyncio
import json
import logging

import pytest
from fastapi import FastAPI
from fastapi.testclient import TestClient
from neo4j.exceptions import AuthError, ServiceUnavailable
from prometheus_client.parser import text_string_to_metric_families

from service.errors import DatabaseUnavailable, install_error_handlers
from service.graph import translate_errors
from service.metrics import HttpMetrics, Metrics
from service.request_ids import OUTSIDE, RequestIds
from tests.conftest import recall, retain

ITEMS = [
    {
        "content": "I am allergic to peanuts, so no satay for me.",
        "timestamp": "2026-03-01T09:00:00+08:00",
        "session_id": "s1",
    },
    {
        "content": "我下周三坐飞机去上海出差。",
        "timestamp": "2026-03-02T10:05:00+08:00",
        "session_id": "s1",
    },
]
RECALL_ROUTE = "/v1/banks/{bank_id}/recall"


def _samples(client: TestClient) -> dict[tuple[str, frozenset[tuple[str, str]]], float]:
    response = client.get("/metrics")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("text/plain")
    return {
        (s.name, frozenset(s.labels.items())): s.value
        for family in text_string_to_metric_families(response.text)
        for s in family.samples
    }


def _value(samples: dict, name: str, **labels: str) -> float:
    return samples.get((name, frozenset(labels.items())), 0.0)


def _trace_lines(caplog: pytest.LogCaptureFixture) -> list[dict]:
    return [json.loads(r.getMessage()) for r in caplog.records if r.name == "service.recall.trace"]


def test_metrics_show_route_latency_stages_and_outcomes(client: TestClient, bank: str) -> None:
    before = _samples(client)
    retain(client, bank, *ITEMS)
    recall(client, bank, "Which foods must the user avoid?")
    client.get(f"/v1/banks/{bank}/no-such-thing")
    response = client.get("/metrics")
    assert 'route="/v1/banks/{bank_id}/recall"' in response.text
    assert bank not in response.text  # route templates, never raw paths
    after = _samples(client)
    bucket = "hindsight_http_request_duration_seconds_bucket"
    recall_labels = {"method": "POST", "route": RECALL_ROUTE, "status": "200", "le": "+Inf"}
    assert _value(after, bucket, **recall_labels) == _value(before, bucket, **recall_labels) + 1
    count = "hindsight_stage_duration_seconds_count"
    assert _value(after, count, operation="recall", stage="query") >= 1
    assert _value(after, count, operation="retain", stage="graph") >= 1
    created = "hindsight_memories_total"
    assert _value(after, created, outcome="created") >= _value(
        before, created, outcome="created"
    ) + len(ITEMS)
    items = "hindsight_retain_items_total"
    assert _value(after, items) == _value(before, items) + len(ITEMS)
    recalls = "hindsight_recall_total"
    assert _value(after, recalls) == _value(before, recalls) + 1
    unmatched = {"method": "GET", "route": "unmatched", "status": "404", "le": "+Inf"}
    assert _value(after, bucket, **unmatched) >= 1


def test_each_recall_logs_one_trace_line(
    client: TestClient, bank: str, caplog: pytest.LogCaptureFixture
) -> None:
    retain(client, bank, *ITEMS)
    caplog.set_level(logging.INFO, logger="service.recall.trace")
    body = recall(client, bank, "Which foods must the user avoid? peanuts")
    (line,) = _trace_lines(caplog)
    assert line["bank_id"] == bank
    assert line["query"] == "Which foods must the user avoid? peanuts"
    assert line["resolved_query"] == body["resolved_query"]
    final = [m["id"] for m in body["memories"]]
    assert line["final_ids"] == final and final
    assert {"vector", "full_text", "entity", "graph"} <= set(line["channels"])
    assert line["channels"]["full_text"][0] == final[0]  # "peanuts" is said by one memory
    assert all(len(ids) <= 5 and set(ids) <= set(final) for ids in line["channels"].values())
    assert line["context_tokens"] > 0
    assert {"understand", "embed", "query", "pack"} <= set(line["stages_ms"])


def test_the_trace_keeps_chinese_as_it_is(
    client: TestClient, bank: str, caplog: pytest.LogCaptureFixture
) -> None:
    retain(client, bank, *ITEMS)
    caplog.set_level(logging.INFO, logger="service.recall.trace")
    recall(client, bank, "我什么时候去上海？")
    record = next(r for r in caplog.records if r.name == "service.recall.trace")
    assert "我什么时候去上海？" in record.getMessage()


def test_every_response_carries_a_request_id(client: TestClient, bank: str) -> None:
    for response in (
        client.get("/health"),
        client.get(f"/v1/banks/{bank}"),  # 404 problem: no such bank
        client.post(f"/v1/banks/{bank}/recall", json={}),  # 422 problem
        client.get("/no-such-route"),
    ):
        assert len(response.headers["x-request-id"]) == 32, response.status_code
    given = {"x-request-id": "req-42"}
    for status, response in (
        (200, client.get("/health", headers=given)),
        (404, client.get(f"/v1/banks/{bank}", headers=given)),
        (422, client.post(f"/v1/banks/{bank}/recall", json={}, headers=given)),
    ):
        assert response.status_code == status
        assert response.headers["x-request-id"] == "req-42"


def test_a_log_line_written_during_a_request_carries_its_id(
    client: TestClient, bank: str, caplog: pytest.LogCaptureFixture
) -> None:
    retain(client, bank, *ITEMS)
    caplog.set_level(logging.INFO, logger="service.recall.trace")
    client.post(
        f"/v1/banks/{bank}/recall", json={"query": "peanuts"}, headers={"x-request-id": "rq-7"}
    )
    record = next(r for r in caplog.records if r.name == "service.recall.trace")
    assert record.request_id == "rq-7"  # type: ignore[attr-defined]
    logging.getLogger("tests.outside").warning("not in a request")
    assert caplog.records[-1].request_id == OUTSIDE  # type: ignore[attr-defined]


def test_an_unexpected_error_returns_a_500_with_the_request_id(
    client: TestClient, caplog: pytest.LogCaptureFixture
) -> None:
    """The generic 500 is sent from outside every middleware: the problem sets the header
    itself, and its log line carries the id; the latency counts it as a 500. (`client`
    installs the log context.)"""
    metrics = Metrics()
    app = FastAPI()
    install_error_handlers(app)
    app.add_middleware(HttpMetrics, metrics=metrics)
    app.add_middleware(RequestIds)

    @app.get("/boom")
    async def boom() -> None:
        raise RuntimeError("the detail stays in the log")

    with TestClient(app, raise_server_exceptions=False) as broken:
        response = broken.get("/boom", headers={"x-request-id": "rq-500"})
    assert response.status_code == 500
    assert response.headers["x-request-id"] == "rq-500"
    assert response.json()["request_id"] == "rq-500"
    assert "detail stays" not in response.text
    logged = next(r for r in caplog.records if r.getMessage().startswith("unexpected error"))
    assert logged.request_id == "rq-500"  # type: ignore[attr-defined]
    labels = {"method": "GET", "route": "/boom", "status": "500"}
    count = "hindsight_http_request_duration_seconds_count"
    assert metrics.registry.get_sample_value(count, labels) == 1


def test_driver_errors_are_counted_by_kind() -> None:
    metrics = Metrics()  # each app has a registry of its own: a second one never collides

    async def failing(error: Exception) -> None:
        async with translate_errors(metrics):
            raise error

    for error in (ServiceUnavailable("down"), ServiceUnavailable("still"), AuthError("no")):
        with pytest.raises(DatabaseUnavailable):
            asyncio.run(failing(error))
    errors = "hindsight_neo4j_errors_total"
    assert metrics.registry.get_sample_value(errors, {"kind": "unavailable"}) == 2
    assert metrics.registry.get_sample_value(errors, {"kind": "auth"}) == 1
