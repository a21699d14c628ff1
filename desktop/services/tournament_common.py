"""Shared pieces of the tournament services: errors, plain data, small helpers, match codes.

The use-case modules (``tournament_events``, ``tournament_registration``, ``tournament_rounds``,
``tournament_results``, ``tournament_standings``, ``tournament_export``) build on this module and on
:mod:`desktop.services.tournament_context`; it imports none of them. Every failure raises a
:class:`TournamentError` subclass whose ``message`` is written for people.
"""

from __future__ import annotations

import getpass
import os
import string
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from desktop.games import registry, settings
from desktop.lazy import LazyModule
from desktop.services import validation
from desktop.services.errors import ConflictError, ServiceError, template

#: ``T``: the pure tournament logic (:mod:`desktop.tournament`), imported on first use: it pulls in numpy
#: and the pairing solvers, which a verb that only lists events or refuses a bad result should not pay
#: for. Type checkers see the module itself.
#: SQLAlchemy and the models are imported by the helpers that query (a function each, on first call):
#: the plain data, the scoring and the match views serve publishing's stdlib read too
#: (:mod:`desktop.services.publish_read`).
if TYPE_CHECKING:
    from sqlalchemy.orm import Session

    import desktop.tournament as T
    from database.models.tournament import ClubRow, EventRow, MatchRow, RegistrationRow, RoundRow
    from desktop.tournament import Scoring, Side, Tiebreak
else:
    T = LazyModule("desktop.tournament")

NAME_MAX = 200
REQUESTED_BYE_POINTS = ("draw", "zero")
REQUESTED_BYE_DEFAULTS: dict[str, Any] = {
    "requested_bye_points": "draw",
    "max_requested_byes": 2,
    "no_requested_byes_last": 1,
}
"""The requested-bye settings of an event (``EventRow.options``) and their defaults."""


STAGE_KINDS = ("swiss", "round_robin", "single_elimination", "double_elimination")


SPECIAL_RESULTS = ("forfeit", "no_show", "double_loss", "intentional_draw", "concession")


class TournamentError(ServiceError):
    """A tournament action that cannot be done; ``message`` is for people (``template`` + ``params``
    for translation, see :class:`desktop.services.errors.ServiceError`)."""


class EventNotFoundError(TournamentError):
    pass


class RegistrationError(TournamentError):
    pass


class PairingError(TournamentError):
    pass


TIME_NOT_UP = template("time is not up yet ({minutes} min left on the clock): confirm a time-called result")
"""The refusal of a time-called result entered while the table's clock still runs (``confirm_time_called``
records it anyway)."""


class ResultEntryError(TournamentError):
    """A result that cannot be accepted; ``field`` names the offending field (``game``: 1-based)."""

    def __init__(self, message: str, field_name: str = "", game: int | None = None, **params: Any) -> None:
        super().__init__(message, **params)
        self.field = field_name
        self.game = game


class GameSettingsError(TournamentError):
    """An event's game settings that do not fit the game's settings schema; ``setting`` names the
    setting (``desktop.games.settings``)."""

    def __init__(self, template: str, /, setting: str = "", **params: Any) -> None:
        super().__init__(template, setting=setting, **params)
        self.setting = setting


class StaleResultError(ConflictError, TournamentError):
    """Someone else changed this match since it was read (the one conflict error, see
    :class:`desktop.services.errors.ConflictError`); reload and try again."""


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
    requested_bye_points: str = "draw"
    """A requested bye scores the draw points ("draw") or nothing ("zero")."""
    max_requested_byes: int = 2
    """Requested byes per player (0: none)."""
    no_requested_byes_last: int = 1
    """No requested bye in the last N rounds of a Swiss stage."""
    unplayed_rounds: str = "virtual"
    """How Buchholz and Sonneborn-Berger count a round without an opponent: "virtual" (against a
    virtual opponent, FIDE) or "omit" (left out)."""
    club_avoidance: bool = True
    """The Swiss pairing avoids same-club pairs where it can (off: clubs are not looked at)."""


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
    draft_discarded: int | None = None
    """The number of the draft round this change discarded (a result changed under it: pair it again)."""
    event_status: str | None = None
    """The event's stored status after this change (it finishes with its last result; None: not read)."""
    event_version: int | None = None
    """The event's version after that status was settled (None: not read): a desk that takes the status
    in knows its own change (no reread of the event)."""
    voided_later: tuple[str, ...] = ()
    """The later bracket matches this correction voided ("code (A – B)"; they were paired on the old
    result: pair the bracket again)."""
    cut_kept: int | None = None
    """The stage whose cut this correction would have drawn differently and that keeps its seeds."""


