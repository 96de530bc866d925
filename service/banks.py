"""Banks: the isolation unit. Create or update one, read it with its settings, list them,
delete one with everything it holds.

Recall reads a bank's settings and size on every request; ``BankCache`` keeps them in the
process for a few seconds. A PUT through this process drops its entry at once; another process
sees the change when the entry expires. The size only picks between the exact scan and the
vector index, so a few seconds' staleness costs nothing.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from service.cypher import Queries
from service.errors import BankNotFound, EmbeddingModelMismatch, InvalidInput
from service.graph import Graph, to_datetime
from service.models import (
    BankDeleted,
    BankIn,
    BankOut,
    BankPage,
    BankSettings,
    BankSummary,
    DeletedCounts,
)

if TYPE_CHECKING:
    from service.vector_indexes import BankVectorIndexes

NO_TRUST: dict[str, str | None] = {"primary": None, "ml": None}  # every vector compares
DELETE_BATCH = 2000  # nodes of one kind per transaction when a bank is deleted
# settings a PUT merges key by key: what it leaves out of them keeps its value
MERGED_KEY_BY_KEY = ("kinds", "consolidation", "trace")


def bank_key(bank_id: str) -> str:
    """The bank's token in the full-text index: one alphanumeric term, whatever the id."""
    return "bk" + hashlib.sha1(bank_id.encode("utf-8"), usedforsecurity=False).hexdigest()[:24]


def default_settings_json() -> str:
    return BankSettings().model_dump_json()


def parse_settings(raw: str | None) -> BankSettings:
    if not raw:
        return BankSettings()
    return BankSettings.model_validate_json(raw)


def merge_settings(current: BankSettings, patch: BankIn) -> BankSettings:
    """Apply the settings given in a PUT over the bank's current ones."""
    if patch.settings is None:
        return current
    given = patch.settings.model_dump(exclude_none=True, exclude_unset=True)
    merged: dict[str, Any] = current.model_dump()
    nested = {key: {**merged[key], **given.pop(key, {})} for key in MERGED_KEY_BY_KEY}
    merged.update(given)
    merged.update(nested)
    return BankSettings.model_validate(merged)


def check_model(row: dict[str, Any], embedder_name: str) -> None:
    """A bank's vectors only compare with vectors of the same model."""
    check_model_name(row["id"], row.get("embedding_model"), embedder_name)


def check_model_name(bank_id: str, stored: str | None, embedder_name: str) -> None:
    if stored is not None and stored != embedder_name:
        raise EmbeddingModelMismatch(
            f"bank {bank_id!r} holds vectors made with {stored!r}; this service embeds with "
            f"{embedder_name!r}. Serve it with HINDSIGHT_EMBEDDING_MODEL={stored}, or use "
            f"another bank."
        )


def trust(row: dict[str, Any]) -> dict[str, str | None]:
    """``$trust`` for the queries that compare vectors: while a re-embedding job moves the
    bank to another model of a space, only vectors of the new model compare in that space
    (the others are of the old model, whose cosines mean nothing against the new one's)."""
    running = row.get("reembed_state") in ("running", "failed")  # a failed job resumes
    moved = running and row.get("reembed_from_model") != row.get("embedding_model")
    old_ml = row.get("reembed_from_ml_model")
    moved_ml = running and old_ml is not None and old_ml != row.get("multilingual_model")
    return {
        "primary": row.get("embedding_model") if moved else None,
        "ml": row.get("multilingual_model") if moved_ml else None,
    }


@dataclass(frozen=True)
class CachedBank:
    settings: BankSettings
    memory_count: int
    embedding_model: str | None
    multilingual_model: str | None = None  # set once the bank holds a multilingual vector
    trust: dict[str, str | None] = field(default_factory=lambda: dict(NO_TRUST))
    lesson_count: int = 0  # reflected lessons: recall looks for them only when there are


