"""A refused catalog or squad import file is explained in the interface's language, the file's name shown
as the user spelled it (review s8, item 9)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop.services import catalog as cs
from desktop.services import squads as sq
from desktop.ui import i18n
from desktop.ui.errors import error_text


@pytest.fixture
def uk(qtbot):  # type: ignore[no-untyped-def]
    assert i18n.install("uk")
    yield
    i18n.install("en")


HEADERS = [
    ("x", "is not valid JSON"),
    ("\"x\"", "expected an object"),
    ('{"items": []}', "format must be"),
    ('{"format": "toybox-arena-catalog", "version": 9, "items": []}', "has version 9"),
    ('{"format": "toybox-arena-catalog", "version": 1, "items": [], "extra": 1}', "unknown entry 'extra'"),
    ('{"format": "toybox-arena-catalog", "version": 1, "items": 3}', "must list its items"),
]


@pytest.mark.parametrize(("text", "english"), HEADERS)
def test_a_refused_catalog_file_carries_a_template_that_gives_its_english_message(text, english, db) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(cs.CatalogImportError) as caught:
        cs.import_catalog(db, text, dry_run=True, file="bad_catalog.json")
    exc = caught.value
    assert english in exc.message and exc.message.startswith("bad_catalog.json")
    assert exc.template != exc.message and "{file}" in exc.template
    assert exc.template.format(**exc.params) == exc.message  # the command line prints the same as before


def test_catalog_import_error_is_ukrainian_and_keeps_the_file_name(page_catalog, tmp_path: Path, uk, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append((box.text(), box.informativeText())) or 0)
    bad = tmp_path / "bad_catalog.json"
    bad.write_text('{"items": []}', encoding="utf-8")
    assert page_catalog.import_file(bad) is False
    assert shown
    text = shown[0][1]
    assert text.startswith("bad_catalog.json, поле 'format': ")  # not "Bad_catalog.json", not "field"
    assert "каталогу Toybox Arena" in text and "is not" not in text


def test_squad_import_error_is_ukrainian_with_the_line_and_column(page_squads, tmp_path: Path, uk, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QMessageBox, "exec", lambda box: 0)
    bad = tmp_path / "bad_squads.json"
    bad.write_text("x\n", encoding="utf-8")
    assert page_squads.import_file(bad) is False
    text = page_squads.last_error_box.informativeText()
    assert text == f"{bad}: файл не є коректним JSON (рядок 1, стовпець 1)"


def test_unreadable_squad_file_names_the_file_in_ukrainian(db, tmp_path: Path, uk) -> None:  # type: ignore[no-untyped-def]
    missing = tmp_path / "gone.json"
    with pytest.raises(sq.SquadImportError) as caught:
        sq.import_file(db, missing)
    assert caught.value.message.startswith(f"{missing}: cannot be read (")
    assert error_text(caught.value).startswith(f"{missing}: файл не вдається прочитати (")


def test_a_sentence_that_starts_with_a_name_keeps_the_name_as_written(qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.services.errors import ServiceError

    assert error_text(ServiceError("{name} is already registered", name="ivan")) == "ivan is already registered"
    assert error_text(ServiceError("there is no {name}", name="ivan")) == "There is no ivan"
    assert error_text(ServiceError("{what} must not be empty", what="the name")) == "The name must not be empty"


@pytest.fixture
def page_catalog(ctx, qtbot):  # type: ignore[no-untyped-def]
    from desktop.ui.pages.catalog import Page

    widget = Page(ctx)
    qtbot.addWidget(widget)
    widget.resize(1024, 700)
    widget.show()
    return widget


@pytest.fixture
def page_squads(ctx, qtbot):  # type: ignore[no-untyped-def]
    from desktop.ui.pages.squads import Page

    widget = Page(ctx)
    qtbot.addWidget(widget)
    widget.resize(1024, 700)
    widget.show()
    return widget

