"""Hard (the MCTS player): a playout budget independent of the clock, and an evaluation that sees the
threats two turns deep its losses used to share (issue 27)."""

from __future__ import annotations

import itertools

import pytest

from desktop.games.toybattle import players as P
from desktop.games.toybattle.engine import USE, Action, Game, apply, position, view
from desktop.games.toybattle.players import DEFAULT_HARD_PLAYOUTS, MctsPlayer, evaluate, make_player

# Caribbean Sea: Blue HQs 1 (next to 11, 13) and 2 (next to 15); Red HQ 41 (next to 20, 22); target 5 medals.
RED_CHAIN = {20: [("red", "skully")], 17: [("red", "skully")], 12: [("red", "skully")]}


def test_hard_has_a_playout_budget_and_no_clock() -> None:
    hard = make_player("hard", 1)
    assert isinstance(hard, MctsPlayer)
    assert hard.playouts == DEFAULT_HARD_PLAYOUTS and hard.time_limit is None


def test_hard_decides_the_same_on_a_loaded_machine(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hard stopped at a 0.9 s wall clock, so a busy machine cut its search short and changed its moves."""
    s = Game("castle", 3).state
    v = view(s, s.to_move)
    calm = make_player("hard", 7, playouts=150)
    calm_action = calm.choose(v)
    clock = itertools.count(0.0, 10.0)  # every reading of the clock is 10 s after the last one
    monkeypatch.setattr(P.time, "perf_counter", lambda: next(clock))
    busy = make_player("hard", 7, playouts=150)
    assert busy.choose(v) == calm_action
    assert busy.last_iterations == calm.last_iterations > 100
    assert busy.last_evaluations == calm.last_evaluations


def test_hard_replays_the_same_moves_from_the_same_seed() -> None:
    def moves(seed: int) -> list[Action]:
        game = Game("jungle", 11)
        hard, other = make_player("hard", seed, playouts=60), make_player("normal", 2)
        out = []
        for _ in range(12):
            if game.state.over:
                break
            p = game.state.to_move
            a = (hard if p == 0 else other).choose(view(game.state, p))
            out.append(a)
            game.play(a)
        return out

    assert moves(5) == moves(5)


def test_the_later_decisions_of_a_move_share_a_fifth_of_the_budget() -> None:
    """A move is often several decisions (a placement, then Cap'n's extra troop, then an effect): each got
    the whole budget, so a move took up to four times as long as one decision."""
    hard = make_player("hard", 1, playouts=400, max_evaluations=None)
    assert isinstance(hard, MctsPlayer) and hard.turn_share == pytest.approx(0.2)
    s = position("caribbean", racks={"blue": ["capn", "skully", "roxy", "jumbo"], "red": ["roxy"]},
                 reserves={"blue": ["star", "hook", "kwak"], "red": ["hook"]})
    hard.choose(view(s, "blue"))  # the main decision of the turn: the whole budget
    assert hard.last_iterations == 400
    s, _ = apply(s, Action("place", "capn", 11))
    hard.choose(view(s, "blue"))  # Cap'n's extra troop: the fifth of the budget
    assert hard.last_iterations == 80
    s, _ = apply(s, Action("place", "skully", 13))
    assert s.phase_name == "effect" and USE in view(s, "blue").legal_actions()
    hard.choose(view(s, "blue"))  # Skully's draw, with the turn's share spent: the least search
    assert hard.last_iterations == hard.min_playouts
    # the next turn starts afresh
    s, _ = apply(s, USE)
    s, _ = apply(s, view(s, "red").legal_actions()[0])
    hard.choose(view(s, "blue"))
    assert hard.last_iterations == 400


def test_a_costly_position_stops_the_search_at_its_evaluation_budget() -> None:
    """Playouts cost threefold more in some positions (many troops and targets): a count of evaluations,
    not a clock, bounds them."""
    s = Game("castle", 3).state
    v = view(s, s.to_move)
    free = make_player("hard", 4, playouts=300, max_evaluations=None)
    free.choose(v)
    assert free.last_iterations == 300
    cap = free.last_evaluations // 3
    capped = make_player("hard", 4, playouts=300, max_evaluations=cap)
    capped.choose(v)
    assert cap <= capped.last_evaluations < cap + 200
    assert capped.last_iterations < 150
    assert make_player("hard", 1).max_evaluations == P.HARD_MAX_EVALUATIONS  # type: ignore[attr-defined]
    # another playout budget (simulate's mcts:N) brings its evaluation budget along
    bigger = make_player("mcts", 1, playouts=2 * P.DEFAULT_HARD_PLAYOUTS)
    assert bigger.max_evaluations == 2 * P.HARD_MAX_EVALUATIONS  # type: ignore[attr-defined]


def _red_threat(red_rack: list[str], to_move: str) -> float:
    s = position("caribbean", board=RED_CHAIN, racks={"blue": ["skully", "jumbo", "roxy"], "red": red_rack},
                 reserves={"blue": ["star"], "red": ["hook"]}, to_move=to_move)
    return evaluate(s, 1)


def test_evaluation_sees_a_capn_that_puts_its_extra_troop_on_the_hq() -> None:
    """Red's Cap'n on 11 (or 15) joins Blue's HQ to Red's chain, and its extra troop lands on the HQ."""
    with_capn = _red_threat(["capn", "roxy"], "blue")
    without = _red_threat(["star", "roxy"], "blue")
    assert with_capn >= without + 150  # Blue to move must answer it
    assert _red_threat(["capn", "roxy"], "red") >= 2500  # Red to move wins with it
    assert _red_threat(["capn"], "red") < 2500  # a Cap'n with no troop to follow it is no threat


def _double(blue_on_21: bool) -> float:
    board = {20: [("red", "skully")], 22: [("red", "skully")], 17: [("red", "skully")], 12: [("red", "star")]}
    if blue_on_21:
        board[21] = [("blue", "roxy")]
    s = position("caribbean", board=board, racks={"blue": ["skully", "jumbo"], "red": ["roxy", "star"]},
                 reserves={"blue": ["star"], "red": ["hook"]}, medals={"red": 4})
    return evaluate(s, 0)


def test_evaluation_sees_a_double_medal_threat() -> None:
    """Red, with 4 of 5 medals, can complete region 6 on base 19 and region 4 on base 21: Blue, to move,
    blocks one and Red takes the other. With 21 held by Blue's Roxy only one threat is left."""
    assert _double(blue_on_21=False) < -2000 < _double(blue_on_21=True)


def test_evaluation_counts_the_tie_break_of_running_out_first() -> None:
    """Level medals, empty reserves, two troops each: the player to move places first and is the first
    who cannot act, so loses the tie-break."""
    def value(to_move: str) -> float:
        s = position("caribbean", board={11: [("blue", "skully")], 20: [("red", "skully")]},
                     racks={"blue": ["jumbo", "roxy"], "red": ["jumbo", "roxy"]}, to_move=to_move)
        return evaluate(s, 0)

    assert value("blue") < value("red") - 20
