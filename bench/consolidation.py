"""Consolidation on a bank grown from LoCoMo turns plus repetition: what it saves, what it
costs.

    python -m bench.consolidation                      # five dev conversations, ~10k turns
    python -m bench.consolidation --conversations conv-26 --target 2000   # a quick run
    python -m bench.consolidation --url http://127.0.0.1:8000 --cold-max-importance 0.6

Each conversation's turns are retained into a fresh bank, with restatements of its turns
added to later sessions until the conversations hold ``--target`` turns in all: the same
speaker saying the same thing again, opened by one word of their own ("Honestly, …",
"Anyway, …"), the way people repeat themselves; a restatement carries the dia_id of the turn
it restates, so evidence found through it counts. Then, before and after one consolidation
run (``now`` at the conversation's end):

- active memories (and the other statuses);
- context tokens per recall (the ``context`` block, the embedding model's tokenizer);
- LoCoMo evidence R@10 over categories 1-4 (shared/data/README.md);
- the run's wall time, and what it planned and changed.

Prints a table and writes bench/results/consolidation-<timestamp>.json.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
import uuid
from datetime import UTC, datetime, timedelta

import httpx

from bench.common import REPO, locomo, locomo_turns, service
from bench.locomo import last_session_time, questions_of, ranked_dia_ids, recall_at, retain
from service.embedding.tokens import load_counter

RESULTS = REPO / "bench" / "results"
OPENERS = ["Honestly", "Anyway", "Again", "Seriously", "Truly", "Basically", "Really"]
MIN_WORDS = 8  # turns shorter than this are not restated (greetings, reactions)


def with_repetition(conversation: dict, extra: int, rng: random.Random) -> list[dict]:
    """The conversation's turns, and ``extra`` restatements placed in later sessions."""
    turns = locomo_turns(conversation)
    sessions = list(dict.fromkeys(t["session_id"] for t in turns))
    by_session: dict[str, list[dict]] = {s: [] for s in sessions}
    for turn in turns:
        by_session[turn["session_id"]].append(turn)
    last = sessions[-1]
    eligible = [
        t for t in turns if len(t["content"].split()) >= MIN_WORDS and t["session_id"] != last
    ]
    later: dict[str, list[dict]] = {s: [] for s in sessions}
    for n in range(extra):
        turn = eligible[(n * 7919) % len(eligible)]  # spread over the conversation
        index = sessions.index(turn["session_id"])
        target = sessions[rng.randint(index + 1, len(sessions) - 1)]
        speaker, _, said = turn["content"].partition(": ")
        opener = OPENERS[n % len(OPENERS)]
        text = f"{speaker}: {opener}, {said[:1].lower()}{said[1:]}"
        when = datetime.fromisoformat(by_session[target][-1]["timestamp"])
        later[target].append(
            {
                "content": text,
                "timestamp": (when + timedelta(minutes=1 + len(later[target]))).isoformat(),
                "session_id": target,
                "metadata": {**turn["metadata"], "restates": True},
            }
        )
    out: list[dict] = []
    for s in sessions:
        out += by_session[s] + later[s]
    return out


