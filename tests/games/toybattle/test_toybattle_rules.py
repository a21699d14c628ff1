"""Scenario tests: one or more for every rule, troop effect and special base of the Toy Battle spec."""

from __future__ import annotations

import json

import pytest

from desktop.games.toybattle.engine import (
    DRAW,
    SKIP,
    USE,
    Action,
    Game,
    GameLog,
    GameState,
    IllegalAction,
    Options,
    apply,
    explain_placement,
    legal_actions,
    match_result,
    new_game,
    placement_targets,
    position,
    redact_event,
    result,
    time_called_result,
    view,
)
from desktop.games.toybattle.terrain import Terrain, TerrainError, load_builtin_terrains
from desktop.games.toybattle.troops import TROOP_KEYS, TROOPS, full_army


def place(troop: str, node: int) -> Action:
    return Action("place", troop, node)


def run(state: GameState, *actions: Action) -> tuple[GameState, list]:
    events = []
    for a in actions:
        state, ev = apply(state, a)
        events.extend(ev)
    return state, events


def kinds(events: list) -> list[str]:
    return [e.kind for e in events]


# ------------------------------------------------------------------------------------------ data


def test_eight_troop_types_as_in_the_spec() -> None:
    assert [(t.key, t.name, t.strength) for t in TROOPS] == [
        ("kwak", "Kwak", None), ("skully", "Skully", 1), ("capn", "Cap'n", 2), ("jumbo", "Jumbo", 3),
        ("hook", "Hook", 4), ("xb42", "XB-42", 5), ("star", "Star", 6), ("roxy", "Roxy", 7),
    ]
    assert TROOPS[0].is_joker and TROOPS[0].label == "X"
    assert sorted(full_army()) == sorted(t for t in range(8) for _ in range(3))


def test_builtin_terrains_load_and_round_trip() -> None:
    terrains = load_builtin_terrains()
    assert list(terrains) == ["castle", "pool", "clouds", "jungle", "cemetery", "caribbean", "station", "battlefield"]
    for t in terrains.values():
        assert Terrain.from_dict(json.loads(json.dumps(t.to_dict()))) == t
        assert t.source == "published"
        assert t.medals_to_win <= t.total_medals
    assert terrains["caribbean"].hq_ids("blue") == (1, 2)
    assert terrains["caribbean"].hq_ids("red") == (41,)
    assert terrains["pool"].node(41).special == "values_6_7"


def test_terrain_validation_rejects_one_way_paths() -> None:
    d = load_builtin_terrains()["castle"].to_dict()
    d["nodes"][1]["adjacent"] = [1, 13, 25]
    with pytest.raises(TerrainError):
        Terrain.from_dict(d)


# ------------------------------------------------------------------------------------------ set-up


def test_setup_removes_four_and_fills_racks_three_and_four() -> None:
    s = new_game("castle", seed=11)
    first, second = s.first, 1 - s.first
    assert s.rack_count(first) == 3 and s.rack_count(second) == 4
    for p in (0, 1):
        acc = s.accounting(p)
        assert acc["removed"] == 4 and sum(acc.values()) == 24
    assert s.to_move == first and s.phase_name == "main"


def test_setup_is_seeded_and_first_player_can_be_chosen() -> None:
    assert new_game("pool", seed=5) == new_game("pool", seed=5)
    firsts = {new_game("pool", seed=k).first for k in range(20)}
    assert firsts == {0, 1}
    assert new_game("pool", seed=3, options=Options(first_player="red")).current_colour == "red"
    assert new_game("pool", seed=3, options=Options(first_player="blue")).current_colour == "blue"
    assert new_game("pool", seed=1).to_dict()["reserve"] != new_game("pool", seed=2).to_dict()["reserve"]


# ------------------------------------------------------------------------------------------ drawing


def test_draw_takes_two() -> None:
    s = position("caribbean", racks={"blue": ["roxy"]}, reserves={"blue": ["star", "hook", "kwak"]})
    s2, ev = run(s, DRAW)
    assert s2.rack_of("blue") == {"roxy": 1, "star": 1, "hook": 1}
    assert s2.reserve_count("blue") == 1
    assert ev[0].kind == "drawn" and ev[0].data["troops"] == ["star", "hook"]
    assert s2.current_colour == "red"


def test_draw_with_seven_on_rack_takes_one() -> None:
    rack = ["skully", "skully", "capn", "capn", "jumbo", "jumbo", "star"]
    s = position("caribbean", racks={"blue": rack, "red": ["roxy"]}, reserves={"blue": ["roxy", "hook"]})
    s2, _ = run(s, DRAW)
    assert s2.rack_count("blue") == 8 and s2.reserve_count("blue") == 1


def test_draw_with_one_left_in_reserve_takes_one() -> None:
    s = position("caribbean", racks={"blue": ["roxy"], "red": ["roxy"]}, reserves={"blue": ["hook"]})
    s2, _ = run(s, DRAW)
    assert s2.rack_of("blue") == {"roxy": 1, "hook": 1} and s2.reserve_count("blue") == 0


