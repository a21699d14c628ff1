"""Issue 24, "Paper": what Swiss-Manager, Sharly Chess and Best Coast Pairings print and ours did not — a
requested bye on the pairings and the wall list, each player's points and assigned colour, a draft's DRAFT
mark, the pool round robin by pool with its each-against-each grid, rest rounds and forfeits in the
cross-table, the bracket in the event's round numbers with seeds, scores and its finals named, blank rows
for later rounds on score sheets, a draw on the slip's Winner box, long tables' headers."""

from __future__ import annotations

import pytest
from pdfcheck import flat, page_texts, text

from desktop.reports import Labels
from desktop.services import sheets
from desktop.services import tournament as svc

EN = Labels()
WIN_A = [{"winner": "a", "ended": "hq", "medals_a": 3, "medals_b": 1}]


def _event(db, n: int, *stages: svc.StageSpec, game: str = "toybattle") -> tuple[int, list[int]]:  # type: ignore[no-untyped-def]
    spec = svc.EventSpec(name="Paper Open", game=game, stages=stages or (svc.StageSpec("swiss", rounds=4),))
    ev = svc.create_event(db, spec).summary.id
    ids = [svc.register_player(db, ev, f"P{i:02d}", rating=2000 - 10 * i).id for i in range(n)]
    return ev, ids


def _play(db, ev, result=WIN_A) -> svc.RoundView:  # type: ignore[no-untyped-def]
    rv = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    for m in rv.matches:
        if m.kind == "played" and m.status != "reported":
            svc.record_result(db, m.id, result)
    return rv


def test_a_requested_bye_is_printed_with_its_points_on_pairings_and_wall(db) -> None:  # type: ignore[no-untyped-def]
    ev, ids = _event(db, 5)
    _play(db, ev)
    svc.request_bye(db, ev, ids[1], 2)
    _play(db, ev)
    for kind in ("pairings", "wall"):
        t = text(sheets.event_sheet(db, ev, kind, EN, options=sheets.Options(round=2)))
        assert "bye requested" in t, kind
        line = next(x for x in t.splitlines() if "P01" in x)
        assert "bye requested" in line or "bye requested" in t.split("P01", 1)[1][:40], (kind, line)
    p = sheets.round_pairings(svc.load_event(db, ev), 2, EN)
    asked = next(x for x in p.lines if x.kind == "requested_bye")
    assert asked.a_name == "P01" and asked.result == "1" and asked.code == ""  # the draw points


def test_pairings_and_wall_show_points_before_the_round_and_the_assigned_colours(db) -> None:  # type: ignore[no-untyped-def]
    ev, _ids = _event(db, 4)
    r1 = _play(db, ev)
    winners = {m.a_name for m in r1.matches if m.kind == "played"}
    _play(db, ev)
    view = svc.load_event(db, ev)
    p = sheets.round_pairings(view, 2, EN)
    for line in p.lines:
        assert line.a_points == ("3" if line.a_name in winners else "0")
        assert line.b_points == ("3" if line.b_name in winners else "0")
        assert (line.a_colour, line.b_colour) == ("blue", "red")  # side A plays the game's first colour
    pairing = page_texts(sheets.event_sheet(db, ev, "pairings", EN, options=sheets.Options(round=2)))[0]
    assert "Pts" in pairing and "blue" in pairing and "red" in pairing
    wall = page_texts(sheets.event_sheet(db, ev, "wall", EN, options=sheets.Options(round=2)))[0]
    assert "Pts" in wall and "blue" in wall and "red" in wall
    # the slip prints the assigned colours and does not ask to tick one
    slips = sheets.event_sheet(db, ev, "slips", EN, options=sheets.Options(round=2))
    t = text(slips)
    assert "BLUE" in t and "RED" in t and "☑ blue" in t and "☐ red" not in t


