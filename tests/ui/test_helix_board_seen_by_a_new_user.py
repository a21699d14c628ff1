"""What the every-board check found on the Battle Helix board (issue 23): the players' names in the side
colours could not be read on a dark palette, and the computer was "Computer (Normal) (computer)"."""

from __future__ import annotations

from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from desktop.ui import games, palette
from desktop.ui.games.helix.board import HelixBoard


def test_the_side_names_keep_their_contrast_on_a_dark_palette(qtbot) -> None:  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    before = app.palette()
    app.setPalette(palette.dark_palette())
    try:
        board = HelixBoard(None)
        qtbot.addWidget(board)
        board.start(games.ui_game("helix").quick_setup(None))
        board.show()
        window = app.palette().color(QPalette.ColorRole.Window)
        for panel in board.panels:
            panel.name.ensurePolished()
            ink = panel.name.palette().color(QPalette.ColorRole.WindowText)
            assert panel.name.text()
            assert palette.contrast(ink, window) >= 3.0, panel.name.text()
        board.shutdown()
    finally:
        app.setPalette(before)


def test_the_computer_is_not_called_a_computer_twice_while_it_thinks(qtbot) -> None:  # type: ignore[no-untyped-def]
    board = HelixBoard(None)
    qtbot.addWidget(board)
    setup = games.ui_game("helix").quick_setup(None)
    board.start({**setup, "seats": ["normal", "normal"], "names": ["Computer (Normal)", "Computer (Hard)"]})
    who = board.names[board.game.state.to_move]  # both are computers: whoever moves first
    assert board._title_text() == f"{who} is thinking…"
    board.shutdown()
