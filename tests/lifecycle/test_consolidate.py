"""Consolidation against the real Neo4j: clusters of paraphrases in English and Chinese,
idempotence, a run cut off and finished by the next, the safety valve, the lease, cold,
expiry, skill candidates, compaction, and the audit record."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from fastapi.testclient import TestClient
from neo4j import Driver

from service.lifecycle.consolidate import consolidate
from tests.conftest import recall, retain

HIKING = [
    "I love hiking in the mountains.",
    "I really enjoy hiking up in the mountains.",
    "Hiking in the mountains is something I love.",
    "I adore hiking in the mountains.",
]
SICHUAN = [
    "我特别喜欢吃辣的川菜。",
    "我真的喜欢吃辣的川菜。",
    "我好喜欢吃辣的川菜。",
    "我挺喜欢吃辣的川菜的。",
]
OTHERS = [
    "My sister Anna lives in Lisbon.",
    "I'm allergic to peanuts.",
    "Our kitchen budget is $20k.",
    "我女儿今年上小学三年级。",
    "I drive a blue Subaru.",
    "My flight to Berlin leaves on Friday.",
    "我每天早上七点起床跑步。",
    "The office moved to the fifth floor.",
]


class Killed(Exception):
    """What cuts a run off mid-way: nothing after it runs but the run's record and lease."""


def _fill(client: TestClient, bank: str, texts: list[str], start: datetime) -> None:
    for i, text in enumerate(texts):
        at = (start + timedelta(minutes=i)).isoformat()
        retain(client, bank, {"content": text, "session_id": "s1", "timestamp": at})


def _recent() -> datetime:
    return datetime.now(UTC) - timedelta(days=1)


def _memories(client: TestClient, bank: str, **params: object) -> list[dict]:
    page = client.get(f"/v1/banks/{bank}/memories", params={"limit": 200, **params})
    assert page.status_code == 200, page.text
    return list(page.json()["memories"])


def _consolidate(client: TestClient, bank: str, **body: object) -> dict:
    response = client.post(f"/v1/banks/{bank}/consolidate", json=body)
    assert response.status_code == 200, response.text
    return dict(response.json())


def test_paraphrases_become_one_consolidated_memory_and_a_second_run_changes_nothing(
    client: TestClient, bank: str
) -> None:
    _fill(client, bank, HIKING + SICHUAN + OTHERS, _recent())
    before = {m["text"] for m in _memories(client, bank)}
    assert set(HIKING) | set(SICHUAN) <= before  # retain kept them apart: none adds nothing
    first = _consolidate(client, bank)
    assert first["state"] == "done" and first["applied"]["clusters"] == 2, first
    consolidated = {m["text"] for m in _memories(client, bank, status="consolidated")}
    assert consolidated <= set(HIKING + SICHUAN) and len(consolidated) >= 6
    made = [m for m in _memories(client, bank) if m["origin"] == "consolidation"]
    assert len(made) == 2
    for memory in made:
        detail = client.get(f"/v1/banks/{bank}/memories/{memory['id']}").json()
        members = [e for e in detail["edges"] if e["type"] == "DERIVED_FROM"]
        assert len(members) >= 3 and all(e["status"] == "consolidated" for e in members)
        assert len(detail["sources"]) == len(members)  # every member's episode
        assert 0.5 < detail["confidence"] < 1
    members = {m["id"] for m in _memories(client, bank, status="consolidated")}
    hits = recall(client, bank, "what do I love doing outdoors?")["memories"]
    assert not members & {m["id"] for m in hits}  # out of default recall
    assert {m["id"] for m in made} & {m["id"] for m in hits[:3]}
    zh = recall(client, bank, "我喜欢吃什么菜？")["memories"]
    assert not members & {m["id"] for m in zh}
    assert {m["id"] for m in made} & {m["id"] for m in zh[:3]}
    past = recall(client, bank, "我喜欢吃什么菜？", include_history=True)["memories"]
    assert members & {m["id"] for m in past}  # in history
    second = _consolidate(client, bank)
    assert second["planned"] == {k: 0 for k in second["planned"]}, second
    assert len([m for m in _memories(client, bank) if m["origin"] == "consolidation"]) == 2
    runs = client.get(f"/v1/banks/{bank}/consolidations").json()["runs"]
    assert [r["state"] for r in runs] == ["done", "done"] and runs[0]["changed"] == 0
    applied = first["applied"]
    assert runs[1]["changed"] == sum(applied.values()) - applied["compacted"], first
    history = client.get(f"/v1/banks/{bank}/memories/{made[0]['id']}/history").json()["steps"]
    assert [s["event"] for s in history].count("consolidated") >= 3


