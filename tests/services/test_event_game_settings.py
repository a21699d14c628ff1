"""An event's game settings are checked against the game's one settings schema (issue 22).

The defect: a Battle Helix event always played in terrain mode, because its stored ``terrain_mode``
could be the string "random" or "players" (bool("random") is True) and nothing checked it. Now every way
settings enter (create, edit, event import, ``--setting``) is checked, naming the setting; an event whose
stored settings do not fit still opens, reports them and can be repaired.
"""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

import pytest
from sqlalchemy import update

from database.models.tournament import EventRow
from desktop.cli import main
from desktop.services import tournament as svc
from desktop.services.tournament_transfer import EventImportError, import_event


def _store_raw_settings(db, event_id: int, settings: dict) -> None:  # type: ignore[no-untyped-def]
    """What an older version wrote: settings that no checked path accepts any more."""
    with db.begin() as session:
        session.execute(update(EventRow).where(EventRow.id == event_id).values(game_settings=settings))


def _helix_event(db, **settings):  # type: ignore[no-untyped-def]
    return svc.create_event(db, svc.EventSpec(name="Helix Cup", game="helix", game_settings=settings))


def test_create_event_refuses_a_setting_that_does_not_fit_naming_it(db) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(svc.GameSettingsError) as err:
        _helix_event(db, terrain_mode="random")
    assert err.value.setting == "terrain_mode"
    assert err.value.template == "the {game} setting {setting}: {reason}"
    assert err.value.params["game"] == "Battle Helix"
    assert "terrain_mode" in err.value.message and "'random'" in err.value.message
    with pytest.raises(svc.GameSettingsError, match="pieces: must be at most 200"):
        _helix_event(db, pieces=500)
    with pytest.raises(svc.GameSettingsError, match="colour: is not a setting of this game"):
        _helix_event(db, colour="blue")
    assert svc.list_events(db) == []


def test_create_event_stores_the_given_settings_typed(db) -> None:  # type: ignore[no-untyped-def]
    detail = _helix_event(db, terrain_mode=False, pieces=12.0)
    assert detail.game_settings == {"terrain_mode": False, "pieces": 12}
    assert isinstance(detail.game_settings["pieces"], int)


def test_update_event_checks_settings_against_the_events_game(db) -> None:  # type: ignore[no-untyped-def]
    ev = _helix_event(db, terrain_mode=True).summary.id
    with pytest.raises(svc.GameSettingsError, match="terrain_mode"):
        svc.update_event(db, ev, {"game_settings": {"terrain_mode": "players"}})
    assert svc.get_event(db, ev).game_settings == {"terrain_mode": True}
    svc.update_event(db, ev, {"game_settings": {"terrain_mode": False}})
    assert svc.get_event(db, ev).game_settings == {"terrain_mode": False}
    # a new game without new settings starts from that game's defaults
    svc.update_event(db, ev, {"game": "attacktix"})
    assert svc.get_event(db, ev).game_settings == {}
    with pytest.raises(svc.GameSettingsError, match="the Attacktix setting terrain_mode"):
        svc.update_event(db, ev, {"game_settings": {"terrain_mode": False}})


def test_stored_settings_that_do_not_fit_are_reported_and_repaired(db) -> None:  # type: ignore[no-untyped-def]
    detail = _helix_event(db, pieces=12)
    ev = detail.summary.id
    _store_raw_settings(db, ev, {"terrain_mode": "random", "pieces": 12, "old_key": 1})
    # the event still opens
    assert svc.get_event(db, ev).game_settings["terrain_mode"] == "random"
    problems = svc.game_settings_problems(db, ev)
    assert [(p.setting, p.repaired) for p in problems] == [("old_key", None), ("terrain_mode", False)]
    assert problems[1].template == "the {game} setting {setting}: {reason}"
    assert problems[1].params["setting"] == "terrain_mode" and "'random'" in problems[1].reason
    # readers refuse the stored value instead of reading bool("random") as terrain mode on
    with pytest.raises(svc.GameSettingsError, match="terrain_mode"):
        svc.event_game_settings(svc.registry.get("helix"), svc.get_event(db, ev).game_settings)
    version = svc.get_event(db, ev).summary.version
    with pytest.raises(svc.StaleResultError.__mro__[1]):  # ConflictError: someone changed it since
        svc.repair_game_settings(db, ev, expected_version=version - 1)
    repaired = svc.repair_game_settings(db, ev, expected_version=version)
    assert repaired.game_settings == {"terrain_mode": False, "pieces": 12}
    assert repaired.summary.version == version + 1
    assert svc.game_settings_problems(db, ev) == []
    full = svc.event_game_settings(svc.registry.get("helix"), repaired.game_settings)
    assert full["terrain_mode"] is False and full["pieces"] == 12 and full["round_limit"] == 1000


