"""The app's database as a game's own command-line code sees it (:class:`desktop.games.contracts.SavedData`).

A game's ``simulate`` sub-command or verb lives in its pure package and cannot import the services; the
generic command line hands it a :class:`DatabaseData` in ``args.saved``, which opens the database only
when the game first asks for a saved squad or the catalog.

When that database is an SQLite file at this app's head (:func:`database.quick_read.open_at_head`) the
reads take the standard library's ``sqlite3`` instead, the same rows without importing SQLAlchemy, the
models or the services (``odds`` with glyph keys starts in a fraction of the time; issue 27); any other
database, or ``TOYBOX_ARENA_CLI_QUICK=0``, goes through the services.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class DatabaseData:
    """Saved squads and catalog items read through the services, the database opened on first use."""

    def __init__(self, database: str | None) -> None:
        self._url = database
        self._db: Any = None
        self._quick: Any = None  # a read-only sqlite3 connection (one snapshot), when the file allows
        self._quick_tried = False

    def _quick_connection(self) -> Any:
        if not self._quick_tried:
            self._quick_tried = True
            from desktop.cli import quick

            if quick.enabled():
                path = quick._database_file(self._url)
                if path is not None:
                    from database import quick_read

                    self._quick = quick_read.open_at_head(path)
        return self._quick

    def _open(self) -> Any:
        if self._db is None:
            from database.engine import DatabaseOpenError
            from desktop.games.contracts import SavedDataError
            from desktop.services.database import open_database

            try:
                self._db = open_database(self._url)
            except DatabaseOpenError as exc:
                raise SavedDataError(str(exc)) from exc
        return self._db

    def squad(self, kind: str, name: str) -> tuple[str, Mapping[str, Any]] | None:
        con = self._quick_connection()
        if con is not None:
            from database import quick_read
            from desktop.games.contracts import pick_saved_squad

            return pick_saved_squad(quick_read.saved_squads(con, kind), name)
        from desktop.services import squads

        return squads.saved_squad(self._open(), kind, name)

    def catalog(self, kind: str) -> Mapping[str, Any]:
        con = self._quick_connection()
        if con is not None:
            from database import quick_read
            from desktop.games.contracts import CatalogEntry

            return {
                key: CatalogEntry(key, name, data, archived, placeholders)
                for key, name, data, archived, placeholders in quick_read.catalog_items(con, kind)
            }
        from desktop.services import squads

        return squads.catalog_entries(self._open(), kind)

    def close(self) -> None:
        if self._quick is not None:
            self._quick.close()
            self._quick = None
        if self._db is not None and hasattr(self._db, "close"):
            self._db.close()
        self._db = None


def run_with_saved_data(runner: Any, args: Any) -> int:
    """``runner.run(args)`` with ``args.saved`` set, the database closed afterwards."""
    saved = DatabaseData(getattr(args, "database", None))
    args.saved = saved
    try:
        return int(runner.run(args))
    finally:
        saved.close()
