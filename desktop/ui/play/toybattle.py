"""The Toy Battle board: play at this desk (hot-seat), against the computer, or watch two computers.

``ToyBattlePlayWidget(db, parent=None)`` is what the Play page shows for Toy Battle. The rules engine
(``desktop.games.toybattle``) is the referee: this widget only draws its state, offers its legal
decisions and sends the chosen one back. Computer decisions run in the thread pool.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLocale, QRectF, QSize, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QKeySequence, QPainter, QPaintEvent, QPalette, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.games.toybattle.engine import (
    COLOURS,
    DRAW,
    SKIP,
    USE,
    Action,
    Event,
    Game,
    GameLog,
    IllegalAction,
    Options,
    explain_placement,
    legal_actions,
    placement_targets,
    redact_event,
    result,
    view,
)
from desktop.games.toybattle.players import make_player
from desktop.games.toybattle.terrain import Terrain, load_builtin_terrains
from desktop.games.toybattle.troops import TROOP_KEYS

from .toybattle_scene import BoardScene, BoardView
from .toybattle_setup import GameSettings, SetupDialog, new_seed
from .toybattle_texts import (
    colour_name,
    event_text,
    illegal_text,
    prompt_text,
    reason_text,
    troop_effect,
    troop_name,
)
from .toybattle_tiles import COLOURS as QCOLOURS
from .toybattle_tiles import paint_tile

LEVEL_NAMES = ("easy", "normal", "hard")


# =====================================================================================================
# Small widgets: rack tiles, hidden racks, piles
# =====================================================================================================


class TileButton(QAbstractButton):
    """One troop on a rack: click to pick it. It shrinks (staying square) when the rack is narrow."""

    def __init__(self, colour: str, troop: str, blocked: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour = colour
        self.troop = troop
        self.blocked = blocked
        self.setCheckable(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setMinimumSize(36, 58)
        self.setMaximumWidth(58)
        self.set_key(None)
        self.setAccessibleName(troop_name(troop))

    def set_key(self, key: int | None) -> None:
        """The number key that picks this tile (shown in the tooltip)."""
        tip = f"{troop_name(self.troop)}: {troop_effect(self.troop)}"
        if key is not None:
            tip += "\n" + self.tr("Key %1 picks it.").replace("%1", str(key))
        if self.blocked:
            tip += "\n" + self.tr("Blocked by Battlefield: it cannot be placed this turn.")
        self.setToolTip(tip)

    def sizeHint(self) -> QSize:
        return QSize(58, 58)

    def tile_rect(self) -> QRectF:
        side = min(self.width(), self.height()) - 8
        return QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        paint_tile(
            p,
            self.tile_rect(),
            self.colour,
            self.troop,
            selected=self.isChecked(),
            blocked=self.blocked,
            dimmed=not self.isEnabled(),
        )
        if self.hasFocus():
            p.setPen(Qt.PenStyle.DotLine)
            p.drawRect(self.rect().adjusted(1, 1, -2, -2))
        p.end()


class BacksWidget(QWidget):
    """A hidden rack: tile backs (overlapping when space is short) and their number, never clipped."""

    TILE = 38
    STEP = 40

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.count = 0
        self.setMinimumHeight(50)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def text(self) -> str:
        return self.tr("%n hidden", "", self.count)

    def set_count(self, n: int) -> None:
        self.count = n
        self.setToolTip(self.tr("%n troop(s) on this rack, hidden.", "", n))
        self.updateGeometry()
        self.update()

    def _text_width(self) -> int:
        return self.fontMetrics().horizontalAdvance(self.text()) + 12

    def sizeHint(self) -> QSize:
        return QSize(4 + max(0, self.count - 1) * self.STEP + self.TILE + self._text_width(), 50)

    def minimumSizeHint(self) -> QSize:
        # the backs may overlap down to a quarter of a tile each; the count is always readable
        return QSize(4 + max(0, self.count - 1) * (self.TILE // 4) + self.TILE + self._text_width(), 50)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        text_w = self._text_width()
        room = self.width() - 4 - self.TILE - text_w
        step = float(self.STEP)
        if self.count > 1:
            step = max(self.TILE / 4, min(step, room / (self.count - 1)))
        x = 4.0
        for _ in range(self.count):
            paint_tile(p, QRectF(x, 6, self.TILE, self.TILE), "blue", None)
            x += step
        right = x - step + self.TILE if self.count else 4.0
        p.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        p.drawText(
            QRectF(right + 8, 6, text_w, 38),
            int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
            self.text(),
        )
        p.end()


class PileDialog(QDialog):
    """The face-up discard pile of one colour."""

    def __init__(self, colour: str, pile: dict[str, int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("%1's discard pile").replace("%1", colour_name(colour)))
        layout = QVBoxLayout(self)
        grid = QGridLayout()
        if not pile:
            layout.addWidget(QLabel(self.tr("No troop has been discarded.")))
        for i, (troop, n) in enumerate(sorted(pile.items(), key=lambda kv: TROOP_KEYS.index(kv[0]))):
            tile = TileButton(colour, troop)
            tile.setCheckable(False)
            grid.addWidget(tile, i // 4, (i % 4) * 2)
            grid.addWidget(QLabel(f"× {n}"), i // 4, (i % 4) * 2 + 1)
        layout.addLayout(grid)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)


class PlayerBar(QFrame):
    """One side of the table: name and counts on the left, the rack (face up or backs), the Draw button."""

    def __init__(self, board: ToyBattlePlayWidget) -> None:
        super().__init__()
        self.board = board
        self.colour = "blue"
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("playerBar")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 4, 8, 4)
        info = QVBoxLayout()
        info.setSpacing(2)
        self.name = QLabel()
        self.name.setWordWrap(True)
        self.name.setMinimumWidth(120)
        self.name.setMaximumWidth(190)
        font = self.name.font()
        font.setBold(True)
        self.name.setFont(font)
        info.addWidget(self.name)
        counts = QHBoxLayout()
        counts.setSpacing(6)
        self.reserve = QLabel()
        counts.addWidget(self.reserve)
        self.discard = QToolButton()
        self.discard.setAutoRaise(False)
        self.discard.clicked.connect(lambda: board.show_discards(self.colour))
        counts.addWidget(self.discard)
        counts.addStretch(1)
        info.addLayout(counts)
        layout.addLayout(info)
        self.tiles_box = QWidget()
        self.tiles = QHBoxLayout(self.tiles_box)
        self.tiles.setContentsMargins(0, 0, 0, 0)
        self.tiles.setSpacing(2)
        self.tiles.addStretch(1)
        layout.addWidget(self.tiles_box, 1)
        self.backs = BacksWidget()
        layout.addWidget(self.backs, 1)
        self.draw_button = QPushButton()
        self.draw_button.clicked.connect(board.draw)
        self.draw_button.setMinimumHeight(36)
        layout.addWidget(self.draw_button)
        self.buttons: list[TileButton] = []

    def show_rack(
        self,
        colour: str,
        rack: dict[str, int] | None,
        blocked: dict[str, int],
        count: int,
        reserve: int,
        discard: int,
        title: str,
        selectable: bool,
        selected: str | None,
        placeable: set[str],
        show_draw: bool,
        can_draw: bool,
    ) -> None:
        self.colour = colour
        tint = QCOLOURS[colour].lighter(185).name()
        self.setStyleSheet(
            f"QFrame#playerBar {{ border-left: 8px solid {QCOLOURS[colour].name()}; "
            f"background: {tint}; }} QLabel {{ color: #1e1e1e; }}"
        )
        self.name.setText(title)
        for b in self.buttons:
            _discard_widget(b)
        self.buttons = []
        if rack is None:
            self.tiles_box.hide()
            self.backs.show()
            self.backs.set_count(count)
        else:
            self.backs.hide()
            self.tiles_box.show()
            left_blocked = dict(blocked)
            for troop in TROOP_KEYS:
                for _ in range(rack.get(troop, 0)):
                    is_blocked = left_blocked.get(troop, 0) > 0
                    if is_blocked:
                        left_blocked[troop] -= 1
                    b = TileButton(colour, troop, is_blocked)
                    b.setEnabled(selectable and not is_blocked and troop in placeable)
                    b.setChecked(selected == troop and not is_blocked)
                    b.set_key(len(self.buttons) + 1 if selectable and len(self.buttons) < 9 else None)
                    b.clicked.connect(lambda _=False, t=troop: self.board.pick_troop(t))
                    self.tiles.insertWidget(self.tiles.count() - 1, b)
                    self.buttons.append(b)
        self.draw_button.setVisible(show_draw)
        self.draw_button.setEnabled(can_draw)
        self.draw_button.setText(self.tr("Draw"))
        self.draw_button.setToolTip(self.tr("Take 2 troops from your reserve (1 with 7 on the rack)."))
        self.reserve.setText(self.tr("Reserve: %1").replace("%1", str(reserve)))
        self.discard.setText(self.tr("Discard: %1").replace("%1", str(discard)))
        self.discard.setToolTip(self.tr("Show the face-up discard pile"))


# =====================================================================================================
# The board widget
# =====================================================================================================


class ToyBattlePlayWidget(QWidget):
    """Play Toy Battle. ``db`` (database.engine.Database) is accepted for symmetry and may be None."""

    def __init__(self, db: Any = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.terrains: dict[str, Terrain] = _terrains(db)
        self.game: Game | None = None
        self.settings = GameSettings(seed=new_seed())
        self.seats: dict[str, str] = {"blue": "person", "red": "hard"}
        self.players: dict[str, Any] = {}
        self.selected: str | None = None
        self.jungle_source: int | None = None
        self.revealed: str | None = None  # hot-seat: whose rack is currently uncovered
        self.animation_ms = 450
        self._logged = 0
        self._waiting = False
        self._last_nodes: set[int] = set()

        from .toybattle_worker import ComputerMover

        self.mover = ComputerMover(self)
        self.mover.done.connect(self._computer_done)
        self.mover.failed.connect(self._computer_failed)

        root = QHBoxLayout(self)
        root.setContentsMargins(4, 4, 4, 4)
        left = QVBoxLayout()
        self.top_bar = PlayerBar(self)
        self.bottom_bar = PlayerBar(self)
        self.scene = BoardScene(self)
        self.scene.node_clicked.connect(self.click_node)
        self.view = BoardView(self.scene)
        left.addWidget(self.top_bar)
        left.addWidget(self.view, 1)
        left.addWidget(self.bottom_bar)
        root.addLayout(left, 1)

        side = QVBoxLayout()
        side_box = QWidget()
        side_box.setLayout(side)
        side_box.setFixedWidth(330)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setStyleSheet("font-size: 15px; font-weight: bold;")
        self.medals = QLabel()
        self.medals.setWordWrap(True)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setMinimumHeight(40)
        self.choice_box = QWidget()
        self.choices = QHBoxLayout(self.choice_box)
        self.choices.setContentsMargins(0, 0, 0, 0)
        self.choice_buttons: list[QPushButton] = []
        prompt_buttons = QHBoxLayout()
        self.use_button = QPushButton()
        self.use_button.clicked.connect(self.use)
        self.skip_button = QPushButton()
        self.skip_button.clicked.connect(self.skip)
        prompt_buttons.addWidget(self.use_button)
        prompt_buttons.addWidget(self.skip_button)
        self.thinking = QProgressBar()
        self.thinking.setRange(0, 0)
        self.thinking.setTextVisible(False)
        self.thinking.setMaximumHeight(10)
        self.hurry_button = QPushButton()
        self.hurry_button.clicked.connect(self.mover.hurry)
        think_row = QHBoxLayout()
        think_row.addWidget(self.thinking, 1)
        think_row.addWidget(self.hurry_button)
        self.over_box = QFrame()
        self.over_box.setFrameShape(QFrame.Shape.StyledPanel)
        self.over_box.setStyleSheet("QFrame { background: #fff6d6; border-radius: 6px; }")
        over_layout = QVBoxLayout(self.over_box)
        self.over_label = QLabel()
        self.over_label.setWordWrap(True)
        self.over_label.setStyleSheet("font-size: 15px;")
        self.rematch_button = QPushButton()
        self.rematch_button.clicked.connect(self.rematch)
        over_layout.addWidget(self.over_label)
        over_layout.addWidget(self.rematch_button)
        tools = QGridLayout()
        self.new_button = QPushButton()
        self.new_button.clicked.connect(self.new_game_dialog)
        self.undo_button = QPushButton()
        self.undo_button.clicked.connect(self.undo)
        self.save_button = QPushButton()
        self.save_button.clicked.connect(self.save_dialog)
        self.load_button = QPushButton()
        self.load_button.clicked.connect(self.load_dialog)
        self.rules_button = QPushButton()
        self.rules_button.clicked.connect(self.show_rules)
        tools.addWidget(self.new_button, 0, 0)
        tools.addWidget(self.undo_button, 0, 1)
        tools.addWidget(self.save_button, 1, 0)
        tools.addWidget(self.load_button, 1, 1)
        tools.addWidget(self.rules_button, 2, 0, 1, 2)
        self.log_title = QLabel()
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.log.setAlternatingRowColors(True)
        side.addWidget(self.status)
        side.addWidget(self.medals)
        side.addWidget(self.prompt)
        side.addWidget(self.choice_box)
        side.addLayout(prompt_buttons)
        side.addLayout(think_row)
        side.addWidget(self.over_box)
        side.addLayout(tools)
        side.addWidget(self.log_title)
        side.addWidget(self.log, 1)
        root.addWidget(side_box)

        # hot-seat cover (hides the racks while the device changes hands)
        self.cover = QFrame(self)
        self.cover.setStyleSheet("QFrame#cover { background: rgba(40, 36, 30, 235); }")
        self.cover.setObjectName("cover")
        cover_layout = QVBoxLayout(self.cover)
        cover_layout.addStretch(1)
        self.cover_label = QLabel()
        self.cover_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.cover_label.setStyleSheet("color: white; font-size: 28px; font-weight: bold;")
        self.cover_button = QPushButton()
        self.cover_button.setMinimumHeight(40)
        self.cover_button.clicked.connect(self.reveal)
        cover_layout.addWidget(self.cover_label)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.cover_button)
        row.addStretch(1)
        cover_layout.addLayout(row)
        cover_layout.addStretch(1)
        self.cover.hide()

        self._flash = QVariantAnimation(self)
        self._flash.setStartValue(1.0)
        self._flash.setEndValue(0.0)
        self._flash.setDuration(900)
        self._flash_nodes: list[Any] = []
        self._flash.valueChanged.connect(self._flash_step)

        self.auto_setup = True  # open the set-up dialog the first time the board is shown
        self._shown_once = False
        self._dialog: SetupDialog | None = None
        self._actions()
        self.retranslate()
        self._idle()

    def _idle(self) -> None:
        """No game yet: show a terrain and invite to start one."""
        self.scene.set_terrain(self.terrains.get("castle") or next(iter(self.terrains.values())))
        for bar in (self.top_bar, self.bottom_bar):
            bar.hide()
        self.status.setText(self.tr("Toy Battle"))
        self.medals.setText("")
        self.prompt.setText(self.tr("Click “New game…” to choose a terrain, colours and an opponent."))
        for w in (self.use_button, self.skip_button, self.thinking, self.hurry_button, self.over_box):
            w.hide()
        self.undo_button.setEnabled(False)
        self.save_button.setEnabled(False)

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        if not self._shown_once:
            self._shown_once = True
            if self.auto_setup and self.game is None:
                QTimer.singleShot(0, self._first_setup)

    def _first_setup(self) -> None:
        # checked again: a game may have been started or loaded since the board was first shown
        if self.auto_setup and self.game is None and self.isVisible():
            self.new_game_dialog()

    # ------------------------------------------------------------------ set-up
    def _actions(self) -> None:
        # Window-wide shortcuts (they only fire while the board is shown), so that they work wherever the
        # focus is, e.g. on the sidebar just after opening the board. Load is Ctrl+L: Ctrl+O is the main
        # window's "Open database…" and two actions on one key cancel each other out.
        def add(key: QKeySequence.StandardKey | str, slot: Any) -> QShortcut:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)
            return shortcut

        self.undo_action = add(QKeySequence.StandardKey.Undo, self.undo)
        self.save_action = add(QKeySequence.StandardKey.Save, self.save_dialog)
        self.open_action = add("Ctrl+L", self.load_dialog)
        self.new_action = add(QKeySequence.StandardKey.New, self.new_game_dialog)
        self.escape_action = add("Esc", self.clear_selection)
        self.use_action = add("Return", self.use)
        self.use_enter_action = add("Enter", self.use)
        self.key_actions = [add(str(n), lambda i=n - 1: self.pick_index(i)) for n in range(1, 10)]

    def retranslate(self) -> None:
        self.use_button.setText(self.tr("Use"))
        self.skip_button.setText(self.tr("Skip"))
        self.hurry_button.setText(self.tr("Move now"))
        self.hurry_button.setToolTip(self.tr("Ask the computer to decide now with what it has found"))
        self.rematch_button.setText(self.tr("Rematch"))
        self.new_button.setText(self.tr("New game…"))
        self.undo_button.setText(self.tr("Undo"))
        self.save_button.setText(self.tr("Save…"))
        self.load_button.setText(self.tr("Load…"))
        self.rules_button.setText(self.tr("Rules"))
        for button, action, tip in (
            (self.new_button, self.new_action, self.tr("Choose a terrain, colours and an opponent")),
            (self.undo_button, self.undo_action, self.tr("Take back your last turn (against the computer)")),
            (self.save_button, self.save_action, self.tr("Save this game to a file")),
            (self.load_button, self.open_action, self.tr("Go on with a saved game")),
            (self.use_button, self.use_action, self.tr("Use the effect")),
            (self.skip_button, None, self.tr("Do not use the effect")),
        ):
            key = action.key().toString(QKeySequence.SequenceFormat.NativeText) if action else ""
            button.setToolTip(f"{tip} ({key})" if key else tip)
        self.log_title.setText(self.tr("Game log"))
        if self.game is not None:
            self.refresh()

    def new_game_dialog(self) -> SetupDialog:
        """Open the set-up dialog (window-modal, non-blocking); accepting it starts the game."""
        if self._dialog is not None:
            self._dialog.raise_()
            return self._dialog
        dialog = SetupDialog(
            GameSettings(
                terrain=self.settings.terrain,
                colour=self.settings.colour,
                opponent=self.settings.opponent,
                first=self.settings.first,
                beginner=self.settings.beginner,
                seed=new_seed(),
            ),
            self,
            self.terrains,
        )
        self._dialog = dialog

        def finished(code: int) -> None:
            self._dialog = None
            if code == QDialog.DialogCode.Accepted.value:
                self.start_game(dialog.settings())
            dialog.deleteLater()

        dialog.finished.connect(finished)
        dialog.open()
        return dialog

    def start_game(self, settings: GameSettings) -> None:
        """Start a new game with these settings (no dialog)."""
        self.mover.cancel()
        self.settings = settings
        key = settings.resolved_terrain(list(self.terrains))
        options = Options(
            beginner=settings.beginner, first_player=None if settings.first == "random" else settings.first
        )
        self.seats = settings.seats()
        self._begin(Game(self.terrains[key], settings.seed, options, players=dict(self.seats)))

    def _begin(self, game: Game) -> None:
        self.game = game
        self.players = {}
        for colour, seat in self.seats.items():
            if seat != "person":
                seed = game.seed * 2 + (1 if colour == "blue" else 2)
                self.players[colour] = make_player(seat, seed)
        self.selected = None
        self.jungle_source = None
        self.revealed = None
        self._last_nodes = set()
        self._waiting = False
        self._flash.stop()
        self._flash_nodes = []
        self.scene.set_terrain(game.terrain)
        self.view.fit()
        for bar in (self.top_bar, self.bottom_bar):
            bar.show()
        self.save_button.setEnabled(True)
        self._rebuild_log()
        self.refresh()

    def rematch(self) -> None:
        s = self.settings
        self.start_game(GameSettings(s.terrain, s.colour, s.opponent, s.first, s.beginner, new_seed()))

    # ------------------------------------------------------------------ who sees what
    @property
    def hotseat(self) -> bool:
        return all(seat == "person" for seat in self.seats.values())

    @property
    def watching(self) -> bool:
        return all(seat != "person" for seat in self.seats.values())

    def person_colour(self) -> str | None:
        people = [c for c, seat in self.seats.items() if seat == "person"]
        return people[0] if len(people) == 1 else None

    def bottom_colour(self) -> str:
        assert self.game is not None
        if self.hotseat:
            return self.revealed or self.game.state.current_colour
        return self.person_colour() or "blue"

    def face_up(self, colour: str) -> bool:
        if self.watching:
            return True
        if self.hotseat:
            return colour == self.revealed and not self.cover.isVisible()
        return colour == self.person_colour()

    def log_viewer(self) -> str | None:
        if self.watching:
            return "all"
        if self.hotseat:
            return None
        return self.person_colour()

    def human_to_act(self) -> bool:
        if self.game is None or self.game.state.over:
            return False
        colour = self.game.state.current_colour
        if self.seats.get(colour) != "person":
            return False
        return not self.hotseat or self.revealed == colour

    # ------------------------------------------------------------------ rendering
    def refresh(self) -> None:
        game = self.game
        if game is None:
            return
        s = game.state
        stacks = {nid: s.stack(nid) for nid in game.terrain.node_ids if s.stack(nid)}
        self.scene.show_state(stacks, s.claimed_regions())
        self.scene.set_last(self._last_nodes)
        colour = s.current_colour
        # hot-seat: cover the racks when the other player takes over
        if self.hotseat and not s.over and self.revealed != colour:
            self.revealed = None
            self._show_cover(colour)
        else:
            self.cover.hide()
        human = self.human_to_act()
        legal = legal_actions(s) if human else []
        pending = s.pending()
        placing = human and (s.phase_name == "main" or (pending is not None and pending[0] == "capn"))
        placeable = {a.troop for a in legal if a.kind == "place" and a.troop}
        bottom = self.bottom_colour()
        top = "red" if bottom == "blue" else "blue"
        for bar, c in ((self.bottom_bar, bottom), (self.top_bar, top)):
            up = self.face_up(c)
            bar.show_rack(
                c,
                s.rack_of(c) if up else None,
                s.blocked_of(c) if up else {},
                s.rack_count(c),
                s.reserve_count(c),
                sum(s.discard_of(c).values()),
                self._seat_title(c),
                selectable=placing and c == colour,
                selected=self.selected if c == colour else None,
                placeable=placeable,
                show_draw=human and c == colour and s.phase_name == "main",
                can_draw=DRAW in legal,
            )
        target = game.terrain.medals_to_win
        self.medals.setText(
            self.tr("Medals — Blue: %1, Red: %2 (target %3)")
            .replace("%1", str(s.medals_of("blue")))
            .replace("%2", str(s.medals_of("red")))
            .replace("%3", str(target))
        )
        self._update_prompt(legal, pending)
        self._update_marks()
        self._update_log()
        person = self.person_colour()
        self.undo_button.setEnabled(person is not None and game.can_undo(person))
        self.undo_action.setEnabled(self.undo_button.isEnabled())
        if s.over:
            res = result(s)
            winner = colour_name(res["winner"])
            self.status.setText(self.tr("%1 wins!").replace("%1", winner))
            self.over_label.setText(
                self.tr("%1 wins: %2.\nMedals — Blue %3, Red %4. Turns played: %5.")
                .replace("%1", winner)
                .replace("%2", reason_text(res["ended"]))
                .replace("%3", str(res["medals_blue"]))
                .replace("%4", str(res["medals_red"]))
                .replace("%5", str(res["turns"]))
            )
            self.over_box.show()
        else:
            self.over_box.hide()
            self.status.setText(
                self.tr("Turn %1 — %2 to play").replace("%1", str(s.turn)).replace("%2", colour_name(colour))
            )
        thinking = self.mover.busy or self._waiting
        self.thinking.setVisible(thinking and not s.over)
        self.hurry_button.setVisible(self.mover.busy and not s.over and self.seats.get(colour) == "hard")
        self._maybe_start_computer()

    def _seat_title(self, colour: str) -> str:
        seat = self.seats.get(colour, "person")
        name = colour_name(colour)
        if seat == "person":
            if self.hotseat:
                return name
            return self.tr("%1 — you").replace("%1", name)
        level = {
            "easy": self.tr("Computer — Easy"),
            "normal": self.tr("Computer — Normal"),
            "hard": self.tr("Computer — Hard"),
        }.get(seat, seat)
        return f"{name} — {level}"

    def _update_prompt(self, legal: list[Action], pending: tuple[str, int] | None) -> None:
        for b in self.choice_buttons:
            _discard_widget(b)
        self.choice_buttons = []
        s = self.game.state if self.game else None
        self.use_button.setVisible(USE in legal)
        self.skip_button.setVisible(SKIP in legal)
        if s is None or s.over:
            self.prompt.setText("")
            return
        if not self.human_to_act():
            who = colour_name(s.current_colour)
            if self.hotseat:
                self.prompt.setText(self.tr("Waiting for %1.").replace("%1", who))
            else:
                self.prompt.setText(self.tr("%1 (computer) is thinking…").replace("%1", who))
            return
        if pending is None:
            if self.selected:
                targets = placement_targets(s, self.selected)
                if targets:
                    self.prompt.setText(
                        self.tr("Click a lit base to place %1 (Esc to put it back).").replace(
                            "%1", troop_name(self.selected)
                        )
                    )
                else:
                    self.prompt.setText(
                        self.tr("%1 has no legal target; hover a base to see why.").replace(
                            "%1", troop_name(self.selected)
                        )
                    )
            else:
                self.prompt.setText(self.tr("Your turn: pick a troop from your rack, or draw."))
            return
        effect, node = pending
        text = prompt_text(effect)
        if effect == "push_adjacent_enemy" and self.jungle_source is not None:
            text = self.tr(
                "Volcanic Jungle: now click the base to move it to (or click it again to pick another troop)."
            )
        self.prompt.setText(text)
        if effect == "recover_from_discard":
            for a in legal:
                if a.kind == "recover" and a.troop:
                    b = QPushButton(troop_name(a.troop))
                    b.setToolTip(self.tr("Take %1 back to your rack").replace("%1", troop_name(a.troop)))
                    b.clicked.connect(lambda _=False, act=a: self.play(act))
                    self.choices.addWidget(b)
                    self.choice_buttons.append(b)

    def _update_marks(self) -> None:
        game = self.game
        if game is None or not self.human_to_act():
            self.scene.set_marks({})
            return
        s = game.state
        marks: dict[int, str] = {}
        reasons: dict[int, str] = {}
        pending = s.pending()
        legal = legal_actions(s)
        if pending is None or pending[0] == "capn":
            if self.selected:
                targets = set(placement_targets(s, self.selected))
                for nid in game.terrain.node_ids:
                    if nid in targets:
                        marks[nid] = "target"
                    else:
                        why = explain_placement(s, self.selected, nid)
                        if why is not None:
                            reasons[nid] = illegal_text(why[0])
        elif pending[0] in ("jumbo", "return_to_rack"):
            for a in legal:
                if a.kind in ("discard", "return") and a.node is not None:
                    marks[a.node] = "source"
        elif pending[0] == "push_adjacent_enemy":
            moves = [a for a in legal if a.kind == "move"]
            if self.jungle_source is None:
                for a in moves:
                    marks[a.node] = "source"  # type: ignore[index]
            else:
                marks[self.jungle_source] = "source"
                for a in moves:
                    if a.node == self.jungle_source and a.dest is not None:
                        marks[a.dest] = "dest"
        self.scene.set_marks(marks, reasons)

    def _event_lines(self, events: list[Event]) -> list[str]:
        viewer = self.log_viewer()
        lines = []
        for ev in events:
            shown = ev if viewer == "all" else redact_event(ev, viewer)
            lines.append(event_text(shown))
        return lines

    def _rebuild_log(self) -> None:
        self.log.clear()
        self._logged = 0
        game = self.game
        if game is None:
            return
        s0 = game.history[0]
        if self.hotseat:
            seats = self.tr("Blue and Red play at this desk")
        else:
            seats = "; ".join(self._seat_title(c) for c in COLOURS)
        header = (
            self.tr("New game on %1, seed %2. %3. %4 starts.")
            .replace("%1", game.terrain.name)
            .replace("%2", str(game.seed))
            .replace("%3", seats)
            .replace("%4", colour_name(s0.current_colour))
        )
        if game.options.beginner:
            header += " " + self.tr("Beginner game: special bases have no effect.")
        self.log.addItem(header)
        self._update_log()

    def _update_log(self) -> None:
        game = self.game
        if game is None:
            return
        while self._logged < len(game.events):
            for line in self._event_lines(game.events[self._logged]):
                self.log.addItem(line)
            self._logged += 1
        self.log.scrollToBottom()

    def _show_cover(self, colour: str) -> None:
        self.cover_label.setText(self.tr("Pass to %1").replace("%1", colour_name(colour)))
        self.cover_button.setText(self.tr("I am %1: show my rack").replace("%1", colour_name(colour)))
        self.cover.setGeometry(self.rect())
        self.cover.show()
        self.cover.raise_()

    def reveal(self) -> None:
        if self.game is None:
            return
        self.revealed = self.game.state.current_colour
        self.cover.hide()
        self.refresh()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.cover.setGeometry(self.rect())

    # ------------------------------------------------------------------ user decisions
    def pick_troop(self, troop: str) -> None:
        if not self.human_to_act():
            return
        self.selected = None if self.selected == troop else troop
        self.refresh()

    def pick_index(self, index: int) -> None:
        """Number keys: pick (or put back) the index-th troop of the rack, as a click on it would."""
        if not self.human_to_act() or index >= len(self.bottom_bar.buttons):
            return
        tile = self.bottom_bar.buttons[index]
        if tile.isEnabled():
            self.pick_troop(tile.troop)

    def clear_selection(self) -> None:
        self.selected = None
        self.jungle_source = None
        self.refresh()

    def click_node(self, node_id: int) -> None:
        game = self.game
        if game is None or not self.human_to_act():
            return
        s = game.state
        legal = legal_actions(s)
        pending = s.pending()
        if pending is None or pending[0] == "capn":
            if self.selected:
                a = Action("place", self.selected, node_id)
                if a in legal:
                    self.play(a)
            return
        effect = pending[0]
        if effect == "jumbo":
            self._try(Action("discard", None, node_id), legal)
        elif effect == "return_to_rack":
            self._try(Action("return", None, node_id), legal)
        elif effect == "push_adjacent_enemy":
            if self.jungle_source is None:
                if any(a.kind == "move" and a.node == node_id for a in legal):
                    self.jungle_source = node_id
                    self.refresh()
            elif node_id == self.jungle_source:
                self.jungle_source = None
                self.refresh()
            else:
                self._try(Action("move", None, self.jungle_source, node_id), legal)

    def _try(self, action: Action, legal: list[Action]) -> None:
        if action in legal:
            self.play(action)

    def draw(self) -> None:
        if self.human_to_act() and DRAW in legal_actions(self.game.state):  # type: ignore[union-attr]
            self.play(DRAW)

    def use(self) -> None:
        if self.human_to_act() and USE in legal_actions(self.game.state):  # type: ignore[union-attr]
            self.play(USE)

    def skip(self) -> None:
        if self.human_to_act() and SKIP in legal_actions(self.game.state):  # type: ignore[union-attr]
            self.play(SKIP)

    def play(self, action: Action) -> None:
        """Play one decision for whoever is to move (the person's clicks end up here)."""
        game = self.game
        if game is None:
            return
        try:
            events = game.play(action)
        except IllegalAction as exc:
            QMessageBox.warning(self, self.tr("Not allowed"), str(exc))
            return
        self.selected = None
        self.jungle_source = None
        self._last_nodes = _touched(events)
        self.refresh()

    def undo(self) -> None:
        game = self.game
        person = self.person_colour()
        if game is None or person is None or not game.can_undo(person):
            return
        self.mover.cancel()
        self._waiting = False
        game.undo(person)
        self.selected = None
        self.jungle_source = None
        self._last_nodes = set()
        self._rebuild_log()
        self.refresh()

    # ------------------------------------------------------------------ the computer
    def _maybe_start_computer(self) -> None:
        game = self.game
        if game is None or game.state.over or self.mover.busy or self._waiting:
            return
        colour = game.state.current_colour
        player = self.players.get(colour)
        if player is None:
            return
        self.mover.start(player, view(game.state, colour))
        self.thinking.setVisible(True)

    def _computer_done(self, action: Action) -> None:
        game = self.game
        if game is None or game.state.over:
            return
        try:
            events = game.play(action)
        except IllegalAction as exc:  # pragma: no cover - a player bug
            self._computer_failed(str(exc))
            return
        self._last_nodes = _touched(events)
        self._animate()
        if self.animation_ms > 0:
            self._waiting = True
            QTimer.singleShot(self.animation_ms, self._after_animation)
        self.refresh()

    def _after_animation(self) -> None:
        self._waiting = False
        self.refresh()

    def _animate(self) -> None:
        if not self._last_nodes:
            return
        self._flash.stop()
        for item in self._flash_nodes:
            item.setScale(1.0)
        self._flash_nodes = [self.scene.nodes[n] for n in self._last_nodes if n in self.scene.nodes]
        self._flash.start()

    def _flash_step(self, value: object) -> None:
        for item in self._flash_nodes:
            item.setScale(1.0 + 0.18 * float(value))  # type: ignore[arg-type]

    def _computer_failed(self, message: str) -> None:
        self.log.addItem(self.tr("The computer player failed: %1").replace("%1", message))

    # ------------------------------------------------------------------ piles, rules, files
    def show_discards(self, colour: str) -> None:
        if self.game is None:
            return
        PileDialog(colour, self.game.state.discard_of(colour), self).exec()

    def show_rules(self) -> None:
        from desktop.ui.help import RulesDialog

        lang = "uk" if QLocale().language() == QLocale.Language.Ukrainian else "en"
        RulesDialog("toybattle", lang, self).exec()

    def save_to(self, path: str | Path) -> None:
        assert self.game is not None
        log = self.game.log
        log.players = dict(self.seats)
        data = log.to_dict()
        data["settings"] = {
            "colour": self.settings.colour,
            "opponent": self.settings.opponent,
            "terrain": self.settings.terrain,
            "first": self.settings.first,
        }
        Path(path).write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")

    def load_from(self, path: str | Path) -> None:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        log = GameLog.from_dict(data)
        seats = {c: log.players.get(c, "person") for c in COLOURS}
        for c, seat in seats.items():
            if seat not in ("person", *LEVEL_NAMES):
                seats[c] = "person"
        extra = data.get("settings") or {}
        self.mover.cancel()
        self.settings = GameSettings(
            terrain=str(extra.get("terrain", log.terrain)),
            colour=str(extra.get("colour", "blue")),
            opponent=str(extra.get("opponent", "person")),
            first=str(extra.get("first", "random")),
            beginner=log.options.beginner,
            seed=log.seed,
        )
        self.seats = seats
        game = Game(log.terrain_object(), log.seed, log.options, players=seats)
        for a in log.actions:
            game.play(a)
        self._begin(game)

    def save_dialog(self) -> None:
        if self.game is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save game"), "toybattle-game.json", self.tr("Toy Battle games (*.json)")
        )
        if path:
            try:
                self.save_to(path)
            except OSError as exc:
                QMessageBox.warning(self, self.tr("Save game"), str(exc))

    def load_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Load game"), "", self.tr("Toy Battle games (*.json)")
        )
        if path:
            try:
                self.load_from(path)
            except (OSError, ValueError, KeyError, IllegalAction) as exc:
                QMessageBox.warning(
                    self,
                    self.tr("Load game"),
                    self.tr("This file is not a Toy Battle game: %1").replace("%1", str(exc)),
                )

    def closeEvent(self, event: Any) -> None:  # pragma: no cover - app shutdown
        self.mover.cancel()
        super().closeEvent(event)


