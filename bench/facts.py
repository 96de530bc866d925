"""Current-facts benchmark: updates, preference changes, rejections, look-alike facts, ended
states, coreference, time windows and "why", in English and Chinese, in three parts.

    python -m bench.facts [--url http://127.0.0.1:8000] [--half a|…|n|both|open|all]
                          [--lang en|zh] [--only SLUG] [--mode fast|precise] [--verbose]

Half A (``bench.facts_en_a``, ``bench.facts_zh_a``) was the one rules were tuned on and half B
(``bench.facts_en_b``, ``bench.facts_zh_b``), written by other hands, was kept aside to check
them, until B's failures were read too (seventeenth session). Part C (``bench.facts_en_c``,
``bench.facts_zh_c``), written then by other hands again, was kept aside until its failures
were read too (eighteenth session). Part D (``bench.facts_en_d``, ``bench.facts_zh_d``),
written then by other hands again, was kept aside until its failures were read too (twenty-
second session). Part E (``bench.facts_en_e``, ``bench.facts_zh_e``), written then by other
hands again, blind to the service's rules, was kept aside until its failures were read too
(twenty-eighth session). Part F (``bench.facts_en_f``, ``bench.facts_zh_f``), written then by
other hands again, blind to the service's rules, is the one kept aside now: only its totals are
printed, never a scenario of it. Part G (``bench.facts_en_g``, ``bench.facts_zh_g``: updates,
preference changes, rejections and why only), written by other hands blind to the rules in the
thirtieth session, was run once as it came and its failures read after. Part H
(``bench.facts_en_h``, ``bench.facts_zh_h``: every category), written by other hands blind to
the rules in the thirty-first session, is kept aside beside F: only its totals are printed.
Part I (``bench.facts_en_i``, ``bench.facts_zh_i``: look-alike facts, ended states, preference
changes, updates and why, the categories weakest on H), written by other hands blind to the
rules in the thirty-second session, was run once as it came and its failures read after. Part
J (``bench.facts_en_j``, ``bench.facts_zh_j``: every category), written by other hands blind to
the rules in the thirty-fifth session, is kept aside beside F and H: only its totals are
printed. Parts K and L (``bench.facts_en_k``, ``bench.facts_zh_k``: every category but
look-alike facts and time windows), written by other hands blind to the rules in the forty-
second session, are the even and the odd positions of those files: K was run as it came and
its failures read, L is kept aside beside F, H and J. Parts M and N (``bench.facts_en_m``,
``bench.facts_zh_m``: every category), written by other hands blind to the rules in the forty-
fourth session, three of each category per language: the first of each is M, run as it came
and its failures read; the other two are N, kept aside beside F, H, J and L. The gap between
the parts is part of the result.
Each scenario runs as in ``bench.scenarios`` (a fresh bank, every turn retained as its own
request, each probe recalled with top_k=5 at its ``now`` and session, beside naive RAG over the
same turns), and is scored the same way: hit@5 (the current phrase, and every ``also``
phrase, in the top 5) and stale leak (a top-5 text with a stale phrase and without the current
one).

Prints hit@5 and stale leak per half, per language and per category, and writes every probe to
bench/results/facts-<timestamp>.json.
"""

from __future__ import annotations

import argparse
import json
import time
import uuid
from datetime import UTC, datetime
from typing import Any

from bench.common import REPO, service, summary_ms
from bench.facts_en_a import SCENARIOS as EN_A
from bench.facts_en_b import SCENARIOS as EN_B
from bench.facts_en_c import SCENARIOS as EN_C
from bench.facts_en_d import SCENARIOS as EN_D
from bench.facts_en_e import SCENARIOS as EN_E
from bench.facts_en_f import SCENARIOS as EN_F
from bench.facts_en_g import SCENARIOS as EN_G
from bench.facts_en_h import SCENARIOS as EN_H
from bench.facts_en_i import SCENARIOS as EN_I
from bench.facts_en_j import SCENARIOS as EN_J
from bench.facts_en_k import SCENARIOS as EN_K
from bench.facts_en_m import SCENARIOS as EN_M
from bench.facts_zh_a import SCENARIOS as ZH_A
from bench.facts_zh_b import SCENARIOS as ZH_B
from bench.facts_zh_c import SCENARIOS as ZH_C
from bench.facts_zh_d import SCENARIOS as ZH_D
from bench.facts_zh_e import SCENARIOS as ZH_E
from bench.facts_zh_f import SCENARIOS as ZH_F
from bench.facts_zh_g import SCENARIOS as ZH_G
from bench.facts_zh_h import SCENARIOS as ZH_H
from bench.facts_zh_i import SCENARIOS as ZH_I
from bench.facts_zh_j import SCENARIOS as ZH_J
from bench.facts_zh_k import SCENARIOS as ZH_K
from bench.facts_zh_m import SCENARIOS as ZH_M
from bench.scenarios import NaiveRag, TokenCounter, pct, print_probes, run_scenario, share
from bench.scenarios_data import FACT_KINDS, Scenario, validate


