"""The event's standing across its stages, and the cut into a bracket.

The final order of an event (the spec: "the final stage's places, then the players eliminated
earlier by the stage they reached, then everyone else by the previous stage"):

1. the players of the last stage in that stage's order: for a bracket, the champion, the finalist,
   the third-place match (when played), then the players by the round in which they were
   eliminated (double elimination: the losers-bracket round), players eliminated in the same
   round ordered by the *previous stage's standing* (never by bracket line or pair order, so the
   losing semi-finalists of crossed pool playoffs are ordered by their pool-stage results, a
   9-point player above a 6-point one); a bracket still in play lists the players still in it
   first, by the furthest match they have reached;
2. then each earlier stage's remaining players, in that stage's own standing (a Swiss stage's
   standings, the pools' combined standings...);
3. disqualified players last, without a place.

The services pass each stage as a :class:`StageOrder`: its standings (best first, from
:func:`desktop.tournament.standings.compute_standings` over that stage's matches) and, for an
elimination stage, its :class:`~desktop.tournament.elimination.Bracket` with the recorded winners.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from desktop.tournament.elimination import PENDING, Bracket, top_cut


@dataclass(frozen=True)
class StageOrder:
    """One stage as the event standing sees it."""

    players: Sequence[int]
    """The stage's standings, best first (for a bracket stage: optional, its seeds)."""
    bracket: Bracket | None = None
    """An elimination stage's bracket (with its results)."""


@dataclass(frozen=True)
class EventPlace:
    place: int | None
    """1 = the champion; None for a disqualified player."""
    player: int
    stage: int
    """0-based index of the furthest stage the player took part in."""
    eliminated_in: str = ""
    """For a player of a bracket: the id of the match they were eliminated in ("" when still in,
    or the champion)."""
    disqualified: bool = False


def _level(b: Bracket, mid: str) -> int:
    """How far a match is: later rounds higher; the third-place match between the semi-finals and
    the final; grand finals above everything."""
    m = b.matches[mid]
    if m.bracket in ("GF", "GF2"):
        return 2000 + 2 * m.round
    if m.bracket == "3P":
        return 2 * m.round - 1
    return 2 * m.round


def bracket_standing(bracket: Bracket, previous: Sequence[int] | None = None) -> list[tuple[int, str]]:
    """The bracket's players best first, each with the match they were eliminated in ("" for
    players still in and the champion).  ``previous``: the previous stage's standing, which orders
    players eliminated in the same round (default: the bracket's seeding)."""
    b = bracket
    players = [p for p in b.seeds if p is not None]
    pos = {p: i for i, p in enumerate(previous or ())}

    def prev_rank(p: int) -> tuple[int, int]:
        return (pos.get(p, len(pos)), b.seed_rank(p))

    losses: dict[int, int] = {p: 0 for p in players}
    last_loss: dict[int, str] = {}
    furthest: dict[int, int] = {p: 0 for p in players}
    for mid in b.order:
        a, c = b.participants(mid)
        for x in (a, c):
            if x not in (None, PENDING):
                assert x is not None
                furthest[x] = max(furthest[x], _level(b, mid))
        if not b.is_playable(mid) or b.matches[mid].winner is None:
            continue
        lo = b.loser_of(mid)
        if lo in (None, PENDING):
            continue
        assert lo is not None
        losses[lo] += 1
        last_loss[lo] = mid
    champion = b.champion()
    complete = b.is_complete()
    third_winner = third_loser = None
    if "3P" in b.matches and b.is_playable("3P") and b.matches["3P"].winner is not None:
        third_winner, third_loser = b.winner_of("3P"), b.loser_of("3P")

    def eliminated(p: int) -> bool:
        if p == champion:
            return False
        if champion is not None and complete:
            return True
        if b.double:
            return losses[p] >= 2
        if losses[p] == 0:
            return False
        # Single elimination: a semi-final loser still has the third-place match to play.
        if "3P" in b.matches and b.matches["3P"].winner is None:
            return p not in b.participants("3P") and last_loss.get(p) != "3P"
        return True

    def key(p: int) -> tuple[int, int, int, tuple[int, int]]:
        if p == champion:
            return (0, 0, 0, prev_rank(p))
        if not eliminated(p):
            return (1, -furthest[p], 0, prev_rank(p))
        mid = last_loss.get(p, "")
        if not mid:
            return (2, 0, 0, prev_rank(p))
        lvl, bonus = _level(b, mid), 0
        if p == third_winner:
            lvl, bonus = _level(b, "3P"), -2
        elif p == third_loser:
            bonus = -1
        return (2, -lvl, bonus, prev_rank(p))

    ordered = sorted(players, key=key)
    out: list[tuple[int, str]] = []
    for p in ordered:
        out.append((p, last_loss.get(p, "") if eliminated(p) else ""))
    return out


