"""Issue 28's rules and physics points found from outside: knockable figures, pushes that slide a
figure off the table, falling figures that strike their neighbours, one definition of reach."""

from __future__ import annotations

import math
from typing import Any

import pytest
from attacktix_helpers import game, put, zone

from desktop.games.attacktix import engine as E
from desktop.games.attacktix import physics
from desktop.games.attacktix.catalog import stability_of

SHIPPED = E.shipped_catalog()["figures"]
KINDS = ("shooter", "striker", "flight", "throwing", "kicking", "shield", "force_blast")


def shipped(code: str, **kw: Any) -> dict[str, Any]:
    return {**SHIPPED[code], **kw}


def shot_of(events: list[dict[str, Any]]) -> dict[str, Any]:
    return next(e for e in events if e["kind"] == "shot")


def fire(state: E.GameState, fid: int, angle: float = math.pi / 2, pull: float = 1.0) -> tuple[Any, Any]:
    after, ev = E.apply(state, {"type": "attack", "fig": fid, "angle": angle, "pull": pull})
    return after, shot_of(ev)


# --- every shipped figure can be knocked over --------------------------------------------------------


def _best_knock(target: dict[str, Any]) -> tuple[float, str, float]:
    """(impulse / impulse that tips it, attacker code, gap) of the best full-pull shot at ``target``."""
    best = (0.0, "", 0.0)
    for code, a in SHIPPED.items():
        atk = E.attack_of(a)
        ra, rt = float(a["base_radius"]), float(target["base_radius"])
        me = physics.Body(1, 18.0, 5.0, ra, float(a["mass"]), stability_of(a), float(a["height"]))
        steps = int(atk["range"] / 0.1)
        for k in range(steps + 1):
            gap = k * 0.1
            t = physics.Body(
                2, 18.0, 5.0 + ra + gap + rt, rt, float(target["mass"]), stability_of(target), target["height"]
            )
            hits, _ = physics.attack_impulses(
                [me, t], 1, atk["kind"], math.pi / 2, 1.0, atk["range"], atk["impulse"], atk["spread"]
            )
            for h in hits:
                margin = h.impulse / physics.tipping_impulse(t, h.z)
                if margin > best[0]:
                    best = (margin, code, gap)
    return best


@pytest.mark.parametrize("code", sorted(SHIPPED))
def test_every_shipped_figure_can_be_knocked_over_by_some_shipped_attack_at_full_pull(code: str) -> None:
    target = SHIPPED[code]
    margin, by, gap = _best_knock(target)
    assert margin > 1.0, f"{code}: no shipped attack tips it (best {margin:.2f} of what it takes, by {by})"
    # and the whole engine agrees: that shot, aimed straight with a steady hand, knocks it over
    s = game([shipped(by)], [shipped(code)], level="quick")
    ra = float(SHIPPED[by]["base_radius"])
    put(s, 1, 18.0, 5.0)
    put(s, 2, 18.0, 5.0 + ra + gap + float(target["base_radius"]))
    after, shot = fire(s, 1)
    assert shot["defeated"] == {"2": "tipped"} and zone(after, 2) == "defeated"


def test_the_sentinels_placeholder_physical_values_stay_marked() -> None:
    from desktop.games.attacktix.catalog import shipped_items

    item = next(i for i in shipped_items() if i.kind == "attacktix.figure" and i.key == "MV-21")
    assert {"base_radius", "mass", "height"} <= set(item.placeholders)


# --- pushes slide, off the table ------------------------------------------------------------------------


def test_a_kick_that_does_not_tip_a_figure_pushes_it_off_the_table() -> None:
    s = game([shipped("MV-12")], [shipped("MV-07"), shipped("MV-22")], level="quick")
    put(s, 1, 18.0, 29.0)
    put(s, 2, 18.0, 29.0 + 0.7 + 0.5 + 0.7)  # Cyclops's base edge 4.6 tix from the table's edge
    put(s, 3, 5.0, 5.0)
    after, shot = fire(s, 1)
    assert [h[0] for h in shot["hits"]] == [2]
    assert shot["hits"][0][1] > stability_of(SHIPPED["MV-07"])  # it would have tipped it from the top
    assert shot["defeated"] == {"2": "left_arena"}
    assert shot["falls"] == {}


