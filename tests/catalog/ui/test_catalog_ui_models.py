"""The table models of every catalog kind pass Qt's model tester; sorting and placeholder marks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt

from desktop.games.catalog_schema import all_kinds
from desktop.services import catalog as cs
from desktop.ui.catalog.import_export import report_model
from desktop.ui.catalog.table_model import CatalogFilterProxy, CatalogTableModel, ItemRole, PlaceholderRole

KINDS = [k.key for k in all_kinds()]


@pytest.mark.parametrize("kind", KINDS)
def test_model_tester_on_each_kind(kind, db, qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    spec = cs.kind_spec(kind)
    items = cs.list_items(db, kind, include_archived=True)
    assert items, f"no shipped {kind}"
    model = CatalogTableModel()
    model.set_kind(spec, items)
    assert model.rowCount() == len(items)
    assert model.columnCount() == len(spec.list_columns()) + 1
    qtmodeltester.check(model)
    proxy = CatalogFilterProxy()
    proxy.setSourceModel(model)
    proxy.sort(0, Qt.SortOrder.AscendingOrder)
    qtmodeltester.check(proxy)


def test_placeholder_cells_are_marked(db, qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    spec = cs.kind_spec("attacktix.figure")
    model = CatalogTableModel()
    model.set_kind(spec, cs.list_items(db, spec.key))
    cols = list(spec.list_columns())
    for row in range(model.rowCount()):
        item = model.data(model.index(row, 0), ItemRole)
        for c, key in enumerate(cols):
            index = model.index(row, c)
            marked = bool(model.data(index, PlaceholderRole))
            assert marked == (key in item.placeholders)
            if marked:
                assert model.data(index, Qt.ItemDataRole.BackgroundRole) is not None
                assert "Placeholder" in model.data(index, Qt.ItemDataRole.ToolTipRole)


def test_sorting_is_numeric_and_natural(db) -> None:  # type: ignore[no-untyped-def]
    spec = cs.kind_spec("attacktix.figure")
    model = CatalogTableModel()
    items = cs.list_items(db, spec.key)
    model.set_kind(spec, items)
    proxy = CatalogFilterProxy()
    proxy.setSourceModel(model)
    points_col = list(spec.list_columns()).index("points")
    proxy.sort(points_col, Qt.SortOrder.AscendingOrder)
    shown = [proxy.data(proxy.index(r, points_col), ItemRole).data["points"] for r in range(proxy.rowCount())]
    assert shown == sorted(i.data["points"] for i in items)
    proxy.sort(0, Qt.SortOrder.DescendingOrder)
    codes = [proxy.data(proxy.index(r, 0), ItemRole).key for r in range(proxy.rowCount())]
    assert codes == sorted((i.key for i in items), key=lambda k: int(k.split("-")[1]), reverse=True)


def test_field_filter_and_archived(db) -> None:  # type: ignore[no-untyped-def]
    spec = cs.kind_spec("attacktix.figure")
    model = CatalogTableModel()
    items = cs.list_items(db, spec.key)
    model.set_kind(spec, items)
    proxy = CatalogFilterProxy()
    proxy.setSourceModel(model)
    proxy.set_field_filter("attacktix_class", "W")
    assert proxy.rowCount() == sum(1 for i in items if i.data["attacktix_class"] == "W") > 0
    proxy.set_field_filter(None)
    assert proxy.rowCount() == len(items)


def test_import_report_model(db, qtmodeltester) -> None:  # type: ignore[no-untyped-def]
    report = cs.ImportReport(
        created=(("helix.species", "novix"),), updated=(("attacktix.figure", "MV-09"),), dry_run=True
    )
    model = report_model(report)
    qtmodeltester.check(model)
    assert model.rowCount() == 3
    assert model.rowCount(model.index(0, 0)) == 1
    assert model.index(0, 0, model.index(1, 0)).data() == "MV-09"
    assert not model.index(0, 0).parent().isValid()
    assert model.rowCount(QModelIndex()) == 3


def test_sorting_computes_one_key_per_row_and_keeps_the_selection(db, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Issue 27: the proxy's Python lessThan computed two sort keys per comparison (13,000 calls for
    2,000 items); the model sorts with one key per row, ties in the given (natural key) order."""
    from desktop.ui.catalog import table_model, values

    spec = cs.kind_spec("attacktix.figure")
    template = cs.list_items(db, spec.key)[0]
    items = [
        cs.CatalogItem(k, spec.key, f"BX-{k}", f"Bench {k}", {**template.data, "code": f"BX-{k}", "points": k % 7},
                       (), False, 1)
        for k in range(2000)
    ]
    model = CatalogTableModel()
    model.set_kind(spec, items)
    proxy = CatalogFilterProxy()
    proxy.setSourceModel(model)
    selected = QPersistentModelIndex(proxy.index(5, 0))
    key = proxy.data(selected, ItemRole).key
    calls = []
    real = values.sort_key
    monkeypatch.setattr(table_model.values, "sort_key", lambda f, v: calls.append(1) or real(f, v))
    points_col = list(spec.list_columns()).index("points")
    proxy.sort(points_col, Qt.SortOrder.AscendingOrder)
    assert len(calls) <= len(items)
    shown = [proxy.data(proxy.index(r, 0), ItemRole) for r in range(proxy.rowCount())]
    assert [i.key for i in shown] == [i.key for i in sorted(items, key=lambda i: i.data["points"])]
    assert proxy.data(selected, ItemRole).key == key  # the selection follows its item
    proxy.sort(points_col, Qt.SortOrder.DescendingOrder)
    assert [proxy.data(proxy.index(r, 0), ItemRole).key for r in range(proxy.rowCount())] == [
        i.key for i in reversed(shown)
    ]
    model.set_items(list(reversed(items)))  # a new list keeps the sort (ties now in this order)
    assert proxy.data(proxy.index(0, points_col), ItemRole).data["points"] == 6


def test_the_filter_offers_each_value_met_once_in_order() -> None:
    from desktop.ui.pages.catalog import _values_met

    def item(value):  # type: ignore[no-untyped-def]
        return cs.CatalogItem(1, "k", "x", "x", {"f": value}, (), False, 1)

    items = [item(v) for v in ("b", None, "a", "", ["c", "b"], "a", True)]
    assert _values_met(items, "f") == ["b", "a", "c", True]
    assert _values_met([item("a"), item({"odd": 1}), item("a"), item(None)], "f") == ["a", {"odd": 1}]
    assert _values_met([], "f") == []
