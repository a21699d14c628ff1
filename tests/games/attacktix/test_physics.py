"""Physics scenarios of issue 15: tipping, shielding, the edge, friendly fire, moves, the wheel."""

from __future__ import annotations

import math

import pytest
from attacktix_helpers import fig, game, put, shoot, zone
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.games.attacktix import engine as E
from desktop.games.attacktix import physics
from desktop.games.attacktix.catalog import derived_stability


def test_one_fixed_step_and_rest_threshold() -> None:
    assert physics.STEP <= 1 / 120
    assert physics.REST_SPEED > 0


def test_close_direct_hit_tips_a_light_figure_but_not_from_far() -> None:
    s = game([fig("A1")], [fig("B1", mass=24.0, height=2.8, base_radius=0.7), fig("B2")], level="quick")
    put(s, 1, 18, 10)
    put(s, 2, 18, 13)  # 3 tix away
    put(s, 3, 30, 30)
    after, ev = shoot(s, 1, 2)
    assert zone(after, 2) == "defeated"
    shot = next(e for e in ev if e["kind"] == "shot")
    assert shot["hits"][0][1] > derived_stability(24.0, 0.7, 2.8)
    # a weak pull from far away does not tip it
    put(s, 2, 18, 33)
    after, _ = shoot(s, 1, 2, pull=0.3)
    assert zone(after, 2) == "play"


def test_heavy_figure_is_not_tipped_by_a_missile() -> None:
    s = game([fig("A1")], [fig("B1", mass=120.0, height=6.0, base_radius=1.5)], level="quick")
    put(s, 1, 18, 10)
    put(s, 2, 18, 14)
    after, _ = shoot(s, 1, 2)
    assert zone(after, 2) == "play"
    assert after.fig(2)["y"] > 14.0  # it slid back a little


def test_figure_in_the_line_of_fire_shields_the_one_behind() -> None:
    s = game(
        [fig("A1")], [fig("B1", mass=120.0, height=6.0, base_radius=1.5), fig("B2", mass=20.0)], level="quick"
    )
    put(s, 1, 18, 10)
    put(s, 2, 18, 14)  # heavy shield
    put(s, 3, 18, 20)  # light one behind
    after, ev = shoot(s, 1, 3)
    assert zone(after, 3) == "play"
    shot = next(e for e in ev if e["kind"] == "shot")
    assert [h[0] for h in shot["hits"]] == [2]
    # without the shield the light one falls
    put(s, 2, 30, 30)
    after, _ = shoot(s, 1, 3)
    assert zone(after, 3) == "defeated"


def test_base_pushed_partly_over_the_edge_is_defeated() -> None:
    heavy = fig("B1", mass=60.0, height=2.0, base_radius=1.0)  # too stable to tip
    s = game(
        [fig("A1", attack_kind="striker", attack_range=2.5, attack_impulse=900.0)],
        [heavy, fig("B2")],
        level="quick",
    )
    put(s, 1, 33.0, 18)
    put(s, 2, 34.5, 18)  # 0.5 tix from the edge
    put(s, 3, 5, 5)
    assert s.stability(2) > 900
    after, ev = shoot(s, 1, 2)
    defeated = next(e for e in ev if e["kind"] == "shot")["defeated"]
    assert defeated == {"2": "left_arena"}
    assert zone(after, 2) == "defeated"


def test_physics_reports_left_arena_when_only_part_of_the_base_is_out() -> None:
    b = physics.Body(1, 35.0, 18.0, 1.0, 60.0, 10000.0)
    out = physics.simulate([b], 36.0, [physics.Hit(1, 60.0 * 2.0, 34.0, 18.0)], 0.0)
    # 2 tix/s slides about 0.03 tix: the base's edge (35 + 1 = 36) crosses the edge
    assert out.defeated == {1: "left_arena"}


