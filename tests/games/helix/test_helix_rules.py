"""Battle Helix rules: one scenario per line of the spec (rolls scripted so that each case is exact)."""

from __future__ import annotations

import pytest
from helix_helpers import Scripted, glyph, helix, line_terrain, setup

from desktop.games import registry
from desktop.games.helix.engine import Game, Rules, RulesError, result

PLAIN_B = glyph(1)  # B's glyph in the symbol scenarios: loses every black round to 5
BOMB_FREE = glyph(2, ["sword"], 3, ["sword", "star"])  # a bomb roll of this: 2 swords, 1 star, no blast
BLAST = glyph(1, ["sword", "bomb"], 0, ["sword"])  # a bomb roll of this: 2 swords and a blast
BLAST_STAR = glyph(1, ["bomb", "star"], 0, ["sword"])  # 1 sword, 1 star, a blast


def one_round(
    winning,
    *,
    pieces=(10, 10),
    rules=None,
    bomb_rolls=(),
    a_extra=(BOMB_FREE, BLAST, BLAST_STAR),
    colour="black",
):
    """A attacks with ``winning`` in slot 1 against B's plain glyph; returns the game after the round."""
    a = (winning, *a_extra, winning, winning)
    g = Scripted(setup(a, helix(PLAIN_B), pieces=10, rules=rules), [0, 0, 0, 0, *bomb_rolls])
    assert g.state.attacker == 0
    g.state.pieces = list(pieces)
    g.play(("call", colour))
    return g


# --- initiative -----------------------------------------------------------------------------------


def test_initiative_higher_sum_of_black_and_white_attacks():
    g = Scripted(setup(helix(glyph(2, white=4)), helix(glyph(5, white=0))), [0, 0])
    assert g.state.attacker == 0 and g.state.phase == "call" and g.state.to_move == 0
    g = Scripted(setup(helix(glyph(2, white=2)), helix(glyph(5, white=0))), [0, 0])
    assert g.state.attacker == 1


def test_initiative_tie_rolls_again():
    a = helix(glyph(3, white=2), glyph(1, white=2))
    g = Scripted(setup(a, helix(glyph(5))), [0, 0, 1, 0])
    inits = [e for e in g.events if e["type"] == "initiative"]
    assert [e["totals"] for e in inits] == [[5, 5], [3, 5]]
    assert g.state.attacker == 1


# --- rounds and symbols ---------------------------------------------------------------------------


def test_called_colour_decides():
    a = helix(glyph(5, white=1))
    b = helix(glyph(1, white=4))
    g = Scripted(setup(a, b), [0, 0, 0, 0, 0, 0])
    g.play(("call", "white"))
    assert g.events[-1]["winner"] == 1 and g.events[-1]["numbers"] == [1, 4]
    assert g.state.attacker == 1  # the Defender won: becomes Attacker


@pytest.mark.parametrize(
    ("symbols", "before", "after"),
    [
        ((), (10, 10), (10, 10)),
        (("sword",), (10, 10), (10, 9)),
        (("sword", "sword"), (10, 10), (10, 8)),
        (("sword", "sword", "sword"), (10, 10), (10, 7)),
        (("star",), (7, 10), (8, 10)),
        (("star",), (10, 10), (10, 10)),  # never above the starting count
        (("star", "star"), (7, 10), (9, 10)),
        (("star", "star", "star"), (9, 10), (10, 10)),
        (("sword", "star"), (7, 10), (8, 9)),
        (("sword", "sword", "star"), (7, 10), (8, 8)),
        (("sword", "star", "star"), (7, 10), (9, 9)),
    ],
)
def test_symbols_without_bomb(symbols, before, after):
    g = one_round(glyph(5, list(symbols)), pieces=before)
    assert tuple(g.state.pieces) == after
    assert g.state.attacker == 0  # the Attacker won: stays Attacker
    assert g.events[-1]["bombs"] == []


