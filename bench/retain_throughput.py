"""Retain throughput without an LLM, and where the time goes.

    python -m bench.retain_throughput --turns 10000

Retains N LoCoMo turns over HTTP (batches of --batch items; the 2,760 dev turns are spread
over several banks so no bank sees the same text twice), reads each response's Server-Timing
header (analyse = segmentation, kinds, times, spaCy/jieba; embed; graph = the Neo4j
transaction), then times the embedding model alone on the same texts in this process.
"""

from __future__ import annotations

import argparse
import time
import uuid
from collections import Counter

from bench.common import locomo, locomo_turns, service
from service.embedding.loader import load_embedder
from service.settings import Settings


def _stages(header: str) -> dict[str, float]:
    out = {}
    for part in header.split(","):
        name, _, dur = part.strip().partition(";dur=")
        if dur:
            out[name] = float(dur) / 1000
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--turns", type=int, default=10_000)
    parser.add_argument("--batch", type=int, default=64)
    parser.add_argument("--url", help="a running service (default: start one)")
    args = parser.parse_args()

    turns = [item for conv in locomo() for item in locomo_turns(conv)]
    run = uuid.uuid4().hex[:6]
    jobs = []  # (bank, items)
    for copy in range(-(-args.turns // len(turns))):
        chunk = turns[: min(len(turns), args.turns - copy * len(turns))]
        jobs.append((f"bench-retain-{run}-{copy}", chunk))
    stages: Counter[str] = Counter()
    created = merged = skipped = 0
    with service(args.url) as client:
        started = time.perf_counter()
        for bank, items in jobs:
            for i in range(0, len(items), args.batch):
                response = client.post(
                    f"/v1/banks/{bank}/memories", json={"items": items[i : i + args.batch]}
                )
                response.raise_for_status()
                body = response.json()
                created += len(body["created"])
                merged += len(body["merged"])
                skipped += len(body["skipped"])
                stages.update(_stages(response.headers.get("server-timing", "")))
        wall = time.perf_counter() - started
    n = sum(len(items) for _, items in jobs)
    print(
        f"pipeline: {n} turns in {wall:.1f} s = {n / wall:.1f} turns/s; "
        f"{created} memories created, {merged} merged, {skipped} small talk skipped "
        f"({(created + merged) / wall:.1f} memories/s)"
    )
    total = sum(stages.values())
    for name, secs in stages.most_common():
        print(f"  {name:8s} {secs:7.1f} s  {100 * secs / wall:5.1f}% of wall")
    print(f"  other    {wall - total:7.1f} s  (HTTP, JSON, validation, episode lookups)")

    embedder = load_embedder(Settings().embedding_model, Settings().embedding_batch_size)
    texts = [item["content"] for _, items in jobs for item in items]
    embedder.embed_documents(texts[:64])  # warm-up
    started = time.perf_counter()
    for i in range(0, len(texts), args.batch):
        embedder.embed_documents(texts[i : i + args.batch])
    alone = time.perf_counter() - started
    print(
        f"embedding alone ({embedder.name}): {len(texts)} turns in {alone:.1f} s = "
        f"{len(texts) / alone:.1f} turns/s"
    )
    print(f"pipeline / embedding alone: {100 * (n / wall) / (len(texts) / alone):.0f}%")


if __name__ == "__main__":
    main()
