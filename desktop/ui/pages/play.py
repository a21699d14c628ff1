"""The Play page: choose a game, then play it on its board."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.games.registry import GAMES
from desktop.ui.context import AppContext
from desktop.ui.play import board_available, board_class


class GameCard(QFrame):
    def __init__(self, game_key: str, page: Page) -> None:
        super().__init__()
        self.game_key = game_key
        self.page = page
        self.setObjectName("gameCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#gameCard { background: white; border: 1px solid #c8ccd2; border-radius: 8px; }")
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 18px; font-weight: bold;")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.button = QPushButton()
        self.button.setEnabled(board_available(game_key))
        self.button.clicked.connect(lambda: page.open_board(game_key))
        layout.addWidget(self.title)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignLeft)

    def retranslate(self, lang: str) -> None:
        game = GAMES[self.game_key]
        self.title.setText(game.name(lang))
        if board_available(self.game_key):
            self.text.setText(self.tr("Hot-seat at this desk or against the computer."))
            self.button.setText(self.tr("New game…"))
        else:
            self.text.setText(self.tr("The %1 board arrives with its own release.").replace("%1", game.name(lang)))
            self.button.setText(self.tr("Not available yet"))


class Page(QWidget):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.boards: dict[str, QWidget] = {}
        layout = QVBoxLayout(self)
        self.stack = QStackedWidget()
        layout.addWidget(self.stack)

        chooser = QWidget()
        chooser_layout = QVBoxLayout(chooser)
        self.heading = QLabel()
        self.heading.setStyleSheet("font-size: 20px; font-weight: bold;")
        chooser_layout.addWidget(self.heading)
        cards = QHBoxLayout()
        self.cards = [GameCard(key, self) for key in GAMES]
        for card in self.cards:
            card.setMinimumHeight(160)
            cards.addWidget(card)
        chooser_layout.addLayout(cards)
        chooser_layout.addStretch(1)
        self.stack.addWidget(chooser)
        self.chooser = chooser

        self.board_holder = QWidget()
        holder_layout = QVBoxLayout(self.board_holder)
        holder_layout.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        self.back = QPushButton()
        self.back.clicked.connect(self.show_chooser)
        top.addWidget(self.back)
        top.addStretch(1)
        holder_layout.addLayout(top)
        self.board_stack = QStackedWidget()
        holder_layout.addWidget(self.board_stack, 1)
        self.stack.addWidget(self.board_holder)
        self.retranslate()

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Choose a game"))
        self.back.setText(self.tr("← All games"))
        for card in self.cards:
            card.retranslate(self.ctx.lang)

    def open_board(self, game_key: str) -> QWidget | None:
        cls = board_class(game_key)
        if cls is None:
            return None
        board = self.boards.get(game_key)
        if board is None:
            board = cls(self.ctx.db)
            self.boards[game_key] = board
            self.board_stack.addWidget(board)
        self.board_stack.setCurrentWidget(board)
        self.stack.setCurrentWidget(self.board_holder)
        return board

    def show_chooser(self) -> None:
        self.stack.setCurrentWidget(self.chooser)
