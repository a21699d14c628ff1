"""Issue 24, "Done when": a 16-player Swiss of 4 rounds and a top-4 cut (with a 3rd-place match) run
through the Tournaments page alone -- the event dialog, the Add player dialog, the Round tab's Pair and
Publish buttons, every result typed into the Results tab's result form, the cut, the bracket -- and then
every view of the event agrees on every place: the page's "Whole event" standings, the venue screen, the
command line (``event standings`` as a process), the printed final report (its text through pypdf), the
CSV export (``event export --what standings``) and the venue web's static site (``event publish``).

During the run each tab of the page is looked at in Ukrainian at 1024x700 (the page beside the 170 px
navigation of the main window): no button, check box, label, combo box, tab or column heading has its
text cut off."""

from __future__ import annotations

import csv
import html
import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pypdf
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyle,
    QStyleOptionComboBox,
    QTabWidget,
    QToolButton,
    QWidget,
)

from desktop.reports.labels import ENGLISH
from desktop.services import tournament as svc

NAMES = [
    "Ada Quill",
    "Boris Vane",
    "Chen Lark",
    "Dana Moss",
    "Emil Roth",
    "Fay Brook",
    "Gus Thorn",
    "Hanna Pike",
    "Ivo Stark",
    "Jana Cole",
    "Karl Wren",
    "Lena Frost",
    "Milo Hart",
    "Nora Vale",
    "Otto Reed",
    "Pia Sand",
]
SWISS_ROUNDS = 4
ROOT = Path(__file__).resolve().parents[3]


# -- the page as a user drives it --------------------------------------------------------------------


def _winner(m: svc.MatchView, round_number: int) -> int:
    """A fixed, uneven field: the lower registration usually wins, with upsets that depend on the pair and
    the round; in the bracket the higher registration (the lower seed) wins, so the bracket reorders the
    top 4 against the Swiss order."""
    lo, hi = min(m.a, m.b), max(m.a, m.b)
    if round_number > SWISS_ROUNDS:
        return hi
    return hi if (lo * 7 + hi * 3 + round_number) % 4 == 0 else lo


