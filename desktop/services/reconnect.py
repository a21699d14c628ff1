"""Writes that survive a lost connection to the database server (a restart, a network cut).

:func:`record_result_once` enters a result like ``tournament.record_result`` and, when the connection
is lost mid-call, waits for the server to come back and then looks at the match before writing again:
the write may have committed just before the connection dropped. If the match's version moved and
the last audit entry is this desk's own, that earlier write stands (nothing is recorded twice); if
someone else changed it, the usual conflict error says who and what. The audit trail shows one entry.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from typing import Any

from database.engine import Database
from desktop.services import tournament as svc
from desktop.services.errors import DatabaseUnavailableError

__all__ = ["is_connection_lost", "wait_for_server", "record_result_once"]

_LOST_WORDS = (
    "server closed the connection",
    "connection refused",
    "terminating connection",
    "connection is closed",
    "connection is lost",
    "consuming input failed",
    "the database system is shutting down",
    "the database system is starting up",
    "could not receive data",
    "could not send data",
    "connection timeout expired",
    "connection already closed",
    "ssl syscall error",
)


def is_connection_lost(exc: BaseException) -> bool:
    """True for an error that says the server went away (not for a refused or invalid write)."""
    from sqlalchemy.exc import DBAPIError

    seen: set[int] = set()
    e: BaseException | None = exc
    while e is not None and id(e) not in seen:
        seen.add(id(e))
        if isinstance(e, DBAPIError) and e.connection_invalidated:
            return True
        if any(w in str(e).lower() for w in _LOST_WORDS):
            return True
        e = getattr(e, "orig", None) or e.__cause__
    return False


def wait_for_server(db: Database, deadline: float, every: float = 0.2) -> None:
    """Wait until the server answers again (each attempt a new connection); raise past ``deadline``."""
    while True:
        try:
            db.reset_connections()  # the pools' connections died with the server
            db.ping()
            return
        except Exception as exc:  # noqa: BLE001 - not back yet
            if time.monotonic() > deadline:
                raise DatabaseUnavailableError(
                    "the database server did not come back: {reason}", reason=str(exc).splitlines()[0][:200]
                ) from exc
            time.sleep(every)


def record_result_once(
    db: Database,
    match_id: int,
    games: Sequence[Mapping[str, Any]],
    *,
    who: str,
    expected_version: int | None = None,
    concession: str | None = None,
    patience_s: float = 60.0,
) -> svc.MatchView:
    """``record_result`` that rides out a lost connection without ever recording the result twice."""
    deadline = time.monotonic() + patience_s
    while expected_version is None:
        try:
            expected_version = svc.get_match(db, match_id).version
        except Exception as exc:
            if not is_connection_lost(exc):
                raise
            wait_for_server(db, deadline)
    while True:
        try:
            return svc.record_result(
                db, match_id, games, who=who, expected_version=expected_version, concession=concession
            )
        except Exception as exc:
            if not is_connection_lost(exc):
                raise
        wait_for_server(db, deadline)
        try:  # did the lost call commit before the connection dropped?
            current = svc.get_match(db, match_id)
            if current.version != expected_version:
                history = svc.result_history(db, match_id)
                if history and history[-1]["who"] == svc._who(who):
                    return current  # it did: that write stands
            # else: write again (a change by someone else is refused by the version check)
        except Exception as exc:
            if not is_connection_lost(exc):
                raise