@pytest.mark.parametrize(
    ("symbols", "before", "after"),
    [
        # the number's own symbols first, then the bomb roll (BOMB_FREE: 2 swords, 1 star)
        (("bomb",), (7, 10), (8, 8)),
        (("sword", "bomb"), (7, 10), (8, 7)),
        (("star", "bomb"), (7, 10), (9, 8)),
        (("sword", "sword", "bomb"), (7, 10), (8, 6)),
        (("bomb", "bomb"), (7, 10), (8, 8)),  # two bombs on one number act as one
        (("sword", "star", "bomb"), (6, 10), (8, 7)),
    ],
)
def test_symbols_with_bomb(symbols, before, after):
    g = one_round(glyph(5, list(symbols)), pieces=before, bomb_rolls=[1])
    assert tuple(g.state.pieces) == after
    assert [b["roll"] for b in g.events[-1]["bombs"]] == [1]
    assert not g.events[-1]["bombs"][0]["blast"]


def test_two_bombs_roll_twice_when_the_option_is_off():
    g = one_round(
        glyph(5, ["bomb", "bomb"]), pieces=(7, 10), bomb_rolls=[1, 1], rules=Rules(double_bomb_once=False)
    )
    assert tuple(g.state.pieces) == (9, 6)
    assert len(g.events[-1]["bombs"]) == 2


def test_bomb_roll_never_rolls_again():
    # the bomb roll shows a bomb (BLAST): it blasts but does not roll a third time
    g = one_round(glyph(5, ["bomb"]), bomb_rolls=[2])
    assert len(g.events[-1]["bombs"]) == 1
    assert g.script == []


def test_blast_swords_hit_both():
    g = one_round(glyph(5, ["bomb"]), bomb_rolls=[2])
    assert tuple(g.state.pieces) == (8, 8)
    assert g.events[-1]["bombs"][0]["blast"]


def test_blast_stars_only_the_winner_by_default_and_mirror_and_off():
    g = one_round(glyph(5, ["bomb"]), pieces=(7, 7), bomb_rolls=[3])
    assert tuple(g.state.pieces) == (7, 6)
    g = one_round(glyph(5, ["bomb"]), pieces=(7, 7), bomb_rolls=[3], rules=Rules(blast="mirror"))
    assert tuple(g.state.pieces) == (7, 7)
    g = one_round(glyph(5, ["bomb"]), pieces=(7, 7), bomb_rolls=[3], rules=Rules(blast="off"))
    assert tuple(g.state.pieces) == (8, 6)


def test_both_at_zero_the_performer_loses():
    g = one_round(glyph(5, ["bomb"]), pieces=(2, 2), bomb_rolls=[2])
    assert g.state.pieces == [0, 0]
    assert g.state.over and g.state.winner == 1 and g.state.ended == "pieces"
    g = one_round(glyph(5, ["bomb"]), pieces=(2, 2), bomb_rolls=[2], rules=Rules(both_out="performer_wins"))
    assert g.state.winner == 0


def test_end_is_checked_after_swords_and_stars_of_one_action():
    stars_back = glyph(1, ["sword", "sword", "bomb"], 0, ["star", "star"])  # blast: 2 swords, 2 stars
    g = one_round(glyph(5, ["bomb"]), pieces=(2, 5), bomb_rolls=[1], a_extra=(stars_back, BLAST, BLAST_STAR))
    assert g.state.pieces == [2, 3] and not g.state.over
    g = one_round(
        glyph(5, ["bomb"]),
        pieces=(2, 5),
        bomb_rolls=[1],
        a_extra=(stars_back, BLAST, BLAST_STAR),
        rules=Rules(end_check="swords"),
    )
    assert g.state.over and g.state.winner == 1 and g.state.pieces == [0, 3]


