"""A refused catalog or squads file is explained in Ukrainian down to each item: the item ("елемент 3
(Фігура MV-03)"), the field and what is wrong are templates translated on the screens and by the command
line with ``--lang uk``; what the file holds (keys, names, fields) is shown as written (imperr9)."""

from __future__ import annotations

import json
import os
import re
import string
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop.services import catalog as cs
from desktop.services import squads as sq
from desktop.ui import i18n

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "translations" / "toybox_uk.ts"

# Latin words a Ukrainian refusal may hold besides the file's own: names of things (the games, Marvel's
# classes, JSON) and the values a field must take, as the file spells them
ALLOWED = {"Attacktix", "Battle", "Helix", "Toy", "JSON", "Marvel", "None", "null", "exactly", "up_to", "any", "equal_points", "quick_battle",
           "random", "casual", "tournament", "event", "key", "count", "blue", "red", "attacktix", "squad",
           "helix", "toybattle", "setup", "toybox", "arena", "U"}


@pytest.fixture
def uk(qtbot):  # type: ignore[no-untyped-def]
    assert i18n.install("uk")
    yield
    i18n.install("en")


def _file_words(doc: Any, path: Path) -> set[str]:
    """Every word of every text the file holds (keys and values) and of its path."""
    texts: list[str] = [str(path)]
    stack = [doc]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            texts += [str(k) for k in value]
            stack += list(value.values())
        elif isinstance(value, list):
            stack += value
        elif value is not None and not isinstance(value, bool):
            texts += [str(value), repr(value)]  # a name is quoted as Python writes it ('R\nS')
    return {w for t in texts for w in re.findall(r"[A-Za-z_]+", t)}


def _english_left(lines: list[str], allowed: set[str]) -> list[str]:
    """The lines that are not Ukrainian: no Cyrillic, or a Latin word that is neither the file's own
    nor an allowed name."""
    bad = []
    for line in lines:
        words = set(re.findall(r"[A-Za-z_]+", line)) - allowed - ALLOWED
        if words or not re.search(r"[а-яіїєґ]", line.lower()):
            bad.append(f"{line!r} {sorted(words)}")
    return bad


def _catalog_doc(db) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    doc = json.loads(cs.export_catalog(db, "attacktix.figure"))
    items = doc["items"][:6]
    items[0]["kind"] = "attacktix.vehicle"  # unknown kind
    items[1]["data"]["points"] = "forty"  # wrong type (checked after the malformed ones)
    items[2]["placeholders"] = ["colour"]  # not a field
    items[3]["archived"] = "no"  # not a boolean
    items[4]["data"]["marvel_class"] = "justice-league"  # unknown reference
    items[5]["data"]["speed"] = 99  # out of range
    items.append(7)  # not an object
    items.append(json.loads(json.dumps(items[5])))  # listed twice
    items.append({"kind": "attacktix.figure", "data": {"name": "No code"}})  # no key
    items.append({"kind": "attacktix.figure", "data": {}, "colour": "red"})  # an unknown entry
    power = doc["items"][6]
    power["data"]["power"] = ["x"]  # a structure the figure's check cannot take
    items.append(power)
    doc["items"] = items
    return doc


def _squads_doc() -> dict[str, Any]:
    return {
        "format": sq.FILE_FORMAT,
        "version": sq.FILE_VERSION,
        "squads": [
            {"kind": "chess.army", "name": "x"},
            {
                "kind": "attacktix.squad",
                "name": "Bad",
                "data": {"entries": [{"key": "ZZ-99", "count": 0}], "kind": "huge", "extra": 1},
                "settings": {"limit_mode": "roughly"},
            },
            {"kind": "helix.helix", "name": "", "data": {}},
            {"kind": "helix.helix", "name": "H", "data": {"slots": [None, None, "nope", None]}, "settings": {"size": 0}},
            {"kind": "toybattle.setup", "name": "T", "data": {"terrain": "mars", "colour": "green", "beginner": "yes"}},
            {"kind": "attacktix.squad", "name": "P", "data": {"entries": []},
             "settings": {"profile": "event", "profile_rules": {"banned_codes": 3}}},
            {"kind": "attacktix.squad", "name": "Q", "data": {"entries": "x"}, "settings": {"profile": "weird"}},
            {"kind": "attacktix.squad", "name": "R\nS", "data": {}},
            {"kind": "helix.helix", "name": "H", "data": {"slots": [None] * 6}},
            {"kind": "helix.helix", "name": "Big", "data": {"slots": [None] * 6}, "settings": {"a": "x" * 9000}},
            "not a squad",
        ],
    }


