"""Review 9, item 1 at the desk: correcting a semi-final after the final is paired asks first, naming the
final; No keeps everything as it was; Void them and save voids the final, the event reopens and the Round
tab pairs the final again with the new winner."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox

from desktop.services import tournament as svc


def tb(winner: str) -> dict[str, object]:
    return {
        "winner": winner,
        "ended": "medals",
        "medals_a": 3 if winner == "a" else 1,
        "medals_b": 3 if winner == "b" else 1,
    }


def _cup(db) -> tuple[int, list[svc.MatchView], svc.RoundView]:  # type: ignore[no-untyped-def]
    stages = (svc.StageSpec("swiss", rounds=2), svc.StageSpec("single_elimination", cut=4))
    ev = svc.create_event(db, svc.EventSpec(name="Cup", game="toybattle", stages=stages)).summary.id
    for i in range(6):
        svc.register_player(db, ev, f"P{i}", rating=2000 - 10 * i)
    semis: list[svc.MatchView] = []
    for _ in range(3):
        rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
        for m in rnd.matches:
            if m.status == "pending":
                svc.record_result(db, m.id, [tb("a" if min(m.a, m.b) == m.a else "b")])
        semis = [svc.get_match(db, m.id) for m in rnd.matches]
    final = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    return ev, semis, final


def _answer(tab, qtbot, button: str, seen: list[str]) -> None:  # type: ignore[no-untyped-def]
    def click() -> None:
        box = tab.confirm_box
        if box is None:
            QTimer.singleShot(20, click)
            return
        seen.append(box.text())
        for b in box.buttons():
            if (button == "yes" and box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole) or (
                button == "no" and box.buttonRole(b) == QMessageBox.ButtonRole.RejectRole
            ):
                b.click()
                return

    QTimer.singleShot(20, click)


def test_correcting_a_semi_final_after_the_final_is_paired_asks_and_voids_the_final(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    ev, semis, final = _cup(page.db)
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(ev)
    idle()
    tab = page.results_tab
    semi = semis[0]
    flipped = "b" if semi.games[0].outcome_a == "win" else "a"
    seen: list[str] = []

    def type_flipped() -> None:
        tab.open_match(svc.get_match(page.db, semi.id))
        tab.game_forms[0].set_result(tb(flipped))

    type_flipped()
    _answer(tab, qtbot, "no", seen)
    assert tab.save() is None
    assert final.matches[0].code in seen[0] and final.matches[0].a_name in seen[0]
    assert "Not saved" in tab.message.text()
    assert svc.get_match(page.db, semi.id).games[0].outcome_a == semi.games[0].outcome_a
    assert svc.get_match(page.db, final.matches[0].id).status == "pending"

    type_flipped()
    _answer(tab, qtbot, "yes", seen)
    saved = tab.save()
    assert saved is not None and saved.voided_later
    assert "Voided" in tab.message.text() and final.matches[0].code in tab.message.text()
    idle()
    assert page.snapshot.detail.summary.status == "running"
    assert [r.number for r in page.snapshot.rounds] == [1, 2, 3]  # the final's round is gone from the desk
    again = svc.pair_next_round(page.db, ev)
    new_winner = semi.b if flipped == "b" else semi.a
    assert new_winner in (again.matches[0].a, again.matches[0].b)


def test_a_bracket_paired_on_a_corrected_result_shows_its_places_and_a_warning(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    from sqlalchemy import text

    ev, semis, final = _cup(page.db)
    semi = semis[0]
    with page.db.begin() as session:  # what a correction did before it was checked: the final stays paired
        session.execute(
            text("UPDATE game_results SET outcome_a = :o WHERE match_id = :m"),
            {"o": "loss" if semi.games[0].outcome_a == "win" else "win", "m": semi.id},
        )
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(ev)
    idle()
    page.tabs.setCurrentWidget(page.standings_tab)
    page.standings_tab.refresh()
    tab = page.standings_tab
    assert tab.model.rowCount() == 6
    assert not tab.bracket_warning.isHidden()
    assert final.matches[0].code in tab.bracket_warning.text()


def test_a_swiss_correction_that_would_redraw_the_started_cut_asks_naming_the_stage(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    db = page.db
    stages = (svc.StageSpec("swiss", rounds=3), svc.StageSpec("single_elimination", cut=4))
    ev = svc.create_event(db, svc.EventSpec(name="Cut", game="toybattle", stages=stages)).summary.id
    for i in range(8):
        svc.register_player(db, ev, f"P{i}", rating=2000 - 10 * i)
    last: list[svc.MatchView] = []
    for _ in range(3):
        rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
        for m in rnd.matches:
            svc.record_result(db, m.id, [tb("a" if min(m.a, m.b) == m.a else "b")])
        last = [svc.get_match(db, m.id) for m in rnd.matches]
    svc.publish_round(db, svc.pair_next_round(db, ev).id)
    seeds = svc.get_event(db, ev).stages[1]["seeds"]
    m = next(x for x in last if {x.a, x.b} & set(seeds) and not {x.a, x.b} <= set(seeds))
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(ev)
    idle()
    tab = page.results_tab
    seen: list[str] = []
    flipped = "b" if m.games[0].outcome_a == "win" else "a"
    tab.open_match(svc.get_match(db, m.id))
    tab.game_forms[0].set_result(tb(flipped))
    _answer(tab, qtbot, "no", seen)
    assert tab.save() is None
    assert "the cut to the Single elimination stage" in seen[0] and "keeps its seeds" in seen[0]
    assert "stage 2" not in seen[0] and seen[0].startswith("This correction changes the standings")
    assert svc.get_match(db, m.id).games[0].outcome_a == m.games[0].outcome_a
    tab.open_match(svc.get_match(db, m.id))
    tab.game_forms[0].set_result(tb(flipped))
    _answer(tab, qtbot, "yes", seen)
    saved = tab.save()
    assert saved is not None and saved.cut_kept == 2
    assert "The Single elimination stage keeps its seeds" in tab.message.text()
    assert svc.get_event(db, ev).stages[1]["seeds"] == seeds
