"""The Bracket tab is there only for an event with an elimination stage: a round robin or a Swiss-only
event has no bracket, and the tab showed "No elimination stage has started yet" for ever (review s9,
item 20). It follows the open event: shown again when an event with a bracket is opened."""

from __future__ import annotations

from desktop.services import tournament as svc


def _event(db, name: str, *stages: svc.StageSpec) -> int:  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name=name, game="toybattle", stages=stages))
    for i, player in enumerate(("Ann", "Bob", "Cid", "Dee", "Eve")):
        svc.register_player(db, ev.summary.id, player, rating=1600 - i)
    return ev.summary.id


def _open(qtbot, page, idle, event_id: int) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(event_id)
    idle()


def _bracket_tab_shown(page) -> bool:  # type: ignore[no-untyped-def]
    return page.tabs.isTabVisible(page.tabs.indexOf(page.bracket_view))


def test_the_bracket_tab_is_shown_only_for_an_event_with_an_elimination_stage(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    cup = _event(page.db, "Cup", svc.StageSpec("swiss", rounds=2), svc.StageSpec("single_elimination", cut=4))
    league = _event(page.db, "League", svc.StageSpec("round_robin"))
    swiss = _event(page.db, "Open", svc.StageSpec("swiss", rounds=3))
    knockout = _event(page.db, "Knockout", svc.StageSpec("double_elimination"))
    page.reload()
    _open(qtbot, page, idle, cup)
    assert _bracket_tab_shown(page)
    page.tabs.setCurrentWidget(page.bracket_view)
    _open(qtbot, page, idle, league)
    assert not _bracket_tab_shown(page)
    assert page.tabs.currentWidget() is not page.bracket_view  # not left on a tab out of sight
    assert [page.tabs.tabText(i) for i in range(page.tabs.count()) if page.tabs.isTabVisible(i)] == [
        "Players", "Round", "Results", "Standings", "Chart"
    ]
    _open(qtbot, page, idle, swiss)
    assert not _bracket_tab_shown(page)
    _open(qtbot, page, idle, knockout)
    assert _bracket_tab_shown(page)
    page.session.close()
    idle()
    assert not _bracket_tab_shown(page)
