"""Player CSV import speed (issue 10): 10,000 rows in at most 2 s and 50,000 in at most 10 s through
``import_players`` (parsing, validation, duplicate checks and the one write), with its progress
callback called along the way.

Run: .venv/bin/python tests/benchmarks/players_import.py
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TARGETS = {10_000: 2.0, 50_000: 10.0}


def main() -> int:
    sys.path.insert(0, str(ROOT))
    from sqlalchemy.engine import URL

    from database.engine import Database
    from desktop.services import tournament as svc
    from desktop.services.tournament_import import import_players

    tmp = Path(tempfile.mkdtemp(prefix="toybox-csv-bench-"))
    os.environ["TOYBOX_ARENA_HOME"] = str(tmp)
    db = Database.open(
        URL.create("sqlite", database=str(tmp / "bench.sqlite3")).render_as_string(hide_password=False)
    )
    ok = True
    for rows, target in TARGETS.items():
        ev = svc.create_event(db, svc.EventSpec(name=f"CSV {rows}", game="toybattle")).summary.id
        text = "name,club,rating,email\n" + "".join(
            f"Player {rows}-{i:06d},Club {i % 97},{1000 + i % 1500},p{i}@example.com\n" for i in range(rows)
        )
        calls: list[tuple[int, int]] = []
        t = time.perf_counter()
        report = import_players(
            db, ev, text.encode("utf-8"), progress=lambda d, n, calls=calls: calls.append((d, n))
        )
        elapsed = time.perf_counter() - t
        good = report.registered and len(report.imported) == rows and calls and calls[-1] == (rows, rows)
        print(
            f"{rows:,} rows: {elapsed:.2f} s (target <= {target:.0f} s), progress calls: {len(calls)}"
            + ("" if good else " FAILED")
        )
        ok = ok and good and elapsed <= target
    db.close()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
