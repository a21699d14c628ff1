"""The Play page's frame, shared by every board: landing, turn title, menus, autosave, resume, quit, game over.

A board is listed in :data:`desktop.ui.games.UI_GAMES` and offers the Board contract of
``desktop/ui/games/contracts.py``; the frame gives it the rest. In short::

    class SomeBoard(QWidget):
        game_key: str                       # its game's registry key
        title_changed = Signal(str)         # what to do now, translated
        state_changed = Signal()            # after every action/turn: autosave, undo/redo refresh
        game_finished = Signal(dict)        # {"reason": str, "lines": [str], "winner": str | None}
        def new_game(self, parent=None) -> bool     # its own set-up dialog; False if cancelled
        def start(self, setup: dict) -> None        # start without a dialog
        def rematch(self) -> None
        def in_progress(self) -> bool
        def save_state(self) -> dict                # JSON; {"game": game_key, ...}
        def load_state(self, data: dict) -> None    # ValueError(translated) on bad data, game untouched
        @staticmethod
        def describe_state(data: dict) -> str       # "Station Metal-X, turn 12"
        def can_undo(self) -> bool; def undo(self) -> None
        def can_redo(self) -> bool; def redo(self) -> None
        def title(self) -> str

    Optional (the frame's default when missing):
        def shutdown(self) -> None                  # stop background work (nothing)
        def result_info(self) -> dict               # game_finished's dict for the finished game on the
                                                    # board (a recent game shown again: what was kept)
        def settings_actions(self) -> list[QAction] # extra actions for the board's "Game" menu (none)

The frame owns Ctrl+N (New game), Ctrl+S (Save game), Ctrl+L (Load game; Ctrl+O opens a database),
Ctrl+Z / Ctrl+Shift+Z (Undo / Redo): a board must not install window-wide shortcuts on those keys.
Undo and Redo act only while the board's game is in progress (:func:`may_step`, one rule for every board):
a finished game stays finished, listed once in the recent games.

Files (in the data folder, ``desktop.paths.data_dir()``): ``play/autosave/<game>.json`` — the running game of
each board, written atomically after every turn and removed at game over; ``play/recent.json`` — the last
finished games (who played, who won, the game itself to show it again; the landing words them in the
current language). An autosave the loader refuses (damaged, edited, of another format) is moved aside
(``.bad-<UTC time>``), never silently deleted, and named with where it went in the start-up resume offer
(:func:`take_refusals`); every file is read by the one loader, :mod:`desktop.ui.play.saves`.
"""

from __future__ import annotations

