"""Independent review of the Toy Battle engine against docs spec/toy_battle.md (scenario tests).

Each test builds a position with the engine's public helpers and checks one rule of the spec. Tests that
fail because the engine disagrees with the spec carry a ``# REVIEW: engine bug`` comment explaining the
rule and what the engine does instead (they are deliberately not marked xfail).
"""

from __future__ import annotations

import json
import random
from dataclasses import asdict

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
    new_game,
    placement_targets,
    position,
    view,
)
from desktop.games.toybattle.terrain import BUILTIN_KEYS, load_builtin_terrains
from desktop.games.toybattle.troops import TROOP_KEYS, TROOPS

TERRAINS = load_builtin_terrains()


def place(troop: str, node: int) -> Action:
    return Action("place", troop, node)


def move(node: int, dest: int) -> Action:
    return Action("move", None, node, dest)


def run(state: GameState, *actions: Action) -> tuple[GameState, list]:
    events: list = []
    for a in actions:
        state, ev = apply(state, a)
        events.extend(ev)
    return state, events


def kinds(events: list) -> list[str]:
    return [e.kind for e in events]


def medal_events(events: list) -> list[tuple[str, int]]:
    return [(e.player, e.data["region"]) for e in events if e.kind == "medals"]


# =====================================================================================================
# Terrain data
# =====================================================================================================


def test_terrain_targets_and_specials_match_the_published_list() -> None:
    expected_specials = {
        "castle": ("return_to_rack",),
        "pool": ("values_1_2", "values_3_5", "values_6_7"),
        "clouds": ("draw_one",),
        "jungle": ("push_adjacent_enemy",),
        "cemetery": ("recover_from_discard",),
        "caribbean": (),
        "station": ("no_troop_effects",),
        "battlefield": ("block_rack_troop",),
    }
    assert tuple(TERRAINS) == BUILTIN_KEYS
    for key, t in TERRAINS.items():
        assert t.specials == expected_specials[key], key
        assert 1 <= t.medals_to_win <= t.total_medals
        for r in t.regions:
            assert 1 <= r.medals <= 3
            assert all(t.node(b).kind == "base" for b in r.bases)  # HQs never belong to a region
    assert len(TERRAINS["caribbean"].hq_ids("blue")) == 2 and len(TERRAINS["caribbean"].hq_ids("red")) == 1
    for key in BUILTIN_KEYS:
        if key != "caribbean":
            assert len(TERRAINS[key].hq_ids("blue")) == 1 or key == "pool"


# =====================================================================================================
# Set-up and hidden information
# =====================================================================================================


@pytest.mark.parametrize("key", BUILTIN_KEYS)
def test_setup_removes_four_unseen_and_deals_three_and_four(key: str) -> None:
    firsts = set()
    for seed in range(12):
        s = new_game(key, seed=seed)
        first, second = s.first, 1 - s.first
        firsts.add(first)
        assert s.to_move == first and s.phase_name == "main" and not s.over
        assert s.rack_count(first) == 3 and s.rack_count(second) == 4
        assert s.reserve_count(first) == 17 and s.reserve_count(second) == 16
        for p in (0, 1):
            assert s.accounting(p) == {"reserve": 20 - s.rack_count(p), "rack": s.rack_count(p), "board": 0,
                                       "discard": 0, "removed": 4}
            v = view(s, p)
            assert v.removed_count == (4, 4)
            # the player cannot tell removed troops from reserve troops: only their sum per type is known
            res = s.to_dict()["reserve"][p]
            rem = s.to_dict()["removed"][p]
            assert v.unseen_counts(p) == tuple(res.count(t) + rem.count(t) for t in range(8))
    assert firsts == {0, 1}


def test_view_is_the_same_whatever_the_hidden_information_is() -> None:
    """Blue's view must not depend on Red's rack contents, reserve order, removed troops or blocked troop."""
    board = {11: [("blue", "skully")], 20: [("red", "jumbo")]}
    common = dict(board=board, discards={"red": ["kwak"]}, to_move="blue")
    a = position("caribbean", racks={"blue": ["roxy", "hook"], "red": ["roxy", "star"]},
                 reserves={"blue": ["capn"], "red": ["hook", "xb42", "skully"]}, blocked={"red": ["roxy"]}, **common)
    b = position("caribbean", racks={"blue": ["roxy", "hook"], "red": ["hook", "skully"]},
                 reserves={"blue": ["capn"], "red": ["xb42", "star", "capn"]}, blocked={"red": ["skully"]}, **common)
    assert a.to_dict()["removed"] != b.to_dict()["removed"]
    assert view(a, "blue") == view(b, "blue")
    # ... but it does show Blue's own rack
    c = position("caribbean", racks={"blue": ["roxy", "star"], "red": ["roxy", "star"]},
                 reserves={"blue": ["capn"], "red": ["hook", "xb42", "skully"]}, blocked={"red": ["roxy"]}, **common)
    assert view(a, "blue") != view(c, "blue")
    v = view(a, "blue")
    assert v.opp_rack_count == 2 and v.opp_blocked_count == 1 and v.reserve_count == (1, 3)
    names = set(asdict(v))
    assert not names & {"reserve", "removed", "seed", "rng"}


