"""The terrain editors' pure operations: random edit sequences keep the graph well formed, and the live
checks agree with the catalog kind's own validation about which bases are unreachable."""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.games.toybattle.catalog import terrain_problems
from desktop.ui.games.helix import terrain_doc as hd
from desktop.ui.games.toybattle import terrain_doc as td

CASTLE = (
    Path(__file__).resolve().parents[3] / "resources" / "catalog" / "toybattle" / "terrains" / "castle.json"
)


def _castle() -> dict:
    raw = json.loads(CASTLE.read_text(encoding="utf-8"))
    data = raw.get("data", raw) if isinstance(raw, dict) else raw
    return {k: data[k] for k in ("medals_to_win", "nodes", "regions")}


edit = st.one_of(
    st.tuples(st.just("connect"), st.integers(0, 30), st.integers(0, 30)),
    st.tuples(st.just("disconnect"), st.integers(0, 30), st.integers(0, 30)),
    st.tuples(st.just("remove"), st.integers(0, 30), st.just(0)),
    st.tuples(st.just("add"), st.sampled_from(td.NODE_KINDS), st.floats(0, 1)),
    st.tuples(st.just("kind"), st.integers(0, 30), st.sampled_from(td.NODE_KINDS)),
    st.tuples(st.just("move"), st.integers(0, 30), st.floats(-0.5, 1.5)),
)


def _apply(t: dict, step: tuple) -> dict:
    ids = sorted(td.node_map(t))
    op, a, b = step
    if op == "add":
        return td.add_node(t, a, b, 1 - b)[0]
    if not ids:
        return t
    x = ids[a % len(ids)] if isinstance(a, int) else None
    if op == "connect":
        y = ids[b % len(ids)]
        return td.connect(t, x, y) if x != y else t
    if op == "disconnect":
        return td.disconnect(t, x, ids[b % len(ids)])
    if op == "remove":
        return td.remove_nodes(t, [x])
    if op == "kind":
        return td.set_node_kind(t, x, b)[0]
    return td.move_node(t, x, b, b)


@settings(max_examples=60, deadline=None)
@given(st.lists(edit, max_size=25))
def test_edits_keep_the_graph_well_formed(steps) -> None:  # type: ignore[no-untyped-def]
    t = _castle()
    original = json.dumps(t, sort_keys=True)
    for step in steps:
        before = json.dumps(t, sort_keys=True)
        t = _apply(t, step)
        assert json.dumps(json.loads(before), sort_keys=True) == before  # inputs are never changed
    assert json.dumps(_castle(), sort_keys=True) == original
    nodes = td.node_map(t)
    assert len(nodes) == len(t["nodes"])  # ids stay unique
    for nid, n in nodes.items():
        for other in n["adjacent"]:
            assert other in nodes and nid in nodes[other]["adjacent"]  # paths stay two-way
        assert 0 <= n["cx"] <= 1 and 0 <= n["cy"] <= 1
    for r in t["regions"]:
        assert r["bases"] and all(nodes[b]["kind"] == td.BASE for b in r["bases"])
    codes = {p.code for p in td.check(t)}
    assert not codes & {
        "dangling_path",
        "one_way_path",
        "duplicate_node",
        "region_missing_node",
        "region_has_hq",
    }


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 30), st.integers(0, 30)), max_size=12))
def test_unreachable_bases_agree_with_the_kind_validation(cuts) -> None:  # type: ignore[no-untyped-def]
    t = _castle()
    ids = sorted(td.node_map(t))
    for a, b in cuts:
        t = td.disconnect(t, ids[a % len(ids)], ids[b % len(ids)])
    ours = {n for p in td.check(t) if p.code == "unreachable" for n in p.nodes}
    theirs = {p.location[1] for p in terrain_problems(t) if "cannot be reached" in p.message}
    assert ours == theirs


@settings(max_examples=40, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 20), st.integers(0, 20), st.booleans()), max_size=20))
def test_helix_board_edits(steps) -> None:  # type: ignore[no-untyped-def]
    b = hd.normalized({"spaces": [], "start_spaces": []})
    for a, c, add in steps:
        if add or len(b["spaces"]) < 2:
            b, _ = hd.add_space(b, a / 20, c / 20)
            continue
        ids = sorted(hd.space_map(b))
        x, y = ids[a % len(ids)], ids[c % len(ids)]
        if x != y:
            b = hd.connect(b, x, y) if (a + c) % 3 else hd.remove_spaces(b, [x])
    spaces = hd.space_map(b)
    for sid, sp in spaces.items():
        assert all(o in spaces and sid in spaces[o]["adjacent"] for o in sp["adjacent"])
    if len(spaces) >= 2:
        first, second = sorted(spaces)[:2]
        b = hd.set_start(hd.set_start(b, 0, first), 1, second)
        assert b["start_spaces"] == [first, second]
        assert "starts" not in {p.code for p in hd.check(b)}