def match_view_of(
    row: Any,
    *,
    round_number: int,
    a_name: str,
    b_name: str,
    games: tuple[GameView, ...],
    score: Any | None,
    **current: Any,
) -> MatchView:
    """The view of a match from a row with a match's columns (an ORM row, or the result store's read):
    the one place a :class:`MatchView` is built. ``score`` is the logic's scored match (None while it has
    no result); ``current`` gives the values a caller has just decided (``kind``, ``status``,
    ``winner``, ``reason``, ``version``) instead of the row's."""

    def now(name: str) -> Any:
        return current[name] if name in current else getattr(row, name)

    one_sided = row.reg_b_id is None
    return MatchView(
        id=row.id,
        code=row.code,
        event_id=row.event_id,
        round=round_number,
        table=row.table_no,
        a=row.reg_a_id,
        a_name=a_name,
        b=row.reg_b_id,
        b_name="" if one_sided else b_name,
        kind=now("kind"),
        status=now("status"),
        winner=now("winner"),
        reason=now("reason"),
        games=games,
        points_a=None if score is None else score.points_a,
        points_b=None if score is None or one_sided else score.points_b,
        outcome_a="" if score is None else score.outcome_a.value,
        bracket_slot=row.bracket_slot,
        pool=row.pool,
        version=now("version"),
        game_losses_a=row.game_losses_a,
        game_losses_b=row.game_losses_b,
        match_loss=row.match_loss,
    )


@dataclass(frozen=True)
class RestView:
    """A round robin's bye: a player of the stage with no game in the round (the rest of a pool with an odd
    number of players). Not a match: it scores nothing (``points``), so pools of different sizes compare
    fairly; shown wherever the round's pairings are."""

    registration_id: int
    name: str
    pool: int | None
    """The pool (0, 1, ...) when the stage is played in several pools."""
    points: int = 0


@dataclass(frozen=True)
class RoundView:
    id: int
    number: int
    stage: int
    stage_kind: str
    status: str
    matches: tuple[MatchView, ...]
    report: dict[str, Any]
    version: int = 0
    """The round's version (``expected_version`` of the changes to a draft: pairing by hand...)."""
    rests: tuple[RestView, ...] = ()
    """A round robin's byes this round (:class:`RestView`), in pool order; none in other stages."""

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
    reached: str = ""
    """The event's ranking after a cut or of a bracket: how far the player went, which decided the place
    (a key of :meth:`desktop.tournament.elimination.Bracket.reached`, or the kind of the stage that
    placed the player: "swiss", "round_robin"); "" in a stage's own standings and a one-stage event."""


@dataclass(frozen=True)
class StandingsView:
    event_id: int
    stage: int | None
    after_round: int
    lines: tuple[StandingLine, ...]
    tiebreaks: tuple[tuple[str, str, str], ...]
    """(key, name, definition) of each tiebreaker in order (the UI translates the English)."""
    stale: tuple[str, ...] = ()
    """Bracket matches paired on a result corrected since, which no longer fit the bracket ("code (A – B)"):
    left out of the places, which show what they can; the way out is to enter that result again voiding
    them (an event made so before corrections were checked)."""
    stale_corrected: tuple[str, ...] = ()
    """The reported matches whose result was corrected after ``stale`` were paired on it ("code (A – B)"):
    the results to enter again, voiding ``stale``."""


@dataclass(frozen=True)
class RequestedByeRecord:
    """A player's request to sit out one round (honoured when that round is paired)."""

    id: int
    event_id: int
    registration_id: int
    name: str
    round_number: int
    points: str
    """What it scores under the event's setting now: "draw" (the draw points) or "zero"."""
    draft_discarded: int | None = None
    """The number of the draft round discarded by the change (pair it again), if any."""


@dataclass(frozen=True)
class EventView:
    """Everything a screen needs about one event (one read)."""

    detail: EventDetail
    registrations: tuple[RegistrationRecord, ...]
    rounds: tuple[RoundView, ...]
    standings: StandingsView


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
        raise TournamentError(
            "unknown game {key!r}; known games: {known}", key=key, known=", ".join(registry.GAMES)
        ) from exc


