"""Nothing crosses banks."""

from __future__ import annotations

import uuid

from fastapi.testclient import TestClient

from tests.conftest import recall, retain


def test_bank_b_never_sees_bank_a(client: TestClient, bank: str) -> None:
    other = f"t-{uuid.uuid4().hex[:12]}"
    retain(client, bank, {"content": "The vault code is 4711.", "metadata": {"owner": "a"}})
    retain(client, other, {"content": "I like green tea in the afternoon."})
    memories = recall(client, other, "What is the vault code?", top_k=10)["memories"]
    assert memories and all("vault" not in m["text"] for m in memories)
    assert all(s["metadata"] != {"owner": "a"} for m in memories for s in m["sources"])


def test_identical_items_in_two_banks_are_two_memories(client: TestClient, bank: str) -> None:
    other = f"t-{uuid.uuid4().hex[:12]}"
    item = {"content": "Both owners wrote the same words.", "timestamp": "2026-01-01T00:00:00Z"}
    a = retain(client, bank, item)["created"]
    b = retain(client, other, item)["created"]
    assert len(a) == len(b) == 1
    assert a[0]["episode_id"] != b[0]["episode_id"]


def test_isolation_holds_when_banks_have_their_own_vector_index(
    client: TestClient, bank: str
) -> None:
    """A large bank is seeded from its own vector index: it holds that bank's memories only."""
    other = f"t-{uuid.uuid4().hex[:12]}"
    retain(client, bank, {"content": "Secret: the launch is on Friday."})
    retain(client, other, {"content": "Public: the cafeteria opens at noon."})
    state = client.app.state.hindsight  # type: ignore[attr-defined]
    for b in (bank, other):
        client.portal.call(state.vector_indexes.create, b)  # type: ignore[union-attr]
    saved = state.vector_indexes.min_memories
    state.vector_indexes.min_memories = 1
    try:
        query = "Is the launch on Friday? When does the cafeteria open, at noon?"
        memories = recall(client, other, query, top_k=5)["memories"]
        used = client.portal.call(state.vector_indexes.for_bank, other, 1)  # type: ignore[union-attr]
    finally:
        state.vector_indexes.min_memories = saved
    assert used.primary is not None and used.primary.startswith("memory_embedding_bk")
    assert [m["text"] for m in memories] == ["Public: the cafeteria opens at noon."]


def test_dedupe_through_the_full_text_index_stays_in_its_bank(
    client: TestClient, bank: str
) -> None:
    """Above the exact-scan size, dedupe candidates come from the full-text index: a repeat
    merges within its bank, and the same words in another bank never do."""
    other = f"t-{uuid.uuid4().hex[:12]}"
    text = "My favourite editor for writing Rust code is Helix."
    retain(client, other, {"content": text, "timestamp": "2026-01-01T00:00:00Z"})
    retain(client, bank, {"content": text, "timestamp": "2026-01-01T00:00:00Z"})
    state = client.app.state.hindsight  # type: ignore[attr-defined]
    saved = state.store_options
    state.store_options = type(saved)(exact_scan_max_memories=0)
    try:
        again = retain(
            client, bank, {"content": "My favourite editor for writing Rust code is Helix!"}
        )
        chinese = retain(client, bank, {"content": "我最喜欢的写代码工具是Helix编辑器。"})
        chinese_again = retain(client, bank, {"content": "我最喜欢的写代码工具是Helix编辑器"})
    finally:
        state.store_options = saved
    first = recall(client, bank, "favourite editor", top_k=5)["memories"]
    assert [m["kind"] for m in again["merged"]] and not again["created"]
    assert again["merged"][0]["memory_id"] in {m["id"] for m in first}
    assert chinese["created"] and chinese_again["merged"]
    theirs = recall(client, other, "favourite editor", top_k=5)["memories"]
    assert again["merged"][0]["memory_id"] not in {m["id"] for m in theirs}
