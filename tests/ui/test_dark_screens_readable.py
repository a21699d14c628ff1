"""Screens found unreadable with the dark palette when every page and dialog was looked at in dark and
Ukrainian at 1024x700 (s9): the Tournaments page's bracket (white boxes, black round titles and a dark grey
"no elimination stage" on the dark view) and the help lines under the set-up and event dialogs' fields
(drawn as disabled text: about 3:1 on the dark window, and 2.3:1 on the light one). Measured on the
pixels painted, with the light palette and the dark one as the app sets them up."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from desktop.ui import palette
from desktop.ui.palette import contrast

READABLE = 4.5  # WCAG AA for body text


@pytest.fixture(params=["light", "dark"])
def look(request, qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    before, style = app.palette(), app.style().name() or "Fusion"
    monkeypatch.setenv(palette.PALETTE_ENV, request.param)
    palette.apply_requested(app)
    yield request.param
    app.setPalette(before)
    app.setStyle(style)


def _max_contrast(image: QImage, rect: QRect, against: QColor) -> float:
    rect = rect.intersected(image.rect())
    return max(
        contrast(QColor(image.pixel(x, y)), against)
        for x in range(rect.left(), rect.right() + 1)
        for y in range(rect.top(), rect.bottom() + 1)
    )


def _show(w: QWidget, qtbot, size=(1024, 700)) -> None:  # type: ignore[no-untyped-def]
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    for _ in range(3):
        QApplication.processEvents()


# ------------------------------------------------------------------------------------------- the bracket


def _box(slot: str, a: str, b: str, winner: str = "", score: str = "", seeds=(1, 4)):  # type: ignore[no-untyped-def]
    from desktop.reports.data import BracketBox

    rnd, index = slot[1:].split("-")
    return BracketBox(
        slot=slot, bracket="W", round=int(rnd), index=int(index), a_name=a, b_name=b, winner=winner,
        score=score, table=1, code=f"4-{index}-1-K", a_seed=seeds[0], b_seed=seeds[1],
    )


def _bracket():  # type: ignore[no-untyped-def]
    """A four-player knockout half played: one semi-final won, the other and the final to come."""
    from desktop.reports.data import Bracket

    return Bracket(
        title="Knockout",
        size=4,
        boxes=(
            _box("W1-0", "Наталія Мороз", "Inès Moreau", "a", "3 - 1"),
            _box("W1-1", "Остап Гончаренко", "Галина Бондаренко", seeds=(2, 3)),
            _box("W2-0", "Наталія Мороз", "", seeds=(1, None)),
        ),
        round_numbers={"W1": 4, "W2": 5},
    )


def _bracket_view(drawn: bool = True):  # type: ignore[no-untyped-def]
    """The Bracket tab's view showing :func:`_bracket` (what ``sheets.stage_bracket`` gives it for an
    event), or no elimination stage at all."""
    from desktop.ui.tournament.standings_tab import BracketView

    view = BracketView(None)  # type: ignore[arg-type]
    found = [(1, "single_elimination", _bracket())] if drawn else []
    view._brackets = lambda: found  # type: ignore[method-assign]
    view.set_rounds([object()] if drawn else [])  # type: ignore[list-item]
    return view


def _check_bracket(view, look: str) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsSimpleTextItem, QGraphicsTextItem

    image = view.viewport().grab().toImage()
    ground = QColor(image.pixel(2, 2))
    assert (ground.lightnessF() < 0.5) == palette.is_dark(), (look, ground.name())
    scene = view.scene()
    boxes = [i for i in scene.items() if isinstance(i, QGraphicsRectItem)]
    texts = [i for i in scene.items() if isinstance(i, (QGraphicsSimpleTextItem, QGraphicsTextItem))]
    assert len(boxes) == 3 and texts
    for item in texts:
        rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        under = next((b for b in boxes if b.sceneBoundingRect().contains(item.sceneBoundingRect())), None)
        if under is not None:
            corner = view.mapFromScene(under.rect().topLeft()) + QPoint(3, 2)
            fill = QColor(image.pixel(corner))  # inside the box's border, above its text
            # a dark box on a dark palette, not a white slab
            assert (fill.lightnessF() < 0.5) == palette.is_dark(), (look, fill.name())
        else:
            fill = ground
        text = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
        if not text:
            continue
        seen = _max_contrast(image, rect, fill)
        assert seen >= READABLE, (look, text, fill.name(), round(seen, 2))


def test_the_bracket_is_drawn_in_the_palettes_colours(look, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = _bracket_view()
    _show(view, qtbot)
    _check_bracket(view, look)


def test_the_bracket_without_an_elimination_stage_says_so_readably(look, qtbot) -> None:  # type: ignore[no-untyped-def]
    view = _bracket_view(drawn=False)
    _show(view, qtbot)
    image = view.viewport().grab().toImage()
    ground = QColor(image.pixel(2, 2))
    [item] = view.scene().items()
    rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
    assert _max_contrast(image, rect, ground) >= READABLE, look


def test_the_bracket_follows_a_palette_changed_while_shown(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    before, style = app.palette(), app.style().name() or "Fusion"
    view = _bracket_view()
    _show(view, qtbot)
    try:
        app.setStyle("Fusion")
        app.setPalette(palette.dark_palette())
        for _ in range(3):
            QApplication.processEvents()
        _check_bracket(view, "dark after light")
    finally:
        app.setPalette(before)
        app.setStyle(style)


# ---------------------------------------------------------------------------------- help under the fields


def _help_lines(root: QWidget) -> list[QLabel]:
    """The lines of help under fields: marked as such (``desktop.ui.hints``), or drawn disabled as before."""
    return [
        w
        for w in root.findChildren(QLabel)
        if (w.property("hint") or not w.isEnabled()) and w.wordWrap() and w.isVisibleTo(root) and w.text()
    ]


def _unreadable_help(root: QWidget) -> list[str]:
    found = []
    for label in _help_lines(root):
        image = label.grab().toImage()
        ground = QColor(image.pixel(image.width() - 1, 0))  # a wrapped line leaves its corner free
        seen = _max_contrast(image, image.rect(), ground)
        if seen < READABLE:
            found.append(f"{label.text()!r}: {seen:.2f} on {ground.name()}")
    return found


def _setup_dialogs():  # type: ignore[no-untyped-def]
    from desktop.games.helix.catalog import shipped_items
    from desktop.games.helix.helix import glyph_from_catalog
    from desktop.ui.games.attacktix.setup import AttacktixSetupDialog
    from desktop.ui.games.helix.setup import SetupDialog as HelixSetup
    from desktop.ui.games.toybattle.setup import SetupDialog as ToyBattleSetup
    from desktop.ui.tournament.event_dialog import EventDialog

    glyphs = [glyph_from_catalog(it.data["key"], it.data) for it in shipped_items() if it.kind == "helix.glyph"]
    yield "event", EventDialog(None)
    yield "attacktix", AttacktixSetupDialog(None)
    yield "helix", HelixSetup([], glyphs, True)
    yield "toybattle", ToyBattleSetup()


def test_the_help_lines_under_fields_are_readable(look, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.games.settings_form import SettingsForm

    problems = []
    for name, dialog in _setup_dialogs():
        _show(dialog, qtbot)
        for form in dialog.findChildren(SettingsForm):
            if form.advanced_button.isVisible() and not form.advanced_button.isChecked():
                form.advanced_button.click()  # the seed and the advanced rules' help lines too
        for _ in range(3):
            QApplication.processEvents()
        lines = _help_lines(dialog)
        assert len(lines) >= 2, (name, "help lines to look at")
        problems += [f"{name}: {p}" for p in _unreadable_help(dialog)]
        dialog.close()
    assert not problems, "\n".join(problems)


def test_the_help_lines_follow_a_palette_changed_while_shown(qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.games.toybattle.setup import SetupDialog

    app = QApplication.instance()
    before, style = app.palette(), app.style().name() or "Fusion"
    dialog = SetupDialog()
    _show(dialog, qtbot)
    try:
        app.setStyle("Fusion")
        app.setPalette(palette.dark_palette())
        for _ in range(3):
            QApplication.processEvents()
        assert _help_lines(dialog)
        assert not _unreadable_help(dialog)
    finally:
        app.setPalette(before)
        app.setStyle(style)


# ------------------------------------------------------------------ the app's own colours of messages and rows


def _label_contrast(label: QLabel) -> float:
    """A label's text colour (as its style sheet and palette resolve it) on the window it stands on."""
    from PySide6.QtGui import QPalette

    label.ensurePolished()
    pal = label.palette()
    return contrast(pal.color(QPalette.ColorRole.WindowText), QApplication.palette().color(QPalette.ColorRole.Window))