def test_view_after_a_draw_shows_only_the_count() -> None:
    a = position("caribbean", racks={"blue": ["roxy"], "red": ["roxy"]}, reserves={"blue": ["star", "hook", "kwak"]})
    b = position("caribbean", racks={"blue": ["roxy"], "red": ["roxy"]}, reserves={"blue": ["kwak", "xb42", "star"]})
    a2, _ = run(a, DRAW)
    b2, _ = run(b, DRAW)
    assert a2.rack_of("blue") != b2.rack_of("blue")
    assert view(a2, "red") == view(b2, "red")
    assert view(a2, "red").opp_rack_count == 3


# =====================================================================================================
# Drawing and the 7-rule
# =====================================================================================================


def test_draw_with_seven_on_the_rack_and_one_in_reserve() -> None:
    rack = ["skully", "skully", "capn", "capn", "jumbo", "jumbo", "star"]
    s = position("caribbean", racks={"blue": rack, "red": ["roxy"]}, reserves={"blue": ["hook"]})
    s, ev = run(s, DRAW)
    assert s.rack_count("blue") == 8 and s.reserve_count("blue") == 0 and ev[0].data["count"] == 1


def test_full_rack_can_still_place_and_empty_reserve_can_still_place() -> None:
    full = ["skully", "skully", "capn", "capn", "jumbo", "jumbo", "star", "star"]
    s = position("caribbean", racks={"blue": full, "red": ["roxy"]}, reserves={"blue": ["roxy"]})
    assert not s.over and DRAW not in legal_actions(s) and legal_actions(s)
    s = position("caribbean", racks={"blue": ["roxy"], "red": ["roxy"]})
    assert not s.over and legal_actions(s) and DRAW not in legal_actions(s)


def _full_rack_capn_skully(terrain: str, board: dict, first: int, second: int,
                           discards: dict | None = None) -> GameState:
    """Blue: rack 8 (Cap'n, Skully, ...); Cap'n on ``first``, Skully on ``second``, Skully draws 2 -> rack 8."""
    rack = ["capn", "skully", "jumbo", "jumbo", "hook", "hook", "star", "star"]
    s = position(terrain, board=board, racks={"blue": rack, "red": ["roxy"]},
                 reserves={"blue": ["roxy", "roxy", "kwak"]}, discards=discards)
    s, _ = run(s, place("capn", first))
    assert s.pending() == ("capn", first)
    s, _ = run(s, place("skully", second))
    assert s.pending() == ("skully", second)
    s, ev = run(s, USE)
    assert [e.data["count"] for e in ev if e.kind == "drawn"] == [2]
    return s


def test_castle_return_needs_a_rack_below_eight() -> None:
    board = {11: [("blue", "skully")], 13: [("blue", "skully")], 17: [("blue", "roxy")]}
    s = _full_rack_capn_skully("castle", board, 20, 22)
    assert s.rack_count("blue") == 8
    assert s.current_colour == "red" and s.phase_name == "main"  # no Castle Field decision at 8


def test_city_of_clouds_needs_a_rack_below_eight() -> None:
    s = _full_rack_capn_skully("clouds", {11: [("blue", "skully")]}, 13, 14)
    assert s.rack_count("blue") == 8 and s.current_colour == "red"


def test_cursed_cemetery_needs_a_rack_below_eight() -> None:
    s = _full_rack_capn_skully("cemetery", {11: [("blue", "skully")]}, 14, 13, discards={"blue": ["roxy"]})
    assert s.rack_count("blue") == 8 and s.current_colour == "red"
    assert s.discard_of("blue") == {"roxy": 1}


def test_city_of_clouds_with_empty_reserve_needs_no_decision() -> None:
    s = position("clouds", board={11: [("blue", "skully")]}, racks={"blue": ["roxy"], "red": ["roxy"]})
    s, _ = run(s, place("roxy", 13))
    assert s.current_colour == "red"


def test_star_draws_the_last_reserve_troop_only() -> None:
    s = position("caribbean", racks={"blue": ["star"], "red": ["roxy"]}, reserves={"blue": ["kwak"]})
    s, _ = run(s, place("star", 11), USE)
    assert s.rack_of("blue") == {"kwak": 1} and s.reserve_count("blue") == 0


def test_cemetery_with_only_enemy_discards_offers_nothing() -> None:
    s = position("cemetery", board={11: [("blue", "skully")]}, racks={"blue": ["roxy"], "red": ["roxy"]},
                 discards={"red": ["kwak", "roxy"]})
    s, _ = run(s, place("roxy", 14))
    assert s.current_colour == "red" and s.discard_of("red") == {"kwak": 1, "roxy": 1}


# =====================================================================================================
# Placement rules
# =====================================================================================================


@pytest.mark.parametrize("mine", TROOP_KEYS)
def test_strength_rule_is_strictly_weaker_with_kwak_both_ways(mine: str) -> None:
    strength = {t.key: t.strength for t in TROOPS}
    for theirs in TROOP_KEYS:
        s = position("caribbean", board={11: [("red", theirs)]}, racks={"blue": [mine], "red": ["roxy"]})
        legal = 11 in placement_targets(s, mine)
        if mine == "kwak" or theirs == "kwak":
            expected = True
        else:
            expected = strength[mine] > strength[theirs]  # type: ignore[operator]
        assert legal == expected, (mine, theirs)
        # own troops can always be covered
        s = position("caribbean", board={11: [("blue", theirs if theirs != mine else "kwak")]},
                     racks={"blue": [mine], "red": ["roxy"]})
        assert 11 in placement_targets(s, mine)


