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
from PySide6.QtGui import QAction, QKeySequence, QShortcut, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QTableView,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.services import tournament as svc
from desktop.services import tournament_live as live
from desktop.services import tournament_queries as queries
from desktop.ui.context import AppContext
from desktop.ui.live import ConnectionBanner, LiveWatcher
from desktop.ui.settings import settings
from desktop.ui.tournament import texts
from desktop.ui.tournament.clock import ClockWidget, RoundClock
from desktop.ui.tournament.models import EventsModel, SortProxy
from desktop.ui.tournament.players_tab import PlayersTab
from desktop.ui.tournament.results_tab import ResultsTab
from desktop.ui.tournament.round_tab import RoundTab, event_over
from desktop.ui.tournament.standings_tab import BracketView, ChartView, StandingsTab
from desktop.ui.tournament.worker import run_quiet, run_task


def _newest(known: Any, now: Any) -> dict[int, int]:
    """The versions ``now``, except where this desk already knows a newer one (its own write)."""
    out = dict(now)
    for i, v in known.items():
        if i in out and v > out[i]:
            out[i] = v
    return out


def _with_version(rv: Any, ch: live.EventChanges) -> Any:
    """``rv`` carrying its round's version as the refresh read it (the version a change to the draft
    is checked against: pairing by hand, the bye)."""
    from dataclasses import replace

    if rv is None or not hasattr(rv, "version"):
        return rv
    now = next((r.version for r in ch.rounds if r.id == rv.id), None)
    return rv if now is None or now == rv.version else replace(rv, version=now)


