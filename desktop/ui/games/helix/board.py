"""The Battle Helix board: two figures as piece bars, the rolled glyphs, the Attacker's call buttons
(keys B / W), the round log, the terrain in terrain mode and the live win chance (exact odds).

Written against the Play frame's board contract (``desktop/ui/play/__init__.py`` BOARDS): the frame
owns the landing, the menus (save, load, undo, redo), autosave and the game-over overlay; the board
offers ``new_game``, ``start``, ``rematch``, ``save_state``/``load_state``, ``undo``/``redo`` and the
signals. Against the computer, undo takes back your own last action (and the computer's answers to it);
at a hot-seat game, the last action. The computer thinks, and the exact odds are solved, off the UI
thread.
"""

from __future__ import annotations

import copy
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from desktop.games.helix import odds
from desktop.games.helix.engine import COLOURS, Game, Rules, RulesError, Setup, Terrain, as_helix, result
from desktop.games.helix.players import make_player
from desktop.ui import palette
from desktop.ui.catalog.values import shown_name
from desktop.ui.games.helix.texts import level_name, round_line
from desktop.ui.games.helix.widgets import SIDE_COLOURS, ChanceChart, GlyphView, TerrainView
from desktop.ui.play.worker import Background

SEATS = ("person", "easy", "normal", "hard")
SAVE_VERSION = 1


class SidePanel(QFrame):
    def __init__(self, side: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = side
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(f"SidePanel {{ border: 2px solid {SIDE_COLOURS[side]}; border-radius: 8px; }}")
        layout = QVBoxLayout(self)
        self.name = QLabel()
        # the side's colour made light on a dark palette (dark blue on dark grey cannot be read)
        self.name.setStyleSheet(
            f"font-size: 16px; font-weight: bold; color: {palette.readable(SIDE_COLOURS[side])};"
        )
        self.name.setWordWrap(True)
        self.helix = QLabel()
        self.helix.setWordWrap(True)
        self.role = QLabel()
        self.role.setStyleSheet("font-weight: bold;")
        # the count is a label in the palette's text colour, not text painted over the coloured chunk
        # (black on dark blue, unreadable; and the palette decides the colour in dark mode)
        self.pieces = QLabel()
        self.bar = QProgressBar()
        self.bar.setTextVisible(False)
        self.bar.setMaximumHeight(14)
        self.bar.setStyleSheet(f"QProgressBar::chunk {{ background: {SIDE_COLOURS[side]}; }}")
        self.glyph = GlyphView()
        self.chance = QLabel()
        for w in (self.name, self.helix, self.role, self.pieces, self.bar, self.glyph, self.chance):
            if isinstance(w, QLabel):
                w.setTextFormat(Qt.TextFormat.PlainText)  # names from users, saves and registrations
            layout.addWidget(w)
        layout.addStretch(1)
        self.setMinimumWidth(170)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)