def test_no_bomb_roll_once_the_battle_is_over():
    g = one_round(glyph(5, ["sword", "bomb"]), pieces=(5, 1), bomb_rolls=[1])
    assert g.state.over and g.state.winner == 0 and g.events[-2]["bombs"] == []
    assert g.script == [1]


def test_star_cap_option():
    g = one_round(glyph(5, ["star"]), rules=Rules(star_cap=False))
    assert g.state.pieces == [11, 10]


def test_tie_defender_becomes_attacker_and_option():
    a = helix(glyph(5, white=3))
    b = helix(glyph(5, white=0))
    g = Scripted(setup(a, b), [0, 0, 0, 0])
    g.play(("call", "black"))
    assert g.events[-1]["winner"] is None and g.state.pieces == [10, 10]
    assert g.state.attacker == 1 and g.state.to_move == 1
    g = Scripted(setup(a, b, rules=Rules(tie_attacker="attacker")), [0, 0, 0, 0])
    g.play(("call", "black"))
    assert g.state.attacker == 0


def test_defender_winning_becomes_attacker():
    a = helix(glyph(1, white=9))
    b = helix(glyph(5, ["sword"], 0))
    g = Scripted(setup(a, b), [0, 0, 0, 0])
    assert g.state.attacker == 0
    g.play(("call", "black"))
    assert g.state.attacker == 1 and g.state.pieces == [9, 10]


def test_last_piece_ends_the_battle():
    g = one_round(glyph(5, ["sword", "sword"]), pieces=(3, 2))
    assert g.state.over and g.state.winner == 0 and g.state.pieces == [3, 0]
    res = result(g.state)
    assert res == {
        "winner": "a",
        "ended": "pieces",
        "pieces_left_a": 3,
        "pieces_left_b": 0,
        "rounds": 1,
        "terrains": "",
    }
    scored = registry.get("helix").score_result(res)
    assert scored.outcome_a.value == "win"
    with pytest.raises(RulesError):
        g.play(("call", "black"))


def test_round_limit_calls_time():
    a = helix(glyph(5, white=3))
    b = helix(glyph(5, white=0))
    g = Scripted(setup(a, b, rules=Rules(round_limit=1)), [0, 0, 0, 0])
    g.play(("call", "black"))
    assert g.state.over and g.state.ended == "time_called" and g.state.winner is None
    assert registry.get("helix").score_result(result(g.state)).outcome_a.value == "draw"


def test_illegal_actions_are_refused():
    g = Game(setup(helix(glyph(5)), helix(glyph(1))))
    for bad in [("call", "red"), ("move", 3), ("terrain", "x"), "black", ("call",)]:
        with pytest.raises(RulesError):
            g.play(bad)
    assert g.log == []


def test_rules_options_are_named_with_the_spec_defaults():
    r = Rules()
    assert r.to_dict() == {
        "double_bomb_once": True,
        "blast": "swords",
        "tie_attacker": "defender",
        "both_out": "performer_loses",
        "star_cap": True,
        "end_check": "action",
        "bomb_roll": "after_end_check",
        "mover": "round_attacker",
        "defender_follows": True,
        "double_warp": "attacker",
        "warp_placement": "anywhere",
        "round_limit": 1000,
    }
    with pytest.raises(RulesError):
        Rules(blast="sideways")
    with pytest.raises(RulesError):
        Rules.from_dict({"nonsense": 1})


# --- terrain --------------------------------------------------------------------------------------

X1 = glyph(5, ["sword"], 1, species="x")
Y1 = glyph(5, ["sword"], 1, species="y")
Z1 = glyph(5, ["sword"], 1, species="z")
B_X = glyph(1, [], 0, species="x")


def test_starting_terrain_by_a_fresh_roll():
    tx, ty = line_terrain("tx", "x"), line_terrain("ty", "y")
    g = Scripted(setup(helix(X1, Y1), helix(B_X), terrains=[tx, ty]), [0, 0, 1])
    assert g.state.terrain == "ty" and g.state.phase == "call"
    assert g.state.positions == [1, 5]  # the Attacker on the first start space
    assert g.events[-2]["type"] == "terrain_roll"


