"""Catalog items of every kind in one table (the kinds are declared in desktop.games.catalog_schema)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    Connection,
    DateTime,
    Integer,
    String,
    UniqueConstraint,
    false,
    insert,
    select,
)
from sqlalchemy.orm import Mapped, Session, mapped_column

from database.models.base import Base, utcnow

SOURCES = ("shipped", "user", "import")


class CatalogItemRow(Base):
    """One catalog item: ``data`` holds every field (key and name included), ``placeholders`` the keys
    of the fields whose value is not from a published source."""

    __tablename__ = "catalog_items"
    __table_args__ = (UniqueConstraint("kind", "key", name="uq_catalog_items_kind_key"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(60), index=True)
    key: Mapped[str] = mapped_column(String(200))
    name: Mapped[str] = mapped_column(String(300), default="", server_default="")
    data: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    placeholders: Mapped[list[str]] = mapped_column(JSON, default=list)
    archived: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    source: Mapped[str] = mapped_column(String(20), default="user", server_default="user")
    version: Mapped[int] = mapped_column(Integer, nullable=False)
    created_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(DateTime, default=utcnow, onupdate=utcnow)

    __mapper_args__ = {"version_id_col": version}

    def __repr__(self) -> str:
        return f"CatalogItemRow({self.kind}:{self.key} v{self.version})"


def seed_catalog(target: Session | Connection) -> int:
    """Insert every shipped catalog item not already in the database (by kind and key).

    One multi-row INSERT (fresh databases are made often); returns the number of items inserted.
    """
    from desktop.games.catalog_schema import get_kind, shipped_items

    conn = target.connection() if isinstance(target, Session) else target
    table = CatalogItemRow.__table__
    present = {(k, key) for k, key in conn.execute(select(table.c.kind, table.c.key)).all()}
    now = utcnow()
    rows = []
    for item in shipped_items():
        spec = get_kind(item.kind)
        key = spec.item_key(item.data)
        if (item.kind, key) in present:
            continue
        present.add((item.kind, key))
        rows.append(
            {
                "kind": item.kind,
                "key": key,
                "name": spec.item_name(item.data),
                "data": spec.normalized(item.data),
                "placeholders": list(item.placeholders),
                "archived": False,
                "source": "shipped",
                "version": 1,
                "created_at": now,
                "updated_at": now,
            }
        )
    if rows:
        conn.execute(insert(table), rows)
    return len(rows)
