"""The database handle: an engine built from a URL, migrated and seeded on open.

SQLite files get WAL, ``synchronous=FULL`` (a commit survives a power cut), ``foreign_keys=ON`` and a
busy timeout on every connection, and their DDL runs inside real transactions (pysqlite's own
transaction handling is switched off, SQLAlchemy's recipe), so that a fresh database is created,
migrated to head and seeded in one transaction, and an existing one is backed up (online backup API)
before it is migrated.

Writers take the write lock up front: :meth:`Database.begin` emits ``BEGIN IMMEDIATE`` on SQLite (a
deferred transaction that reads first and then upgrades to a write cannot wait for the lock: SQLite
refuses it at once), waiting up to the busy timeout, with a bounded retry. :meth:`Database.read`
stays a plain deferred read. Compute before ``begin()``; keep the write short.

A database in a folder the app cannot write to is opened read-only (``Database.read_only``); a write
then raises :class:`DatabaseReadOnlyError`.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import stat
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, create_engine, event, inspect, text
from sqlalchemy.engine import URL, make_url
from sqlalchemy.exc import ArgumentError, OperationalError
from sqlalchemy.exc import DatabaseError as SADatabaseError
from sqlalchemy.orm import Session, sessionmaker

from database import waiting
from database.writer_queue import _WriterQueue

SQLITE_HEADER = b"SQLite format 3\x00"
DEFAULT_BUSY_TIMEOUT_MS = 5000
WRITE_RETRIES = 5
"""How many times a write transaction tries to take the lock (each waits up to the busy timeout)."""


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


class DatabaseReadOnlyError(DatabaseOpenError):
    """A write to a database opened read-only (its folder or file cannot be written)."""

    reason = "read_only"


class MigrationFailedError(DatabaseOpenError):
    """The upgrade to this version's schema failed; the database was left as it was."""

    reason = "migration_failed"


class InvalidDatabaseURLError(DatabaseOpenError):
    reason = "invalid_url"


class MissingFolderError(DatabaseOpenError):
    """An SQLite file named explicitly (``--database``, File → Open) in a folder that does not exist: a
    mistyped path is refused, never created with its folders."""

    reason = "missing_folder"


class DatabaseWaitCancelled(DatabaseLockedError):
    """A write that waited for another desk was cancelled by the user (database.waiting); nothing
    was written."""

    reason = "cancelled"


def sqlite_url(path: Path | str) -> str:
    """The URL of an SQLite file, whatever characters its path holds (``?``, ``#``, ``%``...)."""
    return URL.create("sqlite", database=str(path)).render_as_string(hide_password=False)


def parse_url(url: str) -> URL:
    """``make_url`` with a clear error for an address that is not a database URL."""
    try:
        return make_url(url)
    except (ArgumentError, ValueError) as exc:
        raise InvalidDatabaseURLError(
            str(url), "is not a database URL (e.g. sqlite:///path/to/file.sqlite3)"
        ) from exc


def is_memory_url(url: str) -> bool:
    """True for an SQLite database that lives only in memory (writes vanish when the program ends)."""
    u = parse_url(url)
    return u.get_backend_name() == "sqlite" and (
        not u.database or u.database == ":memory:" or "mode=memory" in str(u)
    )


@dataclass(frozen=True)
class OpenReport:
    created: bool
    migrated_from: tuple[str, ...]
    backup_path: Path | None
    read_only: bool = False


def _is_sqlite(url: str) -> bool:
    return parse_url(url).get_backend_name() == "sqlite"


def _sqlite_path(url: str) -> Path | None:
    u = parse_url(url)
    if u.get_backend_name() != "sqlite" or not u.database or u.database == ":memory:":
        return None
    return Path(u.database)


WRITE_OPTION = "toybox_write"
SHARED_WRITE_OPTION = "toybox_shared_write"
"""With WRITE_OPTION: a write that only changes rows it checks by version itself (a match's result).
On PostgreSQL it takes the write lock shared, so such writes run side by side while every other
write (pairing, publishing, imports...) still runs alone; SQLite has one writer anyway."""
BUSY_TIMEOUT_ENV = "TOYBOX_ARENA_BUSY_TIMEOUT_MS"


def _busy_timeout_from_env() -> int:
    """The busy timeout: $TOYBOX_ARENA_BUSY_TIMEOUT_MS when it is a sensible number, else 5 s."""
    try:
        value = int(os.environ.get(BUSY_TIMEOUT_ENV, ""))
    except ValueError:
        return DEFAULT_BUSY_TIMEOUT_MS
    return value if 0 < value <= 600_000 else DEFAULT_BUSY_TIMEOUT_MS


