"""Learning-loop benchmark: does a scripted agent stop repeating its mistakes?

    python -m bench.lessons [--url http://127.0.0.1:8000] [--lang en|zh]
                            [--half a|b|c|d|both|open|all] [--rounds 4]
                            [--query goal|goal+tool] [--verbose]

Each task family (``bench.lessons_en``, ``bench.lessons_zh``; see ``bench.lessons_families``)
comes back round after round, in a new session, days later. Before each attempt the agent
recalls (top 5) with the user's request (``--query goal``, the default) or with the request
and the tool it is about to call (``--query goal+tool``, for the shapes that call one). If a
recalled text names the fix (holds the family's marker), it applies the fix and the task goes
well at once; otherwise it does its default, which fails (the tool's error, or the user's
objection), then finds the fix and finishes. Every turn is retained as it happens (tool
calls with their tool, status and arguments, the last turn marking the task done) and the
session ends with the session-end hook.

Three agents, on the same script:
- **none**: no memory; it fails every round.
- **rag**: plain RAG over every raw turn retained so far (the service's embedders: bge for
  English, multilingual-e5 for Chinese, each turn compared in its own space), top 5.
- **hindsight**: this service's recall (top 5), lessons and all.

Reports, per agent, language and half: the repeated-failure rate (rounds after a family's
first failure that fail again), rounds to the first success, and context tokens per attempt
(the recalled block as the agent reads it). Then, in each language's bank, ten questions that
a fact answers (``bench.lessons_facts``): how many lessons come back beside the answer. Half A
(even positions in each file) and half B (odd positions) are reported apart; the rules were
written before either was read, and only half A's failures were looked at afterwards. Part C
(``bench.lessons_en_c``, ``bench.lessons_zh_c``: 20 more families, written by other hands in
the seventeenth session) shares the banks; it was kept aside until its failures were read in
the eighteenth. Part D (``bench.lessons_en_d``, ``bench.lessons_zh_d``: 20 more, written by
other hands then) is the one kept aside now: only its totals are printed.
"""

from __future__ import annotations

import argparse
import json
import time
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import numpy as np

from bench.common import REPO, service
from bench.lessons_en import FAMILIES as EN
from bench.lessons_en_c import FAMILIES as EN_C
from bench.lessons_en_d import FAMILIES as EN_D
from bench.lessons_facts import EN as FACTS_EN
from bench.lessons_facts import ZH as FACTS_ZH
from bench.lessons_families import TOOL_SHAPES, Family, validate
from bench.lessons_zh import FAMILIES as ZH
from bench.lessons_zh_c import FAMILIES as ZH_C
from bench.lessons_zh_d import FAMILIES as ZH_D
from bench.scenarios import TokenCounter

START = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
DAYS = (0, 3, 8, 15, 29)  # when each round happens
AGENTS = ("none", "rag", "hindsight")


@dataclass
class Run:
    family: Family
    half: str
    outcomes: dict[str, list[bool]] = field(default_factory=dict)  # agent -> success per round
    tokens: dict[str, list[int]] = field(default_factory=dict)
    tops: dict[str, list[list[str]]] = field(default_factory=dict)


def episode(f: Family, rnd: int, applied: bool) -> list[dict[str, Any]]:
    """The turns of one round: (role, text, metadata)."""
    task = {"task_id": f"{f.slug}-r{rnd}"}
    tool = {"tool": f.tool} if f.tool else {}
    goal = f.goals[rnd % len(f.goals)]
    turns: list[tuple[str, str, dict[str, Any]]] = [("user", goal, task)]
    if applied:
        turns.append(("assistant", f.fix_first, task))
        if f.shape in TOOL_SHAPES:
            ok = {**task, **tool, "status": "ok", "args": f.fix_args or {}}
            turns.append(("tool", f.success, ok))
        else:
            turns.append(("assistant", f.success, task))
    else:
        turns.append(("assistant", f.attempt, task))
        if f.shape in TOOL_SHAPES:
            turns.append(("tool", f.failure, {**task, **tool, "status": "error"}))
            turns.append(("assistant", f.fix, task))
            ok = {**task, **tool, "status": "ok", "args": f.fix_args or {}}
            turns.append(("tool", f.success, ok))
        else:
            turns.append(("user", f.failure, task))
            turns.append(("assistant", f.fix, task))
    turns.append(("user", f.ack, {**task, "task_status": "done"}))
    return [{"role": r, "content": t, "metadata": m} for r, t, m in turns]


