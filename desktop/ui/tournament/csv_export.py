"""More → Export CSV on the Tournaments page: the event's standings, pairings or players as a CSV file
(desktop.services.tournament_export.write_csv: the one event ranking's places, every round's pairings,
the players in registration order; written whole, never through a link, a FIFO or a device).

The menu asks the page only for the selected event and a way to run work off the UI thread, so that the
page adds it in a few lines."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QFileDialog, QMenu, QWidget

from desktop.services import tournament as svc

Run = Callable[[str, Callable[[], Any], Callable[[Any], None]], None]


class CsvExportMenu(QMenu):
    """A submenu with one entry per CSV export (standings, pairings, players)."""

    def __init__(
        self,
        parent: QWidget,
        db: Callable[[], Any],
        event: Callable[[], Any | None],
        run: Run,
        status: Callable[[str, int], None],
    ) -> None:
        super().__init__(parent)
        self._db = db
        self._event = event
        self._run = run
        self._status = status
        self.export_actions = {what: self.addAction("", self._exporter(what)) for what in svc.CSV_KINDS}
        self.retranslate()

    def _exporter(self, what: str) -> Callable[[], None]:
        return lambda: self.export(what)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Export CSV"))
        texts = {
            "standings": self.tr("Standings…"),
            "pairings": self.tr("Pairings of every round…"),
            "players": self.tr("Players…"),
        }
        for what, action in self.export_actions.items():
            action.setText(texts[what])

    def file_name(self, what: str, event_name: str) -> str:
        """The file the organiser chooses ("" when cancelled)."""
        suggested = {
            "standings": self.tr("%1 standings.csv"),
            "pairings": self.tr("%1 pairings.csv"),
            "players": self.tr("%1 players.csv"),
        }[what].replace("%1", event_name)
        path, _ = QFileDialog.getSaveFileName(
            self.parentWidget(), self.tr("Export CSV"), suggested, self.tr("CSV files (*.csv)")
        )
        return path

    def export(self, what: str) -> None:
        rec = self._event()
        if rec is None:
            return
        path = self.file_name(what, rec.name)
        if not path:
            return
        db, event_id = self._db(), rec.id

        def work() -> Path:
            svc.write_csv(db, event_id, what, path)
            return Path(path)

        self._run(
            self.tr("Exporting CSV…"),
            work,
            lambda p: self._status(self.tr("Written to %1").replace("%1", str(p)), 6000),
        )
