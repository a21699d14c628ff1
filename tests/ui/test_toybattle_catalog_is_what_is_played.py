"""Toy Battle plays what the Catalog holds (review 9, item 8): a terrain deleted or archived in the Catalog is
no longer offered or played, one made or edited there is played as it is there; the eight troop types,
which the rules play whatever the catalog holds, cannot be deleted from it (the refusal says why)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop.services import catalog as cat
from desktop.ui.play.worker import Background, ComputerMover


@pytest.fixture
def window(ctx, qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    from desktop.ui.main_window import MainWindow

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    win = MainWindow(ctx)
    qtbot.addWidget(win)
    win.resize(1024, 700)
    win.show()
    qtbot.waitExposed(win)
    yield win
    page = win._pages.get("play")
    if page is not None:
        for b in page.frame.boards.values():
            getattr(b, "shutdown", lambda: None)()
    ComputerMover.wait_all(10_000)
    Background.wait(10_000)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Close)


def delete_in_catalog(win, kind: str, key: str, monkeypatch) -> list[str]:  # type: ignore[no-untyped-def]
    """Delete ``key`` on the Catalog page as a user does; the texts of any box shown."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text() + "\n" + box.informativeText()) or 0)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    page = win.show_page("catalog")
    assert page.select_kind(kind, force=True)
    assert page.select_item(key)
    page.delete_item()
    return shown


