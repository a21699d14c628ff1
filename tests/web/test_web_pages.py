"""The venue web's read-only pages (issue 26): every page in both languages, the one ranking, draft
rounds kept back, names with markup shown as text, the published static site."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from markupsafe import escape
from web_support import CLUB, tb

from desktop.reports.labels import tiebreak_cell
from desktop.services import tournament as svc
from desktop.tournament import TIEBREAKS
from desktop.web import paper_words

TIEBREAK_KEYS = [t.value for t in TIEBREAKS]
PAGES = ["/", "/pairings", "/pairings/1", "/standings", "/crosstable", "/bracket", "/me", "/me?player=1"]


@pytest.mark.parametrize("url", PAGES)
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_every_page_answers_in_the_phones_language(client, url, lang) -> None:  # type: ignore[no-untyped-def]
    r = client.get(url, headers={"Accept-Language": f"{lang},en;q=0.5" if lang == "uk" else "en-GB"})
    assert r.status_code == 200
    assert f'<html lang="{lang}">' in r.text
    assert r.headers["content-type"].startswith("text/html")


def _visible_latin_words(page: str, data: list[str]) -> set[str]:
    """Latin-letter words left on a page once tags and the event's own data (names, clubs) are gone."""
    text = re.sub(r"<(script|style)[^>]*>.*?</\1>", " ", page, flags=re.S)
    attrs = " ".join(re.findall(r'(?:placeholder|title|aria-label|data-on|data-off|data-up)="([^"]*)"', text))
    text = re.sub(r"<[^>]+>", " ", text) + " " + attrs
    text = html.unescape(text)
    for item in sorted(data, key=len, reverse=True):
        text = text.replace(item, " ")
    words = set(re.findall(r"[A-Za-z]{2,}", text))
    # the tiebreakers' abbreviations that the printed Ukrainian standings keep in Latin letters (OMW%)
    uk = paper_words.words("uk")
    on_paper = {w for key in TIEBREAK_KEYS for w in re.findall(r"[A-Za-z]{2,}", uk.tb_short(key))}
    return words - {"In", "English", "Toybox", "Arena"} - on_paper  # the language switch names its language


@pytest.mark.parametrize("url", PAGES)
def test_no_english_is_left_on_a_ukrainian_page(client, event, url) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import venue

    r = client.get(url, headers={"Accept-Language": "uk-UA,uk;q=0.9"})
    data = event["names"] + [CLUB, "Spring Cup", "Hall"] + [c.code for c in venue.player_codes(client.app.state.db, event["id"])]
    assert _visible_latin_words(r.text, data) == set()


def test_the_report_form_and_the_signed_in_page_have_no_english_in_ukrainian(phone, event) -> None:  # type: ignore[no-untyped-def]
    phone.client.cookies.set("tb_lang", "uk")
    m = next(m for m in event["round"].matches if m.b is not None and m.status != "reported")
    r = phone.sign_in(m.a, event["codes"][m.a])
    assert "report" in r.text and "g1_winner" in r.text
    assert _visible_latin_words(r.text, event["names"] + [CLUB, "Spring Cup", "Hall"]) == set()


def test_the_standings_are_the_events_one_ranking_with_its_tiebreak_columns(client, db, event) -> None:  # type: ignore[no-untyped-def]
    ranking = svc.event_ranking(db, event["id"])
    r = client.get("/standings")
    rows = re.findall(r"<tr data-names=\"[^\"]*\"[^>]*><td class=\"num\">(\d+|—)</td><td>([^<]*)", r.text)
    assert [(int(rank), html.unescape(name).strip()) for rank, name in rows] == [
        (ln.rank, ln.name) for ln in ranking.lines
    ]
    assert len(ranking.tiebreaks) > 0
    for key, _name, _definition in ranking.tiebreaks:  # one column per tiebreaker, named in full
        assert f'<abbr title="{paper_words.words("en").tb_name(key)}">' in r.text.replace("&#39;", "'")
    first = ranking.lines[0]
    for key, value in first.tiebreaks.items():  # as the desk and the sheets show it (55.56 under OMW%)
        assert f'<td class="num">{tiebreak_cell(key, value)}</td>' in r.text


def test_names_with_markup_are_shown_as_text_everywhere(client) -> None:  # type: ignore[no-untyped-def]
    for url in PAGES:
        text = client.get(url).text
        assert "<script>alert" not in text and "<b>Bold</b>" not in text
    assert "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; Eve" in client.get("/standings").text
    assert "&lt;b&gt;Bold&lt;/b&gt; &amp; Co" in client.get("/standings").text


