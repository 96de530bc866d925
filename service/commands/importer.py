"""``hindsight import FILE --bank B``: send a file to a running service in batches, with a
progress bar, resumable, and say at the end what it made of it.

Resuming: after each batch the service acknowledged, a state file (under the data
directory's ``imports/``, named after the bank and the file's sha256) records how many
batches are done. A later run of the same file into the same bank starts after them. A
batch that was sent but not acknowledged is sent again; it stores nothing twice, because
each retain batch carries an idempotency key made of the file's digest, the bank and the
batch's number (and an export's records are merged on their ids). A file that changed is
a new file: its digest differs, so it starts from the beginning.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from service.client import Hindsight
from service.commands.formats import Source
from service.models import RetainResponse

OUTCOMES = ("created", "merged", "superseded", "negated", "skipped")


@dataclass
class Outcome:
    batches: int
    resumed_from: int  # batches a previous run had done
    counts: Counter[str] = field(default_factory=Counter)
    finished: bool = False


@dataclass(frozen=True)
class Plan:
    bank: str
    batch: int
    state_dir: Path
    restart: bool = False


def run(memory: Hindsight, source: Source, plan: Plan, console: Console) -> Outcome:
    batches = [source.units[i : i + plan.batch] for i in range(0, len(source.units), plan.batch)]
    state_path = plan.state_dir / f"{_safe(plan.bank)}-{source.digest[:24]}.json"
    state = {} if plan.restart else _load(state_path)
    done = int(state.get("done", 0))
    outcome = Outcome(len(batches), done, Counter(state.get("counts", {})))
    if state.get("finished"):
        outcome.finished = True
        return outcome
    send = _sender(memory, source, plan.bank)
    with _progress(console) as progress:
        task = progress.add_task(f"{source.path.name} → {plan.bank}", total=len(source.units))
        progress.update(task, completed=min(done * plan.batch, len(source.units)))
        for number in range(done, len(batches)):
            outcome.counts.update(send(number, batches[number]))
            _save(state_path, {"done": number + 1, "counts": dict(outcome.counts)})
            progress.advance(task, len(batches[number]))
    outcome.finished = True
    _save(state_path, {"done": len(batches), "counts": dict(outcome.counts), "finished": True})
    return outcome


Sender = Callable[[int, list[dict[str, Any]]], Counter[str]]


def _sender(memory: Hindsight, source: Source, bank: str) -> Sender:
    if source.format == "export":
        origin = source.source_bank_id or bank

        def send_records(number: int, records: list[dict[str, Any]]) -> Counter[str]:
            report = memory.import_records(bank, origin, records)
            counts: Counter[str] = Counter()
            for kind, n in report.imported.items():
                counts[f"imported {kind}"] += n
            counts["skipped"] += sum(report.skipped.values())
            return counts

        return send_records

    def send_items(number: int, items: list[dict[str, Any]]) -> Counter[str]:
        key = f"import:{source.digest[:20]}:{bank}:{number}"[:128]
        return retain_counts(memory.retain(bank, items, idempotency_key=key))

    return send_items


def retain_counts(result: RetainResponse) -> Counter[str]:
    return Counter(
        {
            "created": len(result.created),
            "merged": len(result.merged),
            "superseded": len(result.superseded),
            "negated": len(result.negated),
            "skipped": len(result.skipped) + len(result.unchanged),
        }
    )


def _progress(console: Console) -> Progress:
    return Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=console,
        transient=False,
    )


def _load(path: Path) -> dict[str, Any]:
    try:
        value = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return value if isinstance(value, dict) else {}


def _save(path: Path, state: dict[str, Any]) -> None:
    """Written whole to a temporary file, then renamed: a crash never leaves half a state."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".tmp")
    temporary.write_text(json.dumps(state), encoding="utf-8")
    os.replace(temporary, path)


def _safe(bank: str) -> str:
    return "".join(c if c.isalnum() or c in "._-" else "_" for c in bank)
