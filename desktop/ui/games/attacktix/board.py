"""The Attacktix board (Play page → Attacktix), written against the Play frame's board contract.

The arena (:mod:`.attacktix_arena`) in the middle; side panels for each squad (in play, backups,
defeated), the turn (moves, attacks left, buttons) and the log. The computer decides off the UI thread
(:mod:`.attacktix_worker`); every shot plays as an animation of the engine's recorded frames at the
display's rate and can be replayed from the log.
"""

from __future__ import annotations

import copy
import math
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from desktop.games.attacktix import engine as E
from desktop.games.attacktix import players as P
from desktop.ui.games.attacktix.arena import ArenaView
from desktop.ui.games.attacktix.setup import AttacktixSetupDialog, catalog_for
from desktop.ui.games.attacktix.toys import tix_text
from desktop.ui.play.worker import ComputerMover

SAVE_VERSION = 1
# the animation speed setting (as in Toy Battle): key -> how fast shots and the computer's moves play
SPEEDS = {"off": 0.0, "fast": 2.0, "normal": 1.0, "slow": 0.5}
COMPUTER_PAUSE_MS = 350  # between the computer's actions at Normal speed


class AttacktixOrderDialog(QDialog):
    """The order in which several of your defeated figures' powers resolve."""

    def __init__(self, labels: list[tuple[int, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Order of the powers"))
        lay = QVBoxLayout(self)
        lay.addWidget(
            QLabel(
                self.tr(
                    "Several of your figures fell at once. Drag them into the order their "
                    "windows are read (top first)."
                )
            )
        )
        self.list = QListWidget()
        self.list.setDragDropMode(QListWidget.DragDropMode.InternalMove)
        for fid, label in labels:
            item = QListWidgetItem(label)
            item.setData(Qt.ItemDataRole.UserRole, fid)
            self.list.addItem(item)
        lay.addWidget(self.list)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        lay.addWidget(buttons)

    def order(self) -> list[int]:
        return [int(self.list.item(i).data(Qt.ItemDataRole.UserRole)) for i in range(self.list.count())]


class AttacktixBoard(QWidget):
    game_key = "attacktix"
    title_changed = Signal(str)
    state_changed = Signal()
    game_finished = Signal(dict)

    def __init__(self, db: Any = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.game: E.Game | None = None
        self.setup_data: dict[str, Any] = {}
        self.seats: list[str] = ["person", "hard"]
        self.players: dict[int, P.ComputerPlayer] = {}
        self._undo: list[tuple[E.GameState, int]] = []
        self._redo: list[dict[str, Any]] = []
        self._pending_after: list[dict[str, Any]] = []
        self._finished_sent = False
        self._title = ""
        self.animation_speed = 1.0  # 1 = real time, 0 = no animation (tests play shots faster)
        self._skip_turn = False  # the person asked to see the computer's turn at once
        self._then_slides: tuple[Any, dict[int, Any]] | None = None  # slides to play after a shot
        self._pacing = False  # a pause before the computer's next action is running
        self.mover = ComputerMover(self)
        self.mover.done.connect(self._computer_done)
        self.mover.failed.connect(self._computer_failed)

        self.arena = ArenaView(self)
        self.arena.move_requested.connect(self._on_move)
        self.arena.aim_requested.connect(self._on_aim)
        self.arena.push_changed.connect(self._refresh_panels)
        self.arena.animation_finished.connect(self._after_animation)
        self.arena.power_name = self._power_name

        self.side_lists: list[QListWidget] = []
        self.side_labels: list[QLabel] = []
        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        for _side in (0, 1):
            label = QLabel()
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)  # the players' names are text, never markup
            label.setMinimumHeight(label.fontMetrics().lineSpacing() * 3 + 4)  # name and score, never cut
            lst = QListWidget()
            lst.setWordWrap(True)
            # a narrow panel (1024 wide) wraps the figures' lines: never a horizontal scroll bar
            lst.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            lst.setResizeMode(QListWidget.ResizeMode.Adjust)
            lst.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
            lst.setTextElideMode(Qt.TextElideMode.ElideRight)
            lst.setMinimumWidth(150)
            lst.setMinimumHeight(60)  # wrapped lists ask for much; the labels above keep their lines
            ll.addWidget(label)
            ll.addWidget(lst, 1)
            self.side_labels.append(label)
            self.side_lists.append(lst)

        right = QWidget()
        rl = QVBoxLayout(right)
        rl.setContentsMargins(0, 0, 0, 0)
        self.turn_label = QLabel()
        self.turn_label.setWordWrap(True)
        self.turn_label.setTextFormat(Qt.TextFormat.PlainText)  # names the player: text from a user or a file
        self.turn_label.setMinimumWidth(170)
        self.turn_label.setMinimumHeight(self.turn_label.fontMetrics().lineSpacing() * 3 + 4)
        rl.addWidget(self.turn_label)
        self.aim_button = QPushButton()
        self.aim_button.setCheckable(True)
        self.aim_button.toggled.connect(self._aim_toggled)
        self.effect_button = QPushButton()
        self.effect_button.clicked.connect(self._use_effect)
        self.confirm_button = QPushButton()
        self.confirm_button.clicked.connect(self._confirm_push)
        self.pass_button = QPushButton()
        self.pass_button.clicked.connect(lambda: self._play({"type": "pass"}))
        self.end_button = QPushButton()
        self.end_button.clicked.connect(lambda: self._play({"type": "end_turn"}))
        self.replay_button = QPushButton()
        self.replay_button.clicked.connect(self.replay_last_shot)
        self.skip_button = QPushButton()
        self.skip_button.clicked.connect(self.skip_computer_turn)
        self.skip_button.hide()
        camera = QHBoxLayout()
        self.zoom_out_button = QPushButton("−")
        self.zoom_out_button.clicked.connect(lambda: self.arena.zoom_by(1 / 1.25))
        self.zoom_in_button = QPushButton("+")
        self.zoom_in_button.clicked.connect(lambda: self.arena.zoom_by(1.25))
        self.fit_button = QPushButton()
        self.fit_button.clicked.connect(self.arena.fit_table)
        for b in (self.zoom_out_button, self.zoom_in_button):
            b.setMaximumWidth(36)
        camera.addWidget(self.zoom_out_button)
        camera.addWidget(self.zoom_in_button)
        camera.addWidget(self.fit_button, 1)
        self.perspective_button = QPushButton()
        self.perspective_button.setCheckable(True)
        self.perspective_button.toggled.connect(self.arena.set_perspective)
        self.arena.camera_changed.connect(
            lambda: self.perspective_button.setChecked(self.arena.perspective)
            if self.perspective_button.isChecked() != self.arena.perspective
            else None
        )
        speed_row = QHBoxLayout()
        self.speed_label = QLabel()
        self.speed = QComboBox()
        for key in SPEEDS:
            self.speed.addItem("", key)
        self.speed_label.setBuddy(self.speed)
        speed_row.addWidget(self.speed_label)
        speed_row.addWidget(self.speed, 1)
        for b in (
            self.aim_button,
            self.effect_button,
            self.confirm_button,
            self.pass_button,
            self.end_button,
            self.replay_button,
            self.skip_button,
        ):
            rl.addWidget(b)
        rl.addLayout(camera)
        rl.addWidget(self.perspective_button)
        rl.addLayout(speed_row)
        self.log_label = QLabel()
        self.log_label.setWordWrap(True)
        rl.addWidget(self.log_label)
        self.log_list = QListWidget()
        self.log_list.setWordWrap(True)  # shot results are long: wrapped, never cut (issue 23)
        self.log_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log_list.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self.log_list.setMinimumHeight(60)
        self.log_list.itemDoubleClicked.connect(self._log_clicked)
        rl.addWidget(self.log_list, 1)

        left.setMaximumWidth(300)
        right.setMaximumWidth(280)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(self.arena)
        split.addWidget(right)
        split.setStretchFactor(1, 1)
        split.setSizes([175, 700, 200])  # the table takes what the panels leave
        lay = QHBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(split)
        for key, fn in (("A", lambda: self.aim_button.toggle()), ("E", self.end_button.click)):
            sc = QShortcut(QKeySequence(key), self)
            sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(fn)
        from desktop.ui.settings import settings

        saved = str(settings().value("play/attacktix_animation", "normal"))
        self.set_animation_speed(saved if saved in SPEEDS else "normal", remember=False)
        self.speed.currentIndexChanged.connect(lambda _i: self.set_animation_speed(str(self.speed.currentData())))
        self.retranslate()

    def retranslate(self) -> None:
        """Texts again in the current language (the frame calls this after a language switch)."""
        self.aim_button.setText(self.tr("Aim mode (A)"))
        self.effect_button.setText(self.tr("Use an effect…"))
        self.confirm_button.setText(self.tr("Confirm the power's moves"))
        self.pass_button.setText(self.tr("Pass"))
        self.end_button.setText(self.tr("End turn (E)"))
        self.replay_button.setText(self.tr("Replay the last shot"))
        self.skip_button.setText(self.tr("Skip the computer's turn"))
        self.skip_button.setToolTip(self.tr("Play the rest of the computer's turn at once"))
        self.fit_button.setText(self.tr("Fit table (F)"))
        self.fit_button.setToolTip(self.tr("Show the whole table (the wheel or + and − zoom, dragging pans)"))
        self.zoom_in_button.setToolTip(self.tr("Zoom in (+)"))
        self.perspective_button.setText(self.tr("Perspective view (V)"))
        self.perspective_button.setToolTip(self.tr("The table seen from the near side's chair instead of from above"))
        self.zoom_out_button.setToolTip(self.tr("Zoom out (−)"))
        self.speed_label.setText(self.tr("&Animation:"))
        for i, text in enumerate((self.tr("Off"), self.tr("Fast"), self.tr("Normal"), self.tr("Slow"))):
            self.speed.setItemText(i, text)
        self.speed.setToolTip(self.tr("How fast shots and the computer's moves play on the table (Off: at once)"))
        self.arena.setToolTip("")
        self.log_label.setText(self.tr("Log (double-click a shot to replay it)"))
        self._title = ""
        self._refresh()

    # --- the contract -------------------------------------------------------------------------------------

    def new_game(self, parent: QWidget | None = None) -> bool:
        dlg = AttacktixSetupDialog(self.db, parent or self, self.setup_data)
        if dlg.exec() != QDialog.DialogCode.Accepted:
            return False
        self.start(dlg.setup())
        return True

    def start(self, setup: dict[str, Any]) -> None:
        """Start without a dialog. ``setup``: squads (codes or figure data), backups, names, seats
        ("person" or a level, one per side), seed, options (rules options), point_limit, match_id."""
        data = copy.deepcopy(dict(setup))
        game = E.Game(self._engine_setup(data))
        self._begin(data, game)

    def rematch(self) -> None:
        if not self.setup_data:
            return
        data = copy.deepcopy(self.setup_data)
        data["seed"] = int(data.get("seed", 0)) + 1
        self.start(data)

    def in_progress(self) -> bool:
        return self.game is not None and not self.game.state.over

    def save_state(self) -> dict[str, Any]:
        if self.game is None:
            return {"game": self.game_key, "version": SAVE_VERSION}
        return {
            "game": self.game_key,
            "version": SAVE_VERSION,
            "setup": self.setup_data,
            "engine": self.game.to_dict(),
        }

    def load_state(self, data: dict[str, Any]) -> None:
        if not isinstance(data, Mapping) or data.get("game") != self.game_key:
            raise ValueError(self.tr("This is not a saved Attacktix game."))
        if data.get("version") != SAVE_VERSION:
            raise ValueError(self.tr("This saved game comes from another version of the app."))
        try:
            setup = dict(data["setup"])
            game = E.Game.replay(data["engine"])
        except E.DriftError:
            raise ValueError(
                self.tr("The saved shots end differently on this build; the game cannot be restored exactly.")
            ) from None
        except (ValueError, KeyError, TypeError, IndexError, AttributeError) as exc:
            raise ValueError(self.tr("The saved game is damaged: %1").replace("%1", str(exc))) from None
        self._begin(setup, game, replayed=True)

    @staticmethod
    def describe_state(data: dict[str, Any]) -> str:
        try:
            setup = data["setup"]
            names = setup.get("names") or ["A", "B"]
            turns = sum(1 for e in data["engine"]["log"] if e["action"]["type"] == "end_turn") + 1
            return (
                QCoreApplication.translate("AttacktixBoard", "%1 – %2, turn %3")
                .replace("%1", str(names[0]))
                .replace("%2", str(names[1]))
                .replace("%3", str(turns))
            )
        except (KeyError, TypeError, IndexError):
            return QCoreApplication.translate("AttacktixBoard", "An Attacktix game")

    def can_undo(self) -> bool:
        return bool(self._undo) and not self.mover.busy and not self.arena.animating()

    def undo(self) -> None:
        if not self.can_undo() or self.game is None:
            return
        state, log_len = self._undo.pop()
        self._redo.append(self.game.log[log_len]["action"])
        self.game.state = state
        del self.game.log[log_len:]
        self.log_list.addItem(self.tr("Move taken back."))
        self._refresh()
        self.state_changed.emit()

    def can_redo(self) -> bool:
        return bool(self._redo) and not self.mover.busy and not self.arena.animating()

    def redo(self) -> None:
        if not self.can_redo():
            return
        action = self._redo.pop()
        redo = self._redo
        self._play(action)
        self._redo = redo

    def title(self) -> str:
        return self._title

    # --- set-up ---------------------------------------------------------------------------------------------

    def _engine_setup(self, data: dict[str, Any]) -> dict[str, Any]:
        catalog = catalog_for(self.db)
        figures = catalog["figures"]

        def resolve(items: Any) -> list[dict[str, Any]]:
            out = []
            for it in items or []:
                if isinstance(it, Mapping):
                    out.append(dict(it))
                elif str(it) in figures:
                    out.append(dict(figures[str(it)]))
                else:
                    raise ValueError(self.tr("The catalog has no figure %1.").replace("%1", str(it)))
            return out

        squads = data.get("squads") or [list(P.DEFAULT_SQUADS[0]), list(P.DEFAULT_SQUADS[1])]
        backups = list(data.get("backups") or [[], []])
        if len(squads) != 2 or len(backups) != 2:
            raise ValueError(self.tr("A game has two squads."))
        squads = list(squads)
        for i in (0, 1):
            main, back = E.squad_codes(
                squads[i]
            )  # codes, figure data, or a saved squad / registration snapshot
            squads[i] = main
            backups[i] = list(backups[i]) or back
        data["squads"], data["backups"] = squads, backups
        if "settings" in data and "options" not in data:  # a tournament match: the event's game settings
            data["options"] = P.options_from_settings(data["settings"])
        default_seats = ["person", "person"] if data.get("match_id") is not None else ["person", "hard"]
        seats = list(data.get("seats") or default_seats)
        if len(seats) != 2 or any(s not in ("person", *P.LEVELS) for s in seats):
            raise ValueError(self.tr("Each side is a person or a computer level."))
        data["seats"] = seats
        return {
            "squads": [resolve(squads[0]), resolve(squads[1])],
            "backups": [resolve(backups[0]), resolve(backups[1])],
            "seed": int(data.get("seed", 1)),
            "options": dict(data.get("options") or {}),
            "names": list(data.get("names") or ["A", "B"]),
            "powers": catalog["powers"],
            "effects": catalog["effects"],
        }

    def _begin(self, data: dict[str, Any], game: E.Game, replayed: bool = False) -> None:
        self._skip_turn = True  # a running animation ends without starting the old game's computer
        self._then_slides = None
        self.arena.finish_animation()
        self.mover.cancel()  # after it: the end of an animation may have asked the computer
        self.arena.clear_banner()
        self._skip_turn = self._pacing = False
        self.setup_data = data
        self.seats = list(data.get("seats") or ["person", "hard"])
        seed = int(data.get("seed", 1))
        self.players = {
            i: P.make_player(lv, seed * 2 + 1 + i) for i, lv in enumerate(self.seats) if lv != "person"
        }
        self.game = game
        self.arena.names = list(game.state.names)
        self._undo, self._redo = [], []
        self._finished_sent = False
        self.arena.clear_push()
        self.log_list.clear()
        s = game.state
        if replayed:
            self.log_list.addItem(self.tr("Game restored: %n action(s) replayed.", "", len(game.log)))
        else:
            coin = self.tr("%1 starts.").replace("%1", s.names[s.first])
            if s.options.first_player == "coin":
                coin = self.tr("Coin flip: %1 starts.").replace("%1", s.names[s.first])
            self.log_list.addItem(coin)
        self._refresh()
        self.state_changed.emit()
        self._continue()

    # --- playing --------------------------------------------------------------------------------------------

    def person_to_act(self) -> int | None:
        if self.game is None or self.game.state.over or self.mover.busy or self.arena.animating():
            return None
        p = self.game.state.to_act
        return p if self.seats[p] == "person" else None

    def _on_move(self, fid: int, x: float, y: float) -> None:
        self._play({"type": "move", "fig": fid, "x": x, "y": y})

    def _on_aim(self, fid: int, angle: float, pull: float) -> None:
        self._play({"type": "attack", "fig": fid, "angle": angle, "pull": pull})

    def _aim_toggled(self, on: bool) -> None:
        self.arena.aim_mode = on

    def _play(self, action: dict[str, Any]) -> bool:
        if self.game is None:
            return False
        before = self.game.state
        log_len = len(self.game.log)
        try:
            events = self.game.play(action, record=True)
        except E.IllegalAction as exc:
            self.turn_label.setText(
                self._turn_text() + "\n\n" + self.tr("Not allowed: %1").replace("%1", self._reason(str(exc)))
            )
            return False
        after = self.game.state
        if after.over or (after.turn, after.to_move) != (before.turn, before.to_move):
            self.aim_button.setChecked(False)  # aim mode is for one turn: the next turn's drags move
        if action["type"] == "move" and self.seats[before.to_act] == "person":
            self._undo.append((before, log_len))
        else:
            self._undo.clear()
        self._redo.clear()
        for text in self._describe(events, self.game.state, before):
            self.log_list.addItem(text)
        self.log_list.scrollToBottom()
        shot = next((e for e in events if e["kind"] == "shot"), None)
        computer = self.seats[before.to_act] != "person"
        animate = self.animation_speed > 0 and not (computer and self._skip_turn)
        if shot is not None:
            self._mark_shot(len(self.game.log) - 1)
            if animate:
                self.arena.set_state(self.game.state, None)
                slides = self._slides(events, before)
                for fid in slides:  # from where it fell
                    fall = (shot.get("falls") or {}).get(fid) or (shot.get("falls") or {}).get(str(fid))
                    if fall is not None:
                        slides[fid] = ((float(fall["x"]), float(fall["y"])), slides[fid][1])
                self._then_slides = (self.game, slides) if slides else None
                self.arena.animate(shot, before, self.animation_speed)
                self.state_changed.emit()
                return True
            self.arena.show_outcome(shot, before)
        elif action["type"] == "move" and computer and animate:
            f, g = before.fig(int(action["fig"])), self.game.state.fig(int(action["fig"]))
            self.arena.set_state(self.game.state, None)
            self.arena.animate_move(g["id"], (f["x"], f["y"]), (g["x"], g["y"]), before, self.animation_speed)
            self.state_changed.emit()
            return True
        elif animate and (slides := self._slides(events, before)):
            self.arena.set_state(self.game.state, None)
            self.arena.animate_slides(slides, self.game.state, self.animation_speed)
            self.state_changed.emit()
            return True
        self._refresh()
        self.state_changed.emit()
        self._continue()
        return True

    def _slides(
        self, events: list[dict[str, Any]], before: E.GameState
    ) -> dict[int, tuple[tuple[float, float], tuple[float, float]]]:
        """What slides on the table after an action that is not a shot: the figures a power pushes (from where
        they stood) and the figures coming back into play (from their owner's edge of the table)."""
        size = before.options.arena_size
        slides: dict[int, tuple[tuple[float, float], tuple[float, float]]] = {}
        for e in events:
            if e["kind"] not in ("pushed", "placed"):
                continue
            fid = int(e["fig"])
            f = before.fig(fid)
            end = (float(e["x"]), float(e["y"]))
            if e["kind"] == "pushed" or f["zone"] in ("play", "falling"):  # from where it stood or fell
                start = (float(f["x"]), float(f["y"]))
            else:  # from the backups or the defeated area beside its owner's edge
                start = (end[0], -3.0 if int(f["side"]) == 0 else size + 3.0)
            if math.hypot(end[0] - start[0], end[1] - start[1]) > 0.05:
                slides[fid] = (start, end)
        return slides

    def _mark_shot(self, log_index: int) -> None:
        for i in range(self.log_list.count() - 1, -1, -1):
            it = self.log_list.item(i)
            if it.data(Qt.ItemDataRole.UserRole) is None and it.text().startswith("◎"):
                it.setData(Qt.ItemDataRole.UserRole, log_index)
                break

    def _after_animation(self) -> None:
        then, self._then_slides = self._then_slides, None
        if then is not None and self.game is not None and then[0] is self.game and self.animation_speed > 0 and not self._skip_turn:
            # a figure a power brought back during the shot: it slides into play once the shot is over
            self.arena.animate_slides(then[1], self.game.state, self.animation_speed)
            return
        self._refresh()
        self._continue()

    def _continue(self) -> None:
        """After each action: the game's end, a person's choice, or the computer's next decision."""
        if self.game is None:
            return
        s = self.game.state
        if s.over:
            self._send_finished()
            return
        if self.arena.animating():
            return
        p = s.to_act
        if self.seats[p] != "person":
            if not self.mover.busy and not self._pacing:
                if self.animation_speed > 0 and not self._skip_turn:
                    # paced: a moment between the computer's actions, so that each can be followed
                    self._pacing = True
                    game = self.game
                    QTimer.singleShot(
                        int(COMPUTER_PAUSE_MS / self.animation_speed), self, lambda: self._computer_go(game)
                    )
                else:
                    self.mover.start(self.players[p], s.copy())  # the search works on its own copy
                self._refresh()
            return
        self._skip_turn = False
        if s.pending:
            QTimer.singleShot(0, self, self._ask_choice)

    def _computer_go(self, game: E.Game) -> None:
        self._pacing = False
        if game is not self.game or self.game is None or self.game.state.over or self.arena.animating():
            return
        s = self.game.state
        if self.seats[s.to_act] != "person" and not self.mover.busy:
            self.mover.start(self.players[s.to_act], s.copy())
            self._refresh()

    def skip_computer_turn(self) -> None:
        """Show the rest of the computer's turn at once (its actions still all happen, in the log)."""
        self._skip_turn = True
        self.arena.finish_animation()
        self._refresh_panels()

    def set_animation_speed(self, key: str, remember: bool = True) -> None:
        """Off / Fast / Normal / Slow: how shots and the computer's moves play (kept in the settings)."""
        if key not in SPEEDS:
            return
        self.animation_speed = SPEEDS[key]
        if self.animation_speed == 0:
            self.arena.finish_animation()
        i = self.speed.findData(key)
        if i >= 0 and i != self.speed.currentIndex():
            self.speed.blockSignals(True)
            self.speed.setCurrentIndex(i)
            self.speed.blockSignals(False)
        if remember:
            from desktop.ui.settings import settings

            settings().setValue("play/attacktix_animation", key)

    def _computer_done(self, action: object) -> None:
        if isinstance(action, dict):
            self._play(action)

    def _computer_failed(self, message: str) -> None:
        self.log_list.addItem(self.tr("The computer could not decide: %1").replace("%1", message))
        if self.game is not None and not self.game.state.pending and not self.game.state.interlude:
            self._play({"type": "end_turn"})

    def _ask_choice(self) -> None:
        if self.game is None or not self.game.state.pending or self.person_to_act() is None:
            return
        s = self.game.state
        pc = s.pending[0]
        if pc["kind"] == "order":
            dlg = AttacktixOrderDialog([(f, self._fig_label(s, f)) for f in pc["options"]], self)
            dlg.exec()
            self._play({"type": "choose", "value": dlg.order()})
        elif pc["kind"] == "pick":
            labels = [self._fig_label(s, f) for f in pc["options"]]
            title = self._power_name(pc.get("power"))
            text, ok = QInputDialog.getItem(self, title, self._pick_prompt(pc), labels, 0, False)
            value = pc["options"][labels.index(text)] if ok and text in labels else None
            self._play({"type": "choose", "value": value})
        elif pc["kind"] == "move_targets":
            self.arena.set_push(pc["options"], pc["distance"])
            self._refresh()

    def _confirm_push(self) -> None:
        if self.game is None or not self.arena.push_options:
            return
        plan = [[fid, x, y] for fid, (x, y) in self.arena.push.items()]
        if self._play({"type": "choose", "value": plan}):
            self.arena.clear_push()
        self._refresh()

    def _use_effect(self) -> None:
        if self.game is None:
            return
        s = self.game.state
        effects = E.legal_summary(s)["effects"]
        options = [(fid, t) for fid, ts in effects.items() for t in ts]
        if not options:
            return
        labels = [
            self.tr("%1 takes control of %2")
            .replace("%1", self._fig_label(s, f))
            .replace("%2", self._fig_label(s, t))
            for f, t in options
        ]
        text, ok = QInputDialog.getItem(
            self, self.tr("Effect"), self.tr("Use which effect?"), labels, 0, False
        )
        if ok and text in labels:
            f, t = options[labels.index(text)]
            self._play({"type": "effect", "fig": f, "target": t})

    def replay_last_shot(self) -> None:
        if self.game is None:
            return
        shots = [i for i, e in enumerate(self.game.log) if e["action"]["type"] == "attack"]
        if shots:
            self.replay_shot(shots[-1])

    def replay_shot(self, log_index: int) -> None:
        """Play the shot at ``log_index`` of the log again (re-simulated from the state before it)."""
        if self.game is None or self.arena.animating() or self.mover.busy:
            return
        before = E.Game.replay(self.game.to_dict(), verify=False, upto=log_index).state
        _after, events = E.apply(before, self.game.log[log_index]["action"], record=True)
        shot = next(e for e in events if e["kind"] == "shot")
        self.arena.animate(shot, before, self.animation_speed or 1.0)  # asked for: shown even when Off

    def _log_clicked(self, item: QListWidgetItem) -> None:
        idx = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(idx, int):
            self.replay_shot(idx)

    def _send_finished(self) -> None:
        if self._finished_sent or self.game is None:
            return
        self._finished_sent = True
        s = self.game.state
        names = s.names
        if s.reason == "double_knockout":
            reason = self.tr("Both last figures fell in the same attack: a draw.")
        elif s.reason == "time_called":
            reason = self.tr("Time called after %n turn(s).", "", s.turn)
        else:
            reason = self.tr("%1 has the last figure standing.").replace("%1", names[s.winner or 0])
        lines = [
            self.tr("%1 knocked over %2 points of figures.")
            .replace("%1", names[i])
            .replace("%2", str(s.points[i]))
            for i in (0, 1)
        ]
        lines += [
            self.tr("%1: %n figure(s) left standing.", "", len(s.in_play(i))).replace("%1", names[i])
            for i in (0, 1)
        ]
        winner = None if s.winner is None else names[s.winner]
        result = E.result(s)
        self.game_finished.emit(
            {
                "reason": reason,
                "lines": lines,
                "winner": winner,
                "result": result,
                "match_id": self.setup_data.get("match_id"),
            }
        )
        self._refresh()

    # --- texts ------------------------------------------------------------------------------------------------

    def _fig_label(self, s: E.GameState, fid: int) -> str:
        f = s.fig(fid)
        d = s.data[f["code"]]
        return (
            self.tr("%1 (%2, %3 points)")
            .replace("%1", str(d.get("name") or f["code"]))
            .replace("%2", s.names[f["side"]])
            .replace("%3", str(d.get("points", 0)))
        )

    def _power_name(self, key: Any) -> str:
        names = {
            "last_stand": self.tr("Last Stand"),
            "thunderclap": self.tr("Thunderclap"),
            "swap": self.tr("Swap"),
            "vanquish": self.tr("Vanquish"),
            "recover": self.tr("Recover"),
            "rally": self.tr("Rally"),
            "attackback": self.tr("Attackback"),
            "capture": self.tr("Capture"),
            "force_push": self.tr("Force Push"),
            "battle_cry": self.tr("Battle Cry"),
            "rescue": self.tr("Rescue"),
            "wolverine": self.tr("Wolverine's effect"),
            "spider_man": self.tr("Spider-Man's effect"),
            "mystique": self.tr("Mystique's effect"),
            "daredevil": self.tr("Daredevil's effect"),
        }
        if key in names:
            return names[key]
        if self.game is not None:
            pw = self.game.state.powers.get(key) or self.game.state.effects.get(key) or {}
            if pw.get("name"):
                return str(pw["name"])
        return str(key or "")

    def _pick_prompt(self, pc: Mapping[str, Any]) -> str:
        action = pc.get("action")
        if action == "replace_with_target":
            return self.tr("Which of the opponent's backups comes into play for you?")
        if action == "remove_target_then_stand_up":
            return self.tr("Which figure of the opponent's defeated area leaves the game?")
        if action == "return_target_to_play":
            return self.tr("Which of your defeated figures comes back into play?")
        if action == "free_move_and_attack":
            return self.tr("Which of your figures makes a free move and attack now?")
        return self.tr("Choose a figure")

    def _reason(self, english: str) -> str:
        known = {
            "the game is over": self.tr("the game is over"),
            "a choice is waiting": self.tr("a choice is waiting"),
            "that figure is not in play": self.tr("that figure is not in play"),
            "that figure is not yours": self.tr("that figure is not yours"),
            "a figure that fired cannot move this turn": self.tr("a figure that fired cannot move this turn"),
            "moves come before attacks": self.tr("moves come before attacks"),
            "that figure has already moved this turn": self.tr("that figure has already moved this turn"),
            "a move must keep the whole base on the table": self.tr(
                "a move must keep the whole base on the table"
            ),
            "no attacks left this turn": self.tr("no attacks left this turn"),
            "each attack is made by a different figure": self.tr("each attack is made by a different figure"),
            "that figure's missile is not reloaded": self.tr("that figure's missile is not reloaded"),
            "only the Attackback figure may move, once": self.tr("only the Attackback figure may move, once"),
            "only the Attackback figure may attack": self.tr("only the Attackback figure may attack"),
            "this power cannot move a figure out of the arena": self.tr(
                "this power cannot move a figure out of the arena"
            ),
        }
        if english in known:
            return known[english]
        if english.startswith("that move is"):
            return self.tr("that move is longer than the figure's speed")
        if english.startswith("a figure may be moved at most"):
            return self.tr("a figure is moved further than the power allows")
        return english

    def _describe(self, events: list[dict[str, Any]], s: E.GameState, before: E.GameState) -> list[str]:
        out = []
        for e in events:
            k = e["kind"]
            if k == "moved":
                out.append(
                    self.tr("%1 moves %2 tix; it now shows %3 (%4 window).")
                    .replace("%1", self._fig_label(s, e["fig"]))
                    .replace("%2", tix_text(e["distance"]))
                    .replace("%3", str(e["window"]["speed"]))
                    .replace("%4", self.tr("white") if e["window"]["colour"] == "white" else self.tr("black"))
                )
            elif k == "shot":
                hit = self.tr("a hit") if e["hits"] else self.tr("a miss")
                out.append(
                    "◎ "
                    + self.tr("%1 attacks: %2.")
                    .replace("%1", self._fig_label(before, e["fig"]))
                    .replace("%2", hit)
                )
            elif k == "defeated":
                out.append(
                    self.tr("%1 is defeated (%2 points for %3).")
                    .replace("%1", self._fig_label(s, e["fig"]))
                    .replace("%2", str(e["points"]))
                    .replace("%3", s.names[e["scorer"]])
                )
            elif k == "window":
                colour = self.tr("white") if e["colour"] == "white" else self.tr("black")
                text = (
                    self.tr("Window of %1: %2.")
                    .replace("%1", self._fig_label(s, e["fig"]))
                    .replace("%2", colour)
                )
                if e.get("power") and e["colour"] == "white":
                    if e.get("takes_effect"):
                        text += " " + self.tr("%1 takes effect!").replace("%1", self._power_name(e["power"]))
                    else:
                        text += " " + self.tr("%1 cannot take effect.").replace(
                            "%1", self._power_name(e["power"])
                        )
                out.append(text)
            elif k == "stood_up":
                out.append(self.tr("%1 stands up again.").replace("%1", self._fig_label(s, e["fig"])))
            elif k == "placed":
                out.append(self.tr("%1 comes into play.").replace("%1", self._fig_label(s, e["fig"])))
            elif k == "removed":
                out.append(
                    self.tr("%1 leaves the game for good.").replace("%1", self._fig_label(s, e["fig"]))
                )
            elif k == "control":
                out.append(
                    self.tr("%1 now controls %2.")
                    .replace("%1", s.names[e["player"]])
                    .replace("%2", self._fig_label(s, e["fig"]))
                )
            elif k == "pushed":
                out.append(
                    self.tr("%1 is moved %2 tix.")
                    .replace("%1", self._fig_label(s, e["fig"]))
                    .replace("%2", tix_text(e["distance"]))
                )
            elif k == "effect":
                out.append(self.tr("%1!").replace("%1", self._power_name(e.get("effect"))))
            elif k == "battle_cry":
                out.append(self.tr("Battle Cry: %n more attack(s) this turn.", "", int(e["extra"])))
            elif k == "turn":
                out.append(
                    self.tr("Turn %1: %2, %3 attacks.")
                    .replace("%1", str(e["turn"]))
                    .replace("%2", s.names[e["player"]])
                    .replace("%3", str(e["attacks"]))
                )
            elif k == "choice" and self.seats[e["player"]] == "person":
                out.append(
                    self.tr("%1 chooses for %2.")
                    .replace("%1", s.names[e["player"]])
                    .replace(
                        "%2",
                        self._power_name(e.get("power"))
                        if e.get("power")
                        else self.tr("the order of the powers"),
                    )
                )
        return out

    def _turn_text(self) -> str:
        if self.game is None:
            return self.tr("No game yet: start a new one.")
        s = self.game.state
        name = s.names[s.to_act]
        if s.over:
            return self.tr("The game is over.")
        lines = [self.tr("Turn %1 — %2").replace("%1", str(s.turn)).replace("%2", s.names[s.to_move])]
        moved = sum(1 for f in s.in_play(s.to_move) if f["moved"])
        lines.append(self.tr("%n figure(s) moved", "", moved))
        lines.append(self.tr("%n attack(s) left", "", max(0, s.attacks_allowed - s.attacks_used)))
        if s.pending:
            lines.append(
                self.tr("%1 must choose: %2")
                .replace("%1", name)
                .replace(
                    "%2",
                    self._power_name(s.pending[0].get("power"))
                    if s.pending[0].get("power")
                    else self.tr("the order of the powers"),
                )
            )
        if s.interlude:
            lines.append(
                self.tr("Attackback: %1 makes a free move and attack.").replace(
                    "%1", self._fig_label(s, int(s.interlude["fig"]))
                )
            )
        if self.mover.busy:
            lines.append(self.tr("The computer is thinking…"))
        return "\n".join(lines)

    def _make_title(self) -> str:
        if self.game is None:
            return self.tr("Attacktix: start a new game")
        s = self.game.state
        if s.over:
            if s.winner is None:
                return self.tr("Attacktix: a draw")
            return self.tr("Attacktix: %1 wins").replace("%1", s.names[s.winner])
        name = s.names[s.to_act]
        if self.seats[s.to_act] != "person":
            return self.tr("%1's turn: the computer is moving for them").replace("%1", name)
        if s.pending:
            return self.tr("%1: choose for the power").replace("%1", name)
        if s.interlude:
            return self.tr("%1: Attackback — a free move and attack").replace("%1", name)
        if s.attacked:
            return self.tr("%1: attack (drag back from a figure), then end the turn").replace("%1", name)
        return self.tr("%1: move figures, then attack").replace("%1", name)

    # --- panels -----------------------------------------------------------------------------------------------

    def _refresh(self) -> None:
        s = self.game.state if self.game else None
        self.arena.set_state(s, self.person_to_act())
        self._refresh_panels()
        title = self._make_title()
        if title != self._title:
            self._title = title
            self.title_changed.emit(title)

    def _refresh_panels(self) -> None:
        s = self.game.state if self.game else None
        me = self.person_to_act()
        for side in (0, 1):
            lst = self.side_lists[side]
            lst.clear()
            if s is None:
                self.side_labels[side].setText("")
                continue
            self.side_labels[side].setTextFormat(Qt.TextFormat.PlainText)  # names from users or files
            self.side_labels[side].setText(self._side_heading(s, side))
            font = self.side_labels[side].font()
            font.setBold(s.to_act == side and not s.over)
            self.side_labels[side].setFont(font)
            # every figure is somewhere: a falling one (its power is being read) and one removed by
            # Vanquish are shown in the defeated area with what happens to them
            gone = [g for g in s.figures if g["side"] == side and g["zone"] in ("falling", "defeated", "removed")]
            sections = (
                (self.tr("In play"), s.in_play(side)),
                (self.tr("Backups"), s.zone("backup", side)),
                (self.tr("Defeated area"), gone),
            )
            for head, figs in sections:
                item = QListWidgetItem(head)
                f = item.font()
                f.setBold(True)
                item.setFont(f)
                lst.addItem(item)
                if not figs:
                    lst.addItem("   " + self.tr("(none)"))
                for g in figs:
                    d = s.data[g["code"]]
                    extra = ""
                    if g["zone"] == "play":
                        extra = " · " + self._window_words(s, g["id"])
                        if g["ctrl"] != g["side"]:
                            extra += " · " + self.tr("played by %1").replace("%1", s.names[g["ctrl"]])
                        if g["fired"]:
                            extra += " · " + self.tr("fired")
                    elif g["zone"] == "falling":
                        extra = " · " + self.tr("falling: its power is being read")
                    elif g["zone"] == "removed":
                        extra = " · " + self.tr("out of the game for good")
                    lst.addItem(f"   {d.get('name') or g['code']} ({d.get('points', 0)}){extra}")
        self.turn_label.setText(self._turn_text())
        acting = me is not None and s is not None
        self.end_button.setEnabled(acting and not s.pending and not s.interlude)
        self.pass_button.setVisible(bool(s and s.interlude))
        self.pass_button.setEnabled(acting and bool(s and s.interlude))
        self.confirm_button.setVisible(bool(self.arena.push_options))
        self.effect_button.setVisible(acting and bool(E.legal_summary(s)["effects"]))
        self.aim_button.setEnabled(acting)
        self.replay_button.setEnabled(
            bool(self.game and any(e["action"]["type"] == "attack" for e in self.game.log))
        )
        computer_turn = bool(s and not s.over and self.seats[s.to_act] != "person")
        self.skip_button.setVisible(computer_turn and self.animation_speed > 0)
        self.skip_button.setEnabled(computer_turn and not self._skip_turn)

    def _side_heading(self, s: E.GameState, side: int) -> str:
        """Whose squad, whether they play now, and the points of the opponent's figures they knocked over."""
        name = s.names[side]
        head = self.tr("%1 — playing now").replace("%1", name) if s.to_act == side and not s.over else name
        points = int(s.points[side])
        return head + "\n" + self.tr("Score: %n point(s) for the opponent's defeated figures", "", points)

    def _window_words(self, s: E.GameState, fid: int) -> str:
        """The tix window in players' words: how far the figure can move, and whether its power would work."""
        w = s.window(fid)
        words = self.tr("moves up to %1 tix").replace("%1", str(w["speed"]))
        if not s.options.powers or not s.data[s.fig(fid)["code"]].get("power"):
            return words
        if w["colour"] == "white":
            return words + " · " + self.tr("power ready if it falls (white window)")
        return words + " · " + self.tr("no power if it falls now (black window)")

    def shutdown(self) -> None:
        """Stop the computer and the animation (the frame calls this before the board goes away)."""
        self._skip_turn = True
        self._then_slides = None
        self.arena.finish_animation()
        self.mover.cancel()  # after it: the end of an animation may have asked the computer
