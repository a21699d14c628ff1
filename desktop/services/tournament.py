"""Tournament use cases: one function per user action, one transaction each, plain data out.

Events, registrations (with squad snapshots), stages and rounds, pairing, results, penalties,
standings, export.  The pure logic lives in :mod:`desktop.tournament`; here it meets the database
and the game registry: every game result is a dict with the game's own result fields, scored by
``GameInfo.score_result`` into an outcome and secondary scores, from which the tournament logic
derives match points.

Players in the logic are registration ids.  Every failure raises a :class:`TournamentError`
subclass whose ``message`` is written for people.
"""

from __future__ import annotations

import functools
import getpass
import os
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from datetime import date as date_type
from typing import TYPE_CHECKING, Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session
from sqlalchemy.orm.attributes import flag_modified
from sqlalchemy.orm.exc import StaleDataError

from database.engine import Database
from database.models.base import utcnow
from database.models.tournament import (
    ClubRow,
    EventRow,
    GameResultRow,
    MatchRow,
    PenaltyRow,
    PlayerRow,
    RegistrationRow,
    ResultAuditRow,
    RoundRow,
    StageRow,
)
from desktop.games import registry
from desktop.services import validation
from desktop.services._lazy_logic import T
from desktop.services.errors import ConflictError, ServiceError

if TYPE_CHECKING:
    from desktop.tournament import Game, Match, Scoring, Side, Tiebreak

__all__ = [
    "TournamentError",
    "EventNotFoundError",
    "RegistrationError",
    "PairingError",
    "ResultEntryError",
    "StaleResultError",
    "StageSpec",
    "EventSpec",
    "EventSummary",
    "EventDetail",
    "RegistrationRecord",
    "GameView",
    "MatchView",
    "RoundView",
    "StandingLine",
    "StandingsView",
    "EventView",
    "STAGE_KINDS",
    "SPECIAL_RESULTS",
    "create_event",
    "list_events",
    "update_event",
    "editable_fields",
    "get_event",
    "delete_event",
    "find_events",
    "resolve_event",
    "standings_by_round",
    "register_player",
    "list_registrations",
    "attach_squad",
    "check_in",
    "check_in_all",
    "set_fixed_table",
    "drop_player",
    "reenter_player",
    "disqualify_player",
    "add_penalty",
    "record_result",
    "record_special_result",
    "clear_result",
    "match_by_code",
    "get_match",
    "result_history",
    "standings",
    "load_event",
    "export_event",
    "current_who",
]

NAME_MAX = 200
STAGE_KINDS = ("swiss", "round_robin", "single_elimination", "double_elimination")
SPECIAL_RESULTS = ("forfeit", "no_show", "double_loss", "intentional_draw", "concession")


# --- errors ------------------------------------------------------------------------------------------


class TournamentError(ServiceError):
    """A tournament action that cannot be done; ``message`` is for people (``template`` + ``params``
    for translation, see :class:`desktop.services.errors.ServiceError`)."""


class EventNotFoundError(TournamentError):
    pass


class RegistrationError(TournamentError):
    pass


class PairingError(TournamentError):
    pass


class ResultEntryError(TournamentError):
    """A result that cannot be accepted; ``field`` names the offending field (``game``: 1-based)."""

    def __init__(self, message: str, field_name: str = "", game: int | None = None, **params: Any) -> None:
        super().__init__(message, **params)
        self.field = field_name
        self.game = game


class StaleResultError(ConflictError, TournamentError):
    """Someone else changed this match since it was read (the one conflict error, see
    :class:`desktop.services.errors.ConflictError`); reload and try again."""


# --- plain data ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class StageSpec:
    kind: str = "swiss"
    rounds: int | None = None
    """Swiss: number of rounds (default: ceil(log2(players)) when the stage starts)."""
    double: bool = False
    """Round robin: every pair meets twice."""
    pools: int = 1
    """Round robin: number of pools (sizes as even as possible)."""
    cut: int | None = None
    """Elimination after another stage: the top N of its standings (None: everybody)."""
    crossed: bool = False
    """Elimination after pools: crossed playoffs A1-B2, B1-A2 from each pool's top two."""
    third_place: bool = False
    grand_final_reset: bool = True

    def to_config(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if k != "kind"}


@dataclass(frozen=True)
class EventSpec:
    name: str
    game: str
    date: str = ""
    venue: str = ""
    organiser: str = ""
    game_settings: Mapping[str, Any] = field(default_factory=dict)
    best_of: int = 1
    round_minutes: int = 50
    scoring: tuple[int, int, int, int] = (3, 1, 0, 3)
    """Match points for win, draw, loss, bye."""
    tiebreaks: Sequence[str] | None = None
    """Ordered tiebreaker keys (default: the spec's defaults for the first stage)."""
    seed: int = 0
    first_round: str = "seed"
    balance_colours: bool | None = None
    """Default: on for games whose sides have colours (Toy Battle)."""
    allow_reentry: bool = False
    no_show_minutes: int = 10
    stages: Sequence[StageSpec] = (StageSpec(),)


@dataclass(frozen=True)
class EventSummary:
    id: int
    name: str
    date: str
    game: str
    status: str
    players: int
    rounds: int
    version: int


@dataclass(frozen=True)
class EventDetail:
    summary: EventSummary
    venue: str
    organiser: str
    game_settings: dict[str, Any]
    best_of: int
    round_minutes: int
    scoring: dict[str, int]
    tiebreaks: tuple[str, ...]
    options: dict[str, Any]
    seed: int
    stages: tuple[dict[str, Any], ...]


@dataclass(frozen=True)
class RegistrationRecord:
    id: int
    event_id: int
    player_id: int
    name: str
    club: str
    rating: int | None
    status: str
    checked_in: bool
    joined_round: int
    dropped_after_round: int | None
    fixed_table: int | None
    squad_id: int | None
    squad_summary: str
    squad_locked: bool
    version: int


@dataclass(frozen=True)
class GameView:
    number: int
    result: dict[str, Any]
    outcome_a: str
    secondary_a: float
    secondary_b: float


@dataclass(frozen=True)
class MatchView:
    id: int
    code: str
    event_id: int
    round: int
    table: int | None
    a: int
    a_name: str
    b: int | None
    b_name: str
    kind: str
    status: str
    winner: str
    reason: str
    games: tuple[GameView, ...]
    points_a: int | None
    points_b: int | None
    outcome_a: str
    bracket_slot: str
    pool: int | None
    version: int
    game_losses_a: int = 0
    game_losses_b: int = 0
    match_loss: str = ""


@dataclass(frozen=True)
class RoundView:
    id: int
    number: int
    stage: int
    stage_kind: str
    status: str
    matches: tuple[MatchView, ...]
    report: dict[str, Any]

    @property
    def complete(self) -> bool:
        return all(m.status == "reported" for m in self.matches)


@dataclass(frozen=True)
class StandingLine:
    rank: int
    registration_id: int
    name: str
    club: str
    points: int
    wins: int
    draws: int
    losses: int
    byes: int
    tiebreaks: dict[str, str]
    """Tiebreaker key -> value as text (fractions as decimals)."""
    dropped: bool
    disqualified: bool
    separated_by: str


@dataclass(frozen=True)
class StandingsView:
    event_id: int
    stage: int | None
    after_round: int
    lines: tuple[StandingLine, ...]
    tiebreaks: tuple[tuple[str, str, str], ...]
    """(key, name, definition) of each tiebreaker in order (the UI translates the English)."""


@dataclass(frozen=True)
class EventView:
    """Everything a screen needs about one event (one read)."""

    detail: EventDetail
    registrations: tuple[RegistrationRecord, ...]
    rounds: tuple[RoundView, ...]
    standings: StandingsView


# --- helpers ------------------------------------------------------------------------------------------


def current_who() -> str:
    """Who is making a change (the operating-system user; the UI may pass a scorekeeper's name)."""
    try:
        return os.environ.get("TOYBOX_ARENA_USER") or getpass.getuser() or "organiser"
    except Exception:  # pragma: no cover - no user database
        return "organiser"


