"""A real HTTP proxy in front of the live service that misbehaves on cue: it answers the
first requests 503, or forwards a request and then drops the connection before answering."""

from __future__ import annotations

import http.client
import threading
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class FlakyProxy:
    def __init__(self, upstream: str) -> None:
        self.upstream = urllib.parse.urlsplit(upstream)
        self.unavailable = 0  # answer this many requests 503 first
        self.drop_after_forwarding = 0  # forward this many, then hang up without answering
        self.seen: list[tuple[str, str]] = []
        proxy = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def _handle(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = self.rfile.read(length) if length else None
                proxy.seen.append((self.command, self.path))
                if proxy.unavailable > 0:
                    proxy.unavailable -= 1
                    self._answer(503, b'{"title": "unavailable"}', {"retry-after": "0"})
                    return
                status, data, headers = proxy.forward(self.command, self.path, body, self.headers)
                if proxy.drop_after_forwarding > 0:
                    proxy.drop_after_forwarding -= 1
                    self.close_connection = True
                    self.connection.shutdown(2)
                    return
                self._answer(status, data, headers)

            def _answer(self, status: int, data: bytes, headers: dict[str, str]) -> None:
                self.send_response(status)
                for name, value in headers.items():
                    self.send_header(name, value)
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            do_GET = do_POST = do_PUT = do_PATCH = do_DELETE = _handle

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def forward(
        self, method: str, path: str, body: bytes | None, headers: object
    ) -> tuple[int, bytes, dict[str, str]]:
        connection = http.client.HTTPConnection(self.upstream.hostname, self.upstream.port)
        wanted = {k: v for k, v in headers.items() if k.lower() in ("content-type", "accept")}  # type: ignore[attr-defined]
        connection.request(method, path, body=body, headers=wanted)
        response = connection.getresponse()
        data = response.read()
        kept = {k: v for k, v in response.getheaders() if k.lower() == "content-type"}
        connection.close()
        return response.status, data, kept

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