def _fields(text: str) -> list[str]:
    return sorted(name for _, name, _, _ in string.Formatter().parse(text) if name is not None)


def test_every_import_template_has_a_ukrainian_translation_with_the_same_placeholders() -> None:
    from desktop.ui.catalog.problem_strings_gen import wanted
    from desktop.ui.service_error_strings_gen import templates

    translated = {
        (ctx.findtext("name"), m.findtext("source")): m.find("translation")
        for ctx in ET.parse(TS).getroot().iter("context")
        for m in ctx.iter("message")
    }
    wanted_here = [("CatalogProblems", t) for t in wanted()] + [("ServiceErrors", t) for t in templates()]
    wanted_here += [("CommandLine", t) for c, t in translated if c == "CommandLine"]
    for must in ("item {number} ({kind} {key})", "squad {number} ({kind} {name})", "{item}, field {field}: {problem}",
                 "{file}, {item}, field {field}: {problem} {more}", "(and {n} more problems)"):
        assert ("ServiceErrors", must) in wanted_here, must
    for must in ("no figure {key} in the catalog", "no glyph {key} in the catalog", "no terrain {key} in the catalog",
                 "must be 'exactly' or 'up_to', not {value}", "{key} is listed twice (also item {other})"):
        assert ("CatalogProblems", must) in wanted_here, must
    assert ("CommandLine", "nothing was imported") in wanted_here
    for context, text in wanted_here:
        node = translated.get((context, text))
        assert node is not None and node.text and node.get("type") != "unfinished", (context, text)
        assert _fields(node.text) == _fields(text), (context, text, node.text)
        if context == "ServiceErrors" and text.startswith("{file}"):
            assert node.text.startswith("{file}"), text  # the file's name stays first, as written


def test_a_catalog_file_with_many_bad_items_is_refused_in_ukrainian_on_the_catalog_page(  # type: ignore[no-untyped-def]
    db, ctx, qtbot, tmp_path: Path, uk, monkeypatch
) -> None:
    from desktop.ui.pages.catalog import Page

    before = cs.export_catalog(db)
    doc = _catalog_doc(db)
    bad = tmp_path / "bad_catalog.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    page = Page(ctx)
    qtbot.addWidget(page)
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append((box.informativeText(), box.detailedText())) or 0)
    assert page.import_file(bad) is False
    informative, details = shown[0]
    lines = details.splitlines()
    assert len(lines) == 12  # every item's problem, not the first only
    assert informative.startswith("bad_catalog.json, елемент 1, поле 'kind': ")
    assert informative.endswith("(і ще проблем: 11)")
    assert lines[1].startswith("елемент 2 (") and "MV-02" in lines[1] and "поле 'points'" in lines[1]
    assert _english_left([informative, *lines], _file_words(doc, bad)) == []
    assert cs.export_catalog(db) == before  # nothing written


def test_a_squads_file_with_many_bad_squads_is_refused_in_ukrainian_on_the_squads_page(  # type: ignore[no-untyped-def]
    db, ctx, qtbot, tmp_path: Path, uk, monkeypatch
) -> None:
    from desktop.ui.pages.squads import Page

    doc = _squads_doc()
    bad = tmp_path / "bad_squads.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    page = Page(ctx)
    qtbot.addWidget(page)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: 0)
    assert page.import_file(bad) is False
    box = page.last_error_box
    lines = box.detailedText().splitlines()
    numbers = sorted({int(m.group(1)) for line in lines if (m := re.match(r"загін (\d+)", line))})
    assert numbers == list(range(1, 12))  # every squad with a problem (the second H too: listed twice)
    assert box.informativeText().startswith(f"{bad}, загін 1, поле 'kind': невідомий тип загону 'chess.army'")
    assert _english_left([box.informativeText(), *lines], _file_words(doc, bad)) == []
    assert sq.list_squads(db) == []


