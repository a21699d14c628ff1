"""Issue #25, saved games: any mutation of a valid save of each game (hypothesis, derandomized) either loads
to a state that replays, or is refused with a message; never an exception, never more than 2 s."""

from __future__ import annotations

import copy
import json
import time
from pathlib import Path
from typing import Any

import pytest
import saved_game_samples as samples
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.ui.play import save_strings, saves
from desktop.ui.play.worker import ComputerMover

GAMES = ("attacktix", "helix", "toybattle")
LIMIT_S = 2.0

_VALID: dict[str, dict[str, Any]] = {}
_BOARDS: dict[str, Any] = {}


def valid(key: str) -> dict[str, Any]:
    if key not in _VALID:
        _VALID[key] = samples.valid_save(key)
    return copy.deepcopy(_VALID[key])


def board(key: str) -> Any:
    if key not in _BOARDS:
        _BOARDS[key] = samples.make_board(key)
        _BOARDS[key].load_state(valid(key))  # first use imports and warms the board's parts: not timed
        warm = samples.make_board(key)
        warm.load_state(valid(key))
        warm.deleteLater()
    return _BOARDS[key]


@pytest.fixture(scope="module", autouse=True)
def _boards_closed():  # type: ignore[no-untyped-def]
    yield
    for b in _BOARDS.values():
        if hasattr(b, "shutdown"):
            b.shutdown()
        b.deleteLater()
    _BOARDS.clear()
    ComputerMover.wait_all(10_000)


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value (the root included)."""
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out.extend(paths(v, (*prefix, k)))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out.extend(paths(v, (*prefix, i)))
    return out


def nested(depth: int) -> Any:
    value: Any = []
    for _ in range(depth):
        value = [value]
    return value


REPLACEMENTS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.sampled_from([0, -1, 1, 2, 3, 6, 7, 60, 61, 200, 201, 10**9, 10**30]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=20),
    st.sampled_from(["", "<font size=7 color=red>X</font>", "N" * 201, "N" * 5000, "\u202e", "a\nb",
                     "black", "white", "call", "person", "hard", "blue", "red", "end_turn"]),
    st.lists(st.integers(min_value=-3, max_value=30), max_size=4),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
    st.integers(min_value=33, max_value=200).map(nested),
)


def mutate(data: Any, draw: Any) -> Any:
    where = draw(st.sampled_from(paths(data)))
    how = draw(st.sampled_from(["replace", "replace", "delete", "duplicate", "shorten"]))
    if not where:
        return draw(REPLACEMENTS) if how == "replace" else data
    parent = data
    for step in where[:-1]:
        parent = parent[step]
    last = where[-1]
    if how == "replace":
        parent[last] = draw(REPLACEMENTS)
    elif how == "delete":
        del parent[last]
    elif how == "duplicate" and isinstance(parent, list):
        parent.insert(last, copy.deepcopy(parent[last]))
    elif how == "shorten" and isinstance(parent[last], list | str):
        parent[last] = parent[last][: len(parent[last]) // 2]
    else:
        parent[last] = draw(REPLACEMENTS)
    return data


def load_or_refuse(key: str, text: str, tmp: Path) -> str:
    """"loaded" or "refused"; anything else raises (and fails the test)."""
    path = tmp / f"{key}.json"
    path.write_text(text, encoding="utf-8")
    b = board(key)
    try:
        got_key, data = saves.read_game_file(path)
    except saves.SaveProblem as exc:
        assert save_strings.message(exc)
        return "refused"
    b = board(got_key)
    try:
        b.load_state(data)
    except ValueError as exc:
        assert save_strings.message(exc)
        return "refused"
    finally:
        if hasattr(b, "mover"):
            b.mover.cancel()
    # a state that replays: what the board saves from it loads again and saves the same
    again = b.save_state()
    saves.check_game(copy.deepcopy(again), got_key)
    other = samples.make_board(got_key)
    try:
        other.load_state(copy.deepcopy(again))
        assert json.dumps(other.save_state(), sort_keys=True) == json.dumps(again, sort_keys=True)
    finally:
        if hasattr(other, "shutdown"):
            other.shutdown()
        other.deleteLater()
    return "loaded"


@pytest.mark.parametrize("key", GAMES)
def test_any_mutation_of_a_valid_save_loads_and_replays_or_is_refused_with_a_message(
    qtbot, key: str, tmp_path: Path  # type: ignore[no-untyped-def]
) -> None:
    seen: dict[str, int] = {"loaded": 0, "refused": 0}
    board(key)

    @settings(max_examples=70, derandomize=True, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
    @given(st.data())
    def check(data: st.DataObject) -> None:
        save = mutate(valid(key), data.draw)
        started = time.perf_counter()
        outcome = load_or_refuse(key, json.dumps(save, allow_nan=True), tmp_path)
        assert time.perf_counter() - started < LIMIT_S
        seen[outcome] += 1

    check()
    assert seen["loaded"] and seen["refused"]  # both ways were exercised


@pytest.mark.parametrize("key", GAMES)
def test_any_truncation_or_damaged_byte_of_a_save_is_refused_or_loads(qtbot, key: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    text = json.dumps(valid(key))
    board(key)

    @settings(max_examples=40, derandomize=True, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
    @given(st.integers(min_value=0, max_value=len(text) - 1), st.sampled_from(["cut", "byte"]),
           st.sampled_from(list('{}[]",:0x\\')))
    def check(at: int, how: str, ch: str) -> None:
        damaged = text[:at] if how == "cut" else text[:at] + ch + text[at + 1:]
        started = time.perf_counter()
        load_or_refuse(key, damaged, tmp_path)
        assert time.perf_counter() - started < LIMIT_S

    check()
