"""Issue 26: each player's personal code for the venue web is printed on their own tear-off stub below
the result slip's dashed cut line, never on the slip itself (a slip carries both players: the opponent
would see the code). Once codes are issued; a player with the bye gets a slip with their stub; the
stubs' text stays below the cut line and the slip's (text, grid, QR) above it, on A4 and Letter, 1, 2
or 4 slips a page, with long names, squads, a best-of-three grid and Ukrainian captions."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from pdfcheck import flat, glyphs, page_size, pages

from desktop import reports
from desktop.games import registry
from desktop.reports import Labels
from desktop.reports.data import EventHeader, ResultFieldSpec, Slip
from desktop.services import sheets, venue
from desktop.services import tournament as svc

EN = Labels()
URL = "http://192.168.100.123:8765/"
LONG_UK = "Олександра-Вікторія Костянтинівна Довгоногенко-Шевчук"
LONG_EN = "Bartholomew Maximilian Featherstonehaugh-Worthington III"


@dataclass(frozen=True)
class Cut:
    """A stub cut line: the dashed line across one slip's slot (x from left to right, at height y), and
    the slot's vertical extent (bottom, top)."""

    left: float
    right: float
    y: float
    bottom: float
    top: float


def _dashed_lines(data: bytes, page: int) -> list[tuple[float, float, float, float]]:
    """The bounds (left, bottom, right, top) of the dashed paths drawn on the page itself."""
    import pypdfium2 as pdfium
    import pypdfium2.raw as raw

    doc = pdfium.PdfDocument(data)
    try:
        out = []
        for obj in doc[page].get_objects(max_depth=1):
            if obj.type == raw.FPDF_PAGEOBJ_PATH and raw.FPDFPageObj_GetDashCount(obj.raw) > 0:
                out.append(tuple(obj.get_bounds()))
        return out
    finally:
        doc.close()


def _paths(data: bytes, page: int) -> list[tuple[int, tuple[float, float, float, float]]]:
    """Every path of the page (level 0) and of the forms it places (level 1: the slips' grids and
    lines), as (level, bounds)."""
    import pypdfium2 as pdfium
    import pypdfium2.raw as raw

    doc = pdfium.PdfDocument(data)
    try:
        return [
            (obj.level, tuple(obj.get_bounds()))
            for obj in doc[page].get_objects(max_depth=3)
            if obj.type == raw.FPDF_PAGEOBJ_PATH and raw.FPDFPageObj_GetDashCount(obj.raw) == 0
        ]
    finally:
        doc.close()


def _cuts(data: bytes, page: int, per_page: int) -> list[Cut]:
    """The stub cut lines of a page: horizontal dashed lines other than the page's own cut marks
    between slots (which lie on the middle of the sheet)."""
    _w, ph = page_size(data, page)
    out = []
    for left, bottom, right, top in _dashed_lines(data, page):
        y = (bottom + top) / 2
        if top - bottom > 3 or right - left < 100 or (per_page > 1 and abs(y - ph / 2) < 1):
            continue
        lo, hi = (0.0, ph) if per_page == 1 else ((0.0, ph / 2) if y < ph / 2 else (ph / 2, ph))
        out.append(Cut(max(left, 0.0), right, y, lo, hi))
    return sorted(out, key=lambda c: (-c.y, c.left))


def _in(cut: Cut, x: float, y: float) -> bool:
    return cut.left - 1 <= x <= cut.right + 1 and cut.bottom <= y <= cut.top


def _regions(data: bytes, page: int, cut: Cut) -> tuple[str, str, str]:
    """The text of a slot above its cut line, and of its left and right stubs below it (no spaces)."""
    above, left, right = [], [], []
    middle = (cut.left + cut.right) / 2
    for ch, _font, _size, x, y in glyphs(data, page):
        if not _in(cut, x, y):
            continue
        if y > cut.y:
            above.append(ch)
        elif x < middle:
            left.append(ch)
        else:
            right.append(ch)
    # pdfium reads a hyphen that ends a line (a name wrapped after it) as \x02
    return tuple("".join(part).replace("\x02", "-") for part in (above, left, right))  # type: ignore[return-value]


def _event(db, n: int) -> int:  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name="Stub Open", game="toybattle", venue="Hall")).summary.id
    names = [LONG_UK, "Kira O'Brien", "Ґрета Їжакевич", "Uma Kovač", LONG_EN, "Ben"]
    for i in range(n):
        svc.register_player(db, ev, names[i], rating=2000 - i)
    svc.publish_round(db, svc.pair_next_round(db, ev).id)
    return ev


def test_each_stub_carries_its_own_players_code_and_the_slip_none(db) -> None:  # type: ignore[no-untyped-def]
    ev = _event(db, 6)
    codes = {c.name: c.code for c in venue.issue_codes(db, ev)}
    data = sheets.event_sheet(db, ev, "slips", EN, options=sheets.Options(per_page=1, web_url=URL))
    assert pages(data) == 3  # one slip a table: no bye among six players
    seen = []
    for page in range(3):
        (cut,) = _cuts(data, page, 1)
        above, left, right = _regions(data, page, cut)
        assert not any(code in above for code in codes.values())  # the slip both players see: no code
        for stub in (left, right):
            owners = [name for name in codes if flat(name) in stub]
            assert len(owners) == 1, stub
            (owner,) = owners
            assert flat(owner) in above  # a player of this slip
            assert [n for n, c in codes.items() if c in stub] == [owner]  # their own code, nobody else's
            assert flat(f"Check in and report results from your phone at {URL}") in stub
            seen.append(owner)
        assert "cuthere" in flat(above + left + right)
    assert sorted(seen) == sorted(codes)