def test_a_long_shot_that_does_not_tip_a_figure_slides_it_more_than_a_tix() -> None:
    s = game([shipped("MV-07")], [shipped("MV-22"), shipped("MV-19")], level="quick")
    put(s, 1, 18.0, 5.0)
    put(s, 2, 18.0, 5.0 + 0.7 + 21.0 + 0.7)  # 21 tix from base edge to base edge
    put(s, 3, 2.0, 34.0)
    after, shot = fire(s, 1)
    assert [h[0] for h in shot["hits"]] == [2] and shot["defeated"] == {}
    assert after.fig(2)["y"] - s.fig(2)["y"] > 1.0


def test_the_same_missile_close_up_tips_the_figure() -> None:
    s = game([shipped("MV-07")], [shipped("MV-22"), shipped("MV-19")], level="quick")
    put(s, 1, 18.0, 5.0)
    put(s, 2, 18.0, 5.0 + 0.7 + 3.0 + 0.7)
    put(s, 3, 2.0, 34.0)
    _after, shot = fire(s, 1)
    assert shot["defeated"] == {"2": "tipped"}


def test_a_blow_tips_more_easily_the_higher_it_lands() -> None:
    b = physics.Body(1, 18.0, 18.0, 0.7, 28.0, 300.0, 3.0)
    assert physics.tipping_impulse(b, 3.0) == pytest.approx(300.0)
    assert physics.tipping_impulse(b, None) == pytest.approx(300.0)
    assert physics.tipping_impulse(b, 1.5) == pytest.approx(600.0)
    assert physics.tipping_impulse(b, 0.0) == pytest.approx(300.0 * 3.0 / physics.LOWEST_BLOW)


# --- a falling figure strikes its neighbours (domino) -------------------------------------------------------


def _domino(gap_behind: float) -> tuple[E.GameState, E.GameState, dict[str, Any]]:
    s = game([shipped("MV-04")], [shipped("MV-22"), shipped("MV-22"), shipped("MV-19")], level="quick")
    put(s, 1, 18.0, 10.0)
    put(s, 2, 18.0, 10.0 + 0.8 + 0.5 + 0.7)  # in Thor's reach
    put(s, 3, 18.0, 12.0 + 0.7 + gap_behind + 0.7)  # right behind it, in the way it falls
    put(s, 4, 2.0, 34.0)
    after, shot = fire(s, 1)
    return s, after, shot


def test_a_falling_figure_knocks_over_the_one_behind_it() -> None:
    _s, after, shot = _domino(0.5)
    assert [h[0] for h in shot["hits"]] == [2]  # Thor struck only the first
    assert shot["defeated"] == {"2": "tipped", "3": "tipped"}
    fall = shot["falls"]["2"]
    assert fall["struck"] == 3 and fall["strike_time"] > 0
    assert shot["falls"]["3"]["start"] > fall["start"]  # the second starts to fall when it is struck
    assert zone(after, 3) == "defeated"


def test_a_figure_further_than_the_falling_ones_height_is_not_struck() -> None:
    _s, after, shot = _domino(3.5)
    assert shot["defeated"] == {"2": "tipped"}
    assert shot["falls"]["2"]["struck"] is None and zone(after, 3) == "play"


def test_a_fall_is_reported_for_an_animation_and_repeats_exactly() -> None:
    s, _after, shot = _domino(0.5)
    fall = shot["falls"]["2"]
    assert fall["direction"] == pytest.approx(math.pi / 2, abs=1e-6)
    assert fall["height"] == SHIPPED["MV-22"]["height"]
    assert fall["tilts"][0] == 0.0 and fall["tilts"][-1] == pytest.approx(math.pi / 2)
    assert all(b > a for a, b in zip(fall["times"], fall["times"][1:], strict=False))
    assert 0.05 < fall["duration"] < 1.0
    _s2, _after2, again = _domino(0.5)
    assert again == shot


# --- one definition of reach ---------------------------------------------------------------------------------


def _reach_game(kind: str, gap: float, pull: float = 1.0) -> dict[str, Any]:
    attacker = shipped("MV-07", attack_kind=kind, attack_range=10.0, attack_impulse=700.0, attack_spread=30.0)
    s = game([attacker], [shipped("MV-22"), shipped("MV-19")], level="quick")
    put(s, 1, 18.0, 5.0)
    put(s, 2, 18.0, 5.0 + 0.7 + gap + 0.7)
    put(s, 3, 2.0, 34.0)
    _after, shot = fire(s, 1, pull=pull)
    return shot