def test_a_run_cut_off_mid_way_is_finished_by_the_next(client: TestClient, bank: str) -> None:
    _fill(client, bank, HIKING + SICHUAN + OTHERS, _recent())
    deps = client.app.state.hindsight.consolidator.deps  # type: ignore[attr-defined]

    async def killed(step: str, done: int) -> None:
        if step == "clusters":
            raise Killed  # the run dies after its first cluster

    with pytest.raises(Killed):
        client.portal.call(lambda: consolidate(deps, bank, between=killed))  # type: ignore[union-attr]
    made = [m for m in _memories(client, bank) if m["origin"] == "consolidation"]
    assert len(made) == 1
    rerun = _consolidate(client, bank)
    assert rerun["state"] == "done" and rerun["applied"]["clusters"] == 1
    made = [m for m in _memories(client, bank) if m["origin"] == "consolidation"]
    assert len(made) == 2 and len({m["text"] for m in made}) == 2
    assert _consolidate(client, bank)["planned"]["clusters"] == 0


def test_the_safety_valve_stops_a_run_before_any_change(client: TestClient, bank: str) -> None:
    _fill(client, bank, HIKING + SICHUAN, _recent())  # 7 memories, 7 would change
    report = _consolidate(client, bank)
    assert report["state"] == "stopped" and report["share"] > 0.5
    assert report["applied"]["consolidated"] == 0 and "safety valve" in report["note"]
    assert _memories(client, bank, status="consolidated") == []
    client.put(f"/v1/banks/{bank}", json={"settings": {"consolidation": {"max_change_share": 1}}})
    assert _consolidate(client, bank)["state"] == "done"
    settings = client.get(f"/v1/banks/{bank}").json()["settings"]["consolidation"]
    assert settings["max_change_share"] == 1 and settings["cluster_similarity"] == 0.85


def test_a_lease_held_by_a_dead_instance_expires(
    client: TestClient, bank: str, driver: Driver
) -> None:
    _fill(client, bank, OTHERS, _recent())
    with driver.session() as s:
        s.run(
            "MERGE (l:ConsolidationLease {bank_id: $b}) SET l.owner = 'dead', l.until = $until",
            b=bank,
            until=datetime.now(UTC) + timedelta(minutes=5),
        )
    busy = client.post(f"/v1/banks/{bank}/consolidate", json={})
    assert busy.status_code == 409 and "another run" in busy.json()["detail"]
    with driver.session() as s:  # the holder never renewed it: its time ran out
        s.run(
            "MATCH (l:ConsolidationLease {bank_id: $b}) SET l.until = $until",
            b=bank,
            until=datetime.now(UTC) - timedelta(seconds=1),
        )
    assert _consolidate(client, bank)["state"] == "done"
    with driver.session() as s:
        owner = s.run("MATCH (l:ConsolidationLease {bank_id: $b}) RETURN l.owner", b=bank).value()
    assert owner == [None]  # released


