"""Attacktix squads: value types, point limits, legality profiles and the legality check.

Pure code (no Qt, no SQLAlchemy): the squad editor and tournament registration share it through the
game registry (``GAMES["attacktix"].squad_module``).

Vocabulary
----------
- A :class:`FigureRef` is what a squad needs to know about a catalog figure: its catalog key,
  collector code, name, points, classes and flags. Services build it from catalog data
  (:func:`figure_from_catalog`).
- A :class:`Squad` lists :class:`SquadEntry` (figure + count) for the figures that play and,
  separately, the backups. Its ``kind`` is Equal Points (points count) or Quick Battle (exactly three
  figures, no points).
- :class:`SquadRules` are what a squad is checked against: the point limit (100 standard; 200, 500
  or any other number; or no limit), the limit mode ("exactly" by default, "up to" where an event
  allows), the backups limit (50 points by default) and a :class:`LegalityProfile`.
- :func:`check` returns a list of :class:`Violation`; each names its rule and the figures involved.

Readings this module fixes (the spec is silent):
- The copy limits of a profile (tournament figures, gold copies, copies per collector code, Megas)
  count the backups together with the squad by default (the figures a player brings); a profile can
  switch that off with ``count_backups=False``.
- A Mega is a figure flagged ``mega`` or of Attacktix class M.
- "At most five of any other figure" applies to figures that are neither gold nor tournament figures;
  copies are counted by collector code (two catalog entries with the same code count together).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from desktop.games.catalog_schema import Problem, ProblemError
from desktop.validation import quote_value

SQUAD_KIND = "attacktix.squad"
"""The kind stored for Attacktix squads (database ``squads.kind``)."""
SQUAD_KINDS: tuple[str, ...] = (SQUAD_KIND,)
CATALOG_KIND = "attacktix.figure"
"""The catalog kind a squad's entries refer to."""

STANDARD_POINT_LIMIT = 100
POINT_LIMIT_CHOICES: tuple[int, ...] = (100, 200, 500)
DEFAULT_BACKUP_LIMIT = 50
QUICK_BATTLE_SIZE = 3

ATTACKTIX_CLASSES: dict[str, str] = {
    "W": "Warrior",
    "L": "Leader",
    "C": "Captain",
    "T": "Trooper",
    "S": "Specialist",
    "M": "Mega",
}
MARVEL_CLASSES: tuple[str, ...] = (
    "Spider-Man",
    "X-Men",
    "Avengers",
    "Sinister Syndicate",
    "Brotherhood",
    "Marvel Knights",
    "Doom Army",
    "Fantastic Four",
    "Ghost Rider",
    "The Hidden",
)


class SquadKind(StrEnum):
    """Which level a squad is built for."""

    EQUAL_POINTS = "equal_points"  # Equal Points and Master Battle: points count
    QUICK_BATTLE = "quick_battle"  # any three figures, no points


class LimitMode(StrEnum):
    EXACTLY = "exactly"
    UP_TO = "up_to"


# --- figures and squads ---------------------------------------------------------------------------


