"""Swiss pairing with the organiser's hand on it: forced pairs and a forced bye.

The organiser may pair two players by hand in a draft round, or give the bye to a player by hand;
the rest of the field is then paired by the ordinary solver (:func:`~desktop.tournament.swiss.pair_swiss`,
or :func:`~desktop.tournament.swiss.pair_first_round` in round 1) as a field of its own, around
them: the forced pairs are always in the result, nobody is paired twice, everybody else is paired
(or holds the bye when the rest is odd).

A forced pair keeps the pairing's colour rule (``balance_colours``: who takes the first colour is
decided by :func:`~desktop.tournament.swiss.allocate_colours`; otherwise the higher-ranked player
is side a).  The reported ``objective`` is the solver's, over the rest of the field; ``rematches``
and ``same_club`` cover the whole round, forced pairs included (a forced rematch is reported, not
refused).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from desktop.tournament.swiss import (
    Pairing,
    SwissEntrant,
    SwissRound,
    allocate_colours,
    pair_first_round,
    pair_swiss,
)

__all__ = ["check_forced", "pair_around"]


def check_forced(
    entrants: Sequence[SwissEntrant], forced: Sequence[tuple[int, int]] = (), bye: int | None = None
) -> None:
    """Refuse (``ValueError``) forced pairs or a forced bye that cannot be honoured: an unknown
    player, a player paired with themselves or in two forced pairs, a bye to a forced player, or a
    forced bye with an even field (the rest would need a second bye)."""
    ids = {e.id for e in entrants}
    seen: set[int] = set()
    for a, b in forced:
        if a == b:
            raise ValueError(f"player {a} cannot be paired with themselves")
        for p in (a, b):
            if p not in ids:
                raise ValueError(f"player {p} is not in the pairing field")
            if p in seen:
                raise ValueError(f"player {p} is in two forced pairs")
            seen.add(p)
    if bye is not None:
        if bye not in ids:
            raise ValueError(f"player {bye} is not in the pairing field")
        if bye in seen:
            raise ValueError(f"player {bye} cannot both be paired and have the bye")
        if len(ids) % 2 == 0:
            raise ValueError("an even field has no bye")


def pair_around(
    entrants: Sequence[SwissEntrant],
    forced: Sequence[tuple[int, int]] = (),
    bye: int | None = None,
    *,
    balance_colours: bool = False,
    first_round: bool = False,
    method: str = "seed",
    seed: int | None = None,
) -> SwissRound:
    """Pair a Swiss round (``entrants``: the active players, best-ranked first) with the pairs in
    ``forced`` and the bye to ``bye`` fixed by hand; the others are paired by the solver around
    them (round 1's fold when ``first_round``, with ``method`` and ``seed`` as
    :func:`pair_first_round` takes them).  See :func:`check_forced` for what is refused."""
    check_forced(entrants, forced, bye)
    fixed = {p for pair in forced for p in pair} | ({bye} if bye is not None else set())
    rest = [e for e in entrants if e.id not in fixed]
    if first_round:
        rnd = pair_first_round(rest, method=method, seed=seed, balance_colours=balance_colours)
    else:
        rnd = pair_swiss(rest, balance_colours=balance_colours)
    if not forced and bye is None:
        return rnd
    rank = {e.id: i for i, e in enumerate(entrants)}
    by_id = {e.id: e for e in entrants}
    hand: list[Pairing] = []
    for a, b in forced:
        x, y = by_id[a], by_id[b]
        if balance_colours:
            hand.append(allocate_colours(x, y, rank[a], rank[b]))
        else:
            hand.append(Pairing(a, b) if rank[a] < rank[b] else Pairing(b, a))

    def order(p: Pairing) -> tuple[int, int]:
        return (-max(by_id[p.a].score, by_id[p.b].score), min(rank[p.a], rank[p.b]))

    if first_round and method == "random":
        pairings = [*rnd.pairings, *sorted(hand, key=order)]  # the draw's own table order first
    else:
        pairings = sorted([*rnd.pairings, *hand], key=order)
    rematches = [p for p in hand if p.b in by_id[p.a].opponents or p.a in by_id[p.b].opponents]
    same_club = [p for p in hand if by_id[p.a].club is not None and by_id[p.a].club == by_id[p.b].club]
    floats = [
        (p.a if by_id[p.a].score > by_id[p.b].score else p.b)
        for p in hand
        if by_id[p.a].score != by_id[p.b].score
    ]
    return replace(
        rnd,
        pairings=tuple(pairings),
        bye=bye if bye is not None else rnd.bye,
        rematches=tuple(p for p in pairings if p in {*rnd.rematches, *rematches}),
        same_club=tuple(p for p in pairings if p in {*rnd.same_club, *same_club}),
        warnings=(*rnd.warnings, *(f"rematch: {p.a} v {p.b}" for p in rematches)),
        floats=(*rnd.floats, *floats),
    )
