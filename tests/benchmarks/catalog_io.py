"""Catalog benchmark: seeding a fresh database, and exporting/importing a large catalog.

Targets: seeding every shipped item into an empty catalog table ≤ 50 ms (median of several runs; the test
suite and every new database pay it); export + full re-import (validation included) of a catalog with
1000 extra figures ≤ 3 s; listing 1000 figures ≤ 0.3 s.
"""

from __future__ import annotations

import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from sqlalchemy import delete  # noqa: E402

from database.engine import Database  # noqa: E402
from database.models.catalog import CatalogItemRow, seed_catalog  # noqa: E402
from desktop.services import catalog as svc  # noqa: E402

SEED_TARGET = 0.050
IO_TARGET = 3.0
LIST_TARGET = 0.3
EXTRA = 1000


def main() -> int:
    failed = False
    with tempfile.TemporaryDirectory() as tmp:
        db = Database.open(f"sqlite:///{tmp}/bench.sqlite3")
        try:
            times = []
            for _ in range(7):
                with db.begin() as s:
                    s.execute(delete(CatalogItemRow))
                t0 = time.perf_counter()
                with db.begin() as s:
                    n = seed_catalog(s)
                times.append(time.perf_counter() - t0)
            seed = statistics.median(times)
            print(f"seed {n} shipped items: {seed * 1000:.1f} ms (target {SEED_TARGET * 1000:.0f} ms)")
            failed |= seed > SEED_TARGET

            doc = json.loads(svc.export_catalog(db))
            template = next(i for i in doc["items"] if i["kind"] == "attacktix.figure")
            for k in range(EXTRA):
                extra = json.loads(json.dumps(template))
                extra["data"]["code"] = f"BX-{k:04d}"
                extra["data"]["name"] = f"Bench figure {k}"
                extra["data"]["points"] = 10 * (1 + k % 8)
                doc["items"].append(extra)
            svc.import_catalog(db, json.dumps(doc))
            t0 = time.perf_counter()
            text = svc.export_catalog(db)
            report = svc.import_catalog(db, text)
            again = svc.export_catalog(db)
            io = time.perf_counter() - t0
            assert again == text and not report.changed
            print(
                f"export + import + export of {len(report.unchanged)} items: {io:.2f} s (target {IO_TARGET:.0f} s)"
            )
            failed |= io > IO_TARGET

            t0 = time.perf_counter()
            items = svc.list_items(db, "attacktix.figure")
            listing = time.perf_counter() - t0
            print(f"list {len(items)} figures: {listing * 1000:.0f} ms (target {LIST_TARGET * 1000:.0f} ms)")
            failed |= listing > LIST_TARGET
        finally:
            db.close()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
