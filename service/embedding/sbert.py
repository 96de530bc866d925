"""Any model sentence-transformers can load offline: a directory, a package that ships one,
or a name in the user's cache (see ``base.resolve_model_path``)."""

from __future__ import annotations

import os
import threading
from pathlib import Path

from service.embedding.base import EmbeddingModelError, resolve_model_path


class SentenceTransformerEmbedder:
    """sentence-transformers on the CPU, normalised vectors (cosine = dot product)."""

    def __init__(self, model: str, batch_size: int = 64) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")
        os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
        from sentence_transformers import SentenceTransformer
        from transformers.utils import logging as transformers_logging

        transformers_logging.disable_progress_bar()

        path = resolve_model_path(model)
        tokenizer = Path(path) / "tokenizer.json"
        self.tokenizer_file: Path | None = tokenizer if tokenizer.is_file() else None
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
