"""The Tournaments page: run a whole event from the desk.

Above, every event of the database (New, Settings, Duplicate settings, Delete with a backup,
Import/Export, Print, Venue screen); below, the opened event with the round clock always visible
and its tabs: Players, Round, Results, Standings, Bracket, Chart.  Every action is one service call;
long ones (opening a big event, pairing, importing, deleting) run off the UI thread with progress.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QItemSelectionModel, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.services import tournament as svc
from desktop.services import tournament_queries as queries
from desktop.ui.context import AppContext
from desktop.ui.live import ConnectionBanner, LiveWatcher
from desktop.ui.settings import settings
from desktop.ui.tournament import texts
from desktop.ui.tournament.clock import ClockWidget
from desktop.ui.tournament.models import EventsModel, SortProxy
from desktop.ui.tournament.players_tab import PlayersTab
from desktop.ui.tournament.results_tab import ResultsTab
from desktop.ui.tournament.round_tab import RoundTab, event_over
from desktop.ui.tournament.session import EventSession
from desktop.ui.tournament.standings_tab import BracketView, ChartView, StandingsTab


class ElidedLabel(QLabel):
    """The event's heading: the whole text, wrapped at word boundaries when narrow (never cut in the
    middle of a sentence, as an elided "Select an event above or …it with New…" was at 1024 px)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt API)
        self._full = text
        self.setToolTip(text)
        super().setText(text)

    def full_text(self) -> str:
        return self._full