def _clean(text: Any, what: str, maximum: int = NAME_MAX, *, required: bool = False) -> str:
    """Text through the one validation module (names: one line; longer text: multi-line)."""
    try:
        if maximum <= NAME_MAX or maximum == validation.EMAIL_MAX:
            return validation.clean_name(text, "text", maximum=maximum, required=required, what=what)
        return validation.clean_text(text, "text", maximum=maximum, required=required, what=what)
    except validation.TextProblem as exc:
        raise TournamentError(exc.template, **exc.params) from exc


def _who(who: str | None) -> str:
    """The scorekeeper's name for the audit trail, validated (default: :func:`current_who`)."""
    try:
        return validation.clean_who(
            who if who is not None and who != "" else current_who()[: validation.WHO_MAX]
        )
    except validation.TextProblem as exc:
        raise TournamentError(exc.template, **exc.params) from exc


def _game(key: str) -> registry.GameInfo:
    try:
        return registry.get(key)
    except KeyError as exc:
        raise TournamentError(f"unknown game {key!r}; known games: {', '.join(registry.GAMES)}") from exc


def _event(session: Session, event_id: int) -> EventRow:
    row = session.get(EventRow, event_id)
    if row is None:
        raise EventNotFoundError(f"there is no event {event_id}")
    return row


def _scoring(ev: EventRow) -> Scoring:
    s = ev.scoring or {}
    return T.Scoring(int(s.get("win", 3)), int(s.get("draw", 1)), int(s.get("loss", 0)), int(s.get("bye", 3)))


def _tiebreaks(ev: EventRow, stage_kind: str | None = None) -> tuple[Tiebreak, ...]:
    """The event's tiebreakers; when the organiser chose none (the event stores the first stage's
    defaults), a stage of another format ranks by its own format's defaults."""
    if stage_kind is not None and (ev.options or {}).get("default_tiebreaks"):
        return T.default_tiebreaks("round_robin" if stage_kind == "round_robin" else "swiss")
    return tuple(T.Tiebreak(t) for t in ev.tiebreaks or ())


def _sides() -> dict[str, Side]:
    return {"a": T.Side.A, "b": T.Side.B}


def _side(text: str) -> Side | None:
    return _sides().get(text)


def _registration(session: Session, reg_id: int) -> RegistrationRow:
    row = session.get(RegistrationRow, reg_id)
    if row is None:
        raise RegistrationError(f"there is no registration {reg_id}")
    return row


def _club(session: Session, name: str) -> ClubRow | None:
    if not name:
        return None
    row = session.scalar(select(ClubRow).where(ClubRow.name == name))
    if row is None:
        row = ClubRow(name=name)
        session.add(row)
        session.flush()
    return row


def _rounds_played(session: Session, event_id: int) -> int:
    return int(session.scalar(select(func.max(RoundRow.number)).where(RoundRow.event_id == event_id)) or 0)


def _summary(session: Session, ev: EventRow) -> EventSummary:
    players = session.scalar(select(func.count()).where(RegistrationRow.event_id == ev.id)) or 0
    return EventSummary(
        ev.id, ev.name, ev.date, ev.game, ev.status, int(players), _rounds_played(session, ev.id), ev.version
    )


def _detail(session: Session, ev: EventRow) -> EventDetail:
    stages = tuple(
        {"id": s.id, "position": s.position, "kind": s.kind, "status": s.status, **(s.config or {})}
        for s in session.scalars(
            select(StageRow).where(StageRow.event_id == ev.id).order_by(StageRow.position)
        )
    )
    return EventDetail(
        summary=_summary(session, ev),
        venue=ev.venue,
        organiser=ev.organiser,
        game_settings=dict(ev.game_settings or {}),
        best_of=ev.best_of,
        round_minutes=ev.round_minutes,
        scoring=dict(ev.scoring or {}),
        tiebreaks=tuple(ev.tiebreaks or ()),
        options=dict(ev.options or {}),
        seed=ev.seed,
        stages=stages,
    )


def _squad_summary(snapshot: Mapping[str, Any] | None) -> str:
    if not snapshot:
        return ""
    return str(snapshot.get("summary") or snapshot.get("name") or "")


def _reg_record(row: RegistrationRow) -> RegistrationRecord:
    return RegistrationRecord(
        row.id,
        row.event_id,
        row.player_id,
        row.name,
        row.club,
        row.rating,
        row.status,
        row.checked_in,
        row.joined_round,
        row.dropped_after_round,
        row.fixed_table,
        row.squad_id,
        _squad_summary(row.squad_snapshot),
        row.squad_locked,
        row.version,
    )


# --- events -------------------------------------------------------------------------------------------


def create_event(db: Database, spec: EventSpec) -> EventDetail:
    """Create an event with its stages (nothing is paired yet)."""
    game = _game(spec.game)
    name = _clean(spec.name, "The event name", required=True)
    if spec.best_of not in (1, 3):
        raise TournamentError("a match is best of 1 or best of 3")
    if spec.first_round not in ("seed", "random"):
        raise TournamentError("round 1 is paired by seed or at random")
    if spec.date:
        try:
            date_type.fromisoformat(spec.date)
        except ValueError as exc:
            raise TournamentError(f"the date must look like 2025-05-31, not {spec.date!r}") from exc
    try:
        scoring = T.Scoring(*spec.scoring)
    except (TypeError, ValueError) as exc:
        raise TournamentError(f"scoring: {exc}") from exc
    stages = list(spec.stages) or [StageSpec()]
    for i, st in enumerate(stages):
        if st.kind not in STAGE_KINDS:
            raise TournamentError(f"unknown stage kind {st.kind!r}; use one of {', '.join(STAGE_KINDS)}")
        if st.kind == "swiss" and st.rounds is not None and st.rounds < 1:
            raise TournamentError("a Swiss stage needs at least one round")
        if st.pools < 1:
            raise TournamentError("a round robin needs at least one pool")
        if (st.cut is not None or st.crossed) and i == 0:
            raise TournamentError("a cut or crossed playoff needs an earlier stage")
        if st.cut is not None and st.cut < 2:
            raise TournamentError("a cut keeps at least two players")
        if st.third_place and st.kind == "double_elimination":
            raise TournamentError(
                "a double elimination has no third-place match (its losers' bracket decides third place)"
            )
    if spec.tiebreaks is None:
        first = "round_robin" if stages[0].kind == "round_robin" else "swiss"
        tiebreaks = [t.value for t in T.default_tiebreaks(first)]
    else:
        try:
            tiebreaks = [T.Tiebreak(t).value for t in spec.tiebreaks]
        except ValueError as exc:
            raise TournamentError(f"unknown tiebreaker: {exc}") from exc
    colours = spec.balance_colours if spec.balance_colours is not None else "colours" in game.extras
    with db.begin() as session:
        ev = EventRow(
            name=name,
            date=spec.date,
            venue=_clean(spec.venue, "The venue"),
            organiser=_clean(spec.organiser, "The organiser"),
            game=game.key,
            game_settings=dict(spec.game_settings),
            best_of=spec.best_of,
            round_minutes=int(spec.round_minutes),
            scoring={"win": scoring.win, "draw": scoring.draw, "loss": scoring.loss, "bye": scoring.bye},
            tiebreaks=tiebreaks,
            options={
                "first_round": spec.first_round,
                "balance_colours": bool(colours),
                "allow_reentry": bool(spec.allow_reentry),
                "no_show_minutes": int(spec.no_show_minutes),
                "default_tiebreaks": spec.tiebreaks is None,
            },
            seed=int(spec.seed),
            status="draft",
        )
        session.add(ev)
        session.flush()
        for i, st in enumerate(stages):
            session.add(StageRow(event_id=ev.id, position=i + 1, kind=st.kind, config=st.to_config()))
        session.flush()
        return _detail(session, ev)


EDITABLE_ALWAYS = (
    "name",
    "date",
    "venue",
    "organiser",
    "round_minutes",
    "scoring",
    "tiebreaks",
    "no_show_minutes",
    "allow_reentry",
)
EDITABLE_BEFORE_ROUND_1 = ("game", "game_settings", "best_of", "first_round", "seed", "balance_colours")


def editable_fields(db: Database, event_id: int) -> dict[str, str]:
    """Each field of an event -> "" when it may change now, else the reason it may not (the page
    shows those read-only by the same rule)."""
    with db.read() as session:
        _event(session, event_id)
        started = session.scalars(
            select(RoundRow.id).where(RoundRow.event_id == event_id, RoundRow.status != "draft")
        ).first()
    locked = "round 1 is published: the {field} can no longer change"
    out = {f: "" for f in EDITABLE_ALWAYS}
    for f in EDITABLE_BEFORE_ROUND_1:
        out[f] = locked.format(field=f.replace("_", " ")) if started else ""
    out["stages"] = "the stages are set when the event is created"
    return out


