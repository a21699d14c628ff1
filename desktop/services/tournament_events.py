"""Events: create, edit (what may change when), list, find by id or name, delete."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date as date_type
from typing import Any

from sqlalchemy import select

from database.engine import Database
from database.models.base import utcnow
from database.models.tournament import EventRow, RoundRow, StageRow
from desktop.games import settings as settings_schema
from desktop.services import validation
from desktop.services.errors import ConflictError
from desktop.services.tournament_common import (
    REQUESTED_BYE_POINTS,
    STAGE_KINDS,
    UNPLAYED_ROUNDS,
    EventDetail,
    EventNotFoundError,
    EventSpec,
    EventSummary,
    StageSpec,
    T,
    TournamentError,
    _clean,
    _detail,
    _event,
    _game,
    _summary,
    checked_game_settings,
)
from desktop.services.tournament_export import export_event

__all__ = [
    "create_event",
    "EDITABLE_ALWAYS",
    "EDITABLE_BEFORE_ROUND_1",
    "editable_fields",
    "update_event",
    "list_events",
    "get_event",
    "find_events",
    "resolve_event",
    "delete_event",
    "game_settings_problems",
    "repair_game_settings",
    "SettingProblem",
]


def create_event(db: Database, spec: EventSpec) -> EventDetail:
    """Create an event with its stages (nothing is paired yet)."""
    game = _game(spec.game)
    name = _clean(spec.name, "The event name", required=True)
    game_settings = checked_game_settings(game, spec.game_settings)
    if spec.best_of not in (1, 3):
        raise TournamentError("a match is best of 1 or best of 3")
    if spec.first_round not in ("seed", "random"):
        raise TournamentError("round 1 is paired by seed or at random")
    if spec.date:
        try:
            date_type.fromisoformat(spec.date)
        except ValueError as exc:
            raise TournamentError(
                "the date must look like 2025-05-31, not {value!r}", value=spec.date[:40]
            ) from exc
    try:
        scoring = T.Scoring(*spec.scoring)
    except (TypeError, ValueError) as exc:
        raise TournamentError("scoring: {reason}", reason=str(exc)) from exc
    stages = list(spec.stages) or [StageSpec()]
    for i, st in enumerate(stages):
        if st.kind not in STAGE_KINDS:
            raise TournamentError(
                "unknown stage kind {kind!r}; use one of {known}", kind=st.kind, known=", ".join(STAGE_KINDS)
            )
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
            raise TournamentError("unknown tiebreaker: {reason}", reason=str(exc)) from exc
    no_show_minutes = _no_show_minutes(spec.no_show_minutes)
    unplayed = _unplayed_rounds(spec.unplayed_rounds)
    colours = spec.balance_colours if spec.balance_colours is not None else "colours" in game.extras
    byes = _requested_bye_settings(
        {
            "requested_bye_points": spec.requested_bye_points,
            "max_requested_byes": spec.max_requested_byes,
            "no_requested_byes_last": spec.no_requested_byes_last,
        }
    )
    with db.begin() as session:
        ev = EventRow(
            name=name,
            date=spec.date,
            venue=_clean(spec.venue, "The venue"),
            organiser=_clean(spec.organiser, "The organiser"),
            game=game.key,
            game_settings=game_settings,
            best_of=spec.best_of,
            round_minutes=int(spec.round_minutes),
            scoring={"win": scoring.win, "draw": scoring.draw, "loss": scoring.loss, "bye": scoring.bye},
            tiebreaks=tiebreaks,
            options={
                "first_round": spec.first_round,
                "balance_colours": bool(colours),
                "allow_reentry": bool(spec.allow_reentry),
                "no_show_minutes": no_show_minutes,
                "unplayed_rounds": unplayed,
                "club_avoidance": bool(spec.club_avoidance),
                "default_tiebreaks": spec.tiebreaks is None,
                **byes,
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
    "unplayed_rounds",
    "allow_reentry",
    "requested_bye_points",
    "max_requested_byes",
    "no_requested_byes_last",
    "club_avoidance",
)


EDITABLE_BEFORE_ROUND_1 = ("game", "game_settings", "best_of", "first_round", "seed", "balance_colours")


NO_SHOW_MINUTES_MAX = 120
"""The longest no-show wait an event can set (minutes after the round's clock starts)."""


def _no_show_minutes(value: Any) -> int:
    """The event's no-show wait: a whole number of minutes from 0 (a no-show at once) to
    :data:`NO_SHOW_MINUTES_MAX` (default 10)."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= NO_SHOW_MINUTES_MAX:
        raise TournamentError(
            "the no-show wait is a whole number of minutes from 0 to {most}, not {value}",
            most=NO_SHOW_MINUTES_MAX,
            value=str(value)[:40],
        )
    return value


def _unplayed_rounds(value: Any) -> str:
    if value not in UNPLAYED_ROUNDS:
        raise TournamentError(
            "unplayed rounds count against a virtual opponent or are left out: 'virtual' or 'omit', "
            "not {value!r}",
            value=str(value)[:40],
        )
    return str(value)


def _requested_bye_settings(changes: Mapping[str, Any]) -> dict[str, Any]:
    """The requested-bye settings among ``changes``, validated (see ``REQUESTED_BYE_DEFAULTS``)."""
    out: dict[str, Any] = {}
    if "requested_bye_points" in changes:
        v = changes["requested_bye_points"]
        if v not in REQUESTED_BYE_POINTS:
            raise TournamentError(
                "a requested bye scores the draw points or nothing: 'draw' or 'zero', not {value!r}",
                value=str(v)[:40],
            )
        out["requested_bye_points"] = v
    for key in ("max_requested_byes", "no_requested_byes_last"):
        if key in changes:
            v = changes[key]
            if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 1000:
                raise TournamentError(
                    "{field} must be a whole number from 0 to 1000", field=key.replace("_", " ")
                )
            out[key] = v
    return out


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
    if "no_show_minutes" in changes:
        values["no_show_minutes"] = _no_show_minutes(changes["no_show_minutes"])
    if "unplayed_rounds" in changes:
        values["unplayed_rounds"] = _unplayed_rounds(changes["unplayed_rounds"])
    for key in ("round_minutes", "best_of", "seed"):
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
    byes = _requested_bye_settings(changes)
    with db.begin() as session:
        ev = _event(session, event_id)
        if expected_version is not None and ev.version != expected_version:
            at = ev.updated_at.isoformat(sep=" ", timespec="seconds") + " UTC" if ev.updated_at else "?"
            raise ConflictError(f"event {ev.name}", "", at, "its current settings", ev.version)
        if "game" in values or "game_settings" in values:
            # checked against the game the event will have; a new game without new settings starts
            # from that game's defaults (the old game's settings mean nothing to it)
            new_game = _game(values.get("game", ev.game))
            if "game_settings" not in values and new_game.key != ev.game:
                values["game_settings"] = {}
            values["game_settings"] = checked_game_settings(
                new_game, values.get("game_settings", dict(ev.game_settings or {}))
            )
        options = dict(ev.options or {})
        for key in ("first_round", "allow_reentry", "no_show_minutes", "unplayed_rounds", "balance_colours"):
            if key in changes:
                options[key] = values.get(key, changes[key]) if key != "allow_reentry" else bool(changes[key])
        if "club_avoidance" in changes:
            options["club_avoidance"] = bool(changes["club_avoidance"])
        options.update(byes)
        if "tiebreaks" in values:
            options["default_tiebreaks"] = False
        for key, v in values.items():
            if key not in ("no_show_minutes", "unplayed_rounds"):
                setattr(ev, key, v)
        ev.options = options
        session.flush()
        return _detail(session, ev)


@dataclass(frozen=True)
class SettingProblem:
    """One way an event's stored game settings do not fit its game's schema: the setting's key, the
    English reason (``template`` + ``params`` for translation, like a service error) and what a
    repair stores instead (``None``: the key is dropped)."""

    setting: str
    reason: str
    template: str
    params: dict[str, Any]
    repaired: Any


def game_settings_problems(db: Database, event_id: int) -> list[SettingProblem]:
    """Every way the event's stored game settings do not fit its game's schema (empty: they fit).
    An event whose settings do not fit still opens; the page offers :func:`repair_game_settings`."""
    with db.read() as session:
        ev = _event(session, event_id)
        game = _game(ev.game)
        stored = {} if ev.game_settings is None else ev.game_settings
    repaired, found = settings_schema.repair(game.settings, stored, scope="event")
    template = "the {game} setting {setting}: {reason}"
    return [
        SettingProblem(
            p.key,
            p.message,
            template,
            {"game": game.name(), "setting": p.key, "reason": p.message},
            repaired.get(p.key),
        )
        for p in found
    ]


def repair_game_settings(db: Database, event_id: int, *, expected_version: int | None = None) -> EventDetail:
    """Store the event's game settings mended to fit its game's schema: every value that fits is
    kept, every other one takes the setting's default (unknown keys are dropped). Allowed at any time
    (a value that does not fit cannot be played as stored). Refused when someone else changed the event
    since ``expected_version``."""
    with db.begin() as session:
        ev = _event(session, event_id)
        if expected_version is not None and ev.version != expected_version:
            at = ev.updated_at.isoformat(sep=" ", timespec="seconds") + " UTC" if ev.updated_at else "?"
            raise ConflictError(f"event {ev.name}", "", at, "its current settings", ev.version)
        game = _game(ev.game)
        stored = ev.game_settings if isinstance(ev.game_settings, Mapping) else {}
        raw = {} if ev.game_settings is None else ev.game_settings
        repaired, found = settings_schema.repair(game.settings, raw, scope="event")
        if found:
            ev.game_settings = {k: v for k, v in repaired.items() if k in stored}
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

        from desktop.files import write_atomic

        folder = Path(backup_dir) if backup_dir is not None else Path.cwd()
        backup = folder / f"event-{event_id}-before-delete-{stamp}.json"
        write_atomic(backup, json.dumps(export_event(db, event_id), ensure_ascii=False, indent=1, default=str))
    with db.begin() as session:
        session.delete(_event(session, event_id))
    return {"id": event_id, "name": detail.summary.name, "backup": str(backup)}