def test_kwak_still_needs_the_connection_but_hook_reaches_an_enemy_kwak_anywhere() -> None:
    board = {22: [("red", "kwak")], 19: [("red", "roxy")]}
    s = position("caribbean", board=board, racks={"blue": ["kwak", "hook", "roxy", "skully"], "red": ["roxy"]})
    assert 19 not in placement_targets(s, "kwak")  # Kwak is a joker for strength, not for connection
    assert 22 in placement_targets(s, "hook")  # Hook's exception onto an enemy Kwak
    assert 19 not in placement_targets(s, "hook")  # Roxy is stronger
    assert 22 not in placement_targets(s, "roxy")
    # when connected, the weakest troop covers an enemy Kwak
    s = position("caribbean", board={11: [("red", "kwak")]}, racks={"blue": ["skully"], "red": ["roxy"]})
    s, ev = run(s, place("skully", 11))
    assert s.stack(11) == [("red", "kwak"), ("blue", "skully")] and ev[0].data["covered"] == ["red", "kwak"]


def test_red_kwak_may_cover_a_blue_roxy_and_red_skully_a_blue_kwak() -> None:
    board = {20: [("blue", "roxy")], 22: [("blue", "kwak")]}
    s = position("caribbean", board=board, racks={"blue": ["roxy"], "red": ["kwak", "skully"]}, to_move="red")
    assert 20 in placement_targets(s, "kwak") and 22 in placement_targets(s, "kwak")
    assert 22 in placement_targets(s, "skully") and 20 not in placement_targets(s, "skully")


def test_connection_runs_only_through_bases_you_top() -> None:
    # Caribbean: Blue HQ 1 -> 11 -> 12 -> 17 -> 20 -> Red HQ 41
    chain = {11: [("blue", "skully")], 12: [("blue", "skully")], 17: [("blue", "skully")]}
    s = position("caribbean", board=chain, racks={"blue": ["star", "capn"], "red": ["roxy"]})
    assert 20 in placement_targets(s, "star") and 41 not in placement_targets(s, "star")
    # an enemy Kwak on 12 cuts the chain: 17 no longer extends it
    cut = dict(chain)
    cut[12] = [("blue", "skully"), ("red", "kwak")]
    s = position("caribbean", board=cut, racks={"blue": ["star", "capn"], "red": ["roxy"]})
    assert 20 not in placement_targets(s, "star") and 12 in placement_targets(s, "capn")
    # covering the Kwak (Cap'n) reconnects: Cap'n's extra Star may now go to 20
    s, _ = run(s, place("capn", 12))
    assert s.pending() == ("capn", 12)
    assert place("star", 20) in legal_actions(s)
    # the enemy HQ needs a topped base next to it that is itself connected
    s, _ = run(s, place("star", 20))
    s2 = position("caribbean", board={**chain, 20: [("blue", "jumbo")]}, racks={"blue": ["capn"], "red": ["roxy"]})
    assert 41 in placement_targets(s2, "capn")


def test_own_hq_neighbour_is_a_target_even_when_the_enemy_tops_it() -> None:
    s = position("caribbean", board={11: [("red", "skully")]}, racks={"blue": ["capn"], "red": ["roxy"]})
    assert 11 in placement_targets(s, "capn")


def test_hook_exception_is_for_bases_only_not_the_enemy_hq() -> None:
    s = position("castle", board={24: [("blue", "skully")]}, racks={"blue": ["hook"], "red": ["roxy"]})
    targets = placement_targets(s, "hook")
    assert 41 not in targets and 25 in targets and 23 in targets
    # connected, Hook may win on the HQ
    chain = {11: [("blue", "skully")], 13: [("blue", "capn")], 18: [("blue", "jumbo")], 22: [("blue", "xb42")],
             24: [("blue", "star")]}
    s = position("castle", board=chain, racks={"blue": ["hook"], "red": ["roxy"]})
    s, _ = run(s, place("hook", 41))
    assert s.over and s.reason == "hq" and s.winner_colour == "blue"


def test_hook_placed_by_capn_uses_its_exception() -> None:
    s = position("caribbean", racks={"blue": ["capn", "hook"], "red": ["roxy"]})
    s, _ = run(s, place("capn", 11))
    assert place("hook", 22) in legal_actions(s)  # normal placement rules include Hook's own exception


def test_hook_cannot_use_the_exception_onto_station_metal_x_even_through_capn() -> None:
    s = position("station", racks={"blue": ["capn", "hook"], "red": ["roxy"]})
    s, _ = run(s, place("capn", 11))
    acts = legal_actions(s)
    assert place("hook", 19) in acts and place("hook", 22) in acts
    assert not {place("hook", 16), place("hook", 17), place("hook", 18)} & set(acts)
    # a Hook that is connected goes there like any other troop (and its effect does not matter)
    s = position("station", board={11: [("blue", "skully")], 15: [("blue", "skully")]},
                 racks={"blue": ["hook"], "red": ["roxy"]})
    assert {16, 17, 18} <= set(placement_targets(s, "hook"))


