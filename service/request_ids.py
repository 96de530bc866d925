"""Request ids: one per request, on its response and on every log line printed while it runs.

``RequestIds`` is an ASGI middleware: it takes the caller's ``x-request-id`` (or makes one),
binds it to ``REQUEST_ID`` for the request's task, keeps it in the request's state (where the
error handlers read it) and sets it on the response. ``install_log_context`` makes every log
record carry ``request_id`` ("-" outside a request), whoever logs it (our loggers, uvicorn's,
the driver's), so a log format can print ``%(request_id)s``.

The id stays bound after the app returns or raises: the server runs each request in a task
of its own, and what it logs after the app (the access line, "Exception in ASGI
application", the generic 500's log line) belongs to that request too.
"""

from __future__ import annotations

import logging
import uuid
from contextvars import ContextVar
from typing import Any

from starlette.datastructures import MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

HEADER = "x-request-id"
OUTSIDE = "-"  # the request id of a log line written outside any request
MAX_LENGTH = 64

# A context variable is the one kind of module-level state that is per task by design.
REQUEST_ID: ContextVar[str] = ContextVar("request_id", default=OUTSIDE)


def current_request_id() -> str:
    return REQUEST_ID.get()


class RequestIds:
    """ASGI middleware: the request's id on its task, its state and its response."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        given = dict(scope.get("headers") or []).get(HEADER.encode(), b"")
        rid = given.decode("latin-1").strip()[:MAX_LENGTH] or uuid.uuid4().hex
        REQUEST_ID.set(rid)
        scope.setdefault("state", {})["request_id"] = rid

        async def send_with_id(message: Message) -> None:
            if message["type"] == "http.response.start":
                MutableHeaders(scope=message)[HEADER] = rid
            await send(message)

        await self.app(scope, receive, send_with_id)


def install_log_context() -> None:
    """Make every log record carry ``request_id``; installing it twice changes nothing."""
    factory = logging.getLogRecordFactory()
    if getattr(factory, "adds_request_id", False):
        return

    def with_request_id(*args: Any, **kwargs: Any) -> logging.LogRecord:
        record = factory(*args, **kwargs)
        record.request_id = REQUEST_ID.get()
        return record

    with_request_id.adds_request_id = True  # type: ignore[attr-defined]
    logging.setLogRecordFactory(with_request_id)
