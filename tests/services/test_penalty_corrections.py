"""A penalty never breaks a bracket or a cut silently.

A game or match loss given on a reported match is a correction of its result, checked as one: when it
changes who goes on in a bracket whose later match is paired it is refused, naming that match, unless the
later matches are voided with it; when it changes the standings a started cut was drawn from it is refused
unless the cut is kept (the audit trail says so). A penalty that changes nothing after its match goes
through as before, and a refused one records nothing (not even the penalty)."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select

from database.models.tournament import PenaltyRow
from desktop.services import tournament as svc


def tb(winner: str) -> dict[str, object]:
    return {
        "winner": winner,
        "ended": "medals",
        "medals_a": 3 if winner == "a" else 1,
        "medals_b": 3 if winner == "b" else 1,
    }


def _play_round(db, ev: int) -> list[svc.MatchView]:  # type: ignore[no-untyped-def]
    """Pair, publish and play the next round (the lower registration id wins); its matches then."""
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    for m in rnd.matches:
        if m.status == "pending":
            svc.record_result(db, m.id, [tb("a" if min(m.a, m.b) == m.a else "b")])
    return [svc.get_match(db, m.id) for m in rnd.matches]


def _event(db, name: str) -> int:  # type: ignore[no-untyped-def]
    stages = (svc.StageSpec("swiss", rounds=3), svc.StageSpec("single_elimination", cut=4))
    ev = svc.create_event(db, svc.EventSpec(name=name, game="toybattle", stages=stages)).summary.id
    for i in range(8):
        svc.register_player(db, ev, f"P{i}", rating=2000 - 10 * i)
    return ev


@pytest.fixture
def cup(db):  # type: ignore[no-untyped-def]
    """Eight players, three Swiss rounds, a top-4 cut: the semi-finals played, the final paired."""
    ev = _event(db, "Cup")
    for _ in range(3):
        _play_round(db, ev)
    semis = _play_round(db, ev)
    final = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    return ev, semis, final


@pytest.fixture
def cut_started(db):  # type: ignore[no-untyped-def]
    """The same Swiss, its cut drawn and the bracket's first round published."""
    ev = _event(db, "Cut")
    rounds = [_play_round(db, ev) for _ in range(3)]
    svc.publish_round(db, svc.pair_next_round(db, ev).id)
    return ev, rounds


def _winner(m: svc.MatchView) -> int:
    return m.a if m.points_a > m.points_b else m.b  # type: ignore[return-value]


def _loser(m: svc.MatchView) -> int:
    return m.b if m.points_a > m.points_b else m.a  # type: ignore[return-value]


def _penalties(db) -> int:  # type: ignore[no-untyped-def]
    with db.read() as session:
        return int(session.scalar(select(func.count()).select_from(PenaltyRow)) or 0)


@pytest.mark.parametrize("kind", ["match_loss", "game_loss"])
def test_a_penalty_that_changes_who_goes_on_is_refused_naming_the_later_match(db, cup, kind) -> None:  # type: ignore[no-untyped-def]
    ev, semis, final = cup
    semi = semis[0]
    before = _penalties(db)
    with pytest.raises(svc.LaterMatchesError) as err:  # best of 1: a game loss is the match
        svc.add_penalty(db, _winner(semi), kind, "slow play", match_id=semi.id)
    assert final.matches[0].code in err.value.message
    assert final.matches[0].a_name in err.value.message and final.matches[0].b_name in err.value.message
    assert err.value.template.format(**err.value.params) == err.value.message
    # nothing written: the semi-final's result, the final, and no penalty either
    after = svc.get_match(db, semi.id)
    assert (after.points_a, after.points_b, after.match_loss, after.game_losses_a, after.game_losses_b) == (
        semi.points_a,
        semi.points_b,
        semi.match_loss,
        semi.game_losses_a,
        semi.game_losses_b,
    )
    assert svc.get_match(db, final.matches[0].id).status == "pending"
    assert _penalties(db) == before
    assert not svc.standings(db, ev).stale


def test_a_penalty_confirmed_with_void_later_voids_the_final_and_the_bracket_pairs_it_again(db, cup) -> None:  # type: ignore[no-untyped-def]
    ev, semis, final = cup
    semi = semis[0]
    view = svc.add_penalty(db, _winner(semi), "match_loss", "slow play", match_id=semi.id, void_later=True)
    assert view is not None and view.voided_later and view.voided_later[0].startswith(final.matches[0].code)
    assert view.event_status == "running"
    assert _winner(view) == _loser(semi)  # the penalised player lost the semi-final
    assert not svc.standings(db, ev).stale  # no "stale bracket" warning: the final is gone
    history = svc.result_history(db, semi.id)
    assert [h["action"] for h in history][-2:] == ["correction", "voided_later"]
    again = svc.pair_next_round(db, ev)
    assert _loser(semi) in (again.matches[0].a, again.matches[0].b)
    assert _winner(semi) not in (again.matches[0].a, again.matches[0].b)


def test_a_penalty_that_keeps_the_winner_goes_through_without_asking(db, cup) -> None:  # type: ignore[no-untyped-def]
    ev, semis, final = cup
    semi = semis[0]
    view = svc.add_penalty(db, _loser(semi), "match_loss", "unsporting", match_id=semi.id)
    assert view is not None and not view.voided_later and view.cut_kept is None
    assert _winner(view) == _winner(semi)
    assert svc.get_match(db, final.matches[0].id).status == "pending"
    assert svc.add_penalty(db, _winner(semi), "warning", "late", match_id=semi.id) is None