@dataclass(frozen=True)
class FigureRef:
    """What a squad knows about one catalog figure."""

    key: str
    code: str
    name: str
    points: int = 0
    attacktix_class: str = ""  # W, L, C, T, S or M
    marvel_class: str = ""
    franchise: str = ""
    gold: bool = False
    tournament: bool = False
    mega: bool = False
    archived: bool = False  # the catalog item is archived (informational; never a violation)

    @property
    def is_mega(self) -> bool:
        return self.mega or self.attacktix_class.upper() == "M"

    @property
    def label(self) -> str:
        """``"MV-09 Wolverine"`` — how violations name a figure."""
        return f"{self.code} {self.name}".strip() if self.code else self.name

    def to_dict(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "code": self.code,
            "name": self.name,
            "points": self.points,
            "attacktix_class": self.attacktix_class,
            "marvel_class": self.marvel_class,
            "franchise": self.franchise,
            "gold": self.gold,
            "tournament": self.tournament,
            "mega": self.mega,
            "archived": self.archived,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> FigureRef:
        return cls(
            key=str(data.get("key", "")),
            code=str(data.get("code", "")),
            name=str(data.get("name", "")),
            points=int(data.get("points", 0) or 0),
            attacktix_class=str(data.get("attacktix_class", "") or ""),
            marvel_class=str(data.get("marvel_class", "") or ""),
            franchise=str(data.get("franchise", "") or ""),
            gold=bool(data.get("gold", False)),
            tournament=bool(data.get("tournament", False)),
            mega=bool(data.get("mega", False)),
            archived=bool(data.get("archived", False)),
        )


def _flag(data: Mapping[str, Any], *names: str) -> bool:
    """A boolean flag that may sit at the top level or inside a ``flags`` mapping/list."""
    flags = data.get("flags")
    for name in names:
        if bool(data.get(name, False)):
            return True
        if isinstance(flags, Mapping) and bool(flags.get(name, False)):
            return True
        if isinstance(flags, list | tuple | set | frozenset) and name in flags:
            return True
    return False


def _first(data: Mapping[str, Any], *names: str, default: Any = "") -> Any:
    for name in names:
        value = data.get(name)
        if value not in (None, ""):
            return value
    return default


def figure_from_catalog(
    key: str, data: Mapping[str, Any], *, name: str = "", archived: bool = False
) -> FigureRef:
    """Build a :class:`FigureRef` from a catalog item's data (tolerant of field-name variants)."""
    points_raw = _first(data, "points", "point_value", default=0)
    try:
        points = int(points_raw)
    except (TypeError, ValueError):
        points = 0
    return FigureRef(
        key=key,
        code=str(_first(data, "code", "collector_code", "collector_number", default="")),
        name=str(name or _first(data, "name", default=key)),
        points=points,
        attacktix_class=str(_first(data, "attacktix_class", "class", default="")).upper()[:1],
        marvel_class=str(_first(data, "marvel_class", default="")),
        franchise=str(_first(data, "franchise", default="")),
        gold=_flag(data, "gold"),
        tournament=_flag(data, "tournament", "tournament_figure"),
        mega=_flag(data, "mega"),
        archived=archived,
    )


@dataclass(frozen=True)
class SquadEntry:
    figure: FigureRef
    count: int = 1

    @property
    def points(self) -> int:
        return self.figure.points * self.count


@dataclass(frozen=True)
class Squad:
    """A squad: the figures that play and, separately, the backups."""

    name: str = ""
    kind: SquadKind = SquadKind.EQUAL_POINTS
    entries: tuple[SquadEntry, ...] = ()
    backups: tuple[SquadEntry, ...] = ()

    @property
    def total_points(self) -> int:
        return sum(e.points for e in self.entries)

    @property
    def backup_points(self) -> int:
        return sum(e.points for e in self.backups)

    @property
    def figure_count(self) -> int:
        return sum(e.count for e in self.entries)

    @property
    def backup_count(self) -> int:
        return sum(e.count for e in self.backups)

    def figures(self) -> tuple[FigureRef, ...]:
        """Every distinct figure in the squad and its backups (squad first)."""
        seen: dict[str, FigureRef] = {}
        for e in (*self.entries, *self.backups):
            seen.setdefault(e.figure.key, e.figure)
        return tuple(seen.values())

    def archived_figures(self) -> tuple[FigureRef, ...]:
        return tuple(f for f in self.figures() if f.archived)

    def normalized(self) -> Squad:
        """Entries of the same figure merged (first position kept), entries with count 0 dropped."""
        return replace(self, entries=_merge(self.entries), backups=_merge(self.backups))

    # -- editing helpers (return new squads) ------------------------------------------------------
    def with_count(self, figure: FigureRef, count: int, *, backup: bool = False) -> Squad:
        """The squad with ``figure``'s count set (0 removes it) in the squad or the backups."""
        entries = list(self.backups if backup else self.entries)
        for i, e in enumerate(entries):
            if e.figure.key == figure.key:
                if count <= 0:
                    del entries[i]
                else:
                    entries[i] = SquadEntry(e.figure, count)
                break
        else:
            if count > 0:
                entries.append(SquadEntry(figure, count))
        if backup:
            return replace(self, backups=tuple(entries))
        return replace(self, entries=tuple(entries))

    def count_of(self, key: str, *, backup: bool = False) -> int:
        return sum(e.count for e in (self.backups if backup else self.entries) if e.figure.key == key)

    def add(self, figure: FigureRef, n: int = 1, *, backup: bool = False) -> Squad:
        return self.with_count(figure, self.count_of(figure.key, backup=backup) + n, backup=backup)


def _merge(entries: Iterable[SquadEntry]) -> tuple[SquadEntry, ...]:
    order: list[str] = []
    counts: dict[str, int] = {}
    figures: dict[str, FigureRef] = {}
    for e in entries:
        if e.figure.key not in counts:
            order.append(e.figure.key)
            counts[e.figure.key] = 0
            figures[e.figure.key] = e.figure
        counts[e.figure.key] += e.count
    return tuple(SquadEntry(figures[k], counts[k]) for k in order if counts[k] > 0)


# --- rules ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class LegalityProfile:
    """Composition limits. ``None`` means "no limit"."""

    key: str
    name: str
    max_tournament_figures: int | None = None
    max_gold_copies: int | None = None
    max_copies: int | None = None
    allow_mega: bool = True
    backup_limit: int | None = None  # a profile's own cap on backup points (the tighter cap wins)
    count_backups: bool = True  # copy limits count the backups with the squad
    banned_codes: frozenset[str] = frozenset()
    franchises: frozenset[str] = frozenset()  # empty: every franchise allowed

    def to_dict(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "name": self.name,
            "max_tournament_figures": self.max_tournament_figures,
            "max_gold_copies": self.max_gold_copies,
            "max_copies": self.max_copies,
            "allow_mega": self.allow_mega,
            "backup_limit": self.backup_limit,
            "count_backups": self.count_backups,
            "banned_codes": sorted(self.banned_codes),
            "franchises": sorted(self.franchises),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> LegalityProfile:
        def opt_int(name: str) -> int | None:
            value = data.get(name)
            if value is None or value == "":
                return None
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ProblemError(
                    Problem(
                        name,
                        "must be a whole number of at least 0 or empty, not {value}",
                        params={"value": quote_value(value)},
                    )
                )
            return value

        def codes(name: str) -> frozenset[str]:
            value = data.get(name, ()) or ()
            if not isinstance(value, list | tuple | set | frozenset):
                raise ProblemError(Problem(name, "must be a list of texts"))
            return frozenset(str(c) for c in value)

        return cls(
            key=str(data.get("key") or "event"),
            name=str(data.get("name") or data.get("key") or "Event rules"),
            max_tournament_figures=opt_int("max_tournament_figures"),
            max_gold_copies=opt_int("max_gold_copies"),
            max_copies=opt_int("max_copies"),
            allow_mega=bool(data.get("allow_mega", True)),
            backup_limit=opt_int("backup_limit"),
            count_backups=bool(data.get("count_backups", True)),
            banned_codes=codes("banned_codes"),
            franchises=codes("franchises"),
        )


CASUAL = LegalityProfile(key="casual", name="Casual")
"""Anything goes (the point limit and backups limit of the rules still apply)."""

TOURNAMENT = LegalityProfile(
    key="tournament",
    name="Tournament",
    max_tournament_figures=1,
    max_gold_copies=1,
    max_copies=5,
    allow_mega=False,
    backup_limit=DEFAULT_BACKUP_LIMIT,
)
"""The convention limits: at most one tournament figure, at most one of each gold figure, at most
five of any other figure (by collector code), no Megas, backups up to 50 points."""

PROFILES: dict[str, LegalityProfile] = {p.key: p for p in (CASUAL, TOURNAMENT)}


def event_profile(
    *,
    name: str = "Event rules",
    max_tournament_figures: int | None = 1,
    max_gold_copies: int | None = 1,
    max_copies: int | None = 5,
    allow_mega: bool = False,
    backup_limit: int | None = DEFAULT_BACKUP_LIMIT,
    count_backups: bool = True,
    banned_codes: Iterable[str] = (),
    franchises: Iterable[str] = (),
) -> LegalityProfile:
    """An event's own rules: the tournament limits as defaults, each one changeable."""
    return LegalityProfile(
        key="event",
        name=name,
        max_tournament_figures=max_tournament_figures,
        max_gold_copies=max_gold_copies,
        max_copies=max_copies,
        allow_mega=allow_mega,
        backup_limit=backup_limit,
        count_backups=count_backups,
        banned_codes=frozenset(banned_codes),
        franchises=frozenset(franchises),
    )


def profile_by_key(key: str, custom: Mapping[str, Any] | None = None) -> LegalityProfile:
    """``"casual"``, ``"tournament"``, or ``"event"`` built from ``custom`` (a :meth:`to_dict`)."""
    if key in PROFILES:
        return PROFILES[key]
    if key == "event":
        return LegalityProfile.from_dict({**(custom or {}), "key": "event"})
    raise ProblemError(
        Problem(
            "",
            "unknown legality profile {key}; known: {known}",
            params={"key": quote_value(key), "known": "casual, tournament, event"},
        )
    )


@dataclass(frozen=True)
class SquadRules:
    """What a squad is checked against (an event's game settings, or the editor's choices)."""

    point_limit: int | None = STANDARD_POINT_LIMIT  # None: no limit
    limit_mode: LimitMode = LimitMode.EXACTLY
    backup_limit: int | None = DEFAULT_BACKUP_LIMIT  # None: no limit
    profile: LegalityProfile = CASUAL

    def __post_init__(self) -> None:
        if self.point_limit is not None and self.point_limit <= 0:
            raise ProblemError(Problem("point_limit", "must be a positive number of points or None"))
        if self.backup_limit is not None and self.backup_limit < 0:
            raise ProblemError(Problem("backup_limit", "must be at least 0 or None"))

    @property
    def effective_backup_limit(self) -> int | None:
        caps = [c for c in (self.backup_limit, self.profile.backup_limit) if c is not None]
        return min(caps) if caps else None

    def to_settings(self) -> dict[str, Any]:
        settings: dict[str, Any] = {
            "point_limit": self.point_limit,
            "limit_mode": self.limit_mode.value,
            "backup_limit": self.backup_limit,
            "profile": self.profile.key,
        }
        if self.profile.key not in PROFILES:
            settings["profile_rules"] = self.profile.to_dict()
        return settings


def rules_from_settings(settings: Mapping[str, Any] | None) -> SquadRules:
    """Rules from plain settings (squad settings or an event's game settings).

    Keys: ``point_limit`` (int or None/"any" for no limit), ``limit_mode`` ("exactly"/"up_to"),
    ``backup_limit`` (int or None), ``profile`` ("casual", "tournament", "event") and, for "event",
    ``profile_rules`` (a :meth:`LegalityProfile.to_dict`). Missing keys take the defaults.
    """
    s = dict(settings or {})
    limit = s.get("point_limit", STANDARD_POINT_LIMIT)
    if limit in ("any", "", "none"):
        limit = None
    if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int)):
        raise ProblemError(
            Problem("point_limit", "must be a whole number or 'any', not {value}", params={"value": quote_value(limit)})
        )
    mode_raw = s.get("limit_mode", LimitMode.EXACTLY.value)
    try:
        mode = LimitMode(mode_raw)
    except ValueError:
        raise ProblemError(
            Problem(
                "limit_mode", "must be 'exactly' or 'up_to', not {value}", params={"value": quote_value(mode_raw)}
            )
        ) from None
    backup = s.get("backup_limit", DEFAULT_BACKUP_LIMIT)
    if backup is not None and (isinstance(backup, bool) or not isinstance(backup, int)):
        raise ProblemError(
            Problem("backup_limit", "must be a whole number or empty, not {value}", params={"value": quote_value(backup)})
        )
    profile = profile_by_key(str(s.get("profile", "casual")), s.get("profile_rules"))
    return SquadRules(point_limit=limit, limit_mode=mode, backup_limit=backup, profile=profile)


