"""Independent review of the tournament engine against the tournament spec.

Each test names the spec sentence it checks; expected values are computed by hand in comments.
"""

from __future__ import annotations

import pytest

from desktop.services import tournament as svc
from desktop.tournament.elimination import Bracket, crossed_playoff
from desktop.tournament.results import Game, Match, MatchKind, Outcome

W, D, L = Outcome.WIN, Outcome.DRAW, Outcome.LOSS


def played(r: int, a: int, b: int, outcome: Outcome, sa: float = 0, sb: float = 0) -> Match:
    return Match(r, a, b, MatchKind.PLAYED, (Game(outcome, sa, sb),))


def helix(winner: str, a: int, b: int) -> dict[str, object]:
    ended = "pieces" if (a == 0 or b == 0) and winner else "time_called"
    return {"winner": winner, "ended": ended, "pieces_left_a": a, "pieces_left_b": b}


# --- single elimination: "higher seed" and "places 3+ by the previous stage's standing" -------------


def _eight_player_upset_bracket() -> Bracket:
    # Seeds 1..8 are the players 1..8.  Bracket order 1v8, 4v5, 2v7, 3v6.
    b = Bracket.single([1, 2, 3, 4, 5, 6, 7, 8])
    for mid, w in [("W1-0", 8), ("W1-1", 4), ("W1-2", 2), ("W1-3", 3)]:
        b.record(mid, w)
    return b


def test_drawn_elimination_match_goes_to_the_higher_seed_not_the_higher_bracket_line() -> None:
    # Semi-final W2-0 is seed 8 (who beat seed 1) against seed 4: the higher seed is 4, although
    # seed 8 sits on an earlier line of the bracket (position 2 of 8, seed 4 on position 3).
    b = _eight_player_upset_bracket()
    assert set(b.participants("W2-0")) == {8, 4}
    assert b.higher_seed("W2-0") == 4
    # W2-1: seed 2 against seed 3 -> 2.
    assert b.higher_seed("W2-1") == 2


def test_places_three_and_beyond_follow_the_previous_standing() -> None:
    # 8 beats 4 and 2 beats 3 in the semis, 8 wins the final.  No third-place match, so:
    # 1st 8, 2nd 2, semi-final losers 3 then 4 (seed order), quarter-final losers 1, 5, 6, 7.
    b = _eight_player_upset_bracket()
    for mid, w in [("W2-0", 8), ("W2-1", 2), ("W3-0", 8)]:
        b.record(mid, w)
    assert [p.player for p in b.placements()] == [8, 2, 3, 4, 1, 5, 6, 7]
    assert [p.place for p in b.placements()] == list(range(1, 9))


def test_double_elimination_places_follow_the_previous_standing() -> None:
    # 4 players, seeds 1..4; W1-0 = 1v4, W1-1 = 2v3.  Upsets: 4 and 3 win round 1.
    # L1-0: 1 v 2 -> 2 wins (1 is out in LB round 1, alone: 4th).  W2-0: 4 v 3 -> 4 wins.
    # L2-0: 2 v 3 -> 2 wins (3 out: 3rd).  GF: 4 v 2 -> 4 wins, no reset.  Places 4, 2, 3, 1.
    b = Bracket.double_elimination([1, 2, 3, 4], grand_final_reset=True)
    for mid, w in [("W1-0", 4), ("W1-1", 3), ("L1-0", 2), ("W2-0", 4), ("L2-0", 2), ("GF", 4)]:
        b.record(mid, w)
    assert b.champion() == 4
    assert [p.player for p in b.placements()] == [4, 2, 3, 1]


def test_crossed_playoff_pool_winners_are_the_higher_seeds() -> None:
    # Pools A = [1, 2], B = [3, 4]; crossed A1-B2 (1 v 4) and B1-A2 (3 v 2).  If the runners-up 4
    # and 2 win, the final is 4 (B2) against 2 (A2): equal pool places, so pool order decides (A2).
    # If 4 (B2) and 3 (B1) win, the final's higher seed is the pool winner 3.
    po = crossed_playoff([[1, 2], [3, 4]])
    po.record("W1-0", 4)
    po.record("W1-1", 3)
    assert set(po.participants("W2-0")) == {4, 3}
    assert po.higher_seed("W2-0") == 3


# --- a cut from one stage into the next ----------------------------------------------------------


