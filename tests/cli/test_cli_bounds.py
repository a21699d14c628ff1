"""Every number that enters through the command line is bounded where it is parsed (issue 25, "Bounded
inputs"): the list of verbs and their numeric options is generated from the argparse parser itself, and
huge, negative and garbage values are tried on each: exit status 2 with one line on stderr, never a
traceback, never minutes of work."""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop.cli import COMMANDS, build_parser, main
from desktop.cli.bounds import numeric_actions

HUGE = "9" * 40
VALUES = (HUGE, "-" + HUGE, "9" * 5000, "1e40", "10^40", "abc", "", "0x10", "٣")
"""Tried on every plain numeric option: none of them may be accepted."""
REFERENCE_VALUES = (HUGE, "9" * 5000, "x" * 5000)
"""Tried on EVENT/PLAYER/MATCH arguments, which are ids or names (a name may be any short text)."""


def _cases() -> Iterator[tuple[str, list[str], str, argparse.Action]]:
    for verb in COMMANDS:
        parser = build_parser(load_verb=verb)
        for prog, action, kind in numeric_actions(parser):
            words = prog.split()[1:]
            if not words or words[0] != verb:
                continue  # the top-level options are covered with the first verb
            yield prog, words, getattr(kind, "__name__", str(kind)), action
    parser = build_parser()
    for prog, action, kind in numeric_actions(parser):
        if prog == "toybox-arena":
            yield prog, [], getattr(kind, "__name__", str(kind)), action


CASES = list(_cases())


def _argv(words: list[str], action: argparse.Action, parser_positionals: list[argparse.Action], value: str) -> list[str]:
    if action.option_strings:
        n = action.nargs if isinstance(action.nargs, int) else 1
        if not words:  # a top-level option: needs no verb
            return [action.option_strings[0], *([value] * n)]
        return [*words, action.option_strings[0], *([value] * n)]
    before = []
    for p in parser_positionals:
        if p is action:
            break
        before.append(str(p.choices[0]) if p.choices else "1")
    return [*words, *before, value]


def _sub_parser(words: list[str]) -> argparse.ArgumentParser:
    parser = build_parser(load_verb=words[0] if words else None)
    for w in words:
        sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
        parser = sub.choices[w]
    return parser


class _TooLong(Exception):
    pass


def _alarm(_signum, _frame):  # type: ignore[no-untyped-def]
    raise _TooLong


def test_the_generated_list_covers_the_verbs_and_options_of_the_issue() -> None:
    names = {(prog, a.option_strings[0] if a.option_strings else a.metavar) for prog, _w, _k, a in CASES}
    for expected in [
        ("toybox-arena event pair", "--table"),
        ("toybox-arena event result", "MATCH"),
        ("toybox-arena event bye", "--round"),
        ("toybox-arena event create", "--scoring"),
        ("toybox-arena simulate toybattle", "--players"),
        ("toybox-arena simulate toybattle", "--turn-limit"),
        ("toybox-arena simulate attacktix", "--turn-limit"),
        ("toybox-arena event demo", "--players"),
        ("toybox-arena event demo", "--rounds"),
        ("toybox-arena event sheets", "EVENT"),
    ]:
        assert expected in names, expected
    assert len(CASES) > 60


@pytest.mark.parametrize(
    "prog,words,kind,action",
    CASES,
    ids=[f"{p}:{a.option_strings[0] if a.option_strings else a.metavar}" for p, _w, _k, a in CASES],
)
def test_every_numeric_option_refuses_huge_negative_and_garbage_values(
    prog: str,
    words: list[str],
    kind: str,
    action: argparse.Action,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert action.type not in (int, float), f"{prog} {action.option_strings or action.metavar}: unbounded int"
    monkeypatch.setenv("TOYBOX_ARENA_HOME", str(tmp_path))  # a value accepted by mistake harms nothing
    positionals = [a for a in _sub_parser(words)._actions if not a.option_strings]
    values = REFERENCE_VALUES if kind == "id or name" else VALUES
    if kind == "two players":
        values = tuple(f"mcts:{v},random" for v in (HUGE, "-5", "-" + HUGE, "9" * 5000))
    old = signal.signal(signal.SIGALRM, _alarm)
    try:
        for value in values:
            argv = ["--database", f"sqlite:///{tmp_path / 'x.sqlite3'}", *_argv(words, action, positionals, value)]
            capsys.readouterr()
            start = time.monotonic()
            signal.alarm(20)
            try:
                rc = main(argv)
            except _TooLong:
                pytest.fail(f"{argv[2:6]}... ran for minutes")
            finally:
                signal.alarm(0)
            err = capsys.readouterr().err
            shown = value if len(value) < 50 else value[:20] + "..."
            assert rc == 2, (prog, action.option_strings or action.metavar, shown, rc, err[:300])
            lines = [ln for ln in err.splitlines() if ln.strip()]
            assert len(lines) == 1 and "Traceback" not in err, (prog, shown, err[:500])
            assert len(lines[0]) < 600, (prog, shown, len(lines[0]))  # the value is quoted shortened
            assert time.monotonic() - start < 2.0, (prog, shown)
    finally:
        signal.signal(signal.SIGALRM, old)


@pytest.mark.parametrize(
    "args",
    [
        ["event", "pair", "1", "--table", "Ann", "1" * 40],
        ["event", "result", "1", "1" * 40, "--clear"],
        ["event", "bye", "1", "Ann", "--round", "1" * 40],
        ["event", "create", "Cup", "--game", "toybattle", "--scoring", "10000000000000000000,1,0,3"],
        ["simulate", "toybattle", "--players", "mcts:1e40,random", "--games", "1"],
        ["simulate", "toybattle", "--players", "mcts:-5,random", "--games", "1"],
        ["event", "demo", "--game", "toybattle", "--players", "100000000"],
        ["event", "demo", "--game", "toybattle", "--rounds", "1" + "0" * 40],
        ["simulate", "toybattle", "--turn-limit", "-1", "--games", "1"],
        ["simulate", "attacktix", "--turn-limit", "-1", "--games", "1"],
    ],
)
def test_the_issues_examples_end_in_one_line_as_a_whole_process(
    args: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    env = {**os.environ, "TOYBOX_ARENA_HOME": str(tmp_path)}
    url = f"sqlite:///{tmp_path / 'x.sqlite3'}"
    # event 1 with players Ann and Bob and a published round: the numbers reach the database
    assert main(["--database", url, "event", "create", "Cup", "--game", "toybattle"]) == 0
    for name in ("Ann", "Bob"):
        assert main(["--database", url, "event", "register", "1", name]) == 0
    assert main(["--database", url, "event", "pair", "1", "--publish"]) == 0
    capsys.readouterr()
    start = time.monotonic()
    res = subprocess.run(
        [sys.executable, "-m", "desktop", "--database", url, *args],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert time.monotonic() - start < 20
    assert res.returncode in (1, 2), res.stderr  # 2: a usage error; 1: the service refused it
    lines = [ln for ln in res.stderr.splitlines() if ln.strip()]
    assert len(lines) == 1 and "Traceback" not in res.stderr and "Error:" not in res.stderr, res.stderr
