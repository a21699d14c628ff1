"""Review s9, item 14: ``event standings`` prints the percentage tiebreakers as the desk, the printed sheets
and the venue web show them (48.15 under "OMW%", not 0.4815), under the sheets' short headings; its
``--json`` keeps the services' raw values (the fraction as 0.4815)."""

from __future__ import annotations

import json
import re

import pytest

from desktop.cli import main
from desktop.reports.labels import ENGLISH
from desktop.services import tournament as svc
from desktop.services.sheets import standings_data


def _medals(winner: str) -> dict[str, object]:
    return {"winner": winner, "ended": "medals", "medals_a": 3 if winner == "a" else 1, "medals_b": 1 if winner == "a" else 3}


@pytest.fixture
def swiss(db) -> int:  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name="Percent Cup", game="toybattle", stages=(svc.StageSpec(rounds=3),))).summary.id
    for i, name in enumerate(["Ann", "Ben", "Cid", "Dee", "Eve", "Fay"]):
        svc.register_player(db, ev, name, rating=2000 - 10 * i)
    for n in range(2):
        rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
        for k, m in enumerate(m for m in rnd.matches if m.b is not None):
            svc.record_result(db, m.id, [_medals("a" if (k + n) % 3 else "b")])
    return ev


def _cli(db_path, capsys, *args: str) -> str:  # type: ignore[no-untyped-def]
    capsys.readouterr()
    assert main(["--database", f"sqlite:///{db_path}", "event", *args]) == 0
    return capsys.readouterr().out


def test_event_standings_prints_percentages_as_the_paper_and_json_keeps_the_fractions(
    db, db_path, swiss, capsys
) -> None:  # type: ignore[no-untyped-def]
    paper = standings_data(svc.event_ranking(db, swiss), ENGLISH)
    assert paper.tiebreak_short[:2] == ("OMW%", "OOMW%")

    text = _cli(db_path, capsys, "standings", str(swiss))
    lines = text.splitlines()
    assert lines[1].split()[-len(paper.tiebreak_short) :] == list(paper.tiebreak_short)
    printed = [ln.split()[-len(paper.tiebreak_short) :] for ln in lines[2:]]
    assert printed == [list(r.tiebreaks) for r in paper.rows]
    assert all(re.fullmatch(r"\d{1,3}\.\d\d", row[0]) for row in printed)  # 44.44, not 0.4444

    raw = json.loads(_cli(db_path, capsys, "standings", str(swiss), "--json"))
    omw = [ln["tiebreaks"]["omw"] for ln in raw["lines"]]
    assert all(re.fullmatch(r"0\.\d{4}|1\.0000", v) for v in omw)
    assert [f"{float(v) * 100:.2f}" for v in omw] == [row[0] for row in printed]
