"""Installer benchmark: the one-folder bundle at most 200 MB unpacked and its .tar.xz at most 80 MB.

Builds the bundle with `installer/build.py` (PyInstaller; the `installer` extra must be installed, as
`make installer` does) unless dist/ already holds a build newer than every source file, then measures it and
prints the largest parts, so that a miss shows where the megabytes go.
"""

from __future__ import annotations

import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BUNDLE = ROOT / "dist" / "toybox-arena"
MAX_UNPACKED_MB = 200
MAX_ARCHIVE_MB = 80


def newest_source() -> float:
    paths = [
        p
        for d in ("desktop", "database", "resources", "installer")
        for p in (ROOT / d).rglob("*")
        if p.is_file()
    ]
    return max(p.stat().st_mtime for p in [*paths, ROOT / "pyproject.toml"])


def main() -> int:
    exe = BUNDLE / "toybox-arena"
    if not exe.exists() or exe.stat().st_mtime < newest_source():
        subprocess.run([sys.executable, str(ROOT / "installer" / "build.py")], check=True)
    files = [p for p in BUNDLE.rglob("*") if p.is_file() and not p.is_symlink()]
    unpacked = sum(p.stat().st_size for p in files) / 1e6
    archives = sorted((ROOT / "dist").glob("toybox-arena-*-linux-*.tar.xz"), key=lambda p: p.stat().st_mtime)
    packed = archives[-1].stat().st_size / 1e6 if archives else float("inf")
    parts: Counter[str] = Counter()
    for p in files:
        rel = p.relative_to(BUNDLE).parts
        key = "/".join(rel[:2]) if rel[0] == "_internal" and len(rel) > 2 else "/".join(rel)
        parts[key] += p.stat().st_size
    print("largest parts of the bundle:")
    for key, size in parts.most_common(12):
        print(f"  {size / 1e6:7.1f} MB  {key}")
    print(f"bundle unpacked: {unpacked:.1f} MB (target <= {MAX_UNPACKED_MB} MB)")
    print(f"bundle archive:  {packed:.1f} MB (target <= {MAX_ARCHIVE_MB} MB)")
    return 0 if unpacked <= MAX_UNPACKED_MB and packed <= MAX_ARCHIVE_MB else 1


if __name__ == "__main__":
    sys.exit(main())
