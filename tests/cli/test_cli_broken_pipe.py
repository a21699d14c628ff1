"""Output piped into a reader that stops early (``toybox-arena event list | head -1``) ends the verb quietly:
no traceback, no "[Errno 32] Broken pipe", exit status 141 as a shell reports a command its reader left
(review 9, item 16), on the quick path and the full one, through ``python -m desktop`` and the console
script's ``desktop.cli:main`` alike."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from database.engine import sqlite_url

ROOT = Path(__file__).resolve().parents[2]

VERBS = [
    ("catalog", "export", "-"),
    ("catalog", "list"),
    ("squad", "list", "--json"),
    ("squad", "export", "-"),
    ("event", "list"),
    ("event", "list", "--json"),
    ("odds", "Blaze,Spark,Ripple,Arc,Tide,Bloom", "Ember,Tide,Blaze,Bloom,Static,Arc"),
]


def _run_into_a_closed_pipe(argv: list[str], env: dict[str, str]) -> tuple[int, str]:
    """Run with standard output a pipe whose reading end is already closed: the first write fails."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = subprocess.run(argv, stdout=write_end, stderr=subprocess.PIPE, text=True, env=env, timeout=120)
    finally:
        os.close(write_end)
    return done.returncode, done.stderr


@pytest.mark.parametrize("quick", ["1", "0"])
@pytest.mark.parametrize("verb", VERBS, ids=" ".join)
def test_a_verb_whose_reader_went_away_ends_quietly(verb: tuple[str, ...], quick: str, db_path: Path, tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT), TOYBOX_ARENA_HOME=str(tmp_path / "home"), TOYBOX_ARENA_CLI_QUICK=quick)
    status, err = _run_into_a_closed_pipe(
        [sys.executable, "-m", "desktop", "--database", sqlite_url(db_path), *verb], env
    )
    assert (status, err) == (141, "")


def test_the_console_script_entry_ends_quietly_too(db_path: Path, tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT), TOYBOX_ARENA_HOME=str(tmp_path / "home"))
    code = "import sys; from desktop.cli import main; sys.exit(main())"
    status, err = _run_into_a_closed_pipe(
        [sys.executable, "-c", code, "--database", sqlite_url(db_path), "catalog", "export", "-"], env
    )
    assert (status, err) == (141, "")
