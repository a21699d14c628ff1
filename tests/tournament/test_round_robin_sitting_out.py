"""A round robin's bye (review s9, item 4): :func:`sitting_out` names, for each round of a Berger schedule,
the pool members without a game; in a pool with an odd number of players that is one player a round, and each
player sits out exactly once a cycle (twice in a double round robin)."""

from __future__ import annotations

from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from desktop.tournament.roundrobin import berger_rounds, pool_schedule, sitting_out, split_pools


@given(st.integers(min_value=2, max_value=15), st.booleans())
def test_each_player_of_a_pool_sits_out_once_a_cycle_when_the_pool_is_odd(n: int, double: bool) -> None:
    players = list(range(100, 100 + n))
    rounds = berger_rounds(players, double=double)
    out = [sitting_out([players], (p for pair in rnd for p in pair)) for rnd in rounds]
    if n % 2 == 0:
        assert all(o == [] for o in out)
    else:
        assert all(len(o) == 1 and o[0][1] == 0 for o in out)
        assert Counter(p for o in out for p, _pool in o) == dict.fromkeys(players, 2 if double else 1)


def test_a_smaller_pool_sits_out_whole_once_its_schedule_is_over() -> None:
    pools = split_pools(list(range(1, 8)), 2)  # 4 and 3 players: 3 rounds each
    assert sorted(map(len, pools)) == [3, 4]
    pools = split_pools(list(range(1, 10)), 2)  # 5 and 4: the pool of 4 is done after 3 rounds of 5
    schedule = pool_schedule(pools)
    assert len(schedule) == 5
    small = next(i for i, p in enumerate(pools) if len(p) == 4)
    for number, rnd in enumerate(schedule, 1):
        out = sitting_out(pools, (p for pair in rnd for p in pair))
        mine = [p for p, pool in out if pool == small]
        assert mine == (pools[small] if number > 3 else [])
        assert sum(1 for _p, pool in out if pool != small) == 1
