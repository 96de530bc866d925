"""Memories survive a restart of the service: the real `hindsight serve` process, twice."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest

from tests.conftest import Neo4jUnderTest

pytestmark = pytest.mark.slow


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def serve(
    neo4j_db: Neo4jUnderTest, port: int, log: Path, extra: dict[str, str] | None = None
) -> Iterator[httpx.Client]:
    env = (
        os.environ
        | (extra or {})
        | {
            "HINDSIGHT_NEO4J_URI": neo4j_db.uri,
            "HINDSIGHT_NEO4J_PASSWORD": neo4j_db.password or "",
            "HINDSIGHT_PORT": str(port),
        }
    )
    with open(log, "ab") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "service", "serve"], env=env, stdout=out, stderr=out
        )
    base = f"http://127.0.0.1:{port}"
    try:
        with httpx.Client(base_url=base, timeout=30) as http:
            http.proc = proc  # type: ignore[attr-defined]  # for a test that kills it
            deadline = time.monotonic() + 120
            while True:
                if proc.poll() is not None:
                    raise AssertionError(log.read_text())
                try:
                    if http.get("/ready").status_code == 200:
                        break
                except httpx.TransportError:
                    pass
                assert time.monotonic() < deadline, "service did not become ready"
                time.sleep(0.25)
            yield http
    finally:
        if proc.poll() is None:
            proc.terminate()
            proc.wait(timeout=30)


def test_memories_survive_a_service_restart(
    neo4j_db: Neo4jUnderTest, bank: str, tmp_path: Path
) -> None:
    port, log = _free_port(), tmp_path / "serve.log"
    item = {"content": "The spare key is under the blue flowerpot.", "metadata": {"n": 1}}
    with serve(neo4j_db, port, log) as http:
        assert http.post(f"/v1/banks/{bank}/memories", json={"items": [item]}).status_code == 200
    with serve(neo4j_db, port, log) as http:
        response = http.post(f"/v1/banks/{bank}/recall", json={"query": "where is the spare key?"})
        top = response.json()["memories"][0]
        assert "flowerpot" in top["text"] and top["sources"][0]["metadata"] == {"n": 1}
