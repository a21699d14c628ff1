"""Seeding a fresh database from resources/ (runs inside the creating transaction).

Each area adds one call in :func:`seed_all`.
"""

from __future__ import annotations

from sqlalchemy.orm import Session

from database.models import AppSetting
from database.models.base import utcnow


def seed_all(session: Session) -> None:
    session.add(AppSetting(key="created_at", value=utcnow().isoformat(timespec="seconds")))
    session.add(AppSetting(key="seeded_from", value="resources"))
    from database.models.catalog import seed_catalog

    seed_catalog(session)
