"""The look of the app's pyqtgraph charts, taken from the palette.

pyqtgraph draws with colours of its own (a white background when asked for one, grey axes), which the
palette does not reach. ``ChartLook`` gives a chart the palette's colours: its background is the views'
base colour (white on a light palette, the dark grey of the tables on a dark one), its axes, tick labels,
axis titles, legend and title the palette's text colour, its grid that text colour faint; each series keeps
its hue at 3:1 against that background (``series_colour``). It draws again on every palette change of the
chart (a user switching theme while it is shown), as the Play page's icons do.

This module does not import pyqtgraph: it only calls methods of a PlotWidget made by its chart, so a page
that never charts does not load it (issue 27)."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor, QGuiApplication, QPalette, QPen

from desktop.ui.palette import at_contrast

SERIES_CONTRAST = 3.0  # WCAG for graphics: a line or a point against the chart's background
GRID_ALPHA = 0.3


def background(palette: QPalette | None = None) -> QColor:
    """The chart's background: the palette's base (what tables and fields are drawn on)."""
    pal = palette if palette is not None else QGuiApplication.palette()
    return pal.color(QPalette.ColorRole.Base)


def ink(palette: QPalette | None = None) -> QColor:
    """The colour of a chart's axes and texts: the palette's text colour."""
    pal = palette if palette is not None else QGuiApplication.palette()
    return pal.color(QPalette.ColorRole.Text)


def series_colour(colour: str | QColor, palette: QPalette | None = None) -> QColor:
    """``colour`` (a series' hue chosen for a white chart) at ``SERIES_CONTRAST`` or more against the
    current chart background: itself when it already is, else of the same hue and saturation, lighter on a
    dark background and darker on a light one, by the least step that reaches the contrast."""
    return at_contrast(colour, [background(palette)], SERIES_CONTRAST)


def integer_axis(orientation: str) -> Any:
    """A pyqtgraph axis with ticks only on whole numbers (rounds, ranks: never "2.5"). Imports pyqtgraph:
    call it when the chart is made."""
    import pyqtgraph as pg

    class IntegerAxis(pg.AxisItem):
        def tickValues(self, minVal: float, maxVal: float, size: float) -> list:  # noqa: N802, N803
            out: list[tuple[float, list[float]]] = []
            seen: set[float] = set()
            for spacing, values in super().tickValues(minVal, maxVal, size):
                step = max(1.0, float(round(spacing)))
                whole = [v for v in values if float(v).is_integer() and round(v) % step == 0 and v not in seen]
                seen.update(whole)
                if whole:
                    out.append((step, whole))
            if not out:
                out.append((1.0, [float(v) for v in range(math.ceil(minVal), math.floor(maxVal) + 1)]))
            return out

    return IntegerAxis(orientation=orientation)


class ChartLook(QObject):
    """Keeps a pyqtgraph PlotWidget in the palette's colours. ``series`` gives each plotted item with the hue
    it was made in (called at each restyle: a chart that plots again gives its new items); ``title`` the
    plot's title text (or None for none)."""

    def __init__(
        self,
        plot: Any,
        series: Callable[[], list[tuple[Any, str]]] | None = None,
        title: Callable[[], str | None] | None = None,
    ) -> None:
        super().__init__(plot)
        self.plot = plot
        self.series = series or (lambda: [])
        self.title = title or (lambda: None)
        plot.installEventFilter(self)
        self.apply()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if watched is self.plot and event.type() in (
            QEvent.Type.ApplicationPaletteChange,
            QEvent.Type.PaletteChange,
        ):
            self.apply()
        return False

    def apply(self) -> None:
        """Draw the chart in the current palette's colours."""
        pal = self.plot.palette()
        back, text = background(pal), ink(pal)
        self.plot.setBackground(back)
        item = self.plot.getPlotItem()
        for name in ("left", "bottom", "right", "top"):
            axis = item.getAxis(name)
            axis.setPen(QPen(text))  # the axis line, its ticks and the grid (at GRID_ALPHA)
            axis.setTextPen(QPen(text))  # tick labels and the axis title
        legend = item.legend
        if legend is not None:
            legend.setLabelTextColor(text)  # for the entries added from now on
            for _sample, label in legend.items:
                label.setText(label.text, color=text.name())  # the shown ones are drawn again
        title = self.title()
        if title:
            item.setTitle(title, color=text.name())
        for curve, hue in self.series():
            shown = series_colour(hue, pal)
            pen = QPen(curve.opts.get("pen") or QPen())
            pen.setColor(shown)
            pen.setCosmetic(True)
            curve.setPen(pen)
            if curve.opts.get("symbol") is not None:
                curve.setSymbolBrush(shown)
                curve.setSymbolPen(shown)
        self.plot.update()
