"""What the app's own sources import, read from the files (the spec and the smoke test both ask).

SciPy is the example: its only user, the Battle Helix odds, is moving off it; the bundle carries SciPy
(50 MB) only while some module of the app still imports it.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_PACKAGES = ("desktop", "database")


def source_imports(package: str, root: Path = ROOT) -> list[str]:
    """The app's modules (paths relative to ``root``) with an ``import package`` / ``from package…`` line,
    at any indentation (the app imports heavy libraries inside functions)."""
    pattern = re.compile(
        rf"^[ \t]*(?:from[ \t]+{re.escape(package)}(?:\.[\w.]+)?[ \t]+import\b"
        rf"|import[ \t]+{re.escape(package)}\b)",
        re.M,
    )
    users = []
    for folder in APP_PACKAGES:
        for path in sorted((root / folder).rglob("*.py")):
            if pattern.search(path.read_text("utf-8", errors="replace")):
                users.append(path.relative_to(root).as_posix())
    return users