# --- violations -----------------------------------------------------------------------------------

# Rule keys (stable; the UI translates messages by key, with ``details`` as parameters).
RULE_POINTS_EXACT = "points_exact"
RULE_POINTS_UP_TO = "points_up_to"
RULE_BACKUP_POINTS = "backup_points"
RULE_TOURNAMENT_FIGURES = "tournament_figures"
RULE_GOLD_COPIES = "gold_copies"
RULE_COPIES = "copies"
RULE_MEGA = "mega"
RULE_BANNED = "banned"
RULE_FRANCHISE = "franchise"
RULE_QUICK_BATTLE_SIZE = "quick_battle_size"
RULE_QUICK_BATTLE_BACKUPS = "quick_battle_backups"
RULE_COUNT = "count"
RULE_EMPTY = "empty"

RULE_TITLES: dict[str, str] = {
    RULE_POINTS_EXACT: "Points total must equal the limit",
    RULE_POINTS_UP_TO: "Points total must not exceed the limit",
    RULE_BACKUP_POINTS: "Backups points limit",
    RULE_TOURNAMENT_FIGURES: "Tournament figures limit",
    RULE_GOLD_COPIES: "One of each gold figure",
    RULE_COPIES: "Copies of one figure (by collector code)",
    RULE_MEGA: "No Megas",
    RULE_BANNED: "Figure banned by the event",
    RULE_FRANCHISE: "Franchise not allowed by the event",
    RULE_QUICK_BATTLE_SIZE: "Quick Battle squads have exactly 3 figures",
    RULE_QUICK_BATTLE_BACKUPS: "Quick Battle squads have no backups",
    RULE_COUNT: "Counts are whole numbers of at least 1",
    RULE_EMPTY: "A squad needs at least one figure",
}


