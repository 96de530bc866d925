"""Neo4j down: the service stays up and answers 503 with a clear message, never 500."""

from __future__ import annotations

import socket
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from service.app import create_app
from service.settings import Settings


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def offline_client(client: TestClient) -> Iterator[TestClient]:
    """An app whose Neo4j URI points at a port nobody listens on (model already loaded)."""
    embedder = client.app.state.hindsight.embedder  # type: ignore[attr-defined]
    settings = Settings(
        neo4j_uri=f"bolt://127.0.0.1:{_closed_port()}",
        neo4j_password="irrelevant",
        neo4j_connect_timeout_s=1.0,
    )
    with TestClient(create_app(settings, embedder=embedder)) as offline:
        yield offline


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("get", "/ready", None),
        ("put", "/v1/banks/b1", {}),
        ("get", "/v1/banks/b1", None),
        ("post", "/v1/banks/b1/memories", {"items": [{"content": "kept?"}]}),
        ("post", "/v1/banks/b1/recall", {"query": "anything"}),
    ],
)
def test_database_down_gives_503(
    offline_client: TestClient, method: str, path: str, body: dict | None
) -> None:
    response = offline_client.request(method, path, json=body)
    assert response.status_code == 503, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    assert "Neo4j" in response.json()["detail"]
    assert response.headers["retry-after"] == "5"


def test_liveness_does_not_depend_on_the_database(offline_client: TestClient) -> None:
    assert offline_client.get("/health").json() == {"status": "ok"}


def test_validation_still_comes_before_the_database(offline_client: TestClient) -> None:
    assert offline_client.put("/v1/banks/-bad", json={}).status_code == 422
