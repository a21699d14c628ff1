"""The Attacktix table (issue 28), driven with pytest-qt: the camera, toys with a hover card, aiming by mouse
and by keyboard with the predicted path, a topple into the defeated area, the outcome on the table, the
animation speed setting and the computer's paced, skippable turn. Animation is fast or off in most tests."""

from __future__ import annotations

import math

import pytest
from attacktix_ui_helpers import tipping_state
from PySide6.QtCore import QPoint, QPointF, Qt

from desktop.games.attacktix import engine as E
from desktop.ui.games.attacktix.board import AttacktixBoard
from desktop.ui.play.worker import ComputerMover

HOT_SEAT = {
    "seats": ["person", "person"],
    "seed": 3,
    "names": ["Blue", "Red"],
    "options": {"first_player": "a", "steady_hand": 100},
}


@pytest.fixture
def board(qtbot):  # type: ignore[no-untyped-def]
    w = AttacktixBoard(None)
    w.set_animation_speed("off", remember=False)
    qtbot.addWidget(w)
    w.resize(1024, 700)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.shutdown()
    ComputerMover.wait_all(10_000)


def pt(w: AttacktixBoard, x: float, y: float) -> QPoint:
    p = w.arena.to_screen(x, y)
    return QPoint(int(round(p.x())), int(round(p.y())))


def tipping_board(w: AttacktixBoard) -> tuple[E.GameState, dict]:  # type: ignore[type-arg]
    """The board on the helpers' tipping state: Blue's shooter 2.5 tix below a light Red figure."""
    state, action = tipping_state()
    w.start(dict(HOT_SEAT, options={"first_player": "a", "steady_hand": 100, "check_squads": False}))
    w.game.state = state
    w._refresh()
    return state, action


