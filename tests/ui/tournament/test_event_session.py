"""Issue 24, "One change path on the Tournaments page": the open event lives in one widget-less object
(desktop/ui/tournament/session.py) that announces what changed; the tabs listen to it and never know the
page, the page never reaches into a tab, and a change made at another desk reaches the tabs exactly as
the same change made at this desk does."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from database.engine import Database
from desktop.services import tournament as svc

ROOT = Path(__file__).resolve().parents[3]
TOURNAMENT_UI = ROOT / "desktop" / "ui" / "tournament"
PAGE = ROOT / "desktop" / "ui" / "pages" / "tournaments.py"
RESULT_A = {"winner": "a", "ended": "hq", "medals_a": 2, "medals_b": 0}
TAB_SIGNALS = ("opened", "players_changed", "matches_changed", "round_changed", "results_changed", "refreshed")


def _imported_modules(tree: ast.AST) -> set[str]:
    out: set[str] = set()
    for node in ast.walk(tree):  # also imports under "if TYPE_CHECKING:" and inside functions
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
            out.update(f"{node.module}.{alias.name}" for alias in node.names)
    return out


def test_no_module_of_the_tournament_ui_imports_the_tournaments_page() -> None:
    offenders = []
    for path in sorted(TOURNAMENT_UI.glob("*.py")):
        modules = _imported_modules(ast.parse(path.read_text(encoding="utf-8")))
        if any(m == "desktop.ui.pages" or m.startswith("desktop.ui.pages.") for m in modules):
            offenders.append(path.name)
    assert offenders == [], f"these modules import the page: {offenders}"


def test_the_page_reaches_no_private_member_of_a_tab() -> None:
    tree = ast.parse(PAGE.read_text(encoding="utf-8"))
    tabs = {"players_tab", "round_tab", "results_tab", "standings_tab", "bracket_view", "chart_view"}
    found = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and node.attr.startswith("_")
            and isinstance(node.value, ast.Attribute)
            and node.value.attr in tabs
        ):
            found.append(f"{node.value.attr}.{node.attr} (line {node.lineno})")
    assert found == []


@pytest.fixture
def other(db):  # type: ignore[no-untyped-def]
    """A second connection to the same database file: another desk."""
    second = Database.open(db.url)
    yield second
    second.close()


def _published_event(db) -> tuple[int, svc.RoundView]:  # type: ignore[no-untyped-def]
    ev = svc.create_event(
        db, svc.EventSpec(name="Two desks", game="toybattle", stages=(svc.StageSpec("swiss", rounds=3),))
    )
    for i in range(8):
        svc.register_player(db, ev.summary.id, f"Player {i}", rating=1600 - i)
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev.summary.id).id)
    return ev.summary.id, rnd


def _open(page, qtbot, idle, event_id: int) -> None:  # type: ignore[no-untyped-def]
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(event_id)
    idle()
    page.live.blockSignals(True)  # the test says when the other desk's change is read
    page.watch.stop()


class _Log:
    """The signals the tabs listen to, in order, up to the end of one change (``refreshed``)."""

    def __init__(self, session) -> None:  # type: ignore[no-untyped-def]
        self.takes: list[list[str]] = [[]]
        for name in TAB_SIGNALS:
            getattr(session, name).connect(lambda *_a, n=name: self._seen(n))

    def _seen(self, name: str) -> None:
        self.takes[-1].append(name)
        if name == "refreshed":
            self.takes.append([])

    def clear(self) -> None:
        self.takes = [[]]


def test_a_result_from_another_desk_reaches_the_tabs_as_the_same_change_made_here(
    page, qtbot, idle, other
) -> None:  # type: ignore[no-untyped-def]
    event_id, rnd = _published_event(page.db)
    _open(page, qtbot, idle, event_id)
    page.tabs.setCurrentWidget(page.standings_tab)
    session = page.session
    log = _Log(session)
    here, there = rnd.matches[0], rnd.matches[1]

    # this desk
    session.match_saved(svc.record_result(page.db, here.id, [RESULT_A]))
    local = log.takes[0]
    log.clear()
    # another desk, read through the session's refresh (the live feed's path)
    svc.record_result(other, there.id, [RESULT_A])
    with qtbot.waitSignal(session.refreshed, timeout=10000):
        session.refresh_changes()
    remote = log.takes[0]

    assert local == remote == ["matches_changed", "round_changed", "results_changed", "refreshed"]
    for m in (here, there):  # the Round tab's row, the missing list, the standings: alike
        row = page.round_tab.model.row_of_match(m.id)
        assert page.round_tab.model.record(row).status == "reported"
    assert page.results_tab.missing_model.rowCount() == len(rnd.matches) - 2
    points = {r.player: r.points for r in page.standings_tab.model.rows()}
    assert points[here.a] == points[there.a] == 3
    assert "opened" not in local + remote  # neither read the whole event again


def test_a_check_in_at_another_desk_reaches_the_players_tab_as_one_made_here(
    page, qtbot, idle, other
) -> None:  # type: ignore[no-untyped-def]
    ev = svc.create_event(
        page.db, svc.EventSpec(name="Check-in", game="toybattle", stages=(svc.StageSpec("swiss", rounds=3),))
    )
    regs = [svc.register_player(page.db, ev.summary.id, f"Player {i}") for i in range(4)]
    _open(page, qtbot, idle, ev.summary.id)
    session = page.session
    log = _Log(session)

    session.registration_saved(svc.check_in(page.db, regs[0].id, True))
    local = log.takes[0]
    log.clear()
    svc.check_in(other, regs[1].id, True)
    with qtbot.waitSignal(session.refreshed, timeout=10000):
        session.refresh_changes()
    remote = log.takes[0]

    assert local == remote and local[0] == "players_changed"
    model = page.players_tab.model
    assert [model.record(model.row_of(r.id)).checked_in for r in regs] == [True, True, False, False]
    assert page.players_tab.count_label.text().endswith("2 checked in")


def test_a_swap_in_the_draft_at_another_desk_reaches_the_round_tab_as_one_made_here(
    page, qtbot, idle, other
) -> None:  # type: ignore[no-untyped-def]
    ev = svc.create_event(
        page.db, svc.EventSpec(name="Draft", game="toybattle", stages=(svc.StageSpec("swiss", rounds=3),))
    )
    for i in range(8):
        svc.register_player(page.db, ev.summary.id, f"Player {i}", rating=1600 - i)
    draft = svc.pair_next_round(page.db, ev.summary.id)
    _open(page, qtbot, idle, ev.summary.id)
    session = page.session
    log = _Log(session)
    m1, m2, m3 = draft.matches[0], draft.matches[1], draft.matches[2]

    assert page.round_tab.swap(m1.a, m2.a) is not None  # here (the Round tab's own action)
    local = log.takes[0]
    log.clear()
    svc.swap_pairing(other, draft.id, m1.b, m3.b)  # there
    with qtbot.waitSignal(session.refreshed, timeout=10000):
        session.refresh_changes()
    remote = log.takes[0]

    assert local == remote == ["matches_changed", "round_changed", "refreshed"]
    from desktop.services import tournament_queries as queries

    model = page.round_tab.model
    shown = {frozenset((r.a, r.b)) for r in model.rows()}
    assert {frozenset((m2.a, m3.b)), frozenset((m1.a, m2.b)), frozenset((m3.a, m1.b))} <= shown
    stored = queries.round_view(page.db, ev.summary.id, 1)
    assert shown == {frozenset((m.a, m.b)) for m in stored.matches}  # the desk shows what is stored
    assert page.snapshot.current.version == page.round_tab.round.version == stored.version


def test_settings_changed_at_another_desk_are_read_again_and_announced(page, qtbot, idle, other) -> None:  # type: ignore[no-untyped-def]
    event_id, _rnd = _published_event(page.db)
    _open(page, qtbot, idle, event_id)
    session = page.session
    seen: list[str] = []
    session.settings_changed.connect(lambda: seen.append("settings"))
    svc.update_event(other, event_id, {"name": "Two desks, renamed", "round_minutes": 40})
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        session.refresh_changes()
    idle()
    assert seen == ["settings"]
    assert page.snapshot.detail.summary.name == "Two desks, renamed"
    assert page.event_title.full_text().startswith("Two desks, renamed")
