"""LoCoMo evidence recall: the service against BM25 and dense-only baselines.

    python -m bench.locomo                                   # all five dev conversations
    python -m bench.locomo --conversations conv-26 --limit-questions 40   # a quick run
    python -m bench.locomo --mode precise --reuse bench/results/locomo-<ts>.json
        # recall again, cross-encoder reranking, against the banks an earlier run retained
    python -m bench.locomo --zh                 # the Chinese set (bench/data/zh_*.json)
    python -m bench.locomo --zh --reuse <run> --weights lexical=0,entity=0,graph=0
        # one channel alone (here: dense), by the banks' recall weights

For each conversation, every turn is retained through the public API into a fresh bank
(batches of 64), then each question of categories 1-4 is recalled with ``now`` set to the last
session's time. Scoring follows shared/data/README.md: walk the ranked memories, collect their
sources' dia_ids in order, keep the first k distinct ones; recall@k is the share of the
question's evidence ids (those that name a turn) among them. The baselines (bench.baselines)
rank the same turns in-process, each turn its own document. Prints a table and writes
bench/results/locomo-<timestamp>.json (the banks are left in place for inspection).
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
import uuid
from datetime import UTC, datetime
from pathlib import Path

import httpx

from bench.baselines import BM25, Dense
from bench.common import (
    REPO,
    ZH_CONVERSATIONS,
    ZH_HELD_OUT,
    locomo,
    locomo_turns,
    percentile,
    service,
    session_time,
)

CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop"}
SYSTEMS = ["hindsight", "bm25", "dense"]  # "dense-ml" too when the data has Chinese
RESULTS = REPO / "bench" / "results"
BATCH = 64
WARMUP = 3


def last_session_time(conversation: dict) -> datetime:
    conv = conversation["conversation"]
    n = 1
    while f"session_{n + 1}" in conv:
        n += 1
    return session_time(conv[f"session_{n}_date_time"])


def questions_of(conversation: dict, turn_ids: set[str], limit: int | None) -> list[dict]:
    """Questions of categories 1-4 with at least one evidence id that names a turn."""
    out = []
    for qa in conversation["qa"]:
        if qa.get("category") not in CATEGORIES:
            continue
        evidence = [e for e in qa.get("evidence", []) if e in turn_ids]
        if not evidence:
            continue
        out.append({"question": qa["question"], "category": qa["category"], "evidence": evidence})
    return out[:limit] if limit else out


def ranked_dia_ids(memories: list[dict]) -> list[str]:
    """Distinct source dia_ids of ranked memories, in rank order (a memory may have several)."""
    seen: list[str] = []
    for memory in memories:
        for source in memory.get("sources") or []:
            dia_id = (source.get("metadata") or {}).get("dia_id")
            if dia_id and dia_id not in seen:
                seen.append(dia_id)
    return seen


def recall_at(ranked: list[str], evidence: list[str], k: int) -> float:
    wanted = set(evidence)
    return len(wanted & set(ranked[:k])) / len(wanted)


def set_weights(client: httpx.Client, bank: str, weights: dict[str, float]) -> None:
    """The bank's recall weights (the others keep their values)."""
    current = client.get(f"/v1/banks/{bank}")
    base = current.json()["settings"]["weights"] if current.status_code == 200 else {}
    body = {"settings": {"weights": {**base, **weights}}}
    client.put(f"/v1/banks/{bank}", json=body).raise_for_status()


def retain(client: httpx.Client, bank: str, items: list[dict]) -> dict:
    counts = {"created": 0, "merged": 0, "skipped": 0, "unchanged": 0}
    started = time.perf_counter()
    for i in range(0, len(items), BATCH):
        response = client.post(f"/v1/banks/{bank}/memories", json={"items": items[i : i + BATCH]})
        response.raise_for_status()
        body = response.json()
        for key in counts:
            counts[key] += len(body.get(key, []))
    return {"seconds": time.perf_counter() - started, **counts}


