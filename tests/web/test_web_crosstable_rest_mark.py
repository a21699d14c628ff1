"""The venue web's cross-table marks a round without a game of the player's (a round robin's bye) as the
printed cross-table does ("—", the sheets' ``rest`` mark), in both languages, and its legend says so."""

from __future__ import annotations

import html
import re

from starlette.testclient import TestClient

from desktop.services import tournament as svc

NAMES = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon"]


def _round_robin_two_rounds(db) -> tuple[int, dict[str, int], list[int]]:  # type: ignore[no-untyped-def]
    """Five players in one pool: each round one of them has no game; two rounds played."""
    stage = svc.StageSpec(kind="round_robin")
    ev = svc.create_event(db, svc.EventSpec(name="RR Five", game="toybattle", stages=(stage,))).summary.id
    regs = {n: svc.register_player(db, ev, n, rating=2000 - 10 * i).id for i, n in enumerate(NAMES)}
    resting = []
    for _ in range(2):
        rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
        for m in rnd.matches:
            if m.b is not None:
                svc.record_result(db, m.id, [{"winner": "a", "ended": "hq", "medals_a": 1, "medals_b": 1}])
        (rest,) = rnd.rests
        resting.append(rest.registration_id)
    return ev, regs, resting


def _rows(db, ev: int, lang: str) -> tuple[str, dict[str, list[str]]]:  # type: ignore[no-untyped-def]
    from desktop.web.server import WebState, create_app

    with TestClient(create_app(WebState(db, ev))) as c:
        c.cookies.set("tb_lang", lang)
        page = html.unescape(c.get("/crosstable").text)
    rows = {}
    for tr in re.findall(r"<tr><td class=\"num\">.*?</tr>", page):
        cells = re.findall(r"<td[^>]*>(.*?)</td>", tr)
        rows[cells[1]] = cells[2:-1]
    return page, rows


def test_a_round_robin_bye_shows_the_papers_rest_mark_in_the_web_cross_table(db) -> None:  # type: ignore[no-untyped-def]
    from desktop.web import paper_words

    ev, regs, resting = _round_robin_two_rounds(db)
    name_of = {rid: n for n, rid in regs.items()}
    for lang in ("en", "uk"):
        rest = paper_words.words(lang).labels["rest"]
        assert rest == "—"
        page, rows = _rows(db, ev, lang)
        assert set(rows) == set(NAMES)
        for col, rid in enumerate(resting):
            assert rows[name_of[rid]][col] == rest, (lang, rows)
        # every other cell of a played round names an opponent
        for name, cells in rows.items():
            for col, cell in enumerate(cells):
                if regs[name] != resting[col]:
                    assert cell and cell != rest and cell[0].isdigit(), (lang, name, cells)
    en, _ = _rows(db, ev, "en")
    assert "— no game that round" in en
    uk, _ = _rows(db, ev, "uk")
    assert "— без гри в цьому турі" in uk
