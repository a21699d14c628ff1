"""Battle Helix's command-line verbs: ``toybox-arena odds A B [--pieces 25] [--now A,B] [--attacker a|b] [--json]``: exact Battle Helix odds.

A and B are saved helix names (Squads page) or six glyph names or keys separated by commas. The chance
is that of the classic battle (no terrain), solved exactly with the Attacker calling the colour that
is best for them; from the start it includes the initiative roll. ``--now 12,9`` asks from a
mid-battle state (pieces left of A and B) and ``--attacker`` says who attacks in it (without it the
initiative roll decides, as at the start). The battle has at most :data:`MAX_PIECES` pieces each: the
exact solve grows with the fourth power of the pieces (100 take under a second, 200 take 10 to 20 s), so a
bigger battle is refused with a sentence saying so rather than kept waiting for.

The verb is the game's own (``GameInfo.cli_verbs``); saved helixes and the glyph catalog come from
``args.saved`` (:class:`desktop.games.contracts.SavedData`), handed in by the generic command line.
"""

from __future__ import annotations

import argparse
import json
import sys
from types import SimpleNamespace
from typing import Any

from desktop.cli import bounds as B
from desktop.games.contracts import SavedData

MAX_PIECES = 100
"""The most pieces of each side ``odds`` solves: the exact odds within a second of CPU
(``tests/benchmarks/odds_cli.py``). The game itself allows 200."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "a", metavar="A", help="helix A: a saved helix name or six glyph names separated by commas"
    )
    parser.add_argument(
        "b", metavar="B", help="helix B: a saved helix name or six glyph names separated by commas"
    )
    parser.add_argument(
        "--pieces", type=B.bounded_int(1, 200, "--pieces"), default=25, metavar="P",
        help=f"starting pieces of each, at most {MAX_PIECES} (default 25; a bigger battle takes more than a "
        "second to solve exactly)",
    )
    parser.add_argument(
        "--now", type=B.int_list(2, 0, 200, "--now", "12,9"), metavar="A,B", help="a mid-battle state: pieces left of A and of B")
    parser.add_argument("--attacker", choices=("a", "b"), help="who attacks in the --now state")
    parser.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a rules option (e.g. blast=mirror); may be repeated",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")


class HelixLookupError(ValueError):
    pass


def parse_rules(items: list[str]) -> Any:
    from desktop.games.helix.engine import Rules, RulesError

    values: dict[str, Any] = {}
    for item in items:
        if "=" not in item:
            raise HelixLookupError(f"--rule {item!r} is not NAME=VALUE")
        k, v = (x.strip() for x in item.split("=", 1))
        if v.lower() in ("true", "yes", "on"):
            values[k] = True
        elif v.lower() in ("false", "no", "off") and k != "blast":
            values[k] = False
        elif v.isdigit():
            values[k] = int(v)
        else:
            values[k] = v
    try:
        return Rules.from_dict(values)
    except RulesError as exc:
        raise HelixLookupError(str(exc)) from None


def resolve_helix(saved: SavedData, text: str) -> tuple[str, list[Any]]:
    """(display name, six glyphs) from a saved helix name or six glyph names/keys."""
    from desktop.games.helix import helix as hx
    from desktop.games.helix.squad_kind import resolve

    text = text.strip()
    glyph_items = saved.catalog(hx.CATALOG_KIND)
    found = saved.squad(hx.SQUAD_KIND, text)
    if found is not None:
        name, data = found
        helix = resolve(name, data, glyph_items)
        if helix.empty_slots():
            raise HelixLookupError(f"the saved helix {name!r} has empty slots")
        return name, list(helix.slots)
    parts = [p.strip() for p in text.split(",") if p.strip()]
    if len(parts) != 6:
        raise HelixLookupError(f"{text!r} is neither a saved helix nor six glyph names separated by commas")
    glyphs = [
        hx.glyph_from_catalog(g.key, g.data, name=g.name, archived=g.archived) for g in glyph_items.values()
    ]
    by_key = {g.key.casefold(): g for g in glyphs}
    by_name: dict[str, list[Any]] = {}
    for glyph in glyphs:
        by_name.setdefault(glyph.name.casefold(), []).append(glyph)
    out = []
    for p in parts:
        g = by_key.get(p.casefold())
        if g is None:
            named = by_name.get(p.casefold(), [])
            if len(named) > 1:
                raise HelixLookupError(
                    f"several glyphs are named {p!r}; use a key: {', '.join(x.key for x in named)}"
                )
            if not named:
                raise HelixLookupError(f"no glyph is named {p!r}")
            g = named[0]
        out.append(g)
    return ", ".join(g.name for g in out), out


def percent(chance: float, digits: int) -> str:
    """A chance as a percentage; a rounding error below zero never prints as "-0.00"."""
    text = f"{100 * chance:.{digits}f}"
    return text[1:] if text.startswith("-") and float(text) == 0 else text


def run(args: argparse.Namespace) -> int:
    from desktop.games.helix import odds

    try:
        if not 1 <= args.pieces <= 200:
            raise HelixLookupError("--pieces must be from 1 to 200")
        if args.pieces > MAX_PIECES:
            raise HelixLookupError(
                f"--pieces {args.pieces} is refused: the exact odds are solved for at most {MAX_PIECES} "
                f"pieces each (a bigger battle takes more than a second to solve)"
            )
        rules = parse_rules(args.rule)
        now = tuple(args.now) if args.now else None
        if now is not None and not all(0 <= x <= args.pieces for x in now):
            raise HelixLookupError(f"--now pieces must be between 0 and {args.pieces}")
        if args.attacker and now is None:
            raise HelixLookupError("--attacker needs --now (at the start the initiative roll decides)")
        name_a, helix_a = resolve_helix(args.saved, args.a)
        name_b, helix_b = resolve_helix(args.saved, args.b)
        sol = odds.solve(helix_a, helix_b, args.pieces, rules)
    except ValueError as exc:  # HelixLookupError, SavedDataError
        print(f"toybox-arena odds: {exc}", file=sys.stderr)
        return 2
    a, b = now if now is not None else (args.pieces, args.pieces)
    attacker = {"a": 0, "b": 1}.get(args.attacker or "")
    chance_a, chance_b = sol.chance(a, b, attacker)
    calls: dict[str, Any] = {}
    if a > 0 and b > 0:
        for side, idx in (("a", 0), ("b", 1)):
            if attacker is None or attacker == idx:
                calls[side] = {"call": sol.best_call(a, b, idx), "chances": sol.call_chances(a, b, idx)}
    out = {
        "a": {"name": name_a, "chance": chance_a},
        "b": {"name": name_b, "chance": chance_b},
        "pieces": args.pieces,
        "now": [a, b],
        "attacker": args.attacker,
        "initiative": {"a": sol.initiative[0], "b": sol.initiative[1]} if attacker is None else None,
        "best_call": calls,
        "rules": rules.changed(),
        "exact": sol.exact,
    }
    if args.json:
        print(json.dumps(out, sort_keys=True))
        return 0
    state = f"{a} v {b} pieces" + (f", {args.attacker.upper()} attacks" if args.attacker else "")
    origin = "from the start" if now is None else "now"
    print(f"Battle Helix odds {origin} ({state}{', initiative roll included' if attacker is None else ''}):")
    print(f"  A  {name_a}: {percent(chance_a, 4)} %")
    print(f"  B  {name_b}: {percent(chance_b, 4)} %")
    for side, c in calls.items():
        ch = c["chances"]
        print(
            f"  best call when {side.upper()} attacks: {c['call']} "
            f"(black {percent(ch['black'], 2)} %, white {percent(ch['white'], 2)} %)"
        )
    if not sol.exact:
        print("  note: some battle can go on for ever; the chances do not add up to 100 %")
    return 0


#: ``toybox-arena odds`` (:class:`desktop.games.contracts.Simulation` shape: add_arguments, run)
ODDS = SimpleNamespace(add_arguments=add_arguments, run=run)
