"""Review s9, item 4: in a round robin with an odd number of players the player without a game in a round
appeared nowhere (the Round tab, the JSON export, the pairings CSV, the venue web's pairings and find your
table, the printed pairings and score sheets, ``event pair``). Each round now lists that bye, scoring nothing
(the spec: "a pool's bye scores nothing, so pools of different sizes compare fairly"), on every surface."""

from __future__ import annotations

import csv
import html
import io
import json
import re

import pypdf
import pytest

from desktop.reports.labels import ENGLISH
from desktop.services import sheets
from desktop.services import tournament as svc

NAMES = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon"]


def _medals(winner: str) -> dict[str, object]:
    won, lost = 3, 1
    return {"winner": winner, "ended": "medals", "medals_a": won if winner == "a" else lost,
            "medals_b": lost if winner == "a" else won}


def _round_robin(db, pools: int = 1) -> tuple[int, dict[str, int]]:  # type: ignore[no-untyped-def]
    stage = svc.StageSpec(kind="round_robin", pools=pools)
    ev = svc.create_event(db, svc.EventSpec(name="RR Five", game="toybattle", stages=(stage,))).summary.id
    regs = {n: svc.register_player(db, ev, n, rating=2000 - 10 * i).id for i, n in enumerate(NAMES)}
    return ev, regs


def _play(db, ev: int) -> svc.RoundView:  # type: ignore[no-untyped-def]
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    for m in rnd.matches:
        if m.b is not None and m.status != "reported":
            svc.record_result(db, m.id, [_medals("a" if m.a < m.b else "b")])
    return rnd


def test_every_round_of_an_odd_round_robin_lists_its_bye_scoring_nothing(db) -> None:  # type: ignore[no-untyped-def]
    ev, regs = _round_robin(db)
    for _ in range(5):
        _play(db, ev)
    view = svc.load_event(db, ev)
    rested = []
    for rv in view.rounds:
        playing = {p for m in rv.matches for p in (m.a, m.b)}
        assert len(rv.rests) == 1
        rest = rv.rests[0]
        assert rest.registration_id not in playing and playing | {rest.registration_id} == set(regs.values())
        assert (rest.name, rest.points, rest.pool) == ({v: k for k, v in regs.items()}[rest.registration_id], 0, None)
        rested.append(rest.registration_id)
    assert sorted(rested) == sorted(regs.values())  # each player sits out exactly once
    # nothing scored for it: five players, each 4 games, 3 points a win
    assert sum(ln.points for ln in view.standings.lines) == 10 * 3
    assert all(ln.byes == 0 and ln.wins + ln.losses == 4 for ln in view.standings.lines)


def test_a_player_who_dropped_sits_out_nothing_after_leaving(db) -> None:  # type: ignore[no-untyped-def]
    ev, regs = _round_robin(db)
    _play(db, ev)
    svc.drop_player(db, regs["Alpha"])
    for _ in range(4):
        _play(db, ev)
    view = svc.load_event(db, ev)
    for rv in view.rounds[1:]:
        assert regs["Alpha"] not in {r.registration_id for r in rv.rests}


def test_pools_of_different_sizes_list_the_smaller_pools_players_once_its_schedule_is_over(db) -> None:  # type: ignore[no-untyped-def]
    ev, regs = _round_robin(db, pools=2)
    for _ in range(3):
        _play(db, ev)
    view = svc.load_event(db, ev)
    stage = view.detail.stages[0]
    big, small = sorted(stage["pool_members"], key=len, reverse=True)
    big_pool = stage["pool_members"].index(big)
    for rv in view.rounds:
        rests = {r.registration_id: r.pool for r in rv.rests}
        assert sum(1 for p in rests if p in big) == 1  # the pool of three: one bye a round
        assert all(rests[p] == big_pool for p in big if p in rests)
        if rv.number > 1:  # the pool of two played its one game in round 1
            assert set(small) <= set(rests)


def test_the_export_the_csv_and_the_published_site_carry_the_byes(db) -> None:  # type: ignore[no-untyped-def]
    from desktop.services.publish_read import read_event

    ev, regs = _round_robin(db)
    for _ in range(2):
        _play(db, ev)
    view = svc.load_event(db, ev)
    data = svc.export_event(db, ev)
    assert [[r["name"] for r in rnd["rests"]] for rnd in data["rounds"]] == [[r.name for r in rv.rests] for rv in view.rounds]
    assert all(r["points"] == 0 for rnd in data["rounds"] for r in rnd["rests"])

    rows = list(csv.DictReader(io.StringIO(svc.export_csv(db, ev, "pairings"))))
    for rv in view.rounds:
        byes = [r for r in rows if r["round"] == str(rv.number) and r["kind"] == "bye"]
        assert [(r["first_player"], r["second_player"], r["result"], r["table"]) for r in byes] == [
            (rv.rests[0].name, "", "0", "")
        ]

    bulk, _clock = read_event(db, ev)  # publishing's bulk read (the venue web's read after a change)
    assert [rv.rests for rv in bulk.rounds] == [rv.rests for rv in view.rounds]