def test_no_draw_with_full_rack_or_empty_reserve() -> None:
    full = ["skully", "skully", "capn", "capn", "jumbo", "jumbo", "star", "star"]
    s = position("caribbean", racks={"blue": full, "red": ["roxy"]}, reserves={"blue": ["roxy"]})
    assert DRAW not in legal_actions(s)
    s = position("caribbean", racks={"blue": ["roxy"], "red": ["roxy"]})
    assert DRAW not in legal_actions(s)
    s = position("caribbean", racks={"blue": ["roxy"], "red": ["roxy"]}, reserves={"blue": ["kwak"]})
    assert DRAW in legal_actions(s)


# ------------------------------------------------------------------------------------------ placing


def test_connection_rule() -> None:
    # Caribbean: Blue HQs 1 (next to 11, 13) and 2 (next to 15); Red HQ 41 (next to 20, 22)
    s = position("caribbean", racks={"blue": ["skully"], "red": ["roxy"]})
    assert sorted(placement_targets(s, "skully")) == [11, 13, 15]
    s = position("caribbean", board={11: [("blue", "roxy")]}, racks={"blue": ["skully"], "red": ["roxy"]})
    assert sorted(placement_targets(s, "skully")) == [11, 12, 13, 14, 15]
    # a base of ours that is not itself connected does not extend the connection
    s = position("caribbean", board={16: [("blue", "roxy")]}, racks={"blue": ["skully"], "red": ["roxy"]})
    assert sorted(placement_targets(s, "skully")) == [11, 13, 15]
    assert explain_placement(s, "skully", 17)[0] == "connection"
    # ... until a chain of our bases joins it to an HQ
    s = position("caribbean", board={11: [("blue", "roxy")], 14: [("blue", "star")], 16: [("blue", "roxy")]},
                 racks={"blue": ["skully"], "red": ["roxy"]})
    assert {17, 19} <= set(placement_targets(s, "skully"))
    # an enemy-topped base breaks the chain
    s = position("caribbean", board={11: [("blue", "roxy")], 14: [("blue", "skully"), ("red", "capn")],
                                     16: [("blue", "roxy")]}, racks={"blue": ["skully"], "red": ["roxy"]})
    assert 17 not in placement_targets(s, "skully")


def test_strength_rule_and_own_troops() -> None:
    board = {11: [("red", "jumbo")], 13: [("blue", "roxy")]}
    s = position("caribbean", board=board, racks={"blue": ["capn", "jumbo", "hook", "skully"], "red": ["roxy"]})
    assert 11 not in placement_targets(s, "capn")  # weaker
    assert 11 not in placement_targets(s, "jumbo")  # equal is not enough
    assert explain_placement(s, "jumbo", 11)[0] == "stronger"
    assert 11 in placement_targets(s, "hook")  # stronger
    assert 13 in placement_targets(s, "skully")  # any of our troops may cover our own
    s2, ev = run(s, place("hook", 11))
    assert s2.stack(11) == [("red", "jumbo"), ("blue", "hook")]
    assert ev[0].data["covered"] == ["red", "jumbo"]


def test_kwak_joker_both_ways() -> None:
    s = position("caribbean", board={11: [("red", "roxy")], 13: [("red", "kwak")]},
                 racks={"blue": ["kwak", "skully"], "red": ["roxy"]})
    assert 11 in placement_targets(s, "kwak")  # Kwak may go on any enemy troop, even Roxy
    assert 11 not in placement_targets(s, "skully")
    assert 13 in placement_targets(s, "skully")  # any enemy troop may cover Kwak
    assert 13 in placement_targets(s, "kwak")  # Kwak on Kwak


def test_own_hq_is_never_a_target() -> None:
    s = position("caribbean", board={11: [("blue", "roxy")]}, racks={"blue": ["roxy"], "red": ["roxy"]})
    assert 1 not in placement_targets(s, "roxy")
    assert explain_placement(s, "roxy", 1)[0] == "own_hq"


def test_placing_on_enemy_hq_wins_at_once() -> None:
    s = position("caribbean", board={20: [("blue", "skully")], 17: [("blue", "skully")],
                                     12: [("blue", "skully")], 11: [("blue", "star")]},
                 racks={"blue": ["capn"], "red": ["roxy"]})
    assert 41 in placement_targets(s, "capn")
    s2, ev = run(s, place("capn", 41))
    assert s2.over and s2.winner_colour == "blue" and s2.reason == "hq"
    assert kinds(ev) == ["placed", "game_over"]
    assert legal_actions(s2) == []
    with pytest.raises(IllegalAction):
        apply(s2, DRAW)


def test_enemy_hq_needs_connection_even_for_hook() -> None:
    s = position("caribbean", board={20: [("blue", "skully")]}, racks={"blue": ["hook"], "red": ["roxy"]})
    targets = placement_targets(s, "hook")
    assert 41 not in targets  # the base next to it is ours but not connected
    assert {16, 19, 21, 22} <= set(targets)  # Hook: any base
    assert explain_placement(s, "hook", 41)[0] == "connection"


