"""The desk's Results tab lists the venue web's reports waiting for acceptance (issue 26): a report from
a phone arrives through the change feed, a disagreement is flagged, Accept records the result (the
audit trail names the player and who accepted) and the list empties."""

from __future__ import annotations

from web_support import tb


def _open_page(ctx, qtbot, event):  # type: ignore[no-untyped-def]
    from desktop.ui.pages.tournaments import TournamentsPage

    page = TournamentsPage(ctx)
    qtbot.addWidget(page)
    with qtbot.waitSignal(page.event_loaded, timeout=20000):
        page.select_event(event["id"])
    qtbot.waitUntil(lambda: page.busy == 0, timeout=20000)
    return page


def _open_match(event):  # type: ignore[no-untyped-def]
    return next(m for m in event["round"].matches if m.b is not None and m.status != "reported")


def test_the_results_tab_lists_a_phones_report_when_the_change_feed_brings_it(ctx, qtbot, event) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import venue

    page = _open_page(ctx, qtbot, event)
    tab = page.results_tab
    try:
        assert tab.reports_box.isHidden()  # nothing waits: nothing shown
        m = _open_match(event)
        venue.report_result(ctx.db, m.a, m.id, [tb("a")], m.version)  # the web's write, as from another desk
        tab.session.live_changed({"results"}, [event["id"]])  # what the live feed says
        qtbot.waitUntil(lambda: tab.reports_view.rowCount() == 1, timeout=10000)
        assert not tab.reports_box.isHidden()
        row = [tab.reports_view.item(0, c).text() for c in range(5)]
        assert row[0] == "1" and row[1] == str(m.table) and row[2] == m.a_name
        assert row[3] == ""  # the opponent has not reported anything else
        assert "winner=a" in row[4]
        assert not tab.accept_button.isEnabled()  # nothing selected yet
    finally:
        page.close()
        page.deleteLater()


def test_a_disagreement_is_flagged_and_an_accepted_report_becomes_the_result(ctx, qtbot, event) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import tournament as svc
    from desktop.services import venue

    page = _open_page(ctx, qtbot, event)
    tab = page.results_tab
    try:
        m = _open_match(event)
        venue.report_result(ctx.db, m.a, m.id, [tb("a")], m.version)
        assert not venue.report_result(ctx.db, m.b, m.id, [tb("b", 1, 3)], m.version).counted
        tab.session.live_changed({"results"}, [event["id"]])
        qtbot.waitUntil(lambda: tab.reports_view.rowCount() == 2, timeout=10000)
        flags = {tab.reports_view.item(r, 2).text(): tab.reports_view.item(r, 3).text() for r in range(2)}
        assert flags == {m.a_name: "disagrees with the opponent", m.b_name: "disagrees with the opponent"}

        row = next(r for r in range(2) if tab.reports_view.item(r, 2).text() == m.a_name)
        tab.reports_view.selectRow(row)
        assert tab.accept_button.isEnabled()
        tab.accept_button.click()
        assert svc.get_match(ctx.db, m.id).status == "reported"
        assert svc.get_match(ctx.db, m.id).games[0].result["winner"] == "a"
        assert m.code in tab.message.text()
        qtbot.waitUntil(lambda: tab.reports_view.rowCount() == 0, timeout=10000)
        assert tab.reports_box.isHidden()
    finally:
        page.close()
        page.deleteLater()
