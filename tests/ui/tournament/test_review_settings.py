"""Review of the Tournaments page: Event settings… saves through ``update_event`` (the page handed the
service a whole EventSpec, which it cannot read, so nothing could ever be saved), and after round 1 only
what the service refuses to change is read-only: the round time, scoring and tiebreakers stay editable."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from desktop.services import tournament as svc


def _event(db) -> int:  # type: ignore[no-untyped-def]
    ev = svc.create_event(
        db, svc.EventSpec(name="Club night", game="toybattle", stages=(svc.StageSpec("swiss", rounds=3),))
    )
    for i, name in enumerate(("Ann", "Bob", "Cid", "Dee")):
        svc.register_player(db, ev.summary.id, name, rating=1600 - i)
    return ev.summary.id


def _open(qtbot, page, idle, event_id: int) -> None:  # type: ignore[no-untyped-def]
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(event_id)
    idle()


def _no_message_box(monkeypatch) -> list:  # type: ignore[no-untyped-def]
    shown: list = []
    for name in ("warning", "critical", "information"):
        monkeypatch.setattr(
            QMessageBox, name, lambda *a, **k: shown.append(a) or QMessageBox.StandardButton.Ok
        )
    return shown


def test_settings_before_round_one_are_saved(page, qtbot, idle, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    shown = _no_message_box(monkeypatch)
    monkeypatch.setattr(page, "show_error", lambda exc: shown.append(exc))
    event_id = _event(page.db)
    _open(qtbot, page, idle, event_id)
    page.settings_button.click()
    dialog = page.settings_dialog
    assert (
        dialog.locked_box.isEnabled() and dialog.buttons.button(dialog.buttons.StandardButton.Ok).isEnabled()
    )
    dialog.name.setText("Club night, June")
    dialog.venue.setText("Library hall")
    dialog.round_minutes.setValue(40)
    dialog.best_of.setCurrentIndex(dialog.best_of.findData(3))
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    idle()
    assert shown == []
    d = svc.get_event(page.db, event_id)
    assert (d.summary.name, d.venue, d.round_minutes, d.best_of) == (
        "Club night, June",
        "Library hall",
        40,
        3,
    )
    assert page.snapshot.detail.summary.name == "Club night, June"


def test_after_round_one_time_scoring_and_tiebreakers_still_change(page, qtbot, idle, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    shown = _no_message_box(monkeypatch)
    monkeypatch.setattr(page, "show_error", lambda exc: shown.append(exc))
    event_id = _event(page.db)
    svc.publish_round(page.db, svc.pair_next_round(page.db, event_id).id)
    _open(qtbot, page, idle, event_id)
    page.settings_button.click()
    dialog = page.settings_dialog
    # what the service refuses after round 1 is read-only, with the reason
    for w in (dialog.game, dialog.best_of, dialog.first_round, dialog.settings_forms["toybattle"].editors["terrain"]):
        assert not w.isEnabled(), w
        assert "Round 1 has been published" in w.toolTip()
    assert not dialog.stages_box.isEnabled() and "stages are set" in dialog.stages_box.toolTip()
    # what it allows is not
    for w in (dialog.round_minutes, dialog.tiebreaks, dialog.reentry, *dialog.scoring, dialog.name):
        assert w.isEnabled() and w.isEnabledTo(dialog), w
    dialog.round_minutes.setValue(35)
    dialog.scoring[1].setValue(2)  # a draw is worth 2
    first = dialog.tiebreaks.item(0)
    first.setCheckState(Qt.CheckState.Unchecked)
    dropped = str(first.data(Qt.ItemDataRole.UserRole))
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    idle()
    assert shown == []
    d = svc.get_event(page.db, event_id)
    assert d.round_minutes == 35 and d.scoring["draw"] == 2
    assert dropped not in d.tiebreaks and d.tiebreaks
