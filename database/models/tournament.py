"""Tournaments: events, stages, rounds, matches, game results, players, clubs, registrations,
penalties and the audit trail of result changes.

Players and clubs are shared by all events; a registration ties a player to one event and holds a
snapshot of the player's squad (JSON, with a plain link to the squad it came from, so that later
edits or deletion of that squad never change the event).  A match is between registrations (side a
and side b; b is empty for a bye).  Each game of a match stores the game's own result as JSON (the
fields come from the game registry) next to what it means for the tournament (outcome of side a,
secondary scores), derived by the services through the registry.

Rows that several scorekeepers edit at once (matches, game results, registrations, events) carry a
``version`` column used as SQLAlchemy's ``version_id_col``: a stale edit fails instead of silently
overwriting.  ``result_audit`` keeps who changed which result when, old -> new.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    DateTime,
    Float,
    ForeignKey,
    Index,
    Integer,
    String,
    Text,
    UniqueConstraint,
    false,
)
from sqlalchemy.orm import Mapped, mapped_column, relationship

from database.models.base import Base, utcnow


class ClubRow(Base):
    __tablename__ = "clubs"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(200), unique=True)


class PlayerRow(Base):
    __tablename__ = "players"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(200), index=True)
    club_id: Mapped[int | None] = mapped_column(ForeignKey("clubs.id", ondelete="SET NULL"), nullable=True)
    rating: Mapped[int | None] = mapped_column(Integer, nullable=True)
    email: Mapped[str] = mapped_column(String(254), default="")
    notes: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow)

    club: Mapped[ClubRow | None] = relationship()


class EventRow(Base):
    __tablename__ = "events"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(200))
    date: Mapped[str] = mapped_column(String(10), default="")  # ISO date
    venue: Mapped[str] = mapped_column(String(200), default="")
    organiser: Mapped[str] = mapped_column(String(200), default="")
    game: Mapped[str] = mapped_column(String(32), index=True)
    game_settings: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    best_of: Mapped[int] = mapped_column(Integer, default=1)
    round_minutes: Mapped[int] = mapped_column(Integer, default=50)
    scoring: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    tiebreaks: Mapped[list[str]] = mapped_column(JSON, default=list)
    options: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    """First-round method, colour balancing, re-entry, no-show minutes..."""
    seed: Mapped[int] = mapped_column(Integer, default=0)
    status: Mapped[str] = mapped_column(String(16), default="draft")
    created_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow, onupdate=utcnow)
    version: Mapped[int] = mapped_column(Integer, nullable=False, default=1)

    stages: Mapped[list[StageRow]] = relationship(
        back_populates="event",
        cascade="all, delete-orphan",
        passive_deletes=True,
        order_by="StageRow.position",
    )

    __mapper_args__ = {"version_id_col": version}


class StageRow(Base):
    __tablename__ = "event_stages"
    __table_args__ = (UniqueConstraint("event_id", "position", name="uq_event_stages_event_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"))
    position: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(32))
    """swiss, round_robin, single_elimination, double_elimination."""
    config: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    status: Mapped[str] = mapped_column(String(16), default="pending")

    event: Mapped[EventRow] = relationship(back_populates="stages")


class RegistrationRow(Base):
    __tablename__ = "registrations"
    __table_args__ = (UniqueConstraint("event_id", "player_id", name="uq_registrations_event_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    player_id: Mapped[int] = mapped_column(ForeignKey("players.id", ondelete="RESTRICT"))
    name: Mapped[str] = mapped_column(String(200))
    """The player's name as registered (the event keeps it even if the player is renamed)."""
    club: Mapped[str] = mapped_column(String(200), default="")
    rating: Mapped[int | None] = mapped_column(Integer, nullable=True)
    status: Mapped[str] = mapped_column(String(16), default="registered")
    """registered, dropped, disqualified."""
    checked_in: Mapped[bool] = mapped_column(Boolean, default=False)
    joined_round: Mapped[int] = mapped_column(Integer, default=1)
    dropped_after_round: Mapped[int | None] = mapped_column(Integer, nullable=True)
    fixed_table: Mapped[int | None] = mapped_column(Integer, nullable=True)
    squad_id: Mapped[int | None] = mapped_column(Integer, nullable=True)
    """Link to the saved squad the snapshot came from (no foreign key: the squad may be deleted)."""
    squad_snapshot: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)
    squad_locked: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow)
    version: Mapped[int] = mapped_column(Integer, nullable=False, default=1)

    player: Mapped[PlayerRow] = relationship()

    __mapper_args__ = {"version_id_col": version}


