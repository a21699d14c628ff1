"""One scenario per special power and per effect (Master Battle), from the catalog's definitions."""

from __future__ import annotations

import pytest
from attacktix_helpers import fig, game, kinds, knock, light, put, white_wheel, zone

from desktop.games.attacktix import engine as E


def W(code: str, **kw):  # a light figure whose window is always white
    return light(code, wheel=white_wheel(), **kw)


def test_black_window_no_power() -> None:
    s = game([fig("A1")], [light("B1", power="battle_cry"), fig("B2")], grind=False)
    put(s, 3, 30, 30)
    s, ev = knock(s, 1, 2)
    assert zone(s, 2) == "defeated" and s.extra_next == [0, 0]
    assert next(e for e in ev if e["kind"] == "window")["colour"] == "black"


def test_quick_battle_has_no_powers() -> None:
    s = game([fig("A1")], [W("B1", power="battle_cry"), fig("B2")], level="quick")
    put(s, 3, 30, 30)
    s, ev = knock(s, 1, 2)
    assert "window" not in kinds(ev) and s.extra_next == [0, 0]


def test_last_stand_only_when_it_was_the_only_figure() -> None:
    s = game([fig("A1"), fig("A2")], [W("B1", power="last_stand")])
    put(s, 1, 10, 20)
    s2, ev = knock(s, 1, 3)
    assert zone(s2, 3) == "play" and "stood_up" in kinds(ev)
    assert s2.points == [30, 0] and not s2.over  # the fall still scores
    # with another figure standing it stays defeated
    s = game([fig("A1")], [W("B1", power="last_stand"), fig("B2")])
    put(s, 3, 30, 30)
    s2, _ = knock(s, 1, 2)
    assert zone(s2, 2) == "defeated"


def test_thunderclap_moves_up_to_three_opponents_4_tix_inside_the_arena_without_turning_wheels() -> None:
    s = game(
        [fig("A1"), fig("A2"), fig("A3"), fig("A4")], [W("B1", power="thunderclap"), fig("B2")], grind=False
    )
    put(s, 2, 2.0, 20, wheel=0)
    put(s, 3, 10, 20, wheel=0)
    put(s, 4, 13, 20, wheel=0)
    put(s, 6, 30, 30)
    s, ev = knock(s, 1, 5)
    p = E.pending(s)
    assert p and p["kind"] == "move_targets" and p["player"] == 1 and p["count"] == 3
    assert s.to_act == 1 and set(p["options"]) == {1, 2, 3, 4}
    with pytest.raises(E.IllegalAction, match="at most 4"):
        E.apply(s, {"type": "choose", "value": [[3, 10, 25]]})
    with pytest.raises(E.IllegalAction, match="out of the arena"):
        E.apply(s, {"type": "choose", "value": [[2, 0.5, 20]]})
    with pytest.raises(E.IllegalAction, match="up to 3"):
        E.apply(s, {"type": "choose", "value": [[1, 1, 1]] * 4})
    s, ev = E.apply(s, {"type": "choose", "value": [[3, 14, 20], [2, 2, 23.5]]})
    assert s.fig(3)["x"] == pytest.approx(13 - 1.5, abs=1e-3)  # stopped at contact with A3
    assert s.fig(4)["x"] == 13  # never pushed
    assert s.fig(2)["y"] == pytest.approx(23.5)
    assert s.fig(2)["wheel"] == 0 and s.fig(3)["wheel"] == 0
    assert zone(s, 5) == "defeated" and s.to_act == 0


def test_swap_brings_an_opponent_backup_into_play_under_my_control() -> None:
    s = game([fig("A1")], [W("B1", power="swap"), fig("B2")], backups=([fig("AB1")], [fig("BB1")]))
    put(s, 4, 30, 30)
    s, _ = knock(s, 1, 3)
    p = E.pending(s)
    assert p["kind"] == "pick" and p["options"] == [2]  # A's backup AB1 (id 2)
    s, ev = E.apply(s, {"type": "choose", "value": 2})
    f = s.fig(2)
    assert f["zone"] == "play" and f["ctrl"] == 1 and f["side"] == 0
    assert f["y"] == pytest.approx(36 - 2 - 2)  # 2 tix in front of B's starting line
    assert zone(s, 3) == "defeated"


