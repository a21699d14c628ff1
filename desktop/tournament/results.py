"""Matches, their outcomes and match points.

The tournament logic never sees a game's own result: the services translate it (through the game
registry) into one :class:`Game` per game played — the outcome for side a and both secondary
scores.  This module turns a match (its games and any special circumstance) into match points
under the event's :class:`Scoring`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum


class Outcome(StrEnum):
    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"

    def opposite(self) -> Outcome:
        return {Outcome.WIN: Outcome.LOSS, Outcome.LOSS: Outcome.WIN, Outcome.DRAW: Outcome.DRAW}[self]


class Side(StrEnum):
    A = "a"
    B = "b"

    def other(self) -> Side:
        return Side.B if self is Side.A else Side.A


class MatchKind(StrEnum):
    PLAYED = "played"
    """Games were played (possibly ended by a concession or changed by penalties)."""
    BYE = "bye"
    """Side a has the round's bye."""
    NO_OPPONENT = "no_opponent"
    """A round without an opponent that is not the pairing's bye: a late entry's missed round (a
    loss), or a requested bye (``reason`` :data:`REQUESTED_BYE`: zero points and a loss;
    :data:`REQUESTED_BYE_DRAW`: the draw points)."""
    FORFEIT = "forfeit"
    """``winner`` wins without play: no-show, the opponent dropped after the round was published,
    disqualification, walkover in a bracket."""
    DOUBLE_LOSS = "double_loss"
    """Both players get a loss (both absent, or a penalty for both)."""
    INTENTIONAL_DRAW = "intentional_draw"
    """Both players agree a draw without playing."""


REQUESTED_BYE = "requested_bye"
"""``Match.reason`` of a requested bye that scores zero (a NO_OPPONENT match)."""
REQUESTED_BYE_DRAW = "requested_bye_draw"
"""``Match.reason`` of a requested bye that scores the draw points (a NO_OPPONENT match)."""


class PenaltyKind(StrEnum):
    WARNING = "warning"
    GAME_LOSS = "game_loss"
    MATCH_LOSS = "match_loss"
    DISQUALIFICATION = "disqualification"


SCORING_MAX = 1000
"""The most match points a win, draw, loss or bye is worth (what ``event create --scoring`` accepts)."""


