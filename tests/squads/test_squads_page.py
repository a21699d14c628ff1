"""The Squads page driven with qtbot: builders, live totals and violations, undo/redo, save, import."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QMessageBox

from desktop.games.attacktix import squad as ax
from desktop.games.helix import helix as hx
from desktop.games.toybattle.setup_kind import SETUP_KIND, ToyBattleSetup
from desktop.services import catalog as cat
from desktop.services import squads as svc
from desktop.ui.games.attacktix import data as ax_data
from desktop.ui.games.helix import data as hx_data
from desktop.ui.games.helix.squad_models import GLYPH_MIME
from desktop.ui.games.toybattle import data as setup_data


@pytest.fixture
def page(ctx, qtbot):  # type: ignore[no-untyped-def]
    from desktop.ui.pages.squads import Page

    p = Page(ctx)
    qtbot.addWidget(p)
    p.resize(1110, 770)
    p.show()
    return p


def plain_figure(db, points: int) -> ax.FigureRef:  # type: ignore[no-untyped-def]
    return sorted(
        (
            f
            for f in ax_data.figures(db)
            if f.points == points and not (f.gold or f.tournament or f.is_mega)
        ),
        key=lambda f: f.code,
    )[0]


def click_add(qtbot, editor, key: str, times: int = 1) -> None:  # type: ignore[no-untyped-def]
    assert editor.select_figure(key).isValid(), key
    for _ in range(times):
        qtbot.mouseClick(editor.add_button, Qt.MouseButton.LeftButton)


def test_hundred_point_squad_shows_total_and_sixth_copy_violation(page, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    db = ctx.db
    assert page.new_squad("Cup squad")
    section = page.current_section()
    editor = section.editor
    assert section.record is not None and section.record.name == "Cup squad"
    editor.profile.setCurrentIndex(editor.profile.findData("tournament"))
    assert editor.state().rules.profile is ax.TOURNAMENT

    ten, forty = plain_figure(db, 10), plain_figure(db, 40)
    click_add(qtbot, editor, forty.key)
    click_add(qtbot, editor, ten.key, times=5)
    assert editor.state().squad.total_points == 90
    assert "90 / 100" in editor.total.text()
    assert any("exactly 100" in m for m in editor.violation_messages())

    click_add(qtbot, editor, ten.key)  # the sixth copy: 100 points, but too many copies
    assert editor.state().squad.total_points == 100
    assert "100 / 100" in editor.total.text()
    messages = editor.violation_messages()
    assert len(messages) == 1
    assert ten.code in messages[0] and "5" in messages[0] and "6" in messages[0]
    view = editor.violation_table.model()
    assert view.rowCount() == 1
    assert ten.label in view.data(view.index(0, 1))
    assert "Not legal" in editor.verdict.text()
    # the offending figure is highlighted in the squad table
    row = next(r for r in range(editor.entries.rowCount()) if editor.entries.entry(r).figure.key == ten.key)
    assert editor.entries.data(editor.entries.index(row, 0), Qt.ItemDataRole.BackgroundRole) is not None

    # undo / redo are editor steps on the page's stack
    page.undo_stack.undo()
    assert editor.state().squad.count_of(ten.key) == 5 and "90 / 100" in editor.total.text()
    page.undo_stack.redo()
    assert editor.state().squad.count_of(ten.key) == 6

    # change a count through the table's editor role: 5 copies + 40 + 10 = 90 -> add a 10 of another code
    idx = editor.entries.index(row, editor.entries.COLUMNS.index("count"))
    assert editor.entries.setData(idx, 5)
    assert editor.state().squad.count_of(ten.key) == 5 and editor.violation_messages()

    # Ctrl+S saves what the editor shows
    assert section.is_dirty()
    qtbot.keyClick(page, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert not section.is_dirty()
    saved = svc.get_squad(db, section.record.id)
    assert {e["key"]: e["count"] for e in saved.data["entries"]} == {forty.key: 1, ten.key: 5}
    assert saved.settings["profile"] == "tournament"


def test_quick_battle_and_limits_from_the_rules_row(page, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert page.new_squad("Quick")
    editor = page.current_section().editor
    editor.level.setCurrentIndex(editor.level.findData(ax.SquadKind.QUICK_BATTLE.value))
    big = plain_figure(ctx.db, 60)
    click_add(qtbot, editor, big.key, times=2)
    assert "2 of 3" in editor.total.text()
    click_add(qtbot, editor, big.key)
    assert editor.violation_messages() == [] and "Legal" in editor.verdict.text()
    editor.level.setCurrentIndex(editor.level.findData(ax.SquadKind.EQUAL_POINTS.value))
    editor.limit.setCurrentIndex(editor.limit.findData(200))
    editor.mode.setCurrentIndex(editor.mode.findData("up_to"))
    st = editor.state()
    assert st.rules.point_limit == 200 and st.rules.limit_mode is ax.LimitMode.UP_TO
    assert editor.violation_messages() == [] and "180 / 200" in editor.total.text()
    # each rule change was one undo step
    page.undo_stack.undo()
    assert editor.state().rules.limit_mode is ax.LimitMode.EXACTLY
    assert any("exactly 200" in m for m in editor.violation_messages())


def test_backups_total_against_the_limit(page, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert page.new_squad("With backups")
    editor = page.current_section().editor
    twenty, forty = plain_figure(ctx.db, 20), plain_figure(ctx.db, 40)
    editor.select_figure(forty.key)
    qtbot.mouseClick(editor.add_backup_button, Qt.MouseButton.LeftButton)
    assert "40 / 50" in editor.backup_total.text()
    editor.select_figure(twenty.key)
    qtbot.mouseClick(editor.add_backup_button, Qt.MouseButton.LeftButton)
    assert "60 / 50" in editor.backup_total.text()
    assert any("backups total 60" in m for m in editor.violation_messages())


def test_helix_slots_drop_and_gold_limit(page, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    page.show_section(hx.SQUAD_KIND)
    assert page.new_squad("Helix one")
    section = page.current_section()
    editor = section.editor
    glyphs = hx_data.glyphs(ctx.db)
    gold = sorted(g.key for g in glyphs if g.gold)
    plain = sorted(g.key for g in glyphs if not g.gold)
    for key in gold[:3]:
        editor.put_glyph(editor._target_slot(), key)
    assert editor.state().gold_count == 3
    assert "3 / 3" in editor.gold_label.text()
    # drop a fourth gold glyph onto slot 4 (index 3) with a real drop event
    mime = QMimeData()
    mime.setData(GLYPH_MIME, gold[3].encode("utf-8"))
    slot = editor.slots[3]
    event = QDropEvent(
        QPointF(10, 10),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    slot.dropEvent(event)  # (offscreen Qt delivers no Drop event without a drag in progress)
    assert event.isAccepted()
    assert editor.state().slots[3] is not None and editor.state().slots[3].key == gold[3]
    assert "4 / 3" in editor.gold_label.text()
    messages = editor.violation_messages()
    assert any("At most 3 gold glyphs" in m for m in messages)
    assert any("slot 5, 6" in m for m in messages)
    page.undo_stack.undo()
    assert editor.state().gold_count == 3
    # fill with plain glyphs by double-click on the list
    for key in plain[:3]:
        row = next(
            r
            for r in range(editor.proxy.rowCount())
            if editor.proxy.index(r, 0).data(Qt.ItemDataRole.UserRole + 2) == key
        )
        editor.table.selectRow(row)
        editor.put_selected()
    assert editor.state().empty_slots() == () and editor.violation_messages() == []
    assert "Legal" in editor.verdict.text()
    editor.swap_slots(0, 5)
    assert editor.state().slots[5].key == gold[0]
    assert page.save()
    rec = svc.get_squad(ctx.db, section.record.id)
    assert rec.data["slots"][5] == gold[0] and len(rec.data["slots"]) == 6


def test_setup_editor_saves_terrain_colour_opponent_beginner(page, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    page.show_section(SETUP_KIND)
    assert page.new_squad("Practice")
    section = page.current_section()
    editor = section.editor
    editor.terrain.setCurrentIndex(editor.terrain.findData("castle"))
    editor.colour.setCurrentIndex(editor.colour.findData("red"))
    editor.opponent.setCurrentIndex(editor.opponent.findData("person"))
    editor.beginner.setChecked(True)
    assert "medals" in editor.details.text() and editor.preview.data is not None
    assert page.save()
    setup, _ = setup_data.load_setup(ctx.db, section.record.id)
    assert setup == ToyBattleSetup("castle", "red", "person", True)
    page.undo_stack.undo()  # the beginner option
    assert not editor.state().beginner and section.is_dirty()


def test_rename_duplicate_delete_with_undo(page, ctx, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert page.new_squad("Alpha")
    section = page.current_section()
    first = section.record.id
    assert page.rename_squad("Beta")
    assert svc.get_squad(ctx.db, first).name == "Beta" and section.title.text() == "Beta"
    assert page.duplicate_squad()
    assert section.record.name == "Beta (copy)"
    copy_id = section.record.id
    assert page.delete_squad()
    assert section.record is None
    assert [s.name for s in svc.list_squads(ctx.db)] == ["Beta"]
    page.undo_stack.undo()  # delete
    assert section.record is not None and section.record.id == copy_id
    page.undo_stack.undo()  # duplicate
    assert [s.name for s in svc.list_squads(ctx.db)] == ["Beta"]
    page.undo_stack.undo()  # rename
    assert svc.get_squad(ctx.db, first).name == "Alpha"
    page.undo_stack.undo()  # new
    assert svc.list_squads(ctx.db) == []
    for _ in range(4):
        page.undo_stack.redo()
    assert [s.name for s in svc.list_squads(ctx.db)] == ["Beta"]
    assert section.model.rowCount() == 1


def test_bad_squad_file_refused_with_nothing_written(page, ctx, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QMessageBox, "exec", lambda self: QMessageBox.StandardButton.Ok)
    svc.save_squad(ctx.db, hx.SQUAD_KIND, "Existing", {"slots": [None] * 6})
    page.reload()
    before = svc.export_squads(ctx.db)
    bad = tmp_path / "bad squads.json"
    bad.write_text(
        json.dumps(
            {
                "format": "toybox-arena-squads",
                "version": 1,
                "squads": [
                    {"kind": "helix.helix", "name": "Fine", "data": {"slots": [None] * 6}},
                    {
                        "kind": "attacktix.squad",
                        "name": "Broken",
                        "data": {"entries": [{"key": "MV-01", "count": 0}]},
                    },
                ],
            }
        ),
        encoding="utf-8",
    )
    assert page.import_file(bad) is False
    box = page.last_error_box
    assert "nothing was changed" in box.text()
    assert str(bad) in box.informativeText()
    assert "squad 2" in box.informativeText() and "data.entries[0].count" in box.informativeText()
    assert svc.export_squads(ctx.db) == before
    assert page.undo_stack.count() == 0
    # a good file imports as one undoable step
    good = tmp_path / "good.json"
    good.write_text(before, encoding="utf-8")
    assert page.import_file(good)
    assert [s.name for s in svc.list_squads(ctx.db)] == ["Existing", "Existing (2)"]
    page.undo_stack.undo()
    assert svc.export_squads(ctx.db) == before


def test_archived_catalog_item_keeps_squad_loadable_and_blocks_delete(page, ctx) -> None:  # type: ignore[no-untyped-def]
    db = ctx.db
    fig = plain_figure(db, 30)
    rec = svc.save_squad(db, ax.SQUAD_KIND, "Uses it", {"entries": [{"key": fig.key, "count": 1}]})
    with pytest.raises(cat.ItemInUseError, match="Attacktix squad 'Uses it'"):
        cat.delete_item(db, ax.CATALOG_KIND, fig.key)
    cat.set_archived(db, ax.CATALOG_KIND, fig.key, True)
    ctx.notify("catalog")
    page.open_squad(ax.SQUAD_KIND, rec.id)
    section = page.current_section()
    assert "archived" in section.status.text() and fig.key in section.status.text()
    editor = section.editor
    assert editor.state().squad.entries[0].figure.archived
    assert "archived" in editor.verdict.text()
    assert not editor.select_figure(fig.key).isValid()  # hidden from new choices
    assert not section.is_dirty()


def test_models_pass_qtmodeltester(page, ctx, qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    svc.save_squad(
        ctx.db, ax.SQUAD_KIND, "A", {"entries": [{"key": plain_figure(ctx.db, 10).key, "count": 6}]}
    )
    page.reload()
    page.open_squad(ax.SQUAD_KIND, svc.list_squads(ctx.db)[0].id)
    ax_editor = page.editors[ax.SQUAD_KIND]
    hx_editor = page.editors[hx.SQUAD_KIND]
    ax_editor.profile.setCurrentIndex(ax_editor.profile.findData("tournament"))
    assert ax_editor.violations.rowCount() >= 1
    for model in (
        page.sections[ax.SQUAD_KIND].model,
        page.sections[ax.SQUAD_KIND].proxy,
        ax_editor.figures,
        ax_editor.proxy,
        ax_editor.entries,
        ax_editor.backups,
        ax_editor.violations,
        hx_editor.glyphs,
        hx_editor.proxy,
        hx_editor.violations,
    ):
        qtmodeltester.check(model, force_py=True)


def test_screenshot_at_1280x800(ctx, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.pages.squads import Page

    svc.save_squad(
        ctx.db, ax.SQUAD_KIND, "Shown", {"entries": [{"key": plain_figure(ctx.db, 50).key, "count": 2}]}
    )
    page = Page(ctx)
    qtbot.addWidget(page)
    page.resize(1280 - 170, 800 - 30)
    page.show()
    page.open_squad(ax.SQUAD_KIND, svc.list_squads(ctx.db)[0].id)
    image = page.grab()
    path = tmp_path / "squads.png"
    assert image.save(str(path)) and path.stat().st_size > 10_000
    assert "100 / 100" in page.editors[ax.SQUAD_KIND].total.text()


def test_catalog_page_refuses_to_delete_a_figure_a_squad_uses_and_offers_archive(
    ctx, qtbot, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.pages.catalog import Page as CatalogPage

    db = ctx.db
    fig = next(
        f
        for f in sorted(ax_data.figures(db), key=lambda f: f.code)
        if not cat.usage_of(db, ax.CATALOG_KIND, f.key)
    )
    svc.save_squad(db, ax.SQUAD_KIND, "Strike team", {"entries": [{"key": fig.key, "count": 2}]})
    catalog_page = CatalogPage(ctx)
    qtbot.addWidget(catalog_page)
    catalog_page.select_kind(ax.CATALOG_KIND)
    assert catalog_page.select_item(fig.key)
    shown: list[str] = []

    def fake_exec(box: QMessageBox) -> int:
        shown.append(box.informativeText())
        for button in box.buttons():
            if button.text() == catalog_page.tr("Archive it instead"):
                button.click()
        return 0

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    catalog_page.delete_item()
    assert shown and "Attacktix squad 'Strike team'" in shown[0]
    item = cat.get_item(db, ax.CATALOG_KIND, fig.key)  # not deleted ...
    assert item.archived  # ... but archived, as offered
    squad, _rules, record = ax_data.load_squad_and_rules(db, svc.list_squads(db)[0].id)
    assert squad.total_points == 2 * fig.points and record.uses_archived


def test_event_rules_profile_from_the_dialog(page, ctx, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.games.attacktix.squad_editor import EventRulesDialog

    assert page.new_squad("Event squad")
    editor = page.current_section().editor
    ten = plain_figure(ctx.db, 10)
    click_add(qtbot, editor, ten.key, times=3)

    def accept(dialog: EventRulesDialog) -> int:
        dialog.copies.setValue(2)
        dialog.tournament.setValue(-1)  # "no limit"
        dialog.banned.setText(f" {ten.code} , XX-99")
        return EventRulesDialog.DialogCode.Accepted

    monkeypatch.setattr(EventRulesDialog, "exec", accept)
    editor.profile.setCurrentIndex(editor.profile.findData("event"))
    profile = editor.state().rules.profile
    assert profile.key == "event" and profile.max_copies == 2 and profile.max_tournament_figures is None
    assert profile.banned_codes == frozenset({ten.code, "XX-99"})
    rules = {v.rule for v in ax.check(editor.state().squad, editor.state().rules)}
    assert {ax.RULE_COPIES, ax.RULE_BANNED} <= rules
    assert editor.event_button.isEnabled()
    assert page.save()
    _squad, saved_rules, _ = ax_data.load_squad_and_rules(ctx.db, page.current_section().record.id)
    assert saved_rules.profile == profile
    page.undo_stack.undo()
    assert editor.state().rules.profile.key == "casual"
    page.retranslate()  # a language change rebuilds every text without losing the state
    assert editor.state().squad.count_of(ten.key) == 3


# -- the name dialog keeps a refused name (issue 13) ------------------------------------------------------
def _in_dialog(page, qtbot, steps):  # type: ignore[no-untyped-def]
    """Run ``steps(dialog)`` once the page's name dialog is open (it is modal)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    seen: list[object] = []

    def run() -> None:
        dialog = QApplication.activeModalWidget()  # whatever dialog the page opened
        if dialog is None or not dialog.isVisible():
            QTimer.singleShot(20, run)
            return
        seen.append(dialog)
        try:
            steps(dialog)
        finally:
            if dialog.isVisible():
                dialog.reject()

    QTimer.singleShot(0, run)
    return seen


