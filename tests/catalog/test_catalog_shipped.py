"""The data shipped in resources/catalog: valid, complete, published facts unmarked, the rest marked."""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement

import pytest

from desktop.games.attacktix.catalog import wheel_of
from desktop.games.catalog_schema import MemoryCatalog, get_kind, shipped_items
from desktop.games.toybattle.catalog import terrain_counts


def shipped_view() -> MemoryCatalog:
    view = MemoryCatalog()
    for item in shipped_items():
        view.put(item.kind, item.key, item.data)
    return view


def data(kind: str) -> dict[str, dict]:
    return {i.key: dict(i.data) for i in shipped_items(kind)}


def marks(kind: str) -> dict[str, tuple[str, ...]]:
    return {i.key: i.placeholders for i in shipped_items(kind)}


def test_every_shipped_item_is_valid_and_unique() -> None:
    view = shipped_view()
    seen = Counter((i.kind, i.key) for i in shipped_items())
    assert [k for k, n in seen.items() if n > 1] == []
    for item in shipped_items():
        spec = get_kind(item.kind)
        problems = spec.validate(spec.normalized(item.data), view, original_key=item.key)
        assert problems == [], (item.kind, item.key, problems)
        assert set(item.placeholders) <= set(spec.field_keys)
        unknown = set(item.data) - set(spec.field_keys)
        assert not unknown, (item.kind, item.key, unknown)


# --- Toy Battle --------------------------------------------------------------------------------------

TOPOLOGY = {  # key: bases, HQs, paths, regions, medals, medals to win (the published boards)
    "castle": (15, 2, 24, 8, 14, 7),
    "pool": (13, 4, 24, 8, 12, 6),
    "clouds": (14, 2, 28, 13, 16, 8),
    "jungle": (13, 2, 22, 6, 14, 7),
    "cemetery": (15, 2, 28, 10, 14, 7),
    "caribbean": (12, 3, 20, 6, 11, 5),
    "station": (13, 2, 28, 14, 14, 7),
    "battlefield": (14, 2, 24, 9, 16, 8),
}


def test_the_eight_published_terrains_are_shipped() -> None:
    assert set(data("toybattle.terrain")) == set(TOPOLOGY)


@pytest.mark.parametrize("key", sorted(TOPOLOGY))
def test_terrain_topology_matches_the_published_game(key: str) -> None:
    terrain = data("toybattle.terrain")[key]
    c = terrain_counts(terrain)
    assert (c.bases, c.hqs, c.paths, c.regions, c.medals, c.target) == TOPOLOGY[key]
    assert marks("toybattle.terrain")[key] == ()


def test_caribbean_is_asymmetric_and_pool_has_value_hqs() -> None:
    carib = data("toybattle.terrain")["caribbean"]["nodes"]
    assert Counter(n["kind"] for n in carib if n["kind"] != "base") == {"hq_blue": 2, "hq_red": 1}
    pool = data("toybattle.terrain")["pool"]["nodes"]
    assert any(n["kind"] != "base" and (n["special"] or "").startswith("values_") for n in pool)


def test_troops_exactly_as_published() -> None:
    troops = data("toybattle.troop")
    expected = {  # key: name, strength (None = joker)
        "kwak": ("Kwak", None),
        "skully": ("Skully", 1),
        "capn": ("Cap'n", 2),
        "jumbo": ("Jumbo", 3),
        "hook": ("Hook", 4),
        "xb42": ("XB-42", 5),
        "star": ("Star", 6),
        "roxy": ("Roxy", 7),
    }
    assert {k: (t["name"], t["strength"]) for k, t in troops.items()} == expected
    assert all(t["copies"] == 3 for t in troops.values())
    assert [k for k, t in troops.items() if t["joker"]] == ["kwak"]
    assert troops["skully"]["effect_count"] == 2
    assert {k: t["effect"] for k, t in troops.items() if t["effect"] != "none"} == {
        "skully": "draw_two",
        "capn": "place_extra",
        "jumbo": "discard_adjacent",
        "hook": "ignore_connection",
        "xb42": "discard_from_rack",
        "star": "draw_one",
    }
    assert all(m == () for m in marks("toybattle.troop").values())


# --- Attacktix ---------------------------------------------------------------------------------------

RULEBOOK_CODES = {"MV-09": "Wolverine", "MV-10": "Spider-Man", "MV-12": "Mystique", "MV-16": "Daredevil"}