import math
import time
from contextlib import suppress
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QAction, QColor, QIcon, QKeySequence, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import (
    QAbstractButton,
    QFileDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.games.registry import GAMES
from desktop.ui import games
from desktop.ui.palette import is_dark
from desktop.ui.play import save_strings, saves
from resources.icons import icon_path

RECENT_MAX = 12


# =====================================================================================================
# Files: autosaves and recent games
# =====================================================================================================


def play_dir() -> Path:
    from desktop.paths import data_dir

    path = data_dir() / "play"
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path(game_key: str) -> Path:
    folder = play_dir() / "autosave"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / f"{game_key}.json"


def write_json_atomic(path: Path, data: Any) -> None:
    """Write JSON so that a reader (or a kill -9) sees the old file or the new one, never half of one."""
    from desktop.files import write_json_atomic as write

    path.parent.mkdir(parents=True, exist_ok=True)
    write(path, data)


def read_autosave(game_key: str) -> dict | None:
    """The autosaved game of ``game_key``, or None. A file that is not a saved game is moved aside
    (the one loader: :mod:`desktop.ui.play.saves`)."""
    return saves.read_autosave(autosave_path(game_key), game_key)


def remove_autosave(game_key: str) -> None:
    with suppress(OSError):
        autosave_path(game_key).unlink()


def _move_aside(path: Path) -> None:
    saves.move_aside(path)


def read_recent() -> list[dict]:
    return saves.read_recent(play_dir() / "recent.json")[:RECENT_MAX]


def add_recent(entry: dict) -> None:
    entries = [entry, *read_recent()][:RECENT_MAX]
    with suppress(OSError):
        write_json_atomic(play_dir() / "recent.json", entries)


def playable() -> list[str]:
    """The games with a board in this build, in the registry's order."""
    return [key for key in GAMES if key in games.UI_GAMES]


def titled(key: str, text: str, lang: str) -> str:
    """A game's description that starts with its game's name ("Attacktix (Blue – Red, turn 1)"): the
    start-up offer and the quit question name the game whatever its board's description says."""
    name = _game_name(key, lang)
    if not text or text == name:
        return name
    if text.startswith(name):  # the description names its game already
        return text
    return QCoreApplication.translate("PlayFrame", "%1 (%2)").replace("%1", name).replace("%2", text)


def pending_resumes(lang: str = "en") -> list[tuple[str, str]]:
    """(game key, description starting with the game's name, in ``lang``) of every autosaved game a board
    can resume, for the start-up offer. A save that is refused is moved aside and noted (the offer says so:
    :func:`take_refusals`)."""
    out = []
    for key in playable():
        if not autosave_path(key).exists():  # checked first: no board module is imported without a save
            continue
        data = read_autosave(key)
        if data is None:
            continue
        try:
            described = str(games.board_class(key).describe_state(data))  # type: ignore[union-attr]
            out.append((key, titled(key, described, lang)))
        except Exception as exc:  # noqa: BLE001 - an unreadable save is moved aside and said, not offered
            saves.refuse(
                autosave_path(key), key,
                saves.SaveProblem("the game it holds cannot be described: {reason}", reason=str(exc)[:200]),
            )
    return out


# The refusals of autosaves (moved aside) not yet shown in a message box, in words.
_refusals: list[str] = []


def refusal_text(key: str, problem: BaseException, moved: Path | None, lang: str = "en") -> str:
    """One refused autosave in the interface's language: the game, why, and the file it was moved to."""
    name = _game_name(key, lang)
    if moved is not None:
        text = QCoreApplication.translate(
            "PlayFrame", "The unfinished %1 game could not be read: %2. The file was moved aside to %3 and is "
            "not offered again."
        ).replace("%3", str(moved))
    else:
        text = QCoreApplication.translate(
            "PlayFrame", "The unfinished %1 game could not be read: %2. The file could not be moved aside, so "
            "it was removed."
        )
    reason = save_strings.message(problem).rstrip(".")
    reason = reason[:1].lower() + reason[1:]  # inside the sentence (the message starts one of its own)
    return text.replace("%1", name).replace("%2", reason)


def note_refusals(lang: str = "en") -> list[str]:
    """The autosaves refused since the last call, in words (kept for :func:`take_refusals` too)."""
    new = [refusal_text(key, problem, moved, lang) for key, problem, moved in saves.take_refused()]
    _refusals.extend(new)
    return new


def take_refusals(lang: str = "en") -> list[str]:
    """Every refused autosave not yet shown in a message box, in words; each is given once (the start-up
    resume offer shows them, whichever page opens first; Resume on a game whose save is refused too)."""
    note_refusals(lang)
    out = list(_refusals)
    _refusals.clear()
    return out


# =====================================================================================================
# Icons
# =====================================================================================================


LINE_INK = "#2b3340"
"""The ink of the line icons (new game, save, load, undo, redo, back, rematch...): drawn in it on a light
window, they are inked with the palette's button text instead, so they show on a dark palette too."""
LINE_ICON_SIZE = 16  # buttons and menus (times the screen's pixel ratio); Qt scales it for the others
_line_icons: dict[str, str] = {}  # name -> the SVG of a line icon ("" for an icon in its own colours)
_inked: dict[tuple[str, str, str], QIcon] = {}  # (name, ink, disabled ink) -> the icon drawn in them
_icon_names: dict[int, str] = {}  # QIcon.cacheKey() -> name, for the icons to ink again on a palette change


def _svg(name: str) -> str:
    if name not in _line_icons:
        try:
            text = Path(icon_path(name)).read_text(encoding="utf-8")
        except OSError:  # no such icon (a game added without its art): an empty icon, as QIcon makes it
            text = ""
        _line_icons[name] = text if LINE_INK in text else ""
    return _line_icons[name]


def icon(name: str) -> QIcon:
    """The icon ``name`` of resources/icons. A line icon is drawn in the current palette's button text (and
    its disabled button text when disabled); ``ink_again`` draws the shown ones again after a palette change."""
    svg = _svg(name)
    if not svg:
        return QIcon(icon_path(name))
    from PySide6.QtGui import QGuiApplication, QPalette

    pal = QGuiApplication.palette()
    inks = (
        pal.color(QPalette.ColorGroup.Normal, QPalette.ColorRole.ButtonText).name(),
        pal.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.ButtonText).name(),
    )
    key = (name, *inks)
    if key not in _inked:
        from PySide6.QtCore import QByteArray
        from PySide6.QtSvg import QSvgRenderer

        ratio = max(1, math.ceil(QGuiApplication.primaryScreen().devicePixelRatio()))
        out = QIcon()
        for mode, ink in zip((QIcon.Mode.Normal, QIcon.Mode.Disabled), inks, strict=True):
            renderer = QSvgRenderer(QByteArray(svg.replace(LINE_INK, ink).encode()))
            for size in sorted({LINE_ICON_SIZE, LINE_ICON_SIZE * ratio}):
                image = QPixmap(size, size)
                image.fill(Qt.GlobalColor.transparent)
                painter = QPainter(image)
                renderer.render(painter)
                painter.end()
                out.addPixmap(image, mode)
        _inked[key] = out
        _icon_names[out.cacheKey()] = name
    return _inked[key]


def ink_again(root: QWidget) -> None:
    """Draw the line icons of ``root``'s buttons and actions again in the current palette."""
    for item in [*root.findChildren(QAction), *root.findChildren(QAbstractButton)]:
        if isinstance(item, QToolButton) and item.defaultAction() is not None:
            continue  # it shows its action's icon
        name = _icon_names.get(item.icon().cacheKey())
        if name is not None:
            item.setIcon(icon(name))


def pixmap(name: str, size: int) -> QPixmap:
    return icon(name).pixmap(QSize(size, size))


# =====================================================================================================
# Widgets
# =====================================================================================================


