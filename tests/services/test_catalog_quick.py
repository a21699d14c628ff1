"""The Catalog page's quick first read (issue 27: the first paint does not wait for SQLAlchemy): the
stdlib reads give exactly what the services give, only from a plain SQLite file at head, and import
neither SQLAlchemy nor the models."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.services import catalog as svc
from desktop.services.catalog_quick import CatalogSnapshot, SnapshotUnavailable, open_snapshot

ROOT = Path(__file__).resolve().parents[2]


def _url(path: Path) -> str:
    from database.engine import sqlite_url

    return sqlite_url(path)


def _vary(db) -> None:  # type: ignore[no-untyped-def]
    """Items that exercise every column: archived, marked, unmarked, keys in natural order."""
    marked = svc.needs_checking(db)
    svc.update_item(db, marked[0].kind, marked[0].key, marked[0].data, placeholders=[])
    svc.set_archived(db, marked[1].kind, marked[1].key)
    figure = svc.list_items(db, "attacktix.figure")[0]
    for key in ("QX-10", "QX-2", "qx-1"):
        data = dict(figure.data, code=key, name=f"Quick {key}")
        svc.create_item(db, "attacktix.figure", data)


def test_quick_reads_equal_the_services(db, db_path) -> None:  # type: ignore[no-untyped-def]
    _vary(db)
    snapshot = open_snapshot(_url(db_path))
    assert snapshot is not None
    for spec in svc.kinds():
        assert snapshot.list_items(spec.key) == svc.list_items(db, spec.key, include_archived=True), spec.key
    assert snapshot.section_counts() == svc.section_counts(db)


def test_quick_validation_equals_the_services(db, db_path) -> None:  # type: ignore[no-untyped-def]
    snapshot = open_snapshot(_url(db_path))
    assert snapshot is not None
    figure, other = svc.list_items(db, "attacktix.figure")[:2]
    cases = [
        (figure.data, figure.key),  # itself: valid
        (figure.data, None),  # a new item with a key that exists
        (dict(figure.data, code=other.key), figure.key),  # renamed onto another item
        (dict(figure.data, attacktix_class="no-such-class"), figure.key),  # a reference to nothing
        ({"name": ""}, None),
        (["not", "an", "object"], None),
    ]
    for data, original in cases:
        want = svc.validate_item(db, "attacktix.figure", data, original)
        assert snapshot.validate_item("attacktix.figure", data, original) == want, (data, original)
    assert any(svc.validate_item(db, "attacktix.figure", d, o) for d, o in cases[1:])


def test_only_a_plain_sqlite_file_at_head_is_read_quickly(db_path, tmp_path, _home) -> None:  # type: ignore[no-untyped-def]
    assert open_snapshot(_url(db_path)) is not None
    assert open_snapshot(None) is None  # the default database does not exist yet
    shutil.copyfile(db_path, _home / "toybox-arena.sqlite3")
    assert open_snapshot(None) is not None
    assert open_snapshot("postgresql://user@localhost/toybox") is None
    assert open_snapshot("sqlite://") is None
    assert open_snapshot(_url(db_path) + "?mode=ro") is None
    assert open_snapshot(_url(tmp_path / "missing.sqlite3")) is None
    foreign = tmp_path / "foreign.sqlite3"
    foreign.write_bytes(b"not a database at all" * 100)
    assert open_snapshot(_url(foreign)) is None
    older = tmp_path / "older.sqlite3"
    shutil.copyfile(db_path, older)
    con = sqlite3.connect(older)
    with con:
        con.execute("UPDATE alembic_version SET version_num = '0001_foundation' WHERE version_num = '0003_squads'")
    con.close()
    assert open_snapshot(_url(older)) is None


def test_a_file_changed_under_the_snapshot_is_refused_not_misread(db_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "moving.sqlite3"
    shutil.copyfile(db_path, path)
    snapshot = open_snapshot(_url(path))
    assert isinstance(snapshot, CatalogSnapshot)
    path.unlink()
    with pytest.raises(SnapshotUnavailable):
        snapshot.list_items("attacktix.figure")
    path.write_bytes(b"garbage" * 1000)
    with pytest.raises(SnapshotUnavailable):
        snapshot.section_counts()


def test_the_quick_read_and_the_catalog_page_import_no_sqlalchemy() -> None:
    code = (
        "import sys\n"
        "import desktop.services.catalog_quick, desktop.ui.pages.catalog\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('sqlalchemy', 'alembic')"
        " or m.startswith('database.models') or m == 'database.engine'"
        " or m == 'desktop.services.catalog'))\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
