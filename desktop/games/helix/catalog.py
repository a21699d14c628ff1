"""Battle Helix catalog kinds: species, power glyphs and battle terrains (pure).

A glyph has two sides, black and white, each an attack number (0–12) and zero to three symbols from
{sword, star, bomb} (repeats allowed: "5 ⚔⚔"). A terrain is a graph of spaces: each space has an
``id``, a position (``x``, ``y`` as fractions 0..1 of the board), its ``adjacent`` space ids, and
optionally a ``bonus`` ({"species", "value"}) or a ``warp`` (a species key); ``start_spaces`` names
the two start spaces.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from typing import Any

from desktop.games.catalog_schema import (
    CatalogView,
    FieldSpec,
    KindSpec,
    Problem,
    ShippedItem,
    read_item_file,
    resources_catalog_dir,
)

SYMBOLS = ("sword", "star", "bomb")
SIDES = ("black", "white")
MAX_NUMBER = 12
MAX_SYMBOLS = 3


def _is_colour(value: Any) -> bool:
    if not isinstance(value, str) or len(value) != 7 or not value.startswith("#"):
        return False
    try:
        int(value[1:], 16)
    except ValueError:
        return False
    return True


def _validate_species(item: Mapping[str, Any], catalog: CatalogView) -> list[Problem]:
    colour = item.get("colour")
    if colour is not None and not _is_colour(colour):
        return [Problem("colour", "must be a colour like #3a7bd5")]
    return []


SPECIES = KindSpec(
    key="helix.species",
    game="helix",
    label="Species",
    plural="Species",
    key_field="key",
    name_field="name",
    validator=_validate_species,
    columns=("name", "colour", "icon"),
    help="A species of glyphs and terrains (the rules name none: the shipped six are sample data).",
    fields=(
        FieldSpec("key", "Key", "text", required=True, unique=True),
        FieldSpec("name", "Name", "text", required=True),
        FieldSpec("colour", "Colour", "text", required=True, default="#808080", help="#rrggbb"),
        FieldSpec("icon", "Icon", "text", default="", help="A short symbol or the name of an icon"),
    ),
)


def glyph_side(glyph: Mapping[str, Any], side: str) -> tuple[int, tuple[str, ...]]:
    """(number, symbols) of one side of a glyph."""
    return int(glyph.get(f"{side}_number") or 0), tuple(glyph.get(f"{side}_symbols") or ())


def _validate_glyph(item: Mapping[str, Any], catalog: CatalogView) -> list[Problem]:
    out = []
    for side in SIDES:
        symbols = item.get(f"{side}_symbols")
        if isinstance(symbols, list) and symbols.count("bomb") > 1:
            out.append(Problem(f"{side}_symbols", "two bombs on one number act as one", "warning"))
    return out


GLYPH = KindSpec(
    key="helix.glyph",
    game="helix",
    label="Power glyph",
    plural="Power glyphs",
    key_field="key",
    name_field="name",
    validator=_validate_glyph,
    columns=("name", "species", "gold", "black_number", "black_symbols", "white_number", "white_symbols"),
    fields=(
        FieldSpec("key", "Key", "text", required=True, unique=True),
        FieldSpec("name", "Name", "text", required=True),
        FieldSpec("species", "Species", "ref", ref_kind="helix.species", required=True),
        FieldSpec("gold", "Gold", "bool", default=False),
        FieldSpec("black_number", "Black number", "int", min=0, max=MAX_NUMBER, required=True, default=0),
        FieldSpec(
            "black_symbols",
            "Black symbols",
            "list",
            item_type="choice",
            choices=SYMBOLS,
            min_items=0,
            max_items=MAX_SYMBOLS,
            required=True,
            default=[],
        ),
        FieldSpec("white_number", "White number", "int", min=0, max=MAX_NUMBER, required=True, default=0),
        FieldSpec(
            "white_symbols",
            "White symbols",
            "list",
            item_type="choice",
            choices=SYMBOLS,
            min_items=0,
            max_items=MAX_SYMBOLS,
            required=True,
            default=[],
        ),
    ),
)


def terrain_problems(item: Mapping[str, Any], catalog: CatalogView | None = None) -> list[Problem]:
    """Structural checks of a Helix terrain; each problem names the offending space."""
    out: list[Problem] = []
    spaces = item.get("spaces")
    if not isinstance(spaces, list) or not spaces:
        return [Problem("spaces", "a terrain needs spaces")]
    ids: dict[int, Mapping[str, Any]] = {}
    for i, sp in enumerate(spaces):
        if not isinstance(sp, Mapping):
            out.append(Problem("spaces", "space {space} must be an object", params={"space": i + 1}))
            continue
        sid = sp.get("id")
        if not isinstance(sid, int) or isinstance(sid, bool):
            out.append(Problem("spaces", "space {space} needs a whole-number id", params={"space": i + 1}))
            continue
        if sid in ids:
            out.append(
                Problem(
                    "spaces", "space id {space} is used twice", location=("space", sid), params={"space": sid}
                )
            )
        ids[sid] = sp
        extra = set(sp) - {"id", "x", "y", "adjacent", "bonus", "warp"}
        if extra:
            out.append(
                Problem(
                    "spaces",
                    "space {space}: unknown entry {entry!r}",
                    location=("space", sid),
                    params={"space": sid, "entry": sorted(extra)[0]},
                )
            )
        for c in ("x", "y"):
            v = sp.get(c)
            if not isinstance(v, (int, float)) or isinstance(v, bool) or not 0 <= v <= 1:
                out.append(
                    Problem(
                        "spaces",
                        "space {space}: {coordinate} must be between 0 and 1",
                        location=("space", sid),
                        params={"space": sid, "coordinate": c},
                    )
                )
    if out:
        return out
    for sid, sp in ids.items():
        adj = sp.get("adjacent")
        if not isinstance(adj, list):
            out.append(
                Problem(
                    "spaces",
                    "space {space}: adjacent must be a list of space ids",
                    location=("space", sid),
                    params={"space": sid},
                )
            )
            continue
        for n in adj:
            if n == sid:
                out.append(
                    Problem(
                        "spaces",
                        "space {space} is joined to itself",
                        location=("space", sid),
                        params={"space": sid},
                    )
                )
            elif n not in ids:
                out.append(
                    Problem(
                        "spaces",
                        "space {space} is joined to missing space {other}",
                        location=("space", sid),
                        params={"space": sid, "other": n},
                    )
                )
            elif sid not in (ids[n].get("adjacent") or []):
                out.append(
                    Problem(
                        "spaces",
                        "space {space} is joined to {other} but not {other} to {space}",
                        location=("space", sid),
                        params={"space": sid, "other": n},
                    )
                )
        bonus, warp = sp.get("bonus"), sp.get("warp")
        if bonus is not None:
            if not isinstance(bonus, Mapping) or set(bonus) != {"species", "value"}:
                out.append(
                    Problem(
                        "spaces",
                        "space {space}: a bonus is {{species, value}}",
                        location=("space", sid),
                        params={"space": sid},
                    )
                )
            else:
                v = bonus.get("value")
                if not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= MAX_NUMBER:
                    out.append(
                        Problem(
                            "spaces",
                            "space {space}: bonus value must be 1–{max}",
                            location=("space", sid),
                            params={"space": sid, "max": MAX_NUMBER},
                        )
                    )
                out.extend(_species_ref(catalog, bonus.get("species"), sid, "bonus"))
        if warp is not None:
            out.extend(_species_ref(catalog, warp, sid, "warp"))
        if bonus is not None and warp is not None:
            out.append(
                Problem(
                    "spaces",
                    "space {space} is both a bonus and a warp space",
                    location=("space", sid),
                    params={"space": sid},
                )
            )
    starts = item.get("start_spaces")
    if not isinstance(starts, list) or len(starts) != 2 or len(set(map(str, starts))) != 2:
        out.append(Problem("start_spaces", "a terrain has two different start spaces"))
    else:
        for s in starts:
            if s not in ids:
                out.append(
                    Problem(
                        "start_spaces",
                        "start space {space} is not a space of the terrain",
                        params={"space": s},
                    )
                )
    if not out:
        first = next(iter(ids))
        seen = {first}
        todo = deque([first])
        while todo:
            for n in ids[todo.popleft()].get("adjacent") or []:
                if n not in seen:
                    seen.add(n)
                    todo.append(n)
        for sid in ids:
            if sid not in seen:
                out.append(
                    Problem(
                        "spaces",
                        "space {space} cannot be reached from the others",
                        location=("space", sid),
                        params={"space": sid},
                    )
                )
    return out


def _species_ref(catalog: CatalogView | None, value: Any, sid: int, what: str) -> list[Problem]:
    """Checks of the species a space's bonus (``what`` = "bonus") or warp (``what`` = "warp") names."""
    at = ("space", sid)
    if not isinstance(value, str) or not value:
        if what == "bonus":
            return [
                Problem(
                    "spaces", "space {space}: a bonus names a species", params={"space": sid}, location=at
                )
            ]
        return [
            Problem("spaces", "space {space}: a warp names a species", params={"space": sid}, location=at)
        ]
    if catalog is not None and catalog.keys("helix.species") and catalog.get("helix.species", value) is None:
        params = {"space": sid, "species": value}
        if what == "bonus":
            return [
                Problem(
                    "spaces",
                    "space {space}: bonus species {species!r} is not in the catalog",
                    params=params,
                    location=at,
                )
            ]
        return [
            Problem(
                "spaces",
                "space {space}: warp species {species!r} is not in the catalog",
                params=params,
                location=at,
            )
        ]
    return []


