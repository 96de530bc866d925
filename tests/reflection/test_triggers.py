"""Reflections that retain arms: in the background, at most one per scope, and durable."""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import UTC, datetime

import httpx
import pytest
from fastapi.testclient import TestClient

from service.app import create_app
from service.models import RetainItem
from service.reflection.triggers import triggers
from service.settings import Settings
from tests.conftest import recall, retain
from tests.reflection.test_reflect import T0, pdf_failure, session, turns

NOW = datetime(2026, 5, 4, 9, 0, tzinfo=UTC)


def test_failures_corrections_and_finished_tasks_trigger_one_per_scope() -> None:
    items = [
        RetainItem(content="Error: timeout", role="tool", session_id="s1"),
        RetainItem(content="OK: done", role="tool", session_id="s1", metadata={"status": "ok"}),
        RetainItem(content="不对，我要的是要点", role="user", session_id="s2"),
        RetainItem(
            content="Shipped it",
            role="assistant",
            metadata={"task_id": "T1", "task_status": "done"},
        ),
        RetainItem(content="thanks, that's it", role="user", session_id="s3"),
        RetainItem(content="Error: no session, no task", role="tool"),
    ]
    found = {t.scope: t for t in triggers(items, NOW, delay_s=30)}
    assert set(found) == {"session:s1", "session:s2", "task:T1"}
    assert found["session:s1"].reason == "tool_error" and found["session:s1"].due_at > NOW
    assert found["session:s2"].reason == "correction"
    assert found["task:T1"].reason == "task_done" and found["task:T1"].due_at == NOW


@pytest.fixture(scope="module")
def quick(client: TestClient, settings: Settings) -> Iterator[TestClient]:
    """An app whose worker reflects 0.3 s after a trigger, looking every 0.1 s."""
    embedder = client.app.state.hindsight.embedder  # type: ignore[attr-defined]
    fast = settings.model_copy(update={"reflection_delay_s": 0.3, "reflection_poll_s": 0.1})
    with TestClient(create_app(fast, embedder=embedder)) as app_client:
        yield app_client


def await_done(http: TestClient | httpx.Client, bank: str, timeout_s: float = 60) -> list:
    deadline = time.monotonic() + timeout_s
    while True:
        rows = http.get(f"/v1/banks/{bank}/reflections").json()["reflections"]
        if rows and all(r["state"] == "done" for r in rows):
            return rows
        assert time.monotonic() < deadline, rows
        time.sleep(0.1)


def test_a_tool_failure_is_reflected_on_in_the_background(quick: TestClient, bank: str) -> None:
    s = session()
    body = retain(quick, bank, *turns(s, T0, *pdf_failure("Export the Q3 report to PDF")))
    assert body["created"]  # the request returned before any reflection ran
    rows = await_done(quick, bank)
    assert [r["scope"] for r in rows] == [f"session:{s}"] and rows[0]["runs"] == 1
    lessons = recall(quick, bank, "export the report to PDF", kinds=["lesson"])["memories"]
    assert len(lessons) == 1 and "install Noto Sans CJK" in lessons[0]["text"]


def test_the_session_end_hook_reflects_now(client: TestClient, bank: str) -> None:
    s = session()
    retain(client, bank, *turns(s, T0, *pdf_failure("Export the Q3 report to PDF")))
    response = client.post(f"/v1/banks/{bank}/sessions/{s}/end")
    assert response.status_code == 200, response.text
    assert response.json()["lessons"][0]["action"] == "created"
    rows = client.get(f"/v1/banks/{bank}/reflections").json()["reflections"]
    assert [r["state"] for r in rows] == ["done"]  # the armed one has nothing left to do
