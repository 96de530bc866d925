"""Recall latency at scale: banks of 1k, 10k and 100k memories of realistic text, timed over
HTTP beside the bare `db.index.vector.queryNodes` call in the same run.

    python -m bench.recall_scale --sizes 1000,10000,100000 --queries 200 [--keep]

Building a 100k bank through the retain pipeline would take most of an hour on 2 cores, so
the banks are loaded directly with the service's own write queries (encoding.create_episodes,
encoding.create_memories, encoding.link_precedes): the same nodes, properties, entities and
PRECEDES chains retain writes, without the per-request dedupe and conflict checks. Texts are
LoCoMo turns, observations and summaries, cut into sentences and recombined in pairs so that
no two memories are identical; entities come from the service's extractor.

With --online each bank's vector index is made first and the memories are written 64 to a
transaction, as retain writes them: the index then grows segment by segment, as a bank of a
live service does, instead of being built in one population.
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import random
import re
import time
import uuid
from datetime import UTC, datetime, timedelta
from typing import Any

from bench.common import locomo, percentile, service, summary_ms
from service.banks import bank_key
from service.cypher import load_queries
from service.embedding.loader import load_embedder
from service.graph import Graph, GraphTimeouts
from service.language.entities import EntityExtractor
from service.localdb import from_settings
from service.settings import Settings
from service.vector_indexes import BankVectorIndexes, index_name

_SENTENCE = re.compile(r"(?<=[.!?])\s+")


def sentences() -> list[str]:
    found: set[str] = set()
    for conv in locomo():
        c = conv["conversation"]
        for key, value in c.items():
            if key.startswith("session_") and isinstance(value, list):
                for turn in value:
                    found.update(s for s in _SENTENCE.split(turn["text"]) if len(s) > 20)
        for field in ("observation", "session_summary", "event_summary"):
            found.update(_strings(conv.get(field)))
    return sorted(found)


def _strings(node: Any) -> list[str]:
    if isinstance(node, str):
        return [s for s in _SENTENCE.split(node) if len(s) > 20]
    if isinstance(node, dict):
        return [s for v in node.values() for s in _strings(v)]
    if isinstance(node, list):
        return [s for v in node for s in _strings(v)]
    return []


def texts(n: int, seed: int = 7) -> list[str]:
    base = sentences()
    rng = random.Random(seed)
    out = list(base[:n])
    pairs = itertools.product(range(len(base)), repeat=2)
    while len(out) < n:
        i, j = next(pairs)
        if i != j and rng.random() < 0.02:
            out.append(f"{base[i]} {base[j]}")
    return out[:n]


async def load_bank(graph: Graph, bank: str, items: list[str], batch: int = 500) -> float:
    queries = load_queries()
    settings = Settings()
    embedder = load_embedder(settings.embedding_model, settings.embedding_batch_size)
    extractor = EntityExtractor(settings.spacy_model)
    start = datetime(2025, 1, 1, tzinfo=UTC)
    started = time.perf_counter()
    previous: str | None = None
    for offset in range(0, len(items), batch):
        chunk = items[offset : offset + batch]
        vectors = await asyncio.to_thread(embedder.embed_documents, chunk)
        mentions = await asyncio.to_thread(extractor.extract_many, chunk)
        now = datetime.now(UTC)
        episodes, memories, links = [], [], []
        for k, (text, vector, found) in enumerate(zip(chunk, vectors, mentions, strict=True)):
            when = start + timedelta(minutes=10 * (offset + k))
            episode, memory = str(uuid.uuid4()), str(uuid.uuid4())
            session = f"s{(offset + k) // 40}"
            episodes.append(
                {
                    "id": episode,
                    "role": "user",
                    "session_id": session,
                    "content": text,
                    "timestamp": when,
                    "metadata_json": None,
                    "idempotency_key": None,
                    "request_id": "bench",
                }
            )
            memories.append(
                {
                    "id": memory,
                    "episode_id": episode,
                    "text": text,
                    "search_text": text.lower(),
                    "kind": "fact",
                    "embedding": vector,
                    "embedding_ml": None,
                    "importance": 0.5,
                    "half_life_days": 14.0,
                    "occurred_at": when,
                    "valid_until": None,
                    "session_id": session,
                    "role": "user",
                    "confidence": 1.0,
                    "signals": [],
                    "language": "en",
                    "entities": [{"key": e.key, "name": e.name, "kind": e.kind} for e in found],
                }
            )
            if previous is not None and (offset + k) % 40:
                links.append({"from_id": previous, "to_id": memory, "weight": 1.0})
            previous = memory

        async def write(
            tx: Any, episodes=episodes, memories=memories, links=links, now=now
        ) -> None:
            await tx.run(
                queries["encoding.create_episodes"],
                bank_id=bank,
                now=now,
                default_settings_json=None,
                embedding_model=Settings().embedding_model,
                episodes=episodes,
            )
            await tx.run(
                queries["encoding.create_memories"],
                bank_id=bank,
                now=now,
                bank_key=bank_key(bank),
                memories=memories,
                embedding_model=Settings().embedding_model,
                multilingual_model=None,
            )
            if links:
                await tx.run(queries["encoding.link_precedes"], bank_id=bank, now=now, pairs=links)

        await graph.write_transaction(write)
    return time.perf_counter() - started


async def bare_vector(graph: Graph, index: str, questions: list[str], k: int) -> list[float]:
    embedder = load_embedder(Settings().embedding_model, 64)
    vectors = [embedder.embed_query(q) for q in questions]
    samples = []
    async with graph.driver.session(database=graph.database) as session:
        for vector in vectors:
            started = time.perf_counter()
            result = await session.run(
                "CALL db.index.vector.queryNodes($index, $k, $v) "
                "YIELD node, score RETURN node.id AS id, score",
                index=index,
                k=k,
                v=vector,
            )
            await result.consume()
            samples.append(time.perf_counter() - started)
    return samples


async def run(args: argparse.Namespace) -> None:
    settings = Settings()
    local = from_settings(settings)
    await asyncio.to_thread(local.start)
    graph = Graph.connect(
        local.bolt_uri, ("neo4j", local.password() or ""), "neo4j", GraphTimeouts(5, 600)
    )
    questions = [qa["question"] for conv in locomo() for qa in conv["qa"]]
    sizes = [int(s) for s in args.sizes.split(",")]
    dimensions = load_embedder(settings.embedding_model, 64).dimensions
    indexes = BankVectorIndexes(graph, load_queries(), dimensions, 1)
    banks = {}
    reuse = dict(item.split("=", 1) for item in args.reuse)
    for size in sizes:
        if str(size) in reuse:
            banks[size] = reuse[str(size)]
            print(f"reusing {banks[size]} (loaded earlier with {size} memories)", flush=True)
            continue
        bank = f"bench-scale-{size}-{uuid.uuid4().hex[:6]}"
        if args.online:  # the index first, then the memories 64 to a transaction, as retain
            await indexes.create(bank)
        seconds = await load_bank(graph, bank, texts(size), 64 if args.online else 500)
        banks[size] = bank
        print(f"loaded {size} memories into {bank} in {seconds:.0f} s", flush=True)
    with service(args.url) as client:  # its start-up labels memories loaded before bank labels
        # Each bank's own vector index (recall makes it in the background once a bank is
        # large enough; here it is made and awaited before timing). The bare call uses it.
        for bank in banks.values():
            started = time.perf_counter()
            await indexes.create(bank)
            print(f"index of {bank} online in {time.perf_counter() - started:.0f} s", flush=True)
        # Each size gets questions of its own (the service caches the understanding of a
        # query text, so a question asked at an earlier size would be cheaper here), and
        # its first 20 only warm up the connection.
        rounds = itertools.cycle(questions)
        for size in sizes:
            bank = banks[size]
            asked = [next(rounds) for _ in range(20 + args.queries)]
            for q in asked[:20]:
                client.post(f"/v1/banks/{bank}/recall", json={"query": q, "top_k": args.top_k})
            samples = []
            stages: dict[str, list[float]] = {}
            for q in asked[20:]:
                started = time.perf_counter()
                r = client.post(f"/v1/banks/{bank}/recall", json={"query": q, "top_k": args.top_k})
                samples.append(time.perf_counter() - started)
                r.raise_for_status()
                for part in r.headers.get("server-timing", "").split(","):
                    name, _, dur = part.strip().partition(";dur=")
                    if dur:
                        stages.setdefault(name, []).append(float(dur))
            bare = await bare_vector(graph, index_name(bank), asked[20:], args.top_k)
            ratio = percentile(samples, 95) / max(percentile(bare, 95), 1e-9)
            print(f"bank {size:>6}: recall over HTTP {summary_ms(samples)}")
            print(f"             bare queryNodes   {summary_ms(bare)}  (p95 ratio {ratio:.1f}x)")
            medians = ", ".join(f"{k} {percentile(v, 50):.1f}" for k, v in stages.items())
            print(f"             stage medians (ms): {medians}", flush=True)
        # A bank loaded here is deleted unless asked to keep it: every run would leave 10k
        # or 100k memories and a vector index behind, and later runs slow down with them.
        loaded = [b for size, b in banks.items() if str(size) not in reuse]
        for bank in loaded if not args.keep else []:
            client.delete(f"/v1/banks/{bank}", timeout=600).raise_for_status()
            print(f"deleted {bank} (--keep keeps it for --reuse)", flush=True)
    await graph.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sizes", default="1000,10000,100000")
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--top-k", type=int, default=10)
    parser.add_argument("--url", help="a running service (default: start one)")
    parser.add_argument(
        "--online",
        action="store_true",
        help="make each bank's vector index first and write its memories 64 to a "
        "transaction, as retain does (the index grows online, segment by segment), instead "
        "of loading the bank and then indexing it",
    )
    parser.add_argument(
        "--reuse",
        action="append",
        default=[],
        metavar="SIZE=BANK",
        help="query a bank an earlier run kept (--keep; its id is printed) instead of loading one",
    )
    parser.add_argument(
        "--keep",
        action="store_true",
        help="keep the banks loaded by this run (default: delete them once timed)",
    )
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
