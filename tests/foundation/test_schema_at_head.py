"""A new database is created from the models and stamped at the heads (the very first start, issue 27):
its schema must be the very one that running every migration gives, on SQLite and on PostgreSQL."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, inspect, text

from database import migrations
from database.engine import sqlite_url

ROOT = Path(__file__).resolve().parents[2]
POSTGRES_ENV = "TOYBOX_ARENA_TEST_POSTGRES_URL"


def _sorted(items: list[dict[str, Any]]) -> list[str]:
    return sorted(json.dumps(item, sort_keys=True, default=str) for item in items)


def schema_of(url: str) -> dict[str, Any]:
    """Every table's columns (name, type, nullable, server default), primary key, foreign keys,
    indexes, unique and check constraints, PostgreSQL's enums, and the stamped revisions."""
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            insp = inspect(conn)
            tables: dict[str, Any] = {}
            for t in sorted(insp.get_table_names()):
                tables[t] = {
                    "columns": [
                        (c["name"], str(c["type"]), c["nullable"], str(c.get("default")), c.get("autoincrement"))
                        for c in insp.get_columns(t)
                    ],
                    "primary key": insp.get_pk_constraint(t),
                    "foreign keys": _sorted(insp.get_foreign_keys(t)),
                    "indexes": _sorted(insp.get_indexes(t)),
                    "unique": _sorted(insp.get_unique_constraints(t)),
                    "checks": _sorted(insp.get_check_constraints(t)),
                }
            enums = _sorted(insp.get_enums()) if conn.dialect.name == "postgresql" else []  # type: ignore[attr-defined]
            stamped = sorted(conn.execute(text("SELECT version_num FROM alembic_version")).scalars())
        return {"tables": tables, "enums": enums, "stamped": stamped}
    finally:
        engine.dispose()


def build(url: str, how: str) -> None:
    engine = create_engine(url)
    try:
        with engine.begin() as conn:
            if how == "migrated":
                migrations.upgrade(conn)
            else:
                migrations.create_at_head(conn)
    finally:
        engine.dispose()


def assert_same_schema(migrated: dict[str, Any], created: dict[str, Any]) -> None:
    assert created["stamped"] == migrated["stamped"]
    assert migrations.is_up_to_date(tuple(created["stamped"]))
    assert sorted(created["tables"]) == sorted(migrated["tables"])
    for table, shape in migrated["tables"].items():
        for part, value in shape.items():
            assert created["tables"][table][part] == value, (table, part)
    assert created["enums"] == migrated["enums"]


def test_a_schema_created_from_the_models_equals_the_migrated_one_on_sqlite(tmp_path: Path) -> None:
    migrated_url, created_url = sqlite_url(tmp_path / "migrated.sqlite3"), sqlite_url(tmp_path / "created.sqlite3")
    build(migrated_url, "migrated")
    build(created_url, "created")
    migrated = schema_of(migrated_url)
    assert len(migrated["tables"]) > 10  # the comparison is about a real schema
    assert_same_schema(migrated, schema_of(created_url))


@pytest.fixture
def two_postgres_databases() -> Iterator[tuple[str, str]]:
    server = os.environ.get(POSTGRES_ENV)
    if not server:
        pytest.skip(f"no PostgreSQL server: set {POSTGRES_ENV} (tools/pg_test_server.sh start DIR)")
    from sqlalchemy.engine import make_url

    admin = create_engine(server, isolation_level="AUTOCOMMIT")
    names = [f"toybox_head_{os.getpid()}_{which}" for which in ("migrated", "created")]
    try:
        with admin.connect() as conn:
            for name in names:
                conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
                conn.execute(text(f'CREATE DATABASE "{name}"'))
        urls = [make_url(server).set(database=n).render_as_string(hide_password=False) for n in names]
        yield urls[0], urls[1]
    finally:
        with admin.connect() as conn:
            for name in names:
                conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


def test_a_schema_created_from_the_models_equals_the_migrated_one_on_postgres(
    two_postgres_databases: tuple[str, str],
) -> None:
    migrated_url, created_url = two_postgres_databases
    build(migrated_url, "migrated")
    build(created_url, "created")
    assert_same_schema(schema_of(migrated_url), schema_of(created_url))


def test_the_very_first_start_creates_the_database_without_importing_alembic(tmp_path: Path) -> None:
    code = (
        "import sys\n"
        "from database.engine import Database\n"
        f"db = Database.open({sqlite_url(tmp_path / 'first.sqlite3')!r})\n"
        "assert db.report.created\n"
        "print(sorted(m for m in sys.modules if m == 'alembic' or m.startswith('alembic.')))\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_an_existing_database_that_needs_an_upgrade_is_still_migrated_by_alembic(tmp_path: Path) -> None:
    from database.engine import Database

    path = tmp_path / "old.sqlite3"
    engine = create_engine(sqlite_url(path))
    with engine.begin() as conn:
        migrations.upgrade(conn, "0004_tournament")
    engine.dispose()
    db = Database.open(sqlite_url(path))
    try:
        assert db.report is not None and not db.report.created
        assert "0004_tournament" in db.report.migrated_from
        assert migrations.is_up_to_date(db.schema_revisions())
    finally:
        db.close()
