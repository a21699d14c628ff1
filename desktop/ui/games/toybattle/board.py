"""The Toy Battle board: play at this desk (hot-seat), against the computer, or watch two computers.

``ToyBattlePlayWidget(db, parent=None)`` is what the Play page shows for Toy Battle. The rules engine
(``desktop.games.toybattle``) is the referee: this widget only draws its state, offers its legal
decisions and sends the chosen one back. Computer decisions run in the thread pool.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QGuiApplication,
    QIcon,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPalette,
    QResizeEvent,
    QShortcut,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDialog,
    QDialogButtonBox,
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
from desktop.ui import hints
from desktop.ui.catalog.values import shown_name
from desktop.ui.games.toybattle.scene import BoardScene, BoardView, step_cursor
from desktop.ui.games.toybattle.setup import GameSettings, SetupDialog, new_seed
from desktop.ui.games.toybattle.texts import (
    colour_name,
    event_text,
    illegal_text,
    prompt_text,
    reason_text,
    troop_effect,
    troop_name,
)
from desktop.ui.games.toybattle.tiles import COLOURS as QCOLOURS
from desktop.ui.games.toybattle.tiles import paint_tile
from desktop.ui.palette import tint
from resources.icons import icon_path

LEVEL_NAMES = ("easy", "normal", "hard")


def _MEDAL_ICON() -> QIcon:  # noqa: N802 - a cached constant
    global _medal_icon
    if _medal_icon is None:
        _medal_icon = QIcon(icon_path("medal"))
    return _medal_icon


_medal_icon: QIcon | None = None


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


class MedalCounter(QWidget):
    """A player's medals as a counter on their bar: the medal icon and the number (target in the tooltip)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.count = 0
        self.target = 0
        self.flash = 0.0  # 0..1: a claim just landed here
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_count(self, n: int, target: int) -> None:
        self.count, self.target = n, target
        self.setToolTip(self.tr("%n medal(s); %1 to win", "", n).replace("%1", str(target)))
        self.setAccessibleName(self.toolTip())
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(26 + self.fontMetrics().horizontalAdvance(f"{self.count}/{self.target}") + 8, 26)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = 22 + 6 * self.flash
        _MEDAL_ICON().paint(p, QRectF((26 - side) / 2, (self.height() - side) / 2, side, side).toRect())
        p.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        font = p.font()
        font.setBold(True)
        p.setFont(font)
        p.drawText(
            QRectF(26, 0, self.width() - 26, self.height()),
            int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
            f"{self.count}/{self.target}",
        )
        p.end()


