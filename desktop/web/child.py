"""The venue web as a child process of the desk (issue 26): the desk's Venue web dialog and the
``web_phones`` benchmark start it through :class:`ServedEvent`; the child is ``toybox-arena event serve
EVENT --host H --port P --status-json`` (:func:`serve_with_status`).

Why a process and not a thread of the desk: the server answers hundreds of requests a second and
renders pages for them; in a thread it holds the desk's interpreter (the GIL) for that time, and the
desk's own work waits (ARCHITECTURE.md, "Venue web", has the figures). A child process has an
interpreter of its own.

The channel between them, both ways plain text on pipes:

- the child's stdin: its first line is the database URL (empty: the default database), so that a
  PostgreSQL password is never on a command line (``/proc/PID/cmdline`` is readable by everyone);
  then nothing. The child stops when its stdin ends (end of file), which happens however the desk
  ends: ``stop()`` closes it, and so does the system when the desk's process dies, even by ``kill -9``
  (no orphan server keeps the port).
- the child's stdout: one JSON object a line, ``status`` naming what it says:
  ``{"status": "listening", "url": ..., "host": ..., "port": ...}``,
  ``{"status": "devices", "count": N}`` (when the number of phones following the event changes),
  ``{"status": "locked", "name": ...}`` (a player locked out after wrong codes),
  ``{"status": "error", "kind": ..., "detail": ...}`` (kinds: :data:`ERROR_KINDS`),
  ``{"status": "stopped"}``.
  The parent adds ``{"status": "exited", "code": N, "detail": ...}`` when the child's process has ended
  (``detail``: what it wrote last on stderr, such as the command line's refusal).

Pure Python: no Qt (the dialog polls :meth:`ServedEvent.updates` on a timer), no SQL.
"""

from __future__ import annotations

import errno
import json
import os
import queue
import socket
import subprocess
import sys
import threading
import time
from collections import deque
from collections.abc import Callable
from typing import IO, Any

ERROR_KINDS = ("port_in_use", "address", "not_allowed", "listen", "stopped")
"""``port_in_use``: another program listens on that port; ``address``: not an address of this
computer; ``not_allowed``: the system refuses that port to this user; ``listen``: another reason it
could not listen (``detail``); ``stopped``: the server stopped by itself after it had started."""

STOP_GRACE_S = 3.0
"""How long :meth:`ServedEvent.stop` waits for the child to end by itself before terminating it."""


def command(event_id: int, host: str, port: int) -> list[str]:
    """The command line of the child: the same ``toybox-arena`` as the desk's (in the installer's
    bundle ``sys.executable`` is that command; otherwise this Python runs the ``desktop`` package)."""
    if getattr(sys, "frozen", False):
        base = [sys.executable]
    else:
        base = [sys.executable, "-m", "desktop"]
    return [*base, "event", "serve", str(event_id), "--host", host, "--port", str(port), "--status-json"]


# --- the parent's side ----------------------------------------------------------------------------------


