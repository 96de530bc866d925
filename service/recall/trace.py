"""One structured log line per recall: what each channel found, what came out, what it cost.

Logged at INFO on ``service.recall.trace`` as one JSON object (non-ASCII kept as is):
``bank_id``, ``query``, ``resolved_query`` (after coreference), ``channels`` (per channel the
ids of its best candidates), ``final_ids`` (the memories returned, in order),
``context_tokens`` (of the context block) and ``stages_ms`` (the request's stage timings).

It reads only what recall already holds: the rows the recall query returned (the candidates,
``top_k`` plus a few, each with its per-channel scores), so it costs no extra query; the
channels are ranked only when the line will be written.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import Any

from service.timing import Timings

log = logging.getLogger("service.recall.trace")

TOP = 5  # ids per channel
# a channel's name in the line, and the score of a candidate row it is ranked by
CHANNELS = {"vector": "semantic", "full_text": "lexical", "entity": "entity", "graph": "graph"}


@dataclass(frozen=True)
class RecallTrace:
    bank_id: str
    query: str
    resolved_query: str
    candidates: list[dict[str, Any]]  # the recall query's rows, before settling and packing
    multilingual: bool  # the query was embedded in the multilingual space too
    final_ids: list[str]
    context_tokens: int

    def emit(self, timings: Timings) -> None:
        if not log.isEnabledFor(logging.INFO):
            return
        line = {
            "bank_id": self.bank_id,
            "query": self.query,
            "resolved_query": self.resolved_query,
            "channels": channel_tops(self.candidates, self.multilingual),
            "final_ids": self.final_ids,
            "context_tokens": self.context_tokens,
            "stages_ms": {name: round(s * 1000, 2) for name, s in timings.stages.items()},
        }
        log.info("%s", json.dumps(line, ensure_ascii=False))


def channel_tops(rows: list[dict[str, Any]], multilingual: bool) -> dict[str, list[str]]:
    """Per channel, the ids of the ``TOP`` candidates it scored highest (a score of 0 is no
    hit). With the query embedded in the multilingual space too, a memory that has a
    multilingual vector is matched in that space: its semantic score counts for the
    "multilingual" channel, every other memory's for "vector"."""
    tops: dict[str, list[str]] = {}
    for channel, score in CHANNELS.items():
        pool = rows
        if channel == "vector" and multilingual:
            pool = [row for row in rows if not row.get("multilingual")]
        tops[channel] = _best(pool, score)
    if multilingual:
        tops["multilingual"] = _best([r for r in rows if r.get("multilingual")], "semantic")
    return tops


def _best(rows: list[dict[str, Any]], score: str) -> list[str]:
    scored = [(float(row["scores"].get(score) or 0.0), row["id"]) for row in rows]
    ranked = sorted((pair for pair in scored if pair[0] > 0), key=lambda p: -p[0])
    return [memory_id for _, memory_id in ranked[:TOP]]
