"""Every page at 1024x700, in English and Ukrainian, with the light and a dark palette (issue 23's "Done
when"): each page (the Tournaments page with an event open, on each of its tabs; the Squads page on each of
its tabs) is rendered, and then

- no label is clipped: a one-line label's text is no wider than the label (or the part of it its parents
  show), a wrapped one's no taller; no table heading in view is narrower than its text;
- in Ukrainian no text on screen is an English interface string (one the Ukrainian translation gives
  differently): labels, buttons, tab and group titles, table headings;
- with the dark palette every label's text keeps its contrast on the label's background.

The renders are written to the test's temporary folder (``page-<lang>-<palette>-<page>.png``) to look at.
Every board gets the same checks in ``test_every_board_readable.py``."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QGroupBox,
    QLabel,
    QTabBar,
    QTableView,
    QTreeView,
    QWidget,
)

from desktop.ui import i18n, palette
from desktop.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
SIZE = (1024, 700)
READABLE = 3.0  # large/bold text; body text gets 4.5 where the app sets its own colours (tests/ui/test_dark_palette)


def _english_sources() -> frozenset[str]:
    """English interface strings whose Ukrainian text differs (a string Ukrainian keeps, such as "Marvel"
    or "OMW%", is not counted as untranslated)."""
    out = set()
    for message in ET.parse(ROOT / "resources/translations/toybox_uk.ts").getroot().iter("message"):
        t = message.find("translation")
        source = message.findtext("source") or ""
        if t is None or t.get("type") in ("obsolete", "vanished") or not re.search("[A-Za-z]{3}", source):
            continue
        if "%" in source or "{" in source:
            continue  # templates: their filled-in texts are not the source
        text = t.text or ""
        if text and text != source:
            out.add(source.replace("&", ""))
    return frozenset(out)


ENGLISH = _english_sources()


@pytest.fixture(params=["light", "dark"])
def look(request, qtbot):  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    before = app.palette()
    if request.param == "dark":
        app.setPalette(palette.dark_palette())
    yield request.param
    app.setPalette(before)


@pytest.fixture(params=["en", "uk"])
def lang(request, ctx, qtbot):  # type: ignore[no-untyped-def]
    assert i18n.install(request.param)
    ctx.lang = request.param
    yield request.param
    from desktop.ui.tournament import texts

    i18n.install("en")
    ctx.lang = "en"
    texts.set_lang("en")  # the Tournaments page set the registry names' language too


def _settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def _visible(w: QWidget, root: QWidget) -> bool:
    return w.isVisibleTo(root) and w.width() > 0 and w.height() > 0 and w.window() is root


def clipped_labels(root: QWidget) -> list[str]:
    found = []
    for label in root.findChildren(QLabel):
        text = label.text()
        if not _visible(label, root) or not text or label.textFormat() == Qt.TextFormat.RichText:
            continue
        if label.objectName().startswith("qt_") or "<" in text or not label.pixmap().isNull():
            continue
        shown = label.visibleRegion().boundingRect()
        if shown.isEmpty():
            continue  # scrolled out of sight
        tip = label.toolTip()
        if "…" in text and tip and "…" not in tip and len(tip) > len(text):
            found.append(f"{tip!r}: shown cut as {text!r}")  # elided in the middle of a sentence
            continue
        rect = label.contentsRect()
        rect.setWidth(min(rect.width(), shown.right() + 1 - rect.left()))  # a parent's edge cuts it too
        margin = label.margin() * 2 + label.indent() if label.indent() > 0 else label.margin() * 2
        fm = label.fontMetrics()
        if label.wordWrap():
            need = fm.boundingRect(0, 0, rect.width() - margin, 10_000, int(Qt.TextFlag.TextWordWrap), text)
            if need.height() > rect.height() + 2:
                found.append(f"{text!r}: needs {need.height()} px of height, has {rect.height()}")
        else:
            widest = max(fm.horizontalAdvance(line) for line in text.replace("&", "").split("\n"))
            if widest > rect.width() - margin + 1:
                found.append(f"{text!r}: {widest} px wide, the label has {rect.width()}")
    return found


def cut_headings(root: QWidget) -> list[str]:
    """Table headings narrower than their text (a column wholly in view; one scrolled partly out of a
    table that scrolls sideways is not counted)."""
    found = []
    for view in root.findChildren(QTableView):
        header = view.horizontalHeader()
        model = view.model()
        if not _visible(view, root) or not header.isVisible() or model is None:
            continue
        for c in range(model.columnCount(QModelIndex())):
            if header.isSectionHidden(c) or header.sectionSize(c) == 0:
                continue
            left = header.sectionViewportPosition(c)
            if left < 0 or left + header.sectionSize(c) > header.viewport().width():
                continue
            text = str(model.headerData(c, Qt.Orientation.Horizontal) or "")
            need = max(header.fontMetrics().horizontalAdvance(line) for line in text.split("\n")) + 6
            if header.sectionSize(c) < need:
                found.append(f"{text!r}: {header.sectionSize(c)} px wide, needs {need}")
    return found


def shown_texts(root: QWidget) -> list[str]:
    texts: list[str] = []
    for w in root.findChildren(QWidget):
        if not _visible(w, root):
            continue
        if isinstance(w, QLabel) and w.textFormat() != Qt.TextFormat.RichText:
            texts.append(w.text())
        elif isinstance(w, QAbstractButton):
            texts.append(w.text())
        elif isinstance(w, QGroupBox):
            texts.append(w.title())
        elif isinstance(w, QTabBar):
            texts += [w.tabText(i) for i in range(w.count())]
        elif isinstance(w, (QTableView, QTreeView)) and w.model() is not None:
            header = w.horizontalHeader() if isinstance(w, QTableView) else w.header()
            if header.isVisible():
                model = w.model()
                texts += [
                    str(model.headerData(c, Qt.Orientation.Horizontal) or "")
                    for c in range(model.columnCount(QModelIndex()))
                    if not header.isSectionHidden(c)
                ]
    return [t.replace("&", "").strip() for t in texts if t and t.strip()]


def untranslated(root: QWidget) -> list[str]:
    return sorted({t for t in shown_texts(root) if t in ENGLISH})


def background(label: QWidget) -> QColor:
    """The colour under a label's text: that of the nearest widget (the label included) that paints its
    own background (auto-fill, or a style sheet background unlike its parent's), else the window's."""
    w: QWidget | None = label
    while w is not None:
        w.ensurePolished()
        colour = w.palette().color(QPalette.ColorRole.Window)
        parent = w.parentWidget()
        own = w.testAttribute(Qt.WidgetAttribute.WA_StyledBackground) and (
            parent is None or colour != parent.palette().color(QPalette.ColorRole.Window)
        )
        if colour.alpha() > 0 and (parent is None or w.autoFillBackground() or own):
            return colour
        w = parent
    return QApplication.palette().color(QPalette.ColorRole.Window)


def unreadable(root: QWidget) -> list[str]:
    found = []
    for label in root.findChildren(QLabel):
        if not _visible(label, root) or not label.text() or not label.pixmap().isNull():
            continue
        label.ensurePolished()
        ratio = palette.contrast(label.palette().color(QPalette.ColorRole.WindowText), background(label))
        if ratio < READABLE:
            found.append(f"{label.text()[:40]!r}: contrast {ratio:.1f}")
    return found


def _demo_event(db) -> int:  # type: ignore[no-untyped-def]
    from desktop.services.tournament_demo import build_demo

    return build_demo(db, game="toybattle", players=12, rounds=2, seed=3).event_id


def _views(win: MainWindow, key: str, qtbot, event_id: int | None = None):  # type: ignore[no-untyped-def]
    """The name of each state of page ``key`` worth looking at, once it is shown."""
    page = win.show_page(key)
    _settle()
    if key == "squads":
        for i in range(page.tabs.count()):
            page.tabs.setCurrentIndex(i)
            _settle()
            yield f"squads{i}-empty"
            assert page.new_squad("Family night")  # the builder of this tab, filters and all
            _settle()
            yield f"squads{i}-builder"
        return
    if key == "tournaments":
        qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)
        if page.snapshot is None:  # (the page reopens it by itself: tests/ui/tournament/test_desk_papercuts.py)
            with qtbot.waitSignal(page.event_loaded, timeout=30000):
                page.select_event(event_id)
            qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)
        for i in range(page.tabs.count()):
            page.tabs.setCurrentIndex(i)
            if page.tabs.currentWidget() is page.results_tab and page.snapshot.current is not None:
                match = next(m for m in page.snapshot.current.matches if m.kind == "played")
                page.results_tab.open_match(match)
            _settle()
            qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)
            yield f"tournaments{i}"
        return
    if key == "catalog":
        for kind in ("attacktix.figure", "helix.terrain", "toybattle.terrain"):  # a form, two boards
            page.select_kind(kind)
            _settle()
            yield f"catalog-{kind}"
        return
    yield key


@pytest.mark.parametrize("key", ["catalog", "squads", "play", "tournaments"])
def test_every_page_is_readable_at_1024x700(key, lang, look, ctx, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    event_id = _demo_event(ctx.db) if key == "tournaments" else None
    win = MainWindow(ctx)  # closed and deleted by the test itself (below), before the database goes
    win.resize(*SIZE)
    win.show()
    qtbot.waitExposed(win)
    problems: list[str] = []
    try:
        for name in _views(win, key, qtbot, event_id):
            win.resize(*SIZE)
            _settle()
            win.grab().save(str(tmp_path / f"page-{lang}-{look}-{name}.png"))
            problems += [f"{name}: clipped {p}" for p in clipped_labels(win)]
            problems += [f"{name}: cut heading {p}" for p in cut_headings(win)]
            if lang == "uk":
                problems += [f"{name}: untranslated {t!r}" for t in untranslated(win)]
            if look == "dark":
                problems += [f"{name}: unreadable {p}" for p in unreadable(win)]
    finally:
        # the window goes before its database and the palette do: its pages' background work (the
        # Tournaments page's change feed) stops now, not at some later test's event processing
        _close(win, qtbot)
    assert not problems, "\n".join(problems)


def _close(win: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    import shiboken6

    page = getattr(win, "_pages", {}).get("tournaments")
    if page is not None:
        qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)
        page.live.stop()
    win.close()
    QApplication.processEvents()
    shiboken6.delete(win)
    QApplication.processEvents()
