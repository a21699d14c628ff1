"""Alembic migrations, driven from code (no alembic.ini): the app upgrades to all heads at start-up.

Each area of the app has its own revision branching off the foundation revision ``0001``.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from alembic.config import Config
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection

HERE = Path(__file__).resolve().parent


def config(connection: Connection | None = None) -> Config:
    cfg = Config()
    cfg.set_main_option("script_location", str(HERE))
    if connection is not None:
        cfg.attributes["connection"] = connection
    return cfg


@cache
def _script() -> ScriptDirectory:
    return ScriptDirectory.from_config(config())


def known_revisions() -> frozenset[str]:
    return frozenset(rev.revision for rev in _script().walk_revisions())


def head_revisions() -> tuple[str, ...]:
    return tuple(sorted(_script().get_heads()))


def _closure(revisions: tuple[str, ...] | str) -> frozenset[str]:
    """Every revision the given ones stand on (down revisions and ``depends_on`` alike), themselves included."""
    if not revisions:
        return frozenset()
    script = _script()
    return frozenset(r.revision for r in script.revision_map.iterate_revisions(revisions, "base"))


def is_up_to_date(current: tuple[str, ...]) -> bool:
    """True when every revision of every head is applied (``depends_on`` may hide a head in the table)."""
    return _closure(tuple(current)) >= _closure("heads")


def current_revisions(connection: Connection) -> tuple[str, ...]:
    ctx = MigrationContext.configure(connection)
    return tuple(sorted(ctx.get_current_heads()))


def upgrade(connection: Connection, target: str = "heads") -> None:
    from alembic import command

    command.upgrade(config(connection), target)
