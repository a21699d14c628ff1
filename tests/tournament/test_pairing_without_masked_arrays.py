"""The Swiss pairing's rematch digit is a binary search in the sorted rematch codes: the same answer as
``np.isin``, without ``np.unique``'s import of numpy.ma (issue 27: the ``event pair`` process needs numpy.ma
nowhere else)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np

from desktop.tournament.swiss_cost import sorted_member

ROOT = Path(__file__).resolve().parents[2]


def test_sorted_member_answers_as_isin():
    rng = np.random.default_rng(7)
    for size in (0, 1, 2, 5, 40, 300):
        codes = np.unique(rng.integers(-5, 400, size=size))  # sorted and distinct, as the vectors hold them
        values = rng.integers(-10, 420, size=500)
        values[:3] = [-10, 419, 0]
        assert np.array_equal(sorted_member(values, codes), np.isin(values, codes))
    assert sorted_member(np.zeros(0, dtype=np.int64), np.array([1, 2])).shape == (0,)


PROGRAM = r"""
import sys
from desktop.tournament.results import Game, Match, MatchKind, Outcome
from desktop.tournament.swiss import entrants_from_history, pair_swiss
matches = [Match(1, a, a + 1, MatchKind.PLAYED, (Game(Outcome.WIN, 0, 0),)) for a in range(1, 40, 2)]
matches += [Match(2, a, a + 3, MatchKind.PLAYED, (Game(Outcome.LOSS, 0, 0),)) for a in range(1, 37, 4)]
field = entrants_from_history(list(range(1, 41)), matches)
rnd = pair_swiss(field, balance_colours=True)
assert len(rnd.pairings) == 20, rnd
print("numpy.ma" in sys.modules)
"""


def test_a_swiss_pairing_imports_no_masked_arrays():
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    out = subprocess.run(
        [sys.executable, "-c", PROGRAM], capture_output=True, text=True, env=env, timeout=120, check=True
    )
    assert out.stdout.strip().splitlines()[-1] == "False"