def ask(
    client: httpx.Client, bank: str, question: str, top_k: int, now: str, mode: str = "fast"
) -> tuple[list[str], float]:
    """One recall over HTTP: the ranked distinct dia_ids and the seconds it took."""
    started = time.perf_counter()
    response = client.post(
        f"/v1/banks/{bank}/recall",
        json={"query": question, "top_k": top_k, "now": now, "mode": mode},
    )
    elapsed = time.perf_counter() - started
    response.raise_for_status()
    return ranked_dia_ids(response.json()["memories"]), elapsed


def run_service(
    client: httpx.Client,
    conversations: list[dict],
    top_k: int,
    mode: str = "fast",
    weights: dict[str, float] | None = None,
) -> dict:
    """Retain each conversation into a fresh bank, recall its questions: ranked ids, latency."""
    runs = {}
    latencies: list[float] = []
    for conv in conversations:
        sid = conv["sample_id"]
        if conv.get("bank"):  # --reuse: a bank retained by an earlier run
            bank, stats = conv["bank"], conv["retain"]
            print(f"[{sid}] reusing {bank}", flush=True)
        else:
            bank = f"bench-locomo-{sid}-{uuid.uuid4().hex[:8]}"
            if weights:
                set_weights(client, bank, weights)
            stats = retain(client, bank, conv["turns"])
            n = len(conv["turns"])
            print(
                f"[{sid}] retained {n} turns into {bank} in {stats['seconds']:.1f} s: "
                f"{n / stats['seconds']:.1f} turns/s, {stats['created']} memories created "
                f"({stats['created'] / stats['seconds']:.1f} memories/s), "
                f"{stats['merged']} merged, {stats['skipped']} skipped",
                flush=True,
            )
        if weights and conv.get("bank"):
            set_weights(client, bank, weights)
        now = conv["now"].isoformat()
        for qa in conv["questions"][:WARMUP]:
            ask(client, bank, qa["question"], top_k, now, mode)
        ranked = []
        for qa in conv["questions"]:
            ids, elapsed = ask(client, bank, qa["question"], top_k, now, mode)
            ranked.append(ids)
            latencies.append(elapsed)
        runs[sid] = {"bank": bank, "retain": stats, "ranked": ranked}
    return {"runs": runs, "latencies": latencies}


def run_baselines(conversations: list[dict], top_k: int, embedders: dict) -> dict[str, dict]:
    """Ranked dia_ids per conversation and question for BM25 and dense-only (one per model
    in ``embedders``: name of the system → embedder)."""
    out: dict[str, dict] = {"bm25": {}, **{name: {} for name in embedders}}
    for conv in conversations:
        docs = [t["content"] for t in conv["turns"]]
        ids = [t["metadata"]["dia_id"] for t in conv["turns"]]
        queries = [qa["question"] for qa in conv["questions"]]
        bm25 = BM25(docs)
        out["bm25"][conv["sample_id"]] = [[ids[i] for i in bm25.rank(q, top_k)] for q in queries]
        for name, embedder in embedders.items():
            dense = Dense(docs, embedder)
            vectors = dense.query_vectors(queries)
            out[name][conv["sample_id"]] = [
                [ids[i] for i in dense.rank(q, top_k, v)]
                for q, v in zip(queries, vectors, strict=True)
            ]
    return out


def summarise(rows: list[dict], system: str, ks: list[int]) -> dict:
    def block(selected: list[dict]) -> dict:
        result: dict = {"n": len(selected)}
        for k in ks:
            values = [r["recall"][system][f"R@{k}"] for r in selected]
            result[f"R@{k}"] = 100 * statistics.fmean(values) if values else float("nan")
        return result

    held_out = [r for r in rows if r["sample_id"] in ZH_HELD_OUT]
    splits = (
        {"dev": block([r for r in rows if r not in held_out]), "held-out": block(held_out)}
        if held_out
        else {}
    )
    return {
        "overall": block(rows),
        "by_category": {
            f"{c} {name}": block([r for r in rows if r["category"] == c])
            for c, name in CATEGORIES.items()
        },
        "by_split": splits,
    }