def _install_sqlite_pragmas(engine: Engine, busy_timeout_ms: int, *, read_only: bool = False) -> None:
    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection, _record) -> None:  # type: ignore[no-untyped-def]
        dbapi_connection.isolation_level = None  # let SQLAlchemy emit BEGIN (transactional DDL)
        cur = dbapi_connection.cursor()
        cur.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
        cur.execute("PRAGMA foreign_keys = ON")
        if not read_only:
            cur.execute("PRAGMA journal_mode = WAL")
        cur.execute("PRAGMA synchronous = FULL")
        cur.close()

    @event.listens_for(engine, "begin")
    def _on_begin(conn) -> None:  # type: ignore[no-untyped-def]
        # A write takes the write lock before its first read (see the module docstring).
        if not conn.get_execution_options().get(WRITE_OPTION):
            conn.exec_driver_sql("BEGIN")
        elif waiting.notice is None:
            conn.exec_driver_sql("BEGIN IMMEDIATE")
        else:  # wait in short slices, so that the waiting write can say so and be cancelled
            raw = conn.connection.dbapi_connection
            raw.execute(f"PRAGMA busy_timeout = {int(waiting.SLICE_S * 1000)}")
            try:
                conn.exec_driver_sql("BEGIN IMMEDIATE")
            finally:
                with contextlib.suppress(sqlite3.ProgrammingError):
                    # Ctrl-C inside BEGIN closes the connection: the interrupt goes on, not this cleanup's error
                    raw.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")


_CANCELLED = "the change was cancelled while it waited for another desk; nothing was written"


def _is_locked(exc: BaseException) -> bool:
    orig = getattr(exc, "orig", exc)
    text_ = str(orig).lower()
    return "database is locked" in text_ or "database is busy" in text_ or "sqlite_busy" in text_


def _folder_writable(path: Path) -> bool:
    folder = path.parent if str(path.parent) else Path(".")
    return os.access(folder, os.W_OK | os.X_OK) and (not path.exists() or os.access(path, os.W_OK))


class WriteAheadLogUnreadableError(sqlite3.OperationalError):
    """A read-only desk cannot read the write-ahead log of a database (no -shm, none can be made)."""


def connect_read_only(
    path: Path, timeout_s: float, *, check_same_thread: bool = True
) -> tuple[sqlite3.Connection, bool]:
    """A read-only connection that sees the latest committed data, and whether it is ``immutable``.

    ``mode=ro`` reads the write-ahead log too; it needs the ``-shm`` file to exist or to be creatable
    (another desk that writes keeps it there). When it can be neither opened nor created (a read-only
    folder after the last writer closed), the log is empty or gone and the file holds every commit:
    then ``immutable=1`` (no -shm) reads it; a connection is made afresh for each read, so a writer that
    starts later is seen at the next one. A non-empty log that cannot be read is an error, never
    silently ignored."""
    base = path.resolve().as_uri()
    con = sqlite3.connect(f"{base}?mode=ro", uri=True, timeout=timeout_s, check_same_thread=check_same_thread)
    try:
        con.execute("SELECT count(*) FROM sqlite_master").fetchone()
        return con, False
    except sqlite3.OperationalError as exc:
        con.close()
        low = str(exc).lower()
        if "readonly" not in low and "read-only" not in low and "unable to open" not in low:
            raise
    wal = Path(str(path) + "-wal")
    try:
        pending = wal.stat().st_size > 0
    except FileNotFoundError:
        pending = False
    if pending:
        raise WriteAheadLogUnreadableError(
            "its latest changes (the -wal file) cannot be read: there is no -shm file and none can be "
            "made in its folder; open it where it can be written, or after the desk that writes has closed"
        )
    con = sqlite3.connect(
        f"{base}?mode=ro&immutable=1", uri=True, timeout=timeout_s, check_same_thread=check_same_thread
    )
    return con, True


