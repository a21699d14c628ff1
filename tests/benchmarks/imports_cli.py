"""Imports as the user runs them (issues 9 and 10): each command as a whole process, start-up included.

- ``toybox-arena squad import FILE`` with 20,000 squads: at most 10 s (issue 9, defect 8)
- ``toybox-arena catalog import FILE`` with 20,000 catalog items: at most 10 s (issue 9, defect 8)
- ``toybox-arena event import-players EVENT FILE.csv``: 10,000 rows in at most 2 s and 50,000 in at most
  10 s (issue 10)

Each run also checks the command's own report (how many were imported) and that it showed progress on
stderr. Run: .venv/bin/python tests/benchmarks/imports_cli.py
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _command() -> list[str]:
    exe = Path(sys.executable).with_name("toybox-arena")
    if exe.exists():
        return [str(exe)]
    found = shutil.which("toybox-arena")
    return [found] if found else [sys.executable, "-m", "desktop"]


def _run(args: list[str], env: dict[str, str]) -> tuple[float, subprocess.CompletedProcess[str]]:
    t = time.perf_counter()
    res = subprocess.run(args, capture_output=True, text=True, env=env, cwd=str(ROOT))
    return time.perf_counter() - t, res


def main() -> int:
    tmp = Path(tempfile.mkdtemp(prefix="toybox-imports-bench-"))
    env = {**os.environ, "TOYBOX_ARENA_HOME": str(tmp)}
    cmd = _command()
    ok = True

    def check(
        label: str, elapsed: float, target: float, res: subprocess.CompletedProcess[str], want: str
    ) -> None:
        nonlocal ok
        good = res.returncode == 0 and re.search(want, res.stdout) is not None
        progress = "/" in res.stderr
        print(
            f"{label}: {elapsed:.2f} s (target <= {target:.0f} s)"
            + ("" if progress else " [no progress shown]")
            + ("" if good else f" FAILED: exit {res.returncode} {res.stdout[-200:]} {res.stderr[-300:]}")
        )
        ok = ok and good and progress and elapsed <= target

    squads = {
        "format": "toybox-arena-squads",
        "version": 1,
        "squads": [
            {
                "kind": "toybattle.setup",
                "name": f"Practice {i}",
                "data": {"terrain": "castle", "colour": "blue", "opponent": "easy", "beginner": False},
            }
            for i in range(20_000)
        ],
    }
    (tmp / "squads.json").write_text(json.dumps(squads), encoding="utf-8")
    elapsed, res = _run(cmd + ["squad", "import", str(tmp / "squads.json")], env)
    check("squad import, 20,000 squads", elapsed, 10.0, res, r"imported 20000 squads")

    _, res = _run(cmd + ["catalog", "export", "-", "--kind", "attacktix.figure"], env)
    doc = json.loads(res.stdout)
    base = doc["items"][0]
    items = []
    for i in range(20_000):
        item = json.loads(json.dumps(base))
        item["data"]["code"] = f"ZZ-{i:05d}"
        item["data"]["name"] = f"Bench figure {i}"
        items.append(item)
    doc["items"] = items
    (tmp / "catalog.json").write_text(json.dumps(doc), encoding="utf-8")
    elapsed, res = _run(cmd + ["catalog", "import", str(tmp / "catalog.json")], env)
    check("catalog import, 20,000 items", elapsed, 10.0, res, r"20000 created|created 20000|20,000")

    for rows, target in ((10_000, 2.0), (50_000, 10.0)):
        _, res = _run(cmd + ["event", "create", f"CSV {rows}", "--game", "toybattle", "--json"], env)
        event = str(json.loads(res.stdout)["summary"]["id"])
        csv = tmp / f"players{rows}.csv"
        csv.write_text(
            "name,club,rating,email\n"
            + "".join(
                f"Player {i:06d},Club {i % 97},{1000 + i % 1500},p{i}@example.com\n" for i in range(rows)
            ),
            encoding="utf-8",
        )
        elapsed, res = _run(cmd + ["event", "import-players", event, str(csv)], env)
        check(f"event import-players, {rows:,} rows", elapsed, target, res, rf"{rows}|{rows:,}")
    shutil.rmtree(tmp, ignore_errors=True)
    if not ok:
        print("a target was missed: FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
