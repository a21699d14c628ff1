"""The venue web says what the desk and the printed sheets say (review s8, item 5): the same numbers in the
standings (percentage tiebreakers as percentages, "44.44" under "OMW%"), and the same words."""

from __future__ import annotations

import html
import re

from web_support import tb

from desktop.services import tournament as svc


def _web_standings_rows(page: str) -> list[list[str]]:
    """The standings table's rows as the cells' text (the name cell without its club and flags)."""
    rows = []
    for row in re.findall(r"<tr data-names=[^>]*>(.*?)</tr>", page, flags=re.S):
        cells = re.findall(r"<td[^>]*>(.*?)</td>", row, flags=re.S)
        rows.append([html.unescape(re.sub(r"<span.*", "", c, flags=re.S)).strip() for c in cells])
    return rows


def test_the_web_standings_show_the_papers_numbers_with_percentages_as_percentages(client, db, event) -> None:  # type: ignore[no-untyped-def]
    from desktop.reports.labels import ENGLISH
    from desktop.services.sheets import standings_data

    for m in event["round"].matches:
        if m.status != "reported" and m.b is not None:
            svc.record_result(db, m.id, [tb("b", 1, 3)])
    client.app.state.changed()
    ranking = svc.event_ranking(db, event["id"])
    paper = standings_data(ranking, ENGLISH)
    assert any(k.endswith("%") for k in paper.tiebreak_short)  # the event ranks by OMW% and the like

    web = _web_standings_rows(client.get("/standings").text)

    assert web == [[str(r.rank), r.name, r.points, r.record, *r.tiebreaks] for r in paper.rows]
    omw = paper.tiebreak_short.index("OMW%")
    assert all(re.fullmatch(r"\d{1,3}\.\d\d", row[4 + omw]) for row in web)  # 33.33, not 0.3333


def _sheets_words(lang: str):  # type: ignore[no-untyped-def]
    """The captions and terms the printed sheets use in ``lang``: the app's translation through Qt, as
    ``event sheets --lang`` reads it."""
    from desktop.cli.sheets import labels_for

    return labels_for(lang)


def test_the_webs_shared_words_are_the_sheets_words_in_both_languages(qapp) -> None:  # type: ignore[no-untyped-def]
    from desktop.services.sheets import _Terms
    from desktop.tournament.standings import TIEBREAKS
    from desktop.web import paper_words

    for lang in ("en", "uk"):
        labels, terms = _sheets_words(lang)
        words = paper_words.words(lang)
        assert dict(words.labels) == dict(labels), lang
        t = _Terms(terms)  # how the sheets name a tiebreaker (services.sheets.standings_data)
        for tiebreak, info in TIEBREAKS.items():
            key = tiebreak.value
            assert words.tb_short(key) == t("tbshort", key, key.upper()), (lang, key)
            assert words.tb_name(key) == t("tiebreak", key, info.name), (lang, key)
    uk = paper_words.words("uk")
    assert (uk.labels["record"], uk.labels["first_player"]) != ("W-D-L", "First player")  # translated


def test_the_ukrainian_standings_page_has_the_printed_standings_headings(qapp, client, db, event) -> None:  # type: ignore[no-untyped-def]
    from desktop.services.sheets import standings_data

    labels, terms = _sheets_words("uk")
    ranking = svc.event_ranking(db, event["id"])
    paper = standings_data(ranking, labels, terms)
    page = client.get("/standings", headers={"Accept-Language": "uk"}).text

    head = re.search(r"<thead><tr>(.*?)</tr></thead>", page, flags=re.S)
    assert head is not None
    cells = re.findall(r"<th[^>]*>(.*?)</th>", head.group(1))
    headings = [html.unescape(re.sub(r"<[^>]+>", "", h)) for h in cells]
    assert headings == [labels["rank"], labels["player"], labels["points"], labels["record"], *paper.tiebreak_short]
    assert "В-Н-П" in headings and "ВПС%" not in page and "П-Н-П" not in page
    legend = re.findall(r"<li>(.*?)</li>", page.split('class="tiebreaks"', 1)[1])
    expected = [f"{s}: {n}" for s, n in zip(paper.tiebreak_short, paper.tiebreak_names, strict=True)]
    assert [html.unescape(x) for x in legend] == expected
    assert labels.fmt("standings_title", n=1) in page


def test_the_ukrainian_pairings_name_the_players_columns_as_the_printed_pairings(qapp, client) -> None:  # type: ignore[no-untyped-def]
    labels, _terms = _sheets_words("uk")
    page = client.get("/pairings/1", headers={"Accept-Language": "uk"}).text
    for key in ("table", "first_player", "second_player", "result"):
        assert f">{labels[key]}</th>" in page, key
    assert "Гравець Б" not in page and labels.fmt("pairings_title", n=1) in page


