"""The client covers every route of the API: a route added without a client method fails
here."""

from __future__ import annotations

import inspect
import re

from fastapi.routing import APIRoute
from fastapi.testclient import TestClient

from service.client import AsyncHindsight, Hindsight, calls


def _route_of(call: calls.Call[object]) -> tuple[str, str]:
    """The call's method and path with its values put back as {placeholders}."""
    path = re.sub(r"/v1/banks/b0(?=/|$)", "/v1/banks/{bank_id}", call.path)
    path = path.replace("/memories/m0", "/memories/{memory_id}").replace(
        "/sessions/s0", "/sessions/{session_id}"
    )
    path = path.replace("/recalls/r0", "/recalls/{recall_id}")
    return call.method, path


def _every_call() -> set[tuple[str, str]]:
    values = {"bank_id": "b0", "memory_id": "m0", "session_id": "s0", "query": "q",
              "items": [], "source_bank_id": "b0", "records": [],
              "recall_id": "r0"}  # fmt: skip
    made = set()
    for name, builder in inspect.getmembers(calls, inspect.isfunction):
        if builder.__module__ != calls.__name__ or name.startswith("_"):
            continue
        params = inspect.signature(builder).parameters
        args = {p: values[p] for p in params if p in values}
        made.add(_route_of(builder(**args)))
    return made


def test_every_route_has_a_call_and_both_clients_have_every_call(client: TestClient) -> None:
    routes = {
        (method, route.path)
        for route in client.app.routes
        if isinstance(route, APIRoute) and route.include_in_schema
        for method in route.methods
    }
    assert routes <= _every_call(), routes - _every_call()
    public = {
        n for n in dir(calls) if inspect.isfunction(getattr(calls, n)) and not n.startswith("_")
    }
    builders = {n for n in public if getattr(calls, n).__module__ == calls.__name__}
    for cls in (Hindsight, AsyncHindsight):
        assert builders <= set(dir(cls)), builders - set(dir(cls))
