"""Review 9b item 6: Players tab → Penalty… offered "Match loss (current match)" to a player with no match
in the current round and then refused it ("A game or match loss needs the match it applies to"). Now such
a player is offered a warning only, and the dialog says where a loss is given (the Results tab, on its
match); a player in the current round can still be given a loss, asked about as the Results tab asks
(the same function: the penalty's own words, Void them and save passing ``void_later``)."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, QTimer
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QLabel, QLineEdit, QMessageBox
from sqlalchemy import select

from database.models.tournament import PenaltyRow
from desktop.services import tournament as svc


def tb(winner: str) -> dict[str, object]:
    return {
        "winner": winner,
        "ended": "medals",
        "medals_a": 3 if winner == "a" else 1,
        "medals_b": 3 if winner == "b" else 1,
    }


def _cup(db) -> tuple[int, list[svc.MatchView], svc.MatchView]:  # type: ignore[no-untyped-def]
    """Six players, two Swiss rounds, a top-4 cut: the semi-finals played, the final published."""
    stages = (svc.StageSpec("swiss", rounds=2), svc.StageSpec("single_elimination", cut=4))
    ev = svc.create_event(db, svc.EventSpec(name="Cup", game="toybattle", stages=stages)).summary.id
    for i in range(6):
        svc.register_player(db, ev, f"P{i}", rating=2000 - 10 * i)
    semis: list[svc.MatchView] = []
    for _ in range(3):
        rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
        for m in rnd.matches:
            if m.status == "pending":
                svc.record_result(db, m.id, [tb("a" if min(m.a, m.b) == m.a else "b")])
        semis = [svc.get_match(db, m.id) for m in rnd.matches]
    final = svc.publish_round(db, svc.pair_next_round(db, ev).id).matches[0]
    return ev, semis, final


def _penalties(db) -> list[tuple[int, str]]:  # type: ignore[no-untyped-def]
    with db.read() as session:
        return [(r.registration_id, r.kind) for r in session.scalars(select(PenaltyRow))]


def _open(page, qtbot, idle, ev: int) -> None:  # type: ignore[no-untyped-def]
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(ev)
    idle()


def _select(page, name: str) -> None:  # type: ignore[no-untyped-def]
    tab = page.players_tab
    for row in range(tab.proxy.rowCount()):
        index = tab.proxy.index(row, 0)
        if tab.model.record(tab.proxy.mapToSource(index).row()).name == name:
            tab.view.selectionModel().select(
                index,
                QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
            )
            return
    raise AssertionError(name)


def _give(tab, kind: str | None, seen: dict[str, object], answer: str | None = None) -> None:  # type: ignore[no-untyped-def]
    """Penalty… for the selected player: what the dialog offers and says goes into ``seen``; ``kind`` is
    chosen and OK pressed (None: Cancel); ``answer`` ("yes"/"no") to a confirmation if one is asked."""

    def fill() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QDialog) or isinstance(dialog, QMessageBox):
            QTimer.singleShot(20, fill)
            return
        what = dialog.findChild(QComboBox)
        seen["kinds"] = [what.itemData(i) for i in range(what.count())]
        seen["labels"] = [lb.text() for lb in dialog.findChildren(QLabel) if lb.wordWrap()]
        if kind is None:
            dialog.reject()
            return
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
        seen["question"] = box.windowTitle() + "\n" + box.text()
        role = QMessageBox.ButtonRole.AcceptRole if answer == "yes" else QMessageBox.ButtonRole.RejectRole
        next(b for b in box.buttons() if box.buttonRole(b) == role).click()

    QTimer.singleShot(20, fill)
    tab.penalty_dialog()


def test_a_player_with_no_current_match_is_offered_a_warning_and_told_to_use_the_results_tab(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    db = page.db
    ev, semis, final = _cup(db)
    out = next(m for m in semis if final.a not in (m.a, m.b))
    loser = out.b if out.points_a > out.points_b else out.a
    name = out.b_name if loser == out.b else out.a_name
    _open(page, qtbot, idle, ev)
    tab = page.players_tab
    errors: list[BaseException] = []
    tab.session.error.connect(errors.append)
    _select(page, name)
    seen: dict[str, object] = {}
    _give(tab, "warning", seen)
    assert seen["kinds"] == ["warning"]  # no loss to a player with nothing to lose it in
    assert any("Results tab" in t and name in t for t in seen["labels"])  # type: ignore[attr-defined]
    assert errors == []
    assert _penalties(db) == [(loser, "warning")]


def test_a_player_with_no_current_match_reads_where_to_go_in_ukrainian(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui import i18n

    db = page.db
    ev, semis, final = _cup(db)
    out = next(m for m in semis if final.a not in (m.a, m.b))
    name = out.b_name if out.points_a > out.points_b else out.a_name
    _open(page, qtbot, idle, ev)
    assert i18n.install("uk")
    try:
        _select(page, name)
        seen: dict[str, object] = {}
        _give(page.players_tab, None, seen)
        assert any("«Результати»" in t and name in t for t in seen["labels"])  # type: ignore[attr-defined]
    finally:
        i18n.install("en")


def test_a_finalist_is_offered_a_loss_and_a_refused_one_is_asked_about_as_on_the_results_tab(page, qtbot, idle, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from desktop.services.tournament_context import LATER_MATCHES, LaterMatchesError

    db = page.db
    ev, _semis, final = _cup(db)
    _open(page, qtbot, idle, ev)
    tab = page.players_tab
    real = svc.add_penalty
    calls: list[dict[str, object]] = []

    def refusing(db, reg, kind, reason="", **kw):  # type: ignore[no-untyped-def]
        # a loss that changes who goes on after its match: refused until the later matches are voided
        calls.append(dict(kw))
        if not kw.get("void_later"):
            raise LaterMatchesError(LATER_MATCHES, "", None, matches="X-1 (A – B)")
        return real(db, reg, kind, reason, **{k: v for k, v in kw.items() if k != "void_later"})

    monkeypatch.setattr(svc, "add_penalty", refusing)
    _select(page, final.a_name)
    seen: dict[str, object] = {}
    _give(tab, "match_loss", seen, answer="no")
    assert seen["kinds"] == ["warning", "game_loss", "match_loss"]
    assert seen["labels"] == []
    question = str(seen["question"])
    assert question.startswith("Penalty after later rounds\nThis penalty changes who goes on") and "X-1" in question
    assert _penalties(db) == [] and len(calls) == 1
    _give(tab, "match_loss", seen, answer="yes")
    assert calls[-1].get("void_later") is True and calls[-1].get("match_id") == final.id
    assert _penalties(db) == [(final.a, "match_loss")]
    assert svc.get_match(db, final.id).match_loss != ""