def test_no_terrain_of_the_species_the_attacker_chooses():
    tx, ty = line_terrain("tx", "x"), line_terrain("ty", "y")
    g = Scripted(setup(helix(X1, Z1), helix(B_X), terrains=[tx, ty]), [0, 0, 1])
    assert g.state.phase == "terrain" and g.state.to_move == 0
    assert g.legal_actions() == [("terrain", "tx"), ("terrain", "ty")]
    g.play(("terrain", "tx"))
    assert g.state.terrain == "tx" and g.state.phase == "call"


def test_several_terrains_of_the_species_the_attacker_chooses_among_them():
    t1, t2, t3 = line_terrain("x1", "x"), line_terrain("x2", "x"), line_terrain("y1", "y")
    g = Scripted(setup(helix(X1), helix(B_X), terrains=[t1, t2, t3]), [0, 0, 0])
    assert g.legal_actions() == [("terrain", "x1"), ("terrain", "x2")]


def test_bonus_space_activated_only_by_its_species():
    bonus = {1: {"bonus": {"species": "x", "value": 3}}}
    t = line_terrain("tx", "x", special=bonus)
    a = helix(glyph(2, [], 9, species="x"), glyph(2, [], 9, species="z"))
    b = helix(glyph(4, ["sword"], 0, species="x"))
    g = Scripted(setup(a, b, terrains=[t]), [0, 0, 0, 0, 0])
    assert g.state.positions == [1, 5]
    g.play(("call", "black"))
    ev = [e for e in g.events if e["type"] == "round"][-1]
    assert ev["bonus"] == [3, 0] and ev["numbers"] == [5, 4] and ev["winner"] == 0
    g = Scripted(setup(a, b, terrains=[t]), [0, 0, 0, 1, 0])
    g.play(("call", "black"))
    ev = [e for e in g.events if e["type"] == "round"][-1]
    assert ev["bonus"] == [0, 0] and ev["winner"] == 1


def test_warp_space_moves_both_the_warper_places_and_attacks():
    tx = line_terrain("tx", "x", special={5: {"warp": "y"}})
    ty = line_terrain("ty", "y", length=4, start=(1, 4))
    a = helix(glyph(9, [], 9, species="x"))  # A attacks first
    b = helix(glyph(6, ["sword"], 0, species="y"))  # B rolls species y on the warp space 5
    g = Scripted(setup(a, b, terrains=[tx, ty]), [0, 0, 0, 0, 0])
    assert g.state.positions == [1, 5]
    g.play(("call", "white"))
    assert g.state.phase == "place" and g.state.to_move == 1 and g.state.terrain == "ty"
    assert g.legal_actions() == [("place", s) for s in (1, 2, 3, 4)]
    g.play(("place", 1))
    warp = [e for e in g.events if e["type"] == "warp"][-1]
    assert warp["side"] == 1 and warp["positions"] == [4, 1]  # the other figure on the free start space
    rnd = [e for e in g.events if e["type"] == "round"][-1]
    assert rnd["attacker"] == 1  # the round resolves with the warper as Attacker
    assert rnd["winner"] == 0 and g.state.attacker == 0  # the Defender (A) won it: A attacks next
    assert g.state.terrains_used == ["tx", "ty"]


def test_warp_with_no_terrain_of_the_species_the_warper_chooses():
    tx = line_terrain("tx", "x", special={5: {"warp": "q"}})
    ty = line_terrain("ty", "y")
    a = helix(glyph(9, [], 9, species="x"))
    b = helix(glyph(6, ["sword"], 0, species="q"))
    g = Scripted(setup(a, b, terrains=[tx, ty]), [0, 0, 0, 0, 0])
    g.play(("call", "black"))
    assert g.state.phase == "terrain" and g.state.to_move == 1
    assert g.legal_actions() == [("terrain", "tx"), ("terrain", "ty")]
    g.play(("terrain", "tx"))
    assert g.state.phase == "place"