def update_event(
    db: Database, event_id: int, changes: Mapping[str, Any], *, expected_version: int | None = None
) -> EventDetail:
    """Change an event's settings. After round 1 is published, scoring, tiebreakers, round time,
    date and venue (and name, organiser, no-show minutes, re-entry) may change; game, game
    settings, best-of, the first-round method, seed and colours may not (refused with the reason)."""
    unknown = sorted(set(changes) - set(EDITABLE_ALWAYS) - set(EDITABLE_BEFORE_ROUND_1) - {"stages"})
    if unknown:
        raise TournamentError("{field!r} is not a setting of an event", field=unknown[0])
    reasons = editable_fields(db, event_id)
    for key in changes:
        if reasons.get(key):
            raise TournamentError(reasons[key])
    values: dict[str, Any] = {}
    if "name" in changes:
        values["name"] = _clean(changes["name"], "The event name", required=True)
    for key, what in (("venue", "The venue"), ("organiser", "The organiser")):
        if key in changes:
            values[key] = _clean(changes[key], what)
    if "date" in changes:
        d = str(changes["date"] or "")
        if d:
            try:
                date_type.fromisoformat(d)
            except ValueError as exc:
                raise TournamentError(
                    "the date must look like 2025-05-31, not {value!r}", value=d[:40]
                ) from exc
        values["date"] = d
    for key in ("round_minutes", "no_show_minutes", "best_of", "seed"):
        if key in changes:
            v = changes[key]
            if isinstance(v, bool) or not isinstance(v, int) or v < 0 or v > 100_000:
                raise TournamentError("{field} must be a whole number", field=key.replace("_", " "))
            values[key] = v
    if "best_of" in values and values["best_of"] not in (1, 3):
        raise TournamentError("a match is best of 1 or best of 3")
    if "scoring" in changes:
        try:
            sc = T.Scoring(*changes["scoring"])
        except (TypeError, ValueError) as exc:
            raise TournamentError("scoring: {reason}", reason=str(exc)) from exc
        values["scoring"] = {"win": sc.win, "draw": sc.draw, "loss": sc.loss, "bye": sc.bye}
    if "tiebreaks" in changes:
        try:
            values["tiebreaks"] = [T.Tiebreak(t).value for t in changes["tiebreaks"]]
        except ValueError as exc:
            raise TournamentError("unknown tiebreaker: {reason}", reason=str(exc)) from exc
    if "game" in changes:
        values["game"] = _game(str(changes["game"])).key
    if "game_settings" in changes:
        if not isinstance(changes["game_settings"], Mapping):
            raise TournamentError("the game settings are an object")
        values["game_settings"] = dict(changes["game_settings"])
    if "first_round" in changes and changes["first_round"] not in ("seed", "random"):
        raise TournamentError("round 1 is paired by seed or at random")
    with db.begin() as session:
        ev = _event(session, event_id)
        if expected_version is not None and ev.version != expected_version:
            at = ev.updated_at.isoformat(sep=" ", timespec="seconds") + " UTC" if ev.updated_at else "?"
            raise ConflictError(f"event {ev.name}", "", at, "its current settings", ev.version)
        options = dict(ev.options or {})
        for key in ("first_round", "allow_reentry", "no_show_minutes", "balance_colours"):
            if key in changes:
                options[key] = values.get(key, changes[key]) if key != "allow_reentry" else bool(changes[key])
        if "tiebreaks" in values:
            options["default_tiebreaks"] = False
        for key, v in values.items():
            if key not in ("no_show_minutes",):
                setattr(ev, key, v)
        ev.options = options
        session.flush()
        return _detail(session, ev)


def list_events(db: Database) -> list[EventSummary]:
    with db.read() as session:
        return [_summary(session, ev) for ev in session.scalars(select(EventRow).order_by(EventRow.id))]


def get_event(db: Database, event_id: int) -> EventDetail:
    with db.read() as session:
        return _detail(session, _event(session, event_id))


def find_events(db: Database, text: str) -> list[EventSummary]:
    """The events an EVENT argument names: its id, or its exact name (NFC, white space collapsed)."""
    t = str(text).strip()
    with db.read() as session:
        if t.isascii() and t.isdigit():
            ev = session.get(EventRow, int(t))
            if ev is not None:
                return [_summary(session, ev)]
        key = " ".join(validation.strip_invisible(t).split())
        rows = session.scalars(select(EventRow).where(EventRow.name == key).order_by(EventRow.id)).all()
        return [_summary(session, ev) for ev in rows]


def resolve_event(db: Database, text: str) -> int:
    """The id of the one event an EVENT argument names; refused when none or several match."""
    found = find_events(db, text)
    if not found:
        t = str(text).strip()
        if t.isascii() and t.isdigit():
            raise EventNotFoundError("there is no event {event}", event=int(t))
        raise EventNotFoundError("there is no event {event!r} (give its id or its exact name)", event=t[:80])
    if len(found) > 1:
        listing = "; ".join(f"{e.id} ({e.date or 'no date'})" for e in found)
        raise EventNotFoundError(
            "{n} events are called {event!r}: give the id of one of them: {listing}",
            n=len(found),
            event=str(text)[:80],
            listing=listing,
        )
    return found[0].id


def delete_event(db: Database, event_id: int, *, backup_dir: Any = None) -> dict[str, Any]:
    """Delete an event and everything in it. First a copy: an online backup of an SQLite database
    (in ``backup_dir``, default: next to the database), or the event's JSON export on a server
    database. Returns ``{"name": ..., "backup": path}``."""
    from pathlib import Path

    detail = get_event(db, event_id)
    stamp = utcnow().strftime("%Y%m%d-%H%M%S")
    if db.path is not None:
        folder = Path(backup_dir) if backup_dir is not None else db.path.parent
        target = folder / f"{db.path.stem}.before-deleting-event-{event_id}-{stamp}.sqlite3"
        backup = db.backup_to(target)
    else:
        import json

        folder = Path(backup_dir) if backup_dir is not None else Path.cwd()
        backup = folder / f"event-{event_id}-before-delete-{stamp}.json"
        tmp = backup.with_name(backup.name + ".part")
        tmp.write_text(
            json.dumps(export_event(db, event_id), ensure_ascii=False, indent=1, default=str), "utf-8"
        )
        tmp.replace(backup)
    with db.begin() as session:
        session.delete(_event(session, event_id))
    return {"id": event_id, "name": detail.summary.name, "backup": str(backup)}


# --- registration -------------------------------------------------------------------------------------


def _find_or_create_player(
    session: Session, name: str, club: str, rating: int | None, email: str = "", notes: str = ""
) -> PlayerRow:
    club_row = _club(session, club)
    q = select(PlayerRow).where(func.lower(PlayerRow.name) == name.lower())
    q = (
        q.where(PlayerRow.club_id == (club_row.id if club_row else None))
        if club_row
        else q.where(PlayerRow.club_id.is_(None))
    )
    player = session.scalars(q).first()
    if player is None:
        player = PlayerRow(
            name=name, club_id=club_row.id if club_row else None, rating=rating, email=email, notes=notes
        )
        session.add(player)
        session.flush()
    else:
        if rating is not None:
            player.rating = rating
        if email:
            player.email = email
        if notes:
            player.notes = notes
    return player


def name_key(name: str) -> str:
    """How names compare for duplicates: NFC, format characters (zero-width...) removed,
    case-insensitive, whitespace collapsed."""
    return " ".join(validation.strip_invisible(name).split()).casefold()


