"""A Ukrainian-speaking player's first hour: the open result form follows a live language switch; "best of"
is a plural ("1 гра", not "до 1 ігор"); units, Attacktix class names and terrain names are Ukrainian; a
colour is never declined as "гравця Червоний"; the apostrophe inside a word is the typographic one."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from desktop.ui import i18n

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "resources" / "translations" / "toybox_uk.ts"
TERRAINS = (
    "Battlefield", "Caribbean Sea", "Castle Field", "Cursed Cemetery", "City of Clouds", "Volcanic Jungle",
    "Tropical Pool", "Sunken Lagoon", "Caldera Ridge", "Stone Canyon",
)  # fmt: skip


@pytest.fixture
def uk(qtbot):  # type: ignore[no-untyped-def]
    assert i18n.install("uk")
    yield
    i18n.install("en")


def _translations() -> list[tuple[str, str, str]]:
    out = []
    for ctx in ET.parse(TS).getroot().iter("context"):
        for message in ctx.iter("message"):
            t = message.find("translation")
            if t is None or t.get("type") in ("obsolete", "vanished"):
                continue
            for text in [t.text or "", *(f.text or "" for f in t.findall("numerusform"))]:
                out.append((ctx.findtext("name") or "", message.findtext("source") or "", text))
    return out


def test_no_ascii_apostrophe_inside_a_ukrainian_word() -> None:
    bad = [(c, s, t) for c, s, t in _translations() if re.search(r"[а-яієїґ]['ʼ`][а-яієїґ]", t, re.I)]
    assert not bad, bad[:5]


def test_the_translation_tool_spells_the_apostrophe_typographically() -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location("translations_tool", ROOT / "tools" / "translations.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    root = ET.fromstring(
        "<TS><context><name>X</name><message><source>the computer</source>"
        "<translation>комп'ютер</translation></message></context></TS>"
    )
    assert tool.typographic_apostrophes(root) == 1
    assert root.find(".//translation").text == "комп’ютер"


def test_terrain_names_and_the_tix_unit_are_ukrainian_in_every_message() -> None:
    bad = [
        (c, s, t)
        for c, s, t in _translations()
        if any(name in t for name in TERRAINS) or re.search(r"\btix\b", t)
    ]
    assert not bad, bad[:5]


def test_a_colour_is_not_declined_after_gravtsia() -> None:
    bad = [(c, s, t) for c, s, t in _translations() if "гравця %1" in t and "%1's" in s]
    assert not bad, bad


def test_best_of_is_a_plural(uk) -> None:  # type: ignore[no-untyped-def]
    one = QCoreApplication.translate("TournamentsPage", "best of %n", "", 1)
    three = QCoreApplication.translate("TournamentsPage", "best of %n", "", 3)
    assert one == "1 гра" and "ігор" not in one
    assert three == "серія з 3 ігор"


def test_units_class_and_terrain_names_read_ukrainian(uk) -> None:  # type: ignore[no-untyped-def]
    from desktop.games.catalog_schema import get_kind
    from desktop.ui.catalog import values

    speed = get_kind("attacktix.figure").field("speed")
    assert values.field_label(speed).endswith("(тікс)")
    assert values.unit_text("g") == "г"
    assert values.ref_text("L", "Leader") == "L — Лідер"
    assert values.shown_name("Cursed Cemetery") == "Проклятий цвинтар"
    assert values.shown_name("Captain America") == "Captain America"  # a figure's name stays


def test_registration_status_in_words(uk) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.tournament import texts

    assert texts.registration_status("registered") == "Грає"


def test_open_result_form_follows_a_live_language_switch(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import tournament as svc
    from desktop.ui.main_window import MainWindow

    ev = svc.create_event(
        ctx.db, svc.EventSpec(name="Club", game="toybattle", stages=(svc.StageSpec("swiss", rounds=2),))
    )
    for name in ("Ada", "Bob"):
        svc.register_player(ctx.db, ev.summary.id, name)
    rnd = svc.publish_round(ctx.db, svc.pair_next_round(ctx.db, ev.summary.id).id)
    win = MainWindow(ctx)
    qtbot.addWidget(win)
    win.show()
    page = win.show_page("tournaments")
    qtbot.waitUntil(lambda: page.snapshot is not None and page.busy == 0, timeout=30000)
    match = next(m for m in rnd.matches if m.kind == "played")
    page.results_tab.open_match(next(m for m in page.snapshot.current.matches if m.id == match.id))
    form = page.results_tab.game_forms[0]
    assert form.title() == "Game 1"
    english = [label.text() for label in form.labels.values()]
    try:
        win.set_language("uk")
        assert form.title() == "Гра 1"
        assert [label.text() for label in form.labels.values()] != english
        assert all(re.search("[а-яіїє]", label.text(), re.I) for label in form.labels.values())
    finally:
        win.set_language("en")
    assert [label.text() for label in form.labels.values()] == english