def _enter_result(qtbot, page, m: svc.MatchView, round_number: int) -> None:  # type: ignore[no-untyped-def]
    """Ctrl+R, the match code, Enter, then the Results tab's result form by keyboard, Enter."""
    tab = page.results_tab
    if QApplication.activeWindow() is not page:  # offscreen: no window manager gives it back after a dialog
        page.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is page, timeout=5000)
    qtbot.keyClick(page, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert QApplication.focusWidget() is tab.code
    qtbot.keyClicks(tab.code, m.code)
    qtbot.keyClick(tab.code, Qt.Key.Key_Return)
    assert tab.match is not None and tab.match.code == m.code, tab.message.text()
    form = tab.game_forms[0]
    winner = form.widgets["winner"]
    assert QApplication.focusWidget() is winner
    a_wins = _winner(m, round_number) == m.a
    qtbot.keyClicks(winner, "A" if a_wins else "B")
    qtbot.keyClick(winner, Qt.Key.Key_Tab)
    ended = form.widgets["ended"]
    assert QApplication.focusWidget() is ended
    qtbot.keyClicks(ended, "a troop")
    qtbot.keyClick(ended, Qt.Key.Key_Tab)
    # medals (the secondary score) vary by pair, so that the tiebreakers differ
    win_medals, lose_medals = 2 + (m.a + m.b) % 3, (m.a * m.b) % 2
    values = (win_medals, lose_medals) if a_wins else (lose_medals, win_medals)
    for key, value in zip(("medals_a", "medals_b"), values, strict=True):
        spin = form.widgets[key]
        assert QApplication.focusWidget() is spin
        spin.selectAll()
        qtbot.keyClicks(spin, str(value))
        qtbot.keyClick(spin, Qt.Key.Key_Tab)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert tab.match is None, tab.message.text()
    assert QApplication.focusWidget() is tab.code


def _pair_and_publish(qtbot, page, idle) -> svc.RoundView:  # type: ignore[no-untyped-def]
    tab = page.round_tab
    page.tabs.setCurrentWidget(tab)
    with qtbot.waitSignal(page.event_loaded, timeout=60000):
        qtbot.mouseClick(tab.pair_button, Qt.MouseButton.LeftButton)
    idle()
    assert tab.round is not None and tab.round.status == "draft"
    with qtbot.waitSignal(page.event_loaded, timeout=60000):
        qtbot.mouseClick(tab.publish_button, Qt.MouseButton.LeftButton)
    idle()
    assert page.snapshot.current.status == "published"
    return page.snapshot.current


def _play_round(qtbot, page, idle, look=None) -> svc.RoundView:  # type: ignore[no-untyped-def]
    """Pair, publish, type every result; ``look()`` is called once the round is published, with its first
    match open in the result form."""
    rnd = _pair_and_publish(qtbot, page, idle)
    page.tabs.setCurrentWidget(page.results_tab)
    if look is not None:
        tab = page.results_tab
        tab.code.setText(rnd.matches[0].code)
        qtbot.keyClick(tab.code, Qt.Key.Key_Return)
        assert tab.match is not None
        look()
        tab.close_match()
        assert tab.match is None
    for m in rnd.matches:
        if m.kind == "played" and m.b is not None:
            _enter_result(qtbot, page, m, rnd.number)
    idle()
    assert page.results_tab.missing_model.rowCount() == 0
    return rnd


# -- clipped text in Ukrainian at 1024x700 -------------------------------------------------------------


def _cut_off(root: QWidget) -> list[str]:
    """The visible buttons, check boxes, one-line labels, tabs and column headings under ``root`` whose
    text does not fit the room they were given."""
    found: list[str] = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisibleTo(root) or not w.isVisible() or w.width() <= 0:
            continue
        if isinstance(w, QPushButton | QToolButton | QCheckBox) and w.text():
            if w.width() < w.sizeHint().width():
                found.append(f"{type(w).__name__} {w.text()!r}: {w.width()} < {w.sizeHint().width()}")
        elif isinstance(w, QLabel) and w.text() and not w.wordWrap() and w.pixmap().isNull():
            if w.textFormat() == Qt.TextFormat.PlainText or "<" not in w.text():  # rich text: its own layout
                full = getattr(w, "full_text", None)
                if callable(full):  # an eliding label shows the whole text in its tooltip
                    continue
                shown = w.text()
                if w.buddy() is not None:  # "&" marks the mnemonic and is not drawn
                    shown = shown.replace("&&", "\0").replace("&", "").replace("\0", "&")
                if w.contentsRect().width() < w.fontMetrics().horizontalAdvance(shown):
                    found.append(f"QLabel {w.text()!r}: {w.width()} < {w.sizeHint().width()}")
        elif isinstance(w, QComboBox) and w.currentText():
            opt = QStyleOptionComboBox()
            w.initStyleOption(opt)
            field = w.style().subControlRect(
                QStyle.ComplexControl.CC_ComboBox, opt, QStyle.SubControl.SC_ComboBoxEditField, w
            )
            if field.width() < w.fontMetrics().horizontalAdvance(w.currentText()):
                found.append(f"QComboBox {w.currentText()!r}: {field.width()}")
        elif isinstance(w, QTabWidget):
            bar = w.tabBar()
            for i in range(bar.count()):
                if bar.tabRect(i).width() < bar.tabSizeHint(i).width():
                    found.append(f"tab {bar.tabText(i)!r}")
        elif isinstance(w, QHeaderView) and w.orientation() == Qt.Orientation.Horizontal:
            model = w.model()
            if model is None:
                continue
            for col in range(w.count()):
                if w.isSectionHidden(col) or col == w.count() - 1 and w.stretchLastSection():
                    continue
                if w.sectionSize(col) < w.sectionSizeHint(col):
                    text = model.headerData(col, Qt.Orientation.Horizontal)
                    found.append(f"column {text!r}: {w.sectionSize(col)} < {w.sectionSizeHint(col)}")
    return found


def _look_in_ukrainian(qtbot, page, ctx) -> dict[str, list[str]]:  # type: ignore[no-untyped-def]
    """Every tab of the page in Ukrainian at 1024x700; back to English at 1280x800 afterwards."""
    from desktop.ui import i18n

    size = page.size()
    cut: dict[str, list[str]] = {}
    try:
        assert i18n.install("uk")
        ctx.lang = "uk"
        page.retranslate()
        page.resize(1024 - 170, 700)
        QApplication.processEvents()
        for i in range(page.tabs.count()):
            page.tabs.setCurrentIndex(i)
            qtbot.wait(20)
            QApplication.processEvents()
            problems = _cut_off(page)
            if problems:
                cut[page.tabs.tabText(i)] = problems
    finally:
        i18n.install("en")
        ctx.lang = "en"
        page.retranslate()
        page.resize(size)
        QApplication.processEvents()
    return cut


# -- every view's places ----------------------------------------------------------------------------
# A place as each view shows it: (place, name, points, W-D-L, OMW %, OOMW %, secondary score); the
# percentages with two decimals (the page, the PDF, the web and the command line print them so; the CSV
# prints the fraction).

Place = tuple[int, str, str, str, str, str, str, str]
"""rank, name, points, W-D-L, OMW%, OOMW%, secondary, and how far the player went (review 9: "Champion"...)."""


def _pct(fraction: str) -> str:
    return f"{float(fraction) * 100:.2f}"


def _truth(db, event_id: int) -> tuple[str, list[Place]]:  # type: ignore[no-untyped-def]
    ranking = svc.event_ranking(db, event_id)
    names = {r.id: r.name for r in svc.list_registrations(db, event_id)}
    places = [
        (
            ln.rank,
            names[ln.registration_id],
            str(ln.points),
            f"{ln.wins}-{ln.draws}-{ln.losses}",
            _pct(ln.tiebreaks["omw"]),
            _pct(ln.tiebreaks["oomw"]),
            ln.tiebreaks["secondary"],
            ENGLISH.reached(ln.reached),
        )
        for ln in ranking.lines
    ]
    return f"after round {ranking.after_round}", places


def _page_places(page) -> list[Place]:  # type: ignore[no-untyped-def]
    tab = page.standings_tab
    page.tabs.setCurrentWidget(tab)
    tab.fill_choosers()
    tab.stage.setCurrentIndex(tab.stage.findData(None))  # "Whole event"
    assert tab.stage.currentText() == "Whole event"
    tab.refresh()
    model = tab.proxy
    col = {c.key: i for i, c in enumerate(tab.model.columns())}

    def cell(row: int, key: str) -> str:
        return str(model.index(row, col[key]).data())

    keys = ("name", "points", "record", "omw", "oomw", "secondary", "reached")
    return [(int(cell(r, "rank")), *(cell(r, k) for k in keys)) for r in range(model.rowCount())]  # type: ignore[misc]


def _venue_places(page, qtbot) -> tuple[str, list[tuple[int, str, str]]]:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(page.venue_button, Qt.MouseButton.LeftButton)
    venue = page.venue
    assert venue is not None
    if venue.mode == "pairings":
        qtbot.mouseClick(venue.switch, Qt.MouseButton.LeftButton)  # "Show standings"
    title, text = venue.title.text(), venue.body.text()
    venue.close()
    out = []
    for row in re.findall(r"<tr>(.*?)</tr>", text, re.S):
        cells = [html.unescape(re.sub(r"<[^>]+>", "", c)).strip() for c in re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)]
        out.append((int(cells[0]), cells[1], cells[3], cells[2]))  # rank, name, points, reached
    return title, out


