"""The command line's quick paths: ``event list``, a refused ``event result`` and ``event publish`` without
SQLAlchemy.

A whole ``toybox-arena`` process must answer these in well under half a second, and importing
SQLAlchemy, the ORM models, Alembic's revision check and the tournament package (numpy) costs more
than that. When the database is an SQLite file already at this app's head revision
(:func:`database.quick_read.open_at_head`), these actions read it with the standard library's
``sqlite3`` (read-only) instead:

- ``event list``: the same lines, or the same JSON, as the full path;
- ``event result EVENT MATCH ...``: refuses a bad combination of options, and with ``--game`` finds
  the event's game and refuses a malformed result (text that does not parse, an unknown field, a
  wrong type, a bad combination of fields, a bad scorekeeper's name, too many games, a draft round
  or a bye) with exactly the message and exit status 1 of the full path, through the same checks
  (:func:`desktop.cli.event.result_options_problem`, :mod:`desktop.services.validation`, the game
  registry's result fields and scoring) and the same printing (:func:`desktop.cli.event._fail`).
- ``event publish EVENT DIR``: the same site from the same queries, read with ``sqlite3``
  (:func:`desktop.web.publish.publish_file`, :mod:`desktop.services.publish_read`), and the same
  printing and refusals (issue 26: a 1,024-player event published in a few seconds as a whole process).

Whenever the quick path cannot decide exactly as the full path would, :func:`run` returns ``None``
and the full path runs: another database (a PostgreSQL URL, a file needing an upgrade, a missing
file, a read-only folder), an event or match it does not find, ``--expect-version`` that does not
match, a round whose clock was started, and every result it finds valid (the full path checks the
match as a whole and writes it). The full path then prints its own messages, as before.

``TOYBOX_ARENA_CLI_QUICK=0`` switches the quick path off (the tests compare both paths).
"""

from __future__ import annotations

import argparse
import getpass
import os
import sqlite3
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from database import quick_read

ENV_SWITCH = "TOYBOX_ARENA_CLI_QUICK"


class Refusal:
    """A refusal printed like a ServiceError (``message``; ``template`` and ``params``; ``field``
    and ``game`` as a ResultEntryError has them)."""

    def __init__(self, template: str, /, field: str = "", game: int | None = None, **params: Any) -> None:
        self.template = template
        self.params = dict(params)
        self.message = template.format(**params) if params else template
        self.field = field
        self.game = game


def enabled() -> bool:
    return os.environ.get(ENV_SWITCH, "").strip() != "0"


def run(verb: str, args: argparse.Namespace) -> int | None:
    """The exit status when the quick path answered (its output printed), else None: run the full path."""
    if verb != "event" or not enabled():
        return None
    action = getattr(args, "event_action", None)
    handler = _ACTIONS.get(action or "")
    if handler is None:
        return None
    path = _database_file(getattr(args, "database", None))
    if path is None:
        return None
    con = quick_read.open_at_head(path)
    if con is None:
        return None
    try:
        return handler(con, args)
    except (sqlite3.Error, OverflowError):
        return None  # the full path meets the same trouble and says so its own way
    finally:
        con.close()


def _database_file(url: str | None) -> Path | None:
    if url is None:
        from desktop.paths import default_database_path

        try:
            return default_database_path()
        except OSError:
            return None
    return quick_read.sqlite_file_from_url(url)


# --- event list -----------------------------------------------------------------------------------


def _list(con: sqlite3.Connection, args: argparse.Namespace) -> int:
    from desktop.cli.event import EXIT_OK, NO_EVENTS, _print_json, list_line

    events = quick_read.event_summaries(con)
    if args.json:
        _print_json(events)
    else:
        for e in events:
            print(list_line(SimpleNamespace(**e)))
        if not events:
            print(NO_EVENTS)
    return EXIT_OK


# --- event result (refusals) ----------------------------------------------------------------------


def current_who() -> str:
    """The default scorekeeper, as ``desktop.services.tournament.current_who`` names them."""
    try:
        return os.environ.get("TOYBOX_ARENA_USER") or getpass.getuser() or "organiser"
    except Exception:  # pragma: no cover - no user database
        return "organiser"


def normalise_code(code: str) -> str:
    """A printed match code as stored (``desktop.services.tournament_common.normalise_code``)."""
    return "".join(code.split()).upper()


