"""The graphical terrain editors: gestures become undoable steps; live checks highlight what is wrong."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from desktop.services import catalog as cs
from desktop.ui.catalog.graph_scene import BOARD
from desktop.ui.games.helix import terrain_doc as hd
from desktop.ui.games.helix.terrain_editor import HelixTerrainEditor
from desktop.ui.games.toybattle import terrain_doc as td
from desktop.ui.games.toybattle.terrain_editor import ToyBattleTerrainEditor

TERRAIN = "toybattle.terrain"


def _board(item_data: dict) -> dict:
    return {k: item_data[k] for k in ("medals_to_win", "nodes", "regions")}


def _node_point(editor, nid: int) -> QPoint:  # type: ignore[no-untyped-def]
    item = editor.scene.node_item(nid)
    assert item is not None
    return editor.view.mapFromScene(item.pos())


def _editor(qtbot, data: dict) -> ToyBattleTerrainEditor:  # type: ignore[no-untyped-def]
    editor = ToyBattleTerrainEditor()
    qtbot.addWidget(editor)
    editor.resize(900, 700)
    editor.set_terrain(_board(data))
    editor.show()
    qtbot.waitExposed(editor)
    return editor


def test_shift_drag_adds_a_path_and_undo_removes_it(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    castle = cs.get_item(ctx.db, TERRAIN, "castle").data
    editor = _editor(qtbot, castle)
    assert not td.has_path(editor.terrain(), 11, 12)
    vp = editor.view.viewport()
    shift = Qt.KeyboardModifier.ShiftModifier
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, shift, _node_point(editor, 11))
    QTest.mouseMove(vp, _node_point(editor, 12))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, shift, _node_point(editor, 12))
    assert td.has_path(editor.terrain(), 11, 12)
    assert (11, 12) in [(e.a, e.b) for e in editor.scene.edge_items()]
    assert editor.undo_stack.count() == 1
    editor.undo_stack.undo()
    assert not td.has_path(editor.terrain(), 11, 12)
    assert editor.terrain() == td.normalized(_board(castle))
    editor.undo_stack.redo()
    assert td.has_path(editor.terrain(), 11, 12)


def test_dragging_a_node_is_one_step(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    castle = cs.get_item(ctx.db, TERRAIN, "castle").data
    editor = _editor(qtbot, castle)
    vp = editor.view.viewport()
    start = _node_point(editor, 18)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for dx in (10, 20, 40):
        QTest.mouseMove(vp, start + QPoint(dx, 0))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start + QPoint(40, 0))
    moved = td.node_map(editor.terrain())[18]
    assert moved["cx"] > td.node_map(castle)[18]["cx"]
    assert editor.undo_stack.count() == 1
    editor.undo_stack.undo()
    assert td.node_map(editor.terrain())[18]["cx"] == td.node_map(castle)[18]["cx"]


def test_unreachable_base_is_highlighted_and_listed(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    castle = cs.get_item(ctx.db, TERRAIN, "castle").data
    editor = _editor(qtbot, castle)
    assert editor.problems() == []
    assert not editor.scene.node_item(11).bad
    editor.remove_path(1, 11)
    editor.remove_path(11, 13)
    codes = {p.code for p in editor.problems()}
    assert codes == {"unreachable"}
    assert all(p.nodes == (11,) for p in editor.problems())
    assert editor.scene.node_item(11).bad  # drawn in red
    assert not editor.scene.node_item(13).bad
    listed = [editor.problem_list.item(i).text() for i in range(editor.problem_list.count())]
    assert listed and all("11" in text for text in listed)
    assert editor.problem_list.isVisibleTo(editor)
    editor.undo_stack.undo()
    assert editor.problems() == []


def test_regions_and_medal_target_checks(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    castle = cs.get_item(ctx.db, TERRAIN, "castle").data
    editor = _editor(qtbot, castle)
    total = td.total_medals(editor.terrain())
    editor.set_medals_to_win(total + 1)
    assert [p.code for p in editor.problems()] == ["target_too_high"]
    editor.undo_stack.undo()
    # a region through an HQ: the HQ may not be one of its bases
    rid = editor.make_region([11, 13], 2)
    assert editor.problems() == []
    editor.set_region_bases(rid, [1, 11, 13])
    bad = [p for p in editor.problems() if p.code == "region_has_hq"]
    assert bad and bad[0].regions == (rid,)
    assert rid in editor.bad_regions()


def test_add_nodes_and_mark_hq_and_special(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = _editor(qtbot, {"medals_to_win": 1, "nodes": [], "regions": []})
    blue = editor.add_node(td.HQ_BLUE, 0.5, 0.9)
    red = editor.add_node(td.HQ_RED, 0.5, 0.1)
    base = editor.add_node(td.BASE, 0.5, 0.5)
    assert (blue, red, base) == (1, 41, 11)
    editor.add_path(blue, base)
    editor.add_path(base, red)
    editor.make_region([base], 1)
    assert editor.problems() == []
    editor.set_special(base, "draw_one")
    assert td.node_map(editor.terrain())[base]["special"] == "draw_one"
    other = editor.add_node(td.BASE, 0.2, 0.5)
    new_id = editor.set_node_kind(other, td.HQ_RED)
    assert new_id > 40 and td.node_map(editor.terrain())[new_id]["kind"] == td.HQ_RED
    # clicking on the board in "+ Base" mode adds a base there
    editor.act_add_base = next(a for a, k in editor._add_kinds.items() if k == td.BASE)
    editor.act_add_base.trigger()
    before = len(editor.terrain()["nodes"])
    QTest.mouseClick(
        editor.view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        editor.view.mapFromScene(0.8 * BOARD, 0.6 * BOARD),
    )
    assert len(editor.terrain()["nodes"]) == before + 1


def test_terrain_steps_share_the_page_stack_and_save(page, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    page.select_kind(TERRAIN)
    page.select_item("castle")
    comp = page.form.composite()
    assert comp is not None
    comp.editor.add_path(11, 12)
    assert page.undo_stack.count() == 1 and page.form.is_dirty()
    assert page.save()
    assert td.has_path(_board(cs.get_item(ctx.db, TERRAIN, "castle").data), 11, 12)
    assert page.undo_stack.count() == 2
    page.undo_stack.undo()  # the save: the database is back, the drawing keeps the path (unsaved)
    assert not td.has_path(_board(cs.get_item(ctx.db, TERRAIN, "castle").data), 11, 12)
    page.undo_stack.undo()  # the path itself
    assert not td.has_path(comp.editor.terrain(), 11, 12)
    assert not page.form.is_dirty()


def test_broken_terrain_cannot_be_saved(page, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    page.select_kind(TERRAIN)
    page.select_item("castle")
    comp = page.form.composite()
    comp.editor.remove_path(1, 11)
    comp.editor.remove_path(11, 13)
    assert page.form.is_dirty()
    assert not page.form.btn_save.isEnabled()
    assert not page.form.is_valid()


def test_helix_editor_add_space_path_and_undo(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    terrain = cs.list_items(ctx.db, "helix.terrain")[0].data
    editor = HelixTerrainEditor()
    qtbot.addWidget(editor)
    species = [(s.key, s.name, s.data.get("colour", "")) for s in cs.list_items(ctx.db, "helix.species")]
    editor.set_species(species)
    editor.set_terrain({"spaces": terrain["spaces"], "start_spaces": terrain["start_spaces"]})
    assert editor.problems() == []
    sid = editor.add_node("space", 0.95, 0.95)
    assert [p.code for p in editor.problems()] == ["unreachable"]
    assert sid in editor.bad_nodes()
    editor.add_path(sid, terrain["spaces"][-1]["id"])
    assert editor.problems() == []
    editor.set_warp(sid, "nobody")
    assert [p.code for p in editor.problems()] == ["unknown_species"]
    editor.undo_stack.undo()
    editor.undo_stack.undo()
    editor.undo_stack.undo()
    assert hd.normalized(editor.terrain())["spaces"] == hd.normalized(terrain)["spaces"]


def _number(text: str) -> int:
    import re

    found = re.search(r"\d+", text)
    assert found, text
    return int(found.group())


def test_board_checks_and_form_count_agree(page, ctx, qtbot, answers) -> None:  # type: ignore[no-untyped-def]
    """Issue 13: the board said "Checks: 1 problem(s)" while the form said "14 problem(s) to fix"."""
    from PySide6.QtWidgets import QMessageBox

    answers.queue = [QMessageBox.StandardButton.Discard]  # leaving the first, unsaved, new terrain
    for kind in (TERRAIN, "helix.terrain"):
        page.select_kind(kind)
        page.new_item()
        editor = page.form.composite().editor
        on_board = len(editor.shown_problems())
        assert on_board >= 1
        board_text = editor.problems_label.text()
        form_text = page.form.status.text()
        assert "(s)" not in board_text and "(s)" not in form_text
        assert _number(board_text) == on_board
        total = _number(form_text)
        # the form counts the key and name it lacks plus exactly what the board lists
        outside = [p for p in page.form._problems if p.is_error and p.field in ("key", "name")]
        assert total == len(outside) + on_board, (form_text, board_text)
        assert f"{on_board} on the board" in form_text
        page.form.editor("key").set_value("x1")
        page.form.editor("key").valueChanged.emit()
        page.form.editor("name").set_value("X")
        page.form.editor("name").valueChanged.emit()
        assert _number(page.form.status.text()) == len(editor.shown_problems())
