"""A write whose connection cannot even be opened (a PostgreSQL server restarting: ``connect()`` fails)
reports that failure, a lost connection that the desk rides out, not an IndexError from tidying up a
connection it never got (seen at a server restart in the PostgreSQL restart test)."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy.exc import OperationalError

from database.engine import Database


class _Unreachable:
    """An engine whose server is not there."""

    def __init__(self) -> None:
        self.tries = 0

    def connect(self) -> None:
        self.tries += 1
        raise OperationalError("connect", None, ConnectionRefusedError("connection refused: server restarting"))


def test_a_write_that_cannot_connect_raises_the_connection_error(tmp_path: Path) -> None:
    db = Database.open(f"sqlite:///{tmp_path / 'x.sqlite3'}")
    unreachable = _Unreachable()
    db._write_engine = unreachable  # type: ignore[assignment]
    try:
        with pytest.raises(OperationalError, match="server restarting"), db.write():
            pass
        assert unreachable.tries == 1  # not a busy lock: not tried again here (the caller rides it out)
    finally:
        db.close()


def test_the_connection_error_is_what_the_desk_takes_for_a_lost_connection(tmp_path: Path) -> None:
    from desktop.services.reconnect import is_connection_lost

    db = Database.open(f"sqlite:///{tmp_path / 'x.sqlite3'}")
    db._write_engine = _Unreachable()  # type: ignore[assignment]
    try:
        with pytest.raises(Exception) as caught, db.write():
            pass
        assert is_connection_lost(caught.value), repr(caught.value)
    finally:
        db.close()