def event_standing(stages: Sequence[StageOrder], disqualified: Collection[int] = ()) -> list[EventPlace]:
    """The event's final order across its stages (see the module docstring)."""
    dq = set(disqualified)
    placed: set[int] = set()
    rows: list[tuple[int, int, str]] = []
    for k in range(len(stages) - 1, -1, -1):
        st = stages[k]
        if st.bracket is not None:
            previous = stages[k - 1].players if k > 0 else st.players
            order = bracket_standing(st.bracket, previous)
        else:
            order = [(p, "") for p in st.players]
        for p, mid in order:
            if p not in placed:
                placed.add(p)
                rows.append((p, k, mid))
    out: list[EventPlace] = []
    place = 0
    for p, k, mid in rows:
        if p in dq:
            continue
        place += 1
        out.append(EventPlace(place, p, k, mid))
    out += [EventPlace(None, p, k, mid, True) for p, k, mid in rows if p in dq]
    return out


# -- the cut ----------------------------------------------------------------------------------------
BRACKET_KINDS = ("single_elimination", "double_elimination")


def check_bracket_options(kind: str, *, third_place: bool = False) -> None:
    """Refuse options a bracket kind does not have (a ValueError with the reason)."""
    if kind not in BRACKET_KINDS:
        raise ValueError(f"unknown bracket kind {kind!r} (allowed: {', '.join(BRACKET_KINDS)})")
    if kind == "double_elimination" and third_place:
        raise ValueError(
            "a third-place match exists only in single elimination (double elimination places "
            "third the loser of the last losers-bracket match)"
        )


def make_bracket(
    kind: str, seeds: Sequence[int], *, third_place: bool = False, grand_final_reset: bool = True
) -> Bracket:
    check_bracket_options(kind, third_place=third_place)
    if kind == "double_elimination":
        return Bracket.double_elimination(seeds, grand_final_reset=grand_final_reset)
    return Bracket.single(seeds, third_place=third_place)


@dataclass(frozen=True)
class Cut:
    seeds: tuple[int, ...]
    """The qualifiers, best first (bracket seeds)."""
    replaced: tuple[tuple[int, int], ...]
    """(dropped qualifier, the next player of the standings who takes the place)."""
    bracket: Bracket


def draw_cut(
    standings: Sequence[int],
    size: int,
    dropped: Collection[int] = (),
    *,
    kind: str = "single_elimination",
    third_place: bool = False,
    grand_final_reset: bool = True,
    published: Sequence[int] | None = None,
) -> Cut:
    """The cut into a bracket, drawn again from the current standings and drops.

    Until the cut's first round is published (``published`` None), a qualifier who drops is
    replaced by the next player of the standings and the bracket is redrawn from scratch (call
    this again after every drop).  Once published, ``published`` (the seeds as drawn) is kept: a
    drop is then a walkover, not a redraw."""
    if published is not None:
        seeds = list(published)
        replaced: list[tuple[int, int]] = []
    else:
        seeds = top_cut(standings, size, dropped)
        gone = set(dropped)
        original = list(standings[:size])
        out_players = [p for p in original if p in gone]
        came_in = [p for p in seeds if p not in original]
        replaced = list(zip(out_players, came_in, strict=False))
    if len(seeds) < 2:
        raise ValueError("the cut keeps fewer than two players")
    bracket = make_bracket(kind, seeds, third_place=third_place, grand_final_reset=grand_final_reset)
    return Cut(tuple(seeds), tuple(replaced), bracket)
