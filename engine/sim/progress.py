"""Progress of long runs: a one-line bar on a terminal; elsewhere (a log, a pipe) a
plain line now and then, so a run of many minutes never says nothing until done."""

from __future__ import annotations

import sys
import time
from typing import TextIO

QUIET_EVERY_S = 15.0  # off a terminal: a line at most this often, none in a short run


class ProgressBar:
    def __init__(self, stream: TextIO | None = None, width: int = 30) -> None:
        self.stream = sys.stderr if stream is None else stream  # stderr now, not at import
        self.width = width
        self.started = time.perf_counter()
        self.enabled = self.stream.isatty()
        self._said = self.started  # off a terminal: when the last line was written

    def __call__(self, done: int, total: int) -> None:
        if total == 0:
            return
        if not self.enabled:
            self._line(done, total)
            return
        filled = int(self.width * done / total)
        rate = done / max(time.perf_counter() - self.started, 1e-9)
        bar = "#" * filled + "-" * (self.width - filled)
        self.stream.write(f"\r[{bar}] {done}/{total} games, {rate:.1f}/s")
        if done == total:
            self.stream.write("\n")
        self.stream.flush()

    def _line(self, done: int, total: int) -> None:
        now = time.perf_counter()
        if now - self._said < QUIET_EVERY_S or not 0 < done < total:
            return
        self._said = now
        left = (now - self.started) / max(done, 1) * (total - done)
        self.stream.write(f"{done}/{total} games, about {left:.0f} s left\n")
        self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\n")
            self.stream.flush()