def _terrains(db: Any) -> dict[str, Terrain]:
    """The shipped terrains, plus the playable terrains of the catalog when a database is open."""
    terrains = load_builtin_terrains()
    if db is None:
        return terrains
    try:
        from desktop.services.catalog import list_items

        items = list_items(db, "toybattle.terrain")
    except Exception:  # noqa: BLE001 - the board still works with the shipped terrains
        return terrains
    for item in items:
        if item.needs_checking:
            continue
        data = dict(item.data)
        data.setdefault("key", item.key)
        data.setdefault("name", item.name)
        try:
            terrains[item.key] = Terrain.from_dict(data)
        except ValueError:
            continue
    return terrains


def _discard_widget(w: QWidget) -> None:
    """Remove a widget from its layout for good. Hidden first: a widget just added to a visible layout has a
    queued "show"; unparented (setParent(None)) before that runs, it popped up as a window of its own and
    took the focus, so the board's shortcuts stopped working."""
    w.hide()
    parent = w.parentWidget()
    if parent is not None and parent.layout() is not None:
        parent.layout().removeWidget(w)
    w.deleteLater()


def _touched(events: list[Event]) -> set[int]:
    nodes: set[int] = set()
    for ev in events:
        for key in ("node", "dest"):
            v = ev.data.get(key)
            if isinstance(v, int):
                nodes.add(v)
    return nodes
