"""Prometheus metrics of one app, in a registry of its own (several apps in one process, as in
the tests, never share or collide), served as text on ``GET /metrics``.

``Metrics`` is built in ``create_app`` and handed to what reports to it: ``HttpMetrics`` (the
latency of each request by route template), the routers (stage timings, retained items and
their outcomes, recalls), the chat client (LLM calls and tokens) and the graph (Neo4j errors).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Histogram
from prometheus_client import generate_latest as _generate_latest
from starlette.types import ASGIApp, Message, Receive, Scope, Send

if TYPE_CHECKING:
    from service.models import RetainResponse
    from service.timing import Timings

CONTENT_TYPE = CONTENT_TYPE_LATEST
UNMATCHED = "unmatched"  # the route label of a request no route matched (never the raw path)
# seconds; a recall is ~20-80 ms, a retain with the LLM several seconds
HTTP_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)
STAGE_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 10.0)
OUTCOMES = ("created", "merged", "superseded", "negated", "skipped")


class Metrics:
    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        registry = self.registry
        self.http_duration = Histogram(
            "hindsight_http_request_duration_seconds",
            "Time to answer an HTTP request, by method, route template and status.",
            ["method", "route", "status"],
            buckets=HTTP_BUCKETS,
            registry=registry,
        )
        self.stage_duration = Histogram(
            "hindsight_stage_duration_seconds",
            "Time spent in one stage of retain or recall.",
            ["operation", "stage"],
            buckets=STAGE_BUCKETS,
            registry=registry,
        )
        self.retain_items = Counter(
            "hindsight_retain_items_total", "Items retained.", registry=registry
        )
        self.recalls = Counter("hindsight_recall_total", "Recalls answered.", registry=registry)
        self.memories = Counter(
            "hindsight_memories_total",
            "What retain did with each event: created, merged, superseded, negated, skipped.",
            ["outcome"],
            registry=registry,
        )
        self.llm_calls = Counter(
            "hindsight_llm_calls_total",
            "LLM calls by purpose; outcome ok (JSON came), malformed (an answer without "
            "JSON) or error (no answer: HTTP error, timeout, empty reply).",
            ["purpose", "outcome"],
            registry=registry,
        )
        self.llm_tokens = Counter(
            "hindsight_llm_tokens_total",
            "Tokens the LLM endpoint reported, by purpose and type (prompt, completion).",
            ["purpose", "type"],
            registry=registry,
        )
        self.neo4j_errors = Counter(
            "hindsight_neo4j_errors_total",
            "Neo4j driver errors turned into 503s, by kind.",
            ["kind"],
            registry=registry,
        )

    def exposition(self) -> bytes:
        """All metrics in the Prometheus text format."""
        return _generate_latest(self.registry)

    def stages(self, operation: str, timings: Timings) -> None:
        for stage, seconds in timings.stages.items():
            self.stage_duration.labels(operation, stage).observe(seconds)

    def retained(self, items: int, result: RetainResponse, timings: Timings) -> None:
        self.retain_items.inc(items)
        for outcome in OUTCOMES:
            count = len(getattr(result, outcome))
            if count:
                self.memories.labels(outcome).inc(count)
        self.stages("retain", timings)

    def recalled(self, timings: Timings) -> None:
        self.recalls.inc()
        self.stages("recall", timings)

    def llm_call(self, purpose: str, outcome: str, prompt: int = 0, completion: int = 0) -> None:
        self.llm_calls.labels(purpose, outcome).inc()
        if prompt:
            self.llm_tokens.labels(purpose, "prompt").inc(prompt)
        if completion:
            self.llm_tokens.labels(purpose, "completion").inc(completion)

    def neo4j_error(self, kind: str) -> None:
        self.neo4j_errors.labels(kind).inc()


class HttpMetrics:
    """ASGI middleware: each HTTP request's latency by method, route template and status.

    The route template ("/v1/banks/{bank_id}/recall") is read from the scope after the app
    ran (the router puts the matched route there); a request that raised counts as a 500."""

    def __init__(self, app: ASGIApp, metrics: Metrics) -> None:
        self.app = app
        self.metrics = metrics

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        status = 500
        started = time.perf_counter()

        async def send_noting_status(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = int(message["status"])
            await send(message)

        try:
            await self.app(scope, receive, send_noting_status)
        finally:
            route = getattr(scope.get("route"), "path", None) or UNMATCHED
            self.metrics.http_duration.labels(scope["method"], route, str(status)).observe(
                time.perf_counter() - started
            )
