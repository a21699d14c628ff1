"""Standings (a column per tiebreaker, explained in its header tooltip; the stage chooser; after
round N), the bracket of elimination stages drawn on a QGraphicsScene, and a pyqtgraph chart of
standing by round for chosen players."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPalette, QPen
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

from desktop.lazy import LazyModule
from desktop.ui import palette
from desktop.ui.tournament import texts
from desktop.ui.tournament.models import SortProxy, StandingsModel

if TYPE_CHECKING:
    from desktop.services.tournament import RoundView
    from desktop.ui.tournament.session import EventSession

paper = LazyModule("desktop.reports.bracket")  # reportlab: imported when a bracket is first drawn
sheets = LazyModule("desktop.services.sheets")
report_labels = LazyModule("desktop.ui.reports.labels")


class _StandingsProxy(SortProxy):
    """The standings' sort proxy; the head-to-head column's header tooltip also says how to read its cells
    (blank for a player tied with nobody, else the match points scored against the tied players): the desk
    had no legend for them, the paper has one."""

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:  # noqa: N802
        shown = super().headerData(section, orientation, role)
        source = self.sourceModel()
        if (
            role == Qt.ItemDataRole.ToolTipRole
            and orientation == Qt.Orientation.Horizontal
            and isinstance(source, StandingsModel)
            and section == _column_of(source, "head_to_head")
        ):
            cells = QCoreApplication.translate(
                "StandingsTab",
                "A blank cell: head-to-head did not decide this player's place (tied with nobody, or the tied "
                "players did not all meet). A number: the match points the player scored in the matches among "
                "the players tied with them."
            )
            return f"{shown}\n{cells}" if shown else cells
        return shown


def _column_of(model: StandingsModel, key: str) -> int:
    try:
        return model.column_of(key)
    except StopIteration:  # no such column in these standings
        return -1


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
        self.proxy = _StandingsProxy(self)
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

            self.bracket_warning.setText(report_labels().stale_warning(view.stale, view.stale_corrected))
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
    """The event's elimination stage drawn as the printed bracket draws it (desktop/reports/bracket.py,
    from the same data, ``sheets.stage_bracket``): a column per round under the round's name ("Final ·
    Round 5"), each match a box with the players' seeds, names and scores, the winner in bold, the
    table and match code below it, and a drawn match that went to the higher seed said so; the
    champion above. Colours come from the palette (light or dark)."""

    BOX_W = 214
    BOX_H = 46
    GAP_X = 46
    PITCH = 88  # height of a first-round match: its box, the line below it (two for a drawn match), a gap

    def __init__(self, session: EventSession) -> None:
        super().__init__()
        self.session = session
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)  # the champion, the first round
        self.rounds: list[RoundView] = []
        self.brackets: list[Any] = []
        """What is drawn: a ``desktop.reports.data.Bracket`` per elimination stage that has started."""
        self._accent = QColor()
        self._fills = (QColor(), QColor())

    def set_rounds(self, rounds: list[RoundView]) -> None:
        self.rounds = rounds
        self.draw()

    def changeEvent(self, event: Any) -> None:  # noqa: N802 (Qt API)
        super().changeEvent(event)
        if event.type() in (QEvent.Type.ApplicationPaletteChange, QEvent.Type.PaletteChange):
            self.draw()  # the scene's colours are the palette's: a theme switched while shown is followed

    def _brackets(self) -> list[tuple[int, str, Any]]:
        """(stage position, kind, Bracket) of each elimination stage with a round, in stage order."""
        snap = self.session.snapshot if self.session is not None else None
        if snap is None or not self.rounds:
            return []
        labels = report_labels.report_labels()
        last = snap.rounds[-1].number if snap.rounds else None
        out = []
        for pos, kind in snap.stage_kinds():
            if not kind.endswith("elimination") or not any(rv.stage == pos for rv in self.rounds):
                continue
            try:
                data = sheets.stage_bracket(
                    snap.detail.stages, self.rounds, snap.registrations, labels, pos, last_round=last
                )
            except sheets.SheetError:
                continue
            out.append((pos, kind, data))
        return out

    def draw(self) -> None:
        from desktop.collector import paused

        with paused():  # a big bracket is thousands of scene items and texts in no cycles
            self._draw()

    def _draw(self) -> None:
        scene = self.scene()
        scene.clear()
        pal = self.palette()
        text_colour = pal.color(QPalette.ColorRole.Text)
        muted = QColor(palette.muted(pal))
        # a box's colours, read once a drawing (a palette read per box took most of a big bracket's time)
        self._accent = QColor(palette.readable("#4a90d9", pal))
        self._fills = (pal.base().color(), palette.tint("#4a90d9", 0.14, pal))
        found = self._brackets()
        self.brackets = [data for _pos, _kind, data in found]
        if not found:
            text = scene.addText(self.tr("No elimination stage has started yet."))
            text.setDefaultTextColor(muted)
            self.setSceneRect(scene.itemsBoundingRect().adjusted(-20, -20, 20, 20))
            return
        labels = report_labels.report_labels()
        y = 0.0
        for pos, kind, data in found:
            if len(found) > 1:
                heading = labels.fmt("stage_n", n=pos, kind=texts.stage_kind(kind))
                y = self._text(scene, heading, 0, y, text_colour, bold=True, size=1.15) + 8
            y = self._bracket(scene, data, labels, y, text_colour, muted) + 30
        self.setSceneRect(scene.itemsBoundingRect().adjusted(-16, -16, 16, 16))

    # -- drawing ------------------------------------------------------------------------------------------
    def _text(
        self,
        scene: QGraphicsScene,
        text: str,
        x: float,
        y: float,
        colour: QColor,
        *,
        bold: bool = False,
        size: float = 1.0,
        width: float | None = None,
        right: bool = False,
    ) -> float:
        """Plain text (a name is never markup) at (x, y), cut with "…" to ``width``; returns its bottom."""
        font = QFont(self.font())
        font.setBold(bold)
        if size != 1.0:
            font.setPointSizeF(font.pointSizeF() * size)
        metrics = QFontMetricsF(font)
        if width is not None:
            text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
        item = scene.addSimpleText(text, font)
        item.setBrush(QBrush(colour))
        item.setPos(x - (metrics.horizontalAdvance(text) if right else 0), y)
        return y + metrics.height()

    def _bracket(
        self, scene: QGraphicsScene, data: Any, labels: Any, top: float, ink: QColor, muted: QColor
    ) -> float:
        """One stage's bracket from ``top``: the champion, the winners (or only) bracket with the finals
        beside it, the losers bracket below; returns the bottom."""
        boxes = {b.slot: b for b in data.boxes}
        if data.champion:
            top = self._text(scene, f"{labels['champion']}: {data.champion}", 0, top, ink, bold=True, size=1.3)
            top += 12
        parts = [("W", labels["winners_bracket"] if data.double else "")]
        if data.double:
            parts.append(("L", labels["losers_bracket"]))
        finals = [s for s in ("GF", "GF2") if data.double and (s in boxes or s == "GF")]
        if data.double and "GF2" not in finals and data.extra.get("reset") == "yes":
            finals.append("GF2")
        if "3P" in boxes or data.extra.get("third_place") == "yes":
            finals.append("3P")
        for bracket, heading in parts:
            columns = paper.tree_columns(bracket, data.size)
            if not columns:
                continue
            if heading:
                top = self._text(scene, heading, 0, top, ink, bold=True, size=1.1) + 6
            height = max(len(col.ys) for col in columns) * self.PITCH
            caption_y, area = top, top + 28
            centres: dict[tuple[int, int], float] = {}
            for j, col in enumerate(columns):
                x = j * (self.BOX_W + self.GAP_X)
                caption = paper.round_caption(data, f"{bracket}{col.round}", labels)
                self._text(scene, caption, x, caption_y, ink, bold=True, width=self.BOX_W + self.GAP_X - 8)
                for k, yf in enumerate(col.ys):
                    index = col.first + k
                    yc = area + yf * height
                    self._box(scene, boxes.get(f"{bracket}{col.round}-{index}"), x, yc, labels, ink, muted)
                    centres[(col.round, index)] = yc
                    self._join(scene, bracket, col.round, index, centres, x, yc, muted)
            bottom = area + height
            if bracket == "W" and finals:
                # the grand final (and its reset) in a column of their own; the third-place match of a
                # single elimination under the final
                beside = [f for f in finals if f != "3P"]
                for k, slot in enumerate(beside):
                    x = len(columns) * (self.BOX_W + self.GAP_X)
                    self._final(scene, data, boxes.get(slot), slot, x, area + (k + 0.5) / len(beside) * height,
                                labels, ink, muted)
                if "3P" in finals:
                    last = columns[-1]
                    yc = centres.get((last.round, last.first), area + height / 2) + 1.5 * self.PITCH
                    x = (len(columns) - 1) * (self.BOX_W + self.GAP_X)
                    self._final(scene, data, boxes.get("3P"), "3P", x, yc, labels, ink, muted)
                    bottom = max(bottom, yc + self.PITCH / 2)
            top = bottom + 12
        return top

    def _final(
        self, scene: QGraphicsScene, data: Any, box: Any, slot: str, x: float, yc: float, labels: Any,
        ink: QColor, muted: QColor,
    ) -> None:
        """A final's box (grand final, its reset, third place) under its own caption."""
        caption = paper.round_caption(data, slot, labels)
        self._text(scene, caption, x, yc - self.BOX_H / 2 - 22, ink, bold=True, width=self.BOX_W + self.GAP_X - 8)
        self._box(scene, box, x, yc, labels, ink, muted)

    def _join(
        self,
        scene: QGraphicsScene,
        bracket: str,
        rnd: int,
        index: int,
        centres: dict[tuple[int, int], float],
        x: float,
        yc: float,
        colour: QColor,
    ) -> None:
        """Lines from the boxes that feed this one (as on paper: the previous round's winners)."""
        if rnd == 1:
            return
        if bracket == "W" or rnd % 2 == 1:
            feeders = [(rnd - 1, 2 * index), (rnd - 1, 2 * index + 1)]
        else:
            feeders = [(rnd - 1, index)]
        pen = QPen(colour)
        mid = x - self.GAP_X / 2
        for key in feeders:
            if key in centres:
                fy = centres[key]
                scene.addLine(x - self.GAP_X, fy, mid, fy, pen)
                scene.addLine(mid, fy, mid, yc, pen)
        scene.addLine(mid, yc, x, yc, pen)

    def _box(
        self, scene: QGraphicsScene, box: Any, x: float, yc: float, labels: Any, ink: QColor, muted: QColor
    ) -> None:
        """A match: a line per player (seed, name, score), the winner in bold; below it the table and the
        match code, and on a line of its own that a draw went to the higher seed."""
        y = yc - self.BOX_H / 2
        done = box is not None and bool(box.winner)
        scene.addRect(
            QRectF(x, y, self.BOX_W, self.BOX_H), QPen(self._accent if done else muted), QBrush(self._fills[done])
        )
        scene.addLine(x, yc, x + self.BOX_W, yc, QPen(muted, 0.5))
        if box is None:
            return
        scores = [p.strip() for p in box.score.split("-", 1)] if box.score else []
        seed_w = 24.0
        for k, (name, side, seed) in enumerate(((box.a_name, "a", box.a_seed), (box.b_name, "b", box.b_seed))):
            line_y = y + 4 + k * (self.BOX_H / 2)
            if seed and name:
                self._text(scene, str(seed), x + seed_w - 2, line_y + 1, muted, size=0.85, right=True)
            score = scores[k] if k < len(scores) else ""
            score_w = 34.0 if score else 0.0
            if score:
                self._text(scene, score, x + self.BOX_W - 6, line_y, ink, bold=True, right=True)
            self._text(
                scene,
                name or "—",
                x + seed_w + 4,
                line_y,
                ink if name else muted,
                bold=box.winner == side,
                width=self.BOX_W - seed_w - 10 - score_w,
            )
        note_y = y + self.BOX_H + 2
        info = paper.box_note(replace(box, by_seed=False), labels)
        if info:
            note_y = self._text(scene, info, x + 2, note_y, muted, size=0.85, width=self.BOX_W - 4)
        if box.by_seed:
            self._text(scene, labels["by_seed"], x + 2, note_y, ink, size=0.85, width=self.BOX_W + self.GAP_X / 2 - 8)


