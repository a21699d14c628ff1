"""Review of the Tournaments page in Ukrainian: the tournament services' refusals (pairing an event that
is over, a clock that has not started, a wrong result…) were shown in English; their templates are now
marked and translated, and a test keeps the list in step with the services."""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ET
from pathlib import Path

from desktop.services import tournament as svc
from desktop.ui.service_error_strings import STRINGS as TOURNAMENT_ERROR_TEMPLATES
from desktop.ui.tournament import texts

ROOT = Path(__file__).resolve().parents[3]
COMMAND_LINE_ONLY = {
    "there is no event {event!r} (give its id or its exact name)",
    "{n} events are called {event!r}: give the id of one of them: {listing}",
    "round {n} already has results ({k}): undo it with force (--force) to delete them with the round (they are kept in the event's record)",
}


# Messages still built as f-strings, left to the rewrite of result recording (the ``speed`` work):
# (file, function) -> how many.
F_STRINGS_LEFT = {
    ("tournament_results.py", "score_game"): 2,
    ("tournament_results.py", "_editable"): 1,
    ("tournament_results.py", "record_special_result"): 1,
}
# Errors whose first argument is not a template (a conflict names the row; Python's own errors).
NOT_TEMPLATES = {"ConflictError", "StaleResultError", "AttributeError", "EventImportError"}


def _error_calls() -> list[tuple[str, str, ast.Call]]:
    """(file, enclosing function, call) of every ``...Error(...)`` call in desktop/services/tournament*.py."""
    out = []
    for path in sorted((ROOT / "desktop" / "services").glob("tournament*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for fn in ast.walk(tree):
            if not isinstance(fn, ast.FunctionDef):
                continue
            for node in ast.walk(fn):
                if not isinstance(node, ast.Call):
                    continue
                f = node.func
                name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
                if name.endswith("Error") and name not in NOT_TEMPLATES:
                    out.append((path.name, fn.name, node))
    return out


def _template(node: ast.Call) -> ast.expr | None:
    for kw in node.keywords:
        if kw.arg == "template":
            return kw.value
    return node.args[0] if node.args else None


def _service_templates() -> set[str]:
    out = set()
    for file, _fn, node in _error_calls():
        if file == "tournament_demo.py":
            continue
        t = _template(node)
        if isinstance(t, ast.Constant) and isinstance(t.value, str):
            out.add(t.value)
    return out - COMMAND_LINE_ONLY


def test_no_service_message_is_an_f_string() -> None:
    """An f-string message cannot be translated: the page would show it in English. Every message is a
    template with named parameters (``TournamentError("{name} has not dropped", name=...)``)."""
    found: dict[tuple[str, str], int] = {}
    for file, fn, node in _error_calls():
        if isinstance(_template(node), ast.JoinedStr):
            found[(file, fn)] = found.get((file, fn), 0) + 1
    left = {k: v for k, v in found.items() if F_STRINGS_LEFT.get(k) != v}
    assert not left, f"f-string messages (make them templates): {sorted(left)}"


def test_every_service_template_is_marked_and_translated() -> None:
    marked = set(TOURNAMENT_ERROR_TEMPLATES)
    assert _service_templates() <= marked, sorted(_service_templates() - marked)[:5]
    done = {
        m.findtext("source")
        for ctx in ET.parse(ROOT / "resources" / "translations" / "toybox_uk.ts").getroot().iter("context")
        if ctx.findtext("name") == "ServiceErrors"
        for m in ctx.iter("message")
        if (t := m.find("translation")) is not None and t.get("type") != "unfinished" and t.text
    }
    assert marked <= done, sorted(marked - done)[:5]


def test_a_refusal_reads_ukrainian(db, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui import i18n

    ev = svc.create_event(
        db, svc.EventSpec(name="Кінець", game="toybattle", stages=(svc.StageSpec("swiss", rounds=1),))
    )
    for name in ("Оксана", "Богдан"):
        svc.register_player(db, ev.summary.id, name)
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev.summary.id).id)
    svc.record_result(db, rnd.matches[0].id, [{"winner": "a", "ended": "hq", "medals_a": 1, "medals_b": 0}])
    try:
        svc.pair_next_round(db, ev.summary.id)
    except svc.PairingError as exc:
        error = exc
    else:
        raise AssertionError("the event is over: pairing is refused")
    try:
        assert i18n.install("uk")
        assert texts.error_text(error) == "Усі етапи завершено: турнір закінчився"
    finally:
        i18n.install("en")
    assert texts.error_text(error) == "Every stage is finished: the event is over"


def test_a_former_f_string_refusal_reads_ukrainian(db, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui import i18n

    ev = svc.create_event(db, svc.EventSpec(name="Кубок", game="toybattle")).summary.id
    reg = svc.register_player(db, ev, "Оксана")
    svc.drop_player(db, reg.id)
    try:
        svc.drop_player(db, reg.id)
    except svc.RegistrationError as exc:
        error = exc
    else:
        raise AssertionError("a second drop is refused")
    assert error.template == "{name} has already left the event ({status})"
    try:
        assert i18n.install("uk")
        assert texts.error_text(error) == "Оксана уже вибув(ла) з турніру (dropped)"
    finally:
        i18n.install("en")
    assert texts.error_text(error) == "Оксана has already left the event (dropped)"
