"""The Tournaments page's Print menu is filled by the reports (desktop/ui/reports) and prints the event
that is open on the page."""

from __future__ import annotations


def test_print_menu_prints_the_open_event(page, idle, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.services.tournament_demo import build_demo

    ev = build_demo(ctx.db, game="toybattle", players=6, rounds=2, seed=3).event_id
    idle()
    assert not page.print_menu.isEmpty()
    page.open_event(ev)
    idle()
    assert page.current_event_id() == ev
    assert page.print_button.isVisible()
    page.print_actions["pairings"].trigger()
    (dialog,) = page.print_menu.dialogs
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.document is not None or bool(dialog.error), timeout=30000)
    assert not dialog.error
    assert dialog.page_count >= 1
    dialog.close()
