"""Battle Helix property tests: pieces stay in range, every battle ends, replays are equal."""

from __future__ import annotations

import random

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from desktop.games.helix.engine import Face, Game, Glyph, Rules, Setup, shipped_terrains

SPECIES = ("aquarex", "pyrovore", "terradon", "voltrix", "florax", "umbrax")
TERRAINS = tuple(shipped_terrains().values())

symbols = st.lists(st.sampled_from(("sword", "star", "bomb")), max_size=3)
glyphs = st.builds(
    lambda bn, bs, wn, ws, sp: Glyph(f"{sp}{bn}{wn}", "g", sp, Face.of(bn, bs), Face.of(wn, ws)),
    st.integers(0, 12),
    symbols,
    st.integers(0, 12),
    symbols,
    st.sampled_from(SPECIES),
)
helixes = st.lists(glyphs, min_size=6, max_size=6).map(tuple)
rules = st.builds(
    Rules,
    double_bomb_once=st.booleans(),
    blast=st.sampled_from(("swords", "mirror", "off")),
    tie_attacker=st.sampled_from(("defender", "attacker")),
    both_out=st.sampled_from(("performer_loses", "performer_wins")),
    star_cap=st.just(True),
    end_check=st.sampled_from(("action", "swords")),
    bomb_roll=st.sampled_from(("after_end_check", "always")),
    mover=st.sampled_from(("round_attacker", "next_attacker")),
    defender_follows=st.booleans(),
    double_warp=st.sampled_from(("attacker", "none")),
    warp_placement=st.sampled_from(("anywhere", "start")),
    round_limit=st.integers(1, 150),
)


def _play_out(game: Game, choice_seed: int) -> None:
    pick = random.Random(choice_seed)
    start = game.setup.pieces
    steps = 0
    limit = game.setup.rules.round_limit
    while not game.state.over:
        actions = game.legal_actions()
        assert actions, "a game that is not over always has a legal action"
        game.play(pick.choice(actions))
        steps += 1
        assert all(0 <= p <= start for p in game.state.pieces)
        assert game.state.round <= limit
        assert steps <= 4 * limit + 10
        if game.state.positions is not None and not game.state.over:
            assert game.state.positions[0] != game.state.positions[1], "two figures never share a space"
    assert game.state.winner in (0, 1, None)
    if game.state.ended == "pieces":
        assert game.state.pieces[1 - game.state.winner] == 0


@settings(max_examples=120)
@given(helixes, helixes, st.integers(1, 30), st.integers(0, 2**40), rules, st.booleans(), st.integers(0, 999))
def test_pieces_in_range_battles_end_and_replays_are_equal(a, b, pieces, seed, r, terrain, choice_seed):
    setup = Setup((a, b), pieces, seed, r, terrain, TERRAINS if terrain else ())
    game = Game(setup)
    _play_out(game, choice_seed)
    again = Game.from_dict(game.to_dict())
    assert again.state.to_dict() == game.state.to_dict()
    assert again.events == game.events
    assert game.replayed().state.to_dict() == game.state.to_dict()


@settings(max_examples=60)
@given(helixes, helixes, st.integers(1, 30), st.integers(0, 2**40))
def test_same_seed_same_battle(a, b, pieces, seed):
    games = [Game(Setup((a, b), pieces, seed)) for _ in range(2)]
    for g in games:
        _play_out(g, seed)
    assert games[0].state.to_dict() == games[1].state.to_dict()


@settings(max_examples=40)
@given(helixes, helixes, st.integers(1, 12), st.integers(0, 2**40))
def test_without_round_limit_every_battle_with_swords_ends(a, b, pieces, seed):
    # Every glyph with a sword on both sides: a winner always removes a piece, so the battle ends.
    def armed(g: Glyph) -> Glyph:
        return Glyph(
            g.key,
            g.name,
            g.species,
            Face(g.black.number, max(1, g.black.swords), 0, 0),
            Face(g.white.number, max(1, g.white.swords), 0, 0),
        )

    # ... as long as some roll in each colour is not a tie (else a battle of ties never ends).
    for colour in ("black", "white"):
        assume(any(x.face(colour).number != y.face(colour).number for x in a for y in b))
    game = Game(Setup((tuple(map(armed, a)), tuple(map(armed, b))), pieces, seed, Rules(round_limit=0)))
    rounds = 0
    while not game.state.over:
        game.play(game.legal_actions()[0])
        rounds += 1
        assert rounds < 100_000
    assert game.state.ended == "pieces"
