"""Attacktix squads as saved squads (:class:`desktop.games.contracts.SquadKind`): the stored form, its
checks, the catalog figures it names, resolving it against the catalog, its verdict under an event's
rules and its snapshot for a registration. Pure: the service layer hands in the catalog items.

Stored data: ``{"kind": "equal_points"|"quick_battle", "entries": [{"key", "count"}],
"backups": [{"key", "count"}]}``; settings: the squad rules (:meth:`SquadRules.to_settings`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from desktop.games.attacktix import squad as ax
from desktop.games.catalog_schema import Problem
from desktop.games.contracts import CatalogEntry
from desktop.games.squad_kinds import is_int, rules_problems
from desktop.validation import quote_value


def _check_entries(value: Any, where: str, known: Mapping[str, Any] | None) -> list[Problem]:
    if not isinstance(value, list):
        return [Problem(where, "must be a list of {{key, count}}")]
    out: list[Problem] = []
    seen: set[str] = set()
    for i, e in enumerate(value):
        here = f"{where}[{i}]"
        if not isinstance(e, Mapping):
            out.append(Problem(here, "must be an object with key and count"))
            continue
        extra = set(e) - {"key", "count"}
        if extra:
            out.append(Problem(f"{here}.{sorted(extra)[0]}", "is not a field of an entry"))
        key = e.get("key")
        count = e.get("count", 1)
        if not isinstance(key, str) or not key:
            out.append(Problem(f"{here}.key", "must be the collector code of a catalog figure"))
            continue
        if key in seen:
            out.append(Problem(f"{here}.key", "figure {key} is listed twice", params={"key": quote_value(key)}))
        seen.add(key)
        if not is_int(count) or count < 1 or count > 99:
            out.append(
                Problem(
                    f"{here}.count", "must be a whole number from 1 to 99, not {value}", params={"value": quote_value(count)}
                )
            )
        if known is not None and key not in known:
            out.append(Problem(f"{here}.key", "no figure {key} in the catalog", params={"key": quote_value(key)}))
    return out


class AttacktixSquadKind:
    kind = ax.SQUAD_KIND
    game = "attacktix"
    label = "Attacktix squad"
    noun = "a squad"
    catalog_kinds = (ax.CATALOG_KIND,)
    #: a registration stores a snapshot of it (and printed squad sheets show it)
    registers = True

    def shape_problems(
        self, data: Mapping[str, Any], settings: Mapping[str, Any] | None, known: Mapping[str, Any] | None
    ) -> list[Problem]:
        out: list[Problem] = []
        extra = set(data) - {"kind", "entries", "backups"}
        if extra:
            out.append(Problem(f"data.{sorted(extra)[0]}", "is not a field of an Attacktix squad"))
        level = data.get("kind", ax.SquadKind.EQUAL_POINTS.value)
        if not isinstance(level, str) or level not in {k.value for k in ax.SquadKind}:
            out.append(
                Problem(
                    "data.kind",
                    "must be 'equal_points' or 'quick_battle', not {value}",
                    params={"value": quote_value(level)},
                )
            )
        out += _check_entries(data.get("entries", []), "data.entries", known)
        out += _check_entries(data.get("backups", []), "data.backups", known)
        out += rules_problems(
            ax.rules_from_settings, settings, ("point_limit", "limit_mode", "backup_limit", "profile")
        )
        return out

    def normalized(self, data: Mapping[str, Any]) -> dict[str, Any]:
        return {
            "kind": data.get("kind", ax.SquadKind.EQUAL_POINTS.value),
            "entries": [{"key": e["key"], "count": e.get("count", 1)} for e in data.get("entries", [])],
            "backups": [{"key": e["key"], "count": e.get("count", 1)} for e in data.get("backups", [])],
        }

    def refs(self, data: Mapping[str, Any]) -> set[tuple[str, str]]:
        out: set[tuple[str, str]] = set()
        for part in ("entries", "backups"):
            for e in data.get(part, ()) or ():
                if isinstance(e, Mapping) and isinstance(e.get("key"), str):
                    out.add((ax.CATALOG_KIND, e["key"]))
        return out

    def item_text(self, item: CatalogEntry) -> str:
        """How an archived figure is named in a squad's record: its collector code and name."""
        return f"{item.key} {item.name}"

    def renamed(self, data: Mapping[str, Any], catalog_kind: str, old_key: str, new_key: str) -> dict[str, Any]:
        out = {k: v for k, v in data.items()}
        if catalog_kind == ax.CATALOG_KIND:
            for part in ("entries", "backups"):
                out[part] = [
                    {**e, "key": new_key} if isinstance(e, Mapping) and e.get("key") == old_key else e
                    for e in data.get(part, [])
                ]
        return out

    def resolve(self, name: str, data: Mapping[str, Any], catalog: Mapping[str, Mapping[str, CatalogEntry]]) -> ax.Squad:
        figures = catalog.get(ax.CATALOG_KIND, {})

        def entries(items: Iterable[Mapping[str, Any]]) -> tuple[ax.SquadEntry, ...]:
            out = []
            for e in items:
                item = figures.get(e["key"])
                if item is None:
                    continue
                figure = ax.figure_from_catalog(item.key, item.data, name=item.name, archived=item.archived)
                out.append(ax.SquadEntry(figure, int(e.get("count", 1))))
            return tuple(out)

        return ax.Squad(
            name=name,
            kind=ax.SquadKind(data.get("kind", ax.SquadKind.EQUAL_POINTS.value)),
            entries=entries(data.get("entries", [])),
            backups=entries(data.get("backups", [])),
        )

    def demo_data(
        self, catalog: Mapping[str, Mapping[str, CatalogEntry]], settings: Mapping[str, Any], rng: Any
    ) -> dict[str, Any]:
        """The data of a squad drawn at random from the catalog's figures (for a demo event): single
        figures up to the event's point limit (100 points without one). The caller checks it."""
        limit = ax.rules_from_settings(settings).point_limit or 100
        pool = [
            ax.figure_from_catalog(item.key, item.data, name=item.name)
            for item in catalog.get(ax.CATALOG_KIND, {}).values()
            if not item.archived
        ]
        pool = [f for f in pool if f.points > 0]
        rng.shuffle(pool)
        entries: list[dict[str, Any]] = []
        total = 0
        for f in pool:
            if total + f.points <= limit and f.key not in {e["key"] for e in entries}:
                entries.append({"key": f.key, "count": 1})
                total += f.points
            if total == limit:
                break
        return {"entries": entries, "backups": []}

    def rules(self, settings: Mapping[str, Any] | None) -> ax.SquadRules:
        return ax.rules_from_settings(settings or {})

    def verdict(
        self, value: ax.Squad, settings: Mapping[str, Any], catalog: Mapping[str, Mapping[str, CatalogEntry]]
    ) -> tuple[list[Any], str]:
        return ax.check(value, ax.rules_from_settings(settings)), ax.summary(value)

    def snapshot(self, value: ax.Squad, settings: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
        """(contents, rules settings) of a registration's snapshot."""
        return ax.squad_to_snapshot(value), ax.rules_from_settings(settings).to_settings()

    def sheet(
        self,
        contents: Mapping[str, Any],
        rules: Mapping[str, Any],
        catalog: Mapping[str, Mapping[str, CatalogEntry]],
        labels: Any,
        term: Any,
    ) -> tuple[str, list[dict[str, Any]]]:
        """(rules line, tables) of a printed squad sheet from a registration's snapshot: the figures and
        the backups with their points. ``labels`` are the report's captions, ``term(group, key)``
        translates a game term."""
        head = (labels["code"], labels["name"], labels["class"], labels["count"], labels["each"], labels["total"])

        def rows(items: Any) -> tuple[tuple[str, ...], ...]:
            out = []
            for d in items or ():
                flags = ", ".join(
                    f
                    for f in (
                        labels["gold"].lower() if d.get("gold") else "",
                        term("flag", "tournament") if d.get("tournament") else "",
                    )
                    if f
                )
                count, points = int(d.get("count", 1) or 1), int(d.get("points", 0) or 0)
                name = str(d.get("name", "")) + (f" ({flags})" if flags else "")
                out.append((str(d.get("code", "")), name, str(d.get("attacktix_class", "") or ""),
                            str(count), str(points), str(points * count)))
            return tuple(out)

        table = {"columns": head, "widths": (56, None, 40, 40, 64, 50), "align_right": (3, 4, 5),
                 "align_center": (2,), "size": 10}
        tables = [
            {**table, "heading": labels["figures"], "rows": rows(contents.get("entries")),
             "total": labels.fmt("squad_points", n=int(contents.get("total_points", 0) or 0))},
            {**table, "heading": labels["backups"], "rows": rows(contents.get("backups")),
             "total": labels.fmt("backup_points", n=int(contents.get("backup_points", 0) or 0))},
        ]
        parts = [term("level", str(contents.get("kind", "equal_points")))]
        limit = rules.get("point_limit")
        if limit and contents.get("kind") != "quick_battle":
            parts.append(f"{labels['points']}: {limit}")
        return " · ".join(parts), tables


SQUAD_KIND = AttacktixSquadKind()