def test_warp_placement_on_start_option():
    tx = line_terrain("tx", "x", special={5: {"warp": "y"}})
    ty = line_terrain("ty", "y", length=4, start=(1, 4))
    a = helix(glyph(9, [], 9, species="x"))
    b = helix(glyph(6, ["sword"], 0, species="y"))
    g = Scripted(setup(a, b, terrains=[tx, ty], rules=Rules(warp_placement="start")), [0, 0, 0, 0, 0])
    g.play(("call", "white"))
    warp = [e for e in g.events if e["type"] == "warp"][-1]
    assert warp["positions"] == [4, 1]


def test_warp_on_a_roll_where_both_could_warp_only_the_attackers():
    tx = line_terrain("tx", "x", special={1: {"warp": "y"}, 5: {"warp": "y"}})
    a = helix(glyph(9, [], 9, species="y"))
    b = helix(glyph(6, ["sword"], 0, species="y"))
    # A attacks and rolls species y for the start: no terrain of y among tx, tz, so A chooses tx.
    g = Scripted(setup(a, b, terrains=[tx, line_terrain("tz", "z")]), [0, 0, 0, 0, 0])
    g.play(("terrain", "tx"))  # no terrain of species y: A chooses
    g.play(("call", "white"))
    assert g.state.phase == "terrain" and g.state.to_move == 0  # A's warp, not B's
    round_rolls = [e for e in g.events if e["type"] == "round"]
    assert round_rolls == []  # the round waits for the warp
    g2 = Scripted(
        setup(a, b, terrains=[tx, line_terrain("tz", "z")], rules=Rules(double_warp="none")), [0, 0, 0, 0, 0]
    )
    g2.play(("terrain", "tx"))
    g2.play(("call", "white"))
    assert g2.state.phase == "move" and [e for e in g2.events if e["type"] == "warp"] == []


def test_movement_after_a_round_and_the_defender_follows():
    t = line_terrain("tx", "x", length=5, start=(2, 3))
    a = helix(glyph(9, [], 9, species="x"))
    b = helix(glyph(1, [], 0, species="x"))
    g = Scripted(setup(a, b, terrains=[t]), [0, 0, 0, 0, 0, 0, 0])
    assert g.state.positions == [2, 3]
    g.play(("call", "black"))
    assert g.state.phase == "move" and g.state.to_move == 0
    assert g.legal_actions() == [("move", 1)]  # never onto the other figure
    g.play(("move", 1))
    assert g.state.positions == [1, 2]  # B was no longer next to A: one step toward A
    follow = [e for e in g.events if e.get("follow")]
    assert follow and follow[-1]["side"] == 1
    assert g.state.phase == "call"


def test_defender_stays_when_still_adjacent():
    spaces = [  # a triangle 1-2-3 plus 4 joined to 3
        {"id": 1, "x": 0, "y": 0, "adjacent": [2, 3]},
        {"id": 2, "x": 1, "y": 0, "adjacent": [1, 3]},
        {"id": 3, "x": 0.5, "y": 1, "adjacent": [1, 2, 4]},
        {"id": 4, "x": 0.5, "y": 0.5, "adjacent": [3]},
    ]
    from desktop.games.helix.engine import Terrain

    t = Terrain.from_data(
        {"key": "tri", "name": "tri", "species": "x", "spaces": spaces, "start_spaces": [1, 2]}
    )
    a = helix(glyph(9, [], 9, species="x"))
    b = helix(glyph(1, [], 0, species="x"))
    g = Scripted(setup(a, b, terrains=[t]), [0, 0, 0, 0, 0])
    g.play(("call", "black"))
    g.play(("move", 3))
    assert g.state.positions == [3, 2]
    assert not [e for e in g.events if e.get("follow")]


