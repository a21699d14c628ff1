"""Opening and backing up databases (the use cases behind File → Open database… and Back up database…)."""

from __future__ import annotations

from pathlib import Path

from database.engine import (
    Database,
    DatabaseOpenError,
    InvalidDatabaseURLError,
    is_memory_url,
    sqlite_url,
    url_display,
)

__all__ = [
    "Database",
    "DatabaseOpenError",
    "open_database",
    "backup_database",
    "describe",
    "sqlite_url",
    "database_url_for_file",
]


def database_url_for_file(path: str | Path) -> str:
    """The URL of an SQLite file, whatever its name holds (``?``, ``#``, ``%41``...)."""
    return sqlite_url(Path(path))


def open_database(url: str | None = None) -> Database:
    """Open, creating, migrating (after a backup) and seeding as needed; raises DatabaseOpenError.

    An in-memory database (``sqlite://``, ``:memory:``) is refused: everything written to it would
    vanish when the program ends."""
    if url is not None:
        if not url.strip():
            raise InvalidDatabaseURLError(
                url, "is empty; give a database URL such as sqlite:///path/file.sqlite3"
            )
        if "://" not in url:
            raise InvalidDatabaseURLError(
                url, "is not a database URL; for a file, write sqlite:///path/to/file.sqlite3"
            )
        if is_memory_url(url):
            raise InvalidDatabaseURLError(
                url,
                "is an in-memory database: everything written to it would vanish when the program ends; "
                "give a file (sqlite:///path/to/file.sqlite3)",
            )
    return Database.open(url)


def backup_database(db: Database, target: Path) -> Path:
    """Copy the open SQLite database to ``target`` with the online backup API."""
    return db.backup_to(target)


def describe(db: Database) -> str:
    """Where the database is, for people (a file path or a URL without its password)."""
    text = url_display(db.url)
    return text + " (read-only)" if db.read_only else text
