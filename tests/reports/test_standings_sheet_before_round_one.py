"""The standings sheet before any result is the list of the players by seed, titled as the command line
titles it ("Players before round 1 (by seed)"), never "after round 0"; a long name keeps its line when the
name column has room (review s8, item 15)."""

from __future__ import annotations

from pdfcheck import text

from desktop import reports
from desktop.reports import Labels
from desktop.reports.data import EventHeader, StandingRow, Standings

EVENT = EventHeader("Кубок Києва 2026", "2026-04-12", "Kyiv", "Attacktix", "Ліга")
LONG = "Олександра Коваленко-Шевчук"


def _standings(after_round: int) -> Standings:
    names = ("Bob Smith", LONG, "Іван Білик", "Марія Ткаченко", "Ярослав Коваленко")
    return Standings(
        after_round=after_round,
        tiebreak_names=("Opponents' match-win percentage", "Opponents' opponents' match-win percentage",
                        "Secondary score"),
        tiebreak_short=("OMW%", "OOMW%", "Sec."),
        rows=tuple(
            StandingRow(i + 1, n, "Kyiv Toy Club", "0", "0-0-0", ("33.33", "33.33", "0")) for i, n in enumerate(names)
        ),
    )


def test_standings_before_any_result_are_titled_players_by_seed_not_after_round_0() -> None:
    before = text(reports.standings_pdf(EVENT, _standings(0), Labels()))
    assert "Players before round 1 (by seed)" in before
    assert "after round 0" not in before
    after = text(reports.standings_pdf(EVENT, _standings(2), Labels()))
    assert "Standings after round 2" in after and "by seed" not in after


def test_final_report_before_any_result_is_titled_by_seed() -> None:
    from desktop.reports.data import FinalReport

    report = FinalReport(facts=(), standings=_standings(0), cross=(), rounds=0)
    t = text(reports.final_pdf(EVENT, report, Labels()))
    assert "Players before round 1 (by seed)" in t and "after round 0" not in t


def test_a_long_name_keeps_its_line_on_the_standings_sheet() -> None:
    t = text(reports.standings_pdf(EVENT, _standings(2), Labels()))
    assert LONG in t
