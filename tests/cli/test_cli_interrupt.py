"""Ctrl-C on a long verb: exit status 130 with one line, no traceback (issue 25)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_ctrl_c_on_a_long_simulation_exits_130_with_one_line(tmp_path: Path) -> None:
    proc = subprocess.Popen(
        [sys.executable, "-m", "desktop", "simulate", "toybattle", "--games", "1000000", "--players", "mcts:200,random"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "TOYBOX_ARENA_HOME": str(tmp_path)},
        start_new_session=True,  # its own process group: Ctrl-C in a terminal reaches every process
    )
    try:
        time.sleep(4)
        assert proc.poll() is None, proc.communicate()
        os.killpg(proc.pid, signal.SIGINT)
        out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    assert proc.returncode == 130, err
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert len(lines) == 1 and "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert "interrupted" in lines[0]


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_ctrl_c_closes_the_window_with_status_130(tmp_path: Path) -> None:
    from database.engine import Database

    Database.open(f"sqlite:///{tmp_path / 'gui.sqlite3'}").close()  # the app asks before making a new file
    proc = subprocess.Popen(
        [sys.executable, "-m", "desktop", "--database", f"sqlite:///{tmp_path / 'gui.sqlite3'}"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "TOYBOX_ARENA_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"},
    )
    try:
        deadline = time.monotonic() + 60
        while not (tmp_path / "gui.sqlite3-shm").exists() and time.monotonic() < deadline:
            time.sleep(0.2)  # the window opens the database (its shared-memory file) after its first paint
        time.sleep(1)
        assert proc.poll() is None, proc.communicate()
        proc.send_signal(signal.SIGINT)
        _out, err = proc.communicate(timeout=20)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 130, err
    assert "Traceback" not in err and "interrupted" in err, err
