"""``toybox-arena event serve EVENT --host H --port P`` (issue 26): headless, it serves the event where
asked until Ctrl-C; a port out of bounds is a usage error."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[2]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_event_serve_serves_the_event_until_interrupted(db_path: Path, event) -> None:  # type: ignore[no-untyped-def]
    port = _free_port()
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(
        [sys.executable, "-m", "desktop", "--database", f"sqlite:///{db_path}", "event", "serve", "Spring Cup",
         "--host", "127.0.0.1", "--port", str(port)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        line = proc.stdout.readline() if proc.stdout else ""
        # as before the desk's child process (--status-json): one line for people, no status lines
        assert line == f"serving event {event['id']} at http://127.0.0.1:{port}/ (Ctrl-C stops)\n"
        deadline = time.monotonic() + 20
        page = ""
        while time.monotonic() < deadline:
            try:
                page = httpx.get(f"http://127.0.0.1:{port}/standings", timeout=5).text
                break
            except httpx.TransportError:
                time.sleep(0.2)
        assert "Spring Cup" in page and "Alice Able" in page
        proc.send_signal(signal.SIGINT)
        assert proc.wait(20) in (0, 130)
        assert proc.stdout is not None and proc.stdout.read() == ""  # nothing more: no device counts
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)


def test_event_serve_refuses_a_port_out_of_bounds(capsys) -> None:  # type: ignore[no-untyped-def]
    from desktop.cli import main

    assert main(["event", "serve", "1", "--port", "80"]) == 2
    assert "from 1024 to 65535" in capsys.readouterr().err


def test_event_serve_json_prints_its_address_once_as_before(db_path: Path, event) -> None:  # type: ignore[no-untyped-def]
    import json

    port = _free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "desktop", "--database", f"sqlite:///{db_path}", "event", "serve", "Spring Cup",
         "--port", str(port), "--json"],
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None
        head = "".join(proc.stdout.readline() for _ in range(5))  # the object, indented over 5 lines
        assert json.loads(head) == {"url": f"http://127.0.0.1:{port}/", "host": "127.0.0.1", "port": port}
        proc.send_signal(signal.SIGINT)
        assert proc.wait(20) in (0, 130)
        assert proc.stdout.read() == ""
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
