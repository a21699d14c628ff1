"""The wall sheet lists the players in alphabetical order of their names as written (one free-text field:
there is no surname to sort by). Its Ukrainian title and print menu item say so ("за абеткою"), not "by
surname" (review s8, item 20)."""

from __future__ import annotations

import pytest
from pdfcheck import text

from desktop import reports
from desktop.reports.data import EventHeader, PairingLine, RoundPairings

EVENT = EventHeader("Кубок Києва 2026", "2026-04-12", "Kyiv", "Toy Battle", "Ліга")


@pytest.fixture
def ukrainian(qtbot):  # type: ignore[no-untyped-def]
    from desktop.ui import i18n

    assert i18n.install("uk")
    yield
    i18n.install("en")


def test_the_ukrainian_wall_sheet_and_its_menu_item_promise_alphabetical_order_not_surnames(ukrainian) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.reports.labels import report_labels
    from desktop.ui.reports.menu import _texts

    labels = report_labels()
    assert labels.fmt("wall_title", n=3) == "Пари за абеткою, тур 3"
    assert _texts()["wall"].replace("&", "") == "Пари за абеткою (на стіну)…"
    lines = (
        PairingLine(1, "1-1", "Марія Білик", "Daniel Kovač"),
        PairingLine(2, "2-1", "Іван Білик", "Богдан Коваленко"),
    )
    t = text(reports.wall_pdf(EVENT, RoundPairings(3, lines), labels))
    assert "Пари за абеткою, тур 3" in t and "прізвищ" not in t
    names = {"Daniel Kovač", "Богдан Коваленко", "Іван Білик", "Марія Білик"}
    listed = [line for line in t.split("\n") if line.strip() in names]  # a name's own line, not "v name"
    assert listed == ["Daniel Kovač", "Богдан Коваленко", "Іван Білик", "Марія Білик"]
