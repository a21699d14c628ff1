"""Where the app keeps its data and where the shipped resources are (no Qt, no SQL)."""

from __future__ import annotations

import os
from pathlib import Path

APP_NAME = "toybox-arena"
ENV_HOME = "TOYBOX_ARENA_HOME"


def data_dir() -> Path:
    """The user data folder: platformdirs' choice, or $TOYBOX_ARENA_HOME when set (tests use it)."""
    override = os.environ.get(ENV_HOME)
    if override:
        path = Path(override)
    else:
        from platformdirs import user_data_dir

        path = Path(user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def default_database_path() -> Path:
    return data_dir() / "toybox-arena.sqlite3"


def default_database_url() -> str:
    """The default database's URL, built with SQLAlchemy's ``URL.create`` (a data folder whose path
    holds ``?``, ``#`` or ``%`` must not open another database)."""
    from sqlalchemy.engine import URL

    return URL.create("sqlite", database=str(default_database_path())).render_as_string(hide_password=False)


def resources_dir() -> Path:
    import resources

    return Path(resources.__file__).resolve().parent
