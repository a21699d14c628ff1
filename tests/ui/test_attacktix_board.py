"""The Attacktix board (pytest-qt): the frame contract, drag to move and to aim, the shot animation, the
computer off the UI thread, undo of moves, save/load, choices, game over and rematch, the set-up dialog."""

from __future__ import annotations

import json
import math

import pytest
from PySide6.QtCore import QPoint, Qt

from desktop.games.attacktix import engine as E
from desktop.ui.games import board_class
from desktop.ui.games.attacktix.board import AttacktixBoard
from desktop.ui.games.attacktix.setup import AttacktixFigurePicker, AttacktixSetupDialog
from desktop.ui.play.worker import ComputerMover as AttacktixMover

HOT_SEAT = {
    "seats": ["person", "person"],
    "seed": 3,
    "names": ["Blue", "Red"],
    "options": {"first_player": "a", "steady_hand": 100},
}


@pytest.fixture
def board(qtbot):  # type: ignore[no-untyped-def]
    w = AttacktixBoard(None)
    w.animation_speed = 40.0
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.shutdown()
    AttacktixMover.wait_all(10_000)


def screen(w: AttacktixBoard, x: float, y: float) -> QPoint:
    p = w.arena.to_screen(x, y)
    return QPoint(int(round(p.x())), int(round(p.y())))


def drag(
    qtbot,
    w: AttacktixBoard,
    start: tuple[float, float],
    end: tuple[float, float],  # type: ignore[no-untyped-def]
    button: Qt.MouseButton = Qt.MouseButton.LeftButton,
) -> None:
    qtbot.mousePress(w.arena, button, pos=screen(w, *start))
    qtbot.mouseMove(w.arena, pos=screen(w, (start[0] + end[0]) / 2, (start[1] + end[1]) / 2))
    qtbot.mouseMove(w.arena, pos=screen(w, *end))
    qtbot.mouseRelease(w.arena, button, pos=screen(w, *end))