class HelixBoard(QWidget):
    game_key = "helix"
    title_changed = Signal(str)
    state_changed = Signal()
    game_finished = Signal(dict)

    COMPUTER_DELAY_MS = 450  # a pause before each computer action, so that people can follow

    def __init__(self, db: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.game: Game | None = None
        self.seats: list[str] = ["person", "person"]
        self.names: tuple[str, str] = ("A", "B")
        self.actors: list[int] = []
        self.redo_stack: list[list[list[Any]]] = []
        self.last_setup: dict[str, Any] | None = None
        self.match_id: Any = None
        self.solution: odds.Solution | None = None
        self.species: dict[str, tuple[str, str]] = {}
        self._shown_events = 0
        self._title = ""
        self._finished_sent = False
        self._thinking = False  # a computer decision is on its way
        self.background = Background(self)
        self.background.done.connect(self._background_done)
        self.background.failed.connect(self._background_failed)
        self._computer_timer = QTimer(self)
        self._computer_timer.setSingleShot(True)
        self._computer_timer.timeout.connect(self._computer_turn)
        self._build()
        self.retranslate()
        self._refresh()

    # --- layout -------------------------------------------------------------------------------------

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        head = QHBoxLayout()
        self.title_label = QLabel()
        self.title_label.setStyleSheet("font-size: 16px; font-weight: bold;")
        self.title_label.setWordWrap(True)
        self.title_label.setTextFormat(Qt.TextFormat.PlainText)
        head.addWidget(self.title_label, 1)
        self.new_button = QPushButton()
        self.new_button.clicked.connect(lambda: self.new_game(self))
        head.addWidget(self.new_button)
        outer.addLayout(head)

        top = QHBoxLayout()
        self.panels = [SidePanel(0), SidePanel(1)]
        for p in self.panels:
            p.glyph.set_species_lookup(self._species)
        top.addWidget(self.panels[0])
        centre = QVBoxLayout()
        self.terrain_view = TerrainView()
        self.terrain_view.set_species_lookup(self._species)
        self.terrain_view.space_clicked.connect(self._space_clicked)
        self.terrain_label = QLabel()
        self.terrain_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note = QLabel()
        self.note.setWordWrap(True)
        for label in (self.terrain_label, self.note):
            label.setTextFormat(Qt.TextFormat.PlainText)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        centre.addWidget(self.terrain_label)
        centre.addWidget(self.terrain_view, 1)
        centre.addWidget(self.note)
        chooser = QHBoxLayout()
        self.terrain_choice = QComboBox()
        self.terrain_go = QPushButton()
        self.terrain_go.clicked.connect(self._terrain_chosen)
        chooser.addWidget(self.terrain_choice, 1)
        chooser.addWidget(self.terrain_go)
        centre.addLayout(chooser)
        calls = QHBoxLayout()
        self.black_button = QPushButton()
        self.white_button = QPushButton()
        self.black_button.setStyleSheet(
            "QPushButton { background: #222428; color: white; padding: 8px; "
            "font-weight: bold; } QPushButton:disabled { background: #777; }"
        )
        self.white_button.setStyleSheet(
            "QPushButton { background: white; color: #222428; padding: 8px; "
            "font-weight: bold; border: 1px solid #888; } "
            "QPushButton:disabled { color: #aaa; }"
        )
        self.black_button.clicked.connect(lambda: self.call("black"))
        self.white_button.clicked.connect(lambda: self.call("white"))
        calls.addWidget(self.black_button)
        calls.addWidget(self.white_button)
        centre.addLayout(calls)
        top.addLayout(centre, 1)
        top.addWidget(self.panels[1])

        split = QSplitter(Qt.Orientation.Horizontal)
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.chart = ChanceChart()
        split.addWidget(self.log)
        split.addWidget(self.chart)
        split.setSizes([500, 500])
        upper = QWidget()
        upper.setLayout(top)
        vsplit = QSplitter(Qt.Orientation.Vertical)
        vsplit.addWidget(upper)
        vsplit.addWidget(split)
        vsplit.setStretchFactor(0, 3)
        vsplit.setStretchFactor(1, 2)
        outer.addWidget(vsplit, 1)

        # plain B / W on the board's window, from the first round without a click into the board (the
        # frame's shortcuts all carry Ctrl; a text field with the focus keeps its letters)
        self.call_shortcuts: list[QShortcut] = []
        for key, colour in (("B", "black"), ("W", "white")):
            sc = QShortcut(QKeySequence(key), self)
            sc.setContext(Qt.ShortcutContext.WindowShortcut)
            sc.activated.connect(lambda c=colour: self.call(c))
            self.call_shortcuts.append(sc)

    def retranslate(self) -> None:
        self.new_button.setText(self.tr("New battle…"))
        self.black_button.setText(self.tr("Black attack (B)"))
        self.white_button.setText(self.tr("White attack (W)"))
        self.terrain_go.setText(self.tr("Play on this terrain"))
        self._refresh(full=True)

    def _pieces(self, n: int) -> str:
        return self.tr("%n piece(s)", "", n)

    def _species(self, key: str) -> tuple[str, str]:
        if not self.species:
            try:
                from desktop.ui.games.helix.data import species

                self.species = species(self.db)
            except Exception:  # noqa: BLE001 - no catalog: grey, key as name
                self.species = {}
        name, colour = self.species.get(key, (key, "#808080"))
        return colour or "#808080", name or key

    # --- the contract -------------------------------------------------------------------------------

    def title(self) -> str:
        return self._title

    def in_progress(self) -> bool:
        return self.game is not None and not self.game.state.over

    def new_game(self, parent: QWidget | None = None) -> bool:
        from desktop.services import squads as svc
        from desktop.ui.games.helix.data import glyphs as catalog_glyphs
        from desktop.ui.games.helix.data import load_helix
        from desktop.ui.games.helix.setup import SetupDialog

        saved = []
        if self.db is not None:
            for s in svc.list_squads(self.db, game="helix"):
                if not s.legal:
                    continue
                helix, _rec = load_helix(self.db, s.id)
                saved.append((s.name, helix.glyphs))
            glyphs = catalog_glyphs(self.db)
        else:  # no database (a board on its own): the shipped sample glyphs
            from desktop.games.helix.catalog import shipped_items
            from desktop.games.helix.helix import glyph_from_catalog

            glyphs = tuple(
                glyph_from_catalog(it.data["key"], it.data)
                for it in shipped_items()
                if it.kind == "helix.glyph"
            )
        dialog = SetupDialog(saved, glyphs, bool(self._catalog_terrains()), self.last_setup, parent or self)
        if dialog.exec() != SetupDialog.DialogCode.Accepted:
            return False
        self.start(dialog.setup())
        return True

    def start(self, setup: dict[str, Any]) -> None:
        """Start a battle: ``names``, ``helixes`` (glyph dicts) or ``squads`` (saved helix ids),
        ``pieces``, ``terrain_mode``, ``rules``, ``seed``, ``opponent`` (person/easy/normal/hard for B)
        or ``seats``; a tournament may pass ``settings`` (pieces, terrain_mode, rules options) and
        ``match_id``."""
        setup = dict(setup)
        settings = dict(setup.get("settings") or {})
        helixes = setup.get("helixes")
        helix_names = list(setup.get("helix_names") or ["", ""])
        if helixes is None and setup.get("squads"):
            import random

            from desktop.games.helix.players import sample_helix
            from desktop.services import squads as svc
            from desktop.ui.games.helix.data import load_helix

            helixes = []
            for i, sid in enumerate(setup["squads"]):
                glyphs: list[Any] = []
                if sid is not None and self.db is not None:
                    try:
                        h, rec = load_helix(self.db, int(sid))
                        glyphs = list(h.glyphs) if not h.empty_slots() else []
                        helix_names[i] = rec.name if glyphs else ""
                    except svc.SquadError:
                        glyphs = []
                if len(glyphs) != 6:  # registered without a helix: a sample one from the seed
                    glyphs = list(sample_helix(random.Random(int(setup.get("seed", 1)) * 2 + i)))
                helixes.append(glyphs)
        if helixes is None:
            raise ValueError(self.tr("A battle needs two helixes."))
        rules_data = dict(setup.get("rules") or {})
        rules_data.update({k: v for k, v in settings.items() if k in Rules.__dataclass_fields__})
        pieces = int(setup.get("pieces", settings.get("pieces", 25)))
        terrain_mode = bool(setup.get("terrain_mode", settings.get("terrain_mode", False)))
        terrains: tuple[Terrain, ...] = ()
        if terrain_mode:
            data = setup.get("terrains")
            terrains = tuple(Terrain.from_data(t) for t in data) if data else self._catalog_terrains()
        names = tuple(
            setup.get("names") or setup.get("players") or (self.tr("Player A"), self.tr("Player B"))
        )
        seats = list(setup.get("seats") or ["person", setup.get("opponent", "person")])
        try:
            game = Game(
                Setup(
                    (as_helix(helixes[0]), as_helix(helixes[1])),
                    pieces,
                    int(setup.get("seed", 1)),
                    Rules.from_dict(rules_data),
                    terrain_mode,
                    terrains,
                    (names[0], names[1]),
                    (helix_names[0], helix_names[1]),
                )
            )
        except RulesError as exc:
            raise ValueError(self.tr("This battle cannot start: %1").replace("%1", str(exc))) from None
        if any(s not in SEATS for s in seats):
            raise ValueError(self.tr("Unknown player kind."))
        self.last_setup = {k: v for k, v in setup.items() if k != "terrains"}
        self.match_id = setup.get("match_id")
        self._install(game, seats, [], [])

    def rematch(self) -> None:
        if self.last_setup is None:
            return
        from desktop.ui.games.helix.setup import new_seed

        setup = dict(self.last_setup)
        setup["seed"] = new_seed()
        self.start(setup)

    def save_state(self) -> dict[str, Any]:
        if self.game is None:
            return {"game": self.game_key, "version": SAVE_VERSION, "battle": None}
        s = self.game.state
        return {
            "game": self.game_key,
            "version": SAVE_VERSION,
            "battle": self.game.to_dict(),
            "seats": list(self.seats),
            "actors": list(self.actors),
            "redo": copy.deepcopy(self.redo_stack),
            "match_id": self.match_id,
            "last_setup": copy.deepcopy(self.last_setup),
            "summary": {"names": list(self.names), "pieces": list(s.pieces), "round": s.round},
        }

    def load_state(self, data: dict[str, Any]) -> None:
        def bad(why: str) -> ValueError:
            return ValueError(self.tr("This saved battle cannot be loaded: %1").replace("%1", why))

        if not isinstance(data, dict) or data.get("game") != self.game_key:
            raise bad(self.tr("it is not a Battle Helix battle"))
        if data.get("version") != SAVE_VERSION:
            raise bad(self.tr("it was saved by another version"))
        seats = data.get("seats")
        if not isinstance(seats, list) or len(seats) != 2 or any(s not in SEATS for s in seats):
            raise bad(self.tr("the players are missing"))
        try:
            game = Game.from_dict(data.get("battle") or {})
        except RulesError as exc:
            raise bad(str(exc)) from None
        actors = data.get("actors")
        if (
            not isinstance(actors, list)
            or len(actors) != len(game.log)
            or any(a not in (0, 1) for a in actors)
        ):
            actors = self._actors_of(game)
        redo = data.get("redo") or []
        if not isinstance(redo, list) or not all(isinstance(r, list) for r in redo):
            redo = []
        self.match_id = data.get("match_id")
        self.last_setup = data.get("last_setup") if isinstance(data.get("last_setup"), dict) else None
        self._install(game, list(seats), actors, redo)

    @staticmethod
    def describe_state(data: dict[str, Any]) -> str:
        summary = (data or {}).get("summary") or {}
        try:
            names = summary["names"]
            pieces = summary["pieces"]
            rnd = int(summary["round"])
            return (
                QCoreApplication.translate("HelixBoard", "%1 %2 – %3 %4, round %5")
                .replace("%1", str(names[0]))
                .replace("%2", str(pieces[0]))
                .replace("%3", str(pieces[1]))
                .replace("%4", str(names[1]))
                .replace("%5", str(rnd))
            )
        except (KeyError, IndexError, TypeError, ValueError):
            return QCoreApplication.translate("HelixBoard", "Battle Helix battle")

    def can_undo(self) -> bool:
        return self._undo_point() is not None

    def undo(self) -> None:
        point = self._undo_point()
        if point is None or self.game is None:
            return
        removed = [[k, v] for k, v in self.game.log[point:]]
        kept = self.game.log[:point]
        self.redo_stack.append(removed)
        game = Game(self.game.setup)
        for a in kept:
            game.play(a)
        self._install(game, self.seats, self.actors[:point], self.redo_stack, emit=True)

    def can_redo(self) -> bool:
        return bool(self.redo_stack) and self.game is not None

    def redo(self) -> None:
        if not self.can_redo() or self.game is None:
            return
        actions = self.redo_stack.pop()
        self.background.cancel()
        self._thinking = False
        self._computer_timer.stop()
        if self.solution is None:
            self._request_odds()
        for a in actions:
            if self.game.state.over:
                break
            try:
                self._play(tuple(a), keep_redo=True, think=False)
            except RulesError:
                break
        self._after_action()

    # --- actions ------------------------------------------------------------------------------------

    def call(self, colour: str) -> None:
        if self._person_to_move("call"):
            self._act(("call", colour))

    def _space_clicked(self, space: int) -> None:
        g = self.game
        if g is not None and g.state.phase in ("move", "place") and self._person_to_move(g.state.phase):
            self._act((g.state.phase, space))

    def _terrain_chosen(self) -> None:
        key = self.terrain_choice.currentData()
        if key is not None and self._person_to_move("terrain"):
            self._act(("terrain", key))

    def _person_to_move(self, phase: str) -> bool:
        g = self.game
        if g is None or g.state.over or g.state.phase != phase or g.state.to_move is None:
            return False
        return self.seats[g.state.to_move] == "person" and not self._thinking

    def _act(self, action: tuple[str, Any]) -> None:
        try:
            self._play(action, keep_redo=False)
        except RulesError:
            return
        self._after_action()

    def _play(self, action: tuple[str, Any], keep_redo: bool, think: bool = True) -> None:
        assert self.game is not None
        actor = self.game.state.to_move
        self.game.play(action)
        self.actors.append(0 if actor is None else actor)
        if not keep_redo:
            self.redo_stack.clear()

    def _after_action(self) -> None:
        self._refresh()
        self.state_changed.emit()
        self._check_finished()
        self._schedule_computer()

    def _undo_point(self) -> int | None:
        if self.game is None or not self.actors:
            return None
        computer = any(s != "person" for s in self.seats)
        for i in range(len(self.actors) - 1, -1, -1):
            if not computer or self.seats[self.actors[i]] == "person":
                return i
        return None

    # --- the computer -------------------------------------------------------------------------------

    def _schedule_computer(self) -> None:
        g = self.game
        if g is None or g.state.over or g.state.to_move is None:
            return
        if self.seats[g.state.to_move] != "person":
            self._computer_timer.start(self.COMPUTER_DELAY_MS)

    def _computer_turn(self) -> None:
        g = self.game
        if g is None or g.state.over or g.state.to_move is None or self.seats[g.state.to_move] == "person":
            return
        level = self.seats[g.state.to_move]
        snapshot = g.copy()
        seed = g.setup.seed * 31 + len(g.log) * 2 + g.state.to_move
        self._thinking = True
        self.background.run("move", lambda: (len(snapshot.log), make_player(level, seed).choose(snapshot)))
        self._refresh()

    def _background_done(self, key: str, value: object) -> None:
        if key == "odds":
            self.solution = value  # type: ignore[assignment]
            self._refresh_chart()
            self._refresh_panels()
            return
        if key == "move" and self.game is not None:
            self._thinking = False
            at, action = value  # type: ignore[misc]
            if at != len(self.game.log):
                return
            try:
                self._play(action, keep_redo=False)
            except RulesError:
                return
            self._after_action()

    def _background_failed(self, key: str, message: str) -> None:
        if key == "move":
            self._thinking = False
        self.note.setText(self.tr("The computer could not decide: %1").replace("%1", message))

    # --- installing a game --------------------------------------------------------------------------

    def _catalog_terrains(self) -> tuple[Terrain, ...]:
        try:
            from desktop.services import catalog as cat

            items = cat.list_items(self.db, "helix.terrain")
        except Exception:  # noqa: BLE001 - no database: the shipped terrains
            items = []
        out = []
        for it in items:
            try:
                out.append(Terrain.from_data(it.data))
            except RulesError:
                continue
        if not out and not items:
            from desktop.games.helix.engine import shipped_terrains

            out = list(shipped_terrains().values())
        return tuple(out)

    @staticmethod
    def _actors_of(game: Game) -> list[int]:
        replay = Game(game.setup)
        actors = []
        for a in game.log:
            actors.append(replay.state.to_move or 0)
            replay.play(a)
        return actors

    def _install(
        self, game: Game, seats: list[str], actors: list[int], redo: list[Any], emit: bool = True
    ) -> None:
        self.background.cancel()
        self._computer_timer.stop()
        self.game = game
        self.seats = list(seats)
        self.names = game.setup.names
        self.actors = list(actors)
        self.redo_stack = [list(r) for r in redo]
        self._finished_sent = False
        self._shown_events = 0
        self.log.clear()
        self.solution = None
        self._request_odds()
        self._refresh(full=True)
        if emit:
            self.state_changed.emit()
        self._check_finished()
        self._schedule_computer()

    def _request_odds(self) -> None:
        g = self.game
        if g is None:
            return
        args = (g.setup.helixes[0], g.setup.helixes[1], g.setup.pieces, g.setup.rules)
        self.background.run("odds", lambda: odds.solve(*args))

    def _check_finished(self) -> None:
        g = self.game
        if g is None or not g.state.over or self._finished_sent:
            return
        self._finished_sent = True
        s = g.state
        if s.winner is None:
            reason = self.tr("Time is called with equal pieces: a draw.")
            winner = None
        elif s.ended == "time_called":
            reason = self.tr("Time is called: %1 has more pieces left and wins.").replace(
                "%1", self.names[s.winner]
            )
            winner = self.names[s.winner]
        else:
            reason = (
                self.tr("%1 has no pieces left: %2 wins.")
                .replace("%1", self.names[1 - s.winner])
                .replace("%2", self.names[s.winner])
            )
            winner = self.names[s.winner]
        lines = [
            self.tr("%1: %2 left").replace("%1", self.names[i]).replace("%2", self._pieces(s.pieces[i]))
            for i in (0, 1)
        ]
        lines.append(self.tr("Rounds played: %1").replace("%1", str(s.round)))
        if s.terrains_used:
            lines.append(
                self.tr("Terrains: %1").replace(
                    "%1", ", ".join(dict.fromkeys(shown_name(g.setup.terrain(k).name) for k in s.terrains_used))
                )
            )
        self.game_finished.emit(
            {
                "reason": reason,
                "lines": lines,
                "winner": winner,
                "result": result(s),
                "match_id": self.match_id,
            }
        )

    # --- showing the state --------------------------------------------------------------------------

    def _set_title(self, text: str) -> None:
        if text != self._title:
            self._title = text
            self.title_label.setText(text)
            self.title_changed.emit(text)

    def _refresh(self, full: bool = False) -> None:
        g = self.game
        if g is None:
            self._set_title(self.tr("Battle Helix: start a battle with “New battle…”"))
            for w in (self.black_button, self.white_button, self.terrain_choice, self.terrain_go):
                w.setEnabled(False)
            self.terrain_choice.setVisible(False)
            self.terrain_go.setVisible(False)
            self.terrain_view.setVisible(False)
            return
        s = g.state
        if full:
            self.log.clear()
            self._shown_events = 0
        new_events = g.events[self._shown_events :]
        self._shown_events = len(g.events)
        for ev in new_events:
            line = self._event_line(ev)
            if line:
                self.log.addItem(line)
        if new_events:
            self.log.scrollToBottom()
        rounds = [e for e in new_events if e["type"] == "round"]
        if rounds:
            ev = rounds[-1]
            for side in (0, 1):
                glyph = g.setup.helixes[side][ev["rolls"][side]]
                self.panels[side].glyph.show_roll(
                    glyph, g.setup.helixes[side] if not full else (), ev["colour"], ev["bonus"][side]
                )
        elif full:
            last = [e for e in g.events if e["type"] == "round"]
            for side in (0, 1):
                if last:
                    ev = last[-1]
                    self.panels[side].glyph.set_glyph(
                        g.setup.helixes[side][ev["rolls"][side]], ev["colour"], ev["bonus"][side]
                    )
                else:
                    self.panels[side].glyph.set_glyph(None)
        self._refresh_panels()
        mover = s.to_move
        person = mover is not None and self.seats[mover] == "person" and not s.over
        calling = s.phase == "call" and person
        self.black_button.setEnabled(calling)
        self.white_button.setEnabled(calling)
        choosing = s.phase == "terrain" and person
        self.terrain_choice.setVisible(s.phase == "terrain")
        self.terrain_go.setVisible(s.phase == "terrain")
        self.terrain_go.setEnabled(choosing)
        self.terrain_choice.setEnabled(choosing)
        if s.phase == "terrain":
            self.terrain_choice.clear()
            for key in s.choices:
                self.terrain_choice.addItem(shown_name(g.setup.terrain(key).name), key)
        self.terrain_view.setVisible(g.setup.terrain_mode)
        if g.setup.terrain_mode:
            t = g.setup.terrain(s.terrain) if s.terrain else None
            choices = s.choices if s.phase in ("move", "place") and person else ()
            active = []
            if rounds and t is not None and s.positions is not None:
                ev = rounds[-1]
                active = [s.positions[i] for i in (0, 1) if ev["bonus"][i]]
            self.terrain_view.show_terrain(t, s.positions, choices, active)
            self.terrain_label.setText(
                self.tr("Terrain: %1").replace("%1", shown_name(t.name)) if t is not None else self.tr("No terrain yet")
            )
        else:
            self.terrain_label.setText(self.tr("Classic battle (no terrain)"))
        self._set_title(self._title_text())
        self._refresh_chart()

    def _refresh_panels(self) -> None:
        g = self.game
        if g is None:
            return
        s = g.state
        chance = self._chance_now()
        for side, p in enumerate(self.panels):
            p.name.setText(self.names[side])
            helix_name = g.setup.helix_names[side] or self.tr("helix built here")
            p.helix.setText(
                self.tr("%1 · %2").replace("%1", helix_name).replace("%2", level_name(self.seats[side]))
            )
            p.bar.setRange(0, s.start)
            p.bar.setValue(s.pieces[side])
            p.pieces.setText(self._pieces(s.pieces[side]))
            if s.over:
                p.role.setText(self.tr("Winner") if s.winner == side else "")
            else:
                p.role.setText(self.tr("Attacker") if s.attacker == side else self.tr("Defender"))
            if chance is not None:
                percent = QLocale().toString(100 * chance[side], "f", 1)  # 35,8 in Ukrainian, 35.8 in English
                p.chance.setText(self.tr("Win chance: %1 %").replace("%1", percent))
            else:
                p.chance.setText(self.tr("Win chance: …"))

    def _chance_now(self) -> tuple[float, float] | None:
        g, sol = self.game, self.solution
        if g is None or sol is None:
            return None
        s = g.state
        if s.over:
            return (1.0, 0.0) if s.winner == 0 else (0.0, 1.0) if s.winner == 1 else (0.0, 0.0)
        a, b = (min(p, sol.pieces) for p in s.pieces)
        return sol.chance(a, b, s.attacker)

    def chance_points(self) -> list[tuple[int, float, float]]:
        """(round, A's chance, B's chance) from the start and after every round."""
        g, sol = self.game, self.solution
        if g is None or sol is None:
            return []
        points = [(0, *sol.chance())]
        for ev in g.events:
            if ev["type"] != "round":
                continue
            a, b = (min(p, sol.pieces) for p in ev["pieces"])
            if a == 0 or b == 0:
                over = [e for e in g.events if e["type"] == "over"]
                w = over[-1]["winner"] if over else (0 if b == 0 else 1)
                points.append((ev["round"], float(w == 0), float(w == 1)))
            else:
                points.append((ev["round"], *sol.chance(a, b, ev["next_attacker"])))
        return points

    def _refresh_chart(self) -> None:
        g = self.game
        title = self.tr("Win chance")
        if g is not None and g.setup.terrain_mode:
            title = self.tr("Win chance (ignoring terrain)")
        self.chart.set_labels(title, self.tr("Round"), self.tr("%"), list(self.names))
        self.chart.set_points(self.chance_points())

    def _title_text(self) -> str:
        g = self.game
        assert g is not None
        s = g.state
        if s.over:
            if s.winner is None:
                return self.tr("The battle is over: a draw")
            return self.tr("The battle is over: %1 wins").replace("%1", self.names[s.winner])
        who = self.names[s.to_move] if s.to_move is not None else ""
        if s.to_move is not None and self.seats[s.to_move] != "person":
            # the computer's name says it is one ("Computer (Normal)"): not "Computer (Normal) (computer)"
            return self.tr("%1 is thinking…").replace("%1", who)
        if s.phase == "call":
            return self.tr("%1 attacks: call black or white (B / W)").replace("%1", who)
        if s.phase == "move":
            return self.tr("%1: move your figure one space (click a marked space)").replace("%1", who)
        if s.phase == "place":
            return self.tr("%1 warped: place your figure on the new terrain").replace("%1", who)
        return self.tr("%1: choose the terrain").replace("%1", who)

    def _event_line(self, ev: dict[str, Any]) -> str:
        g = self.game
        assert g is not None
        kind = ev["type"]
        if kind == "round":
            return round_line(ev, self.names)
        if kind == "attacker":
            return self.tr("Initiative: %1 attacks first.").replace("%1", self.names[ev["attacker"]])
        if kind == "terrain":
            return self.tr("The battle starts on %1.").replace("%1", shown_name(g.setup.terrain(ev["terrain"]).name))
        if kind == "warp":
            return (
                self.tr("%1 warps to %2 and becomes Attacker.")
                .replace("%1", self.names[ev["side"]])
                .replace("%2", shown_name(g.setup.terrain(ev["terrain"]).name))
            )
        if kind == "move" and not ev.get("stuck"):
            return (
                self.tr("%1 moves to space %2.")
                .replace("%1", self.names[ev["side"]])
                .replace("%2", str(ev["space"]))
            )
        return ""

    def showEvent(self, event: Any) -> None:  # noqa: N802
        super().showEvent(event)
        # Inside the Play frame the frame shows the turn title and offers New game: no second header.
        hosted = False
        w = self.parentWidget()
        while w is not None and not hosted:
            hosted = type(w).__name__ == "BoardHost"
            w = w.parentWidget()
        self.title_label.setVisible(not hosted)
        self.new_button.setVisible(not hosted)

    def shutdown(self) -> None:
        """Stop background work (the frame calls it when the window closes)."""
        self.background.cancel()
        self._thinking = False
        self._computer_timer.stop()

    def colours(self) -> tuple[str, ...]:
        return COLOURS