def test_capn_on_station_metal_x_gives_no_extra_troop_and_hook_exception_there_is_gone() -> None:
    s = position("station", board={11: [("blue", "skully")], 15: [("blue", "skully")]},
                 racks={"blue": ["capn", "jumbo", "xb42"], "red": ["roxy", "star"]})
    s1, _ = run(s, place("capn", 18))
    assert s1.current_colour == "red"
    s1, _ = run(s, place("xb42", 17))
    assert s1.current_colour == "red" and s1.rack_count("red") == 2


def test_tropical_pool_restrictions_on_special_bases_and_hqs_kwak_everywhere() -> None:
    # Pool: Blue HQ 2 (6-7) next to 13; Red HQ 41 (6-7) next to 21; 12/22 take 1-2, 16/18 3-5, 17 6-7
    board = {21: [("red", "skully")], 17: [("red", "star")], 13: [("red", "roxy")]}
    s = position("pool", board=board, racks={"blue": ["roxy"], "red": ["skully", "star", "kwak", "hook"]},
                 to_move="red")
    assert 2 in placement_targets(s, "star") and 2 in placement_targets(s, "kwak")
    assert 2 not in placement_targets(s, "skully") and 2 not in placement_targets(s, "hook")
    assert explain_placement(s, "skully", 2)[0] == "pool"
    hook = set(placement_targets(s, "hook"))
    assert {16, 18} <= hook and not {12, 22} & hook
    s2, _ = run(s, place("kwak", 2))
    assert s2.over and s2.reason == "hq" and s2.winner_colour == "red"
    # Kwak onto an enemy-topped 6-7 base; Roxy there too (7 > 6); Jumbo neither
    s = position("pool", board={11: [("blue", "skully")], 13: [("blue", "skully")], 17: [("red", "star")]},
                 racks={"blue": ["kwak", "roxy", "jumbo"], "red": ["roxy"]})
    assert 17 in placement_targets(s, "kwak") and 17 in placement_targets(s, "roxy")
    assert 17 not in placement_targets(s, "jumbo")


def test_beginner_option_lifts_pool_restrictions_on_bases_and_hqs() -> None:
    board = {21: [("red", "skully")], 17: [("red", "star")], 13: [("red", "roxy")]}
    s = position("pool", board=board, racks={"blue": ["roxy"], "red": ["skully", "hook"]}, to_move="red",
                 options=Options(beginner=True))
    assert 2 in placement_targets(s, "skully")
    assert {12, 22} <= set(placement_targets(s, "hook"))


def test_blocked_troop_cannot_be_placed_even_by_capn() -> None:
    s = position("caribbean", racks={"blue": ["capn", "star", "star"], "red": ["roxy"]}, blocked={"blue": ["star"]})
    s, _ = run(s, place("capn", 11))
    assert place("star", 13) in legal_actions(s)  # the second, unblocked Star
    s, _ = run(s, place("star", 13))  # empty reserve: no Star decision
    assert s.current_colour == "red" and s.rack_of("blue") == {"star": 1} and s.blocked_of("blue") == {}


# =====================================================================================================
# Region checks after every top change
# =====================================================================================================


def test_region_check_after_each_placement_of_a_capn_chain() -> None:
    # Caribbean: region 1 = 11, 13, 14 (1 medal); region 2 = 11, 12, 14, 16, 17 (3 medals)
    board = {11: [("blue", "skully")], 13: [("blue", "skully")], 12: [("blue", "star")], 16: [("blue", "star")]}
    s = position("caribbean", board=board, racks={"blue": ["capn", "roxy"], "red": ["roxy"]})
    s, ev1 = run(s, place("capn", 14))
    assert medal_events(ev1) == [("blue", 1)] and s.medals_of("blue") == 1
    assert s.pending() == ("capn", 14)
    s, ev2 = run(s, place("roxy", 17))
    assert medal_events(ev2) == [("blue", 2)] and s.medals_of("blue") == 4
    assert kinds(ev1 + ev2)[:4] == ["placed", "medals", "placed", "medals"]


def test_capn_first_placement_reaching_the_target_ends_before_the_extra_troop() -> None:
    board = {11: [("blue", "skully")], 13: [("blue", "skully")]}
    s = position("caribbean", board=board, racks={"blue": ["capn", "roxy"], "red": ["roxy"]}, medals={"blue": 4})
    s, ev = run(s, place("capn", 14))
    assert s.over and s.reason == "medals" and s.winner_colour == "blue"
    assert s.pending() is None and legal_actions(s) == []
    assert kinds(ev) == ["placed", "medals", "game_over"]


def test_capn_extra_troop_reaching_the_target_cancels_its_effect_and_the_special_bases() -> None:
    # Clouds: region 1 = 11, 12, 13 (1 medal); 13 is a City of Clouds base; target 8
    s = position("clouds", board={11: [("blue", "roxy")]}, racks={"blue": ["capn", "skully"], "red": ["roxy"]},
                 reserves={"blue": ["star", "star"]}, medals={"blue": 7})
    s, _ = run(s, place("capn", 13))
    s, ev = run(s, place("skully", 12))
    assert s.over and s.reason == "medals" and s.winner_colour == "blue"
    assert "drawn" not in kinds(ev) and s.reserve_count("blue") == 2


