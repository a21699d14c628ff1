"""Property tests over random legal games (hypothesis, fixed seeds through the CI profile)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.games.toybattle.engine import (
    Game,
    GameLog,
    Options,
    apply,
    legal_actions,
    new_game,
    random_game,
    view,
)
from desktop.games.toybattle.terrain import BUILTIN_KEYS, load_builtin_terrains

TERRAINS = load_builtin_terrains()

games = st.tuples(
    st.sampled_from(BUILTIN_KEYS),
    st.integers(min_value=0, max_value=2**40),
    st.integers(min_value=0, max_value=2**32),
    st.booleans(),
    st.sampled_from([300, 300, 60, 7]),
)


def _check_invariants(game: Game, previous_claims: dict[int, str]) -> dict[int, str]:
    s = game.state
    terrain = TERRAINS[s.terrain.key]
    for colour in ("blue", "red"):
        acc = s.accounting(colour)
        assert sum(acc.values()) == 24, acc
        assert acc["removed"] == 4
        assert 0 <= acc["rack"] <= 8
        assert sum(s.blocked_of(colour).values()) <= acc["rack"]
        for troop, n in s.blocked_of(colour).items():
            assert n <= s.rack_of(colour).get(troop, 0)
    claims = s.claimed_regions()
    # a claimed region stays claimed, by the same player
    for rid, colour in previous_claims.items():
        assert claims.get(rid) == colour
    # medals are exactly the claimed regions' medals, never more than the terrain holds
    by_id = {r.id: r.medals for r in terrain.regions}
    for colour in ("blue", "red"):
        assert s.medals_of(colour) == sum(by_id[r] for r, c in claims.items() if c == colour)
    assert s.medals_of("blue") + s.medals_of("red") <= terrain.total_medals
    # before the end, nobody has reached the target
    if not s.over:
        assert max(s.medals) < terrain.medals_to_win
        assert legal_actions(s), "a player to move always has a decision"
    return claims


@settings(max_examples=100)
@given(games)
def test_random_games_keep_every_invariant_and_replay(params: tuple[str, int, int, bool, int]) -> None:
    key, seed, choice_seed, beginner, limit = params
    options = Options(beginner=beginner, turn_limit=limit)
    game = Game(key, seed, options)
    rnd = random.Random(choice_seed)
    claims: dict[int, str] = {}
    steps = 0
    while not game.state.over:
        claims = _check_invariants(game, claims)
        acts = game.legal_actions()
        game.play(acts[rnd.randrange(len(acts))])
        steps += 1
        assert steps < 5000, "every game ends"
        assert game.state.turns_done <= limit
    _check_invariants(game, claims)
    s = game.state
    assert s.winner_colour in ("blue", "red")
    assert s.reason in ("hq", "medals", "end_medals", "end_tiebreak")
    if s.reason == "end_medals":
        assert s.medals[s.winner] > s.medals[1 - s.winner]
    if s.reason == "end_tiebreak":
        assert s.medals[0] == s.medals[1] and s.winner != s.to_move
    if s.reason == "medals":
        assert s.medals[s.winner] >= s.terrain.medals_to_win
    if s.limit_hit:
        assert s.turns_played == limit
    # the log replays to the identical state, also through JSON
    assert GameLog.from_json(game.save()).replay() == s
    # every intermediate state replays too (spot check the middle)
    mid = len(game.actions) // 2
    st_mid = new_game(key, seed, options)
    for a in game.actions[:mid]:
        st_mid, _ = apply(st_mid, a)
    assert st_mid == game.history[mid]


@settings(max_examples=100)
@given(games)
def test_fast_path_agrees_with_the_plain_engine(params: tuple[str, int, int, bool, int]) -> None:
    key, seed, choice_seed, beginner, limit = params
    options = Options(beginner=beginner, turn_limit=limit)
    fast = random_game(key, seed, options, choice_seed=choice_seed)
    state = new_game(key, seed, options)
    rnd = random.Random(choice_seed)
    while not state.over:
        acts = legal_actions(state)
        # random_code draws the same number the same way as indexing the full list
        state, _ = apply(state, acts[rnd._randbelow(len(acts))])
    assert state == fast


@settings(max_examples=50)
@given(games)
def test_views_hide_nothing_needed_and_reveal_nothing_else(params: tuple[str, int, int, bool, int]) -> None:
    key, seed, choice_seed, beginner, limit = params
    game = Game(key, seed, Options(beginner=beginner, turn_limit=limit))
    rnd = random.Random(choice_seed)
    while not game.state.over:
        s = game.state
        mover = s.to_move
        v = view(s, mover)
        assert v.legal_actions() == legal_actions(s)
        # a determinization is a full legal state with the same view
        det = v.determinize(rnd)
        assert view(det, mover) == v and view(det, 1 - mover).rack == view(det, 1 - mover).rack
        det._check_consistency()
        # the other player's view does not change when only hidden things differ
        other = view(s, 1 - mover)
        assert other.opp_rack_count == s.rack_n[mover]
        acts = legal_actions(s)
        game.play(acts[rnd.randrange(len(acts))])
