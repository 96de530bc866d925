"""An import batch as the write queries take it: each record's properties with its ids and
references moved to the target bank (``transfer_ids``), grouped by the query that writes them.

Kept from a bank record: name, description, settings (checked), and its times (created,
updated, consolidated); the counts are counted again after each batch, the models are the
service's. A memory keeps a vector only when the model it is tagged with is the one this
service embeds that space with, at the right length; any other is dropped, with its tag, and
made again after the batch (``transfer_import``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from service.banks import parse_settings
from service.embedding.spaces import Spaces
from service.errors import InvalidInput
from service.graph import Vector
from service.lifecycle.transfer import IMPLIED, VECTORS
from service.lifecycle.transfer_ids import Ids
from service.transfer_models import (
    BankRecord,
    ConsolidationRecord,
    EdgeRecord,
    EntityRecord,
    EpisodeRecord,
    MemoryRecord,
    Record,
    ReflectionRecord,
    TombstoneRecord,
)

BANK_FIELDS = ("name", "description", "settings_json", "created_at", "updated_at")
BANK_TIMES = ("consolidated_at",)
# (from label, to label) → the query that writes such edges
EDGE_QUERIES = {
    ("Memory", "Memory"): "transfer.merge_memory_edges",
    ("Memory", "Episode"): "transfer.merge_source_edges",
    ("Memory", "Entity"): "transfer.merge_mention_edges",
    ("Consolidation", "Memory"): "transfer.merge_change_edges",
}
# record type → the query that writes such nodes, in the order they are written
NODE_QUERIES = {
    "episode": "transfer.merge_episodes",
    "entity": "transfer.merge_entities",
    "memory": "transfer.merge_memories",
    "tombstone": "transfer.merge_tombstones",
    "reflection": "transfer.merge_reflections",
    "consolidation": "transfer.merge_consolidations",
}


@dataclass
class Batch:
    bank: dict[str, Any] = field(default_factory=dict)  # what a bank record sets
    nodes: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # type → rows
    edges: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # query → rows
    counts: Counter[str] = field(default_factory=Counter)  # records by type

    def memory_ids(self) -> list[str]:
        return [row["id"] for row in self.nodes.get("memory", [])]

    def episode_ids(self) -> list[str]:
        return [row["id"] for row in self.nodes.get("episode", [])]

    def touched(self) -> list[str]:
        """The memories this batch wrote or gave edges to: the ones that may be ready to be
        embedded after it."""
        starts = [
            row["from_id"]
            for (start, _), name in EDGE_QUERIES.items()
            if start == "Memory"
            for row in self.edges.get(name, [])
        ]
        return list(dict.fromkeys(self.memory_ids() + starts))


def derive_episodes(records: list[Record], ids: Ids) -> dict[int, str]:
    """Each episode record's new id, by its place in the batch (CPU: run it off the loop)."""
    return {
        i: ids.derive_episode(r.id, r.properties, r.archive or {})
        for i, r in enumerate(records)
        if isinstance(r, EpisodeRecord)
    }


def episode_references(records: list[Record], ids: Ids) -> list[str]:
    """The old episode ids the batch refers to that it does not bring itself."""
    named: list[str] = []
    for record in records:
        if isinstance(record, MemoryRecord):
            named += ids.episode_references(record.properties)
        elif isinstance(record, EdgeRecord) and record.to_label == "Episode":
            named.append(record.to)
    brought = {r.id for r in records if isinstance(r, EpisodeRecord)}
    return [e for e in dict.fromkeys(named) if e not in brought and e not in ids.episodes]


def batch(records: list[Record], ids: Ids, spaces: Spaces, episodes: dict[int, str]) -> Batch:
    out = Batch()
    for index, record in enumerate(records):
        out.counts[record.type] += 1
        if isinstance(record, BankRecord):
            out.bank = _bank(record)
        elif isinstance(record, EdgeRecord):
            name = EDGE_QUERIES[(record.from_label, record.to_label)]
            out.edges.setdefault(name, []).append(_edge(record, ids))
        else:
            row = _node(record, ids, spaces, episodes.get(index))
            out.nodes.setdefault(record.type, []).append(row)
    return out


def _bank(record: BankRecord) -> dict[str, Any]:
    props = {k: v for k, v in record.bank.items() if k in BANK_FIELDS + BANK_TIMES}
    try:
        parse_settings(props.get("settings_json"))
    except (ValidationError, ValueError) as exc:
        raise InvalidInput(f"bank.settings_json is not a bank's settings: {exc}") from None
    return props


def _node(record: Record, ids: Ids, spaces: Spaces, episode_id: str | None) -> dict[str, Any]:
    if isinstance(record, EpisodeRecord):
        assert episode_id is not None
        archive = record.archive
        return {
            "id": episode_id,
            "properties": ids.episode_properties(_own(record.properties)),
            "archive": {k: v for k, v in archive.items() if k not in IMPLIED} if archive else None,
            "source_id": record.id if ids.episodes.get(record.id) == episode_id else None,
        }
    if isinstance(record, MemoryRecord):
        props = ids.memory_properties(_own(record.properties))
        return {"id": ids.node(record.id), **_vectors(props, spaces), "properties": props}
    if isinstance(record, TombstoneRecord):
        new = ids.node(record.properties["id"])
        return {"id": new, "properties": {**_own(record.properties), "id": new}}
    if isinstance(record, ConsolidationRecord):
        return {"id": ids.node(record.id), "properties": _own(record.properties)}
    if isinstance(record, EntityRecord):
        return {"key": record.properties["key"], "properties": _own(record.properties)}
    assert isinstance(record, ReflectionRecord)
    return {"scope": record.properties["scope"], "properties": _own(record.properties)}


def _own(props: dict[str, Any]) -> dict[str, Any]:
    """Properties without those the target sets (and an id given beside them)."""
    return {k: v for k, v in props.items() if k not in IMPLIED and k != "id"}


def _vectors(props: dict[str, Any], spaces: Spaces) -> dict[str, Vector | None]:
    """Takes the vectors out of a memory's properties: those of this service's models, at
    their length, as the write takes them; any other is dropped with its model tag."""
    ml = spaces.multilingual
    models = {"embedding": spaces.primary, "embedding_ml": ml.embedder if ml else None}
    out: dict[str, Vector | None] = {}
    for name, tag in VECTORS.items():
        vector, model = props.pop(name, None), models[name]
        fits = (
            isinstance(vector, list)
            and model is not None
            and props.get(tag) == model.name
            and len(vector) == model.dimensions
            and all(isinstance(x, float) for x in vector)
        )
        out[name] = Vector(vector) if fits and isinstance(vector, list) else None
        if out[name] is None:
            props.pop(tag, None)
    return out


def _edge(record: EdgeRecord, ids: Ids) -> dict[str, Any]:
    props = record.properties
    start = ids.node(record.from_)
    if record.to_label == "Episode":
        end = ids.episode(record.to)
    elif record.to_label == "Entity":
        end = record.to
    else:
        end = ids.node(record.to)
    if record.rel == "CHANGED":
        props = ids.change_properties(props)
        return {
            "from_id": start,
            "to_id": end,
            "action": props["action"],
            "at": props["at"],
            "properties": props,
        }
    return {"from_id": start, "to_id": end, "rel": record.rel, "properties": props}
