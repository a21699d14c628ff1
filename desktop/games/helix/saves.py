"""A saved Battle Helix battle checked before its board replays it (``GameInfo.saved_game_check``; pure).

The board's file is ``{"game", "version", "battle": {"setup", "actions"}, "seats", "actors", "redo",
"match_id", "last_setup", "summary"}``. The battle's set-up carries the glyphs and terrains themselves:
each glyph is held to the catalog's bounds (numbers 0–12, at most three symbols a side), a helix to at most
three gold glyphs (unless the event that started it allowed any number), the rules to the settings schema
(a round limit within its bounds, and "never" only for helixes whose battle surely ends), the names to the
limits of registrations and to two players. The battle is then replayed by the rules: the summary the
Resume question shows, who made each move and the moves taken back (Redo) must be what the moves give.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop.games.saves import (
    Part,
    SaveProblem,
    check_catalog_item,
    check_int,
    check_name,
    check_names,
)
from desktop.validation import quote_value

PLAYER_NAMES = Part("the player names")
HELIX_NAMES = Part("the helix names")
GLYPH = Part("a glyph of the helixes")
TERRAIN = Part("a terrain of the battle")
PIECES = Part("the pieces")
ROUND = Part("the round")
ROUND_LIMIT = Part("the round limit")
ACTORS = Part("the list of who made each move")
REDO = Part("the moves taken back")
SEATS = Part("the seats")
SEAT_NAMES = ("person", "easy", "normal", "hard")  # who may play a side: a person or a computer level

#: The most pieces for which a round limit of "never" is checked against the exact odds on loading
#: (the solve grows fast: about 0.5 s at 40 pieces); beyond it a saved battle must have a round limit.
FOREVER_CHECK_PIECES = 40


def _setting(key: str) -> Any:
    from desktop.games.helix.game import SETTINGS

    return next(s for s in SETTINGS if s.key == key)


def _glyph_item(glyph: Any) -> dict[str, Any]:
    if not isinstance(glyph, Mapping):
        raise SaveProblem("{where} must be an object", where=GLYPH)
    item: dict[str, Any] = {k: glyph[k] for k in ("key", "name", "gold") if k in glyph}
    for side in ("black", "white"):
        face = glyph.get(side)
        if isinstance(face, Mapping):
            item[f"{side}_number"] = face.get("number", 0)
            item[f"{side}_symbols"] = face.get("symbols", [])
        else:
            for part in ("number", "symbols"):
                if f"{side}_{part}" in glyph:
                    item[f"{side}_{part}"] = glyph[f"{side}_{part}"]
    return item


def check(data: Mapping[str, Any]) -> None:
    from desktop.games.helix.helix import MAX_GOLD

    battle = data.get("battle")
    if not isinstance(battle, Mapping) or not isinstance(battle.get("setup"), Mapping):
        raise SaveProblem("the saved game has no set-up")
    setup = battle["setup"]
    check_names(setup.get("names"), PLAYER_NAMES)
    if setup.get("helix_names") is not None:
        if not isinstance(setup["helix_names"], list) or len(setup["helix_names"]) != 2:
            raise SaveProblem("{where} must be a list of {n} names", where=HELIX_NAMES, n=2)
        for n in setup["helix_names"]:
            check_name(n, HELIX_NAMES)
    pieces_setting = _setting("pieces")
    pieces = check_int(setup.get("pieces", pieces_setting.default), PIECES,
                       int(pieces_setting.minimum), int(pieces_setting.maximum))
    last = data.get("last_setup")
    event = (last.get("settings") if isinstance(last, Mapping) else None) or {}
    max_gold = event.get("max_gold", MAX_GOLD) if isinstance(event, Mapping) else MAX_GOLD
    if max_gold is not None:
        max_gold = check_int(max_gold, Part("the gold glyphs"), 0, 6)
    helixes = setup.get("helixes")
    if not isinstance(helixes, list) or len(helixes) != 2 or not all(isinstance(h, list) for h in helixes):
        raise SaveProblem("the battle needs two helixes of 6 glyphs")
    for h in helixes:
        if len(h) != 6:
            raise SaveProblem("the battle needs two helixes of 6 glyphs")
        for g in h:
            item = _glyph_item(g)
            check_catalog_item("helix.glyph", item, GLYPH)
        gold = sum(1 for g in h if g.get("gold") is True)
        if max_gold is not None and gold > max_gold:
            raise SaveProblem("a helix holds {count} gold glyphs; at most {n} are allowed", count=gold, n=max_gold)
    terrains = setup.get("terrains") or []
    if not isinstance(terrains, list):
        raise SaveProblem("{where} must be a list", where=TERRAIN)
    for t in terrains:
        check_catalog_item("helix.terrain", t, TERRAIN)
        check_name(t.get("name"), TERRAIN)
    rules = setup.get("rules") or {}
    if not isinstance(rules, Mapping):
        raise SaveProblem("the rules of the battle must be an object")
    limit_setting = _setting("round_limit")
    limit = check_int(rules.get("round_limit", limit_setting.default), ROUND_LIMIT,
                      int(limit_setting.minimum), int(limit_setting.maximum))
    if limit == 0 and not setup.get("terrain_mode") and not _surely_ends(helixes, pieces, rules):
        raise SaveProblem("a battle of these helixes can go on for ever: it needs a round limit")
    summary = data.get("summary")
    if summary is not None:
        if not isinstance(summary, Mapping):
            raise SaveProblem("the saved game's summary must be an object")
        check_names(summary.get("names"), PLAYER_NAMES)
        shown = summary.get("pieces")
        if not isinstance(shown, list) or len(shown) != 2:
            raise SaveProblem("{where} must be two whole numbers", where=PIECES)
        for p in shown:
            check_int(p, PIECES, 0, int(pieces_setting.maximum))
        check_int(summary.get("round"), ROUND, 0, int(limit_setting.maximum))
    seats = data.get("seats")
    if seats is not None:
        if not isinstance(seats, list) or len(seats) != 2:
            raise SaveProblem("{where} must be a list of {n} names", where=SEATS, n=2)
        for s in seats:
            if s not in SEAT_NAMES:
                raise SaveProblem("{where} must be one of {choices}, not {value}", where=SEATS,
                                  choices=", ".join(SEAT_NAMES), value=quote_value(s, 40))
    _check_moves(data, battle)


def _check_moves(data: Mapping[str, Any], battle: Mapping[str, Any]) -> None:
    """The battle replayed by the rules; what the file says beside its moves must be what they give: the
    summary the Resume question shows (pieces, round), who made each move, and the moves Redo would play
    again (each legal in its turn)."""
    from desktop.games.helix.engine import Game, RulesError

    try:
        game = Game.from_dict(battle)
    except (RulesError, ValueError, KeyError, TypeError, IndexError) as exc:
        raise SaveProblem("the saved moves cannot be replayed: {reason}", reason=str(exc)[:300]) from None
    summary = data.get("summary")
    if isinstance(summary, Mapping):
        state = game.state
        shown = (list(summary.get("pieces") or []), summary.get("round"))
        actual = (list(state.pieces), state.round)
        if shown != actual:
            raise SaveProblem(
                "the saved game's summary (pieces {shown_pieces}, round {shown_round}) is not what its moves "
                "give (pieces {pieces}, round {round})",
                shown_pieces="–".join(str(p) for p in shown[0]), shown_round=shown[1],
                pieces="–".join(str(p) for p in actual[0]), round=actual[1],
            )
    actors = data.get("actors")
    if actors is not None:
        replay = Game(game.setup)
        expected = []
        for a in game.log:
            expected.append(replay.state.to_move or 0)
            replay.play(a)
        if not isinstance(actors, list) or len(actors) != len(expected) or any(
            isinstance(a, bool) or a != e for a, e in zip(actors, expected, strict=False)
        ):
            raise SaveProblem("{where} does not match the saved moves", where=ACTORS)
    redo = data.get("redo")
    if redo is not None:
        if not isinstance(redo, list) or not all(isinstance(step, list) for step in redo):
            raise SaveProblem("{where} must be a list of actions", where=REDO)
        ahead = game.copy()
        for n, step in enumerate(reversed(redo), start=1):  # Redo takes the last step first
            for action in step:
                try:
                    if not isinstance(action, list):
                        raise RulesError("an action is (kind, value)")
                    ahead.play(tuple(action))
                except (RulesError, ValueError, KeyError, TypeError, IndexError) as exc:
                    raise SaveProblem("{where} cannot be played again (step {n}): {reason}", where=REDO, n=n,
                                      reason=str(exc)[:300]) from None


def _surely_ends(helixes: list[Any], pieces: int, rules: Mapping[str, Any]) -> bool:
    """True when the exact odds of this battle reach 100 % (it cannot go on for ever); battles of more
    than :data:`FOREVER_CHECK_PIECES` pieces are not solved here (False: they need a round limit)."""
    if pieces > FOREVER_CHECK_PIECES:
        return False
    from desktop.games.helix import odds
    from desktop.games.helix.engine import Rules, RulesError, as_helix

    try:
        return bool(odds.solve(as_helix(helixes[0]), as_helix(helixes[1]), pieces, Rules.from_dict(rules)).exact)
    except (RulesError, ValueError, TypeError):
        return True  # a set-up the rules refuse: the replay says why
