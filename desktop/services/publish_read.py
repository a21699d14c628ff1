"""The read behind ``event publish`` (issue 26): the whole event as the published pages show it, in one
read transaction of a few plain SQL queries (one per table: the event, its stages, registrations,
rounds, matches, the reported games' outcomes, the current round's clock), with no ORM (no mapper set-up,
no identity map, no games' result fields decoded: the pages show match points, not games).

Two ways in, the same queries and the same rows: :func:`read_event` on an open
:class:`~database.engine.Database` (any database, through SQLAlchemy), and :func:`read_event_file` on
a read-only ``sqlite3`` connection to an SQLite file at this app's head revision
(:func:`database.quick_read.open_at_head`), which the command line uses so that ``event publish``
never imports SQLAlchemy. The columns are decoded as the models' types decode them (:data:`DECODED`:
JSON, booleans, times; ``tests/web/test_web_publish_bulk_read.py`` checks them against the models).

The standings are the event's one ranking (:func:`~desktop.services.tournament_standings._event_ranking`,
what ``event_ranking`` and ``load_event`` return) computed on these rows, and each reported match's
logic is built once and shared by its view and the ranking, as in ``load_event``. The views are those
of ``load_event`` except that a match view carries no games (``games`` is empty; an elimination stage's
match its games' outcomes, without their result fields: the bracket marks a draw decided by seed) and a
draft round none of its matches (the pages never show a draft). ``tests/web/test_web_publish_bulk_read.py`` pins the
published site to the one built from the services' full read (:func:`desktop.web.site.load_site`).
"""

from __future__ import annotations

import json
from collections import namedtuple
from collections.abc import Callable, Iterable, Sequence
from datetime import datetime
from typing import TYPE_CHECKING, Any

from desktop.services.tournament_common import (
    EventDetail,
    EventNotFoundError,
    EventSummary,
    EventView,
    GameView,
    MatchView,
    RoundView,
    T,
    _reg_record,
    detail_of,
    match_view_of,
)
from desktop.services.tournament_context import _Context, round_rests
from desktop.services.tournament_standings import _event_ranking

if TYPE_CHECKING:
    import sqlite3

    from database.engine import Database

__all__ = ["COLUMNS", "DECODED", "read_event", "read_event_file"]

COLUMNS: dict[str, list[str]] = {
    "events": (
        "id name date venue organiser game game_settings best_of round_minutes scoring tiebreaks options seed "
        "status version"
    ).split(),
    "event_stages": "id position kind config status".split(),
    "registrations": (
        "id event_id player_id name club rating status checked_in joined_round dropped_after_round "
        "fixed_table squad_id squad_snapshot squad_locked version"
    ).split(),
    "rounds": "id stage_id number status report version".split(),
    "matches": (
        "id event_id round_id table_no code reg_a_id reg_b_id kind status winner reason game_losses_a "
        "game_losses_b match_loss bracket_slot higher_seed pool version"
    ).split(),
    "game_results": "match_id outcome_a secondary_a secondary_b".split(),
    "round_clocks": "minutes started_at paused_at paused_seconds extra_seconds version".split(),
}
"""The columns read of each table (what the views, the ranking and the clock use)."""

DECODED: dict[str, dict[str, str]] = {
    "events": {"game_settings": "json", "scoring": "json", "tiebreaks": "json", "options": "json"},
    "event_stages": {"config": "json"},
    "registrations": {"checked_in": "bool", "squad_snapshot": "json", "squad_locked": "bool"},
    "rounds": {"report": "json"},
    "round_clocks": {"started_at": "time", "paused_at": "time"},
}
"""The columns whose stored value is decoded (JSON text, an SQLite integer for a boolean, an SQLite
text for a time); a server database's driver gives them decoded already, and they are kept as given."""


def _json(value: Any) -> Any:
    return json.loads(value) if isinstance(value, str | bytes) else value


def _bool(value: Any) -> Any:
    return None if value is None else bool(value)


def _time(value: Any) -> Any:
    return datetime.fromisoformat(value) if isinstance(value, str) else value