class PlainRag:
    """Every retained turn a chunk, embedded in the space the service would use for it."""

    def __init__(self) -> None:
        from service.embedding.loader import load_embedder, load_multilingual
        from service.embedding.spaces import Spaces
        from service.settings import Settings

        settings = Settings()
        self.spaces = Spaces(
            load_embedder(settings.embedding_model, 64),
            load_multilingual(settings.multilingual_model, 64),
        )
        self.texts: list[str] = []
        self.vectors: list[tuple[bool, np.ndarray]] = []

    def add(self, texts: list[str]) -> None:
        for text, v in zip(texts, self.spaces.embed([(t, None) for t in texts]), strict=True):
            ml = bool(v.ml)
            self.texts.append(text)
            self.vectors.append((ml, np.asarray(v.ml or v.primary, dtype=np.float32)))

    def search(self, query: str, k: int = 5) -> list[str]:
        ml = self.spaces.ml_for(query)
        q = np.asarray(self.spaces.embedder(ml).embed_query(query), dtype=np.float32)
        scored = [(float(vec @ q), i) for i, (space, vec) in enumerate(self.vectors) if space == ml]
        return [self.texts[i] for _, i in sorted(scored, reverse=True)[:k]]


def names_fix(texts: list[str], marker: str) -> bool:
    return any(marker.lower() in t.lower() for t in texts)


def query_of(f: Family, rnd: int, mode: str) -> str:
    """What the agent recalls with: the user's request, or with the tool it is about to call
    (``goal+tool``: an agent that knows its plan says what it is going to do)."""
    goal = f.goals[rnd % len(f.goals)]
    if mode == "goal+tool" and f.shape in TOOL_SHAPES:  # the other shapes call no tool
        return f"{goal} ({'调用' if f.lang == 'zh' else 'calling '}{f.tool})"
    return goal


def run_language(
    client: httpx.Client,
    rag: PlainRag,
    count: TokenCounter,
    runs: list[Run],
    rounds: int,
    mode: str = "goal",
) -> None:
    bank = f"bench-lessons-{uuid.uuid4().hex[:8]}"
    for run in runs:  # the user mentions each task's topic once, on another day
        f = run.family
        if f.distractor:
            item = {
                "content": f.distractor,
                "role": "user",
                "session_id": f"{f.slug}-chat",
                "timestamp": (START - timedelta(days=1)).isoformat(),
            }
            _retain(client, bank, [item])
            rag.add([f.distractor])
        for agent in AGENTS:
            run.outcomes[agent], run.tokens[agent], run.tops[agent] = [], [], []
    for rnd in range(rounds):
        for run in runs:
            f = run.family
            at = START + timedelta(days=DAYS[rnd % len(DAYS)], hours=runs.index(run) % 8)
            goal = query_of(f, rnd, mode)
            session = f"{f.slug}-r{rnd}-{uuid.uuid4().hex[:4]}"
            # none: always the default
            run.outcomes["none"].append(False)
            run.tokens["none"].append(0)
            run.tops["none"].append([])
            # rag
            top = rag.search(goal)
            run.outcomes["rag"].append(names_fix(top, f.marker))
            run.tokens["rag"].append(count("\n".join(top)))
            run.tops["rag"].append(top)
            # hindsight
            body = {"query": goal, "session_id": session, "now": at.isoformat(), "top_k": 5}
            response = client.post(f"/v1/banks/{bank}/recall", json=body)
            if response.status_code == 404:  # the bank is not made before the first retain
                memories, context = [], ""
            else:
                response.raise_for_status()
                memories, context = response.json()["memories"], response.json()["context"]
            texts = [m["text"] for m in memories]
            applied = names_fix(texts, f.marker)
            run.outcomes["hindsight"].append(applied)
            run.tokens["hindsight"].append(count(context))
            run.tops["hindsight"].append(texts)
            # what the service's agent did is what the service sees; RAG indexes the turns
            # of its own agent's attempt
            items = episode(f, rnd, applied)
            for i, item in enumerate(items):
                item["session_id"] = session
                item["timestamp"] = (at + timedelta(minutes=i)).isoformat()
            _retain(client, bank, items)
            end = client.post(f"/v1/banks/{bank}/sessions/{session}/end")
            end.raise_for_status()
            rag.add([t["content"] for t in episode(f, rnd, run.outcomes["rag"][-1])])
    lessons, found, asked = probe_facts(client, bank, runs[0].family.lang)
    print(
        f"{runs[0].family.lang}: {asked} questions a fact answers: {lessons / asked:.1f} lessons "
        f"per question in the top 5, the fact in the top 5 for {found}"
    )


def probe_facts(client: httpx.Client, bank: str, lang: str) -> tuple[int, int, int]:
    """(lessons recalled, questions whose fact came back, questions) for the questions that
    a fact answers, after their facts are retained in the bank."""
    pairs = FACTS_ZH if lang == "zh" else FACTS_EN
    at = START + timedelta(days=DAYS[-1] + 1)
    items = [
        {"content": fact, "role": "user", "session_id": "facts", "timestamp": at.isoformat()}
        for _, fact in pairs
    ]
    _retain(client, bank, items)
    lessons = found = 0
    for question, fact in pairs:
        body = {"query": question, "top_k": 5, "now": (at + timedelta(hours=1)).isoformat()}
        response = client.post(f"/v1/banks/{bank}/recall", json=body)
        response.raise_for_status()
        memories = response.json()["memories"]
        lessons += sum(1 for m in memories if m["kind"] == "lesson")
        found += any(m["text"] == fact for m in memories)
    return lessons, found, len(pairs)


