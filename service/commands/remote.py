"""The CLI commands that talk to a running service: recall, bank list|show|delete, reflect,
consolidate, summarize, export. Each prints for a person (rich tables) or, with ``--json``,
the API's answer as it is."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import IO, Any

from pydantic import BaseModel
from rich.console import Console
from rich.panel import Panel
from rich.table import Table

from service.client import Hindsight
from service.models import BankPage, BankSummary


def print_json(console: Console, answer: BaseModel | dict[str, Any]) -> None:
    data = answer.model_dump(mode="json") if isinstance(answer, BaseModel) else answer
    console.print_json(json.dumps(data, ensure_ascii=False))


def recall(memory: Hindsight, console: Console, bank: str, query: str, **options: Any) -> int:
    answer = memory.recall(bank, query, explain=True, **options)
    if answer.resolved_query and answer.resolved_query != query:
        console.print(f"[dim]read as:[/] {answer.resolved_query}")
    table = Table(title=f"{bank}: {query}", show_lines=True)
    for column in ("#", "kind", "memory", "score", "why"):
        table.add_column(column, overflow="fold")
    for rank, m in enumerate(answer.memories, start=1):
        status = "" if m.status == "active" else f" [yellow]({m.status})[/]"
        outdated = " [yellow](possibly outdated)[/]" if m.scores.get("possibly_outdated") else ""
        when = f"\n[dim]{m.occurred_at:%Y-%m-%d}[/]" if m.occurred_at else ""
        table.add_row(
            str(rank),
            m.kind,
            f"{m.text}{status}{outdated}{when}",
            f"{m.score:.3f}",
            m.explanation or _channels(m.scores),
        )
    console.print(table)
    if answer.context:
        console.print(Panel(answer.context, title="context block"))
    return 0


def _channels(scores: dict[str, float]) -> str:
    best = sorted(scores.items(), key=lambda kv: -abs(kv[1]))[:4]
    return ", ".join(f"{name} {value:.2f}" for name, value in best)


def all_banks(memory: Hindsight) -> BankPage:
    """Every bank, page after page, as one page with nothing after it."""
    banks: list[BankSummary] = []
    cursor = None
    while True:
        page = memory.list_banks(limit=200, cursor=cursor)
        banks += page.banks
        cursor = page.next
        if not cursor:
            return BankPage(banks=banks, next=None)


def bank_list(memory: Hindsight, console: Console) -> int:
    table = Table(title="banks")
    for column in ("id", "name", "memories", "episodes"):
        table.add_column(column)
    for bank in all_banks(memory).banks:
        table.add_row(bank.id, bank.name or "", str(bank.memories), str(bank.episodes))
    console.print(table)
    return 0


def bank_show(memory: Hindsight, console: Console, bank: str) -> int:
    out = memory.get_bank(bank)
    table = Table(title=f"bank {out.id}", show_header=False)
    table.add_row("name", out.name or "")
    table.add_row("description", out.description or "")
    table.add_row("memories", str(out.memory_count))
    for status, count in sorted(out.memories_by_status.items()):
        table.add_row(f"  {status}", str(count))
    table.add_row("embedding model", out.embedding_model or "")
    table.add_row("multilingual model", out.multilingual_model or "")
    table.add_row("created", f"{out.created_at}" if out.created_at else "")
    console.print(table)
    return 0


def bank_delete(memory: Hindsight, console: Console, bank: str, yes: bool) -> int:
    if not yes:
        count = memory.get_bank(bank).memory_count
        answer = console.input(f"delete bank {bank!r} and its {count} memories for good? [y/N] ")
        if answer.strip().lower() not in ("y", "yes"):
            console.print("nothing deleted")
            return 1
    deleted = memory.delete_bank(bank).deleted
    parts = ", ".join(f"{n} {kind}" for kind, n in deleted.model_dump().items())
    console.print(f"bank {bank} deleted ({parts})")
    return 0


def reflect(memory: Hindsight, console: Console, bank: str, **scope: Any) -> int:
    answer = memory.reflect(bank, **scope)
    if not answer.lessons:
        console.print(f"no lesson: {answer.note or 'nothing specific to learn'}")
        return 0
    for learnt in answer.lessons:
        lesson = learnt.lesson
        console.print(
            Panel(
                f"[b]{lesson.lesson}[/]\n\ngoal: {lesson.goal}\noutcome: {lesson.outcome}\n"
                f"because: {lesson.attribution}\ntags: {', '.join(lesson.tags)}  "
                f"confidence: {lesson.confidence:.2f}  ({lesson.method})",
                title=f"{learnt.action}: {lesson.id}",
            )
        )
    return 0


def consolidate(memory: Hindsight, console: Console, bank: str, dry_run: bool) -> int:
    report = memory.consolidate(bank, dry_run=dry_run)
    table = Table(title=f"consolidation of {bank}: {report.state}")
    table.add_column("step")
    table.add_column("planned")
    table.add_column("applied")
    for name in type(report.planned).model_fields:
        table.add_row(name, str(getattr(report.planned, name)), str(getattr(report.applied, name)))
    console.print(table)
    console.print(f"share of the bank changed: {report.share:.1%} (at most {report.max_share:.0%})")
    if report.note:
        console.print(report.note)
    return 0 if report.state in ("done", "planned") else 2


def summarize(memory: Hindsight, console: Console, bank: str, **options: Any) -> int:
    answer = memory.summarize(bank, **options)
    title = f"{bank}: {answer.method}, {len(answer.memories)} of {answer.considered} memories"
    console.print(Panel(answer.text or "(nothing in that range)", title=title))
    return 0


def export(memory: Hindsight, console: Console, bank: str, out: Path | None, vectors: bool) -> int:
    """Write the export line by line; refuse to call a cut-short export complete."""
    handle: IO[str] = open(out, "w", encoding="utf-8") if out else sys.stdout  # noqa: SIM115
    last: dict[str, Any] = {}
    count = 0
    try:
        with console.status(f"exporting {bank}…") as status:
            for record in memory.export(bank, with_vectors=vectors):
                handle.write(
                    json.dumps(record, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
                )
                handle.write("\n")
                last, count = record, count + 1
                if count % 500 == 0:
                    status.update(f"exporting {bank}: {count} records")
    finally:
        if out:
            handle.close()
    if last.get("type") != "end":
        console.print(f"[red]the export of {bank} stopped after {count} records[/]")
        return 2
    counts = ", ".join(f"{n} {kind}" for kind, n in dict(last.get("counts") or {}).items())
    console.print(f"exported {bank}: {counts}" + (f" to {out}" if out else ""))
    return 0
