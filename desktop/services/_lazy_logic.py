"""``T``: the pure tournament logic (:mod:`desktop.tournament`), imported on first use.

The tournament package pulls in numpy and the pairing solvers; a command-line verb that only lists
events or refuses a bad result should not pay for that at start-up (the CLI start target)."""

from __future__ import annotations

import importlib
from typing import Any


class _LazyTournament:
    def __getattr__(self, name: str) -> Any:
        module = importlib.import_module("desktop.tournament")
        if name == "Entrant":
            from desktop.tournament.standings import Entrant as value
        else:
            value = getattr(module, name)
        setattr(self, name, value)
        return value


T: Any = _LazyTournament()
