"""A Linux desktop without libxcb-cursor0: one clear line naming the Debian packages, exit status 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from desktop import platform_check as pc


def test_missing_cursor_library_names_its_package() -> None:
    line = pc.problem({"DISPLAY": ":0"}, "linux", lambda _plugin: ["libxcb-cursor.so.0"])
    assert line is not None
    assert "libxcb-cursor0" in line and "apt install" in line and "\n" not in line


def test_no_problem_when_everything_loads_or_another_platform_is_used() -> None:
    assert pc.problem({"DISPLAY": ":0"}, "linux", lambda _plugin: []) is None
    missing = lambda _plugin: ["libxcb-cursor.so.0"]  # noqa: E731
    assert pc.problem({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, "linux", missing) is None
    assert pc.problem({"DISPLAY": ":0"}, "win32", missing) is None
    assert pc.problem({"WAYLAND_DISPLAY": "w", "XDG_SESSION_TYPE": "wayland"}, "linux", missing) is None
    assert pc.problem({"QT_QPA_PLATFORM": "xcb"}, "linux", missing) is not None


def test_app_exits_with_2_before_qt_aborts(tmp_path: Path) -> None:
    """The real command, with an ldd that reports libxcb-cursor missing (as on a fresh desktop)."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    ldd = bin_dir / "ldd"
    ldd.write_text('#!/bin/sh\necho "\tlibxcb-cursor.so.0 => not found"\n')
    ldd.chmod(0o755)
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    env.update(
        DISPLAY=":97", PATH=f"{bin_dir}{os.pathsep}{env.get('PATH', '')}", TOYBOX_ARENA_HOME=str(tmp_path)
    )
    done = subprocess.run(
        [sys.executable, "-m", "desktop"], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2, done.stderr
    lines = [x for x in done.stderr.splitlines() if x.strip()]
    assert len(lines) == 1, done.stderr
    assert "libxcb-cursor0" in lines[0]
    assert "could not load the Qt platform plugin" not in done.stderr
