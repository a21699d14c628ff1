"""The app's database as a game's own command-line code sees it (:class:`desktop.games.contracts.SavedData`).

A game's ``simulate`` sub-command or verb lives in its pure package and cannot import the services; the
generic command line hands it a :class:`DatabaseData` in ``args.saved``, which opens the database only
when the game first asks for a saved squad or the catalog.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class DatabaseData:
    """Saved squads and catalog items read through the services, the database opened on first use."""

    def __init__(self, database: str | None) -> None:
        self._url = database
        self._db: Any = None

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
        from desktop.services import squads

        return squads.saved_squad(self._open(), kind, name)

    def catalog(self, kind: str) -> Mapping[str, Any]:
        from desktop.services import squads

        return squads.catalog_entries(self._open(), kind)

    def close(self) -> None:
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
