"""The seeded database template a new data folder starts from (issue 27: the very first start): a
stamped copy equals a database created and seeded now, schema and rows. When this fails after a change
to the models, the migrations or the shipped catalog, run ``PYTHONPATH=. python tools/database_template.py``."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta
from pathlib import Path

from database.engine import Database, sqlite_url
from database.template import TEMPLATE, copy_to

STAMPED = {"app_settings": (), "catalog_items": ("created_at", "updated_at")}
REGENERATE = "the database template is stale: run PYTHONPATH=. python tools/database_template.py"


def _schema(con: sqlite3.Connection) -> list[tuple[str, str, str]]:
    return sorted(
        (t, n, " ".join((sql or "").split()))
        for t, n, sql in con.execute("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")
    )


def _rows(con: sqlite3.Connection) -> dict[str, list[tuple]]:
    out: dict[str, list[tuple]] = {}
    for (table,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"):
        columns = [r[1] for r in con.execute(f'PRAGMA table_info("{table}")')]
        kept = [c for c in columns if c not in STAMPED.get(table, ())]
        rows = con.execute(f'SELECT {", ".join(kept)} FROM "{table}"').fetchall()
        if table == "app_settings":
            rows = [r if r[0] != "created_at" else (r[0], "<stamped>") for r in rows]
        out[table] = sorted(rows, key=repr)
    return out


def _pragmas(con: sqlite3.Connection) -> tuple:
    return tuple(con.execute(f"PRAGMA {p}").fetchone()[0] for p in ("user_version", "application_id", "journal_mode"))


def test_a_stamped_copy_of_the_template_equals_a_database_created_and_seeded_now(tmp_path: Path) -> None:
    fresh = tmp_path / "fresh.sqlite3"
    Database.open(sqlite_url(fresh)).close()
    copied = tmp_path / "copied.sqlite3"
    before = datetime.now(UTC).replace(tzinfo=None)
    assert copy_to(copied), REGENERATE
    after = datetime.now(UTC).replace(tzinfo=None)
    a, b = sqlite3.connect(fresh), sqlite3.connect(copied)
    try:
        assert _schema(b) == _schema(a), REGENERATE
        assert _rows(b) == _rows(a), REGENERATE
        assert _pragmas(b) == _pragmas(a)
        # the stamps: the times a seed made during the copy writes, in the same forms
        (created,) = b.execute("SELECT value FROM app_settings WHERE key = 'created_at'").fetchone()
        (fresh_created,) = a.execute("SELECT value FROM app_settings WHERE key = 'created_at'").fetchone()
        assert len(created) == len(fresh_created)
        assert before - timedelta(seconds=1) <= datetime.fromisoformat(created) <= after
        stamps = set(b.execute("SELECT created_at, updated_at FROM catalog_items"))
        (fresh_stamp,) = set(a.execute("SELECT created_at, updated_at FROM catalog_items"))
        (stamp,) = stamps
        assert len(stamp[0]) == len(fresh_stamp[0]) and stamp[0] == stamp[1]
        assert before <= datetime.fromisoformat(stamp[0]) <= after
    finally:
        a.close()
        b.close()
    # and the app opens it as it is: at head, nothing to migrate or seed
    db = Database.open(sqlite_url(copied))
    try:
        assert db.report is not None and not db.report.created and not db.report.migrated_from
        from desktop.services import catalog as cs

        assert cs.section_counts(db) == _counts_of(fresh)
        item = cs.list_items(db, cs.kinds()[0].key)[0]
        assert cs.get_item(db, item.kind, item.key) == item
    finally:
        db.close()


def _counts_of(path: Path) -> dict[str, tuple[int, int]]:
    from desktop.services import catalog as cs

    db = Database.open(sqlite_url(path))
    try:
        return cs.section_counts(db)
    finally:
        db.close()


def test_a_copy_never_replaces_a_file_and_refuses_a_template_not_at_head(tmp_path: Path) -> None:
    target = tmp_path / "there.sqlite3"
    target.write_bytes(b"a user's file")
    assert not copy_to(target)
    assert target.read_bytes() == b"a user's file"
    old = tmp_path / "old-template.sqlite3"
    old.write_bytes(TEMPLATE.read_bytes())
    con = sqlite3.connect(old)
    with con:
        con.execute("UPDATE alembic_version SET version_num = '0006_venue_web' WHERE version_num = '0007_avoided_pairs'")
    con.close()
    assert not copy_to(tmp_path / "new.sqlite3", template=old)
    assert not (tmp_path / "new.sqlite3").exists()
    assert not copy_to(tmp_path / "none.sqlite3", template=tmp_path / "missing.sqlite3")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["home", "old-template.sqlite3", "there.sqlite3"]