def _register(
    session: Session,
    ev: EventRow,
    name: str,
    club: str = "",
    rating: int | None = None,
    email: str = "",
    notes: str = "",
    *,
    known_names: set[str] | None = None,
    played: int | None = None,
) -> RegistrationRow:
    """Register (duplicate names refused).  ``known_names`` (name keys already registered, updated
    here) and ``played`` (rounds paired so far) spare the queries when many players are added."""
    if known_names is None:
        existing = session.scalars(
            select(RegistrationRow.name).where(RegistrationRow.event_id == ev.id)
        ).all()
        known_names = {name_key(n) for n in existing}
    key = name_key(name)
    if key in known_names:
        raise RegistrationError(f"{name} is already registered")
    known_names.add(key)
    player = _find_or_create_player(session, name, club, rating, email, notes)
    if played is None:
        played = _rounds_played(session, ev.id)
    reg = RegistrationRow(
        event_id=ev.id, player_id=player.id, name=name, club=club, rating=rating, joined_round=played + 1
    )
    session.add(reg)
    session.flush()
    if played:
        _add_missed_rounds(session, ev, reg, played)
    return reg


def _add_missed_rounds(session: Session, ev: EventRow, reg: RegistrationRow, played: int) -> None:
    """A late entry: each round already paired counts as a loss with no opponent."""
    from desktop.services.tournament_pairing import match_code

    rounds = session.scalars(select(RoundRow).where(RoundRow.event_id == ev.id, RoundRow.number <= played))
    for rnd in rounds:
        session.add(
            MatchRow(
                event_id=ev.id,
                round_id=rnd.id,
                code=match_code(ev.id, rnd.number, f"L{reg.id}"),
                reg_a_id=reg.id,
                kind=T.MatchKind.NO_OPPONENT.value,
                status="reported",
                reason="late_entry",
            )
        )


def register_player(
    db: Database,
    event_id: int,
    name: str,
    *,
    club: str = "",
    rating: int | None = None,
    email: str = "",
    notes: str = "",
    squad_id: int | None = None,
) -> RegistrationRecord:
    """Register a player (creating the player record as needed).  After round 1 has been published
    this is a late entry: the published rounds count as losses with no opponent.  A draft round is
    discarded, so the player joins the round being paired (pair it again)."""
    name = _clean(name, "The name", required=True)
    club = _clean(club, "The club")
    email = _clean(email, "The e-mail address", validation.EMAIL_MAX)
    notes = _clean(notes, "The notes", validation.TEXT_MAX)
    try:
        rating = validation.check_rating(rating)
    except validation.TextProblem as exc:
        raise RegistrationError(exc.template, **exc.params) from exc
    with db.begin() as session:
        ev = _event(session, event_id)
        if ev.status == "finished":
            raise RegistrationError("the event is finished")
        # A drafted next round is paired again with the newcomer in it (as after a drop).
        _discard_draft(session, ev.id)
        reg = _register(session, ev, name, club, rating, email, notes)
        if squad_id is not None:
            _attach(session, ev, reg, squad_id, db)
        return _reg_record(reg)


_UNCHANGED: Any = object()


def update_registration(
    db: Database,
    registration_id: int,
    *,
    name: str | None = None,
    club: str | None = None,
    rating: Any = _UNCHANGED,
) -> RegistrationRecord:
    """Correct a registration at the desk: its name, club or rating (``rating=None`` clears it). The name
    stays unique in the event (the same comparison as at registration); matches and standings show the
    new name, since they name players through their registration."""
    if name is not None:
        name = _clean(name, "The name", required=True)
    if club is not None:
        club = _clean(club, "The club")
    if rating is not _UNCHANGED:
        try:
            rating = validation.check_rating(rating)
        except validation.TextProblem as exc:
            raise RegistrationError(exc.template, **exc.params) from exc
    with db.begin() as session:
        reg = _registration(session, registration_id)
        ev = _event(session, reg.event_id)
        if ev.status == "finished":
            raise RegistrationError("the event is finished")
        if name is not None and name_key(name) != name_key(reg.name):
            others = session.scalars(
                select(RegistrationRow.name).where(
                    RegistrationRow.event_id == ev.id, RegistrationRow.id != reg.id
                )
            ).all()
            if name_key(name) in {name_key(n) for n in others}:
                raise RegistrationError("{name} is already registered", name=name)
        if name is not None:
            reg.name = name
        if club is not None:
            reg.club = club
        if rating is not _UNCHANGED:
            reg.rating = rating
        session.flush()
        return _reg_record(reg)


def list_registrations(db: Database, event_id: int) -> list[RegistrationRecord]:
    with db.read() as session:
        _event(session, event_id)
        rows = session.scalars(
            select(RegistrationRow).where(RegistrationRow.event_id == event_id).order_by(RegistrationRow.id)
        )
        return [_reg_record(r) for r in rows]


def _attach(session: Session, ev: EventRow, reg: RegistrationRow, squad_id: int, db: Database) -> None:
    from desktop.services import squads

    if reg.squad_locked:
        raise RegistrationError(f"{reg.name}'s squad is locked: their first match has started")
    game = _game(ev.game)
    if game.squad_module is None:
        raise RegistrationError(f"{game.name()} registrations need no squad: both sides have the same troops")
    try:
        settings = dict(ev.game_settings or {}) or None
        snapshot = squads.snapshot_for_registration(db, squad_id, settings)
    except squads.SquadError as exc:
        raise RegistrationError(exc.message if hasattr(exc, "message") else str(exc)) from exc
    if snapshot.get("game") != ev.game:
        raise RegistrationError(f"that squad is for another game ({snapshot.get('game')})")
    if not snapshot.get("legal", False):
        problems = "; ".join(str(v.get("message", v)) for v in snapshot.get("violations", [])) or "not legal"
        raise RegistrationError(f"the squad breaks the event's rules: {problems}")
    reg.squad_id = squad_id
    reg.squad_snapshot = snapshot


def attach_squad(db: Database, registration_id: int, squad_id: int) -> RegistrationRecord:
    """Store a snapshot of a saved squad (validated against the event's rules) on a registration."""
    with db.begin() as session:
        reg = _registration(session, registration_id)
        _attach(session, _event(session, reg.event_id), reg, squad_id, db)
        session.flush()
        return _reg_record(reg)


def check_in(db: Database, registration_id: int, checked_in: bool = True) -> RegistrationRecord:
    """Check a player in (or undo it). Once check-in has started, round 1 pairs only the checked-in
    players; a player absent from round 1 who checks in later joins as a late entry."""
    with db.begin() as session:
        reg = _registration(session, registration_id)
        if reg.status == "absent" and checked_in:
            ev = _event(session, reg.event_id)
            _discard_draft(session, ev.id)
            played = _rounds_played(session, ev.id)
            reg.status = "registered"
            reg.dropped_after_round = None
            reg.joined_round = played + 1
            if played:
                _add_missed_rounds(session, ev, reg, played)
        elif reg.status not in ("registered", "absent"):
            raise RegistrationError("{name} has left the event ({status})", name=reg.name, status=reg.status)
        reg.checked_in = checked_in
        session.flush()
        return _reg_record(reg)


def check_in_all(db: Database, event_id: int, checked_in: bool = True) -> int:
    """Check every registered player in (or out); returns how many changed."""
    with db.begin() as session:
        _event(session, event_id)
        regs = session.scalars(
            select(RegistrationRow).where(
                RegistrationRow.event_id == event_id,
                RegistrationRow.status == "registered",
                RegistrationRow.checked_in.is_(not checked_in),
            )
        ).all()
        for reg in regs:
            reg.checked_in = checked_in
        session.flush()
        return len(regs)


def set_fixed_table(db: Database, registration_id: int, table: int | None) -> RegistrationRecord:
    """Fix a player to a table (accessibility); None removes it."""
    if table is not None and table < 1:
        raise RegistrationError("table numbers start at 1")
    with db.begin() as session:
        reg = _registration(session, registration_id)
        reg.fixed_table = table
        session.flush()
        return _reg_record(reg)


def _last_published(session: Session, event_id: int) -> RoundRow | None:
    return session.scalars(
        select(RoundRow)
        .where(RoundRow.event_id == event_id, RoundRow.status != "draft")
        .order_by(RoundRow.number.desc())
    ).first()


def _discard_draft(session: Session, event_id: int) -> int | None:
    draft = session.scalars(
        select(RoundRow).where(RoundRow.event_id == event_id, RoundRow.status == "draft")
    ).first()
    if draft is None:
        return None
    number = draft.number
    session.delete(draft)
    session.flush()
    return number


