"""PostgreSQL tests: a fresh database per test, copied from a migrated and seeded template.

The server comes from $TOYBOX_ARENA_TEST_POSTGRES_URL (``.ci/run`` starts one with
tools/pg_test_server.sh). Without it these tests skip locally; in CI (CI=true) the run fails instead:
there the PostgreSQL tests must run.
"""

from __future__ import annotations

import itertools
import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "reliability"))  # support.py: the worker process, published_event

POSTGRES_ENV = "TOYBOX_ARENA_TEST_POSTGRES_URL"
_counter = itertools.count()


def pytest_configure(config: pytest.Config) -> None:
    if os.environ.get("CI", "").lower() == "true" and not os.environ.get(POSTGRES_ENV):
        raise pytest.UsageError(
            f"CI=true but {POSTGRES_ENV} is not set: the PostgreSQL tests must run in CI "
            "(.ci/run starts a server with tools/pg_test_server.sh)"
        )


def server_url() -> str:
    url = os.environ.get(POSTGRES_ENV)
    if not url:
        pytest.skip(f"no PostgreSQL server: set {POSTGRES_ENV} (tools/pg_test_server.sh start DIR)")
    return url


def _admin(url: str):  # type: ignore[no-untyped-def]
    from sqlalchemy import create_engine

    return create_engine(url, isolation_level="AUTOCOMMIT")


def with_database(url: str, name: str) -> str:
    from sqlalchemy.engine import make_url

    return make_url(url).set(database=name).render_as_string(hide_password=False)


def create_database(url: str, name: str, template: str | None = None) -> str:
    from sqlalchemy import text

    engine = _admin(url)
    try:
        with engine.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
            conn.execute(text(f'CREATE DATABASE "{name}"' + (f' TEMPLATE "{template}"' if template else "")))
    finally:
        engine.dispose()
    return with_database(url, name)


def drop_database(url: str, name: str) -> None:
    from sqlalchemy import text

    engine = _admin(url)
    try:
        with engine.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    finally:
        engine.dispose()


@pytest.fixture(scope="session")
def pg_template() -> Iterator[str]:
    """A database migrated and seeded once per session (the tests copy it)."""
    from database.engine import Database

    url = server_url()
    name = f"toybox_tmpl_{os.getpid()}"
    db = Database.open(create_database(url, name))
    db.close()
    yield name
    drop_database(url, name)


@pytest.fixture
def pg_url(pg_template: str) -> Iterator[str]:
    """The URL of a fresh, migrated and seeded database of this test's own."""
    url = server_url()
    name = f"toybox_t_{os.getpid()}_{next(_counter)}"
    yield create_database(url, name, template=pg_template)
    drop_database(url, name)


@pytest.fixture
def empty_pg_url() -> Iterator[str]:
    """The URL of an empty database (nothing migrated yet)."""
    url = server_url()
    name = f"toybox_e_{os.getpid()}_{next(_counter)}"
    yield create_database(url, name)
    drop_database(url, name)


@pytest.fixture
def pg_db(pg_url: str):  # type: ignore[no-untyped-def]
    from database.engine import Database

    db = Database.open(pg_url)
    yield db
    db.close()


def pg_rows(url: str) -> dict[str, list[tuple[object, ...]]]:
    """Every table's rows, sorted: the PostgreSQL counterpart of sqlite3's iterdump()."""
    from sqlalchemy import create_engine, inspect, text

    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            out = {}
            for t in sorted(inspect(conn).get_table_names()):
                out[t] = sorted((tuple(r) for r in conn.execute(text(f'SELECT * FROM "{t}"'))), key=repr)
            return out
    finally:
        engine.dispose()
