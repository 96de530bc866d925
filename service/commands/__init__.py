"""The CLI's commands that talk to a running service (``--url``, default
http://127.0.0.1:8000): import, export, recall, summarize, bank list|show|delete, reflect,
consolidate, and mcp (the MCP server over stdio)."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from pydantic import BaseModel
from rich.console import Console

from service.client import DEFAULT_URL, ApiError, Hindsight, Unreachable
from service.commands import formats, importer, remote
from service.settings import DATA_ROOT

COMMANDS = ("import", "export", "recall", "summarize", "bank", "reflect", "consolidate", "mcp")


def add_parsers(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    url = argparse.ArgumentParser(add_help=False)
    url.add_argument(
        "--url",
        default=os.environ.get("HINDSIGHT_URL", DEFAULT_URL),
        help="the running service (default: HINDSIGHT_URL or %(default)s)",
    )
    url.add_argument("--json", action="store_true", help="print the API's answer as JSON")
    p = sub.add_parser("import", parents=[url], help="import turns, a LoCoMo file or an export")
    p.add_argument("file", type=Path)
    p.add_argument("--bank", required=True)
    p.add_argument("--batch", type=int, default=64, help="items or records per request")
    p.add_argument("--restart", action="store_true", help="ignore a previous run's progress")
    p.add_argument("--state-dir", type=Path, default=DATA_ROOT / "imports",
                   help="where progress is kept for resuming (default: %(default)s)")  # fmt: skip
    p = sub.add_parser("export", parents=[url], help="write a bank as lossless JSON lines")
    p.add_argument("bank")
    p.add_argument("-o", "--output", type=Path, help="the file (default: stdout)")
    p.add_argument("--with-vectors", action="store_true", help="include the embeddings")
    p = sub.add_parser("recall", parents=[url], help="what the bank remembers for a query")
    p.add_argument("bank")
    p.add_argument("query")
    p.add_argument("--top-k", type=int, default=10)
    p.add_argument("--session")
    p.add_argument("--mode", choices=["fast", "precise"], default="fast")
    p = sub.add_parser("summarize", parents=[url], help="what a bank learnt over a time range")
    p.add_argument("bank")
    p.add_argument("--since")
    p.add_argument("--until")
    p.add_argument("--limit", type=int, default=12)
    p = sub.add_parser("bank", parents=[url], help="list, show or delete banks")
    p.add_argument("action", choices=["list", "show", "delete"])
    p.add_argument("bank", nargs="?")
    p.add_argument("--yes", action="store_true", help="delete without asking")
    p = sub.add_parser("reflect", parents=[url], help="distil lessons from a session or task")
    p.add_argument("bank")
    scope = p.add_mutually_exclusive_group(required=True)
    scope.add_argument("--session")
    scope.add_argument("--task")
    p = sub.add_parser("consolidate", parents=[url], help="consolidate a bank now")
    p.add_argument("bank")
    p.add_argument("--dry-run", action="store_true")
    p = sub.add_parser("mcp", parents=[url], help="serve the MCP tools over stdio")
    p.add_argument("--bank", help="bind the tools to this bank (else each call names one)")


def run(args: argparse.Namespace) -> int:
    out = Console(soft_wrap=args.command == "export")
    err = Console(stderr=True)
    if args.command == "mcp":
        from service.mcp.stdio import serve_stdio

        serve_stdio(args.url, args.bank)
        return 0
    try:
        with Hindsight(args.url) as memory:
            return _dispatch(memory, args, out, err)
    except (ApiError, Unreachable, formats.BadFile) as exc:
        err.print(f"[red]hindsight {args.command}:[/] {exc}", highlight=False, soft_wrap=True)
        return 1


def _dispatch(memory: Hindsight, args: argparse.Namespace, out: Console, err: Console) -> int:
    command = args.command
    if command == "import":
        return _import(memory, args, err)
    if command == "export":
        return remote.export(memory, err, args.bank, args.output, args.with_vectors)
    if args.json:
        return _as_json(memory, args, out)
    if command == "recall":
        return remote.recall(memory, out, args.bank, args.query, **_recall_options(args))
    if command == "summarize":
        return remote.summarize(memory, out, args.bank, **_window(args))
    if command == "bank":
        return _bank(memory, args, out)
    if command == "reflect":
        return remote.reflect(memory, out, args.bank, session_id=args.session, task_id=args.task)
    return remote.consolidate(memory, out, args.bank, args.dry_run)


def _recall_options(args: argparse.Namespace) -> dict[str, Any]:
    return {"top_k": args.top_k, "session_id": args.session, "mode": args.mode}


def _window(args: argparse.Namespace) -> dict[str, Any]:
    return {"since": args.since, "until": args.until, "limit": args.limit}


def _bank(memory: Hindsight, args: argparse.Namespace, out: Console) -> int:
    if args.action == "list":
        return remote.bank_list(memory, out)
    if not args.bank:
        out.print(f"hindsight bank {args.action}: give the bank's id")
        return 1
    if args.action == "show":
        return remote.bank_show(memory, out, args.bank)
    return remote.bank_delete(memory, out, args.bank, args.yes)


def _as_json(memory: Hindsight, args: argparse.Namespace, out: Console) -> int:
    command = args.command
    answer: BaseModel | dict[str, Any]
    if command == "recall":
        answer = memory.recall(args.bank, args.query, explain=True, **_recall_options(args))
    elif command == "summarize":
        answer = memory.summarize(args.bank, **_window(args))
    elif command == "bank" and args.action == "list":
        answer = remote.all_banks(memory)  # every page, as the table lists
    elif command == "bank" and args.action == "show":
        answer = memory.get_bank(args.bank)
    elif command == "bank" and not args.yes:
        out.print("hindsight bank delete --json: give --yes")
        return 1
    elif command == "bank":
        answer = memory.delete_bank(args.bank)
    elif command == "reflect":
        answer = memory.reflect(args.bank, session_id=args.session, task_id=args.task)
    else:
        answer = memory.consolidate(args.bank, dry_run=args.dry_run)
    remote.print_json(out, answer)
    return 0


def _import(memory: Hindsight, args: argparse.Namespace, err: Console) -> int:
    if args.batch < 1:
        err.print("hindsight import: --batch must be at least 1")
        return 1
    source = formats.read(args.file)
    err.print(f"{args.file}: {source.format}, {len(source.units)} "
              f"{'records' if source.format == 'export' else 'turns'}")  # fmt: skip
    plan = importer.Plan(args.bank, args.batch, args.state_dir, args.restart)
    outcome = importer.run(memory, source, plan, err)
    if outcome.resumed_from == outcome.batches:
        err.print("this file was imported into this bank before; --restart sends it again")
    elif outcome.resumed_from:
        err.print(f"resumed after {outcome.resumed_from} of {outcome.batches} batches")
    counts = ", ".join(f"{n} {k}" for k, n in sorted(outcome.counts.items()) if n)
    print(f"imported {args.file} into {args.bank}: {counts or 'nothing new'}", file=sys.stdout)
    return 0