def _cli(db_path: Path, *args: str) -> str:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}  # as a user runs it
    done = subprocess.run(
        [sys.executable, "-m", "desktop", "--database", f"sqlite:///{db_path}", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def _cli_places(db_path: Path, event_id: int) -> tuple[str, list[Place]]:
    text = _cli(db_path, "event", "standings", str(event_id))
    out = []
    for line in text.splitlines():
        name = next((n for n in NAMES if f"  {n}  " in f"{line}  "), None)
        if name is None:
            continue
        head, tail = line.split(name, 1)
        *reached, pts, wdl, omw, oomw, sec = tail.split()
        out.append((int(head.split()[0]), name, pts, wdl, omw, oomw, sec, " ".join(reached)))  # printed as percentages
    return text.splitlines()[0], out


def _csv_places(db_path: Path, event_id: int, tmp: Path) -> list[Place]:
    path = tmp / "standings.csv"
    _cli(db_path, "event", "export", str(event_id), "--what", "standings", "--out", str(path))
    rows = list(csv.DictReader(io.StringIO(path.read_text(encoding="utf-8-sig"))))
    return [
        (
            int(r["place"]),
            r["name"],
            r["points"],
            f"{r['wins']}-{r['draws']}-{r['losses']}",
            _pct(r["omw"]),
            _pct(r["oomw"]),
            r["secondary"],
        )
        for r in rows
    ]


def _published_places(db_path: Path, event_id: int, tmp: Path) -> tuple[str, list[Place]]:
    out_dir = tmp / "site"
    _cli(db_path, "event", "publish", str(event_id), str(out_dir))
    page = (out_dir / "standings.html").read_text(encoding="utf-8")
    out = []
    for row in re.findall(r"<tr data-names[^>]*>(.*?)</tr>", page, re.S):
        cells = [html.unescape(re.sub(r"<span.*?</span>|<[^>]+>", "", c)).strip() for c in re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)]
        rank, name, reached, pts, wdl, omw, oomw, sec = cells
        out.append((int(rank), name, pts, wdl, omw, oomw, sec, reached))  # percentages, as the paper shows them
    heading = re.search(r"Standings after round \d+", page)
    return heading.group(0) if heading else "", out


def _pdf_places(page, qtbot) -> tuple[str, list[Place]]:  # type: ignore[no-untyped-def]
    """Print → Final report with cross-table, as the preview built it: its final standings (the first
    table; one text line per cell, the clubs empty)."""
    page.print_actions["final"].trigger()
    dialog = page.print_menu.dialogs[-1]
    assert dialog.wait_built(120000)
    qtbot.waitUntil(lambda: dialog.data is not None or bool(dialog.error), timeout=10000)  # (queued)
    assert dialog.data is not None, dialog.error
    text = "\n".join(p.extract_text() for p in pypdf.PdfReader(io.BytesIO(dialog.data)).pages)
    dialog.close()
    lines = [ln.strip() for ln in text.splitlines()]
    heading = next(ln for ln in lines if ln.startswith("Standings after round"))
    lines = lines[lines.index(heading) :]
    out: list[Place] = []
    for i, line in enumerate(lines):
        if line in NAMES and line not in {p[1] for p in out}:
            rank, (reached, pts, wdl, omw, oomw, sec) = lines[i - 1], lines[i + 1 : i + 7]
            out.append((int(rank), line, pts, wdl, omw, oomw, sec, reached))
        if len(out) == len(NAMES):
            break
    return heading, out


# -- the run ------------------------------------------------------------------------------------------


def test_a_sixteen_player_swiss_and_top4_cut_run_on_the_page_agrees_everywhere(  # type: ignore[no-untyped-def]
    page, qtbot, idle, ctx, db_path, tmp_path
) -> None:
    # the event dialog
    page.new_button.click()
    dialog = page.event_dialog
    qtbot.keyClicks(dialog.name, "Sixteen Open")
    dialog.game.setCurrentIndex(dialog.game.findData("toybattle"))
    dialog.stage_rows[0].rounds.setValue(SWISS_ROUNDS)
    cut = dialog.add_stage()
    cut.kind.setCurrentIndex(cut.kind.findData("single_elimination"))
    cut.cut.setValue(4)
    cut.third.setChecked(True)
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    idle()
    event_id = page.current_event_id()
    assert event_id is not None
    stages = svc.get_event(page.db, event_id).stages
    assert [s["kind"] for s in stages] == ["swiss", "single_elimination"] and stages[1]["third_place"]

    # sixteen players by the Add player dialog, all checked in
    players = page.players_tab
    for i, name in enumerate(NAMES):
        players.add_button.click()
        pd = players.player_dialog
        qtbot.keyClicks(pd.name, name)
        pd.rating.setValue(1800 - 10 * i)
        with qtbot.waitSignal(page.event_loaded, timeout=30000):
            qtbot.keyClick(pd.name, Qt.Key.Key_Return)
        idle()
    assert players.model.rowCount() == 16
    players.check_all_button.click()
    idle()

    clipped: dict[str, dict[str, list[str]]] = {}
    clipped["registered"] = _look_in_ukrainian(qtbot, page, ctx)

    # the Swiss
    for number in range(1, SWISS_ROUNDS + 1):
        look = None
        if number == 2:  # every tab, the result form open on the Results tab

            def look() -> None:
                clipped["swiss"] = _look_in_ukrainian(qtbot, page, ctx)

        rnd = _play_round(qtbot, page, idle, look)
        assert rnd.number == number and len(rnd.matches) == 8

    # the cut: semi-finals, then the final and the 3rd-place match
    swiss_top4 = [ln.registration_id for ln in svc.standings(page.db, event_id, stage=1).lines[:4]]
    semis = _play_round(qtbot, page, idle)
    assert semis.stage_kind == "single_elimination" and len(semis.matches) == 2
    assert {p for m in semis.matches for p in (m.a, m.b)} == set(swiss_top4)
    finals = _play_round(qtbot, page, idle)
    assert len(finals.matches) == 2  # the final and the 3rd-place match
    page.refresh_bracket()
    clipped["bracket"] = _look_in_ukrainian(qtbot, page, ctx)
    assert not page.round_tab.pair_button.isEnabled()  # the event is over
    assert page.clock_widget.display.text() == "Finished"  # said once: on the clock, not the heading

    # every view of the event
    after, truth = _truth(page.db, event_id)
    assert after == f"after round {SWISS_ROUNDS + 2}" and len(truth) == 16
    assert {t[1] for t in truth} == set(NAMES)
    by_id = {r.name: r.id for r in svc.list_registrations(page.db, event_id)}
    assert [by_id[t[1]] for t in truth[:4]] != swiss_top4  # the bracket reordered the top 4
    # the places of the bracket, worked out here from the results typed: the final's winner and loser,
    # then the 3rd-place match's
    semi_winners = {_winner(m, semis.number) for m in semis.matches}
    final = next(m for m in finals.matches if {m.a, m.b} <= semi_winners)
    third = next(m for m in finals.matches if m is not final)
    podium = []
    for m, number in ((final, finals.number), (third, finals.number)):
        won = _winner(m, number)
        podium += [won, m.b if won == m.a else m.a]
    assert [by_id[t[1]] for t in truth[:4]] == podium

    assert _page_places(page) == truth
    venue_title, venue = _venue_places(page, qtbot)
    assert after in venue_title and venue == [(*t[:3], t[7]) for t in truth]
    cli_title, cli = _cli_places(db_path, event_id)
    assert after in cli_title and cli == truth
    assert _csv_places(db_path, event_id, tmp_path) == [t[:7] for t in truth]  # (the export has no Reached)
    site_title, site = _published_places(db_path, event_id, tmp_path)
    assert after in site_title and site == truth
    pdf_title, pdf = _pdf_places(page, qtbot)
    assert after in pdf_title and pdf == truth

    assert clipped == {"registered": {}, "swiss": {}, "bracket": {}}