class GameOverOverlay(QWidget):
    """Dims the board under it and shows the result card: reason, summary lines, Rematch, New game."""

    rematch_clicked = Signal()
    new_game_clicked = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("gameOverOverlay")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.card = QFrame()
        self.card.setObjectName("gameOverCard")
        self.look = "draw"
        self.card.setStyleSheet(self._card_style("draw"))
        self.card.setMaximumWidth(520)
        card = QVBoxLayout(self.card)
        card.setContentsMargins(24, 18, 24, 18)
        top = QHBoxLayout()
        self.medal = QLabel()
        self.medal.setPixmap(pixmap("medal", 48))
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        self.heading.setTextFormat(Qt.TextFormat.PlainText)  # a winner's name is text from a user
        self.heading.setStyleSheet("font-size: 22px; font-weight: bold;")
        top.addWidget(self.medal, 0, Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.heading, 1)
        card.addLayout(top)
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.reason.setTextFormat(Qt.TextFormat.PlainText)
        self.reason.setStyleSheet("font-size: 15px;")
        card.addWidget(self.reason)
        self.lines = QLabel()
        self.lines.setWordWrap(True)
        self.lines.setTextFormat(Qt.TextFormat.PlainText)
        card.addWidget(self.lines)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.rematch_button = QPushButton()
        self.rematch_button.setIcon(icon("rematch"))
        self.rematch_button.setDefault(True)
        self.rematch_button.clicked.connect(self.rematch_clicked)
        self.new_button = QPushButton()
        self.new_button.setIcon(icon("new-game"))
        self.new_button.clicked.connect(self.new_game_clicked)
        buttons.addWidget(self.rematch_button)
        buttons.addWidget(self.new_button)
        card.addLayout(buttons)
        row.addWidget(self.card, 3)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(1)
        self.info: dict = {}
        self.hide()
        self.retranslate()

    @staticmethod
    def _card_style(look: str) -> str:
        background, border = ("#fffaf0", "#c9a227") if look == "win" else ("#f4f5f7", "#8a9099")
        return (
            f"#gameOverCard {{ background: {background}; border: 2px solid {border}; border-radius: 12px; }}"
            "#gameOverCard QLabel { color: #1e1e1e; background: transparent; }"
        )

    def retranslate(self) -> None:
        self.rematch_button.setText(self.tr("Rematch"))
        self.new_button.setText(self.tr("New game…"))
        self._fill()

    def show_result(self, info: dict) -> None:
        self.info = dict(info)
        self._fill()
        self.setGeometry(self.parentWidget().rect())
        self.show()
        self.raise_()
        self.rematch_button.setFocus()

    def _fill(self) -> None:
        info = self.info
        winner = info.get("winner")
        look = str(info.get("look") or ("win" if winner else "draw"))
        if look == "loss":
            heading = self.tr("You lost: %1 wins").replace("%1", str(winner))
        elif winner:
            heading = self.tr("%1 wins!").replace("%1", str(winner))
        elif look == "draw" and info.get("look"):
            heading = self.tr("A draw")
        else:
            heading = self.tr("Game over")
        self.heading.setText(heading)
        # the gold medal and the gold frame for a win only: a loss or a draw looks quieter
        self.look = look
        self.medal.setVisible(look == "win")
        self.card.setStyleSheet(self._card_style(look))
        self.reason.setText(str(info.get("reason", "")))
        self.lines.setText("\n".join(str(x) for x in info.get("lines", [])))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        p = QPainter(self)
        p.fillRect(self.rect(), QColor(20, 20, 28, 150))
        p.end()


