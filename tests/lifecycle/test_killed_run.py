"""A consolidation run killed mid-way (the real `hindsight serve` process, SIGKILL) leaves
its lease to lapse, and the next run ends with the bank as one whole run leaves it."""

from __future__ import annotations

import contextlib
import threading
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import httpx
import pytest
from fastapi.testclient import TestClient
from neo4j import Driver

from tests.conftest import Neo4jUnderTest, retain
from tests.test_restart import _free_port, serve

pytestmark = pytest.mark.slow

PAIRS = [
    ("birdwatching", "Corvallon lake"),
    ("kayaking", "Morwenna bay"),
    ("sketching", "Ilvermoor park"),
    ("stargazing", "Quenby ridge"),
    ("fishing", "Tallowmere pond"),
    ("cycling", "Ashgrove valley"),
    ("swimming", "Brackenfold cove"),
    ("climbing", "Dunhollow crag"),
    ("picnicking", "Elderwick meadow"),
    ("rowing", "Fennimore river"),
]
FORMS = [
    "I love {a} at the {p}.",
    "Honestly, I love {a} at the {p}.",
    "{A} at the {p} is something I love.",
]


def _changed(driver: Driver, bank: str, action: str) -> int:
    with driver.session() as s:
        record = s.run(
            "MATCH (r:Consolidation {bank_id: $b})-[c:CHANGED {action: $a}]->() RETURN count(c)",
            b=bank,
            a=action,
        ).single()
    return int(record[0]) if record else 0


def test_a_killed_run_is_finished_by_the_next_once_its_lease_lapses(
    client: TestClient, neo4j_db: Neo4jUnderTest, driver: Driver, bank: str, tmp_path: Path
) -> None:
    start = datetime.now(UTC) - timedelta(days=1)
    texts = [f.format(a=a, A=a.capitalize(), p=p) for a, p in PAIRS for f in FORMS]
    for i, text in enumerate(texts):
        at = (start + timedelta(minutes=i)).isoformat()
        retain(client, bank, {"content": text, "session_id": "s1", "timestamp": at})
    valve = {"settings": {"consolidation": {"max_change_share": 1}}}
    assert client.put(f"/v1/banks/{bank}", json=valve).status_code == 200
    planned = client.post(f"/v1/banks/{bank}/consolidate", json={"dry_run": True}).json()
    expected = planned["planned"]["clusters"]
    assert expected >= len(PAIRS) - 2, planned  # a pair the guard keeps apart stays apart

    port, log = _free_port(), tmp_path / "serve.log"
    env = {"HINDSIGHT_CONSOLIDATION_LEASE_S": "10", "HINDSIGHT_CONSOLIDATION_INTERVAL_S": "0"}
    with serve(neo4j_db, port, log, env) as http:
        proc = http.proc  # type: ignore[attr-defined]

        def run() -> None:
            with contextlib.suppress(httpx.TransportError):  # the server dies under it
                http.post(f"/v1/banks/{bank}/consolidate", json={}, timeout=60)

        caller = threading.Thread(target=run)
        caller.start()
        deadline = time.monotonic() + 60
        while _changed(driver, bank, "created") == 0:
            assert time.monotonic() < deadline, log.read_text()
            time.sleep(0.005)
        proc.kill()  # SIGKILL: nothing after this line of its work runs
        proc.wait(timeout=30)
        caller.join(timeout=60)
    done_before = _changed(driver, bank, "created")
    with driver.session() as s:
        lease = s.run(
            "MATCH (l:ConsolidationLease {bank_id: $b}) RETURN l.owner AS owner", b=bank
        ).single()
        running = s.run(
            "MATCH (r:Consolidation {bank_id: $b}) RETURN r.state AS state", b=bank
        ).value("state")
    if done_before < expected:  # killed mid-way, as meant
        assert lease is not None and lease["owner"] is not None  # the dead holder's
        assert running == ["running"]
        assert client.post(f"/v1/banks/{bank}/consolidate", json={}).status_code == 409
        time.sleep(10.5)  # its lease lapses
    rerun = client.post(f"/v1/banks/{bank}/consolidate", json={})
    assert rerun.status_code == 200 and rerun.json()["state"] == "done", rerun.text
    assert rerun.json()["applied"]["clusters"] == expected - done_before
    page = client.get(
        f"/v1/banks/{bank}/memories", params={"limit": 200, "status": "active"}
    ).json()["memories"]
    made = [m for m in page if m["origin"] == "consolidation"]
    assert len(made) == expected and len({m["text"] for m in made}) == expected
    members = client.get(
        f"/v1/banks/{bank}/memories", params={"limit": 200, "status": "consolidated"}
    ).json()["memories"]
    leftovers = [m for m in page if m["origin"] != "consolidation"]
    assert len(members) >= 3 * expected
    assert len(members) + len(leftovers) == len(texts)  # none lost, none twice
    again = client.post(f"/v1/banks/{bank}/consolidate", json={}).json()
    assert again["planned"] == {k: 0 for k in again["planned"]}