def test_hook_ignores_connection_for_bases_but_not_strength() -> None:
    s = position("caribbean", board={19: [("red", "roxy")], 22: [("red", "skully")]},
                 racks={"blue": ["hook", "roxy"], "red": ["roxy"]})
    hook = placement_targets(s, "hook")
    assert 22 in hook and 19 not in hook and 41 not in hook
    assert 22 not in placement_targets(s, "roxy")  # the others still need the connection


def test_illegal_action_is_refused() -> None:
    s = position("caribbean", racks={"blue": ["roxy"], "red": ["roxy"]})
    with pytest.raises(IllegalAction):
        apply(s, place("roxy", 20))
    with pytest.raises(IllegalAction):
        apply(s, place("star", 11))
    with pytest.raises(IllegalAction):
        apply(s, USE)


# ------------------------------------------------------------------------------------------ regions


def test_region_claimed_at_once_and_kept_for_good() -> None:
    # Caribbean region 1 = bases 11, 13, 14 (1 medal)
    s = position("caribbean", board={11: [("blue", "skully")], 13: [("blue", "skully")]},
                 racks={"blue": ["roxy"], "red": ["hook"]}, reserves={"red": ["roxy"]})
    s, ev = run(s, place("roxy", 14))
    assert s.medals_of("blue") == 1 and s.claimed_regions() == {1: "blue"}
    assert [e.data["region"] for e in ev if e.kind == "medals"] == [1]
    # Red covers 13 with Hook (no connection needed): the region stays Blue's
    s, _ = run(s, place("hook", 13))
    assert s.top_of(13) == ("red", "hook")
    assert s.medals_of("blue") == 1 and s.claimed_regions() == {1: "blue"}


def test_one_change_can_claim_several_regions() -> None:
    # region 1 = 11,13,14 (1 medal); region 2 = 11,12,14,16,17 (3 medals)
    board = {b: [("blue", k)] for b, k in zip((11, 12, 13, 16, 17), ("skully", "skully", "star", "star", "hook"), strict=True)}
    s = position("caribbean", board=board, racks={"blue": ["roxy"], "red": ["roxy"]})
    s, ev = run(s, place("roxy", 14))
    assert s.medals_of("blue") == 4
    assert sorted(e.data["region"] for e in ev if e.kind == "medals") == [1, 2]


def test_region_check_comes_before_the_troop_effect_and_target_wins() -> None:
    board = {b: [("blue", k)] for b, k in zip((11, 12, 13, 16, 17), ("skully", "skully", "roxy", "roxy", "hook"), strict=True)}
    s = position("caribbean", board=board, racks={"blue": ["star"], "red": ["roxy"]},
                 reserves={"blue": ["roxy"]}, medals={"blue": 2}, claimed={3: "blue"})
    s, ev = run(s, place("star", 14))  # 2 + 1 + 3 = 6 >= 5: Star's draw never happens
    assert s.over and s.reason == "medals" and s.winner_colour == "blue"
    assert "drawn" not in kinds(ev)


def test_regions_ignore_hqs() -> None:
    # Castle region 1 = 11, 12, 13, 14, 18; its drawn boundary passes Blue's HQ, which is not part of it
    board = {b: [("blue", k)] for b, k in zip((11, 12, 13, 14), ("skully", "skully", "star", "star"), strict=True)}
    s = position("castle", board=board, racks={"blue": ["roxy"], "red": ["roxy"]})
    s, _ = run(s, place("roxy", 18))
    assert s.claimed_regions()[1] == "blue"


def test_player_to_move_wins_when_both_reach_the_target() -> None:
    # Red already stands at the target (only possible in a constructed position); Blue's claim decides
    board = {b: [("blue", "skully")] for b in (11, 13)}
    s = position("caribbean", board=board, racks={"blue": ["roxy"], "red": ["roxy"]},
                 medals={"blue": 4, "red": 5})
    s, _ = run(s, place("roxy", 14))
    assert s.over and s.winner_colour == "blue" and s.reason == "medals"


# ------------------------------------------------------------------------------------------ troop effects


def test_skully_draws_two_or_skips() -> None:
    s = position("caribbean", racks={"blue": ["skully"], "red": ["roxy"]},
                 reserves={"blue": ["roxy", "star", "hook"]})
    s1, _ = run(s, place("skully", 11))
    assert s1.pending() == ("skully", 11)
    assert legal_actions(s1) == [USE, SKIP]
    s2, ev = run(s1, USE)
    assert s2.rack_of("blue") == {"roxy": 1, "star": 1} and s2.current_colour == "red"
    assert ev[0].data["source"] == "skully"
    s3, ev = run(s1, SKIP)
    assert s3.rack_count("blue") == 0 and ev[0].kind == "skipped"