class ServedEvent:
    """One event served by a child process: :meth:`start` returns as soon as the process is started
    (the child takes about a second to import and read the event, then says ``listening``);
    :meth:`updates` gives what the child said since the last call (and the ``exited`` the parent adds);
    :meth:`stop` closes the child's stdin, waits :data:`STOP_GRACE_S`, then terminates and kills it."""

    def __init__(
        self,
        database_url: str | None,
        event_id: int,
        *,
        host: str = "127.0.0.1",
        port: int = 8026,
        env: dict[str, str] | None = None,
        on_status: Callable[[dict[str, Any]], None] | None = None,
    ) -> None:
        self.database_url = database_url
        self.event_id = event_id
        self.host = host
        self.port = port
        self.env = env
        self.on_status = on_status
        """Called on the reader's thread with each status (besides :meth:`updates`)."""
        self.url = ""
        self.connected = 0
        self.error: dict[str, Any] | None = None
        """The child's ``error`` status, or the parent's ``exited`` when it ended by itself."""
        self.stopping = False
        self._proc: subprocess.Popen[bytes] | None = None
        self._queue: queue.Queue[dict[str, Any]] = queue.Queue()
        self._listening = threading.Event()
        self._ended = threading.Event()
        self._stderr: deque[str] = deque(maxlen=20)
        self._threads: list[threading.Thread] = []

    @property
    def pid(self) -> int | None:
        return self._proc.pid if self._proc is not None else None

    @property
    def listening(self) -> bool:
        """The child listens and has not ended."""
        return self._listening.is_set() and not self._ended.is_set() and not self.stopping

    @property
    def alive(self) -> bool:
        """The child's process has been started and has not ended."""
        return self._proc is not None and not self._ended.is_set()

    def start(self) -> None:
        """Start the child (raises OSError when the command cannot be run at all)."""
        if self._proc is not None:
            raise RuntimeError("this ServedEvent has been started already")
        env = dict(os.environ if self.env is None else self.env)
        extra: dict[str, Any] = {}
        if os.name == "posix":
            extra["start_new_session"] = True  # Ctrl-C in the desk's terminal is the desk's, not the child's
        self._proc = subprocess.Popen(
            command(self.event_id, self.host, self.port),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
            close_fds=True,
            **extra,
        )
        assert self._proc.stdin is not None
        try:
            self._proc.stdin.write((self.database_url or "").encode() + b"\n")
            self._proc.stdin.flush()
        except OSError:  # the child ended at once: its stderr says why (the reader reports it)
            pass
        for target, name in ((self._read_stdout, "venue-web-status"), (self._read_stderr, "venue-web-stderr")):
            thread = threading.Thread(target=target, name=name, daemon=True)
            thread.start()
            self._threads.append(thread)

    def wait_listening(self, timeout: float) -> bool:
        """Block until the child listens or ends (True: it listens). Not for the UI thread."""
        deadline = time.monotonic() + timeout
        while not (self._listening.is_set() or self._ended.is_set()) and time.monotonic() < deadline:
            self._ended.wait(0.05)
        return self.listening

    def updates(self) -> list[dict[str, Any]]:
        """What the child said since the last call, oldest first (for the UI thread's timer)."""
        out: list[dict[str, Any]] = []
        while True:
            try:
                out.append(self._queue.get_nowait())
            except queue.Empty:
                return out

    def stop(self, grace: float = STOP_GRACE_S, *, wait: bool = True) -> int | None:
        """Ask the child to end (its stdin closed), wait ``grace`` seconds, then terminate it (and kill
        it two seconds later). Returns its exit status (None if it was never started). ``wait=False``
        returns at once and leaves the waiting to a thread (``exited`` in :meth:`updates` tells the end)."""
        proc = self._proc
        if proc is None:
            return None
        self.stopping = True
        try:
            if proc.stdin is not None and not proc.stdin.closed:
                proc.stdin.close()
        except OSError:
            pass
        if not wait:
            threading.Thread(target=self._finish, args=(grace,), name="venue-web-stop", daemon=True).start()
            return None
        return self._finish(grace)

    def _finish(self, grace: float) -> int:
        proc = self._proc
        assert proc is not None
        try:
            code = proc.wait(grace)
        except subprocess.TimeoutExpired:
            proc.terminate()
            try:
                code = proc.wait(2.0)
            except subprocess.TimeoutExpired:
                proc.kill()
                code = proc.wait(5.0)
        for thread in self._threads:
            thread.join(2.0)
        return code

    # the readers (threads of their own)
    def _take(self, status: dict[str, Any]) -> None:
        kind = status.get("status")
        if kind == "listening":
            self.url = str(status.get("url", ""))
            self.port = int(status.get("port", self.port))
            self._listening.set()
        elif kind == "devices":
            self.connected = int(status.get("count", 0))
        elif kind == "error" and self.error is None:
            self.error = status
        self._queue.put(status)
        if self.on_status is not None:
            self.on_status(status)

    def _read_stdout(self) -> None:
        proc = self._proc
        assert proc is not None and proc.stdout is not None
        for raw in proc.stdout:
            try:
                status = json.loads(raw.decode("utf-8", "replace"))
            except ValueError:
                continue  # not a status line (the channel carries nothing else)
            if isinstance(status, dict) and isinstance(status.get("status"), str):
                self._take(status)
        code = proc.wait()
        for thread in self._threads:
            if thread.name == "venue-web-stderr":
                thread.join(2.0)
        detail = _last_refusal(list(self._stderr))
        self.connected = 0
        exited = {"status": "exited", "code": code, "detail": detail, "asked": self.stopping}
        if self.error is None and not self.stopping:
            self.error = exited
        self._ended.set()
        self._queue.put(exited)
        if self.on_status is not None:
            self.on_status(exited)

    def _read_stderr(self) -> None:
        proc = self._proc
        assert proc is not None and proc.stderr is not None
        for raw in proc.stderr:
            line = raw.decode("utf-8", "replace").strip()
            if line:
                self._stderr.append(line)


