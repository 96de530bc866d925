"""A real HTTP server standing in for an OpenAI-compatible endpoint: it answers
/v1/chat/completions from a script, in OpenAI's shape, and records what it was sent."""

from __future__ import annotations

import json
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


class FakeLlm:
    """Answers /v1/chat/completions from a script of (status, content); records what it was
    sent (``requests``, ``headers``) and the usage it reported (``usages``). A 200 carries a
    chat.completion whose message holds ``content`` (None: a null content); any other status
    an OpenAI error body. An empty script answers 500."""

    def __init__(self) -> None:
        self.script: list[tuple[int, str | None]] = []
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self.usages: list[dict[str, int]] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                length = int(self.headers.get("content-length", "0"))
                request = json.loads(self.rfile.read(length))
                fake.requests.append(request)
                fake.headers.append(dict(self.headers))
                status, content = fake.script.pop(0) if fake.script else (500, "")
                answer = fake.completion(request, content) if status == 200 else _error(status)
                body = json.dumps(answer).encode()
                self.send_response(status)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def completion(self, request: dict[str, Any], content: str | None) -> dict[str, Any]:
        """A chat.completion answering ``request`` with ``content``; its usage counts a token
        per four characters, as a rough tokenizer would."""
        prompt = sum(len(str(m.get("content", ""))) for m in request.get("messages", [])) // 4
        usage = {"prompt_tokens": prompt, "completion_tokens": len(content or "") // 4}
        usage["total_tokens"] = usage["prompt_tokens"] + usage["completion_tokens"]
        self.usages.append(usage)
        return {
            "id": f"chatcmpl-{uuid.uuid4().hex[:12]}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": request.get("model", ""),
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": content},
                    "finish_reason": "stop",
                }
            ],
            "usage": usage,
        }

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def _error(status: int) -> dict[str, Any]:
    return {"error": {"message": f"stand-in error {status}", "type": "server_error", "code": None}}
