"""The command line's quick paths: ``event list``, a refused ``event result``, ``event publish`` and
``event pair`` without SQLAlchemy.

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
- ``event pair EVENT`` (no other option): the next round of a running Swiss stage, read on one
  snapshot, solved by the full path's pure part (:mod:`desktop.services.round_plan`) and written with
  ``sqlite3`` in one transaction on the full path's writers' queue and ``BEGIN IMMEDIATE``
  (:func:`database.quick_read.write_transaction`) when the pairing's fingerprint is the same under the
  lock as in the read; the same rows, versions and output as ``pair_next_round``, and its refusals of
  a draft round and of an unfinished one (issue 27: the whole process within 1 s of processor time).

Whenever the quick path cannot decide exactly as the full path would, :func:`run` returns ``None``
and the full path runs: another database (a PostgreSQL URL, a file needing an upgrade, a missing
file, a read-only folder), an event or match it does not find, ``--expect-version`` that does not
match, a round whose clock was started, and every result it finds valid (the full path checks the
match as a whole and writes it); for ``event pair``, a stage to start or to finish, a round robin or a
bracket, the event over, any option, an event changed between the read and the write, or any failure
before the commit (nothing is then written). The full path then prints its own messages, as before.

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


# --- event pair -------------------------------------------------------------------------------------


class _FullPath(Exception):
    """The quick pairing cannot decide exactly as the full path would: nothing was written, run it."""


_HAND = ("publish", "publish_draft", "discard", "swap", "with_", "bye", "expect_version", "undo", "force", "table")
"""``event pair`` options that the quick path leaves to the full path (anything but the plain pairing)."""


def _pair(con: sqlite3.Connection, args: argparse.Namespace) -> int | None:
    """``event pair EVENT``: the next Swiss round of a running stage paired, written and printed as the
    full path does (``tournament_rounds.pair_next_round``: its precomputed round, which it writes when
    nothing changed between its read and its write), its two refusals (a draft round, a match without
    a result) printed alike; anything else (a stage to start or to finish, another format, the event
    over, an option) is the full path's.

    The round comes from :mod:`desktop.services.round_plan` (the full path's pure part) on the rows of
    one read snapshot; it is written in one transaction on the full path's writers' queue and lock
    (:func:`database.quick_read.write_transaction`) only when the event's pairing fingerprint is the
    same under the lock as in the snapshot, else nothing is written and the full path runs."""
    if any(getattr(args, name, None) for name in _HAND):
        return None
    event_id = _event_id(con, args.event)
    if event_id is None:
        return None
    path = _database_file(getattr(args, "database", None))
    if path is None:
        return None
    from desktop import collector

    try:
        with collector.paused():  # as the full path pairs (tens of thousands of rows that live to the end)
            plan = _pair_plan(con, event_id, args)
            if isinstance(plan, int):
                return plan  # a refusal, printed
            # The read ends before the write (as the full path's read), and its connection closes: the
            # write's connection is then the file's last, whose closing folds the WAL back into the file.
            con.close()
            view = _pair_write(path, event_id, plan)
    except Exception:  # noqa: BLE001 - _FullPath, NotAtHead, or anything unforeseen: nothing was written
        return None  # (the write's transaction rolls back on any exception), and the full path decides
    return _paired(view, args)


def _pair_plan(con: sqlite3.Connection, event_id: int, args: argparse.Namespace) -> Any:
    """The full path's read before its write (``_precompute``) on the snapshot: a refusal (its exit
    status, printed) or what the write needs (the context, the stage, the round's number, pairs and
    report, the fingerprint)."""
    from desktop.cli.event import _fail
    from desktop.services import round_plan
    from desktop.services.publish_read import _rows
    from desktop.services.tournament_context import _Context, _stage_finished, reported_logic_matches

    found = _rows(con.execute, "events", event=event_id)
    if not found:
        raise _FullPath
    ev = found[0]
    stages = {s.id: s for s in _rows(con.execute, "event_stages", event=event_id)}
    regs = {r.id: r for r in _rows(con.execute, "registrations", event=event_id)}
    rounds = {r.id: r for r in _rows(con.execute, "rounds", event=event_id)}
    if any(r.status == "draft" for r in rounds.values()):
        return _fail(args, "pair", Refusal("the last round is still a draft: publish it (or discard it) first"))
    matches = _rows(con.execute, "matches", event=event_id)
    open_matches = [m for m in matches if m.status == "pending"]
    if open_matches:
        number = max(rounds[m.round_id].number for m in open_matches)
        return _fail(
            args,
            "pair",
            Refusal("round {n} still has {k} match(es) without a result", n=number, k=len(open_matches)),
        )
    games: dict[int, list[Any]] = {}
    for g in _rows(con.execute, "game_results", event=event_id):
        games.setdefault(g.match_id, []).append(g)
    ctx = _Context.of_rows(ev, regs, stages, rounds)
    logic = reported_logic_matches(ctx, matches, games)
    stage = next((st for st in sorted(stages.values(), key=lambda s: s.position) if st.status != "finished"), None)
    if stage is None or stage.kind != "swiss" or stage.status != "running":
        raise _FullPath  # the event over, a stage to start, another format: the full path writes those
    if _stage_finished(ctx, stage, logic, matches):
        raise _FullPath  # the stage is marked finished (and the next one started) by the full path
    number = max((r.number for r in rounds.values()), default=0) + 1
    reason = round_plan.requested_bye_reason(ev)
    requested = {p: reason for p in quick_read.requested_byes(con, event_id, number)}
    avoided = quick_read.avoided_pairs(con, event_id)
    try:
        pairs, report = round_plan.swiss_round(ctx, stage, logic, number, requested, avoided)
    except Exception as exc:  # whatever the solver refuses, the full path reports its own way
        raise _FullPath from exc
    fingerprint = quick_read.pairing_fingerprint(con, event_id)
    return SimpleNamespace(ctx=ctx, stage=stage, number=number, pairs=pairs, report=report, fingerprint=fingerprint)


def _pair_write(path: Path, event_id: int, plan: Any) -> Any:
    """The planned round written (``_pair_stage_round``: the round, its matches, the event running)
    and its view, in one write transaction; :class:`_FullPath` when the event changed since the read."""
    import json

    from desktop.services import round_plan
    from desktop.services.publish_read import _ROW, COLUMNS
    from desktop.services.tournament_context import _round_views

    ctx = plan.ctx
    with quick_read.write_transaction(path) as con:
        if quick_read.pairing_fingerprint(con, event_id) != plan.fingerprint:
            raise _FullPath  # something changed since the read: the full path pairs again under its lock
        round_id = quick_read.insert_round(con, plan.stage.id, event_id, plan.number, json.dumps(plan.report))
        report, rows = round_plan.round_matches(ctx, round_id, plan.number, plan.pairs, plan.report)
        if report is not plan.report:
            quick_read.set_round_report(con, round_id, json.dumps(report))
        quick_read.insert_matches(con, rows)
        quick_read.set_event_status(con, event_id, "running")
        rnd_row, match_rows = quick_read.round_written(con, round_id, COLUMNS["rounds"], COLUMNS["matches"])
        rnd = _ROW["rounds"]._make(rnd_row)
        rnd = rnd._replace(report=json.loads(rnd.report))
        ctx.add_round(rnd)
        made = [_ROW["matches"]._make(r) for r in match_rows]
        view = next(v for v in _round_views(ctx, made, {}) if v.id == round_id)
    return view


def _paired(rv: Any, args: argparse.Namespace) -> int:
    """What ``event pair`` prints for a round it paired (``desktop.cli.event._pair``)."""
    from desktop.cli.event import EXIT_OK, _paired_note, _print_json, _round_json, _round_text

    if args.json:
        _print_json({**_round_json(rv), "swap_warnings": []})
    else:
        print(_round_text(rv))
        print(_paired_note(rv))
    return EXIT_OK


_ACTIONS = {"list": _list, "result": _result, "publish": _publish, "pair": _pair}
