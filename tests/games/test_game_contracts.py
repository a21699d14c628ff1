"""Every game, seen through the same contracts: the engine plays, replays and scores; the settings schema
checks, parses and repairs; Battle Helix's ``apply`` gives the same battles as its in-place fast path."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.games import registry
from desktop.games import settings as S
from desktop.games.contracts import Engine, Players


def _play(game, seed: int, level: str = "easy", limit: int = 20_000):
    eng = game.engine
    state = eng.new_game(S.defaults(game.settings, "setup"), seed)
    seats = [game.players.make_player(level, seed * 2 + 1), game.players.make_player(level, seed * 2 + 2)]
    actions = []
    for _ in range(limit):
        if eng.result(state) is not None:
            break
        action = seats[eng.to_move(state)].choose(state)
        before = state
        state, _events = eng.apply(state, action)
        assert state is not before
        actions.append(action)
    return state, actions


@pytest.mark.parametrize("key", sorted(registry.GAMES))
def test_every_game_plays_to_a_scored_result_through_the_engine_contract(key):
    game = registry.get(key)
    assert isinstance(game.engine, Engine) and isinstance(game.players, Players)
    state, actions = _play(game, seed=5)
    res = game.engine.result(state)
    assert res is not None and game.engine.to_move(state) is None
    scored = game.score_result(res)
    assert {scored.outcome_a.value, scored.outcome_b.value} in ({"win", "loss"}, {"draw"})
    replayed = game.engine.replay(S.defaults(game.settings, "setup"), 5, actions)
    assert game.engine.result(replayed) == res


@pytest.mark.parametrize("key", sorted(registry.GAMES))
def test_apply_leaves_the_old_state_unchanged(key):
    game = registry.get(key)
    eng = game.engine
    state = eng.new_game(S.defaults(game.settings, "setup"), 11)
    player = game.players.make_player("easy", 3)
    first = player.choose(state)
    again = eng.apply(state, first)
    # the same action on the same (unchanged) state gives the same result
    assert eng.result(again[0]) == eng.result(eng.apply(state, first)[0])
    assert eng.to_move(again[0]) == eng.to_move(eng.apply(state, first)[0])


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), terrain=st.booleans(), pieces=st.integers(1, 12))
def test_helix_apply_gives_the_same_battle_as_the_in_place_play(seed, terrain, pieces):
    from desktop.games.helix import engine

    game = registry.get("helix")
    values = S.check(game.settings, {"terrain_mode": terrain, "pieces": pieces, "round_limit": 60}, "setup")
    fast = game.engine.new_game(values, seed)
    functional = game.engine.new_game(values, seed)
    rng = random.Random(seed)
    while not fast.state.over:
        action = rng.choice(fast.legal_actions())
        events_fast = fast.play(action)
        functional, events = engine.apply(functional, action)
        assert events == events_fast
        assert functional.state.to_dict() == fast.state.to_dict()
    assert engine.result(functional.state) == engine.result(fast.state)
    assert engine.replay(fast.setup, fast.log).state.to_dict() == fast.state.to_dict()


# --- the settings schema ----------------------------------------------------------------------------


def test_settings_check_completes_with_defaults_and_names_the_bad_setting():
    schema = registry.get("helix").settings
    values = S.check(schema, {"pieces": 10}, "event")
    assert values["pieces"] == 10 and values["terrain_mode"] is False and values["round_limit"] == 1000
    with pytest.raises(S.SettingError) as info:
        S.check(schema, {"terrain_mode": "random"}, "event")
    assert info.value.key == "terrain_mode" and "yes or no" in info.value.message
    with pytest.raises(S.SettingError) as info:
        S.check(schema, {"pieces": 201}, "event")
    assert info.value.key == "pieces" and "at most 200" in info.value.message
    with pytest.raises(S.SettingError) as info:
        S.check(schema, {"colour": "blue"}, "event")
    assert info.value.key == "colour" and "not a setting" in info.value.message


def test_settings_repair_keeps_what_fits_and_replaces_the_rest_by_defaults():
    schema = registry.get("helix").settings
    repaired, found = S.repair(schema, {"pieces": 12, "terrain_mode": "players", "junk": 1}, "event")
    assert repaired["pieces"] == 12 and repaired["terrain_mode"] is False and "junk" not in repaired
    assert {p.key for p in found} == {"terrain_mode", "junk"}
    assert S.problems(schema, repaired, "event") == []


@pytest.mark.parametrize(
    ("key", "text", "value"),
    [("terrain_mode", "yes", True), ("terrain_mode", "off", False), ("pieces", "30", 30), ("blast", "off", "off")],
)
def test_settings_parse_reads_what_a_person_types(key, text, value):
    setting = S.by_key(registry.get("helix").settings)[key]
    assert S.parse(setting, text) == value


@pytest.mark.parametrize("text", ["10" * 30, "-5", "1e40", "many", ""])
def test_settings_parse_refuses_numbers_out_of_bounds_with_the_setting_named(text):
    setting = S.by_key(registry.get("helix").settings)["pieces"]
    with pytest.raises(S.SettingError) as info:
        S.parse(setting, text)
    assert info.value.key == "pieces" and len(str(info.value)) < 200


@pytest.mark.parametrize("key", sorted(registry.GAMES))
def test_every_schema_default_fits_its_own_schema(key):
    schema = registry.get(key).settings
    assert len({s.key for s in schema}) == len(schema)
    for scope in ("event", "setup"):
        assert S.problems(schema, S.defaults(schema, scope), scope) == []
    for s in schema:
        assert s.label and s.help, s.key
        if s.kind == "choice":
            assert s.default in s.choices and (not s.choice_labels or len(s.choice_labels) == len(s.choices))


def test_every_game_draws_from_the_one_seeded_generator():
    """SplitMix64 (desktop/games/rng.py) is the one generator: Toy Battle and Battle Helix hold its state,
    and Attacktix draws its shots, wheels and first player through its Generator (random.Random's
    distributions on the same stream), so a seed gives the same game on every platform and version."""
    from desktop.games import rng
    from desktop.games.attacktix import engine as ax_engine

    g = rng.Generator(42)
    state = rng.seed_state(42)
    state, z = rng.next_u64(state)
    assert g.random() == (z >> 11) / (1 << 53)
    a, b = rng.Generator(7), rng.Generator(7)
    assert [a.gauss(0.0, 1.0) for _ in range(4)] == [b.gauss(0.0, 1.0) for _ in range(4)]
    game = registry.get("attacktix")
    s = game.engine.new_game({}, 3)
    assert isinstance(ax_engine._draw(s), rng.Generator)
