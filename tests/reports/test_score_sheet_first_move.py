"""The player's score sheet says whether the player had the first move in each round ("First move":
yes / no), not a seat number under a heading that reads as "move" or "turn" in Ukrainian ("Хід 2");
a bye says neither (review s8, item 18)."""

from __future__ import annotations

import pytest
from pdfcheck import page_texts

from desktop import reports
from desktop.reports import Labels
from desktop.reports.data import EventHeader, ScoreSheet, ScoreSheetRow

EVENT = EventHeader("Кубок Києва 2026", "2026-04-12", "Kyiv", "Toy Battle", "Ліга")
ROWS = (
    ScoreSheetRow(1, 4, "Іван Білик", True, "win", "3"),
    ScoreSheetRow(2, 2, "Bob Smith", False, "loss", "0"),
    ScoreSheetRow(3, None, "", None, "bye", "3"),
)


def _cells(labels: Labels) -> list[str]:
    data = reports.scoresheets_pdf(EVENT, [ScoreSheet("Марія Ткаченко", "", "", ROWS, "6")], labels, rounds=3)
    return page_texts(data)[0].split("\n")


def test_the_score_sheet_says_who_had_the_first_move_not_a_seat_number() -> None:
    cells = _cells(Labels())
    assert "First move" in cells
    assert cells.count("yes") == 1 and cells.count("no") == 1  # round 1 first, round 2 second, a bye neither
    assert "First" not in cells


@pytest.fixture
def ukrainian(qtbot):  # type: ignore[no-untyped-def]
    from desktop.ui import i18n

    assert i18n.install("uk")
    yield
    i18n.install("en")


def test_the_ukrainian_score_sheet_heads_the_column_first_move_with_yes_and_no(ukrainian) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.reports.labels import report_labels

    cells = _cells(report_labels())
    assert "Перший хід" in cells and "Хід" not in cells
    assert cells.count("так") == 1 and cells.count("ні") == 1


def _heading_sizes(data: bytes) -> dict[str, float]:
    from pdfcheck import reader

    sizes: dict[str, float] = {}

    def visit(text: str, _cm, tm, _font, size) -> None:  # type: ignore[no-untyped-def]
        if text.strip():
            sizes.setdefault(text.strip(), abs(tm[0]) * size)

    reader(data).pages[0].extract_text(visitor_text=visit)
    return sizes


def test_the_ukrainian_score_sheet_headings_keep_their_size(ukrainian) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.reports.labels import report_labels

    labels = report_labels()
    data = reports.scoresheets_pdf(EVENT, [ScoreSheet("Марія Ткаченко", "", "", ROWS, "6")], labels, rounds=3)
    sizes = _heading_sizes(data)
    assert sizes[labels["result"]] == pytest.approx(sizes[labels["round"]], abs=0.2)
    assert sizes[labels["first"]] == pytest.approx(sizes[labels["round"]], abs=0.2)
