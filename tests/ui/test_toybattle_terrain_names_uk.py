"""Toy Battle's shipped terrains are named in the interface's language wherever a player reads them: the
game log, the set-up dialog's list and preview, the game-over lines and the resume offer; the log's first
line carries no seed number (review s8, item 11)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication

from desktop.ui import i18n
from desktop.ui.games.toybattle.board import ToyBattlePlayWidget
from desktop.ui.games.toybattle.setup import GameSettings, SetupDialog
from desktop.ui.play.worker import ComputerMover


@pytest.fixture
def uk(qtbot):  # type: ignore[no-untyped-def]
    assert i18n.install("uk")
    yield
    i18n.install("en")


@pytest.fixture
def board(qtbot, uk):  # type: ignore[no-untyped-def]
    w = ToyBattlePlayWidget(None)
    w.auto_setup = False
    w.animation_ms = 0
    qtbot.addWidget(w)
    w.resize(1024, 700)
    w.show()
    yield w
    w.mover.cancel()
    ComputerMover.wait_all(10_000)


def test_the_game_log_names_the_terrain_in_ukrainian_without_the_seed(board) -> None:  # type: ignore[no-untyped-def]
    settings = GameSettings(terrain="cemetery", colour="blue", opponent="person", first="blue", seed=1924056083)
    board.start_game(settings)
    first = board.log.item(0).text()
    assert first.startswith("Нова гра на місцевості Проклятий цвинтар.")
    assert "Cursed Cemetery" not in first and "1924056083" not in first and "зерно" not in first
    assert not re.search(r"\d{6}", first)


def test_game_over_and_resume_name_the_terrain_in_ukrainian(board, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.games.toybattle import board as module

    board.start_game(GameSettings(terrain="station", colour="blue", opponent="person", first="blue", seed=5))
    over = {"winner": "blue", "ended": "medals", "medals_blue": 7, "medals_red": 2, "turns": 9}
    monkeypatch.setattr(module, "result", lambda state: over)  # the game-over lines of a finished game
    assert "Місцевість: Станція Metal-X" in board.result_info()["lines"]
    assert ToyBattlePlayWidget.describe_state(board.save_state()).startswith("Станція Metal-X")


def test_the_set_up_dialog_lists_and_previews_terrains_by_their_ukrainian_names(qtbot, uk) -> None:  # type: ignore[no-untyped-def]
    dialog = SetupDialog(GameSettings(terrain="random", seed=3))
    qtbot.addWidget(dialog)
    names = [dialog.terrain.itemText(i) for i in range(dialog.terrain.count())]
    assert "Проклятий цвинтар" in names and "Cursed Cemetery" not in names
    assert dialog.terrain.itemData(names.index("Проклятий цвинтар")) == "cemetery"  # the key is kept
    english = dialog.terrains[dialog.settings().resolved_terrain(list(dialog.terrains))].name
    shown = dialog.preview_label.text()
    assert f"Випадково обрано: {QCoreApplication.translate('CatalogNames', english)}" in shown
    assert english not in shown and "зерн" not in shown


def test_the_saved_set_up_editor_lists_terrains_by_their_ukrainian_names(qtbot, db, uk) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.games.toybattle.setup_editor import SetupEditor

    editor = SetupEditor()
    qtbot.addWidget(editor)
    editor.reload_catalog(db)
    names = [editor.terrain.itemText(i) for i in range(editor.terrain.count())]
    assert "Вулканічні джунглі" in names and "Volcanic Jungle" not in names
    assert editor.terrain.itemData(names.index("Вулканічні джунглі")) == "jungle"