def test_jumbo_reveal_reaching_the_target_wins_before_the_special_base() -> None:
    # Clouds: region 2 = 11, 13, 14 (1 medal); Jumbo on the City of Clouds base 13
    board = {11: [("blue", "roxy")], 14: [("blue", "roxy"), ("red", "skully")]}
    s = position("clouds", board=board, racks={"blue": ["jumbo"], "red": ["roxy"]},
                 reserves={"blue": ["star"]}, medals={"blue": 7})
    s, _ = run(s, place("jumbo", 13))
    assert s.pending() == ("jumbo", 13)
    s, ev = run(s, Action("discard", None, 14))
    assert s.over and s.winner_colour == "blue" and s.reason == "medals"
    assert medal_events(ev) == [("blue", 2)] and "drawn" not in kinds(ev)


def test_castle_return_completes_a_region_for_the_opponent_who_wins_during_my_turn() -> None:
    # Castle: region 2 = 13, 15, 17 (1 medal); Red has 6 of the 7 medals it needs
    board = {13: [("red", "roxy")], 17: [("red", "roxy")], 15: [("red", "star"), ("blue", "roxy")],
             11: [("blue", "skully")]}
    s = position("castle", board=board, racks={"blue": ["hook"], "red": ["roxy"]}, medals={"red": 6})
    s, _ = run(s, place("hook", 20))
    s, ev = run(s, Action("return", None, 15))
    assert s.over and s.winner_colour == "red" and s.reason == "medals"
    assert medal_events(ev) == [("red", 2)] and s.rack_of("blue") == {"roxy": 1}


def test_castle_return_may_take_any_own_visible_troop_anywhere_but_not_the_new_one() -> None:
    board = {11: [("blue", "skully")], 24: [("blue", "star")], 18: [("blue", "jumbo"), ("red", "roxy")]}
    s = position("castle", board=board, racks={"blue": ["hook"], "red": ["roxy"]})
    s, _ = run(s, place("hook", 21))
    returns = {a.node for a in legal_actions(s) if a.kind == "return"}
    assert returns == {11, 24}  # not the covered Jumbo, not the Hook on 21


def test_volcanic_jungle_destination_is_checked_before_the_origin() -> None:
    # Jungle: Red tops 11, 12, 14 (region 2 = 11, 12, 14, 15 needs 15); Blue's region 5 = 17, 18, 20, 21, 23
    # waits for its Skully on 18, covered by a Red Roxy. Moving that Roxy onto 15 claims both, destination first.
    board = {11: [("red", "skully")], 12: [("red", "skully")], 14: [("red", "skully")],
             18: [("blue", "skully"), ("red", "roxy")],
             17: [("blue", "roxy")], 20: [("blue", "roxy")], 21: [("blue", "roxy")], 23: [("blue", "star")]}
    s = position("jungle", board=board, racks={"blue": ["hook"], "red": ["star"]})
    s, _ = run(s, place("hook", 15))
    s, ev = run(s, move(18, 15))
    assert medal_events(ev) == [("red", 2), ("blue", 5)]  # one action, regions for both players
    assert s.medals_of("red") == 2 and s.medals_of("blue") == 3 and s.current_colour == "red"


def test_volcanic_jungle_origin_reveal_wins_for_the_mover() -> None:
    board = {18: [("blue", "skully"), ("red", "roxy")],
             17: [("blue", "roxy")], 20: [("blue", "roxy")], 21: [("blue", "roxy")], 23: [("blue", "star")]}
    s = position("jungle", board=board, racks={"blue": ["hook"], "red": ["star"]}, medals={"blue": 4})
    s, _ = run(s, place("hook", 15))
    s, ev = run(s, move(18, 15))
    assert s.over and s.winner_colour == "blue" and s.reason == "medals"
    assert s.stack(15) == [("blue", "hook"), ("red", "roxy")]


def test_volcanic_jungle_move_is_two_changes_destination_first() -> None:
    # The spec orders the checks of a Volcanic Jungle move: "destination checked first, then origin". The app
    # reads that as two changes checked one after the other (the order would not matter otherwise): when the
    # destination already gives Red its target, Red wins at once and the origin is never checked, even on
    # Blue's turn. The rules help screen states this reading.
    board = {11: [("red", "skully")], 12: [("red", "skully")], 14: [("red", "skully")],
             18: [("blue", "skully"), ("red", "roxy")],
             17: [("blue", "roxy")], 20: [("blue", "roxy")], 21: [("blue", "roxy")], 23: [("blue", "star")]}
    s = position("jungle", board=board, racks={"blue": ["hook"], "red": ["star"]}, medals={"blue": 4, "red": 5})
    s, _ = run(s, place("hook", 15))
    s, ev = run(s, move(18, 15))
    assert s.over and s.reason == "medals"
    assert s.medals_of("red") == 7 and s.medals_of("blue") == 4
    assert s.winner_colour == "red"


def test_player_to_move_wins_when_one_claim_reaches_both_targets_constructed() -> None:
    # Only reachable in a constructed position (Red already at its target)
    # Caribbean region 6 = 19, 20, 22 (1 medal), 20 and 22 next to Red's HQ
    board = {19: [("red", "skully")], 20: [("red", "skully")]}
    s = position("caribbean", board=board, racks={"blue": ["roxy"], "red": ["roxy"]}, to_move="red",
                 medals={"blue": 5, "red": 4})
    s, _ = run(s, place("roxy", 22))
    assert s.over and s.winner_colour == "red"


