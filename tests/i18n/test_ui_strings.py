"""Every interface string reaches the translation, and the screens show it after a language switch.

lupdate files a string under an empty context when ``tr`` is aliased (``tr = self.tr``), and never sees a
string passed to ``translate()`` through a variable; both stay English forever. These tests catch that
in the .ts file and in the sources of the Squads and Catalog screens, then check on real widgets that
Ukrainian arrives.
"""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "translations" / "toybox_uk.ts"

# Screens whose every translate()/tr() call must carry its text literally. The one exception is
# desktop/ui/catalog/values.py: it translates the kinds' labels, which kind_strings.py marks for lupdate.
LITERAL_ONLY = [
    ROOT / "desktop" / "ui" / "squads",
    ROOT / "desktop" / "ui" / "catalog",
    ROOT / "desktop" / "ui" / "pages" / "squads.py",
    ROOT / "desktop" / "ui" / "pages" / "catalog.py",
]
MARKED_ELSEWHERE = {ROOT / "desktop" / "ui" / "catalog" / "values.py"}


def _py_files(paths: list[Path]) -> Iterator[Path]:
    for path in paths:
        yield from sorted(path.rglob("*.py")) if path.is_dir() else [path]


def _call_name(node: ast.Call) -> str:
    f = node.func
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""


def test_no_message_lives_in_an_empty_context() -> None:
    empty = [
        (m.findtext("source") or "")[:60]
        for ctx in ET.parse(TS).getroot().iter("context")
        if not (ctx.findtext("name") or "").strip()
        for m in ctx.iter("message")
    ]
    assert not empty, f"{len(empty)} message(s) in an empty context (an aliased tr?), e.g. {empty[:3]}"


def test_no_message_is_left_unfinished() -> None:
    unfinished = [
        (ctx.findtext("name"), m.findtext("source"))
        for ctx in ET.parse(TS).getroot().iter("context")
        for m in ctx.iter("message")
        if (t := m.find("translation")) is None or t.get("type") == "unfinished"
    ]
    assert not unfinished, f"run tools/translations.py and fill the glossary: {unfinished[:5]}"


def test_tr_is_never_aliased() -> None:
    aliases = []
    for path in _py_files([ROOT / "desktop"]):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Attribute):
                if node.value.attr == "tr":
                    aliases.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not aliases, f'write self.tr("...") literally: {aliases}'


def test_squads_and_catalog_screens_translate_literal_texts() -> None:
    hidden = []
    for path in _py_files(LITERAL_ONLY):
        if path in MARKED_ELSEWHERE:
            continue
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = _call_name(node)
            if name == "tr" and isinstance(node.func, ast.Attribute):
                args = node.args[:1]
            elif name == "translate":
                args = node.args[:2]
            else:
                continue
            if len(args) < (1 if name == "tr" else 2) or not all(
                isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args
            ):
                hidden.append(f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(node)[:70]}")
    assert not hidden, "lupdate cannot read these (pass the text literally):\n" + "\n".join(hidden)


@pytest.fixture
def ukrainian(qtbot):  # type: ignore[no-untyped-def]
    from desktop.ui import i18n

    assert i18n.install("uk")
    yield
    i18n.install("en")


def _cyrillic(text: str) -> bool:
    return any("а" <= ch <= "я" or ch in "іїєґ" for ch in text.lower())


def test_squads_page_shows_ukrainian_after_switching(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.games.registry import GAMES
    from desktop.ui import i18n
    from desktop.ui.pages.squads import Page

    page = Page(ctx)
    qtbot.addWidget(page)
    section = page.current_section()
    setup = page.editors["toybattle.setup"]

    def shown() -> dict[str, str]:
        return {
            "tab": page.tabs.tabText(0),
            "new": section.new_button.text(),
            "save": section.save_button.text(),
            "list": section.list_title.text(),
            "points": section.editor.limit_label.text(),
            "catalog box": section.editor.catalog_box.title(),
            "figure column": str(section.editor.figures.headerData(1, Qt.Orientation.Horizontal)),
            "set-up note": setup.note.text(),
        }

    english = shown()
    assert english["new"] == "New…" and english["figure column"] == "Name"
    try:
        assert i18n.install("uk")
        ctx.lang = "uk"
        page.retranslate()
        ukrainian = shown()
        assert ukrainian["new"] == "Створити…"
        assert ukrainian["tab"].startswith(GAMES["attacktix"].name("uk"))
        assert GAMES["toybattle"].name("uk") in ukrainian["set-up note"]
        assert "Toy Battle" not in ukrainian["set-up note"]
        for key, text in ukrainian.items():
            assert text != english[key] and _cyrillic(text), (key, text)
    finally:
        i18n.install("en")
        ctx.lang = "en"
        page.retranslate()
    assert shown() == english


def test_squad_rule_texts_are_translated(ukrainian) -> None:  # type: ignore[no-untyped-def]
    from desktop.games.attacktix import squad as ax
    from desktop.games.helix import helix as hx
    from desktop.ui.games.attacktix import squad_texts as ax_texts
    from desktop.ui.games.helix import squad_texts as hx_texts
    from desktop.ui.games.toybattle import setup_texts

    assert ax.RULE_TITLES and hx.RULE_TITLES
    for texts, rules in ((ax_texts, ax.RULE_TITLES), (hx_texts, hx.RULE_TITLES)):
        for rule in rules:
            title = texts.rule_title(rule)
            assert title != rule and _cyrillic(title), (rule, title)
    message = ax_texts.violation_message(ax.RULE_POINTS_EXACT, {"total": 90, "limit": 100}, "", "fallback")
    assert "90" in message and "100" in message and "fallback" not in message
    assert _cyrillic(message)
    message = hx_texts.violation_message(hx.RULE_EMPTY_SLOTS, {"count": 2, "slots": [3, 5]}, "", "fallback")
    assert "3, 5" in message and _cyrillic(message)
    for names in (
        ax_texts.level_names(),
        ax_texts.profile_names(),
        setup_texts.colour_names(),
        setup_texts.opponent_names(),
    ):
        assert all(_cyrillic(name) for name in names.values()), names


def test_a_kind_named_alike_in_both_numbers_gets_two_translations(ukrainian) -> None:  # type: ignore[no-untyped-def]
    from desktop.games.catalog_schema import all_kinds
    from desktop.ui.catalog import values

    alike = [k for k in all_kinds() if k.label == k.plural]
    assert alike, "no kind is spelt alike in singular and plural any more: drop this test"
    for kind in alike:
        singular, plural = values.kind_label(kind), values.kind_title(kind)
        assert singular != plural, (kind.key, singular)
        assert _cyrillic(singular) and _cyrillic(plural)
