"""How crowded a lesson's situation is among the bank's other lessons.

A lesson's vector is the mean of the situations it was learnt in (``reflect.widened``), and a
mean of several wordings lies nearer to every request than any one wording does: a lesson
learnt four times ("Send me the list of accounts that downgraded last month", then three more
asks) came back among the five nearest to nearly every new request, and pushed out the one
lesson the request was about, learnt once, in words of its own. This is the hubness of nearest
neighbours in embedding spaces, and the usual correction (CSLS, Conneau et al., 2018) reads a
cosine less by how near the item lies to its own nearest neighbours.

Each lesson's ``crowding`` is the mean cosine to its ``NEIGHBOURS`` nearest other lessons of
its space, less the mean of that over the bank's lessons of that space, so that on average a
lesson's cosine keeps its scale (the floors and margins of ``recall.lessons`` are on it). It is
worked out after each reflection that changed a lesson, for the whole bank (a new lesson
crowds its neighbours too), and ``recall.find_lessons_like`` reads a lesson's cosine as
``cosine - CROWDING_WEIGHT * crowding`` (``service.recall.lessons``).

Measured on bench.lessons before it was used (open parts, every round after the first, each
recall scored by where the right lesson stood among the bank's lessons at that moment): the
right lesson was among the five nearest for 75 of 90 English requests by plain cosine, and
for 79 with the correction at weight 0.25 or 0.5; Chinese 83 of 90 by plain cosine, 84 at
0.25 and 79 at 0.5. With it (weight 0.25), the whole benchmark (80 families, recalling with
the request) went from 17.9% to 15.0% repeated failures, English 22.5 -> 17.5, Chinese
13.3 -> 12.5, the held-out part D 28.3 -> 25.0; recalling with the request and the tool it
stayed 6.7%.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

__all__ = ["LESSONS_READ", "NEIGHBOURS", "crowding"]

NEIGHBOURS = 10  # the nearest other lessons a lesson's crowding is the mean cosine to
LESSONS_READ = 2000  # the most lessons of a bank compared (the most recent)


def crowding(rows: Sequence[dict[str, Any]]) -> dict[str, float]:
    """Each lesson's crowding (see the module), by id. ``rows``: id, vector (unit length),
    ml (whether the vector is in the multilingual space). Lessons of one space are compared
    with each other only; a space with fewer than three lessons crowds none of them."""
    out: dict[str, float] = {}
    for multilingual in (False, True):
        mine = [r for r in rows if bool(r["ml"]) == multilingual]
        sizes = {len(r["vector"]) for r in mine}
        if len(mine) < 3 or len(sizes) != 1:
            out.update({str(r["id"]): 0.0 for r in mine})
            continue
        vectors = np.asarray([r["vector"] for r in mine], dtype=np.float32)
        near = _nearest_mean(vectors @ vectors.T, min(NEIGHBOURS, len(mine) - 1))
        centred = near - float(near.mean())
        out.update({str(r["id"]): float(c) for r, c in zip(mine, centred, strict=True)})
    return out


def _nearest_mean(similar: np.ndarray, k: int) -> np.ndarray:
    """For each row of a square matrix of cosines, the mean of its ``k`` highest cosines to
    the others (its own on the diagonal left out)."""
    np.fill_diagonal(similar, -np.inf)
    top = -np.partition(-similar, k - 1, axis=1)[:, :k]
    return np.asarray(top.mean(axis=1))
