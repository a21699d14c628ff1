"""Foundation tables: settings of this database (key/value)."""

from __future__ import annotations

from sqlalchemy import String, Text
from sqlalchemy.orm import Mapped, mapped_column

from database.models.base import Base


class AppSetting(Base):
    """A setting stored with the data (e.g. when the database was seeded and from what)."""

    __tablename__ = "app_settings"

    key: Mapped[str] = mapped_column(String(100), primary_key=True)
    value: Mapped[str] = mapped_column(Text, default="", server_default="")
