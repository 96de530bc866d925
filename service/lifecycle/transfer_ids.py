"""How the ids of an imported bank are chosen, and every reference to them rewritten.

Into the bank it was exported from, a record keeps its ids. Into another bank:

- an **episode** retain made with a derived id (``retain.episode_id``: from the bank and the
  item's session, role, time and words, or from its idempotency key and place in the request)
  gets the id retain would derive for the item in the new bank, so that sending the same item
  to the new bank later is recognised as a repeat. The export does not say which way an id
  was made, so each way is tried against the source bank; an episode whose text changed
  since (redacted by a hard forget, compacted: then its archived text is tried) or whose id
  was random gets ``transfer.mapped_id``. The ids re-derived are recorded in the target bank
  (``TransferId`` nodes), so that references in later batches find them;
- every other id (memories, consolidation runs, tombstones) is ``transfer.mapped_id``.

References rewritten: edge ends, a member's ``consolidated_into``, ``consolidated_by`` and
``compacted_by`` (runs), a lesson's ``related_episode_ids``, a tombstone's ``id``, an
archive's ``episode_id``, and the memory id a CHANGED edge's reason names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from neo4j.time import DateTime
from pydantic import ValidationError

from service.encoding.retain import episode_id
from service.lifecycle.transfer import mapped_id
from service.models import RetainItem

_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
_ANY_ITEM = RetainItem(content="-")  # an id made from an idempotency key reads no item


@dataclass
class Ids:
    source: str
    target: str
    max_items: int  # items per retain request: the places an idempotency key may number
    episodes: dict[str, str] = field(default_factory=dict)  # re-derived: old id → new id

    @property
    def kept(self) -> bool:
        return self.source == self.target

    def node(self, old: str) -> str:
        """A memory's, a run's or an erased node's id in the target bank."""
        return mapped_id(self.source, self.target, old)

    def episode(self, old: str) -> str:
        return self.episodes.get(old) or mapped_id(self.source, self.target, old)

    def derive_episode(self, old: str, props: dict[str, Any], archive: dict[str, Any]) -> str:
        """The episode's id in the target bank (see the module docstring); a re-derived one
        is remembered for the references that follow."""
        if self.kept:
            return old
        found = self._rederived(old, props, [props.get("text"), archive.get("text")])
        if found is None:
            return mapped_id(self.source, self.target, old)
        self.episodes[old] = found
        return found

    def _rederived(self, old: str, props: dict[str, Any], texts: list[Any]) -> str | None:
        key = props.get("idempotency_key")
        if isinstance(key, str):
            for index in range(self.max_items):
                if episode_id(self.source, _ANY_ITEM, index, key) == old:
                    return episode_id(self.target, _ANY_ITEM, index, key)
            return None
        at = props.get("timestamp")
        if not isinstance(at, DateTime) or at.tzinfo is None:
            return None
        for text in dict.fromkeys(t for t in texts if isinstance(t, str)):
            try:
                item = RetainItem(
                    content=text,
                    role=props.get("role", "user"),
                    session_id=props.get("session_id"),
                    timestamp=at.to_native(),
                )
            except ValidationError:
                continue
            if episode_id(self.source, item, 0, None) == old:
                return episode_id(self.target, item, 0, None)
        return None

    # --- references in properties ---------------------------------------------------------
    def memory_properties(self, props: dict[str, Any]) -> dict[str, Any]:
        out = dict(props)
        if isinstance(out.get("consolidated_into"), str):
            out["consolidated_into"] = self.node(out["consolidated_into"])
        if isinstance(out.get("consolidated_by"), str):
            out["consolidated_by"] = self.node(out["consolidated_by"])
        if isinstance(out.get("related_episode_ids"), list):
            out["related_episode_ids"] = [self.episode(e) for e in out["related_episode_ids"]]
        return out

    def episode_properties(self, props: dict[str, Any]) -> dict[str, Any]:
        out = dict(props)
        if isinstance(out.get("compacted_by"), str):
            out["compacted_by"] = self.node(out["compacted_by"])
        return out

    def change_properties(self, props: dict[str, Any]) -> dict[str, Any]:
        """A CHANGED edge's reason names the memory a cluster went into."""
        out = dict(props)
        if isinstance(out.get("reason"), str) and not self.kept:
            out["reason"] = _UUID.sub(lambda m: self.node(m.group(0)), out["reason"])
        return out

    def episode_references(self, props: dict[str, Any]) -> list[str]:
        """The episode ids a memory's properties name."""
        ids = props.get("related_episode_ids")
        return [e for e in ids if isinstance(e, str)] if isinstance(ids, list) else []