def _forfeit_open_match(session: Session, reg: RegistrationRow, reason: str, who: str) -> None:
    """The player leaves while a published match of theirs has no result: the opponent wins."""
    open_matches = session.scalars(
        select(MatchRow)
        .join(RoundRow, RoundRow.id == MatchRow.round_id)
        .where(
            RoundRow.status != "draft",
            MatchRow.status == "pending",
            (MatchRow.reg_a_id == reg.id) | (MatchRow.reg_b_id == reg.id),
        )
    ).all()
    for m in open_matches:
        old = _match_state(m)
        winner = "b" if m.reg_a_id == reg.id else "a"
        m.kind = T.MatchKind.FORFEIT.value
        m.winner = winner
        m.reason = reason
        m.status = "reported"
        _touch(m, who)
        session.flush()
        _audit(session, m, who, "result", old)


def drop_player(db: Database, registration_id: int, *, who: str | None = None) -> RegistrationRecord:
    """The player leaves from the next round; past results stay.  If a published match of theirs has
    no result yet, the opponent wins it (a win, not a bye).  A draft round is discarded (pair again)."""
    who = _who(who)
    with db.begin() as session:
        reg = _registration(session, registration_id)
        if reg.status != "registered":
            raise RegistrationError(f"{reg.name} has already left the event ({reg.status})")
        _discard_draft(session, reg.event_id)
        last = _last_published(session, reg.event_id)
        reg.status = "dropped"
        reg.dropped_after_round = last.number if last else 0
        _forfeit_open_match(session, reg, "dropped", who)
        session.flush()
        return _reg_record(reg)


def reenter_player(db: Database, registration_id: int) -> RegistrationRecord:
    """Re-entry (where the event allows it): the player is paired again from the next round."""
    with db.begin() as session:
        reg = _registration(session, registration_id)
        ev = _event(session, reg.event_id)
        if not (ev.options or {}).get("allow_reentry"):
            raise RegistrationError("this event does not allow re-entry")
        if reg.status != "dropped":
            raise RegistrationError(f"{reg.name} has not dropped")
        reg.status = "registered"
        reg.dropped_after_round = None
        session.flush()
        return _reg_record(reg)


def disqualify_player(
    db: Database, registration_id: int, reason: str, *, who: str | None = None
) -> RegistrationRecord:
    """Disqualification: the player leaves, past results stay in everyone's tiebreakers, an open
    match is lost; recorded as a penalty."""
    who = _who(who)
    with db.begin() as session:
        reg = _registration(session, registration_id)
        if reg.status == "disqualified":
            raise RegistrationError(f"{reg.name} is already disqualified")
        _discard_draft(session, reg.event_id)
        last = _last_published(session, reg.event_id)
        reg.status = "disqualified"
        if reg.dropped_after_round is None:
            reg.dropped_after_round = last.number if last else 0
        _forfeit_open_match(session, reg, "disqualified", who)
        session.add(
            PenaltyRow(
                event_id=reg.event_id,
                registration_id=reg.id,
                round_number=last.number if last else None,
                kind="disqualification",
                reason=_clean(reason, "The reason", 2000),
                created_by=who,
            )
        )
        session.flush()
        return _reg_record(reg)


def add_penalty(
    db: Database,
    registration_id: int,
    kind: str,
    reason: str = "",
    *,
    match_id: int | None = None,
    who: str | None = None,
) -> MatchView | None:
    """A warning, game loss or match loss against a player.  Game and match losses change the given
    match's result (audited); warnings are only recorded."""
    who = _who(who)
    if kind not in ("warning", "game_loss", "match_loss"):
        raise TournamentError("a penalty is a warning, a game loss or a match loss (disqualify separately)")
    with db.begin() as session:
        reg = _registration(session, registration_id)
        m: MatchRow | None = None
        number = None
        if match_id is not None:
            m = _match(session, match_id)
            if reg.id not in (m.reg_a_id, m.reg_b_id):
                raise TournamentError(f"{reg.name} does not play match {m.code}")
            number = session.get(RoundRow, m.round_id).number  # type: ignore[union-attr]
        elif kind != "warning":
            raise TournamentError("a game or match loss needs the match it applies to")
        session.add(
            PenaltyRow(
                event_id=reg.event_id,
                registration_id=reg.id,
                match_id=match_id,
                round_number=number,
                kind=kind,
                reason=_clean(reason, "The reason", 2000),
                created_by=who,
            )
        )
        if m is None or kind == "warning":
            return None
        old = _match_state(m)
        side = "a" if m.reg_a_id == reg.id else "b"
        if kind == "game_loss":
            if side == "a":
                m.game_losses_a += 1
            else:
                m.game_losses_b += 1
        else:
            m.match_loss = "".join(sorted(set(m.match_loss) | {side}))
            if m.kind != T.MatchKind.PLAYED.value:
                m.kind = T.MatchKind.PLAYED.value
            m.status = "reported"
        _touch(m, who)
        session.flush()
        _audit(session, m, who, "correction" if old["status"] == "reported" else "result", old)
        return _Context.for_match(session, m).match_view(m)


# --- results ------------------------------------------------------------------------------------------


def _match(session: Session, match_id: int) -> MatchRow:
    m = session.get(MatchRow, match_id)
    if m is None:
        raise TournamentError(f"there is no match {match_id}")
    return m


def _match_state(m: MatchRow) -> dict[str, Any]:
    return {
        "kind": m.kind,
        "status": m.status,
        "winner": m.winner,
        "reason": m.reason,
        "game_losses_a": m.game_losses_a,
        "game_losses_b": m.game_losses_b,
        "match_loss": m.match_loss,
        "games": [g.result for g in m.games],
    }


def _audit(session: Session, m: MatchRow, who: str, action: str, old: Mapping[str, Any]) -> None:
    session.add(
        ResultAuditRow(
            event_id=m.event_id, match_id=m.id, who=who, action=action, old=dict(old), new=_match_state(m)
        )
    )


def describe_match_result(m: MatchRow) -> str:
    """The match's result in a few words (for the conflict message)."""
    if m.status != "reported":
        return "no result"
    if m.kind != T.MatchKind.PLAYED.value:
        side = {"a": " won by side a", "b": " won by side b"}.get(m.winner, "")
        return f"{m.kind.replace('_', ' ')}{side}"
    parts = []
    for g in m.games:
        parts.append({"win": "a", "loss": "b", "draw": "draw"}.get(g.outcome_a, g.outcome_a))
    text_ = "games " + ", ".join(parts) if parts else "no games"
    if m.reason:
        text_ += f" ({m.reason})"
    return text_


def _conflict(m: MatchRow) -> StaleResultError:
    at = m.updated_at.isoformat(sep=" ", timespec="seconds") + " UTC" if m.updated_at else "an unknown time"
    return StaleResultError(f"match {m.code}", m.updated_by, at, describe_match_result(m), m.version)


def _check_version(m: MatchRow, expected: int | None) -> None:
    if expected is not None and m.version != expected:
        raise _conflict(m)


def _touch(m: MatchRow, who: str) -> None:
    """Every result write bumps the match's version, games-only changes and clears included."""
    m.updated_by = who
    m.updated_at = utcnow()
    flag_modified(m, "updated_by")


def _apply_clock(
    session: Session, ev: EventRow, rnd: RoundRow, games: list[dict[str, Any]], confirm: bool
) -> list[dict[str, Any]]:
    from desktop.services.tournament_clock import clock_state

    if not any("ended" not in g or g.get("ended") == "time_called" for g in games):
        return games
    view = clock_state(session, ev, rnd)
    if not view.started_at:
        return games
    if view.time_up:
        return [g if "ended" in g else {**g, "ended": "time_called"} for g in games]
    if any(g.get("ended") == "time_called" for g in games) and not confirm:
        raise ResultEntryError(
            "time is not up yet ({minutes} min left on the clock): confirm a time-called result",
            "ended",
            minutes=max(0, view.remaining_seconds) // 60,
        )
    return games


def _check_no_show(session: Session, ev: EventRow, rnd: RoundRow) -> None:
    from desktop.services.tournament_clock import clock_state

    view = clock_state(session, ev, rnd)
    minutes = int((ev.options or {}).get("no_show_minutes", 10))
    if view.started_at and view.elapsed_seconds < minutes * 60:
        raise ResultEntryError(
            "a no-show counts {minutes} minutes after the round's start ({left} min to go)",
            "kind",
            minutes=minutes,
            left=(minutes * 60 - view.elapsed_seconds + 59) // 60,
        )