def test_skully_draw_needs_room() -> None:
    rack = ["skully", "capn", "capn", "jumbo", "jumbo", "star", "star", "roxy"]
    s = position("caribbean", racks={"blue": rack, "red": ["roxy"]}, reserves={"blue": ["roxy", "hook"]})
    s, _ = run(s, place("skully", 11), USE)  # rack 7 after placing Skully: draws only 1
    assert s.rack_count("blue") == 8 and s.reserve_count("blue") == 1
    s = position("caribbean", racks={"blue": ["skully"], "red": ["roxy"]}, reserves={"blue": ["hook"]})
    s, _ = run(s, place("skully", 11), USE)  # one left in reserve: draws 1
    assert s.rack_of("blue") == {"hook": 1}
    s = position("caribbean", racks={"blue": ["skully"], "red": ["roxy"]})
    s, _ = run(s, place("skully", 11))  # empty reserve: no decision at all
    assert s.current_colour == "red"


def test_star_draws_one() -> None:
    s = position("caribbean", racks={"blue": ["star"], "red": ["roxy"]}, reserves={"blue": ["hook", "kwak"]})
    s, ev = run(s, place("star", 11), USE)
    assert s.rack_of("blue") == {"hook": 1} and s.reserve_count("blue") == 1
    assert [e.data.get("source") for e in ev if e.kind == "drawn"] == ["star"]


def test_capn_places_an_extra_troop_with_its_effect() -> None:
    s = position("caribbean", racks={"blue": ["capn", "star", "roxy"], "red": ["roxy"]},
                 reserves={"blue": ["hook"]})
    s, _ = run(s, place("capn", 11))
    assert s.pending() == ("capn", 11)
    acts = legal_actions(s)
    assert acts[-1] == SKIP and place("star", 12) in acts and place("star", 16) not in acts
    s, _ = run(s, place("star", 14))
    assert s.pending() == ("star", 14)
    s, _ = run(s, USE)
    assert s.rack_of("blue") == {"roxy": 1, "hook": 1} and s.current_colour == "red"


def test_capn_chain_depth_first_then_special_bases_in_placement_order() -> None:
    # City of Clouds: draw_one bases 13, 16, 19, 22; Blue HQ next to 11 and 12
    board = {11: [("blue", "roxy")], 14: [("blue", "roxy")]}
    s = position("clouds", board=board, racks={"blue": ["capn", "capn", "skully"], "red": ["roxy"]},
                 reserves={"blue": ["star", "hook", "kwak", "jumbo", "xb42"]})
    s, _ = run(s, place("capn", 13))
    assert s.pending() == ("capn", 13)
    s, _ = run(s, place("capn", 16))
    assert s.pending() == ("capn", 16)
    s, _ = run(s, place("skully", 12))
    assert s.pending() == ("skully", 12)  # the innermost troop effect resolves first
    s, ev = run(s, USE)
    assert ev[0].data["troops"] == ["star", "hook"]
    assert s.pending() == ("draw_one", 13)  # then the special bases, in the order they got troops
    s, ev = run(s, USE)
    assert ev[0].data["troops"] == ["kwak"]
    assert s.pending() == ("draw_one", 16)
    s, ev = run(s, USE)
    assert ev[0].data["troops"] == ["jumbo"]
    assert s.current_colour == "red" and s.rack_of("blue") == {"star": 1, "hook": 1, "kwak": 1, "jumbo": 1}


def test_capn_extra_troop_can_win_on_the_enemy_hq() -> None:
    board = {b: [("blue", k)] for b, k in ((11, "skully"), (12, "skully"), (17, "star"), (20, "star"))}
    s = position("caribbean", board=board, racks={"blue": ["capn", "roxy"], "red": ["roxy"]})
    s, _ = run(s, place("capn", 19), place("roxy", 41))
    assert s.over and s.reason == "hq" and s.winner_colour == "blue"


def test_capn_cannot_place_a_blocked_troop() -> None:
    s = position("caribbean", racks={"blue": ["capn", "roxy"], "red": ["roxy"]}, blocked={"blue": ["roxy"]})
    s, _ = run(s, place("capn", 11))
    assert s.current_colour == "red"  # nothing placeable: Cap'n's effect needs no decision


def test_jumbo_discards_an_adjacent_enemy_and_the_reveal_counts() -> None:
    # region 1 = 11, 13, 14: under Red's Skully on 14 lies Blue's Roxy
    board = {11: [("blue", "roxy")], 13: [("blue", "skully")], 14: [("blue", "roxy"), ("red", "skully")],
             16: [("red", "star")]}
    s = position("caribbean", board=board, racks={"blue": ["jumbo"], "red": ["roxy"]})
    s, _ = run(s, place("jumbo", 11))
    assert s.pending() == ("jumbo", 11)
    assert legal_actions(s) == [Action("discard", None, 14), SKIP]  # 16 is not adjacent to 11
    s, ev = run(s, Action("discard", None, 14))
    assert s.discard_of("red") == {"skully": 1} and s.top_of(14) == ("blue", "roxy")
    assert kinds(ev)[:2] == ["discarded", "medals"] and s.claimed_regions() == {1: "blue"}


