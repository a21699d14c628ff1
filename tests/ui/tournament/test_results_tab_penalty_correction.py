"""The Results tab's Penalty… on a reported match asks as a correction does: a match loss that changes who
goes on in the bracket after the final is paired names the final; No records nothing (not even the
penalty); Void them and save voids the final and the event reopens. A Swiss match loss that would redraw
the started cut names the stage and keeps the seeds when confirmed. A penalty that changes nothing after
its match is recorded without a question."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QLineEdit, QMessageBox
from sqlalchemy import func, select

from database.models.tournament import PenaltyRow
from desktop.services import tournament as svc


def tb(winner: str) -> dict[str, object]:
    return {
        "winner": winner,
        "ended": "medals",
        "medals_a": 3 if winner == "a" else 1,
        "medals_b": 3 if winner == "b" else 1,
    }


def _event(db, name: str, players: int, swiss: int) -> int:  # type: ignore[no-untyped-def]
    stages = (svc.StageSpec("swiss", rounds=swiss), svc.StageSpec("single_elimination", cut=4))
    ev = svc.create_event(db, svc.EventSpec(name=name, game="toybattle", stages=stages)).summary.id
    for i in range(players):
        svc.register_player(db, ev, f"P{i}", rating=2000 - 10 * i)
    return ev


def _play(db, ev: int) -> list[svc.MatchView]:  # type: ignore[no-untyped-def]
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    for m in rnd.matches:
        if m.status == "pending":
            svc.record_result(db, m.id, [tb("a" if min(m.a, m.b) == m.a else "b")])
    return [svc.get_match(db, m.id) for m in rnd.matches]


def _winner(m: svc.MatchView) -> int:
    return m.a if m.points_a > m.points_b else m.b  # type: ignore[return-value]


def _loser(m: svc.MatchView) -> int:
    return m.b if m.points_a > m.points_b else m.a  # type: ignore[return-value]


def _penalties(db) -> int:  # type: ignore[no-untyped-def]
    with db.read() as session:
        return int(session.scalar(select(func.count()).select_from(PenaltyRow)) or 0)


def _open(page, qtbot, idle, ev: int) -> None:  # type: ignore[no-untyped-def]
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(ev)
    idle()


def _give(tab, player: int, kind: str, answer: str | None, seen: list[str]) -> None:  # type: ignore[no-untyped-def]
    """Penalty… on the open match: the player and the kind chosen, OK; then ``answer`` ("yes"/"no") to
    the confirmation if one is asked (``seen`` gets its text)."""

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog) or isinstance(dialog, QMessageBox):
            QTimer.singleShot(20, fill)
            return
        who, what = dialog.findChildren(QComboBox)[:2]
        who.setCurrentIndex(who.findData(player))
        what.setCurrentIndex(what.findData(kind))
        dialog.findChild(QLineEdit).setText("slow play")
        dialog.accept()
        if answer is not None:
            QTimer.singleShot(20, confirm)

    def confirm() -> None:
        box = tab.confirm_box
        if box is None:
            QTimer.singleShot(20, confirm)
            return
        yes = next(b for b in box.buttons() if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
        seen.append(box.windowTitle() + "\n" + box.text() + "\n[" + yes.text() + "]")
        role = QMessageBox.ButtonRole.AcceptRole if answer == "yes" else QMessageBox.ButtonRole.RejectRole
        next(b for b in box.buttons() if box.buttonRole(b) == role).click()

    QTimer.singleShot(20, fill)
    tab.penalty_dialog()


def test_a_penalty_that_changes_who_goes_on_asks_naming_the_final_and_voids_it_when_confirmed(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    db = page.db
    ev = _event(db, "Cup", 6, 2)
    semis: list[svc.MatchView] = []
    for _ in range(3):
        semis = _play(db, ev)
    final = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    _open(page, qtbot, idle, ev)
    tab = page.results_tab
    semi = semis[0]
    before = _penalties(db)
    seen: list[str] = []

    tab.open_match(svc.get_match(db, semi.id))
    _give(tab, _winner(semi), "match_loss", "no", seen)
    assert len(seen) == 1 and final.matches[0].code in seen[0] and final.matches[0].a_name in seen[0]
    assert seen[0].startswith("Penalty after later rounds\nThis penalty changes who goes on")
    assert "correction" not in seen[0].lower()
    assert seen[0].endswith("[Void them and record the penalty]")
    assert "Penalty not recorded" in tab.message.text()
    assert _penalties(db) == before
    assert svc.get_match(db, semi.id).match_loss == ""
    assert svc.get_match(db, final.matches[0].id).status == "pending"

    tab.open_match(svc.get_match(db, semi.id))
    _give(tab, _winner(semi), "match_loss", "yes", seen)
    assert len(seen) == 2
    assert "Penalty recorded" in tab.message.text() and "Voided" in tab.message.text()
    assert final.matches[0].code in tab.message.text()
    assert _penalties(db) == before + 1
    assert _winner(svc.get_match(db, semi.id)) == _loser(semi)
    idle()
    assert page.snapshot.detail.summary.status == "running"
    assert [r.number for r in page.snapshot.rounds] == [1, 2, 3]  # the final's round is gone from the desk
    assert not svc.standings(db, ev).stale


def test_a_penalty_that_keeps_the_winner_is_recorded_without_a_question(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    db = page.db
    ev = _event(db, "Cup", 6, 2)
    semis: list[svc.MatchView] = []
    for _ in range(3):
        semis = _play(db, ev)
    final = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    _open(page, qtbot, idle, ev)
    tab = page.results_tab
    semi = semis[0]
    seen: list[str] = []
    tab.open_match(svc.get_match(db, semi.id))
    _give(tab, _loser(semi), "match_loss", None, seen)
    assert seen == [] and tab.message.text() == "Penalty recorded"
    assert svc.get_match(db, final.matches[0].id).status == "pending"


def test_a_swiss_penalty_that_would_redraw_the_started_cut_asks_naming_the_stage(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    db = page.db
    ev = _event(db, "Cut", 8, 3)
    last: list[svc.MatchView] = []
    for _ in range(3):
        last = _play(db, ev)
    svc.publish_round(db, svc.pair_next_round(db, ev).id)
    seeds = svc.get_event(db, ev).stages[1]["seeds"]
    m = next(x for x in last if {x.a, x.b} & set(seeds) and not {x.a, x.b} <= set(seeds))
    _open(page, qtbot, idle, ev)
    tab = page.results_tab
    seen: list[str] = []
    tab.open_match(svc.get_match(db, m.id))
    _give(tab, _winner(m), "match_loss", "no", seen)
    assert seen[0].startswith("Penalty after later rounds\nThis penalty changes the standings")
    assert "the cut to the Single elimination stage" in seen[0] and "keeps its seeds" in seen[0]
    assert "stage 2" not in seen[0].lower() and "correction" not in seen[0].lower()
    assert seen[0].endswith("[Keep the seeds and record the penalty]")
    assert svc.get_match(db, m.id).match_loss == ""
    tab.open_match(svc.get_match(db, m.id))
    _give(tab, _winner(m), "match_loss", "yes", seen)
    assert "The Single elimination stage keeps its seeds" in tab.message.text()
    assert svc.get_match(db, m.id).match_loss != ""
    assert svc.get_event(db, ev).stages[1]["seeds"] == seeds


def test_the_penalty_question_and_its_refusal_read_ukrainian(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui import i18n

    db = page.db
    ev = _event(db, "Cup", 6, 2)
    semis: list[svc.MatchView] = []
    for _ in range(3):
        semis = _play(db, ev)
    final = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    _open(page, qtbot, idle, ev)
    tab = page.results_tab
    seen: list[str] = []
    assert i18n.install("uk")
    try:
        tab.open_match(svc.get_match(db, semis[0].id))
        _give(tab, _winner(semis[0]), "match_loss", "no", seen)
        assert tab.message.text() == "Покарання не записано: результат лишився як був."
        assert final.matches[0].code in seen[0] and "This correction" not in seen[0]
        assert seen[0].startswith("Покарання після пізніших турів\nЦе покарання змінює")
    finally:
        i18n.install("en")
