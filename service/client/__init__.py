"""The Python client of the Hindsight API: `Hindsight` (blocking) and `AsyncHindsight`.

    from service.client import Hindsight
    with Hindsight("http://127.0.0.1:8000") as memory:
        memory.retain("alice", [{"content": "I'm vegetarian", "session_id": "s1"}])
        print(memory.recall("alice", "what should I cook for her?").context)

Answers are the API's pydantic models. A 503 or a connection that could not be made is
retried with backoff; retain carries an idempotency key, so a retried retain stores nothing
twice. An error answer raises `ApiError` (status, title, detail); no answer at all raises
`Unreachable`.
"""

from service.client.aio import AsyncHindsight
from service.client.calls import ApiError, Backoff, Call, Unreachable
from service.client.sync import DEFAULT_URL, Hindsight

__all__ = [
    "DEFAULT_URL",
    "ApiError",
    "AsyncHindsight",
    "Backoff",
    "Call",
    "Hindsight",
    "Unreachable",
]