def test_xb42_discards_a_random_troop_from_the_opponent_rack() -> None:
    taken = set()
    for seed in range(30):
        s = position("caribbean", racks={"blue": ["xb42"], "red": ["roxy", "star", "hook"]}, seed=seed)
        s, ev = run(s, place("xb42", 11), USE)
        assert s.rack_count("red") == 2 and sum(s.discard_of("red").values()) == 1
        (troop,) = s.discard_of("red")
        (discarded,) = [e for e in ev if e.kind == "discarded"]
        assert discarded.data == {"troop": troop, "node": None, "by": "xb42"}
        taken.add(troop)
        # the same seed always takes the same troop
        again, _ = run(position("caribbean", racks={"blue": ["xb42"], "red": ["roxy", "star", "hook"]}, seed=seed),
                       place("xb42", 11), USE)
        assert again == s
    assert taken == {"roxy", "star", "hook"}


def test_xb42_needs_a_troop_on_the_opponent_rack_and_may_take_a_blocked_one() -> None:
    s = position("caribbean", racks={"blue": ["xb42", "roxy"], "red": []}, reserves={"red": ["roxy"]})
    s, _ = run(s, place("xb42", 11))
    assert s.current_colour == "red"  # no decision
    s = position("caribbean", racks={"blue": ["xb42"], "red": ["roxy"]}, blocked={"red": ["roxy"]},
                 reserves={"red": ["star"]})
    s, _ = run(s, place("xb42", 11), USE)
    assert s.rack_count("red") == 0 and s.blocked_of("red") == {} and s.discard_of("red") == {"roxy": 1}


def test_optional_effects_can_be_skipped() -> None:
    s = position("caribbean", board={14: [("red", "skully")]}, racks={"blue": ["jumbo"], "red": ["roxy"]})
    s, _ = run(s, place("jumbo", 11), SKIP)
    assert s.top_of(14) == ("red", "skully") and s.current_colour == "red"


# ------------------------------------------------------------------------------------------ special bases


def test_castle_field_returns_another_own_troop_and_reveal_can_score_for_the_enemy() -> None:
    # Castle: return_to_rack on 15, 16, 20, 21; region 2 = 13, 15, 17 (1 medal)
    board = {13: [("red", "roxy")], 17: [("red", "roxy")], 15: [("red", "star"), ("blue", "roxy")],
             11: [("blue", "skully")]}
    s = position("castle", board=board, racks={"blue": ["hook"], "red": ["roxy"]})
    s, _ = run(s, place("hook", 20))  # Hook needs no connection
    assert s.pending() == ("return_to_rack", 20)
    acts = legal_actions(s)
    assert Action("return", None, 20) not in acts  # not the troop that just arrived
    assert {Action("return", None, 15), Action("return", None, 11)} <= set(acts)
    s, ev = run(s, Action("return", None, 15))
    assert s.rack_of("blue") == {"roxy": 1}
    assert s.claimed_regions() == {2: "red"} and s.medals_of("red") == 1  # during Blue's turn
    assert kinds(ev)[:2] == ["returned", "medals"]


def test_castle_field_needs_room_on_the_rack() -> None:
    rack = ["hook", "skully", "skully", "capn", "capn", "jumbo", "jumbo", "star", "star"]
    s = position("castle", board={11: [("blue", "skully")]}, racks={"blue": rack[:8], "red": ["roxy"]})
    assert s.rack_count("blue") == 8
    s, _ = run(s, place("hook", 20))  # rack 7 now: allowed
    assert s.pending() == ("return_to_rack", 20)
    s, _ = run(s, Action("return", None, 11))
    assert s.rack_count("blue") == 8
    s = position("castle", racks={"blue": ["hook"], "red": ["roxy"]})
    s, _ = run(s, place("hook", 20))  # no other troop of ours on the terrain
    assert s.current_colour == "red"


def test_tropical_pool_value_restrictions_on_bases_and_hqs() -> None:
    # Pool: 12 and 22 take 1-2, 16 and 18 take 3-5, 17 takes 6-7; Red HQ 41 takes 6-7, HQ 42 anything
    s = position("pool", board={11: [("blue", "roxy")]}, racks={"blue": ["roxy", "skully", "kwak"], "red": ["roxy"]})
    assert 12 not in placement_targets(s, "roxy")
    assert explain_placement(s, "roxy", 12)[0] == "pool"
    assert 12 in placement_targets(s, "skully") and 12 in placement_targets(s, "kwak")
    board = {13: [("blue", "roxy")], 17: [("blue", "star")], 21: [("blue", "roxy")]}
    s = position("pool", board=board, racks={"blue": ["roxy", "skully", "kwak"], "red": ["roxy"]})
    assert 41 in placement_targets(s, "roxy") and 41 in placement_targets(s, "kwak")
    assert 41 not in placement_targets(s, "skully")
    s2, _ = run(s, place("kwak", 41))
    assert s2.reason == "hq"
    # beginner option: no restriction
    s = position("pool", board=board, racks={"blue": ["skully"], "red": ["roxy"]}, options=Options(beginner=True))
    assert 41 in placement_targets(s, "skully")


def test_city_of_clouds_draws_one() -> None:
    s = position("clouds", board={11: [("blue", "skully")]}, racks={"blue": ["roxy"], "red": ["roxy"]},
                 reserves={"blue": ["hook", "kwak"]})
    s, _ = run(s, place("roxy", 13))
    assert s.pending() == ("draw_one", 13)
    s, ev = run(s, USE)
    assert s.rack_of("blue") == {"hook": 1} and ev[0].data["source"] == "clouds"


