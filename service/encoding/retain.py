"""Retain: each item becomes an Episode (the raw record) and a Memory with its embedding.

One write transaction per request; episode ids are derived from the item, so a retried
request (same idempotency key, or same bank, session, role, content and timestamp) finds its
episodes and writes nothing new.
"""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from anyio import to_thread

from service.banks import default_settings_json, parse_settings
from service.cypher import Queries
from service.embedding import Embedder
from service.graph import Graph, Tx
from service.models import (
    BankSettings,
    CreatedMemory,
    RetainItem,
    RetainRequest,
    RetainResponse,
    UnchangedItem,
)

EPISODE_NAMESPACE = uuid.UUID("5b7f3c1e-8f61-4d8e-9a0a-3e1c2f9d4b77")
DEFAULT_KIND = "fact"


@dataclass(frozen=True)
class Deps:
    graph: Graph
    queries: Queries
    embedder: Embedder


def episode_id(bank_id: str, item: RetainItem, index: int, key: str | None) -> str:
    """Deterministic when the item can be recognised on a retry, random otherwise."""
    if key is not None:
        return str(uuid.uuid5(EPISODE_NAMESPACE, f"{bank_id}\x1fkey\x1f{key}\x1f{index}"))
    if item.timestamp is None:
        return str(uuid.uuid4())
    parts = [bank_id, item.session_id or "", item.role, item.timestamp.isoformat(), item.content]
    return str(uuid.uuid5(EPISODE_NAMESPACE, "\x1f".join(parts)))


async def retain(deps: Deps, bank_id: str, request: RetainRequest) -> RetainResponse:
    now = datetime.now(UTC)
    key = request.idempotency_key
    ids = [episode_id(bank_id, item, i, key) for i, item in enumerate(request.items)]
    existing = await deps.graph.read(
        deps.queries["encoding.find_episodes"], bank_id=bank_id, episode_ids=ids
    )
    known: dict[str, list[str]] = {row["episode_id"]: row["memory_ids"] for row in existing}
    fresh: dict[str, RetainItem] = {}  # first occurrence of each new episode, in order
    for episode, item in zip(ids, request.items, strict=True):
        if episode not in known:
            fresh.setdefault(episode, item)
    vectors = await to_thread.run_sync(
        deps.embedder.embed_documents, [item.content for item in fresh.values()]
    )
    bank_rows = await deps.graph.read(deps.queries["banks.get_bank"], bank_id=bank_id)
    settings = parse_settings(bank_rows[0]["settings_json"] if bank_rows else None)
    rows = [
        _row(episode, item, settings, vector, now, key)
        for (episode, item), vector in zip(fresh.items(), vectors, strict=True)
    ]

    async def write(tx: Tx) -> list[dict[str, Any]]:
        result = await tx.run(
            deps.queries["encoding.create_episodes_with_memories"],
            bank_id=bank_id,
            now=now,
            default_settings_json=default_settings_json(),
            rows=rows,
        )
        return list(result[0]["created"]) if result else []

    created = await deps.graph.write_transaction(write) if rows else []
    new_memories = {c["episode_id"]: [c["memory_id"]] for c in created}
    unchanged: list[UnchangedItem] = []
    claimed: set[str] = set()
    for index, episode in enumerate(ids):
        if episode in new_memories and episode not in claimed:
            claimed.add(episode)
            continue
        memory_ids = known.get(episode) or new_memories.get(episode, [])
        unchanged.append(UnchangedItem(index=index, episode_id=episode, memory_ids=memory_ids))
    return RetainResponse(
        bank_id=bank_id,
        created=[CreatedMemory(**c) for c in created],
        unchanged=unchanged,
    )


def _row(
    episode: str,
    item: RetainItem,
    settings: BankSettings,
    vector: list[float],
    now: datetime,
    key: str | None,
) -> dict[str, Any]:
    kind = item.kind or DEFAULT_KIND
    defaults = settings.kinds[kind]  # type: ignore[index]
    return {
        "episode_id": episode,
        "memory_id": str(uuid.uuid4()),
        "role": item.role,
        "session_id": item.session_id,
        "content": item.content,
        "timestamp": item.timestamp or now,
        "metadata_json": json.dumps(item.metadata, ensure_ascii=False) if item.metadata else None,
        "idempotency_key": key,
        "kind": kind,
        "importance": defaults.importance,
        "half_life_days": defaults.half_life_days,
        "embedding": vector,
    }
