"""A reference field's editor over a kind of 20,000 items: every item offered, keys in and out, an unknown
key kept and named, "(none)" for an optional reference (issue 27: the figure form filled its "power
figure" combo item by item with its data). A long list is put in the combo when the user first uses it
(focus, opening, the wheel, a key); until then the combo shows the one row the full list would show."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QLineEdit, QVBoxLayout, QWidget

from desktop.services import catalog as cs
from desktop.ui.catalog.fields import RefChoice, RefEditor


def _figures(n: int) -> list[RefChoice]:
    return [RefChoice(f"BX-{k}", f"Bench {k}", archived=k == 7) for k in range(n)]


def _power_figure(required: bool = False):  # type: ignore[no-untyped-def]
    spec = cs.kind_spec("attacktix.figure").field("power_figure")
    return replace(spec, required=required) if required != spec.required else spec


def _shown(editor: RefEditor) -> tuple[object, str]:
    return editor.value(), editor.combo.currentText()


def test_a_reference_editor_offers_twenty_thousand_items_and_gives_their_keys(qtbot) -> None:  # type: ignore[no-untyped-def]
    spec = _power_figure()
    assert not spec.required
    choices = _figures(20_000)
    editor = RefEditor(spec, lambda kind: choices)
    qtbot.addWidget(editor)
    editor.combo.showPopup()  # the user opens the list: every item is there
    editor.combo.hidePopup()
    assert editor.combo.count() == 20_001
    assert editor.value() is None and editor.combo.currentText() == "(none)"
    editor.set_value("BX-19999")
    assert editor.value() == "BX-19999" and editor.combo.currentText() == "BX-19999 — Bench 19999"
    assert editor.combo.itemText(8) == "BX-7 — Bench 7 (archived)"
    changed = []
    editor.valueChanged.connect(lambda *a: changed.append(editor.value()))
    editor.combo.setCurrentIndex(3)
    assert changed == ["BX-2"]
    editor.set_value("MV-404")
    assert editor.value() == "MV-404" and editor.combo.currentText() == "MV-404 (not in the catalog)"
    choices.append(RefChoice("BX-new", "New one"))
    editor.refresh()  # the value is kept across a refresh
    assert editor.value() == "MV-404"
    editor.combo.showPopup()
    editor.combo.hidePopup()
    assert editor.combo.count() == 20_003
    editor.set_value(None)
    assert editor.value() is None


@pytest.mark.parametrize("required", [False, True])
def test_a_long_reference_list_waits_for_its_first_use_and_shows_what_the_full_list_shows(
    qtbot, required: bool
) -> None:  # type: ignore[no-untyped-def]
    choices = _figures(20_000)
    lazy = RefEditor(_power_figure(required), lambda kind: choices)
    full = RefEditor(_power_figure(required), lambda kind: choices)
    qtbot.addWidget(lazy)
    qtbot.addWidget(full)
    assert not lazy.is_filled() and lazy.combo.count() == 1  # not 20,000 rows before it is used
    full.fill()
    assert full.combo.count() == 20_000 + (0 if required else 1)
    for value in (None, "", "BX-0", "BX-7", "BX-19999", "MV-404", "MV-405", "MV-404", ["not", "a key"]):
        lazy.set_value(value)
        full.set_value(value)
        assert _shown(lazy) == _shown(full), value
        assert not lazy.is_filled()
    lazy.set_value("BX-7")
    full.set_value("BX-7")
    lazy.fill()  # filled now: the same rows, the same one current
    assert _shown(lazy) == _shown(full) == ("BX-7", "BX-7 — Bench 7 (archived)")
    assert [lazy.combo.itemText(i) for i in range(lazy.combo.count())] == [
        full.combo.itemText(i) for i in range(full.combo.count())
    ]


def test_a_short_reference_list_is_filled_at_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = RefEditor(_power_figure(), lambda kind: _figures(RefEditor.FILL_ON_USE))
    qtbot.addWidget(editor)
    assert editor.is_filled() and editor.combo.count() == RefEditor.FILL_ON_USE + 1


def test_the_keyboard_on_a_long_reference_list_moves_through_every_item(qtbot) -> None:  # type: ignore[no-untyped-def]
    editor = RefEditor(_power_figure(), lambda kind: _figures(20_000))
    qtbot.addWidget(editor)
    editor.show()
    qtbot.waitExposed(editor)
    editor.set_value("BX-5")
    changed: list[object] = []
    editor.valueChanged.connect(lambda: changed.append(editor.value()))
    qtbot.keyClick(editor.combo, Qt.Key.Key_Down)  # a key on the closed combo: the next item
    assert editor.is_filled() and editor.value() == "BX-6" and changed == ["BX-6"]
    assert editor.combo.currentText() == "BX-6 — Bench 6"
    qtbot.keyClick(editor.combo, Qt.Key.Key_Up)
    qtbot.keyClick(editor.combo, Qt.Key.Key_Up)
    assert editor.value() == "BX-4" and changed == ["BX-6", "BX-5", "BX-4"]


def test_focus_or_the_wheel_fills_a_long_reference_list_before_it_moves(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = QWidget()
    qtbot.addWidget(window)
    before = QLineEdit(window)
    focused = RefEditor(_power_figure(), lambda kind: _figures(2_000), window)
    lay = QVBoxLayout(window)
    lay.addWidget(before)
    lay.addWidget(focused)
    window.show()
    qtbot.waitExposed(window)
    focused.set_value("BX-10")
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    before.setFocus()
    assert before.hasFocus() and not focused.is_filled()
    qtbot.keyClick(before, Qt.Key.Key_Tab)  # Tab into the combo
    assert focused.combo.hasFocus()
    assert focused.is_filled() and focused.combo.count() == 2_001 and focused.value() == "BX-10"
    wheeled = RefEditor(_power_figure(), lambda kind: _figures(2_000))
    qtbot.addWidget(wheeled)
    wheeled.set_value("BX-10")
    down = QWheelEvent(
        QPointF(5, 5), QPointF(5, 5), QPoint(0, 0), QPoint(0, -120), Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False,
    )
    QApplication.sendEvent(wheeled.combo, down)
    assert wheeled.is_filled() and wheeled.value() == "BX-11"