def _event_id(con: sqlite3.Connection, text: str) -> int | None:
    """The one event an EVENT argument names (``resolve_event``), None when not exactly one."""
    from desktop.validation import strip_invisible

    t = str(text).strip()
    event_id = int(t) if t.isascii() and t.isdigit() else None
    found = quick_read.event_ids_named(con, event_id, " ".join(strip_invisible(t).split()))
    return found[0] if len(found) == 1 else None


def _match(con: sqlite3.Connection, event_id: int, text: str) -> dict[str, Any] | None:
    if text.isdigit():
        try:
            match_id = int(text)
        except ValueError:
            return None
        m = quick_read.match_row(con, match_id=match_id)
    else:
        m = quick_read.match_row(con, code=normalise_code(text))
    if m is None or m["event_id"] != event_id:
        return None
    return m


def _result(con: sqlite3.Connection, args: argparse.Namespace) -> int | None:
    """``event result`` with ``--game``: the refusal the full path would print, else None.

    The checks run in the full path's order (``desktop.cli.event._result``, then
    ``desktop.services.tournament.record_result``), so the first problem found is the one it names."""
    from desktop.cli.event import _fail, parse_game, result_options_problem
    from desktop.games import registry
    from desktop.services import validation

    def refuse(template: str, /, field: str = "", game: int | None = None, **params: Any) -> int:
        return _fail(args, "result", Refusal(template, field, game, **params))

    event_id = _event_id(con, args.event)
    if event_id is None:
        return None
    problem = result_options_problem(args)
    if problem is not None:
        return refuse(problem[0], **problem[1])
    if not args.game:
        return None  # --special and --clear are written by the full path
    m = _match(con, event_id, args.match)
    if m is None:
        return None

    try:
        games = [parse_game(g) for g in args.game]
    except ValueError as exc:
        return refuse("--game: {reason}", reason=str(exc))
    who = args.who
    try:
        validation.clean_who(who if who is not None and who != "" else current_who()[: validation.WHO_MAX])
    except validation.TextProblem as exc:
        return refuse(exc.template, **exc.params)
    if args.expect_version is not None and m["version"] != args.expect_version:
        return None  # the conflict error names who changed the match: the full path reads that
    game = registry.GAMES.get(quick_read.event_game(con, event_id) or "")
    if game is None:
        return None
    if len(games) > 3:
        return refuse("a match has at most 3 games")
    try:
        games = [validation.check_result_fields(game, r, i + 1) for i, r in enumerate(games)]
    except validation.TextProblem as exc:
        return refuse(exc.template, exc.field, None, **exc.params)
    rnd = quick_read.round_row(con, m["round_id"])
    if rnd is None:
        return None
    if rnd["status"] == "draft":
        return refuse("round {n} is not published yet", n=rnd["number"])
    if m["kind"] in ("bye", "no_opponent"):
        return refuse("a bye or a missed round has no result to enter")
    needs_clock = any("ended" not in g or g.get("ended") == "time_called" for g in games)
    if needs_clock and quick_read.clock_started(con, m["round_id"]):
        return None  # the clock decides how such a game ended: the full path reads it
    for i, r in enumerate(games):
        number = i + 1
        try:
            game.score_result(dict(r))
        except registry.ResultError as exc:
            return refuse("game {number}: {reason}", exc.field, number, number=number, reason=str(exc))
        except (KeyError, TypeError, ValueError) as exc:
            return refuse(
                "game {number}: incomplete result ({reason})", "", number, number=number, reason=str(exc)
            )
    return None  # a valid result (or one only the match as a whole refuses): the full path


# --- event publish ----------------------------------------------------------------------------------


def _publish(con: sqlite3.Connection, args: argparse.Namespace) -> int | None:
    """The site from publishing's stdlib read (``desktop.services.publish_read.read_event_file``: the
    same pages as the full path's read), printed and refused as the full path does."""
    from desktop.cli.event import _fail, os_failure, published
    from desktop.services.errors import ServiceError
    from desktop.web.publish import publish_file

    event_id = _event_id(con, args.event)
    if event_id is None:
        return None  # none or several: the full path's refusal
    try:
        report = publish_file(con, event_id, args.folder, getattr(args, "lang", None) or "en")
    except ServiceError as exc:
        return _fail(args, "publish", exc)
    except OSError as exc:
        return os_failure("publish", exc)
    return published(report, args)


_ACTIONS = {"list": _list, "result": _result, "publish": _publish}