class TournamentsPage(QWidget):
    event_loaded = Signal(int)
    """An event was opened (or re-read) and every tab shows it."""
    result_saved = Signal(int)
    """A result was saved and the standings show it (the match id)."""
    refreshed = Signal(int)
    """What changed elsewhere in the open event is shown (the event id); only what changed was read."""
    idle = Signal()

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.queries = queries
        self.venue: QWidget | None = None
        texts.set_lang(ctx.lang)
        self.session = EventSession(ctx, self)
        """The open event: its state, service calls and refresh (desktop/ui/tournament/session.py)."""
        self.session.active = self.isVisible
        self.clock = self.session.clock
        self.undo_stack = self.session.undo_stack
        """Swaps in a draft round (the main window's Edit → Undo / Redo)."""

        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 6, 6, 6)
        self.split = QSplitter(Qt.Orientation.Vertical)
        outer.addWidget(self.split)

        # -- events list -------------------------------------------------------------------------------
        top = QWidget()
        top_lay = QVBoxLayout(top)
        top_lay.setContentsMargins(0, 0, 0, 0)
        bar = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("pageTitle")
        self.title.setStyleSheet("font-size: 18px; font-weight: bold;")
        bar.addWidget(self.title)
        bar.addStretch(1)
        # The everyday buttons; the rarer actions in "More" (the row fits 1024 px in Ukrainian too).
        self.new_button = QPushButton()
        self.new_button.clicked.connect(lambda: self.new_event())
        self.settings_button = QPushButton()
        self.settings_button.clicked.connect(self.event_settings)
        self.delete_button = QPushButton()
        self.delete_button.clicked.connect(lambda: self.delete_event())
        self.venue_button = QPushButton()
        self.venue_button.clicked.connect(self.open_venue)
        self.print_menu = QMenu(self)
        self.print_button = QPushButton()  # a push button with a menu leaves room for its arrow beside the text
        self.print_button.setMenu(self.print_menu)
        from desktop.ui.reports.menu import fill_print_menu

        self.print_actions = fill_print_menu(
            self.print_menu, ctx, self.current_event_id, self.current_round_number, self.served_web_url
        )
        self.more_menu = QMenu(self)
        self.act_duplicate = self.more_menu.addAction("", self.duplicate_event)
        self.act_export_tb = self.more_menu.addAction("", self.export_dialog)
        self.act_import_tb = self.more_menu.addAction("", self.import_event)
        from desktop.ui.tournament.csv_export import CsvExportMenu  # issue 24: standings/pairings/players

        self.csv_menu = CsvExportMenu(self, lambda: self.db, self._selected_event, self.run, ctx.show_status)
        self.act_export_csv = self.more_menu.addMenu(self.csv_menu)
        self.act_venue_web = self.more_menu.addAction("", self.open_venue_web)
        self.more_button = QPushButton()  # a push button with a menu leaves room for its arrow beside the text
        self.more_button.setMenu(self.more_menu)
        for w in (
            self.new_button,
            self.settings_button,
            self.delete_button,
            self.venue_button,
            self.print_button,
            self.more_button,
        ):
            bar.addWidget(w)
        top_lay.addLayout(bar)
        self.events_model = EventsModel(self)
        self.events_proxy = SortProxy(self)
        self.events_proxy.setSourceModel(self.events_model)
        self.events_view = QTableView()
        self.events_view.setObjectName("eventsList")
        self.events_view.setModel(self.events_proxy)
        self.events_view.setSortingEnabled(True)
        self.events_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.events_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.events_view.verticalHeader().hide()
        self.events_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # the name and the format share what the other columns leave: the State column is never pushed
        # out of sight (long Ukrainian formats at 1024 px)
        for key in EventsModel.ELIDED:
            self.events_view.horizontalHeader().setSectionResizeMode(
                self.events_model.column_of(key), QHeaderView.ResizeMode.Stretch
            )
        self.events_view.selectionModel().currentRowChanged.connect(self._event_row_changed)
        top_lay.addWidget(self.events_view, 1)
        self.split.addWidget(top)

        # -- the opened event ---------------------------------------------------------------------------
        bottom = QWidget()
        bottom_lay = QVBoxLayout(bottom)
        bottom_lay.setContentsMargins(0, 0, 0, 0)
        head = QHBoxLayout()
        self.event_title = ElidedLabel()
        self.event_title.setStyleSheet("font-size: 15px; font-weight: bold;")
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)  # as many lines as the wrapped heading needs
        self.event_title.setSizePolicy(policy)
        head.addWidget(self.event_title, 1)
        self.clock_widget = ClockWidget(self.clock, self)
        head.addWidget(self.clock_widget)
        self._clock_over = False  # the clock says "Finished": the heading does not say it again
        self.clock.changed.connect(self._clock_changed)
        bottom_lay.addLayout(head)
        self.tabs = QTabWidget()
        session = self.session
        self.players_tab = PlayersTab(session)
        self.round_tab = RoundTab(session)
        self.results_tab = ResultsTab(session)
        self.standings_tab = StandingsTab(session)
        self.bracket_view = BracketView(session)
        self.chart_view = ChartView(session)
        for w in (
            self.players_tab,
            self.round_tab,
            self.results_tab,
            self.standings_tab,
            self.bracket_view,
            self.chart_view,
        ):
            self.tabs.addTab(w, "")
        self.tabs.currentChanged.connect(self._tab_changed)
        bottom_lay.addWidget(self.tabs, 1)
        self.split.addWidget(bottom)
        self.split.setStretchFactor(0, 1)
        self.split.setStretchFactor(1, 4)
        self.split.setSizes([150, 600])

        self.act_export = QAction(self)
        self.act_export.triggered.connect(self.export_dialog)
        self.act_import = QAction(self)
        self.act_import.triggered.connect(self.import_event)
        self.act_venue = QAction(self)
        self.act_venue.triggered.connect(self.open_venue)
        QShortcut(QKeySequence("Ctrl+R"), self, self.focus_result_entry)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Refresh), self, lambda: self.reload_event())
        # Other desks (or the command line) change the event too: a cheap fingerprint is checked every
        # few seconds and the event is read again when it changed.
        self.watch = QTimer(self)
        self.watch.setInterval(5000)
        self.watch.timeout.connect(self.check_for_changes)
        self.watch.start()
        QShortcut(QKeySequence("Ctrl+Shift+N"), self, self.new_event)
        self.retranslate()

        # Live changes from other desks (desktop/ui/live.py): the session refreshes what is shown, the
        # input stays.
        self.live = LiveWatcher(ctx, self)
        self.live.changed.connect(self._live_changed)
        self._live_retry: tuple[list, list] = ([], [])
        self._live_timer = QTimer(self)
        self._live_timer.setSingleShot(True)
        self._live_timer.setInterval(300)
        self._live_timer.timeout.connect(lambda: self._live_changed(*self._live_retry))
        self.banner = ConnectionBanner(self.live, self)
        outer.insertWidget(0, self.banner)
        self.settings_banner = SettingsRepairBanner(self)
        outer.insertWidget(1, self.settings_banner)
        self._connect_session()
        self.reload()

    def _connect_session(self) -> None:
        s = self.session
        s.error.connect(self.show_error)
        s.message.connect(self._session_message)
        s.opened.connect(self._opened)
        s.round_changed.connect(lambda _rv: self._event_state_changed())
        s.results_changed.connect(self._results_changed)
        s.events_changed.connect(self._reload_event_rows)
        s.deleted.connect(self.reload)
        s.idle.connect(self.idle.emit)
        s.refreshed.connect(self.refreshed.emit)
        s.result_saved.connect(self.result_saved.emit)
        s.show_tab.connect(self.tabs.setCurrentWidget)
        s.play_requested.connect(self.play_match)
        s.chart_ready.connect(self._chart_ready)
        s.write_waiting.connect(self.banner.set_write_waiting)
        s.draft_discarded.connect(self._draft_discarded)
        self._status_about: tuple[str, int | None] | None = None
        self.ctx.status_message.connect(self._status_shown)

    def _status_shown(self, text: str, _ms: int) -> None:
        """Remember a status bar message shown while this page is on screen, and the event it is about."""
        self._status_about = (text, self.session.current_event_id()) if text and self.isVisible() else None

    def _drop_status_of_another_event(self, event_id: int | None) -> None:
        """Opening another event (or none) takes away the status bar message about the one left: "the next
        round cannot be paired" said about one event must not be read under the next."""
        if self._status_about is None or self._status_about[1] == event_id:
            return
        text, self._status_about = self._status_about[0], None
        window = self.window()
        bar = window.statusBar() if isinstance(window, QMainWindow) else None
        if bar is not None and bar.currentMessage() == text:
            bar.clearMessage()

    def _session_message(self, kind: str, title: str, text: str) -> None:
        if kind == "warn":
            self.warn(title, text)
        elif kind == "info":
            self.info(text)
        else:
            self.ctx.show_status(text, 6000)

    def _draft_discarded(self, number: int) -> None:
        self.warn(
            self.tr("Draft discarded"),
            self.tr(
                "The draft of round %1 was paired on the result you corrected, so it has been discarded: "
                "pair round %1 again."
            ).replace("%1", str(number)),
        )

    def _results_changed(self) -> None:
        if self.tabs.currentWidget() is self.bracket_view:
            self.refresh_bracket()
        if self.venue is not None:
            self.venue.schedule_refresh()  # type: ignore[attr-defined]

    def _chart_ready(self, series: Any, names: Any) -> None:
        self.chart_view.set_series(series, names)
        self.tabs.setCurrentWidget(self.chart_view)

    # -- plumbing ---------------------------------------------------------------------------------------
    @property
    def db(self) -> Any:
        return self.ctx.db

    @property
    def snapshot(self) -> queries.EventSnapshot | None:
        return self.session.snapshot

    @property
    def busy(self) -> int:
        return self.session.busy

    def call(self, fn: Callable[..., Any], *args: Any, quiet: bool = False, **kwargs: Any) -> Any:
        """``fn(db, *args, **kwargs)``; a failure is shown (its message translated) and gives None."""
        return self.session.call(fn, *args, quiet=quiet, **kwargs)

    def do(self, fn: Callable[..., Any] | None, *args: Any, **kwargs: Any) -> bool:
        """Like :meth:`call` for actions that return nothing: True when it worked."""
        return self.session.do(fn, *args, **kwargs)

    def run(self, label: str, fn: Callable[..., Any], on_done: Callable[[Any], None]) -> None:
        self.session.run(label, fn, on_done)

    def show_error(self, exc: BaseException) -> None:
        text = texts.error_text(exc)
        self.last_error = text[:1].upper() + text[1:]  # a sentence (names keep their case)
        self.ctx.show_status(self.last_error, 8000)
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Tournaments"), self.last_error, parent=self)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.open()
        self._error_box = box

    def warn(self, title: str, text: str) -> None:
        self.last_warning = text
        self.ctx.show_status(text, 8000)
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, parent=self)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.open()
        self._warn_box = box

    def info(self, text: str) -> None:
        self.ctx.show_status(text, 6000)
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Tournaments"), text, parent=self)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.open()
        self._info_box = box

    def retranslate(self) -> None:
        texts.set_lang(self.ctx.lang)
        self.title.setText(self.tr("Events"))
        self.new_button.setText(self.tr("New…"))
        self.new_button.setToolTip(self.tr("Create an event (Ctrl+Shift+N)"))
        self.settings_button.setText(self.tr("Settings…"))
        self.act_duplicate.setText(self.tr("Duplicate settings…"))
        self.delete_button.setText(self.tr("Delete…"))
        self.more_button.setText(self.tr("More"))
        self.act_import_tb.setText(self.tr("Import…"))
        self.more_menu.setToolTipsVisible(True)
        self.act_export_tb.setText(self.tr("Export…"))
        self.act_venue_web.setText(self.tr("Venue web…"))
        self.print_button.setText(self.tr("Print"))
        self.print_menu.setTitle(self.tr("Print"))
        self.venue_button.setText(self.tr("Venue screen"))
        self.act_export.setText(self.tr("Export event…"))
        self.act_import.setText(self.tr("Import event…"))
        self.act_venue.setText(self.tr("&Venue screen"))
        for i, text in enumerate(
            (
                self.tr("Players"),
                self.tr("Round"),
                self.tr("Results"),
                self.tr("Standings"),
                self.tr("Bracket"),
                self.tr("Chart"),
            )
        ):
            self.tabs.setTabText(i, text)
        self.events_model.retranslate()
        for tab in (
            self.players_tab,
            self.round_tab,
            self.results_tab,
            self.standings_tab,
            self.chart_view,
            self.clock_widget,
        ):
            tab.retranslate()
        self.bracket_view.draw()
        self._update_title()
        self._update_buttons()

    def _live_changed(self, topics: list, event_ids: list) -> None:
        """Another desk changed results, pairings, the clock...: the session reads only what changed
        (the shown round, the selection and what the user is typing stay)."""
        if self.db is None or not self.isVisible():
            return  # a hidden page looks again when it is shown (check_for_changes)
        if self.busy:  # a read or a write of this desk is running: look again in a moment
            self._live_retry = (topics, event_ids)
            self._live_timer.start()
            return
        self.session.live_changed(topics, event_ids)

    def _reload_event_rows(self) -> None:
        rows = self.call(queries.event_rows, quiet=True)
        if rows is None:
            return
        current = self.current_event_id()
        self.events_model.set_rows(self._as_shown(rows))
        if current is not None and any(r.id == current for r in rows):
            self._select_row_of(current, open_it=False)
        self._update_buttons()

    def menu_actions(self) -> list[QAction]:
        return [self.act_import, self.act_export]

    # -- the events list ------------------------------------------------------------------------------
    def reload(self) -> None:
        """Read the events list again (after another database was opened, too). On a database seen for
        the first time the event last worked on (or the only one) opens by itself."""
        first_look = self.db is not getattr(self, "_db_seen", None)
        if first_look:
            self._db_seen = self.db
            if self.session.current_event_id() is not None:
                self.session.close()  # an event of the database that was closed
        if self.db is None:
            self.events_model.set_rows([])
            self._update_title()  # no database: what to do instead of "create one with New…"
            self._update_buttons()
            return
        if self.snapshot is None:
            self._update_title()  # a database again: "Select an event above, or create one with New…"
        rows = self.call(queries.event_rows)
        if rows is None:
            return
        current = self.current_event_id()
        self.events_model.set_rows(self._as_shown(rows))
        if current is not None and not any(r.id == current for r in rows):
            self.session.close()
        elif current is not None:
            self._select_row_of(current, open_it=False)
        elif first_look:
            reopen = self._event_to_reopen([r.id for r in rows])
            if reopen is not None:
                self._select_row_of(reopen)
        self._update_buttons()

    def _as_shown(self, rows: list[Any]) -> list[Any]:
        """The events list's rows, the open event's state as its snapshot (read after its last change)
        says (the services store "finished" as soon as the last result is in)."""
        from dataclasses import replace

        snap = self.snapshot
        if snap is None or not event_over(snap):
            return rows
        return [replace(r, status="finished") if r.id == snap.event_id else r for r in rows]

    def _event_state_changed(self) -> None:
        """A result, the draft or the round changed: the heading, and the list's state of the event."""
        self._update_title()
        snap = self.snapshot
        if snap is None:
            return
        row = next((r for r in self.events_model.rows() if r.id == snap.event_id), None)
        if row is not None and event_over(snap) != (row.status == "finished"):
            self._reload_event_rows()

    def _last_event_key(self) -> str:
        """The settings key of the event last opened in this database (ids are per database)."""
        import hashlib

        where = hashlib.sha1(str(getattr(self.db, "url", "")).encode()).hexdigest()[:12]
        return f"tournaments/last_event_{where}"

    def _event_to_reopen(self, ids: list[int]) -> int | None:
        """The event last opened on this computer when it is still there, else the only event."""
        last = settings().value(self._last_event_key())
        try:
            last_id = int(last) if last is not None else None
        except (TypeError, ValueError):
            last_id = None
        if last_id in ids:
            return last_id
        return ids[0] if len(ids) == 1 else None

    def _select_row_of(self, event_id: int, *, open_it: bool = True) -> None:
        for row, rec in enumerate(self.events_model.rows()):
            if rec.id == event_id:
                idx = self.events_proxy.mapFromSource(self.events_model.index(row, 0))
                blocked = self.events_view.selectionModel().blockSignals(not open_it)
                self.events_view.selectionModel().setCurrentIndex(
                    idx,
                    QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
                )
                self.events_view.selectionModel().blockSignals(blocked)
                return

    def select_event(self, event_id: int) -> None:
        """Select an event in the list (it opens below, as a click would)."""
        if self.current_event_id() == event_id and self.snapshot is not None:
            self.open_event(event_id)
            return
        self._select_row_of(event_id)

    def _event_row_changed(self, current: Any, _previous: Any) -> None:
        if not current.isValid():
            return
        rec = self.events_model.record(self.events_proxy.mapToSource(current).row())
        self.open_event(rec.id)

    def _selected_event(self) -> Any | None:
        idx = self.events_view.selectionModel().currentIndex()
        if not idx.isValid():
            return None
        return self.events_model.record(self.events_proxy.mapToSource(idx).row())

    def current_event_id(self) -> int | None:
        return self.session.current_event_id()

    def current_round_number(self) -> int | None:
        snap = self.snapshot
        if snap is None:
            return None
        if self.session.shown_round is not None:
            return self.session.shown_round
        return snap.current.number if snap.current else None

    def _has_database(self) -> bool:
        """A database is open (or opening): without one (a --database in a missing folder, a file that
        could not be opened) no event can be created or imported."""
        return self.ctx.opened_db is not None or self.ctx.opening

    def _update_buttons(self) -> None:
        has = self._selected_event() is not None
        for w in (self.new_button, self.act_import, self.act_import_tb):
            w.setEnabled(self._has_database())
        for w in (
            self.settings_button,
            self.act_duplicate,
            self.delete_button,
            self.act_export_tb,
            self.act_export_csv,
            self.venue_button,
        ):
            w.setEnabled(has)
        self.act_export.setEnabled(has)
        self.tabs.setEnabled(self.snapshot is not None)
        # The Print menu is filled by the reports (desktop/ui/reports); without entries it stays out of sight.
        self.print_button.setVisible(not self.print_menu.isEmpty())

    def showEvent(self, event: Any) -> None:  # noqa: N802 (Qt API)
        self.print_button.setVisible(not self.print_menu.isEmpty())
        super().showEvent(event)

    def _update_title(self) -> None:
        snap = self.snapshot
        # no event open: no round clock (a "50:00" beside disabled Start buttons meant nothing)
        self.clock_widget.setVisible(snap is not None)
        if snap is None and not self._has_database():
            self.event_title.setText(
                self.tr(
                    "No database is open: open one with File → Open database…, or start the app with "
                    "--database naming a new file to create one."
                )
            )
            return
        if snap is None:
            self.event_title.setText(self.tr("Select an event above, or create one with New…"))
            return
        s = snap.detail.summary
        parts = [
            s.name,
            texts.game_name(s.game),
            texts.formats_text([k for _, k in snap.stage_kinds()]),
            self.tr("best of %n", "", snap.best_of),
        ]
        # a finished event: the clock beside the heading says "Finished", so the heading says it neither as
        # "finished" nor as the last round's "(published)" (at 1024 px it wrapped, "finished" twice)
        self._clock_over = self._clock_says_over()
        if snap.current is not None and self._clock_over:
            parts.append(self.tr("Round %1", "a finished event's heading").replace("%1", str(snap.current.number)))
        elif snap.current is not None:
            parts.append(texts.round_text(snap.current.number, snap.current.status))
        if event_over(snap) and not self._clock_over:
            parts.append(self.tr("finished"))
        self.event_title.setText(" · ".join(parts))

    def _clock_says_over(self) -> bool:
        return not self.clock_widget.isHidden() and self.clock.event_over and not self.clock.usable

    def _clock_changed(self) -> None:
        if self.snapshot is not None and self._clock_says_over() != self._clock_over:
            self._update_title()

    # -- opening an event -----------------------------------------------------------------------------
    def open_event(self, event_id: int, round_number: int | None = None) -> None:
        self.session.open(event_id, round_number)

    def reload_event(self, round_number: int | None = None) -> None:
        self.session.reload_event(round_number)

    def _opened(self, snap: queries.EventSnapshot | None) -> None:
        """The session read the event (again) or closed it: the page's own parts follow (the tabs
        listen to the session themselves)."""
        self._drop_status_of_another_event(snap.event_id if snap is not None else None)
        self._update_print_menu(snap)
        if snap is not None:
            row = next((r for r in self.events_model.rows() if r.id == snap.event_id), None)
            if row is not None and event_over(snap) and row.status != "finished":
                self.events_model.set_rows(self._as_shown(self.events_model.rows()))
                self._select_row_of(snap.event_id, open_it=False)
        self._show_bracket_tab(snap)
        if self.tabs.currentWidget() is self.bracket_view:
            self.refresh_bracket()  # the event opened (another one, or read again) while its bracket is shown
        self._update_title()
        self._update_buttons()
        if self.venue is not None:
            self.venue.refresh()  # type: ignore[attr-defined]
        if snap is not None:
            settings().setValue(self._last_event_key(), snap.event_id)
            self.settings_banner.check(snap.event_id)
            self.event_loaded.emit(snap.event_id)

    def _show_bracket_tab(self, snap: queries.EventSnapshot | None) -> None:
        """The Bracket tab only for an event with an elimination stage (a round robin or a Swiss event has
        no bracket to show); it follows the event's stages when its settings change them."""
        bracket = snap is not None and any(kind.endswith("elimination") for _pos, kind in snap.stage_kinds())
        self.tabs.setTabVisible(self.tabs.indexOf(self.bracket_view), bracket)

    def _update_print_menu(self, snap: queries.EventSnapshot | None) -> None:
        """Only the sheets the event's game can print (no squad sheets for a game without squads)."""
        from desktop.services.sheets import sheet_kinds

        squads = self.print_actions.get("squads")
        if squads is not None:
            squads.setEnabled(snap is None or "squads" in sheet_kinds(snap.detail.summary.game))

    def check_for_changes(self) -> bool:
        """Read what someone else changed in the open event (a cheap fingerprint first, every few
        seconds, besides the live feed); True when a refresh was started."""
        return self.session.check_for_changes()

    def refresh_changes(self) -> None:
        self.session.refresh_changes()

    def _tab_changed(self, _index: int) -> None:
        if self.tabs.currentWidget() is self.bracket_view:
            self.refresh_bracket()
        if self.tabs.currentWidget() is self.results_tab:
            self.results_tab.focus_entry(select=False)

    def focus_result_entry(self) -> None:
        self.tabs.setCurrentWidget(self.results_tab)
        self.results_tab.focus_entry()

    def name_of(self, registration_id: int) -> str:
        return self.session.name_of(registration_id)

    # -- bracket and chart ------------------------------------------------------------------------------
    def refresh_bracket(self) -> None:
        self.bracket_view.set_rounds(self.session.bracket_rounds())

    def show_chart(self, players: list[int]) -> None:
        self.session.chart(players)

    # -- play -------------------------------------------------------------------------------------------
    def can_play(self, mv: svc.MatchView) -> bool:
        return self.session.can_play(mv)

    def play_match(self, mv: svc.MatchView) -> QWidget | None:
        from desktop.ui.tournament.play_match import PlayMatchDialog

        if not self.can_play(mv):
            return None
        dialog = PlayMatchDialog(self.session, mv, self)
        dialog.setModal(True)
        dialog.open()
        self._play_dialog = dialog
        return dialog

    def open_venue_web(self) -> QWidget:
        """Venue web…: the event on the players' phones (issue 26; desktop/ui/tournament/venue_web.py)."""
        from desktop.ui.tournament.venue_web import open_venue_web

        return open_venue_web(self, self.session)

    def served_web_url(self, event_id: int) -> str:
        """The venue web's address while it serves ``event_id`` ("" otherwise): printed on the slips' stubs."""
        dialog = getattr(self, "_venue_web", None)
        if dialog is None or not dialog.running or dialog.event_id != event_id:
            return ""
        return str(dialog.url())

    # -- venue screen -----------------------------------------------------------------------------------
    def open_venue(self) -> QWidget:
        from desktop.ui.tournament.venue import VenueWindow

        if self.venue is None:
            self.venue = VenueWindow(self.session, self)
            self.venue.destroyed.connect(lambda: setattr(self, "venue", None))
            self.venue.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.venue.refresh()  # type: ignore[attr-defined]
        self.venue.show_on_best_screen()  # type: ignore[attr-defined]
        self.venue.raise_()
        return self.venue

    # -- events: new, settings, duplicate, delete, export ---------------------------------------------
    def new_event(self, *, spec: svc.EventSpec | None = None) -> int | None:
        """With ``spec``: create that event now.  Without: open the wizard (the event is created when it
        is accepted)."""
        from desktop.ui.tournament.event_dialog import EventDialog

        if self.db is None:
            return None
        if spec is None:
            dialog = EventDialog(self)
            dialog.accepted.connect(lambda: self.new_event(spec=dialog.spec()))
            dialog.finished.connect(lambda _code: self._dialog_done(dialog))
            dialog.setWindowModality(Qt.WindowModality.WindowModal)
            dialog.open()
            self.event_dialog = dialog
            return None
        detail = self.call(svc.create_event, spec)
        if detail is None:
            return None
        self.reload()
        self.select_event(detail.summary.id)
        self.ctx.notify("tournament")
        return detail.summary.id

    def _dialog_done(self, dialog: QWidget) -> None:
        dialog.deleteLater()
        self.window().activateWindow()

    def _locked_reason(self) -> str:
        snap = self.snapshot
        if snap is not None and any(r.status != "draft" for r in snap.rounds):
            return self.round_one_reason()
        return ""

    def round_one_reason(self) -> str:
        return self.tr(
            "Round 1 has been published: the game, its settings, the match format and how round 1 is paired "
            "can no longer change (results already depend on them)."
        )

    def stages_reason(self) -> str:
        return self.tr("The stages are set when the event is created.")

    def setting_locks(self, event_id: int) -> dict[str, str]:
        """Each setting -> why it may not change now (translated), "" when it may; by the service's rule
        (``editable_fields``), or by the published rounds when the event cannot be read."""
        reasons = self.call(svc.editable_fields, event_id, quiet=True)
        if reasons is None:
            locked = bool(self._locked_reason())
            reasons = {
                k: ("locked" if locked else "") for k in ("game", "game_settings", "best_of", "first_round")
            }
            reasons["stages"] = "locked"
        out: dict[str, str] = {}
        for key, reason in reasons.items():
            out[key] = (
                "" if not reason else (self.stages_reason() if key == "stages" else self.round_one_reason())
            )
        return out

    def event_settings(self) -> None:
        from desktop.ui.tournament.event_dialog import EventDialog

        snap = self.snapshot
        if snap is None:
            return
        locks = self.setting_locks(snap.event_id)
        dialog = EventDialog(self, snap.detail, locked_reason=self._locked_reason(), locks=locks)
        self.settings_dialog = dialog
        detail = snap.detail

        def accepted() -> None:
            changes = dialog.changes(detail)
            if not changes:
                return
            version = getattr(detail.summary, "version", None)
            if self.do(svc.update_event, snap.event_id, changes, expected_version=version):
                self.reload()
                self.reload_event()

        dialog.accepted.connect(accepted)
        dialog.finished.connect(lambda _code: self._dialog_done(dialog))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.open()

    def duplicate_event(self) -> int | None:
        from desktop.ui.tournament.event_dialog import EventDialog

        rec = self._selected_event()
        if rec is None:
            return None
        detail = self.call(svc.get_event, rec.id)
        if detail is None:
            return None
        dialog = EventDialog(self, detail, duplicate=True)
        dialog.accepted.connect(lambda: self.new_event(spec=dialog.spec()))
        dialog.finished.connect(lambda _code: self._dialog_done(dialog))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.open()
        self.event_dialog = dialog
        return None

    def delete_event(self, *, confirm: bool = True) -> None:
        rec = self._selected_event()
        if rec is None or self.db is None:
            return
        if confirm:
            answer = QMessageBox.question(
                self,
                self.tr("Delete event"),
                self.tr(
                    "Delete “%1” with its %2 players and every result? A backup of the database is written first."
                )
                .replace("%1", rec.name)
                .replace("%2", str(rec.players)),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
                QMessageBox.StandardButton.Cancel,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        db = self.db
        event_id = rec.id

        def work() -> Path | None:
            from desktop.paths import data_dir
            from desktop.services.database import backup_database

            backup = None
            if db.path is not None:
                stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
                folder = data_dir() / "backups"
                folder.mkdir(parents=True, exist_ok=True)
                backup = backup_database(db, folder / f"before-deleting-event-{event_id}-{stamp}.sqlite3")
            svc.delete_event(db, event_id)
            return backup

        def done(backup: Path | None) -> None:
            self.last_backup = backup
            if self.current_event_id() == event_id:
                self.session.close()
            self.reload()
            if backup is not None:
                self.ctx.show_status(
                    self.tr("Event deleted; a backup was written to %1").replace("%1", str(backup)), 8000
                )
            self.ctx.notify("tournament")

        self.run(self.tr("Deleting the event…"), work, done)

    def export_dialog(self) -> None:
        rec = self._selected_event()
        if rec is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export event"), f"{rec.name}.json", self.tr("Event files (*.json)")
        )
        if path:
            self.export_to(Path(path), rec.id)

    def export_to(self, path: Path, event_id: int) -> None:
        db = self.db

        def work() -> Path:
            data = svc.export_event(db, event_id)
            from desktop.files import write_json_atomic

            return write_json_atomic(path, data, indent=1)  # never a half-written file under the name

        self.run(
            self.tr("Exporting the event…"),
            work,
            lambda p: self.ctx.show_status(self.tr("Event exported to %1").replace("%1", str(p)), 6000),
        )

    def import_event(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import event"), "", self.tr("Event files (*.json)")
        )
        if not path:
            return
        db = self.db

        def work() -> Any:
            # The service checks the file (nesting, types, references) and names the place of a fault.
            return svc.import_event(db, Path(path).read_bytes(), file=path)

        self.run(self.tr("Importing the event…"), work, lambda _r: self.reload())


