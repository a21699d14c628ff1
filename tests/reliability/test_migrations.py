"""Fixture databases at each landed revision (tests/reliability/fixtures, written by make_fixtures.py)
upgrade to head with every row intact and exactly one backup written first."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from support import sqlite_url

from database import migrations
from database.engine import Database

pytestmark = pytest.mark.reliability

FIXTURES = Path(__file__).resolve().parent / "fixtures"
REVISIONS = ["0001", "0002_catalog", "0003_squads", "0004_tournament"]


def _rows(path: Path) -> dict[str, tuple[list[str], list[tuple[object, ...]]]]:
    con = sqlite3.connect(str(path))
    try:
        tables = [
            r[0]
            for r in con.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
        ]
        out = {}
        for t in tables:
            if t == "alembic_version":
                continue
            cols = [r[1] for r in con.execute(f'PRAGMA table_info("{t}")')]
            out[t] = (cols, sorted(con.execute(f'SELECT {", ".join(cols)} FROM "{t}"').fetchall(), key=repr))
        return out
    finally:
        con.close()


@pytest.mark.parametrize("revision", REVISIONS)
def test_fixture_upgrades_to_head_with_its_rows_and_one_backup(revision: str, tmp_path: Path) -> None:
    source = FIXTURES / f"at_{revision}.sqlite3"
    assert source.exists(), "run tests/reliability/make_fixtures.py"
    path = tmp_path / "old.sqlite3"
    shutil.copyfile(source, path)
    before = _rows(path)
    assert before and all(rows for _cols, rows in before.values()), "every table holds rows"
    db = Database.open(sqlite_url(path))
    try:
        assert migrations.is_up_to_date(db.schema_revisions())
        assert db.report is not None and db.report.backup_path is not None
    finally:
        db.close()
    backups = [p for p in tmp_path.iterdir() if "pre-migration" in p.name]
    assert len(backups) == 1
    assert _rows(backups[0]) == before, "the backup is the database as it was"
    after = _rows(path)
    for table, (cols, rows) in before.items():
        assert table in after, f"{table} disappeared"
        new_cols, new_rows = after[table]
        keep = [new_cols.index(c) for c in cols]
        kept = sorted((tuple(r[i] for i in keep) for r in new_rows), key=repr)
        missing = [r for r in rows if r not in kept]
        assert missing == [], f"{table}: rows lost in the upgrade: {missing[:2]}"
    db = Database.open(sqlite_url(path))  # a second start: nothing to do, no second backup
    db.close()
    assert len([p for p in tmp_path.iterdir() if "pre-migration" in p.name]) == 1
