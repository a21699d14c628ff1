"""Every script on paper (issue 25) and the tables of issues 24/27: right-to-left names in reading order and
Arabic joined, CJK and emoji drawn from fonts that have them, characters no font has reported, names of
10,000 characters shortened on every sheet, headers only at page tops, alphabetical order, long names and
clubs at a readable size, broken between words."""

from __future__ import annotations

import unicodedata

import pytest
from pdfcheck import glyphs, page_texts, pages, text
from reportlab.pdfbase import pdfmetrics

from desktop import reports
from desktop.reports import text as tx
from desktop.reports.collate import sort_key
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

EVENT = EventHeader("Кубок Києва 2026", "2026-04-12", "Kyiv", "Toy Battle", "Ліга")
EN = reports.Labels()
HEBREW = "שרה כהן"
ARABIC = "محمد علي"
CHINESE = "张伟"
EMOJI = "Kim 🎲😀"
CYRILLIC = "Іван Петренко"
LATIN = "Ben Smith"
EVERY_SCRIPT = (HEBREW, ARABIC, CHINESE, EMOJI, CYRILLIC, LATIN)


def _standings(names: tuple[str, ...], clubs: tuple[str, ...] | None = None) -> Standings:
    clubs = clubs or ("",) * len(names)
    return Standings(
        3,
        ("Opponents' match-win percentage",),
        tuple(
            StandingRow(i + 1, n, c, "9", "3-0-0", ("0.5000",), "") for i, (n, c) in enumerate(zip(names, clubs, strict=True))
        ),
        tiebreak_short=("OMW%",),
    )


def _line_of(drawn: list[tuple[str, str, float, float, float]], word: str) -> list[tuple[str, float]]:
    """The characters drawn on the baseline of the row that holds ``word``'s letters, (char, x)."""
    wanted = {unicodedata.normalize("NFKC", c) for c in word if not c.isspace()}
    rows: dict[int, list[tuple[str, float]]] = {}
    for ch, _font, _size, x, y in drawn:
        rows.setdefault(round(y), []).append((ch, x))
    best = max(rows.values(), key=lambda r: len(wanted & {unicodedata.normalize("NFKC", c) for c, _ in r}))
    return best


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_standings_in_every_script_read_in_order_with_every_glyph_drawn(paper: str) -> None:
    data = reports.standings_pdf(EVENT, _standings(EVERY_SCRIPT), EN, paper=paper)
    drawn = glyphs(data)
    assert drawn
    # Every character is drawn in a font that has it: no empty boxes, no replacement character.
    tx.register_fonts()
    tx.runs(CHINESE + EMOJI, tx.FONT)  # loads the fallbacks' character maps
    ours = {pdfmetrics.getFont(name).face.name.decode(): name for name in tx._cover}
    for ch, font, _size, _x, _y in drawn:
        assert ch != tx.REPLACEMENT
        assert font in ours, font
        assert ch in tx._cover[ours[font]], f"{ch!r} U+{ord(ch):04X} drawn in {font}, which lacks it"
    fonts = {ch: ours[font] for ch, font, *_ in drawn if ch in "张伟🎲😀"}
    # (DejaVu Sans has the emoticons block itself.)
    assert fonts == {"张": tx.CJK, "伟": tx.CJK, "🎲": tx.SYMBOLS, "😀": tx.FONT}
    assert not reports.missing_glyphs(data)
    # Right to left: read from the right, each Hebrew and Arabic word is the name as written; Arabic letters
    # are drawn in their joined forms (initial, medial, final), not the isolated ones of U+0600-U+06FF.
    for name in (HEBREW, ARABIC):
        row = _line_of(drawn, name)
        letters = {unicodedata.normalize("NFKC", c) for c in name}
        rtl = [(c, x) for c, x in row if unicodedata.normalize("NFKC", c) in letters - {" "}]
        read = "".join(unicodedata.normalize("NFKC", c) for c, _ in sorted(rtl, key=lambda cx: -cx[1]))
        assert read == name.replace(" ", "")
    # (pdfium reads the joined forms back as the letters; pypdf gives the forms the PDF says were drawn.)
    t = text(data)
    arabic = [c for c in t if "\u0600" <= unicodedata.normalize("NFKC", c) <= "\u06ff"]
    assert len(arabic) == len(ARABIC.replace(" ", "")) and all("\ufe70" <= c <= "\ufeff" for c in arabic)
    assert {unicodedata.name(c).split()[-2] for c in arabic} >= {"INITIAL", "MEDIAL", "FINAL"}
    # Left to right scripts stay as they were, in order.
    for name in (CHINESE, CYRILLIC, LATIN, "Kim"):
        assert name in t