def test_a_terrain_deleted_in_the_catalog_is_not_played(qtbot, window, ctx, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    frame = window.show_page("play").frame
    assert frame.quick_game("toybattle")  # the board is built while station is in the catalog
    board = frame.boards["toybattle"]
    assert "station" in board.terrains
    assert delete_in_catalog(window, "toybattle.terrain", "station", monkeypatch) == []
    assert cat.find_item(ctx.db, "toybattle.terrain", "station") is None
    frame = window.show_page("play").frame
    for seed in range(40):  # a random terrain is never the deleted one
        board.start({"terrain": "random", "opponent": "person", "seed": seed})
        assert board.game.terrain.key != "station"
    with pytest.raises(ValueError, match="Unknown terrain: station"):
        board.start({"terrain": "station", "opponent": "person", "seed": 1})
    dialog = board._setup_dialog(board)
    offered = [dialog.terrain.itemData(i) for i in range(dialog.terrain.count())]
    dialog.deleteLater()
    assert "station" not in offered and "castle" in offered


def test_an_archived_terrain_is_not_offered_for_a_new_game(qtbot, window, ctx) -> None:  # type: ignore[no-untyped-def]
    cat.set_archived(ctx.db, "toybattle.terrain", "jungle", True)
    board = window.show_page("play").frame.board("toybattle")
    board.reload_terrains()
    assert "jungle" not in board.terrains and "castle" in board.terrains


def test_a_terrain_made_and_edited_in_the_catalog_is_played_as_it_is_there(qtbot, window, ctx) -> None:  # type: ignore[no-untyped-def]
    frame = window.show_page("play").frame
    board = frame.board("toybattle")  # built before the terrain exists
    made = cat.duplicate_item(ctx.db, "toybattle.terrain", "castle", "my-castle")
    data = dict(made.data, name="My Castle", medals_to_win=5)
    cat.update_item(ctx.db, "toybattle.terrain", "my-castle", data)
    castle = dict(cat.get_item(ctx.db, "toybattle.terrain", "castle").data)
    castle["medals_to_win"] = 4  # a shipped terrain edited
    cat.update_item(ctx.db, "toybattle.terrain", "castle", castle)
    board.start({"terrain": "my-castle", "opponent": "person", "seed": 3})
    assert board.game.terrain.name == "My Castle" and board.game.terrain.medals_to_win == 5
    board.start({"terrain": "castle", "opponent": "person", "seed": 3})
    assert board.game.terrain.medals_to_win == 4


def test_a_rematch_on_a_terrain_deleted_meanwhile_says_so(qtbot, window, ctx, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    frame = window.show_page("play").frame
    board = frame.board("toybattle")
    board.start({"terrain": "caribbean", "opponent": "person", "seed": 3})
    game = board.game
    cat.delete_item(ctx.db, "toybattle.terrain", "caribbean")
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: said.append(a[2]))
    frame.rematch("toybattle")
    assert said == ["The game could not start: Unknown terrain: caribbean"]
    assert board.game is game  # the finished board stays as it was


@pytest.mark.parametrize("troop", ["capn", "kwak"])
def test_the_troop_types_the_rules_play_cannot_be_deleted(qtbot, window, ctx, monkeypatch, troop: str) -> None:  # type: ignore[no-untyped-def]
    [box] = delete_in_catalog(window, "toybattle.troop", troop, monkeypatch)  # said, no archive offered
    assert box == (f"Troop {troop} cannot be deleted: the game's rules play every game with it, whatever the "
                   "catalog holds")
    assert cat.find_item(ctx.db, "toybattle.troop", troop) is not None
    with pytest.raises(cat.CatalogError, match="the game's rules play every game with it"):
        cat.delete_item(ctx.db, "toybattle.troop", troop)


def test_the_troop_refusal_is_in_ukrainian(qtbot, ctx) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui import i18n
    from desktop.ui.errors import error_text

    with pytest.raises(cat.CatalogError) as info:
        cat.delete_item(ctx.db, "toybattle.troop", "capn")
    assert i18n.install("uk")
    try:
        text = error_text(info.value)
    finally:
        i18n.install("en")
    assert "capn" in text and "rules" not in text and "catalog" not in text, text


def test_the_protected_troops_are_the_rules_own() -> None:
    from desktop.games.toybattle.catalog import TROOP
    from desktop.games.toybattle.troops import TROOP_KEYS

    assert TROOP.rules_keys == TROOP_KEYS


def test_a_troop_made_in_the_catalog_can_be_deleted(qtbot, ctx) -> None:  # type: ignore[no-untyped-def]
    cat.duplicate_item(ctx.db, "toybattle.troop", "roxy", "roxy-2")
    cat.delete_item(ctx.db, "toybattle.troop", "roxy-2")
    assert cat.find_item(ctx.db, "toybattle.troop", "roxy-2") is None


def test_an_event_match_plays_the_events_terrain_even_when_the_desks_catalog_deleted_it(qtbot, window, ctx) -> None:  # type: ignore[no-untyped-def]
    from types import SimpleNamespace

    from desktop.ui.games.toybattle.match import ADAPTER

    board = window.show_page("play").frame.board("toybattle")
    cat.delete_item(ctx.db, "toybattle.terrain", "station")
    mv = SimpleNamespace(id=7, event_id=1, round=1, a_name="Olena", b_name="Taras", a=1, b=2)
    ADAPTER.start(board, mv, {"terrain": "station"}, 1, "blue")
    assert board.game.terrain.key == "station"  # the event's settings do not change with a desk's catalog
    castle = dict(cat.get_item(ctx.db, "toybattle.terrain", "castle").data, medals_to_win=4)
    cat.update_item(ctx.db, "toybattle.terrain", "castle", castle)
    ADAPTER.start(board, mv, {"terrain": "castle"}, 2, "blue")
    assert board.game.terrain.medals_to_win == 4  # a shipped terrain as edited in the catalog, as before


@pytest.mark.parametrize("troop", ["capn", "kwak"])
def test_the_troop_types_the_rules_play_cannot_be_archived_either(qtbot, ctx, troop: str) -> None:  # type: ignore[no-untyped-def]
    """Archiving hides an item from new choices; the rules play these anyway, so it would mislead."""
    from desktop.ui import i18n
    from desktop.ui.errors import error_text

    with pytest.raises(cat.CatalogError, match="cannot be archived: the game's rules play every game") as info:
        cat.set_archived(ctx.db, "toybattle.troop", troop)
    assert not cat.find_item(ctx.db, "toybattle.troop", troop).archived
    assert i18n.install("uk")
    try:
        text = error_text(info.value)
    finally:
        i18n.install("en")
    assert troop in text and "архівувати не можна" in text, text
    cat.duplicate_item(ctx.db, "toybattle.troop", troop, f"{troop}-2")  # a troop made in the catalog may be
    assert cat.set_archived(ctx.db, "toybattle.troop", f"{troop}-2").archived
