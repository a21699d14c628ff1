"""Writers of one SQLite file take their turn here before ``BEGIN IMMEDIATE`` (stdlib only).

The one queue of every writer of a database file: :class:`database.engine.Database`'s writes and the
command line's quick writes (``desktop/cli/quick.py``, ``event pair`` without SQLAlchemy) line up on
the same ``<database>-writers`` ``flock``, so a quick write is serialised with every other desk's
write exactly as a full one is. Importing this module must stay cheap: no SQLAlchemy.
"""

from __future__ import annotations

import os
import stat
import threading
import time
from pathlib import Path

from database import waiting

__all__ = ["_Turn", "_WriterQueue"]


class _WriterQueue:
    """Writers of one SQLite file line up here before ``BEGIN IMMEDIATE`` (an advisory ``flock`` on
    ``<database>-writers``, and a thread lock within the process).

    SQLite's own wait for a busy write lock sleeps in growing steps (up to 100 ms each), so with
    several processes writing the lock is often free while every waiter sleeps: 4 desks recorded
    fewer results together than one alone. Here a waiter sleeps in the kernel until the holder lets
    go (a blocking ``flock`` on a helper thread, so that the wait still ends at the busy timeout) and
    uses no CPU meanwhile. The queue only shortens the wait: when it cannot be used (no permission
    to create the file, a file that is not a regular file, a file system without ``flock``) or a
    wait runs past the busy timeout, the writer goes on to ``BEGIN IMMEDIATE`` and SQLite's own
    locking decides as before. The kernel releases the turn of a killed process; the file holds
    nothing and is never removed (another process may be waiting on it)."""

    def __init__(self, path: Path, timeout_s: float) -> None:
        self.path = Path(str(path) + "-writers")
        self.timeout_s = timeout_s
        self._held: int | None = None
        self._unusable = False
        self._thread_lock = threading.Lock()

    def _open(self) -> int | None:
        if self._unusable:
            return None
        try:
            import fcntl  # noqa: F401 - POSIX only

            flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_NOFOLLOW", 0)
            fd = os.open(self.path, flags | getattr(os, "O_NONBLOCK", 0), 0o644)  # a FIFO must not block
        except (OSError, ImportError):
            self._unusable = True
            return None
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise OSError("not a regular file")
        except OSError:
            os.close(fd)
            self._unusable = True
            return None
        return fd

    def acquire(self) -> bool:
        """Wait for this writer's turn (at most the busy timeout); True when the turn was taken and
        :meth:`release` must follow. Raises :class:`DatabaseWaitCancelled` when the user cancels the
        wait (``database.waiting``)."""
        if self._unusable or not self._thread_lock.acquire(timeout=self.timeout_s):
            return False
        fd = self._open()
        if fd is None:
            self._thread_lock.release()
            return False
        import fcntl

        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            self._held = fd
            return True
        except BlockingIOError:
            pass
        except OSError:  # no flock here
            os.close(fd)
            self._unusable = True
            self._thread_lock.release()
            return False
        turn = _Turn(fd)
        threading.Thread(target=turn.wait_in_kernel, name="toybox-writer-turn", daemon=True).start()
        try:
            taken = turn.taken(self.timeout_s, str(self.path)[: -len("-writers")])
        except BaseException:
            self._thread_lock.release()  # cancelled (or Ctrl-C): the helper closes its file
            raise
        if taken:
            self._held = fd
            return True
        self._thread_lock.release()  # the helper closes its file once its flock returns
        return False

    def release(self) -> None:
        fd, self._held = self._held, None
        try:
            if fd is not None:
                os.close(fd)  # closing the file gives the turn to the next writer
        finally:
            self._thread_lock.release()

    def close(self) -> None:
        pass  # nothing stays open between writes


class _Turn:
    """One writer's blocking wait for the queue's ``flock`` on its own file descriptor."""

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.state = "waiting"
        self._lock = threading.Lock()
        self._done = threading.Event()

    def wait_in_kernel(self) -> None:
        import fcntl

        try:
            fcntl.flock(self.fd, fcntl.LOCK_EX)
            ok = True
        except OSError:
            ok = False
        with self._lock:
            if self.state == "abandoned" or not ok:
                self.state = "abandoned"
                os.close(self.fd)  # gives the turn straight on (or there was none)
            else:
                self.state = "held"
        self._done.set()

    def taken(self, timeout_s: float, location: str = "") -> bool:
        start = time.monotonic()
        try:
            while not self._done.wait(min(waiting.SLICE_S, max(0.0, start + timeout_s - time.monotonic()))):
                waited = time.monotonic() - start
                if waited >= timeout_s:
                    break
                notice = waiting.notice
                if notice is not None and waited >= waiting.NOTICE_AFTER_S and notice(location, waited) is False:
                    from database.engine import _CANCELLED, DatabaseWaitCancelled  # noqa: PLC0415

                    raise DatabaseWaitCancelled(location, _CANCELLED)
        except BaseException:
            with self._lock:
                if self.state == "held":  # the turn came just now: give it back at once
                    os.close(self.fd)
                self.state = "abandoned"
            raise
        with self._lock:
            if self.state == "held":
                return True
            self.state = "abandoned"
            return False