_DECODERS: dict[str, Callable[[Any], Any]] = {"json": _json, "bool": _bool, "time": _time}

_ROW: dict[str, Any] = {table: namedtuple(f"{table}_row", cols) for table, cols in COLUMNS.items()}

_WHERE = {
    "events": "id = :event",
    "event_stages": "event_id = :event",
    "registrations": "event_id = :event",
    "rounds": "event_id = :event",
    "matches": "event_id = :event ORDER BY id",
    "game_results": (
        "match_id IN (SELECT id FROM matches WHERE event_id = :event AND status = 'reported') "
        "ORDER BY match_id, number"
    ),
    "round_clocks": "round_id = :round",
}

Execute = Callable[[str, dict[str, Any]], Iterable[Sequence[Any]]]


def _rows(execute: Execute, table: str, **params: Any) -> list[Any]:
    """The rows of ``table`` that ``_WHERE`` picks, as named tuples of :data:`COLUMNS`, decoded."""
    make = _ROW[table]._make
    kinds = DECODED.get(table, {})
    decode = [(i, _DECODERS[kinds[col]]) for i, col in enumerate(COLUMNS[table]) if col in kinds]
    rows = execute(f"SELECT {', '.join(COLUMNS[table])} FROM {table} WHERE {_WHERE[table]}", params)
    if not decode:
        return list(map(make, rows))
    out = []
    for raw in rows:
        values = list(raw)
        for i, fn in decode:
            values[i] = fn(values[i])
        out.append(make(values))
    return out


def read_event(db: Database, event_id: int, reuse: dict[int, Any] | None = None) -> tuple[EventView, Any | None]:
    """The event for publishing, and its current round's clock (a
    :class:`~desktop.services.tournament_clock.ClockView`; None before a round is published).

    ``reuse``: a dict kept between reads of the same event (the venue web reads it after every change):
    a match whose row, games, players' names, round and event row are those of the previous read keeps
    that read's view and logic (nothing is scored again for it); the dict is updated to this read."""
    from sqlalchemy import text

    with db.engine.connect() as conn, conn.begin():
        return _read(lambda sql, params: conn.execute(text(sql), params), event_id, reuse)


def read_event_file(con: sqlite3.Connection, event_id: int) -> tuple[EventView, Any | None]:
    """:func:`read_event` on a read-only ``sqlite3`` connection whose read transaction is open (one
    snapshot for every query; :func:`database.quick_read.open_at_head`)."""
    return _read(con.execute, event_id)


def _read(execute: Execute, event_id: int, reuse: dict[int, Any] | None = None) -> tuple[EventView, Any | None]:
    found = _rows(execute, "events", event=event_id)
    if not found:
        raise EventNotFoundError("there is no event {event}", event=event_id)
    ev = found[0]
    stages = {s.id: s for s in _rows(execute, "event_stages", event=event_id)}
    regs = {r.id: r for r in _rows(execute, "registrations", event=event_id)}
    rounds = {r.id: r for r in _rows(execute, "rounds", event=event_id)}
    matches = _rows(execute, "matches", event=event_id)
    games: dict[int, list[Any]] = {}
    for g in _rows(execute, "game_results", event=event_id):
        games.setdefault(g.match_id, []).append(g)
    current = max((r for r in rounds.values() if r.status != "draft"), key=lambda r: r.number, default=None)
    clock_row = None
    if current is not None:
        clocks = _rows(execute, "round_clocks", round=current.id)
        clock_row = clocks[0] if clocks else None
    ctx = _Context.of_rows(ev, regs, stages, rounds)
    ctx.logic_kept = {}  # each reported match's logic, built for its view, is reused by the ranking
    view = EventView(
        detail=_detail(ev, stages.values(), regs, rounds.values()),
        registrations=tuple(_reg_record(r) for r in sorted(regs.values(), key=lambda r: r.id)),
        rounds=_round_views(ctx, matches, games, reuse),
        standings=_event_ranking(ctx, matches, games),
    )
    clock = None
    if current is not None:
        from desktop.services.tournament_clock import _view

        clock = _view(ev, current, clock_row)
    return view, clock


