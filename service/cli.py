"""The `hindsight` command: `serve`, `db install|start|stop|status|password` for the local
Neo4j, and `reembed BANK` (asks a running service to move a bank to its models)."""

from __future__ import annotations

import argparse
import json
import logging
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from typing import Any

from service import localdb
from service.settings import Settings

LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


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
    args = parser.parse_args(argv)
    if args.command == "reembed":
        return _reembed(args.url.rstrip("/"), args.bank, wait=not args.no_wait)
    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
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
    uvicorn.run(create_app(settings), host=settings.host, port=settings.port, log_level="info")
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
    path = f"{url}/v1/banks/{urllib.parse.quote(bank, safe='')}/reembed"
    try:
        status = _call("POST", path)
        while wait and status["state"] == "running":
            print(f"\r{bank}: {status['done']}/{status['total']} memories", end="", flush=True)
            time.sleep(poll_s)
            status = _call("GET", path)
    except (urllib.error.URLError, OSError) as exc:
        print(f"hindsight: {path}: {exc}", file=sys.stderr)
        return 1
    print(
        f"\r{bank}: {status['state']}, {status['done']}/{status['total']} memories, "
        f"{status['from_model']} -> {status['model']}, "
        f"{status['from_multilingual_model']} -> {status['multilingual_model']}"
        + (f" ({status['error']})" if status.get("error") else "")
    )
    return 0 if status["state"] in ("done", "running") else 2


def _call(method: str, url: str) -> dict[str, Any]:
    body = b"" if method == "POST" else None
    request = urllib.request.Request(url, method=method, data=body)  # noqa: S310 - http(s) only
    try:
        with urllib.request.urlopen(request, timeout=30) as response:  # noqa: S310 - our URL
            return dict(json.load(response))
    except urllib.error.HTTPError as exc:  # a problem+json body says why
        detail = exc.read().decode("utf-8", "replace")
        raise OSError(f"HTTP {exc.code}: {detail}") from None


if __name__ == "__main__":
    sys.exit(main())
