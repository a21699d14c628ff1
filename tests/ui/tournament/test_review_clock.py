"""Review of the Tournaments page: the round clock is the stored one (``tournament_clock``), not a
timer of this desk only (the page looked for services named ``set_round_clock``/``round_clock`` that do
not exist, so Start, +1 min and Time called changed nothing another desk, the venue screen of another
machine or result entry could see); before a round is published it cannot be started."""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.services import tournament as svc
from desktop.services import tournament_clock as clk

LEFT = Qt.MouseButton.LeftButton


def _event(db) -> int:  # type: ignore[no-untyped-def]
    ev = svc.create_event(
        db,
        svc.EventSpec(
            name="Clock night", game="toybattle", round_minutes=30, stages=(svc.StageSpec("swiss", rounds=3),)
        ),
    )
    for i, name in enumerate(("Ann", "Bob", "Cid", "Dee")):
        svc.register_player(db, ev.summary.id, name, rating=1600 - i)
    return ev.summary.id


def _open(qtbot, page, idle, event_id: int) -> None:  # type: ignore[no-untyped-def]
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=10000):
        page.select_event(event_id)
    idle()


def test_the_clock_buttons_change_the_stored_clock(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(page.db)
    svc.pair_next_round(page.db, event_id)  # a draft: no clock yet
    _open(qtbot, page, idle, event_id)
    w = page.clock_widget
    assert not w.start_button.isEnabled() and not w.call_button.isEnabled()
    svc.publish_round(page.db, page.snapshot.current.id)
    _open(qtbot, page, idle, event_id)
    assert w.start_button.isEnabled() and w.display.text() == "30:00"
    qtbot.mouseClick(w.start_button, LEFT)
    view = clk.clock(page.db, event_id)
    assert view.running and view.minutes == 30
    qtbot.mouseClick(w.add_button, LEFT)
    assert clk.clock(page.db, event_id).remaining_seconds > 30 * 60
    qtbot.mouseClick(w.start_button, LEFT)  # pause
    assert clk.clock(page.db, event_id).paused and w.start_button.text() == "Resume"
    qtbot.mouseClick(w.start_button, LEFT)  # resume
    assert clk.clock(page.db, event_id).running
    qtbot.mouseClick(w.call_button, LEFT)
    assert clk.clock(page.db, event_id).time_up
    assert w.display.text() == "TIME" and not w.call_button.isEnabled()


def test_a_clock_started_at_another_desk_shows_here(page, qtbot, idle, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.tournament import clock as clock_ui

    monkeypatch.setattr(clock_ui, "SYNC_SECONDS", 0.2)
    event_id = _event(page.db)
    svc.publish_round(page.db, svc.pair_next_round(page.db, event_id).id)
    _open(qtbot, page, idle, event_id)
    assert not page.clock.running
    clk.start_clock(page.db, event_id, who="desk 2")
    qtbot.waitUntil(lambda: page.clock.running, timeout=5000)
    clk.extend_clock(page.db, event_id, -40, who="desk 2")  # time is up there
    qtbot.waitUntil(lambda: page.clock_widget.display.text() == "TIME", timeout=5000)


def test_a_refused_change_is_shown_and_nothing_changes(page, qtbot, idle, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    shown: list = []
    monkeypatch.setattr(page, "show_error", lambda exc: shown.append(exc))
    event_id = _event(page.db)
    svc.publish_round(page.db, svc.pair_next_round(page.db, event_id).id)
    _open(qtbot, page, idle, event_id)
    clk.start_clock(page.db, event_id, who="desk 2")  # this desk has not seen it yet
    before = clk.clock(page.db, event_id)
    page.clock.start()
    assert len(shown) == 1 and "clock" in str(shown[0])
    after = clk.clock(page.db, event_id)
    assert after.version == before.version and page.clock.running  # and it shows the stored clock now
