"""Battle Helix helix validation: six slots, at most three gold, named violations."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.games.helix import helix as hx
from desktop.games.helix.helix import GlyphRef, GlyphSide, Helix, HelixRules, check


def glyph(i: int, gold: bool = False) -> GlyphRef:
    return GlyphRef(
        key=f"g{i}",
        name=f"Glyph {i}",
        species="Sample",
        gold=gold,
        black=GlyphSide(i % 13, ("sword",)),
        white=GlyphSide((i * 5) % 13, ("star", "bomb")),
    )


def helix_with_gold(n_gold: int) -> Helix:
    return Helix.of([glyph(i, gold=i < n_gold) for i in range(6)])


@pytest.mark.parametrize(("n_gold", "ok"), [(0, True), (3, True), (4, False), (6, False)])
def test_at_most_three_gold(n_gold: int, ok: bool) -> None:
    v = check(helix_with_gold(n_gold))
    assert (not v) is ok
    if not ok:
        (viol,) = v
        assert viol.rule == hx.RULE_GOLD
        assert len(viol.glyphs) == n_gold and all(g.gold for g in viol.glyphs)
        for g in viol.glyphs:
            assert g.name in viol.message
        assert viol.details == {"count": n_gold, "limit": 3}


def test_empty_slots_are_named() -> None:
    h = helix_with_gold(0).with_slot(1, None).with_slot(4, None)
    (viol,) = check(h)
    assert viol.rule == hx.RULE_EMPTY_SLOTS
    assert viol.details["slots"] == [2, 5]
    assert "slot 2, 5" in viol.message


@pytest.mark.parametrize(("n", "ok"), [(5, False), (6, True), (7, False)])
def test_exactly_six_slots(n: int, ok: bool) -> None:
    h = Helix.of([glyph(i) for i in range(n)])
    assert (not check(h)) is ok
    if not ok:
        assert {v.rule for v in check(h)} == {hx.RULE_SLOTS}


def test_new_helix_has_six_empty_slots() -> None:
    h = Helix()
    assert len(h.slots) == 6 and h.empty_slots() == tuple(range(6))
    assert {v.rule for v in check(h)} == {hx.RULE_EMPTY_SLOTS}
    with pytest.raises(IndexError):
        h.with_slot(6, glyph(1))


def test_rules_from_settings() -> None:
    assert hx.rules_from_settings({}) == HelixRules(6, 3)
    assert check(helix_with_gold(4), hx.rules_from_settings({"max_gold": 4})) == []
    with pytest.raises(ValueError, match="max_gold"):
        hx.rules_from_settings({"max_gold": -1})


def test_piece_count_is_not_part_of_a_helix() -> None:
    assert "pieces" not in hx.helix_to_data(helix_with_gold(1))
    assert "pieces" not in hx.helix_to_snapshot(helix_with_gold(1))


def test_glyph_from_catalog_variants() -> None:
    a = hx.glyph_from_catalog(
        "k",
        {
            "name": "Fang",
            "species": "Wolf",
            "gold": True,
            "black": {"number": 5, "symbols": ["sword", "sword"]},
            "white": {"number": 3, "symbols": []},
        },
    )
    assert a.black == GlyphSide(5, ("sword", "sword")) and a.gold
    b = hx.glyph_from_catalog(
        "k", {"name": "Fang", "black_number": 5, "black_symbols": "sword sword", "white_number": 2}
    )
    assert b.black == GlyphSide(5, ("sword", "sword")) and b.white == GlyphSide(2, ())


@settings(max_examples=100, derandomize=True, deadline=None)
@given(st.lists(st.one_of(st.none(), st.tuples(st.integers(0, 40), st.booleans())), min_size=0, max_size=8))
def test_verdict_matches_counts(slots: list[tuple[int, bool] | None]) -> None:
    h = Helix.of(
        [glyph(i, gold) if s is not None else None for s in slots for (i, gold) in [s or (0, False)]]
    )
    rules = {v.rule for v in check(h)}
    gold = sum(1 for s in slots if s is not None and s[1])
    assert (hx.RULE_GOLD in rules) is (gold > 3)
    assert (hx.RULE_SLOTS in rules) is (len(slots) != 6)
    assert (hx.RULE_EMPTY_SLOTS in rules) is any(s is None for s in slots)
    again = hx.helix_from_snapshot(hx.helix_to_snapshot(h))
    assert again == h
