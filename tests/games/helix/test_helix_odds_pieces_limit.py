"""``toybox-arena odds`` solves battles of at most ``MAX_PIECES`` pieces each and refuses a bigger one with
a sentence naming the limit (issue 27: ``--pieces 200`` took 10-23 s of CPU)."""

from __future__ import annotations

import json

from desktop.cli import main
from desktop.games.helix import odds
from desktop.games.helix.commands import MAX_PIECES
from desktop.games.helix.engine import as_helix, shipped_glyphs

GLYPHS = list(shipped_glyphs().values())
KEYS_A = ",".join(g.key for g in GLYPHS[:6])
KEYS_B = ",".join(g.key for g in GLYPHS[6:12])


def test_odds_refuses_more_pieces_than_it_solves_within_a_second(capsys):
    assert main(["odds", KEYS_A, KEYS_B, "--pieces", str(MAX_PIECES + 1)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert f"--pieces {MAX_PIECES + 1} is refused" in captured.err
    assert f"at most {MAX_PIECES} pieces each" in captured.err
    assert main(["odds", KEYS_A, KEYS_B, "--pieces", "200"]) == 2


def test_odds_solves_the_largest_battle_it_allows(capsys):
    assert main(["odds", KEYS_A, KEYS_B, "--pieces", str(MAX_PIECES), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    exact = odds.solve(as_helix(GLYPHS[:6]), as_helix(GLYPHS[6:12]), MAX_PIECES).chance()
    assert out["pieces"] == MAX_PIECES
    assert (out["a"]["chance"], out["b"]["chance"]) == exact


def test_the_help_names_the_limit(capsys):
    try:
        main(["odds", "--help"])
    except SystemExit:
        pass
    assert f"at most {MAX_PIECES}" in " ".join(capsys.readouterr().out.split())
