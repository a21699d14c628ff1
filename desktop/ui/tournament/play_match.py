"""Play this match: a game with a board (desktop/ui/play BOARDS, through the game registry) opens with
both registered players, the event's game settings (the round's terrain, beginner option) and the
pairing's colours; best of 3 as successive games, the loser choosing who starts; the finished result
is recorded with one click, through the same service as typed results."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QMessageBox, QPushButton, QVBoxLayout, QWidget

from desktop.games.toybattle.game import TERRAINS as TOYBATTLE_TERRAINS
from desktop.services import tournament as svc
from desktop.ui.play import board_available, board_class
from desktop.ui.tournament import texts

if TYPE_CHECKING:
    from desktop.ui.pages.tournaments import TournamentsPage


def _toybattle_start(
    board: Any, mv: svc.MatchView, settings: dict[str, Any], game_no: int, first: str
) -> str:
    """Start a Toy Battle game on ``board``; returns the colour of side A."""
    from desktop.ui.games.toybattle.setup import GameSettings

    mode = str(settings.get("terrain") or "random")
    if mode == "rotating":
        terrain = TOYBATTLE_TERRAINS[(mv.round - 1) % len(TOYBATTLE_TERRAINS)]
    elif mode == "random":
        terrain = random.Random(mv.event_id * 1000 + mv.round).choice(TOYBATTLE_TERRAINS)
    else:
        terrain = mode
    if terrain not in board.terrains:
        terrain = "random"
    colour_a = "blue"
    board.start_game(
        GameSettings(
            terrain=terrain,
            colour="blue",
            opponent="person",
            first=first,
            beginner=bool(settings.get("beginner")),
            seed=mv.id * 10 + game_no,
        )
    )
    return colour_a


def _toybattle_result(board: Any, colour_a: str, time_called: bool = False) -> dict[str, Any] | None:
    from desktop.games.toybattle import engine

    game = board.game
    if game is None:
        return None
    state = game.state
    if time_called:
        res = engine.time_called_result(state)
    elif state.over:
        res = engine.result(state)
    else:
        return None
    out = engine.match_result(res, colour_a)
    return {k: v for k, v in out.items() if k in {f.key for f in svc.registry.get("toybattle").result_fields}}


def _toybattle_save(board: Any, path: Path) -> bool:
    if board.game is None:
        return False
    board.save_to(path)
    return True


def _toybattle_load(board: Any, path: Path) -> None:
    board.load_from(path)


STARTERS: dict[str, Callable[..., str]] = {"toybattle": _toybattle_start}
SAVERS: dict[str, Callable[[Any, Path], bool]] = {"toybattle": _toybattle_save}
LOADERS: dict[str, Callable[[Any, Path], None]] = {"toybattle": _toybattle_load}
from desktop.ui.games.helix import match as helix_match  # noqa: E402 - Battle Helix (issue 14)

STARTERS["helix"], SAVERS["helix"], LOADERS["helix"] = helix_match.start, helix_match.save, helix_match.load


def saved_paths(match_id: int) -> tuple[Path, Path]:
    """Where an unfinished match is kept (its games so far, and the board's game log): the match id
    goes with the game, so that a resumed game still records into its match."""
    from desktop.paths import data_dir

    folder = data_dir() / "tournament-games"
    return folder / f"match-{match_id}.json", folder / f"match-{match_id}.game.json"


RESULTS: dict[str, Callable[..., dict[str, Any] | None]] = {
    "toybattle": _toybattle_result,
    "helix": helix_match.result,
}

from desktop.ui.games.attacktix import match as _attacktix  # noqa: E402 - the Attacktix board's hooks

STARTERS["attacktix"], RESULTS["attacktix"] = _attacktix.start, _attacktix.result
SAVERS["attacktix"], LOADERS["attacktix"] = _attacktix.save, _attacktix.load


def can_play(game_key: str) -> bool:
    return board_available(game_key) and game_key in STARTERS


class PlayMatchDialog(QDialog):
    def __init__(self, page: TournamentsPage, mv: svc.MatchView) -> None:
        super().__init__(page)
        self.page = page
        self.mv = mv
        snap = page.snapshot
        assert snap is not None
        self.game_key = snap.detail.summary.game
        self.best_of = snap.best_of
        self.settings = dict(snap.detail.game_settings)
        self.results: list[dict[str, Any]] = []
        self.setWindowTitle(
            self.tr("%1 v %2 — %3").replace("%1", mv.a_name).replace("%2", mv.b_name).replace("%3", mv.code)
        )
        self.resize(1100, 760)
        lay = QVBoxLayout(self)
        self.info = QLabel()
        self.info.setWordWrap(True)
        lay.addWidget(self.info)
        cls = board_class(self.game_key)
        assert cls is not None
        self.board: QWidget = cls(page.db)
        lay.addWidget(self.board, 1)
        row = QHBoxLayout()
        self.time_button = QPushButton(self.tr("Time called"))
        self.time_button.clicked.connect(lambda: self.finish_game(time_called=True))
        self.next_button = QPushButton(self.tr("Next game"))
        self.next_button.clicked.connect(self.next_game)
        self.record_button = QPushButton(self.tr("Record the result"))
        self.record_button.clicked.connect(self.record)
        for b in (self.time_button, self.next_button, self.record_button):
            row.addWidget(b)
        row.addStretch(1)
        lay.addLayout(row)
        self.resumed = self._resume()
        if not self.resumed:
            self.colour_a = STARTERS[self.game_key](self.board, mv, self.settings, 1, "random")
        self.timer = QTimer(self)
        self.timer.setInterval(400)
        self.timer.timeout.connect(self._poll)
        self.timer.start()
        self._update()

    # -- keeping an unfinished match --------------------------------------------------------------------
    def _resume(self) -> bool:
        meta_path, log_path = saved_paths(self.mv.id)
        try:
            meta = json.loads(meta_path.read_text("utf-8"))
        except (OSError, ValueError):
            return False
        if meta.get("match_id") != self.mv.id or meta.get("event_id") != self.mv.event_id:
            return False
        self.results = [dict(r) for r in meta.get("results", [])]
        self.colour_a = str(meta.get("colour_a", "blue"))
        self._between = bool(meta.get("between"))
        if log_path.exists():
            try:
                LOADERS[self.game_key](self.board, log_path)
            except (OSError, ValueError, KeyError):
                return False
        return True

    def keep(self) -> Path | None:
        """Save the match so far (written beside, then moved into place: never half-written)."""
        meta_path, log_path = saved_paths(self.mv.id)
        meta_path.parent.mkdir(parents=True, exist_ok=True)
        tmp_log = log_path.with_name(log_path.name + ".part")
        has_log = SAVERS[self.game_key](self.board, tmp_log)
        meta = {
            "match_id": self.mv.id,
            "event_id": self.mv.event_id,
            "code": self.mv.code,
            "results": self.results,
            "colour_a": self.colour_a,
            "between": bool(getattr(self, "_between", False)),
        }
        tmp_meta = meta_path.with_name(meta_path.name + ".part")
        tmp_meta.write_text(json.dumps(meta, ensure_ascii=False), "utf-8")
        if has_log:
            tmp_log.replace(log_path)
        tmp_meta.replace(meta_path)
        return meta_path

    def forget(self) -> None:
        for path in saved_paths(self.mv.id):
            path.unlink(missing_ok=True)

    def done(self, code: int) -> None:  # noqa: D401 - Qt API
        self.timer.stop()
        if code != QDialog.DialogCode.Accepted.value:
            self.keep()
        super().done(code)

    def _wins(self) -> tuple[int, int]:
        a = sum(1 for r in self.results if r.get("winner") == "a")
        b = sum(1 for r in self.results if r.get("winner") == "b")
        return a, b

    def decided(self) -> bool:
        a, b = self._wins()
        need = self.best_of // 2 + 1
        return a >= need or b >= need or len(self.results) >= self.best_of

    def _poll(self) -> None:
        if (
            len(self.results) < self._game_no()
            and RESULTS[self.game_key](self.board, self.colour_a) is not None
        ):
            self.finish_game()

    def _game_no(self) -> int:
        return len(self.results) + (0 if getattr(self, "_between", False) else 1)

    def finish_game(self, *, time_called: bool = False) -> None:
        if getattr(self, "_between", False):
            return
        res = RESULTS[self.game_key](self.board, self.colour_a, time_called)
        if res is None:
            return
        self.results.append(res)
        self._between = True
        self._update()

    def next_game(self) -> None:
        if self.decided() or not self.results:
            return
        last = self.results[-1]
        loser = {"a": "b", "b": "a"}.get(last.get("winner") or "", "")
        first = "random"
        if loser:
            loser_name = self.mv.a_name if loser == "a" else self.mv.b_name
            answer = QMessageBox.question(
                self,
                self.tr("Who starts?"),
                self.tr("%1 lost the last game and chooses: does %1 start the next game?").replace(
                    "%1", loser_name
                ),
            )
            loser_colour = self.colour_a if loser == "a" else ("red" if self.colour_a == "blue" else "blue")
            other = "red" if loser_colour == "blue" else "blue"
            first = loser_colour if answer == QMessageBox.StandardButton.Yes else other
        self._between = False
        self.colour_a = STARTERS[self.game_key](
            self.board, self.mv, self.settings, len(self.results) + 1, first
        )
        self._update()

    def record(self) -> svc.MatchView | None:
        if not self.results:
            return None
        try:
            saved = svc.record_result(
                self.page.db, self.mv.id, self.results, expected_version=self.mv.version
            )
        except Exception as exc:  # noqa: BLE001 - shown, nothing written
            QMessageBox.warning(self, self.tr("Record the result"), texts.error_text(exc))
            return None
        self.page.match_saved(saved)
        self.forget()
        self.accept()
        return saved

    def _update(self) -> None:
        a, b = self._wins()
        between = getattr(self, "_between", False)
        self.info.setText(
            self.tr("Game %1 of at most %2 · %3 (A, blue) %4 – %5 %6 (B, red)")
            .replace("%1", str(min(len(self.results) + (0 if between else 1), self.best_of)))
            .replace("%2", str(self.best_of))
            .replace("%3", self.mv.a_name)
            .replace("%4", str(a))
            .replace("%5", str(b))
            .replace("%6", self.mv.b_name)
        )
        self.record_button.setEnabled(self.decided() and bool(self.results))
        self.next_button.setEnabled(between and not self.decided())
        self.time_button.setEnabled(not between)
