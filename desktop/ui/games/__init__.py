"""The desktop side of each game, listed once: its board, its "Play this match" adapter, its squad
editors and the catalog editors only it needs. Each game's screens live in ``desktop/ui/games/<game>/``;
the contracts they satisfy are in :mod:`desktop.ui.games.contracts`. The pages, the Tournaments page and
the catalog loop over :data:`UI_GAMES` and never name a game; a test may register a game of its own.

Parts are named ``"module:attribute"`` and imported on first use (:func:`desktop.lazy.load`); a game
registered by a test may give the objects themselves.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from desktop.lazy import load


@dataclass(frozen=True)
class UiGame:
    key: str  # the game's registry key
    board: str | type  # "module:Class" of a :class:`~desktop.ui.games.contracts.Board`
    match: Any = None  # "module:object" of a :class:`~desktop.ui.games.contracts.MatchAdapter`
    #: squad kind -> "module:Class" of its editor on the Squads page
    squad_editors: Mapping[str, str] = field(default_factory=dict)
    #: catalog kind -> "module:Class" of a composite editor the catalog form shows for it
    catalog_editors: Mapping[str, str] = field(default_factory=dict)
    #: catalog field kind -> "module:Class" of a field editor (e.g. the Attacktix wheel)
    field_editors: Mapping[str, str] = field(default_factory=dict)
    #: the "format" markers of files its board saved before games named themselves in their files
    file_formats: tuple[str, ...] = ()
    #: its catalog kinds in the order the Catalog page lists them (kinds not named follow)
    catalog_sections: tuple[str, ...] = ()
    #: "module:function" of ``quick_setup(db) -> setup``: the Play landing's "Quick game" (sensible squads,
    #: you against the computer on Normal), given to the board's ``start``; no button without it
    quick: Any = None
    #: "module:function" of ``outcome(board) -> {"players": [{"name", "seat"}], "winner": seat or None}``:
    #: who played a finished game (seat "person" or a computer level) and who won, for the recent games
    outcome: Any = None
    #: "module:function" of ``result_choices() -> {result field key: [(value, name shown)]}``: a text field of
    #: the game's result offered on the result entry as a list of its usual values, by their names in the
    #: interface language (Toy Battle's terrains); the value is stored
    result_choices: Any = None
    #: "module:function" of ``squad_summary(text) -> str``: a saved squad's one-line summary as its rules write
    #: it (English; stored with the squad and with an event's registrations) in the interface language
    squad_summary: Any = None
    #: the format of the saved games its board writes and reads: a file's ``"version"`` or the number
    #: ending its ``"format"`` marker ("toybattle-log/1"); a file of another format is refused before it is
    #: offered (``desktop.ui.play.saves.check_game``)
    save_version: int = 1

    def board_class(self) -> type:
        cls: type = load(self.board) if isinstance(self.board, str) else self.board
        return cls

    def match_adapter(self) -> Any:
        return load(self.match) if isinstance(self.match, str) else self.match

    def quick_setup(self, db: Any) -> dict[str, Any] | None:
        """The set-up of a quick game, or None when this game offers none."""
        if self.quick is None:
            return None
        fn = load(self.quick) if isinstance(self.quick, str) else self.quick
        return dict(fn(db))

    def finished_outcome(self, board: Any) -> dict[str, Any] | None:
        """Who played the finished game on ``board`` and who won, or None when this game does not say."""
        if self.outcome is None:
            return None
        fn = load(self.outcome) if isinstance(self.outcome, str) else self.outcome
        return dict(fn(board))

    def result_field_choices(self) -> dict[str, list[tuple[str, str]]]:
        """The result fields this game offers as lists (see ``result_choices``), in the current language."""
        if self.result_choices is None:
            return {}
        fn = load(self.result_choices) if isinstance(self.result_choices, str) else self.result_choices
        return {key: list(values) for key, values in fn().items()}

    def shown_squad_summary(self, text: str) -> str:
        """A squad's summary (see ``squad_summary``) in the interface language; as it is without the hook."""
        if self.squad_summary is None or not text:
            return text
        fn = load(self.squad_summary) if isinstance(self.squad_summary, str) else self.squad_summary
        return str(fn(text))


