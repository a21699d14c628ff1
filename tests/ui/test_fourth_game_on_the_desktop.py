"""A fourth game that exists only in this test, registered through the registry and the UI list alone:
it appears on the Play landing and plays there, in the event dialog's game chooser with its own settings,
and in "Play this match", whose finished game is recorded and scored like any other game's."""

from __future__ import annotations

import random
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

from desktop.games import registry
from desktop.games.contracts import GameInfo, ResultField, ScoredResult, by_winner
from desktop.games.settings import Setting
from desktop.services import tournament as svc
from desktop.ui import games
from desktop.ui.games import UiGame

# --- "Race to N": players add 1, 2 or 3 in turn; whoever reaches the target wins -----------------------


class RaceEngine:
    def new_game(self, settings: Mapping[str, Any], seed: int, squads: Any = None) -> dict[str, Any]:
        return {"total": 0, "target": int(settings.get("target", 21)), "to_move": seed % 2, "winner": None}

    def to_move(self, state: dict[str, Any]) -> int | None:
        return None if state["winner"] is not None else state["to_move"]

    def legal_actions(self, state: dict[str, Any]) -> list[int]:
        if state["winner"] is not None:
            return []
        return [n for n in (1, 2, 3) if state["total"] + n <= state["target"]]

    def apply(self, state: dict[str, Any], action: int) -> tuple[dict[str, Any], list[Any]]:
        if action not in self.legal_actions(state):
            raise ValueError(f"{action} is not legal")
        new = dict(state, total=state["total"] + action, to_move=1 - state["to_move"])
        if new["total"] == new["target"]:
            new["winner"] = state["to_move"]
        return new, [("added", state["to_move"], action)]

    def result(self, state: dict[str, Any]) -> dict[str, Any] | None:
        if state["winner"] is None:
            return None
        return {"winner": "ab"[state["winner"]], "ended": "target", "total": state["total"]}

    def time_called_result(self, state: dict[str, Any]) -> dict[str, Any]:
        return {"winner": "", "ended": "time_called", "total": state["total"]}

    def replay(self, settings: Mapping[str, Any], seed: int, actions: Any, squads: Any = None) -> Any:
        state = self.new_game(settings, seed)
        for a in actions:
            state, _ = self.apply(state, a)
        return state


class RacePlayer:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: dict[str, Any]) -> int:
        return self.rng.choice(ENGINE.legal_actions(state))


class RacePlayers:
    LEVELS: tuple[str, ...] = ("easy",)

    def make_player(self, spec: str, seed: int = 0) -> RacePlayer:
        return RacePlayer(seed)


def _score(result: Mapping[str, Any]) -> ScoredResult:
    a, b = by_winner(result)
    total = float(result.get("total") or 0)
    return ScoredResult(a, b, total if a.value == "win" else 0.0, total if b.value == "win" else 0.0)


ENGINE = RaceEngine()
GAME = GameInfo(
    key="race",
    names={"en": "Race to N", "uk": "Перегони до N"},
    short="RN",
    description="Add one, two or three in turn: whoever reaches the target wins",
    end_reasons=("target", "time_called"),
    time_called_reason="time_called",
    result_fields=(
        ResultField("winner", "Winner", "side"),
        ResultField("ended", "How it ended", "choice", ("target", "time_called")),
        ResultField("total", "Total", "int", minimum=0, maximum=100),
    ),
    secondary_label="Total",
    scorer=_score,
    settings=(Setting("target", "int", 21, "Target", "The number to reach", minimum=5, maximum=50),),
    engine=ENGINE,
    players=RacePlayers(),
)