@dataclass(frozen=True)
class Scoring:
    """Match points for win / draw / loss / bye (default 3 / 1 / 0 / 3), each 0 to :data:`SCORING_MAX`."""

    win: int = 3
    draw: int = 1
    loss: int = 0
    bye: int = 3

    def __post_init__(self) -> None:
        for name in ("win", "draw", "loss", "bye"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ValueError(f"{name} points must be a whole number >= 0")
            if value > SCORING_MAX:
                raise ValueError(f"{name} points must be at most {SCORING_MAX}")
        if self.win <= 0:
            raise ValueError("a win must be worth at least one point")

    def points(self, outcome: Outcome) -> int:
        if outcome is Outcome.WIN:
            return self.win
        if outcome is Outcome.DRAW:
            return self.draw
        if outcome is Outcome.LOSS:
            return self.loss
        raise KeyError(outcome)


@dataclass(frozen=True)
class Game:
    """One game's outcome for side a, and the game's secondary score for each side."""

    outcome_a: Outcome
    secondary_a: float = 0.0
    secondary_b: float = 0.0


@dataclass(frozen=True)
class Match:
    """A match of one round.  ``b`` is None for a bye or a loss without an opponent.

    With colour balancing, side a is the first colour (Toy Battle: Blue)."""

    round: int
    a: int
    b: int | None = None
    kind: MatchKind = MatchKind.PLAYED
    games: tuple[Game, ...] = ()
    winner: Side | None = None
    """FORFEIT: the side that wins; PLAYED: the side that wins by the opponent's concession."""
    game_losses_a: int = 0
    """Game-loss penalties against side a (each counts as a game won by b)."""
    game_losses_b: int = 0
    match_loss: tuple[Side, ...] = ()
    """Sides given a match loss as a penalty (both: a double loss)."""
    elimination: bool = False
    """In an elimination stage a drawn match goes to ``higher_seed``."""
    higher_seed: Side = Side.A
    reason: str = ""
    id: int | None = None
    stage: int = 0

    def players(self) -> tuple[int, ...]:
        return (self.a,) if self.b is None else (self.a, self.b)

    def side_of(self, player: int) -> Side:
        if player == self.a:
            return Side.A
        if player == self.b:
            return Side.B
        raise KeyError(player)

    def opponent_of(self, player: int) -> int | None:
        return self.b if player == self.a else self.a


@dataclass(frozen=True)
class MatchScore:
    """What a match means for the standings."""

    outcome_a: Outcome
    outcome_b: Outcome | None
    points_a: int
    points_b: int
    games_won_a: int = 0
    games_won_b: int = 0
    games_drawn: int = 0
    secondary_a: float = 0.0
    secondary_b: float = 0.0
    real_opponents: bool = False
    """True when both players count as each other's opponents (byes and no-opponent losses do not)."""
    forfeit_winner: Side | None = None
    decided_by_seed: bool = False
    played: bool = False

    def for_side(self, side: Side) -> SideScore:
        if side is Side.A:
            return SideScore(
                self.outcome_a,
                self.points_a,
                self.games_won_a,
                self.games_won_b,
                self.games_drawn,
                self.secondary_a,
                self.secondary_b,
            )
        assert self.outcome_b is not None
        return SideScore(
            self.outcome_b,
            self.points_b,
            self.games_won_b,
            self.games_won_a,
            self.games_drawn,
            self.secondary_b,
            self.secondary_a,
        )

    @property
    def winner(self) -> Side | None:
        if self.outcome_a is Outcome.WIN:
            return Side.A
        if self.outcome_b is Outcome.WIN:
            return Side.B
        return None


@dataclass(frozen=True)
class SideScore:
    outcome: Outcome
    points: int
    games_won: int
    games_lost: int
    games_drawn: int
    secondary: float
    secondary_against: float


@dataclass(frozen=True)
class ResultProblem:
    message: str
    field: str = ""


def games_to_win(best_of: int) -> int:
    return best_of // 2 + 1


def validate_games(
    games: Sequence[Game],
    best_of: int,
    *,
    elimination: bool = False,
    game_losses_a: int = 0,
    game_losses_b: int = 0,
) -> list[ResultProblem]:
    """Problems with a list of games for a best-of-``best_of`` match (empty list: fine).

    Best of 3 stops when a player has two game wins; a drawn game counts as played.  Fewer games
    than needed are allowed (time called); a Swiss match may end level.  Game-loss penalties
    (``game_losses_a`` against side a...) are games of the match won by the opponent, counted
    before the games played."""
    problems: list[ResultProblem] = []
    if best_of not in (1, 3):
        problems.append(ResultProblem("a match is best of 1 or best of 3", "best_of"))
        return problems
    need = games_to_win(best_of)
    wins_a, wins_b = game_losses_b, game_losses_a
    for i, g in enumerate(games):
        if wins_a >= need or wins_b >= need:
            problems.append(ResultProblem(f"game {i + 1} was played after the match was decided", "games"))
            break
        if g.outcome_a is Outcome.WIN:
            wins_a += 1
        elif g.outcome_a is Outcome.LOSS:
            wins_b += 1
    if len(games) + game_losses_a + game_losses_b > best_of:
        problems.append(ResultProblem(f"at most {best_of} games in a best of {best_of}", "games"))
    del elimination
    return problems


def score_match(match: Match, scoring: Scoring, best_of: int = 1) -> MatchScore:
    """Match points, game counts and secondary scores of one match."""
    need = games_to_win(best_of)
    kind = match.kind
    if kind is MatchKind.BYE:
        return MatchScore(Outcome.WIN, None, scoring.bye, 0, games_won_a=need)
    if kind is MatchKind.NO_OPPONENT:
        if match.reason == REQUESTED_BYE_DRAW:
            return MatchScore(Outcome.DRAW, None, scoring.draw, 0)
        if match.reason == REQUESTED_BYE:
            return MatchScore(Outcome.LOSS, None, 0, 0, games_won_b=need)
        return MatchScore(Outcome.LOSS, None, scoring.loss, 0, games_won_b=need)
    if match.b is None:
        raise ValueError(f"a {kind.value} match needs two players")
    if kind is MatchKind.FORFEIT:
        if match.winner is None:
            raise ValueError("a forfeit needs a winner")
        if match.winner is Side.A:
            return MatchScore(
                Outcome.WIN,
                Outcome.LOSS,
                scoring.win,
                scoring.loss,
                games_won_a=need,
                real_opponents=True,
                forfeit_winner=Side.A,
            )
        return MatchScore(
            Outcome.LOSS,
            Outcome.WIN,
            scoring.loss,
            scoring.win,
            games_won_b=need,
            real_opponents=True,
            forfeit_winner=Side.B,
        )
    if kind is MatchKind.DOUBLE_LOSS:
        return MatchScore(Outcome.LOSS, Outcome.LOSS, scoring.loss, scoring.loss, real_opponents=True)
    if kind is MatchKind.INTENTIONAL_DRAW:
        return MatchScore(Outcome.DRAW, Outcome.DRAW, scoring.draw, scoring.draw, real_opponents=True)
    # Played.
    won_a, won_b, drawn = match.game_losses_b, match.game_losses_a, 0
    sum_a: float = 0
    sum_b: float = 0
    for g in match.games:  # one pass (this runs for every match of every standings and pairing)
        if g.outcome_a is Outcome.WIN:
            won_a += 1
        elif g.outcome_a is Outcome.LOSS:
            won_b += 1
        elif g.outcome_a is Outcome.DRAW:
            drawn += 1
        sum_a += g.secondary_a
        sum_b += g.secondary_b
    sec_a, sec_b = float(sum_a), float(sum_b)
    decided_by_seed = False
    if Side.A in match.match_loss and Side.B in match.match_loss:
        oa, ob = Outcome.LOSS, Outcome.LOSS
    elif match.match_loss:
        loser = match.match_loss[0]
        oa, ob = (Outcome.LOSS, Outcome.WIN) if loser is Side.A else (Outcome.WIN, Outcome.LOSS)
    elif match.winner is not None:
        oa, ob = (Outcome.WIN, Outcome.LOSS) if match.winner is Side.A else (Outcome.LOSS, Outcome.WIN)
    elif won_a > won_b:
        oa, ob = Outcome.WIN, Outcome.LOSS
    elif won_b > won_a:
        oa, ob = Outcome.LOSS, Outcome.WIN
    elif match.elimination:
        decided_by_seed = True
        oa, ob = (Outcome.WIN, Outcome.LOSS) if match.higher_seed is Side.A else (Outcome.LOSS, Outcome.WIN)
    else:
        oa, ob = Outcome.DRAW, Outcome.DRAW
    return MatchScore(
        oa,
        ob,
        scoring.points(oa),
        scoring.points(ob),
        won_a,
        won_b,
        drawn,
        sec_a,
        sec_b,
        real_opponents=True,
        decided_by_seed=decided_by_seed,
        played=True,
    )


def late_entry_matches(player: int, missed_rounds: Sequence[int], stage: int = 0) -> list[Match]:
    """A late entry's missed rounds: losses with no opponent."""
    return [
        Match(r, player, None, MatchKind.NO_OPPONENT, reason="late_entry", stage=stage) for r in missed_rounds
    ]


@dataclass(frozen=True)
class Correction:
    """A result correction for the audit trail: who, when, old -> new (plain values)."""

    match_id: int
    who: str
    when: str
    old: dict[str, object] = field(default_factory=dict)
    new: dict[str, object] = field(default_factory=dict)