def test_late_entry_counts_in_the_standings_that_decide_the_cut(db) -> None:  # type: ignore[no-untyped-def]
    spec = svc.EventSpec(
        name="Cut",
        game="helix",
        stages=(svc.StageSpec("swiss", rounds=3), svc.StageSpec("single_elimination", cut=4)),
    )
    ev = svc.create_event(db, spec).summary.id
    for i in range(6):
        svc.register_player(db, ev, f"S{i}", rating=1900 - 10 * i)
    late: list[int] = []

    def play(decide) -> None:  # type: ignore[no-untyped-def]
        rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
        for m in rnd.matches:
            if m.status == "pending":
                svc.record_result(db, m.id, [decide(m)])

    rating = {r.id: r.rating or 0 for r in svc.list_registrations(db, ev)}

    def stronger(m):  # type: ignore[no-untyped-def]
        # The late entry wins every match; otherwise the higher rating wins.
        if m.a in late or (m.b not in late and rating[m.a] > rating[m.b]):
            return helix("a", 3, 0)
        return helix("b", 0, 3)

    play(stronger)
    late.append(svc.register_player(db, ev, "Late", rating=0).id)
    play(stronger)
    play(stronger)
    swiss = svc.standings(db, ev, stage=1)
    expected = [line.registration_id for line in swiss.lines[:4]]
    # Late: a missed round (loss), then two wins = 6 points, in the top four.
    assert late[0] in expected
    cut = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    assert cut.stage_kind == "single_elimination"
    seeds = svc.get_event(db, ev).stages[1]["seeds"]
    assert seeds == expected


def test_elimination_stage_standings_are_the_bracket_places(db) -> None:  # type: ignore[no-untyped-def]
    # Four players seeded by rating S0 > S1 > S2 > S3; semis S0 v S3 and S1 v S2.  S0 beats S3,
    # S2 beats S1, S0 beats S2 in the final.  No third-place match: places 3 and 4 follow the
    # seeding (S1 before S3), although S3's only opponent (the champion, MW% 6/6) would put S3
    # ahead of S1 (opponent S2, MW% 3/6) on OMW%.
    spec = svc.EventSpec(name="KO", game="helix", stages=(svc.StageSpec("single_elimination"),))
    ev = svc.create_event(db, spec).summary.id
    regs = [svc.register_player(db, ev, f"S{i}", rating=1900 - 10 * i).id for i in range(4)]
    winners = {frozenset((regs[0], regs[3])): regs[0], frozenset((regs[1], regs[2])): regs[2]}
    winners[frozenset((regs[0], regs[2]))] = regs[0]
    for _ in range(2):
        rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
        for m in rnd.matches:
            w = winners[frozenset((m.a, m.b))]
            svc.record_result(db, m.id, [helix("a", 3, 0) if w == m.a else helix("b", 0, 3)])
    table = svc.standings(db, ev, stage=1)
    assert [line.registration_id for line in table.lines] == [regs[0], regs[2], regs[1], regs[3]]
    assert [line.rank for line in table.lines] == [1, 2, 3, 4]


def test_entry_while_the_next_round_is_a_draft_joins_that_round(db) -> None:  # type: ignore[no-untyped-def]
    # Round 1 is only drafted (not published, nobody has played): a player registering now joins
    # round 1 ("late entry joins at the next round") instead of losing a round nobody played.
    ev = svc.create_event(db, svc.EventSpec(name="Draft", game="helix")).summary.id
    for i in range(4):
        svc.register_player(db, ev, f"P{i}", rating=1900 - 10 * i)
    svc.pair_next_round(db, ev)
    rec = svc.register_player(db, ev, "Newcomer")
    assert rec.joined_round == 1
    view = svc.load_event(db, ev)
    # The draft was discarded (pair again): no round holds a loss without an opponent.
    assert all(m.kind != "no_opponent" for r in view.rounds for m in r.matches)
    rnd = svc.pair_next_round(db, ev)
    assert rec.id in {p for m in rnd.matches for p in (m.a, m.b)}
    # After round 1 is published, a new player misses it: one loss with no opponent.
    svc.publish_round(db, rnd.id)
    later = svc.register_player(db, ev, "Later")
    assert later.joined_round == 2
    view = svc.load_event(db, ev)
    missed = [m for r in view.rounds for m in r.matches if m.a == later.id]
    assert [(m.kind, m.round) for m in missed] == [("no_opponent", 1)]


def test_a_fixed_table_survives_a_swap_in_the_draft(db) -> None:  # type: ignore[no-untyped-def]
    # P5 is fixed to table 9 (accessibility).  Round 1 by seed: P0-P3, P1-P4, P2-P5 (table 9).
    # The organiser swaps P5 with P3: P5 now plays P0, and that pairing must move to table 9.
    ev = svc.create_event(db, svc.EventSpec(name="Tables", game="helix")).summary.id
    regs = [svc.register_player(db, ev, f"P{i}", rating=1900 - 10 * i).id for i in range(6)]
    svc.set_fixed_table(db, regs[5], 9)
    rnd = svc.pair_next_round(db, ev)
    assert {(m.a, m.b): m.table for m in rnd.matches} == {
        (regs[0], regs[3]): 1,
        (regs[1], regs[4]): 2,
        (regs[2], regs[5]): 9,
    }
    swapped, _ = svc.swap_pairing(db, rnd.id, regs[5], regs[3])
    table_of = {p: m.table for m in swapped.matches for p in (m.a, m.b)}
    assert table_of[regs[5]] == 9 and table_of[regs[0]] == 9
    # The other tables keep the top boards for the top pairings: P1-P4 on 1, P2-P3 on 2.
    assert table_of[regs[1]] == 1 and table_of[regs[2]] == 2
    codes = [m.code for m in swapped.matches]
    assert len(set(codes)) == len(codes)
    # Codes follow the match (issue 24): the pair the swap kept keeps its code although its table moved;
    # the new pairs have codes never printed for this draft.
    before = {frozenset((m.a, m.b)): m.code for m in rnd.matches}
    kept = next(m for m in swapped.matches if {m.a, m.b} == {regs[1], regs[4]})
    assert kept.code == before[frozenset((regs[1], regs[4]))]
    assert {m.code for m in swapped.matches if m is not kept}.isdisjoint(before.values())


