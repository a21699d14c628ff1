"""The Play page: the landing (games, resume, recent games), then a game on its board, in the Play frame.

Everything shared by the boards (menus, autosave and resume, quit confirmation, game-over overlay) is in
:mod:`desktop.ui.play.frame`; the main window reaches it through ``menu_actions``, ``edit_actions`` and
``confirm_close``.
"""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QVBoxLayout, QWidget

from desktop.ui.context import AppContext
from desktop.ui.play.frame import PlayFrame


class Page(QWidget):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.frame = PlayFrame(ctx)
        layout.addWidget(self.frame)

    # the main window's hooks
    def retranslate(self) -> None:
        self.frame.retranslate()

    def menu_actions(self) -> list[QAction]:
        return self.frame.menu_actions()

    def edit_actions(self) -> list[QAction]:
        return self.frame.edit_actions()

    def confirm_close(self) -> bool:
        return self.frame.confirm_close()

    def reload(self) -> None:
        self.frame.landing.refresh()

    # kept for callers of the former page
    @property
    def boards(self) -> dict[str, QWidget]:
        return self.frame.boards

    def open_board(self, game_key: str) -> QWidget | None:
        return self.frame.open_board(game_key)

    def show_chooser(self) -> None:
        self.frame.show_landing()
