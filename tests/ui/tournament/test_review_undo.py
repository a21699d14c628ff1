"""Review of the Round tab: Undo last round on a round with results asked "Remove round N with its
results?" and, on Yes, showed the service's refusal ("enter --force …", a command-line hint) and undid
nothing. Now the question names how many results go, and Yes undoes the round; a round without results
is undone without force."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop.services import tournament as svc


def _event(db) -> int:  # type: ignore[no-untyped-def]
    ev = svc.create_event(
        db, svc.EventSpec(name="Undo night", game="toybattle", stages=(svc.StageSpec("swiss", rounds=3),))
    )
    for i, name in enumerate(("Ann", "Bob", "Cid", "Dee", "Eve", "Fay")):
        svc.register_player(db, ev.summary.id, name, rating=1600 - i)
    return ev.summary.id


@pytest.mark.parametrize("results", [0, 2])
def test_undo_last_round_says_what_goes_and_does_it(page, qtbot, idle, monkeypatch, results: int) -> None:  # type: ignore[no-untyped-def]
    shown: list = []
    asked: list[str] = []
    monkeypatch.setattr(page, "show_error", lambda exc: shown.append(exc))
    monkeypatch.setattr(
        QMessageBox,
        "question",
        lambda _p, _t, text, *a, **k: asked.append(text) or QMessageBox.StandardButton.Yes,
    )
    event_id = _event(page.db)
    rnd = svc.publish_round(page.db, svc.pair_next_round(page.db, event_id).id)
    for m in rnd.matches[:results]:
        svc.record_result(page.db, m.id, [{"winner": "a", "ended": "hq", "medals_a": 1, "medals_b": 0}])
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=10000):
        page.select_event(event_id)
    idle()
    assert page.round_tab.undo_button.isEnabled()
    with qtbot.waitSignal(page.event_loaded, timeout=10000):
        page.round_tab.undo_button.click()
    idle()
    assert shown == []
    assert len(asked) == 1 and ("Round 1 has 2 result" in asked[0] if results else "no results" in asked[0])
    assert svc.load_event(page.db, event_id).rounds == () or not svc.load_event(page.db, event_id).rounds
    assert page.snapshot.current is None