def test_claimed_region_is_never_claimed_again() -> None:
    # Caribbean region 6 = 19, 20, 22, claimed earlier by Blue; Red now tops all three: no second claim
    board = {19: [("blue", "skully"), ("red", "roxy")], 20: [("blue", "skully"), ("red", "star")],
             22: [("blue", "skully")]}
    s = position("caribbean", board=board, racks={"blue": ["roxy"], "red": ["kwak"]},
                 medals={"blue": 1}, claimed={6: "blue"}, to_move="red")
    s, ev = run(s, place("kwak", 22))
    assert s.top_of(22) == ("red", "kwak")
    assert medal_events(ev) == [] and s.medals_of("red") == 0 and s.claimed_regions() == {6: "blue"}


# =====================================================================================================
# Effect order: troop effects depth first, then special bases in placement order
# =====================================================================================================


def test_castle_effects_after_troop_effects_in_placement_order() -> None:
    board = {11: [("blue", "skully")], 13: [("blue", "skully")], 17: [("blue", "roxy")]}
    s = position("castle", board=board, racks={"blue": ["capn", "skully"], "red": ["roxy"]},
                 reserves={"blue": ["star", "hook"]})
    s, _ = run(s, place("capn", 15))
    s, _ = run(s, place("skully", 20))
    assert s.pending() == ("skully", 20)
    s, _ = run(s, USE)
    assert s.pending() == ("return_to_rack", 15)
    s, _ = run(s, Action("return", None, 11))
    assert s.pending() == ("return_to_rack", 20)
    s, _ = run(s, SKIP)
    assert s.current_colour == "red" and s.rack_of("blue") == {"star": 1, "hook": 1, "skully": 1}


def test_capn_capn_jumbo_resolves_the_jumbo_first() -> None:
    # Clouds: draw_one on 13 and 16. Cap'n (13) -> Cap'n (16) -> Jumbo (14) discards Red's troop on 17,
    # then the Clouds on 13 and then on 16 draw.
    board = {11: [("blue", "skully")], 17: [("red", "skully")]}
    s = position("clouds", board=board, racks={"blue": ["capn", "capn", "jumbo"], "red": ["roxy"]},
                 reserves={"blue": ["star", "hook"]})
    s, _ = run(s, place("capn", 13), place("capn", 14))
    assert s.pending() == ("capn", 14)
    s, _ = run(s, place("jumbo", 16))
    assert s.pending() == ("jumbo", 16)
    s, ev = run(s, Action("discard", None, 17))
    assert ev[0].kind == "discarded" and s.pending() == ("draw_one", 13)
    s, ev = run(s, USE)
    assert ev[0].data["troops"] == ["star"] and s.pending() == ("draw_one", 16)
    s, ev = run(s, USE)
    assert ev[0].data["troops"] == ["hook"] and s.current_colour == "red"


def test_xb42_on_an_empty_rack_and_via_capn() -> None:
    s = position("caribbean", racks={"blue": ["capn", "xb42"], "red": []}, reserves={"red": ["roxy"]})
    s, _ = run(s, place("capn", 11), place("xb42", 13))
    assert s.current_colour == "red" and s.discard_of("red") == {}
    s = position("caribbean", racks={"blue": ["capn", "xb42"], "red": ["kwak"]})
    s, _ = run(s, place("capn", 11), place("xb42", 13), USE)
    assert s.discard_of("red") == {"kwak": 1}


# =====================================================================================================
# Battlefield
# =====================================================================================================


def test_two_battlefield_blocks_take_two_different_troops_and_red_cannot_act() -> None:
    # Battlefield: block bases 14 and 16 (both next to 13); Blue tops 11 and 13
    board = {11: [("blue", "skully")], 13: [("blue", "skully")]}
    s = position("battlefield", board=board, racks={"blue": ["capn", "roxy"], "red": ["roxy", "star"]})
    s, _ = run(s, place("capn", 14), place("roxy", 16))
    assert s.pending() == ("block_rack_troop", 14)
    s, _ = run(s, USE)
    assert s.pending() == ("block_rack_troop", 16)
    s, ev = run(s, USE)
    assert s.blocked_of("red") == {"roxy": 1, "star": 1}
    # Red can neither draw (empty reserve) nor place (all blocked): the game ends, Red loses the tie
    assert s.over and s.reason == "end_tiebreak" and s.winner_colour == "blue"


def test_battlefield_blocked_troop_counts_toward_eight_and_can_still_draw() -> None:
    board = {11: [("blue", "skully")], 13: [("blue", "skully")]}
    red = ["roxy", "roxy", "roxy", "star", "star", "star", "hook"]
    s = position("battlefield", board=board, racks={"blue": ["roxy"], "red": red},
                 reserves={"red": ["kwak", "kwak"]})
    s, _ = run(s, place("roxy", 14), USE)
    assert sum(s.blocked_of("red").values()) == 1 and s.current_colour == "red"
    s, ev = run(s, DRAW)
    assert [e.data["count"] for e in ev if e.kind == "drawn"] == [1]
    assert s.rack_count("red") == 8 and s.blocked_of("red") == {}