def test_a_player_with_the_bye_gets_a_slip_with_their_own_stub(db) -> None:  # type: ignore[no-untyped-def]
    ev = _event(db, 5)
    codes = {c.name: c.code for c in venue.issue_codes(db, ev)}
    bye = next(m for m in svc.load_event(db, ev).rounds[0].matches if m.kind == "bye")
    data = sheets.event_sheet(db, ev, "slips", EN, options=sheets.Options(per_page=1))
    assert pages(data) == 3  # two tables, then the bye
    (cut,) = _cuts(data, 2, 1)
    above, left, right = _regions(data, 2, cut)
    assert "Byethisround" in above and flat(bye.a_name) in above
    assert flat(bye.a_name) in left and codes[bye.a_name] in left
    assert flat(bye.a_name) not in right and not any(code in right for code in codes.values())  # one stub
    assert not any(code in above for code in codes.values())
    # the address is not known here (no venue web running, no --web-url): the stub says where to ask
    assert flat(EN["stub_where_desk"]) in left
    everything = "".join(_regions(data, p, _cuts(data, p, 1)[0])[1] + _regions(data, p, _cuts(data, p, 1)[0])[2]
                         for p in range(3))
    for name, code in codes.items():
        assert everything.count(code) == 1, name  # every player's code once, on their own stub


def test_slips_have_no_stubs_and_no_bye_slip_before_codes_are_issued(db) -> None:  # type: ignore[no-untyped-def]
    ev = _event(db, 5)
    data = sheets.event_sheet(db, ev, "slips", EN, options=sheets.Options(per_page=1))
    assert pages(data) == 2
    assert _cuts(data, 0, 1) == [] and "cuthere" not in flat("".join(g[0] for g in glyphs(data, 0)))


def _fields(game: str) -> tuple[ResultFieldSpec, ...]:
    return tuple(
        ResultFieldSpec(f.key, f.label, f.kind, f.choices, f.required) for f in registry.get(game).result_fields
    )


def _crowded_slips(n: int) -> list[Slip]:
    """Slips with everything at its longest: long names on two lines, long squads, a long event."""
    names = [LONG_UK, LONG_EN, "Ґрета Їжакевич", "Uma Kovač"]
    squad = "100 pts: MV-09 Wolverine ×2, Doctor Octopus, Green Goblin, Venom, Carnage, Sandman ×3"
    return [
        Slip(
            f"7-3-{i}-K",
            3,
            i,
            names[i % 4],
            names[(i + 1) % 4],
            squad,
            squad,
            "Фортеця",
            "Kyiv Club of Very Long Names",
            a_code=f"AAAAA{i:05d}",
            b_code=f"BBBBB{i:05d}",
        )
        for i in range(1, n + 1)
    ] + [Slip("7-3-BYE-Z", 3, None, LONG_UK, "", a_code="CCCCC00000", bye=True)]


def _check_no_overlap(data: bytes, per_page: int) -> None:
    for page in range(pages(data)):
        cuts = _cuts(data, page, per_page)
        assert cuts, page
        chars = glyphs(data, page)
        paths = _paths(data, page)
        for cut in cuts:
            # every character lies wholly on one side of the line, with its ascent and descent
            for ch, _font, size, x, y in chars:
                if _in(cut, x, y):
                    assert y - 0.3 * size > cut.y or y + 0.95 * size < cut.y, (page, ch, y, cut.y)
            # the slip's lines and boxes (its form) and its QR code stay above the line
            for level, (left, bottom, right, top) in paths:
                if cut.left - 1 <= left and right <= cut.right + 1 and cut.bottom <= bottom <= cut.top:
                    if level == 1 or top - bottom > 30:  # the form's paths; the QR code
                        assert bottom > cut.y + 2, (page, level, bottom, cut.y)
            # and the slip's lowest text (the signature captions) is above it, the stubs' text below
            sides = [(y, ch) for ch, _f, _s, x, y in chars if _in(cut, x, y)]
            assert any(y > cut.y for y, _c in sides) and any(y < cut.y for y, _c in sides)


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("per_page", [1, 2, 4])
def test_stub_lines_never_overlap_the_slip(paper: str, per_page: int) -> None:
    event = EventHeader("Кубок Києва з настільних іграшкових битв — весна 2026", "2026-04-12", "Kyiv, клуб «Фортеця»")
    data = reports.slips_pdf(
        event, 3, _crowded_slips(3), _fields("helix"), EN, per_page=per_page, games=3, paper=paper, web_url=URL
    )
    _check_no_overlap(data, per_page)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_ukrainian_stubs_print_every_caption_and_long_name_whole(qtbot, paper: str) -> None:  # type: ignore[no-untyped-def]
    from desktop.cli.sheets import labels_for

    uk, _terms = labels_for("uk")
    assert uk["stub_code"] != EN["stub_code"]  # the .qm has the stubs' captions
    event = EventHeader("Кубок Києва з настільних іграшкових битв — весна 2026")
    slips = _crowded_slips(3)
    data = reports.slips_pdf(event, 3, slips, _fields("toybattle"), uk, per_page=4, paper=paper, web_url=URL)
    _check_no_overlap(data, 4)
    cuts = _cuts(data, 0, 4)
    assert len(cuts) == 4
    for slip, cut in zip(slips, cuts, strict=True):
        _above, left, right = _regions(data, 0, cut)
        stubs = [(slip.a_name, slip.a_code, left)] + ([] if slip.bye else [(slip.b_name, slip.b_code, right)])
        for name, code, stub in stubs:
            assert flat(name) in stub and code in stub  # whole: neither shrunk away nor cut with "…"
            assert flat(uk["stub_code"]) in stub and flat(uk.fmt("stub_where", url=URL)) in stub
            assert "…" not in stub
