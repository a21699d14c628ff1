"""Play this match: the game's board (through its match adapter, listed in desktop/ui/games) opens with
both registered players, the event's game settings (the round's terrain, beginner option) and the
pairing's colours; best of 3 as successive games, the loser choosing who starts; the finished result
is recorded with one click, through the same service as typed results."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QMessageBox, QPushButton, QVBoxLayout, QWidget

from desktop.games import registry
from desktop.games import settings as settings_schema
from desktop.services import tournament as svc
from desktop.ui import games
from desktop.ui.tournament import texts

if TYPE_CHECKING:
    from desktop.ui.tournament.session import EventSession


def saved_paths(match_id: int) -> tuple[Path, Path]:
    """Where an unfinished match is kept (its games so far, and the board's game log): the match id
    goes with the game, so that a resumed game still records into its match."""
    from desktop.paths import data_dir

    folder = data_dir() / "tournament-games"
    return folder / f"match-{match_id}.json", folder / f"match-{match_id}.game.json"


def can_play(game_key: str) -> bool:
    return games.can_play_match(game_key)


class PlayMatchDialog(QDialog):
    def __init__(self, session: EventSession, mv: svc.MatchView, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.mv = mv
        snap = session.snapshot
        assert snap is not None
        self.game_key = snap.detail.summary.game
        self.best_of = snap.best_of
        # the event's settings as the game's schema reads them: a value stored before the schema existed
        # (the page offers to repair it) plays as the setting's default, never as whatever bool() makes of it
        self.settings, _problems = settings_schema.repair(
            registry.get(self.game_key).settings, dict(snap.detail.game_settings), "event"
        )
        self.results: list[dict[str, Any]] = []
        self.resume_problem: str | None = None
        self.setWindowTitle(
            self.tr("%1 v %2 — %3").replace("%1", mv.a_name).replace("%2", mv.b_name).replace("%3", mv.code)
        )
        self.resize(1100, 760)
        lay = QVBoxLayout(self)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.info.setTextFormat(Qt.TextFormat.PlainText)  # the registered players' names
        lay.addWidget(self.info)
        ui_game = games.ui_game(self.game_key)
        assert ui_game is not None and ui_game.match is not None
        self.adapter = ui_game.match_adapter()
        self.board: QWidget = ui_game.board_class()(session.db)
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
            self.colour_a = self.adapter.start(self.board, mv, self.settings, 1, "random")
        self.timer = QTimer(self)
        self.timer.setInterval(400)
        self.timer.timeout.connect(self._poll)
        self.timer.start()
        self._update()

    # -- keeping an unfinished match --------------------------------------------------------------------
    def _resume(self) -> bool:
        """Go on with the kept match; a kept file that is not one (a list, results that are not this
        game's, deep nesting, a damaged game) is said in a message and moved aside: a new game starts."""
        from desktop.ui.play import save_strings, saves

        meta_path, log_path = saved_paths(self.mv.id)
        try:
            meta = saves.read_match_meta(meta_path, self.game_key, self.mv.id, self.mv.event_id, self.best_of)
            if meta is None:
                return False
            if log_path.exists():
                self.adapter.load(self.board, log_path)
        except ValueError as exc:  # SaveProblem, or the board's refusal to replay
            self.results, self._between = [], False
            for path in (meta_path, log_path):
                saves.move_aside(path)
            self.resume_problem = save_strings.message(exc)
            self._say_resume_problem()
            return False
        self.results = meta["results"]
        self.colour_a = meta["colour_a"]
        self._between = meta["between"]
        return True

    def _say_resume_problem(self) -> None:
        from desktop.ui.play import save_strings

        QMessageBox.warning(
            self,
            self.tr("Play this match"),
            save_strings.box_text(
                self.tr("The kept game of this match could not be resumed; a new game starts: %1").replace(
                    "%1", self.resume_problem or ""
                )
            ),
        )

    def keep(self) -> Path | None:
        """Save the match so far: the game (the adapter writes it atomically) and then what the match has
        kept, each whole or not at all (:func:`desktop.files.write_json_atomic`)."""
        from desktop.files import write_json_atomic

        meta_path, log_path = saved_paths(self.mv.id)
        meta_path.parent.mkdir(parents=True, exist_ok=True)
        self.adapter.save(self.board, log_path)
        meta = {
            "match_id": self.mv.id,
            "event_id": self.mv.event_id,
            "code": self.mv.code,
            "results": self.results,
            "colour_a": self.colour_a,
            "between": bool(getattr(self, "_between", False)),
        }
        write_json_atomic(meta_path, meta)
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
            and self.adapter.result(self.board, self.colour_a) is not None
        ):
            self.finish_game()

    def _game_no(self) -> int:
        return len(self.results) + (0 if getattr(self, "_between", False) else 1)

    def finish_game(self, *, time_called: bool = False) -> None:
        if getattr(self, "_between", False):
            return
        res = self.adapter.result(self.board, self.colour_a, time_called)
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
        self.colour_a = self.adapter.start(
            self.board, self.mv, self.settings, len(self.results) + 1, first
        )
        self._update()

    def record(self) -> svc.MatchView | None:
        if not self.results:
            return None
        try:
            saved = svc.record_result(
                self.session.db, self.mv.id, self.results, expected_version=self.mv.version
            )
        except Exception as exc:  # noqa: BLE001 - shown, nothing written
            QMessageBox.warning(self, self.tr("Record the result"), texts.error_text(exc))
            return None
        self.session.match_saved(saved)
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
