"""The organiser's first hour at the Tournaments desk: the page reopens the event last worked on (or the
only one); once the last round's last result is in, the event says it is finished (on the clock) and "Pair next round" is
off; OMW%/OOMW% read as percentages on the page and on paper; players are listed by name with their status
in words; an empty Chart draws no axes; the venue screen keeps its size and its title clear of the clock."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication

from desktop.services import tournament as svc

NAMES = ["Zoe", "Ada", "Mia", "Bob"]


def _event(db, rounds: int = 2, name: str = "Club night") -> int:  # type: ignore[no-untyped-def]
    ev = svc.create_event(
        db, svc.EventSpec(name=name, game="toybattle", stages=(svc.StageSpec("swiss", rounds=rounds),))
    )
    for i, n in enumerate(NAMES):
        svc.register_player(db, ev.summary.id, n, rating=1600 - i)
    return ev.summary.id


def _play_round(db, event_id: int, *, leave: int = 0) -> svc.RoundView:  # type: ignore[no-untyped-def]
    rnd = svc.publish_round(db, svc.pair_next_round(db, event_id).id)
    played = [m for m in rnd.matches if m.kind == "played" and m.b is not None]
    for m in played[: len(played) - leave]:
        svc.record_result(db, m.id, [{"winner": "a", "ended": "hq", "medals_a": 1, "medals_b": 1}])
    return rnd


def _open(qtbot, page, idle, event_id: int) -> None:  # type: ignore[no-untyped-def]
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(event_id)
    idle()


def _new_page(ctx, qtbot):  # type: ignore[no-untyped-def]
    from desktop.ui.pages.tournaments import TournamentsPage

    page = TournamentsPage(ctx)
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    return page


def test_the_only_event_opens_by_itself(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(ctx.db)
    page = _new_page(ctx, qtbot)
    qtbot.waitUntil(lambda: page.snapshot is not None and page.busy == 0, timeout=30000)
    assert page.current_event_id() == event_id
    assert "Select an event" not in page.event_title.full_text()


def test_the_event_last_worked_on_opens_again(ctx, qtbot, page, idle) -> None:  # type: ignore[no-untyped-def]
    _event(ctx.db, name="First")
    second = _event(ctx.db, name="Second")
    _event(ctx.db, name="Third")
    _open(qtbot, page, idle, second)
    again = _new_page(ctx, qtbot)
    qtbot.waitUntil(lambda: again.snapshot is not None and again.busy == 0, timeout=30000)
    assert again.current_event_id() == second


def test_with_several_events_and_none_opened_before_none_opens(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    _event(ctx.db, name="First")
    _event(ctx.db, name="Second")
    page = _new_page(ctx, qtbot)
    QApplication.processEvents()
    qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)
    assert page.current_event_id() is None


def test_after_the_last_result_the_event_is_finished_and_nothing_is_left_to_pair(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(page.db, rounds=2)
    _play_round(page.db, event_id)
    _play_round(page.db, event_id, leave=1)  # the last round, one result still to come
    _open(qtbot, page, idle, event_id)
    button = page.round_tab.pair_button
    assert page.clock_widget.display.text() != "Finished"
    last = next(m for m in page.snapshot.current.matches if m.status != "reported")
    mv = svc.record_result(page.db, last.id, [{"winner": "b", "ended": "hq", "medals_a": 0, "medals_b": 2}])
    page.session.match_saved(mv)
    assert not button.isEnabled()
    assert "over" in button.toolTip()
    assert page.clock_widget.display.text() == "Finished"  # said once: on the clock, not the heading
    page.round_tab.pair_next()  # (a shortcut or a stale click) says so, in a sentence
    idle()
    assert not page.busy


def test_a_refused_pairing_reads_as_a_sentence(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(page.db, rounds=1)
    _play_round(page.db, event_id)
    _open(qtbot, page, idle, event_id)
    try:
        svc.pair_next_round(page.db, event_id)
    except svc.PairingError as exc:
        page.show_error(exc)
    assert page.last_error[:1].isupper(), page.last_error


def test_omw_and_oomw_are_percentages_on_the_page(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(page.db, rounds=2)
    _play_round(page.db, event_id)
    _open(qtbot, page, idle, event_id)
    model = page.standings_tab.model
    keys = [c.key for c in model._columns]
    for key in ("omw", "oomw"):
        col = keys.index(key)
        shown = [model.index(r, col).data() for r in range(model.rowCount())]
        assert all(33.0 <= float(v) <= 100.0 for v in shown), shown  # (each at least 1/3)
        assert all(len(v.split(".")[1]) == 2 for v in shown), shown


def test_omw_and_oomw_are_percentages_on_paper(db) -> None:  # type: ignore[no-untyped-def]
    from desktop.reports.labels import Labels
    from desktop.services.sheets import standings_data

    event_id = _event(db, rounds=2)
    _play_round(db, event_id)
    data = standings_data(svc.standings(db, event_id), Labels())
    keys = [k for k, _n, _d in svc.standings(db, event_id).tiebreaks]
    for row in data.rows:
        for key in ("omw", "oomw"):
            value = row.tiebreaks[keys.index(key)]
            assert 33.0 <= float(value) <= 100.0, value


def test_players_are_listed_by_name_with_their_status_in_words(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(page.db)
    _open(qtbot, page, idle, event_id)
    tab = page.players_tab
    col = tab.model.column_of("name")
    shown = [tab.proxy.index(r, col).data() for r in range(tab.proxy.rowCount())]
    assert shown == sorted(NAMES)
    status = tab.model.column_of("status")
    assert {tab.proxy.index(r, status).data() for r in range(tab.proxy.rowCount())} == {"Playing"}


def test_an_empty_chart_draws_no_axes(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(page.db)
    _open(qtbot, page, idle, event_id)
    page.tabs.setCurrentWidget(page.chart_view)
    QApplication.processEvents()
    assert not page.chart_view.plot.isVisible() and page.chart_view.hint.isVisible()
    page.chart_view.set_series({1: [2, 1]}, {1: "Ada"})
    assert page.chart_view.plot.isVisible()


def test_venue_screen_keeps_its_size_and_its_title_clear_of_the_clock(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(page.db, rounds=2)
    svc.update_event(page.db, event_id, {"name": "The Grand Kyiv Winter Toy Battle Championship, open section"})
    _play_round(page.db, event_id)
    _open(qtbot, page, idle, event_id)
    venue = page.open_venue()
    venue.resize(1024, 700)
    QApplication.processEvents()
    size = venue.size()
    for _ in range(2):
        venue.toggle_mode()
        QApplication.processEvents()
        assert venue.size() == size
        title = QRect(venue.title.mapTo(venue, QPoint(0, 0)), venue.title.size())
        clock = QRect(venue.clock.mapTo(venue, QPoint(0, 0)), venue.clock.size())
        assert not title.intersects(clock)
        needed = venue.title.fontMetrics().boundingRect(
            venue.title.rect(), int(Qt.TextFlag.TextWordWrap), venue.title.text()
        )
        assert needed.width() <= venue.title.width() and needed.height() <= venue.title.height()
    venue.close()


def test_results_tab_fits_1024x700_in_ukrainian(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.services.tournament_demo import build_demo
    from desktop.ui import i18n
    from desktop.ui.main_window import MainWindow

    event_id = build_demo(ctx.db, game="toybattle", players=12, rounds=2, seed=3).event_id
    assert i18n.install("uk")
    ctx.lang = "uk"
    try:
        win = MainWindow(ctx)
        qtbot.addWidget(win)
        win.resize(1024, 700)
        win.show()
        page = win.show_page("tournaments")
        qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)
        if page.snapshot is None:
            with qtbot.waitSignal(page.event_loaded, timeout=30000):
                page.select_event(event_id)
        qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)
        tab = page.results_tab
        page.results_tab.open_match(next(m for m in page.snapshot.current.matches if m.kind == "played"))
        for _ in range(5):
            QApplication.processEvents()
        # the list of missing results shows its columns whole, its heading is not cut at the edge
        assert not tab.missing_view.horizontalScrollBar().isVisible()
        label = tab.missing_label
        assert label.fontMetrics().horizontalAdvance(label.text()) <= label.width() or label.wordWrap()
        right_edge = label.mapTo(tab, QPoint(label.width(), 0)).x()
        assert right_edge <= tab.width()
        # the result form's fields are not cut by the window's edge
        for form in tab.game_forms:
            for w in form.widgets.values():
                assert w.mapTo(win, QPoint(w.width(), 0)).x() <= win.width()
    finally:
        i18n.install("en")
        ctx.lang = "en"


def test_player_headings_are_whole_before_any_event_in_ukrainian(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui import i18n

    assert i18n.install("uk")
    ctx.lang = "uk"
    try:
        page = _new_page(ctx, qtbot)
        page.resize(860, 650)  # the page's share of a 1024x700 window
        qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)
        view = page.players_tab.view
        header = view.horizontalHeader()
        model = view.model()
        for c in range(model.columnCount() - 1):  # (the last one stretches)
            text = str(model.headerData(c, Qt.Orientation.Horizontal))
            assert header.sectionSize(c) >= header.fontMetrics().horizontalAdvance(text) + 6, text
    finally:
        i18n.install("en")
        ctx.lang = "en"


def test_the_event_heading_wraps_instead_of_being_cut(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(page.db)
    svc.update_event(page.db, event_id, {"name": "The Grand Kyiv Winter Toy Battle Championship, open section"})
    _play_round(page.db, event_id)
    _open(qtbot, page, idle, event_id)
    page.resize(860, 650)
    QApplication.processEvents()
    title = page.event_title
    assert title.text() == title.full_text() and "…" not in title.text()
    assert title.wordWrap()
