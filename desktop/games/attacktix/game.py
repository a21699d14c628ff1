"""Attacktix as the registry lists it: names, result fields and scoring, the settings schema (the squad
rules of an event and the rules options), and where its engine, computer players, squad kind and
``simulate`` sub-command live."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop.games.contracts import GameInfo, ResultField, ScoredResult, outcomes
from desktop.games.settings import Setting


def score(result: Mapping[str, Any]) -> ScoredResult:
    destroyed = (float(result["points_destroyed_a"]), float(result["points_destroyed_b"]))
    a, b = outcomes(result, "time_called", destroyed, draw_reasons=("double_knockout",))
    return ScoredResult(a, b, destroyed[0], destroyed[1])


POINT_LIMITS = (100, 200, 500)

SETTINGS = (
    # the squad rules of an event
    Setting("point_limit", "int", 200, "Point limit", "The most points a squad may have (none: no limit)",
            minimum=0, maximum=5000, optional=True, none_label="no limit"),
    Setting("limit_mode", "choice", "exactly", "Limit", "Whether a squad must have exactly the limit or up to it",
            choices=("exactly", "up_to"), choice_labels=("exactly", "up to")),
    Setting("profile", "choice", "tournament", "Legality profile",
            "Tournament: at most one tournament figure, one of each gold figure, no Megas",
            choices=("tournament", "casual"), choice_labels=("Tournament", "Casual"), scopes=frozenset({"event"})),
    Setting("backup_limit", "int", 50, "Backups limit", "The most points of backup figures a player may bring",
            minimum=0, maximum=1000, scopes=frozenset({"event"})),
    # the rules options (desktop.games.attacktix.engine.Options)
    Setting("level", "choice", "master", "Level",
            "Master Battle has powers and effects; Equal Points and Quick Battle do not",
            choices=("master", "equal", "quick"), choice_labels=("Master Battle", "Equal Points", "Quick Battle")),
    Setting("arena_size", "float", 36.0, "Arena size", "The side of the square table, in tix (30 for tournaments)",
            minimum=6.0, maximum=200.0, advanced=True),
    Setting("steady_hand", "int", 80, "Steady hand", "How closely a shot follows your aim, 0–100",
            minimum=0, maximum=100, advanced=True),
    Setting("turn_limit", "int", 0, "Turn limit", "Time is called after this many turns (0: never)",
            minimum=0, maximum=10000, advanced=True),
    Setting("first_player", "choice", "coin", "First player", "Who takes the first turn",
            choices=("coin", "a", "b"), choice_labels=("coin flip", "player A", "player B"), advanced=True),
    Setting("attacks_per_turn", "int", 2, "Attacks per turn", "How many attacks a player makes each turn",
            minimum=1, maximum=10, advanced=True),
    Setting("both_last_fall", "choice", "draw", "Both last figures fall",
            "When one shot knocks over both players' last figures",
            choices=("draw", "attacker_loses"), choice_labels=("a draw", "the attacker loses"), advanced=True),
    Setting("score_every_defeat", "bool", True, "Every defeat scores",
            "A figure that comes back and falls again scores again", advanced=True),
    Setting("own_fire_scores_for_opponent", "bool", True, "Own fire scores for the opponent",
            "Knocking over your own figure gives its points to the other player", advanced=True),
    Setting("check_squads", "bool", True, "Check the squads",
            "Refuse squads that break the level's squad rules when a game starts", advanced=True),
    Setting("grind", "bool", True, "Grind figures", "Master Battle: figures are ground before they are placed",
            advanced=True),
    Setting("start_line", "float", 2.0, "Starting line", "How far from its edge each squad starts, in tix",
            minimum=0.5, maximum=66.0, advanced=True),
    Setting("re_entry_offset", "float", 2.0, "Re-entry distance",
            "How far in front of the line figures coming back are placed, in tix",
            minimum=0.0, maximum=66.0, advanced=True),
    Setting("max_angle_error", "float", 15.0, "Worst aim (degrees)",
            "The aim's spread with the least steady hand", minimum=0.0, maximum=90.0, advanced=True),
    Setting("max_power_error", "float", 0.25, "Worst pull", "The pull's spread with the least steady hand",
            minimum=0.0, maximum=1.0, advanced=True),
    Setting("last_stand_reading", "choice", "no_other_standing", "Last stand",
            "When \"your only figure in play\" counts", choices=("no_other_standing",),
            choice_labels=("no other figure standing",), advanced=True),
)


# --- the engine and computer players through the contracts (desktop.games.contracts) ------------------


class AttacktixEngine:
    """Attacktix's rules (``desktop.games.attacktix.engine``) as an :class:`~desktop.games.contracts.Engine`.
    ``squads`` are the two squads (collector codes or catalog dicts; ``None``: the sample squads); the
    rules options among ``settings`` apply (the squad rules are checked where squads are chosen)."""

    def new_game(self, settings: Mapping[str, Any], seed: int, squads: Any = None) -> Any:
        from desktop.games.attacktix import engine
        from desktop.games.attacktix import players as P

        options = P.options_from_settings(settings)
        if squads is None:  # the sample squads are worth the same: the event's point limit is theirs to keep
            options.pop("point_limit", None)
            options.pop("limit_mode", None)
        return engine.Game(P.default_setup(seed, squads, options)).state

    def to_move(self, state: Any) -> int | None:
        return None if state.over else int(state.to_act)

    def legal_actions(self, state: Any) -> Any:
        from desktop.games.attacktix import engine

        return engine.legal_summary(state)

    def apply(self, state: Any, action: Any) -> tuple[Any, list[Any]]:
        from desktop.games.attacktix import engine

        return engine.apply(state, action)

    def result(self, state: Any) -> dict[str, Any] | None:
        from desktop.games.attacktix import engine

        return engine.match_result(engine.result(state)) if state.over else None

    def time_called_result(self, state: Any) -> dict[str, Any]:
        from desktop.games.attacktix import engine

        return engine.match_result(engine.time_called_result(state))

    def replay(self, settings: Mapping[str, Any], seed: int, actions: Any, squads: Any = None) -> Any:
        state = self.new_game(settings, seed, squads)
        for action in actions:
            state, _events = self.apply(state, action)
        return state


class AttacktixPlayers:
    LEVELS: tuple[str, ...] = ("easy", "normal", "hard")

    def make_player(self, spec: str, seed: int = 0) -> Any:
        from desktop.games.attacktix import players

        return players.make_player(spec, seed)

    def play_tournament_game(
        self, *, seed: int, settings: Mapping[str, Any], colour_a: str | None = None, level: str = "easy"
    ) -> dict[str, Any]:
        """One computer game for a tournament (``event demo --play``) as a registry result."""
        from desktop.games.attacktix import players

        return dict(players.play_tournament_game(seed=seed, settings=dict(settings), colour_a=colour_a, level=level))


GAME = GameInfo(
    key="attacktix",
    names={"en": "Attacktix", "uk": "Аттактікс"},
    short="AX",
    description="Battle figures on a table: move, aim and fire to knock the other squad over",
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
    scorer=score,
    settings=SETTINGS,
    engine=AttacktixEngine(),
    players=AttacktixPlayers(),
    catalog_module="desktop.games.attacktix.catalog",
    squad_module="desktop.games.attacktix.squad",
    engine_module="desktop.games.attacktix.engine",
    players_module="desktop.games.attacktix.players",
    simulate="desktop.games.attacktix.simulate:SIMULATION",
    squad_kinds=("desktop.games.attacktix.squad_kind:SQUAD_KIND",),
    saved_game_check="desktop.games.attacktix.saves:check",
    extras={"point_limits": POINT_LIMITS},
)
