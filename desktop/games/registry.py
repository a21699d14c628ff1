"""The one place that lists the games.

For each game: its key and names, the modules that later parts of the app fill in (catalog kinds,
squad kind and legality, engine, computer players), the fields of a match result and how a result
scores: the outcome for each side (win, draw or loss) and the secondary score, including the
time-called rule. Match points are not decided here: they come from the event's scoring, in the
tournament logic. Screens and services loop over :data:`GAMES` instead of branching on game names.

Results are plain dicts. Side ``"a"`` is the first player of a match, side ``"b"`` the second.
Every result has ``winner`` (``"a"``, ``"b"`` or ``""`` for no winner) and ``ended`` (one of the
game's end reasons); the game-specific fields follow.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import ModuleType
from typing import Any


class Outcome(StrEnum):
    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"

    def opposite(self) -> Outcome:
        return {Outcome.WIN: Outcome.LOSS, Outcome.LOSS: Outcome.WIN, Outcome.DRAW: Outcome.DRAW}[self]


@dataclass(frozen=True)
class ScoredResult:
    """What one game result means for the tournament: an outcome and a secondary score per side."""

    outcome_a: Outcome
    outcome_b: Outcome
    secondary_a: float
    secondary_b: float


class ResultError(ValueError):
    """A result that cannot be scored; ``field`` names the offending field."""

    def __init__(self, field_name: str, message: str) -> None:
        super().__init__(f"{field_name}: {message}")
        self.field = field_name
        self.message = message


@dataclass(frozen=True)
class ResultField:
    key: str
    label: str  # English; the UI translates it
    kind: str  # "side" (a/b/empty), "choice", "int", "text"
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    required: bool = True


@dataclass(frozen=True)
class GameInfo:
    key: str
    names: Mapping[str, str]  # language code -> name
    short: str
    end_reasons: tuple[str, ...]
    time_called_reason: str
    result_fields: tuple[ResultField, ...]
    secondary_label: str
    scorer: Callable[[Mapping[str, Any]], ScoredResult]
    # Modules other parts of the app provide (imported lazily, only where used).
    catalog_module: str | None = None
    squad_module: str | None = None
    engine_module: str | None = None
    players_module: str | None = None
    extras: Mapping[str, Any] = field(default_factory=dict)

    def name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.names["en"]

    def score_result(self, result: Mapping[str, Any]) -> ScoredResult:
        validate_result(self, result)
        return self.scorer(result)

    def module(self, which: str) -> ModuleType | None:
        """Import one of the attached modules ("catalog", "squad", "engine", "players")."""
        path = getattr(self, f"{which}_module")
        if path is None:
            return None
        try:
            return importlib.import_module(path)
        except ModuleNotFoundError as exc:
            if exc.name and path.startswith(exc.name):
                return None
            raise


# --- validation shared by all games -------------------------------------------------------------


def validate_result(game: GameInfo, result: Mapping[str, Any]) -> None:
    for f in game.result_fields:
        value = result.get(f.key)
        if value is None or value == "" and f.kind not in ("side",):
            if f.required and f.kind != "side":
                raise ResultError(f.key, "is required")
            continue
        if f.kind == "side":
            if value not in ("a", "b", ""):
                raise ResultError(f.key, f"must be 'a', 'b' or empty, not {value!r}")
        elif f.kind == "choice":
            if value not in f.choices:
                raise ResultError(f.key, f"must be one of {', '.join(f.choices)}, not {value!r}")
        elif f.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise ResultError(f.key, f"must be a whole number, not {value!r}")
            if f.minimum is not None and value < f.minimum:
                raise ResultError(f.key, f"must be at least {f.minimum}")
            if f.maximum is not None and value > f.maximum:
                raise ResultError(f.key, f"must be at most {f.maximum}")
        elif f.kind == "text":
            if not isinstance(value, str):
                raise ResultError(f.key, "must be text")


def _by_comparison(a: float, b: float) -> tuple[Outcome, Outcome]:
    if a > b:
        return Outcome.WIN, Outcome.LOSS
    if b > a:
        return Outcome.LOSS, Outcome.WIN
    return Outcome.DRAW, Outcome.DRAW


def _by_winner(result: Mapping[str, Any]) -> tuple[Outcome, Outcome]:
    winner = result.get("winner") or ""
    if winner == "a":
        return Outcome.WIN, Outcome.LOSS
    if winner == "b":
        return Outcome.LOSS, Outcome.WIN
    raise ResultError("winner", "a finished game needs a winner")


def _outcomes(
    result: Mapping[str, Any],
    time_called: str,
    secondary: tuple[float, float],
    draw_reasons: tuple[str, ...] = (),
) -> tuple[Outcome, Outcome]:
    ended = result["ended"]
    winner = result.get("winner") or ""
    if ended == time_called:
        outcomes = _by_comparison(*secondary)
        expected = {Outcome.WIN: "a", Outcome.LOSS: "b", Outcome.DRAW: ""}[outcomes[0]]
        if winner and winner != expected:
            raise ResultError("winner", "when time is called the winner is decided by the secondary score")
        return outcomes
    if ended in draw_reasons:
        if winner:
            raise ResultError("winner", f"a game that ended by {ended} has no winner")
        return Outcome.DRAW, Outcome.DRAW
    return _by_winner(result)


# --- Toy Battle -----------------------------------------------------------------------------------

TOYBATTLE_TERRAINS = ("castle", "pool", "clouds", "jungle", "cemetery", "caribbean", "station", "battlefield")


def _score_toybattle(result: Mapping[str, Any]) -> ScoredResult:
    medals = (float(result["medals_a"]), float(result["medals_b"]))
    a, b = _outcomes(result, "time_called", medals)
    if result["ended"] == "end_medals" and medals[0] != medals[1]:
        expected = "a" if medals[0] > medals[1] else "b"
        if result.get("winner") != expected:
            raise ResultError("winner", "at the end of the game the player with more medals wins")
    return ScoredResult(a, b, medals[0], medals[1])


TOYBATTLE = GameInfo(
    key="toybattle",
    names={"en": "Toy Battle", "uk": "Битва іграшок"},
    short="TB",
    end_reasons=("hq", "medals", "end_medals", "end_tiebreak", "time_called"),
    time_called_reason="time_called",
    result_fields=(
        ResultField("winner", "Winner", "side"),
        ResultField("ended", "How it ended", "choice", ("hq", "medals", "end_medals", "end_tiebreak", "time_called")),
        ResultField("medals_a", "Medals (player A)", "int", minimum=0, maximum=30),
        ResultField("medals_b", "Medals (player B)", "int", minimum=0, maximum=30),
        ResultField("terrain", "Terrain", "text", required=False),
        ResultField("colour_a", "Colour of player A", "choice", ("blue", "red"), required=False),
        ResultField("turns", "Turns", "int", minimum=0, maximum=10000, required=False),
    ),
    secondary_label="Medals",
    scorer=_score_toybattle,
    catalog_module="desktop.games.toybattle.catalog",
    squad_module=None,  # both sides always have the same 24 troops: no squad
    engine_module="desktop.games.toybattle.engine",
    players_module="desktop.games.toybattle.players",
    extras={"colours": ("blue", "red"), "terrains": TOYBATTLE_TERRAINS},
)


# --- Attacktix ------------------------------------------------------------------------------------


def _score_attacktix(result: Mapping[str, Any]) -> ScoredResult:
    destroyed = (float(result["points_destroyed_a"]), float(result["points_destroyed_b"]))
    a, b = _outcomes(result, "time_called", destroyed, draw_reasons=("double_knockout",))
    return ScoredResult(a, b, destroyed[0], destroyed[1])


ATTACKTIX = GameInfo(
    key="attacktix",
    names={"en": "Attacktix", "uk": "Аттактікс"},
    short="AX",
    end_reasons=("last_figure", "double_knockout", "time_called"),
    time_called_reason="time_called",
    result_fields=(
        ResultField("winner", "Winner", "side"),
        ResultField("ended", "How it ended", "choice", ("last_figure", "double_knockout", "time_called")),
        ResultField("points_destroyed_a", "Points destroyed by player A", "int", minimum=0, maximum=5000),
        ResultField("points_destroyed_b", "Points destroyed by player B", "int", minimum=0, maximum=5000),
        ResultField("figures_left_a", "Figures left standing (player A)", "int", minimum=0, maximum=100, required=False),
        ResultField("figures_left_b", "Figures left standing (player B)", "int", minimum=0, maximum=100, required=False),
    ),
    secondary_label="Points destroyed",
    scorer=_score_attacktix,
    catalog_module="desktop.games.attacktix.catalog",
    squad_module="desktop.games.attacktix.squad",
    engine_module="desktop.games.attacktix.engine",
    players_module="desktop.games.attacktix.players",
    extras={"point_limits": (100, 200, 500)},
)


# --- Battle Helix ---------------------------------------------------------------------------------


def _score_helix(result: Mapping[str, Any]) -> ScoredResult:
    pieces = (float(result["pieces_left_a"]), float(result["pieces_left_b"]))
    if result["ended"] == "pieces":
        winner = result.get("winner") or ""
        loser_pieces = {"a": pieces[0], "b": pieces[1]}.get(winner)
        if loser_pieces is not None and {"a": pieces[1], "b": pieces[0]}[winner] != 0:
            raise ResultError("winner", "a battle won on pieces leaves the loser with none")
    a, b = _outcomes(result, "time_called", pieces)
    return ScoredResult(a, b, pieces[0], pieces[1])


HELIX = GameInfo(
    key="helix",
    names={"en": "Battle Helix", "uk": "Бойова спіраль"},
    short="BH",
    end_reasons=("pieces", "time_called"),
    time_called_reason="time_called",
    result_fields=(
        ResultField("winner", "Winner", "side"),
        ResultField("ended", "How it ended", "choice", ("pieces", "time_called")),
        ResultField("pieces_left_a", "Pieces left (player A)", "int", minimum=0, maximum=200),
        ResultField("pieces_left_b", "Pieces left (player B)", "int", minimum=0, maximum=200),
        ResultField("rounds", "Rounds played", "int", minimum=0, maximum=100000, required=False),
        ResultField("terrains", "Terrains used", "text", required=False),
    ),
    secondary_label="Pieces left",
    scorer=_score_helix,
    catalog_module="desktop.games.helix.catalog",
    squad_module="desktop.games.helix.helix",
    engine_module="desktop.games.helix.engine",
    players_module="desktop.games.helix.players",
    extras={"default_pieces": 25, "settings": (
        # The event's game settings of a battle (desktop.games.helix.engine.Rules names the options).
        {"key": "pieces", "label": "Pieces of each figure", "kind": "int", "default": 25, "minimum": 1, "maximum": 200},
        {"key": "terrain_mode", "label": "Terrain mode", "kind": "bool", "default": False},
        {"key": "double_bomb_once", "label": "Two bombs on one number act as one", "kind": "bool", "default": True},
        {"key": "blast", "label": "Caught in the blast", "kind": "choice", "default": "swords",
         "choices": ("swords", "mirror", "off")},
        {"key": "tie_attacker", "label": "After a tied round", "kind": "choice", "default": "defender",
         "choices": ("defender", "attacker")},
        {"key": "both_out", "label": "Both figures out at once", "kind": "choice", "default": "performer_loses",
         "choices": ("performer_loses", "performer_wins")},
        {"key": "star_cap", "label": "Stars never above the starting pieces", "kind": "bool", "default": True},
        {"key": "end_check", "label": "When the end is checked", "kind": "choice", "default": "action",
         "choices": ("action", "swords")},
        {"key": "mover", "label": "Terrain: who moves after a round", "kind": "choice", "default": "round_attacker",
         "choices": ("round_attacker", "next_attacker")},
        {"key": "defender_follows", "label": "Terrain: the other figure follows", "kind": "bool", "default": True},
        {"key": "double_warp", "label": "Terrain: both activate a warp", "kind": "choice", "default": "attacker",
         "choices": ("attacker", "none")},
        {"key": "warp_placement", "label": "Terrain: after a warp", "kind": "choice", "default": "anywhere",
         "choices": ("anywhere", "start")},
        {"key": "round_limit", "label": "Time is called after (rounds)", "kind": "int", "default": 1000,
         "minimum": 0, "maximum": 100000},
    )},
)


GAMES: dict[str, GameInfo] = {g.key: g for g in (ATTACKTIX, HELIX, TOYBATTLE)}


def get(key: str) -> GameInfo:
    try:
        return GAMES[key]
    except KeyError:
        raise KeyError(f"unknown game {key!r}; known games: {', '.join(GAMES)}") from None