def _terrain_references(item: Mapping[str, Any]) -> list[tuple[str, str, str]]:
    out = []
    for sp in item.get("spaces") or []:
        if not isinstance(sp, Mapping):
            continue
        bonus, warp = sp.get("bonus"), sp.get("warp")
        if isinstance(bonus, Mapping) and isinstance(bonus.get("species"), str):
            out.append(("spaces", "helix.species", bonus["species"]))
        if isinstance(warp, str):
            out.append(("spaces", "helix.species", warp))
    return out


def _terrain_rename(item: Mapping[str, Any], kind: str, old: str, new: str) -> dict[str, Any]:
    out = dict(item)
    if kind != "helix.species" or not isinstance(item.get("spaces"), list):
        return out
    spaces = []
    for sp in item["spaces"]:
        if isinstance(sp, Mapping):
            sp = dict(sp)
            bonus = sp.get("bonus")
            if isinstance(bonus, Mapping) and bonus.get("species") == old:
                sp["bonus"] = {**bonus, "species": new}
            if sp.get("warp") == old:
                sp["warp"] = new
        spaces.append(sp)
    out["spaces"] = spaces
    return out


def _validate_terrain(item: Mapping[str, Any], catalog: CatalogView) -> list[Problem]:
    return terrain_problems(item, catalog)


