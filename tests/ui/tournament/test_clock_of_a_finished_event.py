"""The round clock of a finished event says so: no "50:00" beside a Start that can never be pressed
(review s9, item 19: the earlier fix changed only the clock's tooltip), in English and in Ukrainian,
and it follows the event when its last result is entered at this desk (the event is not read again)."""

from __future__ import annotations

from desktop.services import tournament as svc
from desktop.services.tournament_demo import build_demo


def _open(qtbot, page, idle, event_id: int) -> None:  # type: ignore[no-untyped-def]
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(event_id)
    idle()


def _buttons(widget):  # type: ignore[no-untyped-def]
    return (widget.start_button, widget.add_button, widget.call_button)


def test_a_finished_events_clock_says_finished_and_offers_no_buttons(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui import i18n

    event_id = build_demo(page.db, game="toybattle", players=6, rounds=2, seed=7).event_id
    _open(qtbot, page, idle, event_id)
    w = page.clock_widget
    assert w.isVisible()
    assert w.display.text() == "Finished"
    assert all(b.isHidden() for b in _buttons(w))
    try:
        assert i18n.install("uk")
        page.ctx.lang = "uk"
        page.retranslate()
        assert w.display.text() == "Завершено"
    finally:
        i18n.install("en")
        page.ctx.lang = "en"
        page.retranslate()


def test_the_clock_says_finished_once_the_last_result_is_entered_at_this_desk(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    ev = svc.create_event(
        page.db,
        svc.EventSpec(
            name="Short night", game="toybattle", round_minutes=40, stages=(svc.StageSpec("swiss", rounds=1),)
        ),
    )
    event_id = ev.summary.id
    for i, name in enumerate(("Ann", "Bob")):
        svc.register_player(page.db, event_id, name, rating=1600 - i)
    rv = svc.pair_next_round(page.db, event_id)
    svc.publish_round(page.db, rv.id)
    _open(qtbot, page, idle, event_id)
    w = page.clock_widget
    assert w.display.text() == "40:00" and w.start_button.isEnabled() and not w.start_button.isHidden()
    match = page.snapshot.current.matches[0]
    mv = svc.record_result(page.db, match.id, [{"winner": "a", "ended": "hq", "medals_a": 2, "medals_b": 1}])
    assert mv.event_status == "finished"
    page.session.match_saved(mv)
    idle()
    assert w.display.text() == "Finished"
    assert all(b.isHidden() for b in _buttons(w))
    assert not page.session.clock.usable
