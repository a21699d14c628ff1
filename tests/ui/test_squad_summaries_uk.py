"""Saved squads' one-line summaries are shown in the interface language: the rules write them in English
("100 pts: …; backups 20 pts", "… (2 gold)", "Castle, blue, vs computer (easy)") and they are stored so
(with the squad, and with an event's registrations); the Squads page's lists, the Players tab of a
tournament and its "Attach squad" list, and the Attacktix set-up's saved squads show them with their units
translated, with Qt's plural forms."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from desktop.ui import i18n

ENGLISH_UNITS = re.compile(r"\bpts?\b|\bgold\b|\bvs\b|\bcomputer\b|\bbeginner\b|\bbackups\b|Quick Battle")


@pytest.fixture
def uk(qtbot):  # type: ignore[no-untyped-def]
    assert i18n.install("uk")
    yield
    from desktop.ui.tournament import texts

    i18n.install("en")
    texts.set_lang("en")


def _attacktix_squad(db, name: str, codes: list[str], backups: list[str] = ()) -> int:  # type: ignore[no-untyped-def]
    from desktop.games.attacktix import engine as E
    from desktop.games.attacktix import squad as S
    from desktop.services import squads as sq

    cat = E.shipped_catalog()["figures"]
    squad = S.Squad(
        name=name,
        entries=tuple(S.SquadEntry(S.figure_from_catalog(c, cat[c]), 1) for c in codes),
        backups=tuple(S.SquadEntry(S.figure_from_catalog(c, cat[c]), 1) for c in backups),
    )
    return sq.save_squad(db, "attacktix.squad", name, S.squad_to_data(squad)).id


def _saved_squads(db) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import squads as sq
    from desktop.ui.games.helix import data

    _attacktix_squad(db, "Heroes", ["MV-07", "MV-08", "MV-10"], backups=["MV-13"])
    glyphs = data.glyphs(db)
    gold = [g for g in glyphs if g.gold][:2]
    plain = [g for g in glyphs if not g.gold][:4]
    sq.save_squad(db, kind="helix.helix", name="Tidal", data={"slots": [g.key for g in gold + plain]})
    sq.save_squad(
        db,
        kind="toybattle.setup",
        name="Castle night",
        data={"terrain": "castle", "colour": "blue", "opponent": "easy", "beginner": True},
    )


def test_every_games_squad_summary_is_shown_in_ukrainian(uk, db) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import squads as sq
    from desktop.ui.squads.models import SquadListModel

    _saved_squads(db)
    found = sq.list_squads(db)
    assert {s.game for s in found} == {"attacktix", "helix", "toybattle"}
    model = SquadListModel()
    model.set_rows(found)
    shown = {}
    for row, s in enumerate(found):
        text = model.data(model.index(row, 1), Qt.ItemDataRole.DisplayRole)
        tip = model.data(model.index(row, 0), Qt.ItemDataRole.ToolTipRole)
        assert text and not ENGLISH_UNITS.search(text), (s.summary, text)
        assert text in tip
        shown[s.game] = text
    figures = sq.list_squads(db, game="attacktix")[0].summary
    points = re.match(r"(\d+) pts", figures)[1]  # type: ignore[index]
    assert shown["attacktix"].startswith(f"{points} оч"), shown["attacktix"]
    assert "запасні:" in shown["attacktix"] and "MV-07" in shown["attacktix"]
    assert shown["helix"].endswith("(2 золоті)"), shown["helix"]
    assert "Castle" not in shown["toybattle"], shown["toybattle"]  # the terrain by its Ukrainian name
    assert "суперник" in shown["toybattle"] and "новачків" in shown["toybattle"]


def test_the_english_summaries_keep_their_words_with_plurals(db, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import squads as sq
    from desktop.ui.games import squad_summary

    assert i18n.install("en")
    _saved_squads(db)
    for s in sq.list_squads(db):
        shown = squad_summary(s.game, s.summary)
        if s.game == "attacktix":
            assert shown == s.summary  # "N pts: …; backups M pts" (no figure is worth one point)
        elif s.game == "helix":
            assert shown.endswith("(2 gold)")
        else:
            assert shown.startswith("Castle Field, blue, opponent:") and shown.endswith(", beginner option"), shown
    assert squad_summary("attacktix", "1 pts: MV-99 X") == "1 pt: MV-99 X"
    assert squad_summary("attacktix", "a text of another shape") == "a text of another shape"


def test_the_players_tab_shows_an_attached_squad_in_ukrainian(uk, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import tournament as svc
    from desktop.ui.pages.tournaments import TournamentsPage

    ctx.lang = "uk"
    squad = _attacktix_squad(ctx.db, "Heroes", ["MV-07", "MV-08", "MV-10"])
    # a 100-point event (the default is exactly 200, which the squad would break)
    spec = svc.EventSpec(name="Tix", game="attacktix", game_settings={"point_limit": 100})
    ev = svc.create_event(ctx.db, spec).summary.id
    reg = svc.register_player(ctx.db, ev, "Ann")
    svc.attach_squad(ctx.db, reg.id, squad)
    page = TournamentsPage(ctx)
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    qtbot.waitExposed(page)
    try:
        with qtbot.waitSignal(page.event_loaded, timeout=30000):
            page.select_event(ev)
        qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)
        tab = page.players_tab
        stored = tab.model.record(0).squad_summary
        assert " pts" in stored  # the registration keeps the rules' English
        text = tab.model.data(tab.model.index(0, tab.model.column_of("squad")), Qt.ItemDataRole.DisplayRole)
        assert text and not ENGLISH_UNITS.search(text), text
        assert "очок" in text or "очки" in text, text
    finally:
        qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)
        ctx.lang = "en"


def test_the_attacktix_setups_saved_squads_are_listed_in_ukrainian(uk, db) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.games.attacktix.setup import saved_squads

    _attacktix_squad(db, "Heroes", ["MV-07", "MV-08", "MV-10"])
    [(_id, name, summary, _legal)] = saved_squads(db)
    assert name == "Heroes" and not ENGLISH_UNITS.search(summary), summary


# ------------------------------------------------------------------------------ the random seed's label


SEED_CONTEXTS = {"AttacktixSetupDialog", "SetupDialog"}


def test_no_random_seed_is_called_a_grain_in_ukrainian(qtbot) -> None:  # type: ignore[no-untyped-def]
    """"Зерно" (grain) means nothing to a player: the set-up dialogs' seed is "Початкове число (seed)", and
    tournament seeding stays "посів" (never a random number)."""
    import xml.etree.ElementTree as ET
    from pathlib import Path

    ts = Path(__file__).resolve().parents[2] / "resources/translations/toybox_uk.ts"
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            text = "".join(message.find("translation").itertext())
            assert "зерн" not in text.lower(), (name, source, text)
            if re.search(r"\bseed\b", source, re.I):
                if "by seed" in source or "higher seed" in source:
                    assert "посів" in text, (name, source, text)  # tournament seeding
                else:
                    assert "числ" in text.lower(), (name, source, text)  # a random seed: a number


@pytest.mark.parametrize("game", ["attacktix", "helix", "toybattle"])
def test_the_setup_dialogs_seed_label_says_what_the_number_does(game, uk, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QLabel

    dialog = _setup_dialog(game)
    qtbot.addWidget(dialog)
    labels = [w for w in dialog.findChildren(QLabel) if w.text().replace("&", "").startswith("Початкове число")]
    assert labels, "the seed's label"
    for label in labels:
        assert "(seed)" in label.text()
        assert "Те саме початкове число" in label.toolTip(), label.toolTip()


def _setup_dialog(game: str):  # type: ignore[no-untyped-def]
    if game == "attacktix":
        from desktop.ui.games.attacktix.setup import AttacktixSetupDialog

        return AttacktixSetupDialog(None)
    if game == "helix":
        from desktop.games.helix.catalog import shipped_items
        from desktop.games.helix.helix import glyph_from_catalog
        from desktop.ui.games.helix.setup import SetupDialog

        glyphs = [glyph_from_catalog(it.data["key"], it.data) for it in shipped_items() if it.kind == "helix.glyph"]
        return SetupDialog([], glyphs, True)
    from desktop.ui.games.toybattle.setup import SetupDialog as ToyBattleSetup

    return ToyBattleSetup()