def test_a_draft_prints_DRAFT_and_a_published_round_does_not(db) -> None:  # type: ignore[no-untyped-def]
    ev, _ids = _event(db, 4)
    draft = svc.pair_next_round(db, ev)
    for kind in ("pairings", "wall", "slips"):
        assert "DRAFT" in text(sheets.event_sheet(db, ev, kind, EN, options=sheets.Options(round=1))), kind
    svc.publish_round(db, draft.id)
    for kind in ("pairings", "wall", "slips"):
        assert "DRAFT" not in text(sheets.event_sheet(db, ev, kind, EN, options=sheets.Options(round=1))), kind


def test_the_winner_box_offers_a_draw_only_where_the_game_allows_one(db) -> None:  # type: ignore[no-untyped-def]
    from dataclasses import replace

    from desktop.games import registry
    from desktop.games.contracts import Outcome, ScoredResult

    game = registry.get("toybattle")
    specs = sheets.result_field_specs(game)
    assert next(f for f in specs if f.kind == "side").draw  # time called with the medals level is a draw
    never = replace(game, scorer=lambda r: ScoredResult(Outcome.WIN, Outcome.LOSS, 1, 0) if r.get("winner") == "a"
                    else ScoredResult(Outcome.LOSS, Outcome.WIN, 0, 1))
    assert not sheets.allows_draw(never)
    ev, _ids = _event(db, 2)
    svc.publish_round(db, svc.pair_next_round(db, ev).id)
    assert "☐A☐B☐draw" in flat(text(sheets.event_sheet(db, ev, "slips", EN)))
    from desktop import reports

    view = svc.load_event(db, ev)
    _n, slips = sheets.round_slips(view)
    plain = reports.slips_pdf(sheets.header(view), 1, slips, sheets.result_field_specs(never), EN)
    assert "☐A☐B" in flat(text(plain)) and "draw" not in text(plain)


@pytest.fixture
def pools(db) -> int:  # type: ignore[no-untyped-def]
    """Nine players in two pools (five and four: someone rests every round), three rounds played, the
    first match of round 2 a forfeit won by side B."""
    ev, _ids = _event(db, 9, svc.StageSpec("round_robin", pools=2))
    for r in range(3):
        rv = svc.publish_round(db, svc.pair_next_round(db, ev).id)
        for k, m in enumerate(rv.matches):
            if m.kind != "played":
                continue
            if r == 1 and k == 0:
                svc.record_special_result(db, m.id, "forfeit", winner="b", force=True)
            else:
                svc.record_result(db, m.id, WIN_A)
    return ev


def test_pool_round_robin_prints_one_table_per_pool(db, pools: int) -> None:  # type: ignore[no-untyped-def]
    view = svc.load_event(db, pools)
    members = view.detail.stages[0]["pool_members"]
    names = {r.id: r.name for r in view.registrations}
    for kind in ("pairings", "standings"):
        t = text(sheets.event_sheet(db, pools, kind, EN))
        assert "Pool A" in t and "Pool B" in t, kind
        a_part, b_part = t.split("Pool B")
        for m in members[0]:
            if kind == "standings" or names[m] in t:
                assert names[m] in a_part.split("Pool A")[1] and names[m] not in b_part, (kind, names[m])
    p = sheets.round_pairings(view, 3, EN)
    assert p.pools and {line.pool for line in p.lines} == {0, 1}


