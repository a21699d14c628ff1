"""Battle Helix in the tournament's "Play this match": start with the players' helixes and the event's
settings, result (time called included) through the registry, keep and resume an unfinished battle."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from desktop.games import registry
from desktop.games.helix import helix as hx
from desktop.services import squads as svc
from desktop.ui.games.helix import data as hx_data
from desktop.ui.games.helix import match as helix_match
from desktop.ui.games.helix.board import HelixBoard
from desktop.ui.play.worker import Background


@pytest.fixture
def board(db, qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    monkeypatch.setattr(HelixBoard, "COMPUTER_DELAY_MS", 0)
    w = HelixBoard(db)
    qtbot.addWidget(w)
    yield w
    w.shutdown()
    Background.wait(10_000)


def test_registered_for_play_this_match():
    from desktop.ui.tournament import play_match

    assert play_match.can_play("helix")
    from desktop.ui import games

    assert games.ui_game("helix").match_adapter().result is helix_match.result


def test_start_result_time_called_save_and_load(board, db, tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    glyphs = [g for g in hx_data.glyphs(db) if not g.gold]
    rec = svc.save_squad(db, kind=hx.SQUAD_KIND, name="Tidal", data={"slots": [g.key for g in glyphs[:6]]})
    from desktop.services import tournament as tsvc

    regs = [SimpleNamespace(id=11, squad_id=rec.id), SimpleNamespace(id=12, squad_id=None)]
    monkeypatch.setattr(tsvc, "list_registrations", lambda db, event_id: regs)
    mv = SimpleNamespace(id=7, event_id=1, a=11, b=12, a_name="Ann", b_name="Bo")
    assert helix_match.start(board, mv, {"pieces": 4, "blast": "mirror"}, 1, "random") == "a"
    g = board.game
    assert g.setup.names == ("Ann", "Bo") and g.setup.pieces == 4 and g.setup.rules.blast == "mirror"
    assert [x.key for x in g.setup.helixes[0]] == [x.key for x in glyphs[:6]]  # A's registered helix
    assert len(g.setup.helixes[1]) == 6  # B registered without one: a sample helix
    assert board.match_id == 7
    assert helix_match.result(board, "a") is None  # not over yet
    board.call("black")
    timed = helix_match.result(board, "a", time_called=True)
    assert timed["ended"] == "time_called"
    registry.get("helix").score_result(timed)
    path = tmp_path / "match-7.game.json"
    assert helix_match.save(board, path)
    other = HelixBoard(db)
    helix_match.load(other, path)
    assert other.game.state.to_dict() == g.state.to_dict() and other.match_id == 7
    other.shutdown()
    for _ in range(500):
        if g.state.over:
            break
        board.call("white")
    res = helix_match.result(board, "a")
    assert res is not None and res["ended"] == "pieces"
    assert registry.get("helix").score_result(res).outcome_a.value in ("win", "loss")