def checked_game_settings(game: registry.GameInfo, values: Any) -> dict[str, Any]:
    """The game settings an event stores: ``values`` checked against the game's schema (scope
    "event"), each of its setting's type; only the settings given are kept (the others take their
    defaults when read, :func:`event_game_settings`). The first problem is refused, naming the setting."""
    try:
        settings.check(game.settings, values, scope="event")
    except settings.SettingError as exc:
        raise GameSettingsError(
            "the {game} setting {setting}: {reason}", setting=exc.key, game=game.name(), reason=exc.message
        ) from exc
    known = settings.by_key(game.settings)
    return {k: settings.coerce(known[k], v) for k, v in values.items()}


def event_game_settings(
    game: registry.GameInfo, stored: Mapping[str, Any] | None, *, complete: bool = True
) -> dict[str, Any]:
    """What an event's games are played with: its stored settings checked against the game's schema,
    each of its setting's type, and completed with the defaults (``complete=False``: only the settings
    the event sets). Stored settings that no longer fit (an older database) are refused naming the
    setting; ``repair_game_settings`` mends them."""
    stored = {} if stored is None else stored
    try:
        full = settings.check(game.settings, stored, scope="event")
        return full if complete else {k: full[k] for k in stored}
    except settings.SettingError as exc:
        raise GameSettingsError(
            "the {game} setting {setting} of this event does not fit: {reason}; "
            "repair the event's game settings",
            setting=exc.key,
            game=game.name(),
            reason=exc.message,
        ) from exc


def _event(session: Session, event_id: int) -> EventRow:
    from database.models.tournament import EventRow

    row = session.get(EventRow, event_id)
    if row is None:
        raise EventNotFoundError("there is no event {event}", event=event_id)
    return row


def _scoring(ev: EventRow) -> Scoring:
    """The event's stored scoring; one stored before scoring had bounds (a win worth 10^19 points, which
    overflowed every standings computation) is refused with a message that says how to repair it."""
    s = ev.scoring if isinstance(ev.scoring, dict) else {}
    values = [s.get(k, d) for k, d in (("win", 3), ("draw", 1), ("loss", 0), ("bye", 3))]
    try:
        return T.Scoring(*(int(v) for v in values))
    except (TypeError, ValueError, OverflowError):
        from desktop.tournament.results import SCORING_MAX
        from desktop.validation import quote_value

        raise TournamentError(
            "the event's scoring {scoring} is outside 0–{max} points a result; change it in the event's "
            "settings (event edit EVENT --scoring WIN,DRAW,LOSS,BYE)",
            scoring=", ".join(quote_value(v, 24) for v in values),
            max=SCORING_MAX,
        ) from None


def _tiebreaks(ev: EventRow, stage_kind: str | None = None) -> tuple[Tiebreak, ...]:
    """The event's tiebreakers; when the organiser chose none (the event stores the first stage's
    defaults), a stage of another format ranks by its own format's defaults."""
    if stage_kind is not None and (ev.options or {}).get("default_tiebreaks"):
        return T.default_tiebreaks("round_robin" if stage_kind == "round_robin" else "swiss")
    return tuple(T.Tiebreak(t) for t in ev.tiebreaks or ())


UNPLAYED_ROUNDS = ("virtual", "omit")
"""How Buchholz and Sonneborn-Berger count a round without an opponent (the event setting
``unplayed_rounds``): against a virtual opponent (the default) or left out."""


def _unplayed(ev: EventRow) -> str:
    """The event's ``unplayed_rounds`` setting (see :data:`UNPLAYED_ROUNDS`)."""
    value = (ev.options or {}).get("unplayed_rounds", "virtual")
    return value if value in UNPLAYED_ROUNDS else "virtual"


def _sides() -> dict[str, Side]:
    return {"a": T.Side.A, "b": T.Side.B}


def _registration(session: Session, reg_id: int) -> RegistrationRow:
    from database.models.tournament import RegistrationRow

    row = session.get(RegistrationRow, reg_id)
    if row is None:
        raise RegistrationError("there is no registration {registration}", registration=reg_id)
    return row


def _club(session: Session, name: str) -> ClubRow | None:
    from sqlalchemy import select

    from database.models.tournament import ClubRow

    if not name:
        return None
    row = session.scalar(select(ClubRow).where(ClubRow.name == name))
    if row is None:
        row = ClubRow(name=name)
        session.add(row)
        session.flush()
    return row


def _rounds_played(session: Session, event_id: int) -> int:
    from sqlalchemy import func, select

    from database.models.tournament import RoundRow

    return int(session.scalar(select(func.max(RoundRow.number)).where(RoundRow.event_id == event_id)) or 0)


