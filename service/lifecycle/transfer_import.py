"""Importing an export into a bank, one batch of records per request.

Each batch is written in one transaction with MERGE on the target's ids (``transfer_ids``),
so sending a batch again changes nothing: an interrupted import resumes by sending its
batches again. Records come in the export's order (nodes before the edges that join them);
an edge whose ends are not in the bank is left out and counted as skipped. A batch that would
give a memory or an episode an id another bank holds is refused whole (409).

After the transaction, memories that came without a vector (or with one of another model)
are embedded as retain and re-embedding embed them: text, and in the multilingual space the
turn of its first source. A text of the primary space is embedded in its batch; one of the
multilingual space once its first source edge is in (its edges come sources first), or once
any other edge of it is, when it has no source. Then the bank's counts are taken again, and
it is given its vector indexes when it is large enough.
"""

from __future__ import annotations

import functools
from collections import Counter
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from anyio import to_thread

from service.banks import BankCache, bank_key, check_model, default_settings_json
from service.cypher import Queries
from service.embedding.spaces import Spaces
from service.errors import Conflict
from service.graph import Graph, Tx, Vector
from service.lifecycle import transfer_rows
from service.lifecycle.transfer_ids import Ids
from service.lifecycle.transfer_rows import NODE_QUERIES, Batch
from service.transfer_models import ImportReport, ImportRequest
from service.vector_indexes import BankVectorIndexes

EMBED_PAGE = 64


@dataclass(frozen=True)
class Deps:
    graph: Graph
    queries: Queries
    spaces: Spaces
    indexes: BankVectorIndexes
    banks: BankCache
    max_items: int  # retain's items per request (the places an idempotency key numbers)


async def import_batch(deps: Deps, bank_id: str, request: ImportRequest) -> ImportReport:
    rows = await deps.graph.read(deps.queries["banks.get_bank"], bank_id=bank_id)
    if rows:
        check_model(rows[0], deps.spaces.primary.name)
    ids = Ids(request.source_bank_id, bank_id, deps.max_items)
    records = request.records
    episodes = await to_thread.run_sync(transfer_rows.derive_episodes, records, ids)
    await _known_episodes(deps, bank_id, ids, transfer_rows.episode_references(records, ids))
    batch = transfer_rows.batch(records, ids, deps.spaces, episodes)
    written = await deps.graph.write_transaction(functools.partial(_write, deps, bank_id, batch))
    touched = batch.touched()
    await _embed(deps, bank_id, touched)
    await _recount(deps, bank_id, touched)
    imported = {kind: written[kind] for kind in batch.counts}
    skipped = {kind: n - written[kind] for kind, n in batch.counts.items() if n > written[kind]}
    return ImportReport(imported=imported, skipped=skipped)


async def _known_episodes(deps: Deps, bank_id: str, ids: Ids, named: list[str]) -> None:
    """The new ids of episodes re-derived by earlier batches (``TransferId`` nodes)."""
    if ids.kept or not named:
        return
    rows = await deps.graph.read(
        deps.queries["transfer.find_transfer_ids"], bank_id=bank_id, source_ids=named
    )
    ids.episodes.update({row["source_id"]: row["id"] for row in rows})


async def _write(deps: Deps, bank_id: str, batch: Batch, tx: Tx) -> Counter[str]:
    q = deps.queries
    foreign = await tx.run(
        q["transfer.find_foreign_ids"],
        bank_id=bank_id,
        memory_ids=batch.memory_ids(),
        episode_ids=batch.episode_ids(),
    )
    if foreign:
        taken = ", ".join(f"{r['label']} {r['id']}" for r in foreign)
        raise Conflict(f"another bank holds {taken}: nothing of this batch was written")
    await tx.run(
        q["transfer.merge_bank"],
        bank_id=bank_id,
        now=datetime.now(UTC),
        default_settings_json=default_settings_json(),
        embedding_model=deps.spaces.primary.name,
        properties=batch.bank,
    )
    written: Counter[str] = Counter({"bank": batch.counts["bank"]})
    for kind, name in NODE_QUERIES.items():
        if batch.nodes.get(kind):
            written[kind] += await _merged(tx, q, name, bank_id, batch.nodes[kind])
    for name, rows in batch.edges.items():
        written["edge"] += await _merged(tx, q, name, bank_id, rows)
    return written


async def _merged(tx: Tx, q: Queries, name: str, bank_id: str, rows: list[Any]) -> int:
    query = q[name]
    extra = {"bank_key": bank_key(bank_id)} if "bank_key" in query.params else {}
    found = await tx.run(query, bank_id=bank_id, rows=rows, **extra)
    return int(found[0]["merged"]) if found else 0


async def _embed(deps: Deps, bank_id: str, touched: list[str]) -> None:
    """Give a vector to each memory of the batch that has none and is ready for one."""
    if not touched:
        return
    rows = await deps.graph.read(
        deps.queries["transfer.find_unembedded"], bank_id=bank_id, ids=touched
    )
    ready = [r for r in rows if r["sourced"] or r["linked"] or not deps.spaces.ml_for(r["text"])]
    ml = deps.spaces.multilingual
    for start in range(0, len(ready), EMBED_PAGE):
        page = ready[start : start + EMBED_PAGE]
        memories = [(r["text"], r["turn"]) for r in page]
        vectors = await to_thread.run_sync(deps.spaces.embed, memories)
        await deps.graph.write(
            deps.queries["lifecycle.update_memory_vectors"],
            bank_id=bank_id,
            rows=[
                {
                    "id": r["id"],
                    "embedding": Vector(v.primary) if v.primary else None,
                    "embedding_ml": Vector(v.ml) if v.ml else None,
                }
                for r, v in zip(page, vectors, strict=True)
            ],
            model=deps.spaces.primary.name,
            ml_model=ml.name if ml else None,
        )


async def _recount(deps: Deps, bank_id: str, touched: list[str]) -> None:
    ml = deps.spaces.multilingual
    rows = await deps.graph.write(
        deps.queries["transfer.update_bank_counts"],
        bank_id=bank_id,
        ids=touched,
        multilingual_model=ml.name if ml else None,
    )
    deps.banks.invalidate(bank_id)
    if rows:
        await deps.indexes.for_bank(bank_id, int(rows[0]["memory_count"]))
