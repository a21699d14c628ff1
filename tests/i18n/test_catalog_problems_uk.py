"""The catalog's validation messages reach Ukrainian users.

The messages are built in the pure layer from English templates with named parameters (Problem.template,
Problem.params); desktop/ui/catalog/problem_strings.py marks the templates for lupdate and
values.problem_text translates them, naming kinds and choices in the user's language too.
"""

from __future__ import annotations

import string
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit

from desktop.games.catalog_schema import MemoryCatalog, get_kind

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "translations" / "toybox_uk.ts"
FIGURE = "attacktix.figure"


def _cyrillic(text: str) -> bool:
    return any("а" <= ch <= "я" or ch in "іїєґ" for ch in text.lower())


def _fields(text: str) -> list[str]:
    return sorted(name for _, name, _, _ in string.Formatter().parse(text) if name is not None)


@pytest.fixture
def ukrainian(qtbot):  # type: ignore[no-untyped-def]
    from desktop.ui import i18n

    assert i18n.install("uk")
    yield
    i18n.install("en")


def test_every_problem_translation_keeps_its_placeholders() -> None:
    from desktop.ui.catalog.problem_strings_gen import wanted

    translated = {
        m.findtext("source"): m.find("translation")
        for ctx in ET.parse(TS).getroot().iter("context")
        if ctx.findtext("name") == "CatalogProblems"
        for m in ctx.iter("message")
    }
    templates = wanted()
    assert templates
    for template in templates:
        node = translated.get(template)
        assert node is not None and node.text and node.get("type") != "unfinished", template
        assert _fields(node.text) == _fields(template), (template, node.text)


def test_problem_text_translates_template_kind_and_choices(ukrainian) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.catalog import values

    spec = get_kind(FIGURE)
    catalog = MemoryCatalog({FIGURE: {"MV-09": {"code": "MV-09"}}})
    item = spec.normalized({"code": "MV-09", "name": "Logan"})
    dup = next(p for p in spec.validate(item, catalog) if p.field == "code" and p.is_error)
    assert "already used" in dup.message  # the English text is unchanged for the services and the CLI
    text = values.problem_text(dup)
    assert "MV-09" in text and _cyrillic(text) and "already used" not in text
    assert values.kind_label(spec) in text  # the kind is named in Ukrainian too

    line = values.problem_line(dup, spec)
    assert line.startswith(values.field_label(spec.field("code")) + ": ")

    choice_field = next(f for f in spec.fields if f.type == "choice")
    bad = next(p for p in spec.validate({**item, choice_field.key: "nope"}) if p.field == choice_field.key)
    shown = values.problem_text(bad)
    assert _cyrillic(shown)
    for choice in choice_field.choices:
        assert values.choice_text(choice_field, choice) in shown


def test_a_translation_that_does_not_fit_falls_back_to_english(ukrainian) -> None:  # type: ignore[no-untyped-def]
    from desktop.games.catalog_schema import Problem
    from desktop.ui.catalog import values

    p = Problem("x", "an untranslated {thing} message", params={"thing": 3})
    assert values.problem_text(p) == "an untranslated 3 message" == p.message
    # a template that has no translation and needs parameters it was not given is shown as written
    assert values.problem_text(Problem("x", "needs {missing}")) == "needs {missing}"


def test_catalog_form_shows_ukrainian_problem_after_switching(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.main_window import MainWindow

    window = MainWindow(ctx)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    try:
        window.show_page("catalog")
        window.set_language("uk")
        QApplication.processEvents()
        page = window.show_page("catalog")
        page.select_kind(FIGURE)
        page.new_item()
        for key, text in (("name", "Logan"), ("code", "MV-09")):
            line = page.form.editor(key).focus_widget()
            assert isinstance(line, QLineEdit)
            line.selectAll()
            qtbot.keyClick(line, Qt.Key.Key_Backspace)
            qtbot.keyClicks(line, text)
        label = page.form.problem_label("code")
        assert label.isVisible()
        shown = label.text()
        assert "MV-09" in shown and _cyrillic(shown), shown
        assert "already used" not in shown and "figure" not in shown, shown
        assert not page.form.btn_save.isEnabled()
    finally:
        catalog_page = window.page("catalog")
        catalog_page.revert()  # nothing left to save, so closing the window asks nothing
        assert not catalog_page.has_unsaved_changes()
        window.set_language("en")