def test_volcanic_jungle_moves_an_adjacent_enemy_troop() -> None:
    # Jungle: push bases 15 and 19; 15 is next to 12, 14, 18; 18 is next to 15, 17, 21
    board = {11: [("blue", "skully")], 14: [("blue", "skully")], 18: [("red", "roxy")], 17: [("blue", "jumbo")]}
    s = position("jungle", board=board, racks={"blue": ["star"], "red": ["roxy"]})
    s, _ = run(s, place("star", 15))
    assert s.pending() == ("push_adjacent_enemy", 15)
    acts = legal_actions(s)
    assert set(acts) == {Action("move", None, 18, 15), Action("move", None, 18, 17), Action("move", None, 18, 21), SKIP}
    s, ev = run(s, Action("move", None, 18, 17))  # onto our Jumbo: placement rules do not apply
    assert s.stack(17) == [("blue", "jumbo"), ("red", "roxy")] and s.top_of(18) is None
    assert ev[0].kind == "moved" and ev[0].player == "red" and ev[0].data["by"] == "blue"


def test_volcanic_jungle_never_onto_an_hq_and_destination_checked_first() -> None:
    # Red troop on 18 over a Blue Skully. Moving it to 15 completes Red's region 2 (11, 12, 14, 15) at the
    # destination, and uncovers Blue's Skully completing Blue's region 5 (17, 18, 20, 21, 23) at the origin.
    # Both reach 7: the destination is checked first, so Red wins during Blue's turn.
    board = {11: [("red", "skully")], 12: [("red", "skully")], 14: [("red", "skully")],
             18: [("blue", "skully"), ("red", "roxy")],
             17: [("blue", "roxy")], 20: [("blue", "roxy")], 21: [("blue", "roxy")], 23: [("blue", "star")]}
    s = position("jungle", board=board, racks={"blue": ["hook"], "red": ["roxy"]}, medals={"blue": 4, "red": 5})
    s, _ = run(s, place("hook", 15))
    acts = legal_actions(s)
    assert all(a.dest in (11, 12, 14, 15, 17, 21) for a in acts if a.kind == "move")  # 21 next to HQ 41: base ok
    assert not any(a.dest == 41 for a in acts)
    s, ev = run(s, Action("move", None, 18, 15))
    assert s.over and s.winner_colour == "red" and s.reason == "medals"
    assert [e.data["region"] for e in ev if e.kind == "medals"] == [2]


def test_cursed_cemetery_recovers_a_discarded_troop() -> None:
    # Cemetery: recover bases 12, 14, 22, 24; 14 is next to 11
    s = position("cemetery", board={11: [("blue", "skully")]}, racks={"blue": ["roxy"], "red": ["roxy"]},
                 discards={"blue": ["star", "hook"], "red": ["kwak"]})
    s, _ = run(s, place("roxy", 14))
    assert s.pending() == ("recover_from_discard", 14)
    assert legal_actions(s) == [Action("recover", "hook"), Action("recover", "star"), SKIP]
    s, ev = run(s, Action("recover", "star"))
    assert s.rack_of("blue") == {"star": 1} and s.discard_of("blue") == {"hook": 1}
    assert ev[0].kind == "recovered"
    s = position("cemetery", board={11: [("blue", "skully")]}, racks={"blue": ["roxy"], "red": ["roxy"]},
                 discards={"red": ["kwak"]})
    s, _ = run(s, place("roxy", 14))  # nothing of ours in the discard pile: no decision
    assert s.current_colour == "red"


def test_station_metal_x_cancels_troop_effects_and_hooks_exception() -> None:
    # Station: 16, 17, 18 cancel troop effects; 15 is the hub next to 11..18
    board = {11: [("blue", "skully")], 15: [("blue", "skully")]}
    s = position("station", board=board, racks={"blue": ["skully", "capn", "roxy"], "red": ["roxy"]},
                 reserves={"blue": ["star", "star"]})
    s1, _ = run(s, place("skully", 16))
    assert s1.current_colour == "red"  # no draw offered
    s1, _ = run(s, place("capn", 17))
    assert s1.current_colour == "red"  # no extra troop
    s1, _ = run(s, place("skully", 13))
    assert s1.pending() == ("skully", 13)  # elsewhere effects work
    # Hook cannot use its exception to reach a Metal-X base, but may go there when connected
    s = position("station", racks={"blue": ["hook"], "red": ["roxy"]})
    hook = placement_targets(s, "hook")
    assert 19 in hook and 17 not in hook and 16 not in hook
    assert explain_placement(s, "hook", 17)[0] == "metal_hook"
    s = position("station", board=board, racks={"blue": ["hook"], "red": ["roxy"]})
    assert 17 in placement_targets(s, "hook")
    s = position("station", racks={"blue": ["hook"], "red": ["roxy"]}, options=Options(beginner=True))
    assert 17 in placement_targets(s, "hook")


