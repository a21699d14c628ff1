"""A refused catalog or squads file names every problem of every item at once, in the file's order, and
leaves the database as it was (imperr9: an item malformed in the file no longer hid the other items'
problems, which the checks of the catalog or of the squad kinds find)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from desktop.games.catalog_schema import Problem
from desktop.services import catalog as cs
from desktop.services import squads as sq
from desktop.services.errors import Phrase


def _figures(db) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    return json.loads(cs.export_catalog(db, "attacktix.figure"))


def test_a_malformed_item_does_not_hide_the_checks_of_the_other_items(db) -> None:  # type: ignore[no-untyped-def]
    before = cs.export_catalog(db)
    doc = _figures(db)
    doc["items"][0]["kind"] = "attacktix.vehicle"  # malformed: refused while reading the file
    doc["items"][2]["data"]["speed"] = 99  # the figure's own check: out of range
    doc["items"][4]["data"]["name"] = "Changed by a refused file"  # a sound change, not written either
    with pytest.raises(cs.CatalogImportError) as caught:
        cs.import_catalog(db, json.dumps(doc), file="two.json")
    exc = caught.value
    assert [(p.number, p.field) for p in exc.item_problems] == [(1, "kind"), (3, "speed")]
    assert exc.problems[1].startswith("item 3 (figure MV-03), field 'speed': must be at most ")
    assert exc.message.endswith("(and 1 more problem)")
    assert cs.export_catalog(db) == before


def test_a_refused_item_is_not_reported_missing_by_the_items_that_refer_to_it(db) -> None:  # type: ignore[no-untyped-def]
    doc = json.loads(cs.export_catalog(db))
    marvel = next(i for i in doc["items"] if i["kind"] == "attacktix.marvel_class")
    marvel["data"]["key"] = "mutants"
    marvel["archived"] = "no"  # refused itself
    users = [i for i in doc["items"] if i["kind"] == "attacktix.figure"][:3]
    for figure in users:
        figure["data"]["marvel_class"] = "mutants"
    with pytest.raises(cs.CatalogImportError) as caught:
        cs.import_catalog(db, json.dumps(doc), file="ref.json")
    assert [p.field for p in caught.value.item_problems] == ["archived"]


def test_every_squad_of_a_squads_file_is_reported_and_nothing_is_written(db) -> None:  # type: ignore[no-untyped-def]
    doc = {
        "format": sq.FILE_FORMAT,
        "version": sq.FILE_VERSION,
        "squads": [
            {"kind": "helix.helix", "name": "", "data": {"slots": [None] * 6}},  # malformed name
            {"kind": "helix.helix", "name": "Fine", "data": {"slots": [None] * 6}},
            {"kind": "attacktix.squad", "name": "Bad", "data": {"entries": [{"key": "ZZ-99", "count": 1}]}},
            {"kind": "toybattle.setup", "name": "T", "data": {"colour": "green"}, "settings": {}},
        ],
    }
    with pytest.raises(sq.SquadImportError) as caught:
        sq.import_squads(db, json.dumps(doc), file="squads.json")
    exc = caught.value
    assert [(p.number, p.field) for p in exc.item_problems] == [
        (1, "name"),
        (3, "data.entries[0].key"),
        (4, "data.colour"),
    ]
    assert exc.problems == (
        "squad 1 (helix.helix ''), field 'name': a squad needs a name",
        "squad 3 (attacktix.squad 'Bad'), field 'data.entries[0].key': no figure 'ZZ-99' in the catalog",
        "squad 4 (toybattle.setup 'T'), field 'data.colour': must be one of blue, red, random",
    )
    assert sq.list_squads(db) == []


def test_an_item_refusal_is_a_template_whose_parameters_are_phrases(db) -> None:  # type: ignore[no-untyped-def]
    doc = _figures(db)
    doc["items"][1]["data"]["points"] = "forty"
    with pytest.raises(cs.CatalogImportError) as caught:
        cs.import_catalog(db, json.dumps(doc), file="one.json")
    exc = caught.value
    assert exc.template == "{file}, {item}, field {field}: {problem}"
    item, problem = exc.params["item"], exc.params["problem"]
    assert isinstance(item, Phrase) and item.template == "item {number} ({kind} {key})"
    assert item.params["key"] == "MV-02" and item.params["kind"].key == "attacktix.figure"  # a kind Label
    assert isinstance(problem, Phrase) and problem.context == "CatalogProblems"
    assert exc.template.format(**exc.params) == exc.message == (
        "one.json, item 2 (figure MV-02), field 'points': must be a whole number"
    )


def test_a_huge_key_is_shown_shortened_without_words() -> None:
    from desktop.services.files import ItemProblem, item_where

    where = item_where(1, "attacktix.figure", "K" * 100_000)
    line = str(ItemProblem.of(1, where, Problem("x", "{v} is wrong", params={"v": "V" * 100_000})).line)
    assert len(line) < 500 and line.count("…") == 2 and "characters" not in line


def test_the_rules_settings_refusals_keep_their_english_text_and_carry_their_problem() -> None:
    from desktop.games.attacktix import squad as ax
    from desktop.games.catalog_schema import ProblemError
    from desktop.games.helix import helix as hx

    with pytest.raises(ProblemError) as caught:
        ax.rules_from_settings({"limit_mode": "roughly"})
    assert str(caught.value) == "limit_mode: must be 'exactly' or 'up_to', not 'roughly'"
    assert caught.value.problem.params == {"value": "'roughly'"}
    with pytest.raises(ProblemError) as caught:
        ax.rules_from_settings({"profile": "weird"})
    assert str(caught.value) == "unknown legality profile 'weird'; known: casual, tournament, event"
    with pytest.raises(ProblemError) as caught:
        hx.rules_from_settings({"max_gold": -1})
    assert str(caught.value) == "max_gold: must be a whole number of at least 0 or empty, not -1"
    with pytest.raises(ProblemError, match="banned_codes: must be a list of texts"):
        ax.rules_from_settings({"profile": "event", "profile_rules": {"banned_codes": 3}})
