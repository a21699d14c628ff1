"""Before the QApplication exists: can Qt's X11 ("xcb") platform plugin load on this Linux desktop?

Qt aborts the whole process with a raw "could not load the Qt platform plugin" message when a library
the plugin needs is missing (libxcb-cursor0 is the usual one since Qt 6.5). This check reads the
plugin's dependencies with ``ldd`` (no Qt is loaded) and, when some are missing, names the Debian
packages that provide them, in one line. Without ``ldd`` it tries to load the libraries with ctypes.
"""

from __future__ import annotations

import ctypes
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Mapping
from pathlib import Path

# The shared libraries Qt's xcb plugin links to, and the Debian package of each.
DEBIAN_PACKAGES: dict[str, str] = {
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-xinerama.so.0": "libxcb-xinerama0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libSM.so.6": "libsm6",
    "libICE.so.6": "libice6",
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libOpenGL.so.0": "libopengl0",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0",
}

_NOT_FOUND = re.compile(r"^\s*(\S+)\s*=>\s*not found", re.MULTILINE)


def xcb_plugin() -> Path | None:
    """The xcb platform plugin of the installed PySide6 (found without importing Qt)."""
    import importlib.util

    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    for root in spec.submodule_search_locations:
        for plugin in (
            Path(root) / "Qt" / "plugins" / "platforms" / "libqxcb.so",
            Path(root) / "plugins" / "platforms" / "libqxcb.so",
        ):
            if plugin.exists():
                return plugin
    return None


def missing_with_ldd(plugin: Path) -> list[str] | None:
    """The plugin's libraries that ``ldd`` cannot find (None: ldd could not tell)."""
    ldd = shutil.which("ldd")
    if ldd is None:
        return None
    try:
        out = subprocess.run([ldd, str(plugin)], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None
    return sorted(set(_NOT_FOUND.findall(out.stdout + out.stderr)))


def missing_with_ctypes(names: list[str] | None = None) -> list[str]:
    """The known xcb libraries that cannot be loaded (used when there is no ldd)."""
    missing = []
    for name in names or list(DEBIAN_PACKAGES):
        try:
            ctypes.CDLL(name)
        except OSError:
            missing.append(name)
    return missing


def uses_xcb(env: Mapping[str, str]) -> bool:
    """Will Qt try the xcb plugin? (Linux with an X display, no other platform asked for.)"""
    platform = env.get("QT_QPA_PLATFORM", "")
    if platform:
        return platform.split(":")[0].split(";")[0] == "xcb"
    if env.get("WAYLAND_DISPLAY") and env.get("XDG_SESSION_TYPE") == "wayland":
        return False  # Qt picks its Wayland plugin
    return bool(env.get("DISPLAY"))


def problem(
    env: Mapping[str, str] | None = None,
    platform: str = sys.platform,
    find_missing: Callable[[Path], list[str] | None] = missing_with_ldd,
) -> str | None:
    """The one line to print when the xcb plugin cannot load, else None."""
    env = os.environ if env is None else env
    if not platform.startswith("linux") or not uses_xcb(env):
        return None
    plugin = xcb_plugin()
    if plugin is None:
        return None
    missing = find_missing(plugin)
    if missing is None:
        missing = missing_with_ctypes()
    if not missing:
        return None
    packages = sorted({DEBIAN_PACKAGES.get(name, name) for name in missing})
    return (
        "toybox-arena: the window cannot open: Qt's X11 platform plugin is missing "
        + ", ".join(missing)
        + "; install them with: sudo apt install "
        + " ".join(packages)
    )


def check_or_exit() -> None:
    """Print the problem line and exit with status 2 (before Qt aborts the process)."""
    line = problem()
    if line is not None:
        print(line, file=sys.stderr)
        raise SystemExit(2)
