"""A finished event at the desk (the demo event, or one whose last result was just entered): the round
line says every result is in (not "0 of 5 results missing"), the round clock offers no Start for a round
that is over, and nothing is left to pair (review s8, item 3)."""

from __future__ import annotations

from desktop.services.tournament_demo import build_demo


def test_a_finished_demo_event_shows_every_result_in_and_no_clock_to_start(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    event_id = build_demo(page.db, game="toybattle", players=10, rounds=3, seed=7).event_id
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(event_id)
    idle()
    tab = page.round_tab
    assert tab.status_label.text() == "Published — every result is in"
    assert not tab.pair_button.isEnabled()
    clock = page.session.clock
    assert not clock.usable
    page.session.clock.start()
    assert not clock.running
    assert "the event is finished" in page.clock_widget.display.toolTip()  # not "once a round is published"
