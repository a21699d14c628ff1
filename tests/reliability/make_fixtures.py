"""Writes tests/reliability/fixtures/at_<revision>.sqlite3: a database at each landed revision with a
row in every table that exists there. Run once per new revision (the files are committed):

    .venv/bin/python tests/reliability/make_fixtures.py
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

# Each fixture: the revisions applied, in order (the areas branch off 0001).
LANDED = {
    "0001": ["0001"],
    "0002_catalog": ["0001", "0002_catalog"],
    "0003_squads": ["0001", "0002_catalog", "0003_squads"],
    "0004_tournament": ["0001", "0002_catalog", "0003_squads", "0004_tournament"],
}


def _value(column, n: int):  # type: ignore[no-untyped-def]
    from sqlalchemy import JSON, Boolean, DateTime, Float, Integer, String, Text

    t = column.type
    if column.foreign_keys:
        return n  # row n of the parent table
    if isinstance(t, Boolean):
        return False
    if isinstance(t, Integer):
        return n
    if isinstance(t, Float):
        return 1.5
    if isinstance(t, DateTime):
        from datetime import datetime

        return datetime(2025, 5, 31, 10, n)
    if isinstance(t, JSON):
        return {"fixture": n}
    if isinstance(t, String | Text):
        return f"fixture {column.name} {n}"[: t.length or 200]
    return None


def build(revision: str, path: Path) -> None:
    from sqlalchemy import MetaData, create_engine, insert, select, text

    from database import migrations

    if path.exists():
        path.unlink()
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as conn:
        conn.exec_driver_sql("PRAGMA foreign_keys = ON")
        for rev in LANDED[revision]:
            migrations.upgrade(conn, rev)
        meta = MetaData()
        meta.reflect(conn)
        for table in meta.sorted_tables:
            if table.name == "alembic_version":
                continue
            if conn.execute(select(table).limit(1)).first() is not None:
                continue
            for n in (1, 2):
                row = {c.name: _value(c, n) for c in table.columns}
                conn.execute(insert(table).values(**row))
        conn.execute(text("PRAGMA integrity_check"))
    with engine.connect() as conn:
        conn.exec_driver_sql("PRAGMA journal_mode = DELETE")
    engine.dispose()


def main() -> int:
    out = HERE / "fixtures"
    out.mkdir(exist_ok=True)
    for revision in LANDED:
        path = out / f"at_{revision}.sqlite3"
        build(revision, path)
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
