"""Tournament use cases: one function per user action, one transaction each, plain data out.

This module is the facade: it re-exports the public API of the use-case modules so that callers
(the page, the command line, the printed sheets, the tests) need one import::

    tournament_common        errors, plain data, small helpers, match codes (imports none below)
    tournament_context       reading one event: registrations, stages, rounds, matches, views
    tournament_registration  players: register, correct, squads, check-in, drops, penalties (first use)
    tournament_results       entering, correcting and clearing results (imported on first use)
    tournament_rounds        pairing, publishing, undoing, swaps (imported on first use)
    tournament_standings     standings of the event, of a stage, after a round; the whole event
    tournament_export        the whole event as JSON-ready data
    tournament_events        create, edit, list, find and delete events

Each module imports only from the ones above it in this list (``tournament_registration`` and
``tournament_results`` are independent); an import-linter contract in ``pyproject.toml`` keeps it so.
The pure logic lives in :mod:`desktop.tournament`; the services meet the database and the game
registry there: every game result is a dict with the game's own result fields, scored by
``GameInfo.score_result`` into an outcome and secondary scores, from which the tournament logic
derives match points.

Players in the logic are registration ids.  Every failure raises a :class:`TournamentError`
subclass whose ``message`` is written for people.
"""

from __future__ import annotations

from typing import Any

from desktop.games import registry as registry  # callers reach the game registry through here too
from desktop.lazy import load
from desktop.services.tournament_common import (
    NAME_MAX,
    REQUESTED_BYE_DEFAULTS,
    REQUESTED_BYE_POINTS,
    SPECIAL_RESULTS,
    STAGE_KINDS,
    EventDetail,
    EventNotFoundError,
    EventSpec,
    EventSummary,
    EventView,
    GameSettingsError,
    GameView,
    MatchView,
    PairingError,
    RegistrationError,
    RegistrationRecord,
    RequestedByeRecord,
    RestView,
    ResultEntryError,
    RoundView,
    StageSpec,
    StaleResultError,
    StandingLine,
    StandingsView,
    TournamentError,
    current_who,
    describe_match_result,
    event_game_settings,
    match_code,
    name_key,
    normalise_code,
)
from desktop.services.tournament_common import _who as _who  # the audit name (reconnect.py)
from desktop.services.tournament_context import reported_logic_matches
from desktop.services.tournament_events import (
    EDITABLE_ALWAYS,
    EDITABLE_BEFORE_ROUND_1,
    SettingProblem,
    create_event,
    delete_event,
    editable_fields,
    find_events,
    game_settings_problems,
    get_event,
    list_events,
    repair_game_settings,
    resolve_event,
    update_event,
)
from desktop.services.tournament_export import CSV_KINDS, EXPORT_FORMAT, export_csv, export_event, write_csv
from desktop.services.tournament_standings import event_ranking, load_event, standings, standings_by_round

__all__ = [
    "TournamentError",
    "EventNotFoundError",
    "RegistrationError",
    "PairingError",
    "ResultEntryError",
    "StaleResultError",
    "GameSettingsError",
    "SettingProblem",
    "StageSpec",
    "EventSpec",
    "EventSummary",
    "EventDetail",
    "RegistrationRecord",
    "RequestedByeRecord",
    "GameView",
    "MatchView",
    "RestView",
    "RoundView",
    "StandingLine",
    "StandingsView",
    "EventView",
    "NAME_MAX",
    "REQUESTED_BYE_DEFAULTS",
    "REQUESTED_BYE_POINTS",
    "STAGE_KINDS",
    "SPECIAL_RESULTS",
    "EDITABLE_ALWAYS",
    "EDITABLE_BEFORE_ROUND_1",
    "EXPORT_FORMAT",
    "create_event",
    "list_events",
    "update_event",
    "editable_fields",
    "get_event",
    "delete_event",
    "find_events",
    "resolve_event",
    "game_settings_problems",
    "repair_game_settings",
    "event_game_settings",
    "standings_by_round",
    "describe_match_result",
    "standings",
    "event_ranking",
    "load_event",
    "export_csv",
    "export_event",
    "write_csv",
    "CSV_KINDS",
    "reported_logic_matches",
    "name_key",
    "match_code",
    "normalise_code",
    "current_who",
]

# Pairing and rounds (:mod:`desktop.services.tournament_rounds`) are re-exported on first use, so
# that a verb that does not pair starts without the pairing solver.
_ROUNDS = (
    "pair_next_round",
    "publish_round",
    "repair_round",
    "swap_pairing",
    "undo_round",
    "discard_draft",
    "pair_players",
    "give_bye",
)
__all__ += list(_ROUNDS)

# the round clock and importing an event (their own modules, loaded on first use as well)
_ELSEWHERE = {
    "clock": "tournament_clock",
    "start_clock": "tournament_clock",
    "pause_clock": "tournament_clock",
    "resume_clock": "tournament_clock",
    "extend_clock": "tournament_clock",
    "extend_table": "tournament_clock",
    "import_event": "tournament_transfer",
}
# players and results (their modules, and the result store, loaded on first use: ``event pair`` and the
# other verbs that neither register nor record start without them)
_PLAYERS = (
    "add_penalty",
    "attach_squad",
    "avoid_pair",
    "avoided_pair_ids",
    "cancel_requested_bye",
    "check_in",
    "check_in_all",
    "disqualify_player",
    "drop_player",
    "list_avoided_pairs",
    "list_registrations",
    "list_requested_byes",
    "reenter_player",
    "register_player",
    "remove_avoided_pair",
    "request_bye",
    "set_fixed_table",
    "update_registration",
)
_RESULTS = (
    "CutChangedError",
    "LaterMatchesError",
    "clear_result",
    "get_match",
    "match_by_code",
    "record_result",
    "record_special_result",
    "result_history",
    "score_game",
)
_ELSEWHERE.update({name: "tournament_registration" for name in _PLAYERS})
_ELSEWHERE.update({name: "tournament_results" for name in _RESULTS})
__all__ += [name for name in _ELSEWHERE if name not in __all__]


def __getattr__(name: str) -> Any:
    if name in _ROUNDS or name in _ELSEWHERE:
        value = load(f"desktop.services.{_ELSEWHERE.get(name, 'tournament_rounds')}:{name}")
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
