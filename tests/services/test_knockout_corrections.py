"""Review 9, items 1 and 3: a correction after a knockout round or after the cut never breaks the event.

A correction that changes who goes on in a bracket whose later match is paired is refused, naming that
match, unless the later matches are voided with it (they are deleted, their results kept in the event's
record, the event reopens and the bracket pairs them again); a correction that keeps the winner stays
allowed. A correction of the stage before a started cut that would draw the cut differently is refused
unless confirmed (the bracket keeps its seeds, the audit trail says so). A bracket already made
inconsistent (by the code before this) is read without a traceback."""

from __future__ import annotations

import pytest

from desktop.services import tournament as svc
from desktop.services.tournament_results import CutChangedError, LaterMatchesError


def tb(winner: str, medals: int = 3) -> dict[str, object]:
    return {
        "winner": winner,
        "ended": "medals",
        "medals_a": medals if winner == "a" else 1,
        "medals_b": medals if winner == "b" else 1,
    }


def _play_round(db, ev: int, winner) -> list[svc.MatchView]:  # type: ignore[no-untyped-def]
    """Pair, publish and play the next round; its matches as they are then."""
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    for m in rnd.matches:
        if m.status == "pending":
            svc.record_result(db, m.id, [tb("a" if winner(m) == m.a else "b")])
    return [svc.get_match(db, m.id) for m in rnd.matches]


@pytest.fixture
def cup(db):  # type: ignore[no-untyped-def]
    """Eight players, three Swiss rounds, a top-4 cut: the semi-finals played, the final paired."""
    stages = (svc.StageSpec("swiss", rounds=3), svc.StageSpec("single_elimination", cut=4))
    ev = svc.create_event(db, svc.EventSpec(name="Cup", game="toybattle", stages=stages)).summary.id
    for i in range(8):
        svc.register_player(db, ev, f"P{i}", rating=2000 - 10 * i)
    for _ in range(3):
        _play_round(db, ev, lambda m: min(m.a, m.b))
    semis = _play_round(db, ev, lambda m: min(m.a, m.b))
    final = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    return ev, semis, final


def test_a_correction_that_changes_who_goes_on_is_refused_naming_the_later_match(db, cup) -> None:  # type: ignore[no-untyped-def]
    ev, semis, final = cup
    semi = semis[0]
    other = "b" if semi.games[0].outcome_a == "win" else "a"
    with pytest.raises(LaterMatchesError) as err:
        svc.record_result(db, semi.id, [tb(other)])
    assert final.matches[0].code in err.value.message
    assert final.matches[0].a_name in err.value.message and final.matches[0].b_name in err.value.message
    assert "{" not in err.value.message and err.value.template.format(**err.value.params) == err.value.message
    # nothing changed: the semi-final keeps its result, the final its players
    assert svc.get_match(db, semi.id).games[0].outcome_a == semi.games[0].outcome_a
    assert svc.standings(db, ev).lines  # and everything reads
    with pytest.raises(LaterMatchesError):
        svc.clear_result(db, semi.id)
    with pytest.raises(LaterMatchesError):
        svc.record_special_result(db, semi.id, "forfeit", winner=other)


def test_a_correction_that_keeps_the_winner_stays_allowed(db, cup) -> None:  # type: ignore[no-untyped-def]
    ev, semis, final = cup
    semi = semis[0]
    side = "a" if semi.games[0].outcome_a == "win" else "b"
    view = svc.record_result(db, semi.id, [tb(side, medals=5)])
    assert view.voided_later == ()
    assert svc.get_match(db, final.matches[0].id).status == "pending"


def test_voiding_the_later_matches_reopens_the_event_and_pairs_them_again(db, cup) -> None:  # type: ignore[no-untyped-def]
    ev, semis, final = cup
    f = final.matches[0]
    svc.record_result(db, f.id, [tb("a")])
    assert svc.get_event(db, ev).summary.status == "finished"
    semi = semis[0]
    side = "a" if semi.games[0].outcome_a == "win" else "b"
    loser = semi.b if side == "a" else semi.a
    view = svc.record_result(db, semi.id, [tb("b" if side == "a" else "a")], void_later=True)
    assert [v.split(" ")[0] for v in view.voided_later] == [f.code]
    assert view.event_status == "running"
    detail = svc.get_event(db, ev)
    assert detail.summary.status == "running"
    assert [r.number for r in svc.load_event(db, ev).rounds] == [1, 2, 3, 4]  # the final's round went with it
    record = detail.options["voided_matches"][-1]
    assert record["correction"] == semi.code and record["results"][0]["code"] == f.code
    actions = [h["action"] for h in svc.result_history(db, semi.id)]
    assert actions[-2:] == ["correction", "voided_later"]
    again = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    assert loser in (again.matches[0].a, again.matches[0].b)  # the new winner plays the final
    svc.record_result(db, again.matches[0].id, [tb("a")])
    assert svc.get_event(db, ev).summary.status == "finished"
    assert svc.event_ranking(db, ev).lines[0].registration_id == again.matches[0].a


