"""Opening and backing up databases (the use cases behind File → Open database… and Back up database…)."""

from __future__ import annotations

from pathlib import Path

from database.engine import Database, DatabaseOpenError, url_display

__all__ = ["Database", "DatabaseOpenError", "open_database", "backup_database", "describe"]


def open_database(url: str | None = None) -> Database:
    """Open, creating, migrating (after a backup) and seeding as needed; raises DatabaseOpenError."""
    return Database.open(url)


def backup_database(db: Database, target: Path) -> Path:
    """Copy the open SQLite database to ``target`` with the online backup API."""
    return db.backup_to(target)


def describe(db: Database) -> str:
    """Where the database is, for people (a file path or a URL without its password)."""
    return url_display(db.url)
