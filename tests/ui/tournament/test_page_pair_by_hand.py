"""Issue 11 on the Round and Players tabs: pair two players by hand (Pair with… — the opponent chosen
from a searchable list — from the button, the P key or the context menu), give the bye by hand (the B
key, the button, the context menu), requested byes (Players → Requested byes…: add from a searchable
list with the round, remove) honoured when the round is paired; refusals shown translated."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop.services import tournament as svc

NAMES = ["Ada", "Boris", "Chen", "Dana", "Emil", "Fay", "Gus", "Hanna", "Ivo"]


def _event(db, n: int = 9) -> int:  # type: ignore[no-untyped-def]
    ev = svc.create_event(
        db, svc.EventSpec(name="Hand night", game="toybattle", stages=(svc.StageSpec("swiss", rounds=3),))
    )
    for i, name in enumerate(NAMES[:n]):
        svc.register_player(db, ev.summary.id, name, rating=1600 - i)
    return ev.summary.id


def _open(qtbot, page, idle, event_id: int) -> dict[str, int]:  # type: ignore[no-untyped-def]
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(event_id)
    idle()
    return {r.name: r.id for r in page.snapshot.registrations}


def _key(qtbot, page, widget, key) -> None:  # type: ignore[no-untyped-def]
    if QApplication.activeWindow() is not page:
        page.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is page, timeout=5000)
    qtbot.keyClick(widget, key)


def _stored_pairs(db, event_id: int) -> set[frozenset]:  # type: ignore[no-untyped-def]
    return {frozenset((m.a, m.b)) for m in svc.load_event(db, event_id).rounds[-1].matches if m.b is not None}


def test_pair_with_chooses_the_opponent_from_a_searchable_list(page, qtbot, idle, qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(page.db, 9)
    svc.pair_next_round(page.db, event_id)
    regs = _open(qtbot, page, idle, event_id)
    tab = page.round_tab
    page.tabs.setCurrentWidget(tab)
    assert tab._opponent(regs["Ada"]) != regs["Hanna"]
    tab.select_player(regs["Ada"])
    _key(qtbot, page, tab.view, Qt.Key.Key_P)  # P: Pair with…
    chooser = tab.chooser
    assert chooser.isVisible()
    qtmodeltester.check(chooser.model)
    assert regs["Ada"] not in {c.id for c in chooser.model.rows()}  # not with herself
    assert chooser.model.rowCount() == 8
    # type part of the name: the list narrows; Enter chooses
    qtbot.keyClicks(chooser.search, "hann")
    assert chooser.proxy.rowCount() == 1 and chooser.chosen() == regs["Hanna"]
    loads: list[int] = []
    page.event_loaded.connect(loads.append)
    qtbot.keyClick(chooser.search, Qt.Key.Key_Return)
    assert tab._opponent(regs["Ada"]) == regs["Hanna"]
    assert frozenset((regs["Ada"], regs["Hanna"])) in _stored_pairs(page.db, event_id)
    assert tab.round.status == "draft" and loads == []  # the returned draft is shown, no reload
    assert page.snapshot.current.id == tab.round.id
    # the rest was paired again: everyone plays once, one bye
    players = [p for m in tab.model.rows() for p in (m.a, m.b) if p is not None]
    assert sorted(players) == sorted(regs.values())
    # a search that finds nobody says so and chooses nobody
    tab.select_player(regs["Boris"])
    tab.pair_with_button.click()
    chooser = tab.chooser
    chooser.search.setText("zzz")
    assert chooser.proxy.rowCount() == 0 and chooser.empty.isVisible() and chooser.chosen() is None
    qtbot.keyClick(chooser.search, Qt.Key.Key_Escape)
    assert not chooser.isVisible()
    # the arrow keys move through the list from the search field
    tab.pair_with_button.click()
    chooser = tab.chooser
    first = chooser.chosen()
    qtbot.keyClick(chooser.search, Qt.Key.Key_Down)
    assert chooser.chosen() not in (None, first)
    chooser.reject()


def test_give_the_bye_by_key_and_by_context_menu(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(page.db, 9)
    svc.pair_next_round(page.db, event_id)
    regs = _open(qtbot, page, idle, event_id)
    tab = page.round_tab
    page.tabs.setCurrentWidget(tab)
    assert tab._bye_holder() != regs["Chen"]
    tab.select_player(regs["Chen"])
    _key(qtbot, page, tab.view, Qt.Key.Key_B)  # B: give the bye
    assert tab._bye_holder() == regs["Chen"]
    stored = svc.load_event(page.db, event_id).rounds[-1]
    assert next(m for m in stored.matches if m.kind == "bye").a == regs["Chen"]
    # the context menu offers the same for the player under the mouse
    tab.select_player(regs["Dana"])
    row = next(i for i, m in enumerate(tab.model.rows()) if regs["Dana"] in (m.a, m.b))
    col = tab.model.column_of("a" if tab.model.rows()[row].a == regs["Dana"] else "b")
    rect = tab.view.visualRect(tab.proxy.mapFromSource(tab.model.index(row, col)))
    tab._context_menu(rect.center())
    menu = tab.context_menu
    actions = {a.text().split("\t")[0]: a for a in menu.actions()}
    assert actions["Pair with…"].isEnabled() and actions["Give the bye"].isEnabled()
    assert not actions["Swap"].isEnabled()  # one player selected
    actions["Give the bye"].trigger()
    menu.close()
    assert tab._bye_holder() == regs["Dana"]


def test_refusals_are_shown_translated(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui import i18n

    event_id = _event(page.db, 8)  # an even field: no bye
    svc.pair_next_round(page.db, event_id)
    regs = _open(qtbot, page, idle, event_id)
    tab = page.round_tab
    assert tab._bye_holder() is None
    try:
        assert i18n.install("uk")
        tab.give_bye(regs["Ada"])
        shown = page.last_error
    finally:
        i18n.install("en")
    assert (
        shown == "У турі 1 немає вільного туру: у парах парна кількість гравців (Ada не може його отримати)"
    )
    tab.give_bye(regs["Ada"])
    assert "has no bye" in page.last_error and "Ada" in page.last_error
    assert tab._bye_holder() is None and tab.round.status == "draft"


def test_requested_byes_are_added_removed_and_honoured(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.tournament.byes import RequestedByesDialog

    event_id = _event(page.db, 8)
    regs = _open(qtbot, page, idle, event_id)
    players = page.players_tab
    page.tabs.setCurrentWidget(players)
    assert players.byes_button.isEnabled()
    players.byes_button.click()
    dialog = players.byes
    assert isinstance(dialog, RequestedByesDialog) and dialog.isVisible()
    assert dialog.model.rowCount() == 0
    # Add…: the round (the next one to pair: 1) and the player from the searchable list
    dialog.add_button.click()
    add = dialog.add
    assert add.round.value() == 1
    add.round.setValue(2)
    qtbot.keyClicks(add.chooser.search, "bor")
    assert add.player() == regs["Boris"]
    qtbot.keyClick(add.chooser.search, Qt.Key.Key_Return)
    assert [(r.name, r.round_number) for r in dialog.model.rows()] == [("Boris", 2)]
    assert "Boris" in dialog.message.text()
    dialog.request(regs["Chen"], 1)
    assert {(r.name, r.round_number) for r in dialog.model.rows()} == {("Boris", 2), ("Chen", 1)}
    # Remove takes Chen's request back
    dialog.select_request(regs["Chen"], 1)
    assert dialog.remove_button.isEnabled()
    dialog.remove_button.click()
    assert [(r.name, r.round_number) for r in dialog.model.rows()] == [("Boris", 2)]
    # a refusal (the last round has no requested byes) is shown, translated by the page
    assert dialog.request(regs["Dana"], 3) is None
    assert "last rounds" in page.last_error
    with qtbot.waitSignal(page.event_loaded, timeout=30000):  # closed after changes: the event is read again
        dialog.reject()
    idle()
    # round 1 is paired with everybody; round 2 without Boris (he sits out, scoring the draw points)
    page.tabs.setCurrentWidget(page.round_tab)
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.round_tab.pair_next()
    idle()
    svc.publish_round(page.db, page.round_tab.round.id)
    for m in svc.load_event(page.db, event_id).rounds[-1].matches:
        if m.b is not None:
            svc.record_result(page.db, m.id, [{"winner": "a", "ended": "hq", "medals_a": 1, "medals_b": 0}])
    page.reload_event()
    idle()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.round_tab.pair_next()
    idle()
    paired = {p for m in page.round_tab.model.rows() if m.kind == "played" for p in (m.a, m.b)}
    assert regs["Boris"] not in paired and len(paired) == 6


def test_the_buttons_fit_in_ukrainian_at_1024(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui import i18n

    event_id = _event(page.db, 9)
    svc.pair_next_round(page.db, event_id)
    _open(qtbot, page, idle, event_id)
    try:
        assert i18n.install("uk")
        page.retranslate()
        page.resize(1024 - 170, 700)  # the page beside the main window's side bar
        for tab, buttons in (
            (page.round_tab, ("pair_with_button", "bye_button", "table_button", "pair_by_hand_button")),
            (page.players_tab, ("byes_button", "check_all_button")),
        ):
            page.tabs.setCurrentWidget(tab)
            QApplication.processEvents()
            for name in buttons:
                b = getattr(tab, name)
                assert b.isVisible() and b.width() >= b.sizeHint().width(), (name, b.text())
                assert b.mapTo(page, b.rect().topRight()).x() <= page.width(), (name, b.text())
    finally:
        i18n.install("en")
        page.retranslate()


def test_a_draft_changed_elsewhere_is_not_paired_over(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(page.db, 9)
    draft = svc.pair_next_round(page.db, event_id)
    regs = _open(qtbot, page, idle, event_id)
    page.live.stop()  # the other desk's change has not reached this page yet
    page.watch.stop()
    tab = page.round_tab
    holder = tab._bye_holder()
    other = next(p for p in regs.values() if p != holder)
    svc.give_bye(page.db, draft.id, other)  # another desk
    before = svc.load_event(page.db, event_id).rounds[-1]
    assert tab.pair_manually(regs["Ada"], regs["Ivo"]) is None
    assert "changed" in page.last_error, page.last_error  # refused, with the conflict's message
    after = svc.load_event(page.db, event_id).rounds[-1]
    assert [(m.a, m.b) for m in after.matches] == [(m.a, m.b) for m in before.matches], "nothing paired over"
