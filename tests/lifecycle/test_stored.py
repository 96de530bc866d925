"""Read, list, correct, forget (soft, hard, by filter), restore and history through the API
and the real Neo4j, in English and Chinese."""

from __future__ import annotations

from fastapi.testclient import TestClient
from neo4j import Driver

from tests.conftest import recall, retain

T0 = "2026-03-02T09:00:00+00:00"


def _said(client: TestClient, bank: str, text: str, at: str, **extra: object) -> dict:
    item = {"content": text, "session_id": "s1", "timestamp": at, **extra}
    return retain(client, bank, item)


def _one(body: dict) -> str:
    assert len(body["created"]) == 1, body
    return str(body["created"][0]["memory_id"])


def test_a_memory_reads_back_with_its_sources_edges_and_entities(
    client: TestClient, bank: str
) -> None:
    old = _one(_said(client, bank, "Our kitchen budget is $20k.", T0, metadata={"turn": 1}))
    body = _said(client, bank, "Our kitchen budget is now $30k.", "2026-03-09T09:00:00+00:00")
    new = _one(body)
    got = client.get(f"/v1/banks/{bank}/memories/{old}").json()
    assert got["status"] == "superseded" and got["superseded_at"].startswith("2026-03-09")
    assert got["known_from"].startswith("2026-03-02")
    assert got["sources"][0]["metadata"] == {"turn": 1}
    assert got["sources"][0]["text"] == "Our kitchen budget is $20k."
    assert any(
        e["type"] == "SUPERSEDES" and e["direction"] == "in" and e["memory_id"] == new
        for e in got["edges"]
    )
    assert "embedding" not in got
    missing = client.get(f"/v1/banks/{bank}/memories/00000000-0000-4000-8000-000000000000")
    assert missing.status_code == 404
    assert missing.headers["content-type"].startswith("application/problem+json")
    assert client.get(f"/v1/banks/{bank}/memories/not-an-id").status_code == 422


def test_listing_filters_by_kind_status_session_and_pages_by_cursor(
    client: TestClient, bank: str
) -> None:
    for i in range(5):
        _said(
            client,
            bank,
            f"I visited museum number {i + 1} in Paris.",
            f"2026-03-0{i + 1}T09:00:00Z",
        )
    _said(client, bank, "我喜欢吃辣的川菜。", "2026-03-07T09:00:00Z", session_id="s2")
    first = client.get(f"/v1/banks/{bank}/memories", params={"limit": 4}).json()
    assert len(first["memories"]) == 4 and first["next"]
    assert first["memories"][0]["text"] == "我喜欢吃辣的川菜。"  # newest first
    second = client.get(
        f"/v1/banks/{bank}/memories", params={"limit": 4, "cursor": first["next"]}
    ).json()
    assert len(second["memories"]) == 2 and second["next"] is None
    seen = [m["id"] for m in first["memories"] + second["memories"]]
    assert len(set(seen)) == 6
    s2 = client.get(f"/v1/banks/{bank}/memories", params={"session_id": "s2"}).json()
    assert [m["text"] for m in s2["memories"]] == ["我喜欢吃辣的川菜。"]
    prefs = client.get(f"/v1/banks/{bank}/memories", params={"kind": "preference"}).json()
    assert [m["text"] for m in prefs["memories"]] == ["我喜欢吃辣的川菜。"]
    early = client.get(
        f"/v1/banks/{bank}/memories", params={"until": "2026-03-03T00:00:00Z"}
    ).json()
    assert len(early["memories"]) == 2
    paris = client.get(f"/v1/banks/{bank}/memories", params={"entity": "Paris"}).json()
    assert len(paris["memories"]) == 5
    bad = client.get(f"/v1/banks/{bank}/memories", params={"cursor": "xx"})
    assert bad.status_code == 422
    assert client.get(f"/v1/banks/{bank}/memories", params={"status": "gone"}).status_code == 422
    assert (
        client.get(f"/v1/banks/{bank}/memories", params={"since": "2026-03-01"}).status_code == 422
    )
    assert client.get("/v1/banks/no-such-bank-x/memories").status_code == 404