def _read_only_engine(path: Path, busy_timeout_ms: int) -> Engine:
    """Read-only: each session connects afresh (no pool), so every read sees the latest commit, the
    write-ahead log included (:func:`connect_read_only`)."""
    from sqlalchemy.pool import NullPool

    def connect() -> sqlite3.Connection:
        return connect_read_only(path, busy_timeout_ms / 1000, check_same_thread=False)[0]

    return create_engine("sqlite://", creator=connect, poolclass=NullPool)


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
        con, _immutable = connect_read_only(path, busy_timeout_ms / 1000)
    except WriteAheadLogUnreadableError as exc:
        raise DatabaseOpenError(location, str(exc)) from exc
    except sqlite3.OperationalError as exc:
        if "locked" in str(exc) or "busy" in str(exc):
            raise DatabaseLockedError(location, "is locked by another program") from exc
        raise DatabaseOpenError(location, f"cannot be opened ({exc})") from exc
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
                    location,
                    "was written by a newer version of Toybox Arena (schema " + ", ".join(unknown) + ")",
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

    def __init__(
        self, url: str, engine: Engine, *, read_only: bool = False, busy_timeout_ms: int | None = None
    ) -> None:
        self.url = url
        self._backend = parse_url(url).get_backend_name()  # asked at every write: parsed once
        self.engine = engine
        self.read_only = read_only
        self._busy_timeout_s = (busy_timeout_ms or _busy_timeout_from_env()) / 1000
        self._sessions = sessionmaker(bind=engine, expire_on_commit=False)
        self._write_engine = engine.execution_options(**{WRITE_OPTION: True})
        self._shared_write_engine = engine.execution_options(
            **{WRITE_OPTION: True, SHARED_WRITE_OPTION: True}
        )
        self._write_sessions = sessionmaker(bind=self._write_engine, expire_on_commit=False)
        path = _sqlite_path(url)
        self._writers = (
            _WriterQueue(path, (busy_timeout_ms or _busy_timeout_from_env()) / 1000)
            if path is not None and not read_only
            else None
        )
        self._hot_engine: Engine | None = None
        self._hot_base: Engine | None = None
        self.memo: dict[object, object] = {}
        """What a hot path caches per database (e.g. an event's settings keyed by its version)."""
        self.report: OpenReport | None = None

    # -- opening ----------------------------------------------------------------------------------
    @classmethod
    def open(
        cls,
        url: str | None = None,
        *,
        migrate: bool = True,
        seed: bool = True,
        busy_timeout_ms: int | None = None,
    ) -> Database:
        """Open (creating, migrating and seeding as needed) the database at ``url``.

        Raises a :class:`DatabaseOpenError` subclass, leaving the file untouched, for a file that is
        not a database, a file named in a folder that does not exist (only the default database's
        folder, ``url`` None, is created), a schema newer than this app, a database locked by another
        program, a failed upgrade, or an address that is not a database URL. Only a file this call created itself is
        removed again when the creation fails. A database in a folder the app cannot write to is
        opened read-only (``read_only``).
        """
        if busy_timeout_ms is None:
            busy_timeout_ms = _busy_timeout_from_env()
        default = url is None
        if url is None:
            from desktop.paths import default_database_url

            url = default_database_url()
        parsed = parse_url(url)
        if parsed.get_backend_name() == "sqlite" and parsed.query:
            # pysqlite would take "f?mode=ro" as the file's name and create it: refuse instead
            raise InvalidDatabaseURLError(
                url_display(url),
                "has options after '?' ("
                + "&".join(sorted(parsed.query))[:80]
                + "), which an SQLite file here does not take: give the file alone "
                "(sqlite:///path/to/file.sqlite3; a '?' in a file name is written %3F)",
            )
        path = _sqlite_path(url)
        read_only = False
        created_here: list[Path] = []
        if path is not None:
            check_sqlite_file(path)
            if path.exists() and not stat.S_ISREG(path.stat().st_mode):
                raise NotADatabaseError(str(path), "is not a regular file (a device, a pipe or a socket)")
            if not path.parent.exists() and not default:  # a mistyped path: no folders made for it
                raise MissingFolderError(
                    str(path), f"its folder {path.parent} does not exist; nothing was created (check the path)"
                )
            if not path.parent.exists():  # the app's own data folder (its first start)
                try:
                    path.parent.mkdir(parents=True, exist_ok=True)
                except OSError as exc:
                    raise DatabaseOpenError(
                        str(path), f"its folder cannot be created ({exc.strerror or exc})"
                    ) from exc
            if path.exists() and path.stat().st_size > 0 and not _folder_writable(path):
                read_only = True
            elif not path.exists() and not _folder_writable(path):
                raise DatabaseOpenError(str(path), "cannot be created: the folder is not writable")
        fresh = path is not None and (not path.exists() or path.stat().st_size == 0)
        if path is not None and not fresh:
            preflight_sqlite_file(path, busy_timeout_ms)
        if path is not None and not path.exists():
            created_here = [
                path,
                Path(str(path) + "-wal"),
                Path(str(path) + "-shm"),
                Path(str(path) + "-journal"),
            ]
            created_here = [p for p in created_here if not p.exists()]
        try:
            if read_only:
                assert path is not None
                engine = _read_only_engine(path, busy_timeout_ms)
            else:
                # A server may restart under a desk: check a pooled connection before using it.
                engine = create_engine(url, future=True, pool_pre_ping=not _is_sqlite(url))
        except (ArgumentError, ValueError) as exc:
            raise InvalidDatabaseURLError(url_display(url), f"is not a usable database URL ({exc})") from exc
        except ImportError as exc:
            raise InvalidDatabaseURLError(
                url_display(url), f"needs a database driver that is not installed ({exc})"
            ) from exc
        if _is_sqlite(url):
            _install_sqlite_pragmas(engine, busy_timeout_ms, read_only=read_only)
        elif parse_url(url).get_backend_name() == "postgresql":  # PostgreSQL: database/postgres.py
            from database.postgres import install_postgres_hooks

            install_postgres_hooks(engine, WRITE_OPTION, SHARED_WRITE_OPTION)
        db = cls(url, engine, read_only=read_only, busy_timeout_ms=busy_timeout_ms)
        if db.is_postgres:  # write transactions tell the other desks (desktop/services/changes.py)
            from database.postgres import install_notify

            install_notify(db._write_sessions)

        def cleanup() -> None:
            engine.dispose()
            _remove_created(created_here)

        try:
            db.report = db._prepare(migrate=migrate and not read_only, seed=seed, fresh=fresh, path=path)
            if read_only:
                from database import migrations

                current = db.schema_revisions()
                if not migrations.is_up_to_date(current):
                    raise DatabaseOpenError(
                        url_display(url),
                        "is read-only and needs an upgrade to this version: copy it to a folder you can "
                        "write to and open the copy",
                    )
        except DatabaseOpenError:
            cleanup()
            raise
        except OperationalError as exc:
            cleanup()
            msg = str(exc.orig) if exc.orig is not None else str(exc)
            if "locked" in msg or "busy" in msg:
                raise DatabaseLockedError(url_display(url), "is locked by another program") from exc
            raise DatabaseOpenError(url_display(url), msg) from exc
        except SADatabaseError as exc:
            cleanup()
            raise NotADatabaseError(url_display(url), "cannot be read as a database") from exc
        except BaseException:
            cleanup()
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
            raise NotADatabaseError(
                url_display(self.url), "is an SQLite file but not a Toybox Arena database"
            )
        if not migrate:
            return OpenReport(
                created=False, migrated_from=tuple(current), backup_path=None, read_only=self.read_only
            )
        if migrations.is_up_to_date(current):
            return OpenReport(created=False, migrated_from=(), backup_path=None)
        if self.is_postgres:  # a shared server: database/postgres.py (advisory lock, export first)
            return self._prepare_postgres(seed=seed, known=known)
        backup_path = None
        if current and path is not None:
            backup_path = _existing_backup(path, "pre-migration") or self.backup_to(
                _timestamped_backup_path(path, "pre-migration")
            )
        created = not current
        try:
            with self.engine.execution_options(**{WRITE_OPTION: True}).begin() as conn:
                if created:  # a new database: straight to the head, from the models
                    migrations.create_at_head(conn)
                else:
                    migrations.upgrade(conn)
                if created and seed:
                    from database.seed import seed_all

                    with Session(bind=conn) as session:
                        seed_all(session)
                        session.flush()
        except OperationalError as exc:
            if _is_locked(exc) or created:
                raise
            raise self._migration_failed(exc, backup_path) from exc
        except Exception as exc:
            if created:
                raise
            raise self._migration_failed(exc, backup_path) from exc
        return OpenReport(created=created, migrated_from=tuple(current), backup_path=backup_path)

    def _prepare_postgres(self, *, seed: bool, known: frozenset[str]) -> OpenReport:
        from database import postgres

        try:
            created, migrated_from, exported, unknown = postgres.migrate_shared(
                self.engine, self.url, seed=seed, write_option=WRITE_OPTION, known=known
            )
        except OperationalError:
            raise
        except Exception as exc:
            raise self._migration_failed(exc, None) from exc
        if unknown:
            raise NewerSchemaError(
                url_display(self.url),
                "was written by a newer version of Toybox Arena (schema " + ", ".join(unknown) + ")",
            )
        return OpenReport(created=created, migrated_from=migrated_from, backup_path=exported)

    def _migration_failed(self, exc: BaseException, backup_path: Path | None) -> MigrationFailedError:
        reason = str(getattr(exc, "orig", None) or exc).splitlines()[0][:300]
        saved = f" A copy from before the upgrade is at {backup_path}." if backup_path else ""
        return MigrationFailedError(
            url_display(self.url),
            f"could not be upgraded to this version of Toybox Arena ({reason}). The database was left as it "
            f"was.{saved} Open it with the version that wrote it, or send the file and this message to "
            "the Toybox Arena maintainers.",
        )

    # -- working ----------------------------------------------------------------------------------
    @contextmanager
    def begin(self) -> Iterator[Session]:
        """One write transaction: commits when the block ends normally, rolls back on an exception.

        On SQLite it takes the write lock at once (``BEGIN IMMEDIATE``), waiting up to the busy
        timeout and retrying a few times, so concurrent writers queue instead of failing. Do the
        computing before entering it."""
        if self.read_only:
            raise DatabaseReadOnlyError(
                url_display(self.url),
                "was opened read-only (its folder cannot be written); nothing was changed",
            )
        queued = self._writers is not None and self._writers.acquire()
        session = self._write_sessions()
        try:
            self._lock_up_front(session.connection, session.rollback)  # BEGIN IMMEDIATE, before any read
            yield session
            session.commit()
        except BaseException:
            session.rollback()
            raise
        finally:
            session.close()
            if queued:
                self._writers.release()  # type: ignore[union-attr]

    @contextmanager
    def write(self, *, shared: bool = False, lock_by_caller: bool = False) -> Iterator[Connection]:
        """One short write transaction on a SQLAlchemy Core connection, for the hot paths (a result
        entry): the same lock and retry as :meth:`begin`, without the ORM's cost.

        ``shared``: the transaction changes only rows whose version it checks itself (``UPDATE ...
        WHERE version = :v``); on PostgreSQL such writes then run side by side (a shared advisory
        lock: every other write still waits for them and they for it). The caller sends its own
        change notification (``database.postgres.notify``): no ORM flush sees Core statements.

        ``lock_by_caller`` (PostgreSQL): nothing is sent yet. Such connections come from a pool of
        their own, in autocommit mode, that does not ping the server at every checkout (one round
        trip less): the caller opens the transaction itself together with the shared lock
        (``database.postgres.BEGIN_SHARED_SQL``, one round trip) and commits it itself; whatever it
        leaves open when the block fails is rolled back here (psycopg's ``rollback()`` asks the
        server). A connection that turns out dead fails before anything was written and the caller
        may take another."""
        if self.read_only:
            raise DatabaseReadOnlyError(
                url_display(self.url),
                "was opened read-only (its folder cannot be written); nothing was changed",
            )
        engine = self._shared_write_engine if shared else self._write_engine
        if lock_by_caller and self.is_postgres:
            engine = self._caller_locked_engine()
        queued = self._writers is not None and self._writers.acquire()
        try:
            holder: list[Connection] = []

            def begin_once() -> Any:
                conn = engine.connect()
                holder[:] = [conn]
                return conn.begin()  # BEGIN IMMEDIATE on SQLite, the advisory lock on PostgreSQL

            def undo() -> None:  # the failed try's connection, if it got one (connect() itself can fail)
                while holder:
                    with contextlib.suppress(Exception):  # the try's own error is the one to report
                        holder.pop().close()

            trans = self._lock_up_front(begin_once, undo)
            conn = holder[0]
            try:
                yield conn
                trans.commit()
            except BaseException:
                try:
                    if trans.is_active:
                        trans.rollback()
                finally:
                    conn.close()
                raise
            conn.close()
        finally:
            if queued:
                self._writers.release()  # type: ignore[union-attr]

    def _lock_up_front(self, attempt: Callable[[], Any], undo: Callable[[], Any]) -> Any:
        """``attempt()`` (which takes the write lock) until it succeeds; a busy lock is tried again
        (``undo()`` after each failure) up to :data:`WRITE_RETRIES` times. With a waiting notice
        (``database.waiting``) each try waits a short slice instead, for as long in all, and from
        half a second on the notice is told and may cancel (:class:`DatabaseWaitCancelled`)."""
        notice = waiting.notice if self.is_sqlite else None
        if notice is None:
            for n in range(WRITE_RETRIES):
                try:
                    return attempt()
                except OperationalError as exc:
                    undo()
                    if not _is_locked(exc) or n == WRITE_RETRIES - 1:
                        raise
                    time.sleep(0.05 * (n + 1))
        start = time.monotonic()
        total = self._busy_timeout_s * WRITE_RETRIES
        while True:
            try:
                return attempt()
            except OperationalError as exc:
                undo()
                waited = time.monotonic() - start
                if not _is_locked(exc) or waited >= total:
                    raise
                if waited >= waiting.NOTICE_AFTER_S and notice(url_display(self.url), waited) is False:
                    raise DatabaseWaitCancelled(url_display(self.url), _CANCELLED) from exc

    def _caller_locked_engine(self) -> Engine:
        if self._hot_engine is None:
            from database.postgres import LOCK_BY_CALLER_OPTION, install_postgres_hooks

            engine = create_engine(
                self.url, pool_size=2, max_overflow=8, pool_pre_ping=False, isolation_level="AUTOCOMMIT"
            )
            install_postgres_hooks(engine, WRITE_OPTION, SHARED_WRITE_OPTION)
            self._hot_base = engine
            self._hot_engine = engine.execution_options(
                **{WRITE_OPTION: True, SHARED_WRITE_OPTION: True, LOCK_BY_CALLER_OPTION: True}
            )
        return self._hot_engine

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
        return self._backend == "sqlite"

    @property
    def is_postgres(self) -> bool:
        return self._backend == "postgresql"

    @property
    def path(self) -> Path | None:
        return _sqlite_path(self.url)

    def backup_to(self, target: Path | str) -> Path:
        """Copy the database with SQLite's online backup API (safe while the app is running)."""
        src_path = self.path
        if src_path is None and self.is_postgres:
            from database import postgres

            return postgres.backup(self.engine, self.url, Path(target))
        if src_path is None:
            raise DatabaseOpenError(
                url_display(self.url), "only SQLite databases can be backed up from the app"
            )
        target = Path(target)
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_name(target.name + ".part")
        src = sqlite3.connect(str(src_path), timeout=DEFAULT_BUSY_TIMEOUT_MS / 1000)
        try:
            dst = sqlite3.connect(str(tmp))
            try:
                src.backup(dst)
                dst.execute("PRAGMA journal_mode = DELETE")  # one self-contained file, no -wal/-shm
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
        self.reset_connections()
        if self._writers is not None:
            self._writers.close()

    def reset_connections(self) -> None:
        """Close every pooled connection (after a server restart: the next use opens new ones)."""
        self.engine.dispose()
        if self._hot_base is not None:
            self._hot_base.dispose()
        if self._writers is not None:
            self._writers.close()

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