def measure(client: httpx.Client, bank: str, questions: list[dict], now: str) -> dict:
    counter = load_counter()
    scores, tokens = [], []
    for qa in questions:
        response = client.post(
            f"/v1/banks/{bank}/recall", json={"query": qa["question"], "top_k": 10, "now": now}
        )
        response.raise_for_status()
        body = response.json()
        scores.append(recall_at(ranked_dia_ids(body["memories"]), qa["evidence"], 10))
        tokens.append(counter.count(body["context"]))
    stats = client.get(f"/v1/banks/{bank}").json()["memories_by_status"]
    return {
        "r10": 100 * statistics.mean(scores),
        "scores": scores,
        "tokens": statistics.mean(tokens),
        "statuses": stats,
        "active": stats.get("active", 0),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", help="a running service (default: start one)")
    parser.add_argument("--conversations", nargs="*", help="sample ids (default: all five)")
    parser.add_argument("--target", type=int, default=10_000, help="turns in all, with repeats")
    parser.add_argument("--limit-questions", type=int)
    parser.add_argument("--cold-max-importance", type=float, help="a bank setting to try")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    conversations = [
        c for c in locomo() if not args.conversations or c["sample_id"] in args.conversations
    ]
    base = sum(len(locomo_turns(c)) for c in conversations)
    extra_total = max(0, args.target - base)
    rows, started = [], datetime.now(UTC)
    with service(args.url) as client:
        for conv in conversations:
            turns_n = len(locomo_turns(conv))
            extra = extra_total * turns_n // base
            items = with_repetition(conv, extra, rng)
            turn_ids = {t["metadata"]["dia_id"] for t in items}
            questions = questions_of(conv, turn_ids, args.limit_questions)
            bank = f"bench-consolidation-{conv['sample_id']}-{uuid.uuid4().hex[:6]}"
            if args.cold_max_importance is not None:
                body = {
                    "settings": {"consolidation": {"cold_max_importance": args.cold_max_importance}}
                }
                client.put(f"/v1/banks/{bank}", json=body).raise_for_status()
            stats = retain(client, bank, items)
            now = (last_session_time(conv) + timedelta(days=1)).isoformat()
            before = measure(client, bank, questions, now)
            t0 = time.perf_counter()
            report = client.post(f"/v1/banks/{bank}/consolidate", json={"now": now}, timeout=1800)
            seconds = time.perf_counter() - t0
            report.raise_for_status()
            after = measure(client, bank, questions, now)
            row = {
                "conversation": conv["sample_id"],
                "bank": bank,
                "turns": len(items),
                "restatements": extra,
                "retain": stats,
                "questions": len(questions),
                "before": before,
                "after": after,
                "consolidation_seconds": seconds,
                "report": report.json(),
            }
            rows.append(row)
            print(
                f"[{conv['sample_id']}] {len(items)} turns ({extra} restatements), retained in "
                f"{stats['seconds']:.0f} s: active {before['active']} -> {after['active']}, "
                f"tokens/recall {before['tokens']:.0f} -> {after['tokens']:.0f}, "
                f"R@10 {before['r10']:.1f} -> {after['r10']:.1f}, consolidation {seconds:.1f} s "
                f"({report.json()['state']}, {report.json()['applied']})",
                flush=True,
            )
    _print_table(rows)
    RESULTS.mkdir(parents=True, exist_ok=True)
    out = RESULTS / f"consolidation-{started.strftime('%Y%m%dT%H%M%SZ')}.json"
    out.write_text(json.dumps({"args": vars(args), "rows": rows}, indent=1, default=str))
    print(f"wrote {out}")


def _print_table(rows: list[dict]) -> None:
    def pooled(key: str) -> float:
        scores = [s for r in rows for s in r[key]["scores"]]
        return 100 * statistics.mean(scores) if scores else 0.0

    print(
        "\n| conversation | turns | active before | active after | tokens/recall before | "
        "after | R@10 before | after | run (s) |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(
            f"| {r['conversation']} | {r['turns']} | {r['before']['active']} | "
            f"{r['after']['active']} | {r['before']['tokens']:.0f} | {r['after']['tokens']:.0f} | "
            f"{r['before']['r10']:.1f} | {r['after']['r10']:.1f} | "
            f"{r['consolidation_seconds']:.1f} |"
        )
    turns = sum(r["turns"] for r in rows)
    active_b = sum(r["before"]["active"] for r in rows)
    active_a = sum(r["after"]["active"] for r in rows)
    tok_b = statistics.mean(r["before"]["tokens"] for r in rows)
    tok_a = statistics.mean(r["after"]["tokens"] for r in rows)
    secs = sum(r["consolidation_seconds"] for r in rows)
    print(
        f"| all | {turns} | {active_b} | {active_a} | {tok_b:.0f} | {tok_a:.0f} | "
        f"{pooled('before'):.1f} | {pooled('after'):.1f} | {secs:.1f} |"
    )


if __name__ == "__main__":
    main()
