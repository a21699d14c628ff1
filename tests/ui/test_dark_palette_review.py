"""The dark palette's review items (s8 review, items 1, 2, 7 and 8): colours of the app's own that stayed
light-palette colours. Each check is made with the light palette and the dark one
(``desktop.ui.palette.dark_palette``), and where a widget paints itself, on the pixels it paints."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QPalette
from PySide6.QtWidgets import QApplication

from desktop.ui import palette
from desktop.ui.palette import contrast

READABLE = 4.5  # WCAG AA for body text
VISIBLE = 3.0  # WCAG for the parts of a control (a check box's frame, an icon)


@pytest.fixture(params=["light", "dark"])
def look(request, qtbot):  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    before, style = app.palette(), app.style().name()
    if request.param == "dark":
        app.setStyle("Fusion")  # as the app does for TOYBOX_ARENA_PALETTE=dark
        app.setPalette(palette.dark_palette())
    yield request.param
    app.setPalette(before)
    if app.style().name() != style:
        app.setStyle(style)


def _brush_colour(value: object, fallback: QColor) -> QColor:
    if isinstance(value, QBrush):
        return value.color()
    if isinstance(value, QColor):
        return value
    return fallback


# ---------------------------------------------------------------------------------- 1. the Round tab


def test_round_rows_with_a_result_keep_their_text_readable_on_their_tint(look, ctx) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import tournament as svc
    from desktop.ui.tournament.models import PairingsModel

    ev = svc.create_event(ctx.db, svc.EventSpec(name="Tint", game="toybattle")).summary.id
    for i in range(5):
        svc.register_player(ctx.db, ev, f"P{i}")
    rv = svc.publish_round(ctx.db, svc.pair_next_round(ctx.db, ev).id)
    played = next(m for m in rv.matches if m.b is not None)
    mv = svc.record_result(ctx.db, played.id, [{"winner": "a", "ended": "hq", "medals_a": 1, "medals_b": 1}])
    model = PairingsModel()
    model.set_rows([mv if m.id == mv.id else m for m in rv.matches])
    pal = QApplication.palette()
    base, text = pal.color(QPalette.ColorRole.Base), pal.color(QPalette.ColorRole.Text)
    statuses = {m.status for m in model.rows()}
    assert "reported" in statuses and statuses - {"reported"}, statuses  # a result, a bye, and a match to play
    for row, m in enumerate(model.rows()):
        for col in range(model.columnCount()):
            index = model.index(row, col)
            fill = _brush_colour(model.data(index, Qt.ItemDataRole.BackgroundRole), base)
            ink = _brush_colour(model.data(index, Qt.ItemDataRole.ForegroundRole), text)
            assert contrast(ink, fill) >= READABLE, (look, m.status, fill.name(), ink.name())
            if m.status == "reported":
                assert fill != base, "a row with a result is marked"


# ---------------------------------------------------------------------------------- 8. the Players tab


def _max_contrast(image, rect, against: QColor) -> float:  # type: ignore[no-untyped-def]
    return max(
        contrast(QColor(image.pixel(x, y)), against)
        for x in range(rect.left(), rect.right() + 1)
        for y in range(rect.top(), rect.bottom() + 1)
    )


def test_the_check_in_boxes_can_be_seen_on_every_row(look, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QModelIndex
    from PySide6.QtWidgets import QStyle, QStyleOptionViewItem

    from desktop.services import tournament as svc
    from desktop.ui.pages.tournaments import TournamentsPage

    ev = svc.create_event(ctx.db, svc.EventSpec(name="Boxes", game="toybattle")).summary.id
    regs = [svc.register_player(ctx.db, ev, f"P{i}").id for i in range(4)]
    svc.check_in(ctx.db, regs[1])
    page = TournamentsPage(ctx)
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    qtbot.waitExposed(page)
    try:
        with qtbot.waitSignal(page.event_loaded, timeout=30000):
            page.select_event(ev)
        qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)
        page.tabs.setCurrentWidget(page.players_tab)
        tab = page.players_tab
        view = tab.view
        view.clearSelection()
        view.setCurrentIndex(QModelIndex())
        QApplication.processEvents()
        image = view.viewport().grab().toImage()
        column = tab.model.column_of("checked_in")
        assert tab.proxy.rowCount() == 4
        for row in range(tab.proxy.rowCount()):
            index = tab.proxy.index(row, column)
            cell = view.visualRect(index)
            option = QStyleOptionViewItem()
            view.itemDelegateForIndex(index).initStyleOption(option, index)
            option.rect = cell
            box = view.style().subElementRect(QStyle.SubElement.SE_ItemViewItemCheckIndicator, option, view)
            assert box.isValid() and cell.contains(box)
            row_colour = QColor(image.pixel(cell.right() - 4, cell.center().y()))
            seen = _max_contrast(image, box, row_colour)
            assert seen >= VISIBLE, (look, row, row_colour.name(), round(seen, 2))
    finally:
        qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)


# ---------------------------------------------------------------------------------- 2. Toy Battle's bars


@pytest.fixture
def toybattle(qtbot):  # type: ignore[no-untyped-def]
    from desktop.ui.games.toybattle.board import ToyBattlePlayWidget
    from desktop.ui.play.worker import ComputerMover

    w = ToyBattlePlayWidget(None)
    w.animation_ms = 0
    qtbot.addWidget(w)
    w.resize(1024, 700)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.mover.cancel()
    ComputerMover.wait_all(10_000)


def _bar_ink_contrast(bar, widget, text_from: int) -> tuple[float, str]:  # type: ignore[no-untyped-def]
    """The strongest contrast of a self-painted widget's text (its pixels right of ``text_from``) on the bar's
    fill, as the bar is drawn (its style sheet's background under it)."""
    from PySide6.QtCore import QRect

    image = bar.grab().toImage()
    corner = widget.mapTo(bar, widget.rect().topLeft())
    area = QRect(corner.x() + text_from, corner.y(), widget.width() - text_from, widget.height())
    fill = QColor(image.pixel(area.right() - 1, area.top() + 1))  # the text does not reach the corner
    return _max_contrast(image, area, fill), fill.name()


def _check_bars(board, look: str) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QLabel

    QApplication.processEvents()
    top, bottom = board.top_bar, board.bottom_bar
    assert top.backs.isVisible() and top.backs.count > 0  # the computer's rack: backs and "N hidden"
    for bar in (top, bottom):
        seen, fill = _bar_ink_contrast(bar, bar.medal_counter, 26)  # right of the medal icon: "0/7"
        # a dark bar on a dark palette (not a pale slab in a dark window), a light one on a light palette
        assert (QColor(fill).lightnessF() < 0.5) == palette.is_dark(), (look, bar.colour, fill)
        assert seen >= READABLE, (look, bar.colour, "medal count", fill, round(seen, 2))
        for label in bar.findChildren(QLabel):
            label.ensurePolished()
            ink = label.palette().color(QPalette.ColorRole.WindowText)
            assert contrast(ink, QColor(fill)) >= READABLE, (look, bar.colour, label.text())
    backs = top.backs  # its text stands right of the last back (as the widget lays them out)
    room = backs.width() - 4 - backs.TILE - backs._text_width()
    step = max(backs.TILE / 4, min(backs.STEP, room / (backs.count - 1))) if backs.count > 1 else 0
    seen, fill = _bar_ink_contrast(top, backs, int(4 + (backs.count - 1) * step + backs.TILE + 4))
    assert seen >= READABLE, (look, "hidden count", fill, round(seen, 2))


def test_toy_battle_bars_draw_the_medal_count_and_hidden_count_readably(look, toybattle) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.games.toybattle.setup import GameSettings

    toybattle.start_game(GameSettings(terrain="castle", colour="blue", opponent="easy", first="blue", seed=12))
    _check_bars(toybattle, look)


def test_toy_battle_bars_follow_a_palette_changed_during_the_game(toybattle) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.games.toybattle.setup import GameSettings

    app = QApplication.instance()
    before, style = app.palette(), app.style().name()
    toybattle.start_game(GameSettings(terrain="castle", colour="blue", opponent="easy", first="blue", seed=12))
    try:
        app.setStyle("Fusion")
        app.setPalette(palette.dark_palette())
        _check_bars(toybattle, "dark after light")
    finally:
        app.setPalette(before)
        app.setStyle(style)


# ---------------------------------------------------------------------------------- 7. the Play toolbar


def _icon_contrast(button) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    """The icon's strongest contrast on the tool button's own background (the button drawn with its icon
    only), and that of the button's text colour (enabled or disabled, as shown) on the same background."""
    shown = button.toolButtonStyle()
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
    try:
        image = button.grab().toImage()
    finally:
        button.setToolButtonStyle(shown)
    fill = QColor(image.pixel(1, 1))
    group = QPalette.ColorGroup.Normal if button.isEnabled() else QPalette.ColorGroup.Disabled
    text = button.palette().color(group, QPalette.ColorRole.ButtonText)
    return _max_contrast(image, image.rect(), fill), contrast(text, fill)


def _check_toolbar(frame, look: str) -> None:  # type: ignore[no-untyped-def]
    QApplication.processEvents()
    buttons = frame.tool_buttons
    assert any(b.isEnabled() for b in buttons) and any(not b.isEnabled() for b in buttons)
    for button in buttons:
        assert button.isVisible()
        icon, text = _icon_contrast(button)
        if button.isEnabled():
            assert icon >= VISIBLE, (look, button.text(), round(icon, 2))
        else:  # a disabled icon is as faint as the disabled text beside it, not fainter
            assert icon >= min(VISIBLE, text) * 0.9, (look, button.text(), round(icon, 2), round(text, 2))


@pytest.fixture
def play_frame(qtbot):  # type: ignore[no-untyped-def]
    from desktop.ui.play.frame import PlayFrame

    frame = PlayFrame(None)
    qtbot.addWidget(frame)
    frame.resize(1024, 700)
    frame.show()
    qtbot.waitExposed(frame)
    frame.stack.setCurrentWidget(frame.board_page)  # the tool row above the boards
    frame.update_actions()
    yield frame
    frame.shutdown()


def test_the_play_toolbar_icons_stand_out_from_the_toolbar(look, play_frame) -> None:  # type: ignore[no-untyped-def]
    _check_toolbar(play_frame, look)


def test_the_play_toolbar_icons_follow_a_palette_changed_while_the_page_is_open(play_frame) -> None:  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    before, style = app.palette(), app.style().name()
    _check_toolbar(play_frame, "light")
    try:
        app.setStyle("Fusion")
        app.setPalette(palette.dark_palette())
        _check_toolbar(play_frame, "dark after light")
    finally:
        app.setPalette(before)
        app.setStyle(style)