def _stale_after_race(db: Database, match_id: int) -> StaleResultError:
    """A server database's version check failed at the UPDATE: read who won the race."""
    with db.read() as session:
        m = session.get(MatchRow, match_id)
        if m is None:
            return StaleResultError(f"match {match_id}", "", "", "deleted", 0)
        return _conflict(m)


def score_game(game: registry.GameInfo, result: Mapping[str, Any], number: int) -> registry.ScoredResult:
    try:
        return game.score_result(result)
    except registry.ResultError as exc:
        raise ResultEntryError(f"game {number}: {exc}", exc.field, number) from exc
    except (KeyError, TypeError, ValueError) as exc:
        raise ResultEntryError(f"game {number}: incomplete result ({exc})", "", number) from exc


def _editable(session: Session, m: MatchRow) -> RoundRow:
    rnd = session.get(RoundRow, m.round_id)
    assert rnd is not None
    if rnd.status == "draft":
        raise ResultEntryError(f"round {rnd.number} is not published yet")
    if m.kind in ("bye", "no_opponent"):  # MatchKind.BYE / NO_OPPONENT (no solver import for a refusal)
        raise ResultEntryError("a bye or a missed round has no result to enter")
    return rnd


def record_result(
    db: Database,
    match_id: int,
    games: Sequence[Mapping[str, Any]],
    *,
    concession: str | None = None,
    who: str | None = None,
    expected_version: int | None = None,
    confirm_time_called: bool = False,
) -> MatchView:
    """Enter (or correct) a match's result: one game-specific result dict per game played.

    With a round clock: once time is up a game without ``ended`` ended by ``time_called``; a
    ``time_called`` game entered before time is up needs ``confirm_time_called``.

    Each game is scored through the game registry; the match result follows from the games under
    the event's scoring (a drawn elimination match goes to the higher seed).  ``concession`` ("a" or
    "b") is the side that conceded.  A correction is audited (who, when, old -> new).  With
    ``expected_version`` a stale edit (someone else changed the match since) is refused."""
    who = _who(who)
    with db.begin() as session:
        m = _match(session, match_id)
        _check_version(m, expected_version)
        ev = _event(session, m.event_id)
        game = _game(ev.game)
        if len(games) > 3:
            raise ResultEntryError("a match has at most 3 games")
        try:  # the one validation module, before anything else (and before the tournament logic loads)
            games = [validation.check_result_fields(game, r, i + 1) for i, r in enumerate(games)]
        except validation.TextProblem as exc:
            raise ResultEntryError(exc.template, exc.field, None, **exc.params) from exc
        rnd = _editable(session, m)
        if not games and concession is None and not (m.game_losses_a or m.game_losses_b):
            raise ResultEntryError("enter at least one game (or a concession)")
        games = _apply_clock(session, ev, rnd, games, confirm_time_called)
        scored = [score_game(game, dict(r), i + 1) for i, r in enumerate(games)]
        logic_games = [T.Game(T.Outcome(s.outcome_a.value), s.secondary_a, s.secondary_b) for s in scored]
        problems = T.validate_games(
            logic_games, ev.best_of, game_losses_a=m.game_losses_a, game_losses_b=m.game_losses_b
        )
        if problems:
            raise ResultEntryError(problems[0].message, problems[0].field)
        if concession not in (None, "a", "b"):
            raise ResultEntryError("the conceding side is 'a' or 'b'", "concession")
        old = _match_state(m)
        action = "correction" if m.status == "reported" else "result"
        m.games.clear()
        session.flush()
        for i, (r, s) in enumerate(zip(games, scored, strict=True)):
            m.games.append(
                GameResultRow(
                    number=i + 1,
                    result=dict(r),
                    outcome_a=s.outcome_a.value,
                    secondary_a=s.secondary_a,
                    secondary_b=s.secondary_b,
                )
            )
        m.kind = T.MatchKind.PLAYED.value
        m.winner = {"a": "b", "b": "a"}.get(concession or "", "")
        m.reason = "concession" if concession else ""
        m.status = "reported"
        m.started = True
        _touch(m, who)
        try:
            session.flush()
        except StaleDataError as exc:
            raise _stale_after_race(db, m.id) from exc
        _audit(session, m, who, action, old)
        return _Context.for_match(session, m).match_view(m)


def record_special_result(
    db: Database,
    match_id: int,
    kind: str,
    *,
    winner: str | None = None,
    who: str | None = None,
    expected_version: int | None = None,
) -> MatchView:
    """A result without games: ``forfeit`` / ``no_show`` (``winner`` wins; a no-show is a loss after
    the event's no-show minutes), ``double_loss``, ``intentional_draw``, ``concession`` (``winner`` is
    the side that did not concede).  In a bracket a forfeit is a walkover."""
    who = _who(who)
    if kind not in SPECIAL_RESULTS:
        raise ResultEntryError(f"unknown result kind {kind!r}; use one of {', '.join(SPECIAL_RESULTS)}")
    with db.begin() as session:
        m = _match(session, match_id)
        _check_version(m, expected_version)
        rnd = _editable(session, m)
        if m.reg_b_id is None:
            raise ResultEntryError("this match has only one player")
        if kind == "no_show":
            _check_no_show(session, _event(session, m.event_id), rnd)
        old = _match_state(m)
        action = "correction" if m.status == "reported" else "result"
        if kind in ("forfeit", "no_show", "concession") and winner not in ("a", "b"):
            raise ResultEntryError("say which side wins ('a' or 'b')", "winner")
        if kind in ("double_loss", "intentional_draw") and winner:
            raise ResultEntryError(
                "a {kind} has no winner; leave the winner out", "winner", kind=kind.replace("_", " ")
            )
        m.games.clear()
        m.game_losses_a = m.game_losses_b = 0
        m.match_loss = ""
        if kind in ("forfeit", "no_show"):
            m.kind = T.MatchKind.FORFEIT.value
            m.winner = winner or ""
            m.reason = "walkover" if m.bracket_slot and kind == "forfeit" else kind
        elif kind == "concession":
            m.kind = T.MatchKind.PLAYED.value
            m.winner = winner or ""
            m.reason = "concession"
        elif kind == "double_loss":
            if m.bracket_slot:
                raise ResultEntryError("a bracket match needs a winner; a double loss is not possible there")
            m.kind = T.MatchKind.DOUBLE_LOSS.value
            m.winner = ""
            m.reason = kind
        else:
            if m.bracket_slot:
                raise ResultEntryError("an elimination match cannot end in an intentional draw")
            m.kind = T.MatchKind.INTENTIONAL_DRAW.value
            m.winner = ""
            m.reason = kind
        m.status = "reported"
        _touch(m, who)
        try:
            session.flush()
        except StaleDataError as exc:
            raise _stale_after_race(db, m.id) from exc
        _audit(session, m, who, action, old)
        return _Context.for_match(session, m).match_view(m)


def clear_result(
    db: Database, match_id: int, *, who: str | None = None, expected_version: int | None = None
) -> MatchView:
    """Remove a match's result (audited)."""
    who = _who(who)
    with db.begin() as session:
        m = _match(session, match_id)
        _check_version(m, expected_version)
        _editable(session, m)
        old = _match_state(m)
        m.games.clear()
        m.kind = T.MatchKind.PLAYED.value
        m.winner = ""
        m.reason = ""
        m.game_losses_a = m.game_losses_b = 0
        m.match_loss = ""
        m.status = "pending"
        _touch(m, who)
        try:
            session.flush()
        except StaleDataError as exc:
            raise _stale_after_race(db, m.id) from exc
        _audit(session, m, who, "cleared", old)
        return _Context.for_match(session, m).match_view(m)


def get_match(db: Database, match_id: int) -> MatchView:
    with db.read() as session:
        m = _match(session, match_id)
        return _Context.for_match(session, m).match_view(m)


def match_by_code(db: Database, code: str) -> MatchView:
    """The match a printed (or scanned) match code identifies."""
    from desktop.services.tournament_pairing import normalise_code

    with db.read() as session:
        m = session.scalar(select(MatchRow).where(MatchRow.code == normalise_code(code)))
        if m is None:
            raise TournamentError(f"no match has the code {code!r}")
        return _Context.for_match(session, m).match_view(m)


