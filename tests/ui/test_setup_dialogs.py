"""The set-up dialogs of the three games (issue 23, "Set-up dialogs"): the computer on Normal by default,
one "Start" button, the seed and the rules variants under an "Advanced" section closed by default with a
one-line explanation each (rows built from the game's settings schema), titles not cut at 1024 x 700 in
both languages; and Battle Helix's defaults: two different sample helixes, named players, a battle that
can go on for ever said so, with a finite round limit."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QLabel

from desktop.games.attacktix.game import SETTINGS as ATTACKTIX_SETTINGS
from desktop.games.helix.catalog import shipped_items
from desktop.games.helix.game import SETTINGS as HELIX_SETTINGS
from desktop.games.helix.helix import glyph_from_catalog
from desktop.ui.games.settings_form import title_width
from desktop.ui.play.worker import Background

GLYPHS = tuple(glyph_from_catalog(it.data["key"], it.data) for it in shipped_items() if it.kind == "helix.glyph")


def helix_dialog(**kw):  # type: ignore[no-untyped-def]
    from desktop.ui.games.helix.setup import SetupDialog

    return SetupDialog(kw.pop("saved", []), kw.pop("glyphs", GLYPHS), True, kw.pop("previous", None))


def attacktix_dialog():  # type: ignore[no-untyped-def]
    from desktop.ui.games.attacktix.setup import AttacktixSetupDialog

    return AttacktixSetupDialog(None)


def toybattle_dialog():  # type: ignore[no-untyped-def]
    from desktop.ui.games.toybattle.setup import SetupDialog

    return SetupDialog()


DIALOGS: dict[str, Callable[[], QDialog]] = {
    "attacktix": attacktix_dialog,
    "helix": helix_dialog,
    "toybattle": toybattle_dialog,
}


def close(dialog: QDialog) -> None:
    dialog.reject()
    Background.wait(20_000)


@pytest.mark.parametrize("game", sorted(DIALOGS))
def test_the_default_opponent_is_the_computer_on_normal(qtbot, game):  # type: ignore[no-untyped-def]
    d = DIALOGS[game]()
    qtbot.addWidget(d)
    assert d.opponent.currentData() == "normal"
    close(d)


@pytest.mark.parametrize("game", sorted(DIALOGS))
def test_the_start_button_says_start_in_every_game(qtbot, game):  # type: ignore[no-untyped-def]
    d = DIALOGS[game]()
    qtbot.addWidget(d)
    ok = d.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    assert ok.text() == "Start"
    close(d)


@pytest.mark.parametrize("game", sorted(DIALOGS))
def test_seed_and_rules_variants_sit_under_advanced_closed_with_one_line_each(qtbot, game):  # type: ignore[no-untyped-def]
    d = DIALOGS[game]()
    qtbot.addWidget(d)
    d.show()
    form = d.form
    assert form.advanced_button.isVisible() and form.advanced_button.text() == "Advanced"
    assert not form.advanced_box.isVisible() and not d.seed.isVisible()
    assert form.advanced_box.isAncestorOf(d.seed)
    form.advanced_button.click()
    assert d.seed.isVisible()
    # every row of the Advanced section has its one-line explanation under the editor
    for row in range(form.advanced.rowCount()):
        field = form.advanced.itemAt(row, form.advanced.ItemRole.FieldRole).widget()
        notes = [lab for lab in field.findChildren(QLabel) if lab.text()]
        assert notes and all(len(n.text()) < 110 for n in notes), row
    close(d)


def test_attacktix_advanced_rows_come_from_the_schema_with_players_words(qtbot):  # type: ignore[no-untyped-def]
    d = attacktix_dialog()
    qtbot.addWidget(d)
    advanced = {s.key for s in ATTACKTIX_SETTINGS if s.advanced and "setup" in s.scopes}
    for key in ("arena_size", "steady_hand", "turn_limit"):
        assert key in advanced and d.form.advanced_box.isAncestorOf(d.form.editors[key])
    assert d.form.helps["steady_hand"].text() == "How closely a shot follows your aim, 0–100"
    d.steady.setValue(55)
    d.form.editors["attacks_per_turn"].setValue(3)
    options = d.setup()["options"]
    assert options["steady_hand"] == 55 and options["attacks_per_turn"] == 3
    close(d)


def test_helix_rules_rows_come_from_the_schema(qtbot):  # type: ignore[no-untyped-def]
    d = helix_dialog()
    qtbot.addWidget(d)
    for s in HELIX_SETTINGS:
        if "setup" not in s.scopes:
            continue
        editor = d.form.editors[s.key]
        assert d.form.advanced_box.isAncestorOf(editor) == s.advanced, s.key
    d.form.editors["end_check"].setCurrentIndex(d.form.editors["end_check"].findData("swords"))
    assert d.setup()["rules"]["end_check"] == "swords"
    close(d)


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("game", sorted(DIALOGS))
def test_dialog_titles_are_not_cut_at_1024_by_700(qtbot, game, lang):  # type: ignore[no-untyped-def]
    from desktop.ui import i18n

    assert i18n.install(lang)
    try:
        d = DIALOGS[game]()
        qtbot.addWidget(d)
        d.show()
        QApplication.processEvents()
        title = d.windowTitle()
        if lang == "uk":
            assert any("а" <= ch.lower() <= "я" for ch in title)
        # the title bar needs the title's width (bold, larger) and room for its icon and buttons
        assert d.width() >= title_width(title) and d.minimumWidth() >= title_width(title)
        assert d.minimumSizeHint().height() <= 700 and d.minimumWidth() <= 1024
        close(d)
    finally:
        i18n.install("en")


# --- Battle Helix -------------------------------------------------------------------------------------


def settle(qtbot, d) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: d.can_go_on_for_ever is not None and not d._odds_timer.isActive()
                    and not d.background.busy(), timeout=20_000)


def test_helix_defaults_to_two_different_sample_helixes_and_named_players(qtbot):  # type: ignore[no-untyped-def]
    d = helix_dialog()  # no saved helix at all
    qtbot.addWidget(d)
    setup = d.setup()
    keys = [[g["key"] for g in h] for h in setup["helixes"]]
    assert keys[0] != keys[1]
    assert all(len(set(k)) > 1 for k in keys)  # not six copies of one glyph
    assert [n.startswith("Sample: ") for n in setup["helix_names"]] == [True, True]
    assert setup["names"] == ["Player", "Computer (Normal)"] and setup["opponent"] == "normal"
    assert setup["rules"]["round_limit"] > 0
    # a name nobody typed follows the opponent; a typed one stays
    d.opponent.setCurrentIndex(d.opponent.findData("person"))
    assert d.pickers[1].name.text() == "Player 2" and d.pickers[0].name.text() == "Player 1"
    d.opponent.setCurrentIndex(d.opponent.findData("hard"))
    assert d.pickers[1].name.text() == "Computer (Hard)"
    d.pickers[1].name.setText("Grandpa")
    d.opponent.setCurrentIndex(d.opponent.findData("easy"))
    assert d.pickers[1].name.text() == "Grandpa"
    settle(qtbot, d)
    assert d.can_go_on_for_ever is False and not d.forever.isVisible()
    close(d)


def test_a_battle_that_can_go_on_for_ever_is_said_and_gets_a_finite_round_limit(qtbot):  # type: ignore[no-untyped-def]
    d = helix_dialog(previous={"rules": {"round_limit": 0}})
    qtbot.addWidget(d)
    d.show()
    settle(qtbot, d)
    assert d.round_limit.value() == 0  # two different samples always end: "never" is allowed
    same = GLYPHS[0].key
    for p in d.pickers:  # six copies of one glyph on both sides: every round is a tie
        for combo in p.slots:
            combo.setCurrentIndex(combo.findData(same))
    d.can_go_on_for_ever = None
    settle(qtbot, d)
    assert d.can_go_on_for_ever is True and d.forever.isVisible()
    assert "for ever" in d.forever.text()
    assert d.round_limit.value() == 1000 and "1000" in d.forever.text()
    d.round_limit.setValue(0)
    ok = d.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    ok.click()
    assert d.result() == 0 and "round limit" in d.error.text()
    close(d)


def test_sample_helix_names_follow_the_language(qtbot):  # type: ignore[no-untyped-def]
    from desktop.games.helix.players import SAMPLE_HELIXES
    from desktop.ui import i18n
    from desktop.ui.games.helix.setup import SAMPLE_NAMES, sample_name

    assert set(SAMPLE_NAMES) == {name for name, _keys in SAMPLE_HELIXES}
    assert i18n.install("uk")
    try:
        for name in SAMPLE_NAMES:
            shown = sample_name(name)
            assert name not in shown and any("а" <= ch.lower() <= "я" for ch in shown)
    finally:
        i18n.install("en")
