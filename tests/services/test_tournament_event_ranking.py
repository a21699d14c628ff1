"""Issue 24: one ranking of the event for every view, whose printed figures are the ones that decided
the order; default standings that say what they hold; absent players not shown as dropped; the
event setting that leaves unplayed rounds out of Buchholz and Sonneborn-Berger."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop.cli import main
from desktop.services import tournament as svc


def tb(winner: str) -> dict[str, object]:
    # a medal-target win needs the winner to have more medals; a troop on the HQ wins with any
    return {"winner": winner, "ended": "medals" if winner == "a" else "hq", "medals_a": 3 if winner == "a" else 1,
            "medals_b": 1}


def _play_round(db, ev: int, winner) -> svc.RoundView:  # type: ignore[no-untyped-def]
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    for m in rnd.matches:
        if m.status == "pending":
            svc.record_result(db, m.id, [tb("a" if winner(m) == m.a else "b")])
    return rnd


def _lower_id_wins(m) -> int:  # type: ignore[no-untyped-def]
    return min(m.a, m.b)


# --- after round N says what it holds -----------------------------------------------------------------


def test_default_standings_leave_out_the_next_rounds_bye_until_that_round_has_a_result(db) -> None:  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name="Odd", game="toybattle")).summary.id
    for i in range(5):
        svc.register_player(db, ev, f"P{i}", rating=2000 - 10 * i)
    _play_round(db, ev, _lower_id_wins)
    r2 = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    bye = next(m for m in r2.matches if m.kind == "bye")
    view = svc.standings(db, ev)
    after1 = svc.standings(db, ev, after_round=1)
    assert view.after_round == 1
    assert [(ln.registration_id, ln.points, ln.byes) for ln in view.lines] == [
        (ln.registration_id, ln.points, ln.byes) for ln in after1.lines
    ]
    # Once round 2 has a played result, its bye counts and the standings say "after round 2".
    played = next(m for m in r2.matches if m.kind == "played")
    svc.record_result(db, played.id, [tb("a")])
    later = svc.standings(db, ev)
    assert later.after_round == 2
    before = next(ln.points for ln in view.lines if ln.registration_id == bye.a)
    assert next(ln.points for ln in later.lines if ln.registration_id == bye.a) == before + 3


def test_the_pages_live_standings_also_wait_for_the_next_rounds_first_result(db) -> None:  # type: ignore[no-untyped-def]
    from desktop.services.tournament_queries import open_event

    ev = svc.create_event(db, svc.EventSpec(name="Odd", game="toybattle")).summary.id
    for i in range(5):
        svc.register_player(db, ev, f"P{i}", rating=2000 - 10 * i)
    _play_round(db, ev, _lower_id_wins)
    svc.publish_round(db, svc.pair_next_round(db, ev).id)
    snap = open_event(db, ev)
    assert snap.rounds_played() == 1
    service = svc.event_ranking(db, ev)
    assert [(r.player, r.points) for r in snap.standings()] == [
        (ln.registration_id, ln.points) for ln in service.lines
    ]


def test_a_player_who_never_checked_in_is_not_listed_as_dropped(db) -> None:  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name="Check", game="toybattle")).summary.id
    regs = [svc.register_player(db, ev, n) for n in ("Ann", "Ben", "Cid", "Dee")]
    svc.check_in(db, regs[0].id)
    svc.check_in(db, regs[1].id)
    _play_round(db, ev, _lower_id_wins)
    lines = svc.event_ranking(db, ev).lines
    assert [ln.name for ln in lines] == ["Ann", "Ben"]
    from desktop.services.tournament_queries import open_event

    assert [r.player for r in open_event(db, ev).standings()] == [regs[0].id, regs[1].id]
    assert not any(ln.dropped for ln in lines)
    # A player who really drops is still listed, flagged.
    svc.drop_player(db, regs[1].id)
    assert [(ln.name, ln.dropped) for ln in svc.event_ranking(db, ev).lines] == [("Ann", False), ("Ben", True)]


# --- one ranking: a Swiss and a top-4 cut ---------------------------------------------------------------


@pytest.fixture
def swiss_and_cut(db):  # type: ignore[no-untyped-def]
    stages = (svc.StageSpec("swiss", rounds=3), svc.StageSpec("single_elimination", cut=4, third_place=True))
    ev = svc.create_event(db, svc.EventSpec(name="Cut", game="toybattle", stages=stages)).summary.id
    regs = [svc.register_player(db, ev, f"P{i:02d}", rating=2000 - 10 * i).id for i in range(8)]
    # Swiss: mostly the higher seed wins, with upsets that spread the opponents' records.
    upsets = {frozenset((regs[0], regs[4])), frozenset((regs[2], regs[7])), frozenset((regs[1], regs[6]))}

    def swiss_winner(m):  # type: ignore[no-untyped-def]
        lo, hi = min(m.a, m.b), max(m.a, m.b)
        return hi if frozenset((lo, hi)) in upsets else lo

    for _ in range(3):
        _play_round(db, ev, swiss_winner)
    # The bracket: the lower seed wins every match (upsets, so that the bracket reorders the top 4).
    for _ in range(2):
        _play_round(db, ev, lambda m: max(m.a, m.b))
    return ev


def test_places_below_the_cut_print_the_swiss_figures_that_ordered_them(db, swiss_and_cut) -> None:  # type: ignore[no-untyped-def]
    ev = swiss_and_cut
    swiss = svc.standings(db, ev, stage=1)
    ranking = svc.event_ranking(db, ev)
    bracket_players = {ln.registration_id for ln in svc.standings(db, ev, stage=2).lines}
    assert len(bracket_players) == 4
    below = [ln for ln in swiss.lines if ln.registration_id not in bracket_players]
    figures = ("registration_id", "points", "wins", "draws", "losses", "byes", "tiebreaks")
    assert [tuple(getattr(ln, f) for f in figures) for ln in ranking.lines[4:]] == [
        tuple(getattr(ln, f) for f in figures) for ln in below
    ]
    assert [ln.rank for ln in ranking.lines] == list(range(1, 9))
    # The top 4 are placed by the bracket and show the Swiss figures that seeded them.
    seeded = {ln.registration_id: ln for ln in swiss.lines}
    for ln in ranking.lines[:4]:
        assert ln.registration_id in bracket_players
        assert (ln.points, ln.tiebreaks) == (seeded[ln.registration_id].points, seeded[ln.registration_id].tiebreaks)
    assert [ln.registration_id for ln in ranking.lines[:4]] == [
        ln.registration_id for ln in svc.standings(db, ev, stage=2).lines
    ]
    assert [k for k, _n, _d in ranking.tiebreaks] == [k for k, _n, _d in swiss.tiebreaks]


def test_every_view_shows_the_one_event_ranking(db, db_path: Path, swiss_and_cut, capsys) -> None:  # type: ignore[no-untyped-def]
    ev = swiss_and_cut
    ranking = svc.event_ranking(db, ev)
    order = [ln.registration_id for ln in ranking.lines]
    assert svc.standings(db, ev) == ranking
    assert svc.load_event(db, ev).standings == ranking  # the printed standings and final report
    exported = svc.export_event(db, ev)
    assert [ln["registration_id"] for ln in exported["standings"]["lines"]] == order
    capsys.readouterr()
    assert main(["--database", f"sqlite:///{db_path}", "event", "standings", str(ev), "--json"]) == 0
    cli = json.loads(capsys.readouterr().out)
    assert [ln["registration_id"] for ln in cli["lines"]] == order
    assert [ln["tiebreaks"] for ln in cli["lines"]] == [ln.tiebreaks for ln in ranking.lines]


# --- unplayed rounds left out ---------------------------------------------------------------------------


def _three_players(db, **kw):  # type: ignore[no-untyped-def]
    spec = svc.EventSpec(
        name="Bu", game="toybattle", tiebreaks=["buchholz", "sonneborn_berger"], stages=(svc.StageSpec(rounds=2),), **kw
    )
    ev = svc.create_event(db, spec).summary.id
    p0, p1, p2 = (svc.register_player(db, ev, f"P{i}", rating=2000 - 10 * i).id for i in range(3))
    # Round 1: P2 (lowest seed) has the bye, P0 beats P1.  Round 2: P1 (no bye yet, fewest points)
    # has the bye, P2 beats P0.
    r1 = _play_round(db, ev, lambda m: p0)
    assert [m.a for m in r1.matches if m.kind == "bye"] == [p2]
    r2 = _play_round(db, ev, lambda m: p2)
    assert [m.a for m in r2.matches if m.kind == "bye"] == [p1]
    return ev, p0, p1, p2


def _figures(view) -> dict[int, tuple[int, str, str]]:  # type: ignore[no-untyped-def]
    return {
        ln.registration_id: (ln.points, ln.tiebreaks["buchholz"], ln.tiebreaks["sonneborn_berger"])
        for ln in view.lines
    }


def test_unplayed_rounds_count_against_a_virtual_opponent_by_default(db) -> None:  # type: ignore[no-untyped-def]
    ev, p0, p1, p2 = _three_players(db)
    # Points (win 3, bye 3): P0 3 (beat P1, lost to P2), P1 3 (lost to P0, bye), P2 6 (bye, beat P0).
    # Virtual opponent of a bye in round R of n = 2: points before R + (3 - 3) + 1 x (n - R).
    #   P1's bye in round 2: 0 (lost round 1) + 0 + 0 = 0.  P2's bye in round 1: 0 + 0 + 1 x 1 = 1.
    # Buchholz: P0 = P1 3 + P2 6 = 9; P1 = P0 3 + virtual 0 = 3; P2 = virtual 1 + P0 3 = 4.
    # Sonneborn-Berger (points of the opponents beaten, a bye a win over its virtual opponent):
    #   P0 = P1 3; P1 = virtual 0; P2 = virtual 1 + P0 3 = 4.
    assert _figures(svc.standings(db, ev)) == {
        p0: (3, "9", "3.0000"),
        p1: (3, "3", "0.0000"),
        p2: (6, "4", "4.0000"),
    }


def test_the_event_setting_leaves_unplayed_rounds_out(db) -> None:  # type: ignore[no-untyped-def]
    ev, p0, p1, p2 = _three_players(db, unplayed_rounds="omit")
    # Byes left out: Buchholz P0 = 3 + 6 = 9; P1 = P0 3; P2 = P0 3 (no virtual 1).
    # Sonneborn-Berger: P0 = P1 3; P1 = nobody beaten 0; P2 = P0 3 (no virtual 1).
    assert _figures(svc.standings(db, ev)) == {
        p0: (3, "9", "3.0000"),
        p1: (3, "3", "0.0000"),
        p2: (6, "3", "3.0000"),
    }
    # Switched back after the event: the virtual opponents again.
    svc.update_event(db, ev, {"unplayed_rounds": "virtual"})
    assert _figures(svc.standings(db, ev))[p2] == (6, "4", "4.0000")


def test_an_unknown_unplayed_rounds_setting_is_refused(db) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(svc.TournamentError, match="'virtual' or 'omit', not 'skip'"):
        svc.create_event(db, svc.EventSpec(name="Bad", game="toybattle", unplayed_rounds="skip"))
    ev = svc.create_event(db, svc.EventSpec(name="Good", game="toybattle")).summary.id
    assert svc.get_event(db, ev).options["unplayed_rounds"] == "virtual"
    with pytest.raises(svc.TournamentError, match="'virtual' or 'omit'"):
        svc.update_event(db, ev, {"unplayed_rounds": 1})
