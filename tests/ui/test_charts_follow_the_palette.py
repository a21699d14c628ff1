"""The pyqtgraph charts (Battle Helix's chance chart, the helix odds panel's chart, the Tournaments page's
standings chart) are drawn in the palette's colours: a dark chart with light axes and texts on the dark
palette, series at 3:1 or more against the chart's background, and a palette changed while a chart is
shown (a user switching theme) is followed. Measured on the pixels the charts paint."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication, QWidget

from desktop.ui import palette
from desktop.ui.palette import contrast

READABLE = 4.5  # the axes' numbers and titles
VISIBLE = 3.0  # a series' line and points


@pytest.fixture
def restore_look(qtbot):  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    before, style = app.palette(), app.style().name()
    yield app
    app.setPalette(before)
    if app.style().name() != style:
        app.setStyle(style)


def _dark(app: QApplication) -> None:
    app.setStyle("Fusion")  # as the app does for TOYBOX_ARENA_PALETTE=dark
    app.setPalette(palette.dark_palette())
    for _ in range(3):
        QApplication.processEvents()


def _helix_chart(qtbot):  # type: ignore[no-untyped-def]
    from desktop.ui.games.helix.widgets import ChanceChart

    chart = ChanceChart()
    chart.set_labels("Win chance", "Round", "%", ["Ada", "Bo"])
    chart.set_points([(0, 0.5, 0.5), (1, 0.62, 0.38), (2, 0.8, 0.2), (3, 0.9, 0.1)])
    return chart, chart.plot, chart.curves


def _odds_chart(qtbot):  # type: ignore[no-untyped-def]
    from desktop.ui.games.helix.odds_panel import HelixOddsPanel

    panel = HelixOddsPanel()
    panel.curve.setData([1, 10, 25, 50], [30.0, 45.0, 60.0, 72.0])
    return panel, panel.plot, [panel.curve]


def _standings_chart(qtbot):  # type: ignore[no-untyped-def]
    from desktop.ui.tournament.standings_tab import ChartView

    view = ChartView(None)  # type: ignore[arg-type]
    series = {i: [(i + r) % 8 + 1 for r in range(5)] for i in range(8)}  # every colour of the chart
    view.set_series(series, {i: f"Player {i}" for i in range(8)})
    return view, view.plot, [line for line, _colour in view.lines]


CHARTS = {"helix chance": _helix_chart, "helix odds": _odds_chart, "standings": _standings_chart}


def _show(widget: QWidget, qtbot) -> None:  # type: ignore[no-untyped-def]
    qtbot.addWidget(widget)
    widget.resize(700, 420)
    widget.show()
    qtbot.waitExposed(widget)
    for _ in range(3):
        QApplication.processEvents()


def _region(plot, image: QImage, item) -> list[QColor]:  # type: ignore[no-untyped-def]
    rect = plot.mapFromScene(item.sceneBoundingRect()).boundingRect()
    rect = rect.intersected(image.rect())
    return [QColor(image.pixel(x, y)) for x in range(rect.left(), rect.right() + 1) for y in range(rect.top(), rect.bottom() + 1)]


def _check(plot, curves, where: str) -> None:  # type: ignore[no-untyped-def]
    image = plot.grab().toImage()
    counts = Counter(image.pixel(x, y) for x in range(0, image.width(), 3) for y in range(0, image.height(), 3))
    fill = QColor(counts.most_common(1)[0][0])
    pal = QApplication.palette()
    window = pal.color(QPalette.ColorRole.Window)
    # the chart stands on the palette's own ground: dark in a dark window, light in a light one
    assert (fill.lightnessF() < 0.5) == (window.lightnessF() < 0.5), (where, fill.name(), window.name())
    item = plot.getPlotItem()
    for name in ("left", "bottom"):
        axis = item.getAxis(name)
        seen = max(contrast(c, fill) for c in _region(plot, image, axis))
        assert seen >= READABLE, (where, name, "axis", fill.name(), round(seen, 2))
    if item.titleLabel.isVisible() and item.titleLabel.text:
        seen = max(contrast(c, fill) for c in _region(plot, image, item.titleLabel))
        assert seen >= READABLE, (where, "title", round(seen, 2))
    if item.legend is not None and item.legend.items:
        for _sample, label in item.legend.items:
            seen = max(contrast(c, fill) for c in _region(plot, image, label))
            assert seen >= READABLE, (where, "legend", label.text, round(seen, 2))
    inside = plot.mapFromScene(item.vb.sceneBoundingRect()).boundingRect()
    drawn = {
        QColor(image.pixel(x, y)).name()
        for x in range(inside.left(), inside.right())
        for y in range(inside.top(), inside.bottom())
    }
    for curve in curves:
        colour = curve.opts["pen"].color()
        assert contrast(colour, fill) >= VISIBLE, (where, colour.name(), fill.name())
        assert colour.name() in drawn, (where, colour.name(), "not drawn")


@pytest.mark.parametrize("chart", CHARTS)
def test_a_chart_is_drawn_in_the_dark_palettes_colours(chart, restore_look, qtbot) -> None:  # type: ignore[no-untyped-def]
    _dark(restore_look)
    widget, plot, curves = CHARTS[chart](qtbot)
    _show(widget, qtbot)
    _check(plot, curves, chart)


@pytest.mark.parametrize("chart", CHARTS)
def test_a_chart_follows_a_palette_changed_while_it_is_shown(chart, restore_look, qtbot) -> None:  # type: ignore[no-untyped-def]
    widget, plot, curves = CHARTS[chart](qtbot)
    _show(widget, qtbot)
    _check(plot, curves, f"{chart} light")
    _dark(restore_look)
    _check(plot, curves, f"{chart} dark after light")


def test_series_colours_keep_their_hue_and_reach_three_to_one_on_either_background(qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.charts import background, series_colour
    from desktop.ui.tournament.standings_tab import ChartView

    light = QApplication.style().standardPalette()
    dark = palette.dark_palette()
    for pal in (light, dark):
        for hue in ChartView.COLOURS:
            shown = series_colour(hue, pal)
            assert contrast(shown, background(pal)) >= VISIBLE, (hue, shown.name())
            if contrast(QColor(hue), background(pal)) >= VISIBLE:
                assert shown == QColor(hue), "a colour that is seen already is kept"
            else:
                assert abs(shown.hslHueF() - QColor(hue).hslHueF()) < 0.02, (hue, shown.name())


def test_the_standings_chart_marks_only_whole_ranks(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A standing is a whole number: the rank axis has no "1.1, 1.2 …" ticks between ranks."""

    view, plot, _curves = _standings_chart(qtbot)
    view.set_series({1: [3, 1, 2], 2: [1, 2, 1], 3: [2, 3, 3]}, {1: "Ada", 2: "Bo", 3: "Vi"})
    _show(view, qtbot)
    axis = plot.getAxis("left")
    low, high = plot.getViewBox().viewRange()[1]
    ticks = [v for _spacing, values in axis.tickValues(low, high, axis.height()) for v in values]
    assert ticks and all(float(v).is_integer() for v in ticks), ticks
    assert {1.0, 2.0, 3.0} <= set(ticks)