def by_category(scenarios: tuple[Scenario, ...], first: bool) -> tuple[Scenario, ...]:
    """The first scenario of each category (its first probe's kind), or all the others, in
    file order: two parts with every category in each."""
    seen: set[str] = set()
    out = []
    for sc in scenarios:
        kind = sc.probes[0].kind
        if (kind not in seen) == first:
            out.append(sc)
        seen.add(kind)
    return tuple(out)


HALVES: dict[str, tuple[Scenario, ...]] = {
    "a": EN_A + ZH_A,
    "b": EN_B + ZH_B,
    "c": EN_C + ZH_C,
    "d": EN_D + ZH_D,
    "e": EN_E + ZH_E,
    "f": EN_F + ZH_F,
    "g": EN_G + ZH_G,
    "h": EN_H + ZH_H,
    "i": EN_I + ZH_I,
    "j": EN_J + ZH_J,
    # written by other hands in the forty-second session: K (even positions) open, L held out
    "k": EN_K[0::2] + ZH_K[0::2],
    "l": EN_K[1::2] + ZH_K[1::2],
    # written by other hands in the forty-fourth session: of each category's three scenarios,
    # the first is M (open), the other two N (held out)
    "m": by_category(EN_M, True) + by_category(ZH_M, True),
    "n": by_category(EN_M, False) + by_category(ZH_M, False),
}
HELD_OUT = ("f", "h", "j", "l", "n")  # the parts whose scenarios are never printed one by one
# what ``--half`` selects: one part, "both" (A and B, the two halves of the first set) or all
CHOICES = {
    "a": ("a",),
    "b": ("b",),
    "c": ("c",),
    "d": ("d",),
    "e": ("e",),
    "f": ("f",),
    "g": ("g",),
    "h": ("h",),
    "i": ("i",),
    "j": ("j",),
    "k": ("k",),
    "l": ("l",),
    "m": ("m",),
    "n": ("n",),
    "both": ("a", "b"),
    "open": ("a", "b", "c", "d", "e", "g", "i", "k", "m"),  # every part but the held-out ones
    "all": ("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n"),
}
SYSTEMS = ("hindsight", "rag")


def selected(half: str, lang: str | None, only: str | None) -> list[tuple[str, Scenario]]:
    validate(tuple(sc for part in HALVES.values() for sc in part))
    chosen = [(h, sc) for h in CHOICES[half] for sc in HALVES[h]]
    return [
        (h, sc)
        for h, sc in chosen
        if (lang is None or sc.lang == lang) and (only is None or sc.slug == only)
    ]


def metrics(records: list[dict[str, Any]], system: str) -> tuple[float | None, float | None]:
    with_stale = [r for r in records if r["probe"]["stale"]]
    return (
        share([r[system]["hit"] for r in records]),
        share([r[system]["leak"] for r in with_stale]),
    )


def print_summary(records: list[dict[str, Any]]) -> dict[str, Any]:
    groups: dict[str, Any] = {}
    print(f"\n{'group':<14}{'probes':>7}{'stale/':>7}  hit@5 H   hit@5 RAG  stale H  stale RAG")
    keys = [(h, lang) for h in HALVES for lang in ("en", "zh", None)]
    for half, lang in keys:
        group = [r for r in records if r["half"] == half and (lang is None or r["lang"] == lang)]
        if not group:
            continue
        name = f"{half.upper()} {lang or 'all'}"
        hit_h, leak_h = metrics(group, "hindsight")
        hit_r, leak_r = metrics(group, "rag")
        stale = sum(1 for r in group if r["probe"]["stale"])
        groups[name] = {
            "probes": len(group),
            "probes_with_stale": stale,
            "hindsight": {"hit_at_5": hit_h, "stale_leak": leak_h},
            "rag": {"hit_at_5": hit_r, "stale_leak": leak_r},
        }
        print(
            f"{name:<14}{len(group):>7}{stale:>7}  {pct(hit_h):>7}  {pct(hit_r):>9}"
            f"  {pct(leak_h):>7}  {pct(leak_r):>9}"
        )
    return groups


