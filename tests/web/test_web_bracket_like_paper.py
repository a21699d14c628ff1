"""The venue web's bracket reads like the printed bracket and the desk's Bracket tab: the rounds under the
paper's captions ("Final · Round 2"), and a drawn match (time called on a level game) that went to the
higher seed said so under its box ("draw: the higher seed advances"), in both languages."""

from __future__ import annotations

import html
import re

from starlette.testclient import TestClient

from desktop.services import tournament as svc

PLAYERS = ("Ann", "Bob", "Cid", "Dee")  # seeds 1-4 by rating: the semi-finals are Ann-Dee and Bob-Cid


def _cup(db) -> int:  # type: ignore[no-untyped-def]
    """Ann beats Dee on an HQ; Bob and Cid draw 2-2 when time is called (Bob, the higher seed, goes
    through); the final Ann-Bob is published and not played yet."""
    ev = svc.create_event(
        db, svc.EventSpec(name="Knockout", game="toybattle", stages=(svc.StageSpec("single_elimination"),))
    ).summary.id
    for i, name in enumerate(PLAYERS):
        svc.register_player(db, ev, name, rating=1800 - 100 * i)
    semis = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    for m in semis.matches:
        if {m.a_name, m.b_name} == {"Ann", "Dee"}:
            won = "a" if m.a_name == "Ann" else "b"
            svc.record_result(db, m.id, [{"winner": won, "ended": "hq", "medals_a": 1, "medals_b": 1}])
        else:
            game = {"ended": "time_called", "medals_a": 2, "medals_b": 2}
            svc.record_result(db, m.id, [game], confirm_time_called=True)
    svc.publish_round(db, svc.pair_next_round(db, ev).id)
    return ev


def _page(db, ev: int, lang: str) -> str:  # type: ignore[no-untyped-def]
    from desktop.web.server import WebState, create_app

    with TestClient(create_app(WebState(db, ev))) as c:
        c.cookies.set("tb_lang", lang)
        return html.unescape(c.get("/bracket").text)


def _boxes(page: str) -> list[str]:
    return [re.sub(r"<[^>]+>", "|", b) for b in re.findall(r'<div class="bracket-match">(.*?)</div>\n', page)]


def test_the_web_bracket_names_the_final_and_marks_the_draw_decided_by_seed_as_the_paper(db) -> None:  # type: ignore[no-untyped-def]
    ev = _cup(db)
    page = _page(db, ev, "en")
    assert re.findall(r"<h3>(.*?)</h3>", page) == ["Semi-final · Round 1", "Final · Round 2"]
    drawn = [b for b in _boxes(page) if "draw: the higher seed advances" in b]
    assert len(drawn) == 1 and "Bob" in drawn[0] and "Cid" in drawn[0]
    assert page.count("draw: the higher seed advances") == 1


def test_the_web_bracket_in_ukrainian_uses_the_papers_words(db) -> None:  # type: ignore[no-untyped-def]
    ev = _cup(db)
    page = _page(db, ev, "uk")
    assert re.findall(r"<h3>(.*?)</h3>", page) == ["Півфінал · Тур 1", "Фінал · Тур 2"]
    assert page.count("нічия: проходить вищий за посівом") == 1


def test_the_web_bracket_captions_and_notes_are_the_papers_functions(db) -> None:  # type: ignore[no-untyped-def]
    from desktop.reports.bracket import box_note, round_caption
    from desktop.services import sheets
    from desktop.web import paper_words

    ev = _cup(db)
    for lang in ("en", "uk"):
        labels = paper_words.words(lang).labels
        data = sheets.bracket_data(svc.load_event(db, ev), labels)
        page = _page(db, ev, lang)
        assert re.findall(r"<h3>(.*?)</h3>", page) == [round_caption(data, k, labels) for k in ("W1", "W2")]
        for box in data.boxes:
            note = box_note(box, labels)
            if note:
                assert note in page, (lang, note)
