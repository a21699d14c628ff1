"""Review 9b item 1: the venue web's bracket boxes read like the printed bracket's and the desk's Bracket
tab's: the box score the paper prints (medals in a single Toy Battle game: "1-1", "2-2"), not the match
points ("3–0"); each player's seed before the name; the winner in bold; and each stage headed with its
name as the sheets name it ("Stage 2: single elimination"), not "Stage 2"."""

from __future__ import annotations

import html
import re

from starlette.testclient import TestClient
from web_support import HOSTILE

from desktop.services import tournament as svc

PLAYERS = ("Ann", "Bob", "Cid", HOSTILE)  # seeds 1-4 by rating: the semi-finals are Ann-Eve and Bob-Cid


def _cup(db, *, swiss_first: bool = False) -> int:  # type: ignore[no-untyped-def]
    """Ann beats the fourth seed on an HQ, 1-1 in medals; Bob and Cid draw 2-2 when time is called (Bob,
    the higher seed, goes through); the final Ann-Bob is published and not played yet. ``swiss_first``:
    a Swiss round before the bracket (the bracket is stage 2)."""
    stages = (svc.StageSpec("single_elimination"),)
    if swiss_first:
        stages = (svc.StageSpec("swiss", rounds=1), svc.StageSpec("single_elimination", cut=4))
    ev = svc.create_event(db, svc.EventSpec(name="Knockout", game="toybattle", stages=stages)).summary.id
    for i, name in enumerate(PLAYERS):
        svc.register_player(db, ev, name, rating=1800 - 100 * i)
    if swiss_first:  # the higher seed wins each Swiss table: the cut keeps the same order
        rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
        order = {n: i for i, n in enumerate(PLAYERS)}
        for m in rnd.matches:
            won = "a" if order[m.a_name] < order[m.b_name] else "b"
            svc.record_result(db, m.id, [{"winner": won, "ended": "hq", "medals_a": 0, "medals_b": 0}])
    semis = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    for m in semis.matches:
        if {m.a_name, m.b_name} == {"Ann", HOSTILE}:
            won = "a" if m.a_name == "Ann" else "b"
            svc.record_result(db, m.id, [{"winner": won, "ended": "hq", "medals_a": 1, "medals_b": 1}])
        else:
            game = {"ended": "time_called", "medals_a": 2, "medals_b": 2}
            svc.record_result(db, m.id, [game], confirm_time_called=True)
    svc.publish_round(db, svc.pair_next_round(db, ev).id)
    return ev


def _page(db, ev: int, lang: str = "en") -> str:  # type: ignore[no-untyped-def]
    from desktop.web.server import WebState, create_app

    with TestClient(create_app(WebState(db, ev))) as c:
        c.cookies.set("tb_lang", lang)
        return c.get("/bracket").text


def _boxes(page: str) -> list[str]:
    return re.findall(r'<div class="bracket-match">(.*?)</div>\n', page)


def _lines(box: str) -> list[tuple[str, str, bool, str]]:
    """(seed, name, bold, score) of each side's line of a box."""
    out = []
    for line in re.findall(r'<div class="side">(.*?)</div>', box):
        seed = re.search(r'<span class="seed">([^<]*)</span>', line)
        name = re.search(r'<span class="name">(.*?)</span>(?:<span class="pts">|$)', line)
        pts = re.search(r'<span class="pts">([^<]*)</span>', line)
        shown = name.group(1) if name else ""
        out.append(
            (
                seed.group(1) if seed else "",
                html.unescape(re.sub(r"<[^>]+>", "", shown)),
                shown.startswith("<strong>"),
                pts.group(1) if pts else "",
            )
        )
    return out


def test_the_web_bracket_boxes_show_the_papers_score_seeds_and_winner_not_match_points(db) -> None:  # type: ignore[no-untyped-def]
    ev = _cup(db)
    page = _page(db, ev)
    assert "3–0" not in page and "0–3" not in page  # the match points of a win are not a box score
    semis = {frozenset(n for _s, n, _b, _p in _lines(b)): _lines(b) for b in _boxes(page)}
    ann = semis[frozenset({"Ann", HOSTILE})]
    bob = semis[frozenset({"Bob", "Cid"})]
    assert sorted(ann) == sorted([("1", "Ann", True, "1"), ("4", HOSTILE, False, "1")])
    assert sorted(bob) == sorted([("2", "Bob", True, "2"), ("3", "Cid", False, "2")])
    final = semis[frozenset({"Ann", "Bob"})]
    assert sorted(final) == [("1", "Ann", False, ""), ("2", "Bob", False, "")]  # not played yet: no winner
    assert "<script>" not in page  # a name with markup stays text


def test_the_web_bracket_boxes_are_the_papers_boxes_in_both_languages(db) -> None:  # type: ignore[no-untyped-def]
    """Each box shows what the paper's box (sheets.bracket_data) holds: seeds, the winner, the score's two
    sides on the two players' lines."""
    from desktop.services import sheets
    from desktop.web import paper_words

    ev = _cup(db)
    for lang in ("en", "uk"):
        data = sheets.bracket_data(svc.load_event(db, ev), paper_words.words(lang).labels)
        by_names = {frozenset(n for _s, n, _b, _p in _lines(b)): _lines(b) for b in _boxes(_page(db, ev, lang))}
        for box in data.boxes:
            lines = by_names[frozenset({box.a_name, box.b_name})]
            parts = box.score.split("-") if box.score else ["", ""]
            expected = [
                (str(box.a_seed or ""), box.a_name, box.winner == "a", parts[0]),
                (str(box.b_seed or ""), box.b_name, box.winner == "b", parts[1]),
            ]
            assert sorted(lines) == sorted(expected), (lang, box.slot)


def test_the_web_bracket_heads_each_stage_with_its_name_as_the_paper(db) -> None:  # type: ignore[no-untyped-def]
    ev = _cup(db, swiss_first=True)
    assert re.findall(r"<h2>(.*?)</h2>", _page(db, ev, "en")) == ["Stage 2: single elimination"]
    assert re.findall(r"<h2>(.*?)</h2>", _page(db, ev, "uk")) == ["Етап 2: олімпійська система"]


def test_the_webs_stage_kinds_are_the_sheets_english() -> None:
    from desktop.services.sheets import ENGLISH_TERMS
    from desktop.web.paper_words import STAGE_KINDS

    sheets_kinds = {k.partition(":")[2]: v for k, v in ENGLISH_TERMS.items() if k.startswith("stage:")}
    assert STAGE_KINDS == sheets_kinds


def test_the_web_pairings_of_a_knockout_round_show_the_brackets_score_not_match_points(db) -> None:  # type: ignore[no-untyped-def]
    """The pairings page beside the bracket page says the same: the semi-finals' medals "1–1" and "2–2"."""
    from desktop.web.server import WebState, create_app

    ev = _cup(db)
    with TestClient(create_app(WebState(db, ev))) as c:
        page = c.get("/pairings/1").text
    results = re.findall(r'<td class="num">([^<]*)</td></tr>', page)
    assert sorted(results) == ["1–1", "2–2"]
