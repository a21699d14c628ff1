"""The pure kind definitions: field checks, kind rules, terrain checks that name the node/region at fault."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.games import registry
from desktop.games.attacktix import catalog as ax
from desktop.games.catalog_schema import (
    FieldSpec,
    MemoryCatalog,
    Problem,
    all_kinds,
    check_field,
    get_kind,
    json_schema_text,
    shipped_items,
)
from desktop.games.helix import catalog as hx
from desktop.games.toybattle import catalog as tb


def shipped_view() -> MemoryCatalog:
    view = MemoryCatalog()
    for item in shipped_items():
        view.put(item.kind, item.key, item.data)
    return view


def fields_of(problems: list[Problem]) -> set[str]:
    return {p.field for p in problems if p.is_error}


def test_every_game_registers_its_kinds() -> None:
    keys = [k.key for k in all_kinds()]
    assert len(keys) == len(set(keys))
    for game in registry.GAMES.values():
        module = game.module("catalog")
        assert module is not None, game.key
        assert module.KINDS, game.key
        assert all(k.game == game.key and k.key.startswith(game.key + ".") for k in module.KINDS)
    assert {
        "attacktix.class",
        "attacktix.marvel_class",
        "attacktix.power",
        "attacktix.effect",
        "attacktix.figure",
        "helix.species",
        "helix.glyph",
        "helix.terrain",
        "toybattle.troop",
        "toybattle.terrain",
    } <= set(keys)


def test_ref_fields_point_at_known_kinds() -> None:
    keys = {k.key for k in all_kinds()}
    for kind in all_kinds():
        for f in kind.fields:
            if f.refs:
                assert f.refs in keys, (kind.key, f.key)
        assert set(kind.list_columns()) <= set(kind.field_keys)


def test_published_schema_file_matches_the_kinds() -> None:
    from resources import path

    assert path("catalog_schema.json").read_text(encoding="utf-8") == json_schema_text()


@pytest.mark.parametrize(
    ("spec", "value", "ok"),
    [
        (FieldSpec("p", "P", "int", min=10, max=80, step=10), 40, True),
        (FieldSpec("p", "P", "int", min=10, max=80, step=10), 45, False),
        (FieldSpec("p", "P", "int", min=10, max=80, step=10), 90, False),
        (FieldSpec("p", "P", "int", min=10, max=80, step=10), 0, False),
        (FieldSpec("p", "P", "int"), 4.5, False),
        (FieldSpec("p", "P", "int"), True, False),
        (FieldSpec("p", "P", "float", min=0), 3, True),
        (FieldSpec("p", "P", "float", min=0), "3", False),
        (FieldSpec("p", "P", "float"), float("nan"), False),
        (FieldSpec("p", "P", "bool"), 1, False),
        (FieldSpec("p", "P", "choice", choices=("a", "b")), "c", False),
        (FieldSpec("p", "P", "multichoice", choices=("a", "b")), ["a", "a"], False),
        (FieldSpec("p", "P", "multichoice", choices=("a", "b")), ["b", "a"], True),
        (FieldSpec("p", "P", "list", item_type="choice", choices=("x",), max_items=3), ["x"] * 4, False),
        (FieldSpec("p", "P", "list", item_type="choice", choices=("x",), max_items=3), ["x"] * 3, True),
        (FieldSpec("p", "P", "text", required=True), "", False),
        (FieldSpec("p", "P", "text", required=True), None, False),
        (FieldSpec("p", "P", "text"), None, True),
        (FieldSpec("p", "P", "json"), {"a": [1, 2]}, True),
        (FieldSpec("p", "P", "json"), {"a": {1, 2}}, False),
    ],
)
def test_field_checks(spec: FieldSpec, value: object, ok: bool) -> None:
    problems = check_field(spec, value)
    assert (not problems) == ok, problems
    assert all(p.field == "p" for p in problems)


def test_reference_checks_use_the_catalog() -> None:
    f = FieldSpec("species", "Species", "ref", ref_kind="helix.species")
    view = MemoryCatalog({"helix.species": {"aquarex": {"key": "aquarex"}}})
    assert check_field(f, "aquarex", view) == []
    [problem] = check_field(f, "nope", view)
    assert "nope" in problem.message and problem.field == "species"


def _figure(**changes: object) -> dict:
    base = next(i for i in shipped_items("attacktix.figure") if i.key == "MV-09")
    data = copy.deepcopy(dict(base.data))
    data.update(changes)
    return data


def test_shipped_figure_is_valid_and_collector_code_must_be_unique() -> None:
    view = shipped_view()
    assert ax.FIGURE.errors(_figure(), view, original_key="MV-09") == []
    # the same data as a NEW item collides with MV-09
    problems = ax.FIGURE.errors(_figure(), view, original_key=None)
    assert fields_of(problems) == {"code"}
    assert "already used" in problems[0].message
    # a fresh code is fine
    assert ax.FIGURE.errors(_figure(code="MV-99"), view) == []


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"points": 85}, "points"),
        ({"points": 25}, "points"),
        ({"points": 90}, "points"),
        ({"attacktix_class": "Q"}, "attacktix_class"),
        ({"marvel_class": "justice-league"}, "marvel_class"),
        ({"attack_kind": "laser"}, "attack_kind"),
        ({"power": "nope"}, "power"),
        ({"power": "recover"}, "power"),  # Recover needs a named figure or class
        ({"power": "recover", "power_class": "W", "power_figure": "MV-10"}, "power_class"),
        ({"power_class": "W"}, "power_class"),  # a named class without a power
        ({"wheel": [{"speed": 4, "colour": "white"}] * 25}, "wheel"),
        ({"wheel": [{"speed": 4, "colour": "grey"}] * 26}, "wheel"),
        ({"white_count": 27}, "white_count"),
        ({"name": ""}, "name"),
        ({"colour": "red"}, "colour"),  # unknown field
    ],
)
def test_figure_rules(changes: dict, field: str) -> None:
    problems = ax.FIGURE.errors(_figure(**changes), shipped_view(), original_key="MV-09")
    assert field in fields_of(problems), problems


def test_wheel_problems_name_the_slot() -> None:
    wheel = [{"speed": 4, "colour": "black"}] * 26
    wheel = [dict(s) for s in wheel]
    wheel[7]["colour"] = "purple"
    problems = ax.FIGURE.errors(_figure(wheel=wheel, white_count=0), shipped_view(), original_key="MV-09")
    assert [p.location for p in problems] == [("slot", 7)]


@settings(max_examples=40, derandomize=True)
@given(speed=st.integers(0, 20), whites=st.integers(0, 26))
def test_generated_wheel_has_the_white_count(speed: int, whites: int) -> None:
    wheel = ax.generated_wheel(speed, whites)
    assert len(wheel) == ax.WHEEL_SLOTS
    assert sum(s["colour"] == "white" for s in wheel) == whites
    assert {s["speed"] for s in wheel} == {speed}
    fig = _figure(speed=speed, white_count=whites, wheel=None)
    assert ax.wheel_of(fig) == wheel
    # a generated wheel is a valid explicit wheel
    assert ax.FIGURE.errors(_figure(wheel=wheel, white_count=whites), shipped_view(), "MV-09") == []


def test_stability_is_derived_unless_overridden() -> None:
    light = ax.stability_of(_figure(mass=20.0))
    heavy = ax.stability_of(_figure(mass=40.0))
    assert heavy == pytest.approx(2 * light)
    wide = ax.stability_of(_figure(base_radius=1.2))
    assert wide > ax.stability_of(_figure(base_radius=0.6))
    assert ax.stability_of(_figure(stability=123.0)) == 123.0


def test_power_rules() -> None:
    view = shipped_view()
    recover = dict(next(i for i in shipped_items("attacktix.power") if i.key == "recover").data)
    assert ax.POWER.errors(recover, view, "recover") == []
    assert "needs_named" in fields_of(ax.POWER.errors({**recover, "needs_named": False}, view, "recover"))
    assert "target_zone" in fields_of(ax.POWER.errors({**recover, "target_side": "none"}, view, "recover"))
    assert "distance" in fields_of(
        ax.POWER.errors({**recover, "action": "move_figures", "distance": None}, view, "recover")
    )


def _glyph(**changes: object) -> dict:
    data = copy.deepcopy(dict(shipped_items("helix.glyph")[0].data))
    data.update(changes)
    return data


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"black_number": 13}, "black_number"),
        ({"white_number": -1}, "white_number"),
        ({"black_symbols": ["sword"] * 4}, "black_symbols"),
        ({"white_symbols": ["sword", "shield"]}, "white_symbols"),
        ({"species": "nope"}, "species"),
        ({"gold": "yes"}, "gold"),
    ],
)
def test_glyph_rules(changes: dict, field: str) -> None:
    key = shipped_items("helix.glyph")[0].key
    assert field in fields_of(hx.GLYPH.errors(_glyph(**changes), shipped_view(), key))


def test_glyph_sides_allow_zero_to_three_symbols() -> None:
    key = shipped_items("helix.glyph")[0].key
    for n in range(4):
        g = _glyph(black_symbols=["star"] * n, white_symbols=["sword", "bomb", "star"][:n])
        assert hx.GLYPH.errors(g, shipped_view(), key) == []


def _helix_terrain() -> dict:
    return copy.deepcopy(dict(shipped_items("helix.terrain")[0].data))


def test_helix_terrain_problems_name_the_space() -> None:
    t = _helix_terrain()
    assert hx.terrain_problems(t, shipped_view()) == []
    a, b = t["spaces"][0], t["spaces"][1]
    a["adjacent"].remove(b["id"]) if b["id"] in a["adjacent"] else a["adjacent"].append(b["id"])
    problems = hx.terrain_problems(t, shipped_view())
    assert problems and {p.location for p in problems} <= {("space", a["id"]), ("space", b["id"])}

    t = _helix_terrain()
    lonely = t["spaces"][-1]
    for sp in t["spaces"]:
        sp["adjacent"] = [n for n in sp["adjacent"] if n != lonely["id"]]
    lonely["adjacent"] = []
    problems = hx.terrain_problems(t, shipped_view())
    assert [p.location for p in problems] == [("space", lonely["id"])]

    t = _helix_terrain()
    t["spaces"][2]["warp"] = "nope"
    problems = hx.terrain_problems(t, shipped_view())
    assert [p.location for p in problems] == [("space", t["spaces"][2]["id"])]

    t = _helix_terrain()
    t["start_spaces"] = [t["start_spaces"][0]] * 2
    assert fields_of(hx.TERRAIN.errors(t, shipped_view(), t["key"])) == {"start_spaces"}


def _tb_terrain(key: str = "castle") -> dict:
    return copy.deepcopy(dict(next(i for i in shipped_items("toybattle.terrain") if i.key == key).data))


def _node(t: dict, nid: int) -> dict:
    return next(n for n in t["nodes"] if n["id"] == nid)


def test_toybattle_terrain_region_must_reference_existing_bases() -> None:
    t = _tb_terrain()
    t["regions"][2]["bases"].append(99)
    [problem] = tb.terrain_problems(t)
    assert problem.field == "regions" and problem.location == ("region", t["regions"][2]["id"])
    assert "99" in problem.message

    t = _tb_terrain()
    hq = next(n["id"] for n in t["nodes"] if n["kind"] == "hq_blue")
    t["regions"][0]["bases"].append(hq)
    [problem] = tb.terrain_problems(t)
    assert problem.location == ("region", t["regions"][0]["id"]) and "HQ" in problem.message


def test_toybattle_terrain_every_base_reachable_from_every_hq() -> None:
    t = _tb_terrain()
    base = 15  # a Castle Field side base, joined to 13 and 17
    for n in t["nodes"]:
        n["adjacent"] = [m for m in n["adjacent"] if m != base]
    _node(t, base)["adjacent"] = []
    problems = tb.terrain_problems(t)
    assert problems and {p.location for p in problems} == {("node", base)}
    assert len(problems) == 2  # unreachable from both HQs


def test_toybattle_terrain_medal_target_and_symmetry() -> None:
    t = _tb_terrain()
    t["medals_to_win"] = 15  # the castle's regions hold 14
    [problem] = tb.terrain_problems(t)
    assert problem.field == "medals_to_win" and "14" in problem.message

    t = _tb_terrain()
    _node(t, 13)["adjacent"].append(16)  # one-way path
    [problem] = tb.terrain_problems(t)
    assert problem.location == ("node", 13)

    t = _tb_terrain()
    t["nodes"] = [n for n in t["nodes"] if n["kind"] != "hq_red"]
    for n in t["nodes"]:
        n["adjacent"] = [m for m in n["adjacent"] if m < 40]
    assert any("Red has 0 HQs" in p.message for p in tb.terrain_problems(t))

    t = _tb_terrain()
    _node(t, 11)["special"] = "teleport"
    assert [p.location for p in tb.terrain_problems(t)] == [("node", 11)]

    t = _tb_terrain()
    t["regions"][1]["medals"] = 4
    assert [p.location for p in tb.terrain_problems(t)] == [("region", t["regions"][1]["id"])]


def test_toybattle_troop_rules() -> None:
    kwak = dict(next(i for i in shipped_items("toybattle.troop") if i.key == "kwak").data)
    roxy = dict(next(i for i in shipped_items("toybattle.troop") if i.key == "roxy").data)
    assert tb.TROOP.errors(kwak, shipped_view(), "kwak") == []
    assert fields_of(tb.TROOP.errors({**kwak, "strength": 3}, shipped_view(), "kwak")) == {"strength"}
    assert fields_of(tb.TROOP.errors({**roxy, "strength": None}, shipped_view(), "roxy")) == {"strength"}
    assert fields_of(tb.TROOP.errors({**roxy, "strength": 8}, shipped_view(), "roxy")) == {"strength"}


def test_validation_never_raises_on_garbage() -> None:
    garbage = [
        None,
        3,
        "x",
        [],
        {"nodes": "x"},
        {"spaces": [1, 2]},
        {"nodes": [{"id": "a"}]},
        {"regions": [[]]},
    ]
    for kind in all_kinds():
        for g in garbage:
            problems = kind.validate(g if isinstance(g, dict) else g, shipped_view())  # type: ignore[arg-type]
            assert problems, (kind.key, g)
            assert all(isinstance(p, Problem) for p in problems)


def test_blank_items_and_normalization() -> None:
    for kind in all_kinds():
        blank = kind.blank()
        assert list(blank) == list(kind.field_keys)
        assert kind.normalized({}) == blank
        json.dumps(blank)
    assert get_kind("attacktix.figure") is ax.FIGURE


@settings(max_examples=40, derandomize=True)
@given(
    key=st.sampled_from(
        ["castle", "pool", "clouds", "jungle", "cemetery", "caribbean", "station", "battlefield"]
    ),
    cuts=st.lists(st.integers(0, 10_000), min_size=1, max_size=6),
)
def test_reachability_agrees_with_networkx(key: str, cuts: list[int]) -> None:
    """Cut some paths (both directions); the unreachable bases reported are exactly networkx's."""
    import networkx as nx

    t = _tb_terrain(key)
    edges = sorted({tuple(sorted((n["id"], m))) for n in t["nodes"] for m in n["adjacent"]})
    for c in cuts:
        a, b = edges[c % len(edges)]
        _node(t, a)["adjacent"] = [m for m in _node(t, a)["adjacent"] if m != b]
        _node(t, b)["adjacent"] = [m for m in _node(t, b)["adjacent"] if m != a]
    bases = {n["id"] for n in t["nodes"] if n["kind"] == "base"}
    hqs = [n["id"] for n in t["nodes"] if n["kind"] != "base"]
    g = nx.Graph()
    g.add_nodes_from(n["id"] for n in t["nodes"])
    g.add_edges_from(
        (n["id"], m) for n in t["nodes"] for m in n["adjacent"] if n["id"] in bases and m in bases
    )
    expected = set()
    for hq in hqs:
        reach: set[int] = set()
        for m in _node(t, hq)["adjacent"]:
            reach |= nx.node_connected_component(g, m)
        expected |= {(hq, b) for b in bases - reach}
    problems = [p for p in tb.terrain_problems(t) if "cannot be reached" in p.message]
    got = {(int(p.message.rsplit(" ", 1)[1]), p.location[1]) for p in problems}
    assert got == expected
    assert all(p.location[0] == "node" and p.location[1] in bases for p in problems)
