"""Cosines with the common direction taken out. The multilingual model puts every Chinese
sentence near one mean direction (lines about nothing alike 0.9, a habit and its change
0.92), so a raw cosine says little of whether two lines are of one thing. Measured from the
mean of everyday lines (``data/background_zh.txt``: chat of work, family, food, health,
money, travel and the assistant's replies), the same pairs spread apart: a habit and the
habit that replaced it ("我午饭一般都在公司食堂解决" / "最近都自己带饭了") 0.23, lines of
other things mostly below 0.1, though two short remarks of a day may reach 0.25 ("老板今天心情
不错" / "下午还有个会 好困"): a sign to weigh with others, not a verdict by itself. This is
"all-but-the-top" post-processing with its first step only (Mu and Viswanath 2018)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import numpy as np

from service.embedding.base import Embedder

_BACKGROUND = Path(__file__).with_name("data") / "background_zh.txt"
_MEANS: dict[str, np.ndarray] = {}


@cache
def _background() -> tuple[str, ...]:
    lines = _BACKGROUND.read_text(encoding="utf-8").splitlines()
    return tuple(line.strip() for line in lines if line.strip())


def mean_direction(embedder: Embedder) -> np.ndarray:
    """The mean of ``embedder``'s unit vectors of the background lines, embedded once per
    model. CPU work on first use: run it off the event loop."""
    mean = _MEANS.get(embedder.name)
    if mean is None:
        vectors = np.asarray(embedder.embed_documents(list(_background())), dtype=np.float32)
        vectors /= np.linalg.norm(vectors, axis=1, keepdims=True) + 1e-9
        mean = _MEANS[embedder.name] = vectors.mean(axis=0)
    return mean


def centred_cosines(embedder: Embedder, vectors: np.ndarray) -> np.ndarray:
    """Pairwise cosines of ``vectors`` (rows, in ``embedder``'s space) measured from the mean
    direction of that space's everyday lines."""
    unit = vectors / (np.linalg.norm(vectors, axis=1, keepdims=True) + 1e-9)
    centred = unit - mean_direction(embedder)
    centred /= np.linalg.norm(centred, axis=1, keepdims=True) + 1e-9
    return np.asarray(centred @ centred.T)