def test_friendly_fire_counts_and_scores_for_the_opponent() -> None:
    s = game([fig("A1"), fig("A2", mass=20.0, points=40)], [fig("B1")], level="quick")
    put(s, 1, 18, 10)
    put(s, 2, 18, 12)
    put(s, 3, 5, 30)
    after, _ = shoot(s, 1, 2)
    assert zone(after, 2) == "defeated"
    assert after.points == [0, 40]


def test_move_longer_than_the_speed_is_refused() -> None:
    s = game([fig("A1", speed=4)], [fig("B1")], level="quick")
    put(s, 1, 18, 10)
    with pytest.raises(E.IllegalAction, match="at most 4"):
        E.apply(s, {"type": "move", "fig": 1, "x": 18, "y": 14.5})
    after, _ = E.apply(s, {"type": "move", "fig": 1, "x": 18, "y": 14.0})
    assert after.fig(1)["y"] == pytest.approx(14.0)


def test_move_stops_at_contact_and_never_pushes() -> None:
    s = game([fig("A1", speed=10)], [fig("B1")], level="quick")
    put(s, 1, 18, 10)
    put(s, 2, 18, 14)
    after, ev = E.apply(s, {"type": "move", "fig": 1, "x": 18, "y": 19.0})
    assert after.fig(2)["y"] == 14  # not pushed
    assert after.fig(1)["y"] == pytest.approx(14 - 1.5, abs=1e-3)  # bases touch
    assert ev[0]["distance"] == pytest.approx(2.5, abs=1e-3)
    # and from touching, it can move away again next turn; moving into the other base goes nowhere
    ex, ey, blocker = physics.slide_limit(E._bodies(after), 1, 18, 16)
    assert blocker == 2 and ey == pytest.approx(12.5, abs=1e-3)
    ex, ey, blocker = physics.slide_limit(E._bodies(after), 1, 18, 9)
    assert blocker is None and ey == 9


def test_move_off_the_table_is_refused_and_one_move_per_figure() -> None:
    s = game([fig("A1", speed=10)], [fig("B1")], level="quick")
    put(s, 1, 1.0, 10)
    with pytest.raises(E.IllegalAction, match="whole base"):
        E.apply(s, {"type": "move", "fig": 1, "x": 0.5, "y": 10})
    s2, _ = E.apply(s, {"type": "move", "fig": 1, "x": 3, "y": 10})
    with pytest.raises(E.IllegalAction, match="already moved"):
        E.apply(s2, {"type": "move", "fig": 1, "x": 4, "y": 10})


def test_no_moves_after_an_attack_and_a_fired_figure_cannot_fire_again() -> None:
    s = game([fig("A1"), fig("A2")], [fig("B1")], level="quick")
    put(s, 3, 30, 30)
    s2, _ = E.apply(s, {"type": "attack", "fig": 1, "angle": 0.0, "pull": 0.5})
    with pytest.raises(E.IllegalAction, match="before attacks"):
        E.apply(s2, {"type": "move", "fig": 2, "x": s2.fig(2)["x"], "y": s2.fig(2)["y"] + 1})
    with pytest.raises(E.IllegalAction, match="different figure"):
        E.apply(s2, {"type": "attack", "fig": 1, "angle": 0.0, "pull": 0.5})
    s3, _ = E.apply(s2, {"type": "attack", "fig": 2, "angle": 0.0, "pull": 0.5})
    with pytest.raises(E.IllegalAction, match="no attacks left"):
        E.apply(s3, {"type": "attack", "fig": 2, "angle": 0.0, "pull": 0.5})