def test_battlefield_with_an_empty_opponent_rack_asks_nothing() -> None:
    board = {11: [("blue", "skully")], 13: [("blue", "skully")]}
    s = position("battlefield", board=board, racks={"blue": ["roxy"], "red": []}, reserves={"red": ["star"]})
    s, _ = run(s, place("roxy", 14))
    assert s.current_colour == "red" and not s.over


# =====================================================================================================
# Beginner option: no special-base effect at all
# =====================================================================================================


@pytest.mark.parametrize("key,node", [("castle", 20), ("clouds", 16), ("jungle", 15), ("cemetery", 22),
                                      ("battlefield", 19)])
def test_beginner_option_switches_every_special_base_off(key: str, node: int) -> None:
    # Hook reaches any base; every pre-condition of the special effect holds
    terrain = TERRAINS[key]
    neighbours = [n for n in terrain.node(node).adjacent if terrain.node(n).kind == "base"]
    board = {neighbours[0]: [("red", "skully")], 11: [("blue", "skully")]}
    kw = dict(board=board, racks={"blue": ["hook"], "red": ["roxy", "star"]},
              reserves={"blue": ["star"], "red": ["kwak"]}, discards={"blue": ["capn"]})
    normal = position(key, **kw)
    normal, _ = run(normal, place("hook", node))
    assert normal.pending() is not None and normal.pending()[1] == node
    easy = position(key, options=Options(beginner=True), **kw)
    easy, _ = run(easy, place("hook", node))
    assert easy.pending() is None and easy.current_colour == "red"


def test_beginner_option_restores_troop_effects_on_station_metal_x_and_hook_exception() -> None:
    s = position("station", racks={"blue": ["hook"], "red": ["roxy"]}, options=Options(beginner=True))
    assert {16, 17, 18} <= set(placement_targets(s, "hook"))


# =====================================================================================================
# End of the game
# =====================================================================================================


def test_hq_win_is_immediate_even_with_fewer_medals() -> None:
    board = {20: [("blue", "skully")], 17: [("blue", "skully")], 12: [("blue", "skully")], 11: [("blue", "star")]}
    s = position("caribbean", board=board, racks={"blue": ["kwak"], "red": ["roxy"]}, medals={"red": 4})
    s, ev = run(s, place("kwak", 41))
    assert s.over and s.reason == "hq" and s.winner_colour == "blue" and kinds(ev)[-1] == "game_over"


def test_player_who_can_only_draw_goes_on_and_with_nothing_left_the_game_ends() -> None:
    # Caribbean: Blue Roxies on 20 and 22 (the only bases next to Red's HQ); Red holds Skully only
    board = {20: [("blue", "roxy")], 22: [("blue", "roxy")]}
    s = position("caribbean", board=board, racks={"blue": ["star"], "red": ["skully"]}, reserves={"red": ["capn"]})
    s, _ = run(s, place("star", 11))
    assert not s.over and legal_actions(s) == [DRAW]
    # same but Red's reserve is empty: neither draw nor place -> most medals wins even for the stuck player
    s = position("caribbean", board=board, racks={"blue": ["star"], "red": ["skully"]}, medals={"red": 2})
    s, _ = run(s, place("star", 11))
    assert s.over and s.reason == "end_medals" and s.winner_colour == "red"
    s = position("caribbean", board=board, racks={"blue": ["star"], "red": ["skully"]}, medals={"red": 2, "blue": 2})
    s, _ = run(s, place("star", 11))
    assert s.over and s.reason == "end_tiebreak" and s.winner_colour == "blue"


def test_turn_limit_counts_the_player_to_move_as_unable_to_act() -> None:
    s = position("caribbean", racks={"blue": ["roxy"], "red": ["roxy"]}, turns_done=298)
    s, _ = run(s, place("roxy", 11))
    assert not s.over
    s = position("caribbean", racks={"blue": ["roxy"], "red": ["roxy"]}, turns_done=299)
    s, _ = run(s, place("roxy", 11))
    assert s.over and s.limit_hit and s.reason == "end_tiebreak" and s.winner_colour == "blue"
    s = position("caribbean", racks={"blue": ["roxy"], "red": ["roxy"]}, turns_done=299, medals={"red": 1})
    s, _ = run(s, place("roxy", 11))
    assert s.over and s.limit_hit and s.reason == "end_medals" and s.winner_colour == "red"


@pytest.mark.parametrize("limit", [1, 6, 25])
def test_turn_limit_option_bounds_random_games(limit: int) -> None:
    for seed in range(4):
        g = Game("battlefield", seed=seed, options=Options(turn_limit=limit))
        rnd = random.Random(seed)
        while not g.state.over:
            acts = g.legal_actions()
            g.play(acts[rnd.randrange(len(acts))])
        assert g.state.turns_played <= limit
        if g.state.limit_hit:
            assert g.state.turns_played == limit


# =====================================================================================================
# Logs and replay
# =====================================================================================================


