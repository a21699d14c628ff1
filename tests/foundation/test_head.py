"""database/head.py: the head revisions as a constant, checked against Alembic itself."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from database import migrations
from database.head import HEAD_REVISIONS


def test_head_revisions_are_alembics_heads() -> None:
    # A new migration that forgets database/head.py fails here (the CLI's quick path would then
    # send every database through the full path, or worse serve a schema it does not know).
    script = migrations._script()
    assert HEAD_REVISIONS == frozenset(script.get_heads())
    assert HEAD_REVISIONS == frozenset(migrations.head_revisions())


def test_a_new_database_is_at_exactly_these_revisions(db_path: Path) -> None:
    con = sqlite3.connect(db_path)
    try:
        rows = [r[0] for r in con.execute("SELECT version_num FROM alembic_version")]
    finally:
        con.close()
    assert len(rows) == len(HEAD_REVISIONS) and frozenset(rows) == HEAD_REVISIONS
    assert migrations.is_up_to_date(tuple(rows))
