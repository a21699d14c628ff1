"""Issue #25, saved games: a malformed "Play this match" file (a list, integer results, deep nesting, a
damaged game) gives a message each time, never an exception; the match starts a new game."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop.services import tournament as svc
from desktop.ui.tournament import play_match
from desktop.ui.tournament.event_dialog import EventDialog

DEEP = "[" * 100_000 + "]" * 100_000


def _helix_event(db) -> int:  # type: ignore[no-untyped-def]
    dialog = EventDialog(None)
    dialog.name.setText("Helix night")
    dialog.game.setCurrentIndex(dialog.game.findData("helix"))
    dialog.settings_forms["helix"].editors["pieces"].setValue(4)
    ev = svc.create_event(db, dialog.spec())
    dialog.deleteLater()
    for i, name in enumerate(("Ada", "<font size=7 color=red>X</font>")):
        svc.register_player(db, ev.summary.id, name, rating=1600 - i)
    return ev.summary.id


def test_a_malformed_kept_match_gives_a_message_each_time_and_a_new_game(page, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    event_id = _helix_event(page.db)
    rnd = svc.publish_round(page.db, svc.pair_next_round(page.db, event_id).id)
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(event_id)
    qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)
    mv = rnd.matches[0]
    meta_path, log_path = play_match.saved_paths(mv.id)
    meta_path.parent.mkdir(parents=True, exist_ok=True)
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: said.append(a[2]))
    good_meta = {"match_id": mv.id, "event_id": event_id, "code": mv.code, "colour_a": "a", "between": False}
    cases = [
        (json.dumps([1, 2, 3]), None),
        (json.dumps({**good_meta, "results": [1, 2]}), None),
        (json.dumps({**good_meta, "results": [{"winner": "a", "pieces_left_a": 10**30}]}), None),
        (DEEP, None),
        (json.dumps({**good_meta, "results": []}), DEEP),  # the kept game itself
        (json.dumps({**good_meta, "results": []}), json.dumps({"game": "helix", "battle": [1]})),
    ]
    for meta_text, game_text in cases:
        meta_path.write_text(meta_text, encoding="utf-8")
        if game_text is not None:
            log_path.write_text(game_text, encoding="utf-8")
        said.clear()
        dialog = page.play_match(mv)  # used to raise (AttributeError, RecursionError...) every time
        assert dialog is not None
        assert len(said) == 1 and "could not be resumed" in said[0], (meta_text[:60], said)
        assert dialog.results == [] and dialog.board.game is not None  # a new game started
        assert dialog.info.text().count("<font size=7 color=red>X</font>") == 1  # the name, literally
        dialog.reject()  # keeps the new game: the next case writes over it
        for p in (meta_path, log_path):
            p.unlink(missing_ok=True)
    assert list(meta_path.parent.glob("*.bad-*"))  # the bad files were moved aside, not deleted


WON = {"winner": "a", "ended": "pieces", "pieces_left_a": 3, "pieces_left_b": 0}


@pytest.mark.parametrize("results", [[WON], []])
def test_a_well_formed_kept_match_resumes(page, qtbot, monkeypatch, results) -> None:  # type: ignore[no-untyped-def]
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: said.append(a[2]))
    event_id = _helix_event(page.db)
    rnd = svc.publish_round(page.db, svc.pair_next_round(page.db, event_id).id)
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(event_id)
    qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)
    mv = rnd.matches[0]
    first = page.play_match(mv)
    first.results = [dict(r) for r in results]
    first.reject()  # kept
    again = page.play_match(mv)
    assert not said and again.resumed and again.results == results
    again.reject()
