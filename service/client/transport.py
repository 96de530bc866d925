"""Sending a `Call` over httpx, with the retry rules of `calls` (sync and async)."""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator, Iterator
from typing import Any, TypeVar

import httpx

from service.client.calls import RETRY_STATUSES, ApiError, Backoff, Call, Unreachable

T = TypeVar("T")
# Errors after which the request may have reached the service.
LOST = (httpx.ReadError, httpx.WriteError, httpx.RemoteProtocolError, httpx.ReadTimeout)
NOT_SENT = (httpx.ConnectError, httpx.ConnectTimeout, httpx.PoolTimeout)


def _request(client: httpx.Client | httpx.AsyncClient, call: Call[Any]) -> httpx.Request:
    content = None
    headers = {"accept": "application/json"}
    if call.body is not None:
        content = json.dumps(call.body, ensure_ascii=False).encode("utf-8")
        headers["content-type"] = "application/json"
    return client.build_request(
        call.method,
        call.path,
        params=tuple(call.params),
        content=content,
        headers=headers,
    )


def _retryable(call: Call[Any], exc: Exception) -> bool:
    return isinstance(exc, NOT_SENT) or (call.idempotent and isinstance(exc, LOST))


def _answer(call: Call[T], response: httpx.Response) -> T:
    if response.status_code >= 400:
        raise ApiError.from_response(response.status_code, response.text)
    if call.text:
        return response.text  # type: ignore[return-value]
    return call.result(response.json())


def send(client: httpx.Client, call: Call[T], backoff: Backoff) -> T:
    for attempt in range(backoff.retries + 1):
        last = attempt == backoff.retries
        try:
            response = client.send(_request(client, call))
        except httpx.TransportError as exc:
            if last or not _retryable(call, exc):
                raise Unreachable(f"{call.method} {call.path}: {exc!r}") from exc
            time.sleep(backoff.delay(attempt))
            continue
        if response.status_code in RETRY_STATUSES and not last:
            time.sleep(backoff.delay(attempt, response.headers.get("retry-after")))
            continue
        return _answer(call, response)
    raise AssertionError("unreachable")  # pragma: no cover


async def send_async(client: httpx.AsyncClient, call: Call[T], backoff: Backoff) -> T:
    for attempt in range(backoff.retries + 1):
        last = attempt == backoff.retries
        try:
            response = await client.send(_request(client, call))
        except httpx.TransportError as exc:
            if last or not _retryable(call, exc):
                raise Unreachable(f"{call.method} {call.path}: {exc!r}") from exc
            await asyncio.sleep(backoff.delay(attempt))
            continue
        if response.status_code in RETRY_STATUSES and not last:
            await asyncio.sleep(backoff.delay(attempt, response.headers.get("retry-after")))
            continue
        return _answer(call, response)
    raise AssertionError("unreachable")  # pragma: no cover


def lines(client: httpx.Client, call: Call[Any]) -> Iterator[dict[str, Any]]:
    """A streamed JSON-lines answer, record by record (no retry once it has begun)."""
    with client.stream(call.method, call.path, params=tuple(call.params)) as response:
        if response.status_code >= 400:
            raise ApiError.from_response(response.status_code, response.read().decode())
        for line in response.iter_lines():
            if line.strip():
                yield json.loads(line)


async def lines_async(client: httpx.AsyncClient, call: Call[Any]) -> AsyncIterator[dict[str, Any]]:
    async with client.stream(call.method, call.path, params=tuple(call.params)) as response:
        if response.status_code >= 400:
            raise ApiError.from_response(response.status_code, (await response.aread()).decode())
        async for line in response.aiter_lines():
            if line.strip():
                yield json.loads(line)