def result_history(db: Database, match_id: int) -> list[dict[str, Any]]:
    """The audit trail of a match: who, when, action, old -> new."""
    with db.read() as session:
        rows = session.scalars(
            select(ResultAuditRow).where(ResultAuditRow.match_id == match_id).order_by(ResultAuditRow.id)
        )
        return [
            {
                "at": r.at.isoformat(timespec="seconds"),
                "who": r.who,
                "action": r.action,
                "old": r.old,
                "new": r.new,
            }
            for r in rows
        ]


# --- reading a whole event ---------------------------------------------------------------------------


class _Context:
    """Everything about one event needed to build views, read with a handful of queries."""

    def __init__(self, session: Session, ev: EventRow, match: MatchRow | None = None) -> None:
        self.session = session
        self.ev = ev
        if match is None:
            regs = select(RegistrationRow).where(RegistrationRow.event_id == ev.id)
            stages = select(StageRow).where(StageRow.event_id == ev.id)
            rounds = select(RoundRow).where(RoundRow.event_id == ev.id)
            self.regs: dict[int, RegistrationRow] = {r.id: r for r in session.scalars(regs)}
            self.stages: dict[int, StageRow] = {s.id: s for s in session.scalars(stages)}
            self.rounds: dict[int, RoundRow] = {r.id: r for r in session.scalars(rounds)}
        else:  # one match's view: only its players, round and stage (a result entry stays quick)
            ids = [i for i in (match.reg_a_id, match.reg_b_id) if i is not None]
            rnd = session.get(RoundRow, match.round_id)  # usually in the identity map already
            assert rnd is not None
            stage = session.get(StageRow, rnd.stage_id)
            assert stage is not None
            self.regs = {
                r.id: r for r in session.scalars(select(RegistrationRow).where(RegistrationRow.id.in_(ids)))
            }
            self.stages = {stage.id: stage}
            self.rounds = {rnd.id: rnd}
        # round id -> (number, stage position, elimination?) without ORM attribute access per match
        self._round_info: dict[int, tuple[int, int, bool]] = {
            r.id: (
                r.number,
                self.stages[r.stage_id].position,
                self.stages[r.stage_id].kind.endswith("elimination"),
            )
            for r in self.rounds.values()
        }
        self._names = {r.id: r.name for r in self.regs.values()}

    @functools.cached_property
    def scoring(self) -> Scoring:
        """The event's scoring (built on first use: a refused result never loads the logic)."""
        return _scoring(self.ev)

    @classmethod
    def load(cls, session: Session, event_id: int) -> _Context:
        return cls(session, _event(session, event_id))

    @classmethod
    def for_match(cls, session: Session, m: MatchRow) -> _Context:
        """Enough of the event to build ``m``'s view (not the whole event)."""
        return cls(session, _event(session, m.event_id), m)

    def stage_of_round(self, round_id: int) -> StageRow:
        return self.stages[self.rounds[round_id].stage_id]

    def logic_match(self, m: MatchRow, games: Sequence[Game] | None = None) -> Match:
        number, position, elimination = self._round_info[m.round_id]
        if games is None:
            games = [T.Game(T.Outcome(g.outcome_a), g.secondary_a, g.secondary_b) for g in m.games]
        ml = m.match_loss
        return T.Match(
            number,
            m.reg_a_id,
            m.reg_b_id,
            T.MatchKind(m.kind),
            tuple(games),
            _sides().get(m.winner),
            m.game_losses_a,
            m.game_losses_b,
            tuple(T.Side(c) for c in ml) if ml else (),
            elimination,
            T.Side.B if m.higher_seed == "b" else T.Side.A,
            m.reason,
            m.id,
            position,
        )

    def match_view(self, m: MatchRow, games: Sequence[GameResultRow] | None = None) -> MatchView:
        number = self._round_info[m.round_id][0]
        rows = list(m.games) if games is None else list(games)
        gviews = tuple(
            GameView(g.number, dict(g.result), g.outcome_a, g.secondary_a, g.secondary_b) for g in rows
        )
        pa = pb = None
        outcome = ""
        if m.status == "reported":
            lm = self.logic_match(
                m, [T.Game(T.Outcome(g.outcome_a), g.secondary_a, g.secondary_b) for g in rows]
            )
            sc = T.score_match(lm, self.scoring, self.ev.best_of)
            pa, pb, outcome = (
                sc.points_a,
                (sc.points_b if m.reg_b_id is not None else None),
                sc.outcome_a.value,
            )
        names = self._names
        return MatchView(
            m.id,
            m.code,
            m.event_id,
            number,
            m.table_no,
            m.reg_a_id,
            names[m.reg_a_id],
            m.reg_b_id,
            names.get(m.reg_b_id, "") if m.reg_b_id is not None else "",
            m.kind,
            m.status,
            m.winner,
            m.reason,
            gviews,
            pa,
            pb,
            outcome,
            m.bracket_slot,
            m.pool,
            m.version,
            m.game_losses_a,
            m.game_losses_b,
            m.match_loss,
        )


def _all_matches(
    session: Session, event_id: int, round_id: int | None = None
) -> tuple[list[Any], dict[int, list[Any]]]:
    """Every match of the event (or of one round) and its games as light read-only rows (Core, not
    ORM objects: loading a 1,000-player event stays fast and small)."""
    mt = MatchRow.__table__
    gt = GameResultRow.__table__
    where = [mt.c.event_id == event_id]
    if round_id is not None:
        where.append(mt.c.round_id == round_id)
    matches = list(session.execute(select(mt).where(*where).order_by(mt.c.id)))
    games: dict[int, list[Any]] = {}
    q = (
        select(gt.c.match_id, gt.c.number, gt.c.result, gt.c.outcome_a, gt.c.secondary_a, gt.c.secondary_b)
        .join(mt, mt.c.id == gt.c.match_id)
        .where(*where)
        .order_by(gt.c.match_id, gt.c.number)
    )
    for g in session.execute(q):
        games.setdefault(g.match_id, []).append(g)
    return matches, games


def reported_logic_matches(
    ctx: _Context,
    matches: Iterable[MatchRow],
    games: Mapping[int, Sequence[GameResultRow]],
    stage_id: int | None = None,
) -> list[Match]:
    out = []
    for m in matches:
        if m.status != "reported":
            continue
        if stage_id is not None and ctx.rounds[m.round_id].stage_id != stage_id:
            continue
        if ctx.rounds[m.round_id].status == "draft":
            continue
        gs = [T.Game(T.Outcome(g.outcome_a), g.secondary_a, g.secondary_b) for g in games.get(m.id, ())]
        out.append(ctx.logic_match(m, gs))
    return out


def _fmt(value: Any) -> str:
    from fractions import Fraction

    if isinstance(value, Fraction):
        return f"{float(value):.4f}"
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


def _standings_view(
    ctx: _Context,
    matches: Sequence[MatchRow],
    games: Mapping[int, Sequence[GameResultRow]],
    stage: StageRow | None = None,
    after_round: int | None = None,
) -> StandingsView:
    logic = reported_logic_matches(ctx, matches, games, stage.id if stage else None)
    if after_round is not None:
        logic = [m for m in logic if m.round <= after_round]
    tbs = _tiebreaks(ctx.ev, stage.kind if stage is not None else None)
    if stage is not None and stage.kind == "round_robin" and not ctx.ev.tiebreaks:
        tbs = T.default_tiebreaks("round_robin")
    entrants = [
        T.Entrant(r.id, dropped=r.status != "registered", disqualified=r.status == "disqualified")
        for r in ctx.regs.values()
    ]
    if stage is not None:
        involved = {p for m in logic for p in m.players()}
        entrants = [e for e in entrants if e.id in involved or stage.position == 1]
    rows = T.compute_standings(
        entrants, logic, scoring=ctx.scoring, best_of=ctx.ev.best_of, tiebreaks=tbs, seed=ctx.ev.seed
    )
    lines = tuple(
        StandingLine(
            r.rank,
            r.player,
            ctx.regs[r.player].name,
            ctx.regs[r.player].club,
            r.points,
            r.record.wins,
            r.record.draws,
            r.record.losses,
            r.record.byes,
            {t.value: _fmt(v) for t, v in r.tiebreaks.items() if t in tbs},
            r.dropped,
            r.disqualified,
            r.separated_by.value if r.separated_by else "",
        )
        for r in rows
    )
    if stage is not None and stage.kind.endswith("elimination"):
        lines = _bracket_places(ctx, stage, logic, matches, lines)
    from dataclasses import replace

    if not logic:  # before round 1: by seed (rating, then name), not in the last-resort draw order
        order = sorted(lines, key=lambda ln: (-(ctx.regs[ln.registration_id].rating or 0), name_key(ln.name)))
        lines = tuple(replace(ln, rank=i + 1, separated_by="") for i, ln in enumerate(order))
    if any(ln.disqualified for ln in lines):  # disqualified players after the ranked ones, unranked
        ranked = [ln for ln in lines if not ln.disqualified]
        lines = tuple(
            [replace(ln, rank=i + 1) for i, ln in enumerate(ranked)]
            + [replace(ln, rank=0, separated_by="") for ln in lines if ln.disqualified]
        )
    # "after round N": the last round with a played result (a round of only the bye does not count)
    after = max((m.round for m in logic if m.kind is T.MatchKind.PLAYED or m.b is not None), default=0)
    info = tuple((t.value, T.TIEBREAKS[t].name, T.TIEBREAKS[t].definition) for t in tbs)
    return StandingsView(ctx.ev.id, stage.position if stage else None, after, lines, info)


