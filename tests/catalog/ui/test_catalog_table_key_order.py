"""The table keeps the services' natural key order without a sort key per row when it sorts by the key
(issue 27: 20,000 figures); it is the very order the full sort gives, ascending and descending."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt

from desktop.services.catalog_values import CatalogItem, kind_spec, natural_key
from desktop.ui.catalog.table_model import CatalogTableModel

FIGURE = kind_spec("attacktix.figure")
KEYS = st.text(alphabet="aAbB-_ 0123456789é", min_size=1, max_size=8)


def _items(keys: list[str]) -> list[CatalogItem]:
    items = [
        CatalogItem(n, FIGURE.key, k, f"figure {n}", {"code": k, "name": f"figure {n}"}, (), False, 1)
        for n, k in enumerate(dict.fromkeys(keys))
    ]
    return sorted(items, key=lambda i: natural_key(i.key))  # as catalog.list_items gives them


def _rows(items: list[CatalogItem], order: Qt.SortOrder, in_key_order: bool) -> list[str]:
    model = CatalogTableModel()
    model.sort(0, order)
    model.set_kind(FIGURE, items, {}, in_key_order=in_key_order)
    return [model.item(r).key for r in range(model.rowCount())]


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.lists(KEYS, min_size=2, max_size=30))
def test_the_services_key_order_is_the_order_sorting_by_the_key_gives(qtbot, keys: list[str]) -> None:  # type: ignore[no-untyped-def]
    items = _items(keys)
    for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
        assert _rows(items, order, True) == _rows(items, order, False)


def test_items_whose_key_field_differs_from_their_key_are_sorted_in_full(qtbot) -> None:  # type: ignore[no-untyped-def]
    items = _items(["MV-2", "MV-10", "MV-1"])
    odd = CatalogItem(99, FIGURE.key, "MV-0", "odd", {"code": "ZZ-9", "name": "odd"}, (), False, 1)
    mixed = [odd, *items]  # given in key order, but one shows another code in the key column
    assert _rows(mixed, Qt.SortOrder.AscendingOrder, True) == ["MV-1", "MV-2", "MV-10", "MV-0"]