def test_wheel_advances_one_slot_per_tix_and_the_window_read_at_defeat_depends_on_distance() -> None:
    wheel = [{"speed": 4 + (i % 4), "colour": "white" if i in (3, 4) else "black"} for i in range(26)]
    a = fig("A1", wheel=wheel, power="battle_cry", speed=6)
    results = {}
    for dist in (2.0, 3.5):
        s = game([a, fig("A2")], [fig("B1")], grind=False)
        put(s, 1, 18, 10, wheel=0)
        put(s, 2, 18, 20 + dist)
        put(s, 3, 18, 18 + dist)  # B1 shoots back at A1 next turn... we use A2's friendly fire below
        s, ev = E.apply(s, {"type": "move", "fig": 1, "x": 18, "y": 10 + dist})
        assert s.slot(1) == int(dist)
        assert ev[0]["slot"] == int(dist) and ev[0]["window"]["speed"] == 4 + int(dist) % 4
        put(s, 2, 18, s.fig(1)["y"] + 2.0)
        s, ev = E.apply(s, {"type": "attack", "fig": 2, "angle": -math.pi / 2, "pull": 1.0})
        window = next(e for e in ev if e["kind"] == "window")
        results[dist] = window["colour"]
        assert s.extra_next[0] == (1 if window["colour"] == "white" else 0)
    assert results == {2.0: "black", 3.5: "white"}


def test_at_most_one_fixed_step_count_for_three_seconds() -> None:
    b1 = physics.Body(1, 10, 18, 0.75, 30, 1e9)
    b2 = physics.Body(2, 12, 18, 0.75, 30, 1e9)
    out = physics.simulate([b1, b2], 36.0, [physics.Hit(1, 30 * 40.0, 9.25, 18)], 0.0)
    assert out.steps <= 3 * 120
    assert out.positions[2][0] > 12  # knocked on


@settings(max_examples=60)
@given(
    st.lists(st.tuples(st.floats(2, 34), st.floats(2, 34)), min_size=2, max_size=12),
    st.floats(2, 34),
    st.floats(2, 34),
)
def test_property_a_controlled_slide_never_overlaps_and_never_goes_further_than_asked(
    spots: list[tuple[float, float]], tx: float, ty: float
) -> None:
    bodies: list[physics.Body] = []
    for i, (x, y) in enumerate(spots):
        if all(math.hypot(x - b.x, y - b.y) >= 1.5 for b in bodies):
            bodies.append(physics.Body(i, x, y, 0.75, 30.0, 350.0))
    me = bodies[0]
    ex, ey, blocker = physics.slide_limit(bodies, me.id, tx, ty)
    assert math.hypot(ex - me.x, ey - me.y) <= math.hypot(tx - me.x, ty - me.y) + 1e-9
    for b in bodies[1:]:
        assert math.hypot(ex - b.x, ey - b.y) >= 1.5 - 1e-6
    if blocker is None:
        assert (ex, ey) == pytest.approx((tx, ty))


@settings(max_examples=30)
@given(
    st.floats(0, 2 * math.pi),
    st.floats(0.05, 1.0),
    st.sampled_from(["shooter", "striker", "flight", "throwing", "kicking", "shield", "force_blast"]),
)
def test_property_shots_are_deterministic_and_keep_bases_apart(angle: float, pull: float, kind: str) -> None:
    bodies = [physics.Body(i, 8 + 4 * (i % 5), 10 + 4 * (i // 5), 0.75, 30.0, 350.0) for i in range(15)]
    attack = {"kind": kind, "range": 12.0, "impulse": 800.0, "spread": 40.0}
    one = physics.resolve(bodies, 36.0, 7, attack, angle, pull)
    two = physics.resolve(bodies, 36.0, 7, attack, angle, pull)
    assert one.positions == two.positions and one.defeated == two.defeated
    assert one.positions[7] == (bodies[7].x, bodies[7].y)  # the shooter never moves
    assert one.steps <= physics.MAX_SECONDS / physics.STEP
    standing = list(one.positions.items())
    for i, (a, pa) in enumerate(standing):
        for b, pb in standing[i + 1 :]:
            assert math.hypot(pa[0] - pb[0], pa[1] - pb[1]) >= 1.5 - 0.05, (a, b)
    assert set(one.defeated) | set(one.positions) == {b.id for b in bodies}
