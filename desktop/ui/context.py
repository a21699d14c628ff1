"""What every page gets: the open database (through services only), the undo group, the status bar."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoGroup

if TYPE_CHECKING:
    from database.engine import Database


class AppContext(QObject):
    """Shared by the main window and its pages.

    Pages never keep a Session: they call ``desktop.services`` functions with ``ctx.db`` for each
    user action. ``database_changed`` fires after another database was opened (reload everything);
    ``data_changed(kind)`` fires after a service call changed data others may show (e.g. "catalog").

    At start the database may still be *opening* (issue 27: the first paint does not wait for
    SQLAlchemy): :attr:`snapshot` then serves quick read-only reads of it (the Catalog page's first
    rows, :mod:`desktop.services.catalog_quick`) and the main window finishes the opening right after
    the first paint. Anything that asks for :attr:`db` meanwhile (every write, every other read)
    finishes it at once, so nothing ever works on a half-open database; :attr:`opened_db` asks
    without finishing it.
    """

    database_changed = Signal()
    data_changed = Signal(str)
    status_message = Signal(str, int)

    def __init__(self, db: Database | None = None, lang: str = "en", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._db = db
        self.lang = lang
        self.undo_group = QUndoGroup(self)
        self.snapshot: Any = None
        self._finish: Callable[[], None] | None = None

    @property
    def db(self) -> Database | None:
        if self._finish is not None:
            self.finish_opening()
        return self._db

    @property
    def opened_db(self) -> Database | None:
        """The open database, or None (also while one is still opening: see :attr:`snapshot`)."""
        return self._db

    @property
    def opening(self) -> bool:
        return self._finish is not None

    def set_opening(self, snapshot: Any, finish: Callable[[], None]) -> None:
        """A database is being opened: ``snapshot`` reads it meanwhile, ``finish()`` opens it for real
        (and calls :meth:`set_database`)."""
        self.snapshot = snapshot
        self._finish = finish

    def finish_opening(self) -> None:
        finish, self._finish = self._finish, None
        if finish is not None:
            try:
                finish()
            finally:
                self.snapshot = None

    def cancel_opening(self) -> None:
        self._finish = None
        self.snapshot = None

    def set_database(self, db: Database | None) -> None:
        self._finish = None
        self.snapshot = None
        old = self._db
        self._db = db
        if old is not None and old is not db:
            old.close()
        self.database_changed.emit()

    def notify(self, kind: str) -> None:
        self.data_changed.emit(kind)

    def show_status(self, text: str, msecs: int = 4000) -> None:
        self.status_message.emit(text, msecs)
