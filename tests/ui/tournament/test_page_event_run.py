"""An 8-player Swiss of 3 rounds and a top-4 cut run entirely through the Tournaments page: the
wizard, registering by the Add player dialog, check-in, pairing, publishing, every result typed by
match code with the keyboard (Enter saves and returns to the code field), one correction with its
audit trail, the refusal to pair while results are missing, the cut, the final."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop.services import tournament as svc

NAMES = ["Ada", "Boris", "Chen", "Dana", "Emil", "Fay", "Gus", "Hanna"]


def _enter_result(qtbot, page, code: str, winner_key: str) -> None:  # type: ignore[no-untyped-def]
    """Type a match code, Enter, then the result fields by keyboard, Enter."""
    tab = page.results_tab
    code_field = tab.code
    if QApplication.activeWindow() is not page:  # offscreen no window manager gives it back after a dialog
        page.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is page, timeout=5000)
    qtbot.keyClick(page, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)  # Ctrl+R: result entry
    assert QApplication.focusWidget() is code_field
    qtbot.keyClicks(code_field, code)
    qtbot.keyClick(code_field, Qt.Key.Key_Return)
    assert tab.match is not None and tab.match.code == code
    form = tab.game_forms[0]
    winner = form.widgets["winner"]
    assert QApplication.focusWidget() is winner  # the match opened with the winner field focused
    qtbot.keyClicks(winner, winner_key)  # "A" or "B": the combo jumps to "A: name" / "B: name"
    qtbot.keyClick(winner, Qt.Key.Key_Tab)
    ended = form.widgets["ended"]
    assert QApplication.focusWidget() is ended
    qtbot.keyClicks(ended, "a troop")  # "a troop reached the enemy HQ"
    qtbot.keyClick(ended, Qt.Key.Key_Tab)
    for key, value in (("medals_a", "2"), ("medals_b", "1")):
        spin = form.widgets[key]
        assert QApplication.focusWidget() is spin
        qtbot.keyClicks(spin, value)
        qtbot.keyClick(spin, Qt.Key.Key_Tab)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert tab.match is None, tab.message.text()
    assert QApplication.focusWidget() is code_field  # back to the code field for the next slip
    assert code_field.text() == ""


def _play_round(qtbot, page, idle, *, skip: int = 0) -> list[svc.MatchView]:  # type: ignore[no-untyped-def]
    """Enter every result of the current round but the last ``skip``; returns the skipped matches."""
    rnd = page.snapshot.current
    assert rnd.status == "published"
    todo = [m for m in rnd.matches if m.kind == "played" and m.b is not None]
    left = todo[len(todo) - skip :] if skip else []
    for m in todo[: len(todo) - skip]:
        winner = "A" if m.a < m.b else "B"  # the lower registration wins: a fixed, checkable field
        _enter_result(qtbot, page, m.code, winner)
    return left


def _pair_and_publish(qtbot, page, idle) -> svc.RoundView:  # type: ignore[no-untyped-def]
    tab = page.round_tab
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        qtbot.mouseClick(tab.pair_button, Qt.MouseButton.LeftButton)
    idle()
    assert tab.round is not None and tab.round.status == "draft"
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        qtbot.mouseClick(tab.publish_button, Qt.MouseButton.LeftButton)
    idle()
    assert page.snapshot.current.status == "published"
    return page.snapshot.current


def test_swiss_and_top4_cut_run_through_the_page(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    # -- the wizard ---------------------------------------------------------------------------------
    page.new_button.click()
    dialog = page.event_dialog
    qtbot.keyClicks(dialog.name, "Spring Cup")
    dialog.game.setCurrentIndex(dialog.game.findData("toybattle"))
    dialog.stage_rows[0].rounds.setValue(3)
    cut = dialog.add_stage()
    cut.kind.setCurrentIndex(cut.kind.findData("single_elimination"))
    cut.cut.setValue(4)
    assert dialog.chosen_tiebreaks() == ["omw", "oomw", "secondary"]
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    idle()
    event_id = page.current_event_id()
    assert event_id is not None and page.events_model.rowCount() == 1
    detail = svc.get_event(page.db, event_id)
    assert [s["kind"] for s in detail.stages] == ["swiss", "single_elimination"]
    assert detail.stages[1]["cut"] == 4

    # -- registration through the Add player dialog, check-in ------------------------------------------
    players = page.players_tab
    for i, name in enumerate(NAMES):
        players.add_button.click()
        pd = players.player_dialog
        qtbot.keyClicks(pd.name, name)
        pd.rating.setValue(1600 - 10 * i)
        with qtbot.waitSignal(page.event_loaded, timeout=30000):
            qtbot.keyClick(pd.name, Qt.Key.Key_Return)
        idle()
    assert players.model.rowCount() == 8
    # one by the check-in column (as a click on the check box does), the rest by "Check in all"
    first = players.model.index(0, players.model.column_of("checked_in"))
    assert players.model.setData(first, Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert players.model.record(0).checked_in
    players.check_all_button.click()
    idle()
    assert all(r.checked_in for r in svc.list_registrations(page.db, event_id))
    assert "8" in players.count_label.text()

    # -- three Swiss rounds ------------------------------------------------------------------------------
    for number in (1, 2, 3):
        rnd = _pair_and_publish(qtbot, page, idle)
        assert rnd.number == number and len(rnd.matches) == 4
        assert page.round_tab.model.rowCount() == 4
        assert [m.table for m in rnd.matches] == [1, 2, 3, 4]
        skipped = _play_round(qtbot, page, idle, skip=1 if number == 1 else 0)
        if skipped:
            # a missing result is listed and pairing the next round is refused
            assert page.results_tab.missing_model.rowCount() == 1
            assert page.results_tab.missing_model.record(0).code == skipped[0].code
            page.round_tab.pair_button.click()
            assert "missing" in page.last_warning
            assert svc.load_event(page.db, event_id).rounds[-1].number == 1  # nothing was paired
            page._warn_box.close()
            winner = "A" if skipped[0].a < skipped[0].b else "B"
            _enter_result(qtbot, page, skipped[0].code, winner)
        assert page.results_tab.missing_model.rowCount() == 0
        # the standings follow each result without reopening the event
        assert page.standings_tab.model.rowCount() == 8

    # -- a correction, with the audit trail ---------------------------------------------------------
    last = page.snapshot.current.matches[0]
    tab = page.results_tab
    tab.code.setText(last.code)
    qtbot.keyClick(tab.code, Qt.Key.Key_Return)
    assert "Correction" in tab.match_title.text()
    assert tab.audit_model.rowCount() == 1
    before = next(line for line in page.snapshot.standings() if line.player == last.a).points
    winner = tab.game_forms[0].widgets["winner"]
    qtbot.keyClicks(winner, "B" if last.a < last.b else "A")  # the other side wins now
    qtbot.keyClick(winner, Qt.Key.Key_Return)
    assert tab.match is None, tab.message.text()
    history = svc.result_history(page.db, last.id)
    assert [h["action"] for h in history] == ["result", "correction"]
    assert history[1]["old"]["games"][0]["winner"] != history[1]["new"]["games"][0]["winner"]
    after = next(line for line in page.snapshot.standings() if line.player == last.a).points
    # the standings on the page followed the correction: A lost the 3 points of the win, or gained them
    assert after == (before - 3 if last.a < last.b else before + 3)
    tab.code.setText(last.code)
    qtbot.keyClick(tab.code, Qt.Key.Key_Return)
    assert tab.audit_model.rowCount() == 2
    tab.close_match()
    service_standings = svc.standings(page.db, event_id)
    assert [ln.registration_id for ln in service_standings.lines] == [
        r.player for r in page.snapshot.standings()
    ]

    # -- the cut: top 4 into single elimination -----------------------------------------------------
    top4 = [r.player for r in page.snapshot.standings()[:4]]
    semis = _pair_and_publish(qtbot, page, idle)
    assert semis.stage_kind == "single_elimination" and len(semis.matches) == 2
    assert {p for m in semis.matches for p in (m.a, m.b)} == set(top4)
    assert {frozenset((m.a, m.b)) for m in semis.matches} == {
        frozenset((top4[0], top4[3])),
        frozenset((top4[1], top4[2])),
    }
    _play_round(qtbot, page, idle)
    page.tabs.setCurrentWidget(page.bracket_view)
    assert len(page.bracket_view.rounds) == 1
    final = _pair_and_publish(qtbot, page, idle)
    assert len(final.matches) == 1
    _play_round(qtbot, page, idle)
    page.refresh_bracket()
    assert len(page.bracket_view.rounds) == 2
    champion = final.matches[0].a if final.matches[0].a < final.matches[0].b else final.matches[0].b

    # the event is over as soon as the final's result is in: nothing left to pair (the button is off and
    # says why, the clock says "Finished"); the stage standings put the champion first
    assert not page.round_tab.pair_button.isEnabled()
    assert "over" in page.round_tab.pair_button.toolTip()
    assert page.clock_widget.display.text() == "Finished"  # said once: on the clock, not the heading
    page.standings_tab.fill_choosers()
    combo = page.standings_tab.stage
    combo.setCurrentIndex(combo.findData(2))
    page.standings_tab.refresh()
    assert page.standings_tab.model.record(0).player == champion
    assert page.events_model.rowCount() == 1
