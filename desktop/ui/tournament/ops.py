"""Write operations that the tournament services gain in issue 10 (clock, undo round, manual pairing,
byes, check-in of everybody, editing an event, importing an event).  The page calls them through here:
when the service exists it is used; otherwise the control that needs it is disabled and its tooltip
says why (see :func:`missing_reason`).  Manual pairs and byes in a Swiss draft fall back to swaps."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

MODULES = (
    "desktop.services.tournament",
    "desktop.services.tournament_pairing",
    "desktop.services.tournament_rounds",
    "desktop.services.tournament_clock",
    "desktop.services.tournament_events",
    "desktop.services.tournament_registration",
    "desktop.services.tournament_transfer",
)

# What the page needs -> the service names that provide it (the first one found is used).
WANTED: dict[str, tuple[str, ...]] = {
    "undo_round": ("undo_round", "undo_last_round"),
    "manual_pair": ("pair_players", "pair_manually", "manual_pair", "set_pairing"),
    "give_bye": ("give_bye", "assign_bye"),
    "clock": ("clock",),
    "start_clock": ("start_clock",),
    "pause_clock": ("pause_clock",),
    "resume_clock": ("resume_clock",),
    "extend_clock": ("extend_clock",),
    "update_event": ("update_event",),
    "import_event": ("import_event",),
    "check_in_all": ("check_in_all",),
    "update_registration": ("update_registration", "edit_registration"),
}


def find(what: str) -> Callable[..., Any] | None:
    for name in WANTED.get(what, (what,)):
        for module_name in MODULES:
            try:
                module = importlib.import_module(module_name)
            except ModuleNotFoundError:
                continue
            fn = getattr(module, name, None)
            if callable(fn):
                return fn
    return None


def available(what: str) -> bool:
    return find(what) is not None


def missing_reason(what: str) -> str:
    return QCoreApplication.translate(
        "TournamentOps", "Not available yet: this build's tournament services cannot do this (%1)."
    ).replace("%1", WANTED.get(what, (what,))[0])


def call(what: str, *args: Any, **kwargs: Any) -> Any:
    fn = find(what)
    if fn is None:
        raise RuntimeError(missing_reason(what))
    return fn(*args, **kwargs)
