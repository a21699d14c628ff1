"""Toy Battle as the registry lists it: names, result fields and scoring, the settings schema, and where
its engine, computer players, squad kind (practice set-ups) and ``simulate`` sub-command live."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop.games.contracts import GameInfo, ResultError, ResultField, ScoredResult, outcomes
from desktop.games.settings import Setting

TERRAINS = ("castle", "pool", "clouds", "jungle", "cemetery", "caribbean", "station", "battlefield")
TERRAIN_NAMES = ("Castle", "Pool", "Clouds", "Jungle", "Cemetery", "Caribbean", "Station", "Battlefield")
COLOURS = ("blue", "red")


# Why a result's medals do not fit how it ended (English; the desk shows them translated in the
# "GameResults" context: desktop/ui/games/toybattle/texts.py marks them).
MEDAL_TARGET_WINNER = "a game won on the medal target goes to the player with more medals"
END_MEDALS_WINNER = "at the end of the game the player with more medals wins"
END_MEDALS_EQUAL = "a game that ends with equal medals is decided by the tie-break (end_tiebreak)"
END_TIEBREAK_UNEQUAL = "the tie-break (end_tiebreak) decides only a game that ends with equal medals"
RESULT_REFUSALS = (MEDAL_TARGET_WINNER, END_MEDALS_WINNER, END_MEDALS_EQUAL, END_TIEBREAK_UNEQUAL)


def score(result: Mapping[str, Any]) -> ScoredResult:
    """The outcome and medals of a game, its end reason checked against the medals (rules, "End of the
    game"): the medal target is reached by one player's claim, which ends the game at once, so its
    winner has more medals; a game that ends because the player to move cannot act (or at the turn
    limit) goes to the player with more medals, and only equal medals go to the tie-break. A troop on an
    enemy HQ wins whatever the medals; time called goes by the medals."""
    medals = (float(result["medals_a"]), float(result["medals_b"]))
    a, b = outcomes(result, "time_called", medals)
    ended = result["ended"]
    more = "a" if medals[0] > medals[1] else "b" if medals[1] > medals[0] else ""
    if ended == "medals" and result.get("winner") != more:
        raise ResultError("winner", MEDAL_TARGET_WINNER)
    if ended == "end_medals":
        if not more:
            raise ResultError("ended", END_MEDALS_EQUAL)
        if result.get("winner") != more:
            raise ResultError("winner", END_MEDALS_WINNER)
    if ended == "end_tiebreak" and more:
        raise ResultError("ended", END_TIEBREAK_UNEQUAL)
    return ScoredResult(a, b, medals[0], medals[1])


SETTINGS = (
    Setting(
        "terrain", "choice", "random", "Terrain",
        "The board the games are played on: the same one, a random one or the next one each round",
        choices=("random", "rotating", *TERRAINS),
        choice_labels=("random each round", "rotating each round", *TERRAIN_NAMES),
        scopes=frozenset({"event"}),
    ),
    Setting("beginner", "bool", False, "Beginner option",
            "Special bases have no effect: a gentler first game"),
)


# --- the engine and computer players through the contracts (desktop.games.contracts) ------------------


class ToyBattleEngine:
    """Toy Battle's rules (``desktop.games.toybattle.engine``) as an :class:`~desktop.games.contracts.Engine`:
    seat 0 plays blue, seat 1 red; ``settings`` are the game's settings (terrain, beginner)."""

    @staticmethod
    def _start(settings: Mapping[str, Any], seed: int) -> tuple[Any, Any]:
        import random

        from desktop.games.toybattle import engine

        terrain = str(settings.get("terrain") or "random")
        if terrain not in TERRAINS:
            terrain = random.Random(seed).choice(TERRAINS)
        return terrain, engine.Options(beginner=bool(settings.get("beginner", False)))

    def new_game(self, settings: Mapping[str, Any], seed: int, squads: Any = None) -> Any:
        from desktop.games.toybattle import engine

        terrain, options = self._start(settings, seed)
        return engine.new_game(terrain, seed, options)

    def to_move(self, state: Any) -> int | None:
        return None if state.over else int(state.to_move)

    def legal_actions(self, state: Any) -> list[Any]:
        from desktop.games.toybattle import engine

        return engine.legal_actions(state)

    def apply(self, state: Any, action: Any) -> tuple[Any, list[Any]]:
        from desktop.games.toybattle import engine

        return engine.apply(state, action)

    def result(self, state: Any) -> dict[str, Any] | None:
        from desktop.games.toybattle import engine

        return engine.match_result(engine.result(state), COLOURS[0]) if state.over else None

    def time_called_result(self, state: Any) -> dict[str, Any]:
        from desktop.games.toybattle import engine

        return engine.match_result(engine.time_called_result(state), COLOURS[0])

    def replay(self, settings: Mapping[str, Any], seed: int, actions: Any, squads: Any = None) -> Any:
        from desktop.games.toybattle import engine

        terrain, options = self._start(settings, seed)
        return engine.replay(terrain, seed, options, [engine.Action(*a) for a in actions])


class _SeatPlayer:
    """A Toy Battle computer player that sees only what its seat may know."""

    def __init__(self, player: Any) -> None:
        self.player = player

    def choose(self, state: Any) -> Any:
        from desktop.games.toybattle import engine

        return self.player.choose(engine.view(state, state.to_move))


class ToyBattlePlayers:
    LEVELS: tuple[str, ...] = ("easy", "normal", "hard")

    def make_player(self, spec: str, seed: int = 0) -> Any:
        from desktop.games.toybattle import players

        return _SeatPlayer(players.make_player(spec, seed))

    def play_tournament_game(
        self, *, seed: int, settings: Mapping[str, Any], colour_a: str | None = None, level: str = "easy"
    ) -> dict[str, Any]:
        """One computer game for a tournament (``event demo --play``) as a registry result: side A plays
        ``colour_a`` (blue by default), on the event's terrain (or one drawn from the seed)."""
        import random

        from desktop.games.toybattle import engine, players

        rng = random.Random(seed)
        colour_a = colour_a or COLOURS[0]
        first = players.make_player(level, seed)
        second = players.make_player(level, seed + 1)
        seats = (first, second) if colour_a == COLOURS[0] else (second, first)
        terrain = settings.get("terrain")
        if terrain not in TERRAINS:  # none set, or "random" / "rotating": one drawn from the seed
            terrain = rng.choice(TERRAINS)
        finished = players.play_game(seats[0], seats[1], terrain, seed)
        return dict(engine.match_result(engine.result(finished.state), colour_a))


GAME = GameInfo(
    key="toybattle",
    names={"en": "Toy Battle", "uk": "Битва іграшок"},
    short="TB",
    description="A board game for two: place troops on bases, hold regions for medals, reach the enemy HQ",
    end_reasons=("hq", "medals", "end_medals", "end_tiebreak", "time_called"),
    time_called_reason="time_called",
    result_fields=(
        ResultField("winner", "Winner", "side"),
        ResultField("ended", "How it ended", "choice", ("hq", "medals", "end_medals", "end_tiebreak", "time_called")),
        ResultField("medals_a", "Medals (player A)", "int", minimum=0, maximum=30),
        ResultField("medals_b", "Medals (player B)", "int", minimum=0, maximum=30),
        ResultField("terrain", "Terrain", "text", required=False),
        ResultField("colour_a", "Colour of player A", "choice", COLOURS, required=False),
        ResultField("turns", "Turns", "int", minimum=0, maximum=10000, required=False),
    ),
    secondary_label="Medals",
    scorer=score,
    settings=SETTINGS,
    engine=ToyBattleEngine(),
    players=ToyBattlePlayers(),
    colours=COLOURS,
    catalog_module="desktop.games.toybattle.catalog",
    engine_module="desktop.games.toybattle.engine",
    players_module="desktop.games.toybattle.players",
    simulate="desktop.games.toybattle.simulate:SIMULATION",
    squad_kinds=("desktop.games.toybattle.setup_kind:SQUAD_KIND",),
    saved_game_check="desktop.games.toybattle.saves:check",
    extras={"colours": COLOURS, "terrains": TERRAINS},
)