def test_vanquish_removes_a_defeated_opponent_then_stands_up() -> None:
    s = game([fig("A1"), light("A2")], [W("B1", power="vanquish"), fig("B2")])
    put(s, 4, 30, 30)
    s.fig(2)["zone"] = "defeated"
    s, _ = knock(s, 1, 3)
    assert E.pending(s)["options"] == [2]
    s, ev = E.apply(s, {"type": "choose", "value": 2})
    assert zone(s, 2) == "removed" and zone(s, 3) == "play"


def test_recover_needs_the_named_class_in_play() -> None:
    for mate_class, expected in (("x-men", "play"), ("avengers", "defeated")):
        s = game(
            [fig("A1")],
            [W("B1", power="recover", power_marvel_class="x-men"), fig("B2", marvel_class=mate_class)],
        )
        put(s, 3, 30, 30)
        s, _ = knock(s, 1, 2)
        assert zone(s, 2) == expected


def test_rally_returns_another_defeated_figure_of_the_named_kind() -> None:
    s = game(
        [fig("A1")],
        [
            W("B1", power="rally", power_class="T"),
            fig("B2", attacktix_class="T"),
            fig("B3", attacktix_class="W"),
        ],
    )
    s.fig(3)["zone"] = "defeated"
    s.fig(4)["zone"] = "defeated"
    put(s, 2, 20, 20)
    s.fig(3)["zone"] = "defeated"
    s, _ = knock(s, 1, 2)
    p = E.pending(s)
    assert p["options"] == [3]  # not B3 (a Warrior), not this figure
    s, ev = E.apply(s, {"type": "choose", "value": 3})
    assert zone(s, 3) == "play" and zone(s, 2) == "defeated"
    assert "placed" in kinds(ev) and not s.over


def test_attackback_gives_a_free_move_and_attack_now() -> None:
    s = game(
        [fig("A1"), light("A2")],
        [W("B1", power="attackback", power_marvel_class="x-men"), fig("B2", marvel_class="x-men")],
    )
    put(s, 2, 18, 30)
    put(s, 4, 18, 26)
    s, _ = knock(s, 1, 3)
    assert E.pending(s)["options"] == [4]
    s, _ = E.apply(s, {"type": "choose", "value": 4})
    assert s.to_act == 1 and s.interlude == {"player": 1, "fig": 4, "moved": False}
    with pytest.raises(E.IllegalAction):
        E.apply(s, {"type": "end_turn"})
    s, _ = E.apply(s, {"type": "move", "fig": 4, "x": 18, "y": 28})
    with pytest.raises(E.IllegalAction, match="once"):
        E.apply(s, {"type": "move", "fig": 4, "x": 18, "y": 28.5})
    from attacktix_helpers import shoot

    s, ev = shoot(s, 4, 2)
    assert zone(s, 2) == "defeated" and s.interlude is None and s.to_act == 0
    assert s.fig(4)["loaded"] is False  # reloaded only on its owner's next turn


def test_capture_takes_the_attacker_when_the_named_figure_is_in_play() -> None:
    s = game([fig("A1")], [W("B1", power="capture", power_figure="B2"), fig("B2")])
    put(s, 3, 30, 30)
    s, ev = knock(s, 1, 2)
    assert s.fig(1)["ctrl"] == 1 and "control" in kinds(ev)
    assert s.over and s.winner == 1 and s.reason == "last_figure"  # A has nothing left in play


def test_force_push_moves_one_named_opponent_4_tix_inside_the_arena() -> None:
    s = game(
        [fig("A1", attacktix_class="W"), fig("A2", attacktix_class="T")],
        [W("B1", power="force_push", power_class="T"), fig("B2")],
    )
    put(s, 2, 20, 20)
    put(s, 4, 30, 30)
    s, _ = knock(s, 1, 3)
    p = E.pending(s)
    assert p["options"] == [2] and p["count"] == 1 and p["distance"] == 4.0
    s, _ = E.apply(s, {"type": "choose", "value": [[2, 24, 20]]})
    assert s.fig(2)["x"] == pytest.approx(24)


def test_battle_cry_one_more_attack_next_turn() -> None:
    s = game([fig("A1")], [W("B1", power="battle_cry"), fig("B2")])
    put(s, 3, 30, 30)
    s, _ = knock(s, 1, 2)
    assert s.extra_next == [0, 1]
    s, ev = E.apply(s, {"type": "end_turn"})
    assert s.to_move == 1 and s.attacks_allowed == 3 and s.extra_next == [0, 0]


