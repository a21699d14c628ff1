"""What every page gets: the open database (through services only), the undo group, the status bar."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoGroup

if TYPE_CHECKING:
    from database.engine import Database


class AppContext(QObject):
    """Shared by the main window and its pages.

    Pages never keep a Session: they call ``desktop.services`` functions with ``ctx.db`` for each
    user action. ``database_changed`` fires after another database was opened (reload everything);
    ``data_changed(kind)`` fires after a service call changed data others may show (e.g. "catalog").
    """

    database_changed = Signal()
    data_changed = Signal(str)
    status_message = Signal(str, int)

    def __init__(self, db: Database | None = None, lang: str = "en", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._db = db
        self.lang = lang
        self.undo_group = QUndoGroup(self)

    @property
    def db(self) -> Database | None:
        return self._db

    def set_database(self, db: Database | None) -> None:
        old = self._db
        self._db = db
        if old is not None and old is not db:
            old.close()
        self.database_changed.emit()

    def notify(self, kind: str) -> None:
        self.data_changed.emit(kind)

    def show_status(self, text: str, msecs: int = 4000) -> None:
        self.status_message.emit(text, msecs)