def _html_colours(text: str) -> list[QColor]:
    import re

    return [QColor(c) for c in re.findall(r"color:\s*(#[0-9a-fA-F]{6})", text)]


def test_the_dialogs_problem_and_warning_lines_are_readable(look, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.games.attacktix.setup import AttacktixSetupDialog
    from desktop.ui.squads.name_dialog import NameDialog
    from desktop.ui.tournament.event_dialog import EventDialog

    event = EventDialog(None, locked_reason="Results are in: the format cannot change.")
    name = NameDialog("New squad", "Name:", "", lambda _name: "That name is taken.")
    setup = AttacktixSetupDialog(None)
    labels = {
        "event name": event.name_error,
        "event error": event.error,
        "event locked": event.locked_label,
        "squad name": name.message,
        "attacktix set-up": setup.problem,
    }
    for w in (event, name, setup):
        qtbot.addWidget(w)
    for what, label in labels.items():
        label.setText("Something is wrong")
        assert _label_contrast(label) >= READABLE, (look, what)


def test_the_attacktix_squad_totals_and_verdict_are_readable(look, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QPalette

    from desktop.ui.main_window import MainWindow

    win = MainWindow(ctx)
    win.resize(1024, 700)
    win.show()
    qtbot.waitExposed(win)
    try:
        page = win.show_page("squads")
        window = QApplication.palette().color(QPalette.ColorRole.Window)
        seen = 0
        for i in range(page.tabs.count()):
            page.tabs.setCurrentIndex(i)
            assert page.new_squad("Family night")
            QApplication.processEvents()
            for label in win.findChildren(QLabel):
                if not label.isVisibleTo(win):
                    continue
                for colour in _html_colours(label.text()):  # an empty squad: "0 / 100" and "Not legal" in red
                    seen += 1
                    assert contrast(colour, window) >= READABLE, (look, label.text(), colour.name())
        assert seen >= 3, "the builders' coloured totals and verdicts"
    finally:
        import shiboken6

        win.close()
        QApplication.processEvents()
        shiboken6.delete(win)
        QApplication.processEvents()


def test_the_desks_messages_and_dropped_players_are_readable(look, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QPalette

    from desktop.services import tournament as svc
    from desktop.ui.pages.tournaments import TournamentsPage

    ev = svc.create_event(ctx.db, svc.EventSpec(name="Grey", game="toybattle")).summary.id
    regs = [svc.register_player(ctx.db, ev, f"P{i}").id for i in range(3)]
    svc.drop_player(ctx.db, regs[0])
    page = TournamentsPage(ctx)
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    qtbot.waitExposed(page)
    try:
        with qtbot.waitSignal(page.event_loaded, timeout=30000):
            page.select_event(ev)
        qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)
        for error in (True, False):
            page.results_tab.show_message("Saved" if not error else "No such code", error=error)
            assert _label_contrast(page.results_tab.message) >= READABLE, (look, error)
        page.round_tab.warnings.setText("Two players of one club meet")
        assert _label_contrast(page.round_tab.warnings) >= READABLE, look
        model = page.players_tab.model
        dropped = next(r for r in range(model.rowCount()) if model.record(r).status != "registered")
        ink = model.data(model.index(dropped, model.column_of("name")), Qt.ItemDataRole.ForegroundRole).color()
        pal = QApplication.palette()
        for role in (QPalette.ColorRole.Base, QPalette.ColorRole.AlternateBase):
            assert contrast(ink, pal.color(role)) >= READABLE, (look, ink.name())
    finally:
        qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)


def test_archived_catalog_rows_are_readable(look, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QPalette

    from desktop.services import catalog as cs
    from desktop.services.catalog_values import CatalogItem
    from desktop.ui.catalog.table_model import CatalogTableModel

    model = CatalogTableModel()
    item = CatalogItem(1, "helix.species", "ember", "Ember", {}, (), True, 1)
    model.set_kind(cs.kind_spec("helix.species"), [item])
    ink = model.data(model.index(0, 0), Qt.ItemDataRole.ForegroundRole).color()
    pal = QApplication.palette()
    for role in (QPalette.ColorRole.Base, QPalette.ColorRole.AlternateBase):
        assert contrast(ink, pal.color(role)) >= READABLE, (look, ink.name())


def test_the_toy_battle_keys_hint_is_readable(look, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.games.toybattle.board import ToyBattlePlayWidget
    from desktop.ui.games.toybattle.setup import GameSettings
    from desktop.ui.play.worker import ComputerMover

    board = ToyBattlePlayWidget(None)
    board.animation_ms = 0
    _show(board, qtbot)
    try:
        board.start_game(GameSettings(terrain="castle", colour="blue", opponent="easy", first="blue", seed=12))
        hint = board.keys_hint
        hint.show()  # as while bases are lit for the troop in hand
        for _ in range(3):
            QApplication.processEvents()
        assert hint.text()
        image = hint.grab().toImage()
        ground = QColor(image.pixel(image.width() - 1, 0))
        assert _max_contrast(image, image.rect(), ground) >= READABLE, look
    finally:
        board.mover.cancel()
        ComputerMover.wait_all(10_000)
