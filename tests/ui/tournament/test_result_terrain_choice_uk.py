"""Toy Battle's result entry offers the terrain as a list of the terrains by their names in the interface's
language and stores the terrain's key; a value typed elsewhere is kept (review s8, item 10)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox

from desktop.games import registry
from desktop.ui import i18n
from desktop.ui.tournament.results_tab import GameForm


@pytest.fixture
def form(qtbot):  # type: ignore[no-untyped-def]
    assert i18n.install("uk")
    widget = GameForm(registry.get("toybattle"), 1, ("Олена", "Jonas López"))
    qtbot.addWidget(widget)
    yield widget
    i18n.install("en")


def test_the_terrain_is_chosen_by_its_ukrainian_name_and_stored_as_its_key(form) -> None:  # type: ignore[no-untyped-def]
    combo = form.widgets["terrain"]
    assert isinstance(combo, QComboBox) and not combo.isEditable()
    shown = [combo.itemText(i) for i in range(combo.count())]
    assert "Вулканічні джунглі" in shown and "jungle" not in shown and "Volcanic Jungle" not in shown
    form.set_result({"winner": "a", "terrain": "jungle"})
    assert combo.currentText() == "Вулканічні джунглі"
    assert form.result()["terrain"] == "jungle"
    combo.setCurrentIndex(shown.index("Проклятий цвинтар"))
    assert form.result()["terrain"] == "cemetery"
    combo.setCurrentIndex(0)
    assert "terrain" not in form.result()  # the field stays optional


def test_a_terrain_typed_elsewhere_is_kept_as_it_is(form) -> None:  # type: ignore[no-untyped-def]
    form.set_result({"winner": "b", "terrain": "Garage floor"})
    assert form.widgets["terrain"].currentText() == "Garage floor"
    assert form.result()["terrain"] == "Garage floor"


def test_the_terrain_names_follow_a_language_switch(form) -> None:  # type: ignore[no-untyped-def]
    form.set_result({"terrain": "jungle"})
    i18n.install("en")
    form.retranslate()
    assert form.widgets["terrain"].currentText() == "Volcanic Jungle"
    assert form.result()["terrain"] == "jungle"
