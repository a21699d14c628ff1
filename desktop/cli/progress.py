"""Progress of a long command-line import on stderr (shown for 1,000 items or more)."""

from __future__ import annotations

import sys


class Progress:
    """``progress(done, total)`` callback printing ``what: done/total`` on one stderr line, at most
    twice a second; :meth:`done` ends the line."""

    def __init__(self, what: str) -> None:
        self.what = what
        self.shown = False
        self.last = 0.0

    def __call__(self, done: int, total: int) -> bool:
        import time

        now = time.monotonic()
        if total >= 1000 and (now - self.last > 0.5 or done == total):
            self.last = now
            self.shown = True
            print(f"\r{self.what}: {done}/{total}", end="", file=sys.stderr, flush=True)
        return True

    def done(self) -> None:
        if self.shown:
            print(file=sys.stderr)
            self.shown = False
