"""Issue 24: a player CSV accounts for every line (imported, rejected with its number and reason, or
blank), an unclosed quote loses no player, and files with nothing to register end in a clear
answer, never a database error."""

from __future__ import annotations

import pytest

from desktop.services import tournament as svc
from desktop.services.tournament_import import UNCLOSED_QUOTE, import_players


@pytest.fixture
def ev(db) -> int:  # type: ignore[no-untyped-def]
    return svc.create_event(db, svc.EventSpec(name="Import Open", game="toybattle")).summary.id


def _names(db, ev: int) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(r.name for r in svc.list_registrations(db, ev))


def test_an_unclosed_quote_rejects_its_line_and_keeps_the_lines_after_it(db, ev) -> None:  # type: ignore[no-untyped-def]
    text = 'name,club\nAnn,Red\n"Bob Smith,Blue\nCid,Green\nDee,Red\n'
    report = import_players(db, ev, text, skip_rejected=True)
    assert [(r.line, r.reason) for r in report.rejected] == [(3, UNCLOSED_QUOTE)]
    assert report.imported == ("Ann", "Cid", "Dee")
    assert _names(db, ev) == ["Ann", "Cid", "Dee"]


def test_an_unclosed_quote_on_the_last_line_stores_no_player(db, ev) -> None:  # type: ignore[no-untyped-def]
    report = import_players(db, ev, 'name,club\nAnn,Red\n"Bob Smith,Blue\n', skip_rejected=True)
    assert [(r.line, r.reason) for r in report.rejected] == [(3, UNCLOSED_QUOTE)]
    assert _names(db, ev) == ["Ann"]
    # The same without the final line ending.
    again = import_players(db, ev, 'name,club\nCid,Red\n"Dee Jones,Blue', skip_rejected=True)
    assert [(r.line, r.reason) for r in again.rejected] == [(3, UNCLOSED_QUOTE)]
    assert _names(db, ev) == ["Ann", "Cid"]


def test_a_quote_closed_on_a_later_line_swallows_nothing(db, ev) -> None:  # type: ignore[no-untyped-def]
    # Line 3's quote is closed only on line 5: each of the lines 3-5 is still read on its own.
    text = 'name,club\nAnn,Red\n"Bob,Blue\nCid,Green\n"Dee",Red\n'
    report = import_players(db, ev, text, skip_rejected=True)
    assert [r.line for r in report.rejected] == [3]
    assert report.imported == ("Ann", "Cid", "Dee")


def test_every_line_is_imported_rejected_or_blank(db, ev) -> None:  # type: ignore[no-untyped-def]
    text = 'name,rating\r\nAnn,1500\r\n\r\n"Bob,1400\r\nCid,lots\r\nDee,"1300"x\r\nEve,\r\n'
    report = import_players(db, ev, text, skip_rejected=True, dry_run=True)
    rejected = {r.line for r in report.rejected}
    assert report.blank_lines == (3,)
    assert rejected == {4, 5, 6}
    # Lines 2 and 7 are the players; 1 is the header: lines 1-7 all accounted for.
    assert report.imported == ("Ann", "Eve")
    assert len(report.imported) + len(rejected) + len(report.blank_lines) + 1 == 7


def test_a_header_only_file_is_refused_clearly(db, ev) -> None:  # type: ignore[no-untyped-def]
    for text in ("name,club\n", "name,club\n\n\n", "name"):
        with pytest.raises(svc.RegistrationError, match="no players: only its header row") as refused:
            import_players(db, ev, text, skip_rejected=True)
        assert "NOT NULL" not in str(refused.value)
    assert _names(db, ev) == []


def test_skip_rejected_with_every_row_rejected_registers_nothing(db, ev) -> None:  # type: ignore[no-untyped-def]
    report = import_players(db, ev, "name,rating\n,1500\nBen,lots\n", skip_rejected=True)
    assert not report.registered and report.imported == () and len(report.rejected) == 2
    assert _names(db, ev) == []


def test_importing_the_same_file_again_with_skip_rejected_rejects_every_row_as_a_duplicate(db, ev) -> None:  # type: ignore[no-untyped-def]
    text = "name,club\nAnn,Red\nBen,Blue\n"
    assert import_players(db, ev, text).registered
    again = import_players(db, ev, text, skip_rejected=True)
    assert not again.registered
    assert [(r.line, r.reason) for r in again.rejected] == [
        (2, "duplicate of a registered player"),
        (3, "duplicate of a registered player"),
    ]
    assert _names(db, ev) == ["Ann", "Ben"]


def test_a_quoted_note_may_run_over_several_lines(db, ev) -> None:  # type: ignore[no-untyped-def]
    text = 'name,notes,club\nAnn,"two\nlines",Red\nBen,,Blue\n'
    report = import_players(db, ev, text)
    assert report.ok and report.imported == ("Ann", "Ben")
    # A note's quote never closed is an unclosed quote like any other: the lines after it are read.
    bad = import_players(db, ev, 'name,notes\nCid,"open\nDee,\n', skip_rejected=True)
    assert [(r.line, r.reason) for r in bad.rejected] == [(2, UNCLOSED_QUOTE)]
    assert bad.imported == ("Dee",)
