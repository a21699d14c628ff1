"""What a game provides: the typed contracts of a game plug-in.

A game is one package on each side of the UI line. This module declares the pure side: the
:class:`GameInfo` record that the registry lists (names, result fields and scoring, the settings schema,
and where the engine, computer players, squad kinds, catalog kinds and the ``simulate`` sub-command
live), and the protocols those parts satisfy. The desktop side (board, set-up dialog, match adapter,
editors) is declared in ``desktop/ui/games/contracts.py``.

Results are plain dicts. Side ``"a"`` is the first player of a match (seat 0), side ``"b"`` the second.
Every result has ``winner`` (``"a"``, ``"b"`` or ``""`` for no winner) and ``ended`` (one of the game's
end reasons); the game-specific fields follow.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from types import ModuleType
from typing import Any, Protocol, runtime_checkable

from desktop.games.settings import Setting
from desktop.lazy import load

# --- results ------------------------------------------------------------------------------------------


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


# Why a result cannot be scored, whatever the game (English; the desk and the venue web show them
# translated in the "GameResults" context: desktop/ui/tournament/pure_strings.py marks them).
NEEDS_WINNER = "a finished game needs a winner"
TIME_CALLED_WINNER = "when time is called the winner is decided by the secondary score"
DRAWN_NO_WINNER = "this ending is a draw: leave the winner out"
RESULT_REFUSALS = (NEEDS_WINNER, TIME_CALLED_WINNER, DRAWN_NO_WINNER)


def by_comparison(a: float, b: float) -> tuple[Outcome, Outcome]:
    if a > b:
        return Outcome.WIN, Outcome.LOSS
    if b > a:
        return Outcome.LOSS, Outcome.WIN
    return Outcome.DRAW, Outcome.DRAW


def by_winner(result: Mapping[str, Any]) -> tuple[Outcome, Outcome]:
    winner = result.get("winner") or ""
    if winner == "a":
        return Outcome.WIN, Outcome.LOSS
    if winner == "b":
        return Outcome.LOSS, Outcome.WIN
    raise ResultError("winner", NEEDS_WINNER)


def outcomes(
    result: Mapping[str, Any],
    time_called: str,
    secondary: tuple[float, float],
    draw_reasons: tuple[str, ...] = (),
) -> tuple[Outcome, Outcome]:
    """The outcomes of a result: by the secondary score when time was called, a draw for the
    ``draw_reasons``, otherwise by the winner."""
    ended = result["ended"]
    winner = result.get("winner") or ""
    if ended == time_called:
        found = by_comparison(*secondary)
        expected = {Outcome.WIN: "a", Outcome.LOSS: "b", Outcome.DRAW: ""}[found[0]]
        if winner and winner != expected:  # level secondary scores when time is called: a draw
            raise ResultError("winner", TIME_CALLED_WINNER if expected else DRAWN_NO_WINNER)
        return found
    if ended in draw_reasons:
        if winner:
            raise ResultError("winner", DRAWN_NO_WINNER)
        return Outcome.DRAW, Outcome.DRAW
    return by_winner(result)


# --- the protocols of a game's parts ----------------------------------------------------------------


@runtime_checkable
class Engine(Protocol):
    """A game's rules engine, seen the same way for every game.

    States are values: :meth:`apply` returns a new state and leaves the old one unchanged, so that a
    computer player can search and a board can undo. ``settings`` are the game's settings, checked
    against its schema (see :mod:`desktop.games.settings`); ``squads`` are the two sides' squads for the
    games that have them (``None``: the game's sample squads).
    """

    def new_game(self, settings: Mapping[str, Any], seed: int, squads: Sequence[Any] | None = None) -> Any: ...

    def to_move(self, state: Any) -> int | None:
        """The seat (0 = side A, 1 = side B) whose decision it is; ``None`` once the game is over."""
        ...

    def legal_actions(self, state: Any) -> Sequence[Any]:
        """The legal decisions now, or for games with continuous actions (Attacktix) a summary of the
        ranges they lie in."""
        ...

    def apply(self, state: Any, action: Any) -> tuple[Any, list[Any]]: ...

    def result(self, state: Any) -> dict[str, Any] | None:
        """The registry result of a finished game (side ``"a"`` = seat 0), ``None`` while it runs."""
        ...

    def time_called_result(self, state: Any) -> dict[str, Any]: ...

    def replay(self, settings: Mapping[str, Any], seed: int, actions: Sequence[Any],
               squads: Sequence[Any] | None = None) -> Any: ...


@runtime_checkable
class ComputerPlayer(Protocol):
    """A computer player: one decision for the seat to move."""

    def choose(self, state: Any) -> Any: ...


@runtime_checkable
class Players(Protocol):
    """A game's computer players: its levels and a factory."""

    #: level keys, weakest first ("easy", "normal", "hard")
    LEVELS: tuple[str, ...]

    def make_player(self, spec: str, seed: int = 0) -> ComputerPlayer: ...


class SquadKind(Protocol):
    """A kind of saved squad (an Attacktix squad, a Battle Helix helix, a Toy Battle set-up): how its
    stored data is checked, normalised, resolved against the catalog, judged, snapshotted for an event,
    which catalog items it refers to and how it follows a renamed catalog key. The service layer stores
    and loads the rows and hands in the catalog items (:class:`CatalogEntry`); this object decides.
    ``catalog`` arguments map each of :attr:`catalog_kinds` to its items by key."""

    kind: str  # e.g. "attacktix.squad"
    game: str
    label: str  # English, e.g. "Attacktix squad"
    noun: str  # "a squad", "a helix", "a set-up"
    catalog_kinds: tuple[str, ...]  # the catalog kinds its entries refer to (the first: the one checked)
    #: a registration stores a snapshot of it (and the printed squad sheets show it); when not,
    #: ``no_registration`` says why (English)
    registers: bool

    def shape_problems(self, data: Mapping[str, Any], settings: Mapping[str, Any] | None,
                       known: Mapping[str, Any] | None) -> list[Any]:
        """Every way ``data`` (a mapping) and ``settings`` do not fit the kind, as catalog ``Problem``
        values (``desktop.games.catalog_schema``): ``field`` the path in the squad's record
        ("data.entries[2].count"), an English template written literally at the ``Problem(...)`` call
        and its ``params`` (the screens translate it); ``known``: the items of the first catalog kind, to
        check the keys exist (None: not checked)."""
        ...

    def normalized(self, data: Mapping[str, Any]) -> dict[str, Any]: ...

    def refs(self, data: Mapping[str, Any]) -> set[tuple[str, str]]:
        """The catalog items (catalog kind, key) the data names."""
        ...

    def item_text(self, item: CatalogEntry) -> str:
        """How an archived catalog item is named in a squad's record."""
        ...

    def renamed(self, data: Mapping[str, Any], catalog_kind: str, old_key: str, new_key: str) -> dict[str, Any]:
        """``data`` after the catalog renamed ``old_key`` of ``catalog_kind`` to ``new_key``."""
        ...

    def resolve(self, name: str, data: Mapping[str, Any], catalog: Mapping[str, Mapping[str, CatalogEntry]]) -> Any:
        """The squad as the game's value (a squad, a helix, a set-up); unknown keys are left out."""
        ...

    def rules(self, settings: Mapping[str, Any] | None) -> Any: ...

    def verdict(self, value: Any, settings: Mapping[str, Any],
                catalog: Mapping[str, Mapping[str, CatalogEntry]]) -> tuple[list[Any], str]:
        """(rule violations, one-line summary) of a resolved squad under ``settings``; violations have
        ``to_dict()``."""
        ...

    def snapshot(self, value: Any, settings: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any]] | None:
        """(contents, rules settings) of a registration's snapshot (None: registrations store none)."""
        ...


