"""Limits on input that come from settings (sizes, counts), checked before any work is done."""

from __future__ import annotations

import json

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from service.errors import InvalidInput, PayloadTooLarge
from service.models import RecallRequest, RetainRequest
from service.settings import Settings


def check_retain(request: RetainRequest, settings: Settings) -> None:
    if len(request.items) > settings.max_items_per_request:
        raise PayloadTooLarge(
            f"{len(request.items)} items in one request; the limit is "
            f"{settings.max_items_per_request}"
        )
    for index, item in enumerate(request.items):
        size = len(item.content.encode("utf-8"))
        if size > settings.max_content_bytes:
            raise PayloadTooLarge(
                f"items[{index}].content is {size} bytes; the limit is {settings.max_content_bytes}"
            )
        if not item.content.strip():
            raise InvalidInput(f"items[{index}].content is blank")
        if item.metadata is not None:
            meta = len(json.dumps(item.metadata, ensure_ascii=False).encode("utf-8"))
            if meta > settings.max_metadata_bytes:
                raise PayloadTooLarge(
                    f"items[{index}].metadata is {meta} bytes as JSON; the limit is "
                    f"{settings.max_metadata_bytes}"
                )


def check_recall(request: RecallRequest, settings: Settings) -> None:
    if len(request.query) > settings.max_query_chars:
        raise PayloadTooLarge(
            f"query is {len(request.query)} characters; the limit is {settings.max_query_chars}"
        )
    if not request.query.strip():
        raise InvalidInput("query is blank")
    if request.top_k > settings.max_top_k:
        raise InvalidInput(f"top_k is {request.top_k}; the limit is {settings.max_top_k}")


class BodySizeLimit:
    """ASGI middleware: refuse request bodies over ``max_bytes`` with 413 before parsing."""

    def __init__(self, app: ASGIApp, max_bytes: int) -> None:
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope.get("headers") or []).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > self.max_bytes:
            await _reject(send, scope, self.max_bytes)
            return
        seen = 0

        async def limited() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.max_bytes:
                    raise PayloadTooLarge(f"request body exceeds {self.max_bytes} bytes")
            return message

        await self.app(scope, limited, send)


async def _reject(send: Send, scope: Scope, max_bytes: int) -> None:
    body = json.dumps(
        {
            "type": "about:blank",
            "title": "Payload too large",
            "status": 413,
            "detail": f"request body exceeds {max_bytes} bytes",
            "instance": scope.get("path", ""),
        }
    ).encode()
    headers = [
        (b"content-type", b"application/problem+json"),
        (b"content-length", b"%d" % len(body)),
    ]
    await send({"type": "http.response.start", "status": 413, "headers": headers})
    await send({"type": "http.response.body", "body": body})