def test_attacktix_tables_from_the_rulebook() -> None:
    assert {k: v["name"] for k, v in data("attacktix.class").items()} == {
        "W": "Warrior",
        "L": "Leader",
        "C": "Captain",
        "T": "Trooper",
        "S": "Specialist",
        "M": "Mega",
    }
    assert len(data("attacktix.marvel_class")) == 10
    assert {v["name"] for v in data("attacktix.marvel_class").values()} >= {
        "X-Men",
        "Brotherhood",
        "The Hidden",
    }
    powers = data("attacktix.power")
    assert len(powers) == 11
    assert {p["name"] for p in powers.values() if p["source"] == "rulebook"} == {
        "Last Stand",
        "Thunderclap",
        "Swap",
        "Vanquish",
    }
    assert powers["thunderclap"]["target_count"] == 3 and powers["thunderclap"]["distance"] == 4
    assert powers["thunderclap"]["may_leave_arena"] is False
    effects = data("attacktix.effect")
    assert sorted(e["collector_code"] for e in effects.values()) == sorted(RULEBOOK_CODES)
    assert effects["wolverine"]["distance"] == 6 and effects["spider_man"]["condition_count"] == 4
    for kind in ("attacktix.class", "attacktix.marvel_class", "attacktix.power", "attacktix.effect"):
        assert all(m == () for m in marks(kind).values()), kind


def test_figure_roster_marks_everything_not_from_the_rulebook() -> None:
    figures = data("attacktix.figure")
    fmarks = marks("attacktix.figure")
    assert len(figures) >= 16
    assert {f["points"] for f in figures.values()} == {10, 20, 30, 40, 50, 60, 70, 80}
    assert {f["attacktix_class"] for f in figures.values()} == {"W", "L", "C", "T", "S", "M"}
    for code, name in RULEBOOK_CODES.items():
        fig = figures[code]
        assert fig["name"] == name and fig["effect"] and fig["franchise"] == "Marvel"
        assert not {"code", "name", "effect"} & set(fmarks[code])
        assert "points" in fmarks[code] and "mass" in fmarks[code]
    for code, fig in figures.items():
        if code in RULEBOOK_CODES:
            continue
        assert {"code", "name", "points", "speed", "mass", "attacktix_class"} <= set(fmarks[code]), code
        assert fig["effect"] is None  # only the four rulebook figures have effects
    assert sum(f["gold"] for f in figures.values()) >= 1
    assert sum(f["tournament"] for f in figures.values()) >= 1
    assert sum(f["mega"] for f in figures.values()) >= 1
    for fig in figures.values():
        assert len(wheel_of(fig)) == 26


def _tournament_legal(squad: tuple[dict, ...]) -> bool:
    """The convention limits of the spec: ≤1 Tournament figure, ≤1 of each Gold figure, ≤5 of any other
    figure by collector code, no Megas."""
    if any(f["mega"] for f in squad):
        return False
    if sum(f["tournament"] for f in squad) > 1:
        return False
    per_code = Counter(f["code"] for f in squad)
    for f in squad:
        if per_code[f["code"]] > (1 if f["gold"] else 5):
            return False
    return True


def test_several_legal_100_point_tournament_squads_exist() -> None:
    figures = sorted(data("attacktix.figure").values(), key=lambda f: f["code"])
    legal = []
    for size in range(2, 6):
        for squad in combinations_with_replacement(figures, size):
            if sum(f["points"] for f in squad) == 100 and _tournament_legal(squad):
                legal.append(squad)
    assert len(legal) >= 10
    # and some of them use no figure twice and several Marvel classes
    assert any(
        len({f["code"] for f in s}) == len(s) and len({f["marvel_class"] for f in s}) >= 3 for s in legal
    )


# --- Battle Helix ------------------------------------------------------------------------------------


def test_helix_sample_data() -> None:
    species = data("helix.species")
    glyphs = data("helix.glyph")
    terrains = data("helix.terrain")
    assert len(species) == 6
    assert len(glyphs) >= 18
    assert {g["species"] for g in glyphs.values()} == set(species)
    assert 1 <= sum(g["gold"] for g in glyphs.values()) < len(glyphs)
    symbols = {s for g in glyphs.values() for side in ("black", "white") for s in g[f"{side}_symbols"]}
    assert symbols == {"sword", "star", "bomb"}
    numbers = {g[f"{side}_number"] for g in glyphs.values() for side in ("black", "white")}
    assert len(numbers) >= 10 and min(numbers) <= 1 and max(numbers) >= 11
    assert len(terrains) >= 3 and len({t["species"] for t in terrains.values()}) >= 3
    for t in terrains.values():
        assert len(t["start_spaces"]) == 2
        assert any(s["bonus"] for s in t["spaces"]) and any(s["warp"] for s in t["spaces"])
    # everything is editable sample data
    for kind in ("helix.species", "helix.glyph", "helix.terrain"):
        assert all(m for m in marks(kind).values()), kind