@dataclass(frozen=True)
class CatalogEntry:
    """One catalog item as the database holds it (a game's squad kind resolves its squads with these)."""

    key: str
    name: str
    data: Mapping[str, Any]
    archived: bool = False
    placeholders: tuple[str, ...] = ()


class SavedDataError(ValueError):
    """The saved data could not be read (the database cannot be opened); the message says why."""


class SavedData(Protocol):
    """What a game's own command-line code may read from the app's database, handed to it by the
    generic command line (the game's modules stay pure: no services, no database). Either method may
    raise :class:`SavedDataError`."""

    def squad(self, kind: str, name: str) -> tuple[str, Mapping[str, Any]] | None:
        """(its exact name, its stored data) of the saved squad of ``kind`` whose name is ``name``
        (case-insensitive), or ``None``."""
        ...

    def catalog(self, kind: str) -> Mapping[str, CatalogEntry]:
        """The catalog items of one kind, by key (archived ones included, flagged)."""
        ...


def pick_saved_squad(
    rows: Sequence[tuple[str, Mapping[str, Any]]], name: str
) -> tuple[str, dict[str, Any]] | None:
    """The saved squad called ``name`` among ``rows`` (name, data) of one kind, as
    :meth:`SavedData.squad` answers: the exact spelling first, then case-insensitive, by name order."""
    wanted = str(name).strip()
    ordered = sorted(rows, key=lambda r: r[0])
    for exact in (True, False):
        for row_name, data in ordered:
            if row_name == wanted if exact else row_name.casefold() == wanted.casefold():
                return row_name, dict(data or {})
    return None