def test_final_report_has_each_against_each_grids_rests_and_forfeits(db, pools: int) -> None:  # type: ignore[no-untyped-def]
    view = svc.load_event(db, pools)
    report = sheets.final_report(view, EN)
    assert [g.heading for g in report.grids] == ["Each against each · Pool A", "Each against each · Pool B"]
    big = report.grids[0]
    assert len(big.names) == 5 and all(big.cells[i][i] == "" for i in range(5))
    # each pair's cells mirror each other: 3 against 0, or a forfeit's + against −
    mirror = {"3": "0", "0": "3", "1": "1", "+": "−", "−": "+", "": ""}
    assert all(mirror[big.cells[i][j]] == big.cells[j][i] for i in range(5) for j in range(5) if i != j)
    assert "+" in {c for row in big.cells for c in row}
    # the five-player pool rests someone every round: a rest is printed, not left blank
    rests = [r for r in report.cross if any(c.result == "rest" for c in r.cells)]
    assert len(rests) >= 3
    t = text(sheets.event_sheet(db, pools, "final", EN))
    assert t.count("—") > 1 + len(rests) - 1 and "Each against each" in t  # the legend's one, then the rests
    forfeit = next(m for m in view.rounds[1].matches if m.kind == "forfeit")
    rank = {line.registration_id: line.rank for line in view.standings.lines}
    assert f"{rank[forfeit.a]}+" in flat(t) and f"{rank[forfeit.b]}−" in flat(t)  # B's row: A's rank and +


def test_bracket_uses_the_events_round_numbers_seeds_scores_and_names_its_finals(db) -> None:  # type: ignore[no-untyped-def]
    ev, _ids = _event(
        db, 8, svc.StageSpec("swiss", rounds=3), svc.StageSpec("single_elimination", cut=4, third_place=True)
    )
    for _ in range(4):  # three Swiss rounds and the semi-finals (round 4)
        _play(db, ev)
    view = svc.load_event(db, ev)
    data = sheets.bracket_data(view, EN)
    assert data.round_numbers["W1"] == 4 and data.round_numbers["W2"] == 5 and data.round_numbers["3P"] == 5
    semis = [b for b in data.boxes if b.slot.startswith("W1-")]
    assert sorted((b.a_seed, b.b_seed) for b in semis) == [(1, 4), (2, 3)]
    assert all(b.score == "3-1" for b in semis)  # a single game: its medals
    t = flat(text(sheets.event_sheet(db, ev, "bracket", EN)))
    assert "Round4" in t and "Final·Round5" in t and "Thirdplace·Round5" in t
    assert "Round1" not in t and "Round2" not in t


def test_score_sheets_have_blank_rows_for_the_rounds_still_to_come(db) -> None:  # type: ignore[no-untyped-def]
    # The Swiss stage's rounds left to the pairing (ceil(log2(8)) = 3) and a top-4 bracket (2 rounds).
    ev, _ids = _event(db, 8, svc.StageSpec("swiss"), svc.StageSpec("single_elimination", cut=4))
    _play(db, ev)
    view = svc.load_event(db, ev)
    assert sheets.planned_rounds(view) == 5
    first = page_texts(sheets.event_sheet(db, ev, "scoresheets", EN))[0]
    assert "\n2\n3\n4\n5\nTotal" in first  # round 1 filled in, then a blank row per round to come
    ev2, _ = _event(db, 5, svc.StageSpec("round_robin"))
    _play(db, ev2)
    assert sheets.planned_rounds(svc.load_event(db, ev2)) == 5  # five players: five rounds, one resting each


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_table_of_hundreds_of_rows_has_its_header_once_at_the_top_of_each_page(paper: str) -> None:
    from desktop import reports
    from desktop.reports.data import EventHeader, Registrant, StandingRow, Standings

    head = EventHeader(name="Long Open")
    players = [Registrant(i, f"Player {i:03d}", club=f"Club {i % 7}") for i in range(1, 201)]
    checkin = page_texts(reports.checkin_pdf(head, players, EN, paper=paper))
    rows = tuple(StandingRow(i, f"Player {i:03d}", points=str(300 - i)) for i in range(1, 201))
    standings = page_texts(reports.standings_pdf(head, Standings(9, (), rows), EN, paper=paper))
    for pages, heading in ((checkin, "Checked in"), (standings, "W-D-L")):
        assert len(pages) >= 3
        for number, page in enumerate(pages, 1):
            assert page.count(heading) == 1, (heading, number)
            lines = page.splitlines()
            first_row = next(i for i, x in enumerate(lines) if x.startswith("Player "))
            assert lines.index(heading) < first_row, (heading, number)  # above the page's rows
