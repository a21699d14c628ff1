"""A message box shows a file's name or a catalog key as written, even when it looks like markup: Qt's
message boxes guess rich text, so the Catalog and Squads pages' warnings pass through ``box_text``."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QMessageBox


def _as_shown(text: str) -> str:
    """What a QMessageBox displays for ``text`` (it renders text that might be rich as rich)."""
    from PySide6 import QtGui

    return QTextDocumentFragment.fromHtml(text).toPlainText() if QtGui.Qt.mightBeRichText(text) else text


def test_a_file_name_that_looks_like_markup_is_shown_as_written_when_it_cannot_be_read(  # type: ignore[no-untyped-def]
    ctx, qtbot, tmp_path: Path, monkeypatch
) -> None:
    from desktop.ui.pages.catalog import Page as CatalogPage
    from desktop.ui.pages.squads import Page as SquadsPage

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text) or 0)
    missing = tmp_path / "<b>gone<b>.json"
    catalog_page, squads_page = CatalogPage(ctx), SquadsPage(ctx)
    qtbot.addWidget(catalog_page)
    qtbot.addWidget(squads_page)
    assert catalog_page.import_file(missing) is False
    assert squads_page.import_file(missing) is False
    assert len(shown) == 2, shown
    for text in shown:
        assert "<b>gone<b>.json" in _as_shown(text), text


def test_box_text_leaves_plain_text_alone_and_escapes_what_qt_would_take_for_markup() -> None:
    from desktop.ui.errors import box_text

    assert box_text("Cannot read a.json: no such file") == "Cannot read a.json: no such file"
    assert _as_shown(box_text("<i>H</i> & co\nline 2")) == "<i>H</i> & co\nline 2"