def test_duplicate_name_keeps_the_dialog_open_with_the_typed_name(page, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert page.new_squad("Alpha")
    outcome: dict[str, object] = {}

    def steps(dialog) -> None:  # type: ignore[no-untyped-def]
        dialog.edit.setText("Alpha")
        qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
        outcome["open"] = dialog.isVisible()
        outcome["text"] = dialog.edit.text()
        outcome["message"] = dialog.message.text() if dialog.message.isVisible() else ""
        dialog.edit.setText("Beta")
        qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
        outcome["closed"] = not dialog.isVisible()

    seen = _in_dialog(page, qtbot, steps)
    assert page.new_squad()
    assert seen
    assert outcome["open"] is True and outcome["text"] == "Alpha"
    message = str(outcome["message"])
    assert "Alpha" in message and "squad" in message
    assert " a attacktix" not in message.lower()
    assert outcome["closed"] is True
    names = {s.name for s in svc.list_squads(ctx.db, kind=ax.SQUAD_KIND)}
    assert names == {"Alpha", "Beta"}


def test_rename_to_a_taken_name_keeps_the_dialog_open(page, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert page.new_squad("Alpha")
    assert page.new_squad("Beta")
    outcome: dict[str, object] = {}

    def steps(dialog) -> None:  # type: ignore[no-untyped-def]
        dialog.edit.setText("Alpha")
        dialog.try_accept()
        outcome["open"] = dialog.isVisible()
        outcome["message"] = dialog.message.text()
        outcome["text"] = dialog.edit.text()

    _in_dialog(page, qtbot, steps)
    assert not page.rename_squad()  # cancelled after the refusal
    assert outcome == {"open": True, "message": outcome["message"], "text": "Alpha"}
    assert "Alpha" in str(outcome["message"])
    assert page.current_section().record.name == "Beta"


def test_service_refusal_message_has_its_article_and_keeps_names(page, ctx) -> None:  # type: ignore[no-untyped-def]
    assert page.new_squad("Alpha")
    with pytest.raises(svc.SquadError) as info:
        svc.save_squad(ctx.db, ax.SQUAD_KIND, "Alpha", {}, {})
    assert "a squad called 'Alpha'" in info.value.message
    assert "a attacktix" not in info.value.message.lower()


# -- the rule-check panel (issue 13) ------------------------------------------------------------------------
def _window(ctx, qtbot, size=(1280, 800)):  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    from desktop.ui.main_window import MainWindow

    win = MainWindow(ctx)
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    win.show_page("squads")
    for _ in range(5):
        QApplication.processEvents()
    return win


def _settle(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    for _ in range(5):
        QApplication.processEvents()
    qtbot.wait(10)


@pytest.mark.parametrize("kind", [ax.SQUAD_KIND, hx.SQUAD_KIND])
def test_rule_check_shows_six_rows_at_1280x800(ctx, qtbot, kind) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.squads.check_panel import visible_rows

    win = _window(ctx, qtbot)
    page = win.page("squads")
    page.show_section(kind)
    assert page.new_squad("Checked")
    _settle(qtbot)
    editor = page.current_section().editor
    assert visible_rows(editor.violation_table) >= 6
    # one line per violation: a long list of figures does not make a row taller
    table = editor.violation_table
    assert all(table.rowHeight(r) <= 24 for r in range(table.model().rowCount()))


def test_rule_check_splitter_is_resizable_and_kept(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = _window(ctx, qtbot)
    page = win.page("squads")
    assert page.new_squad("Kept")
    _settle(qtbot)
    split = page.current_section().editor.check_split
    top, bottom = split.sizes()
    split.setSizes([top + bottom - 300, 300])
    split.splitterMoved.emit(top + bottom - 300, 1)  # what a drag of the handle sends
    moved = split.sizes()
    assert abs(moved[1] - 300) <= 2
    win.close()

    again = _window(ctx, qtbot)
    page2 = again.page("squads")
    page2.open_squad(ax.SQUAD_KIND, page2.current_section().squad_ids()[0])
    _settle(qtbot)
    assert abs(page2.current_section().editor.check_split.sizes()[1] - 300) <= 2
