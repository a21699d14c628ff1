"""Pieces of the Battle Helix board: a rolled glyph (with a short roll animation), the terrain, the chart."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop.games.helix.engine import Glyph, Terrain
from desktop.ui import charts
from desktop.ui.catalog.values import shown_name

SYMBOL_GLYPHS = {"sword": "⚔", "star": "★", "bomb": "✹"}
SIDE_COLOURS = ("#1f6fd1", "#d1481f")  # player A, player B


def symbols_text(symbols: Sequence[str]) -> str:
    return "".join(SYMBOL_GLYPHS.get(s, "?") for s in symbols)


class GlyphView(QWidget):
    """One glyph as a tile: species band, the black and the white number with their symbols.

    ``show_roll(glyph)`` flips through the helix's glyphs for ``ANIMATION_MS`` before settling.
    """

    ANIMATION_MS = 360
    FRAME_MS = 60

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.glyph: Glyph | None = None
        self.species_colour = "#808080"
        self.species_name = ""
        self.highlight: str | None = None  # the called colour
        self.bonus = 0
        self.rolling = False
        self._frames = 0
        self._pool: Sequence[Glyph] = ()
        self._final: Glyph | None = None
        self._colours: Callable[[str], tuple[str, str]] = lambda s: ("#808080", s)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tick)
        self._rng = random.Random(0)
        self.setMinimumSize(150, 118)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def set_species_lookup(self, fn: Callable[[str], tuple[str, str]]) -> None:
        self._colours = fn

    def set_glyph(self, glyph: Glyph | None, highlight: str | None = None, bonus: int = 0) -> None:
        self.glyph = glyph
        self.highlight = highlight
        self.bonus = bonus
        if glyph is not None:
            self.species_colour, self.species_name = self._colours(glyph.species)
        self._update_tooltip()
        self.update()

    def show_roll(
        self, glyph: Glyph, pool: Sequence[Glyph], highlight: str | None = None, bonus: int = 0
    ) -> None:
        self._final, self._pool = glyph, pool
        self._final_args = (highlight, bonus)
        if self.ANIMATION_MS <= 0 or not pool:
            self.set_glyph(glyph, highlight, bonus)
            return
        self.rolling = True
        self._frames = max(1, self.ANIMATION_MS // self.FRAME_MS)
        self._timer.start(self.FRAME_MS)
        self._tick()

    def _tick(self) -> None:
        self._frames -= 1
        if self._frames <= 0:
            self._timer.stop()
            self.rolling = False
            self.set_glyph(self._final, *self._final_args)
            return
        self.set_glyph(self._rng.choice(list(self._pool)))

    def _update_tooltip(self) -> None:
        g = self.glyph
        if g is None:
            self.setToolTip("")
            return
        names = {"sword": self.tr("sword"), "star": self.tr("star"), "bomb": self.tr("bomb")}

        def side(face: Any) -> str:
            return ", ".join([str(face.number), *[names[s] for s in face.symbols]])

        self.setToolTip(
            self.tr("%1 (%2)\nBlack: %3\nWhite: %4")
            .replace("%1", shown_name(g.name))
            .replace("%2", self.species_name)
            .replace("%3", side(g.black))
            .replace("%4", side(g.white))
        )

    def paintEvent(self, event: Any) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        p.setPen(QPen(QColor("#8a8f98"), 1.5))
        p.setBrush(QColor("#fbfbfd"))
        p.drawRoundedRect(r, 8, 8)
        g = self.glyph
        if g is None:
            p.setPen(QColor("#8a8f98"))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, "—")
            return
        band = QRectF(r.left(), r.top(), r.width(), 24)
        p.setBrush(QColor(self.species_colour))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRoundedRect(band, 8, 8)
        p.setPen(QColor("white"))
        f = QFont(self.font())
        f.setBold(True)
        p.setFont(f)
        label = shown_name(g.name) + (" ★" if g.gold else "")
        p.drawText(
            band.adjusted(8, 0, -8, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, label
        )
        half = (r.height() - 30) / 2
        for i, (colour, face) in enumerate((("black", g.black), ("white", g.white))):
            box = QRectF(r.left() + 6, r.top() + 28 + i * half, r.width() - 12, half - 4)
            dark = colour == "black"
            p.setBrush(QColor("#222428") if dark else QColor("#ffffff"))
            pen = QPen(QColor("#f0b400"), 3) if self.highlight == colour else QPen(QColor("#9aa0a8"), 1)
            p.setPen(pen)
            p.drawRoundedRect(box, 6, 6)
            p.setPen(QColor("white") if dark else QColor("#222428"))
            big = QFont(self.font())
            big.setPointSizeF(max(9.0, big.pointSizeF() * 1.5))
            big.setBold(True)
            p.setFont(big)
            number = str(face.number) + (f"+{self.bonus}" if self.bonus and self.highlight == colour else "")
            p.drawText(
                box.adjusted(8, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, number
            )
            p.drawText(
                box.adjusted(0, 0, -8, 0),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                symbols_text(face.symbols),
            )


class TerrainView(QGraphicsView):
    """A Helix terrain drawn from its catalog data: spaces, links, bonus and warp spaces, both figures.

    While a player chooses a space (move or warp placement) the allowed spaces are outlined and a click
    emits ``space_clicked(id)``.
    """

    space_clicked = Signal(int)
    SIZE = 400.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setMinimumSize(220, 200)
        self.terrain: Terrain | None = None
        self.choices: list[int] = []
        self.items: dict[int, QGraphicsEllipseItem] = {}
        self._colours: Callable[[str], tuple[str, str]] = lambda s: ("#808080", s)

    def set_species_lookup(self, fn: Callable[[str], tuple[str, str]]) -> None:
        self._colours = fn

    def show_terrain(
        self,
        terrain: Terrain | None,
        positions: Sequence[int] | None,
        choices: Sequence[int] = (),
        active: Sequence[int] = (),
    ) -> None:
        self.terrain = terrain
        self.choices = list(choices)
        scene = self.scene()
        scene.clear()
        self.items = {}
        if terrain is None:
            return
        s = self.SIZE
        pos = {sid: QPointF(sp.x * s, sp.y * s) for sid, sp in terrain.spaces.items()}
        link = QPen(QColor("#b5bac2"), 3)
        for sid, sp in terrain.spaces.items():
            for n in sp.adjacent:
                if n > sid:
                    scene.addLine(pos[sid].x(), pos[sid].y(), pos[n].x(), pos[n].y(), link)
        radius = 17.0
        for sid, sp in terrain.spaces.items():
            fill, text = QColor("#eef0f3"), ""
            if sp.bonus:
                fill = QColor(self._colours(sp.bonus[0])[0])
                text = f"+{sp.bonus[1]}"
            elif sp.warp:
                fill = QColor(self._colours(sp.warp)[0])
                text = "⇄"
            pen = QPen(QColor("#f0b400"), 4) if sid in self.choices else QPen(QColor("#6b717a"), 1.5)
            if sid in active:
                pen = QPen(QColor("#18a558"), 5)
            item = scene.addEllipse(
                pos[sid].x() - radius, pos[sid].y() - radius, 2 * radius, 2 * radius, pen, QBrush(fill)
            )
            item.setData(0, sid)
            tip = self.tr("Space %1").replace("%1", str(sid))
            if sp.bonus:
                tip += "\n" + self.tr("Bonus +%1 for %2").replace("%1", str(sp.bonus[1])).replace(
                    "%2", self._colours(sp.bonus[0])[1]
                )
            if sp.warp:
                tip += "\n" + self.tr("Warp for %1").replace("%1", self._colours(sp.warp)[1])
            item.setToolTip(tip)
            self.items[sid] = item
            if text:
                label = QGraphicsSimpleTextItem(text)
                label.setBrush(QColor("white"))
                f = label.font()
                f.setBold(True)
                label.setFont(f)
                b = label.boundingRect()
                label.setPos(pos[sid].x() - b.width() / 2, pos[sid].y() - b.height() / 2)
                scene.addItem(label)
        for side, sid in enumerate(positions or ()):
            if sid not in pos:
                continue
            r = 11.0
            fig = scene.addEllipse(
                pos[sid].x() - r,
                pos[sid].y() - r - 20,
                2 * r,
                2 * r,
                QPen(QColor("white"), 2),
                QBrush(QColor(SIDE_COLOURS[side])),
            )
            fig.setZValue(5)
            label = QGraphicsSimpleTextItem("AB"[side])
            label.setBrush(QColor("white"))
            label.setZValue(6)
            b = label.boundingRect()
            label.setPos(pos[sid].x() - b.width() / 2, pos[sid].y() - 20 - b.height() / 2)
            scene.addItem(label)
        self.setSceneRect(scene.itemsBoundingRect().adjusted(-10, -10, 10, 10))
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.terrain is not None:
            self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def mousePressEvent(self, event: Any) -> None:  # noqa: N802
        sid = self.space_at(self.mapToScene(event.position().toPoint()))
        if sid is not None and sid in self.choices:
            self.space_clicked.emit(sid)
            return
        super().mousePressEvent(event)

    def space_at(self, point: QPointF) -> int | None:
        for sid, item in self.items.items():
            if item.contains(item.mapFromScene(point)):
                return sid
        return None

    def space_centre(self, sid: int) -> QPointF:
        item = self.items[sid]
        return self.mapFromScene(item.sceneBoundingRect().center())


class ChanceChart(QWidget):
    """The win chance of each side after every round (pyqtgraph)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        import pyqtgraph as pg

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.plot = pg.PlotWidget(axisItems={"bottom": charts.integer_axis("bottom")})
        self.plot.setMinimumHeight(120)
        self.plot.setYRange(0, 100)
        self.plot.showGrid(x=True, y=True, alpha=0.3)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.addLegend(offset=(8, 4))
        self.curves = [
            self.plot.plot(
                [],
                [],
                pen=pg.mkPen(SIDE_COLOURS[0], width=2),
                symbol="o",
                symbolSize=5,
                symbolBrush=SIDE_COLOURS[0],
                name="A",
            ),
            self.plot.plot(
                [],
                [],
                pen=pg.mkPen(SIDE_COLOURS[1], width=2),
                symbol="o",
                symbolSize=5,
                symbolBrush=SIDE_COLOURS[1],
                name="B",
            ),
        ]
        layout.addWidget(self.plot)
        self.points: list[tuple[int, float, float]] = []
        self.title: str | None = None
        self.look = charts.ChartLook(
            self.plot,
            series=lambda: list(zip(self.curves, SIDE_COLOURS, strict=True)),
            title=lambda: self.title,
        )

    def set_labels(self, title: str, x_label: str, y_label: str, names: Sequence[str]) -> None:
        self.title = title
        self.plot.setTitle(title, color=charts.ink(self.plot.palette()).name(), size="10pt")
        self.plot.setLabel("bottom", x_label)
        self.plot.setLabel("left", y_label)
        legend = self.plot.plotItem.legend
        if legend is not None:
            for (_sample, label), name in zip(legend.items, names, strict=False):
                label.setText(name)

    def set_points(self, points: list[tuple[int, float, float]]) -> None:
        self.points = list(points)
        xs = [p[0] for p in points]
        self.curves[0].setData(xs, [100 * p[1] for p in points])
        self.curves[1].setData(xs, [100 * p[2] for p in points])
        self.plot.setXRange(0, max(1, xs[-1] if xs else 1))