def test_registered_and_contract(board: AttacktixBoard, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert board_class("attacktix") is AttacktixBoard and board.game_key == "attacktix"
    assert not board.in_progress()
    with qtbot.waitSignal(board.title_changed):
        board.start(dict(HOT_SEAT))
    assert board.in_progress() and board.title().startswith("Blue")
    data = board.save_state()
    assert data["game"] == "attacktix" and json.loads(json.dumps(data)) == data
    assert "Blue" in AttacktixBoard.describe_state(data) and "1" in AttacktixBoard.describe_state(data)


def test_drag_moves_a_figure_within_its_reach_and_it_can_be_undone(board: AttacktixBoard, qtbot) -> None:  # type: ignore[no-untyped-def]
    board.start(dict(HOT_SEAT))
    s = board.game.state
    f = s.in_play(0)[0]
    reach = E.move_range(s, f["id"]).reach
    with qtbot.waitSignal(board.state_changed):
        drag(qtbot, board, (f["x"], f["y"]), (f["x"], f["y"] + 20))  # far beyond its reach: clamped
    g = board.game.state.fig(f["id"])
    assert g["y"] - f["y"] == pytest.approx(reach, abs=0.15) and g["moved"]
    assert board.can_undo()
    board.undo()
    assert board.game.state.fig(f["id"])["y"] == f["y"] and not board.game.state.fig(f["id"])["moved"]
    assert board.can_redo()
    board.redo()
    assert board.game.state.fig(f["id"])["moved"]


def test_drag_back_aims_and_the_shot_animates_then_cannot_be_undone(board: AttacktixBoard, qtbot) -> None:  # type: ignore[no-untyped-def]
    board.start(dict(HOT_SEAT))
    s = board.game.state
    f = s.in_play(0)[0]
    board.aim_button.setChecked(True)
    with qtbot.waitSignal(board.arena.animation_finished, timeout=10_000):
        drag(qtbot, board, (f["x"], f["y"]), (f["x"], f["y"] - 4))  # drag back: the shot goes up the table
    s2 = board.game.state
    assert s2.fig(f["id"])["fired"] and s2.attacks_used == 1
    shot = board.game.log[-1]["action"]
    assert shot["type"] == "attack" and shot["angle"] == pytest.approx(math.pi / 2, abs=0.05)
    assert shot["pull"] == pytest.approx(4 / 6, abs=0.05)
    assert not board.can_undo()
    assert any(board.log_list.item(i).text().startswith("◎") for i in range(board.log_list.count()))
    # the shot replays from the log
    with qtbot.waitSignal(board.arena.animation_finished, timeout=10_000):
        board.replay_last_shot()


def test_refused_move_says_why(board: AttacktixBoard, qtbot) -> None:  # type: ignore[no-untyped-def]
    board.start(dict(HOT_SEAT))
    f = board.game.state.in_play(0)[0]
    assert not board._play({"type": "move", "fig": f["id"], "x": f["x"], "y": f["y"] + 30})
    assert "Not allowed" in board.turn_label.text()


def test_the_computer_plays_its_turn_off_the_ui_thread(board: AttacktixBoard, qtbot) -> None:  # type: ignore[no-untyped-def]
    setup = dict(HOT_SEAT, seats=["person", "easy"])
    board.start(setup)
    board.end_button.click()
    qtbot.waitUntil(
        lambda: board.game.state.to_act == 0 and not board.mover.busy and not board.arena.animating(),
        timeout=30_000,
    )
    assert board.game.state.turn == 3
    assert any(e["action"]["type"] == "end_turn" for e in board.game.log[1:])


def test_save_and_load_round_trip_and_bad_data_leaves_the_game(board: AttacktixBoard, qtbot) -> None:  # type: ignore[no-untyped-def]
    board.start(dict(HOT_SEAT))
    f = board.game.state.in_play(0)[0]
    board._play({"type": "move", "fig": f["id"], "x": f["x"], "y": f["y"] + 2})
    board._play({"type": "attack", "fig": f["id"], "angle": 1.0, "pull": 0.8})
    qtbot.waitUntil(lambda: not board.arena.animating(), timeout=10_000)
    saved = json.loads(json.dumps(board.save_state()))
    state = board.game.state
    other = AttacktixBoard(None)
    qtbot.addWidget(other)
    other.load_state(saved)
    assert other.game.state == state
    for bad in (
        {"game": "toybattle"},
        {"game": "attacktix", "version": 1},
        {**saved, "version": 99},
        {**saved, "engine": {"setup": saved["engine"]["setup"], "log": [{"action": {"type": "fly"}}]}},
    ):
        with pytest.raises(ValueError):
            board.load_state(bad)
        assert board.game.state == state
    drifted = json.loads(json.dumps(saved))
    drifted["engine"]["log"][-1]["check"][0][2] += 1.0
    with pytest.raises(ValueError, match="differently"):
        board.load_state(drifted)


def test_game_over_overlay_data_and_rematch(board: AttacktixBoard, qtbot) -> None:  # type: ignore[no-untyped-def]
    board.start(dict(HOT_SEAT, options={"first_player": "a", "turn_limit": 2}))
    with qtbot.waitSignal(board.game_finished) as blocker:
        board.end_button.click()
        board.end_button.click()
    info = blocker.args[0]
    assert "Time called" in info["reason"] and len(info["lines"]) == 4 and info["winner"] is None
    assert not board.in_progress() and not board.end_button.isEnabled()
    seed = board.setup_data["seed"]
    board.rematch()
    assert board.in_progress() and board.setup_data["seed"] == seed + 1


def test_a_power_that_moves_opponents_is_dragged_and_confirmed(board: AttacktixBoard, qtbot) -> None:  # type: ignore[no-untyped-def]
    board.start(dict(HOT_SEAT))
    s = board.game.state
    # put a Thunderclap choice in front of Red by hand (a white window and a fall are covered by the engine tests)
    blue = s.in_play(0)
    s.pending.append(
        {
            "player": 1,
            "kind": "move_targets",
            "fig": s.in_play(1)[0]["id"],
            "power": "thunderclap",
            "action": "move_figures",
            "options": [f["id"] for f in blue],
            "count": 3,
            "distance": 4.0,
            "turn_wheels": False,
            "may_leave_arena": False,
        }
    )
    s.in_play(1)[0]["zone"] = "falling"
    board._refresh()
    board._ask_choice()
    assert board.arena.push_options and board.confirm_button.isVisible()
    f = blue[1]
    drag(qtbot, board, (f["x"], f["y"]), (f["x"] + 10, f["y"] + 10))
    assert f["id"] in board.arena.push
    board.confirm_button.click()
    g = board.game.state.fig(f["id"])
    assert math.hypot(g["x"] - f["x"], g["y"] - f["y"]) == pytest.approx(4.0, abs=0.15)
    assert not board.arena.push_options


def test_setup_dialog_builds_a_setup_and_refuses_wrong_points(qtbot) -> None:  # type: ignore[no-untyped-def]
    dlg = AttacktixSetupDialog(None)
    qtbot.addWidget(dlg)
    setup = dlg.setup()
    assert setup["seats"] == ["person", "normal"] and setup["options"]["level"] == "master"
    assert setup["options"]["steady_hand"] == 80 and setup["options"]["turn_limit"] == 0
    dlg.picked[0] = ["MV-01"]
    with pytest.raises(ValueError, match="40 points, not 100"):
        dlg.setup()
    dlg.level.setCurrentIndex(dlg.level.findData("quick"))
    with pytest.raises(ValueError, match="exactly 3"):
        dlg.setup()
    picker = AttacktixFigurePicker(E.shipped_catalog()["figures"], 100, ["MV-07", "MV-08"])
    qtbot.addWidget(picker)
    assert picker.codes() == ["MV-07", "MV-08"] and picker.points() == 70


def test_setup_dialog_offers_saved_squads(qtbot, db) -> None:  # type: ignore[no-untyped-def]
    from desktop.games.attacktix import squad as S
    from desktop.services import squads as svc

    cat = E.shipped_catalog()["figures"]
    refs = [S.figure_from_catalog(c, cat[c]) for c in ("MV-07", "MV-08", "MV-10")]
    squad = S.Squad(name="X-Team", entries=tuple(S.SquadEntry(r, 1) for r in refs))
    svc.save_squad(db, "attacktix.squad", "X-Team", S.squad_to_data(squad))
    dlg = AttacktixSetupDialog(db)
    qtbot.addWidget(dlg)
    i = dlg.squads[1].findText("X-Team", Qt.MatchFlag.MatchStartsWith)
    assert i > 0
    dlg.squads[1].setCurrentIndex(i)
    assert dlg.setup()["squads"][1] == ["MV-07", "MV-08", "MV-10"]


def test_a_tournament_match_starts_from_registration_snapshots_and_event_settings(
    board: AttacktixBoard,
) -> None:
    snap_a = {
        "kind": "equal_points",
        "entries": [{"key": "MV-07", "count": 1}, {"key": "MV-08", "count": 1}, {"key": "MV-10", "count": 1}],
        "backups": [{"key": "MV-14", "count": 1}],
    }
    snap_b = {
        "entries": [{"key": "MV-19", "count": 2}, {"key": "MV-20", "count": 1}, {"key": "MV-14", "count": 2}]
    }
    board.start(
        {
            "names": ["Ann", "Bob"],
            "squads": [snap_a, snap_b],
            "settings": {"steady_hand": 95, "point_limit": 100},
            "seed": 9,
            "match_id": 12,
        }
    )
    s = board.game.state
    assert s.options.steady_hand == 95 and s.options.turn_limit == 60 and board.seats == ["person", "person"]
    assert [f["code"] for f in s.zone("backup", 0)] == ["MV-14"] and len(s.in_play(1)) == 5
    with pytest.raises(ValueError):
        board.start({"squads": [{"entries": [{"count": 1}]}, ["MV-01"]]})
    assert board.game.state is s  # the running game is untouched


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)])
def test_the_board_fits_in_both_languages(qtbot, lang: str, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication, QPushButton

    from desktop.ui import i18n

    assert i18n.install(lang)
    try:
        w = AttacktixBoard(None)
        qtbot.addWidget(w)
        w.start(dict(HOT_SEAT))
        w.resize(*size)
        w.show()
        qtbot.waitExposed(w)
        for _ in range(3):
            QApplication.processEvents()
        if lang == "uk":
            assert "переміщуйте" in w.title()
        arena = w.arena
        assert min(arena.width(), arena.height()) >= 0.55 * size[1] - 80
        for b in w.findChildren(QPushButton):
            if b.isVisible():
                top_left = b.mapTo(w, QPoint(0, 0))
                assert w.rect().contains(top_left) and top_left.x() + b.width() <= w.width()
                assert b.width() >= b.fontMetrics().horizontalAdvance(b.text()), b.text()
        w.shutdown()
    finally:
        i18n.install("en")


def test_the_animation_shows_every_standing_figure_and_hides_the_fallen(board: AttacktixBoard, qtbot) -> None:  # type: ignore[no-untyped-def]
    from attacktix_ui_helpers import tipping_state

    board.start(dict(HOT_SEAT))
    before = board.game.state
    # a miss: nothing slides, every figure stays on the table during the animation
    _s, ev = E.apply(before, {"type": "attack", "fig": 1, "angle": -math.pi / 2, "pull": 0.3}, record=True)
    assert not ev[0]["hits"] and not ev[0]["frames"]
    board.arena.animate(ev[0], before, speed=0.01)
    assert set(board.arena.shown_figures()) == {f["id"] for f in before.in_play()}
    board.arena.finish_animation()
    # a hit that tips its target: hidden once the missile arrives
    state, action = tipping_state()
    _s, ev = E.apply(state, action, record=True)
    fallen = [int(k) for k in ev[0]["defeated"]]
    assert fallen
    board.arena.set_state(state, None)
    board.arena.animate(ev[0], state)
    board.arena.elapsed_ms = lambda: 100.0  # the missile is on its way
    assert set(fallen) <= set(board.arena.shown_figures())
    board.arena.elapsed_ms = lambda: 300.0  # it has arrived
    assert not set(fallen) & set(board.arena.shown_figures())
    assert set(board.arena.shown_figures()) == {f["id"] for f in state.in_play()} - set(fallen)
    board.arena.finish_animation()


def test_inside_the_play_frame_autosave_resume_and_game_over(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    from desktop.ui.play.frame import PlayFrame, autosave_path

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Close)
    f = PlayFrame(None)
    qtbot.addWidget(f)
    f.resize(1280, 800)
    f.show()
    assert f.landing.cards["attacktix"].button.isEnabled()
    board = f.start("attacktix", dict(HOT_SEAT, options={"first_player": "a", "turn_limit": 3}))
    assert isinstance(board, AttacktixBoard)
    host = f.hosts["attacktix"]
    assert host.title.text() == board.title() and board.title().startswith("Blue")
    fig_ = board.game.state.in_play(0)[0]
    board._play({"type": "move", "fig": fig_["id"], "x": fig_["x"], "y": fig_["y"] + 2})
    path = autosave_path("attacktix")
    assert path.exists() and json.loads(path.read_text("utf-8"))["engine"]["log"]
    assert f.act_undo.isEnabled()
    f.undo()
    assert not board.game.log
    state = board.game.state
    other = PlayFrame(None)
    qtbot.addWidget(other)
    other.show()
    assert other.landing.cards["attacktix"].resume_button.isVisible()
    assert other.resume("attacktix")
    assert other.boards["attacktix"].game.state == state
    for _ in range(3):
        board.end_button.click()
    assert host.overlay.isVisible() and not path.exists()
    f.rematch("attacktix")
    assert board.in_progress() and not host.overlay.isVisible()
    f.retranslate()
    for b in (f, other):
        b.shutdown()
