"""Battle Helix helixes as saved squads (:class:`desktop.games.contracts.SquadKind`): the stored form,
its checks, the glyphs it names, resolving it against the catalog, its verdict under an event's rules
and its snapshot for a registration. Pure: the service layer and the command line hand in the catalog.

Stored data: ``{"slots": [glyph key or null] * 6}``; settings: ``{}`` or the helix rules.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop.games.catalog_schema import Problem
from desktop.games.contracts import CatalogEntry
from desktop.games.helix import helix as hx
from desktop.games.squad_kinds import rules_problems
from desktop.validation import quote_value

SPECIES_KIND = "helix.species"


def resolve(name: str, data: Mapping[str, Any], glyphs: Mapping[str, CatalogEntry]) -> hx.Helix:
    """The helix stored as ``data`` with its glyphs from the catalog; a key the catalog does not hold
    leaves its slot empty."""
    slots: list[hx.GlyphRef | None] = []
    for key in data.get("slots", [None] * hx.HELIX_SIZE):
        item = glyphs.get(key) if isinstance(key, str) else None
        slots.append(
            hx.glyph_from_catalog(item.key, item.data, name=item.name, archived=item.archived)
            if item is not None
            else None
        )
    return hx.Helix(name=name, slots=tuple(slots))


class HelixSquadKind:
    kind = hx.SQUAD_KIND
    game = "helix"
    label = "Battle Helix helix"
    noun = "a helix"
    catalog_kinds = (hx.CATALOG_KIND, SPECIES_KIND)
    registers = True

    def shape_problems(
        self, data: Mapping[str, Any], settings: Mapping[str, Any] | None, known: Mapping[str, Any] | None
    ) -> list[Problem]:
        out: list[Problem] = []
        extra = set(data) - {"slots"}
        if extra:
            out.append(Problem(f"data.{sorted(extra)[0]}", "is not a field of a helix"))
        slots = data.get("slots")
        if not isinstance(slots, list) or len(slots) != hx.HELIX_SIZE:
            out.append(
                Problem(
                    "data.slots",
                    "must be a list of {n} glyph keys (null for an empty slot)",
                    params={"n": hx.HELIX_SIZE},
                )
            )
        else:
            for i, key in enumerate(slots):
                if key is None:
                    continue
                if not isinstance(key, str) or not key:
                    out.append(Problem(f"data.slots[{i}]", "must be a glyph key or null"))
                elif known is not None and key not in known:
                    out.append(
                        Problem(f"data.slots[{i}]", "no glyph {key} in the catalog", params={"key": quote_value(key)})
                    )
        out += rules_problems(hx.rules_from_settings, settings, ("size", "max_gold"))
        return out

    def normalized(self, data: Mapping[str, Any]) -> dict[str, Any]:
        return {"slots": list(data.get("slots", []))}

    def refs(self, data: Mapping[str, Any]) -> set[tuple[str, str]]:
        return {(hx.CATALOG_KIND, key) for key in data.get("slots", ()) or () if isinstance(key, str)}

    def item_text(self, item: CatalogEntry) -> str:
        return item.name

    def renamed(self, data: Mapping[str, Any], catalog_kind: str, old_key: str, new_key: str) -> dict[str, Any]:
        out = dict(data)
        if catalog_kind == hx.CATALOG_KIND:
            out["slots"] = [new_key if k == old_key else k for k in data.get("slots", [])]
        return out

    def resolve(self, name: str, data: Mapping[str, Any], catalog: Mapping[str, Mapping[str, CatalogEntry]]) -> hx.Helix:
        return resolve(name, data, catalog.get(hx.CATALOG_KIND, {}))

    def demo_data(
        self, catalog: Mapping[str, Mapping[str, CatalogEntry]], settings: Mapping[str, Any], rng: Any
    ) -> dict[str, Any] | None:
        """The data of a helix drawn at random from the catalog's glyphs (for a demo event): six glyphs,
        at most one of them gold. The caller checks it; None when the catalog has too few glyphs."""
        glyphs = [
            hx.glyph_from_catalog(item.key, item.data, name=item.name)
            for item in catalog.get(hx.CATALOG_KIND, {}).values()
            if not item.archived
        ]
        plain = [g.key for g in glyphs if not g.gold]
        gold = [g.key for g in glyphs if g.gold]
        if len(plain) < hx.HELIX_SIZE:
            return None
        slots = rng.sample(plain, hx.HELIX_SIZE - min(len(gold), rng.randint(0, 1)))
        slots += rng.sample(gold, hx.HELIX_SIZE - len(slots))
        rng.shuffle(slots)
        return {"slots": slots}

    def rules(self, settings: Mapping[str, Any] | None) -> hx.HelixRules:
        return hx.rules_from_settings(settings or {})

    def verdict(
        self, value: hx.Helix, settings: Mapping[str, Any], catalog: Mapping[str, Mapping[str, CatalogEntry]]
    ) -> tuple[list[Any], str]:
        return hx.check(value, hx.rules_from_settings(settings)), hx.summary(value)

    def snapshot(self, value: hx.Helix, settings: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
        return hx.helix_to_snapshot(value), hx.rules_from_settings(settings).to_settings()

    def sheet(
        self,
        contents: Mapping[str, Any],
        rules: Mapping[str, Any],
        catalog: Mapping[str, Mapping[str, CatalogEntry]],
        labels: Any,
        term: Any,
    ) -> tuple[str, list[dict[str, Any]]]:
        """("", tables) of a printed helix sheet from a registration's snapshot: both sides (number and
        symbols) of every glyph, its species and gold."""
        species = {key: item.name for key, item in catalog.get(SPECIES_KIND, {}).items()}
        rows: list[tuple[str, ...]] = []
        for i, g in enumerate(contents.get("slots") or (), 1):
            if g is None:
                rows.append((str(i), "—", "", "", "0", "0"))
                continue
            sides = []
            for side in ("black", "white"):
                face = g.get(side) or {}
                symbols = " ".join(term("symbol", str(s)) for s in face.get("symbols", ()) or ())
                sides.append(f"{int(face.get('number', 0) or 0)}  {symbols}".strip())
            kind = str(g.get("species", "") or "")
            rows.append((str(i), str(g.get("name", "")), species.get(kind, kind), "☑" if g.get("gold") else "",
                         *sides))
        table = {
            "heading": "",
            "columns": (labels["slot"], labels["glyph"], labels["species"], labels["gold"],
                        labels["black_side"], labels["white_side"]),
            "rows": tuple(rows),
            "widths": (34, None, 90, 36, 120, 120),
            "align_center": (0, 3),
            "size": 10.5,
            "total": labels.fmt("gold_count", n=int(contents.get("gold_count", 0) or 0)),
        }
        return "", [table]


SQUAD_KIND = HelixSquadKind()
