"""The database handle: an engine built from a URL, migrated and seeded on open.

SQLite files get WAL, ``foreign_keys=ON`` and a busy timeout on every connection, and their DDL runs
inside real transactions (pysqlite's own transaction handling is switched off, SQLAlchemy's recipe),
so that a fresh database is created, migrated to head and seeded in one transaction, and an existing
one is backed up (online backup API) before it is migrated.
"""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from sqlalchemy import Engine, create_engine, event, inspect, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import DatabaseError as SADatabaseError
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm import Session, sessionmaker

SQLITE_HEADER = b"SQLite format 3\x00"
DEFAULT_BUSY_TIMEOUT_MS = 5000


class DatabaseOpenError(Exception):
    """The database could not be opened; the file was left untouched. ``message`` is for people."""

    reason = "error"

    def __init__(self, location: str, message: str) -> None:
        super().__init__(f"{location}: {message}")
        self.location = location
        self.message = message


class NotADatabaseError(DatabaseOpenError):
    reason = "not_a_database"


class NewerSchemaError(DatabaseOpenError):
    reason = "newer_schema"


class DatabaseLockedError(DatabaseOpenError):
    reason = "locked"


@dataclass(frozen=True)
class OpenReport:
    created: bool
    migrated_from: tuple[str, ...]
    backup_path: Path | None


def _is_sqlite(url: str) -> bool:
    return make_url(url).get_backend_name() == "sqlite"


def _sqlite_path(url: str) -> Path | None:
    u = make_url(url)
    if u.get_backend_name() != "sqlite" or not u.database or u.database == ":memory:":
        return None
    return Path(u.database)


def _install_sqlite_pragmas(engine: Engine, busy_timeout_ms: int) -> None:
    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection, _record) -> None:  # type: ignore[no-untyped-def]
        dbapi_connection.isolation_level = None  # let SQLAlchemy emit BEGIN (transactional DDL)
        cur = dbapi_connection.cursor()
        cur.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
        cur.execute("PRAGMA foreign_keys = ON")
        cur.execute("PRAGMA journal_mode = WAL")
        cur.execute("PRAGMA synchronous = NORMAL")
        cur.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn) -> None:  # type: ignore[no-untyped-def]
        conn.exec_driver_sql("BEGIN")


def check_sqlite_file(path: Path) -> None:
    """Refuse a file that exists but is not an SQLite database, without writing to it."""
    if not path.exists():
        return
    if path.is_dir():
        raise NotADatabaseError(str(path), "is a folder, not a database file")
    size = path.stat().st_size
    if size == 0:
        return
    with path.open("rb") as fh:
        header = fh.read(len(SQLITE_HEADER))
    if header != SQLITE_HEADER:
        raise NotADatabaseError(str(path), "is not a Toybox Arena database (not an SQLite file)")


def preflight_sqlite_file(path: Path, busy_timeout_ms: int = DEFAULT_BUSY_TIMEOUT_MS) -> None:
    """Look at an existing file read-only before the app writes anything to it.

    Refuses an SQLite file of another program, a schema newer than this app, and a locked file.
    """
    from database import migrations

    location = str(path)
    try:
        con = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=busy_timeout_ms / 1000)
    except sqlite3.Error as exc:
        raise DatabaseOpenError(location, f"cannot be opened ({exc})") from exc
    try:
        tables = {row[0] for row in con.execute("select name from sqlite_master where type = 'table'")}
        if tables and "alembic_version" not in tables:
            raise NotADatabaseError(location, "is an SQLite file but not a Toybox Arena database")
        if "alembic_version" in tables:
            current = [row[0] for row in con.execute("select version_num from alembic_version")]
            unknown = [r for r in current if r not in migrations.known_revisions()]
            if unknown:
                raise NewerSchemaError(
                    location, "was written by a newer version of Toybox Arena (schema " + ", ".join(unknown) + ")"
                )
    except sqlite3.OperationalError as exc:
        if "locked" in str(exc) or "busy" in str(exc):
            raise DatabaseLockedError(location, "is locked by another program") from exc
        raise DatabaseOpenError(location, str(exc)) from exc
    except sqlite3.DatabaseError as exc:
        raise NotADatabaseError(location, "cannot be read as a database") from exc
    finally:
        con.close()


