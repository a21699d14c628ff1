"""A Battle Helix event made with terrain mode off plays without terrain in "Play this match" (it used to
store "random" or "players", which bool() read as on); a stored value that does not fit the schema plays
as the setting's default."""

from __future__ import annotations

from desktop.services import tournament as svc
from desktop.ui.tournament.event_dialog import EventDialog


def _helix_event_from_the_dialog(qtbot, db, terrain: bool) -> int:  # type: ignore[no-untyped-def]
    dialog = EventDialog(None)
    qtbot.addWidget(dialog)
    dialog.name.setText("Helix night")
    dialog.game.setCurrentIndex(dialog.game.findData("helix"))
    form = dialog.settings_forms["helix"]
    form.editors["terrain_mode"].setChecked(terrain)
    form.editors["pieces"].setValue(4)
    spec = dialog.spec()
    assert spec.game_settings["terrain_mode"] is terrain
    ev = svc.create_event(db, spec)
    for i, name in enumerate(("Ada", "Boris")):
        svc.register_player(db, ev.summary.id, name, rating=1600 - i)
    return ev.summary.id


def _play_first_match(qtbot, page, event_id):  # type: ignore[no-untyped-def]
    rnd = svc.publish_round(page.db, svc.pair_next_round(page.db, event_id).id)
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(event_id)
    qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)
    dialog = page.play_match(rnd.matches[0])
    assert dialog is not None
    return dialog


def test_a_helix_event_made_with_terrain_mode_off_plays_without_terrain(page, qtbot) -> None:  # type: ignore[no-untyped-def]
    event_id = _helix_event_from_the_dialog(qtbot, page.db, terrain=False)
    dialog = _play_first_match(qtbot, page, event_id)
    setup = dialog.board.game.setup
    assert setup.terrain_mode is False and setup.pieces == 4
    dialog.reject()


def test_a_helix_event_made_with_terrain_mode_on_plays_on_terrain(page, qtbot) -> None:  # type: ignore[no-untyped-def]
    event_id = _helix_event_from_the_dialog(qtbot, page.db, terrain=True)
    dialog = _play_first_match(qtbot, page, event_id)
    assert dialog.board.game.setup.terrain_mode is True
    dialog.reject()


def test_a_stored_setting_that_does_not_fit_plays_as_its_default(page, qtbot) -> None:  # type: ignore[no-untyped-def]
    from database.models.tournament import EventRow

    event_id = _helix_event_from_the_dialog(qtbot, page.db, terrain=False)
    with page.db.begin() as session:  # as an older build stored it
        row = session.get(EventRow, event_id)
        row.game_settings = {"pieces": 4, "terrain_mode": "random"}
    dialog = _play_first_match(qtbot, page, event_id)
    assert dialog.board.game.setup.terrain_mode is False
    dialog.reject()


def test_the_page_names_a_stored_setting_that_does_not_fit_and_repairs_it(page, qtbot) -> None:  # type: ignore[no-untyped-def]
    from database.models.tournament import EventRow

    event_id = _helix_event_from_the_dialog(qtbot, page.db, terrain=False)
    with page.db.begin() as session:  # as an older build stored it
        row = session.get(EventRow, event_id)
        row.game_settings = {"pieces": 4, "terrain_mode": "players"}
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(event_id)
    qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)
    banner = page.settings_banner
    assert banner.isVisible() and "terrain_mode" in banner.text.text()
    banner.repair_button.click()
    qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)
    assert svc.game_settings_problems(page.db, event_id) == []
    assert svc.get_event(page.db, event_id).game_settings["terrain_mode"] is False
    assert svc.get_event(page.db, event_id).game_settings["pieces"] == 4
    assert not banner.isVisible()