def test_rescue_returns_to_the_starting_area_with_another_of_the_named_kind() -> None:
    s = game(
        [fig("A1")], [W("B1", power="rescue", power_marvel_class="x-men"), fig("B2", marvel_class="x-men")]
    )
    put(s, 2, 18, 20)
    put(s, 3, 30, 30)
    s, _ = knock(s, 1, 2)
    assert zone(s, 2) == "play" and s.fig(2)["y"] == pytest.approx(34)


def test_own_figures_resolve_first_and_the_owner_orders_them() -> None:
    s = game(
        [
            W("A1", power="battle_cry"),
            W("A2", power="battle_cry"),
            fig("A3", attack_kind="force_blast", attack_range=6.0, attack_impulse=900.0, attack_spread=90.0),
        ],
        [W("B1", power="battle_cry"), fig("B2")],
    )
    put(s, 3, 18, 10)
    put(s, 1, 17.2, 11.5)
    put(s, 2, 18.8, 11.5)
    put(s, 4, 18, 13.8)
    put(s, 5, 30, 30)
    s, ev = E.apply(s, {"type": "attack", "fig": 3, "angle": 1.5708, "pull": 1.0})
    shot = next(e for e in ev if e["kind"] == "shot")
    assert set(shot["defeated"]) >= {"1", "2"}
    p = E.pending(s)
    assert p["kind"] == "order" and p["player"] == 0 and sorted(p["options"]) == [1, 2]
    with pytest.raises(E.IllegalAction):
        E.apply(s, {"type": "choose", "value": [1]})
    s, ev = E.apply(s, {"type": "choose", "value": [2, 1]})
    order = [e["fig"] for e in ev if e["kind"] == "window"]
    assert order[:2] == [2, 1]
    if "4" in shot["defeated"]:
        assert order[2] == 4


# --- effects -------------------------------------------------------------------------------------------------


def test_wolverine_after_defeating_a_leader_moves_6_and_attacks_again() -> None:
    wolv = fig(
        "MV-09",
        attack_kind="striker",
        attack_range=2.5,
        attack_impulse=900.0,
        effect="wolverine",
        marvel_class="x-men",
    )
    s = game([wolv, fig("A2", marvel_class="x-men")], [light("B1", attacktix_class="L"), fig("B2")])
    put(s, 4, 30, 30)
    s, ev = knock(s, 1, 3, gap=1.6)
    assert zone(s, 3) == "defeated"
    assert s.bonus_moves == {"1": 6.0} and s.attacks_allowed == 3 and 1 in s.bonus_attacks
    f = s.fig(1)
    s, _ = E.apply(s, {"type": "move", "fig": 1, "x": f["x"] + 6, "y": f["y"]})
    s, _ = E.apply(s, {"type": "attack", "fig": 1, "angle": 0.0, "pull": 0.5})
    # without another X-Men figure: nothing
    s = game([wolv, fig("A2")], [light("B1", attacktix_class="L"), fig("B2")])
    put(s, 4, 30, 30)
    s, _ = knock(s, 1, 3, gap=1.6)
    assert s.bonus_moves == {} and s.attacks_allowed == 2


def test_spider_man_with_four_marvel_classes_attacks_once_more() -> None:
    team = [
        fig("MV-10", effect="spider_man", marvel_class="spider-man"),
        fig("A2", marvel_class="x-men"),
        fig("A3", marvel_class="avengers"),
        fig("A4", marvel_class="brotherhood"),
    ]
    s = game(team, [fig("B1")])
    assert s.attacks_allowed == 3
    s = game(team[:3] + [fig("A4", marvel_class="x-men")], [fig("B1")])
    assert s.attacks_allowed == 2


