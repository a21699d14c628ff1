"""Each player's personal code for the venue web is printed on their own score sheet once codes are
issued (issue 26), and only there: no sheet carries another player's code; none before codes exist."""

from __future__ import annotations

import io


def _pages(data: bytes) -> list[str]:
    from pypdf import PdfReader

    return ["".join((p.extract_text() or "").split()) for p in PdfReader(io.BytesIO(data)).pages]


def test_each_score_sheet_carries_its_own_players_code_and_no_other(db, event) -> None:  # type: ignore[no-untyped-def]
    from desktop.reports.labels import ENGLISH
    from desktop.services import sheets, venue

    codes = {c.name: c.code for c in venue.player_codes(db, event["id"])}
    assert len(codes) == len(event["names"])
    pages = _pages(sheets.event_sheet(db, event["id"], "scoresheets", ENGLISH))
    assert len(pages) == len(codes)
    from desktop.reports.collate import sort_key

    owners = sorted(codes, key=sort_key)  # one sheet per player, in alphabetical order
    for owner, page in zip(owners, pages, strict=True):
        heading = page.index("Yourcodeforthevenueweb:")
        assert "".join(owner.split()) in page[:heading]  # the sheet's own player (title above the code)
        assert "Yourcodeforthevenueweb:" + codes[owner] in page
        assert [n for n, c in codes.items() if c in page] == [owner]  # nobody else's code

def test_score_sheets_print_no_code_before_codes_are_issued(db) -> None:  # type: ignore[no-untyped-def]
    from desktop.reports.labels import ENGLISH
    from desktop.services import sheets
    from desktop.services import tournament as svc

    ev = svc.create_event(db, svc.EventSpec(name="No Codes Cup", game="toybattle")).summary.id
    for i in range(4):
        svc.register_player(db, ev, f"Player {i}", rating=1500 - i)
    svc.publish_round(db, svc.pair_next_round(db, ev).id)
    pages = _pages(sheets.event_sheet(db, ev, "scoresheets", ENGLISH))
    assert len(pages) == 4 and not any("venueweb" in p for p in pages)
