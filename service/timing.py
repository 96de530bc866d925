"""Stage timings of one request, reported in a Server-Timing header (seen by benchmarks and
browser dev tools alike)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field


@dataclass
class Timings:
    stages: dict[str, float] = field(default_factory=dict)  # seconds

    @contextmanager
    def stage(self, name: str) -> Iterator[None]:
        started = time.perf_counter()
        try:
            yield
        finally:
            self.stages[name] = self.stages.get(name, 0.0) + time.perf_counter() - started

    def header(self) -> str:
        return ", ".join(f"{name};dur={secs * 1000:.1f}" for name, secs in self.stages.items())
