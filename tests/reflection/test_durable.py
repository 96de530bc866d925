"""A reflection armed at retain survives a restart of the service: the real `hindsight serve`
process, first without a worker, then with one. This module starts no app of its own, so no
other worker claims the reflection meanwhile."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import Neo4jUnderTest
from tests.reflection.test_reflect import T0, pdf_failure, session, turns
from tests.reflection.test_triggers import await_done
from tests.test_restart import _free_port, serve


@pytest.mark.slow
def test_a_pending_reflection_survives_a_restart(
    neo4j_db: Neo4jUnderTest, bank: str, tmp_path: Path
) -> None:
    port, log, s = _free_port(), tmp_path / "serve.log", session()
    items = turns(s, T0, *pdf_failure("Export the Q3 report to PDF"))
    no_worker = {"HINDSIGHT_REFLECTION_POLL_S": "0", "HINDSIGHT_REFLECTION_DELAY_S": "0"}
    with serve(neo4j_db, port, log, no_worker) as http:
        assert http.post(f"/v1/banks/{bank}/memories", json={"items": items}).status_code == 200
        rows = http.get(f"/v1/banks/{bank}/reflections").json()["reflections"]
        assert [r["state"] for r in rows] == ["pending"]
    with serve(neo4j_db, port, log, {"HINDSIGHT_REFLECTION_POLL_S": "0.2"}) as http:
        await_done(http, bank)
        body = {"query": "export the report to PDF", "kinds": ["lesson"]}
        lessons = http.post(f"/v1/banks/{bank}/recall", json=body).json()["memories"]
        assert "install Noto Sans CJK" in lessons[0]["text"]
