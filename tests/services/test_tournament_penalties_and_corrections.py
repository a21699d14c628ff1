"""Issue 24: a game-loss penalty decides its game (and the match when that settles it), and a result
changed after the next round was drafted discards that draft (it was paired on the old result)."""

from __future__ import annotations

import pytest

from desktop.services import tournament as svc
from desktop.services.tournament_queries import open_event


def tb(winner: str, a: int, b: int, ended: str = "medals") -> dict[str, object]:
    return {"winner": winner, "ended": ended, "medals_a": a, "medals_b": b}


def _event(db, n: int = 4, **kw):  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name="Cup", game="toybattle", **kw)).summary.id
    regs = [svc.register_player(db, ev, f"P{i}", rating=2000 - 10 * i) for i in range(n)]
    return ev, regs


def _play(db, rnd) -> None:  # type: ignore[no-untyped-def]
    for m in rnd.matches:
        if m.status == "pending":
            svc.record_result(db, m.id, [tb("a", 3, 0)])


# --- a game loss in a best of 1 -----------------------------------------------------------------------


def test_a_game_loss_in_a_best_of_one_reports_the_match_for_the_opponent(db) -> None:  # type: ignore[no-untyped-def]
    ev, _ = _event(db)
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    m, other = rnd.matches[0], rnd.matches[1]
    mv = svc.add_penalty(db, m.a, "game_loss", "marked cards", match_id=m.id)
    assert mv is not None
    assert (mv.status, mv.points_a, mv.points_b, mv.outcome_a) == ("reported", 0, 3, "loss")
    svc.record_result(db, other.id, [tb("b", 0, 2)])
    # The next round can be paired: every match of round 1 has its result.
    assert svc.pair_next_round(db, ev).number == 2


def test_a_game_loss_after_a_best_of_one_was_played_replaces_its_game(db) -> None:  # type: ignore[no-untyped-def]
    ev, _ = _event(db)
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    m = rnd.matches[0]
    svc.record_result(db, m.id, [tb("a", 3, 0)])
    mv = svc.add_penalty(db, m.a, "game_loss", "found after the game", match_id=m.id)
    assert mv is not None
    assert (mv.status, mv.points_a, mv.points_b, mv.games) == ("reported", 0, 3, ())
    # The audit keeps the game that was taken out.
    last = svc.result_history(db, m.id)[-1]
    assert last["action"] == "correction" and len(last["old"]["games"]) == 1 and last["new"]["games"] == []


def test_one_game_loss_leaves_a_best_of_three_open_until_its_games_are_entered(db) -> None:  # type: ignore[no-untyped-def]
    ev, _ = _event(db, best_of=3)
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    m = rnd.matches[0]
    mv = svc.add_penalty(db, m.b, "game_loss", "late", match_id=m.id)
    assert mv is not None and mv.status == "pending" and mv.game_losses_b == 1
    # a leads 1-0 by the penalty; one game won by a ends the match 2-0.
    done = svc.record_result(db, m.id, [tb("a", 3, 0)])
    assert (done.points_a, done.points_b) == (3, 0)
    # A second game loss against b: penalties count before the games played, so b's two game
    # losses are a's two wins and the game played is no longer part of the match (still 3-0).
    again = svc.add_penalty(db, m.b, "game_loss", "again", match_id=m.id)
    assert again is not None and (again.status, again.points_a, again.points_b) == ("reported", 3, 0)
    assert again.games == ()
    assert again.game_losses_b == 2


def test_two_game_losses_decide_a_best_of_three_at_once(db) -> None:  # type: ignore[no-untyped-def]
    ev, _ = _event(db, best_of=3)
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    m = rnd.matches[0]
    svc.add_penalty(db, m.a, "game_loss", "late", match_id=m.id)
    mv = svc.add_penalty(db, m.a, "game_loss", "later", match_id=m.id)
    assert mv is not None and (mv.status, mv.points_a, mv.points_b) == ("reported", 0, 3)


# --- a correction under a draft -----------------------------------------------------------------------


def _drafted(db):  # type: ignore[no-untyped-def]
    ev, regs = _event(db)
    r1 = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    _play(db, r1)
    draft = svc.pair_next_round(db, ev)
    assert draft.status == "draft" and draft.number == 2
    return ev, r1


def _has_draft(db, ev: int) -> bool:  # type: ignore[no-untyped-def]
    return any(r.status == "draft" for r in open_event(db, ev).rounds)


def test_a_corrected_result_discards_the_next_rounds_draft(db) -> None:  # type: ignore[no-untyped-def]
    ev, r1 = _drafted(db)
    m = r1.matches[0]
    mv = svc.record_result(db, m.id, [tb("b", 0, 3)])
    assert mv.draft_discarded == 2
    assert not _has_draft(db, ev)
    # Pairing again uses the corrected result: the new winner meets the other winner.
    winners = {m.b} | {x.a for x in r1.matches[1:]}
    again = svc.pair_next_round(db, ev)
    assert any({x.a, x.b} == winners for x in again.matches)


@pytest.mark.parametrize("change", ["special", "clear", "penalty"])
def test_every_result_change_discards_the_next_rounds_draft(db, change: str) -> None:  # type: ignore[no-untyped-def]
    ev, r1 = _drafted(db)
    m = r1.matches[0]
    if change == "special":
        mv = svc.record_special_result(db, m.id, "double_loss")
    elif change == "clear":
        mv = svc.clear_result(db, m.id)
    else:
        mv = svc.add_penalty(db, m.a, "match_loss", "conduct", match_id=m.id)
    assert mv is not None and mv.draft_discarded == 2
    assert not _has_draft(db, ev)


def test_a_first_result_entry_touches_no_draft(db) -> None:  # type: ignore[no-untyped-def]
    ev, _ = _event(db)
    r1 = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    mv = svc.record_result(db, r1.matches[0].id, [tb("a", 3, 0)])
    assert mv.draft_discarded is None
