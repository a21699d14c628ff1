"""Standings (a column per tiebreaker, explained in its header tooltip; the stage chooser; after
round N), the bracket of elimination stages drawn on a QGraphicsScene, and a pyqtgraph chart of
standing by round for chosen players."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGraphicsScene,
    QGraphicsView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.ui.tournament import texts
from desktop.ui.tournament.models import SortProxy, StandingsModel

if TYPE_CHECKING:
    from desktop.services.tournament import MatchView, RoundView
    from desktop.ui.tournament.session import EventSession


class StandingsTab(QWidget):
    def __init__(self, session: EventSession) -> None:
        super().__init__()
        self.session = session
        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        self.stage_label = QLabel()
        self.stage = QComboBox()
        self.after_label = QLabel()
        self.after = QComboBox()
        self.chart_button = QPushButton()
        self.chart_button.clicked.connect(self.chart_selected)
        top.addWidget(self.stage_label)
        top.addWidget(self.stage)
        top.addWidget(self.after_label)
        top.addWidget(self.after)
        top.addStretch(1)
        top.addWidget(self.chart_button)
        lay.addLayout(top)
        self.seed_note = QLabel()  # before the first result: the list is the seed order, not places
        self.seed_note.setObjectName("standingsSeedNote")
        self.seed_note.setWordWrap(True)
        self.seed_note.hide()
        lay.addWidget(self.seed_note)
        self.bracket_warning = QLabel()  # a bracket holding matches paired on a result corrected since
        self.bracket_warning.setObjectName("standingsBracketWarning")
        self.bracket_warning.setTextFormat(Qt.TextFormat.PlainText)  # player names are text
        self.bracket_warning.setWordWrap(True)
        self.bracket_warning.hide()
        lay.addWidget(self.bracket_warning)
        self.model = StandingsModel(self)
        self.proxy = SortProxy(self)
        self.proxy.setSourceModel(self.model)
        self.view = QTableView()
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.view.verticalHeader().hide()
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.setAlternatingRowColors(True)
        lay.addWidget(self.view, 1)
        self.note = QLabel()
        self.note.setWordWrap(True)
        lay.addWidget(self.note)
        self.stage.activated.connect(lambda _=0: self.refresh())
        self.after.activated.connect(lambda _=0: self.refresh())
        self._sized = False
        self.stale = False
        """Results changed while the tab was hidden: it is filled again when it is shown."""
        self.retranslate()
        session.opened.connect(self._opened)
        session.results_changed.connect(self._results_changed)

    # -- what the session announces -------------------------------------------------------------------
    def _opened(self, _snap: Any) -> None:
        self.stale = False
        self.fill_choosers()
        self.refresh()

    def _results_changed(self) -> None:
        """Results or players changed (here or elsewhere): shown now, else when the tab is shown."""
        if self.isVisible():
            self._opened(None)
        else:
            self.stale = True

    def showEvent(self, event: Any) -> None:  # noqa: N802 (Qt API)
        if self.stale:
            self._opened(None)
        super().showEvent(event)

    def retranslate(self) -> None:
        self.stage_label.setText(self.tr("Stage:"))
        self.after_label.setText(self.tr("After:"))
        self.chart_button.setText(self.tr("Chart the selected players"))
        self.note.setText(self.tr("Hover over a column header to read how that tiebreaker is computed."))
        self.seed_note.setText(
            self.tr("Players before round 1 (by seed: rating, then registration, the order round 1 is paired in)")
        )
        self.model.retranslate()
        self.fill_choosers()
        self._fit_headings()

    def _fit_headings(self) -> None:
        """Widen a column whose heading no longer fits (the columns are sized once, in the language of
        that moment: "Місце" was cut off after a switch to Ukrainian)."""
        header = self.view.horizontalHeader()
        for col in range(self.model.columnCount()):
            hint = header.sectionSizeHint(col)
            if self.view.columnWidth(col) < hint:
                self.view.setColumnWidth(col, hint)

    def fill_choosers(self) -> None:
        snap = self.session.snapshot
        stage, after = self.stage.currentData(), self.after.currentData()
        self.stage.blockSignals(True)
        self.after.blockSignals(True)
        self.stage.clear()
        self.after.clear()
        self.stage.addItem(self.tr("Whole event"), None)
        self.after.addItem(self.tr("every result"), None)
        if snap is not None:
            for pos, kind in snap.stage_kinds():
                self.stage.addItem(
                    self.tr("Stage %1: %2").replace("%1", str(pos)).replace("%2", texts.stage_kind(kind)), pos
                )
            for n in range(1, snap.rounds_played() + 1):
                self.after.addItem(self.tr("round %1").replace("%1", str(n)), n)
        self.stage.setCurrentIndex(max(0, self.stage.findData(stage)))
        self.after.setCurrentIndex(max(0, self.after.findData(after)))
        self.stage.blockSignals(False)
        self.after.blockSignals(False)

    def refresh(self) -> None:
        """Show the standings of the chosen stage from the page's event (no database read for the
        Swiss part; an elimination stage is ranked by its bracket through the service)."""
        snap = self.session.snapshot
        if snap is None:
            self.model.set_standings([], [], {})
            self.seed_note.hide()
            return
        stage = self.stage.currentData()
        after = self.after.currentData()
        names = {r.id: (r.name, r.club) for r in snap.registrations}
        from desktop.games.registry import GAMES

        game = GAMES.get(snap.detail.summary.game)
        secondary = game.secondary_label if game is not None else ""
        bracket = any(kind.endswith("elimination") for _pos, kind in snap.stage_kinds())
        self.bracket_warning.hide()
        if stage is None and after is None and bracket:
            # the whole event after a cut: the one ranking of the event (bracket places first), as the
            # venue screen, the command line, the printed sheets and the export show it
            from desktop.services import tournament as svc

            view = self.session.call(svc.event_ranking, snap.event_id)
            if view is not None:
                self.model.set_standings(_rows_from_view(view), list(view.tiebreaks), names, secondary)
                self._warn_stale(view)
        elif stage is not None and snap.stage_kind(stage).endswith("elimination") and after is None:
            from desktop.services import tournament as svc

            view = self.session.call(svc.standings, snap.event_id, stage)
            if view is not None:
                self.model.set_standings(_rows_from_view(view), list(view.tiebreaks), names, secondary)
                self._warn_stale(view)
        else:
            rows = snap.standings(stage, after)
            self.model.set_standings(rows, snap.tiebreak_info(stage), names, secondary)
        self.seed_note.setVisible(snap.rounds_played() == 0 and self.model.rowCount() > 0)
        if not self._sized and self.model.rowCount():
            header = self.view.horizontalHeader()
            for col in range(self.model.columnCount()):
                hint = header.sectionSizeHint(col)
                self.view.setColumnWidth(col, max(hint, {1: 220, 2: 160}.get(col, 60)))
            self._sized = True
        else:
            self._fit_headings()  # a tiebreaker column that came with these standings
        self._fit_reached()

    def _fit_reached(self) -> None:
        """The Reached column (the event's ranking after a cut) as wide as its words."""
        keys = [c.key for c in self.model._columns]
        if "reached" in keys:
            self.view.resizeColumnToContents(keys.index("reached"))

    def _warn_stale(self, view: Any) -> None:
        """The bracket holds matches paired on a result corrected since: say so above the places (the
        printed standings say the same)."""
        if view.stale:
            from desktop.ui.palette import readable
            from desktop.ui.reports.labels import report_labels

            self.bracket_warning.setText(report_labels().fmt("stale_bracket", matches=", ".join(view.stale)))
            self.bracket_warning.setStyleSheet(f"color: {readable('#b00020')}; font-weight: bold;")
        self.bracket_warning.setVisible(bool(view.stale))

    def selected_players(self) -> list[int]:
        rows = sorted({self.proxy.mapToSource(i).row() for i in self.view.selectionModel().selectedRows()})
        return [self.model.record(r).player for r in rows]

    def chart_selected(self) -> None:
        players = self.selected_players() or [r.player for r in self.model.rows()[:5]]
        self.session.chart(players)


class _ViewRow:
    """A service StandingLine shaped like the logic's StandingRow for the model."""

    def __init__(self, line: Any) -> None:
        from desktop.tournament import Tiebreak

        self.rank = line.rank
        self.player = line.registration_id
        self.points = line.points
        self.dropped = line.dropped
        self.disqualified = line.disqualified
        self.reached = line.reached  # how far the player went (the event's ranking after a cut)

        class _Rec:
            wins = line.wins
            draws = line.draws
            losses = line.losses

        self.record = _Rec()
        self.tiebreaks: dict[Any, Any] = {}
        for k, v in line.tiebreaks.items():
            try:
                # a whole number stays one ("11", as every other view prints it; a Fraction read "11.0000")
                self.tiebreaks[Tiebreak(k)] = float(v) if "." in v else int(v)
            except (ValueError, TypeError):
                self.tiebreaks[Tiebreak(k)] = v


def _rows_from_view(view: Any) -> list[Any]:
    return [_ViewRow(line) for line in view.lines]


# --- bracket --------------------------------------------------------------------------------------------


class BracketView(QGraphicsView):
    """The matches of the event's elimination stages, a column per round, drawn on a scene."""

    BOX_W = 210
    BOX_H = 46
    GAP_X = 60
    GAP_Y = 14

    def __init__(self, session: EventSession) -> None:
        super().__init__()
        self.session = session
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.rounds: list[RoundView] = []

    def set_rounds(self, rounds: list[RoundView]) -> None:
        self.rounds = rounds
        self.draw()

    def draw(self) -> None:
        scene = self.scene()
        scene.clear()
        if not self.rounds:
            text = scene.addText(self.tr("No elimination stage has started yet."))
            text.setDefaultTextColor(QColor("#555555"))
            return
        pen = QPen(QColor("#8090a0"))
        bold = QFont()
        bold.setBold(True)
        centres: list[list[float]] = []
        for col, rnd in enumerate(self.rounds):
            x = col * (self.BOX_W + self.GAP_X)
            head = scene.addText(self.tr("Round %1").replace("%1", str(rnd.number)))
            head.setFont(bold)
            head.setPos(x, -30)
            ordered = sorted(rnd.matches, key=lambda m: (m.bracket_slot, m.table or 0))
            # the third-place match (and any other extra) hangs below its round, unconnected
            matches = [m for m in ordered if not m.bracket_slot.upper().startswith("3P")]
            extras = [m for m in ordered if m not in matches]
            col_centres = []
            prev = centres[-1] if centres else []
            joined = bool(prev) and len(prev) == 2 * len(matches)
            for i, m in enumerate(matches):
                if joined:
                    y = (prev[2 * i] + prev[2 * i + 1]) / 2 - self.BOX_H / 2
                elif prev and i < len(prev):
                    y = prev[i] - self.BOX_H / 2
                else:
                    y = i * (self.BOX_H + self.GAP_Y)
                self._box(scene, x, y, m, bold)
                col_centres.append(y + self.BOX_H / 2)
                if joined:
                    for j in (2 * i, 2 * i + 1):
                        scene.addLine(x - self.GAP_X, prev[j], x - self.GAP_X / 2, prev[j], pen)
                        scene.addLine(
                            x - self.GAP_X / 2, prev[j], x - self.GAP_X / 2, y + self.BOX_H / 2, pen
                        )
                    scene.addLine(x - self.GAP_X / 2, y + self.BOX_H / 2, x, y + self.BOX_H / 2, pen)
            bottom = max(col_centres, default=0) + self.BOX_H
            for k, m in enumerate(extras):
                self._box(scene, x, bottom + k * (self.BOX_H + self.GAP_Y), m, bold)
            centres.append(col_centres)
        self.setSceneRect(scene.itemsBoundingRect().adjusted(-20, -20, 20, 20))

    def _box(self, scene: QGraphicsScene, x: float, y: float, m: MatchView, bold: QFont) -> None:
        done = m.status == "reported"
        scene.addRect(
            QRectF(x, y, self.BOX_W, self.BOX_H),
            QPen(QColor("#4a90d9" if done else "#a0a8b0")),
            QBrush(QColor("#f3f8fd" if done else "#ffffff")),
        )
        won_a = done and m.outcome_a == "win"
        won_b = done and m.outcome_a == "loss"
        for k, (name, won) in enumerate(((m.a_name, won_a), (m.b_name or texts.no_opponent(m), won_b))):
            item = scene.addSimpleText(name[:28])
            if won:
                item.setFont(bold)
            item.setPos(x + 6, y + 4 + k * 20)
        slot = scene.addSimpleText(m.bracket_slot or "")
        slot.setBrush(QBrush(QColor("#8090a0")))
        slot.setPos(x + self.BOX_W - 6 - slot.boundingRect().width(), y + 4)


# --- chart -----------------------------------------------------------------------------------------------


class ChartView(QWidget):
    """Standing (rank) after each round for the chosen players (pyqtgraph, imported when the first chart
    is drawn: it holds tens of megabytes that a page never charting does not need)."""

    def __init__(self, session: EventSession) -> None:
        super().__init__()
        self.session = session
        self.pg: Any = None
        self._plot: Any = None
        self.legend: Any = None
        lay = QVBoxLayout(self)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        lay.addWidget(self.hint)
        lay.addStretch(1)  # keeps the hint at the top while there is no plot
        self.series: dict[int, list[int]] = {}
        self.retranslate()

    @property
    def plot(self) -> Any:
        """The chart's PlotWidget, made (and pyqtgraph imported) on first use."""
        if self._plot is None:
            import pyqtgraph as pg

            self.pg = pg
            self._plot = pg.PlotWidget(background="w")
            self._plot.invertY(True)
            self._plot.showGrid(x=True, y=True, alpha=0.3)
            self.legend = self._plot.addLegend(offset=(10, 10))
            self._plot.hide()  # no axes without a line to draw (an empty plot would show 0.1-0.9 scales)
            lay = self.layout()
            lay.insertWidget(lay.count() - 1, self._plot, 1)
            self._label_axes()
        return self._plot

    def retranslate(self) -> None:
        self.hint.setText(
            self.tr("Select players on the Standings tab and press “Chart the selected players”.")
        )
        if self._plot is not None:
            self._label_axes()

    def _label_axes(self) -> None:
        self._plot.setLabel("bottom", self.tr("Round"))
        self._plot.setLabel("left", self.tr("Standing"))

    def set_series(self, series: dict[int, list[int]], names: dict[int, str]) -> None:
        self.series = series
        self.plot.clear()
        self.legend.clear()
        drawn = any(series.values())
        self.plot.setVisible(drawn)
        lay = self.layout()
        lay.setStretch(lay.count() - 1, 0 if drawn else 1)
        rounds = max((len(r) for r in series.values()), default=0)
        self.plot.getAxis("bottom").setTicks([[(n, str(n)) for n in range(1, rounds + 1)]])
        colours = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2"]
        for i, (player, ranks) in enumerate(series.items()):
            if not ranks:
                continue
            pen = self.pg.mkPen(colours[i % len(colours)], width=2)
            self.plot.plot(
                list(range(1, len(ranks) + 1)),
                ranks,
                pen=pen,
                symbol="o",
                symbolBrush=colours[i % len(colours)],
                name=names.get(player, str(player)),
            )