def test_a_patch_chain_reads_back_in_order(client: TestClient, bank: str) -> None:
    first = _one(_said(client, bank, "My dentist appointment is on Tuesday.", T0))
    patched = client.patch(
        f"/v1/banks/{bank}/memories/{first}",
        json={"text": "My dentist appointment is on Wednesday.", "reason": "wrong day"},
    )
    assert patched.status_code == 200, patched.text
    second = patched.json()["memory"]["id"]
    assert patched.json()["superseded"] == {
        "memory_id": first,
        "by": second,
        "reason": "correction",
    }
    third = client.patch(
        f"/v1/banks/{bank}/memories/{second}", json={"text": "我的牙医预约改到周四了。"}
    ).json()["memory"]
    assert third["language"] == "zh" and third["origin"] == "correction"
    assert third["sources"][0]["text"] == "My dentist appointment is on Tuesday."
    stale = client.patch(f"/v1/banks/{bank}/memories/{first}", json={"text": "x"})
    assert stale.status_code == 409 and stale.json()["current"] == second
    steps = client.get(f"/v1/banks/{bank}/memories/{third['id']}/history").json()["steps"]
    events = [(s["event"], s["memory_id"]) for s in steps]
    assert events == [
        ("created", first),
        ("corrected", second),
        ("superseded", first),
        ("corrected", third["id"]),
        ("superseded", second),
    ]
    assert steps[2]["reason"] == "correction" and steps[2]["by"] == second
    times = [s["at"] for s in steps]
    assert times == sorted(times)
    hits = recall(client, bank, "when is the dentist appointment")["memories"]
    assert hits[0]["id"] == third["id"]
    assert client.patch(f"/v1/banks/{bank}/memories/{third['id']}", json={}).status_code == 422


def test_a_soft_forget_leaves_recall_and_a_restore_brings_it_back(
    client: TestClient, bank: str
) -> None:
    gone = _one(_said(client, bank, "我对猫毛过敏。", T0))
    assert recall(client, bank, "我对什么过敏？")["memories"][0]["id"] == gone
    out = client.delete(f"/v1/banks/{bank}/memories/{gone}", params={"reason": "用户要求"})
    assert out.json() == {
        "id": gone,
        "status": "forgotten",
        "was": "active",
        "tombstone": None,
        "episodes_erased": 0,
    }
    assert gone not in [m["id"] for m in recall(client, bank, "我对什么过敏？")["memories"]]
    listed = client.get(f"/v1/banks/{bank}/memories").json()["memories"]
    assert gone not in [m["id"] for m in listed]
    # the same words said again are a new memory, not merged into the forgotten one
    again = _said(client, bank, "我对猫毛过敏。", "2026-03-05T09:00:00Z")
    assert again["created"] and not again["merged"]
    restored = client.post(f"/v1/banks/{bank}/memories/{gone}/restore").json()
    assert restored == {"id": gone, "status": "active"}
    steps = [
        s["event"] for s in client.get(f"/v1/banks/{bank}/memories/{gone}/history").json()["steps"]
    ]
    assert steps == ["created", "forgotten", "restored"]


def test_a_hard_forget_leaves_the_text_in_no_property_and_a_retry_does_not_bring_it_back(
    client: TestClient, bank: str, driver: Driver
) -> None:
    secret = "My bank PIN hint is the name of my first goldfish Quillonfeather"
    item = {"content": f"{secret}. I also like jazz.", "session_id": "s1", "timestamp": T0}
    body = retain(client, bank, item, idempotency_key="k-secret")
    ids = {c["text"]: c["memory_id"] for c in body["created"]}
    target = next(v for k, v in ids.items() if "goldfish" in k)
    _said(client, bank, "Later I adopted a cat.", "2026-03-02T09:05:00Z")
    out = client.delete(f"/v1/banks/{bank}/memories/{target}", params={"hard": "true"}).json()
    assert out["status"] == "erased" and out["tombstone"]["id"] == target
    with driver.session() as s:
        nodes = s.run("MATCH (n) RETURN properties(n) AS p").value("p")
        rels = s.run("MATCH ()-[r]->() RETURN properties(r) AS p").value("p")
        tomb = s.run(
            "MATCH (t:Tombstone {bank_id: $b, id: $id}) RETURN properties(t) AS p",
            b=bank,
            id=target,
        ).value("p")
    for props in nodes + rels:
        for value in props.values():
            text = str(value).lower()
            assert "quillonfeather" not in text and secret.lower() not in text, props
    assert tomb and set(tomb[0]) == {"bank_id", "id", "kind", "at", "reason"}
    assert client.get(f"/v1/banks/{bank}/memories/{target}").status_code == 404
    retry = retain(client, bank, item, idempotency_key="k-secret")
    assert retry["created"] == [] and retry["merged"] == []
    hits = recall(client, bank, "what is my PIN hint goldfish")["memories"]
    assert all("Quillonfeather" not in m["text"] for m in hits)
    assert any(
        "jazz" in m["text"] for m in recall(client, bank, "what music do I like")["memories"]
    )


