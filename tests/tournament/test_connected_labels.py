"""``lexmatch.connected_labels`` (numpy only, so that the app needs no SciPy) against a union-find."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.tournament.lexmatch import connected_labels


def _reference(adjacent: np.ndarray) -> list[int]:
    n = adjacent.shape[0]
    parent = list(range(n))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for u, v in zip(*np.nonzero(adjacent), strict=True):
        parent[find(int(u))] = find(int(v))
    names: dict[int, int] = {}
    return [names.setdefault(find(v), len(names)) for v in range(n)]


@settings(max_examples=200, derandomize=True)
@given(st.integers(1, 40), st.floats(0.0, 0.3), st.integers(0, 2**32 - 1))
def test_components_match_a_union_find(n: int, density: float, seed: int) -> None:
    rng = np.random.default_rng(seed)
    upper = np.triu(rng.random((n, n)) < density, 1)
    adjacent = upper | upper.T
    assert connected_labels(adjacent).tolist() == _reference(adjacent)


def test_isolated_vertices_and_one_block() -> None:
    assert connected_labels(np.zeros((3, 3), dtype=bool)).tolist() == [0, 1, 2]
    full = np.ones((4, 4), dtype=bool)
    assert connected_labels(full).tolist() == [0, 0, 0, 0]