@dataclass(frozen=True)
class Violation:
    """One broken rule: its key, an English message, and the figures involved."""

    rule: str
    message: str
    figures: tuple[FigureRef, ...] = ()
    details: Mapping[str, Any] = field(default_factory=dict)

    @property
    def title(self) -> str:
        return RULE_TITLES.get(self.rule, self.rule)

    @property
    def figure_labels(self) -> tuple[str, ...]:
        return tuple(f.label for f in self.figures)

    def to_dict(self) -> dict[str, Any]:
        return {
            "rule": self.rule,
            "title": self.title,
            "message": self.message,
            "figures": [f.label for f in self.figures],
            "figure_keys": [f.key for f in self.figures],
            "details": dict(self.details),
        }


def _labels(figures: Iterable[FigureRef]) -> str:
    return ", ".join(f.label for f in figures)


def check(squad: Squad, rules: SquadRules | None = None) -> list[Violation]:
    """Every rule ``squad`` breaks under ``rules`` (default: 100 points exactly, casual)."""
    rules = rules or SquadRules()
    profile = rules.profile
    out: list[Violation] = []
    raw_entries = (*squad.entries, *squad.backups)
    bad_counts = [e.figure for e in raw_entries if e.count < 1]
    if bad_counts:
        out.append(
            Violation(
                RULE_COUNT,
                f"Counts must be at least 1: {_labels(bad_counts)}",
                tuple(bad_counts),
            )
        )
    sq = squad.normalized()
    playing = tuple(e.figure for e in sq.entries)

    # -- size / points ------------------------------------------------------------------------
    if sq.kind is SquadKind.QUICK_BATTLE:
        if sq.figure_count != QUICK_BATTLE_SIZE:
            out.append(
                Violation(
                    RULE_QUICK_BATTLE_SIZE,
                    f"A Quick Battle squad has exactly {QUICK_BATTLE_SIZE} figures; this one has {sq.figure_count}",
                    playing,
                    {"count": sq.figure_count, "required": QUICK_BATTLE_SIZE},
                )
            )
        if sq.backups:
            out.append(
                Violation(
                    RULE_QUICK_BATTLE_BACKUPS,
                    f"Quick Battle uses no backups: {_labels(e.figure for e in sq.backups)}",
                    tuple(e.figure for e in sq.backups),
                )
            )
    else:
        total = sq.total_points
        if not sq.entries:
            out.append(Violation(RULE_EMPTY, "The squad has no figures", ()))
        limit = rules.point_limit
        if limit is not None:
            if rules.limit_mode is LimitMode.EXACTLY and total != limit:
                out.append(
                    Violation(
                        RULE_POINTS_EXACT,
                        f"The squad totals {total} points; it must total exactly {limit}",
                        playing,
                        {"total": total, "limit": limit},
                    )
                )
            elif rules.limit_mode is LimitMode.UP_TO and total > limit:
                out.append(
                    Violation(
                        RULE_POINTS_UP_TO,
                        f"The squad totals {total} points; it may total at most {limit}",
                        playing,
                        {"total": total, "limit": limit},
                    )
                )
        cap = rules.effective_backup_limit
        if cap is not None and sq.backup_points > cap:
            out.append(
                Violation(
                    RULE_BACKUP_POINTS,
                    f"The backups total {sq.backup_points} points; they may total at most {cap}",
                    tuple(e.figure for e in sq.backups),
                    {"total": sq.backup_points, "limit": cap},
                )
            )

    # -- composition (profile) ----------------------------------------------------------------
    counted = sq.entries + sq.backups if profile.count_backups else sq.entries
    by_code: dict[str, list[SquadEntry]] = {}
    for e in counted:
        by_code.setdefault(e.figure.code or e.figure.key, []).append(e)

    def copies(entries: list[SquadEntry]) -> int:
        return sum(e.count for e in entries)

    where = "in the squad and its backups" if profile.count_backups and sq.backups else "in the squad"

    if profile.max_tournament_figures is not None:
        tour = [e for e in counted if e.figure.tournament]
        n = copies(tour)
        if n > profile.max_tournament_figures:
            figs = tuple(_distinct(e.figure for e in tour))
            out.append(
                Violation(
                    RULE_TOURNAMENT_FIGURES,
                    f"At most {profile.max_tournament_figures} tournament figure(s) allowed; "
                    f"{n} {where}: {_labels(figs)}",
                    figs,
                    {"count": n, "limit": profile.max_tournament_figures},
                )
            )
    for code, group in by_code.items():
        n = copies(group)
        figs = tuple(_distinct(e.figure for e in group))
        gold = any(f.gold for f in figs)
        tournament = any(f.tournament for f in figs)
        if gold and profile.max_gold_copies is not None and n > profile.max_gold_copies:
            out.append(
                Violation(
                    RULE_GOLD_COPIES,
                    f"At most {profile.max_gold_copies} of each gold figure; {n} of {_labels(figs)} {where}",
                    figs,
                    {"count": n, "limit": profile.max_gold_copies, "code": code},
                )
            )
        elif not gold and not tournament and profile.max_copies is not None and n > profile.max_copies:
            out.append(
                Violation(
                    RULE_COPIES,
                    f"At most {profile.max_copies} copies of a figure (by collector code {code}); "
                    f"{n} of {_labels(figs)} {where}",
                    figs,
                    {"count": n, "limit": profile.max_copies, "code": code},
                )
            )
    if not profile.allow_mega:
        megas = tuple(_distinct(e.figure for e in counted if e.figure.is_mega))
        if megas:
            out.append(Violation(RULE_MEGA, f"Megas are not allowed: {_labels(megas)}", megas))
    if profile.banned_codes:
        banned = tuple(_distinct(e.figure for e in counted if e.figure.code in profile.banned_codes))
        if banned:
            out.append(Violation(RULE_BANNED, f"Banned by the event: {_labels(banned)}", banned))
    if profile.franchises:
        wrong = tuple(_distinct(e.figure for e in counted if e.figure.franchise not in profile.franchises))
        if wrong:
            allowed = ", ".join(sorted(profile.franchises))
            out.append(
                Violation(
                    RULE_FRANCHISE,
                    f"Only {allowed} figures are allowed: {_labels(wrong)}",
                    wrong,
                    {"allowed": allowed},
                )
            )
    return out


