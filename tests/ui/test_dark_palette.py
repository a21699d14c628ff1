"""Every page readable with a dark palette: the app's own colours (placeholder amber, hint grey, problem red)
are drawn so that text keeps its contrast on the window it stands on (the system's dark palette, as given by
``desktop.ui.palette.dark_palette``)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from desktop.ui import palette
from desktop.ui.palette import contrast

READABLE = 4.5  # WCAG AA for body text


@pytest.fixture
def dark(qtbot):  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    before = app.palette()
    app.setPalette(palette.dark_palette())
    yield
    app.setPalette(before)


def text_contrast(w: QWidget) -> float:
    """The contrast of a widget's text on its own background, as its style sheet and palette resolve them."""
    w.ensurePolished()
    p = w.palette()
    if isinstance(w, QLabel):
        return contrast(p.color(QPalette.ColorRole.WindowText), p.color(QPalette.ColorRole.Window))
    return contrast(p.color(QPalette.ColorRole.Text), p.color(QPalette.ColorRole.Base))


@pytest.fixture
def catalog(ctx, qtbot, dark):  # type: ignore[no-untyped-def]
    from desktop.ui.pages.catalog import Page

    page = Page(ctx)
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    qtbot.waitExposed(page)
    return page


def test_catalog_section_titles_are_readable_on_a_dark_palette(catalog) -> None:  # type: ignore[no-untyped-def]
    tree = catalog.sections
    base = tree.palette().color(QPalette.ColorRole.Base)
    for i in range(tree.topLevelItemCount()):
        head = tree.topLevelItem(i)
        for j in range(head.childCount()):
            child = head.child(j)
            brush = child.foreground(0)
            colour = brush.color() if brush.style() != brush.style().NoBrush else tree.palette().color(
                QPalette.ColorRole.Text
            )
            assert contrast(colour, base) >= READABLE, child.text(0)


def test_catalog_hint_lines_are_readable_on_a_dark_palette(catalog) -> None:  # type: ignore[no-untyped-def]
    assert catalog.kind_help.text() and catalog.count_label.text()
    for label in (catalog.kind_help, catalog.count_label):
        assert text_contrast(label) >= READABLE, label.text()


def test_placeholder_fields_are_dark_text_on_amber(catalog) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.catalog.fields import style_placeholder
    from desktop.ui.catalog.values import PLACEHOLDER_BG

    editor = next(row.editor for row in catalog.form._rows.values() if row.badge.isChecked())
    style_placeholder(editor, True)
    inputs = [w for w in editor.findChildren(QWidget) if w.inherits("QLineEdit") or w.inherits("QComboBox")]
    inputs = inputs or [editor]
    for w in inputs:
        w.ensurePolished()
        assert w.palette().color(QPalette.ColorRole.Base).name() == PLACEHOLDER_BG
        assert text_contrast(w) >= READABLE


def test_readable_keeps_light_palette_colours_and_lightens_them_on_a_dark_one(qtbot) -> None:  # type: ignore[no-untyped-def]
    light = QApplication.style().standardPalette()
    assert palette.readable("#b00000", light) == "#b00000"
    dark = palette.dark_palette()
    for colour in ("#b00000", "#7a4b00", "#1b7a2a", "#8a5a00"):
        from PySide6.QtGui import QColor

        shown = QColor(palette.readable(colour, dark))
        assert contrast(shown, dark.color(QPalette.ColorRole.Window)) >= READABLE, colour
    assert contrast(
        QColor(palette.muted(dark)), dark.color(QPalette.ColorRole.Window)
    ) >= READABLE


def _card_fill_and_ink(card: QWidget) -> tuple[object, object]:
    from PySide6.QtGui import QColor

    image = card.grab().toImage()
    fill = QColor(image.pixel(image.width() // 2, image.height() - 6))  # inside the border, below the buttons
    title = card.title  # type: ignore[attr-defined]
    title.ensurePolished()
    return fill, title.palette().color(QPalette.ColorRole.WindowText)


def test_the_play_cards_are_dark_cards_with_light_text_on_a_dark_palette(qtbot, dark) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.play.frame import GameCard, PlayFrame

    frame = PlayFrame(None)
    qtbot.addWidget(frame)
    frame.resize(1024, 700)
    frame.show()
    qtbot.waitExposed(frame)
    cards = frame.findChildren(GameCard)
    assert cards
    for card in cards:
        fill, ink = _card_fill_and_ink(card)
        assert fill.lightnessF() < 0.4, "a white card in a dark window"  # type: ignore[attr-defined]
        assert contrast(ink, fill) >= READABLE  # type: ignore[arg-type]
    frame.shutdown()


def test_the_play_cards_follow_a_palette_changed_while_the_page_is_open(qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.play.frame import GameCard, PlayFrame

    app = QApplication.instance()
    before = app.palette()
    frame = PlayFrame(None)
    qtbot.addWidget(frame)
    frame.show()
    qtbot.waitExposed(frame)
    try:
        app.setPalette(palette.dark_palette())
        qtbot.wait(20)
        fill, ink = _card_fill_and_ink(frame.findChildren(GameCard)[0])
        assert fill.lightnessF() < 0.4  # type: ignore[attr-defined]
        assert contrast(ink, fill) >= READABLE  # type: ignore[arg-type]
    finally:
        app.setPalette(before)
        frame.shutdown()
