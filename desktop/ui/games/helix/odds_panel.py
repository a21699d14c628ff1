"""The helix builder's odds panel: the exact chance of this helix against every other saved helix.

A sortable table (model/view) of the saved helixes with this helix's chance and theirs in a classic
battle from the chosen piece count, and a pyqtgraph chart of the chance against the starting piece
count 1–50 for the selected opponent. Every solve runs off the UI thread (the global thread pool) and
is cached per pair of helixes and piece count, so editing back and forth costs nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    QTimer,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.games.helix import helix as hx
from desktop.games.helix import odds
from desktop.games.helix.engine import Glyph
from desktop.ui.charts import ChartLook
from desktop.ui.play.worker import Background

CHART_MAX = 50
CHART_COLOUR = "#1f6fd1"  # the chance line (ChartLook keeps it at 3:1 on the palette's background)
Index = QModelIndex | QPersistentModelIndex


class OddsModel(QAbstractTableModel):
    """Rows: (opponent name, this helix's chance or None while computing, theirs)."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.rows: list[list[Any]] = []

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else 3

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:  # noqa: N802
        if role != Qt.ItemDataRole.DisplayRole or orientation != Qt.Orientation.Horizontal:
            return None
        return (self.tr("Opponent"), self.tr("Your chance"), self.tr("Their chance"))[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if col == 0:
                return row[0]
            value = row[col]
            return self.tr("computing…") if value is None else f"{100 * value:.2f} %"
        if role == Qt.ItemDataRole.UserRole:  # the sort key
            return row[col] if col else row[0].casefold()
        if role == Qt.ItemDataRole.TextAlignmentRole and col:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def set_rows(self, names: Sequence[str]) -> None:
        self.beginResetModel()
        self.rows = [[n, None, None] for n in names]
        self.endResetModel()

    def set_chance(self, row: int, mine: float, theirs: float) -> None:
        self.rows[row][1:] = [mine, theirs]
        self.dataChanged.emit(self.index(row, 1), self.index(row, 2))


class OddsTabs(QTabWidget):
    """The helix builder's left column: the glyph list and, on its own tab, the odds panel."""

    def __init__(self, glyphs: QWidget, panel: HelixOddsPanel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setDocumentMode(True)
        self.addTab(glyphs, "")
        self.addTab(panel, "")
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def retranslate(self) -> None:
        self.setTabText(0, self.tr("Power glyphs"))
        self.setTabText(1, self.tr("Odds"))


class HelixOddsPanel(QGroupBox):
    """Call :meth:`set_helix` when the edited helix changes; the saved helixes come from the database
    (``set_database``, or the first ancestor widget with a ``db``)."""

    DEBOUNCE_MS = 250

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._db: Any = None
        self.helix: tuple[Glyph, ...] | None = None
        self.opponents: list[tuple[str, tuple[Any, ...]]] = []
        self.shown: list[tuple[str, tuple[Any, ...]]] = []
        self.pair_jobs = 0  # solves started (for the cache's sake)
        self._charting: set[tuple[Any, ...]] = set()
        self.cache: dict[tuple[Any, ...], tuple[float, float]] = {}
        self.chart_cache: dict[tuple[Any, ...], list[float]] = {}
        self.background = Background(self)
        self.background.done.connect(self._done)
        self.background.failed.connect(self._failed)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.refresh)

        self.model = OddsModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(Qt.ItemDataRole.UserRole)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(1, Qt.SortOrder.DescendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setMinimumWidth(0)
        self.table.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self._chart_selected())
        self.pieces = QSpinBox()
        self.pieces.setRange(1, 200)
        self.pieces.setValue(25)
        self.pieces.valueChanged.connect(lambda _v: self.schedule())
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.pieces_label = QLabel()

        import pyqtgraph as pg

        self.plot = pg.PlotWidget()
        self.plot.setMinimumHeight(110)
        self.plot.setMinimumWidth(120)
        self.plot.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Expanding)
        self.plot.setYRange(0, 100)
        self.plot.setXRange(1, CHART_MAX)
        self.plot.showGrid(x=True, y=True, alpha=0.3)
        self.plot.setMouseEnabled(x=False, y=False)
        self.curve = self.plot.plot([], [], pen=pg.mkPen(CHART_COLOUR, width=2))
        self.look = ChartLook(self.plot, series=lambda: [(self.curve, CHART_COLOUR)])
        self.chart_values: list[float] = []

        top = QHBoxLayout()
        top.addWidget(self.pieces_label)
        top.addWidget(self.pieces)
        top.addWidget(self.status, 1)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.table)
        split.addWidget(self.plot)
        split.setSizes([200, 200])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(split, 1)
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Exact odds against the saved helixes"))
        self.pieces_label.setText(self.tr("Pieces"))
        self.plot.setLabel("bottom", self.tr("Starting pieces"))
        self.plot.setLabel("left", self.tr("Win chance %"))
        self._update_status()

    # --- inputs -------------------------------------------------------------------------------------

    def set_database(self, db: Any) -> None:
        self._db = db

    def db(self) -> Any:
        if self._db is not None:
            return self._db
        w = self.parent()
        while w is not None:
            db = getattr(w, "db", None)
            if db is not None and not callable(db):
                return db
            w = w.parent()
        return None

    def set_helix(self, helix: hx.Helix) -> None:
        glyphs = helix.glyphs
        self.helix = (
            tuple(Glyph.from_any(g) for g in glyphs) if len(glyphs) == 6 and not helix.empty_slots() else None
        )
        self.schedule()

    def schedule(self) -> None:
        self._timer.start(self.DEBOUNCE_MS)

    def _load_opponents(self) -> None:
        from desktop.services import squads as svc
        from desktop.ui.games.helix.data import load_helix

        db = self.db()
        self.opponents = []
        if db is None:
            return
        for s in svc.list_squads(db, game="helix"):
            helix, _record = load_helix(db, s.id)
            if helix.empty_slots() or len(helix.glyphs) != 6:
                continue
            self.opponents.append((s.name, tuple(Glyph.from_any(g) for g in helix.glyphs)))

    # --- computing ----------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Reload the saved helixes and (re)compute what is not cached yet."""
        self.background.cancel()
        self._charting.clear()
        self._load_opponents()
        mine = self.helix
        if mine is None:
            self.shown = []
            self.model.set_rows([])
            self._update_status()
            self._chart_selected()
            return
        own_key = odds.helix_key(mine)
        others = [(n, h) for n, h in self.opponents if odds.helix_key(h) != own_key]  # not itself
        self.shown = others
        self.model.set_rows([n for n, _h in others])
        pieces = self.pieces.value()
        for row, (_name, theirs) in enumerate(others):
            key = (own_key, odds.helix_key(theirs), pieces)
            if key in self.cache:
                self.model.set_chance(row, *self.cache[key])
                continue
            self.background.run(
                f"pair:{row}", lambda m=mine, t=theirs, p=pieces, k=key: (k, odds.win_chance(m, t, p))
            )
        if self.proxy.rowCount() and not self.table.currentIndex().isValid():
            self.table.selectRow(0)
        self._update_status()
        self._chart_selected()

    def _done(self, key: str, value: object) -> None:
        if key.startswith("pair:"):
            cache_key, chances = value  # type: ignore[misc]
            self.cache[cache_key] = chances
            row = int(key.split(":")[1])
            if row < self.model.rowCount():
                self.model.set_chance(row, *chances)
            self._update_status()
        elif key == "chart":
            cache_key, values = value  # type: ignore[misc]
            self.chart_cache[cache_key] = values
            self._charting.discard(cache_key)
            self._chart_selected()

    def _failed(self, key: str, message: str) -> None:
        self.status.setText(self.tr("The odds could not be computed: %1").replace("%1", message))

    def _selected_opponent(self) -> tuple[str, tuple[Any, ...]] | None:
        index = self.table.currentIndex()
        if not index.isValid():
            return None
        row = self.proxy.mapToSource(index).row()
        if not 0 <= row < len(self.shown):
            return None
        return self.shown[row]

    def _chart_selected(self) -> None:
        opp = self._selected_opponent()
        if self.helix is None or opp is None:
            self.chart_values = []
            self.curve.setData([], [])
            self.plot.setTitle("")
            return
        key = (odds.helix_key(self.helix), odds.helix_key(opp[1]))
        values = self.chart_cache.get(key)
        self.plot.setTitle(
            self.tr("Against %1").replace("%1", opp[0]),
            color="#333",
            size="9pt",
        )
        if values is None:
            self.chart_values = []
            self.curve.setData([], [])
            mine = self.helix
            if key in self._charting:
                return
            self._charting.add(key)
            self.background.run("chart", lambda m=mine, t=opp[1], k=key: (k, odds.chart(m, t, CHART_MAX)))
            return
        self.chart_values = list(values)
        self.curve.setData(list(range(1, len(values) + 1)), [100 * v for v in values])

    def _update_status(self) -> None:
        if self.helix is None:
            self.status.setText(self.tr("Fill all six slots to see the odds."))
            return
        total = self.model.rowCount()
        done = sum(1 for r in self.model.rows if r[1] is not None)
        if total == 0:
            self.status.setText(self.tr("No saved helix to compare with yet."))
        elif done < total:
            self.status.setText(
                self.tr("Computing… %1 of %2").replace("%1", str(done)).replace("%2", str(total))
            )
        else:
            self.status.setText(self.tr("Classic battle; select a row for its chart."))
