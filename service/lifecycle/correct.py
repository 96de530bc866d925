"""Correcting a memory: a new version with what the person says is right, that supersedes
the old one (reason ``correction``). The old version stays for history; nothing is
overwritten."""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from anyio import to_thread

from service.banks import BankCache, bank_key
from service.cypher import Queries
from service.embedding.spaces import Spaces
from service.errors import Conflict, NotFound
from service.graph import Graph, Vector
from service.language.entities import EntityExtractor
from service.language.script import language
from service.lifecycle.memories import get_memory
from service.lifecycle_models import Correction, MemoryPatch
from service.models import SupersededMemory


@dataclass(frozen=True)
class Deps:
    graph: Graph
    queries: Queries
    spaces: Spaces
    extractor: EntityExtractor
    banks: BankCache
    importance_floor: float


async def correct(deps: Deps, bank_id: str, memory_id: str, patch: MemoryPatch) -> Correction:
    old = await get_memory(deps.graph, deps.queries, bank_id, memory_id)
    if old.status not in ("active", "cold"):
        successor = next(
            (e.memory_id for e in old.edges if e.direction == "in" and e.type == "SUPERSEDES"),
            None,
        )
        raise Conflict(
            f"memory {memory_id!r} is {old.status}: correct the version that holds now"
            + (f" ({successor!r})" if successor else ""),
            current=successor,
        )
    bank = await deps.banks.get(deps.graph, deps.queries, bank_id)
    text = patch.text.strip() if patch.text else old.text
    kind = patch.kind or old.kind
    defaults = bank.settings.kinds.get(kind)  # type: ignore[call-overload]
    row = await to_thread.run_sync(_analyse, deps, text)
    new_id = str(uuid.uuid4())
    rows = await deps.graph.write(
        deps.queries["memories.correct_memory"],
        bank_id=bank_id,
        now=datetime.now(UTC),
        bank_key=bank_key(bank_id),
        embedding_model=deps.spaces.primary.name,
        multilingual_model=ml.name if (ml := deps.spaces.multilingual) else None,
        floor=deps.importance_floor,
        old_id=memory_id,
        new={
            **row,
            "id": new_id,
            "text": text,
            "kind": kind,
            "importance": patch.importance
            if patch.importance is not None
            else (defaults.importance if patch.kind and defaults else old.importance),
            "half_life_days": defaults.half_life_days if defaults else 14.0,
            "tags": patch.tags if patch.tags is not None else old.tags,
            "valid_until": patch.valid_until or old.valid_until,
            "reason": patch.reason,
        },
    )
    if not rows:  # it changed between the read and the write
        raise NotFound(f"memory {memory_id!r} is no longer current in bank {bank_id!r}")
    deps.banks.invalidate(bank_id)
    return Correction(
        memory=await get_memory(deps.graph, deps.queries, bank_id, new_id),
        superseded=SupersededMemory(memory_id=memory_id, by=new_id, reason="correction"),
    )


def _analyse(deps: Deps, text: str) -> dict[str, Any]:
    """The new text's vector (in the space it goes to), full-text terms and entities."""
    vectors = deps.spaces.embed([(text, None)])[0]
    return {
        "search_text": deps.extractor.search_terms(text),
        "language": language(text),
        "embedding": Vector(vectors.primary) if vectors.primary else None,
        "embedding_ml": Vector(vectors.ml) if vectors.ml else None,
        "entities": [
            {"key": e.key, "name": e.name, "kind": e.kind} for e in deps.extractor.extract(text)
        ],
    }
