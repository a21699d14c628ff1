"""Players tab → Edit…: a typo in a registered name or club is corrected through the service; a name
that another player already has is refused with the message and nothing changes."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel

from desktop.services import tournament as svc


def _select(page, name: str) -> None:  # type: ignore[no-untyped-def]
    tab = page.players_tab
    for row in range(tab.proxy.rowCount()):
        index = tab.proxy.index(row, 0)
        if tab.model.record(tab.proxy.mapToSource(index).row()).name == name:
            tab.view.selectionModel().select(
                index,
                QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
            )
            return
    raise AssertionError(name)


def test_edit_a_player_through_the_page(page, idle, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    ev = svc.create_event(ctx.db, svc.EventSpec(name="Desk", game="toybattle")).summary.id
    svc.register_player(ctx.db, ev, "Olena Kovalenk", club="Kyjv")
    svc.register_player(ctx.db, ev, "Taras Shevchuk")
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(ev)
    idle()
    tab = page.players_tab
    assert tab.edit_button.isEnabled()

    _select(page, "Olena Kovalenk")
    tab.edit_player()
    dialog = tab.player_dialog
    assert dialog.name.text() == "Olena Kovalenk"
    dialog.name.setText("Olena Kovalenko")
    dialog.club.setText("Kyiv")
    dialog.accept()
    idle()
    names = {r.name: r.club for r in svc.list_registrations(ctx.db, ev)}
    assert names == {"Olena Kovalenko": "Kyiv", "Taras Shevchuk": ""}

    _select(page, "Taras Shevchuk")
    tab.edit_player()
    dialog = tab.player_dialog
    dialog.name.setText("olena kovalenko")
    dialog.accept()
    idle()
    assert "already registered" in page.last_error
    assert {r.name for r in svc.list_registrations(ctx.db, ev)} == {"Olena Kovalenko", "Taras Shevchuk"}
