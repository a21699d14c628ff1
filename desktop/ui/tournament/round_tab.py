"""Round: the pairings of a round with table numbers; in a draft, swap two players by dragging one
onto the other or with the keyboard (select a player's cell, Ctrl+X, then the other's, Ctrl+V —
or select both cells and press S), pair two players by hand, give a bye, fix a player to a table;
publish; undo the last round; pair the next round (refused while results are missing)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QUndoCommand
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.services import tournament as svc
from desktop.ui import hints
from desktop.ui.tournament import texts
from desktop.ui.tournament.models import PairingsModel, RestRow, SortProxy


def event_over(snap: Any) -> bool:
    """The event is finished: its stored status, which the services set as soon as the last result of
    its last stage is in (and set back to running when a correction reopens it)."""
    return snap is not None and snap.detail.summary.status == "finished"


if TYPE_CHECKING:
    from desktop.ui.tournament.session import EventSession


class _SwapCommand(QUndoCommand):
    """A swap already made; undo swaps the two players back, redo again (while the round is a draft)."""

    def __init__(self, tab: RoundTab, round_id: int, a: int, b: int) -> None:
        super().__init__(
            QCoreApplication.translate("RoundTab", "Swap %1 and %2")
            .replace("%1", tab.session.name_of(a))
            .replace("%2", tab.session.name_of(b))
        )
        self.tab = tab
        self.round_id = round_id
        self.a = a
        self.b = b
        self.first = True

    def redo(self) -> None:
        if self.first:
            self.first = False
            return
        self.tab._swap(self.a, self.b, self.round_id)

    def undo(self) -> None:
        self.tab._swap(self.a, self.b, self.round_id)


class RoundTab(QWidget):
    def __init__(self, session: EventSession) -> None:
        super().__init__()
        self.session = session
        self.round: svc.RoundView | None = None
        self.marked: int | None = None
        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        self.round_label = QLabel()
        self.round_combo = QComboBox()
        # as wide as its longest round, also when first shown before the event had one
        self.round_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.round_combo.activated.connect(self._round_chosen)
        self.status_label = QLabel()
        self.status_label.setStyleSheet("font-weight: bold;")
        top.addWidget(self.round_label)
        top.addWidget(self.round_combo)
        top.addWidget(self.status_label, 1)
        lay.addLayout(top)
        self.model = PairingsModel(self)
        self.proxy = SortProxy(self)
        self.proxy.setSourceModel(self.model)
        self.view = QTableView()
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.view.setDragEnabled(True)
        self.view.setAcceptDrops(True)
        self.view.setDropIndicatorShown(True)
        self.view.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.view.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.view.verticalHeader().hide()
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.view.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Fixed)
        self.view.horizontalHeader().resizeSection(0, 64)
        lay.addWidget(self.view, 1)
        self.model.swap_requested.connect(self.swap)
        self.warnings = QLabel()
        self.warnings.setWordWrap(True)
        hints.coloured(self.warnings, "#8a5a00")
        lay.addWidget(self.warnings)
        self.extra_time = QLabel()
        self.extra_time.setObjectName("tableExtraTime")
        self.extra_time.setWordWrap(True)
        self.extra_time.hide()
        lay.addWidget(self.extra_time)

        row1 = QHBoxLayout()
        row2 = QHBoxLayout()
        self.pair_button = QPushButton()
        self.pair_button.clicked.connect(self.pair_next)
        self.publish_button = QPushButton()
        self.publish_button.clicked.connect(self.publish)
        self.discard_button = QPushButton()
        self.discard_button.clicked.connect(self.discard)
        self.undo_button = QPushButton()
        self.undo_button.clicked.connect(self.undo_round)
        self.swap_button = QPushButton()
        self.swap_button.clicked.connect(self.swap_selected)
        self.pair_by_hand_button = QPushButton()
        self.pair_by_hand_button.clicked.connect(self.pair_selected)
        self.pair_with_button = QPushButton()
        self.pair_with_button.clicked.connect(self.pair_with_selected)
        self.bye_button = QPushButton()
        self.bye_button.clicked.connect(self.bye_selected)
        self.table_button = QPushButton()
        self.table_button.clicked.connect(self.fix_table_selected)
        self.extra_time_button = QPushButton()
        self.extra_time_button.clicked.connect(self.extra_time_selected)
        for b in (
            self.pair_button,
            self.publish_button,
            self.discard_button,
            self.undo_button,
            self.extra_time_button,
        ):
            row1.addWidget(b)
        row1.addStretch(1)
        for b in (
            self.swap_button,
            self.pair_with_button,
            self.pair_by_hand_button,
            self.bye_button,
            self.table_button,
        ):
            row2.addWidget(b)
        row2.addStretch(1)
        lay.addLayout(row1)
        lay.addLayout(row2)
        self.view.installEventFilter(self)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.customContextMenuRequested.connect(self._context_menu)
        self.retranslate()
        self._event_id: int | None = None
        session.opened.connect(self._opened)
        session.matches_changed.connect(self._matches_changed)
        session.round_changed.connect(self._round_changed)
        session.clock_changed.connect(self._show_extra_time)

    # -- what the session announces -------------------------------------------------------------------
    def _opened(self, snap: Any) -> None:
        """The event was read (again): the same event keeps the shown round's selection and scroll."""
        same = snap is not None and snap.event_id == self._event_id
        kept = self.keep_view() if same else None
        self._event_id = snap.event_id if snap is not None else None
        self.set_round(snap.current if snap else None)
        if kept is not None:
            self.restore_view(kept)

    def _matches_changed(self, matches: Any, removed: Any) -> None:
        """Matches changed (here or at another desk): the shown round's rows are replaced in place (the
        selection and the scroll stay); a match it does not hold reads the round again."""
        shown = self.round
        if shown is None:
            return
        kept = self.keep_view()  # players may move between rows (a swap): kept by player
        reread = bool(removed)
        moved = False
        new: dict[int, svc.MatchView] = {}
        # many matches (a whole draft after a swap): their rows looked up once
        rows = {m.id: i for i, m in enumerate(self.model.rows())} if len(matches) > 8 else None
        for mv in matches:
            if mv.round != shown.number:
                continue
            row = rows.get(mv.id, -1) if rows is not None else self.model.row_of_match(mv.id)
            if row >= 0:
                before = self.model.record(row)
                moved = moved or (before.a, before.b) != (mv.a, mv.b)
                self.model.replace_record(row, mv)
                new[mv.id] = mv
            else:
                reread = True
        if new:
            shown = replace(shown, matches=tuple(new.get(m.id, m) for m in shown.matches))
        snap = self.session.snapshot
        if reread and snap is not None:
            rv = self.session.call(self.session.queries.round_view, snap.event_id, shown.number, quiet=True)
            if rv is not None:
                if snap.current is not None and snap.current.number == rv.number:
                    snap.current = rv
                self.set_round(rv)
                self.restore_view(kept)
                return
        self.round = shown
        if moved:  # a result leaves the players where they are (and the selection with them)
            self.restore_view(kept)

    def _round_changed(self, current: Any) -> None:
        """The event's round changed (results in, the draft changed, its version): the state follows."""
        if current is not None and self.round is not None and self.round.number == current.number:
            if [m.id for m in self.round.matches] != [m.id for m in current.matches]:
                kept = self.keep_view()
                self.set_round(current)
                self.restore_view(kept)
                return
            self.round = current
            self.model.draft = current.status == "draft"
        self._update_state()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        """The pairings' keys: S swaps the two selected players; Ctrl+X marks one, Ctrl+V swaps the
        marked player with the selected one."""
        if obj is self.view and event.type() == QEvent.Type.KeyPress:
            key = QKeyEvent(event)  # type: ignore[arg-type]
            mods = key.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            if key.key() == Qt.Key.Key_S and mods == Qt.KeyboardModifier.NoModifier:
                self.swap_selected()
                return True
            if key.key() == Qt.Key.Key_P and mods == Qt.KeyboardModifier.NoModifier:
                self.pair_with_selected()
                return True
            if key.key() == Qt.Key.Key_B and mods == Qt.KeyboardModifier.NoModifier:
                self.bye_selected()
                return True
            if key.matches(QKeySequence.StandardKey.Cut):
                self.mark_selected()
                return True
            if key.matches(QKeySequence.StandardKey.Paste):
                self.swap_with_marked()
                return True
        return super().eventFilter(obj, event)

    def retranslate(self) -> None:
        self.round_label.setText(self.tr("Round:"))
        self.pair_button.setText(self.tr("Pair next round"))
        self.publish_button.setText(self.tr("Publish"))
        self.discard_button.setText(self.tr("Discard draft"))
        self.undo_button.setText(self.tr("Undo last round"))
        self.swap_button.setText(self.tr("Swap (S)"))
        self.swap_button.setToolTip(
            self.tr(
                "Select two players' cells and press S, or drag one player onto another. Ctrl+X marks a player, Ctrl+V swaps the marked player with the selected one."
            )
        )
        self.pair_by_hand_button.setText(self.tr("Pair these two"))
        self.pair_by_hand_button.setToolTip(
            self.tr("Select two players' cells: they play each other, their opponents play each other.")
        )
        self.pair_with_button.setText(self.tr("Pair with… (P)"))
        self.pair_with_button.setToolTip(
            self.tr("Select a player's cell, then choose the opponent from a searchable list.")
        )
        self.bye_button.setText(self.tr("Give the bye (B)"))
        self.bye_button.setToolTip(self.tr("Select a player's cell: that player gets this round's bye."))
        self.table_button.setText(self.tr("Fix to table…"))
        self.extra_time_button.setText(self.tr("Extra time…"))
        self.extra_time_button.setToolTip(
            self.tr("Select a player's cell: that player's table gets extra time (the round's clock runs on).")
        )
        self.model.retranslate()
        self._fill_rounds()
        self._update_state()

    # -- showing ----------------------------------------------------------------------------------------
    def set_round(self, rnd: svc.RoundView | None, warnings: list[str] | None = None) -> None:
        self.round = rnd
        self.session.shown_round = rnd.number if rnd is not None else None
        self.model.draft = rnd is not None and rnd.status == "draft"
        # the matches, then a round robin's byes (players without a game this round: no points)
        self.model.set_rows([*rnd.matches, *map(RestRow.of, rnd.rests)] if rnd else [])
        if warnings is not None:
            self.show_warnings(warnings)
        elif rnd is not None:
            self.show_warnings(self._report_warnings(rnd))
        self._fill_rounds()
        self._update_state()

    def keep_view(self) -> tuple[int | None, list[int], int | None, int]:
        """What the user sees of the round (its number, the selected players, the current player,
        the scroll position), to put back with :meth:`restore_view` after the round is read again."""
        current = self.view.currentIndex()
        cur = self.model.player_at(self.proxy.mapToSource(current)) if current.isValid() else None
        return (
            self.round.number if self.round is not None else None,
            self.selected_players(),
            cur,
            self.view.verticalScrollBar().value(),
        )

    def restore_view(self, kept: tuple[int | None, list[int], int | None, int]) -> None:
        number, players, current, scroll = kept
        if self.round is None or self.round.number != number:
            return  # another round is shown now
        from PySide6.QtCore import QItemSelectionModel

        sel = self.view.selectionModel()
        sel.clearSelection()
        for row, m in enumerate(self.model.rows()):
            for key, pid in (("a", m.a), ("b", m.b)):
                if pid is None:
                    continue
                idx = self.proxy.mapFromSource(self.model.index(row, self.model.column_of(key)))
                if pid == current:
                    sel.setCurrentIndex(idx, QItemSelectionModel.SelectionFlag.NoUpdate)
                if pid in players:
                    sel.select(idx, QItemSelectionModel.SelectionFlag.Select)
        self.view.verticalScrollBar().setValue(scroll)

    def _report_warnings(self, rnd: svc.RoundView) -> list[str]:
        report = rnd.report or {}
        out = [str(w) for w in report.get("warnings", [])]
        rematches = report.get("rematches")
        if rematches:
            out.append(
                self.tr("This round has %1 rematch(es): no pairing without them exists.").replace(
                    "%1", str(len(rematches) if isinstance(rematches, list) else rematches)
                )
            )
        out += [str(w) for w in report.get("table_warnings", [])]
        others = report.get("bye_candidates")
        holder = next((m.a_name for m in rnd.matches if m.kind == "bye"), "")
        if others and holder and rnd.status == "draft":
            out.append(
                self.tr("The bye: %1; also eligible: %2 (Give the bye (B) chooses another).")
                .replace("%1", holder)
                .replace("%2", ", ".join(str(n) for n in others))
            )
        return out

    def show_warnings(self, warnings: list[str]) -> None:
        self.last_warnings = list(warnings)
        shown = [self._warning_text(w) for w in warnings]
        self.warnings.setText("\n".join(shown[-6:]))
        self.warnings.setVisible(bool(shown))

    def _warning_text(self, w: str) -> str:
        if w.startswith("rematch: "):
            return self.tr("Warning — rematch: %1").replace("%1", w[len("rematch: ") :])
        if w.startswith("never pair: "):
            return self.tr("Warning — never pair: %1").replace("%1", w[len("never pair: ") :])
        if w.startswith("same club"):
            return self.tr("Warning — %1").replace("%1", w.replace("same club", self.tr("same club"), 1))
        return w

    def _fill_rounds(self) -> None:
        snap = self.session.snapshot
        self.round_combo.blockSignals(True)
        self.round_combo.clear()
        if snap is not None:
            for info in snap.rounds:
                self.round_combo.addItem(
                    self.tr("%1 — %2, %3")
                    .replace("%1", str(info.number))
                    .replace("%2", texts.stage_kind(info.stage_kind))
                    .replace("%3", texts.round_status(info.status)),
                    info.number,
                )
            if self.round is not None:
                self.round_combo.setCurrentIndex(self.round_combo.findData(self.round.number))
        self.round_combo.blockSignals(False)

    def _round_chosen(self) -> None:
        number = self.round_combo.currentData()
        snap = self.session.snapshot
        if number is None or snap is None:
            return
        rv = self.session.call(self.session.queries.round_view, snap.event_id, int(number))
        if rv is not None:
            self.set_round(rv)

    def _update_state(self) -> None:
        snap = self.session.snapshot
        rnd = self.round
        draft = rnd is not None and rnd.status == "draft"
        latest = snap is not None and rnd is not None and snap.rounds and rnd.number == snap.rounds[-1].number
        missing = len(snap.missing()) if snap is not None else 0
        if rnd is None:
            self.status_label.setText(self.tr("No round paired yet"))
        elif draft:
            self.status_label.setText(self.tr("Draft — players can be swapped before publishing"))
        elif all(m.status == "reported" for m in rnd.matches):
            self.status_label.setText(self.tr("Published — every result is in"))
        else:
            self.status_label.setText(
                self.tr("Published — %1 of %2 results missing")
                .replace("%1", str(sum(1 for m in rnd.matches if m.status != "reported")))
                .replace("%2", str(len(rnd.matches)))
            )
        has_event = snap is not None
        over = event_over(snap)
        self.pair_button.setEnabled(has_event and not (latest and draft) and not over)
        if over:
            self.pair_button.setToolTip(self.tr("The event is over: every round is played."))
        else:
            self.pair_button.setToolTip(
                self.tr("%n result(s) of this round are missing.", "", missing) if missing else ""
            )
        for b in (
            self.publish_button,
            self.discard_button,
            self.swap_button,
            self.pair_with_button,
            self.pair_by_hand_button,
            self.bye_button,
        ):
            b.setEnabled(bool(draft))
        self.table_button.setEnabled(has_event)
        self.undo_button.setEnabled(bool(has_event and latest and not draft))
        self.extra_time_button.setEnabled(bool(rnd is not None and not draft and latest and not over))
        self._show_extra_time()

    # -- selection helpers ----------------------------------------------------------------------------
    def selected_players(self) -> list[int]:
        out: list[int] = []
        for idx in sorted(self.view.selectionModel().selectedIndexes(), key=lambda i: (i.row(), i.column())):
            p = self.model.player_at(self.proxy.mapToSource(idx))
            if p is not None and p not in out:
                out.append(p)
        return out

    def select_player(self, registration_id: int, add: bool = False) -> None:
        """Select a player's cell (used by the keyboard and by tests)."""
        from PySide6.QtCore import QItemSelectionModel

        for row, m in enumerate(self.model.rows()):
            for key, pid in (("a", m.a), ("b", m.b)):
                if pid == registration_id:
                    idx = self.proxy.mapFromSource(self.model.index(row, self.model.column_of(key)))
                    flag = (
                        QItemSelectionModel.SelectionFlag.Select
                        if add
                        else QItemSelectionModel.SelectionFlag.ClearAndSelect
                    )
                    self.view.selectionModel().select(idx, flag)
                    self.view.setCurrentIndex(idx) if not add else None
                    return

    def _opponent(self, player: int) -> int | None:
        for m in self.model.rows():
            if m.a == player:
                return m.b
            if m.b == player:
                return m.a
        return None

    def _bye_holder(self) -> int | None:
        return next((m.a for m in self.model.rows() if m.kind == "bye"), None)

    # -- actions ----------------------------------------------------------------------------------------
    def pair_next(self) -> None:
        snap = self.session.snapshot
        if snap is None:
            return
        if event_over(snap):
            self.session.info(self.tr("The event is over: every round is played."))
            return
        missing = snap.missing()
        if missing:
            n = len(missing)
            self.session.warn(
                self.tr("Pair next round"),
                self.tr(
                    "The next round cannot be paired: %n result(s) of round %1 are missing (see Results).",
                    "",
                    n,
                ).replace("%1", str(snap.current.number if snap.current else "")),
            )
            return
        db, event_id = self.session.db, snap.event_id
        self.session.run(
            self.tr("Pairing the next round…"), lambda: svc.pair_next_round(db, event_id), self._paired
        )

    def _paired(self, rnd: svc.RoundView) -> None:
        self.session.reload_event(round_number=rnd.number)

    def publish(self) -> None:
        if self.round is None:
            return
        rv = self.session.call(svc.publish_round, self.round.id)
        if rv is not None:
            self.session.reload_event(round_number=rv.number)

    def discard(self) -> None:
        if self.round is None:
            return
        if self.session.do(svc.repair_round, self.round.id):
            self.session.reload_event()

    def undo_round(self) -> None:
        snap = self.session.snapshot
        if snap is None or self.round is None:
            return
        rnd = self.round
        results = sum(
            1 for m in rnd.matches if m.status == "reported" and m.kind not in ("bye", "no_opponent")
        )
        if results:
            # the service refuses a round with results unless told (force): the question says what goes
            text = self.tr(
                "Round %1 has %n result(s). Undo it anyway? Its results are taken away with it (kept in the "
                "event's record) and the round can be paired again.",
                "",
                results,
            ).replace("%1", str(rnd.number))
        else:
            text = self.tr("Undo round %1? It has no results yet; it can be paired again.").replace(
                "%1", str(rnd.number)
            )
        answer = QMessageBox.question(self, self.tr("Undo last round"), text)
        if answer == QMessageBox.StandardButton.Yes and self.session.do(
            svc.undo_round, snap.event_id, force=bool(results)
        ):
            self.session.reload_event()

    def swap(self, player: int, other: int) -> list[str] | None:
        """Swap two players of the draft (undoable: Edit → Undo swaps them back)."""
        warnings = self._swap(player, other)
        if warnings is not None and self.round is not None:
            self.session.undo_stack.push(_SwapCommand(self, self.round.id, player, other))
        return warnings

    def _swap(self, player: int, other: int, round_id: int | None = None) -> list[str] | None:
        if self.round is None or self.round.status != "draft":
            return None
        if round_id is not None and self.round.id != round_id:
            return None
        out = self.session.call(svc.swap_pairing, self.round.id, player, other)
        if out is None:
            return None
        rv, warnings = out
        self.session.round_saved(rv)  # the rows follow (matches_changed, round_changed)
        self.show_warnings(list(warnings or []))
        if warnings:
            self.session.ctx.show_status(self._warning_text(warnings[0]), 8000)
        return warnings

    def swap_selected(self) -> None:
        players = self.selected_players()
        if len(players) != 2:
            self.session.info(self.tr("Select exactly two players to swap."))
            return
        self.swap(players[0], players[1])

    def mark_selected(self) -> None:
        players = self.selected_players()
        if players:
            self.marked = players[0]
            self.session.ctx.show_status(
                self.tr("Marked %1: select another player and press Ctrl+V to swap.").replace(
                    "%1", self.session.name_of(self.marked)
                )
            )

    def swap_with_marked(self) -> None:
        players = self.selected_players()
        if self.marked is not None and players and players[0] != self.marked:
            marked, self.marked = self.marked, None
            self.swap(marked, players[0])

    def _context_menu(self, pos: Any) -> None:
        """Right-click on a player: the draft's actions for that player (each also a key)."""
        from PySide6.QtWidgets import QMenu

        idx = self.view.indexAt(pos)
        if idx.isValid() and idx not in self.view.selectionModel().selectedIndexes():
            self.view.setCurrentIndex(idx)
        draft = self.round is not None and self.round.status == "draft"
        menu = QMenu(self)
        players = self.selected_players()
        one, two = len(players) == 1, len(players) == 2
        for text, slot, enabled in (
            (self.tr("Pair with…\tP"), self.pair_with_selected, draft and one),
            (self.tr("Pair these two"), self.pair_selected, draft and two),
            (self.tr("Swap\tS"), self.swap_selected, draft and two),
            (self.tr("Give the bye\tB"), self.bye_selected, draft and one),
            (self.tr("Fix to table…"), self.fix_table_selected, one),
        ):
            action = menu.addAction(text, slot)
            action.setEnabled(bool(enabled))
        self.context_menu = menu
        menu.popup(self.view.viewport().mapToGlobal(pos))

    def pair_selected(self) -> None:
        players = self.selected_players()
        if len(players) != 2:
            self.session.info(self.tr("Select exactly two players to pair."))
            return
        self.pair_manually(players[0], players[1])

    def pair_with_selected(self) -> None:
        """Pair the selected player with an opponent chosen from a searchable list."""
        from desktop.ui.tournament.chooser import PlayerChooser, candidates_of

        players = self.selected_players()
        if self.round is None or self.round.status != "draft":
            return
        if len(players) != 1:
            self.session.info(self.tr("Select the one player to pair, then choose the opponent."))
            return
        a = players[0]
        dialog = PlayerChooser(
            self,
            self.tr("Pair with…"),
            self.tr("Who plays %1 in round %2?")
            .replace("%1", self.session.name_of(a))
            .replace("%2", str(self.round.number)),
            candidates_of(self.model.rows(), self.session, exclude=[a]),
        )
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.accepted.connect(lambda: self._paired_with(a, dialog.chosen()))
        dialog.finished.connect(lambda _code: dialog.deleteLater())
        self.chooser = dialog
        dialog.open()

    def _paired_with(self, a: int, b: int | None) -> None:
        if b is not None:
            self.pair_manually(a, b)

    def pair_manually(self, a: int, b: int) -> list[str] | None:
        """``a`` plays ``b`` in the draft; their former opponents are paired again around them."""
        if self.round is None or self.round.status != "draft" or a == b:
            return None
        if self._opponent(a) == b:
            return []
        fn = svc.pair_players
        if fn is None:  # without the service: a swap makes the same pair
            opponent = self._opponent(a)
            if opponent is None:
                return self.swap(b, a) if self._bye_holder() == a else None
            return self.swap(opponent, b)
        return self._apply(self.session.call(fn, self.round.id, a, b, **self._expected()))

    def bye_selected(self) -> None:
        players = self.selected_players()
        if self.round is None or self.round.status != "draft":
            return
        if len(players) != 1:
            self.session.info(self.tr("Select the one player who gets the bye."))
            return
        self.give_bye(players[0])

    def give_bye(self, player: int) -> list[str] | None:
        if self.round is None or self.round.status != "draft":
            return None
        if self._bye_holder() == player:
            return []
        fn = svc.give_bye
        if fn is None:  # without the service: swap with the player who has the bye
            holder = self._bye_holder()
            if holder is None:
                self.session.info(self.tr("This round has no bye (an even number of players)."))
                return None
            return self.swap(holder, player)
        return self._apply(self.session.call(fn, self.round.id, player, **self._expected()))

    def _expected(self) -> dict[str, int]:
        """The draft's version as shown: a change made to it elsewhere meanwhile is refused (with who
        changed it) instead of being paired over."""
        version = getattr(self.round, "version", 0)
        return {"expected_version": version} if version else {}

    def _apply(self, out: Any) -> list[str] | None:
        """Show the draft a pairing service returned (a round, or a round and its warnings)."""
        if out is None:
            return None
        rv, warnings = out if isinstance(out, tuple) else (out, None)
        warnings = list(warnings or [])
        self.session.undo_stack.clear()  # the earlier swaps no longer undo cleanly
        self.session.round_saved(rv)  # the rows follow (matches_changed, round_changed)
        self.show_warnings(warnings or self._report_warnings(rv))
        if warnings:
            self.session.ctx.show_status(self._warning_text(warnings[0]), 8000)
        return warnings

    def fix_table_selected(self) -> None:
        players = self.selected_players()
        if len(players) != 1:
            self.session.info(self.tr("Select the one player to fix to a table."))
            return
        pid = players[0]
        table, ok = QInputDialog.getInt(
            self,
            self.tr("Fix to table"),
            self.tr("Table for %1 (0: none):").replace("%1", self.session.name_of(pid)),
            1,
            0,
            10000,
        )
        if not ok:
            return
        rec = self.session.call(svc.set_fixed_table, pid, table or None)
        if rec is None:
            return
        self.session.registration_saved(rec)
        if self.round is not None and self.round.status == "draft":
            answer = QMessageBox.question(
                self, self.tr("Fix to table"), self.tr("Pair the draft again so that the table is used?")
            )
            if answer == QMessageBox.StandardButton.Yes and self.session.do(svc.repair_round, self.round.id):
                snap = self.session.snapshot
                if snap is not None:
                    db, event_id = self.session.db, snap.event_id
                    self.session.run(
                        self.tr("Pairing the next round…"),
                        lambda: svc.pair_next_round(db, event_id),
                        self._paired,
                    )

    # -- extra time for one table ------------------------------------------------------------------------
    def _show_extra_time(self) -> None:
        """The tables of the shown round that have extra time (every desk sees them: the stored clock)."""
        clock = self.session.clock
        snap = self.session.snapshot
        parts = []
        if (
            clock.extensions
            and self.round is not None
            and snap is not None
            and clock.round_key == (snap.event_id, self.round.number)
        ):
            for m in sorted(self.model.rows(), key=lambda m: m.table or 0):
                seconds = clock.extensions.get(m.id, 0)
                if seconds:
                    parts.append(
                        self.tr("table %1: +%2 min").replace("%1", str(m.table or "–")).replace("%2", str(seconds // 60))
                    )
        self.extra_time.setText(self.tr("Extra time — %1").replace("%1", ", ".join(parts)) if parts else "")
        self.extra_time.setVisible(bool(parts))

    def extra_time_selected(self) -> None:
        rnd = self.round
        players = self.selected_players()
        if rnd is None or rnd.status == "draft" or len(players) != 1:
            self.session.info(self.tr("Select one player of the published round: that player's table gets extra time."))
            return
        mv = next((m for m in rnd.matches if players[0] in (m.a, m.b)), None)
        if mv is None or mv.b is None:
            self.session.info(self.tr("A bye has no table to give extra time to."))
            return
        minutes, ok = QInputDialog.getInt(
            self,
            self.tr("Extra time"),
            self.tr("Extra minutes for table %1 (%2 v %3); a negative number takes time back:")
            .replace("%1", str(mv.table or "–"))
            .replace("%2", mv.a_name)
            .replace("%3", mv.b_name),
            5,
            -600,
            600,
        )
        if ok and minutes:
            self.extend_table(mv.id, minutes)

    def extend_table(self, match_id: int, minutes: int) -> bool:
        """Give the table of ``match_id`` extra time (one service call); every desk's clock shows it."""
        view = self.session.call(svc.extend_table, match_id, minutes)
        if view is None:
            return False
        self.session.clock.sync()
        mv = next((m for m in self.model.rows() if m.id == match_id), None)
        minutes = view.extensions.get(match_id, 0) // 60
        table = str(mv.table if mv is not None and mv.table else "–")
        self.session.status(self.tr("Table %1 now has %n extra minute(s).", "", minutes).replace("%1", table))
        self._show_extra_time()
        return True

    def current_players(self) -> Any:
        return self.model.rows()