def test_cold_expiry_skill_candidates_and_compaction(
    client: TestClient, bank: str, driver: Driver
) -> None:
    old = datetime(2025, 1, 6, 9, 0, tzinfo=UTC)
    long_turn = (
        "So here's the whole story about the move. We packed for three days, the van came late, "
        "the stairs were narrow and the sofa did not fit through the door, so we had to take the "
        "legs off and carry it up sideways while the neighbours watched. I'm never moving again. "
        "My new address is 14 Rue des Lilas."
    )
    _fill(client, bank, ["The café on the corner closed last winter."], old)
    _fill(client, bank, ["Remind me to call the plumber tomorrow."], old + timedelta(hours=1))
    _fill(client, bank, [long_turn], old + timedelta(hours=2))
    _fill(client, bank, OTHERS, _recent())
    weak = {"consolidation": {"cold_max_importance": 0.6}}  # a plain fact counts as weak here
    assert client.put(f"/v1/banks/{bank}", json={"settings": weak}).status_code == 200
    for _ in range(5):
        recall(client, bank, "where does my sister live?")
    client.portal.call(client.app.state.hindsight.reinforcer.flush)  # type: ignore[attr-defined,union-attr]
    report = _consolidate(client, bank)
    assert report["state"] == "done", report
    applied = report["applied"]
    assert applied["cold"] >= 1 and applied["expired"] == 1 and applied["skill_candidates"] >= 1
    assert applied["compacted"] == 1
    cold = {m["text"] for m in _memories(client, bank, status="cold")}
    assert "The café on the corner closed last winter." in cold
    expired = _memories(client, bank, status="expired")
    assert [m["text"] for m in expired] == ["Remind me to call the plumber tomorrow."]
    assert expired[0]["expired_at"] == expired[0]["valid_until"]
    skills = _memories(client, bank, flag="skill_candidate")
    sister = next(m for m in skills if m["text"] == "My sister Anna lives in Lisbon.")
    assert sister["skill_count"] >= 5 and "skill_candidate" in sister["flags"]
    assert "The café on the corner closed last winter." not in {m["text"] for m in skills}
    address = next(m for m in _memories(client, bank) if "Rue des Lilas" in m["text"])
    source = client.get(f"/v1/banks/{bank}/memories/{address['id']}").json()["sources"][0]
    assert source["compacted_at"] and len(source["text"]) <= 280 < len(long_turn)
    assert "Rue des Lilas" in source["text"]
    with driver.session() as s:
        archived = s.run(
            "MATCH (e:Episode {id: $id})-[:ARCHIVED_AS]->(a:EpisodeArchive) RETURN a.text",
            id=source["episode_id"],
        ).value()
        audit = s.run(
            "MATCH (r:Consolidation {bank_id: $b})-[c:CHANGED]->(m:Memory) "
            "RETURN c.action AS action, c.reason AS reason, c.at AS at",
            b=bank,
        ).data()
    assert archived == [long_turn]
    assert {a["action"] for a in audit} >= {"cold", "expired", "skill_candidate"}
    assert all(a["reason"] and a["at"] for a in audit)
    # straight after, nothing to do (a recall in between would move skill counts)
    assert _consolidate(client, bank)["planned"] == {k: 0 for k in report["planned"]}
    # a cold memory comes back on a strong match only
    hits = recall(client, bank, "The café on the corner closed last winter.")["memories"]
    assert hits[0]["text"] == "The café on the corner closed last winter."


def test_erasing_a_consolidated_memory_erases_the_members_it_stands_for(
    client: TestClient, bank: str, driver: Driver
) -> None:
    phrases = [
        "I love birdwatching at the Zephyrine lake.",
        "Honestly, I love birdwatching at the Zephyrine lake.",
        "Birdwatching at the Zephyrine lake is something I love.",
    ]
    _fill(client, bank, phrases + OTHERS, _recent())
    assert _consolidate(client, bank)["applied"]["clusters"] == 1
    made = next(m for m in _memories(client, bank) if m["origin"] == "consolidation")
    out = client.delete(f"/v1/banks/{bank}/memories/{made['id']}", params={"hard": "true"})
    assert out.status_code == 200 and out.json()["status"] == "erased"
    with driver.session() as s:
        props = s.run("MATCH (n) RETURN properties(n) AS p").value("p")
        props += s.run("MATCH ()-[r]->() RETURN properties(r) AS p").value("p")
    assert not [p for p in props if any("zephyrin" in str(v).lower() for v in p.values())]
    assert not [m for m in _memories(client, bank, status="all") if "Zephyrine" in m["text"]]
    assert len(_memories(client, bank)) == len(OTHERS)


def test_erasing_members_one_by_one_leaves_their_words_nowhere(
    client: TestClient, bank: str
) -> None:
    phrases = [
        "我特别喜欢在玄武湖边散步。",
        "我真的喜欢在玄武湖边散步。",
        "我好喜欢在玄武湖边散步。",
    ]
    _fill(client, bank, phrases + OTHERS, _recent())
    assert _consolidate(client, bank)["applied"]["clusters"] == 1
    made = next(m for m in _memories(client, bank) if m["origin"] == "consolidation")
    members = [m for m in _memories(client, bank, status="consolidated")]
    assert len(members) == 3
    for n, member in enumerate(members):
        gone = client.delete(f"/v1/banks/{bank}/memories/{member['id']}", params={"hard": "true"})
        assert gone.status_code == 200
        left = client.get(f"/v1/banks/{bank}/memories/{made['id']}")
        if n < 2:
            assert left.json()["text"] != member["text"]
            assert len([e for e in left.json()["edges"] if e["type"] == "DERIVED_FROM"]) == 2 - n
        else:
            assert left.status_code == 404  # it stood for nothing any more
    assert not [m for m in _memories(client, bank, status="all") if "玄武湖" in m["text"]]