class BoardHost(QWidget):
    """A board under its turn title line, with the game-over overlay over the board."""

    def __init__(self, board: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board = board
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.title = QLabel()
        self.title.setObjectName("turnTitle")
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # names the player: text from a user or a file
        self.title.setStyleSheet("#turnTitle { font-size: 18px; font-weight: bold; padding: 2px 6px; }")
        self.title.setAccessibleName(self.tr("What to do now"))
        layout.addWidget(self.title)
        self.board_area = QWidget()
        area = QGridLayout(self.board_area)
        area.setContentsMargins(0, 0, 0, 0)
        area.addWidget(board, 0, 0)
        layout.addWidget(self.board_area, 1)
        self.overlay = GameOverOverlay(self.board_area)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self.overlay.setGeometry(self.board_area.rect())

    def set_title(self, text: str) -> None:
        self.title.setText(text)


class GameCard(QFrame):
    """One game on the landing: its art, name, a line, New game and (when there is one) Resume."""

    def style_for_palette(self) -> None:
        """A light card on a light window; on a dark palette a card a step lighter than the window
        (not a white slab in a dark app)."""
        fill, border, ink, amber = (
            ("#38383c", "#505055", "#e8e8e8", "#f0c46a") if is_dark() else ("white", "#c8ccd2", "#1e1e1e", "#7a4f00")
        )
        sheet = (
            f"#gameCard {{ background: {fill}; border: 1px solid {border}; border-radius: 10px; }}"
            f"#gameCard QLabel {{ background: transparent; color: {ink}; }}"
            f"#gameCard QLabel#resumeText {{ color: {amber}; }}"  # the unfinished game, in amber that reads
        )
        if sheet != self.styleSheet():  # setting it again would change the palette again: no loop
            self.setStyleSheet(sheet)


    def __init__(self, game_key: str, frame: PlayFrame) -> None:
        super().__init__()
        self.game_key = game_key
        self.frame = frame
        self.setObjectName("gameCard")
        self.style_for_palette()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 14, 14, 14)
        self.art = QLabel()
        self.art.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.art.setPixmap(pixmap(f"game-{game_key}", 96))
        self.art.setMinimumHeight(100)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("font-size: 18px; font-weight: bold;")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.resume_text = QLabel()
        self.resume_text.setWordWrap(True)
        self.resume_text.setTextFormat(Qt.TextFormat.PlainText)  # describes a saved game: text from a file
        self.resume_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.resume_text.setObjectName("resumeText")
        self.button = QPushButton()
        self.button.setIcon(icon("new-game"))
        self.button.clicked.connect(lambda: frame.new_game(game_key))
        self.resume_button = QPushButton()
        self.resume_button.setIcon(icon("resume"))
        self.resume_button.clicked.connect(lambda: frame.resume(game_key))
        # one click: the game's sensible set-up, you against the computer on Normal (when the game has one)
        self.quick_button = QPushButton()
        self.quick_button.setIcon(icon("page-play"))
        self.quick_button.clicked.connect(lambda: frame.quick_game(game_key))
        ui_game = games.ui_game(game_key)
        self.quick_button.setVisible(ui_game is not None and ui_game.quick is not None)
        layout.addWidget(self.art)
        layout.addWidget(self.title)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.resume_text)
        # Resume on a row of its own above Quick game and New game: three buttons side by side do not
        # fit a card a third of a 1024-pixel window wide (in Ukrainian their words were cut)
        resume_row = QHBoxLayout()
        resume_row.addStretch(1)
        resume_row.addWidget(self.resume_button)
        resume_row.addStretch(1)
        layout.addLayout(resume_row)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.quick_button)
        buttons.addWidget(self.button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.resume_button.hide()
        self.resume_text.hide()

    def retranslate(self, lang: str) -> None:
        game = GAMES[self.game_key]
        self.title.setText(game.name(lang))
        self.text.setText(QCoreApplication.translate("GameInfo", game.description))
        self.button.setText(self.tr("New game…"))
        self.button.setToolTip(self.tr("Choose the squads, the opponent and the rules, then play"))
        self.quick_button.setText(self.tr("Quick game"))
        self.quick_button.setToolTip(self.tr("Play at once against the computer on Normal"))
        self.resume_button.setText(self.tr("Resume"))

    def set_resume(self, description: str | None) -> None:
        self.resume_button.setVisible(description is not None)
        self.resume_text.setVisible(description is not None)
        self.resume_text.setText(
            self.tr("Unfinished: %1").replace("%1", description) if description is not None else ""
        )


class Landing(QWidget):
    """The Play page's first screen: the resume offer, the three games, the recent games."""

    def style_for_palette(self) -> None:
        """The resume offer: a pale yellow note on a light window; on a dark palette a dark amber one
        (not a light slab in a dark app), its text light."""
        fill, border, ink = ("#4a3d17", "#8a6f24", "#f3e8c8") if is_dark() else ("#fff3cd", "#e0c36a", "#1e1e1e")
        sheet = (
            f"#resumeOffer {{ background: {fill}; border: 1px solid {border}; border-radius: 6px; }}"
            f"#resumeOffer QLabel {{ color: {ink}; background: transparent; }}"
        )
        if sheet != self.offer.styleSheet():  # setting it again would change the palette again: no loop
            self.offer.setStyleSheet(sheet)

    def __init__(self, frame: PlayFrame) -> None:
        super().__init__()
        self.frame = frame
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setStyleSheet("font-size: 20px; font-weight: bold;")
        layout.addWidget(self.heading)
        self.offer = QFrame()
        self.offer.setObjectName("resumeOffer")
        self.style_for_palette()
        offer = QHBoxLayout(self.offer)
        offer_icon = QLabel()
        offer_icon.setPixmap(pixmap("resume", 28))
        self.offer_text = QLabel()
        self.offer_text.setWordWrap(True)
        self.offer_text.setTextFormat(Qt.TextFormat.PlainText)  # the Resume question quotes a saved game
        self.offer_yes = QPushButton()
        self.offer_yes.setIcon(icon("resume"))
        self.offer_yes.clicked.connect(lambda: frame.resume(self.offer_key))
        self.offer_no = QPushButton()
        self.offer_no.clicked.connect(lambda: frame.discard_autosave(self.offer_key))
        offer.addWidget(offer_icon)
        offer.addWidget(self.offer_text, 1)
        offer.addWidget(self.offer_yes)
        offer.addWidget(self.offer_no)
        self.offer.hide()
        self.offer_key = ""
        layout.addWidget(self.offer)
        cards = QHBoxLayout()
        self.cards = {key: GameCard(key, frame) for key in playable()}
        for card in self.cards.values():
            cards.addWidget(card)
        layout.addLayout(cards)
        self.recent_title = QLabel()
        self.recent_title.setStyleSheet("font-size: 15px; font-weight: bold;")
        layout.addWidget(self.recent_title)
        self.recent = QListWidget()
        self.recent.setObjectName("recentGames")
        self.recent.itemActivated.connect(self._activated)  # double-click, or Enter on the entry
        layout.addWidget(self.recent, 3)
        self.recent_empty = QLabel()  # one short line instead of an empty box
        self.recent_empty.setEnabled(False)
        layout.addWidget(self.recent_empty)
        self.filler = QWidget()  # below a short list (or none): the page does not stretch the list or the cards
        self.filler.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        layout.addWidget(self.filler, 1)

    def retranslate(self, lang: str) -> None:
        self.heading.setText(self.tr("Choose a game"))
        self.recent_title.setText(self.tr("Recent games"))
        self.recent_empty.setText(self.tr("No games yet."))
        self.offer_yes.setText(self.tr("Resume"))
        self.offer_no.setText(self.tr("Discard it"))
        self.offer_no.setToolTip(self.tr("Forget the unfinished game"))
        for card in self.cards.values():
            card.retranslate(lang)
        self.refresh()

    def refresh(self) -> None:
        resumes = dict(self.frame.resumable())
        for key, card in self.cards.items():
            card.set_resume(resumes.get(key))
        if resumes:
            key, text = next(iter(resumes.items()))
            self.offer_key = key
            self.offer_text.setText(self.tr("Resume your game: %1?").replace("%1", text))
            self.offer.show()
        else:
            self.offer.hide()
        self.recent.clear()
        for key, text in resumes.items():  # the unfinished games first: a double-click resumes them
            shown = self.tr("Unfinished: %1").replace("%1", text)  # the description names its game
            item = QListWidgetItem(icon(f"game-{key}"), shown)
            item.setData(Qt.ItemDataRole.UserRole, ("resume", key))
            item.setToolTip(self.tr("Double-click to go on with this game"))
            self.recent.addItem(item)
        for index, e in enumerate(read_recent()):
            item = QListWidgetItem(icon(f"game-{e['game']}"), self.entry_text(e))
            item.setData(Qt.ItemDataRole.UserRole, ("replay", index))
            if isinstance(e.get("state"), dict):
                item.setToolTip(self.tr("Double-click to see this game again"))
            self.recent.addItem(item)
        empty = self.recent.count() == 0
        self.recent.setVisible(not empty)
        self.recent_empty.setVisible(empty)
        # as tall as its entries (it scrolls when the page is shorter); the filler takes the rest
        rows = sum(max(self.recent.sizeHintForRow(i), 1) for i in range(self.recent.count()))
        self.recent.setMaximumHeight(rows + 2 * self.recent.frameWidth() + 4)

    def entry_text(self, e: dict) -> str:
        """A finished game in the current language: when, the game, the opponent, the result."""
        lang = self.frame.lang()
        when = QDateTime.fromSecsSinceEpoch(int(e.get("time", 0) or 0)).toString("yyyy-MM-dd hh:mm")
        name = _game_name(e["game"], lang)
        players = e.get("players")
        if not (isinstance(players, list) and len(players) == 2 and all(isinstance(p, dict) for p in players)):
            return f"{when}  {name}: {e.get('summary', '')}"  # an entry written before players were kept
        winner = e.get("winner")
        winner = winner if winner in (0, 1) else None
        people = [i for i, p in enumerate(players) if p.get("seat") == "person"]
        if len(people) == 1:
            me = people[0]
            if winner is None:
                outcome = self.tr("a draw")
            elif winner == me:
                outcome = self.tr("you won")
            else:
                outcome = self.tr("you lost")
            return (
                self.tr("%1  %2 against %3: %4")
                .replace("%1", when)
                .replace("%2", name)
                .replace("%3", self.player_text(players[1 - me]))
                .replace("%4", outcome)
            )
        outcome = (
            self.tr("a draw")
            if winner is None
            else self.tr("%1 won").replace("%1", self.player_text(players[winner]))
        )
        return (
            self.tr("%1  %2: %3 against %4: %5")
            .replace("%1", when)
            .replace("%2", name)
            .replace("%3", self.player_text(players[0]))
            .replace("%4", self.player_text(players[1]))
            .replace("%5", outcome)
        )

    def player_text(self, player: dict) -> str:
        """A player as the recent games name them: the computer by its level, a person by name (or colour)."""
        seat = str(player.get("seat", "person"))
        levels = {
            "easy": self.tr("the computer (Easy)"),
            "normal": self.tr("the computer (Normal)"),
            "hard": self.tr("the computer (Hard)"),
        }
        if seat in levels:
            return levels[seat]
        if seat != "person":
            return self.tr("the computer")
        colours = {"blue": self.tr("Blue"), "red": self.tr("Red")}
        return str(player.get("name") or "") or colours.get(str(player.get("colour")), self.tr("a player"))

    def _activated(self, item: QListWidgetItem) -> None:
        what = item.data(Qt.ItemDataRole.UserRole)
        if not what:
            return
        kind, value = what
        if kind == "resume":
            self.frame.resume(str(value))
        else:
            entries = read_recent()
            if 0 <= int(value) < len(entries):
                self.frame.replay(entries[int(value)])


# =====================================================================================================
# The frame
# =====================================================================================================


class PlayFrame(QWidget):
    """Landing + one host per board; owns the menu actions, autosave, resume, quit check and overlay."""

    def __init__(self, ctx: Any = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.boards: dict[str, QWidget] = {}
        self.hosts: dict[str, BoardHost] = {}
        self.autosave_error: str | None = None
        self._replaying: str | None = None  # the game whose recent entry is being shown again
        self._replay_shown = False  # its board announced it finished while it was loaded
        self.refused_message: str | None = None  # the last autosave refused and moved aside, said once
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.stack = QStackedWidget()
        layout.addWidget(self.stack)
        self.landing = Landing(self)
        self.stack.addWidget(self.landing)

        self.board_page = QWidget()
        page = QVBoxLayout(self.board_page)
        page.setContentsMargins(4, 4, 4, 0)
        top = QHBoxLayout()
        self.back = QPushButton()
        self.back.setIcon(icon("back"))
        self.back.clicked.connect(self.show_landing)
        top.addWidget(self.back)
        top.addStretch(1)
        self.tool_row = top
        page.addLayout(top)
        self.board_stack = QStackedWidget()
        page.addWidget(self.board_stack, 1)
        self.stack.addWidget(self.board_page)

        self.act_new = self._action("new-game", QKeySequence.StandardKey.New, self.new_game_current)
        self.act_save = self._action("save", QKeySequence.StandardKey.Save, self.save_dialog)
        self.act_load = self._action("load", QKeySequence("Ctrl+L"), self.load_dialog)
        self.act_undo = self._action("undo", QKeySequence.StandardKey.Undo, self.undo)
        self.act_redo = self._action("redo", QKeySequence.StandardKey.Redo, self.redo)
        # the same actions as buttons above the board (the menus hold them too)
        self.tool_buttons: list[QToolButton] = []
        for act in (self.act_new, self.act_save, self.act_load, self.act_undo, self.act_redo):
            button = QToolButton()
            button.setDefaultAction(act)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            button.setAutoRaise(True)
            self.tool_row.addWidget(button)
            self.tool_buttons.append(button)
        self.retranslate()
        self.update_actions()

    def _action(self, icon_name: str, key: Any, slot: Any) -> QAction:
        act = QAction(icon(icon_name), "", self)
        if isinstance(key, QKeySequence.StandardKey):
            act.setShortcuts(key)  # every binding of the platform (Redo: Ctrl+Y and Ctrl+Shift+Z)
        else:
            act.setShortcut(QKeySequence(key))
        act.triggered.connect(slot)
        # also on the frame itself: the key works while the Play page is shown (and only then), menu or not
        self.addAction(act)
        return act

    def lang(self) -> str:
        return getattr(self.ctx, "lang", "en") or "en"

    # ------------------------------------------------------------------ the main window's hooks
    def changeEvent(self, event: Any) -> None:  # noqa: N802 (Qt API)
        # a card has its own style sheet, so a new palette does not reach it: restyle the cards from here
        if event.type() in (QEvent.Type.ApplicationPaletteChange, QEvent.Type.PaletteChange):
            for card in self.findChildren(GameCard):
                card.style_for_palette()
            for landing in self.findChildren(Landing):
                landing.style_for_palette()
            ink_again(self)  # the line icons of the tool row, the menus' actions, the cards and the overlays
        super().changeEvent(event)

    def menu_actions(self) -> list[QAction]:
        """File-menu actions of the Play page."""
        return [self.act_new, self.act_save, self.act_load]

    def edit_actions(self) -> list[QAction]:
        """The Edit menu's Undo / Redo while the Play page is shown (they act on the current board)."""
        return [self.act_undo, self.act_redo]

    def confirm_close(self) -> bool:
        """Ask before quitting mid-game, naming every unfinished game; True when the window may close. The
        games stay autosaved."""
        running = [(k, b) for k, b in self.boards.items() if _call(b, "in_progress", False)]
        if not running:
            return True
        lang = self.lang()
        shown = []
        for key, board in running:
            self.autosave(key)
            shown.append(titled(key, _describe(board, key, lang), lang))
        if len(shown) == 1:
            text = self.tr(
                "Your game is not finished: %1. It is saved and will be offered the next time you open "
                "Toybox Arena."
            ).replace("%1", shown[0])
        else:
            text = self.tr(
                "These games are not finished:\n%1\nThey are saved and will be offered the next time you "
                "open Toybox Arena."
            ).replace("%1", "\n".join("• " + line for line in shown))
        answer = QMessageBox.question(
            self,
            self.tr("Quit in the middle of a game?"),
            save_strings.box_text(text),
            QMessageBox.StandardButton.Close | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Close:
            return False
        for b in self.boards.values():
            _call(b, "shutdown", None)
        return True

    def retranslate(self) -> None:
        self.back.setText(self.tr("All games"))
        self.act_new.setText(self.tr("&New game…"))
        self.act_save.setText(self.tr("&Save game…"))
        self.act_load.setText(self.tr("&Load game…"))
        self.act_undo.setText(self.tr("&Undo move"))
        self.act_redo.setText(self.tr("&Redo move"))
        for act, tip in (
            (self.act_new, self.tr("Choose a set-up and start a game")),
            (self.act_save, self.tr("Save this game to a file")),
            (self.act_load, self.tr("Go on with a saved game")),
            (self.act_undo, self.tr("Take back your last turn")),
            (self.act_redo, self.tr("Play again the turn you took back")),
        ):
            key = act.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            act.setToolTip(f"{tip} ({key})" if key else tip)
        self.landing.retranslate(self.lang())
        for key, board in self.boards.items():
            if hasattr(board, "retranslate"):
                board.retranslate()
            host = self.hosts[key]
            host.overlay.retranslate()
            host.set_title(_call(board, "title", ""))

    # ------------------------------------------------------------------ boards
    def current_key(self) -> str | None:
        if self.stack.currentWidget() is not self.board_page:
            return None
        host = self.board_stack.currentWidget()
        for key, h in self.hosts.items():
            if h is host:
                return key
        return None

    def current_board(self) -> QWidget | None:
        key = self.current_key()
        return self.boards.get(key) if key else None

    def board(self, game_key: str) -> QWidget | None:
        """The board of ``game_key`` (built on first use, not shown), or None when this build has none."""
        if game_key in self.boards:
            return self.boards[game_key]
        if game_key not in GAMES:
            return None
        cls = games.board_class(game_key)
        if cls is None:
            return None
        board = cls(getattr(self.ctx, "db", None))
        host = BoardHost(board)
        self.boards[game_key] = board
        self.hosts[game_key] = host
        self.board_stack.addWidget(host)
        board.title_changed.connect(lambda text, k=game_key: self._title_changed(k, text))
        board.state_changed.connect(lambda k=game_key: self._state_changed(k))
        board.game_finished.connect(lambda info, k=game_key: self._finished(k, info))
        host.overlay.rematch_clicked.connect(lambda k=game_key: self.rematch(k))
        host.overlay.new_game_clicked.connect(lambda k=game_key: self.new_game(k))
        host.set_title(_call(board, "title", ""))
        return board

    def open_board(self, game_key: str) -> QWidget | None:
        board = self.board(game_key)
        if board is None:
            return None
        self.board_stack.setCurrentWidget(self.hosts[game_key])
        self.stack.setCurrentWidget(self.board_page)
        self.update_actions()
        return board

    def show_landing(self) -> None:
        self.stack.setCurrentWidget(self.landing)
        self.landing.refresh()
        self.update_actions()

    def new_game(self, game_key: str) -> bool:
        """Open the board and its set-up dialog; an unfinished game is replaced only after a question."""
        board = self.board(game_key)
        if board is None:
            return False
        if not self._confirm_replace(game_key):
            return False
        self.open_board(game_key)
        started = bool(board.new_game(self))  # cancelled: the board stays as it was
        self.update_actions()
        return started

    def quick_game(self, game_key: str) -> bool:
        """One click from the landing: the game's sensible set-up, you against the computer on Normal."""
        ui_game = games.ui_game(game_key)
        board = self.board(game_key)
        if board is None or ui_game is None or ui_game.quick is None:
            return False
        if not self._confirm_replace(game_key):
            return False
        try:
            setup = ui_game.quick_setup(getattr(self.ctx, "db", None))
            board.start(setup)
        except ValueError as exc:
            QMessageBox.warning(
                self, self.tr("Quick game"), self.tr("The game could not start: %1").replace("%1", str(exc))
            )
            return False
        self.hosts[game_key].overlay.hide()
        self.open_board(game_key)
        return True

    def replay(self, entry: dict) -> bool:
        """Show a finished game of the recent games again on its board (its final position, the game-over
        card with Rematch); False when the entry kept no game or its board cannot read it."""
        key = entry.get("game")
        state = entry.get("state")
        if not isinstance(key, str) or not isinstance(state, dict):
            return False
        try:  # the one loader's checks, as for any saved game
            saves.check_game(state, key)
        except saves.SaveProblem as exc:
            QMessageBox.warning(
                self,
                self.tr("Recent games"),
                save_strings.box_text(
                    self.tr("The game could not be shown: %1").replace("%1", save_strings.message(exc))
                ),
            )
            return False
        board = self.board(key)
        if board is None or not self._confirm_replace(key):
            return False
        self._replaying = key
        self._replay_shown = False
        try:
            board.load_state(state)
        except ValueError as exc:
            QMessageBox.warning(
                self, self.tr("Recent games"), self.tr("The game could not be shown: %1").replace("%1", str(exc))
            )
            return False
        finally:
            self._replaying = None
        self.open_board(key)
        if not self._replay_shown and not _call(board, "in_progress", False):
            # a board that does not announce a loaded finished game: its own words if it has them (the
            # optional ``result_info()``), else those the entry kept
            info = None
            with suppress(Exception):
                info = _call(board, "result_info", None)
            if not isinstance(info, dict):
                lines = entry.get("lines")
                info = {
                    "reason": str(entry.get("reason") or entry.get("summary") or ""),
                    "lines": [str(x) for x in lines] if isinstance(lines, list) else [],
                    "winner": entry.get("winner_name") or None,
                }
            if "players" in entry:
                info = {**info, "look": result_look(entry.get("players"), entry.get("winner"))}
            self.hosts[key].overlay.show_result(info)
        self.update_actions()
        return True

    def new_game_current(self) -> bool:
        key = self.current_key() or (playable() or [""])[0]
        return self.new_game(key)

    def start(self, game_key: str, setup: dict) -> QWidget | None:
        board = self.open_board(game_key)
        if board is not None:
            board.start(setup)
        return board

    def rematch(self, game_key: str) -> None:
        board = self.boards.get(game_key)
        if board is not None:
            try:
                board.rematch()
            except ValueError as exc:  # its set-up is no longer playable (a terrain deleted from the catalog)
                QMessageBox.warning(
                    self, self.tr("Rematch"), self.tr("The game could not start: %1").replace("%1", str(exc))
                )
                return
            self.hosts[game_key].overlay.hide()
            self.update_actions()

    def _confirm_replace(self, game_key: str) -> bool:
        board = self.boards.get(game_key)
        if board is None or not _call(board, "in_progress", False):
            return True
        answer = QMessageBox.question(
            self,
            self.tr("New game"),
            self.tr("The game on %1 is not finished. Start a new one instead?").replace(
                "%1", _describe(board, game_key, self.lang())
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Yes

    # ------------------------------------------------------------------ resume
    def resumable(self) -> list[tuple[str, str]]:
        """Autosaved games not already on their board."""
        out = []
        for key, text in pending_resumes(self.lang()):
            board = self.boards.get(key)
            if board is not None and _call(board, "in_progress", False):
                continue
            out.append((key, text))
        for text in note_refusals(self.lang()):  # the status bar says it now; the resume offer's box says it too
            self.refused_message = text
            if self.ctx is not None and hasattr(self.ctx, "show_status"):
                self.ctx.show_status(text, 15000)
        return out

    def resume(self, game_key: str) -> bool:
        board = self.board(game_key)
        if board is None:
            return False
        if _call(board, "in_progress", False):
            self.open_board(game_key)
            return True
        data = read_autosave(game_key)
        if data is None:
            refused = take_refusals(self.lang())
            if refused:
                QMessageBox.warning(self, self.tr("Resume game"), save_strings.box_text("\n\n".join(refused)))
            self.landing.refresh()
            return False
        try:
            board.load_state(data)
        except ValueError as exc:
            _move_aside(autosave_path(game_key))
            QMessageBox.warning(
                self,
                self.tr("Resume game"),
                save_strings.box_text(
                    self.tr("The saved game could not be resumed: %1").replace("%1", save_strings.message(exc))
                ),
            )
            self.landing.refresh()
            return False
        self.hosts[game_key].overlay.hide()
        self.open_board(game_key)
        return True

    def discard_autosave(self, game_key: str) -> None:
        remove_autosave(game_key)
        self.landing.refresh()

    # ------------------------------------------------------------------ board signals
    def _title_changed(self, game_key: str, text: str) -> None:
        self.hosts[game_key].set_title(text)

    def _state_changed(self, game_key: str) -> None:
        board = self.boards[game_key]
        if _call(board, "in_progress", False):
            self.hosts[game_key].overlay.hide()
            self.autosave(game_key)
        self.update_actions()

    def _finished(self, game_key: str, info: dict) -> None:
        host = self.hosts[game_key]
        board = self.boards[game_key]
        ui_game = games.ui_game(game_key)
        try:  # who played and who won, kept without words so that the recent games follow the language
            outcome = ui_game.finished_outcome(board) if ui_game is not None else None
        except Exception:  # noqa: BLE001 - the entry keeps its summary without them
            outcome = None
        outcome = outcome or {}
        if outcome:  # a game that does not say who played: the card goes by the winner's name alone
            info = {**info, "look": result_look(outcome.get("players"), outcome.get("winner"))}
        host.overlay.show_result(info)
        if self._replaying == game_key:  # a recent game shown again: it is in the list already
            self._replay_shown = True
            self.update_actions()
            return
        remove_autosave(game_key)
        summary = str(info.get("reason", ""))
        winner = info.get("winner")
        if winner:
            summary = self.tr("%1 wins: %2").replace("%1", str(winner)).replace("%2", summary)
        entry: dict[str, Any] = {
            "game": game_key,
            "time": int(time.time()),
            "summary": summary,
            "reason": str(info.get("reason", "")),
            "winner_name": str(winner) if winner else None,
            "lines": [str(x) for x in info.get("lines", [])],
        }
        if outcome:
            entry["players"] = outcome.get("players")
            entry["winner"] = outcome.get("winner")
        try:  # the finished game itself, to be shown again from the list
            entry["state"] = board.save_state()
        except Exception:  # noqa: BLE001 - listed, but not shown again
            pass
        add_recent(entry)
        self.landing.refresh()
        self.update_actions()

    def autosave(self, game_key: str) -> bool:
        board = self.boards.get(game_key)
        if board is None or not _call(board, "in_progress", False):
            return False
        try:
            write_json_atomic(autosave_path(game_key), board.save_state())
        except (OSError, TypeError, ValueError) as exc:
            # the game goes on; the status bar says why it is not being kept
            self.autosave_error = str(exc)
            if self.ctx is not None and hasattr(self.ctx, "show_status"):
                self.ctx.show_status(
                    self.tr("The game could not be saved automatically: %1").replace("%1", str(exc)), 8000
                )
            return False
        self.autosave_error = None
        return True

    # ------------------------------------------------------------------ menu actions
    def update_actions(self) -> None:
        board = self.current_board()
        self.act_save.setEnabled(board is not None and _call(board, "in_progress", False))
        self.act_undo.setEnabled(may_step(board, "can_undo"))
        self.act_redo.setEnabled(may_step(board, "can_redo"))

    def undo(self) -> None:
        board = self.current_board()
        if may_step(board, "can_undo"):
            board.undo()  # type: ignore[union-attr]
        self.update_actions()

    def redo(self) -> None:
        board = self.current_board()
        if may_step(board, "can_redo"):
            board.redo()  # type: ignore[union-attr]
        self.update_actions()

    def save_game_to(self, path: str | Path) -> None:
        board = self.current_board()
        if board is None:
            raise ValueError(self.tr("No game is open."))
        write_json_atomic(Path(path), board.save_state())

    def load_game_from(self, path: str | Path) -> str:
        """Load a saved game file onto its board; ValueError (translated) when it is not one."""
        try:  # the one loader: size, depth, finite numbers, names and the game's own checks
            key, data = saves.read_game_file(path)
        except saves.SaveProblem as exc:
            raise ValueError(save_strings.message(exc)) from exc
        board = self.board(key)
        if board is None:
            raise ValueError(
                self.tr("This build has no %1 board.").replace("%1", GAMES[key].name(self.lang()))
            )
        if _call(board, "in_progress", False) and not self._confirm_replace(key):
            return key
        try:
            board.load_state(data)
        except ValueError as exc:
            raise ValueError(save_strings.message(exc)) from exc
        self.hosts[key].overlay.hide()
        self.open_board(key)
        self.autosave(key)
        return key

    def save_dialog(self) -> None:
        board = self.current_board()
        if board is None or not _call(board, "in_progress", False):
            return
        key = self.current_key()
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save game"), f"{key}-game.json", self.tr("Saved games (*.json)")
        )
        if not path:
            return
        try:
            self.save_game_to(path)
        except (OSError, ValueError) as exc:
            QMessageBox.warning(
                self, self.tr("Save game"), self.tr("The game was not saved: %1").replace("%1", str(exc))
            )
            return
        if self.ctx is not None and hasattr(self.ctx, "show_status"):
            self.ctx.show_status(self.tr("Game saved to %1").replace("%1", path), 5000)

    def load_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Load game"), "", self.tr("Saved games (*.json)"))
        if not path:
            return
        try:
            self.load_game_from(path)
        except ValueError as exc:
            QMessageBox.warning(self, self.tr("Load game"), save_strings.box_text(str(exc)))

    def shutdown(self) -> None:
        for b in self.boards.values():
            _call(b, "shutdown", None)


def result_look(players: Any, winner: Any) -> str:
    """How the game-over card looks: "loss" when the one person at the desk lost to the computer, "draw"
    when nobody won, "win" otherwise (a person beat the computer, or someone won a hot-seat game)."""
    if winner not in (0, 1):
        return "draw"
    if isinstance(players, list) and len(players) == 2 and all(isinstance(p, dict) for p in players):
        people = [i for i, p in enumerate(players) if p.get("seat") == "person"]
        if len(people) == 1 and winner != people[0]:
            return "loss"
    return "win"


def may_step(board: Any, can: str) -> bool:
    """Whether the frame lets ``board`` take a turn back or play it again (``can`` is "can_undo" or
    "can_redo"): only while its game is in progress and the board can. A finished game stays finished: it
    is in the recent games already, its autosave is gone, and taking its last turn back would reopen it
    (a second entry in the recent games when it ended again). One rule for every board."""
    return board is not None and bool(_call(board, "in_progress", False)) and bool(_call(board, can, False))


def _game_name(key: str, lang: str) -> str:
    game = GAMES.get(key)
    return game.name(lang) if game else key


def _call(obj: Any, name: str, default: Any) -> Any:
    fn = getattr(obj, name, None)
    return fn() if callable(fn) else default


def _describe(board: Any, key: str, lang: str) -> str:
    try:
        return str(board.describe_state(board.save_state()))
    except Exception:  # noqa: BLE001
        return GAMES[key].name(lang)