def print_categories(records: list[dict[str, Any]]) -> dict[str, Any]:
    print("\nby category, hindsight: hit@5 / stale leak per half and language")
    present = {(r["half"], r["lang"]) for r in records}
    cells = [(h, lang) for h in HALVES for lang in ("en", "zh") if (h, lang) in present]
    print(f"{'category':<13}" + "".join(f"{(h.upper() + ' ' + g):>17}" for h, g in cells))
    out: dict[str, Any] = {}
    for kind in FACT_KINDS:
        row = f"{kind:<13}"
        for half, lang in cells:
            group = [
                r
                for r in records
                if r["half"] == half and r["lang"] == lang and r["probe"]["kind"] == kind
            ]
            if not group:
                row += f"{'-':>17}"
                continue
            hit, leak = metrics(group, "hindsight")
            out[f"{kind} {half} {lang}"] = {"probes": len(group), "hit": hit, "leak": leak}
            cell = f"{sum(r['hindsight']['hit'] for r in group)}/{len(group)}"
            cell += f" {pct(leak) if leak is not None else '':>6}"
            row += f"{cell:>17}"
        print(row)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", help="a running service (default: start one)")
    parser.add_argument("--half", choices=list(CHOICES), default="all")
    parser.add_argument("--lang", choices=["en", "zh"])
    parser.add_argument("--only", help="one scenario slug")
    parser.add_argument("--mode", choices=["fast", "precise"], default="fast")
    parser.add_argument("--verbose", "-v", action="store_true", help="print every probe")
    args = parser.parse_args()

    scenarios = selected(args.half, args.lang, args.only)
    started_at = datetime.now(UTC)
    run_id = uuid.uuid4().hex[:6]
    count, rag = TokenCounter(), NaiveRag()
    records: list[dict[str, Any]] = []
    retain_s: list[float] = []
    recall_s: list[float] = []
    wall = time.perf_counter()
    with service(args.url) as client:
        for n, (half, sc) in enumerate(scenarios, start=1):
            got, st = run_scenario(client, rag, count, sc, run_id, n, args.mode)
            for r in got:
                r["half"] = half
            records += got
            retain_s += st["retain_s"]
            recall_s += st["recall_s"]
            if half in HELD_OUT:
                print(f"[{n:>2}/{len(scenarios)}] {half} (held out)", flush=True)
                continue
            print(
                f"[{n:>2}/{len(scenarios)}] {half} {sc.slug:<28} "
                f"hit={sum(r['hindsight']['hit'] for r in got)}/{len(got)} "
                f"leak={sum(r['hindsight']['leak'] for r in got)} "
                f"rag hit={sum(r['rag']['hit'] for r in got)}/{len(got)}",
                flush=True,
            )
    if args.verbose:
        print_probes([r for r in records if r["half"] not in HELD_OUT])
    groups = print_summary(records)
    categories = print_categories(records)
    print(f"\nretain (one turn per request): {summary_ms(retain_s)}")
    print(f"recall (top_k=5): {summary_ms(recall_s)}")
    print(f"wall time {time.perf_counter() - wall:.1f} s")
    results = REPO / "bench" / "results"
    results.mkdir(parents=True, exist_ok=True)
    path = results / f"facts-{started_at.strftime('%Y%m%dT%H%M%SZ')}.json"
    payload = {
        "started_at": started_at.isoformat(),
        "url": args.url,
        "mode": args.mode,
        "summary": groups,
        "categories": categories,
        "records": records,
    }
    path.write_text(json.dumps(payload, ensure_ascii=False, indent=2), encoding="utf-8")
    print(f"wrote {path.relative_to(REPO)}")


if __name__ == "__main__":
    main()