# --- chart -----------------------------------------------------------------------------------------------


class ChartView(QWidget):
    """Standing (rank) after each round for the chosen players (pyqtgraph, imported when the first chart
    is drawn: it holds tens of megabytes that a page never charting does not need)."""

    COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2")

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
        self.lines: list[tuple[Any, str]] = []  # each drawn line and its colour, for ChartLook
        self.look: Any = None  # the chart's ChartLook (desktop/ui/charts.py), made with the chart
        self.retranslate()

    @property
    def plot(self) -> Any:
        """The chart's PlotWidget, made (and pyqtgraph imported) on first use."""
        if self._plot is None:
            import pyqtgraph as pg

            from desktop.ui.charts import ChartLook, integer_axis

            self.pg = pg
            self._plot = pg.PlotWidget(axisItems={"left": integer_axis("left")})  # ranks: whole numbers
            self._plot.invertY(True)
            self._plot.showGrid(x=True, y=True, alpha=0.3)
            self.legend = self._plot.addLegend(offset=(10, 10))
            self.look = ChartLook(self._plot, series=lambda: self.lines)
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
        self.lines = []
        for i, (player, ranks) in enumerate(series.items()):
            if not ranks:
                continue
            colour = self.COLOURS[i % len(self.COLOURS)]
            line = self.plot.plot(
                list(range(1, len(ranks) + 1)),
                ranks,
                pen=self.pg.mkPen(colour, width=2),
                symbol="o",
                symbolBrush=colour,
                name=names.get(player, str(player)),
            )
            self.lines.append((line, colour))
        if self.look is not None:
            self.look.apply()  # the new lines and legend in the palette's colours