class RaceBoard(QWidget):
    """A board of the Board contract: a line of text and a method to play."""

    game_key = "race"
    title_changed = Signal(str)
    state_changed = Signal()
    game_finished = Signal(dict)

    def __init__(self, db: Any = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.state: dict[str, Any] | None = None
        self.setup: dict[str, Any] = {}
        self.label = QLabel("—")
        QVBoxLayout(self).addWidget(self.label)

    def new_game(self, parent: Any = None) -> bool:
        self.start({"settings": {"target": 9}, "seed": 1})
        return True

    def start(self, setup: dict[str, Any]) -> None:
        self.setup = dict(setup)
        self.state = ENGINE.new_game(setup.get("settings") or {}, int(setup.get("seed", 0)))
        self._show()

    def play(self, n: int) -> None:
        assert self.state is not None
        self.state, _ = ENGINE.apply(self.state, n)
        self._show()
        self.state_changed.emit()
        res = ENGINE.result(self.state)
        if res is not None:
            self.game_finished.emit({"reason": "target", "lines": [], "winner": res["winner"]})

    def _show(self) -> None:
        assert self.state is not None
        self.label.setText(f"{self.state['total']} / {self.state['target']}")
        self.title_changed.emit(self.title())

    def rematch(self) -> None:
        self.start(self.setup)

    def in_progress(self) -> bool:
        return self.state is not None and self.state["winner"] is None

    def save_state(self) -> dict[str, Any]:
        return {"game": "race", "state": self.state, "setup": self.setup}

    def load_state(self, data: dict[str, Any]) -> None:
        self.state, self.setup = dict(data["state"]), dict(data["setup"])
        self._show()

    @staticmethod
    def describe_state(data: dict[str, Any]) -> str:
        return f"total {data['state']['total']}"

    def can_undo(self) -> bool:
        return False

    def undo(self) -> None:
        pass

    def can_redo(self) -> bool:
        return False

    def redo(self) -> None:
        pass

    def title(self) -> str:
        return "Race" if self.state is None else f"Race: {self.state['total']}"


class RaceMatch:
    def start(self, board: RaceBoard, match: Any, settings: dict[str, Any], game_no: int, first: str) -> str:
        board.start({"settings": settings, "seed": 2, "names": [match.a_name, match.b_name]})
        return "a"

    def result(self, board: RaceBoard, colour_a: str, time_called: bool = False) -> dict[str, Any] | None:
        if board.state is None:
            return None
        return ENGINE.time_called_result(board.state) if time_called else ENGINE.result(board.state)

    def save(self, board: RaceBoard, path: Path) -> bool:
        import json

        path.write_text(json.dumps(board.save_state()), "utf-8")
        return True

    def load(self, board: RaceBoard, path: Path) -> None:
        import json

        board.load_state(json.loads(path.read_text("utf-8")))


UI = UiGame("race", board=RaceBoard, match=RaceMatch())


@pytest.fixture
def race():
    with registry.registered(GAME), games.registered(UI):
        yield GAME


def test_the_fourth_game_is_on_the_play_landing_and_plays_there(race, ctx, qtbot):  # type: ignore[no-untyped-def]
    from desktop.ui.play.frame import PlayFrame

    frame = PlayFrame(ctx)
    qtbot.addWidget(frame)
    assert "race" in frame.landing.cards
    card = frame.landing.cards["race"]
    assert card.title.text() == "Race to N"
    assert "whoever reaches the target wins" in card.text.text()
    assert frame.new_game("race")
    board = frame.board("race")
    assert isinstance(board, RaceBoard) and board.in_progress()
    for n in (3, 3, 3):
        board.play(n)
    assert not board.in_progress()


def test_the_fourth_game_is_in_the_event_dialog_with_its_settings(race, ctx, qtbot):  # type: ignore[no-untyped-def]
    from desktop.ui.tournament.event_dialog import EventDialog

    dialog = EventDialog(None)
    qtbot.addWidget(dialog)
    index = dialog.game.findData("race")
    assert index >= 0 and dialog.game.itemText(index) == "Race to N"
    dialog.game.setCurrentIndex(index)
    form = dialog.settings_forms["race"]
    assert form.isVisibleTo(dialog) and not dialog.settings_forms["helix"].isVisibleTo(dialog)
    form.editors["target"].setValue(30)
    assert dialog.game_settings() == {"target": 30}
    assert dialog.spec().game == "race"


def test_play_this_match_records_the_fourth_game_and_it_scores(race, qtbot, ctx):  # type: ignore[no-untyped-def]
    from desktop.ui.pages.tournaments import TournamentsPage

    db = ctx.db
    ev = svc.create_event(
        db,
        svc.EventSpec(name="Race night", game="race", game_settings={"target": 9},
                      stages=(svc.StageSpec("swiss", rounds=2),)),
    )
    for i, name in enumerate(("Ada", "Boris", "Chen", "Dana")):
        svc.register_player(db, ev.summary.id, name, rating=1600 - i)
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev.summary.id).id)
    page = TournamentsPage(ctx)
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(ev.summary.id)
    qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)
    m = rnd.matches[0]
    page.results_tab.open_match(m)
    assert page.results_tab.play_button.isEnabled()
    dialog = page.play_match(m)
    assert dialog is not None and isinstance(dialog.board, RaceBoard)
    assert dialog.board.state["target"] == 9  # the event's game settings reach the board
    while dialog.board.in_progress():
        dialog.board.play(ENGINE.legal_actions(dialog.board.state)[-1])
    dialog.finish_game()
    assert dialog.record_button.isEnabled()
    dialog.record_button.click()
    saved = svc.get_match(db, m.id)
    assert saved.status == "reported" and saved.games[0].result["ended"] == "target"
    winner = saved.games[0].result["winner"]
    assert (saved.points_a, saved.points_b) == ((3, 0) if winner == "a" else (0, 3))
    QApplication.processEvents()
    qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)