def check_equal_points(first: Squad, second: Squad) -> list[Violation]:
    """Equal Points without a fixed limit: the two squads of a game must total the same points (the
    second squad is checked against the first one's total, as against a point limit)."""
    a, b = first.total_points, second.total_points
    if a == b:
        return []
    return [
        Violation(
            RULE_POINTS_EXACT,
            f"Both squads must be worth the same: this one totals {b} points, the other {a}",
            tuple(e.figure for e in second.entries),
            {"total": b, "limit": a},
        )
    ]


def _distinct(figures: Iterable[FigureRef]) -> list[FigureRef]:
    seen: dict[str, FigureRef] = {}
    for f in figures:
        seen.setdefault(f.key, f)
    return list(seen.values())


def is_legal(squad: Squad, rules: SquadRules | None = None) -> bool:
    return not check(squad, rules)


# --- plain data (storage, export, registration snapshots) ----------------------------------------


def squad_to_data(squad: Squad) -> dict[str, Any]:
    """The stored form: entries by catalog key (``{"key", "count"}``), the kind, the backups."""
    return {
        "kind": squad.kind.value,
        "entries": [{"key": e.figure.key, "count": e.count} for e in squad.entries],
        "backups": [{"key": e.figure.key, "count": e.count} for e in squad.backups],
    }