def _remove_created(paths: list[Path]) -> None:
    """Remove what a failed creation left, only files that did not exist before it and only regular
    files (never a FIFO, a device or a link someone put there meanwhile)."""
    for p in paths:
        try:
            st = p.lstat()
        except OSError:
            continue
        if stat.S_ISREG(st.st_mode):
            try:
                p.unlink()
            except OSError:
                pass


def _existing_backup(path: Path, label: str) -> Path | None:
    """A backup written by an earlier failed attempt whose content is identical to the database now,
    so that a failing upgrade writes one backup, not one more at every start."""
    candidates = sorted(path.parent.glob(f"{path.stem}.{label}-*{path.suffix or '.sqlite3'}"))
    if not candidates:
        return None
    try:
        mine = _content_digest(path)
        for c in reversed(candidates):
            if _content_digest(c, immutable=True) == mine:
                return c
    except (OSError, sqlite3.Error):
        return None
    return None


def _content_digest(path: Path, *, immutable: bool = False) -> str:
    import hashlib

    mode = "mode=ro&immutable=1" if immutable else "mode=ro"
    con = sqlite3.connect(f"{path.resolve().as_uri()}?{mode}", uri=True)
    try:
        h = hashlib.sha256()
        for line in con.iterdump():
            h.update(line.encode("utf-8"))
        return h.hexdigest()
    finally:
        con.close()


def copy_file(src: Path, dst: Path) -> None:
    shutil.copyfile(src, dst)
