"""The Catalog page's reads are Core statements (issue 27): the first page shown configures no ORM
mapper (SQLAlchemy's mapper configuration was a third of the page's build), and the writes that come
later still work on ORM rows."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from database.engine import sqlite_url

ROOT = Path(__file__).resolve().parents[2]

CODE = r"""
import sys
from database.engine import Database
from database.models.catalog import CatalogItemRow
from desktop.services import catalog as cs
db = Database.open(sys.argv[1])
spec = cs.kinds()[0]
items = cs.list_items(db, spec.key, include_archived=True)
assert items
cs.section_counts(db)
cs.counts(db)
cs.needs_checking(db)
cs.catalog_view(db)
problems = cs.validate_item(db, spec.key, dict(items[0].data), items[0].key)
print("configured after reads:", CatalogItemRow.__mapper__.configured, len(problems))
cs.set_archived(db, spec.key, items[0].key, not items[0].archived, items[0].version)
print("configured after a write:", CatalogItemRow.__mapper__.configured)
"""


def test_the_catalog_reads_configure_no_mapper_and_writes_still_do(db_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, "-c", CODE, sqlite_url(db_path)], env=env, capture_output=True, text=True, check=False
    )
    assert out.returncode == 0, out.stderr
    lines = out.stdout.strip().splitlines()
    assert lines[0] == "configured after reads: False 0"
    assert lines[1] == "configured after a write: True"