class StackPopup(QFrame):
    """The troops on one base, top first, as tiles with their names (closes on a click elsewhere / Esc)."""

    def __init__(self, node_id: int, stack: list[tuple[str, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Popup)
        self.setObjectName("stackPopup")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "#stackPopup { background: #fffaf0; border: 1px solid #8b8270; }"
            "#stackPopup QLabel { color: #1e1e1e; }"
        )
        layout = QVBoxLayout(self)
        count = len(stack)  # a plain name: lupdate skips tr(..., len(stack))
        title = QLabel(self.tr("Base %1: %n troop(s), top first", "", count).replace("%1", str(node_id)))
        font = title.font()
        font.setBold(True)
        title.setFont(font)
        layout.addWidget(title)
        self.rows: list[str] = []
        for colour, troop in reversed(stack):
            row = QHBoxLayout()
            tile = TileButton(colour, troop)
            tile.setCheckable(False)
            tile.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            tile.setFixedSize(40, 40)
            text = f"{colour_name(colour)} {troop_name(troop)}"
            self.rows.append(text)
            row.addWidget(tile)
            row.addWidget(QLabel(text), 1)
            layout.addLayout(row)


class PlayerBar(QFrame):
    """One side of the table: name and counts on the left, the rack (face up or backs), the Draw button."""

    def __init__(self, board: ToyBattlePlayWidget) -> None:
        super().__init__()
        self.board = board
        self.colour = "blue"
        self.active = False
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("playerBar")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 4, 8, 4)
        info = QVBoxLayout()
        info.setSpacing(2)
        self.name = QLabel()
        self.name.setWordWrap(True)
        self.name.setTextFormat(Qt.TextFormat.PlainText)  # a player's name: text from a user or a file
        self.name.setMinimumWidth(120)
        self.name.setMaximumWidth(190)
        font = self.name.font()
        font.setBold(True)
        self.name.setFont(font)
        name_row = QHBoxLayout()
        name_row.setSpacing(6)
        name_row.addWidget(self.name, 1)
        self.medal_counter = MedalCounter()
        name_row.addWidget(self.medal_counter)
        info.addLayout(name_row)
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

    def set_active(self, colour: str, active: bool) -> None:
        """The bar of the player to act is lit: a bright edge in their colour and a stronger tint. The tint is
        their colour mixed into the palette's window, so the palette's text (the labels, the medal count and
        "N hidden", which paint themselves) reads on it with a light and a dark palette alike."""
        self.colour, self.active = colour, active
        base = QCOLOURS[colour]
        window, role = QPalette.ColorRole.Window, QPalette.ColorRole.WindowText
        if active:
            fill = tint(base.name(), 0.4, role=window)
            style = (
                f"QFrame#playerBar {{ border: 3px solid {base.name()}; border-left: 12px solid {base.name()}; "
                f"background: {fill.name()}; border-radius: 4px; }}"
            )
        else:
            fill = tint(base.name(), 0.15, role=window)
            edge = tint(QGuiApplication.palette().color(role).name(), 0.25, role=window)
            style = (
                f"QFrame#playerBar {{ border: 1px solid {edge.name()}; "
                f"border-left: 8px solid {base.darker(110).name()}; "
                f"background: {fill.name()}; border-radius: 4px; }}"
            )
        if style != self.styleSheet():  # setting it again would send a palette change again: no loop
            self.setStyleSheet(style)

    def restyle(self) -> None:
        """Take the fill again from the palette (a palette changed while the game is open)."""
        if self.styleSheet():
            self.set_active(self.colour, self.active)

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
    """Play Toy Battle. ``db`` (database.engine.Database) is accepted for symmetry and may be None.

    The board side of the Play frame's contract (``desktop.ui.play.frame``): signals ``title_changed``,
    ``state_changed``, ``game_finished``; ``new_game``, ``start``, ``rematch``, ``in_progress``,
    ``save_state`` / ``load_state`` / ``describe_state``, ``can_undo`` / ``undo``, ``can_redo`` / ``redo``,
    ``title``.
    """

    game_key = "toybattle"
    title_changed = Signal(str)
    state_changed = Signal()
    game_finished = Signal(dict)

    def __init__(self, db: Any = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._title = ""
        self._finished_reported = False
        self._redo: list[Action] = []
        self.names: dict[str, str] = {}  # colour -> a player's name (tournament matches)
        self.db = db
        self.terrains: dict[str, Terrain] = _terrains(db)
        self.game: Game | None = None
        self.settings = GameSettings(seed=new_seed())
        self.seats: dict[str, str] = {"blue": "person", "red": "hard"}
        self.players: dict[str, Any] = {}
        self.selected: str | None = None
        self.jungle_source: int | None = None
        self.cursor: int | None = None  # the base the arrow keys point at (Enter plays there)
        self._cursor_nodes: list[int] = []  # the bases the cursor may go to now (the lit ones)
        self.revealed: str | None = None  # hot-seat: whose rack is currently uncovered
        self.animation_ms = 450
        self._logged = 0
        self._waiting = False
        self._last_nodes: set[int] = set()

        from desktop.ui.play.worker import ComputerMover

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
        self.scene.stack_requested.connect(self.show_stack)
        self.stack_popup: StackPopup | None = None
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
        self.keys_hint = QLabel()  # how to play the lit bases from the keyboard, while there are some
        self.keys_hint.setWordWrap(True)
        hints.as_hint(self.keys_hint)  # the palette's muted grey (disabled text was 3:1 on the dark palette)
        self.keys_hint.hide()
        for label in (self.status, self.medals, self.prompt):  # they name the players
            label.setTextFormat(Qt.TextFormat.PlainText)
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
        tools = QGridLayout()
        self.rules_button = QPushButton()
        self.rules_button.clicked.connect(self.show_rules)
        tools.addWidget(self.rules_button, 0, 0, 1, 2)
        self.speed_label = QLabel()
        self.speed = QComboBox()
        for key in ("off", "fast", "normal", "slow"):
            self.speed.addItem("", key)
        self.speed_label.setBuddy(self.speed)
        tools.addWidget(self.speed_label, 1, 0)
        tools.addWidget(self.speed, 1, 1)
        self.log_title = QLabel()
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.log.setAlternatingRowColors(True)
        side.addWidget(self.status)
        side.addWidget(self.medals)
        side.addWidget(self.prompt)
        side.addWidget(self.keys_hint)
        side.addWidget(self.choice_box)
        side.addLayout(prompt_buttons)
        side.addLayout(think_row)
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
        self.cover_label.setTextFormat(Qt.TextFormat.PlainText)  # "Pass to <name>"
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

        from desktop.ui.games.toybattle.anim import BoardAnimator

        self.animator = BoardAnimator(self)

        self.auto_setup = False  # kept for callers; the Play frame's landing starts games now
        from desktop.ui.settings import settings

        saved_speed = str(settings().value("play/toybattle_animation", "normal"))
        i = self.speed.findData(saved_speed)
        self.speed.setCurrentIndex(i if i >= 0 else 2)
        self.animation_ms = {"off": 0, "fast": 250, "normal": 450, "slow": 800}.get(saved_speed, 450)
        self.speed.currentIndexChanged.connect(lambda _i: self.set_animation_speed(self.speed.currentData()))
        self._dialog: SetupDialog | None = None
        self._actions()
        self.retranslate()
        self._idle()

    def _idle(self) -> None:
        """No game yet: show a terrain and invite to start one."""
        shown = self.terrains.get("castle") or next(iter(self.terrains.values()), None)
        self.scene.set_terrain(shown or load_builtin_terrains()["castle"])  # a catalog without terrains
        for bar in (self.top_bar, self.bottom_bar):
            bar.hide()
        self.status.setText(self.tr("Toy Battle"))
        self.medals.setText("")
        self.prompt.setText(self.tr("Click “New game…” to choose a terrain, colours and an opponent."))
        for w in (self.use_button, self.skip_button, self.thinking, self.hurry_button):
            w.hide()
        self._set_title(self.tr("Toy Battle: start a new game"))

    # ------------------------------------------------------------------ set-up
    def _actions(self) -> None:
        # Window-wide shortcuts (they only fire while the board is shown), so that they work wherever the
        # focus is, e.g. on the sidebar just after opening the board. New / Save / Load / Undo / Redo are the
        # Play frame's menu actions (Ctrl+N, Ctrl+S, Ctrl+L, Ctrl+Z, Ctrl+Shift+Z): two actions on one key
        # cancel each other out, so the board installs none of those.
        def add(key: QKeySequence.StandardKey | str, slot: Any) -> QShortcut:
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)
            return shortcut

        self.escape_action = add("Esc", self.escape)
        self.use_action = add("Return", self.enter)
        self.use_enter_action = add("Enter", self.enter)
        self.key_actions = [add(str(n), lambda i=n - 1: self.pick_index(i)) for n in range(1, 10)]
        # the arrow keys move the cursor over the lit bases; on only while there are some, so that the
        # arrows are the other widgets' (the log, the sidebar) the rest of the time
        self.arrow_actions = [
            add(k, lambda dx=dx, dy=dy: self.move_cursor(dx, dy))
            for k, dx, dy in (("Left", -1, 0), ("Right", 1, 0), ("Up", 0, -1), ("Down", 0, 1))
        ]
        for a in self.arrow_actions:
            a.setEnabled(False)

    def retranslate(self) -> None:
        self.use_button.setText(self.tr("Use"))
        self.skip_button.setText(self.tr("Skip"))
        self.hurry_button.setText(self.tr("Move now"))
        self.hurry_button.setToolTip(self.tr("Ask the computer to decide now with what it has found"))
        self.rules_button.setText(self.tr("Rules"))
        self.speed_label.setText(self.tr("&Animation:"))
        for i, text in enumerate((self.tr("Off"), self.tr("Fast"), self.tr("Normal"), self.tr("Slow"))):
            self.speed.setItemText(i, text)
        self.speed.setToolTip(self.tr("How fast troops and medals move on the board (Off: at once)"))
        for button, action, tip in (
            (self.use_button, self.use_action, self.tr("Use the effect")),
            (self.skip_button, self.escape_action, self.tr("Do not use the effect")),
        ):
            key = action.key().toString(QKeySequence.SequenceFormat.NativeText) if action else ""
            button.setToolTip(f"{tip} ({key})" if key else tip)
        self.log_title.setText(self.tr("Game log"))
        self.keys_hint.setText(self.tr("Keys: the arrows choose a lit base, Enter plays there, Esc cancels."))
        if self.game is not None:
            self.refresh()

    def new_game_dialog(self) -> SetupDialog:
        """Open the set-up dialog (window-modal, non-blocking); accepting it starts the game."""
        if self._dialog is not None:
            self._dialog.raise_()
            return self._dialog
        self.reload_terrains()
        dialog = self._setup_dialog(self)
        self._dialog = dialog

        def finished(code: int) -> None:
            self._dialog = None
            if code == QDialog.DialogCode.Accepted.value:
                self.names = {}
                self._start_or_say(dialog.settings())
            dialog.deleteLater()

        dialog.finished.connect(finished)
        dialog.open()
        return dialog

    def _setup_dialog(self, parent: QWidget) -> SetupDialog:
        return SetupDialog(
            GameSettings(
                terrain=self.settings.terrain,
                colour=self.settings.colour,
                opponent=self.settings.opponent,
                first=self.settings.first,
                beginner=self.settings.beginner,
                seed=new_seed(),
            ),
            parent,
            self.terrains,
            db=self.db,
        )

    def reload_terrains(self) -> None:
        """Read the terrains again (the catalog may have changed since the board was built)."""
        self.terrains = _terrains(self.db)

    def start_game(self, settings: GameSettings) -> None:
        """Start a new game with these settings (no dialog); ValueError (translated) when the terrain is not
        among the board's terrains (deleted or archived in the catalog), the game on the board untouched."""
        if not self.terrains:
            raise ValueError(self.tr("The catalog has no Toy Battle terrain to play on."))
        if settings.terrain != "random" and settings.terrain not in self.terrains:
            raise ValueError(self.tr("Unknown terrain: %1").replace("%1", settings.terrain))
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
        self.animator.finish()
        self.scene.set_terrain(game.terrain)
        self.view.fit()
        for bar in (self.top_bar, self.bottom_bar):
            bar.show()
        self._finished_reported = game.state.over
        self._redo = []
        self._rebuild_log()
        self.refresh()
        self.state_changed.emit()

    def rematch(self) -> None:
        self.reload_terrains()
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
            bar.set_active(c, c == colour and not s.over)
            bar.medal_counter.set_count(s.medals_of(c), game.terrain.medals_to_win)
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
        if s.over:
            res = result(s)
            winner = self._seat_name(res["winner"])
            self.status.setText(self.tr("%1 wins!").replace("%1", winner))
        else:
            self.status.setText(
                self.tr("Turn %1 — %2 to play").replace("%1", str(s.turn)).replace("%2", colour_name(colour))
            )
        thinking = self.mover.busy or self._waiting
        self.thinking.setVisible(thinking and not s.over)
        self.hurry_button.setVisible(self.mover.busy and not s.over and self.seats.get(colour) == "hard")
        self._set_title(self._turn_title())
        if s.over and not self._finished_reported:
            self._finished_reported = True
            self.game_finished.emit(self.result_info())
        self._maybe_start_computer()

    def _seat_title(self, colour: str) -> str:
        seat = self.seats.get(colour, "person")
        name = self._seat_name(colour)
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
                    b = QPushButton(f"{len(self.choice_buttons) + 1}. {troop_name(a.troop)}")
                    b.setToolTip(self.tr("Take %1 back to your rack").replace("%1", troop_name(a.troop)))
                    b.clicked.connect(lambda _=False, act=a: self.play(act))
                    self.choices.addWidget(b)
                    self.choice_buttons.append(b)

    def _update_marks(self) -> None:
        game = self.game
        if game is None or not self.human_to_act():
            self.scene.set_marks({})
            self._set_cursor_nodes([])
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
        chosen = self.jungle_source
        self._set_cursor_nodes([n for n, m in marks.items() if chosen is None or m == "dest"])

    # ------------------------------------------------------------------ the keyboard's cursor
    def _set_cursor_nodes(self, nodes: list[int]) -> None:
        """The lit bases the arrow keys move over; the cursor stays where it is if it still may, else it
        goes to the first of them (so that Enter plays at once)."""
        self._cursor_nodes = sorted(nodes)
        if self.cursor not in self._cursor_nodes:
            self.cursor = step_cursor(self.scene.positions(), self._cursor_nodes, None, 0, 0)
        self.scene.set_cursor(self.cursor)
        for a in self.arrow_actions:
            a.setEnabled(bool(self._cursor_nodes))
        self.keys_hint.setVisible(bool(self._cursor_nodes))

    def move_cursor(self, dx: int, dy: int) -> None:
        """An arrow key: the cursor to the next lit base that way (round to the other side after the last)."""
        if not self._cursor_nodes or not self.human_to_act():
            return
        self.cursor = step_cursor(self.scene.positions(), self._cursor_nodes, self.cursor, dx, dy)
        self.scene.set_cursor(self.cursor)

    def enter(self) -> None:
        """Enter: play at the cursor's base (place the troop, choose the effect's base); without a cursor,
        use the pending effect; on the hot-seat cover, show the next player's rack."""
        if self.cover.isVisible():  # hot-seat: the next player takes over ("I am …: show my rack")
            self.reveal()
        elif self.cursor is not None and self.cursor in self._cursor_nodes and self.human_to_act():
            self.click_node(self.cursor)
        else:
            self.use()

    def escape(self) -> None:
        """Esc: put the picked troop back (or the Volcanic Jungle's chosen troop); with nothing picked, skip
        the optional effect that is asked for."""
        if self.selected is not None or self.jungle_source is not None:
            self.clear_selection()
        elif self.game is not None and self.human_to_act() and SKIP in legal_actions(self.game.state):
            self.skip()
        else:
            self.clear_selection()

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
            self.tr("New game on %1. %2. %3 starts.")
            .replace("%1", shown_name(game.terrain.name))
            .replace("%2", seats)
            .replace("%3", colour_name(s0.current_colour))
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
        who = self._seat_name(colour)  # the player's name (a tournament match), else the colour
        self.cover_label.setText(self.tr("Pass to %1").replace("%1", who))
        self.cover_button.setText(self.tr("I am %1: show my rack").replace("%1", who))
        self.cover.setGeometry(self.rect())
        self.cover.show()
        self.cover.raise_()

    def reveal(self) -> None:
        if self.game is None:
            return
        self.revealed = self.game.state.current_colour
        self.cover.hide()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        # a bar has its own style sheet, so a new palette does not reach it: restyle the bars from here
        if event.type() in (QEvent.Type.ApplicationPaletteChange, QEvent.Type.PaletteChange):
            for bar in (getattr(self, "top_bar", None), getattr(self, "bottom_bar", None)):
                if bar is not None:
                    bar.restyle()
        super().changeEvent(event)

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
        """Number keys: pick (or put back) the index-th troop of the rack, as a click on it would; while the
        effect offers a choice of troops (buttons), take the index-th of them."""
        if not self.human_to_act():
            return
        if self.choice_buttons:
            if index < len(self.choice_buttons):
                self.choice_buttons[index].click()
            return
        if index >= len(self.bottom_bar.buttons):
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
            self.show_stack(node_id)  # a click that places nothing lists the stack
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

    def show_stack(self, node_id: int) -> StackPopup | None:
        """List the troops on a base, top first (a click that places nothing, or a right click)."""
        game = self.game
        if game is None or not game.state.stack(node_id):
            return None
        if self.stack_popup is not None:
            self.stack_popup.close()
        popup = StackPopup(node_id, list(game.state.stack(node_id)), self)
        pos = self.view.mapToGlobal(self.view.node_position(node_id).toPoint())
        popup.move(pos.x() + 20, pos.y() - popup.sizeHint().height() // 2)
        popup.show()
        self.stack_popup = popup
        return popup

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
        self._redo = []
        self._last_nodes = _touched(events)
        self.refresh_rack_positions()
        self._animate(events)
        self.refresh()
        self.state_changed.emit()

    def can_undo(self) -> bool:
        game = self.game
        person = self.person_colour()
        return game is not None and person is not None and game.can_undo(person)

    def undo(self) -> None:
        """Take back the person's last turn (and the computer's reply); Redo plays them again."""
        game = self.game
        person = self.person_colour()
        if game is None or person is None or not game.can_undo(person):
            return
        self.mover.cancel()
        self._waiting = False
        k = game._undo_point(0 if person == "blue" else 1)
        removed = list(game.actions[k:]) if k is not None else []
        game.undo(person)
        self._redo = removed + self._redo
        self._after_jump()

    def can_redo(self) -> bool:
        return self.game is not None and bool(self._redo)

    def redo(self) -> None:
        """Play again what Undo took back (the same decisions, so the same game)."""
        game = self.game
        if game is None or not self._redo:
            return
        self.mover.cancel()
        self._waiting = False
        person = self.person_colour()
        p = 0 if person == "blue" else 1
        # one turn of the person's, and the replies up to the person's next turn
        first = True
        while self._redo:
            st = game.state
            if not first and st.to_move == p and st.phase_name == "main":
                break
            try:
                game.play(self._redo[0])
            except IllegalAction:
                self._redo = []
                break
            self._redo.pop(0)
            first = False
        self._after_jump()

    def refresh_rack_positions(self) -> None:
        """(the racks are rebuilt by refresh(); the animation starts from where the tile was)"""
        self.animator.finish()

    def _after_jump(self) -> None:
        self.animator.finish()
        self.selected = None
        self.jungle_source = None
        self._last_nodes = set()
        self._finished_reported = self.game is not None and self.game.state.over
        self._rebuild_log()
        self.refresh()
        self.state_changed.emit()

    # ------------------------------------------------------------------ the computer
    def _maybe_start_computer(self) -> None:
        """Start the computer's next decision, at once (the animation of its last one plays meanwhile).

        Hard searches a fixed number of playouts (no clock, so its strength does not depend on the
        machine's load); the later decisions of its move share a fifth of them. Only a game between two
        computers is paced by the animation."""
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
        self._redo = []
        self.refresh_rack_positions()
        self._animate(events)
        if self.animation_ms > 0 and self.watching:
            # two computers: let the watcher follow each decision
            self._waiting = True
            QTimer.singleShot(self.animation_ms, self._after_animation)
        self.refresh()
        self.state_changed.emit()

    def _after_animation(self) -> None:
        self._waiting = False
        self.refresh()

    def _animate(self, events: list[Event]) -> None:
        """Pieces move as the decision did (never waited for: the state is already the new one)."""
        self.animator.play(events, self.animation_ms)

    def set_animation_speed(self, key: str) -> None:
        from desktop.ui.games.toybattle.anim import SPEEDS

        if key not in SPEEDS:
            return
        self.animation_ms = SPEEDS[key]
        if self.animation_ms == 0:
            self.animator.finish()
        i = self.speed.findData(key)
        if i >= 0 and i != self.speed.currentIndex():
            self.speed.setCurrentIndex(i)
        from desktop.ui.settings import settings

        settings().setValue("play/toybattle_animation", key)

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

    # ------------------------------------------------------------------ the frame's contract
    def new_game(self, parent: QWidget | None = None) -> bool:
        """The set-up dialog (modal); True when a game was started."""
        self.reload_terrains()
        dialog = self._setup_dialog(parent or self)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted.value
        if accepted:
            self.names = {}
            accepted = self._start_or_say(dialog.settings())
        dialog.deleteLater()
        return accepted

    def _start_or_say(self, settings: GameSettings) -> bool:
        """Start the game the set-up dialog chose; a terrain gone from the catalog meanwhile is said."""
        try:
            self.start_game(settings)
        except ValueError as exc:
            QMessageBox.warning(self, self.tr("New game"), self.tr("The game could not start: %1").replace(
                "%1", str(exc)))
            return False
        return True

    def start(self, setup: dict) -> None:
        """Start without a dialog: terrain, colour, opponent, first, beginner, seed (all optional), names."""
        opponent = str(setup.get("opponent", "hard"))
        if opponent not in ("person", "watch", *LEVEL_NAMES):
            raise ValueError(self.tr("Unknown opponent: %1").replace("%1", opponent))
        terrain = str(setup.get("terrain", "random"))
        self.reload_terrains()
        if terrain != "random" and terrain not in self.terrains:
            raise ValueError(self.tr("Unknown terrain: %1").replace("%1", terrain))
        seed = setup.get("seed")
        self.names = {str(k): str(v) for k, v in (setup.get("names") or {}).items()}
        self.start_game(
            GameSettings(
                terrain=terrain,
                colour=str(setup.get("colour", "blue")),
                opponent=opponent,
                first=str(setup.get("first", "random")),
                beginner=bool(setup.get("beginner", False)),
                seed=int(seed) if seed is not None else new_seed(),
            )
        )

    def in_progress(self) -> bool:
        return self.game is not None and not self.game.state.over

    def title(self) -> str:
        return self._title

    def save_state(self) -> dict:
        """The game as a replayable log plus the set-up; ``{"game": "toybattle", ...}``."""
        if self.game is None:
            raise ValueError(self.tr("No game to save."))
        log = self.game.log
        log.players = dict(self.seats)
        data = log.to_dict()
        data["game"] = self.game_key
        data["settings"] = {
            "colour": self.settings.colour,
            "opponent": self.settings.opponent,
            "terrain": self.settings.terrain,
            "first": self.settings.first,
        }
        data["terrain_name"] = self.game.terrain.name
        data["turn"] = self.game.state.turn
        if self.names:
            data["names"] = dict(self.names)
        return data

    def load_state(self, data: dict) -> None:
        """Replay a saved game; ValueError (translated) when it is not one, the current game untouched."""
        try:
            if not isinstance(data, dict) or data.get("game", self.game_key) != self.game_key:
                raise ValueError("not a Toy Battle game")
            log = GameLog.from_dict(data)
            if not isinstance(data.get("settings") or {}, dict):
                raise ValueError("settings: must be an object")
            seats = {c: str(log.players.get(c, "person")) for c in COLOURS}
            for c, seat in seats.items():
                if seat not in ("person", *LEVEL_NAMES):
                    seats[c] = "person"
            extra = data.get("settings") or {}
            settings = GameSettings(
                terrain=str(extra.get("terrain", log.terrain)),
                colour=str(extra.get("colour", "blue")),
                opponent=str(extra.get("opponent", "person")),
                first=str(extra.get("first", "random")),
                beginner=log.options.beginner,
                seed=log.seed,
            )
            game = Game(log.terrain_object(), log.seed, log.options, players=seats)
            for a in log.actions:
                game.play(a)
            names = {str(k): str(v) for k, v in (data.get("names") or {}).items()}
        except (ValueError, KeyError, TypeError, AttributeError, IllegalAction, IndexError) as exc:
            raise ValueError(
                self.tr("This file is not a Toy Battle game: %1").replace("%1", str(exc))
            ) from exc
        self.mover.cancel()
        self.settings = settings
        self.seats = seats
        self.names = names
        self._begin(game)

    @staticmethod
    def describe_state(data: dict) -> str:
        """ "Station Metal-X, turn 12" for the resume offer."""
        name = data.get("terrain_name") or (data.get("terrain_data") or {}).get("name")
        turn = data.get("turn")
        if not name or not isinstance(turn, int):
            state = GameLog.from_dict(data).replay()
            name, turn = state.terrain.name, state.turn
        return (
            QCoreApplication.translate("ToyBattlePlayWidget", "%1, turn %2")
            .replace("%1", shown_name(str(name)))
            .replace("%2", str(turn))
        )

    def result_info(self) -> dict:
        """What the game-over overlay shows: the reason, both medal totals, the turns played."""
        assert self.game is not None
        res = result(self.game.state)
        winner = self._seat_name(res["winner"]) if res["winner"] else None
        lines = [
            self.tr("Medals — Blue: %1, Red: %2 (target %3)")
            .replace("%1", str(res["medals_blue"]))
            .replace("%2", str(res["medals_red"]))
            .replace("%3", str(self.game.terrain.medals_to_win)),
            self.tr("Turns played: %1").replace("%1", str(res["turns"])),
            self.tr("Terrain: %1").replace("%1", shown_name(self.game.terrain.name)),
        ]
        reason = reason_text(res["ended"])
        reason = reason[:1].upper() + reason[1:]
        return {"reason": reason, "lines": lines, "winner": winner}

    def shutdown(self) -> None:
        self.mover.cancel()

    def save_to(self, path: str | Path) -> None:
        """The game's log as JSON, written whole or not at all (a crash never leaves half a save)."""
        from desktop.files import write_json_atomic

        write_json_atomic(path, self.save_state(), indent=1)

    def load_from(self, path: str | Path) -> None:
        from desktop.ui.play import save_strings, saves

        try:  # the one loader: size, depth, finite numbers, names, the terrain's bounds
            _key, data = saves.read_game_file(path, self.game_key)
        except saves.SaveProblem as exc:
            raise ValueError(
                self.tr("This file is not a Toy Battle game: %1").replace("%1", save_strings.message(exc))
            ) from exc
        self.load_state(data)

    def _set_title(self, text: str) -> None:
        if text != self._title:
            self._title = text
            self.title_changed.emit(text)

    def _turn_title(self) -> str:
        game = self.game
        if game is None:
            return self.tr("Toy Battle: start a new game")
        s = game.state
        if s.over:
            res = result(s)
            return self.tr("Game over: %1 wins").replace("%1", self._seat_name(res["winner"]))
        who = self._seat_name(s.current_colour)
        if self.hotseat and self.revealed != s.current_colour:
            return self.tr("Pass to %1").replace("%1", who)
        if not self.human_to_act():
            return self.tr("%1 (computer) is thinking…").replace("%1", who)
        pending = s.pending()
        if pending is None:
            if self.selected:
                return (
                    self.tr("%1: click a lit base to place %2")
                    .replace("%1", who)
                    .replace("%2", troop_name(self.selected))
                )
            legal = legal_actions(s)
            can_place = any(a.kind == "place" for a in legal)
            if DRAW in legal and can_place:
                return self.tr("%1: draw or place a troop").replace("%1", who)
            if DRAW in legal:
                return self.tr("%1: draw").replace("%1", who)
            return self.tr("%1: place a troop").replace("%1", who)
        effect = pending[0]
        texts = {
            "jumbo": self.tr("%1: choose a base for Jumbo or skip"),
            "capn": self.tr("%1: place an extra troop (Cap'n) or skip"),
            "return_to_rack": self.tr("%1: choose a troop to take back to your rack or skip"),
            "push_adjacent_enemy": self.tr("%1: choose an enemy troop to move (Volcanic Jungle) or skip"),
            "recover_from_discard": self.tr("%1: choose a discarded troop to take back or skip"),
            "skully": self.tr("%1: draw 2 troops (Skully) or skip"),
            "star": self.tr("%1: draw 1 troop (Star) or skip"),
            "draw_one": self.tr("%1: draw 1 troop (City of Clouds) or skip"),
            "xb42": self.tr("%1: discard a random enemy troop (XB-42) or skip"),
            "block_rack_troop": self.tr("%1: block an enemy troop (Battlefield) or skip"),
        }
        return texts.get(effect, self.tr("%1: use the effect or skip")).replace("%1", who)

    def _seat_name(self, colour: str) -> str:
        return self.names.get(colour) or colour_name(colour)

    def closeEvent(self, event: Any) -> None:  # pragma: no cover - app shutdown
        self.mover.cancel()
        super().closeEvent(event)


def _terrains(db: Any) -> dict[str, Terrain]:
    """The terrains a new game is played on. With a database open, the catalog is the source of truth: its
    playable terrains that are not archived, as edited there (a terrain deleted or archived there is not
    offered; one made there is); without one (or when the catalog cannot be read), the shipped terrains."""
    if db is None:
        return load_builtin_terrains()
    try:
        from desktop.services.catalog import list_items

        items = list_items(db, "toybattle.terrain")
    except Exception:  # noqa: BLE001 - the board still works with the shipped terrains
        return load_builtin_terrains()
    terrains: dict[str, Terrain] = {}
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