def _last_refusal(lines: list[str]) -> str:
    """What the child said last on stderr: from its last line that names the command (the command
    line's refusal, which may run over several lines) to the end; else its last line."""
    for i in range(len(lines) - 1, -1, -1):
        if lines[i].startswith("toybox-arena"):
            return " ".join(lines[i:])
    return lines[-1] if lines else ""


# --- the child's side -------------------------------------------------------------------------------------


def read_database_url(stdin: IO[bytes] | None = None) -> str | None:
    """The first line of the child's stdin: the database URL (None: an empty line, the default). Read
    from the descriptor itself, byte by byte, so that nothing after the line waits in a buffer."""
    if stdin is not None:
        line = stdin.readline()
    else:
        got = bytearray()
        while not got.endswith(b"\n"):
            byte = os.read(0, 1)
            if not byte:
                break
            got += byte
        line = bytes(got)
    return line.decode("utf-8").strip() or None


def listen_problem(host: str, port: int) -> tuple[str, str] | None:
    """Why a server could not listen on ``host:port`` (an error kind of :data:`ERROR_KINDS` and the
    system's words), or None. Binds a socket as uvicorn does (SO_REUSEADDR) and lets it go."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except socket.gaierror as exc:
        return "address", str(exc.strerror or exc)
    family, kind, proto, _name, address = infos[0]
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
    except OSError as exc:
        text = str(exc.strerror or exc)
        if exc.errno == errno.EADDRINUSE:
            return "port_in_use", text
        if exc.errno == errno.EADDRNOTAVAIL:
            return "address", text
        if exc.errno == errno.EACCES:
            return "not_allowed", text
        return "listen", text
    finally:
        sock.close()
    return None


def serve_with_status(
    db: Any,
    event_id: int,
    host: str,
    port: int,
    *,
    stdin: IO[bytes] | None = None,
    out: IO[str] | None = None,
    poll: float = 0.25,
) -> int:
    """``event serve --status-json``: serve the event, say how it goes on ``out`` (one JSON object a
    line) and stop when ``stdin`` ends. Returns the exit status (1: it could not serve)."""
    from desktop.web.server import WebServer

    sink = out if out is not None else sys.stdout
    lock = threading.Lock()
    gone = threading.Event()  # the desk has gone (stdin ended, or nobody reads stdout)

    def emit(**status: Any) -> None:
        line = json.dumps(status, ensure_ascii=False) + "\n"
        with lock:
            try:
                sink.write(line)
                sink.flush()
            except (OSError, ValueError):
                gone.set()

    def watch_stdin() -> None:
        # the descriptor, not sys.stdin's buffered reader: a daemon thread blocked in the reader would
        # hold its lock when the interpreter ends, which aborts the process
        read = stdin.read if stdin is not None else (lambda n: os.read(0, n))
        try:
            while read(4096):
                pass
        except (OSError, ValueError):
            pass
        gone.set()

    threading.Thread(target=watch_stdin, name="venue-web-stdin", daemon=True).start()
    problem = listen_problem(host, port)
    if problem is not None:
        emit(status="error", kind=problem[0], detail=problem[1])
        return 1
    server = WebServer(db, event_id, host=host, port=port)
    server.state.on_locked = lambda name: emit(status="locked", name=name)
    try:
        server.start()
    except OSError as exc:
        emit(status="error", kind="listen", detail=str(exc))
        return 1
    emit(status="listening", url=server.url, host=host, port=server.port)
    shown = -1
    status = 0
    try:
        while not gone.wait(poll):
            if not server.running:
                emit(status="error", kind="stopped", detail=str(server.error or ""))
                status = 1
                break
            count = server.connected
            if count != shown:
                emit(status="devices", count=count)
                shown = count
    finally:
        server.stop()
    emit(status="stopped")
    return status
