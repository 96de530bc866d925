"""Reading what a bank holds: one memory with its sources and edges, filtered pages of
memories (cursor-paginated), and a memory's history, oldest first."""

from __future__ import annotations

import base64
import binascii
import json
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from service.cypher import Queries
from service.errors import InvalidInput, NotFound
from service.graph import Graph, to_datetime
from service.language.entities import entity_key
from service.language.timebase import EARLIEST, LATEST
from service.lifecycle_models import (
    EntityOut,
    EpisodeSource,
    History,
    HistoryStep,
    ListedMemory,
    MemoryDetail,
    MemoryEdge,
    MemoryOut,
    MemoryPage,
)
from service.models import KINDS, STATUSES, Source, metadata_of

# What a listing shows unless asked: what recall can return, and what is in its history.
LISTED: list[str] = [s for s in STATUSES if s != "forgotten"]
# the fields of a memory that are times: read from the graph's temporal values
_TIMES = tuple(k for k, f in MemoryOut.model_fields.items() if f.annotation == datetime | None)
_LESSON = ("goal", "outcome", "attribution", "lesson", "related_episode_ids", "method", "source")


@dataclass(frozen=True)
class Listing:
    """What a page of memories is filtered by."""

    statuses: list[str]
    kinds: list[str] | None = None
    flag: str | None = None
    tag: str | None = None
    session_id: str | None = None
    entity: str | None = None
    since: datetime | None = None
    until: datetime | None = None
    limit: int = 50
    cursor: str | None = None


def memory_out(props: dict[str, Any]) -> dict[str, Any]:
    """The fields of ``MemoryOut`` from a memory's stored properties."""
    out: dict[str, Any] = {
        k: props.get(k)
        for k in MemoryOut.model_fields
        if k not in _TIMES and k not in ("lesson", "tags", "flags", "access_count")
    }
    for key in _TIMES:
        out[key] = to_datetime(props.get(key))
    out["tags"] = list(props.get("tags") or [])
    out["flags"] = list(props.get("flags") or [])
    out["access_count"] = int(props.get("access_count") or 0)
    out["importance"] = float(props.get("importance") or 0.0)
    if props.get("kind") == "lesson":
        out["lesson"] = {k: props.get(k) for k in _LESSON if props.get(k) is not None}
    return out


async def get_memory(graph: Graph, queries: Queries, bank_id: str, memory_id: str) -> MemoryDetail:
    rows = await graph.read(queries["memories.get_memory"], bank_id=bank_id, memory_id=memory_id)
    if not rows:
        raise NotFound(f"bank {bank_id!r} holds no memory {memory_id!r}")
    row = rows[0]
    return MemoryDetail(
        **memory_out(row["memory"]),
        sources=[
            EpisodeSource(
                episode_id=e["episode_id"],
                role=e["role"],
                session_id=e["session_id"],
                timestamp=to_datetime(e["timestamp"]),
                text=e["text"],
                metadata=metadata_of(e["metadata_json"]),
                compacted_at=to_datetime(e["compacted_at"]),
            )
            for e in row["episodes"]
        ],
        edges=[
            MemoryEdge(**{**edge, "at": to_datetime(edge["at"])})
            for edge in sorted(row["edges"], key=lambda e: (e["type"], e["direction"]))
        ],
        entities=[EntityOut(**e) for e in row["entities"]],
    )


async def list_memories(
    graph: Graph, queries: Queries, bank_id: str, listing: Listing
) -> MemoryPage:
    cursor_at, cursor_id = _read_cursor(listing.cursor)
    rows = await graph.read(
        queries["memories.list_memories"],
        bank_id=bank_id,
        statuses=listing.statuses,
        kinds=listing.kinds or list(KINDS),
        flag=listing.flag,
        tag=listing.tag,
        session_id=listing.session_id,
        entity_key=entity_key(listing.entity) if listing.entity else None,
        since=listing.since or EARLIEST,
        until=listing.until or LATEST,
        cursor_at=cursor_at,
        cursor_id=cursor_id,
        limit=listing.limit + 1,
    )
    page = rows[: listing.limit]
    memories = [
        ListedMemory(
            **memory_out(row["memory"]),
            sources=[Source.from_row(s) for s in row["sources"]],
            entities=list(row["entities"]),
        )
        for row in page
    ]
    more = len(rows) > listing.limit
    last = page[-1] if page else None
    cursor = _write_cursor(to_datetime(last["at"]), last["memory"]["id"]) if more and last else None
    return MemoryPage(memories=memories, next=cursor)


def _write_cursor(at: datetime | None, memory_id: str) -> str:
    raw = json.dumps([at.isoformat() if at else None, memory_id])
    return base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")


def _read_cursor(cursor: str | None) -> tuple[datetime | None, str]:
    if not cursor:
        return None, ""
    try:
        padded = cursor + "=" * (-len(cursor) % 4)
        at, memory_id = json.loads(base64.urlsafe_b64decode(padded.encode()))
        if not isinstance(memory_id, str) or not isinstance(at, str):
            raise ValueError("bad cursor")
        return datetime.fromisoformat(at), memory_id
    except (ValueError, TypeError, binascii.Error, json.JSONDecodeError):
        raise InvalidInput("cursor is not one this service gave out") from None


async def history(graph: Graph, queries: Queries, bank_id: str, memory_id: str) -> History:
    """Every memory the memory's story runs through (its earlier and later versions, what
    negated it or it negated, what it was consolidated into or from), as dated steps,
    oldest first."""
    rows = await graph.read(
        queries["memories.find_history"], bank_id=bank_id, memory_id=memory_id, depth=200
    )
    if not rows:
        raise NotFound(f"bank {bank_id!r} holds no memory {memory_id!r}")
    by_id = {row["id"]: row for row in rows}
    steps: list[HistoryStep] = []

    def step(event: str, row: dict[str, Any], at: Any, **extra: Any) -> None:
        steps.append(
            HistoryStep(
                at=to_datetime(at),
                event=event,  # type: ignore[arg-type]
                memory_id=row["id"],
                text=row["text"],
                kind=row["kind"],
                status=row["status"],
                **extra,
            )
        )

    for row in rows:
        origin = row["origin"]
        event = {"correction": "corrected", "consolidation": "derived"}.get(origin, "created")
        step(event, row, row["known_from"], reason=origin)
        for edge in row["edges"]:
            target = by_id.get(edge["to"])
            if target is None:
                continue
            if edge["type"] == "SUPERSEDES":
                step("superseded", target, edge["at"], by=row["id"], reason=edge["reason"])
            elif edge["type"] == "NEGATES":
                step("negated", target, edge["at"], by=row["id"], reason=edge["reason"])
            elif edge["type"] == "DERIVED_FROM":
                step("consolidated", target, edge["at"], by=row["id"], reason=edge["reason"])
        for field, event in (
            ("cold_at", "cold"),
            ("expired_at", "expired"),
            ("forgotten_at", "forgotten"),
            ("restored_at", "restored"),
        ):
            if row[field] is not None:
                reason = row["forget_reason"] if event == "forgotten" else None
                step(event, row, row[field], reason=reason)
    order = {"created": 0, "corrected": 0, "derived": 0}
    steps.sort(
        key=lambda s: (
            s.at.timestamp() if s.at else float("-inf"),
            order.get(s.event, 1),
        )
    )
    return History(memory_id=memory_id, steps=steps)
