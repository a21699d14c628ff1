"""The Ukrainian translation: what the .ts file holds is well formed and is what the shipped .qm delivers.

No widgets here (the language switch of the window is tests/foundation/test_shell.py); this checks the
translation data: every finished message keeps the source's placeholders, HTML tags, accelerator and
trailing punctuation, and the compiled .qm answers each finished message with the .ts text.
"""

from __future__ import annotations

import importlib.util
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

from PySide6.QtCore import QTranslator

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "translations" / "toybox_uk.ts"
QM = TS.with_suffix(".qm")


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("translations_tool", ROOT / "tools" / "translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _finished() -> list[tuple[str, str, str | list[str], str]]:
    """(context, source, translation, disambiguation) of every finished message; plural messages give
    their forms."""
    out: list[tuple[str, str, str | list[str], str]] = []
    for ctx in ET.parse(TS).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for message in ctx.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            forms = [f.text or "" for f in translation.findall("numerusform")]
            source = message.findtext("source") or ""
            out.append((name, source, forms or (translation.text or ""), message.findtext("comment") or ""))
    return out


FINISHED = _finished()


def test_most_of_the_interface_is_translated() -> None:
    assert len(FINISHED) >= 500


def test_translations_keep_placeholders_tags_and_accelerators() -> None:
    check = _tool().check
    bad = {(ctx, src): problems for ctx, src, text, _c in FINISHED if (problems := check(src, text))}
    assert not bad


def test_check_catches_a_dropped_placeholder_and_accelerator() -> None:
    check = _tool().check
    assert check("Rules of %1", "Правила гри")
    assert check("Saved “{name}”", "Збережено")
    assert check("&File", "Файл")
    assert check("<b>Legal</b> helix.", "Спіраль за правилами.")
    assert not check("&File", "&Файл")


def test_translations_are_ukrainian() -> None:
    cyrillic = sum(
        1 for _c, _s, t, _d in FINISHED if isinstance(t, str) and any("а" <= ch <= "я" for ch in t.lower())
    )
    assert cyrillic >= 0.9 * len(FINISHED)


def test_compiled_file_delivers_every_finished_message() -> None:
    translator = QTranslator()
    assert translator.load(str(QM))
    stale = []
    for ctx, src, text, comment in FINISHED:
        if isinstance(text, list):
            got = [translator.translate(ctx, src, comment or None, n) for n in (1, 3, 5)]
            if got != text:
                stale.append((ctx, src))
        elif translator.translate(ctx, src, comment or None) != text:
            stale.append((ctx, src))
    assert not stale, f"{len(stale)} messages differ between the .ts and the .qm (run tools/translations.py)"