def _retain(client: httpx.Client, bank: str, items: list[dict[str, Any]]) -> None:
    response = client.post(f"/v1/banks/{bank}/memories", json={"items": items})
    response.raise_for_status()


def repeated(outcomes: list[bool]) -> tuple[int, int]:
    """(rounds after the first failure that failed again, rounds after the first failure)."""
    if False not in outcomes:
        return 0, 0
    after = outcomes[outcomes.index(False) + 1 :]
    return sum(1 for ok in after if not ok), len(after)


def first_success(outcomes: list[bool]) -> int | None:
    return outcomes.index(True) + 1 if True in outcomes else None


def report(runs: list[Run], rounds: int) -> dict[str, Any]:
    groups: dict[str, list[Run]] = {"all": runs}
    for run in runs:
        groups.setdefault(run.family.lang, []).append(run)
        groups.setdefault(f"half {run.half}", []).append(run)
        groups.setdefault(f"{run.family.lang} {run.half}", []).append(run)
        groups.setdefault(run.family.shape, []).append(run)
    print(f"\n{'group':<14}{'fam':>4}  " + "".join(f"{a:>26}" for a in AGENTS))
    print(f"{'':<18}" + "".join(f"{'repeat%  first  tokens':>26}" for _ in AGENTS))
    summary: dict[str, Any] = {}
    for name, members in groups.items():
        cells, row = [], {}
        for agent in AGENTS:
            failed = sum(repeated(r.outcomes[agent])[0] for r in members)
            total = sum(repeated(r.outcomes[agent])[1] for r in members)
            firsts = [first_success(r.outcomes[agent]) or rounds + 1 for r in members]
            tokens = [t for r in members for t in r.tokens[agent]]
            rate = 100 * failed / total if total else 0.0
            first = sum(firsts) / len(firsts)
            mean_tokens = sum(tokens) / len(tokens) if tokens else 0.0
            row[agent] = {"repeat": rate, "first": first, "tokens": mean_tokens}
            cells.append(f"{rate:>9.1f}{first:>7.2f}{mean_tokens:>8.0f}  ")
        summary[name] = row
        print(f"{name:<14}{len(members):>4}  " + "".join(f"{c:>26}" for c in cells))
    return summary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--url", default=None)
    parser.add_argument("--lang", choices=("en", "zh"), default=None)
    parser.add_argument(
        "--half", choices=("a", "b", "c", "d", "both", "open", "all"), default="all"
    )
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--query", choices=("goal", "goal+tool"), default="goal")
    parser.add_argument("--verbose", "-v", action="store_true")
    args = parser.parse_args()
    validate(EN + ZH + EN_C + ZH_C + EN_D + ZH_D)
    halves = {"both": "ab", "open": "abc", "all": "abcd"}.get(args.half, args.half)
    parts = [(f, "a" if i % 2 == 0 else "b") for fs in (EN, ZH) for i, f in enumerate(fs)]
    parts += [(f, "c") for f in EN_C + ZH_C]
    parts += [(f, "d") for f in EN_D + ZH_D]
    runs = [Run(f, h) for f, h in parts if args.lang in (None, f.lang) and h in halves]
    rag, count = PlainRag(), TokenCounter()
    started = time.monotonic()
    with service(args.url) as client:
        for lang in ("en", "zh"):
            mine = [r for r in runs if r.family.lang == lang]
            if mine:
                run_language(client, rag, count, mine, args.rounds, args.query)
    print(
        f"{len(runs)} families x {args.rounds} rounds, recalling with the {args.query}, "
        f"in {time.monotonic() - started:.0f} s"
    )
    summary = report(runs, args.rounds)
    if args.verbose:
        for run in (r for r in runs if r.half != "d"):  # part D stays unread
            for agent in ("rag", "hindsight"):
                marks = "".join("+" if ok else "-" for ok in run.outcomes[agent])
                print(f"{run.family.slug:<34}{run.half} {agent:<10}{marks}")
                if agent == "hindsight":
                    for rnd, top in enumerate(run.tops[agent]):
                        if not run.outcomes[agent][rnd]:
                            print(f"    r{rnd}: " + " | ".join(t[:90] for t in top))
    out = REPO / "bench" / "results" / f"lessons-{datetime.now(UTC):%Y%m%dT%H%M%S}.json"
    out.parent.mkdir(exist_ok=True)
    records = [
        {
            "slug": r.family.slug,
            "half": r.half,
            "outcomes": r.outcomes,
            "tokens": r.tokens,
            "tops": r.tops,
        }
        for r in runs
    ]
    out.write_text(json.dumps({"summary": summary, "runs": records}, ensure_ascii=False, indent=1))
    print(f"written to {out}")


if __name__ == "__main__":
    main()