def test_event_import_refuses_game_settings_that_do_not_fit(db) -> None:  # type: ignore[no-untyped-def]
    ev = _helix_event(db, terrain_mode=False).summary.id
    doc = json.loads(json.dumps(svc.export_event(db, ev)))
    doc["event"]["game_settings"] = {"terrain_mode": "players"}
    with pytest.raises(EventImportError) as err:
        import_event(db, json.dumps(doc))
    assert "event.game_settings.terrain_mode" in err.value.message


def _cli(url: str, *args: str) -> tuple[int, str]:
    out, errors = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(errors):
        rc = main(["--database", url, "event", *args])
    return rc, out.getvalue() + errors.getvalue()


@pytest.mark.parametrize("terrain_mode", ["off", "on"])
def test_helix_event_created_with_terrain_mode_off_plays_without_terrain(db_path: Path, terrain_mode: str) -> None:
    url = f"sqlite:///{db_path}"
    rc, out = _cli(
        url, "demo", "--game", "helix", "--players", "2", "--rounds", "1", "--seed", "3", "--play",
        "--setting", f"terrain_mode={terrain_mode}", "--setting", "pieces=6", "--json",
    )
    assert rc == 0, out
    event_id = json.loads(out)["event_id"]
    rc, out = _cli(url, "export", str(event_id))
    doc = json.loads(out)
    assert doc["event"]["game_settings"] == {"terrain_mode": terrain_mode == "on", "pieces": 6}
    results = [g["result"] for r in doc["rounds"] for m in r["matches"] for g in m["games"]]
    assert results
    if terrain_mode == "off":
        assert all(res["terrains"] == "" for res in results)
    else:
        assert all(res["terrains"] for res in results)


def test_cli_setting_is_parsed_with_the_games_schema_and_refused_naming_it(db_path: Path) -> None:
    url = f"sqlite:///{db_path}"
    rc, out = _cli(url, "create", "Cup", "--game", "helix", "--setting", "terrain_mode=random")
    assert rc == 1 and "the Battle Helix setting terrain_mode: must be yes or no, not 'random'" in out
    rc, out = _cli(url, "create", "Cup", "--game", "helix", "--setting", "speed=3")
    assert rc == 1 and "the Battle Helix setting speed: is not a setting of this game" in out
    rc, out = _cli(url, "create", "Cup", "--game", "helix", "--setting", "terrain_mode=no", "--json")
    assert rc == 0, out
    event = json.loads(out)
    assert event["game_settings"] == {"terrain_mode": False}
    rc, out = _cli(url, "edit", str(event["summary"]["id"]), "--setting", "pieces=lots")
    assert rc == 1 and "the Battle Helix setting pieces: must be a whole number from 1 to 200" in out
    rc, out = _cli(url, "edit", str(event["summary"]["id"]), "--setting", "pieces=30", "--json")
    assert rc == 0 and json.loads(out)["game_settings"] == {"pieces": 30}


def test_toybattle_demo_with_a_rotating_terrain_setting_plays_on_real_terrains(db) -> None:  # type: ignore[no-untyped-def]
    from desktop.games.toybattle.game import TERRAINS
    from desktop.services.tournament_demo import build_demo

    res = build_demo(
        db, game="toybattle", players=2, rounds=1, seed=2, play=True, game_settings={"terrain": "rotating"}
    )
    view = svc.load_event(db, res.event_id)
    played = [g.result for rv in view.rounds for m in rv.matches for g in m.games]
    assert played and all(r.get("terrain") in TERRAINS for r in played)