BUILT_IN = (
    UiGame(
        "attacktix",
        board="desktop.ui.games.attacktix.board:AttacktixBoard",
        quick="desktop.ui.games.attacktix.landing:quick_setup",
        outcome="desktop.ui.games.attacktix.landing:outcome",
        match="desktop.ui.games.attacktix.match:ADAPTER",
        squad_summary="desktop.ui.games.attacktix.squad_texts:summary",
        squad_editors={"attacktix.squad": "desktop.ui.games.attacktix.squad_editor:AttacktixEditor"},
        field_editors={"wheel": "desktop.ui.games.attacktix.wheel_editor:WheelEditor"},
        catalog_sections=(
            "attacktix.figure", "attacktix.power", "attacktix.effect", "attacktix.class", "attacktix.marvel_class"
        ),
    ),
    UiGame(
        "helix",
        board="desktop.ui.games.helix.board:HelixBoard",
        quick="desktop.ui.games.helix.landing:quick_setup",
        outcome="desktop.ui.games.helix.landing:outcome",
        match="desktop.ui.games.helix.match:ADAPTER",
        squad_summary="desktop.ui.games.helix.squad_texts:summary",
        squad_editors={"helix.helix": "desktop.ui.games.helix.squad_editor:HelixEditor"},
        catalog_editors={"helix.terrain": "desktop.ui.games.helix.terrain_editor:HelixTerrainComposite"},
        catalog_sections=("helix.glyph", "helix.species", "helix.terrain"),
    ),
    UiGame(
        "toybattle",
        board="desktop.ui.games.toybattle.board:ToyBattlePlayWidget",
        quick="desktop.ui.games.toybattle.landing:quick_setup",
        outcome="desktop.ui.games.toybattle.landing:outcome",
        match="desktop.ui.games.toybattle.match:ADAPTER",
        result_choices="desktop.ui.games.toybattle.match:result_choices",
        squad_summary="desktop.ui.games.toybattle.setup_texts:summary",
        squad_editors={"toybattle.setup": "desktop.ui.games.toybattle.setup_editor:SetupEditor"},
        catalog_editors={"toybattle.terrain": "desktop.ui.games.toybattle.terrain_editor:ToyBattleTerrainComposite"},
        file_formats=("toybattle-log/1",),
        catalog_sections=("toybattle.troop", "toybattle.terrain"),
    ),
)

UI_GAMES: dict[str, UiGame] = {g.key: g for g in BUILT_IN}


def ui_game(key: str) -> UiGame | None:
    return UI_GAMES.get(key)


def squad_summary(key: str | None, text: str) -> str:
    """A saved squad's summary of game ``key`` in the interface language (see ``UiGame.squad_summary``)."""
    game = UI_GAMES.get(key or "")
    return text if game is None else game.shown_squad_summary(text)


def board_class(key: str) -> type | None:
    game = UI_GAMES.get(key)
    return None if game is None else game.board_class()


def game_of_format(marker: object) -> str | None:
    """The game whose board wrote files with this "format" marker (older saves), if any; a marker of another
    version of the same format ("toybattle-log/99") names its game too (its version is checked apart)."""
    for game in UI_GAMES.values():
        if marker in game.file_formats:
            return game.key
    if isinstance(marker, str) and "/" in marker:
        family = marker.rsplit("/", 1)[0]
        for game in UI_GAMES.values():
            if any(f.rsplit("/", 1)[0] == family for f in game.file_formats):
                return game.key
    return None


def can_play_match(key: str) -> bool:
    game = UI_GAMES.get(key)
    return game is not None and game.match is not None


def register(game: UiGame) -> UiGame:
    if game.key in UI_GAMES and UI_GAMES[game.key] is not game:
        raise ValueError(f"a board for {game.key!r} is already registered")
    UI_GAMES[game.key] = game
    return game


def unregister(key: str) -> None:
    UI_GAMES.pop(key, None)


@contextmanager
def registered(game: UiGame) -> Iterator[UiGame]:
    register(game)
    try:
        yield game
    finally:
        unregister(game.key)