def test_mover_option_next_attacker():
    t = line_terrain("tx", "x", length=5, start=(2, 3))
    a = helix(glyph(1, [], 9, species="x"))
    b = helix(glyph(5, [], 0, species="x"))
    g = Scripted(setup(a, b, terrains=[t], rules=Rules(mover="next_attacker")), [0, 0, 0, 0, 0])
    g.play(("call", "black"))  # B (Defender) wins and becomes Attacker: B moves
    assert g.state.to_move == 1 and g.legal_actions() == [("move", 4)]


def test_save_and_resume_replays_exactly():
    from desktop.games.helix.engine import new_game, shipped_glyphs

    gl = list(shipped_glyphs().values())
    g = new_game(gl[:6], gl[6:12], seed=11, terrain_mode=True)
    for _ in range(7):
        if g.state.over:
            break
        g.play(g.legal_actions()[0])
    saved = g.to_dict()
    back = Game.from_dict(saved)
    assert back.state.to_dict() == g.state.to_dict() and back.events == g.events
    while not g.state.over:
        g.play(g.legal_actions()[-1])
        back.play(back.legal_actions()[-1])
    assert back.state.to_dict() == g.state.to_dict()


@pytest.mark.parametrize(
    "bad",
    [
        {},
        {"setup": {"helixes": []}},
        {"setup": {"helixes": [[{"key": "a"}] * 6] * 2, "pieces": 0}},
        {"setup": {"helixes": [[{"key": "a", "black": {"number": "x"}}] * 6] * 2}},
        {"setup": {"helixes": [[{"key": "a"}] * 6] * 2}, "actions": [["call", "purple"]]},
        {"setup": {"helixes": [[{"key": "a"}] * 6] * 2}, "actions": "call"},
        {"setup": {"helixes": [[{"key": "a"}] * 6] * 2}, "actions": [5]},
    ],
)
def test_malformed_saves_are_refused(bad):
    with pytest.raises(RulesError):
        Game.from_dict(bad)


def test_a_sword_and_bomb_face_checks_the_end_before_the_bomb_roll_unless_the_option_says_always():
    # the face's sword takes B's last piece: by default (the spec: a player with no pieces left after an
    # action loses) the battle ends there and the bomb is not rolled
    g = one_round(glyph(5, ["sword", "bomb"]), pieces=(2, 1), bomb_rolls=[2])
    assert Rules().bomb_roll == "after_end_check"
    assert g.state.over and g.state.winner == 0 and g.state.pieces == [2, 0]
    # the other reading: the bomb is rolled all the same, the end checked after it; this roll blasts
    # (its swords hit the winner too) and takes A's last pieces: both out, the one who acted loses
    g = one_round(glyph(5, ["sword", "bomb"]), pieces=(2, 1), bomb_rolls=[2], rules=Rules(bomb_roll="always"))
    assert g.events[-2]["bombs"][0]["blast"] and g.script == []
    assert g.state.over and g.state.winner == 1 and g.state.pieces == [0, 0]
    # without a bomb on the face nothing changes
    g = one_round(glyph(5, ["sword"]), pieces=(2, 1), rules=Rules(bomb_roll="always"))
    assert g.state.over and g.state.winner == 0 and g.state.pieces == [2, 0]


def test_the_schema_option_names_both_readings_of_a_sword_and_bomb_face():
    from desktop.games.helix.game import SETTINGS

    end = {s.key: s for s in SETTINGS}["bomb_roll"]
    assert end.default == Rules().bomb_roll == "after_end_check"
    assert end.choice_label("after_end_check") == "end checked before the bomb roll"
    assert end.choice_label("always") == "bomb rolled first, end checked after it"
    within = {s.key: s for s in SETTINGS}["end_check"]
    # end_check is about swords and stars within one action, not about the bomb: it says so
    assert "bomb" not in within.choice_label("action") and "stars" in within.choice_label("action")