def _bracket_places(
    ctx: _Context,
    stage: StageRow,
    logic: Sequence[Match],
    matches: Sequence[MatchRow],
    lines: tuple[StandingLine, ...],
) -> tuple[StandingLine, ...]:
    """A finished elimination stage ranks by the bracket: champion, runner-up, third-place match,
    then by the round reached and, within a round, by the previous stage's standing (the seeds)."""
    from dataclasses import replace

    from desktop.services.tournament_pairing import _replay_bracket

    if not (stage.config or {}).get("seeds") and not (stage.config or {}).get("pairs"):
        return lines
    bracket = _replay_bracket(ctx, stage, logic, matches)
    if not bracket.is_complete():
        return lines
    place = {p.player: p.place for p in bracket.placements()}
    ordered = sorted(lines, key=lambda ln: (place.get(ln.registration_id, len(place) + 1), ln.rank))
    return tuple(replace(ln, rank=i + 1, separated_by="") for i, ln in enumerate(ordered))


def standings(
    db: Database, event_id: int, stage: int | None = None, after_round: int | None = None
) -> StandingsView:
    """Standings of the event (or of one stage, by position), after every reported result (or
    after round ``after_round``: the results of the rounds up to it)."""
    with db.read() as session:
        ctx = _Context.load(session, event_id)
        st = None
        if stage is not None:
            st = next((s for s in ctx.stages.values() if s.position == stage), None)
            if st is None:
                raise TournamentError(f"the event has no stage {stage}")
        if after_round is not None:
            played = max((r.number for r in ctx.rounds.values() if r.status != "draft"), default=0)
            if not 0 <= after_round <= played:
                raise TournamentError(
                    "round {n} is not played yet: the standings exist after rounds 0 to {played}",
                    n=after_round,
                    played=played,
                )
        matches, games = _all_matches(session, event_id)
        return _standings_view(ctx, matches, games, st, after_round)


def standings_by_round(db: Database, event_id: int) -> list[StandingsView]:
    """The standings after each published round (1, 2, ...): the page's standing-by-round chart."""
    with db.read() as session:
        ctx = _Context.load(session, event_id)
        played = max((r.number for r in ctx.rounds.values() if r.status != "draft"), default=0)
        matches, games = _all_matches(session, event_id)
        return [_standings_view(ctx, matches, games, None, n) for n in range(1, played + 1)]


def _round_views(
    ctx: _Context, matches: Sequence[MatchRow], games: Mapping[int, Sequence[GameResultRow]]
) -> tuple[RoundView, ...]:
    by_round: dict[int, list[MatchRow]] = {}
    for m in matches:
        by_round.setdefault(m.round_id, []).append(m)
    views = []
    for rnd in sorted(ctx.rounds.values(), key=lambda r: r.number):
        stage = ctx.stages[rnd.stage_id]
        ms = sorted(by_round.get(rnd.id, []), key=lambda m: (m.table_no is None, m.table_no or 0, m.id))
        views.append(
            RoundView(
                rnd.id,
                rnd.number,
                stage.position,
                stage.kind,
                rnd.status,
                tuple(ctx.match_view(m, games.get(m.id, ())) for m in ms),
                dict(rnd.report or {}),
            )
        )
    return tuple(views)


def load_event(db: Database, event_id: int) -> EventView:
    """Everything about an event in one read: settings, registrations, rounds with matches and
    results, standings."""
    with db.read() as session:
        ctx = _Context.load(session, event_id)
        matches, games = _all_matches(session, event_id)
        return EventView(
            detail=_detail(session, ctx.ev),
            registrations=tuple(_reg_record(r) for r in sorted(ctx.regs.values(), key=lambda r: r.id)),
            rounds=_round_views(ctx, matches, games),
            standings=_standings_view(ctx, matches, games),
        )


EXPORT_FORMAT = "toybox-arena-event"


def export_event(db: Database, event_id: int) -> dict[str, Any]:
    """The whole event as JSON-ready data: settings, stages, players with squad snapshots, rounds,
    matches with every game's result, penalties, the audit trail and the standings."""
    with db.read() as session:
        ctx = _Context.load(session, event_id)
        ev = ctx.ev
        matches, games = _all_matches(session, event_id)
        detail = _detail(session, ev)
        st = _standings_view(ctx, matches, games)
        penalties = session.scalars(
            select(PenaltyRow).where(PenaltyRow.event_id == event_id).order_by(PenaltyRow.id)
        )
        audit = session.scalars(
            select(ResultAuditRow).where(ResultAuditRow.event_id == event_id).order_by(ResultAuditRow.id)
        )
        return {
            "format": EXPORT_FORMAT,
            "version": 1,
            "exported_at": utcnow().isoformat(timespec="seconds"),
            "event": {
                "id": ev.id,
                "name": ev.name,
                "date": ev.date,
                "venue": ev.venue,
                "organiser": ev.organiser,
                "game": ev.game,
                "game_settings": dict(ev.game_settings or {}),
                "best_of": ev.best_of,
                "round_minutes": ev.round_minutes,
                "scoring": dict(ev.scoring or {}),
                "tiebreaks": list(ev.tiebreaks or ()),
                "options": dict(ev.options or {}),
                "seed": ev.seed,
                "status": ev.status,
            },
            "stages": [dict(s) for s in detail.stages],
            "registrations": [
                {
                    **asdict(_reg_record(r)),
                    "squad_snapshot": r.squad_snapshot,
                }
                for r in sorted(ctx.regs.values(), key=lambda r: r.id)
            ],
            "rounds": [
                {
                    "number": rv.number,
                    "stage": rv.stage,
                    "status": rv.status,
                    "report": rv.report,
                    "matches": [
                        {
                            **{k: v for k, v in asdict(mv).items() if k != "games"},
                            "games": [asdict(g) for g in mv.games],
                        }
                        for mv in rv.matches
                    ],
                }
                for rv in _round_views(ctx, matches, games)
            ],
            "penalties": [
                {
                    "registration_id": p.registration_id,
                    "match_id": p.match_id,
                    "round": p.round_number,
                    "kind": p.kind,
                    "reason": p.reason,
                    "at": p.created_at.isoformat(timespec="seconds"),
                    "by": p.created_by,
                }
                for p in penalties
            ],
            "audit": [
                {
                    "match_id": a.match_id,
                    "at": a.at.isoformat(timespec="seconds"),
                    "who": a.who,
                    "action": a.action,
                    "old": a.old,
                    "new": a.new,
                }
                for a in audit
            ],
            "standings": {
                "tiebreaks": [list(t) for t in st.tiebreaks],
                "lines": [asdict(line) for line in st.lines],
            },
        }


# Pairing and rounds live in their own module; re-exported here (imported on first use, so that a
# verb that does not pair starts without the pairing solver) so that callers need one import.
_PAIRING = ("match_code", "pair_next_round", "publish_round", "repair_round", "swap_pairing", "undo_round")
__all__ += list(_PAIRING)


def __getattr__(name: str) -> Any:
    if name in _PAIRING:
        from desktop.services import tournament_pairing

        value = getattr(tournament_pairing, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
