"""The pure documents (desktop.reports): plain data in, PDF bytes out; read back with pypdf, pypdfium2 and
zxing-cpp. Names in Latin and Cyrillic, rounds, tables, results, page counts, QR codes, paper sizes."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pdfcheck import flat, page_size, page_texts, pages, qr_codes, text
from reportlab.lib.pagesizes import A4, LETTER

from desktop import reports
from desktop.games import registry
from desktop.reports import Labels
from desktop.reports.base import BOLD, FONT, cell, register_fonts, style, text_width
from desktop.reports.data import (
    Bracket,
    BracketBox,
    CrossCell,
    CrossRow,
    EventHeader,
    FinalReport,
    PairingLine,
    Registrant,
    ResultFieldSpec,
    RoundPairings,
    ScoreSheet,
    ScoreSheetRow,
    SheetTable,
    Slip,
    SquadSheet,
    StandingRow,
    Standings,
)
from desktop.reports.text import wrap

EVENT = EventHeader("Кубок Києва 2026", "2026-04-12", "Kyiv, клуб «Фортеця»", "Toy Battle", "Ліга")
EN = Labels()
NAMES = ["Марія Бондаренко", "Kira O'Brien", "Оксана Коваленко", "Uma Kovač", "Ґрета Їжакевич", "Ben Smith"]


def _fields(game: str = "toybattle") -> tuple[ResultFieldSpec, ...]:
    return tuple(
        ResultFieldSpec(f.key, f.label, f.kind, f.choices, f.required)
        for f in registry.get(game).result_fields
    )


def _slips(n: int) -> list[Slip]:
    return [
        Slip(
            f"7-3-{i}-{'ABCDEFGHJK'[i % 10]}",
            3,
            i,
            NAMES[i % 6],
            NAMES[(i + 1) % 6],
            "100 pts: MV-09 Wolverine ×2",
        )
        for i in range(1, n + 1)
    ]


def _round() -> RoundPairings:
    return RoundPairings(
        2,
        (
            PairingLine(1, "7-2-1-X", NAMES[0], NAMES[1], "Фортеця", "", result="3-0"),
            PairingLine(2, "7-2-2-Y", NAMES[2], NAMES[3]),
            PairingLine(None, "7-2-BYE-Z", NAMES[4], "", kind="bye", result="3"),
        ),
    )


@pytest.mark.parametrize(("per_page", "expected"), [(1, 9), (2, 5), (4, 3)])
def test_slips_per_page(per_page: int, expected: int) -> None:
    data = reports.slips_pdf(EVENT, 3, _slips(9), _fields(), EN, per_page=per_page)
    assert pages(data) == expected
    texts = page_texts(data)
    assert f"Page 1 of {expected}" in texts[0]
    everything = text(data)
    for s in _slips(9):
        assert s.code in everything
        assert f"Table {s.table}" in everything
    for name in NAMES:
        assert name in everything
    for f in registry.get("toybattle").result_fields:  # the registry's fields, not a hand-written list
        assert flat(f.label) in flat(everything), f.label
    assert "Time called" in everything and "Signature of Марія Бондаренко" in everything
    assert "Кубок Києва 2026" in everything


@pytest.mark.parametrize("per_page", [1, 2, 4])
def test_slip_qr_codes_encode_exactly_the_printed_codes(per_page: int) -> None:
    slips = _slips(per_page)
    data = reports.slips_pdf(EVENT, 3, slips, _fields("attacktix"), EN, per_page=per_page)
    assert qr_codes(data, 0) == sorted(s.code for s in slips)


def test_slip_with_best_of_three_has_a_column_per_game() -> None:
    data = reports.slips_pdf(EVENT, 1, _slips(1), _fields("helix"), EN, per_page=1, games=3)
    t = text(data)
    assert "Game 1" in t and "Game 2" in t and "Game 3" in t
    assert "Pieces left (player A)" in t


def test_slips_refuse_other_counts_per_page() -> None:
    with pytest.raises(ValueError):
        reports.slips_pdf(EVENT, 1, _slips(1), _fields(), EN, per_page=3)


def test_ukrainian_labels_reach_the_slip() -> None:
    uk = Labels(
        {
            "round_n": "Тур {n}",
            "table_n": "Стіл {n}",
            "time_called": "Час вийшов",
            "page": "Сторінка {page} з {pages}",
        }
    )
    data = reports.slips_pdf(EVENT, 3, _slips(2), _fields(), uk, per_page=2)
    t = text(data)
    assert "Тур 3" in t and "Стіл 1" in t and "Час вийшов" in t and "Сторінка 1 з 1" in t
    assert "Round 3" not in t


def test_labels_reject_unknown_keys_and_survive_broken_placeholders() -> None:
    with pytest.raises(KeyError):
        Labels({"no_such_caption": "x"})
    broken = Labels({"round_n": "Тур {номер}"})
    assert broken.fmt("round_n", n=4) == "Round 4"


def test_pairings_by_table_and_wall_list() -> None:
    data = reports.pairings_pdf(EVENT, _round(), EN)
    t = text(data)
    assert "Pairings, round 2" in t and "7-2-1-X" in t and "3-0" in t and "bye" in t
    for name in NAMES[:5]:
        assert name in t
    wall = reports.wall_pdf(EVENT, _round(), EN)
    lines = [ln for ln in text(wall).splitlines() if ln.strip()]
    order = ["Kira O'Brien", "Uma Kovač", "Ґрета Їжакевич", "Марія Бондаренко", "Оксана Коваленко"]
    positions = [next(i for i, ln in enumerate(lines) if ln.startswith(n)) for n in order]
    assert positions == sorted(positions)  # alphabetical by player
    assert "v Kira O'Brien" in text(wall)


def test_wall_list_has_two_columns() -> None:
    many = RoundPairings(
        1, tuple(PairingLine(i, f"c{i}", f"Гравець {i:03}", f"Player {i:03}") for i in range(1, 41))
    )
    data = reports.wall_pdf(EVENT, many, EN)
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(data)
    tp = doc[0].get_textpage()
    xs = set()
    for i in range(tp.count_chars()):
        box = tp.get_charbox(i)
        xs.add(round(box[0] / 100))
    doc.close()
    width = A4[0]
    assert any(x * 100 < width / 2 for x in xs) and any(x * 100 > width / 2 for x in xs)


def test_score_sheets_one_page_per_player() -> None:
    sheets = [
        ScoreSheet(NAMES[0], "Фортеця", "", (ScoreSheetRow(1, 4, NAMES[1], True, "win", "3"),), "3"),
        ScoreSheet(NAMES[1], "", "", (ScoreSheetRow(1, 4, NAMES[0], False, "loss", "0"),), "0"),
    ]
    data = reports.scoresheets_pdf(EVENT, sheets, EN, rounds=5)
    assert pages(data) == 2
    first = page_texts(data)[0]
    assert NAMES[0] in first and NAMES[1] in first and "win" in first
    assert "Opponent's signature" in first or "signature" in first


def test_checkin_and_registration_lists() -> None:
    regs = [
        Registrant(i + 1, n, "Клуб" if i % 2 else "", 1500 + i, "registered", i == 0)
        for i, n in enumerate(NAMES)
    ]
    checkin = text(reports.checkin_pdf(EVENT, regs, EN))
    assert "Check-in list" in checkin and "Players: 6" in checkin and "☑" in checkin and "☐" in checkin
    assert all(n in checkin for n in NAMES)
    reg = text(reports.registrations_pdf(EVENT, regs, EN))
    assert "Registration list" in reg and "1505" in reg and all(n in reg for n in NAMES)


def _standings(n: int, tiebreaks: int = 3) -> Standings:
    return Standings(
        after_round=7,
        tiebreak_names=("Opponents' match-win percentage", "Buchholz", "Secondary score")[:tiebreaks],
        tiebreak_short=("OMW%", "Buch.", "Sec.")[:tiebreaks],
        rows=tuple(
            StandingRow(
                i + 1,
                f"{NAMES[i % 6]} {i}",
                "",
                str(3 * (n - i)),
                "2-0-1",
                ("0.5000", "12", "44")[:tiebreaks],
            )
            for i in range(n)
        ),
    )


def test_standings_with_tiebreak_columns() -> None:
    t = text(reports.standings_pdf(EVENT, _standings(30), EN))
    assert "Standings after round 7" in t
    assert "OMW%" in t and "Buch." in t and "0.5000" in t
    assert "Opponents' match-win percentage" in t  # the legend names each tiebreaker


def test_final_report_with_cross_table() -> None:
    n = 12
    cross = tuple(
        CrossRow(
            i + 1,
            f"{NAMES[i % 6]} {i}",
            str(3 * (n - i)),
            (CrossCell(((i + 1) % n) + 1, i % 2 == 0, "win"), CrossCell(None, None, "bye")),
        )
        for i in range(n)
    )
    report = FinalReport(_standings(n), 2, cross, (("Players", str(n)),))
    data = reports.final_pdf(EVENT, report, EN)
    t = text(data)
    assert "Final report" in t and "Cross-table" in t
    assert "+2*" in t and "+bye" in t
    assert reports.cross_text(CrossCell(5, False, "loss"), EN) == "-5"
    assert reports.cross_text(CrossCell(5, True, "draw"), EN) == "=5*"
    assert reports.cross_text(CrossCell(), EN) == ""


def test_final_report_of_1024_players_opens() -> None:
    n, rounds = 1024, 7
    cross = tuple(
        CrossRow(
            i + 1,
            f"Гравець Номер {i}",
            str(n - i),
            tuple(CrossCell((i + r + 1) % n + 1, r % 2 == 0, "win") for r in range(rounds)),
        )
        for i in range(n)
    )
    data = reports.final_pdf(EVENT, FinalReport(_standings(n), rounds, cross), EN)
    count = pages(data)
    assert count > 30
    assert "Гравець Номер 1023" in page_texts(data)[-1]


def test_squad_sheets_attacktix_with_backups_and_helix_with_both_sides() -> None:
    # the tables as the games' squad kinds lay them out (desktop.services.sheets builds them so)
    figures = (L_AX := ("Code", "Name", "Class", "Count", "Each", "Total"))
    ax = SquadSheet(
        "attacktix.squad",
        "Mutants",
        player=NAMES[0],
        tables=(
            SheetTable("Figures", figures, (("MV-09", "Wolverine", "W", "2", "30", "60"),
                                            ("MV-10", "Spider-Man", "L", "1", "40", "40")),
                       (56, None, 40, 40, 64, 50), (3, 4, 5), (2,), total="Squad points: 100"),
            SheetTable("Backups", L_AX, (("MV-11", "Storm", "S", "1", "20", "20"),),
                       (56, None, 40, 40, 64, 50), (3, 4, 5), (2,), total="Backup points: 20"),
        ),
        legal=True,
    )
    hx = SquadSheet(
        "helix.helix",
        "Вогняна спіраль",
        player=NAMES[2],
        tables=(
            SheetTable(
                "",
                ("Slot", "Glyph", "Species", "Gold", "Black side", "White side"),
                (("1", "Flame Drake", "Dragon", "☑", "7  sword star", "3  bomb"), ("2", "—", "", "", "0", "0")),
                (34, None, 90, 36, 120, 120),
                align_center=(0, 3),
                total="Gold glyphs: 1",
            ),
        ),
        legal=False,
        problems=("too many gold glyphs",),
    )
    data = reports.squads_pdf(EVENT, [ax, hx], EN)
    assert pages(data) == 2
    first, second = (" ".join(t.split()) for t in page_texts(data))
    assert "Wolverine" in first and "Storm" in first and "Backups" in first
    assert "Squad points: 100" in first and "Backup points: 20" in first and "60" in first
    assert "Flame Drake" in second and "7 sword star" in second and "3 bomb" in second
    assert "Black side" in second and "White side" in second and "too many gold glyphs" in second


def test_no_squads_says_so() -> None:
    assert "This event has no squads to print." in text(reports.squads_pdf(EVENT, [], EN))


def test_bracket_is_drawn_with_every_round() -> None:
    boxes = (
        BracketBox("W1-0", "W", 1, 0, NAMES[0], NAMES[1], "a", table=1, code="9-1-1-A"),
        BracketBox("W1-1", "W", 1, 1, NAMES[2], NAMES[3], "b", table=2),
        BracketBox("W2-0", "W", 2, 0, NAMES[0], NAMES[3], ""),
    )
    data = reports.bracket_pdf(EVENT, Bracket("Top 8", 8, boxes), EN)
    t = text(data)
    assert "Round 1" in t and "Round 2" in t and "Round 3" in t
    assert all(n in t for n in NAMES[:4])
    w, h = page_size(data)
    assert w > h  # landscape


def test_double_elimination_bracket_has_losers_pages_and_finals() -> None:
    data = reports.bracket_pdf(
        EVENT, Bracket("Double", 8, (BracketBox("GF", "GF", 0, 0, NAMES[0], NAMES[1]),), double=True), EN
    )
    t = text(data)
    assert "Winners bracket" in t and "Losers bracket" in t and "Grand final" in t
    assert pages(data) == 2


def test_big_bracket_is_split_across_pages() -> None:
    data = reports.bracket_pdf(EVENT, Bracket("Big", 128, ()), EN)
    assert pages(data) == 128 // 32 + 1  # four pages of 16 first-round matches, then the rest


@pytest.mark.parametrize(("paper", "size"), [("a4", A4), ("letter", LETTER)])
def test_paper_sizes(paper: str, size: tuple[float, float]) -> None:
    data = reports.standings_pdf(EVENT, _standings(3), EN, paper=paper)
    w, h = page_size(data)
    assert (round(w), round(h)) == (round(size[0]), round(size[1]))
    slips = reports.slips_pdf(EVENT, 1, _slips(1), _fields(), EN, per_page=1, paper=paper)
    assert tuple(round(v) for v in page_size(slips)) == (round(size[0]), round(size[1]))


def test_unknown_paper_is_refused() -> None:
    with pytest.raises(ValueError):
        reports.standings_pdf(EVENT, _standings(3), EN, paper="a3")


def test_long_names_wrap_instead_of_overflowing() -> None:
    long = "Олександра-Вікторія Костянтинопольська-Задунайська " * 3
    st = style(9)
    assert isinstance(cell(long, 120, st), str) is False  # a paragraph: it wraps
    assert cell("Ben", 120, st) == "Ben"
    for line in wrap(long, BOLD, 11, 150, 3):
        assert text_width(line, BOLD, 11) <= 150
    data = reports.pairings_pdf(EVENT, RoundPairings(1, (PairingLine(1, "c", long.strip(), "Ben"),)), EN)
    assert "Костянтинопольська" in text(data)
    word = cell("зареєстрований", 80, st)  # one word wider than its cell: smaller type, never cut
    assert not isinstance(word, str)
    word.wrap(80 - 6, 100)
    assert word.lines == ["зареєстрований"] and text_width("зареєстрований", FONT, word.used) <= 80 - 6
    one = "Щонайдовшеімяякенеможнарозірвати" * 4  # a single long word is shortened, never drawn past the cell
    lines = wrap(one, BOLD, 11, 120, 3)
    assert len(lines) == 1 and lines[0].endswith("…") and text_width(lines[0], BOLD, 11) <= 120


def test_cancel_stops_a_build() -> None:
    seen: list[int] = []

    def tick(page: int) -> None:
        seen.append(page)
        if page == 3:
            raise reports.Cancelled()

    with pytest.raises(reports.Cancelled):
        reports.slips_pdf(EVENT, 1, _slips(20), _fields(), EN, per_page=1, tick=tick)
    assert seen == [1, 2, 3]


@settings(max_examples=80, derandomize=True)
@given(
    st.text(alphabet="abcdefghijklmnopqrstuvwxyzАБВГҐДЕЄЖЗИІЇЙабвгґдеєжзиіїй -'", min_size=1, max_size=120),
    st.floats(min_value=30, max_value=300),
)
def test_wrapped_lines_never_leave_their_width(name: str, width: float) -> None:
    register_fonts()
    lines = wrap(name, BOLD, 10, width, 50)
    assert all(text_width(line, BOLD, 10) <= width for line in lines)
    words = name.split()
    # Lines break only between words: every word wide enough to fit is kept whole, in order; only a word
    # wider than a whole line is shortened (with "…"), never split across lines.
    printed = " ".join(lines)
    if "…" not in printed:  # nothing shortened: every character kept, in order
        assert "".join(printed.split()) == "".join(words)
    for piece in printed.split():  # lines break between words or after a hyphen, never inside a word
        assert piece.rstrip("…") in name


def test_hostile_names_print_as_written() -> None:
    odd = '<b>Bobby</b> & "Tables"; DROP — ' + "Ж" * 300
    rnd = RoundPairings(
        1, (PairingLine(1, "1-1-1-A", odd, "Ben"), PairingLine(None, "x", "Ann", "", kind="bye"))
    )
    for data in (
        reports.pairings_pdf(EVENT, rnd, EN),
        reports.wall_pdf(EVENT, rnd, EN),
        reports.slips_pdf(EVENT, 1, [Slip("1-1-1-A", 1, 1, odd, "Ben", odd)], _fields(), EN, per_page=4),
        reports.standings_pdf(EVENT, Standings(1, (), (StandingRow(1, odd),)), EN),
        reports.checkin_pdf(EVENT, [Registrant(1, odd, odd)], EN),
    ):
        t = flat(text(data))
        assert flat("<b>Bobby</b> &") in t
