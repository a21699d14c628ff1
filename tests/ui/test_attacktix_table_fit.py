"""Issue 28's second pass on the Attacktix table: what a person follows at 1024×700 (squad lists that wrap
instead of scrolling sideways, the computer's turn in players' words, short labels at small scale), the
powers' pushes animated like shots, and a figure moved from the keyboard."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

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


def test_the_squad_lists_wrap_their_lines_at_1024_instead_of_scrolling_sideways(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    board.resize(900, 640)  # the board's share of a 1024×700 main window
    board.start(dict(HOT_SEAT, names=["Blue Thunderbolts of the North", "Red"]))
    qtbot.wait(50)
    for lst in board.side_lists:
        assert lst.count() > 3
        assert not lst.horizontalScrollBar().isVisible()
        room = lst.viewport().width()
        for i in range(lst.count()):
            rect = lst.visualItemRect(lst.item(i))
            assert rect.right() <= room + 1, lst.item(i).text()


def test_the_computers_turn_is_named_in_players_words(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    board.set_animation_speed("normal", remember=False)
    titles: list[str] = []
    board.title_changed.connect(titles.append)
    board.start(dict(HOT_SEAT, seats=["easy", "person"], names=["Robo", "Ann"]))
    qtbot.waitUntil(lambda: any("Robo" in t for t in titles), timeout=5_000)
    title = next(t for t in titles if "Robo" in t)
    assert "(computer)" not in title
    assert title == "Robo's turn: the computer is moving for them"


def _thunderclap_for_red(w: AttacktixBoard) -> list[dict]:  # type: ignore[type-arg]
    """A Thunderclap choice put in front of Red by hand (the engine's tests cover how it arises)."""
    s = w.game.state
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
    w._refresh()
    return blue


def test_a_powers_push_slides_the_figures_on_the_table_like_a_shot(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    board.start(dict(HOT_SEAT))
    board.set_animation_speed("normal", remember=False)
    blue = _thunderclap_for_red(board)
    f = dict(blue[1])
    arena = board.arena
    arena.push[f["id"]] = (f["x"] + 3.0, f["y"] + 2.0)
    arena.push_options = [g["id"] for g in blue]
    board._confirm_push()
    g = board.game.state.fig(f["id"])
    assert (g["x"], g["y"]) != (f["x"], f["y"])
    assert arena.animating()  # the push plays on the table, not at once
    arena.elapsed_ms = lambda: 0.0
    assert arena.shown_figures()[f["id"]] == pytest.approx((f["x"], f["y"]))
    duration = arena._anim["duration"]
    arena.elapsed_ms = lambda: duration * 500.0  # half way (at Normal speed)
    x, y = arena.shown_figures()[f["id"]]
    assert 0.1 < abs(x - f["x"]) < abs(g["x"] - f["x"]) - 0.1
    arena.elapsed_ms = lambda: duration * 1000.0
    assert arena.shown_figures()[f["id"]] == pytest.approx((g["x"], g["y"]))
    del arena.elapsed_ms
    with qtbot.waitSignal(arena.animation_finished, timeout=5_000):
        pass
    assert not arena.animating()


def test_a_figure_coming_back_into_play_slides_in_from_its_owners_edge(board) -> None:  # type: ignore[no-untyped-def]
    board.start(dict(HOT_SEAT))
    s = board.game.state
    f = s.in_play(1)[0]
    before = s.copy()
    before.fig(f["id"])["zone"] = "backup"
    slides = board._slides([{"kind": "placed", "fig": f["id"], "x": f["x"], "y": f["y"], "slot": 0}], before)
    start, end = slides[f["id"]]
    assert end == (f["x"], f["y"]) and start[1] > s.options.arena_size  # Red's edge is the far one
    board.arena.animate_slides(slides, s, 1.0)
    board.arena.elapsed_ms = lambda: 0.0
    assert board.arena.shown_figures()[f["id"]][1] > s.options.arena_size


def test_a_whole_turn_is_played_from_the_keyboard_move_shoot_and_end(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    board.start(dict(HOT_SEAT))
    arena = board.arena
    arena.setFocus()
    s = board.game.state
    qtbot.keyClick(arena, Qt.Key.Key_M)
    assert arena.key_move is not None
    fid = arena.key_move["fig"]
    x0, y0 = s.fig(fid)["x"], s.fig(fid)["y"]
    reach = arena.key_move["reach"]
    for _ in range(40):  # far up the table: stopped at the figure's reach
        qtbot.keyClick(arena, Qt.Key.Key_Up)
    tx, ty = arena.key_move["to"]
    assert tx == pytest.approx(x0) and ty - y0 == pytest.approx(reach, abs=1e-6)
    qtbot.keyClick(arena, Qt.Key.Key_Down)
    qtbot.keyClick(arena, Qt.Key.Key_Return)
    assert arena.key_move is None
    moved = board.game.state.fig(fid)
    assert moved["moved"] and moved["y"] > y0 + reach - 0.6 and moved["y"] <= y0 + reach
    assert board.game.log[-1]["action"]["type"] == "move"
    qtbot.keyClick(arena, Qt.Key.Key_N)
    assert arena.key_aim is not None
    qtbot.keyClick(arena, Qt.Key.Key_Space)
    assert board.game.log[-1]["action"]["type"] == "attack"
    qtbot.waitUntil(lambda: not arena.animating(), timeout=5_000)
    turn = board.game.state.turn
    qtbot.keyClick(arena, Qt.Key.Key_E)
    assert board.game.state.turn == turn + 1 and board.game.state.to_move == 1


def test_m_again_moves_on_to_the_next_figure_and_esc_lets_go(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    board.start(dict(HOT_SEAT))
    arena = board.arena
    arena.setFocus()
    qtbot.keyClick(arena, Qt.Key.Key_M)
    first = arena.key_move["fig"]
    qtbot.keyClick(arena, Qt.Key.Key_M)
    assert arena.key_move["fig"] != first and arena.selected == arena.key_move["fig"]
    qtbot.keyClick(arena, Qt.Key.Key_Right)
    qtbot.keyClick(arena, Qt.Key.Key_Escape)
    assert arena.key_move is None and board.game.log == []


def test_a_pinch_on_a_touchpad_zooms_about_the_fingers(board) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QNativeGestureEvent, QPointingDevice
    from PySide6.QtWidgets import QApplication

    board.start(dict(HOT_SEAT))
    arena = board.arena
    fit = arena._frame()[0]
    at = arena.to_screen(12.0, 9.0)
    pinch = QNativeGestureEvent(
        Qt.NativeGestureType.ZoomNativeGesture, QPointingDevice.primaryPointingDevice(), 2,
        at, at, arena.mapToGlobal(at), 0.5, QPointF(0, 0),
    )
    QApplication.sendEvent(arena, pinch)
    assert arena._frame()[0] == pytest.approx(1.5 * fit)
    x, y = arena.to_table(at)
    assert (x, y) == (pytest.approx(12.0, abs=1e-6), pytest.approx(9.0, abs=1e-6))


def _label_rect(arena, s, fid):  # type: ignore[no-untyped-def]
    """Where a standing toy's label lies on screen (its picture's label row)."""
    from PySide6.QtCore import QRectF

    f = s.fig(fid)
    d = s.data[f["code"]]
    scale = arena._frame()[0]
    room = arena.label_rooms(s).get(fid)
    pm, anchor = arena._toys.toy(d, int(f["ctrl"]), int(f["side"]), bool(f["fired"]), scale, 1.0, room)
    img = pm.toImage()
    r = float(d["base_radius"]) * scale
    top = int(anchor.y() + r * 1.15) + 2
    xs = [x for x in range(img.width()) if img.pixelColor(x, top).alpha() > 0]
    c = arena.to_screen(f["x"], f["y"])
    return QRectF(c.x() - anchor.x() + min(xs), c.y() - anchor.y() + top, max(xs) - min(xs) + 1, 4)


def test_labels_of_toys_side_by_side_at_1024_never_overlap_and_a_lone_toy_shows_its_whole_name(board, qtbot, tmp_path) -> None:  # type: ignore[no-untyped-def]
    board.resize(850, 640)  # the board's share of a 1024×700 main window
    board.start(dict(HOT_SEAT, options={"first_player": "a", "check_squads": False}))
    qtbot.wait(20)
    s = board.game.state
    arena = board.arena
    assert arena.width() < 500
    blue = s.in_play(0)
    s.data[blue[1]["code"]]["name"] = "Spider-Man of the Long Name"
    for apart in (2.2, 4.0, 6.0):  # a crowd: a row of toys a base and a bit apart, then further apart
        for i, f in enumerate(blue):
            f["x"], f["y"] = 8.0 + apart * i, 6.0
        board._refresh()
        rects = [_label_rect(arena, s, int(f["id"])) for f in blue]
        for a, b in zip(rects, rects[1:], strict=False):
            assert not a.intersects(b), (apart, a, b)
        board.grab().save(str(tmp_path / f"labels-{apart}.png"))
    red = s.in_play(1)[0]
    s.data[red["code"]]["name"] = "Doctor Octopus the Lone"
    red["x"], red["y"] = 18.0, 30.0
    for g in s.in_play(1)[1:]:
        g["x"], g["y"] = 4.0 + 26.0 * (g is s.in_play(1)[-1]), 22.0
    board._refresh()
    assert int(red["id"]) not in arena.label_rooms(s)
    lone = _label_rect(arena, s, int(red["id"]))
    from PySide6.QtGui import QFontMetricsF

    fm = QFontMetricsF(arena._toys.label_font(arena._frame()[0]))
    assert lone.width() > fm.horizontalAdvance("Doctor Octopus the Lone")


def test_a_camera_following_a_shot_redraws_only_the_toys_the_shot_moves(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    from attacktix_ui_helpers import tipping_state

    board.resize(1400, 900)
    board.start(dict(HOT_SEAT, options={"first_player": "a", "steady_hand": 100, "check_squads": False}))
    state, action = tipping_state()
    s = board.game.state
    for i, f in enumerate(s.in_play()):  # a crowded table: every squad figure stands somewhere
        f["x"], f["y"] = 4.0 + 4.0 * (i % 8), 20.0 + 4.0 * (i // 8)
    state.figures += [dict(f, id=100 + i) for i, f in enumerate(s.in_play())]
    state.data.update(s.data)
    state.__dict__.pop("_derived_cache", None)
    _after, ev = E.apply(state, action, record=True)
    shot = ev[0]
    arena = board.arena
    arena.set_state(state, None)
    arena.zoom_by(2.0, arena.to_screen(18.0, 10.0))
    arena.follow = True
    drawn: list[int] = []
    paint_toy = arena._paint_toy
    arena._paint_toy = lambda p, s, f, *a: (drawn.append(int(f["id"])), paint_toy(p, s, f, *a))[1]
    arena.animate(shot, state)
    moving = set(shot["falls"]) | set(shot["defeated"]) | {int(h[0]) for h in shot["hits"]} | {shot["fig"]}
    per_frame = []
    for k in range(1, 30):
        t = k / 60.0
        arena.elapsed_ms = lambda t=t: t * 1000.0
        focus = arena._focus(t)
        arena.look_at(focus[0], focus[1], 0.12)  # what the timer does while following
        drawn.clear()
        arena.repaint()
        per_frame.append(set(drawn))
    assert arena.centre != pytest.approx((18.0, 10.0))  # the camera did follow
    assert len(state.in_play()) - len(moving) >= 5
    assert all(frame <= moving for frame in per_frame), per_frame
    del arena.elapsed_ms
    arena.finish_animation()


def _toy(code: str, **kw):  # type: ignore[no-untyped-def]
    """A hand-made figure (as in the engine's tests): light, a white window always when ``white``."""
    d = {
        "code": code, "name": code, "franchise": "custom", "points": 30, "speed": 5, "white_count": 0,
        "wheel": None, "attacktix_class": "T", "marvel_class": None, "attack_kind": "shooter",
        "attack_range": 24.0, "attack_impulse": 600.0, "attack_spread": 0.0, "base_radius": 0.75,
        "mass": 20.0, "height": 3.0, "stability": None, "power": None, "power_figure": None,
        "power_class": None, "power_marvel_class": None, "effect": None,
    }
    d.update(kw)
    return d


def test_a_figure_its_power_brings_back_during_a_shot_slides_to_its_start_after_the_shot(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    import math

    white = [{"speed": 5, "colour": "white"} for _ in range(26)]
    s = E.new_game(
        [[_toy("A1", mass=30.0)], [_toy("B1", power="rescue", power_figure="B2", wheel=white), _toy("B2")]],
        seed=7,
        options={"first_player": "a", "steady_hand": 100, "check_squads": False},
    )
    a, b, c = s.figures
    b["x"], b["y"], a["x"], a["y"], c["x"], c["y"] = 18.0, 20.0, 18.0, 18.0, 30.0, 30.0
    board.start(dict(HOT_SEAT, options={"first_player": "a", "steady_hand": 100, "check_squads": False}))
    board.game.state = s
    board._refresh()
    board.set_animation_speed("fast", remember=False)
    board._play({"type": "attack", "fig": a["id"], "angle": math.pi / 2, "pull": 1.0})
    back = board.game.state.fig(b["id"])
    assert back["zone"] == "play" and back["y"] > 30  # Rescue: back on Red's starting area
    arena = board.arena
    assert arena.animating() and arena._anim["kind"] == "shot"
    qtbot.waitUntil(lambda: arena.animating() and arena._anim["kind"] == "move", timeout=10_000)
    start, end = arena._anim["slides"][b["id"]]
    assert end == (back["x"], back["y"]) and start[1] < 25  # from where it fell, to its start
    qtbot.waitUntil(lambda: not arena.animating(), timeout=10_000)


def test_a_label_behind_a_nearer_toy_is_cut_to_what_shows_beside_it(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    board.resize(850, 640)
    board.start(dict(HOT_SEAT, options={"first_player": "a", "check_squads": False}))
    s = board.game.state
    blue = s.in_play(0)
    back, front = blue[0], blue[1]
    back["x"], back["y"] = 18.0, 14.0
    front["x"], front["y"] = 18.4, 12.6  # nearer the viewer: its figure stands over the label behind it
    for i, f in enumerate(blue[2:] + s.in_play(1)):
        f["x"], f["y"] = 3.0 + 10.0 * i, 30.0 - 4.0 * (i % 2)
    board._refresh()
    arena = board.arena
    rooms = arena.label_rooms(s)
    assert rooms.get(int(back["id"]), 1e9) < 20  # no name: the points badge alone
    assert int(front["id"]) not in rooms  # the nearer toy's own label is free