def _cli(db_path: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "desktop", "--database", f"sqlite:///{db_path}", *args],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=120,
    )


def test_the_import_verbs_refuse_a_bad_file_in_ukrainian_with_lang_uk(db_path: Path, tmp_path: Path) -> None:
    from database.engine import Database

    database = Database.open(f"sqlite:///{db_path}")
    try:
        doc = _catalog_doc(database)
        before = cs.export_catalog(database)
    finally:
        database.close()
    bad = tmp_path / "bad_catalog.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    res = _cli(db_path, "--lang", "uk", "catalog", "import", str(bad))
    assert res.returncode == 1, res.stderr
    lines = res.stderr.splitlines()
    assert lines[0].startswith(f"toybox-arena catalog import: {bad}, елемент 1, поле 'kind': ")
    assert lines[-1] == "нічого не імпортовано" and len(lines) == 13
    assert all(line.startswith("  також: елемент ") for line in lines[1:-1])
    text = [line.removeprefix("toybox-arena catalog import: ") for line in lines]
    assert _english_left(text, _file_words(doc, bad)) == []

    squads = tmp_path / "bad_squads.json"
    squads.write_text(json.dumps(_squads_doc()), encoding="utf-8")
    res = _cli(db_path, "--lang", "uk", "squad", "import", str(squads))
    assert res.returncode == 1, res.stderr
    lines = [line.removeprefix("toybox-arena squad import: ") for line in res.stderr.splitlines()]
    assert lines[-1] == "нічого не імпортовано" and len(lines) > 10
    assert _english_left(lines, _file_words(_squads_doc(), squads)) == []

    english = _cli(db_path, "catalog", "import", str(bad))  # without --lang: the English it always printed
    assert english.returncode == 1
    assert english.stderr.splitlines()[1].startswith("  also: item 2 (figure MV-02), field 'points': ")
    assert english.stderr.splitlines()[-1] == "nothing was imported"

    database = Database.open(f"sqlite:///{db_path}")
    try:
        assert cs.export_catalog(database) == before and sq.list_squads(database) == []
    finally:
        database.close()


def test_a_key_or_name_that_looks_like_markup_is_shown_as_written(db, ctx, qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel

    from desktop.ui.pages.catalog import Page as CatalogPage
    from desktop.ui.pages.squads import Page as SquadsPage

    boxes: list[QMessageBox] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: boxes.append(box) or 0)
    doc = json.loads(cs.export_catalog(db, "attacktix.figure"))
    doc["items"] = doc["items"][:1]
    doc["items"][0]["data"].update(code="<b>MV-99</b>", speed=99)
    catalog_file = tmp_path / "markup.json"
    catalog_file.write_text(json.dumps(doc), encoding="utf-8")
    squads_file = tmp_path / "markup_squads.json"
    squads_file.write_text(
        json.dumps({"format": sq.FILE_FORMAT, "version": sq.FILE_VERSION,
                    "squads": [{"kind": "helix.helix", "name": "<i>H</i>", "data": {"slots": ["<b>g</b>"]}}]}),
        encoding="utf-8",
    )
    catalog_page, squads_page = CatalogPage(ctx), SquadsPage(ctx)
    qtbot.addWidget(catalog_page)
    qtbot.addWidget(squads_page)
    assert catalog_page.import_file(catalog_file) is False
    assert squads_page.import_file(squads_file) is False
    assert len(boxes) == 2
    for box, written in zip(boxes, (" <b>MV-99</b>)", "(helix.helix '<i>H</i>')"), strict=True):
        assert written in box.informativeText()
        label = box.findChild(QLabel, "qt_msgbox_informativelabel")
        assert label is not None and label.textFormat() == Qt.TextFormat.PlainText


def test_squad_import_of_a_file_that_cannot_be_read_is_refused_like_a_bad_file(db_path: Path, tmp_path: Path) -> None:
    missing = tmp_path / "gone.json"
    res = _cli(db_path, "--lang", "uk", "squad", "import", str(missing))
    assert res.returncode == 1
    lines = res.stderr.splitlines()
    assert lines[0].startswith(f"toybox-arena squad import: {missing}: файл не вдається прочитати (")
    assert lines[-1] == "нічого не імпортовано"
