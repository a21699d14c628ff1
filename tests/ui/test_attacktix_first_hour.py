"""Issue 23's Attacktix points on the board: aim mode ends with the turn, shot results wrap in the log,
the game ends when the rules say so with every figure shown somewhere, and the words say what they mean."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPoint, QRect, Qt

from desktop.games.attacktix import engine as E
from desktop.ui.games.attacktix.board import AttacktixBoard
from desktop.ui.games.attacktix.setup import AttacktixSetupDialog
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
    w.animation_speed = 40.0
    qtbot.addWidget(w)
    w.resize(1024, 700)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.shutdown()
    ComputerMover.wait_all(10_000)


def _texts(w: AttacktixBoard, side: int) -> list[str]:
    lst = w.side_lists[side]
    return [lst.item(i).text() for i in range(lst.count())]


def test_aim_mode_ends_at_the_end_of_the_turn_so_the_next_drag_moves(board: AttacktixBoard, qtbot) -> None:  # type: ignore[no-untyped-def]
    board.start(dict(HOT_SEAT))
    board.aim_button.setChecked(True)
    assert board.arena.aim_mode
    board.end_button.click()
    assert not board.aim_button.isChecked() and not board.arena.aim_mode
    s = board.game.state
    f = s.in_play(1)[0]
    p = board.arena.to_screen(f["x"], f["y"])
    q = board.arena.to_screen(f["x"], f["y"] - 2)
    qtbot.mousePress(board.arena, Qt.MouseButton.LeftButton, pos=QPoint(int(p.x()), int(p.y())))
    qtbot.mouseMove(board.arena, pos=QPoint(int(q.x()), int(q.y())))
    qtbot.mouseRelease(board.arena, Qt.MouseButton.LeftButton, pos=QPoint(int(q.x()), int(q.y())))
    assert board.game.log[-1]["action"]["type"] == "move"
    assert not board.game.state.fig(f["id"])["fired"]


def test_shot_results_wrap_in_the_log_instead_of_being_cut(board: AttacktixBoard, qtbot) -> None:  # type: ignore[no-untyped-def]
    board.start(dict(HOT_SEAT))
    f = board.game.state.in_play(0)[0]
    board._play({"type": "attack", "fig": f["id"], "angle": math.pi / 2, "pull": 0.8})
    qtbot.waitUntil(lambda: not board.arena.animating(), timeout=10_000)
    lst = board.log_list
    width = lst.viewport().width()
    shots = [lst.item(i) for i in range(lst.count()) if lst.item(i).text().startswith("◎")]
    assert shots
    for item in shots:
        rect = lst.visualItemRect(item)
        needed = lst.fontMetrics().boundingRect(
            QRect(0, 0, width - 8, 10_000), Qt.TextFlag.TextWordWrap, item.text()
        )
        assert needed.width() > 0 and rect.width() <= width
        assert rect.height() >= needed.height(), item.text()
    assert lst.horizontalScrollBar().maximum() == 0


def test_last_figure_falling_with_a_power_that_cannot_save_it_ends_the_game_at_once(
    board: AttacktixBoard, qtbot
) -> None:  # type: ignore[no-untyped-def]
    cat = E.shipped_catalog()["figures"]
    blue = dict(cat["MV-07"], code="X-BLUE", power="thunderclap", wheel=[{"speed": 5, "colour": "white"}] * 26, mass=10.0)
    red = dict(cat["MV-07"])
    setup = dict(
        HOT_SEAT,
        squads=[[blue], [red, dict(cat["MV-08"])]],
        options={"first_player": "b", "steady_hand": 100, "check_squads": False},
    )
    board.start(setup)
    s = board.game.state
    b, r = s.in_play(0)[0], s.in_play(1)[0]
    b["x"], b["y"], r["x"], r["y"] = 18.0, 18.0, 18.0, 20.0
    with qtbot.waitSignal(board.game_finished, timeout=10_000) as blocker:
        board._play({"type": "attack", "fig": r["id"], "angle": -math.pi / 2, "pull": 1.0})
    assert blocker.args[0]["winner"] == "Red"
    s = board.game.state
    assert s.over and not s.pending and not board.arena.push_options
    assert s.fig(b["id"])["zone"] == "defeated"
    assert any(t.strip().startswith(blue["name"]) for t in _texts(board, 0))


def test_every_figure_is_shown_somewhere_even_while_falling_or_removed(board: AttacktixBoard) -> None:
    board.start(dict(HOT_SEAT))
    s = board.game.state
    s.in_play(0)[0]["zone"] = "falling"
    s.in_play(1)[0]["zone"] = "removed"
    board._refresh_panels()
    for f in s.figures:
        name = str(s.data[f["code"]]["name"])
        assert any(t.strip().startswith(name) for t in _texts(board, f["side"])), (name, f["zone"])


def test_the_side_panels_say_what_the_score_and_the_window_mean(board: AttacktixBoard) -> None:
    board.start(dict(HOT_SEAT))
    s = board.game.state
    s.points = [40, 0]
    board._refresh_panels()
    head = board.side_labels[0].text()
    assert "◀" not in head and "playing now" in head and "Score: 40 points for the opponent's defeated figures" in head
    assert board.side_labels[0].textFormat() == Qt.TextFormat.PlainText
    lines = " ".join(_texts(board, 0))
    assert "moves up to" in lines and "window" in lines and "power" in lines
    assert not any(t.endswith(", white") or t.endswith(", black") for t in _texts(board, 0))


def test_the_set_up_dialog_names_the_figures_chosen_here_instead_of_picked_on_the_spot(qtbot) -> None:  # type: ignore[no-untyped-def]
    dlg = AttacktixSetupDialog(None)
    qtbot.addWidget(dlg)
    text = dlg.squads[0].itemText(0)
    assert "Picked on the spot" not in text
    assert "Cyclops" in text and "Spider-Man" in text and "100 points" in text
