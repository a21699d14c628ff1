"""The Round and Results tabs: a swap into a rematch warns (and is made), swaps by drag and by
keyboard, pairing by hand and the bye (pair_players, give_bye), a stale result is refused with its message, and
the models pass qtmodeltester."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, Qt
from PySide6.QtWidgets import QApplication

from desktop.services import tournament as svc

NAMES = ["Ada", "Boris", "Chen", "Dana", "Emil", "Fay", "Gus", "Hanna", "Ivo"]


def _event(db, n: int = 8, clubs: dict[int, str] | None = None) -> int:  # type: ignore[no-untyped-def]
    ev = svc.create_event(
        db, svc.EventSpec(name="Club night", game="toybattle", stages=(svc.StageSpec("swiss", rounds=3),))
    )
    for i, name in enumerate(NAMES[:n]):
        svc.register_player(db, ev.summary.id, name, rating=1600 - i, club=(clubs or {}).get(i, ""))
    return ev.summary.id


def _result(winner: str) -> dict:
    return {"winner": winner, "ended": "hq", "medals_a": 1, "medals_b": 1}


def _play_round(db, event_id: int) -> svc.RoundView:  # type: ignore[no-untyped-def]
    rnd = svc.pair_next_round(db, event_id)
    rnd = svc.publish_round(db, rnd.id)
    for m in rnd.matches:
        if m.kind == "played" and m.b is not None:
            svc.record_result(db, m.id, [_result("a")])
    return rnd


def _open(qtbot, page, idle, event_id: int) -> None:  # type: ignore[no-untyped-def]
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(event_id)
    idle()


def test_a_swap_into_a_rematch_shows_the_warning(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(page.db)
    first = _play_round(page.db, event_id)
    svc.pair_next_round(page.db, event_id)  # round 2, a draft
    _open(qtbot, page, idle, event_id)
    tab = page.round_tab
    assert tab.round is not None and tab.round.status == "draft" and tab.model.draft
    # x plays y now; x met z in round 1; z plays w now: swapping y and z makes x v z, a rematch
    old = {frozenset((m.a, m.b)) for m in first.matches}
    m0 = tab.round.matches[0]
    x, y = m0.a, m0.b
    z = next(p for pair in old if x in pair for p in pair if p != x)
    tab.select_player(y)
    tab.select_player(z, add=True)
    assert set(tab.selected_players()) == {y, z}
    if QApplication.activeWindow() is not page:
        page.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is page, timeout=5000)
    qtbot.keyClick(tab.view, Qt.Key.Key_S)  # S swaps the two selected players
    assert any(frozenset((m.a, m.b)) == frozenset((x, z)) for m in tab.round.matches)
    warning = tab.warnings.text()
    assert not tab.warnings.isHidden() and "rematch" in warning
    assert page.name_of(x) in warning and page.name_of(z) in warning
    # the swap is stored (allowed, with the warning recorded in the round)
    stored = svc.load_event(page.db, event_id).rounds[-1]
    assert any(frozenset((m.a, m.b)) == frozenset((x, z)) for m in stored.matches)
    # Edit → Undo swaps them back (one service call), Redo again
    assert page.undo_stack.canUndo()
    page.undo_stack.undo()
    assert any(
        frozenset((m.a, m.b)) == frozenset((x, y))
        for m in svc.load_event(page.db, event_id).rounds[-1].matches
    )
    page.undo_stack.redo()
    assert any(
        frozenset((m.a, m.b)) == frozenset((x, z))
        for m in svc.load_event(page.db, event_id).rounds[-1].matches
    )


def test_same_club_swap_warns_and_drag_swaps(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(page.db, clubs={0: "Kyiv Toy Club", 7: "Kyiv Toy Club"})
    svc.pair_next_round(page.db, event_id)
    _open(qtbot, page, idle, event_id)
    tab = page.round_tab
    regs = {r.name: r.id for r in page.snapshot.registrations}
    ada, hanna = regs["Ada"], regs["Hanna"]
    ada_opp = tab._opponent(ada)
    assert ada_opp != hanna
    # drag Ada's opponent's cell onto Hanna's: Ada now plays Hanna, of the same club
    model = tab.model
    row_a = next(i for i, m in enumerate(model.rows()) if ada_opp in (m.a, m.b))
    col = model.column_of("a" if model.record(row_a).a == ada_opp else "b")
    data = model.mimeData([model.index(row_a, col)])
    assert isinstance(data, QMimeData) and data.hasFormat(model.MIME)
    row_h = next(i for i, m in enumerate(model.rows()) if hanna in (m.a, m.b))
    col_h = model.column_of("a" if model.record(row_h).a == hanna else "b")
    target = model.index(row_h, col_h)
    assert model.canDropMimeData(data, Qt.DropAction.MoveAction, -1, -1, target)
    model.dropMimeData(data, Qt.DropAction.MoveAction, -1, -1, target)
    assert tab._opponent(ada) == hanna
    assert "same club" in tab.warnings.text() and "Kyiv Toy Club" in tab.warnings.text()


def test_pair_by_hand_and_bye_buttons(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(page.db, n=9)
    svc.pair_next_round(page.db, event_id)
    _open(qtbot, page, idle, event_id)
    tab = page.round_tab
    regs = {r.name: r.id for r in page.snapshot.registrations}
    holder = tab._bye_holder()
    assert holder is not None
    # give the bye to Ada
    tab.select_player(regs["Ada"])
    tab.bye_button.click()  # the give_bye service: its draft is shown at once
    assert tab._bye_holder() == regs["Ada"]
    # pair Boris with Chen by hand
    tab.select_player(regs["Boris"])
    tab.select_player(regs["Chen"], add=True)
    tab.pair_by_hand_button.click()  # the pair_players service: its draft is shown at once
    assert tab._opponent(regs["Boris"]) == regs["Chen"]
    stored = svc.load_event(page.db, event_id).rounds[-1]
    assert any({m.a, m.b} == {regs["Boris"], regs["Chen"]} for m in stored.matches)
    assert next(m for m in stored.matches if m.kind == "bye").a == regs["Ada"]
    # publish from the page: the swaps are final
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        tab.publish_button.click()
    idle()
    assert page.snapshot.current.status == "published"
    assert not tab.swap_button.isEnabled()


def test_a_result_entered_on_a_stale_match_is_refused(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(page.db)
    rnd = svc.publish_round(page.db, svc.pair_next_round(page.db, event_id).id)
    _open(qtbot, page, idle, event_id)
    tab = page.results_tab
    m = rnd.matches[0]
    page.focus_result_entry()
    tab.code.setText(m.code.lower())  # codes are read case-insensitively (scanners, typing)
    qtbot.keyClick(tab.code, Qt.Key.Key_Return)
    assert tab.match is not None and tab.match.id == m.id
    # meanwhile another scorekeeper's desk records this match
    svc.record_result(page.db, m.id, [_result("b")], who="desk 2")
    form = tab.game_forms[0]
    for key, value in (("winner", "a"), ("ended", "hq"), ("medals_a", 2), ("medals_b", 0)):
        form.set_value(key, value)
    qtbot.keyClick(form.widgets["medals_b"], Qt.Key.Key_Return)
    text = tab.message.text()
    assert "was changed by desk 2" in text and "reload it" in text
    assert tab.match is not None  # still open: nothing was lost, nothing overwritten
    stored = svc.get_match(page.db, m.id)
    assert stored.winner == "" and stored.games[0].result["winner"] == "b"
    assert [h["action"] for h in svc.result_history(page.db, m.id)] == ["result"]
    # the page now shows the other desk's result (its standings too)
    assert page.snapshot.current.matches[0].status == "reported"
    assert page.results_tab.missing_model.rowCount() == len(rnd.matches) - 1


def test_codes_tables_and_bad_codes(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(page.db)
    rnd = svc.publish_round(page.db, svc.pair_next_round(page.db, event_id).id)
    _open(qtbot, page, idle, event_id)
    tab = page.results_tab
    tab.code.setText("2")  # a table number opens that table's match
    qtbot.keyClick(tab.code, Qt.Key.Key_Return)
    assert tab.match is not None and tab.match.table == 2
    tab.close_match()
    tab.code.setText("99")
    qtbot.keyClick(tab.code, Qt.Key.Key_Return)
    assert tab.match is None and "no table 99" in tab.message.text()
    tab.code.setText("nonsense-code")
    qtbot.keyClick(tab.code, Qt.Key.Key_Return)
    assert tab.match is None and "No match has the code NONSENSE-CODE" in tab.message.text()
    # a special outcome: a no-show, B wins
    tab.code.setText(rnd.matches[1].code)
    qtbot.keyClick(tab.code, Qt.Key.Key_Return)
    tab.special.setCurrentIndex(tab.special.findData("no_show"))
    tab.special_winner.setCurrentIndex(tab.special_winner.findData("b"))
    qtbot.keyClick(tab.special, Qt.Key.Key_Return)
    saved = svc.get_match(page.db, rnd.matches[1].id)
    assert saved.kind == "forfeit" and saved.winner == "b" and saved.reason == "no_show"
    # a result that breaks the game's rules is refused with the field's message
    tab.code.setText(rnd.matches[2].code)
    qtbot.keyClick(tab.code, Qt.Key.Key_Return)
    form = tab.game_forms[0]
    form.set_value("winner", "a")
    form.set_value("ended", "hq")
    qtbot.keyClick(form.widgets["winner"], Qt.Key.Key_Return)  # medals missing
    assert tab.match is not None and "medals_a" in tab.message.text()
    assert svc.get_match(page.db, rnd.matches[2].id).status == "pending"


def test_models_pass_the_model_tester(page, qtbot, idle, qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(page.db)
    _play_round(page.db, event_id)
    _open(qtbot, page, idle, event_id)
    m = page.snapshot.current.matches[0]
    page.results_tab.open_match(m)
    for model in (
        page.events_model,
        page.players_tab.model,
        page.round_tab.model,
        page.results_tab.missing_model,
        page.results_tab.audit_model,
        page.standings_tab.model,
        page.players_tab.proxy,
        page.standings_tab.proxy,
    ):
        assert model.rowCount() >= 0
        qtmodeltester.check(model, force_py=True)
    assert page.standings_tab.model.rowCount() == 8
    assert page.round_tab.model.rowCount() == 4
    assert page.results_tab.audit_model.rowCount() == 1


def test_standings_headers_explain_each_tiebreaker(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    from desktop.tournament import TIEBREAKS, Tiebreak

    event_id = _event(page.db)
    _play_round(page.db, event_id)
    _open(qtbot, page, idle, event_id)
    model = page.standings_tab.model
    keys = [c.key for c in model._columns]
    for tb in ("omw", "oomw", "secondary"):
        col = keys.index(tb)
        tip = model.headerData(col, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
        assert TIEBREAKS[Tiebreak(tb)].definition in tip
    # after round 1 = every result here; rank by points first
    points = [model.record(r).points for r in range(model.rowCount())]
    assert points == sorted(points, reverse=True)


def test_players_import_csv_with_rejections_and_delete_with_backup(page, qtbot, idle, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(page.db, n=2)
    _open(qtbot, page, idle, event_id)
    csv = tmp_path / "players.csv"
    csv.write_text("name;club;rating\nZoe;Lviv;1500\n;nobody;1\nAda;dup;3\nЮлія;Київ;1400\n", "utf-8")
    page.players_tab.import_file(csv, ask=False)
    idle()
    idle()
    report = page.players_tab.last_import_report
    assert {r.line for r in report.rejected} == {3, 4}
    assert page.players_tab.model.rowCount() == 4
    assert {r.name for r in page.snapshot.registrations} >= {"Zoe", "Юлія"}
    # delete the event: a backup is written first
    page.delete_event(confirm=False)
    idle()
    assert page.snapshot is None and page.events_model.rowCount() == 0
    assert page.last_backup is not None and page.last_backup.exists()
    assert svc.list_events(page.db) == []


def test_error_templates_are_translated(qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.tournament.texts import error_text

    class Templated(Exception):
        template = "round {number} still has {count} match(es) without a result"
        params = {"number": 2, "count": 3}

    assert error_text(Templated()) == "Round 2 still has 3 match(es) without a result"  # read as a sentence
    assert error_text(svc.PairingError("plain message")) == "Plain message"


def test_venue_screen_lists_pairings_alphabetically(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(page.db)
    svc.publish_round(page.db, svc.pair_next_round(page.db, event_id).id)
    _open(qtbot, page, idle, event_id)
    venue = page.open_venue()
    text = venue.body.text()
    positions = [text.index(name) for name in sorted(NAMES[:8])]
    assert positions == sorted(positions) or all(n in text for n in NAMES[:8])
    first_cells = [text.index(f"<tr><td style='padding-right:40px'>{n}") for n in sorted(NAMES[:8])]
    assert first_cells == sorted(first_cells)
    assert venue.clock.display.text() == page.clock_widget.display.text()
    venue.toggle_mode()
    assert "standings" in venue.windowTitle().lower()
    page.clock.start()
    assert page.clock.running
    page.clock.add_minutes(5)
    page.clock.call_time()
    assert venue.clock.display.text() == "TIME"
    venue.close()


@pytest.mark.parametrize("best_of", [1])
def test_play_this_match_records_through_the_service(page, qtbot, idle, best_of: int) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(page.db)
    rnd = svc.publish_round(page.db, svc.pair_next_round(page.db, event_id).id)
    _open(qtbot, page, idle, event_id)
    m = rnd.matches[0]
    page.results_tab.open_match(m)
    assert page.results_tab.play_button.isEnabled()
    dialog = page.play_match(m)
    assert dialog is not None
    board = dialog.board
    assert board.game is not None and board.hotseat  # both registered players at this desk
    # time is called on the unfinished game: the registry's time-called result, recorded with one click
    dialog.finish_game(time_called=True)
    assert dialog.record_button.isEnabled()
    dialog.record_button.click()
    saved = svc.get_match(page.db, m.id)
    assert saved.status == "reported" and saved.games[0].result["ended"] == "time_called"
    assert page.snapshot.current.matches[0].status == "reported"
    QApplication.processEvents()


def test_changes_from_another_desk_arrive_without_restarting(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(page.db)
    rnd = svc.publish_round(page.db, svc.pair_next_round(page.db, event_id).id)
    _open(qtbot, page, idle, event_id)
    assert not page.check_for_changes()  # nothing changed: no reload
    # our own save is not mistaken for someone else's
    page.results_tab.open_match(rnd.matches[0])
    form = page.results_tab.game_forms[0]
    for key, value in (("winner", "a"), ("ended", "hq"), ("medals_a", 1), ("medals_b", 0)):
        form.set_value(key, value)
    assert page.results_tab.save() is not None
    assert not page.check_for_changes()
    # another desk enters a result and registers a late player
    svc.record_result(page.db, rnd.matches[1].id, [_result("b")], who="desk 2")
    with qtbot.waitSignal(page.refreshed, timeout=30000):  # only what changed is read
        assert page.check_for_changes()
    idle()
    assert page.snapshot.current.matches[1].status == "reported"
    assert page.results_tab.missing_model.rowCount() == len(rnd.matches) - 2
    assert next(r for r in page.snapshot.standings() if r.player == rnd.matches[1].b).points == 3


def test_an_unfinished_match_resumes_and_records_into_its_match(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.tournament.play_match import saved_paths

    event_id = _event(page.db)
    rnd = svc.publish_round(page.db, svc.pair_next_round(page.db, event_id).id)
    _open(qtbot, page, idle, event_id)
    m = rnd.matches[2]
    dialog = page.play_match(m)
    seed = dialog.board.game.seed
    dialog.reject()  # the players stop for now: the game is kept with its match id
    meta, log = saved_paths(m.id)
    assert meta.exists() and log.exists()
    again = page.play_match(m)
    assert again.resumed and again.board.game.seed == seed
    again.finish_game(time_called=True)
    again.record_button.click()
    assert svc.get_match(page.db, m.id).status == "reported"
    assert not meta.exists() and not log.exists()


def test_settings_after_round_one_are_read_only_with_the_reason(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(page.db)
    _open(qtbot, page, idle, event_id)
    page.settings_button.click()
    before = page.settings_dialog
    assert before.name.text() == "Club night" and [r.spec().kind for r in before.stage_rows] == ["swiss"]
    assert before.stage_rows[0].rounds.value() == 3
    before.reject()
    svc.publish_round(page.db, svc.pair_next_round(page.db, event_id).id)
    _open(qtbot, page, idle, event_id)
    page.settings_button.click()
    dialog = page.settings_dialog
    assert (
        not dialog.stages_box.isEnabled() and not dialog.game.isEnabled() and not dialog.best_of.isEnabled()
    )
    assert dialog.tb_box.isEnabled() and dialog.round_minutes.isEnabled()  # update_event allows them
    assert "Round 1 has been published" in dialog.locked_label.text()
    assert "Round 1 has been published" in dialog.game.toolTip()
    dialog.reject()
    # duplicating the settings makes a new event with the same format
    page.act_duplicate.trigger()
    copy = page.event_dialog
    assert copy.name.text() == "Club night (copy)"
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        copy.buttons.button(copy.buttons.StandardButton.Ok).click()
    idle()
    events = svc.list_events(page.db)
    assert [e.name for e in events] == ["Club night", "Club night (copy)"]
    assert svc.get_event(page.db, events[1].id).stages[0]["rounds"] == 3


def test_attach_a_squad_names_the_broken_rule(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    from desktop.games.attacktix import squad as ax
    from desktop.services import squads as squads_svc
    from desktop.ui.games.attacktix import data as ax_data

    figures = sorted(
        (f for f in ax_data.figures(page.db) if not (f.gold or f.tournament or f.is_mega)),
        key=lambda f: f.code,
    )
    by_points = {f.points: f for f in figures}
    entries = [{"key": by_points[p].key, "count": 1} for p in (50, 30, 20)]
    legal = squads_svc.save_squad(page.db, ax.SQUAD_KIND, "Alpha", {"entries": entries})
    big = squads_svc.save_squad(
        page.db, ax.SQUAD_KIND, "Big", {"entries": [{"key": e["key"], "count": 2} for e in entries]}
    )
    ev = svc.create_event(
        page.db, svc.EventSpec(name="AX", game="attacktix", game_settings={"point_limit": 100})
    )
    reg = svc.register_player(page.db, ev.summary.id, "Anna")
    _open(qtbot, page, idle, ev.summary.id)
    tab = page.players_tab
    assert tab.squad_button.isEnabled()
    assert tab.attach(reg.id, big.id) is None
    assert "rules" in page.last_error
    assert tab.attach(reg.id, legal.id) is not None
    row = tab.model.row_of(reg.id)
    assert tab.model.data(tab.model.index(row, tab.model.column_of("squad")))
    assert svc.list_registrations(page.db, ev.summary.id)[0].squad_id == legal.id


def test_drop_reenter_and_late_entry_from_the_players_tab(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    ev = svc.create_event(
        page.db,
        svc.EventSpec(
            name="Open", game="toybattle", allow_reentry=True, stages=(svc.StageSpec("swiss", rounds=3),)
        ),
    )
    event_id = ev.summary.id
    for i, name in enumerate(NAMES[:8]):
        svc.register_player(page.db, event_id, name, rating=1600 - i)
    _play_round(page.db, event_id)
    _open(qtbot, page, idle, event_id)
    tab = page.players_tab
    row = next(i for i, r in enumerate(tab.model.rows()) if r.name == "Hanna")
    tab.view.selectRow(tab.proxy.mapFromSource(tab.model.index(row, 0)).row())
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        tab.drop_selected(confirm=False)
    idle()
    hanna = next(r for r in tab.model.rows() if r.name == "Hanna")
    assert hanna.status == "dropped" and hanna.dropped_after_round == 1
    assert (
        tab.model.data(tab.model.index(tab.model.row_of(hanna.id), tab.model.column_of("status")))
        == "Dropped"
    )
    # late entry: joins at the next round, the missed round counts as a loss
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        tab.register("Ivo")
    idle()
    ivo = next(r for r in tab.model.rows() if r.name == "Ivo")
    assert ivo.joined_round == 2
    assert next(r for r in page.snapshot.standings() if r.player == ivo.id).record.losses == 1
    # re-entry
    tab.view.selectRow(tab.proxy.mapFromSource(tab.model.index(tab.model.row_of(hanna.id), 0)).row())
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        tab.reenter_button.click()
    idle()
    assert next(r for r in tab.model.rows() if r.name == "Hanna").status == "registered"
