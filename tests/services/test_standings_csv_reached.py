"""The CSV standings export (``event export --what standings``, the desk's Export CSV) says how far each
player went after a cut, as the JSON (``reached``) and the screen, paper and venue web's Reached column do,
and keeps the tiebreakers raw (fractions as decimals) for a spreadsheet to compute with."""

from __future__ import annotations

import csv
import io
import json

from desktop.reports.labels import percent_tiebreaks, tiebreak_cell
from desktop.services import tournament as svc


def _tb(winner: str) -> dict[str, object]:
    return {"winner": winner, "ended": "medals", "medals_a": 3 if winner == "a" else 1,
            "medals_b": 1 if winner == "a" else 3}


def _cup(db) -> int:  # type: ignore[no-untyped-def]
    """Eight players, two Swiss rounds, a top-4 cut: the semi-finals and the final played."""
    stages = (svc.StageSpec("swiss", rounds=2), svc.StageSpec("single_elimination", cut=4))
    ev = svc.create_event(db, svc.EventSpec(name="Cup", game="toybattle", stages=stages)).summary.id
    for i in range(8):
        svc.register_player(db, ev, f"P{i}", rating=2000 - 10 * i)
    for _ in range(4):
        rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
        for m in rnd.matches:
            if m.status == "pending":
                svc.record_result(db, m.id, [_tb("a" if m.a < (m.b or 0) else "b")])
    return ev


def test_the_standings_csv_has_the_reached_column_of_the_json_after_a_cut(db) -> None:  # type: ignore[no-untyped-def]
    ev = _cup(db)
    rows = list(csv.DictReader(io.StringIO(svc.export_csv(db, ev, "standings"))))
    exported = json.loads(json.dumps(svc.export_event(db, ev), default=str))
    lines = exported["standings"]["lines"]
    assert [r["name"] for r in rows] == [ln["name"] for ln in lines]
    assert [r["reached"] for r in rows] == [ln["reached"] for ln in lines]
    assert [r["reached"] for r in rows][:4] == ["champion", "final", "semi_final", "semi_final"]
    assert {r["reached"] for r in rows[4:]} == {"swiss"}


def test_the_standings_csv_keeps_the_tiebreakers_raw_as_the_json(db) -> None:  # type: ignore[no-untyped-def]
    ev = _cup(db)
    rows = list(csv.DictReader(io.StringIO(svc.export_csv(db, ev, "standings"))))
    st = svc.event_ranking(db, ev)
    keys = [k for k, _n, _d in st.tiebreaks]
    assert keys
    for row, line in zip(rows, st.lines, strict=True):
        for k in keys:
            assert row[k] == line.tiebreaks.get(k, "")
    percent = [k for k in keys if k in percent_tiebreaks()]
    assert percent  # OMW% and the like: a fraction, which the sheets print as a percentage
    raw = [row[k] for row in rows for k in percent if row[k]]
    assert raw and all(0 <= float(v) <= 1 and len(v.partition(".")[2]) == 4 for v in raw), raw
    assert any(tiebreak_cell(k, row[k]) != row[k] for row in rows for k in percent if row[k])


def test_a_one_stage_events_standings_csv_leaves_reached_empty(db) -> None:  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name="Swiss", game="toybattle")).summary.id
    for i in range(4):
        svc.register_player(db, ev, f"S{i}", rating=1500 - i)
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    for m in rnd.matches:
        svc.record_result(db, m.id, [_tb("a")])
    rows = list(csv.DictReader(io.StringIO(svc.export_csv(db, ev, "standings"))))
    assert len(rows) == 4 and all(r["reached"] == "" for r in rows)