def test_mystique_takes_control_of_a_touching_opponent_then_is_removed() -> None:
    s = game(
        [
            fig("MV-12", effect="mystique", marvel_class="brotherhood", points=20),
            fig("A2", marvel_class="brotherhood"),
        ],
        [fig("B1"), fig("B2")],
    )
    put(s, 1, 18, 18)
    put(s, 3, 18, 19.55)  # bases 0.05 apart
    put(s, 4, 18, 25)
    assert E.effect_targets(s, 1) == [3]
    s, ev = E.apply(s, {"type": "effect", "fig": 1, "target": 3})
    assert s.fig(3)["ctrl"] == 0 and zone(s, 1) == "defeated" and s.points == [0, 20]
    with pytest.raises(E.IllegalAction):
        E.apply(s, {"type": "effect", "fig": 1, "target": 4})
    # too far away, or no other Brotherhood figure: no effect
    s = game([fig("MV-12", effect="mystique", marvel_class="brotherhood"), fig("A2")], [fig("B1")])
    put(s, 1, 18, 18)
    put(s, 3, 18, 19.55)
    assert E.effect_targets(s, 1) == []


def test_daredevil_defeating_a_higher_point_warrior_does_not_count() -> None:
    dd = fig(
        "MV-16", effect="daredevil", points=20, attack_kind="striker", attack_range=2.5, attack_impulse=900.0
    )
    s = game(
        [dd],
        [light("B1", attacktix_class="W", points=40), light("B2", attacktix_class="W", points=10), fig("B3")],
    )
    put(s, 3, 10, 20)
    put(s, 4, 30, 30)
    s, _ = knock(s, 1, 2, gap=1.6)
    assert zone(s, 2) == "defeated" and s.attacks_used == 0
    s = game([dd], [light("B1", attacktix_class="W", points=10), fig("B3")])
    put(s, 3, 30, 30)
    s, _ = knock(s, 1, 2, gap=1.6)
    assert zone(s, 2) == "defeated" and s.attacks_used == 1


def test_every_shipped_power_and_effect_has_a_scenario() -> None:
    shipped = E.shipped_catalog()
    tested = {
        "last_stand",
        "thunderclap",
        "swap",
        "vanquish",
        "recover",
        "rally",
        "attackback",
        "capture",
        "force_push",
        "battle_cry",
        "rescue",
    }
    assert set(shipped["powers"]) == tested
    assert set(shipped["effects"]) == {"wolverine", "spider_man", "mystique", "daredevil"}


def test_wolverine_additional_attack_goes_to_wolverine_not_a_third_figure() -> None:
    wolv = fig(
        "MV-09",
        attack_kind="striker",
        attack_range=2.5,
        attack_impulse=900.0,
        effect="wolverine",
        marvel_class="x-men",
    )
    s = game(
        [wolv, fig("A2", marvel_class="x-men"), fig("A3")],
        [light("B1", attacktix_class="L"), fig("B2"), fig("B3")],
    )
    put(s, 2, 5, 5)
    put(s, 3, 10, 5)
    put(s, 5, 30, 30)
    put(s, 6, 25, 30)
    s, _ = knock(s, 1, 4, gap=1.6)
    assert zone(s, 4) == "defeated" and 1 in s.bonus_attacks
    s, _ = E.apply(s, {"type": "attack", "fig": 2, "angle": 0.0, "pull": 0.3})  # the turn's second attack
    why = E.explain_illegal(s, {"type": "attack", "fig": 3, "angle": 0.0, "pull": 0.3})
    assert why is not None and "additional attack" in why
    assert 3 not in E.legal_summary(s)["attackers"] and 1 in E.legal_summary(s)["attackers"]
    s, _ = E.apply(s, {"type": "attack", "fig": 1, "angle": 0.0, "pull": 0.3})
    assert s.attacks_used == s.attacks_allowed


def test_wolverine_additional_attack_leaves_the_turns_regular_attack_to_another_figure() -> None:
    wolv = fig("MV-09", attack_kind="striker", effect="wolverine", marvel_class="x-men")
    s = game(
        [wolv, fig("A2", marvel_class="x-men"), fig("A3")],
        [light("B1", attacktix_class="L"), fig("B2"), fig("B3")],
    )
    put(s, 2, 5, 5)
    put(s, 3, 10, 5)
    put(s, 5, 30, 30)
    put(s, 6, 25, 30)
    s, _ = knock(s, 1, 4, gap=1.6)
    s, _ = E.apply(s, {"type": "attack", "fig": 1, "angle": 0.0, "pull": 0.3})  # Wolverine's additional one
    assert E.explain_illegal(s, {"type": "attack", "fig": 3, "angle": 0.0, "pull": 0.3}) is None