def test_a_character_no_font_has_is_reported_not_printed_as_a_box() -> None:
    thai = "สมชาย Ben"
    data = reports.standings_pdf(EVENT, _standings((thai, "Ann")), EN)
    missing = reports.missing_glyphs(data)
    assert missing and missing[0].startswith("U+0E01") is False  # sorted by code point: ช U+0E0A first
    assert {m.split()[0] for m in missing} == {f"U+{ord(c):04X}" for c in set(thai) - {" ", "B", "e", "n"}}
    assert all("THAI" in m for m in missing)
    drawn = {ch for ch, *_ in glyphs(data)}
    assert tx.REPLACEMENT in drawn and not drawn & set("สมชาย")
    assert "Ben" in text(data)
    # A document whose every character has a glyph says nothing.
    assert reports.missing_glyphs(reports.standings_pdf(EVENT, _standings(("Ann",)), EN)) == []


HUGE = ("Щонайдовше" * 5 + " ") * 180 + "кінець"  # 9,906 characters, words of 50 letters


def _fields() -> tuple[ResultFieldSpec, ...]:
    return (ResultFieldSpec("winner", "Winner", "side"), ResultFieldSpec("note", "Note", "text", required=False))


@pytest.mark.parametrize(
    "build",
    [
        lambda: reports.pairings_pdf(EVENT, RoundPairings(1, (PairingLine(1, "c", HUGE, HUGE, HUGE, HUGE),)), EN),
        lambda: reports.wall_pdf(EVENT, RoundPairings(1, (PairingLine(1, "c", HUGE, HUGE, HUGE, HUGE),)), EN),
        lambda: reports.slips_pdf(EVENT, 1, [Slip("1-1-1-A", 1, 1, HUGE, HUGE, HUGE, HUGE)], _fields(), EN),
        lambda: reports.scoresheets_pdf(
            EVENT, [ScoreSheet(HUGE, HUGE, HUGE, (ScoreSheetRow(1, 1, HUGE, True, "win", "3"),))], EN, rounds=3
        ),
        lambda: reports.checkin_pdf(EVENT, [Registrant(1, HUGE, HUGE, 1500, "", HUGE)], EN),
        lambda: reports.registrations_pdf(EVENT, [Registrant(1, HUGE, HUGE, 1500, HUGE, HUGE)], EN),
        lambda: reports.standings_pdf(EVENT, _standings((HUGE,), (HUGE,)), EN),
        lambda: reports.final_pdf(
            EVENT,
            FinalReport(_standings((HUGE,), (HUGE,)), 1, (CrossRow(1, HUGE, "3", (CrossCell(None, None, "bye"),)),),
                        ((HUGE, HUGE),)),
            EN,
        ),
        lambda: reports.squads_pdf(
            EVENT,
            (
                SquadSheet(
                    "attacktix.squad", HUGE, HUGE, HUGE, rules=HUGE,
                    tables=(SheetTable(HUGE, ("Code", "Figure", "Points"), (("X-1", HUGE, "10"),),
                                       (40.0, None, 40.0), total=HUGE),),
                ),
            ),
            EN,
        ),
        lambda: reports.bracket_pdf(
            EVENT, Bracket(HUGE, 2, (BracketBox("W1-0", "W", 1, 0, HUGE, HUGE, "a"),), champion=HUGE), EN
        ),
    ],
    ids=["pairings", "wall", "slips", "scoresheets", "checkin", "registrations", "standings", "final", "squads",
         "bracket"],
)
def test_a_name_of_10000_characters_is_shortened_on_every_sheet(build) -> None:  # type: ignore[no-untyped-def]
    data = build()
    assert pages(data) <= 3
    t = text(data)
    assert "Щонайдовше" in t and "…" in t
    assert "кінець" not in t


def test_a_long_table_has_its_header_at_the_top_of_each_page_only() -> None:
    names = tuple(f"Player {i:03}" for i in range(150))
    data = reports.standings_pdf(EVENT, _standings(names), EN)
    texts = page_texts(data)
    assert len(texts) >= 3
    for page in texts:
        assert page.count("W-D-L") == 1
        lines = [ln for ln in page.splitlines() if ln.strip()]
        head = next(i for i, ln in enumerate(lines) if "W-D-L" in ln)
        first_row = next(i for i, ln in enumerate(lines) if "Player " in ln and "W-D-L" not in ln)
        assert head < first_row
    assert all(n in text(data) for n in names)