def test_a_hard_forget_of_a_whole_turn_erases_the_episode_and_a_retry_stores_nothing(
    client: TestClient, bank: str, driver: Driver
) -> None:
    item = {"content": "我的身份证号码尾号是4471。", "session_id": "s1", "timestamp": T0}
    target = _one(retain(client, bank, item))
    episode = client.get(f"/v1/banks/{bank}/memories/{target}").json()["sources"][0]["episode_id"]
    out = client.delete(f"/v1/banks/{bank}/memories/{target}", params={"hard": "true"}).json()
    assert out["episodes_erased"] == 1
    with driver.session() as s:
        left = s.run(
            "MATCH (n) WHERE n.bank_id = $b RETURN labels(n) AS l, properties(n) AS p", b=bank
        ).data()
    assert all("4471" not in str(row["p"]) for row in left)
    assert {tuple(row["l"]) for row in left if "Tombstone" in row["l"]} == {("Tombstone",)}
    assert {row["p"]["id"] for row in left if "Tombstone" in row["l"]} == {target, episode}
    retry = retain(client, bank, item)  # same bank, session, role, content, timestamp
    assert retry["created"] == [] and retry["unchanged"][0]["episode_id"] == episode


def test_forget_by_filter_lists_on_a_dry_run_and_forgets_a_session(
    client: TestClient, bank: str
) -> None:
    _said(client, bank, "I'm planning a trip to Kyoto in April.", T0, session_id="trip")
    _said(client, bank, "我想在京都住町屋。", "2026-03-02T09:01:00Z", session_id="trip")
    keep = _one(_said(client, bank, "I'm allergic to peanuts.", "2026-03-02T09:02:00Z"))
    dry = client.post(f"/v1/banks/{bank}/forget", json={"session_id": "trip"}).json()
    assert dry["dry_run"] and dry["forgotten"] == 0 and len(dry["matched"]) == 2
    assert len(client.get(f"/v1/banks/{bank}/memories").json()["memories"]) == 3
    done = client.post(
        f"/v1/banks/{bank}/forget", json={"session_id": "trip", "dry_run": False}
    ).json()
    assert done["forgotten"] == 2
    left = [m["id"] for m in client.get(f"/v1/banks/{bank}/memories").json()["memories"]]
    assert left == [keep]
    by_entity = client.post(
        f"/v1/banks/{bank}/forget", json={"entity": "peanuts", "dry_run": True}
    ).json()
    assert [m["id"] for m in by_entity["matched"]] in ([keep], [])
    both = client.post(f"/v1/banks/{bank}/forget", json={"session_id": "trip", "entity": "x"})
    assert both.status_code == 422


def test_recall_as_of_returns_the_value_held_then(client: TestClient, bank: str) -> None:
    old = _one(_said(client, bank, "Our kitchen budget is $20k.", T0))
    new = _one(_said(client, bank, "Our kitchen budget is now $30k.", "2026-04-01T09:00:00Z"))
    zh_old = _one(_said(client, bank, "装修预算是100万。", T0))
    zh_new = _one(_said(client, bank, "装修预算提到120万了。", "2026-04-01T09:05:00Z"))

    def top(query: str, **extra: object) -> str:
        return str(recall(client, bank, query, **extra)["memories"][0]["id"])

    assert top("what is the kitchen budget") == new
    assert top("what is the kitchen budget", as_of="2026-03-15T00:00:00Z") == old
    assert top("装修预算是多少？") == zh_new
    assert top("装修预算是多少？", as_of="2026-03-15T00:00:00Z") == zh_old
    before = recall(client, bank, "kitchen budget", as_of="2026-03-01T00:00:00Z")["memories"]
    assert before == []  # the bank knew nothing yet
    as_of = recall(client, bank, "kitchen budget", as_of="2026-03-15T00:00:00Z")["memories"]
    assert new not in [m["id"] for m in as_of]
    assert next(m for m in as_of if m["id"] == old)["status"] == "active"
    both = client.post(
        f"/v1/banks/{bank}/recall",
        json={"query": "x", "now": "2026-03-15T00:00:00Z", "as_of": "2026-03-16T00:00:00Z"},
    )
    assert both.status_code == 422