def test_caribbean_sea_two_blue_hqs() -> None:
    s = position("caribbean", board={b: [("red", "skully")] for b in (21, 18)},
                 racks={"blue": ["roxy"], "red": ["roxy"]}, to_move="red")
    # Red tops 18 and 21, but only 20 and 22 touch its HQ: not connected
    assert 2 not in placement_targets(s, "roxy")
    s = position("caribbean", board={b: [("red", k)] for b, k in zip((20, 21, 18, 15), ("skully", "star", "star", "hook"), strict=True)},
                 racks={"blue": ["roxy"], "red": ["roxy"]}, to_move="red")
    assert 2 in placement_targets(s, "roxy")  # Blue's second HQ
    s, _ = run(s, place("roxy", 2))
    assert s.reason == "hq" and s.winner_colour == "red"


def test_battlefield_blocks_a_random_rack_troop_for_one_turn() -> None:
    # Battlefield: block bases 14, 16, 19, 21; Blue HQ next to 11 and 12; 13 next to 11, 14, 16, 17
    board = {11: [("blue", "skully")], 13: [("blue", "skully")]}
    rack_red = ["roxy", "skully", "capn", "jumbo", "xb42", "star", "kwak"]  # all different
    s = position("battlefield", board=board, racks={"blue": ["star", "jumbo"], "red": rack_red},
                 reserves={"red": ["kwak", "kwak"], "blue": ["hook"]}, seed=4)
    s, _ = run(s, place("star", 14), SKIP)
    assert s.pending() == ("block_rack_troop", 14)
    s, ev = run(s, USE)
    blocked = s.blocked_of("red")
    assert sum(blocked.values()) == 1
    assert ev[0].kind == "blocked" and ev[0].data["owner"] == "red"
    # private: Blue does not learn which troop; Red does
    assert "troop" not in redact_event(ev[0], "blue").data
    assert redact_event(ev[0], "red").data["troop"] == next(iter(blocked))
    assert s.current_colour == "red"
    (troop,) = blocked
    placeable = {a.troop for a in legal_actions(s) if a.kind == "place"}
    assert troop not in placeable and len(placeable) >= 5
    # the blocked troop still counts toward 8: with 7 on the rack Red draws only 1
    s2, _ = run(s, DRAW)
    assert s2.rack_count("red") == 8
    assert s2.blocked_of("red") == {}  # back at the end of Red's turn


def test_battlefield_blocked_troop_returns_at_end_of_turn() -> None:
    s = position("battlefield", board={11: [("blue", "skully")]}, racks={"blue": ["roxy"], "red": ["roxy", "star"]},
                 reserves={"blue": ["hook"]}, to_move="red", blocked={"red": ["roxy"]})
    assert {a.troop for a in legal_actions(s) if a.kind == "place"} == {"star"}
    s, ev = run(s, place("star", 23))
    assert "unblocked" in kinds(ev)
    assert s.blocked_of("red") == {}


def test_beginner_option_switches_special_bases_off() -> None:
    opts = Options(beginner=True)
    s = position("clouds", board={11: [("blue", "skully")]}, racks={"blue": ["roxy"], "red": ["roxy"]},
                 reserves={"blue": ["hook"]}, options=opts)
    s, _ = run(s, place("roxy", 13))
    assert s.current_colour == "red"
    s = position("station", board={11: [("blue", "skully")], 15: [("blue", "skully")]},
                 racks={"blue": ["skully"], "red": ["roxy"]}, reserves={"blue": ["star"]}, options=opts)
    s, _ = run(s, place("skully", 16))
    assert s.pending() == ("skully", 16)  # Metal-X does not cancel effects in beginner games


# ------------------------------------------------------------------------------------------ end of game


def test_game_ends_when_the_player_to_move_cannot_act() -> None:
    s = position("caribbean", racks={"blue": ["roxy"], "red": []}, medals={"blue": 0, "red": 1})
    s, ev = run(s, place("roxy", 11))
    assert s.over and s.reason == "end_medals" and s.winner_colour == "red"
    assert result(s)["turns"] == 1
    # equal medals: the player who could not act (Red) loses
    s = position("caribbean", racks={"blue": ["roxy"], "red": []})
    s, _ = run(s, place("roxy", 11))
    assert s.over and s.reason == "end_tiebreak" and s.winner_colour == "blue"


def test_full_rack_without_targets_ends_the_game() -> None:
    # Castle: Red's HQ 41 touches 24 and 25, both held by Blue Roxies; Red has no Kwak or Hook
    rack = ["skully", "skully", "skully", "capn", "capn", "capn", "jumbo", "jumbo"]
    s = position("castle", board={24: [("blue", "roxy")], 25: [("blue", "roxy")]},
                 racks={"blue": ["roxy", "star"], "red": rack}, reserves={"red": ["star"]})
    s, _ = run(s, place("star", 11))
    assert s.over and s.reason == "end_tiebreak" and s.winner_colour == "blue"


