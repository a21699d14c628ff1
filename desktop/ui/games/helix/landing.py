"""What the Play landing needs from Battle Helix: a quick battle's set-up and who played a finished one."""

from __future__ import annotations

import random
from typing import Any

from desktop.games.helix.engine import Rules
from desktop.games.helix.game import SETTINGS
from desktop.games.helix.players import sample_helix, sample_helixes
from desktop.ui.games.helix.setup import RULE_KEYS, default_names, new_seed


def _glyphs(db: Any) -> tuple[Any, ...]:
    if db is not None:
        from desktop.ui.games.helix.data import glyphs

        return glyphs(db)
    from desktop.games.helix.catalog import shipped_items
    from desktop.games.helix.helix import glyph_from_catalog

    return tuple(glyph_from_catalog(it.data["key"], it.data) for it in shipped_items() if it.kind == "helix.glyph")


def quick_setup(db: Any) -> dict[str, Any]:
    """Two different shipped sample helixes, you against the computer on Normal, the settings' defaults
    (the round limit among them: a battle that could go on for ever is timed)."""
    from desktop.ui.games.helix.setup import sample_name

    glyphs = [g for g in _glyphs(db) if not getattr(g, "archived", False)]
    seed = new_seed()
    samples = [(sample_name(name), list(slots)) for name, slots in sample_helixes(glyphs)]
    while len(samples) < 2:  # a catalog that lost a sample's glyph: a legal helix from the seed instead
        samples.append(("", list(sample_helix(random.Random(seed * 2 + len(samples)), glyphs or None))))
    values = {s.key: s.default for s in SETTINGS if "setup" in s.scopes}
    return {
        "names": list(default_names("normal")),
        "helixes": [[g.to_dict() for g in slots] for _name, slots in samples[:2]],
        "helix_names": [name for name, _slots in samples[:2]],
        "pieces": int(values["pieces"]),
        "terrain_mode": False,
        "rules": Rules.from_dict({k: v for k, v in values.items() if k in RULE_KEYS}).to_dict(),
        "seed": seed,
        "opponent": "normal",
    }


def outcome(board: Any) -> dict[str, Any]:
    """The players (name, seat: "person" or a computer level) and the winner's seat of the finished battle."""
    state = board.game.state
    return {
        "players": [{"name": str(board.names[i]), "seat": str(board.seats[i])} for i in (0, 1)],
        "winner": state.winner,
    }
