"""A reference field's editor over a kind of 20,000 items: every item offered, keys in and out, an unknown
key kept and named, "(none)" for an optional reference (issue 27: the figure form filled its "power
figure" combo item by item with its data)."""

from __future__ import annotations

from desktop.services import catalog as cs
from desktop.ui.catalog.fields import RefChoice, RefEditor


def test_a_reference_editor_offers_twenty_thousand_items_and_gives_their_keys(qtbot) -> None:  # type: ignore[no-untyped-def]
    spec = cs.kind_spec("attacktix.figure").field("power_figure")
    assert not spec.required
    choices = [RefChoice(f"BX-{k}", f"Bench {k}", archived=k == 7) for k in range(20_000)]
    editor = RefEditor(spec, lambda kind: choices)
    qtbot.addWidget(editor)
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
    assert editor.value() == "MV-404" and editor.combo.count() == 20_003
    editor.set_value(None)
    assert editor.value() is None
