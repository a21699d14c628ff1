"""Alembic migrations, driven from code (no alembic.ini): the app upgrades to all heads at start-up.

Each area of the app has its own revision branching off the foundation revision ``0001``.

A new database is not migrated: :func:`create_at_head` creates its schema from the models and stamps
the heads (``tests/foundation/test_schema_at_head.py`` pins it equal to the migrated schema, on SQLite
and PostgreSQL). Alembic itself is imported only when an existing database needs an upgrade: knowing the revisions and whether
a database is up to date reads the revision files' ``revision``/``down_revision``/``depends_on``
lines (:func:`_graph`), so that every command-line verb starts quickly.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, text

if TYPE_CHECKING:
    from alembic.config import Config
    from alembic.script import ScriptDirectory

HERE = Path(__file__).resolve().parent


def _as_tuple(value: Any) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,)
    return tuple(value)


@cache
def _graph() -> dict[str, tuple[str, ...]]:
    """revision -> the revisions it stands on (down revisions and ``depends_on``), read from the files."""
    graph: dict[str, tuple[str, ...]] = {}
    for path in sorted((HERE / "versions").glob("*.py")):
        values: dict[str, Any] = {}
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.Assign | ast.AnnAssign):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for t in targets:
                    if isinstance(t, ast.Name) and t.id in ("revision", "down_revision", "depends_on"):
                        try:
                            values[t.id] = ast.literal_eval(node.value) if node.value is not None else None
                        except ValueError:
                            values[t.id] = None
        if values.get("revision"):
            graph[str(values["revision"])] = _as_tuple(values.get("down_revision")) + _as_tuple(
                values.get("depends_on")
            )
    return graph


def config(connection: Connection | None = None) -> Config:
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(HERE))
    if connection is not None:
        cfg.attributes["connection"] = connection
    return cfg


@cache
def _script() -> ScriptDirectory:
    from alembic.script import ScriptDirectory

    return ScriptDirectory.from_config(config())


def known_revisions() -> frozenset[str]:
    return frozenset(_graph())


def head_revisions() -> tuple[str, ...]:
    graph = _graph()
    below = {r for parents in graph.values() for r in parents}
    return tuple(sorted(r for r in graph if r not in below))


def _closure(revisions: tuple[str, ...] | str) -> frozenset[str]:
    """Every revision the given ones stand on (down revisions and ``depends_on`` alike), themselves included."""
    if revisions == "heads":
        revisions = head_revisions()
    graph = _graph()
    seen: set[str] = set()
    stack = [r for r in revisions if r in graph]
    while stack:
        r = stack.pop()
        if r in seen:
            continue
        seen.add(r)
        stack.extend(p for p in graph.get(r, ()) if p in graph)
    return frozenset(seen)


def is_up_to_date(current: tuple[str, ...]) -> bool:
    """True when every revision of every head is applied (``depends_on`` may hide a head in the table)."""
    return _closure(tuple(current)) >= _closure("heads")


def current_revisions(connection: Connection) -> tuple[str, ...]:
    """The revisions stored in ``alembic_version`` (none for an empty database)."""
    from sqlalchemy import inspect

    if not inspect(connection).has_table("alembic_version"):
        return ()
    rows = connection.execute(text("SELECT version_num FROM alembic_version")).scalars().all()
    return tuple(sorted(str(r) for r in rows))


VERSION_TABLE_SQL = (
    "CREATE TABLE alembic_version (version_num VARCHAR(32) NOT NULL, "
    "CONSTRAINT alembic_version_pkc PRIMARY KEY (version_num))"
)
"""Alembic's own version table, as its migration context creates it."""


def create_at_head(connection: Connection) -> None:
    """Create an empty database's schema from the models and stamp it at the heads, in the caller's
    transaction: the schema :func:`upgrade` would reach by running every migration, without importing
    Alembic or running them one by one (the very first start)."""
    from database.models import Base

    Base.metadata.create_all(connection, checkfirst=False)
    connection.execute(text(VERSION_TABLE_SQL))
    for revision in head_revisions():
        connection.execute(text("INSERT INTO alembic_version (version_num) VALUES (:v)"), {"v": revision})


def upgrade(connection: Connection, target: str = "heads") -> None:
    from alembic import command

    command.upgrade(config(connection), target)