def _with_match(rv: svc.RoundView, mv: svc.MatchView) -> svc.RoundView:
    """``rv`` with its match ``mv.id`` replaced by ``mv``."""
    from dataclasses import replace

    return replace(rv, matches=tuple(mv if m.id == mv.id else m for m in rv.matches))


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
        self.snapshot: queries.EventSnapshot | None = None
        self.busy = 0
        self.venue: QWidget | None = None
        self._opening: int | None = None
        self._versions: live.EventVersions | None = None
        """The versions of what the page shows (desktop/services/tournament_live.py)."""
        self._refreshing = False
        self._refresh_again = False
        self._standings_stale = False
        texts.set_lang(ctx.lang)
        self.clock = RoundClock(self)
        self.clock.failed.connect(self.show_error)
        self.undo_stack = QUndoStack(self)
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
        self.print_button = QToolButton()
        self.print_button.setMenu(self.print_menu)
        self.print_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        from desktop.ui.reports.menu import fill_print_menu

        self.print_actions = fill_print_menu(
            self.print_menu, ctx, self.current_event_id, self.current_round_number
        )
        self.more_menu = QMenu(self)
        self.act_duplicate = self.more_menu.addAction("", self.duplicate_event)
        self.act_export_tb = self.more_menu.addAction("", self.export_dialog)
        self.act_import_tb = self.more_menu.addAction("", self.import_event)
        self.act_venue_web = self.more_menu.addAction("", self.open_venue_web)
        self.more_button = QToolButton()
        self.more_button.setMenu(self.more_menu)
        self.more_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
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
        self.events_view.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
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
        bottom_lay.addLayout(head)
        self.tabs = QTabWidget()
        self.players_tab = PlayersTab(self)
        self.round_tab = RoundTab(self)
        self.results_tab = ResultsTab(self)
        self.standings_tab = StandingsTab(self)
        self.bracket_view = BracketView(self)
        self.chart_view = ChartView(self)
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
        self._stamp: Any = None
        self.watch = QTimer(self)
        self.watch.setInterval(5000)
        self.watch.timeout.connect(self.check_for_changes)
        self.watch.start()
        QShortcut(QKeySequence("Ctrl+Shift+N"), self, self.new_event)
        self.retranslate()

        # Live changes from other desks (desktop/ui/live.py): refresh what is shown, keep the input.
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
        self.reload()

    # -- plumbing ---------------------------------------------------------------------------------------
    @property
    def db(self) -> Any:
        return self.ctx.db

    def call(self, fn: Callable[..., Any], *args: Any, quiet: bool = False, **kwargs: Any) -> Any:
        """``fn(db, *args, **kwargs)``; a failure is shown (its message translated) and gives None."""
        try:
            return fn(self.db, *args, **kwargs)
        except Exception as exc:  # noqa: BLE001 - every service error is shown, nothing half-done
            if not quiet:
                self.show_error(exc)
            return None

    def do(self, fn: Callable[..., Any] | None, *args: Any, **kwargs: Any) -> bool:
        """Like :meth:`call` for actions that return nothing: True when it worked."""
        if fn is None:
            return False
        try:
            fn(self.db, *args, **kwargs)
        except Exception as exc:  # noqa: BLE001
            self.show_error(exc)
            return False
        return True

    def run(self, label: str, fn: Callable[..., Any], on_done: Callable[[Any], None]) -> None:
        self.busy += 1

        def done(result: Any) -> None:
            self.busy -= 1
            on_done(result)
            if not self.busy:
                self.idle.emit()

        def failed(exc: BaseException) -> None:
            self.busy -= 1
            self.show_error(exc)
            if not self.busy:
                self.idle.emit()

        run_task(self, label, fn, done, failed)

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
        """Another desk changed results, pairings, the clock...: only what changed is read again
        (:meth:`refresh_changes`; the shown round, the selection and what the user is typing stay), the
        clock from its stored row, the events list when rounds, players or an event changed."""
        if self.db is None or not self.isVisible():
            return  # a hidden page looks again when it is shown (check_for_changes)
        if self.busy:  # a read or a write of this desk is running: look again in a moment
            self._live_retry = (topics, event_ids)
            self._live_timer.start()
            return
        event_id = self.current_event_id()
        concerned = event_id is not None and (not event_ids or event_id in event_ids)
        if concerned and {"results", "pairings", "players", "events"} & set(topics):
            self.refresh_changes()
        if concerned and "clock" in topics and self.clock.stored:
            self.clock.sync()
        if {"events", "players", "pairings"} & set(topics):
            self._reload_event_rows()

    def _reload_event_rows(self) -> None:
        rows = self.call(queries.event_rows, quiet=True)
        if rows is None:
            return
        current = self.current_event_id()
        self.events_model.set_rows(rows)
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
            if self.snapshot is not None or self._opening is not None:
                self._opening = None
                self._set_snapshot(None)  # an event of the database that was closed
        if self.db is None:
            self.events_model.set_rows([])
            return
        rows = self.call(queries.event_rows)
        if rows is None:
            return
        current = self.current_event_id()
        self.events_model.set_rows(rows)
        if current is not None and not any(r.id == current for r in rows):
            self._set_snapshot(None)
        elif current is not None:
            self._select_row_of(current, open_it=False)
        elif first_look:
            reopen = self._event_to_reopen([r.id for r in rows])
            if reopen is not None:
                self._select_row_of(reopen)
        self._update_buttons()

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
        if self.snapshot is not None:
            return self.snapshot.event_id
        return self._opening

    def current_round_number(self) -> int | None:
        snap = self.snapshot
        if snap is None:
            return None
        shown = self.round_tab.round
        if shown is not None:
            return shown.number
        return snap.current.number if snap.current else None

    def _update_buttons(self) -> None:
        has = self._selected_event() is not None
        for w in (
            self.settings_button,
            self.act_duplicate,
            self.delete_button,
            self.act_export_tb,
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
        if snap.current is not None:
            parts.append(texts.round_text(snap.current.number, snap.current.status))
        if event_over(snap):
            parts.append(self.tr("finished"))
        self.event_title.setText(" · ".join(parts))

    # -- opening an event -----------------------------------------------------------------------------
    def open_event(self, event_id: int, round_number: int | None = None) -> None:
        db = self.db
        self._opening = event_id

        def work() -> tuple[queries.EventSnapshot, live.EventVersions]:
            # the versions first: a change made while the event is read shows up at the next refresh
            versions = live.event_versions(db, event_id)
            snap = queries.open_event(db, event_id, round_number)
            snap.standings()  # computed here, off the UI thread
            return snap, versions

        self.run(self.tr("Opening the event…"), work, lambda r: self._set_snapshot(r[0], versions=r[1]))

    def reload_event(self, round_number: int | None = None) -> None:
        event_id = self.current_event_id()
        rows = self.call(queries.event_rows, quiet=True)
        if rows is not None:
            self.events_model.set_rows(rows)
            if event_id is not None:
                self._select_row_of(event_id, open_it=False)
        if event_id is not None:
            self.open_event(event_id, round_number)

    def _set_snapshot(
        self, snap: queries.EventSnapshot | None, *, versions: live.EventVersions | None = None
    ) -> None:
        if snap is not None and self._opening is not None and snap.event_id != self._opening:
            return  # another event was chosen meanwhile
        same_event = (
            snap is not None and self.snapshot is not None and snap.event_id == self.snapshot.event_id
        )
        if not same_event:
            self.undo_stack.clear()
        elif snap is not None and (snap.current is None or snap.current.status != "draft"):
            self.undo_stack.clear()  # the draft was published or discarded: its swaps are final
        # the same event read again: the selections and scroll positions stay
        kept = (self.players_tab.keep_view(), self.round_tab.keep_view()) if same_event else None
        self.snapshot = snap
        self._versions = versions if snap is not None else None
        self._standings_stale = False
        self._opening = None if snap is None else snap.event_id
        self.players_tab.set_registrations(snap.registrations if snap else [])
        self.players_tab.update_for_game(snap.detail.summary.game if snap else None)
        self.round_tab.set_round(snap.current if snap else None)
        if kept is not None:
            self.players_tab.restore_view(kept[0])
            self.round_tab.restore_view(kept[1])
        if snap is not None and self.results_tab.match is not None and snap.current is not None:
            fresh = next((m for m in snap.current.matches if m.id == self.results_tab.match.id), None)
            if fresh is not None:
                self.results_tab.changed_elsewhere(fresh)
        self.results_tab.set_missing(snap.missing() if snap else [])
        if self.results_tab.match is not None and (
            snap is None or self.results_tab.match.event_id != snap.event_id
        ):
            self.results_tab.close_match()
        self.standings_tab.fill_choosers()
        self.standings_tab.refresh()
        if snap is not None:
            published = snap.current is not None and snap.current.status != "draft"
            key = (snap.event_id, snap.current.number) if snap.current else None
            if not published:
                key = None  # a draft has no clock yet: it starts once the round is published
            self.clock.reset(snap.detail.round_minutes, key, db=self.db, published=published)
        else:
            self.clock.reset(int(self.clock.total // 60), None)
            if self.tabs.currentWidget() is self.bracket_view:
                self.refresh_bracket()
        self._update_title()
        self._update_buttons()
        if self.venue is not None:
            self.venue.refresh()  # type: ignore[attr-defined]
        if snap is not None:
            self._remember_stamp()
            settings().setValue(self._last_event_key(), snap.event_id)
            self.settings_banner.check(snap.event_id)
            self.event_loaded.emit(snap.event_id)

    def _remember_stamp(self) -> None:
        event_id = self.current_event_id()
        self._stamp = self.call(queries.event_stamp, event_id, quiet=True) if event_id is not None else None

    def check_for_changes(self) -> bool:
        """Read what someone else changed in the open event (a cheap fingerprint first, every few
        seconds, besides the live feed); True when a refresh was started."""
        snap = self.snapshot
        if snap is None or self.busy or self.db is None or not self.isVisible():
            return False
        stamp = self.call(queries.event_stamp, snap.event_id, quiet=True)
        if stamp is None or stamp == self._stamp:
            return False
        self._stamp = stamp
        self.refresh_changes()
        return True

    # -- refreshing only what changed elsewhere -------------------------------------------------------
    def refresh_changes(self) -> None:
        """Ask the services what changed in the open event since it was read (ids and versions: one
        short read off the UI thread) and refresh only that: the changed matches' rows, the round, the
        missing results, the players; the standings when results changed (when their tab is shown)."""
        snap, versions = self.snapshot, self._versions
        if snap is None or versions is None or self.db is None:
            return
        if self._refreshing:
            self._refresh_again = True
            return
        # Not counted in ``busy``: a short read tied to the page (it goes with it), never a write.
        self._refreshing = True
        db, event_id = self.db, snap.event_id

        def finish() -> None:
            self._refreshing = False
            if self._refresh_again:
                self._refresh_again = False
                self.refresh_changes()

        def done(changes: live.EventChanges) -> None:
            try:
                self._apply_changes(event_id, changes)
            finally:
                finish()

        def failed(exc: BaseException) -> None:
            finish()
            if isinstance(exc, svc.EventNotFoundError):  # deleted elsewhere
                self.reload()
            else:  # a lost connection: the banner says so; the next change tries again
                self.ctx.show_status(texts.error_text(exc), 6000)

        # never a progress dialog for this: the user keeps typing while it runs
        run_quiet(self, lambda: live.changes_since(db, event_id, versions), done, failed)

    def _apply_changes(self, event_id: int, ch: live.EventChanges) -> None:
        snap, known = self.snapshot, self._versions
        if snap is None or known is None or snap.event_id != event_id:
            return  # another event was opened meanwhile
        # what this desk saved after the read began is newer than what the read saw
        matches = [mv for mv in ch.matches if known.matches.get(mv.id, -1) <= mv.version]
        regs = [r for r in ch.registrations if known.registrations.get(r.id, -1) <= r.version]
        merged = live.EventVersions(
            ch.versions.event,
            dict(ch.versions.rounds),
            _newest(known.matches, ch.versions.matches),
            _newest(known.registrations, ch.versions.registrations),
        )
        self._versions = merged
        self._remember_stamp()
        structure = [(r.id, r.number, r.status) for r in ch.rounds]
        if ch.too_many or ch.event_changed or structure != [(r.id, r.number, r.status) for r in snap.rounds]:
            # a round paired, published or undone elsewhere, the settings changed: read the event again
            # (the shown round, the selections, what is typed stay)
            shown = self.round_tab.round.number if self.round_tab.round is not None else None
            latest = snap.rounds[-1].number if snap.rounds else None
            self.reload_event(round_number=None if shown == latest else shown)
            return
        if ch.registrations or ch.removed_registrations:
            by_id = {r.id: r for r in snap.registrations}
            for rec in regs:
                by_id[rec.id] = rec
            for rid in ch.removed_registrations:
                by_id.pop(rid, None)
            snap.registrations = tuple(sorted(by_id.values(), key=lambda r: r.id))
            snap._live = None  # the entrants changed (a drop, a late entry): standings from the history
            snap._standings.clear()
            self.players_tab.update_records(regs, ch.removed_registrations)
            self._standings_stale = True
        shown = self.round_tab.round
        reread_shown = bool(ch.removed_matches) and shown is not None
        round_view = self.round_tab.keep_view()  # players may move between rows: kept by player
        replaced = False
        results = False
        for mv in matches:
            info = next((r for r in snap.rounds if r.number == mv.round), None)
            if info is not None and info.status != "draft":
                snap.apply(mv)
                results = True
            elif snap.current is not None and snap.current.number == mv.round:
                snap.current = _with_match(snap.current, mv)
            if shown is not None and shown.number == mv.round:
                row = self.round_tab.model.row_of_match(mv.id)
                if row >= 0:
                    self.round_tab.model.replace_record(row, mv)
                    shown = _with_match(shown, mv)
                    replaced = True
                else:
                    reread_shown = True
            self.results_tab.changed_elsewhere(mv)
        if ch.removed_matches:
            for mid in ch.removed_matches:
                if snap.history.pop(mid, None) is not None:
                    results = True
                    if snap._live is not None:
                        snap._live.replace(mid, None)
            snap._standings.clear()
        if shown is not None and snap.current is not None and snap.current.number == shown.number:
            shown = snap.current
        if reread_shown and shown is not None:
            rv = self.call(queries.round_view, event_id, shown.number, quiet=True)
            if rv is not None:
                if snap.current is not None and snap.current.number == rv.number:
                    snap.current = rv
                kept = self.round_tab.keep_view()
                self.round_tab.set_round(rv)
                self.round_tab.restore_view(kept)
                shown = rv
        shown = _with_version(shown, ch)
        if snap.current is not None:
            snap.current = _with_version(snap.current, ch)
        self.round_tab.round = shown
        if replaced and not reread_shown:
            self.round_tab.restore_view(round_view)
        self.round_tab._update_state()
        self.results_tab.set_missing(snap.missing())
        if results:
            self._standings_stale = True
        if self._standings_stale and self.tabs.currentWidget() is self.standings_tab:
            self._refresh_standings()
        if results and self.tabs.currentWidget() is self.bracket_view:
            self.refresh_bracket()
        if self.venue is not None and (results or matches):
            self.venue.schedule_refresh()  # type: ignore[attr-defined]
        self._update_title()
        self.refreshed.emit(event_id)

    def _refresh_standings(self) -> None:
        self._standings_stale = False
        self.standings_tab.fill_choosers()
        self.standings_tab.refresh()

    def _tab_changed(self, _index: int) -> None:
        if self.tabs.currentWidget() is self.standings_tab and self._standings_stale:
            self._refresh_standings()  # results came from elsewhere while another tab was shown
        if self.tabs.currentWidget() is self.bracket_view:
            self.refresh_bracket()
        if self.tabs.currentWidget() is self.results_tab:
            self.results_tab.code.setFocus()

    def focus_result_entry(self) -> None:
        self.tabs.setCurrentWidget(self.results_tab)
        self.results_tab.code.setFocus()
        self.results_tab.code.selectAll()

    # -- changes from the tabs --------------------------------------------------------------------------
    def registration_changed(self, rec: svc.RegistrationRecord) -> None:
        snap = self.snapshot
        if self._versions is not None:
            self._versions.registrations[rec.id] = rec.version  # type: ignore[index]
        if snap is not None:
            snap.registrations = tuple(rec if r.id == rec.id else r for r in snap.registrations)
            self._remember_stamp()

    def round_changed(self, rv: svc.RoundView) -> None:
        snap = self.snapshot
        if self._versions is not None:
            for m in rv.matches:
                self._versions.matches[m.id] = m.version  # type: ignore[index]
        if snap is not None and snap.current is not None and snap.current.id == rv.id:
            snap.current = rv
        self._remember_stamp()

    def match_saved(self, mv: svc.MatchView) -> None:
        """A result was saved (typed, played, a penalty): the round, missing list and standings follow
        without reading the event again."""
        snap = self.snapshot
        if snap is None:
            return
        if self._versions is not None:
            self._versions.matches[mv.id] = mv.version  # type: ignore[index]
        snap.apply(mv)
        rows = self.round_tab.model.rows()
        for i, m in enumerate(rows):
            if m.id == mv.id:
                self.round_tab.model.replace_record(i, mv)
                break
        if self.round_tab.round is not None and self.round_tab.round.number == mv.round:
            self.round_tab.round = (
                snap.current if snap.current and snap.current.number == mv.round else self.round_tab.round
            )
        self.round_tab._update_state()
        self._update_title()  # the last result of the last round: "finished"
        self.results_tab.set_missing(snap.missing())
        self._standings_stale = False
        self.standings_tab.refresh()
        if self.venue is not None:
            self.venue.schedule_refresh()  # type: ignore[attr-defined]
        if self.tabs.currentWidget() is self.bracket_view:
            self.refresh_bracket()
        self._remember_stamp()
        self.result_saved.emit(mv.id)

    def current_match_of(self, registration_id: int) -> int | None:
        snap = self.snapshot
        if snap is None or snap.current is None or snap.current.status == "draft":
            return None
        return next((m.id for m in snap.current.matches if registration_id in (m.a, m.b)), None)

    def name_of(self, registration_id: int) -> str:
        snap = self.snapshot
        return snap.names.get(registration_id, str(registration_id)) if snap else str(registration_id)

    # -- bracket and chart ------------------------------------------------------------------------------
    def refresh_bracket(self) -> None:
        snap = self.snapshot
        if snap is None:
            self.bracket_view.set_rounds([])
            return
        elim = [r for r in snap.rounds if r.stage_kind.endswith("elimination")]
        rounds = []
        for info in elim:
            if snap.current is not None and snap.current.number == info.number:
                rounds.append(snap.current)
            else:
                rv = self.call(queries.round_view, snap.event_id, info.number, quiet=True)
                if rv is not None:
                    rounds.append(rv)
        self.bracket_view.set_rounds(rounds)

    def show_chart(self, players: list[int]) -> None:
        snap = self.snapshot
        if snap is None:
            return
        names = snap.names

        def shown(series: dict[int, list[int]]) -> None:
            self.chart_view.set_series(series, names)
            self.tabs.setCurrentWidget(self.chart_view)

        self.run(
            self.tr("Computing the standings of every round…"),
            lambda: snap.positions_by_round(players),
            shown,
        )

    # -- play -------------------------------------------------------------------------------------------
    def can_play(self, mv: svc.MatchView) -> bool:
        from desktop.ui.tournament.play_match import can_play

        snap = self.snapshot
        return bool(
            snap is not None
            and mv.b is not None
            and mv.kind == "played"
            and can_play(snap.detail.summary.game)
        )

    def play_match(self, mv: svc.MatchView) -> QWidget | None:
        from desktop.ui.tournament.play_match import PlayMatchDialog

        if not self.can_play(mv):
            return None
        dialog = PlayMatchDialog(self, mv)
        dialog.setModal(True)
        dialog.open()
        self._play_dialog = dialog
        return dialog

    def open_venue_web(self) -> QWidget:
        """Venue web…: the event on the players' phones (issue 26; desktop/ui/tournament/venue_web.py)."""
        from desktop.ui.tournament.venue_web import open_venue_web

        return open_venue_web(self)

    # -- venue screen -----------------------------------------------------------------------------------
    def open_venue(self) -> QWidget:
        from desktop.ui.tournament.venue import VenueWindow

        if self.venue is None:
            self.venue = VenueWindow(self)
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
                self._set_snapshot(None)
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
