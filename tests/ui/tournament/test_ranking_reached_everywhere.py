"""Review 9, item 13: after a cut the event's ranking says how each place was decided (Champion, Final,
Semi-final..., then Swiss), and the desk's Standings tab, the printed standings and the venue web say it
alike, in English and in Ukrainian; players who went out in the same round are placed by the Swiss
standing (the spec: "otherwise places 3+ ranked by the previous stage's standing"), and the sheets say so."""

from __future__ import annotations

import html
import io
import re

import pytest
from PySide6.QtCore import Qt

from desktop.services import tournament as svc


def tb(winner: str) -> dict[str, object]:
    return {
        "winner": winner,
        "ended": "medals",
        "medals_a": 3 if winner == "a" else 1,
        "medals_b": 3 if winner == "b" else 1,
    }


def _cup(db, third_place: bool = False) -> int:  # type: ignore[no-untyped-def]
    """Eight players, three Swiss rounds, a top-4 cut whose lower seeds win (the champion has fewer Swiss
    points than a semi-finalist)."""
    stages = (
        svc.StageSpec("swiss", rounds=3),
        svc.StageSpec("single_elimination", cut=4, third_place=third_place),
    )
    ev = svc.create_event(db, svc.EventSpec(name="Cup", game="toybattle", stages=stages)).summary.id
    for i in range(8):
        svc.register_player(db, ev, f"P{i}", rating=2000 - 10 * i)
    for r in range(5):
        rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
        for m in rnd.matches:
            if m.status == "pending":
                best = min(m.a, m.b) if r < 3 else max(m.a, m.b)
                svc.record_result(db, m.id, [tb("a" if best == m.a else "b")])
    return ev


def test_the_ranking_after_a_cut_says_how_each_place_was_decided(db) -> None:  # type: ignore[no-untyped-def]
    ev = _cup(db)
    lines = svc.event_ranking(db, ev).lines
    assert [ln.reached for ln in lines] == ["champion", "final", "semi_final", "semi_final", *["swiss"] * 4]
    assert lines[0].points < max(ln.points for ln in lines[2:4])  # why the column is needed
    swiss = [ln.registration_id for ln in svc.standings(db, ev, stage=1).lines]
    semis = [ln.registration_id for ln in lines[2:4]]
    assert semis == sorted(semis, key=swiss.index)  # the semi-final losers by their Swiss standing
    # a stage's own standings and a one-stage event have no such column
    assert not any(ln.reached for ln in svc.standings(db, ev, stage=1).lines)


def test_a_third_place_match_decides_third_and_fourth(db) -> None:  # type: ignore[no-untyped-def]
    ev = _cup(db, third_place=True)
    reached = [ln.reached for ln in svc.event_ranking(db, ev).lines[:4]]
    assert reached == ["champion", "final", "third_place", "fourth_place"]


def _web_rows(page: str) -> list[list[str]]:
    rows = []
    for row in re.findall(r"<tr data-names=[^>]*>(.*?)</tr>", page, flags=re.S):
        cells = re.findall(r"<td[^>]*>(.*?)</td>", row, flags=re.S)
        rows.append([html.unescape(re.sub(r"<span.*", "", c, flags=re.S)).strip() for c in cells])
    return rows


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_screen_paper_and_web_show_the_same_reached_column(page, qtbot, idle, lang) -> None:  # type: ignore[no-untyped-def]
    from pypdf import PdfReader

    from desktop.cli.sheets import labels_for
    from desktop.reports import documents
    from desktop.reports.data import EventHeader
    from desktop.services.sheets import standings_data
    from desktop.ui import i18n
    from desktop.web.publish import load_published, pages

    ev = _cup(page.db)
    labels, terms = labels_for(lang)
    paper = standings_data(svc.event_ranking(page.db, ev), labels, terms)
    expected = {
        "en": ["Champion", "Final", "Semi-final", "Semi-final", "Swiss"],
        "uk": ["Чемпіон", "Фінал", "Півфінал", "Півфінал", "Швейцарська"],
    }[lang]
    assert [r.reached for r in paper.rows[:5]] == expected
    # paper: the column and the note
    pdf = documents.standings_pdf(EventHeader(name="Cup", game="Toy Battle"), paper, labels)
    text = " ".join(p.extract_text() for p in PdfReader(io.BytesIO(pdf)).pages)
    assert labels["reached"] in text and all(word in text for word in expected)
    assert labels["reached_note"].split(";")[0] in text.replace("\n", " ")
    # web: the same words in the same places
    site = pages(load_published(page.db, ev), lang, "now")["standings.html"]
    web = _web_rows(site)
    assert [row[2] for row in web] == [r.reached for r in paper.rows]
    assert [row[0] for row in web] == [str(r.rank) for r in paper.rows]
    assert f"<th>{html.escape(labels['reached'], quote=True)}</th>" in site
    # screen: the Standings tab's whole-event ranking
    if lang == "uk":
        i18n.install("uk")
    try:
        page.reload()
        with qtbot.waitSignal(page.event_loaded, timeout=30000):
            page.select_event(ev)
        idle()
        page.tabs.setCurrentWidget(page.standings_tab)
        page.standings_tab.refresh()
        model = page.standings_tab.model
        keys = [c.key for c in model._columns]
        col = keys.index("reached")
        assert model.headerData(col, Qt.Orientation.Horizontal) == labels["reached"]
        shown = [model.index(r, col).data() for r in range(model.rowCount())]
        assert shown == [r.reached for r in paper.rows]
        # the venue screen's standings: each name followed by how far the player went
        venue = page.open_venue()
        venue.toggle_mode()
        body = venue.body.text()
        for r in paper.rows:
            assert re.search(rf">{re.escape(r.name)}</td><td[^>]*>{re.escape(html.escape(r.reached))}</td>", body)
        venue.close()
    finally:
        if lang == "uk":
            i18n.install("en")


def test_event_standings_prints_the_reached_column_after_a_cut(db, db_path, capsys) -> None:  # type: ignore[no-untyped-def]
    from desktop.cli import main

    ev = _cup(db)
    assert main(["--database", f"sqlite:///{db_path}", "event", "standings", str(ev)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "Reached" in out[1]
    assert [line.split()[2] for line in out[2:6]] == ["Champion", "Final", "Semi-final", "Semi-final"]
    assert all(" Swiss " in line for line in out[6:])