def test_blocked_troops_cannot_be_placed_so_the_game_can_end() -> None:
    s = position("caribbean", racks={"blue": ["roxy"], "red": ["roxy"]}, blocked={"red": ["roxy"]},
                 medals={"red": 1}, to_move="red")
    assert s.over and s.winner_colour == "red" and s.reason == "end_medals"


def test_turn_limit_ends_by_the_same_rule() -> None:
    s = new_game("castle", seed=2, options=Options(turn_limit=1))
    mover = s.current_colour
    s, _ = run(s, DRAW)
    assert s.over and s.limit_hit and s.reason == "end_tiebreak"
    assert s.winner_colour == mover  # the player to move (the other one) counts as unable to act
    r = result(s)
    assert r["turn_limit"] is True and r["turns"] == 1
    g = Game("castle", seed=9, options=Options(turn_limit=40))
    while not g.state.over:
        g.play(g.legal_actions()[0])
    assert g.state.turns_played <= 40


def test_result_mappings() -> None:
    s = position("caribbean", racks={"blue": ["roxy"], "red": []}, medals={"blue": 0, "red": 1})
    s, _ = run(s, place("roxy", 11))
    r = result(s)
    assert r == {"winner": "red", "ended": "end_medals", "medals_blue": 0, "medals_red": 1,
                 "terrain": "caribbean", "turns": 1, "turn_limit": False, "first": "blue"}
    assert match_result(r, "red") == {"winner": "a", "ended": "end_medals", "medals_a": 1, "medals_b": 0,
                                      "terrain": "caribbean", "colour_a": "red", "turns": 1}
    assert match_result(r, "blue")["winner"] == "b"
    tc = time_called_result(new_game("castle", seed=1))
    assert tc["ended"] == "time_called" and tc["winner"] is None
    with pytest.raises(ValueError):
        result(new_game("castle", seed=1))


# ------------------------------------------------------------------------------------------ hidden information


def test_view_hides_the_opponent_rack_and_reserves() -> None:
    s = new_game("cemetery", seed=21)
    v = view(s, "blue")
    data = json.dumps(v.__dict__, default=str)
    assert "seed" not in v.__dict__ and "rng" not in v.__dict__ and "reserve" not in v.__dict__
    assert v.opp_rack_count == s.rack_count("red")
    assert tuple(s.rack[0:8]) == v.rack
    assert str(s.rng) not in data


def test_view_is_enough_to_decide_and_determinizations_are_consistent() -> None:
    import random

    g = Game("castle", seed=4)
    rnd = random.Random(4)
    while not g.state.over:
        p = g.state.to_move
        v = view(g.state, p)
        assert v.legal_actions() == legal_actions(g.state)
        det = v.determinize(rnd)
        assert view(det, p) == v
        assert legal_actions(det) == legal_actions(g.state)
        acts = g.legal_actions()
        g.play(acts[rnd.randrange(len(acts))])


def test_castle_return_is_known_to_the_opponent() -> None:
    board = {11: [("blue", "skully")]}
    s = position("castle", board=board, racks={"blue": ["hook"], "red": ["roxy"]})
    s, _ = run(s, place("hook", 20), Action("return", None, 11))
    assert view(s, "red").opp_known[1] == 1  # Red saw the Skully go back to Blue's rack


def test_drawn_troops_are_private() -> None:
    s = position("caribbean", racks={"blue": ["roxy"], "red": ["roxy"]}, reserves={"blue": ["star", "hook"]})
    _, ev = run(s, DRAW)
    assert redact_event(ev[0], "red").data == {"count": 2, "source": "draw"}
    assert redact_event(ev[0], "blue").data["troops"] == ["star", "hook"]


# ------------------------------------------------------------------------------------------ logs, save, undo


def test_log_replays_to_the_identical_state_and_saves_as_json() -> None:
    import random

    g = Game("jungle", seed=77, options=Options(beginner=False, turn_limit=120), players={"blue": "me"})
    rnd = random.Random(1)
    for _ in range(60):
        if g.state.over:
            break
        acts = g.legal_actions()
        g.play(acts[rnd.randrange(len(acts))])
    text = g.save()
    log = GameLog.from_json(text)
    assert log.seed == 77 and log.terrain == "jungle" and log.options.turn_limit == 120
    assert log.replay() == g.state
    g2 = Game.load(text)
    assert g2.state == g.state and g2.actions == g.actions
    # the full state also round-trips through JSON
    st = GameState.from_dict(json.loads(json.dumps(g.state.to_dict())))
    assert st == g.state and legal_actions(st) == legal_actions(g.state)


def test_undo_returns_to_the_start_of_the_players_last_turn() -> None:
    g = Game("castle", seed=3, options=Options(first_player="blue"))
    start = g.state
    g.play(g.legal_actions()[-1])
    while g.state.current_colour == "blue" and not g.state.over:
        g.play(g.legal_actions()[-1])
    assert g.can_undo("blue")
    assert g.undo("blue")
    assert g.state == start and g.actions == []
    assert not g.can_undo("blue")


def test_every_troop_key_is_addressable() -> None:
    for key in TROOP_KEYS:
        assert Action.from_json(Action("place", key, 11).to_json()) == Action("place", key, 11)
