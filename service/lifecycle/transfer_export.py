"""A bank's export: every node and edge it holds, one JSON object per line, paged through
the graph so that a large bank streams in constant memory.

Lines, in this order (each kind in key order, so two exports of equal banks are equal but
for ``exported_at``):

1. ``{"type": "bank", "format": "hindsight-export/1", "bank_id", "exported_at", "bank": {…}}``
2. episodes ``{"type": "episode", "id", "properties", "archive"?}`` (``archive``: the raw text
   a compaction moved to an EpisodeArchive), entities ``{"type": "entity", "properties"}``,
   memories ``{"type": "memory", "id", "properties"}``, tombstones, reflections and
   consolidation runs (``{"type": …, "properties"}``, runs with their ``id``);
3. edges ``{"type": "edge", "rel", "from", "from_label", "to", "to_label", "properties"}``,
   by their start node (memories, then runs); a memory's sources (DERIVED_FROM an episode)
   come first, the earliest said first;
4. ``{"type": "end", "counts": {type: lines}}``: a file without it was cut short.

Properties are every property of the node but those its place implies: ``bank_id``,
``bank_key`` and an ``id`` given beside them. Memories leave out their vectors
(``embedding``, ``embedding_ml``; see ``transfer.VECTORS``) unless asked for them; their
model tags stay. Not exported: the consolidation lease (a lock), ``TransferId`` nodes
(an import's bookkeeping) and recall traces (``Recall`` nodes and their ``RETURNED`` edges:
a log of reads, trimmed by the bank's retention, whose query texts a person may not expect
to travel with the bank; an import starts the new bank's log empty). Pages are read one after
another, not in one transaction: export a bank that nothing writes to meanwhile.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from service.cypher import Queries
from service.errors import BankNotFound, HindsightError
from service.graph import Graph
from service.lifecycle.transfer import FORMAT, IMPLIED, encode_properties, line

log = logging.getLogger(__name__)

PAGE = 500
VECTOR_PAGE = 100  # memories with their vectors: 384 floats each, twice the text
EDGE_PAGE = 200  # start nodes per page of edges
_WITH_ID = IMPLIED | {"id"}
# record type, the query of its pages, what its properties leave out
NODES: tuple[tuple[str, str, frozenset[str]], ...] = (
    ("episode", "transfer.get_episode_page", _WITH_ID),
    ("entity", "transfer.get_entity_page", IMPLIED),
    ("memory", "transfer.get_memory_page", _WITH_ID),
    ("tombstone", "transfer.get_tombstone_page", IMPLIED),
    ("reflection", "transfer.get_reflection_page", IMPLIED),
    ("consolidation", "transfer.get_consolidation_page", _WITH_ID),
)
EDGES: tuple[tuple[str, str], ...] = (
    ("Memory", "transfer.get_memory_edge_page"),
    ("Consolidation", "transfer.get_consolidation_edge_page"),
)


@dataclass(frozen=True)
class Export:
    graph: Graph
    queries: Queries
    bank_id: str
    bank: dict[str, Any]  # the Bank node's properties
    with_vectors: bool = False


async def begin(graph: Graph, queries: Queries, bank_id: str, with_vectors: bool = False) -> Export:
    """The export of a bank that exists (``BankNotFound`` before any line is sent)."""
    rows = await graph.read(queries["transfer.get_bank_properties"], bank_id=bank_id)
    if not rows:
        raise BankNotFound(f"no bank with id {bank_id!r}")
    return Export(graph, queries, bank_id, dict(rows[0]["properties"]), with_vectors)


async def lines(export: Export) -> AsyncIterator[str]:
    """The export's lines, a page at a time. When the database fails midway the stream
    stops without its end line, which is how a reader knows it is incomplete."""
    counts = {"bank": 1}
    header = {
        "type": "bank",
        "format": FORMAT,
        "bank_id": export.bank_id,
        "exported_at": datetime.now(UTC).isoformat(),
        "bank": encode_properties(export.bank, frozenset()),
    }
    yield line(header)
    try:
        for kind, name, leave_out in NODES:
            counts[kind] = 0
            async for rows in _pages(export, name, _page_size(export, kind)):
                counts[kind] += len(rows)
                yield "".join(line(_node(kind, row, leave_out)) for row in rows)
        counts["edge"] = 0
        for label, name in EDGES:
            async for rows in _pages(export, name, EDGE_PAGE):
                edges = [_edge(label, row["key"], e) for row in rows for e in _ordered(row)]
                counts["edge"] += len(edges)
                yield "".join(line(e) for e in edges)
    except HindsightError as exc:
        log.warning("export of bank %r stopped: %s", export.bank_id, exc.detail)
        return
    yield line({"type": "end", "counts": counts})


def _page_size(export: Export, kind: str) -> int:
    return VECTOR_PAGE if kind == "memory" and export.with_vectors else PAGE


async def _pages(export: Export, name: str, size: int) -> AsyncIterator[list[dict[str, Any]]]:
    query = export.queries[name]
    params: dict[str, Any] = {"bank_id": export.bank_id, "limit": size}
    if "with_vectors" in query.params:
        params["with_vectors"] = export.with_vectors
    after = ""
    while True:
        rows = await export.graph.read(query, after=after, **params)
        if rows:
            yield rows
        if len(rows) < size:
            return
        after = rows[-1]["key"]


def _node(kind: str, row: dict[str, Any], leave_out: frozenset[str]) -> dict[str, Any]:
    props = {k: v for k, v in row["properties"].items() if v is not None}
    record: dict[str, Any] = {"type": kind, "properties": encode_properties(props, leave_out)}
    if "id" in leave_out:
        record["id"] = row["key"]
    if row.get("archive"):
        record["archive"] = encode_properties(row["archive"], IMPLIED | {"episode_id"})
    return record


def _ordered(row: dict[str, Any]) -> list[dict[str, Any]]:
    """A node's edges in a fixed order: its sources first, the earliest said first (an
    import embeds a memory with the turn of its first source), then by type and other end."""

    def key(edge: dict[str, Any]) -> tuple[Any, ...]:
        source = edge["rel"] == "DERIVED_FROM" and edge["to_label"] == "Episode"
        said = edge["at"] or [0, 0]
        return (not source, said, edge["rel"], edge["to_label"], edge["to"], line(edge["p"]))

    edges = [{**e, "p": encode_properties(e["properties"], frozenset())} for e in row["edges"]]
    return sorted(edges, key=key)


def _edge(label: str, start: str, edge: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "edge",
        "rel": edge["rel"],
        "from": start,
        "from_label": label,
        "to": edge["to"],
        "to_label": edge["to_label"],
        "properties": edge["p"],
    }
