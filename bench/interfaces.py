"""The ways in, measured against the bare REST calls they make, in the same run:

    python -m bench.interfaces [--conversations 2] [--queries 60] [--url URL]

1. ``hindsight import`` of LoCoMo conversations (a subprocess, the CLI as a user runs it)
   beside ``POST /memories`` of the same turns in batches of the same size: turns/s, ratio.
2. ``hindsight export`` → ``hindsight import`` into a new bank → ``hindsight export``: seconds,
   records/s, and whether the two exports hold the same records (ids aside) and the two banks
   the same statuses.
3. MCP ``memory_search`` over streamable HTTP beside REST recall, the same questions at
   ``top_k`` 5: answer size (characters an agent's context takes in) and latency.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import subprocess
import sys
import tempfile
import time
import uuid
from collections import Counter
from pathlib import Path
from typing import Any

import httpx
from mcp import Client

from bench.common import REPO, locomo, locomo_turns, percentile, retain_all, service, summary_ms


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--conversations", type=int, default=2)
    parser.add_argument("--queries", type=int, default=60)
    parser.add_argument("--batch", type=int, default=64)
    parser.add_argument("--url", help="a running service (default: start one)")
    args = parser.parse_args()
    conversations = locomo()[: args.conversations]
    turns = [item for conv in conversations for item in locomo_turns(conv)]
    questions = [qa["question"] for conv in conversations for qa in conv["qa"]][: args.queries]
    run = uuid.uuid4().hex[:8]
    with service(args.url) as client, tempfile.TemporaryDirectory() as tmp:
        url = str(client.base_url).rstrip("/")
        folder = Path(tmp)
        bank = f"bench-cli-{run}"
        _import_beside_rest(client, url, folder, conversations, turns, bank, run, args.batch)
        _round_trip(client, url, folder, bank, run)
        asyncio.run(_mcp_beside_rest(client, url, bank, questions))


def _cli(url: str, *argv: str) -> float:
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "service", *argv, "--url", url],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"hindsight {' '.join(argv)} failed: {done.stderr[-2000:]}")
    return time.perf_counter() - started


def _import_beside_rest(
    client: httpx.Client,
    url: str,
    folder: Path,
    conversations: list[dict[str, Any]],
    turns: list[dict[str, Any]],
    bank: str,
    run: str,
    batch: int,
) -> None:
    path = folder / "locomo.json"
    path.write_text(json.dumps(conversations), encoding="utf-8")
    state = str(folder / "state")
    # a warm service for both: the first batches after start-up plan queries and load models
    retain_all(client, f"bench-warm-{run}", turns[:batch], batch=batch)
    rest_s = retain_all(client, f"bench-rest-{run}", turns, batch=batch)
    cli_s = _cli(url, "import", str(path), "--bank", bank, "--batch", str(batch),
                 "--state-dir", state)  # fmt: skip
    print(f"import: {len(turns)} LoCoMo turns, batches of {batch}, each into a new bank")
    print(f"  REST retain       {rest_s:6.1f} s  {len(turns) / rest_s:6.1f} turns/s")
    print(f"  hindsight import  {cli_s:6.1f} s  {len(turns) / cli_s:6.1f} turns/s (with start-up)")
    after_s = retain_all(client, f"bench-rest2-{run}", turns, batch=batch)
    print(f"  REST retain again {after_s:6.1f} s  {len(turns) / after_s:6.1f} turns/s")
    print(f"  ratio CLI / mean of the REST runs  {2 * cli_s / (rest_s + after_s):.2f}")
    again = _cli(url, "import", str(path), "--bank", bank, "--state-dir", state, "--restart")
    print(f"  the same file again (--restart, every batch a repeat): {again:.1f} s")


def _round_trip(client: httpx.Client, url: str, folder: Path, bank: str, run: str) -> None:
    first, second, copy = folder / "first.jsonl", folder / "second.jsonl", f"bench-copy-{run}"
    export_s = _cli(url, "export", bank, "-o", str(first))
    import_s = _cli(url, "import", str(first), "--bank", copy, "--batch", "500",
                    "--state-dir", str(folder / "state"))  # fmt: skip
    _cli(url, "export", copy, "-o", str(second))
    a, b = first.read_text().splitlines(), second.read_text().splitlines()
    records = len(a)
    print(f"export/import: {records} records")
    print(f"  export {export_s:6.1f} s  {records / export_s:7.0f} records/s")
    print(
        f"  import {import_s:6.1f} s  {records / import_s:7.0f} records/s (re-embedding included)"
    )
    same_counts = json.loads(a[-1]) == json.loads(b[-1])
    print(
        f"  second export's counts equal the first's: {same_counts} {json.loads(a[-1])['counts']}"
    )
    print(f"  statuses equal: {_statuses(client, bank) == _statuses(client, copy)}")
    texts_a = sorted(
        r["properties"].get("text", "") for r in map(json.loads, a) if r["type"] == "memory"
    )
    texts_b = sorted(
        r["properties"].get("text", "") for r in map(json.loads, b) if r["type"] == "memory"
    )
    print(f"  memory texts equal: {texts_a == texts_b}")


def _statuses(client: httpx.Client, bank: str) -> Counter[str]:
    return Counter(client.get(f"/v1/banks/{bank}").json()["memories_by_status"])


async def _mcp_beside_rest(client: httpx.Client, url: str, bank: str, questions: list[str]) -> None:
    rest_sizes, context_sizes, mcp_sizes = [], [], []
    rest_s, mcp_s = [], []
    async with Client(f"{url}/mcp/banks/{bank}", read_timeout_seconds=120) as mcp:
        for question in questions:
            started = time.perf_counter()
            answer = client.post(f"/v1/banks/{bank}/recall", json={"query": question, "top_k": 5})
            rest_s.append(time.perf_counter() - started)
            rest_sizes.append(len(answer.text))
            context_sizes.append(len(answer.json()["context"]))
            started = time.perf_counter()
            result = await mcp.call_tool("memory_search", {"query": question, "top_k": 5})
            mcp_s.append(time.perf_counter() - started)
            mcp_sizes.append(len(json.dumps(result.structured_content, ensure_ascii=False)))
    total_rest, total_mcp = sum(rest_sizes), sum(mcp_sizes)
    print(f"MCP memory_search beside REST recall, {len(questions)} questions, top_k 5")
    print(
        f"  answer size: REST {total_rest / len(questions):.0f} chars, "
        f"MCP {total_mcp / len(questions):.0f} chars ({1 - total_mcp / total_rest:.0%} smaller); "
        f"REST's context block alone {sum(context_sizes) / len(questions):.0f} chars"
    )
    print(f"  REST recall      {summary_ms(rest_s)}")
    print(f"  MCP search       {summary_ms(mcp_s)}")
    print(f"  p50 ratio MCP/REST {percentile(mcp_s, 50) / percentile(rest_s, 50):.2f}")


if __name__ == "__main__":
    main()
