"""The managed local Neo4j: status, password file, stale pid files, taken ports."""

from __future__ import annotations

import os
import socket
import stat
from dataclasses import replace
from pathlib import Path

import pytest

from service.localdb import LocalDbError, LocalNeo4j
from tests.conftest import Neo4jUnderTest


def _server(neo4j_db: Neo4jUnderTest) -> LocalNeo4j:
    if neo4j_db.server is None:
        pytest.skip("tests run against an external Neo4j")
    return neo4j_db.server


def test_running_server_reports_its_status(neo4j_db: Neo4jUnderTest) -> None:
    status = _server(neo4j_db).status()
    assert status.running and status.pid
    assert status.bolt_uri == neo4j_db.uri
    assert "running" in status.describe()


def test_password_file_is_private(neo4j_db: Neo4jUnderTest) -> None:
    server = _server(neo4j_db)
    mode = stat.S_IMODE(server.password_file.stat().st_mode)
    assert mode == 0o600
    assert len(server.password() or "") >= 24


def test_start_is_a_no_op_when_already_running(neo4j_db: Neo4jUnderTest) -> None:
    assert _server(neo4j_db).start() is False


def test_browser_is_served(neo4j_db: Neo4jUnderTest) -> None:
    import urllib.request

    server = _server(neo4j_db)
    with urllib.request.urlopen(server.http_url + "/browser/", timeout=5) as response:
        assert response.status == 200
        assert b"Neo4j Browser" in response.read()


def _sibling(neo4j_db: Neo4jUnderTest, tmp_path: Path, bolt: int, http: int) -> LocalNeo4j:
    config = replace(
        _server(neo4j_db).config, home=tmp_path / "home", bolt_port=bolt, http_port=http
    )
    return LocalNeo4j(config)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def test_taken_port_is_refused_with_its_number(neo4j_db: Neo4jUnderTest, tmp_path: Path) -> None:
    with socket.socket() as squatter:
        squatter.bind(("127.0.0.1", 0))
        squatter.listen()
        taken = squatter.getsockname()[1]
        server = _sibling(neo4j_db, tmp_path, bolt=taken, http=_free_port())
        with pytest.raises(LocalDbError, match=f"port {taken} "):
            server.start()
    assert not server.status().running


def test_stale_pid_file_is_cleared(neo4j_db: Neo4jUnderTest, tmp_path: Path) -> None:
    server = _sibling(neo4j_db, tmp_path, bolt=_free_port(), http=_free_port())
    server.pid_file.parent.mkdir(parents=True)
    server.pid_file.write_text(str(os.getpid()))  # alive, but not a Neo4j server
    assert server.status().running is False
    assert not server.pid_file.exists()
    server.pid_file.write_text("not a pid")
    assert server.stop() is False
    assert not server.pid_file.exists()