def test_a_bracket_made_inconsistent_before_reads_without_a_traceback_and_can_be_repaired(db, cup, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from sqlalchemy import text

    from desktop.web.publish import publish

    ev, semis, final = cup
    semi = semis[0]
    flipped = "loss" if semi.games[0].outcome_a == "win" else "win"
    with db.begin() as session:  # what a correction did before: the final keeps the old winner
        session.execute(
            text("UPDATE game_results SET outcome_a = :o WHERE match_id = :m"), {"o": flipped, "m": semi.id}
        )
    svc.record_result(db, final.matches[0].id, [tb("a")])
    # everything reads, and says what is wrong: the final no longer fits the bracket
    ranking = svc.event_ranking(db, ev)
    assert ranking.lines and ranking.stale == (
        f"{final.matches[0].code} ({final.matches[0].a_name} – {final.matches[0].b_name})",
    )
    assert ranking.lines[0].reached == "final"  # nobody is champion of a final left out
    assert svc.standings(db, ev, stage=2).stale == ranking.stale
    from desktop.reports.labels import ENGLISH
    from desktop.services.sheets import final_report, standings_data

    stale = f"{final.matches[0].code} ({final.matches[0].a_name} – {final.matches[0].b_name})"
    corrected = f"{semi.code} ({semi.a_name} – {semi.b_name})"
    assert ranking.stale_corrected == (corrected,)  # the result to enter again: the semi-final
    assert svc.standings(db, ev, stage=2).stale_corrected == (corrected,)
    assert standings_data(ranking, ENGLISH).warning == (
        f"Warning: the result of {corrected} was corrected after later matches were paired on it; they are "
        f"left out of these places: {stale}. Enter the result of {corrected} again and void them"
    )
    report = final_report(svc.load_event(db, ev), ENGLISH)
    assert ENGLISH["champion"] not in [k for k, _v in report.facts]
    publish(db, ev, tmp_path / "site")
    page = (tmp_path / "site" / "standings.html").read_text(encoding="utf-8")
    # the players' web says only that places may change: no desk instruction, no match to void
    assert '<p class="notice">The bracket is being corrected; places may change</p>' in page
    assert "Warning" not in page and "void" not in page.lower() and semi.code not in page.split("<table")[0]
    publish(db, ev, tmp_path / "uk", lang="uk")
    page_uk = (tmp_path / "uk" / "standings.html").read_text(encoding="utf-8")
    assert '<p class="notice">Сітку виправляють; місця ще можуть змінитися</p>' in page_uk
    assert "Увага" not in page_uk and "анулюйте" not in page_uk
    # the way out: enter the semi-final's result again and void what was paired on the old one
    with pytest.raises(LaterMatchesError):
        svc.record_result(db, semi.id, [tb("a" if flipped == "win" else "b")])
    view = svc.record_result(db, semi.id, [tb("a" if flipped == "win" else "b")], void_later=True)
    assert view.voided_later and view.voided_later[0].startswith(final.matches[0].code)


@pytest.fixture
def cut_started(db):  # type: ignore[no-untyped-def]
    stages = (svc.StageSpec("swiss", rounds=3), svc.StageSpec("single_elimination", cut=4))
    ev = svc.create_event(db, svc.EventSpec(name="Cut", game="toybattle", stages=stages)).summary.id
    for i in range(8):
        svc.register_player(db, ev, f"P{i}", rating=2000 - 10 * i)
    rounds = [_play_round(db, ev, lambda m: min(m.a, m.b)) for _ in range(3)]
    svc.publish_round(db, svc.pair_next_round(db, ev).id)
    return ev, rounds


def test_a_swiss_correction_that_would_change_the_cut_is_refused_until_confirmed(db, cut_started) -> None:  # type: ignore[no-untyped-def]
    ev, rounds = cut_started
    seeds = svc.get_event(db, ev).stages[1]["seeds"]
    # the last round's top table: its loser would be in the top four with the win
    m = next(x for x in rounds[2] if {x.a, x.b} & set(seeds) and not {x.a, x.b} <= set(seeds))
    flip = "b" if m.games[0].outcome_a == "win" else "a"
    with pytest.raises(CutChangedError) as err:
        svc.record_result(db, m.id, [tb(flip)])
    assert err.value.params["stage"] == 2 and "stage 2" in err.value.message
    view = svc.record_result(db, m.id, [tb(flip)], keep_cut=True)
    assert view.cut_kept == 2
    assert svc.get_event(db, ev).stages[1]["seeds"] == seeds  # the bracket keeps its seeds
    history = svc.result_history(db, m.id)
    assert [h["action"] for h in history][-2:] == ["correction", "cut_kept"]
    assert history[-1]["new"] == {"cut_stage": 2}


def test_a_swiss_correction_that_leaves_the_cut_as_drawn_needs_no_confirmation(db, cut_started) -> None:  # type: ignore[no-untyped-def]
    ev, rounds = cut_started
    m = rounds[2][0]
    side = "a" if m.games[0].outcome_a == "win" else "b"
    view = svc.record_result(db, m.id, [tb(side, medals=4)])
    assert view.cut_kept is None


# --- the command line -------------------------------------------------------------------------------


def test_the_result_verb_refuses_on_stderr_and_voids_with_void_later(db, db_path, cup, capsys) -> None:  # type: ignore[no-untyped-def]
    from desktop.cli import main

    ev, semis, final = cup
    semi = semis[0]
    other = "b" if semi.games[0].outcome_a == "win" else "a"
    args = ["--database", f"sqlite:///{db_path}", "event", "result", str(ev), semi.code]
    game = ["--game", f"winner={other},ended=medals,medals_{other}=3,medals_{'b' if other == 'a' else 'a'}=1"]
    assert main([*args, *game]) == 1
    out = capsys.readouterr()
    assert final.matches[0].code in out.err and "--void-later" in out.err and out.out == ""
    assert svc.get_match(db, final.matches[0].id).a == final.matches[0].a  # nothing voided
    assert main([*args, *game, "--void-later"]) == 0
    out = capsys.readouterr().out
    assert f"voided, paired on the old result: {final.matches[0].code}" in out
    assert "running again" in out


def test_the_result_verb_refuses_a_correction_that_would_redraw_the_cut_without_keep_cut(db, db_path, cut_started, capsys) -> None:  # type: ignore[no-untyped-def]
    from desktop.cli import main

    ev, rounds = cut_started
    seeds = svc.get_event(db, ev).stages[1]["seeds"]
    m = next(x for x in rounds[2] if {x.a, x.b} & set(seeds) and not {x.a, x.b} <= set(seeds))
    flip = "b" if m.games[0].outcome_a == "win" else "a"
    args = ["--database", f"sqlite:///{db_path}", "event", "result", str(ev), m.code]
    game = ["--game", f"winner={flip},ended=medals,medals_{flip}=3,medals_{'b' if flip == 'a' else 'a'}=1"]
    assert main([*args, *game]) == 1
    assert "stage 2's cut" in capsys.readouterr().err
    assert main([*args, *game, "--keep-cut"]) == 0
    assert "stage 2 keeps the seeds" in capsys.readouterr().out


def test_a_semi_final_corrected_voids_the_final_and_the_third_place_match(db) -> None:  # type: ignore[no-untyped-def]
    stages = (svc.StageSpec("swiss", rounds=3), svc.StageSpec("single_elimination", cut=4, third_place=True))
    ev = svc.create_event(db, svc.EventSpec(name="Cup3", game="toybattle", stages=stages)).summary.id
    for i in range(8):
        svc.register_player(db, ev, f"P{i}", rating=2000 - 10 * i)
    for _ in range(3):
        _play_round(db, ev, lambda m: min(m.a, m.b))
    semis = _play_round(db, ev, lambda m: min(m.a, m.b))
    last = _play_round(db, ev, lambda m: min(m.a, m.b))  # the final and the third-place match
    assert len(last) == 2 and svc.get_event(db, ev).summary.status == "finished"
    semi = semis[1]
    flip = "b" if semi.games[0].outcome_a == "win" else "a"
    with pytest.raises(LaterMatchesError) as err:
        svc.record_result(db, semi.id, [tb(flip)])
    assert all(m.code in err.value.message for m in last)  # both depend on it: the winner and the loser
    view = svc.record_result(db, semi.id, [tb(flip)], void_later=True)
    assert sorted(v.split(" ")[0] for v in view.voided_later) == sorted(m.code for m in last)
    again = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    assert len(again.matches) == 2 and again.number == 5


def test_the_stale_warning_names_the_corrected_quarter_final_not_the_semi_and_final_paired_after_it(db) -> None:  # type: ignore[no-untyped-def]
    """Review 9b item 4: the result to enter again is the corrected match, not the later ones left out; with
    two rounds paired after it, only the corrected quarter-final is named to enter again."""
    from sqlalchemy import text

    stages = (svc.StageSpec("swiss", rounds=3), svc.StageSpec("single_elimination", cut=8))
    ev = svc.create_event(db, svc.EventSpec(name="Cup8", game="toybattle", stages=stages)).summary.id
    for i in range(8):
        svc.register_player(db, ev, f"P{i}", rating=2000 - 10 * i)
    for _ in range(3):
        _play_round(db, ev, lambda m: min(m.a, m.b))
    quarters = _play_round(db, ev, lambda m: min(m.a, m.b))
    semis = _play_round(db, ev, lambda m: min(m.a, m.b))
    final = _play_round(db, ev, lambda m: min(m.a, m.b))[0]
    q = next(m for m in quarters if any(p in (s.a, s.b) for s in semis[:1] for p in (m.a, m.b)))
    flipped = "loss" if q.games[0].outcome_a == "win" else "win"
    with db.begin() as session:  # what a correction did before the guard: the rounds after keep the old winner
        session.execute(text("UPDATE game_results SET outcome_a = :o WHERE match_id = :m"), {"o": flipped, "m": q.id})
    ranking = svc.event_ranking(db, ev)
    semi = semis[0]
    assert ranking.stale == (
        f"{semi.code} ({semi.a_name} – {semi.b_name})",
        f"{final.code} ({final.a_name} – {final.b_name})",
    )
    assert ranking.stale_corrected == (f"{q.code} ({q.a_name} – {q.b_name})",)
