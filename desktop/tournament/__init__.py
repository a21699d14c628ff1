"""Pure tournament logic: formats, pairing, results, standings and tiebreakers.

No Qt, no SQLAlchemy, no game imports: players are integer ids, a match's games are outcomes and
secondary scores (the services translate each game's own result through the game registry).

Modules:

- :mod:`~desktop.tournament.results` — matches, match kinds (bye, forfeit, double loss...),
  penalties, scoring (3/1/0/bye 3 by default), :func:`score_match`.
- :mod:`~desktop.tournament.standings` — standings with every tiebreaker of the spec and their
  English definitions (:data:`TIEBREAKS`), defaults per format; numpy, incremental
  (:class:`IncrementalStandings`); :mod:`~desktop.tournament.standings_reference` is the plain
  Python definition it is tested against.
- :mod:`~desktop.tournament.swiss` — Swiss pairing (round 1 by seed or random; later rounds an
  exact lexicographic optimisation with the bye inside it), organiser's swaps;
  :mod:`~desktop.tournament.swiss_cost` writes its weights straight from per-player vectors
  (the one-phase fast path).
- :mod:`~desktop.tournament.roundrobin` — Berger tables, pools.
- :mod:`~desktop.tournament.elimination` — single/double elimination brackets, cuts, crossed
  pool playoffs.
- :mod:`~desktop.tournament.event_standing` — the event's final order across stages, the cut
  (redrawn after a drop until published), bracket options checked.
- :mod:`~desktop.tournament.tables` — table numbers.
- :mod:`~desktop.tournament.matching`, :mod:`~desktop.tournament.dense`,
  :mod:`~desktop.tournament.lexmatch` — the maximum-weight perfect matching solvers behind the
  pairing.

The package loads its modules on first use (PEP 562): entering a result needs only
:mod:`~desktop.tournament.results`, so a desk or a command that records results does not pay for
numpy and the pairing solvers until it pairs or computes standings.
"""

from __future__ import annotations

import importlib
import math
from typing import TYPE_CHECKING, Any

# A name that is also one of this package's modules is bound now: importing the module sets the
# package's attribute to the module, which would hide the function from ``__getattr__``. (Both are
# pure Python, without numpy.)
from desktop.tournament.event_standing import event_standing

if TYPE_CHECKING:  # what the names are, for type checkers, import-linter and PyInstaller
    from desktop.tournament.elimination import (
        PENDING,
        Bracket,
        BracketMatch,
        Placement,
        bracket_order,
        crossed_pairs,
        crossed_playoff,
        top_cut,
    )
    from desktop.tournament.event_standing import (
        Cut,
        EventPlace,
        StageOrder,
        bracket_standing,
        check_bracket_options,
        draw_cut,
        event_standing,
        make_bracket,
    )
    from desktop.tournament.results import (
        Game,
        Match,
        MatchKind,
        MatchScore,
        Outcome,
        PenaltyKind,
        Scoring,
        Side,
        late_entry_matches,
        score_match,
        validate_games,
    )
    from desktop.tournament.roundrobin import (
        berger_rounds,
        pool_schedule,
        rounds_needed,
        sitting_out,
        split_pools,
    )
    from desktop.tournament.standings import (
        DEFAULT_TIEBREAKS,
        TIEBREAKS,
        Entrant,
        IncrementalStandings,
        StandingRow,
        Tiebreak,
        Unplayed,
        compute_standings,
        default_tiebreaks,
        last_reported_round,
        standings_by_round,
    )
    from desktop.tournament.swiss import (
        Pairing,
        SwissEntrant,
        SwissRound,
        entrants_from_history,
        pair_first_round,
        pair_swiss,
        swap_players,
    )
    from desktop.tournament.tables import TableAssignment, assign_tables

_SOURCES: dict[str, str] = {
    "PENDING": "elimination",
    "Bracket": "elimination",
    "BracketMatch": "elimination",
    "Placement": "elimination",
    "bracket_order": "elimination",
    "crossed_pairs": "elimination",
    "crossed_playoff": "elimination",
    "top_cut": "elimination",
    "Cut": "event_standing",
    "EventPlace": "event_standing",
    "StageOrder": "event_standing",
    "bracket_standing": "event_standing",
    "check_bracket_options": "event_standing",
    "draw_cut": "event_standing",
    "event_standing": "event_standing",
    "make_bracket": "event_standing",
    "Game": "results",
    "Match": "results",
    "MatchKind": "results",
    "MatchScore": "results",
    "Outcome": "results",
    "PenaltyKind": "results",
    "Scoring": "results",
    "Side": "results",
    "late_entry_matches": "results",
    "score_match": "results",
    "validate_games": "results",
    "berger_rounds": "roundrobin",
    "pool_schedule": "roundrobin",
    "rounds_needed": "roundrobin",
    "sitting_out": "roundrobin",
    "split_pools": "roundrobin",
    "DEFAULT_TIEBREAKS": "standings",
    "TIEBREAKS": "standings",
    "Entrant": "standings",
    "IncrementalStandings": "standings",
    "StandingRow": "standings",
    "Tiebreak": "standings",
    "Unplayed": "standings",
    "compute_standings": "standings",
    "default_tiebreaks": "standings",
    "last_reported_round": "standings",
    "standings_by_round": "standings",
    "Pairing": "swiss",
    "SwissEntrant": "swiss",
    "SwissRound": "swiss",
    "entrants_from_history": "swiss",
    "pair_first_round": "swiss",
    "pair_swiss": "swiss",
    "swap_players": "swiss",
    "TableAssignment": "tables",
    "assign_tables": "tables",
}
"""Each public name and the module of this package that defines it."""


def __getattr__(name: str) -> Any:
    module = _SOURCES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value  # once loaded, an ordinary attribute
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_SOURCES})


def suggested_swiss_rounds(players: int) -> int:
    """ceil(log2(players)), at least 1."""
    return max(1, math.ceil(math.log2(players))) if players > 1 else 1


__all__ = [
    "Cut",
    "EventPlace",
    "IncrementalStandings",
    "StageOrder",
    "Unplayed",
    "bracket_standing",
    "check_bracket_options",
    "draw_cut",
    "event_standing",
    "last_reported_round",
    "make_bracket",
    "standings_by_round",
    "DEFAULT_TIEBREAKS",
    "PENDING",
    "TIEBREAKS",
    "Bracket",
    "BracketMatch",
    "Entrant",
    "Game",
    "Match",
    "MatchKind",
    "MatchScore",
    "Outcome",
    "Pairing",
    "PenaltyKind",
    "Placement",
    "Scoring",
    "Side",
    "StandingRow",
    "SwissEntrant",
    "SwissRound",
    "TableAssignment",
    "Tiebreak",
    "assign_tables",
    "berger_rounds",
    "bracket_order",
    "compute_standings",
    "crossed_pairs",
    "crossed_playoff",
    "default_tiebreaks",
    "entrants_from_history",
    "late_entry_matches",
    "pair_first_round",
    "pair_swiss",
    "pool_schedule",
    "rounds_needed",
    "score_match",
    "sitting_out",
    "split_pools",
    "suggested_swiss_rounds",
    "swap_players",
    "top_cut",
    "validate_games",
]