def _detail(ev: Any, stages: Any, regs: dict[int, Any], rounds: Any) -> EventDetail:
    """As ``tournament_common._detail`` builds it, from the rows already read."""
    summary = EventSummary(
        ev.id,
        ev.name,
        ev.date,
        ev.game,
        ev.status,
        len(regs),
        max((r.number for r in rounds), default=0),
        ev.version,
    )
    return detail_of(ev, summary, stages)


def _bracket_games(rows: Iterable[Any]) -> tuple[GameView, ...]:
    """A bracket match's games as far as the bracket reads them (``bracket_sheet._decided_by_seed``): their
    outcomes and secondary scores, numbered in order, without the result fields (not read here)."""
    return tuple(GameView(i, {}, g.outcome_a, g.secondary_a, g.secondary_b) for i, g in enumerate(rows, 1))


def _round_views(
    ctx: _Context, matches: Sequence[Any], games: dict[int, list[Any]], reuse: dict[int, Any] | None = None
) -> tuple[RoundView, ...]:
    """Every round in number order with its matches by table (``tournament_context._round_views``'s
    order), each match's points scored by the logic (or, with ``reuse``, kept from the previous read
    when nothing it is built from changed: see :func:`read_event`)."""
    by_round: dict[int, list[Any]] = {}
    for m in matches:
        by_round.setdefault(m.round_id, []).append(m)
    names = {r.id: r.name for r in ctx.regs.values()}
    scoring, best_of, kept = ctx.scoring, ctx.ev.best_of, ctx.logic_kept
    assert kept is not None
    views = []
    fresh: dict[int, Any] = {}
    for rnd in sorted(ctx.rounds.values(), key=lambda r: r.number):
        stage = ctx.stages[rnd.stage_id]
        out: list[MatchView] = []
        if rnd.status != "draft":
            ms = sorted(by_round.get(rnd.id, []), key=lambda m: (m.table_no is None, m.table_no or 0, m.id))
            for m in ms:
                if reuse is not None:
                    # everything the view and the logic are built from (the event row: scoring, best of)
                    key = (
                        ctx.ev,
                        m,
                        tuple(games.get(m.id, ())),
                        names[m.reg_a_id],
                        names.get(m.reg_b_id) if m.reg_b_id is not None else None,
                        rnd.number,
                        stage.position,
                        stage.kind,
                    )
                    before = reuse.get(m.id)
                    if before is not None and before[0] == key:
                        fresh[m.id] = before
                        if before[2] is not None:
                            kept[m.id] = before[2]
                        out.append(before[1])
                        continue
                lm = None
                score = None
                if m.status == "reported":
                    lm = ctx.logic_match(
                        m,
                        [T.Game(T.Outcome(g.outcome_a), g.secondary_a, g.secondary_b) for g in games.get(m.id, ())],
                    )
                    kept[m.id] = lm
                    score = T.score_match(lm, scoring, best_of)
                out.append(
                    match_view_of(
                        m,
                        round_number=rnd.number,
                        a_name=names[m.reg_a_id],
                        b_name=names.get(m.reg_b_id, "") if m.reg_b_id is not None else "",
                        games=_bracket_games(games.get(m.id, ())) if stage.kind.endswith("elimination") else (),
                        score=score,
                    )
                )
                if reuse is not None:
                    fresh[m.id] = (key, out[-1], lm)
        rests = ()
        if rnd.status != "draft":  # a draft's matches are not read here (the web never shows a draft)
            rests = round_rests(ctx, stage, rnd.number, (p for m in out for p in (m.a, m.b) if p is not None))
        views.append(
            RoundView(rnd.id, rnd.number, stage.position, stage.kind, rnd.status, tuple(out), dict(rnd.report or {}), rnd.version, rests)
        )
    if reuse is not None:
        reuse.clear()
        reuse.update(fresh)
    return tuple(views)
