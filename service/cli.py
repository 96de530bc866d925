"""The `hindsight` command: `serve`, `db install|start|stop|status|password` for the local
Neo4j, `reembed BANK` (asks a running service to move a bank to its models), and the
commands of `service.commands` (import, export, recall, summarize, bank, reflect,
consolidate, mcp), which talk to a running service."""

from __future__ import annotations

import argparse
import logging
import sys
import time

from service import commands, localdb
from service.client import ApiError, Hindsight, Unreachable
from service.request_ids import install_log_context
from service.settings import Settings

LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s [%(request_id)s]: %(message)s"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="hindsight", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    serve = sub.add_parser("serve", help="serve the API (starts the local Neo4j if no URI is set)")
    serve.add_argument("--host", help="bind address (default: HINDSIGHT_HOST or 127.0.0.1)")
    serve.add_argument("--port", type=int, help="port (default: HINDSIGHT_PORT or 8000)")
    db = sub.add_parser("db", help="manage the local Neo4j server")
    db.add_argument("action", choices=["install", "start", "stop", "status", "password"])
    reembed = sub.add_parser(
        "reembed",
        help="re-embed a bank into the models the service embeds with (in the background, "
        "resumable); shows its progress",
    )
    reembed.add_argument("bank", help="the bank's id")
    reembed.add_argument("--url", default="http://127.0.0.1:8000", help="the running service")
    reembed.add_argument("--no-wait", action="store_true", help="start it and return")
    commands.add_parsers(sub)
    args = parser.parse_args(argv)
    if args.command in commands.COMMANDS:
        return commands.run(args)
    if args.command == "reembed":
        return _reembed(args.url.rstrip("/"), args.bank, wait=not args.no_wait)
    install_log_context()  # before any record: LOG_FORMAT prints each one's request id
    logging.basicConfig(level=logging.INFO, format=LOG_FORMAT)
    settings = Settings()
    try:
        if args.command == "serve":
            return _serve(settings, args.host, args.port)
        return _db(settings, args.action)
    except localdb.LocalDbError as exc:
        print(f"hindsight: {exc}", file=sys.stderr)
        return 1


def _serve(settings: Settings, host: str | None, port: int | None) -> int:
    import uvicorn

    from service.app import create_app

    updates = {k: v for k, v in {"host": host, "port": port}.items() if v is not None}
    settings = settings.model_copy(update=updates)
    # log_config=None: uvicorn's lines go through LOG_FORMAT too, with their request ids
    app = create_app(settings)
    uvicorn.run(app, host=settings.host, port=settings.port, log_level="info", log_config=None)
    return 0


def _db(settings: Settings, action: str) -> int:
    server = localdb.from_settings(settings)
    if action == "install":
        server.install()
        print(f"neo4j {server.config.runtime.version} installed in {server.config.runtime.root}")
    elif action == "start":
        if server.start():
            print("neo4j started")
        else:
            print("neo4j was already running")
        print(server.status().describe())
        print(f"browser: {server.http_url}/browser/")
    elif action == "stop":
        print("neo4j stopped" if server.stop() else "neo4j was not running")
    elif action == "status":
        status = server.status()
        print(status.describe())
        return 0 if status.running else 3
    elif action == "password":
        print(server.password() or "(auth is off)")
    return 0


def _reembed(url: str, bank: str, wait: bool, poll_s: float = 1.0) -> int:
    """Start the job through the API, then print its progress until it ends."""
    if not url.startswith(("http://", "https://")):
        print(f"hindsight: --url must be http(s)://, not {url!r}", file=sys.stderr)
        return 1
    try:
        with Hindsight(url) as memory:
            status = memory.start_reembed(bank)
            while wait and status.state == "running":
                print(f"\r{bank}: {status.done}/{status.total} memories", end="", flush=True)
                time.sleep(poll_s)
                status = memory.reembed_status(bank)
    except (ApiError, Unreachable) as exc:
        print(f"hindsight: {url}: {exc}", file=sys.stderr)
        return 1
    print(
        f"\r{bank}: {status.state}, {status.done}/{status.total} memories, "
        f"{status.from_model} -> {status.model}, "
        f"{status.from_multilingual_model} -> {status.multilingual_model}"
        + (f" ({status.error})" if status.error else "")
    )
    return 0 if status.state in ("done", "running") else 2


if __name__ == "__main__":
    sys.exit(main())