def test_the_wheel_zooms_about_the_pointer_and_fit_table_shows_the_whole_table_again(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    board.start(dict(HOT_SEAT))
    arena = board.arena
    fit = arena._frame()[0]
    anchor = arena.to_screen(10.0, 8.0)
    arena.zoom_by(2.0, anchor)
    assert arena._frame()[0] == pytest.approx(2 * fit)
    x, y = arena.to_table(anchor)
    assert (x, y) == (pytest.approx(10.0, abs=1e-6), pytest.approx(8.0, abs=1e-6))  # the point stays put
    # the whole table no longer fits; "Fit table" brings it back, centred
    assert arena.to_screen(36, 36).x() > arena.width()
    board.fit_button.click()
    assert arena.zoom == 1.0 and arena._frame()[0] == pytest.approx(fit)
    corner_a, corner_b = arena.to_screen(0, 0), arena.to_screen(36, 36)
    assert 0 <= corner_a.x() and corner_b.x() <= arena.width() and 0 <= corner_b.y() and corner_a.y() <= arena.height()


def test_plus_and_minus_zoom_and_dragging_the_empty_table_pans(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    board.start(dict(HOT_SEAT))
    arena = board.arena
    fit = arena._frame()[0]
    qtbot.keyClick(arena, Qt.Key.Key_Plus)
    qtbot.keyClick(arena, Qt.Key.Key_Plus)
    assert arena._frame()[0] == pytest.approx(fit * 1.25**2)
    before = arena.to_table(QPointF(100, 100))
    start = pt(board, 18.0, 20.0)  # the empty middle of the table
    assert arena.figure_at(QPointF(start)) is None
    qtbot.mousePress(arena, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(arena, pos=start + QPoint(60, 40))
    qtbot.mouseRelease(arena, Qt.MouseButton.LeftButton, pos=start + QPoint(60, 40))
    after = arena.to_table(QPointF(100, 100))
    scale = arena._frame()[0]
    assert after[0] == pytest.approx(before[0] - 60 / scale, abs=0.05)
    assert after[1] == pytest.approx(before[1] + 40 / scale, abs=0.05)
    assert not board.game.log  # panning is not a move
    qtbot.keyClick(arena, Qt.Key.Key_Minus)
    qtbot.keyClick(arena, Qt.Key.Key_F)
    assert arena.zoom == 1.0


def test_keyboard_aiming_turns_and_pulls_with_the_arrows_and_space_fires(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    board.start(dict(HOT_SEAT))
    arena = board.arena
    arena.setFocus()
    qtbot.keyClick(arena, Qt.Key.Key_N)
    aim = arena.key_aim
    assert aim is not None and board.game.state.fig(aim["fig"])["ctrl"] == 0
    fid, angle0, pull0 = aim["fig"], aim["angle"], aim["pull"]
    for _ in range(3):
        qtbot.keyClick(arena, Qt.Key.Key_Left)
    qtbot.keyClick(arena, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    for _ in range(4):
        qtbot.keyClick(arena, Qt.Key.Key_Up)
    qtbot.keyClick(arena, Qt.Key.Key_Down)
    angle = angle0 + math.radians(9.0) - math.radians(0.5)
    pull = min(1.0, pull0 + 0.15)
    assert arena.key_aim["angle"] == pytest.approx(angle) and arena.key_aim["pull"] == pytest.approx(pull)
    preview = arena._aim_preview(fid, angle, pull)  # what the aim line draws: the path to the first figure
    assert len(preview["path"]) >= 2
    qtbot.keyClick(arena, Qt.Key.Key_Space)
    shot = board.game.log[-1]["action"]
    assert shot == {"type": "attack", "fig": fid, "angle": pytest.approx(angle), "pull": pytest.approx(pull)}
    assert arena.key_aim is None and board.game.state.fig(fid)["fired"]


def test_a_mouse_aim_shows_the_predicted_path_to_the_figure_in_the_way_and_fires(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    state, _action = tipping_board(board)
    a, b = state.figures[0], state.figures[1]
    board.aim_button.setChecked(True)
    qtbot.mousePress(board.arena, Qt.MouseButton.LeftButton, pos=pt(board, a["x"], a["y"]))
    qtbot.mouseMove(board.arena, pos=pt(board, a["x"], a["y"] - 3))
    qtbot.mouseMove(board.arena, pos=pt(board, a["x"], a["y"] - 6))
    fid, angle, pull = board.arena._current_aim()
    assert fid == a["id"] and angle == pytest.approx(math.pi / 2, abs=0.05) and pull == pytest.approx(1.0, abs=0.05)
    preview = board.arena._aim_preview(fid, angle, pull)
    assert preview["struck"] == [b["id"]]
    end = preview["path"][-1]
    assert math.hypot(end[0] - b["x"], end[1] - b["y"]) < 1.2  # the line stops at the figure in the way
    board.arena.grab()  # the aim (path, cone, power bar) paints
    qtbot.mouseRelease(board.arena, Qt.MouseButton.LeftButton, pos=pt(board, a["x"], a["y"] - 6))
    assert board.game.log[-1]["action"]["type"] == "attack"


def test_a_toppled_figure_falls_over_then_goes_to_the_defeated_area_and_the_table_says_so(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    state, action = tipping_board(board)
    target = state.figures[1]
    board.animation_speed = 0.5  # slow enough that a loaded machine still paints frames during the fall
    board._play(action)
    arena = board.arena
    assert arena.animating()
    tilts = []
    qtbot.waitUntil(lambda: bool(arena.falling_figures()), timeout=5_000)
    while arena.animating():
        fall = arena.falling_figures().get(target["id"])
        if fall is not None:
            tilts.append(fall[3])
            assert target["id"] not in arena.shown_figures()  # falling, not standing
        arena.grab()  # a frame of the topple paints
        qtbot.wait(15)
    assert tilts and tilts[-1] > tilts[0] and max(tilts) == pytest.approx(math.pi / 2, abs=0.05)
    assert "knocked over" in arena.banner()
    s = board.game.state
    assert s.fig(target["id"])["zone"] == "defeated"
    lst = board.side_lists[1]
    texts = [lst.item(i).text() for i in range(lst.count())]
    defeated_at = texts.index("Defeated area")
    assert any(t.strip().startswith(str(s.data[target["code"]]["name"])) for t in texts[defeated_at:])
    assert any("knocked over" in board.log_list.item(i).text() or "defeated" in board.log_list.item(i).text()
               for i in range(board.log_list.count()))


def test_with_animation_off_the_outcome_is_still_written_on_the_table(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    _state, action = tipping_board(board)
    board._play(action)
    assert not board.arena.animating() and "knocked over" in board.arena.banner()


def test_the_hover_card_tells_the_figure(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    board.start(dict(HOT_SEAT))
    s = board.game.state
    f = next(g for g in s.in_play(0) if s.data[g["code"]].get("power"))
    qtbot.mouseMove(board.arena, pos=pt(board, f["x"], f["y"]))
    assert board.arena.hover == f["id"]
    lines = board.arena.card_lines(s, f["id"])
    d = s.data[f["code"]]
    text = "\n".join(lines)
    assert d["name"] in lines[0] and f"{d['points']} points" in text and "Can move" in text
    assert "reach" in text and "Power:" in text
    board.arena.grab()


def test_the_animation_speed_setting_is_offered_and_remembered(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.settings import settings

    assert [board.speed.itemData(i) for i in range(board.speed.count())] == ["off", "fast", "normal", "slow"]
    board.speed.setCurrentIndex(board.speed.findData("slow"))
    assert board.animation_speed == 0.5 and settings().value("play/attacktix_animation") == "slow"
    other = AttacktixBoard(None)
    qtbot.addWidget(other)
    assert other.speed.currentData() == "slow" and other.animation_speed == 0.5


def test_the_computer_turn_is_paced_each_move_and_shot_plays_and_it_can_be_skipped(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    board.animation_speed = 6.0
    played: list[str] = []
    real_move, real_shot = board.arena.animate_move, board.arena.animate
    board.arena.animate_move = lambda *a, **k: (played.append("move"), real_move(*a, **k))[1]
    board.arena.animate = lambda *a, **k: (played.append("shot"), real_shot(*a, **k))[1]
    board.start(dict(HOT_SEAT, seats=["person", "easy"]))
    board.end_button.click()
    qtbot.waitUntil(lambda: board.skip_button.isVisible(), timeout=5_000)
    qtbot.waitUntil(lambda: bool(played), timeout=20_000)
    assert "Skip" in board.skip_button.text()
    board.skip_button.click()  # the rest of the turn at once
    assert not board.arena.animating()
    qtbot.waitUntil(
        lambda: board.game.state.to_act == 0 and not board.mover.busy and not board.arena.animating(),
        timeout=30_000,
    )
    n = len(played)
    assert board.game.state.turn == 3 and not board.skip_button.isVisible()
    # the next computer turn is paced again
    board.end_button.click()
    qtbot.waitUntil(lambda: len(played) > n, timeout=20_000)
    board.skip_button.click()
    qtbot.waitUntil(lambda: board.game.state.to_act == 0 and not board.mover.busy, timeout=30_000)


def test_a_zoomed_in_camera_follows_the_shot_and_a_view_at_fit_stays_still(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    state, action = tipping_board(board)
    arena = board.arena
    arena.zoom_by(3.0, arena.to_screen(4.0, 30.0))  # zoomed in on a far corner
    middle = QPointF(arena.width() / 2, arena.height() / 2)
    far = arena.to_table(middle)
    target = state.figures[1]
    board.animation_speed = 1.0
    board._play(action)
    qtbot.waitUntil(lambda: arena.falling_figures() != {}, timeout=5_000)
    qtbot.wait(200)
    now = arena.to_table(middle)
    gap_before = math.hypot(far[0] - target["x"], far[1] - target["y"])
    assert math.hypot(now[0] - target["x"], now[1] - target["y"]) < gap_before - 3
    board.skip_computer_turn()  # finishes the animation at once
    assert not arena.animating()
    # at fit zoom the whole table shows: the camera does not move during a shot
    state, action = tipping_board(board)
    arena.fit_table()
    board._play(action)
    qtbot.waitUntil(lambda: arena.falling_figures() != {}, timeout=5_000)
    qtbot.wait(100)
    assert arena.zoom == 1.0 and arena.centre is None
    assert arena.to_table(middle) == (pytest.approx(18.0), pytest.approx(18.0))


def test_the_perspective_view_draws_the_same_state_and_the_mouse_still_finds_the_figures(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    board.start(dict(HOT_SEAT))
    arena = board.arena
    flat = {f["id"]: arena.to_screen(f["x"], f["y"]) for f in board.game.state.in_play()}
    qtbot.keyClick(arena, Qt.Key.Key_V)
    assert arena.perspective and board.perspective_button.isChecked()
    s = board.game.state
    near, far = arena.to_screen(0, 0), arena.to_screen(0, 36)
    assert arena.to_screen(36, 36).x() - far.x() < arena.to_screen(36, 0).x() - near.x()  # the far edge narrower
    for f in s.in_play():
        q = arena.to_screen(f["x"], f["y"])
        assert q != flat[f["id"]]
        assert arena.to_table(q) == (pytest.approx(f["x"], abs=1e-6), pytest.approx(f["y"], abs=1e-6))
        assert arena.figure_at(q) == f["id"]
    assert arena.local_scale(18, 2) > arena.local_scale(18, 34)  # nearer toys are bigger
    f = s.in_play(0)[0]
    reach = E.move_range(s, f["id"]).reach
    qtbot.mousePress(arena, Qt.MouseButton.LeftButton, pos=pt(board, f["x"], f["y"]))
    qtbot.mouseMove(arena, pos=pt(board, f["x"], f["y"] + 1))
    qtbot.mouseRelease(arena, Qt.MouseButton.LeftButton, pos=pt(board, f["x"], f["y"] + 1))
    g = board.game.state.fig(f["id"])
    assert g["y"] - f["y"] == pytest.approx(min(1.0, reach), abs=0.1)
    arena.grab()
    board.perspective_button.click()
    assert not arena.perspective


def test_a_new_game_during_the_computers_shot_leaves_the_new_game_to_its_players(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    board.animation_speed = 0.5  # slow: the computer's shot is still on the table when the new game starts
    board.start(dict(HOT_SEAT, seats=["easy", "person"]))
    qtbot.waitUntil(
        lambda: board.arena.animating() and board.game.log[-1]["action"]["type"] == "attack", timeout=30_000
    )
    board.start(dict(HOT_SEAT, seats=["person", "easy"], seed=4))
    assert not board.mover.busy
    qtbot.wait(1500)  # an old decision would have arrived by now
    assert board.game.log == [] and board.game.state.to_act == 0


def test_a_struck_figure_that_holds_wobbles_then_stands_still(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    state, action = tipping_board(board)
    target = state.figures[1]
    s = state.copy()
    s.data = {k: dict(v) for k, v in s.data.items()}
    s.data[target["code"]]["mass"] = 400.0  # too heavy to tip at this pull
    s.__dict__.pop("_derived_cache", None)
    _after, ev = E.apply(s, dict(action, pull=0.5), record=True)
    shot = ev[0]
    assert [h[0] for h in shot["hits"]] == [target["id"]] and not shot["defeated"]
    arena = board.arena
    arena.set_state(s, None)
    arena.animate(shot, s)
    fly = arena._anim["fly"]
    arena.elapsed_ms = lambda: (fly + 0.06) * 1000
    assert abs(arena.wobble(target["id"])) > 1.0 and arena.wobble(state.figures[0]["id"]) == 0.0
    arena.grab()
    assert "stands" in arena.banner()
    arena.elapsed_ms = lambda: (fly + 0.9) * 1000
    assert arena.wobble(target["id"]) == 0.0
    del arena.elapsed_ms
    arena.finish_animation()