Page = TournamentsPage


class SettingsRepairBanner(QWidget):
    """Shown when the open event's stored game settings do not fit its game's schema (an event stored by
    an older version): it names each setting and why, and offers to repair them (each value that does not
    fit takes its default). The event opens and can be worked on meanwhile."""

    def __init__(self, page: TournamentsPage) -> None:
        super().__init__(page)
        self.page = page
        self.event_id: int | None = None
        self.setObjectName("settingsRepairBanner")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(8, 4, 8, 4)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.repair_button = QPushButton()
        self.repair_button.clicked.connect(self.repair)
        lay.addWidget(self.text, 1)
        lay.addWidget(self.repair_button)
        self.setAutoFillBackground(True)
        self.hide()

    def check(self, event_id: int) -> None:
        from desktop.ui.errors import template_text

        problems = self.page.call(svc.game_settings_problems, event_id, quiet=True) or []
        self.event_id = event_id if problems else None
        if not problems:
            self.hide()
            return
        lines = [
            f"{p.setting}: {template_text(p.template, p.params) or p.reason}" for p in problems[:6]
        ]
        self.text.setText(
            self.tr("This event's game settings do not fit its game (an older version stored them):")
            + "\n"
            + "\n".join(lines)
        )
        self.repair_button.setText(self.tr("Repair the settings"))
        self.repair_button.setToolTip(
            self.tr("Every setting that does not fit takes its default; the others are kept.")
        )
        self.show()

    def repair(self) -> None:
        snap = self.page.snapshot
        if self.event_id is None or snap is None:
            return
        version = getattr(snap.detail.summary, "version", None)
        if self.page.do(svc.repair_game_settings, self.event_id, expected_version=version):
            self.hide()
            self.page.reload_event()
