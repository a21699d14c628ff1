"""Plurals go through Qt's %n forms, in English as in Ukrainian (issue 13).

English needs its own .qm for them (Qt shows the source text "1 problem(s)" otherwise): every %n message
of the code is a plural message of resources/translations/toybox_en.ts with its two English forms, and of
toybox_uk.ts with three Ukrainian ones; the app loads both files; no message shows a "(s)" to people.
"""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from desktop.ui import i18n

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "resources" / "translations"


def _messages(lang: str) -> dict[tuple[str, str], ET.Element]:
    root = ET.parse(TRANSLATIONS / f"toybox_{lang}.ts").getroot()
    return {
        (ctx.findtext("name") or "", m.findtext("source") or ""): m
        for ctx in root.iter("context")
        for m in ctx.iter("message")
    }


def _forms(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
        return []
    return [f.text or "" for f in translation.findall("numerusform")]


def _plural_sources() -> set[str]:
    """Every string literal with %n in a tr()/translate() call of desktop/."""
    found: set[str] = set()
    for path in (ROOT / "desktop").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name not in ("tr", "translate"):
                continue
            for arg in node.args[:2]:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and "%n" in arg.value:
                    found.add(arg.value)
    return found


def test_every_plural_message_has_its_english_forms() -> None:
    messages = _messages("en")
    sources = _plural_sources()
    assert len(sources) >= 20
    by_source: dict[str, list[ET.Element]] = {}
    for (_ctx, source), m in messages.items():
        by_source.setdefault(source, []).append(m)
    lacking = []
    for source in sorted(sources):
        found = by_source.get(source, [])
        if not found:
            lacking.append(
                f"{source!r}: not in toybox_en.ts (lupdate skipped the call? pass n as a plain name)"
            )
        for m in found:
            forms = _forms(m)
            if m.get("numerus") != "yes" or len(forms) != 2 or not all(forms):
                lacking.append(f"{source!r}: no English forms (add them to tools/glossary_en/*.json)")
    assert not lacking, "\n".join(lacking)


def test_every_plural_message_has_three_ukrainian_forms() -> None:
    lacking = [
        f"{ctx}: {source}"
        for (ctx, source), m in _messages("uk").items()
        if "%n" in source and (m.get("numerus") != "yes" or len(_forms(m)) != 3 or not all(_forms(m)))
    ]
    assert not lacking, lacking


def test_no_message_shows_a_plural_s_in_brackets() -> None:
    """A "(s)" in a source is only fine in a plural message whose forms spell it out."""
    bad = []
    for (ctx, source), m in _messages("en").items():
        if "(s)" not in source:
            continue
        forms = _forms(m)
        if m.get("numerus") != "yes" or not forms or any("(s)" in f for f in forms):
            bad.append(f"{ctx}: {source}")
    assert not bad, bad


@pytest.mark.parametrize(
    ("lang", "n", "expected"),
    [
        ("en", 1, "1 problem to fix before saving"),
        ("en", 14, "14 problems to fix before saving"),
        ("uk", 1, "Перед збереженням треба виправити 1 проблему"),
        ("uk", 3, "Перед збереженням треба виправити 3 проблеми"),
        ("uk", 14, "Перед збереженням треба виправити 14 проблем"),
        ("uk", 21, "Перед збереженням треба виправити 21 проблему"),
    ],
)
def test_the_app_shows_the_plural_form(qtbot, lang: str, n: int, expected: str) -> None:  # type: ignore[no-untyped-def]
    assert i18n.install(lang)
    try:
        text = QCoreApplication.translate("CatalogForm", "%n problem(s) to fix before saving", "", n)
    finally:
        i18n.install("en")
    assert text == expected


def test_english_translation_file_is_shipped(qtbot) -> None:  # type: ignore[no-untyped-def]
    assert (TRANSLATIONS / "toybox_en.qm").stat().st_size > 100
    assert i18n.install("en")
    assert (
        QCoreApplication.translate("BoardEditorBase", "Checks: %n problem(s)", "", 1) == "Checks: 1 problem"
    )