def test_a_swiss_penalty_that_would_redraw_the_started_cut_is_refused_until_the_cut_is_kept(db, cut_started) -> None:  # type: ignore[no-untyped-def]
    ev, rounds = cut_started
    seeds = svc.get_event(db, ev).stages[1]["seeds"]
    # a last-round match between a player in the top four (its winner) and one outside it
    m = next(x for x in rounds[2] if {x.a, x.b} & set(seeds) and not {x.a, x.b} <= set(seeds))
    before = _penalties(db)
    with pytest.raises(svc.CutChangedError) as err:
        svc.add_penalty(db, _winner(m), "match_loss", "marked cards", match_id=m.id)
    assert err.value.params["stage"] == 2 and "stage 2" in err.value.message
    assert _penalties(db) == before
    assert svc.get_match(db, m.id).match_loss == m.match_loss
    view = svc.add_penalty(db, _winner(m), "match_loss", "marked cards", match_id=m.id, keep_cut=True)
    assert view is not None and view.cut_kept == 2
    assert svc.get_event(db, ev).stages[1]["seeds"] == seeds  # the bracket keeps its seeds
    history = svc.result_history(db, m.id)
    assert [h["action"] for h in history][-2:] == ["correction", "cut_kept"]
    assert _penalties(db) == before + 1


def test_a_swiss_penalty_that_leaves_the_cut_as_drawn_needs_no_confirmation(db, cut_started) -> None:  # type: ignore[no-untyped-def]
    ev, rounds = cut_started
    m = rounds[2][0]
    view = svc.add_penalty(db, _loser(m), "game_loss", "slow play", match_id=m.id)
    assert view is not None and view.cut_kept is None and view.game_losses_a + view.game_losses_b == 1


# --- the command line -------------------------------------------------------------------------------


def test_the_penalty_verb_refuses_on_stderr_and_voids_with_void_later(db, db_path, cup, capsys) -> None:  # type: ignore[no-untyped-def]
    from desktop.cli import main

    ev, semis, final = cup
    semi = semis[0]
    name = semi.a_name if _winner(semi) == semi.a else semi.b_name
    args = ["--database", f"sqlite:///{db_path}", "event", "penalty", str(ev), name]
    args += ["--kind", "match_loss", "--match", semi.code, "--reason", "slow play"]
    assert main(args) == 1
    out = capsys.readouterr()
    assert final.matches[0].code in out.err and "--void-later" in out.err and out.out == ""
    assert svc.get_match(db, final.matches[0].id).status == "pending"  # nothing voided
    assert main([*args, "--void-later"]) == 0
    out = capsys.readouterr().out
    assert f"match loss recorded against {name}" in out
    assert f"voided, paired on the old result: {final.matches[0].code}" in out
    assert "running again" in out


def test_the_penalty_verb_refuses_a_penalty_that_would_redraw_the_cut_without_keep_cut(db, db_path, cut_started, capsys) -> None:  # type: ignore[no-untyped-def]
    from desktop.cli import main

    ev, rounds = cut_started
    seeds = svc.get_event(db, ev).stages[1]["seeds"]
    m = next(x for x in rounds[2] if {x.a, x.b} & set(seeds) and not {x.a, x.b} <= set(seeds))
    args = ["--database", f"sqlite:///{db_path}", "event", "penalty", str(ev), str(_winner(m))]
    args += ["--kind", "match_loss", "--match", m.code]
    assert main(args) == 1
    assert "stage 2's cut" in capsys.readouterr().err
    assert main([*args, "--keep-cut"]) == 0
    assert "stage 2 keeps the seeds" in capsys.readouterr().out


# --- the check's idea of the penalised result is what is written --------------------------------------


@pytest.mark.parametrize("kind", ["game_loss", "match_loss"])
@pytest.mark.parametrize("side", ["a", "b"])
@pytest.mark.parametrize("games", [("a", "b", "a"), ("b", "b"), ("a", "a"), ("b", "a", "b")])
@pytest.mark.parametrize("earlier", [0, 1])
def test_the_checked_result_of_a_penalty_is_the_result_written(db, kind, side, games, earlier) -> None:  # type: ignore[no-untyped-def]
    from database.models.tournament import MatchRow
    from desktop.services.tournament_context import _Context
    from desktop.services.tournament_registration import _penalised

    spec = svc.EventSpec(name="Bo3", game="toybattle", best_of=3)
    ev = svc.create_event(db, spec).summary.id
    for i in range(2):
        svc.register_player(db, ev, f"P{i}")
    m = svc.publish_round(db, svc.pair_next_round(db, ev).id).matches[0]
    svc.record_result(db, m.id, [tb(g) for g in games])
    for _ in range(earlier):  # a game loss given before, against the other side
        svc.add_penalty(db, m.b if side == "a" else m.a, "game_loss", match_id=m.id)  # type: ignore[arg-type]

    def logic() -> object:
        with db.read() as session:
            row = session.get(MatchRow, m.id)
            return _Context.for_match(session, row).logic_match(row)

    predicted = _penalised(logic(), kind, side, 3)
    svc.add_penalty(db, m.a if side == "a" else m.b, kind, match_id=m.id)  # type: ignore[arg-type]
    assert logic() == predicted