def test_pairings_list_every_table_with_a_name_filter_hook(client, event) -> None:  # type: ignore[no-untyped-def]
    r = client.get("/pairings/1")
    assert 'id="find"' in r.text
    for m in event["round"].matches:
        assert str(escape(m.a_name)) in r.text
    names = re.findall(r'data-names="([^"]*)"', r.text)
    assert len(names) == len(event["round"].matches)
    assert all(n == n.lower() for n in names)


def test_a_draft_round_is_not_shown_to_the_players(client, db, event) -> None:  # type: ignore[no-untyped-def]
    from desktop.services.tournament_queries import round_view

    rnd = round_view(db, event["id"], 1)
    for m in rnd.matches:
        if m.status != "reported" and m.b is not None:
            svc.record_result(db, m.id, [tb("b")])
    draft = svc.pair_next_round(db, event["id"])
    assert draft.status == "draft"
    assert client.get("/pairings/2").status_code == 404
    assert "/pairings/2" not in client.get("/").text


def test_my_event_shows_the_players_matches_and_place(client, event) -> None:  # type: ignore[no-untyped-def]
    m = event["round"].matches[0]
    r = client.get(f"/me?player={m.a}")
    assert str(escape(m.b_name or "")) in r.text
    assert "Place " in r.text
    assert client.get("/me?player=999999").status_code == 200
    assert "No such player" in client.get("/me?player=999999").text


def test_the_crosstable_gives_each_player_the_opponents_place_and_result(client, db, event) -> None:  # type: ignore[no-untyped-def]
    ranking = svc.event_ranking(db, event["id"])
    rank = {ln.registration_id: ln.rank for ln in ranking.lines}
    played = next(m for m in event["round"].matches if m.status == "reported")
    r = client.get("/crosstable")
    winner_row = re.search(
        rf"<tr><td class=\"num\">{rank[played.a]}</td><td>[^<]*</td><td class=\"num\">([^<]*)</td>", r.text
    )
    assert winner_row is not None and winner_row.group(1) == f"{rank[played.b]}W"


def test_the_bracket_shows_an_elimination_stages_rounds(db) -> None:  # type: ignore[no-untyped-def]
    from starlette.testclient import TestClient

    from desktop.web.server import WebState, create_app

    ev = svc.create_event(
        db, svc.EventSpec(name="KO", game="toybattle", stages=(svc.StageSpec(kind="single_elimination"),))
    ).summary.id
    for i in range(4):
        svc.register_player(db, ev, f"K{i}", rating=1500 - i)
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    with TestClient(create_app(WebState(db, ev))) as c:
        page = c.get("/bracket").text
    assert "Stage 1" in page and "Round 1" in page
    for m in rnd.matches:
        assert m.a_name in page


def test_the_clock_shows_the_rounds_time_left(client, db, event) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import tournament_clock

    assert "The clock has not started." in client.get("/").text
    tournament_clock.start_clock(db, event["id"], 30)
    client.app.state.changed()
    page = client.get("/pairings").text
    assert 'id="clock"' in page and 'data-running="1"' in page
    assert re.search(r'data-remaining="(17\d\d|1800)"', page)


def test_publish_writes_the_static_site_with_working_links(db, event, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from desktop.web.publish import publish

    report = publish(db, event["id"], tmp_path / "site", "uk")
    files = set(report.files)
    assert {"index.html", "standings.html", "crosstable.html", "bracket.html", "pairings-1.html"} <= files
    assert {"static/style.css", "static/app.js"} <= files
    for name in files:
        if not name.endswith(".html"):
            continue
        text = (tmp_path / "site" / name).read_text(encoding="utf-8")
        assert "<script>alert" not in text
        assert "data-live" not in text and "/me" not in text  # nothing live in the static site
        for link in re.findall(r'(?:href|src)="([^"]+)"', text):
            assert (tmp_path / "site" / link).is_file(), (name, link)


def test_event_publish_verb_writes_the_site(db_path: Path, event, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    from desktop.cli import main

    status = main(["--database", f"sqlite:///{db_path}", "event", "publish", "Spring Cup", str(tmp_path / "out")])
    assert status == 0
    assert "published event" in capsys.readouterr().out
    assert (tmp_path / "out" / "standings.html").is_file()