class BankCache:
    """Settings, size and model of recently used banks, each kept for ``ttl_s`` seconds."""

    def __init__(
        self,
        ttl_s: float = 5.0,
        max_banks: int = 1024,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.ttl_s = ttl_s
        self.max_banks = max_banks
        self._clock = clock
        self._banks: OrderedDict[str, tuple[float, CachedBank]] = OrderedDict()

    async def get(self, graph: Graph, queries: Queries, bank_id: str) -> CachedBank:
        """The bank, from the cache while fresh; ``BankNotFound`` (never cached) if absent."""
        now = self._clock()
        hit = self._banks.get(bank_id)
        if hit is not None and now - hit[0] < self.ttl_s:
            self._banks.move_to_end(bank_id)
            return hit[1]
        rows = await graph.read(queries["banks.get_bank"], bank_id=bank_id)
        if not rows:
            self._banks.pop(bank_id, None)
            raise BankNotFound(f"no bank with id {bank_id!r}")
        bank = CachedBank(
            settings=parse_settings(rows[0]["settings_json"]),
            memory_count=int(rows[0]["memory_count"] or 0),
            embedding_model=rows[0].get("embedding_model"),
            multilingual_model=rows[0].get("multilingual_model"),
            trust=trust(rows[0]),
            lesson_count=int(rows[0].get("lesson_count") or 0),
        )
        self._banks[bank_id] = (now, bank)
        self._banks.move_to_end(bank_id)
        while len(self._banks) > self.max_banks:
            self._banks.popitem(last=False)
        return bank

    def invalidate(self, bank_id: str) -> None:
        self._banks.pop(bank_id, None)


async def put_bank(
    graph: Graph,
    queries: Queries,
    bank_id: str,
    body: BankIn,
    embedder_name: str,
    cache: BankCache | None = None,
) -> BankOut:
    rows = await graph.read(queries["banks.get_bank"], bank_id=bank_id)
    current = parse_settings(rows[0]["settings_json"]) if rows else BankSettings()
    settings = merge_settings(current, body)
    written = await graph.write(
        queries["banks.merge_bank"],
        bank_id=bank_id,
        name=body.name,
        description=body.description,
        settings_json=settings.model_dump_json(),
        now=datetime.now(UTC),
        embedding_model=embedder_name,
    )
    if cache is not None:
        cache.invalidate(bank_id)
    return _bank_out(written[0])


async def get_bank(graph: Graph, queries: Queries, bank_id: str) -> BankOut:
    rows = await graph.read(queries["banks.get_bank"], bank_id=bank_id)
    if not rows:
        raise BankNotFound(f"no bank with id {bank_id!r}")
    counts = await graph.read(queries["banks.count_memories_by_status"], bank_id=bank_id)
    bank = _bank_out(rows[0])
    bank.memories_by_status = {row["status"]: int(row["memories"]) for row in counts}
    return bank


def _bank_out(row: dict[str, Any]) -> BankOut:
    return BankOut(
        id=row["id"],
        name=row["name"],
        description=row["description"],
        settings=parse_settings(row["settings_json"]),
        memory_count=int(row["memory_count"] or 0),
        embedding_model=row.get("embedding_model"),
        multilingual_model=row.get("multilingual_model"),
        created_at=to_datetime(row["created_at"]),
        updated_at=to_datetime(row["updated_at"]),
    )


async def list_banks(graph: Graph, queries: Queries, limit: int, cursor: str | None) -> BankPage:
    """The store's banks in id order, ``limit`` at a time; ``next`` is the following page's
    cursor (opaque; one this service did not give out is refused)."""
    rows = await graph.read(
        queries["schema.list_banks"], after=_read_cursor(cursor), limit=limit + 1
    )
    page = [
        BankSummary(
            **{k: row[k] for k in ("id", "name", "description", "memories", "episodes")},
            embedding_model=row["embedding_model"],
            multilingual_model=row["multilingual_model"],
            created_at=to_datetime(row["created_at"]),
            updated_at=to_datetime(row["updated_at"]),
        )
        for row in rows[:limit]
    ]
    following = _write_cursor(page[-1].id) if len(rows) > limit else None
    return BankPage(banks=page, next=following)


def _write_cursor(bank_id: str) -> str:
    return base64.urlsafe_b64encode(json.dumps([bank_id]).encode()).decode().rstrip("=")


def _read_cursor(cursor: str | None) -> str:
    if not cursor:
        return ""
    try:
        (after,) = json.loads(base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)))
        if isinstance(after, str):
            return after
    except (ValueError, TypeError, binascii.Error):
        pass
    raise InvalidInput("cursor is not one this service gave out")


async def delete_bank(
    graph: Graph,
    queries: Queries,
    bank_id: str,
    indexes: BankVectorIndexes,
    cache: BankCache,
) -> BankDeleted:
    """Delete the bank and every node that carries its id, a batch of each kind per
    transaction, then its node, its vector indexes and its cache entry. A retain still
    running into it may leave what it writes afterwards (and the bank node again)."""
    if not await graph.read(queries["banks.get_bank"], bank_id=bank_id):
        raise BankNotFound(f"no bank with id {bank_id!r}")
    total = DeletedCounts()
    for name in ("banks.delete_bank_nodes", "banks.delete_bank_leftovers"):
        while True:
            rows = await graph.write(queries[name], bank_id=bank_id, limit=DELETE_BATCH)
            counts = {k: int(v) for k, v in rows[0].items()} if rows else {}
            for key, value in counts.items():
                setattr(total, key, getattr(total, key) + value)
            if not any(counts.values()):
                break
    await graph.write(queries["banks.delete_bank"], bank_id=bank_id)
    await indexes.drop(bank_id, primary=True, multilingual=True)
    cache.invalidate(bank_id)
    return BankDeleted(bank_id=bank_id, deleted=total)