def _summary(session: Session, ev: EventRow) -> EventSummary:
    from sqlalchemy import func, select

    from database.models.tournament import RegistrationRow

    players = session.scalar(select(func.count()).where(RegistrationRow.event_id == ev.id)) or 0
    return EventSummary(
        ev.id, ev.name, ev.date, ev.game, ev.status, int(players), _rounds_played(session, ev.id), ev.version
    )


def _detail(session: Session, ev: EventRow) -> EventDetail:
    from sqlalchemy import select

    from database.models.tournament import StageRow

    stages = session.scalars(select(StageRow).where(StageRow.event_id == ev.id).order_by(StageRow.position))
    return detail_of(ev, _summary(session, ev), stages)


def detail_of(ev: Any, summary: EventSummary, stages: Iterable[Any]) -> EventDetail:
    """The event's detail from its row (ORM or Core: the same columns), summary and stage rows in any order."""
    return EventDetail(
        summary=summary,
        venue=ev.venue,
        organiser=ev.organiser,
        game_settings=dict(ev.game_settings or {}),
        best_of=ev.best_of,
        round_minutes=ev.round_minutes,
        scoring=dict(ev.scoring or {}),
        tiebreaks=tuple(ev.tiebreaks or ()),
        options=dict(ev.options or {}),
        seed=ev.seed,
        stages=tuple(
            {"id": s.id, "position": s.position, "kind": s.kind, "status": s.status, **(s.config or {})}
            for s in sorted(stages, key=lambda s: s.position)
        ),
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


def name_key(name: str) -> str:
    """How names compare for duplicates: NFC, format characters (zero-width...) removed,
    case-insensitive, whitespace collapsed."""
    return " ".join(validation.strip_invisible(name).split()).casefold()


def _last_published(session: Session, event_id: int) -> RoundRow | None:
    from sqlalchemy import select

    from database.models.tournament import RoundRow

    return session.scalars(
        select(RoundRow)
        .where(RoundRow.event_id == event_id, RoundRow.status != "draft")
        .order_by(RoundRow.number.desc())
    ).first()


def _discard_draft(session: Session, event_id: int) -> int | None:
    from sqlalchemy import select

    from database.models.tournament import RoundRow

    draft = session.scalars(
        select(RoundRow).where(RoundRow.event_id == event_id, RoundRow.status == "draft")
    ).first()
    if draft is None:
        return None
    number = draft.number
    session.delete(draft)
    session.flush()
    return number


def _discard_draft_after(session: Session, event_id: int, round_id: int) -> int | None:
    """A change to a result of published round ``round_id``: a draft of a later round was paired on
    the results as they were, so it is discarded (pair it again); returns its number."""
    from sqlalchemy import select

    from database.models.tournament import RoundRow

    draft = session.scalars(
        select(RoundRow).where(RoundRow.event_id == event_id, RoundRow.status == "draft")
    ).first()
    if draft is None or draft.id == round_id:
        return None
    return _discard_draft(session, event_id)


def _match(session: Session, match_id: int) -> MatchRow:
    from database.models.tournament import MatchRow

    m = session.get(MatchRow, match_id)
    if m is None:
        raise TournamentError("there is no match {match}", match=match_id)
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
    from database.models.tournament import ResultAuditRow

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
    from sqlalchemy.orm.attributes import flag_modified

    from database.models.base import utcnow

    m.updated_by = who
    m.updated_at = utcnow()
    flag_modified(m, "updated_by")


# --- match codes ---------------------------------------------------------------------------------


_ALPHABET = string.digits + string.ascii_uppercase


def _check_char(text: str) -> str:
    """Luhn mod 36 check character over digits and letters (catches one typo or a swap)."""
    factor = 2
    total = 0
    for ch in reversed(text):
        if ch not in _ALPHABET:
            continue
        addend = factor * _ALPHABET.index(ch)
        factor = 1 if factor == 2 else 2
        total += addend // 36 + addend % 36
    return _ALPHABET[(36 - total % 36) % 36]


def match_code(event_id: int, round_no: int, slot: str | int) -> str:
    """Printed match code, e.g. ``12-3-45-K``: event, round, table (or slot), check character."""
    body = f"{event_id}-{round_no}-{slot}".upper()
    return f"{body}-{_check_char(body)}"


def normalise_code(code: str) -> str:
    return "".join(code.split()).upper()
