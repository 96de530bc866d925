"""The service's one error tree, and the single boundary that turns errors into problem+json.

Domain code raises these; ``graph.py`` turns driver errors into ``DatabaseUnavailable``; routers
never catch. ``install_error_handlers`` maps each error to an RFC 9457 problem document, and
anything unexpected to a generic 500 that carries the request id (the detail goes to the log).
Every problem carries the request's ``x-request-id`` header itself: the generic 500 is sent
from outside every middleware, so none of them could add it.
"""

from __future__ import annotations

import logging
import uuid
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

log = logging.getLogger(__name__)

PROBLEM_JSON = "application/problem+json"


class HindsightError(Exception):
    """Base of every error the API reports on purpose."""

    status = 500
    title = "Internal error"

    def __init__(self, detail: str, **extra: Any) -> None:
        super().__init__(detail)
        self.detail = detail
        self.extra = extra


class InvalidInput(HindsightError):
    status = 422
    title = "Invalid input"


class PayloadTooLarge(HindsightError):
    status = 413
    title = "Payload too large"


class BankNotFound(HindsightError):
    status = 404
    title = "Bank not found"


class NotFound(HindsightError):
    status = 404
    title = "Not found"


class Conflict(HindsightError):
    """The request fits no longer: e.g. a correction of a version already superseded."""

    status = 409
    title = "Conflict"


class Busy(HindsightError):
    """Another run holds the work (a consolidation lease); try again later."""

    status = 409
    title = "Busy"


class EmbeddingModelMismatch(HindsightError):
    status = 409
    title = "Bank made with another embedding model"


class DatabaseUnavailable(HindsightError):
    status = 503
    title = "Database unavailable"


class SchemaMismatch(HindsightError):
    status = 503
    title = "Database schema does not fit this service"


def problem(status: int, title: str, detail: str, request: Request, **extra: Any) -> JSONResponse:
    body = {
        "type": "about:blank",
        "title": title,
        "status": status,
        "detail": detail,
        "instance": request.url.path,
        **extra,
    }
    headers = {"x-request-id": request_id(request)}
    if status == 503:
        headers["Retry-After"] = "5"
    return JSONResponse(body, status_code=status, media_type=PROBLEM_JSON, headers=headers)


def request_id(request: Request) -> str:
    rid = getattr(request.state, "request_id", None)
    return rid if isinstance(rid, str) else uuid.uuid4().hex


async def _hindsight_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, HindsightError)
    if exc.status >= 500:
        log.warning("%s %s: %s", request.method, request.url.path, exc.detail)
    return problem(exc.status, exc.title, exc.detail, request, **exc.extra)


async def _validation_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    errors = [
        {"loc": list(err.get("loc", ())), "msg": err.get("msg", ""), "type": err.get("type", "")}
        for err in exc.errors()
    ]
    first = errors[0] if errors else {"loc": [], "msg": "invalid request"}
    where = ".".join(str(p) for p in first["loc"])
    detail = f"{where}: {first['msg']}" if where else str(first["msg"])
    return problem(422, "Invalid input", detail, request, errors=errors)


async def _http_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    return problem(exc.status_code, _reason(exc.status_code), str(exc.detail), request)


async def _unexpected_error(request: Request, exc: Exception) -> JSONResponse:
    rid = request_id(request)
    log.exception("unexpected error in %s %s (request %s)", request.method, request.url.path, rid)
    detail = f"an unexpected error occurred; quote request id {rid} when reporting it"
    return problem(500, "Internal error", detail, request, request_id=rid)


def _reason(status: int) -> str:
    from http import HTTPStatus

    try:
        return HTTPStatus(status).phrase
    except ValueError:
        return "Error"


def install_error_handlers(app: FastAPI) -> None:
    app.add_exception_handler(HindsightError, _hindsight_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(StarletteHTTPException, _http_error)
    app.add_exception_handler(Exception, _unexpected_error)
