"""scripts/browser_screenshot.py against the live test service and the test Neo4j's
Browser: it builds a bank with supersession chains, photographs them and writes a PNG."""

from __future__ import annotations

import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import Neo4jUnderTest, live_service_port

ROOT = Path(__file__).resolve().parents[2]
PNG = b"\x89PNG\r\n\x1a\n"


def test_the_script_photographs_a_supersession_chain(
    live_url: str, neo4j_db: Neo4jUnderTest, tmp_path: Path
) -> None:
    if neo4j_db.server is None:
        pytest.skip("the tests run against an external Neo4j: no Browser of ours to open")
    if not live_url.endswith(f":{live_service_port()}"):
        pytest.skip(f"port {live_service_port()} was taken: Browser loads its style from there")
    out = tmp_path / "chain.png"
    browser = f"http://127.0.0.1:{neo4j_db.server.config.http_port}/browser/"
    env = {**os.environ, "HINDSIGHT_NEO4J_PASSWORD": neo4j_db.password or ""}
    command = [sys.executable, "-m", "scripts.browser_screenshot", "--service", live_url,
               "--browser", browser, "--out", str(out)]  # fmt: skip
    done = subprocess.run(
        command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300, check=False
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert f"wrote {out}" in done.stdout
    data = out.read_bytes()
    width, height = struct.unpack(">II", data[16:24])
    assert data[:8] == PNG and width >= 800 and height >= 600


def test_the_script_runs_as_a_file_too() -> None:
    done = subprocess.run(
        [sys.executable, "scripts/browser_screenshot.py", "--help"],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "--service" in done.stdout and "--out" in done.stdout
