"""Review of result entry: a scanner acting as a keyboard with the Ukrainian layout active sends
``1-1-1-К`` for the printed ``1-1-1-R``; people type Cyrillic look-alikes or spaces for dashes. Those
open the match; an unknown or mistyped code gets a clear message (translated: the service's message
had the code baked into its English text), never markup."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop.services import tournament as svc
from desktop.ui.tournament import codes

LAYOUT = dict(zip("qwertyuiopasdfghjklzxcvbnm", "йцукенгшщзфівапролдячсмить", strict=True))


def _event(db) -> tuple[int, svc.RoundView]:  # type: ignore[no-untyped-def]
    ev = svc.create_event(
        db, svc.EventSpec(name="Codes", game="toybattle", stages=(svc.StageSpec("swiss", rounds=3),))
    )
    for i in range(12):
        svc.register_player(db, ev.summary.id, f"Player {i}", rating=1600 - i)
    return ev.summary.id, svc.publish_round(db, svc.pair_next_round(db, ev.summary.id).id)


def _open(qtbot, page, idle, event_id: int) -> None:  # type: ignore[no-untyped-def]
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=10000):
        page.select_event(event_id)
    idle()


def _type(qtbot, tab, text: str) -> None:  # type: ignore[no-untyped-def]
    tab.close_match()
    tab.code.clear()
    tab.code.setFocus()
    tab.code.insert(text)  # (QTest cannot send the key events of Cyrillic letters)
    qtbot.keyClick(tab.code, Qt.Key.Key_Return)


def test_codes_through_the_ukrainian_layout_open_their_match(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    event_id, rnd = _event(page.db)
    _open(qtbot, page, idle, event_id)
    tab = page.results_tab
    opened = 0
    for m in rnd.matches:
        if m.kind in ("bye", "no_opponent") or m.b is None:
            continue
        scanned = "".join(LAYOUT.get(ch.lower(), ch) for ch in m.code)  # what the scanner sends
        lookalike = m.code.replace("A", "А").replace("K", "К").replace("P", "Р").replace("C", "С")
        for text in (scanned, lookalike, m.code.replace("-", " "), m.code.lower()):
            _type(qtbot, tab, text)
            assert tab.match is not None and tab.match.id == m.id, (text, m.code, tab.message.text())
            opened += 1
    assert opened == 4 * 6


@pytest.mark.parametrize("bad", ["zzz", "round 9", "<b>99</b>-1"])
def test_an_unknown_code_says_so_in_plain_text(page, qtbot, idle, bad: str) -> None:  # type: ignore[no-untyped-def]
    event_id, _rnd = _event(page.db)
    _open(qtbot, page, idle, event_id)
    tab = page.results_tab
    if bad == "round 9":
        bad = svc.match_code(event_id, 9, 1)  # well formed, but there is no round 9
    _type(qtbot, tab, bad)
    assert tab.match is None
    assert (
        tab.message.text().startswith("No match has the code")
        and tab.message.textFormat() == Qt.TextFormat.PlainText
    )
    assert tab.code.selectedText() == tab.code.text()  # ready to be typed over


def test_a_mistyped_check_character_is_named(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    event_id, rnd = _event(page.db)
    _open(qtbot, page, idle, event_id)
    code = rnd.matches[0].code
    wrong = code[:-1] + ("X" if code[-1] != "X" else "Y")
    _type(qtbot, page.results_tab, wrong)
    assert page.results_tab.match is None
    assert "check character" in page.results_tab.message.text() and wrong in page.results_tab.message.text()


def test_candidates_keep_the_typed_code_first() -> None:
    assert codes.candidates(" 1-5-1-r ")[0] == "1-5-1-R"
    assert "1-5-1-R" in codes.candidates("1-5-1-к") and "1-5-1-K" in codes.candidates("1-5-1-к")
    assert codes.candidates("1/5/1/R") == ["1/5/1/R", "1-5-1-R"]
    assert codes.candidates("") == []
