"""Recall latency over HTTP for a bank of N memories of realistic text (LoCoMo turns).

    python -m bench.recall_latency --memories 1000 --queries 300

Retains N turns of the LoCoMo dev conversations into a fresh bank, warms up, then times
recall requests (questions of the same conversations) end to end over HTTP.
"""

from __future__ import annotations

import argparse
import time
import uuid

from bench.common import locomo, locomo_turns, retain_all, service, summary_ms


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--memories", type=int, default=1000)
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--top-k", type=int, default=10)
    parser.add_argument("--url", help="a running service (default: start one)")
    args = parser.parse_args()

    data = locomo()
    turns = [item for conv in data for item in locomo_turns(conv)]
    questions = [qa["question"] for conv in data for qa in conv["qa"]]
    if args.memories > len(turns):
        raise SystemExit(f"only {len(turns)} LoCoMo turns available")
    bank = f"bench-latency-{uuid.uuid4().hex[:8]}"
    with service(args.url) as client:
        seconds = retain_all(client, bank, turns[: args.memories])
        print(
            f"retained {args.memories} memories in {seconds:.1f} s "
            f"({args.memories / seconds:.0f} memories/s over HTTP)"
        )
        for q in questions[:20]:  # warm-up
            client.post(f"/v1/banks/{bank}/recall", json={"query": q, "top_k": args.top_k})
        samples = []
        for q in (questions * 10)[: args.queries]:
            started = time.perf_counter()
            response = client.post(
                f"/v1/banks/{bank}/recall", json={"query": q, "top_k": args.top_k}
            )
            samples.append(time.perf_counter() - started)
            response.raise_for_status()
        print(
            f"recall over HTTP, bank of {args.memories}, top_k={args.top_k}: {summary_ms(samples)}"
        )


if __name__ == "__main__":
    main()
