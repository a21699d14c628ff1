"""Battle Helix as the registry lists it: names, result fields and scoring, the settings schema (pieces,
terrain mode and every rules option, each reading of the rules a named option), and where its engine,
computer players, squad kind (helixes) and ``simulate`` sub-command live."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop.games.contracts import GameInfo, ResultError, ResultField, ScoredResult, outcomes
from desktop.games.settings import Setting

DEFAULT_PIECES = 25

# Why a result's pieces do not fit how it ended (English; the desk and the venue web show it translated in
# the "GameResults" context: desktop/ui/games/helix/texts.py marks it).
PIECES_WINNER = "a battle won on pieces leaves the loser with none"
RESULT_REFUSALS = (PIECES_WINNER,)


def score(result: Mapping[str, Any]) -> ScoredResult:
    pieces = (float(result["pieces_left_a"]), float(result["pieces_left_b"]))
    if result["ended"] == "pieces":
        winner = result.get("winner") or ""
        loser_pieces = {"a": pieces[0], "b": pieces[1]}.get(winner)
        if loser_pieces is not None and {"a": pieces[1], "b": pieces[0]}[winner] != 0:
            raise ResultError("winner", PIECES_WINNER)
    a, b = outcomes(result, "time_called", pieces)
    return ScoredResult(a, b, pieces[0], pieces[1])


SETTINGS = (
    Setting("pieces", "int", DEFAULT_PIECES, "Pieces of each figure", "How many pieces each figure starts with",
            minimum=1, maximum=200),
    Setting("terrain_mode", "bool", False, "Terrain mode",
            "Play on the battle terrains: the rolled species decides where the figures fight"),
    Setting("round_limit", "int", 1000, "Round limit", "Time is called after this many rounds (0: never)",
            minimum=0, maximum=100000),
    # the helix rules of an event (desktop.games.helix.helix.HelixRules)
    Setting("size", "int", 6, "Glyphs in a helix", "How many glyphs each player's helix holds",
            minimum=1, maximum=6, scopes=frozenset({"event"}), advanced=True),
    Setting("max_gold", "int", 3, "Gold glyphs at most", "The most gold glyphs a helix may hold (none: any)",
            minimum=0, maximum=6, optional=True, none_label="any number", scopes=frozenset({"event"}),
            advanced=True),
    # the readings of the rules (desktop.games.helix.engine.Rules)
    Setting("double_bomb_once", "bool", True, "Two bombs on one number act as one",
            "A face with two bombs rolls for one bomb", advanced=True),
    Setting("blast", "choice", "swords", "Caught in the blast", "What a bomb's blast does to the winner too",
            choices=("swords", "mirror", "off"), choice_labels=("its swords", "its swords and stars", "nothing"),
            advanced=True),
    Setting("tie_attacker", "choice", "defender", "After a tied round", "Who attacks after a tied round",
            choices=("defender", "attacker"), choice_labels=("the Defender attacks", "no change"), advanced=True),
    Setting("both_out", "choice", "performer_loses", "Both figures out at once",
            "Who loses when one action takes both figures' last pieces",
            choices=("performer_loses", "performer_wins"),
            choice_labels=("the one who acted loses", "the one who acted wins"), advanced=True),
    Setting("star_cap", "bool", True, "Stars never above the starting pieces",
            "Stars cannot give a figure more pieces than it started with", advanced=True),
    Setting("end_check", "choice", "action", "End check within an action",
            "In one action (a winning face, or a bomb roll): check after its swords and stars, or after its swords",
            choices=("action", "swords"),
            choice_labels=("after its swords and stars", "right after its swords"), advanced=True),
    Setting("bomb_roll", "choice", "after_end_check", "A winning face with a bomb",
            "Is the end checked before the face's bomb roll (a won battle rolls no bomb), or after it?",
            choices=("after_end_check", "always"),
            choice_labels=("end checked before the bomb roll", "bomb rolled first, end checked after it"),
            advanced=True),
    Setting("mover", "choice", "round_attacker", "Terrain: who moves after a round",
            "On a terrain, which figure moves after each round",
            choices=("round_attacker", "next_attacker"),
            choice_labels=("that round's Attacker", "the next Attacker"), advanced=True),
    Setting("defender_follows", "bool", True, "Terrain: the other figure follows",
            "The other figure steps back next to the one that moved", advanced=True),
    Setting("double_warp", "choice", "attacker", "Terrain: both activate a warp",
            "When both figures roll a warp at once", choices=("attacker", "none"),
            choice_labels=("only the Attacker warps", "nobody warps"), advanced=True),
    Setting("warp_placement", "choice", "anywhere", "Terrain: after a warp", "Where a warping figure lands",
            choices=("anywhere", "start"), choice_labels=("anywhere", "on a start space"), advanced=True),
)


# --- the engine and computer players through the contracts (desktop.games.contracts) ------------------


class HelixEngine:
    """Battle Helix's rules (``desktop.games.helix.engine``) as an :class:`~desktop.games.contracts.Engine`:
    a state is the battle (``engine.Game``); ``squads`` are the two helixes (``None``: sample helixes drawn
    from the seed); ``settings`` are the checked game settings (pieces, terrain mode, rules options)."""

    @staticmethod
    def _setup(settings: Mapping[str, Any], seed: int, squads: Any) -> Any:
        import random

        from desktop.games.helix import players

        if squads is None:
            rng = random.Random(seed)
            squads = (players.sample_helix(rng), players.sample_helix(rng))
        return players.setup_from_settings(settings, squads[0], squads[1], seed)

    def new_game(self, settings: Mapping[str, Any], seed: int, squads: Any = None) -> Any:
        from desktop.games.helix import engine

        return engine.Game(self._setup(settings, seed, squads))

    def to_move(self, state: Any) -> int | None:
        return None if state.state.over else state.state.to_move

    def legal_actions(self, state: Any) -> list[Any]:
        from desktop.games.helix import engine

        return engine.legal_actions(state)

    def apply(self, state: Any, action: Any) -> tuple[Any, list[Any]]:
        from desktop.games.helix import engine

        return engine.apply(state, action)

    def result(self, state: Any) -> dict[str, Any] | None:
        from desktop.games.helix import engine

        return engine.result(state.state) if state.state.over else None

    def time_called_result(self, state: Any) -> dict[str, Any]:
        from desktop.games.helix import engine

        return engine.time_called_result(state.state)

    def replay(self, settings: Mapping[str, Any], seed: int, actions: Any, squads: Any = None) -> Any:
        from desktop.games.helix import engine

        return engine.replay(self._setup(settings, seed, squads), actions)


class HelixPlayers:
    LEVELS: tuple[str, ...] = ("easy", "normal", "hard")

    def make_player(self, spec: str, seed: int = 0) -> Any:
        from desktop.games.helix import players

        return players.make_player(spec, seed)

    def play_tournament_game(
        self, *, seed: int, settings: Mapping[str, Any], colour_a: str | None = None, level: str = "easy"
    ) -> dict[str, Any]:
        """One computer game for a tournament (``event demo --play``) as a registry result."""
        from desktop.games.helix import players

        return dict(players.play_tournament_game(seed=seed, settings=dict(settings), colour_a=colour_a, level=level))


GAME = GameInfo(
    key="helix",
    names={"en": "Battle Helix", "uk": "Бойова спіраль"},
    short="BH",
    description="Two figures built from pieces roll a six-glyph helix: call the colour, win rounds, take pieces",
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
    scorer=score,
    settings=SETTINGS,
    engine=HelixEngine(),
    players=HelixPlayers(),
    catalog_module="desktop.games.helix.catalog",
    squad_module="desktop.games.helix.helix",
    engine_module="desktop.games.helix.engine",
    players_module="desktop.games.helix.players",
    simulate="desktop.games.helix.simulate:SIMULATION",
    squad_kinds=("desktop.games.helix.squad_kind:SQUAD_KIND",),
    cli_verbs={
        "odds": ("desktop.games.helix.commands:ODDS", "exact Battle Helix odds between two helixes"),
    },
    saved_game_check="desktop.games.helix.saves:check",
    extras={"default_pieces": DEFAULT_PIECES},
)