def squad_to_snapshot(squad: Squad) -> dict[str, Any]:
    """A self-contained copy (figure details included) for a tournament registration."""
    return {
        "kind": squad.kind.value,
        "name": squad.name,
        "entries": [{**e.figure.to_dict(), "count": e.count} for e in squad.entries],
        "backups": [{**e.figure.to_dict(), "count": e.count} for e in squad.backups],
        "total_points": squad.total_points,
        "backup_points": squad.backup_points,
    }


def squad_from_snapshot(data: Mapping[str, Any]) -> Squad:
    def entries(items: Iterable[Mapping[str, Any]]) -> tuple[SquadEntry, ...]:
        return tuple(SquadEntry(FigureRef.from_dict(d), int(d.get("count", 1))) for d in items)

    return Squad(
        name=str(data.get("name", "")),
        kind=SquadKind(data.get("kind", SquadKind.EQUAL_POINTS.value)),
        entries=entries(data.get("entries", ())),
        backups=entries(data.get("backups", ())),
    )


def summary(squad: Squad) -> str:
    """One line for result slips: ``"100 pts: MV-09 Wolverine ×2, MV-10 Spider-Man"``."""
    parts = [f"{e.figure.label} ×{e.count}" if e.count > 1 else e.figure.label for e in squad.entries]
    head = "Quick Battle" if squad.kind is SquadKind.QUICK_BATTLE else f"{squad.total_points} pts"
    text = f"{head}: {', '.join(parts)}" if parts else head
    if squad.backups:
        text += f"; backups {squad.backup_points} pts"
    return text