class Database:
    """A database the app works on. ``begin()`` yields a Session inside one transaction."""

    def __init__(self, url: str, engine: Engine) -> None:
        self.url = url
        self.engine = engine
        self._sessions = sessionmaker(bind=engine, expire_on_commit=False)
        self.report: OpenReport | None = None

    # -- opening ----------------------------------------------------------------------------------
    @classmethod
    def open(
        cls,
        url: str | None = None,
        *,
        migrate: bool = True,
        seed: bool = True,
        busy_timeout_ms: int = DEFAULT_BUSY_TIMEOUT_MS,
    ) -> Database:
        """Open (creating, migrating and seeding as needed) the database at ``url``.

        Raises a :class:`DatabaseOpenError` subclass, leaving the file untouched, for a file that is
        not a database, a schema newer than this app, or a database locked by another program.
        """
        if url is None:
            from desktop.paths import default_database_url

            url = default_database_url()
        path = _sqlite_path(url)
        if path is not None:
            check_sqlite_file(path)
            path.parent.mkdir(parents=True, exist_ok=True)
        fresh = path is not None and (not path.exists() or path.stat().st_size == 0)
        if path is not None and not fresh:
            preflight_sqlite_file(path, busy_timeout_ms)
        engine = create_engine(url, future=True)
        if _is_sqlite(url):
            _install_sqlite_pragmas(engine, busy_timeout_ms)
        db = cls(url, engine)
        try:
            db.report = db._prepare(migrate=migrate, seed=seed, fresh=fresh, path=path)
        except DatabaseOpenError:
            engine.dispose()
            if fresh and path is not None:
                _remove_sqlite(path)
            raise
        except OperationalError as exc:
            engine.dispose()
            if fresh and path is not None:
                _remove_sqlite(path)
            msg = str(exc.orig) if exc.orig is not None else str(exc)
            if "locked" in msg or "busy" in msg:
                raise DatabaseLockedError(url_display(url), "is locked by another program") from exc
            raise DatabaseOpenError(url_display(url), msg) from exc
        except SADatabaseError as exc:
            engine.dispose()
            raise NotADatabaseError(url_display(url), "cannot be read as a database") from exc
        except BaseException:
            engine.dispose()
            if fresh and path is not None:
                _remove_sqlite(path)
            raise
        return db

    def _prepare(self, *, migrate: bool, seed: bool, fresh: bool, path: Path | None) -> OpenReport:
        from database import migrations

        known = migrations.known_revisions()
        with self.engine.connect() as conn:
            current = migrations.current_revisions(conn)
            has_tables = bool(inspect(conn).get_table_names())
        unknown = [r for r in current if r not in known]
        if unknown:
            raise NewerSchemaError(
                url_display(self.url),
                "was written by a newer version of Toybox Arena (schema " + ", ".join(unknown) + ")",
            )
        if not current and has_tables:
            raise NotADatabaseError(url_display(self.url), "is an SQLite file but not a Toybox Arena database")
        if not migrate:
            return OpenReport(created=False, migrated_from=tuple(current), backup_path=None)
        if migrations.is_up_to_date(current):
            return OpenReport(created=False, migrated_from=(), backup_path=None)
        backup_path = None
        if current and path is not None:
            backup_path = self.backup_to(_timestamped_backup_path(path, "pre-migration"))
        created = not current
        with self.engine.begin() as conn:
            migrations.upgrade(conn)
            if created and seed:
                from database.seed import seed_all

                with Session(bind=conn) as session:
                    seed_all(session)
                    session.flush()
        return OpenReport(created=created, migrated_from=tuple(current), backup_path=backup_path)

    # -- working ----------------------------------------------------------------------------------
    @contextmanager
    def begin(self) -> Iterator[Session]:
        """One transaction: commits when the block ends normally, rolls back on an exception."""
        with self._sessions.begin() as session:
            yield session

    @contextmanager
    def read(self) -> Iterator[Session]:
        """A short read-only session (rolled back at the end)."""
        session = self._sessions()
        try:
            yield session
        finally:
            session.rollback()
            session.close()

    @property
    def is_sqlite(self) -> bool:
        return _is_sqlite(self.url)

    @property
    def path(self) -> Path | None:
        return _sqlite_path(self.url)

    def backup_to(self, target: Path | str) -> Path:
        """Copy the database with SQLite's online backup API (safe while the app is running)."""
        src_path = self.path
        if src_path is None:
            raise DatabaseOpenError(url_display(self.url), "only SQLite databases can be backed up from the app")
        target = Path(target)
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_name(target.name + ".part")
        src = sqlite3.connect(str(src_path), timeout=DEFAULT_BUSY_TIMEOUT_MS / 1000)
        try:
            dst = sqlite3.connect(str(tmp))
            try:
                src.backup(dst)
            finally:
                dst.close()
        finally:
            src.close()
        tmp.replace(target)
        return target

    def schema_revisions(self) -> tuple[str, ...]:
        from database import migrations

        with self.engine.connect() as conn:
            return tuple(migrations.current_revisions(conn))

    def close(self) -> None:
        self.engine.dispose()

    def ping(self) -> None:
        with self.engine.connect() as conn:
            conn.execute(text("SELECT 1"))


def url_display(url: str) -> str:
    path = _sqlite_path(url)
    if path is not None:
        return str(path)
    return make_url(url).render_as_string(hide_password=True)


def _timestamped_backup_path(path: Path, label: str) -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.stem}.{label}-{stamp}{path.suffix or '.sqlite3'}")
    n = 1
    while candidate.exists():
        n += 1
        candidate = path.with_name(f"{path.stem}.{label}-{stamp}-{n}{path.suffix or '.sqlite3'}")
    return candidate


def _remove_sqlite(path: Path) -> None:
    for p in (path, Path(str(path) + "-wal"), Path(str(path) + "-shm"), Path(str(path) + "-journal")):
        if p.exists():
            p.unlink()


def copy_file(src: Path, dst: Path) -> None:
    shutil.copyfile(src, dst)
