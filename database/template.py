"""The seeded database a new data folder starts from (issue 27: the very first start).

A fresh database made by :meth:`database.engine.Database.open` (tables from the models, stamped at the
heads, the shipped catalog seeded) costs importing SQLAlchemy and the models and running the seed before
the first Catalog row. :data:`TEMPLATE` is that database made ahead of time by ``tools/database_template.py``
(:func:`build`); at a first start :func:`copy_to` copies it into the data folder with the standard
library and stamps it with the time of the copy (the times a fresh seed writes: the ``created_at``
setting and the shipped items' ``created_at``/``updated_at``), so that the Catalog page reads it at once
(:mod:`database.quick_read`) while SQLAlchemy opens it after the first paint.

``tests/foundation/test_database_template.py`` proves a stamped copy equal to a database created and
seeded now, schema and rows (and fails when the models, the migrations' heads or the shipped catalog
changed without running the tool again).

Stdlib only for :func:`copy_to` (the start imports it before SQLAlchemy); :func:`build` uses the engine.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

from database.head import HEAD_REVISIONS

TEMPLATE = Path(__file__).resolve().parents[1] / "resources" / "database_template.sqlite3"


def _stamp(con: sqlite3.Connection, now: datetime) -> None:
    """The times a seed made at ``now`` writes (``database.seed.seed_all``, ``seed_catalog``)."""
    con.execute(
        "UPDATE app_settings SET value = ? WHERE key = 'created_at'", (now.isoformat(timespec="seconds"),)
    )
    stamp = now.isoformat(sep=" ", timespec="microseconds")  # as SQLAlchemy's DateTime stores it in SQLite
    con.execute("UPDATE catalog_items SET created_at = ?, updated_at = ? WHERE source = 'shipped'", (stamp, stamp))


def copy_to(target: Path, template: Path = TEMPLATE) -> bool:
    """Make ``target`` (which must not exist) a stamped copy of the template; False when it cannot (no
    template, a template not at this version's heads, ``target`` made meanwhile by another start, an
    error): the caller then creates the database the full way. Never overwrites a file."""
    if not template.is_file() or target.exists():
        return False
    tmp = target.with_name(f".{target.name}.{os.getpid()}.template")
    try:
        shutil.copyfile(template, tmp)
        con = sqlite3.connect(tmp, isolation_level=None)
        try:
            heads = frozenset(r[0] for r in con.execute("SELECT version_num FROM alembic_version"))
            if heads != HEAD_REVISIONS:
                return False
            con.execute("BEGIN IMMEDIATE")
            _stamp(con, datetime.now(UTC).replace(tzinfo=None))
            con.execute("COMMIT")
        finally:
            con.close()
        os.link(tmp, target)  # fails when the target exists: another start was first, its file stays
        return True
    except (OSError, sqlite3.Error):
        return False
    finally:
        for leftover in (tmp, Path(f"{tmp}-wal"), Path(f"{tmp}-shm"), Path(f"{tmp}-journal")):
            try:
                leftover.unlink(missing_ok=True)
            except OSError:
                pass


def build(target: Path = TEMPLATE) -> Path:
    """Write the template: a database created and seeded as a first start makes it, checkpointed and
    compacted into one file."""
    from database.engine import Database, sqlite_url

    work = target.with_name(target.name + ".building")
    for p in (work, Path(f"{work}-wal"), Path(f"{work}-shm")):
        p.unlink(missing_ok=True)
    Database.open(sqlite_url(work)).close()
    con = sqlite3.connect(work, isolation_level=None)
    try:
        con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        con.execute("VACUUM")
    finally:
        con.close()
    for p in (Path(f"{work}-wal"), Path(f"{work}-shm"), Path(f"{work}-writers")):
        p.unlink(missing_ok=True)
    os.replace(work, target)
    return target