def test_default_tiebreakers_follow_each_stage_format(db) -> None:  # type: ignore[no-untyped-def]
    # "Defaults: Swiss - match points, OMW%, OOMW%, secondary score; round robin - match points,
    # head-to-head, secondary score."  An event whose organiser chose no tiebreakers, Swiss then a
    # round-robin final pool of the top four: each stage ranks by its own format's defaults.
    spec = svc.EventSpec(
        name="Final pool",
        game="helix",
        stages=(svc.StageSpec("swiss", rounds=2), svc.StageSpec("round_robin", cut=4)),
    )
    ev = svc.create_event(db, spec).summary.id
    for i in range(6):
        svc.register_player(db, ev, f"S{i}", rating=1900 - 10 * i)
    for _ in range(3):
        rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
        for m in rnd.matches:
            if m.status == "pending":
                svc.record_result(db, m.id, [helix("a", 3, 0)])
    assert [k for k, _, _ in svc.standings(db, ev, stage=1).tiebreaks] == ["omw", "oomw", "secondary"]
    assert [k for k, _, _ in svc.standings(db, ev, stage=2).tiebreaks] == ["head_to_head", "secondary"]
    # Chosen tiebreakers apply to every stage.
    chosen = svc.create_event(db, svc.EventSpec(name="Chosen", game="helix", tiebreaks=["buchholz"]))
    assert chosen.tiebreaks == ("buchholz",)


def test_a_game_loss_penalty_counts_as_a_game_of_the_match(db) -> None:  # type: ignore[no-untyped-def]
    # Best of 3.  Side a has a game loss penalty: b already leads 1-0.  Games a, b would make it
    # 1-2 for b (match over), so a third game cannot be entered; a single game won by b ends the
    # match 0-2 (b wins, 3 points).
    ev = svc.create_event(db, svc.EventSpec(name="Bo3", game="helix", best_of=3)).summary.id
    regs = [svc.register_player(db, ev, f"P{i}", rating=1900 - 10 * i).id for i in range(2)]
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    m = rnd.matches[0]
    svc.add_penalty(db, m.a, "game_loss", "late", match_id=m.id)
    with pytest.raises(svc.ResultEntryError, match="decided"):
        svc.record_result(db, m.id, [helix("a", 3, 0), helix("b", 0, 3), helix("a", 3, 0)])
    v = svc.record_result(db, m.id, [helix("b", 0, 3)])
    assert (v.points_a, v.points_b, v.outcome_a) == (0, 3, "loss")
    assert regs


def test_a_game_loss_decides_a_best_of_one(db) -> None:  # type: ignore[no-untyped-def]
    # Best of 1: the game loss is the match's only game, so no game can be played after it; the
    # result is entered with no games and side b wins (3 points to 0).
    ev = svc.create_event(db, svc.EventSpec(name="Bo1", game="helix")).summary.id
    for i in range(2):
        svc.register_player(db, ev, f"P{i}", rating=1900 - 10 * i)
    m = svc.publish_round(db, svc.pair_next_round(db, ev).id).matches[0]
    svc.add_penalty(db, m.a, "game_loss", "deck", match_id=m.id)
    with pytest.raises(svc.ResultEntryError):
        svc.record_result(db, m.id, [helix("a", 3, 0)])
    v = svc.record_result(db, m.id, [])
    assert (v.status, v.points_a, v.points_b) == ("reported", 0, 3)


@pytest.mark.parametrize("seed", range(6))
def test_random_first_round_avoids_same_club_pairs(seed: int) -> None:
    # Four players, two clubs of two: whatever the random order, a pairing without a same-club
    # pair exists (X-Y, X-Y), so round 1 at random must use one.
    from desktop.tournament.swiss import SwissEntrant, pair_first_round

    ents = [SwissEntrant(i, club="X" if i < 2 else "Y") for i in range(4)]
    r = pair_first_round(ents, method="random", seed=seed)
    assert r.same_club == ()
    assert sorted(x for p in r.pairings for x in (p.a, p.b)) == [0, 1, 2, 3]