class RoundRow(Base):
    __tablename__ = "rounds"
    __table_args__ = (UniqueConstraint("stage_id", "number", name="uq_rounds_stage_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    stage_id: Mapped[int] = mapped_column(ForeignKey("event_stages.id", ondelete="CASCADE"))
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    """Round number within the event (stages continue the numbering)."""
    status: Mapped[str] = mapped_column(String(16), default="draft")
    """draft (pairings may still be swapped), published, finished."""
    report: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    """Pairing report: objective, rematches, warnings."""
    created_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow)
    published_at: Mapped[datetime | None] = mapped_column(DateTime, nullable=True)
    version: Mapped[int] = mapped_column(Integer, nullable=False, default=1, server_default="1")

    __mapper_args__ = {"version_id_col": version}


class MatchRow(Base):
    __tablename__ = "matches"
    __table_args__ = (Index("ix_matches_round_table", "round_id", "table_no"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"))
    table_no: Mapped[int | None] = mapped_column(Integer, nullable=True)
    code: Mapped[str] = mapped_column(String(32), unique=True)
    """Printed match code (also as a QR code) that identifies the match."""
    reg_a_id: Mapped[int] = mapped_column(ForeignKey("registrations.id", ondelete="CASCADE"), index=True)
    reg_b_id: Mapped[int | None] = mapped_column(
        ForeignKey("registrations.id", ondelete="CASCADE"), nullable=True, index=True
    )
    kind: Mapped[str] = mapped_column(String(24), default="played")
    """played, bye, no_opponent, forfeit, double_loss, intentional_draw (see desktop.tournament)."""
    status: Mapped[str] = mapped_column(String(16), default="pending")
    """pending (no result), reported."""
    winner: Mapped[str] = mapped_column(String(1), default="")
    """Forfeit: the side that wins; played: the side that wins by concession."""
    reason: Mapped[str] = mapped_column(String(32), default="")
    game_losses_a: Mapped[int] = mapped_column(Integer, default=0)
    game_losses_b: Mapped[int] = mapped_column(Integer, default=0)
    match_loss: Mapped[str] = mapped_column(String(2), default="")
    """Sides with a match-loss penalty: "", "a", "b" or "ab"."""
    bracket_slot: Mapped[str] = mapped_column(String(16), default="")
    higher_seed: Mapped[str] = mapped_column(String(1), default="a")
    pool: Mapped[int | None] = mapped_column(Integer, nullable=True)
    started: Mapped[bool] = mapped_column(Boolean, default=False)
    updated_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow, onupdate=utcnow)
    updated_by: Mapped[str] = mapped_column(String(100), default="")
    version: Mapped[int] = mapped_column(Integer, nullable=False, default=1)

    games: Mapped[list[GameResultRow]] = relationship(
        back_populates="match",
        cascade="all, delete-orphan",
        passive_deletes=True,
        order_by="GameResultRow.number",
    )

    __mapper_args__ = {"version_id_col": version}


class GameResultRow(Base):
    __tablename__ = "game_results"
    __table_args__ = (UniqueConstraint("match_id", "number", name="uq_game_results_match_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    match_id: Mapped[int] = mapped_column(ForeignKey("matches.id", ondelete="CASCADE"))
    number: Mapped[int] = mapped_column(Integer)
    result: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    """The game's own result; fields from the game registry (GameInfo.result_fields)."""
    outcome_a: Mapped[str] = mapped_column(String(4))
    secondary_a: Mapped[float] = mapped_column(Float, default=0.0)
    secondary_b: Mapped[float] = mapped_column(Float, default=0.0)
    updated_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow, onupdate=utcnow)
    version: Mapped[int] = mapped_column(Integer, nullable=False, default=1)

    match: Mapped[MatchRow] = relationship(back_populates="games")

    __mapper_args__ = {"version_id_col": version}


class PenaltyRow(Base):
    __tablename__ = "penalties"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    registration_id: Mapped[int] = mapped_column(ForeignKey("registrations.id", ondelete="CASCADE"))
    match_id: Mapped[int | None] = mapped_column(ForeignKey("matches.id", ondelete="SET NULL"), nullable=True)
    round_number: Mapped[int | None] = mapped_column(Integer, nullable=True)
    kind: Mapped[str] = mapped_column(String(24))
    """warning, game_loss, match_loss, disqualification."""
    reason: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow)
    created_by: Mapped[str] = mapped_column(String(100), default="")


class ResultAuditRow(Base):
    __tablename__ = "result_audit"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    match_id: Mapped[int] = mapped_column(ForeignKey("matches.id", ondelete="CASCADE"), index=True)
    at: Mapped[datetime] = mapped_column(DateTime, default=utcnow)
    who: Mapped[str] = mapped_column(String(100), default="")
    action: Mapped[str] = mapped_column(String(24))
    """result (first entry), correction, cleared."""
    old: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    new: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)


class RoundClockRow(Base):
    """The clock of a round (revision 0005): stored so that every desk and the page see one clock."""

    __tablename__ = "round_clocks"
    __table_args__ = (UniqueConstraint("round_id", name="uq_round_clocks_round_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    round_id: Mapped[int] = mapped_column(ForeignKey("rounds.id", ondelete="CASCADE"))
    minutes: Mapped[int] = mapped_column(Integer)
    started_at: Mapped[datetime | None] = mapped_column(DateTime, nullable=True)
    paused_at: Mapped[datetime | None] = mapped_column(DateTime, nullable=True)
    paused_seconds: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    extra_seconds: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    updated_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow, onupdate=utcnow)
    updated_by: Mapped[str] = mapped_column(String(100), default="", server_default="")
    version: Mapped[int] = mapped_column(Integer, nullable=False, default=1, server_default="1")

    __mapper_args__ = {"version_id_col": version}


class RequestedByeRow(Base):
    """A player's request to sit out one round (revision 0005)."""

    __tablename__ = "requested_byes"
    __table_args__ = (
        UniqueConstraint("registration_id", "round_number", name="uq_requested_byes_registration_id"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    registration_id: Mapped[int] = mapped_column(ForeignKey("registrations.id", ondelete="CASCADE"))
    round_number: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow)
    created_by: Mapped[str] = mapped_column(String(100), default="", server_default="")
    version: Mapped[int] = mapped_column(Integer, nullable=False, default=1, server_default="1")

    __mapper_args__ = {"version_id_col": version}


class AvoidedPairRow(Base):
    """Two players of one event never paired with each other (revision 0007): family, one car. The
    lower registration id is ``reg_a_id``."""

    __tablename__ = "avoided_pairs"
    __table_args__ = (UniqueConstraint("reg_a_id", "reg_b_id", name="uq_avoided_pairs_reg_a_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    reg_a_id: Mapped[int] = mapped_column(ForeignKey("registrations.id", ondelete="CASCADE"))
    reg_b_id: Mapped[int] = mapped_column(ForeignKey("registrations.id", ondelete="CASCADE"))
    created_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow)
    created_by: Mapped[str] = mapped_column(String(100), default="", server_default="")


class VenueCodeRow(Base):
    """A player's personal code for the venue web (revision 0006): check-in and result reports from
    the player's phone. ``failures`` counts wrong codes tried for this player; ``locked`` stops every
    try until the organiser issues a new code."""

    __tablename__ = "venue_codes"
    __table_args__ = (UniqueConstraint("code", name="uq_venue_codes_code"),)

    registration_id: Mapped[int] = mapped_column(
        ForeignKey("registrations.id", ondelete="CASCADE"), primary_key=True
    )
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    code: Mapped[str] = mapped_column(String(32))
    issued_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow)
    failures: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    locked: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    version: Mapped[int] = mapped_column(Integer, nullable=False, default=1, server_default="1")

    __mapper_args__ = {"version_id_col": version}


class VenueReportRow(Base):
    """A result reported by a player from the venue web (revision 0006). It counts when the opponent
    reports the same games, or when the organiser accepts it; ``match_version`` is the version of the
    match the player saw, so a report made before a desk entry or correction is refused."""

    __tablename__ = "venue_reports"
    __table_args__ = (Index("ix_venue_reports_match_id", "match_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id", ondelete="CASCADE"), index=True)
    match_id: Mapped[int] = mapped_column(ForeignKey("matches.id", ondelete="CASCADE"))
    registration_id: Mapped[int] = mapped_column(ForeignKey("registrations.id", ondelete="CASCADE"))
    side: Mapped[str] = mapped_column(String(1))
    games: Mapped[list[Any]] = mapped_column(JSON, default=list)
    match_version: Mapped[int] = mapped_column(Integer)
    status: Mapped[str] = mapped_column(String(16), default="waiting")
    """waiting, counted (both agreed or accepted), replaced (a newer report), refused."""
    created_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow)
    decided_by: Mapped[str] = mapped_column(String(100), default="", server_default="")
