"""Play this match for Attacktix: the registered squads and the event's settings reach the board; the
finished (or time-called) game is recorded through the service; an unfinished game saves and loads."""

from __future__ import annotations

from pathlib import Path

from desktop.games.attacktix import engine as E
from desktop.games.attacktix import squad as S
from desktop.services import squads as sq
from desktop.services import tournament as svc
from desktop.ui.games.attacktix import match as M
from desktop.ui.games.attacktix.board import AttacktixBoard
from desktop.ui.tournament.play_match import can_play


def _event_with_squads(db) -> tuple[svc.MatchView, list[str]]:  # type: ignore[no-untyped-def]
    cat = E.shipped_catalog()["figures"]
    codes = (["MV-07", "MV-08", "MV-10"], ["MV-13", "MV-14", "MV-22"])
    ev = svc.create_event(
        db,
        svc.EventSpec(
            name="Tix night",
            game="attacktix",
            game_settings={"steady_hand": 90, "point_limit": 100},  # the squads below are worth 100
            stages=(svc.StageSpec("swiss", rounds=1),),
        ),
    )
    for i, name in enumerate(("Ann", "Bob")):
        refs = [S.figure_from_catalog(c, cat[c]) for c in codes[i]]
        squad = S.Squad(name=f"Squad {name}", entries=tuple(S.SquadEntry(r, 1) for r in refs))
        rec = sq.save_squad(db, "attacktix.squad", f"Squad {name}", S.squad_to_data(squad))
        reg = svc.register_player(db, ev.summary.id, name)
        svc.attach_squad(db, reg.id, rec.id)
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev.summary.id).id)
    m = rnd.matches[0]
    a_codes = codes[0] if m.a_name == "Ann" else codes[1]
    return m, a_codes


def test_play_this_match_uses_the_registered_squads_and_records(qtbot, db, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    assert can_play("attacktix")
    m, a_codes = _event_with_squads(db)
    board = AttacktixBoard(db)
    qtbot.addWidget(board)
    assert M.start(board, m, {"steady_hand": 90}, 1, "red") == "blue"
    s = board.game.state
    assert sorted(f["code"] for f in s.in_play(0)) == sorted(a_codes)
    assert s.names == [m.a_name, m.b_name] and s.first == 1 and s.options.steady_hand == 90
    assert board.seats == ["person", "person"]
    assert M.result(board, "blue") is None  # not finished yet
    path = tmp_path / "match.json"
    assert M.save(board, path)
    other = AttacktixBoard(db)
    qtbot.addWidget(other)
    M.load(other, path)
    assert other.game.state == board.game.state
    res = M.result(board, "blue", time_called=True)
    assert res["ended"] == "time_called" and res["winner"] == ""
    saved = svc.record_result(db, m.id, [res], expected_version=m.version)
    assert saved.status == "reported" and saved.games[0].result["ended"] == "time_called"
