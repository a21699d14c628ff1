"""The event dialog's "avoid pairing players of one club" (issue 24, third pass): on by default, off
reaches the event's settings on creation, and a change on an existing event is one of its changes."""

from __future__ import annotations

from desktop.services import tournament as svc
from desktop.ui.tournament.event_dialog import EventDialog


def test_club_avoidance_from_the_event_dialog(qtbot, db) -> None:  # type: ignore[no-untyped-def]
    dialog = EventDialog(None)
    qtbot.addWidget(dialog)
    assert dialog.club_avoidance.isChecked()
    dialog.name.setText("Club night")
    dialog.game.setCurrentIndex(dialog.game.findData("toybattle"))
    dialog.club_avoidance.setChecked(False)
    detail = svc.create_event(db, dialog.spec())
    assert detail.options["club_avoidance"] is False
    edit = EventDialog(None, detail)
    qtbot.addWidget(edit)
    assert not edit.club_avoidance.isChecked()
    edit.club_avoidance.setChecked(True)
    assert edit.changes(detail) == {"club_avoidance": True}
    svc.update_event(db, detail.summary.id, edit.changes(detail))
    assert svc.get_event(db, detail.summary.id).options["club_avoidance"] is True