def _play_random(key: str, seed: int, beginner: bool = False) -> Game:
    g = Game(key, seed=seed, options=Options(beginner=beginner))
    rnd = random.Random(seed * 31 + 7)
    while not g.state.over:
        acts = g.legal_actions()
        useful = [a for a in acts if a.kind != "skip"]
        pick = useful if useful and rnd.random() < 0.9 else acts
        g.play(pick[rnd.randrange(len(pick))])
    return g


def test_logs_replay_to_identical_states_including_random_effects() -> None:
    seen: set[str] = set()
    for key in BUILTIN_KEYS:
        for seed in (1, 2):
            g = _play_random(key, seed)
            for evs in g.events:
                for e in evs:
                    if e.kind == "blocked" or (e.kind == "discarded" and e.data["by"] == "xb42"):
                        seen.add(e.kind + str(e.data.get("by", "")))
            text = g.save()
            log = GameLog.from_json(text)
            assert log.replay() == g.state
            again = Game.load(json.dumps(json.loads(text)))
            assert again.state == g.state and again.history == g.history
            # every intermediate state (including pending decisions) round-trips through JSON
            for st in g.history[:: max(1, len(g.history) // 10)]:
                assert GameState.from_dict(json.loads(json.dumps(st.to_dict()))) == st
    assert seen == {"blocked", "discardedxb42"}, seen


def test_illegal_action_in_a_log_is_refused_on_replay() -> None:
    g = _play_random("castle", 3)
    log = g.log
    log.actions.insert(1, place("roxy", 41))
    with pytest.raises(IllegalAction):
        log.replay()


# =====================================================================================================
# An independent, slow reading of the placement rules, compared with the engine over random games
# =====================================================================================================

_VALUES = {"values_1_2": (1, 2), "values_3_5": (3, 4, 5), "values_6_7": (6, 7)}
_STRENGTH = {t.key: t.strength for t in TROOPS}


def _reference_targets(s: GameState, troop: str) -> set[int]:
    terrain = s.terrain
    me = s.current_colour
    beginner = s.options.beginner
    rack, blocked = s.rack_of(me), s.blocked_of(me)
    if rack.get(troop, 0) <= blocked.get(troop, 0):
        return set()
    own_hqs = set(terrain.hq_ids(me))
    enemy_hqs = set(terrain.hq_ids("red" if me == "blue" else "blue"))
    mine = {b for b in terrain.base_ids if (s.top_of(b) or ("", ""))[0] == me}
    # bases I top that are linked to one of my HQs through bases I top
    linked: set[int] = set()
    frontier = [b for b in mine if set(terrain.node(b).adjacent) & own_hqs]
    while frontier:
        b = frontier.pop()
        if b in linked:
            continue
        linked.add(b)
        frontier.extend(n for n in terrain.node(b).adjacent if n in mine)
    out = set()
    for node in terrain.nodes:
        nid = node.id
        if nid in own_hqs:
            continue
        special = None if beginner else node.special
        if special in _VALUES and troop != "kwak" and _STRENGTH[troop] not in _VALUES[special]:
            continue
        connected = bool(set(node.adjacent) & (own_hqs | linked))
        if not connected:
            hook_ok = troop == "hook" and node.kind == "base" and special != "no_troop_effects"
            if not hook_ok:
                continue
        if nid in enemy_hqs:
            out.add(nid)
            continue
        top = s.top_of(nid)
        if top is None or top[0] == me or top[1] == "kwak" or troop == "kwak" \
                or _STRENGTH[top[1]] < _STRENGTH[troop]:  # type: ignore[operator]
            out.add(nid)
    return out


def test_placement_targets_match_an_independent_reading_of_the_spec() -> None:
    checked = 0
    for key in BUILTIN_KEYS:
        for seed in range(3):
            g = Game(key, seed=seed, options=Options(beginner=seed == 2))
            rnd = random.Random(1000 + seed)
            while not g.state.over:
                s = g.state
                if s.phase_name == "main" or (s.pending() or ("",))[0] == "capn":
                    for troop in TROOP_KEYS:
                        assert set(placement_targets(s, troop)) == _reference_targets(s, troop), (key, seed, troop)
                        checked += 1
                    if s.phase_name == "main":
                        me = s.current_colour
                        can_draw = s.rack_count(me) < 8 and s.reserve_count(me) > 0
                        assert (DRAW in legal_actions(s)) == can_draw
                acts = g.legal_actions()
                g.play(acts[rnd.randrange(len(acts))])
            st = g.state
            if st.reason in ("end_medals", "end_tiebreak") and not st.limit_hit:
                me = st.current_colour
                assert not (st.rack_count(me) < 8 and st.reserve_count(me) > 0)
                assert not any(_reference_targets(st, t) for t in TROOP_KEYS)
    assert checked > 1000


def test_no_completed_region_is_ever_left_unclaimed() -> None:
    """After every decision, a region topped entirely by one player has been claimed (by someone)."""
    checked = 0
    for key in BUILTIN_KEYS:
        for seed in range(4):
            g = _play_random(key, 50 + seed)
            for st in g.history:
                if st.over:
                    continue
                claimed = st.claimed_regions()
                for region in st.terrain.regions:
                    owners = {(st.top_of(b) or ("none",))[0] for b in region.bases}
                    if len(owners) == 1 and owners != {"none"}:
                        assert region.id in claimed, (key, seed, region.id)
                        checked += 1
    assert checked > 20
