"""Ctrl-C that lands inside the BEGIN IMMEDIATE of a write that waits for another desk is reported as the
interrupt (the command exits 130, "interrupted"), not as the error of restoring the busy timeout on the
connection that SQLAlchemy closed when the interrupt went through it ("Cannot operate on a closed database",
a traceback and status 1: seen once in CI)."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy.engine import default

from database import waiting
from database.engine import Database


def test_ctrl_c_inside_a_waiting_begin_is_the_interrupt(db: Database, monkeypatch: pytest.MonkeyPatch) -> None:
    real = default.DefaultExecutionContext._init_statement.__func__  # type: ignore[attr-defined]

    def interrupted(cls: Any, dialect: Any, connection: Any, dbapi_connection: Any, execution_options: Any,
                    statement: str, parameters: Any) -> Any:
        if statement == "BEGIN IMMEDIATE":
            raise KeyboardInterrupt  # the signal arrives while SQLAlchemy prepares the statement
        return real(cls, dialect, connection, dbapi_connection, execution_options, statement, parameters)

    monkeypatch.setattr(default.DefaultExecutionContext, "_init_statement", classmethod(interrupted))
    previous = waiting.set_notice(lambda *args: True)  # a desk or command that says it waits (the sliced path)
    try:
        with pytest.raises(KeyboardInterrupt), db.begin():
            pass
    finally:
        waiting.set_notice(previous)
