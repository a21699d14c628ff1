"""Review of the Tournaments page in Ukrainian: the tournament services' refusals (pairing an event that
is over, a clock that has not started, a wrong result…) were shown in English; their templates are now
marked and translated, and a test keeps the list in step with the services."""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ET
from pathlib import Path

from desktop.services import tournament as svc
from desktop.ui.tournament import texts
from desktop.ui.tournament.service_texts import TOURNAMENT_ERROR_TEMPLATES

ROOT = Path(__file__).resolve().parents[3]
COMMAND_LINE_ONLY = {
    "there is no event {event!r} (give its id or its exact name)",
    "{n} events are called {event!r}: give the id of one of them: {listing}",
    "round {n} already has results ({k}): undo it with force (--force) to delete them with the round (they are kept in the event's record)",
}


def _service_templates() -> set[str]:
    out = set()
    for path in (ROOT / "desktop" / "services").glob("tournament*.py"):
        if path.name == "tournament_demo.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id.endswith("Error")
            ):
                if (
                    node.args
                    and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)
                ):
                    out.add(node.args[0].value)
    return out - COMMAND_LINE_ONLY


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
        assert texts.error_text(error) == "усі етапи завершено: турнір закінчився"
    finally:
        i18n.install("en")
    assert texts.error_text(error) == "every stage is finished: the event is over"
