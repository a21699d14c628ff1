"""Attacktix squad legality: each rule accepted and refused at its boundary, plus properties."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.games.attacktix import squad as sq
from desktop.games.attacktix.squad import (
    CASUAL,
    TOURNAMENT,
    FigureRef,
    LimitMode,
    Squad,
    SquadEntry,
    SquadKind,
    SquadRules,
    check,
    event_profile,
    rules_from_settings,
)


def fig(code: str, points: int, **kw: object) -> FigureRef:
    return FigureRef(
        key=kw.pop("key", code.lower()), code=code, name=kw.pop("name", f"Figure {code}"), points=points, **kw
    )  # type: ignore[arg-type]


WOLVERINE = fig("MV-09", 30, name="Wolverine", attacktix_class="W", marvel_class="X-Men")
SPIDEY = fig("MV-10", 40, name="Spider-Man", attacktix_class="L", marvel_class="Spider-Man")
GRUNT = fig("MV-30", 10, name="Doombot", attacktix_class="T")
TWENTY = fig("MV-31", 20, name="Hand Ninja", attacktix_class="T")
GOLD = fig("MV-G1", 20, name="Gold Iron Man", gold=True)
TOUR_A = fig("MV-T1", 20, name="Tournament Cap", tournament=True)
TOUR_B = fig("MV-T2", 20, name="Tournament Thor", tournament=True)
MEGA = fig("MV-M1", 50, name="Galactus", attacktix_class="M")
MEGA_FLAG = fig("MV-M2", 50, name="Sentinel", mega=True)


def squad(
    *entries: tuple[FigureRef, int],
    backups: tuple[tuple[FigureRef, int], ...] = (),
    kind: SquadKind = SquadKind.EQUAL_POINTS,
) -> Squad:
    return Squad(
        name="t",
        kind=kind,
        entries=tuple(SquadEntry(f, n) for f, n in entries),
        backups=tuple(SquadEntry(f, n) for f, n in backups),
    )


def rules_of(violations: list[sq.Violation]) -> set[str]:
    return {v.rule for v in violations}


# --- points ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("entries", "ok"),
    [
        (((WOLVERINE, 2), (SPIDEY, 1)), True),  # 100
        (((WOLVERINE, 1), (SPIDEY, 1), (TWENTY, 1)), False),  # 90
        (((WOLVERINE, 1), (SPIDEY, 2)), False),  # 110
    ],
)
def test_exactly_100_points(entries: tuple[tuple[FigureRef, int], ...], ok: bool) -> None:
    s = squad(*entries)
    v = check(s, SquadRules())
    assert (sq.RULE_POINTS_EXACT not in rules_of(v)) is ok
    if not ok:
        (viol,) = [x for x in v if x.rule == sq.RULE_POINTS_EXACT]
        assert viol.details == {"total": s.total_points, "limit": 100}
        assert str(s.total_points) in viol.message and "exactly 100" in viol.message
        assert set(viol.figure_labels) == {e.figure.label for e in s.entries}


@pytest.mark.parametrize(
    ("total_figs", "ok"), [(((GRUNT, 9),), True), (((GRUNT, 10),), True), (((GRUNT, 11),), False)]
)
def test_up_to_limit(total_figs: tuple[tuple[FigureRef, int], ...], ok: bool) -> None:
    rules = SquadRules(point_limit=100, limit_mode=LimitMode.UP_TO)
    v = check(squad(*total_figs), rules)
    assert (not rules_of(v)) is ok
    if not ok:
        assert rules_of(v) == {sq.RULE_POINTS_UP_TO}


@pytest.mark.parametrize("limit", [200, 500, 130])
def test_other_point_limits(limit: int) -> None:
    n = limit // 10
    assert check(squad((GRUNT, n)), SquadRules(point_limit=limit)) == []
    assert rules_of(check(squad((GRUNT, n + 1)), SquadRules(point_limit=limit))) == {sq.RULE_POINTS_EXACT}
    assert rules_of(check(squad((GRUNT, n - 1)), SquadRules(point_limit=limit))) == {sq.RULE_POINTS_EXACT}


def test_no_limit_accepts_any_total() -> None:
    assert check(squad((GRUNT, 37)), SquadRules(point_limit=None)) == []


def test_empty_squad_is_refused() -> None:
    assert sq.RULE_EMPTY in rules_of(check(squad(), SquadRules(point_limit=None)))


def test_invalid_limits_refused() -> None:
    with pytest.raises(ValueError, match="point_limit"):
        SquadRules(point_limit=0)
    with pytest.raises(ValueError, match="backup_limit"):
        SquadRules(backup_limit=-1)


# --- backups --------------------------------------------------------------------------------------


@pytest.mark.parametrize(("backups", "ok"), [(((GRUNT, 5),), True), (((GRUNT, 6),), False), ((), True)])
def test_backups_up_to_50_by_default(backups: tuple[tuple[FigureRef, int], ...], ok: bool) -> None:
    v = check(squad((WOLVERINE, 2), (SPIDEY, 1), backups=backups), SquadRules(profile=CASUAL))
    assert (not v) is ok
    if not ok:
        (viol,) = v
        assert viol.rule == sq.RULE_BACKUP_POINTS
        assert viol.figures == (GRUNT,)
        assert "60" in viol.message and "50" in viol.message


def test_backups_do_not_count_toward_the_total() -> None:
    s = squad((WOLVERINE, 2), (SPIDEY, 1), backups=((TWENTY, 1),))
    assert s.total_points == 100 and s.backup_points == 20
    assert check(s) == []


def test_profile_backup_cap_wins_when_tighter() -> None:
    rules = SquadRules(backup_limit=None, profile=TOURNAMENT)
    assert rules.effective_backup_limit == 50
    s = squad((WOLVERINE, 2), (SPIDEY, 1), backups=((TWENTY, 3),))
    assert rules_of(check(s, rules)) == {sq.RULE_BACKUP_POINTS}
    assert check(s, SquadRules(backup_limit=None, profile=CASUAL)) == []


# --- tournament profile ---------------------------------------------------------------------------

T = SquadRules(point_limit=None, profile=TOURNAMENT)


@pytest.mark.parametrize(("copies", "ok"), [(5, True), (6, False)])
def test_at_most_five_copies_by_code(copies: int, ok: bool) -> None:
    v = check(squad((GRUNT, copies)), T)
    assert (not v) is ok
    if not ok:
        (viol,) = v
        assert viol.rule == sq.RULE_COPIES and viol.figures == (GRUNT,)
        assert "MV-30" in viol.message and "6" in viol.message


def test_copies_counted_by_collector_code_across_catalog_entries() -> None:
    variant = FigureRef(key="mv-30-repaint", code="MV-30", name="Doombot (repaint)", points=10)
    assert check(squad((GRUNT, 3), (variant, 2)), T) == []
    (viol,) = check(squad((GRUNT, 3), (variant, 3)), T)
    assert viol.rule == sq.RULE_COPIES and set(viol.figures) == {GRUNT, variant}


def test_copies_include_backups() -> None:
    assert check(squad((GRUNT, 4), backups=((GRUNT, 1),)), T) == []
    (viol,) = check(squad((GRUNT, 4), backups=((GRUNT, 2),)), T)
    assert viol.rule == sq.RULE_COPIES and "backups" in viol.message
    no_backups = event_profile(count_backups=False)
    assert (
        check(squad((GRUNT, 4), backups=((GRUNT, 2),)), SquadRules(point_limit=None, profile=no_backups))
        == []
    )


@pytest.mark.parametrize(("copies", "ok"), [(1, True), (2, False)])
def test_one_of_each_gold_figure(copies: int, ok: bool) -> None:
    v = check(squad((GOLD, copies)), T)
    assert (not v) is ok
    if not ok:
        (viol,) = v
        assert viol.rule == sq.RULE_GOLD_COPIES and viol.figures == (GOLD,)


def test_two_different_gold_figures_are_fine() -> None:
    other_gold = fig("MV-G2", 20, name="Gold Hulk", gold=True)
    assert check(squad((GOLD, 1), (other_gold, 1)), T) == []


@pytest.mark.parametrize(
    ("figs", "ok"), [(((TOUR_A, 1),), True), (((TOUR_A, 1), (TOUR_B, 1)), False), (((TOUR_A, 2),), False)]
)
def test_at_most_one_tournament_figure(figs: tuple[tuple[FigureRef, int], ...], ok: bool) -> None:
    v = check(squad(*figs), T)
    assert (not v) is ok
    if not ok:
        (viol,) = v
        assert viol.rule == sq.RULE_TOURNAMENT_FIGURES
        assert set(viol.figures) == {f for f, _ in figs}
        for f, _ in figs:
            assert f.label in viol.message


@pytest.mark.parametrize("mega", [MEGA, MEGA_FLAG])
def test_no_megas(mega: FigureRef) -> None:
    assert check(squad((GRUNT, 5)), T) == []
    (viol,) = check(squad((GRUNT, 5), (mega, 1)), T)
    assert viol.rule == sq.RULE_MEGA and viol.figures == (mega,) and mega.name in viol.message
    assert check(squad((GRUNT, 5), (mega, 1)), SquadRules(point_limit=None, profile=CASUAL)) == []


def test_casual_allows_everything_the_tournament_refuses() -> None:
    s = squad((GRUNT, 6), (GOLD, 2), (TOUR_A, 1), (TOUR_B, 1), (MEGA, 1))
    assert rules_of(check(s, T)) == {
        sq.RULE_COPIES,
        sq.RULE_GOLD_COPIES,
        sq.RULE_TOURNAMENT_FIGURES,
        sq.RULE_MEGA,
    }
    assert check(s, SquadRules(point_limit=None, profile=CASUAL)) == []


# --- event profile --------------------------------------------------------------------------------


def test_event_profile_parameters() -> None:
    ev = event_profile(
        max_copies=2, max_tournament_figures=0, allow_mega=True, banned_codes=["MV-09"], franchises=["Marvel"]
    )
    rules = SquadRules(point_limit=None, profile=ev)
    marvel = fig("MV-40", 10, franchise="Marvel")
    star_wars = fig("SW-01", 10, franchise="Star Wars")
    assert check(squad((marvel, 2)), rules) == []
    assert rules_of(check(squad((marvel, 3)), rules)) == {sq.RULE_COPIES}
    assert rules_of(check(squad((marvel, 1), (star_wars, 1)), rules)) == {sq.RULE_FRANCHISE}
    banned = fig("MV-09", 30, franchise="Marvel")
    assert rules_of(check(squad((banned, 1)), rules)) == {sq.RULE_BANNED}
    tour = fig("MV-T9", 10, franchise="Marvel", tournament=True)
    assert rules_of(check(squad((tour, 1)), rules)) == {sq.RULE_TOURNAMENT_FIGURES}


def test_event_profile_round_trips_through_settings() -> None:
    ev = event_profile(name="Summer Cup", max_copies=3, banned_codes=["MV-09"])
    rules = SquadRules(point_limit=200, limit_mode=LimitMode.UP_TO, backup_limit=40, profile=ev)
    again = rules_from_settings(rules.to_settings())
    assert again == rules


def test_rules_from_settings_defaults_and_errors() -> None:
    r = rules_from_settings({})
    assert (r.point_limit, r.limit_mode, r.backup_limit, r.profile) == (100, LimitMode.EXACTLY, 50, CASUAL)
    assert rules_from_settings({"point_limit": "any"}).point_limit is None
    assert rules_from_settings({"profile": "tournament"}).profile is TOURNAMENT
    with pytest.raises(ValueError, match="limit_mode"):
        rules_from_settings({"limit_mode": "about"})
    with pytest.raises(ValueError, match="profile"):
        rules_from_settings({"profile": "wild"})
    with pytest.raises(ValueError, match="point_limit"):
        rules_from_settings({"point_limit": "lots"})
    with pytest.raises(ValueError, match="max_copies"):
        rules_from_settings({"profile": "event", "profile_rules": {"max_copies": -2}})


# --- Quick Battle ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("n", "ok"), [(2, False), (3, True), (4, False)])
def test_quick_battle_exactly_three_figures_without_points(n: int, ok: bool) -> None:
    entries = [(WOLVERINE, 1), (SPIDEY, 1), (MEGA, 1), (GRUNT, 1)][:n]
    v = check(squad(*entries, kind=SquadKind.QUICK_BATTLE), SquadRules(point_limit=100))
    assert (not v) is ok
    if not ok:
        assert rules_of(v) == {sq.RULE_QUICK_BATTLE_SIZE}
        assert v[0].details["count"] == n


def test_quick_battle_counts_copies_and_refuses_backups() -> None:
    assert check(squad((GRUNT, 3), kind=SquadKind.QUICK_BATTLE)) == []
    v = check(squad((GRUNT, 3), backups=((TWENTY, 1),), kind=SquadKind.QUICK_BATTLE))
    assert rules_of(v) == {sq.RULE_QUICK_BATTLE_BACKUPS}


def test_zero_count_refused() -> None:
    v = check(Squad(entries=(SquadEntry(WOLVERINE, 0), SquadEntry(GRUNT, 10))))
    assert sq.RULE_COUNT in rules_of(v)
    assert v[0].figures == (WOLVERINE,)


# --- editing, data and snapshots ------------------------------------------------------------------


def test_editing_helpers() -> None:
    s = Squad().add(GRUNT).add(GRUNT).add(WOLVERINE).add(GRUNT, backup=True)
    assert s.count_of(GRUNT.key) == 2 and s.count_of(GRUNT.key, backup=True) == 1
    s = s.with_count(GRUNT, 0)
    assert [e.figure for e in s.entries] == [WOLVERINE]
    assert s.figures() == (WOLVERINE, GRUNT)


def test_snapshot_round_trip_and_summary() -> None:
    s = squad((WOLVERINE, 2), (SPIDEY, 1), backups=((GRUNT, 3),))
    snap = sq.squad_to_snapshot(s)
    assert snap["total_points"] == 100 and snap["backup_points"] == 30
    again = sq.squad_from_snapshot(snap)
    assert again == s
    assert sq.squad_to_data(s)["entries"] == [{"key": "mv-09", "count": 2}, {"key": "mv-10", "count": 1}]
    assert sq.summary(s).startswith("100 pts: MV-09 Wolverine ×2")


def test_figure_from_catalog_reads_flags_and_class() -> None:
    f = sq.figure_from_catalog(
        "mv-09",
        {
            "code": "MV-09",
            "name": "Wolverine",
            "points": 30,
            "attacktix_class": "W",
            "gold": True,
            "flags": {"tournament": True},
        },
    )
    assert (f.code, f.points, f.attacktix_class, f.gold, f.tournament, f.mega) == (
        "MV-09",
        30,
        "W",
        True,
        True,
        False,
    )
    m = sq.figure_from_catalog("x", {"code": "X", "points": "50", "attacktix_class": "M"})
    assert m.is_mega and m.points == 50


# --- properties -----------------------------------------------------------------------------------

POOL = [
    fig(
        f"P-{i:02d}",
        points,
        gold=(i % 7 == 0),
        tournament=(i % 11 == 0),
        attacktix_class="M" if i % 13 == 0 else "W",
    )
    for i, points in enumerate([10, 20, 30, 40, 50, 60, 70, 80] * 4)
]

squads_st = st.builds(
    lambda picks, backs: squad(*picks, backups=tuple(backs)),
    st.lists(st.tuples(st.sampled_from(POOL), st.integers(1, 7)), max_size=6, unique_by=lambda t: t[0].key),
    st.lists(st.tuples(st.sampled_from(POOL), st.integers(1, 3)), max_size=3, unique_by=lambda t: t[0].key),
)
rules_st = st.builds(
    SquadRules,
    point_limit=st.sampled_from([None, 100, 200, 500, 150]),
    limit_mode=st.sampled_from(list(LimitMode)),
    backup_limit=st.sampled_from([None, 0, 50, 100]),
    profile=st.sampled_from([CASUAL, TOURNAMENT]),
)


@settings(max_examples=150, derandomize=True, deadline=None)
@given(squads_st, rules_st)
def test_check_is_order_independent(s: Squad, rules: SquadRules) -> None:
    rnd = random.Random(7)
    entries = list(s.entries)
    rnd.shuffle(entries)
    shuffled = Squad(name=s.name, kind=s.kind, entries=tuple(entries), backups=s.backups)
    assert rules_of(check(s, rules)) == rules_of(check(shuffled, rules))


@settings(max_examples=150, derandomize=True, deadline=None)
@given(squads_st, rules_st)
def test_points_rule_matches_arithmetic(s: Squad, rules: SquadRules) -> None:
    v = rules_of(check(s, rules))
    total = sum(e.figure.points * e.count for e in s.entries)
    limit = rules.point_limit
    exact_broken = limit is not None and rules.limit_mode is LimitMode.EXACTLY and total != limit
    up_to_broken = limit is not None and rules.limit_mode is LimitMode.UP_TO and total > limit
    assert (sq.RULE_POINTS_EXACT in v) is exact_broken
    assert (sq.RULE_POINTS_UP_TO in v) is up_to_broken
    cap = rules.effective_backup_limit
    assert (sq.RULE_BACKUP_POINTS in v) is (cap is not None and s.backup_points > cap)


@settings(max_examples=150, derandomize=True, deadline=None)
@given(squads_st)
def test_tournament_rules_match_counts(s: Squad) -> None:
    v = check(s, T)
    counts: dict[str, int] = {}
    for e in (*s.entries, *s.backups):
        counts[e.figure.code] = counts.get(e.figure.code, 0) + e.count
    by_code = {f.code: f for f in POOL}
    gold_broken = any(by_code[c].gold and n > 1 for c, n in counts.items())
    copies_broken = any(
        not by_code[c].gold and not by_code[c].tournament and n > 5 for c, n in counts.items()
    )
    tour = sum(n for c, n in counts.items() if by_code[c].tournament)
    mega = any(by_code[c].is_mega for c in counts)
    got = rules_of(v)
    assert (sq.RULE_GOLD_COPIES in got) is gold_broken
    assert (sq.RULE_COPIES in got) is copies_broken
    assert (sq.RULE_TOURNAMENT_FIGURES in got) is (tour > 1)
    assert (sq.RULE_MEGA in got) is mega
    for viol in v:
        if viol.rule != sq.RULE_EMPTY:
            assert viol.figures, viol  # every composition violation names its figures
            if viol.rule not in (sq.RULE_POINTS_EXACT, sq.RULE_POINTS_UP_TO, sq.RULE_BACKUP_POINTS):
                for f in viol.figures:
                    assert f.label in viol.message


@settings(max_examples=100, derandomize=True, deadline=None)
@given(squads_st, rules_st)
def test_snapshot_round_trip_keeps_the_verdict(s: Squad, rules: SquadRules) -> None:
    again = sq.squad_from_snapshot(sq.squad_to_snapshot(s))
    assert again == s
    assert [x.to_dict() for x in check(again, rules)] == [x.to_dict() for x in check(s, rules)]
