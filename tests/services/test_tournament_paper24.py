"""Issue 24, "Paper" and "Organisers' expectations" at the services: a swap's codes follow the match, and
the CSV exports (standings in the one event ranking's places, pairings with every kind of line, players)."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from desktop.services import tournament as svc

WIN_A = [{"winner": "a", "ended": "hq", "medals_a": 3, "medals_b": 1}]


def _event(db, n: int, **spec):  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name="Paper Open", game="toybattle", **spec)).summary.id
    ids = [svc.register_player(db, ev, f"P{i}", rating=2000 - 10 * i, club=f"Club {i % 3}").id for i in range(n)]
    return ev, ids


def _play_round(db, ev) -> svc.RoundView:  # type: ignore[no-untyped-def]
    rv = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    for m in rv.matches:
        if m.kind == "played" and m.status != "reported":
            svc.record_result(db, m.id, WIN_A)
    return rv


def _pair_of(db, code: str) -> frozenset[int] | None:  # type: ignore[no-untyped-def]
    try:
        m = svc.match_by_code(db, code)
    except svc.TournamentError:
        return None
    return frozenset((m.a, m.b))


def test_after_swaps_a_printed_code_opens_its_own_match_or_none(db) -> None:  # type: ignore[no-untyped-def]
    ev, _ids = _event(db, 6)
    draft = svc.pair_next_round(db, ev)
    printed = [(m.code, frozenset((m.a, m.b))) for m in draft.matches if m.kind == "played"]
    t1, t2 = sorted((m for m in draft.matches if m.kind == "played"), key=lambda m: m.table)[:2]
    kept = next(m for m in draft.matches if m.kind == "played" and m.id not in (t1.id, t2.id))
    swapped, _ = svc.swap_pairing(db, draft.id, t1.b, t2.a)
    printed += [(m.code, frozenset((m.a, m.b))) for m in swapped.matches if m.kind == "played"]
    back, _ = svc.swap_pairing(db, draft.id, t1.b, t2.a)  # and back again: no code comes back to life
    printed += [(m.code, frozenset((m.a, m.b))) for m in back.matches if m.kind == "played"]
    for code, pair in printed:  # every slip printed on the way
        assert _pair_of(db, code) in (pair, None), code
    # the pair no swap touched kept the code printed for it first
    assert next(m.code for m in back.matches if m.id == kept.id) == kept.code
    assert len({m.code for m in back.matches}) == len(back.matches)


def _rows(text: str) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(text.lstrip("\ufeff"))))


def test_standings_csv_places_are_the_event_rankings_after_a_top_4_cut(db, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    spec = {
        "stages": (
            svc.StageSpec("swiss", rounds=3),
            svc.StageSpec("single_elimination", cut=4, third_place=True),
        )
    }
    ev, _ids = _event(db, 8, **spec)
    for _ in range(6):
        try:
            _play_round(db, ev)
        except svc.PairingError:
            break
    ranking = svc.event_ranking(db, ev)
    size = svc.write_csv(db, ev, "standings", tmp_path / "standings.csv")
    raw = (tmp_path / "standings.csv").read_bytes()
    assert size == len(raw) and raw.startswith("\ufeff".encode())
    rows = _rows(raw.decode("utf-8"))
    assert [(int(r["place"]), r["name"]) for r in rows] == [(line.rank, line.name) for line in ranking.lines]
    # the bracket decided the top four (not the Swiss stage's order)
    view = svc.load_event(db, ev)
    final = next(m for rv in view.rounds for m in rv.matches if m.bracket_slot.startswith("W") and rv is view.rounds[-1])
    assert rows[0]["name"] == (final.a_name if final.outcome_a == "win" else final.b_name)
    assert list(rows[0])[:8] == ["place", "name", "club", "points", "wins", "draws", "losses", "byes"]


def test_pairings_csv_lists_every_round_with_byes_and_requested_byes(db) -> None:  # type: ignore[no-untyped-def]
    ev, ids = _event(db, 5, stages=(svc.StageSpec("swiss", rounds=4),))
    _play_round(db, ev)
    svc.request_bye(db, ev, ids[1], 2)
    _play_round(db, ev)
    rows = _rows(svc.export_csv(db, ev, "pairings"))
    kinds = [(r["round"], r["kind"]) for r in rows]
    assert ("1", "bye") in kinds and ("2", "requested_bye") in kinds
    asked = next(r for r in rows if r["kind"] == "requested_bye")
    assert asked["first_player"] == "P1" and asked["second_player"] == "" and asked["result"] == "1"
    played = [r for r in rows if r["kind"] == "played"]
    assert all(r["code"] and r["table"] for r in played) and all(r["result"] == "3-0" for r in played)


def test_players_csv_is_in_registration_order_and_never_a_formula(db) -> None:  # type: ignore[no-untyped-def]
    ev, _ids = _event(db, 2)
    svc.register_player(db, ev, "=HYPERLINK(1)", club="+Club")
    rows = _rows(svc.export_csv(db, ev, "players"))
    assert [r["name"] for r in rows] == ["P0", "P1", "'=HYPERLINK(1)"]
    assert rows[2]["club"] == "'+Club" and rows[0]["number"] == "1" and rows[0]["checked_in"] == "no"


def test_an_unknown_csv_export_is_refused_with_a_template(db) -> None:  # type: ignore[no-untyped-def]
    ev, _ids = _event(db, 2)
    with pytest.raises(svc.TournamentError) as err:
        svc.export_csv(db, ev, "clubs")
    assert err.value.params == {"what": "clubs", "known": "standings, pairings, players"}


def test_after_pairing_by_hand_and_a_given_bye_old_slip_codes_never_open_another_match(db) -> None:  # type: ignore[no-untyped-def]
    ev, ids = _event(db, 9)
    draft = svc.pair_next_round(db, ev)
    printed = [(m.code, frozenset((m.a, m.b))) for m in draft.matches if m.kind == "played"]
    t1 = next(m for m in draft.matches if m.table == 1)
    t2 = next(m for m in draft.matches if m.table == 2)
    by_hand = svc.pair_players(db, draft.id, t1.a, t2.a)  # the rest is paired again around them
    printed += [(m.code, frozenset((m.a, m.b))) for m in by_hand.matches if m.kind == "played"]
    holder = next(m.a for m in by_hand.matches if m.kind == "bye")
    other = next(p for p in ids if p != holder and p not in (t1.a, t2.a))
    again = svc.give_bye(db, draft.id, other)
    printed += [(m.code, frozenset((m.a, m.b))) for m in again.matches if m.kind == "played"]
    for code, pair in printed:
        assert _pair_of(db, code) in (pair, None), code
    before = {frozenset((m.a, m.b)): m.code for m in by_hand.matches if m.kind == "played"}
    kept = [m for m in again.matches if m.kind == "played" and frozenset((m.a, m.b)) in before]
    assert kept and all(m.code == before[frozenset((m.a, m.b))] for m in kept)  # a pair kept keeps its code
    assert len({m.code for m in again.matches}) == len(again.matches)
