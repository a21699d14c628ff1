"""Opening, creating, migrating, seeding, refusing and backing up databases."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import create_engine, select, text

from database import migrations
from database.engine import (
    Database,
    DatabaseLockedError,
    NewerSchemaError,
    NotADatabaseError,
)
from database.models import AppSetting


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def url(path: Path) -> str:
    return f"sqlite:///{path}"


def test_fresh_database_is_created_migrated_and_seeded_once(tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite3"
    db = Database.open(url(path))
    assert db.report is not None and db.report.created
    assert migrations.is_up_to_date(db.schema_revisions())
    with db.read() as s:
        created = s.scalar(select(AppSetting.value).where(AppSetting.key == "created_at"))
        rows = s.execute(text("select count(*) from app_settings")).scalar_one()
    db.close()
    again = Database.open(url(path))
    assert again.report is not None and not again.report.created and again.report.migrated_from == ()
    with again.read() as s:
        assert s.scalar(select(AppSetting.value).where(AppSetting.key == "created_at")) == created
        assert s.execute(text("select count(*) from app_settings")).scalar_one() == rows
    again.close()


def test_sqlite_connections_use_wal_foreign_keys_and_busy_timeout(db: Database) -> None:
    with db.read() as s:
        assert s.execute(text("pragma journal_mode")).scalar_one() == "wal"
        assert s.execute(text("pragma foreign_keys")).scalar_one() == 1
        assert s.execute(text("pragma busy_timeout")).scalar_one() > 0


def test_default_location_follows_toybox_arena_home(_home: Path) -> None:
    db = Database.open()
    try:
        assert db.path == _home / "toybox-arena.sqlite3"
        assert db.path.exists()
    finally:
        db.close()


def test_backup_is_written_before_a_migration(tmp_path: Path) -> None:
    heads = migrations.head_revisions()
    assert heads != ("0001",), "needs at least one revision after the foundation"
    path = tmp_path / "old.sqlite3"
    engine = create_engine(url(path))
    with engine.begin() as conn:
        migrations.upgrade(conn, "0001")
        conn.execute(text("insert into app_settings(key, value) values ('marker', 'old data')"))
    engine.dispose()
    db = Database.open(url(path))
    report = db.report
    assert report is not None and report.migrated_from == ("0001",) and not report.created
    assert report.backup_path is not None and report.backup_path.exists()
    assert report.backup_path.parent == path.parent and "pre-migration" in report.backup_path.name
    check = sqlite3.connect(report.backup_path)
    try:
        assert check.execute("select version_num from alembic_version").fetchall() == [("0001",)]
        assert check.execute("select value from app_settings where key='marker'").fetchone() == ("old data",)
    finally:
        check.close()
    assert migrations.is_up_to_date(db.schema_revisions())
    db.close()


def test_garbage_file_is_refused_and_left_byte_identical(tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite3"
    path.write_bytes(b"These are my tournament notes, not a database.\n" * 40)
    before = digest(path)
    with pytest.raises(NotADatabaseError):
        Database.open(url(path))
    assert digest(path) == before
    assert not Path(str(path) + "-wal").exists()


def test_foreign_sqlite_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite3"
    con = sqlite3.connect(path)
    con.execute("create table recipes(id integer primary key, title text)")
    con.commit()
    con.close()
    before = digest(path)
    with pytest.raises(NotADatabaseError):
        Database.open(url(path))
    assert digest(path) == before


def test_newer_schema_is_refused_untouched(db_path: Path) -> None:
    con = sqlite3.connect(db_path)
    con.execute("insert into alembic_version(version_num) values ('9999_from_the_future')")
    con.commit()
    con.execute("pragma wal_checkpoint(TRUNCATE)")
    con.close()
    before = digest(db_path)
    with pytest.raises(NewerSchemaError) as err:
        Database.open(url(db_path))
    assert "newer version" in err.value.message
    assert digest(db_path) == before


def test_locked_database_is_refused(db_path: Path) -> None:
    holder = sqlite3.connect(db_path, isolation_level=None)
    holder.execute("pragma locking_mode = EXCLUSIVE")
    holder.execute("begin exclusive")
    try:
        with pytest.raises(DatabaseLockedError):
            Database.open(url(db_path), busy_timeout_ms=100)
    finally:
        holder.execute("rollback")
        holder.close()
    Database.open(url(db_path)).close()  # usable again once the other program lets go


def test_online_backup_while_open(db: Database, tmp_path: Path) -> None:
    with db.begin() as s:
        s.add(AppSetting(key="during_backup", value="yes"))
    target = db.backup_to(tmp_path / "copy" / "backup.sqlite3")
    copy = Database.open(url(target))
    with copy.read() as s:
        assert s.scalar(select(AppSetting.value).where(AppSetting.key == "during_backup")) == "yes"
    copy.close()


def test_failed_transaction_changes_nothing(db: Database) -> None:
    with pytest.raises(RuntimeError):
        with db.begin() as s:
            s.add(AppSetting(key="half", value="done"))
            s.flush()
            raise RuntimeError("boom")
    with db.read() as s:
        assert s.get(AppSetting, "half") is None
