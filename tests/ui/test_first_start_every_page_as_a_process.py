"""The very first start (a new data folder: the database made from the template, opened for real after the
first paint) shows every page and ends cleanly, as a whole process. The Tournaments page's live watcher asked
for the database while it was still opening, the opening announced itself, and the watcher started a second
feed thread and dropped the first while it ran: the process aborted ("QThread: Destroyed while thread is still
running") as the installer's smoke test found."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("page", ["catalog", "squads", "play", "tournaments"])
def test_a_first_start_on_each_page_renders_and_exits_cleanly(tmp_path: Path, page: str) -> None:
    home = tmp_path / "new-home"  # does not exist yet: the very first start
    shot = tmp_path / f"{page}.png"
    env = {**os.environ, "TOYBOX_ARENA_HOME": str(home), "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "desktop", "--screenshot", str(shot), "--page", page, "--size", "1280x800"],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert "QThread" not in done.stderr, done.stderr[-2000:]
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
