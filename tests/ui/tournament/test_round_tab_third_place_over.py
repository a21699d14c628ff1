"""A single-elimination cut with a 3rd-place match is over once the final and the 3rd-place match have
their results: the Round tab's Pair button is off and says so (it stayed on, since only a bracket without a
3rd-place match was recognised as finished), and the events list says "finished"."""

from __future__ import annotations

from desktop.services import tournament as svc
from desktop.ui.tournament import texts

WIN_A = {"winner": "a", "ended": "hq", "medals_a": 2, "medals_b": 0}


def _play_round(db, ev: int) -> svc.RoundView:  # type: ignore[no-untyped-def]
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    for m in rnd.matches:
        if m.status == "pending":
            svc.record_result(db, m.id, [WIN_A])
    return rnd


def test_a_bracket_with_a_third_place_match_is_over_after_its_last_round(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    stages = (svc.StageSpec("swiss", rounds=2), svc.StageSpec("single_elimination", cut=4, third_place=True))
    ev = svc.create_event(page.db, svc.EventSpec(name="Cut", game="toybattle", stages=stages)).summary.id
    for i in range(8):
        svc.register_player(page.db, ev, f"P{i}", rating=2000 - i)
    for _ in range(3):  # two Swiss rounds, the semi-finals
        _play_round(page.db, ev)
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(ev)
    idle()
    assert page.round_tab.pair_button.isEnabled()  # after the semi-finals: the final is next
    last = _play_round(page.db, ev)
    assert len([m for m in last.matches if m.kind == "played"]) == 2  # the final and the 3rd-place match
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.reload_event()
    idle()
    assert not page.round_tab.pair_button.isEnabled()
    assert "over" in page.round_tab.pair_button.toolTip()
    row = next(i for i, r in enumerate(page.events_model.rows()) if r.id == ev)
    state = page.events_model.index(row, page.events_model.column_of("state")).data()
    assert state == texts.event_status("finished")
