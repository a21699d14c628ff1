"""The desk (its Standings tab and event settings) and the paper (standings sheets, and through them the
venue web) name every tiebreaker with the same Ukrainian words: an organiser reading "Бухгольц без
найслабшого" on the screen must find the same column on the sheet pinned to the wall."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

TS = Path(__file__).resolve().parents[2] / "resources" / "translations" / "toybox_uk.ts"


def _context(root: ET.Element, name: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for ctx in root.iter("context"):
        if ctx.findtext("name") != name:
            continue
        for message in ctx.iter("message"):
            t = message.find("translation")
            if t is None or t.get("type") in ("obsolete", "vanished", "unfinished"):
                continue
            out[message.findtext("source") or ""] = t.text or ""
    return out


def test_the_desk_and_the_paper_give_each_tiebreaker_the_same_ukrainian_name() -> None:
    root = ET.parse(TS).getroot()
    desk, paper = _context(root, "Tiebreaks"), _context(root, "ReportTerms")
    shared = desk.keys() & paper.keys()
    assert {"Buchholz cut 1", "Sonneborn-Berger", "Secondary score"} <= shared
    differ = {s: (desk[s], paper[s]) for s in shared if desk[s] != paper[s]}
    assert differ == {}
