"""Test fixtures: one real Neo4j for the whole run, one app, a fresh bank per test.

The test Neo4j has its own home and ports (17687/17474 unless HINDSIGHT_TEST_NEO4J_BOLT_PORT /
_HTTP_PORT say otherwise), so it never touches a developer's data. It is started when not
running and stopped at the end if this run started it. HINDSIGHT_TEST_NEO4J_URI (with
HINDSIGHT_TEST_NEO4J_PASSWORD) points the tests at a server that is already running instead.
"""

from __future__ import annotations

import os
import shutil
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from neo4j import Driver, GraphDatabase

from service import localdb
from service.app import create_app
from service.settings import DATA_ROOT, Settings
from tests.llm_stand_in import FakeLlm


@dataclass(frozen=True)
class Neo4jUnderTest:
    uri: str
    password: str | None
    server: localdb.LocalNeo4j | None


def live_service_port() -> int:
    """The port the run's live service asks for (``live_url``): the test Neo4j's Browser is
    configured before that service starts, to load the audit guide and style from it.
    HINDSIGHT_TEST_SERVICE_PORT, or the test Neo4j's HTTP port + 1000."""
    http = int(os.environ.get("HINDSIGHT_TEST_NEO4J_HTTP_PORT", "17474"))
    return int(os.environ.get("HINDSIGHT_TEST_SERVICE_PORT", str(http + 1000)))


def _test_server() -> localdb.LocalNeo4j:
    home = Path(os.environ.get("HINDSIGHT_TEST_NEO4J_HOME", DATA_ROOT / "neo4j-test"))
    return localdb.LocalNeo4j(
        localdb.ServerConfig(
            home=home,
            runtime=localdb.Runtime.under(DATA_ROOT / "runtime"),
            bolt_port=int(os.environ.get("HINDSIGHT_TEST_NEO4J_BOLT_PORT", "17687")),
            http_port=int(os.environ.get("HINDSIGHT_TEST_NEO4J_HTTP_PORT", "17474")),
            heap="768m",
            pagecache="256m",
            service_url=f"http://127.0.0.1:{live_service_port()}",
        )
    )


def _wipe_store(home: Path) -> None:
    """A run that starts the test server starts it on an empty database: what earlier runs
    left behind (thousands of memories from other banks) would change what an index
    over-fetch returns. Only the `neo4j` store goes; users and the password stay."""
    for sub in ("databases", "transactions"):
        shutil.rmtree(home / "data" / sub / "neo4j", ignore_errors=True)


@pytest.fixture(scope="session")
def neo4j_db() -> Iterator[Neo4jUnderTest]:
    uri = os.environ.get("HINDSIGHT_TEST_NEO4J_URI")
    if uri:
        yield Neo4jUnderTest(uri, os.environ.get("HINDSIGHT_TEST_NEO4J_PASSWORD"), None)
        return
    server = _test_server()
    if not server.status().running:
        _wipe_store(server.home)
    started = server.start()
    try:
        yield Neo4jUnderTest(server.bolt_uri, server.password(), server)
    finally:
        if started:
            server.stop()


@pytest.fixture(scope="session")
def driver(neo4j_db: Neo4jUnderTest) -> Iterator[Driver]:
    """A driver of its own for tests that look at what the service stored."""
    auth = ("neo4j", neo4j_db.password) if neo4j_db.password else None
    with GraphDatabase.driver(neo4j_db.uri, auth=auth, notifications_min_severity="OFF") as d:
        yield d


@pytest.fixture(scope="session")
def settings(neo4j_db: Neo4jUnderTest) -> Settings:
    # No background reflection worker: tests that want one start an app of their own, and a
    # worker here would claim the reflections other tests arm and wait on.
    return Settings(
        neo4j_uri=neo4j_db.uri,
        neo4j_password=neo4j_db.password,
        reflection_poll_s=0,
        consolidation_interval_s=0,
    )


@pytest.fixture(scope="session")
def client(settings: Settings) -> Iterator[TestClient]:
    with TestClient(create_app(settings)) as test_client:
        yield test_client


@pytest.fixture(scope="module")
def fake_llm() -> Iterator[FakeLlm]:
    """A real HTTP server standing in for an OpenAI-compatible endpoint (one per module)."""
    fake = FakeLlm()
    yield fake
    fake.close()


def app_with_llm(client: TestClient, settings: Settings, **llm: object) -> TestClient:
    """An app of its own with the LLM settings given (the session's embedder reused); use it
    as a context manager."""
    embedder = client.app.state.hindsight.embedder  # type: ignore[attr-defined]
    return TestClient(create_app(settings.model_copy(update=llm), embedder=embedder))


@pytest.fixture
def bank() -> str:
    """A fresh bank id; every test writes into its own bank."""
    return f"t-{uuid.uuid4().hex[:12]}"


def retain(client: TestClient, bank_id: str, *items: dict, **extra: object) -> dict:
    response = client.post(f"/v1/banks/{bank_id}/memories", json={"items": list(items), **extra})
    assert response.status_code == 200, response.text
    return response.json()


def session_items(session: str, start: str, *turns: tuple[str, str]) -> list[dict]:
    """Items of one session, a minute apart from ``start`` (``...T09:00:00+08:00``)."""
    head, zone = start[:-6], start[-6:]
    hour, minute = int(head[11:13]), int(head[14:16])
    items = []
    for n, (role, text) in enumerate(turns):
        at = f"{head[:11]}{hour + (minute + n) // 60:02d}:{(minute + n) % 60:02d}:00{zone}"
        items.append({"content": text, "role": role, "session_id": session, "timestamp": at})
    return items


def retain_one_by_one(
    client: TestClient, bank_id: str, session: str, start: str, *turns: tuple
) -> list[dict]:
    """Each turn of a session retained as it is said, one request each; the memories made."""
    return [
        created
        for item in session_items(session, start, *turns)
        for created in retain(client, bank_id, item)["created"]
    ]


def recall(client: TestClient, bank_id: str, query: str, **extra: object) -> dict:
    response = client.post(f"/v1/banks/{bank_id}/recall", json={"query": query, **extra})
    assert response.status_code == 200, response.text
    return response.json()


@pytest.fixture(scope="session")
def live_url(client: TestClient, settings: Settings) -> Iterator[str]:
    """A real service on a loopback port (uvicorn in a thread, the session's embedder
    reused), for clients that speak HTTP: the Python client, the CLI, MCP."""
    import socket
    import threading
    import time

    import uvicorn

    with socket.socket() as probe:
        # as uvicorn binds: a port whose last connections linger in TIME_WAIT (a run that
        # ended a minute ago) is free to listen on
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:  # the port the test Neo4j's Browser expects, unless another process holds it
            probe.bind(("127.0.0.1", live_service_port()))
        except OSError:
            probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    embedder = client.app.state.hindsight.embedder  # type: ignore[attr-defined]
    app = create_app(settings.model_copy(update={"port": port}), embedder=embedder)
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 120
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "the live service did not start"
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(timeout=30)


@pytest.fixture(scope="module")
def chromium() -> Iterator[object]:
    """Debian's chromium, headless, driven by Playwright (a ``playwright`` Browser); one per
    module, so Playwright's own event loop never outlives the module that needs it."""
    from playwright.sync_api import sync_playwright

    executable = shutil.which("chromium") or shutil.which("chromium-browser")
    assert executable, "chromium is missing: scripts/test.sh installs it (apt-get install chromium)"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=["--no-sandbox"])
        try:
            yield browser
        finally:
            browser.close()
