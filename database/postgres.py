"""PostgreSQL specifics of the database handle (several desks sharing one server).

Write transactions are serialised by one transaction-scoped advisory lock, the PostgreSQL counterpart
of SQLite's ``BEGIN IMMEDIATE``: the services read, check versions and write inside one transaction
and were written for one writer at a time, so a second desk waits for the first desk's commit and
then sees its rows (a stale edit is refused by the version check, a second pairing finds the draft).
The lock goes with the transaction, also when a desk is killed mid-write (the server ends its
session). Reads never take it.
"""

from __future__ import annotations

from sqlalchemy import Engine, event

WRITE_LOCK_KEY = 0x70_79_41_72  # "pyAr": the one write lock of a Toybox Arena database
MIGRATION_LOCK_KEY = WRITE_LOCK_KEY + 1
LOCK_TIMEOUT_MS = 60_000


def is_postgres_url(url: str) -> bool:
    from sqlalchemy.engine import make_url

    try:
        return make_url(url).get_backend_name() == "postgresql"
    except Exception:  # noqa: BLE001 - not a URL at all: not PostgreSQL
        return False


def install_postgres_hooks(engine: Engine, write_option: str) -> None:
    """Take the write lock at the start of every write transaction (``write_option`` set)."""

    @event.listens_for(engine, "begin")
    def _on_begin(conn) -> None:  # type: ignore[no-untyped-def]
        if conn.get_execution_options().get(write_option):
            conn.exec_driver_sql(f"SET LOCAL lock_timeout = {int(LOCK_TIMEOUT_MS)}")
            conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({WRITE_LOCK_KEY})")
