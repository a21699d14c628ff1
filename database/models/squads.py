"""Saved squads: Attacktix squads, Battle Helix helixes and Toy Battle practice set-ups.

A squad row holds its game, its kind (``attacktix.squad``, ``helix.helix``, ``toybattle.setup``), a
name unique within the kind, its contents as JSON (entries by catalog key), its settings as JSON
(point limit, limit mode, legality profile...) and a version counter (``version_id_col``) so that a
stale edit is refused. ``squad_items`` lists the catalog items a squad uses (kind, key), kept in
step by the squad services, so that the catalog can tell which squads use an item.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, DateTime, ForeignKey, Index, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column, relationship

from database.models.base import Base, utcnow


class SquadRow(Base):
    __tablename__ = "squads"
    __table_args__ = (UniqueConstraint("kind", "name", name="uq_squads_kind_name"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    game: Mapped[str] = mapped_column(String(32), index=True)
    kind: Mapped[str] = mapped_column(String(64))
    name: Mapped[str] = mapped_column(String(200))
    data: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    settings: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    created_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow, onupdate=utcnow)
    version: Mapped[int] = mapped_column(Integer, nullable=False, default=1)

    items: Mapped[list[SquadItemRow]] = relationship(
        back_populates="squad", cascade="all, delete-orphan", passive_deletes=True
    )

    __mapper_args__ = {"version_id_col": version}


class SquadItemRow(Base):
    """One catalog item a squad uses (derived from ``Squad.data`` on every save)."""

    __tablename__ = "squad_items"
    __table_args__ = (
        UniqueConstraint("squad_id", "item_kind", "item_key", name="uq_squad_items_squad_id"),
        Index("ix_squad_items_item", "item_kind", "item_key"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    squad_id: Mapped[int] = mapped_column(ForeignKey("squads.id", ondelete="CASCADE"))
    item_kind: Mapped[str] = mapped_column(String(64))
    item_key: Mapped[str] = mapped_column(String(200))

    squad: Mapped[SquadRow] = relationship(back_populates="items")