TERRAIN = KindSpec(
    key="helix.terrain",
    game="helix",
    label="Battle terrain",
    plural="Battle terrains",
    key_field="key",
    name_field="name",
    validator=_validate_terrain,
    extra_references=_terrain_references,
    rename_extra=_terrain_rename,
    columns=("name", "species"),
    fields=(
        FieldSpec("key", "Key", "text", required=True, unique=True),
        FieldSpec("name", "Name", "text", required=True),
        FieldSpec("species", "Species", "ref", ref_kind="helix.species", required=True),
        FieldSpec(
            "spaces",
            "Spaces",
            "json",
            required=True,
            default=[],
            help="[{id, x, y, adjacent: [ids], bonus: {species, value} | null, warp: species | null}]",
        ),
        FieldSpec(
            "start_spaces",
            "Start spaces",
            "list",
            item_type="int",
            min_items=2,
            max_items=2,
            required=True,
            default=[],
        ),
    ),
)

KINDS: tuple[KindSpec, ...] = (SPECIES, GLYPH, TERRAIN)

_FILES = (
    ("helix.species", "species.json"),
    ("helix.glyph", "glyphs.json"),
    ("helix.terrain", "terrains.json"),
)


def shipped_items() -> list[ShippedItem]:
    base = resources_catalog_dir() / "helix"
    out: list[ShippedItem] = []
    for kind, name in _FILES:
        path = base / name
        if path.exists():
            out.extend(read_item_file(path, kind))
    return out