def test_names_sort_in_the_alphabet_of_their_language() -> None:
    names = ["Яна Бойко", "Іван Сидоренко", "Ірина Коваль", "Євген Мельник", "Ґрета Кіт", "Гліб Ткач", "Їжак",
             "Йосип", "Ben", "Ágnes", "Adam", "Мар'яна", "Марко"]
    expected = ["Adam", "Ágnes", "Ben", "Гліб Ткач", "Ґрета Кіт", "Євген Мельник", "Іван Сидоренко",
                "Ірина Коваль", "Їжак", "Йосип", "Марко", "Мар'яна", "Яна Бойко"]
    assert sorted(names, key=sort_key) == expected
    data = reports.checkin_pdf(EVENT, [Registrant(i, n) for i, n in enumerate(names, 1)], EN)
    t = text(data)
    positions = [t.index(n) for n in expected]
    assert positions == sorted(positions)


def test_long_names_and_clubs_stay_readable_and_break_between_words() -> None:
    name = "Олександра-Вікторія Костянтинопольська-Задунайська"
    club = "Товариство любителів настільних іграшкових битв міста Житомира"
    rnd = RoundPairings(1, (PairingLine(1, "1-1-1-A", name, "Ben", club, club),))
    data = reports.pairings_pdf(EVENT, rnd, EN)
    drawn = glyphs(data)
    name_sizes = {round(size, 2) for ch, _f, size, *_ in drawn if ch in "ОВКЗ"}
    club_sizes = {round(size, 2) for ch, _f, size, *_ in drawn if ch in "Тлнібмж"}
    assert name_sizes and min(name_sizes) >= 10 * 0.85 - 0.01  # never the 6.6 pt of old
    assert club_sizes and min(club_sizes) >= 8 - 0.01
    lines = [ln.strip() for ln in text(data).splitlines() if ln.strip()]
    # Every line starts and ends at a word break (or after a hyphen): whole words, nothing left out.
    pieces = {*club.split(), *name.replace("-", "- ").split()}
    for ln in lines:
        if any(w in ln for w in ("Товариство", "Житомира", "Олександра", "Задунайська")):
            assert all(w in pieces for w in ln.replace("-", "- ").split()), ln
    club_lines = [ln for ln in lines if ln in club]
    assert " ".join(club_lines[:2]) == club and len(club_lines) == 4  # two lines for each of the two clubs


def test_the_wall_list_breaks_long_names_between_words() -> None:
    name = "Олександра-Вікторія Костянтинопольська-Задунайська фон Гогенцоллерн"
    rnd = RoundPairings(1, (PairingLine(1, "1-1-1-A", name, "Ben"),))
    data = reports.wall_pdf(EVENT, rnd, EN)
    pieces = set(name.replace("-", "- ").split())
    lines = [ln.strip() for ln in text(data).splitlines() if any(w in ln for w in ("Олександра", "Гогенцоллерн"))]
    assert lines
    for ln in lines:
        got = ln.replace("-", "- ").split()
        if got and got[0] == "v":
            got = got[1:]
        assert all(w in pieces or w.rstrip("…") and w.endswith("…") for w in got), ln
    # The name in its 14 pt bold (shrunk at most to 85%), not the grey 9 pt line naming the opponent.
    sizes = {round(s, 2) for ch, f, s, *_ in glyphs(data) if ch in "ОКЗГ" and f == "DejaVuSans-Bold" and s < 13}
    assert sizes and min(sizes) >= 14 * 0.85 - 0.01


def test_one_word_headings_are_printed_whole() -> None:
    uk = reports.Labels({"result": "Результат", "opponent_signature": "Підпис суперника", "checked_in": "Прибув"})
    sheet = ScoreSheet("Ann", rows=(ScoreSheetRow(1, 1, "Ben", True, "перемога", "3"),))
    t = text(reports.scoresheets_pdf(EVENT, [sheet], uk, rounds=3))
    assert "Результат" in t and "…" not in t
    t = text(reports.pairings_pdf(EVENT, RoundPairings(1, (PairingLine(1, "c", "Ann", "Ben"),)), uk))
    assert "Результат" in t and "…" not in t
