"""Bad input gets a clear 4xx problem+json and stores nothing."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from tests.conftest import recall, retain

GOOD = {"content": "The spare key is under the blue pot.", "timestamp": "2026-02-01T08:00:00+01:00"}


def _count(client: TestClient, bank: str) -> int:
    response = client.get(f"/v1/banks/{bank}")
    return response.json()["memory_count"] if response.status_code == 200 else 0


def _problem(response, status: int) -> dict:  # type: ignore[no-untyped-def]
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    body = response.json()
    assert body["status"] == status and body["title"] and body["detail"]
    return body


@pytest.mark.parametrize(
    "bad_item",
    [
        {"content": "naive time", "timestamp": "2026-02-01T08:00:00"},
        {"content": "epoch number", "timestamp": 1767225600},
        {"content": "date only", "timestamp": "2026-02-01"},
        {"content": "nonsense", "timestamp": "yesterday"},
        {"content": "impossible", "timestamp": "2026-02-30T08:00:00Z"},
        {"content": ""},
        {"content": "bad role", "role": "robot"},
        {"content": "bad kind", "kind": "gossip"},
        {"content": "bad session", "session_id": "has spaces"},
        {"content": "unknown field", "colour": "blue"},
        {"content": "metadata not an object", "metadata": [1, 2]},
    ],
)
def test_a_bad_item_rejects_the_whole_request(
    client: TestClient, bank: str, bad_item: dict
) -> None:
    retain(client, bank, GOOD)
    response = client.post(
        f"/v1/banks/{bank}/memories",
        json={"items": [GOOD | {"content": "I park on level two."}, bad_item]},
    )
    _problem(response, 422)
    assert _count(client, bank) == 1


def test_blank_content_is_refused(client: TestClient, bank: str) -> None:
    response = client.post(f"/v1/banks/{bank}/memories", json={"items": [{"content": "   "}]})
    _problem(response, 422)
    assert _count(client, bank) == 0


@pytest.mark.parametrize("bank_id", ["-leading-dash", "a" * 65, "sp ace", "semi;colon", "ü"])
def test_bank_ids_outside_the_pattern_are_refused(client: TestClient, bank_id: str) -> None:
    _problem(client.put(f"/v1/banks/{bank_id}", json={}), 422)
    _problem(client.post(f"/v1/banks/{bank_id}/recall", json={"query": "x"}), 422)


def test_content_over_the_size_limit_is_refused(client: TestClient, bank: str) -> None:
    huge = "x" * (32 * 1024 + 1)
    body = _problem(
        client.post(f"/v1/banks/{bank}/memories", json={"items": [{"content": huge}]}), 413
    )
    assert "32768" in body["detail"]
    assert _count(client, bank) == 0


def test_multibyte_content_is_measured_in_bytes(client: TestClient, bank: str) -> None:
    chinese = "记" * 11000  # 33,000 bytes in UTF-8, 11,000 characters
    _problem(client.post(f"/v1/banks/{bank}/memories", json={"items": [{"content": chinese}]}), 413)


def test_too_many_items_are_refused(client: TestClient, bank: str) -> None:
    items = [{"content": f"item {i}"} for i in range(257)]
    _problem(client.post(f"/v1/banks/{bank}/memories", json={"items": items}), 413)
    assert _count(client, bank) == 0


def test_oversized_metadata_is_refused(client: TestClient, bank: str) -> None:
    item = {"content": "x", "metadata": {"blob": "y" * 20000}}
    _problem(client.post(f"/v1/banks/{bank}/memories", json={"items": [item]}), 413)


def test_empty_items_and_malformed_json_are_refused(client: TestClient, bank: str) -> None:
    _problem(client.post(f"/v1/banks/{bank}/memories", json={"items": []}), 422)
    raw = client.post(
        f"/v1/banks/{bank}/memories",
        content=b"{not json",
        headers={"content-type": "application/json"},
    )
    _problem(raw, 422)


def test_recall_input_is_validated(client: TestClient, bank: str) -> None:
    retain(client, bank, GOOD)
    url = f"/v1/banks/{bank}/recall"
    _problem(client.post(url, json={"query": ""}), 422)
    _problem(client.post(url, json={"query": "   "}), 422)
    _problem(client.post(url, json={"query": "x", "top_k": 0}), 422)
    _problem(client.post(url, json={"query": "x", "top_k": 101}), 422)
    _problem(client.post(url, json={"query": "x", "now": "last tuesday"}), 422)
    _problem(client.post(url, json={"query": "x", "kinds": ["nope"]}), 422)
    _problem(client.post(url, json={"query": "q" * 5000}), 413)


def test_recall_on_a_missing_bank_is_404(client: TestClient, bank: str) -> None:
    _problem(client.post(f"/v1/banks/{bank}/recall", json={"query": "anything"}), 404)


def test_unknown_route_is_a_problem_document(client: TestClient) -> None:
    _problem(client.get("/v1/nothing-here"), 404)


@pytest.mark.parametrize("offset", ["+18:01", "-18:01", "+23:59", "-2359"])
def test_a_zone_offset_beyond_eighteen_hours_is_refused(
    client: TestClient, bank: str, offset: str
) -> None:
    retain(client, bank, GOOD)
    stamp = f"2026-02-01T08:00:00{offset}"
    item = {"content": "far zone", "timestamp": stamp}
    body = _problem(client.post(f"/v1/banks/{bank}/memories", json={"items": [item]}), 422)
    assert "18:00" in body["detail"]
    _problem(client.post(f"/v1/banks/{bank}/recall", json={"query": "x", "now": stamp}), 422)
    assert _count(client, bank) == 1


@pytest.mark.parametrize("offset", ["+18:00", "-18:00"])
def test_the_widest_zone_offsets_are_accepted(client: TestClient, bank: str, offset: str) -> None:
    stamp = f"2026-02-01T08:00:00{offset}"
    retain(client, bank, {"content": "I fly to Lisbon tomorrow", "timestamp": stamp})
    found = recall(client, bank, "Lisbon", now=stamp)
    assert any("Lisbon" in m["text"] for m in found["memories"])


# Outside years 1 to 9999 in some zone from -18:00 to +18:00: in UTC (year 0, year 10000), or
# once shown at UTC+18:00 or UTC-18:00.
BEYOND_THE_CALENDAR = [
    "0001-01-01T00:00:00+14:00",
    "9999-12-31T23:59:59-14:00",
    "0001-01-01T17:59:59Z",
    "9999-12-31T23:59:59+14:00",
]


@pytest.mark.parametrize("stamp", BEYOND_THE_CALENDAR)
def test_a_moment_some_zone_cannot_show_is_refused(
    client: TestClient, bank: str, stamp: str
) -> None:
    retain(client, bank, GOOD)
    item = {"content": "before time", "timestamp": stamp}
    body = _problem(client.post(f"/v1/banks/{bank}/memories", json={"items": [item]}), 422)
    assert "years 1 to 9999" in body["detail"]
    _problem(client.post(f"/v1/banks/{bank}/recall", json={"query": "x", "now": stamp}), 422)
    assert _count(client, bank) == 1


EDGES_OF_THE_CALENDAR = [
    "9999-12-31T09:59:59+14:00",
    "9999-12-31T23:59:59+18:00",  # the last second, 05:59:59 in UTC
    "9999-12-30T11:59:59-18:00",
    "0001-01-01T18:00:00Z",  # the first second, midnight at UTC+18:00
    "0001-01-01T00:00:00-18:00",
    "0001-01-01T04:00:00-14:00",
]


@pytest.mark.parametrize("stamp", EDGES_OF_THE_CALENDAR)
def test_times_said_at_the_edges_of_the_calendar_are_retained_and_recalled(
    client: TestClient, bank: str, stamp: str
) -> None:
    said = "Tomorrow I fly to Lisbon, next year I move; 明年我搬家，下周三开会，两周后回来"
    assert retain(client, bank, {"content": said, "timestamp": stamp})["created"]
    query = "when do I fly to Lisbon, next year or yesterday? 明年呢？"
    assert recall(client, bank, query, now=stamp)["memories"]
    for now in (EDGES_OF_THE_CALENDAR[1], EDGES_OF_THE_CALENDAR[4]):  # shown in the far zones
        recall(client, bank, query, now=now)


def test_next_year_asked_on_the_last_day_of_9999_is_answered(client: TestClient, bank: str) -> None:
    retain(client, bank, GOOD)
    for query in ("what happens next year?", "明年有什么安排？", "next year and 明年"):
        recall(client, bank, query, now="9999-12-31T09:59:59+14:00")


def test_lifecycle_input_is_validated_and_changes_nothing(client: TestClient, bank: str) -> None:
    body = retain(client, bank, GOOD)
    memory = body["created"][0]["memory_id"]
    url = f"/v1/banks/{bank}/memories/{memory}"
    before = client.get(url).json()
    for patch in (
        {},
        {"text": "   "},
        {"text": "x" * 40_000},
        {"importance": 2},
        {"tags": ["x" * 65]},
        {"tags": ["ok"] * 21},
        {"kind": "rumour"},
        {"valid_until": "2026-13-01T00:00:00Z"},
        {"text": "fine", "unknown": 1},
    ):
        response = client.patch(url, json=patch)
        assert 400 <= response.status_code < 500, (patch, response.text)
        assert response.headers["content-type"].startswith("application/problem+json")
    assert client.delete(url, params={"hard": "maybe"}).status_code == 422
    assert client.delete(url, params={"reason": "r" * 501}).status_code == 422
    for params in (
        {"limit": 0},
        {"limit": 1000},
        {"cursor": "!!"},
        {"status": ["active", "nope"]},
        {"since": "yesterday"},
        {"flag": "bad flag"},
        {"session_id": "bad session"},
    ):
        _problem(client.get(f"/v1/banks/{bank}/memories", params=params), 422)
    for bad in ({"session_id": "s", "entity": "x"}, {}, {"entity": ""}, {"session_id": "bad id"}):
        _problem(client.post(f"/v1/banks/{bank}/forget", json=bad), 422)
    for bad in ({"now": "2026-01-01"}, {"dry_run": "perhaps"}, {"extra": True}):
        _problem(client.post(f"/v1/banks/{bank}/consolidate", json=bad), 422)
    _problem(client.post("/v1/banks/no-such-bank-zz/consolidate", json={}), 404)
    other = memory[:-1] + ("1" if memory.endswith("0") else "0")  # an id the bank lacks
    _problem(client.get(f"/v1/banks/{bank}/memories/{other}/history"), 404)
    _problem(
        client.post(
            f"/v1/banks/{bank}/recall", json={"query": "key", "as_of": "0000-01-01T00:00Z"}
        ),
        422,
    )
    after = client.get(url).json()
    assert after == before  # nothing above changed the memory
    assert client.get(f"/v1/banks/{bank}").json()["memories_by_status"] == {"active": 1}
