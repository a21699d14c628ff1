"""Issue 24 at the Tournaments desk: a "time called" result recorded while the clock runs; Print → Squad
sheets only for games with squads; a correction that discards the next round's draft says so; one
table's extra time from the Round tab; the events list says "finished" once the last result is in."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop.services import tournament as svc
from desktop.ui.tournament import texts

NAMES = ["Zoe", "Ada", "Mia", "Bob"]
WIN_A = {"winner": "a", "ended": "hq", "medals_a": 2, "medals_b": 0}


def _event(db, rounds: int = 2, game: str = "toybattle", name: str = "Club night") -> int:  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name=name, game=game, stages=(svc.StageSpec("swiss", rounds=rounds),)))
    for i, n in enumerate(NAMES):
        svc.register_player(db, ev.summary.id, n, rating=1600 - i)
    return ev.summary.id


def _play_round(db, event_id: int, *, leave: int = 0) -> svc.RoundView:  # type: ignore[no-untyped-def]
    rnd = svc.publish_round(db, svc.pair_next_round(db, event_id).id)
    played = [m for m in rnd.matches if m.kind == "played" and m.b is not None]
    for m in played[: len(played) - leave]:
        svc.record_result(db, m.id, [WIN_A])
    return rnd


def _open(qtbot, page, idle, event_id: int) -> None:  # type: ignore[no-untyped-def]
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(event_id)
    idle()


def test_a_time_called_result_is_recorded_from_the_page_while_the_clock_runs(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(page.db)
    _play_round(page.db, event_id, leave=2)
    _open(qtbot, page, idle, event_id)
    page.clock.start()
    assert page.clock.running and page.clock.stored
    tab = page.results_tab
    page.tabs.setCurrentWidget(tab)
    mv = page.snapshot.missing()[0]
    tab.open_match(mv)
    form = tab.game_forms[0]
    for key, value in {**WIN_A, "ended": "time_called"}.items():
        form.set_value(key, value)
    assert tab.save() is None  # the clock runs: refused, and the page offers the confirmation
    assert "time is not up yet" in tab.message.text().lower()
    assert tab.time_called_button.isVisible() and tab.time_called_button.isEnabled()
    assert tab.match is not None and tab.game_forms[0].result()["ended"] == "time_called"  # typing stays
    tab.time_called_button.click()
    saved = svc.get_match(page.db, mv.id)
    assert saved.status == "reported" and saved.games[0].result["ended"] == "time_called"
    assert tab.match is None and not tab.time_called_button.isVisible()
    assert page.round_tab.model.record(page.round_tab.model.row_of_match(mv.id)).status == "reported"


def test_print_squad_sheets_is_only_offered_for_a_game_with_squads(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    squads = page.print_actions["squads"]
    without = _event(page.db, name="No squads")
    _open(qtbot, page, idle, without)
    assert not squads.isEnabled()
    with_squads = _event(page.db, game="attacktix", name="Squads")
    _open(qtbot, page, idle, with_squads)
    assert squads.isEnabled()
    _open(qtbot, page, idle, without)
    assert not squads.isEnabled()


def test_a_correction_that_discards_the_next_rounds_draft_is_said_on_the_page(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(page.db, rounds=3)
    first = _play_round(page.db, event_id)
    svc.pair_next_round(page.db, event_id)  # round 2 drafted on round 1's results
    _open(qtbot, page, idle, event_id)
    assert page.snapshot.current.status == "draft"
    tab = page.results_tab
    m = next(x for x in first.matches if x.b is not None)
    tab.open_match(svc.get_match(page.db, m.id))
    form = tab.game_forms[0]
    for key, value in {"winner": "b", "ended": "hq", "medals_a": 0, "medals_b": 2}.items():
        form.set_value(key, value)
    assert tab.save() is not None
    idle()
    assert "round 2" in page.last_warning and "discarded" in page.last_warning
    assert page.snapshot.rounds[-1].number == 1  # the draft is gone from the page too
    assert page.round_tab.round.number == 1 and page.round_tab.pair_button.isEnabled()


def test_one_table_gets_extra_time_from_the_round_tab_and_result_entry_shows_it(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(page.db)
    _play_round(page.db, event_id, leave=2)
    _open(qtbot, page, idle, event_id)
    page.clock.start()
    tab = page.round_tab
    page.tabs.setCurrentWidget(tab)
    m = page.snapshot.missing()[0]
    assert tab.extra_time_button.isEnabled() and not tab.extra_time.isVisible()
    assert tab.extend_table(m.id, 10)
    assert tab.extra_time.isVisible()
    assert f"table {m.table}: +10 min" in tab.extra_time.text()
    assert page.clock.extensions == {m.id: 600}
    assert svc.clock(page.db, event_id).table_remaining(m.id) > svc.clock(page.db, event_id).remaining_seconds
    page.results_tab.open_match(m)
    assert "10 extra minute" in page.results_tab.match_title.text()


def test_the_events_list_says_finished_once_the_last_result_is_in(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(page.db, rounds=1)
    _play_round(page.db, event_id, leave=1)
    _open(qtbot, page, idle, event_id)
    model = page.events_model
    col = model.column_of("state")

    def state() -> str:
        row = next(i for i, r in enumerate(model.rows()) if r.id == event_id)
        return str(model.index(row, col).data())

    assert state() == texts.event_status("running")
    last = page.snapshot.missing()[0]
    tab = page.results_tab
    tab.open_match(last)
    for key, value in WIN_A.items():
        tab.game_forms[0].set_value(key, value)
    assert tab.save() is not None  # the last result, typed at the desk
    QApplication.processEvents()
    assert state() == texts.event_status("finished")
    assert not page.round_tab.pair_button.isEnabled()
    tab.open_match(svc.get_match(page.db, last.id))
    tab.clear_result()  # taken back: running again
    QApplication.processEvents()
    assert state() == texts.event_status("running")


def test_the_events_lists_state_column_stays_whole_in_ukrainian_at_1024(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui import i18n
    from desktop.ui.main_window import MainWindow

    stages = (
        svc.StageSpec("round_robin", pools=2),
        svc.StageSpec("swiss", rounds=3),
        svc.StageSpec("double_elimination", cut=4),
    )
    name = "Весняний турнір клубу «Іграшкова арена» 2026"
    ev = svc.create_event(ctx.db, svc.EventSpec(name=name, game="attacktix", date="2026-04-12", stages=stages))
    for i in range(8):
        svc.register_player(ctx.db, ev.summary.id, f"Гравець {i}")
    win = MainWindow(ctx)
    qtbot.addWidget(win)
    win.resize(1024, 700)
    win.show()
    try:
        win.set_language("uk")
        page = win.show_page("tournaments")
        qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)
        QApplication.processEvents()
        view, model = page.events_view, page.events_model
        header = view.horizontalHeader()
        state = model.column_of("state")
        assert model.index(0, state).data() == texts.event_status("draft")
        right = header.sectionPosition(state) + header.sectionSize(state) - header.offset()
        assert right <= view.viewport().width(), "the State column runs out of the list"
        assert header.sectionSize(state) >= view.sizeHintForColumn(state)  # its text whole
        for col in range(model.columnCount()):  # every heading whole (the event's name column too)
            assert header.sectionSize(col) >= header.sectionSizeHint(col), model.headerData(col, Qt.Orientation.Horizontal)
        fmt = model.column_of("format")
        assert model.index(0, fmt).data(Qt.ItemDataRole.ToolTipRole) == model.index(0, fmt).data()
    finally:
        win.set_language("en")
        i18n.install("en")


def test_a_new_event_without_a_name_brings_the_name_field_and_its_error_into_view(qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.tournament.event_dialog import EventDialog

    dialog = EventDialog()
    qtbot.addWidget(dialog)
    dialog.resize(760, 420)  # a small screen: the form scrolls
    dialog.show()
    qtbot.waitExposed(dialog)
    for _ in range(3):
        dialog.add_stage()
    QApplication.processEvents()
    from PySide6.QtWidgets import QScrollArea

    bar = dialog.findChild(QScrollArea).verticalScrollBar()
    bar.setValue(bar.maximum())  # the organiser is at the stages, the Name field far above
    QApplication.processEvents()
    assert dialog.name.visibleRegion().isEmpty()
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    QApplication.processEvents()
    assert dialog.isVisible() and dialog.result() == 0  # refused, still open
    assert not dialog.name.visibleRegion().isEmpty(), "the Name field is still out of view"
    assert dialog.name_error.isVisible() and not dialog.name_error.visibleRegion().isEmpty()
    assert dialog.name_error.text() == "The event needs a name."
    assert dialog.name.hasFocus() or dialog.focusWidget() is dialog.name
    dialog.name.setFocus()
    qtbot.keyClicks(dialog.name, "Spring open")
    assert not dialog.name_error.isVisible()  # typing a name takes the message away
