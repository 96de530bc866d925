"""The `hindsight` command: `serve`, and `db install|start|stop|status` for the local Neo4j."""

from __future__ import annotations

import argparse
import logging
import sys

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
    args = parser.parse_args(argv)
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


if __name__ == "__main__":
    sys.exit(main())