@pytest.mark.parametrize("kind", KINDS)
def test_reach_at_full_pull_is_the_catalogs_range(kind: str) -> None:
    assert physics.reach(kind, 10.0, 1.0) == 10.0
    assert physics.reach(kind, 10.0, 1.2) == 10.0  # the steady hand's deviation does not reach further
    assert [h[0] for h in _reach_game(kind, 9.98)["hits"]] == [2]
    assert _reach_game(kind, 10.02)["hits"] == []


@pytest.mark.parametrize("kind", ["flight", "throwing"])
def test_a_lob_reaches_range_times_pull(kind: str) -> None:
    assert physics.reach(kind, 10.0, 0.5) == 5.0
    assert [h[0] for h in _reach_game(kind, 4.98, pull=0.5)["hits"]] == [2]
    assert _reach_game(kind, 5.02, pull=0.5)["hits"] == []


@pytest.mark.parametrize("kind", ["flight", "throwing"])
def test_a_lob_at_full_pull_strikes_a_close_figure_and_flies_over_one_further_on(kind: str) -> None:
    assert [h[0] for h in _reach_game(kind, 0.2)["hits"]] == [2]  # struck as it leaves the hands
    assert _reach_game(kind, 5.0)["hits"] == []  # passed over
    clear = physics.lob_clearance(kind, 10.0, 1.0, SHIPPED["MV-07"]["height"], SHIPPED["MV-22"]["height"])
    assert clear is not None and clear[0] < 5.0 + 1.4 and 5.0 < clear[1] < 10.0


def test_reach_and_aim_preview_are_what_the_shot_does() -> None:
    s = game([shipped("MV-15")], [shipped("MV-22"), shipped("MV-19")], level="quick")
    put(s, 1, 18.0, 5.0)
    put(s, 2, 18.0, 5.0 + 0.9 + 5.5 + 0.7)
    put(s, 3, 2.0, 34.0)
    assert E.reach_of(s, 1) == SHIPPED["MV-15"]["attack_range"]
    assert E.reach_of(s, 1, 0.5) == SHIPPED["MV-15"]["attack_range"] / 2
    for pull in (0.3, 0.5, 0.7, 1.0):
        preview = E.aim_preview(s, 1, math.pi / 2, pull)
        assert preview["reach"] == E.reach_of(s, 1, pull)
        _after, shot = fire(s, 1, pull=pull)
        assert preview["struck"] == [h[0] for h in shot["hits"]]
        assert preview["path"] == [tuple(p) for p in shot["path"]]


# --- the same shot gives the same result whatever ran before it ----------------------------------------------

_SHOT_SCRIPT = """
import json, math, sys
from desktop.games.attacktix import physics
bodies = [physics.Body(i, 6 + 3.1 * (i % 6), 8 + 3.1 * (i // 6), 0.7 + 0.05 * (i % 3), 26.0 + i, 300.0 + 9 * i,
                       3.0) for i in range(20)]
attack = {"kind": "shooter", "range": 24.0, "impulse": 900.0, "spread": 0.0}
def shot():
    out = physics.resolve(bodies, 36.0, 2, attack, math.pi / 2 + 0.05, 1.0)
    return [sorted(out.positions.items()), sorted(out.defeated.items()), out.steps,
            {k: f.to_dict() for k, f in sorted(out.falls.items())}]
if sys.argv[1] == "after":
    for k in range(12):  # other shots first: bodies and space reused from them
        physics.resolve(bodies[: 8 + k], 36.0, 1, dict(attack, kind="striker", range=2.5), k * 0.5, 1.0)
print(json.dumps(shot()))
"""


def test_a_shot_repeats_exactly_after_other_shots_and_in_a_fresh_process() -> None:
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[3]
    env = dict(os.environ, PYTHONPATH=str(root))
    fresh, after = (
        subprocess.run(
            [sys.executable, "-c", _SHOT_SCRIPT, which], env=env, capture_output=True, text=True, check=True
        ).stdout
        for which in ("fresh", "after")
    )
    assert fresh == after and '"tipped"' in fresh