def test_the_webs_translation_file_carries_the_sheets_contexts() -> None:
    from desktop.web import messages, paper_words

    assert set(paper_words.PAPER_CONTEXTS) <= set(messages.APP_CONTEXTS)
    for context in paper_words.PAPER_CONTEXTS:
        assert messages.app_context("uk", context), context  # read from toybox_uk_web.json, no Qt


def test_the_sheets_words_follow_the_translation_file_the_web_reads(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Without its translation file the web shows the sheets' English, and finds the file again once it is
    there: the words keep nothing of their own beside the file's one cache."""
    import shutil

    from desktop.paths import resources_dir
    from desktop.web import messages, paper_words

    source = resources_dir() / "translations" / messages.app_strings_name("uk")
    (tmp_path / "translations").mkdir()
    monkeypatch.setattr("desktop.paths.resources_dir", lambda: tmp_path)
    monkeypatch.setattr(messages, "_APP_STRINGS", {})
    assert paper_words.words("uk").labels["record"] == "W-D-L"
    shutil.copy(source, tmp_path / "translations" / source.name)
    monkeypatch.setattr(messages, "_APP_STRINGS", {})
    assert paper_words.words("uk").labels["record"] == "В-Н-П"


def test_my_matches_give_the_result_in_the_sheets_words_beside_the_side_letter(qapp, client, event) -> None:  # type: ignore[no-untyped-def]
    """A side is "A" or "B" as on the desk and in the games' result labels ("Медалі (гравець B)"); the
    result beside it is a word ("перемога"), not the cross-table's letter "В", which reads as side B."""
    labels, _terms = _sheets_words("uk")
    played = next(m for m in event["round"].matches if m.status == "reported")
    page = client.get(f"/me?player={played.b}", headers={"Accept-Language": "uk"}).text
    table = page.split("<tbody>", 1)[1].split("</tbody>", 1)[0]
    cells = [html.unescape(c) for c in re.findall(r"<td[^>]*>([^<]*)</td>", table)]
    assert cells[-2:] == ["B", labels["loss"]]


def test_a_round_robins_head_to_head_reads_the_same_on_the_web_on_paper_in_the_csv_and_the_cli(
    db, db_path, capsys
) -> None:  # type: ignore[no-untyped-def]
    """Review s9, item 5: the head-to-head column was empty everywhere even when it decided places; it now
    shows the points each tied player scored against the others of the tie, the same on every surface."""
    import csv
    import io

    from starlette.testclient import TestClient

    from desktop.cli import main
    from desktop.reports.labels import ENGLISH
    from desktop.services.sheets import standings_data
    from desktop.web.server import WebState, create_app

    stage = svc.StageSpec(kind="round_robin")
    ev = svc.create_event(db, svc.EventSpec(name="H2H", game="toybattle", stages=(stage,))).summary.id
    ids = [svc.register_player(db, ev, n, rating=2000 - i).id for i, n in enumerate("ABCD")]
    beats = {(ids[0], ids[1]), (ids[1], ids[2]), (ids[2], ids[0]), (ids[0], ids[3]), (ids[3], ids[1])}
    beats |= {(ids[2], ids[3])}  # A, B... : A 2 wins, B 1, C 2, D 1: A and C tied (C beat A), B and D (D beat B)
    for _ in range(3):
        rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
        for m in rnd.matches:
            won = (m.a, m.b) in beats
            svc.record_result(db, m.id, [tb("a" if won else "b", 3 if won else 1, 1 if won else 3)])
    ranking = svc.event_ranking(db, ev)
    assert [ln.tiebreaks.get("head_to_head") for ln in ranking.lines] == ["3", "0", "3", "0"]
    assert [ln.separated_by for ln in ranking.lines][1::2] == ["head_to_head", "head_to_head"]
    paper = standings_data(ranking, ENGLISH)
    h2h = paper.tiebreak_short.index("H2H")
    printed = [r.tiebreaks[h2h] for r in paper.rows]
    assert printed == ["3", "0", "3", "0"]

    with TestClient(create_app(WebState(db, ev))) as client:
        web = _web_standings_rows(client.get("/standings").text)
    assert web == [[str(r.rank), r.name, r.points, r.record, *r.tiebreaks] for r in paper.rows]

    rows = list(csv.DictReader(io.StringIO(svc.export_csv(db, ev, "standings"))))
    assert [r["head_to_head"] for r in rows] == printed

    capsys.readouterr()
    assert main(["--database", f"sqlite:///{db_path}", "event", "standings", str(ev)]) == 0
    lines = capsys.readouterr().out.splitlines()
    column = lines[1].split().index("H2H") - len(lines[1].split())
    assert [ln.split()[column] for ln in lines[2:]] == printed
