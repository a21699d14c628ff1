"""A whole Master Battle against the computer on the Attacktix table inside the main window, at 1024×700 and
at 1920×1080 (issue 28): the person's side is played through the board as a person plays it (its decisions
from the Easy computer), the computer's turns are paced. Screens are written to the test's temporary folder
(``attacktix-<size>-<n>.png``, mid-shot ones marked ``shot``) to be looked at; the test checks what a person
needs at every step: the squad lists never scroll sideways, the title names the computer's turn in players'
words, the game reaches its end."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from test_every_page_readable import _close

from desktop.games.attacktix import players as P
from desktop.ui.main_window import MainWindow
from desktop.ui.play.worker import ComputerMover


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_a_whole_master_battle_against_the_computer_can_be_followed(size, ctx, qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Close)
    win = MainWindow(ctx)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    frame = win.show_page("play").frame
    try:
        assert frame.quick_game("attacktix")
        board = frame.boards["attacktix"]
        board.set_animation_speed("fast", remember=False)  # the first turns as played; then at once
        me = P.make_player("easy", seed=5)
        titles: list[str] = []
        board.title_changed.connect(titles.append)
        shots = n = 0

        def ready() -> bool:
            s = board.game.state
            return s.over or (board.person_to_act() is not None and not board.arena.animating())

        while not board.game.state.over and n < 300:
            if board.arena.animating() and shots < 2:
                qtbot.wait(120)
                win.grab().save(str(tmp_path / f"attacktix-{size[0]}-{n:03d}-shot.png"))
                shots += 1
            if not ready():
                qtbot.wait(10)
                continue
            s = board.game.state
            board.arena.clear_push()
            board._play(me.choose(s.copy()))
            n += 1
            if n in (1, 6, 30) or n % 40 == 0:
                win.grab().save(str(tmp_path / f"attacktix-{size[0]}-{n:03d}.png"))
            if n == 12:
                board.set_animation_speed("off", remember=False)
            for lst in board.side_lists:
                assert not lst.horizontalScrollBar().isVisible()
        qtbot.waitUntil(lambda: board.game.state.over, timeout=120_000)
        QApplication.processEvents()
        win.grab().save(str(tmp_path / f"attacktix-{size[0]}-over.png"))
        computer = [t for t in titles if board.game.state.names[1] in t and "turn" in t]
        assert computer and not any("(computer)" in t for t in titles)
    finally:
        frame.shutdown()
        ComputerMover.wait_all(10_000)
        _close(win, qtbot)
