"""Read models for the Tournaments page: event list rows, one event opened at once, round views and
standings kept up to date incrementally.

Opening an event reads it once (settings, registrations, the current round, every reported match as
the pure logic's :class:`~desktop.tournament.Match`).  The standings are then computed from that
in-memory history: after a result is saved the page hands the returned :class:`MatchView` to
:meth:`EventSnapshot.apply` and the standings are recomputed without reading the database again
(the tournament logic alone, no query, no per-line formatting: the page formats the rows it shows).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

from sqlalchemy import func, select

from database.engine import Database
from database.models.tournament import EventRow, RegistrationRow, RoundRow, StageRow
from desktop.services import tournament_common as core
from desktop.services import tournament_context as context
from desktop.tournament import (
    TIEBREAKS,
    Game,
    Match,
    MatchKind,
    Outcome,
    Scoring,
    Side,
    StandingRow,
    Tiebreak,
    compute_standings,
    default_tiebreaks,
)
from desktop.tournament.standings import Entrant, in_seed_order
from desktop.tournament.standings import IncrementalStandings as LogicIncrementalStandings

__all__ = [
    "EventListRow",
    "EventSnapshot",
    "event_rows",
    "open_event",
    "round_view",
    "format_tiebreak",
    "event_stamp",
    "IncrementalStandings",
]


@dataclass(frozen=True)
class EventListRow:
    id: int
    name: str
    game: str
    formats: tuple[str, ...]
    date: str
    players: int
    current_round: int
    round_status: str
    """Status of the latest round ("draft", "published", ""), to say where the event stands."""
    status: str
    version: int


def event_rows(db: Database) -> list[EventListRow]:
    """Every event of the database, with what the events list shows (three queries in all)."""
    with db.read() as session:
        events = list(session.scalars(select(EventRow).order_by(EventRow.id)))
        players = dict(
            session.execute(
                select(RegistrationRow.event_id, func.count()).group_by(RegistrationRow.event_id)
            ).all()
        )
        stages: dict[int, list[str]] = {}
        for event_id, kind in session.execute(
            select(StageRow.event_id, StageRow.kind).order_by(StageRow.event_id, StageRow.position)
        ):
            stages.setdefault(event_id, []).append(kind)
        latest: dict[int, tuple[int, str]] = {}
        for event_id, number, status in session.execute(
            select(RoundRow.event_id, RoundRow.number, RoundRow.status).order_by(RoundRow.number)
        ):
            latest[event_id] = (number, status)
        return [
            EventListRow(
                ev.id,
                ev.name,
                ev.game,
                tuple(stages.get(ev.id, ())),
                ev.date,
                int(players.get(ev.id, 0)),
                latest.get(ev.id, (0, ""))[0],
                latest.get(ev.id, (0, ""))[1],
                ev.status,
                ev.version,
            )
            for ev in events
        ]


class IncrementalStandings:
    """The page's live standings: the tournament logic's :class:`IncrementalStandings` (it keeps every
    match's entries between results and rewrites one match's rows in place), behind the page's two calls
    ``replace(match_id, match)`` and ``rows()``."""

    def __init__(
        self,
        entrants: Sequence[Entrant],
        matches: Iterable[Match],
        *,
        scoring: Scoring,
        best_of: int,
        tiebreaks: Sequence[Tiebreak],
        seed: int,
        unplayed: str = "virtual",
    ) -> None:
        self._live = LogicIncrementalStandings(
            list(entrants),
            matches,
            scoring=scoring,
            best_of=best_of,
            tiebreaks=tiebreaks,
            seed=seed,
            unplayed=unplayed,
        )
        self._rows: list[StandingRow] | None = None

    def replace(self, match_id: int, match: Match | None) -> None:
        """The match ``match_id`` is now ``match`` (None: it has no result any more)."""
        if match is None:
            self._live.remove_match(("id", match_id))
        else:
            self._live.set_match(match if match.id is not None else replace(match, id=match_id))
        self._rows = None

    def rows(self, after_round: int | None = None) -> list[StandingRow]:
        """The standings (after round ``after_round``: later rounds' matches left out)."""
        if after_round is not None:
            return self._live.standings(after_round=after_round)
        if self._rows is None:
            self._rows = self._live.standings()
        return self._rows


def event_stamp(db: Database, event_id: int) -> tuple[Any, ...]:
    """A cheap fingerprint of everything the page shows about an event (two small aggregate
    queries): when another desk or process changes a result, a registration or a round, it changes."""
    from database.models.tournament import MatchRow

    with db.read() as session:
        matches = session.execute(
            select(func.count(), func.max(MatchRow.updated_at), func.sum(MatchRow.version)).where(
                MatchRow.event_id == event_id
            )
        ).one()
        regs = session.execute(
            select(func.count(), func.sum(RegistrationRow.version)).where(
                RegistrationRow.event_id == event_id
            )
        ).one()
        rounds = session.execute(
            select(func.count(), func.max(RoundRow.number), func.count(RoundRow.published_at)).where(
                RoundRow.event_id == event_id
            )
        ).one()
        ev = session.get(EventRow, event_id)
        return (tuple(matches), tuple(regs), tuple(rounds), ev.version if ev is not None else None)


def format_tiebreak(value: Any) -> str:
    if isinstance(value, Fraction):
        return f"{float(value):.4f}"
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


@dataclass(frozen=True)
class RoundInfo:
    id: int
    number: int
    stage: int
    stage_kind: str
    status: str


@dataclass
class EventSnapshot:
    """One event as the page holds it.  ``history`` holds every reported match of a published round
    (match id -> logic match); :meth:`apply` keeps it current after each saved result."""

    detail: core.EventDetail
    registrations: tuple[core.RegistrationRecord, ...]
    rounds: tuple[RoundInfo, ...]
    current: core.RoundView | None
    history: dict[int, Match]
    scoring: Scoring
    best_of: int
    seed: int
    higher_seed: dict[int, str] = field(default_factory=dict)
    _standings: dict[tuple[int | None, int | None], list[StandingRow]] = field(default_factory=dict)
    _live: IncrementalStandings | None = None

    # -- what the page asks -------------------------------------------------------------------------
    @property
    def event_id(self) -> int:
        return self.detail.summary.id

    @property
    def names(self) -> dict[int, str]:
        return {r.id: r.name for r in self.registrations}

    def stage_kinds(self) -> list[tuple[int, str]]:
        return [(int(s["position"]), str(s["kind"])) for s in self.detail.stages]

    def stage_kind(self, position: int | None) -> str:
        for pos, kind in self.stage_kinds():
            if pos == position:
                return kind
        return self.stage_kinds()[0][1] if self.detail.stages else "swiss"

    def tiebreaks(self, stage: int | None = None) -> tuple[Tiebreak, ...]:
        kind = self.stage_kind(stage) if stage is not None else None
        options = self.detail.options or {}
        if kind is not None and options.get("default_tiebreaks"):
            return default_tiebreaks("round_robin" if kind == "round_robin" else "swiss")
        tbs = tuple(Tiebreak(t) for t in self.detail.tiebreaks)
        if kind == "round_robin" and not tbs:
            return default_tiebreaks("round_robin")
        return tbs

    def tiebreak_info(self, stage: int | None = None) -> list[tuple[str, str, str]]:
        """(key, English name, English definition) of each tiebreaker, in order."""
        return [(t.value, TIEBREAKS[t].name, TIEBREAKS[t].definition) for t in self.tiebreaks(stage)]

    def rounds_played(self) -> int:
        """The last round with a played result: what "after round N" says (a published round's byes
        and missed rounds wait for its first result, as in the services' standings)."""
        return max(
            (m.round for m in self.history.values() if m.kind is MatchKind.PLAYED or m.b is not None), default=0
        )

    @property
    def unplayed(self) -> str:
        """How Buchholz and Sonneborn-Berger count rounds without an opponent (the event setting)."""
        value = (self.detail.options or {}).get("unplayed_rounds", "virtual")
        return value if value in core.UNPLAYED_ROUNDS else "virtual"

    def standings(self, stage: int | None = None, after_round: int | None = None) -> list[StandingRow]:
        """Standings (of one stage, by position) after every reported result, or after round N."""
        key = (stage, after_round)
        cached = self._standings.get(key)
        if cached is not None:
            return cached
        if key == (None, None):
            if self._live is None:
                self._live = IncrementalStandings(
                    self._entrants(),
                    self.history.values(),
                    scoring=self.scoring,
                    best_of=self.best_of,
                    tiebreaks=self.tiebreaks(None),
                    seed=self.seed,
                    unplayed=self.unplayed,
                )
            last = self.rounds_played()
            beyond = any(m.round > last for m in self.history.values())
            rows = self._live.rows(last if beyond else None)
            if last == 0:
                rows = self._by_seed(rows)
            self._standings[key] = rows
            return rows
        matches: Iterable[Match] = self.history.values()
        if stage is not None:
            matches = [m for m in matches if m.stage == stage]
        if after_round is not None:
            matches = [m for m in matches if m.round <= after_round]
        matches = list(matches)
        entrants = self._entrants()
        if stage is not None and stage != 1:
            involved = {p for m in matches for p in m.players()}
            entrants = [e for e in entrants if e.id in involved]
        rows = compute_standings(
            entrants,
            matches,
            scoring=self.scoring,
            best_of=self.best_of,
            tiebreaks=self.tiebreaks(stage),
            seed=self.seed,
            unplayed=self.unplayed,
        )
        if not any(m.kind is MatchKind.PLAYED or m.b is not None for m in matches):
            rows = self._by_seed(rows)
        self._standings[key] = rows
        return rows

    def _by_seed(self, rows: list[StandingRow]) -> list[StandingRow]:
        """Before the first played result, the players by seed, as the services' standings list them."""
        return in_seed_order(rows, {r.id: r.rating for r in self.registrations})

    def _entrants(self) -> list[Entrant]:
        """Everyone who takes part (a player absent from round 1, never checked in, does not)."""
        return [
            Entrant(r.id, dropped=r.status != "registered", disqualified=r.status == "disqualified")
            for r in self.registrations
            if r.status != "absent"
        ]

    def positions_by_round(self, players: Sequence[int], stage: int | None = None) -> dict[int, list[int]]:
        """Each chosen player's rank after each round (for the chart): player -> [rank after 1, 2, …]."""
        wanted = set(players)
        out: dict[int, list[int]] = {p: [] for p in players}
        for r in range(1, self.rounds_played() + 1):
            rows = self.standings(stage, r)
            for row in rows:
                if row.player in wanted:
                    out[row.player].append(row.rank)
        return out

    def apply(self, mv: core.MatchView) -> None:
        """Take a saved (or cleared) match into the history; the standings follow from it."""
        info = next((r for r in self.rounds if r.number == mv.round), None)
        if info is None or info.status == "draft":
            return
        self._standings.clear()
        if mv.status != "reported":
            self.history.pop(mv.id, None)
            if self._live is not None:
                self._live.replace(mv.id, None)
        else:
            logic = _logic_from_view(mv, info, self.higher_seed.get(mv.id, "a"))
            self.history[mv.id] = logic
            if self._live is not None:
                self._live.replace(mv.id, logic)
        if self.current is not None and self.current.number == mv.round:
            matches = tuple(mv if m.id == mv.id else m for m in self.current.matches)
            self.current = replace(self.current, matches=matches)  # its byes (rests) stay

    def replace_registrations(
        self, records: Iterable[core.RegistrationRecord], removed: Iterable[int] = ()
    ) -> None:
        """Take changed, new and removed registrations in; the standings are computed again when who
        takes part changed (a drop, a late entry, a removal), not for a check-in or a new name."""
        by_id = {r.id: r for r in self.registrations}
        entrants = self._entrants()
        for rec in records:
            by_id[rec.id] = rec
        for rid in removed:
            by_id.pop(rid, None)
        self.registrations = tuple(sorted(by_id.values(), key=lambda r: r.id))
        if self._entrants() != entrants:
            self._live = None  # the entrants changed: the standings from the history
            self._standings.clear()

    def forget_match(self, match_id: int) -> bool:
        """A match removed elsewhere (a round undone): out of the history; True when it held a result."""
        self._standings.clear()
        if self.history.pop(match_id, None) is None:
            return False
        if self._live is not None:
            self._live.replace(match_id, None)
        return True

    def missing(self) -> list[core.MatchView]:
        """Matches of the current published round that have no result yet."""
        if self.current is None or self.current.status == "draft":
            return []
        return [m for m in self.current.matches if m.status != "reported"]


def _logic_from_view(mv: core.MatchView, info: RoundInfo, higher_seed: str) -> Match:
    games = [Game(Outcome(g.outcome_a), g.secondary_a, g.secondary_b) for g in mv.games]
    sides = {"a": Side.A, "b": Side.B}
    return Match(
        mv.round,
        mv.a,
        mv.b,
        MatchKind(mv.kind),
        tuple(games),
        sides.get(mv.winner),
        mv.game_losses_a,
        mv.game_losses_b,
        tuple(Side(c) for c in mv.match_loss) if mv.match_loss else (),
        info.stage_kind.endswith("elimination"),
        Side.B if higher_seed == "b" else Side.A,
        mv.reason,
        mv.id,
        info.stage,
    )


def _infos(ctx: Any) -> tuple[RoundInfo, ...]:
    return tuple(
        RoundInfo(
            r.id,
            r.number,
            ctx.stages[r.stage_id].position,
            ctx.stages[r.stage_id].kind,
            r.status,
        )
        for r in sorted(ctx.rounds.values(), key=lambda r: r.number)
    )


def open_event(db: Database, event_id: int, round_number: int | None = None) -> EventSnapshot:
    """Read an event for the page in one short read: settings, registrations, the round shown (the
    latest, or ``round_number``) as views, and every reported match as logic matches."""
    with db.read() as session:
        ctx = context._Context.load(session, event_id, read_only=True)
        # every game without its result fields (the logic needs none: no JSON decoded for the whole
        # event); the shown round's games are read again with them, for its views
        matches, games = context._all_matches(session, event_id, results=False)
        logic = context.reported_logic_matches(ctx, matches, games)
        del games
        infos = _infos(ctx)
        shown = None
        if infos:
            target = round_number if round_number is not None else infos[-1].number
            info = next((r for r in infos if r.number == target), infos[-1])
            mine, with_results = context._all_matches(session, event_id, info.id)
            shown = next(
                v
                for v in context._round_views(_OneRound(ctx, info.id), mine, with_results)
                if v.id == info.id
            )
        return EventSnapshot(
            detail=core._detail(session, ctx.ev),
            registrations=tuple(core._reg_record(r) for r in sorted(ctx.regs.values(), key=lambda r: r.id)),
            rounds=infos,
            current=shown,
            history={m.id: m for m in logic if m.id is not None},
            scoring=ctx.scoring,
            best_of=ctx.ev.best_of,
            seed=ctx.ev.seed,
            higher_seed={m.id: m.higher_seed for m in matches if m.higher_seed != "a"},
        )


class _OneRound:
    """A view of a core context restricted to one round (so that only its matches are built)."""

    def __init__(self, ctx: Any, round_id: int) -> None:
        self._ctx = ctx
        self.rounds = {round_id: ctx.rounds[round_id]}
        self.stages = ctx.stages

    def __getattr__(self, name: str) -> Any:
        return getattr(self._ctx, name)


def round_view(db: Database, event_id: int, number: int) -> core.RoundView:
    """One round of the event, with its matches and results."""
    with db.read() as session:
        ctx = context._Context.load(session, event_id)
        rnd = next((r for r in ctx.rounds.values() if r.number == number), None)
        if rnd is None:
            raise core.TournamentError("the event has no round {n}", n=number)
        matches, games = context._all_matches(session, event_id, rnd.id)
        return next(v for v in context._round_views(_OneRound(ctx, rnd.id), matches, games) if v.id == rnd.id)
