"""The bracket of an elimination stage as plain data (:class:`desktop.reports.data.Bracket`), from the
services' views: what the printed bracket draws, the desk's Bracket tab shows and the venue web's bracket
page reads (round captions, the notes under the boxes). Apart from :mod:`desktop.services.sheets` (which
re-exports it) so that it needs neither SQLAlchemy nor the ORM: ``event publish`` builds the bracket page
on publishing's bulk read without them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from desktop.reports.data import Bracket, BracketBox
from desktop.reports.labels import Labels
from desktop.services.tournament_common import (
    EventView,
    MatchView,
    RegistrationRecord,
    RoundView,
    TournamentError,
)

__all__ = ["SheetError", "bracket_data", "stage_bracket"]


class SheetError(TournamentError):
    """A sheet that cannot be printed (no such round, no squads...); the message says why."""


def _slot_parts(slot: str) -> tuple[str, int, int]:
    if slot in ("GF", "GF2", "3P"):
        return slot, 0, 0
    head, _, idx = slot.partition("-")
    return head[:1], int(head[1:] or 0), int(idx or 0)


def bracket_data(view: EventView, labels: Labels, stage: int | None = None) -> Bracket:
    return stage_bracket(view.detail.stages, view.rounds, view.registrations, labels, stage)


def _decided_by_seed(m: MatchView) -> bool:
    """A drawn bracket match that went to the higher seed (``results.score_match``): played, with no
    winner set, no match loss and as many games won by each side, yet won by one of them."""
    if m.status != "reported" or m.kind != "played" or m.winner or m.match_loss:
        return False
    if m.outcome_a not in ("win", "loss"):
        return False
    won_a = m.game_losses_b + sum(1 for g in m.games if g.outcome_a == "win")
    won_b = m.game_losses_a + sum(1 for g in m.games if g.outcome_a == "loss")
    return won_a == won_b


def stage_bracket(
    stage_rows: Sequence[Mapping[str, Any]],
    event_rounds: Sequence[RoundView],
    registrations: Sequence[RegistrationRecord],
    labels: Labels,
    stage: int | None = None,
    *,
    last_round: int | None = None,
) -> Bracket:
    """The bracket of an elimination stage (the last one when ``stage`` is None) from the event's
    stages, its rounds (at least the stage's own) and players: what the printed bracket draws and the
    Tournaments page's Bracket tab shows, from the same data. ``last_round``: the event's last round
    number (the stage's rounds to come are numbered after it; default: the last of ``event_rounds``)."""
    stages = [s for s in stage_rows if str(s.get("kind", "")).endswith("elimination")]
    if stage is not None:
        stages = [s for s in stages if s.get("position") == stage]
    if not stages:
        raise SheetError(
            "this event has no elimination stage"
            if stage is None
            else f"stage {stage} is not an elimination stage"
        )
    st = stages[-1]
    rounds = [rv for rv in event_rounds if rv.stage == st.get("position")]
    seed_of = {int(p): i + 1 for i, p in enumerate(st.get("seeds") or st.get("players") or ())}
    boxes = []
    numbers: dict[str, int] = {}  # "W1" -> the event's number of the round that bracket round was played in
    for rv in rounds:
        for m in rv.matches:
            if not m.bracket_slot:
                continue
            bracket, rnd, idx = _slot_parts(m.bracket_slot)
            numbers.setdefault(f"{bracket}{rnd}" if rnd else bracket, rv.number)
            winner = ""
            if m.status == "reported":
                winner = {"win": "a", "loss": "b"}.get(m.outcome_a, m.winner or "")
            boxes.append(
                BracketBox(
                    m.bracket_slot,
                    bracket,
                    rnd,
                    idx,
                    m.a_name,
                    m.b_name,
                    winner,
                    _bracket_score(m),
                    m.table,
                    m.code,
                    a_seed=seed_of.get(m.a),
                    b_seed=seed_of.get(m.b) if m.b is not None else None,
                    by_seed=_decided_by_seed(m),
                )
            )
    tree = _tree(st)
    names = {r.id: r.name for r in registrations}
    if tree is not None:
        boxes = _fill_from_tree(tree, rounds, boxes, names, labels, seed_of)
    players = st.get("players") or []
    w1 = sum(1 for b in boxes if b.bracket == "W" and b.round == 1)
    top = max((b.round for b in boxes if b.bracket == "W"), default=1)
    size = len(tree.seeds) if tree is not None else 2
    want = max(len(players), 2 * w1, 2**top, 2)
    while size < want:
        size *= 2
    double = st.get("kind") == "double_elimination"
    final = {b.slot: b for b in boxes}
    last = (
        final.get("GF2") or final.get("GF") if double else final.get(f"W{max(1, (size - 1).bit_length())}-0")
    )
    champion = ""
    if last is not None and last.winner:
        champion = last.a_name if last.winner == "a" else last.b_name
        if double and last.slot == "GF" and last.winner == "b" and st.get("grand_final_reset", True):
            champion = ""  # the losers-bracket champion won the first final: the reset decides
    return Bracket(
        title=labels["bracket_title"],
        size=size,
        boxes=tuple(boxes),
        double=double,
        champion=champion,
        extra={
            "reset": "yes" if st.get("grand_final_reset", True) else "no",
            "third_place": "yes" if st.get("third_place") else "no",
        },
        round_numbers=_bracket_round_numbers(
            numbers,
            size,
            double,
            rounds,
            last_round if last_round is not None else max((rv.number for rv in event_rounds), default=0),
        ),
    )


def _bracket_score(m: MatchView) -> str:
    """A bracket box's score: games won in a match of several games, the game's own score (its secondary:
    medals, pieces, points destroyed) in a single game; "" before a result or for a win without play."""
    if m.status != "reported" or not m.games:
        return ""
    if len(m.games) > 1:
        wa = sum(1 for g in m.games if g.outcome_a == "win")
        wb = sum(1 for g in m.games if g.outcome_a == "loss")
        return f"{wa}-{wb}"
    g = m.games[0]
    return f"{g.secondary_a:g}-{g.secondary_b:g}"


def _bracket_round_numbers(
    numbers: Mapping[str, int], size: int, double: bool, rounds: Sequence[RoundView], last_round: int
) -> dict[str, int]:
    """The event's round number of each bracket round ("W1", "L2", "GF"...): the round it was played in,
    and for the rounds still to come the rounds after the last one played (the winners and losers
    brackets of a double elimination are paired round by round together)."""
    from desktop.reports.bracket_words import losers_rounds, winners_rounds

    first = min((rv.number for rv in rounds), default=last_round + 1)
    out = dict(numbers)
    w = winners_rounds(size)
    for r in range(1, w + 1):
        out.setdefault(f"W{r}", out.get(f"W{r - 1}", first - 1) + 1)
    if double:
        for r in range(1, losers_rounds(size) + 1):
            out.setdefault(f"L{r}", out.get(f"L{r - 1}", out["W1"]) + 1)
        last = max(out.values())
        out.setdefault("GF", last + 1)
        out.setdefault("GF2", out["GF"] + 1)
    out.setdefault("3P", out[f"W{w}"])
    return out


def _tree(st: Mapping[str, Any]) -> Any:
    """The stage's bracket (desktop.tournament.elimination), as the pairing service builds it."""
    from desktop.tournament.elimination import Bracket as Tree

    try:
        if st.get("pairs"):
            return Tree.from_pairs([tuple(p) for p in st["pairs"]], third_place=bool(st.get("third_place")))
        seeds = list(st.get("seeds") or [])
        if not seeds:
            return None
        if st.get("kind") == "double_elimination":
            return Tree.double_elimination(seeds, grand_final_reset=bool(st.get("grand_final_reset", True)))
        return Tree.single(seeds, third_place=bool(st.get("third_place")))
    except (ValueError, TypeError, KeyError):
        return None


def _fill_from_tree(
    tree: Any,
    rounds: Sequence[RoundView],
    boxes: list[BracketBox],
    names: Mapping[int, str],
    labels: Labels,
    seed_of: Mapping[int, int] | None = None,
) -> list[BracketBox]:
    """Boxes for the matches not paired yet: the players already known (a bye against an empty slot)."""
    from desktop.tournament.elimination import PENDING

    played = {m.bracket_slot: m for rv in rounds for m in rv.matches if m.bracket_slot}
    by_slot = {b.slot: b for b in boxes}
    for mid in tree.order:
        m = played.get(mid)
        box = by_slot.get(mid)
        if m is None or box is None or not box.winner:
            continue
        winner = m.a if box.winner == "a" else m.b
        try:
            if winner is not None and tree.is_playable(mid):
                tree.record(mid, winner)
        except ValueError:
            continue
    out = list(boxes)
    for mid in tree.order:
        if mid in by_slot:
            continue
        x, y = tree.participants(mid)

        def who(p: Any) -> str:
            if p is None:
                return labels["bye"]
            return "" if p == PENDING else names.get(p, "")

        a, b = who(x), who(y)
        if not a and not b:
            continue
        bm = tree.matches[mid]
        winner = (
            "a"
            if y is None and x not in (None, PENDING)
            else "b"
            if x is None and y not in (None, PENDING)
            else ""
        )
        seeds = seed_of or {}
        out.append(
            BracketBox(
                mid,
                bm.bracket,
                bm.round,
                bm.index,
                a,
                b,
                winner,
                a_seed=seeds.get(x) if isinstance(x, int) else None,
                b_seed=seeds.get(y) if isinstance(y, int) else None,
            )
        )
    return out