def print_table(summary: dict[str, dict], ks: list[int]) -> None:
    mine = summary["hindsight"]
    groups = [("overall", mine["overall"]["n"])] + [
        (name, block["n"])
        for name, block in [*mine["by_category"].items(), *mine["by_split"].items()]
    ]
    width = 7 * len(ks)
    head = " | ".join(f"{f'{g} (n={n})':^{width}}" for g, n in groups)
    sub = " | ".join("".join(f"{f'R@{k}':>7}" for k in ks) for _ in groups)
    print(f"{'':<10} | {head}")
    print(f"{'system':<10} | {sub}")
    print("-" * (13 + (width + 3) * len(groups)))
    for system in SYSTEMS:
        blocks = [
            summary[system]["overall"],
            *summary[system]["by_category"].values(),
            *summary[system]["by_split"].values(),
        ]
        cells = " | ".join("".join(f"{b[f'R@{k}']:>7.1f}" for k in ks) for b in blocks)
        print(f"{system:<10} | {cells}")


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--url", help="a running service (default: start one)")
    parser.add_argument(
        "--conversations", help="comma-separated sample ids, e.g. conv-26,conv-30 (default: all)"
    )
    parser.add_argument(
        "--limit-questions", type=int, help="at most N questions per conversation (quick run)"
    )
    parser.add_argument("--top-k", type=int, default=25, help="memories asked for per recall")
    parser.add_argument(
        "--mode",
        choices=("fast", "precise"),
        default="fast",
        help="recall mode: precise reranks with the cross-encoder",
    )
    parser.add_argument(
        "--zh", action="store_true", help="the Chinese conversations (bench/data/zh_*.json)"
    )
    parser.add_argument(
        "--data", type=Path, action="append", help="a LoCoMo-shaped file (repeatable)"
    )
    parser.add_argument(
        "--weights",
        help="recall weights for the banks, e.g. lexical=0,entity=0,graph=0 (dense alone); "
        "with --reuse the banks keep them afterwards",
    )
    parser.add_argument(
        "--reuse",
        type=Path,
        help="a results file of an earlier run: recall against its banks instead of retaining "
        "again (the service must still hold them; use it to compare ranking changes)",
    )
    args = parser.parse_args()
    wall = time.perf_counter()
    started_at = datetime.now(UTC)

    data = locomo(args.data or (ZH_CONVERSATIONS if args.zh else None))
    weights = (
        {k: float(v) for k, v in (kv.split("=", 1) for kv in args.weights.split(","))}
        if args.weights
        else None
    )
    if args.conversations:
        wanted = [c.strip() for c in args.conversations.split(",") if c.strip()]
        known = {c["sample_id"]: c for c in data}
        unknown = [w for w in wanted if w not in known]
        if unknown:
            raise SystemExit(f"unknown conversations {unknown}; have {sorted(known)}")
        data = [known[w] for w in wanted]
    ks = sorted({k for k in (5, 10, 25) if k <= args.top_k} | {min(args.top_k, 25)})

    conversations = []
    for conv in data:
        turns = locomo_turns(conv)
        turn_ids = {t["metadata"]["dia_id"] for t in turns}
        conversations.append(
            {
                "sample_id": conv["sample_id"],
                "turns": turns,
                "now": last_session_time(conv),
                "questions": questions_of(conv, turn_ids, args.limit_questions),
            }
        )
    if args.reuse:
        earlier = {c["sample_id"]: c for c in json.loads(args.reuse.read_text())["conversations"]}
        for conv in conversations:
            if conv["sample_id"] not in earlier:
                raise SystemExit(f"{args.reuse} has no bank for {conv['sample_id']}")
            conv["bank"] = earlier[conv["sample_id"]]["bank"]
            conv["retain"] = earlier[conv["sample_id"]]["retain"]
    n_turns = sum(len(c["turns"]) for c in conversations)
    n_questions = sum(len(c["questions"]) for c in conversations)
    print(
        f"LoCoMo: {len(conversations)} conversations, {n_turns} turns, "
        f"{n_questions} questions (categories 1-4), top_k={args.top_k}, mode={args.mode}",
        flush=True,
    )

    with service(args.url) as client:
        served = run_service(client, conversations, args.top_k, args.mode, weights)

    from service.embedding.loader import load_embedder
    from service.language.script import has_han
    from service.settings import Settings

    settings = Settings()
    model = settings.embedding_model
    embedders = {"dense": load_embedder(model, 64)}
    chinese = any(has_han(t["content"]) for c in conversations for t in c["turns"][:20])
    if chinese and settings.multilingual_model.lower() not in ("", "none", "off"):
        embedders["dense-ml"] = load_embedder(settings.multilingual_model, 64)
        if "dense-ml" not in SYSTEMS:
            SYSTEMS.append("dense-ml")
    baseline_started = time.perf_counter()
    baselines = run_baselines(conversations, args.top_k, embedders)
    baseline_seconds = time.perf_counter() - baseline_started
    print(f"baselines (bm25, dense {', '.join(embedders)}) in {baseline_seconds:.1f} s")

    rows = []
    for conv in conversations:
        sid = conv["sample_id"]
        for i, qa in enumerate(conv["questions"]):
            ranked = {
                "hindsight": served["runs"][sid]["ranked"][i],
                **{name: baselines[name][sid][i] for name in baselines},
            }
            rows.append(
                {
                    "sample_id": sid,
                    **qa,
                    "ranked": ranked,
                    "recall": {
                        s: {f"R@{k}": recall_at(ranked[s], qa["evidence"], k) for k in ks}
                        for s in SYSTEMS
                    },
                }
            )
    summary = {s: summarise(rows, s, ks) for s in SYSTEMS}
    latencies_ms = [s * 1000 for s in served["latencies"]]
    latency = {
        "n": len(latencies_ms),
        "p50_ms": percentile(latencies_ms, 50),
        "p95_ms": percentile(latencies_ms, 95),
        "mean_ms": statistics.fmean(latencies_ms) if latencies_ms else float("nan"),
    }
    retain_seconds = sum(r["retain"]["seconds"] for r in served["runs"].values())
    created = sum(r["retain"]["created"] for r in served["runs"].values())

    print()
    print_table(summary, ks)
    print()
    print(
        f"questions: {len(rows)}; retain: {n_turns} turns in {retain_seconds:.1f} s "
        f"({n_turns / retain_seconds:.1f} turns/s, {created} memories, "
        f"{created / retain_seconds:.1f} memories/s)"
    )
    print(
        f"hindsight recall over HTTP (top_k={args.top_k}): n={latency['n']} "
        f"p50={latency['p50_ms']:.1f} ms p95={latency['p95_ms']:.1f} ms "
        f"mean={latency['mean_ms']:.1f} ms"
    )
    wall_seconds = time.perf_counter() - wall
    print(f"wall time: {wall_seconds:.1f} s")

    RESULTS.mkdir(parents=True, exist_ok=True)
    path = RESULTS / f"locomo-{started_at.strftime('%Y%m%dT%H%M%SZ')}.json"
    report = {
        "started_at": started_at.isoformat(),
        "wall_seconds": wall_seconds,
        "args": {k: str(v) if isinstance(v, Path) else v for k, v in vars(args).items()},
        "ks": ks,
        "embedding_model_baseline": model,
        "conversations": [
            {
                "sample_id": c["sample_id"],
                "turns": len(c["turns"]),
                "questions": len(c["questions"]),
                "now": c["now"].isoformat(),
                "bank": served["runs"][c["sample_id"]]["bank"],
                "retain": served["runs"][c["sample_id"]]["retain"],
            }
            for c in conversations
        ],
        "summary": summary,
        "recall_latency": latency,
        "baseline_seconds": baseline_seconds,
        "questions": rows,
    }
    path.write_text(json.dumps(report, indent=1), encoding="utf-8")
    print(f"results: {Path(path).relative_to(REPO)}")


if __name__ == "__main__":
    main()