class Simulation(Protocol):
    """The game's own ``simulate <game>`` sub-command, or a verb a game adds to the command line
    (:attr:`GameInfo.cli_verbs`). ``run`` finds the saved data in ``args.saved`` (a :class:`SavedData`,
    opened on first use) and returns the exit status: 0 done, 2 refused (its message on stderr)."""

    def add_arguments(self, parser: argparse.ArgumentParser) -> None: ...

    def run(self, args: argparse.Namespace) -> int: ...


# --- the game record ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class GameInfo:
    """One game as the registry lists it. The parts named by ``"module:attribute"`` paths are loaded on
    first use (:meth:`part`), so that listing the games imports no engine."""

    key: str
    names: Mapping[str, str]  # language code -> name
    short: str
    end_reasons: tuple[str, ...]
    time_called_reason: str
    result_fields: tuple[ResultField, ...]
    secondary_label: str
    scorer: Callable[[Mapping[str, Any]], ScoredResult]
    #: one line, in players' words, saying what kind of game it is (English; the UI translates it)
    description: str = ""
    #: the one settings schema (event settings and the set-up of a game on the desktop)
    settings: tuple[Setting, ...] = ()
    #: the seats' colours when the game has them (the pairing balances them), first = side A's default
    colours: tuple[str, ...] = ()
    #: the engine, seen through the :class:`Engine` contract (an adapter object; it imports the rules
    #: module on first use)
    engine: Engine | None = None
    #: the computer players, through the :class:`Players` contract
    players: Players | None = None
    # The game's modules (imported on first use, :meth:`module`).
    catalog_module: str | None = None  # defines the game's catalog kinds (``KINDS``)
    squad_module: str | None = None  # squad kinds and legality (None: both sides have the same pieces)
    engine_module: str | None = None
    players_module: str | None = None
    simulate: str | None = None  # "module:object" of a :class:`Simulation` (None: the generic one)
    #: "module:object" of each :class:`SquadKind` of the game (its saved squads, helixes, set-ups)
    squad_kinds: tuple[str, ...] = ()
    #: verbs the game adds to the command line: verb -> ("module:object" of a :class:`Simulation`,
    #: one-line help)
    cli_verbs: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    extras: Mapping[str, Any] = field(default_factory=dict)
    #: "module:function" ``check(data)`` of a saved game of its board: raises ``desktop.games.saves.
    #: SaveProblem`` when the save is not a state the game could have built (None: the shared checks only)
    saved_game_check: str | None = None

    def check_saved_game(self, data: Mapping[str, Any]) -> None:
        """The game's own checks of a saved game (names, catalog bounds, counters); see ``saved_game_check``."""
        if self.saved_game_check is not None:
            load(self.saved_game_check)(data)

    def name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.names["en"]

    def score_result(self, result: Mapping[str, Any]) -> ScoredResult:
        validate_result(self, result)
        return self.scorer(result)

    def module(self, which: str) -> ModuleType | None:
        """One of the game's modules ("catalog", "squad", "engine", "players"), or ``None``."""
        path = getattr(self, f"{which}_module")
        return None if path is None else load(path)

    @property
    def has_squads(self) -> bool:
        return self.squad_module is not None