def _pdf_text(data: bytes) -> str:
    return "\n".join(page.extract_text() for page in pypdf.PdfReader(io.BytesIO(data)).pages)


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_printed_pairings_wall_and_score_sheets_show_the_bye(db, qapp, lang) -> None:  # type: ignore[no-untyped-def]
    from desktop.cli.sheets import labels_for

    ev, regs = _round_robin(db)
    for _ in range(2):
        _play(db, ev)
    view = svc.load_event(db, ev)
    labels, terms = labels_for(lang)
    caption = labels["bye_no_points"]
    if lang == "uk":
        assert caption == "вільний тур (без гри, без очок)"
    for number in (1, 2):
        resting = view.rounds[number - 1].rests[0].name
        pairing = sheets.round_pairings(view, number, labels, terms)
        line = next(p for p in pairing.lines if p.a_name == resting)
        assert (line.kind, line.result, line.table) == ("round_robin_bye", "0", None)
        opts = sheets.Options(round=number, lang=lang)
        for kind in ("pairings", "wall"):
            text = _pdf_text(sheets.event_sheet(db, ev, kind, labels, terms, opts))
            assert resting in text and caption in " ".join(text.split())
    sheet = next(s for s in sheets.score_sheets(view, labels) if s.name == view.rounds[0].rests[0].name)
    row = next(r for r in sheet.rows if r.round == 1)
    assert (row.opponent, row.score, row.table) == (caption, "0", None)


def test_the_venue_webs_pairings_list_the_bye_for_find_your_table(db) -> None:  # type: ignore[no-untyped-def]
    from starlette.testclient import TestClient

    from desktop.web.server import WebState, create_app

    ev, regs = _round_robin(db)
    _play(db, ev)
    resting = svc.load_event(db, ev).rounds[0].rests[0].name
    with TestClient(create_app(WebState(db, ev))) as client:
        page = client.get("/pairings/1").text
    rows = re.findall(r'<tr data-names="([^"]*)">(.*?)</tr>', page, flags=re.S)
    mine = [cells for names, cells in rows if names.strip() == resting.lower()]
    assert len(mine) == 1  # find your table finds the resting player by name
    cells = [html.unescape(re.sub(r"<[^>]+>", "", c)).strip() for c in re.findall(r"<td[^>]*>(.*?)</td>", mine[0], flags=re.S)]
    assert cells[1:] == [resting, ENGLISH["bye_no_points"], "0"]


def test_event_pair_prints_the_bye(db, db_path, capsys) -> None:  # type: ignore[no-untyped-def]
    from desktop.cli import main

    ev, regs = _round_robin(db)
    capsys.readouterr()
    assert main(["--database", f"sqlite:///{db_path}", "event", "pair", str(ev), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [r["points"] for r in out["rests"]] == [0]
    assert main(["--database", f"sqlite:///{db_path}", "event", "pair", str(ev), "--publish-draft"]) == 0
    text = capsys.readouterr().out
    assert f"bye   {out['rests'][0]['name']}   (round robin: no game, 0 points)" in text


@pytest.mark.parametrize(
    ("lang", "notice"),
    [
        ("en", "Now: you have the bye (no game this round, no points)"),
        ("uk", "Зараз: у вас вільний тур (цього туру без гри, без очок)"),
    ],
)
def test_my_event_on_the_venue_web_tells_the_resting_player_of_the_bye(db, lang, notice) -> None:  # type: ignore[no-untyped-def]
    from starlette.testclient import TestClient

    from desktop.web.server import WebState, create_app

    ev, regs = _round_robin(db)
    _play(db, ev)
    rest = svc.load_event(db, ev).rounds[0].rests[0].registration_id
    playing = next(p for p in regs.values() if p != rest)
    with TestClient(create_app(WebState(db, ev))) as client:
        mine = client.get(f"/me?player={rest}", headers={"Accept-Language": lang}).text
        other = client.get(f"/me?player={playing}", headers={"Accept-Language": lang}).text
    assert html.unescape(mine).count(notice) == 1
    assert notice not in html.unescape(other)
