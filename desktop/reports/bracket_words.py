"""The words of a bracket that the printed bracket, the desk's Bracket tab and the venue web share: the
round captions ("Final · Round 5") and the note under a box (table, match code, a draw decided by seed),
and the bracket's round counts. Plain Python (no reportlab), so that the venue web and ``event publish``
use them without loading the PDF library; :mod:`desktop.reports.bracket` re-exports them.
"""

from __future__ import annotations

from desktop.reports.data import Bracket, BracketBox
from desktop.reports.labels import Labels

__all__ = ["winners_rounds", "losers_rounds", "round_caption", "box_note"]


def winners_rounds(size: int) -> int:
    return max(1, (max(size, 2) - 1).bit_length())


def losers_rounds(size: int) -> int:
    return 2 * (winners_rounds(size) - 1)


def round_caption(data: Bracket, key: str, labels: Labels) -> str:
    """The caption over a round of the bracket, on paper and on the app's Bracket tab alike: ``key`` is
    "W2" (winners or only bracket, round 2), "L3" (losers bracket), "GF", "GF2" or "3P". The round is
    the event's round it is played in ("Round 5"); every single-elimination round is named as the
    standings' Reached column names it ("Final · Round 5", "Semi-final · Round 4", "Quarter-final · Round 3",
    "Round of 16 · Round 2"), and so are the grand final, its reset and the third-place match."""
    L = labels
    finals = {"GF": L["grand_final"], "GF2": L["grand_final_reset"], "3P": L["third_place"]}
    if key in finals:
        caption = finals[key]
        if key in data.round_numbers:
            caption += " · " + L.fmt("round_n", n=data.round_numbers[key])
        return caption
    bracket, rnd = key[:1], int(key[1:])
    heading = L.fmt("round_n", n=data.round_numbers.get(key, rnd))
    if bracket == "W" and not data.double:
        # named as the standings' Reached column names those who go out in it (Bracket.reached)
        left = winners_rounds(data.size) - rnd  # 0: the final, 1: the semi-finals...
        name = {0: "final", 1: "semi_final", 2: "quarter_final"}.get(left, f"round_of:{2 ** (left + 1)}")
        heading = f"{L.reached(name)} · {heading}"
    return heading


def box_note(box: BracketBox, labels: Labels) -> str:
    """The small line under a box: its table, its match code and, for a drawn match that went to the
    higher seed (time called on a level game), that it was decided so."""
    return " · ".join(
        p
        for p in (
            labels.fmt("table_n", n=box.table) if box.table else "",
            box.code,
            labels["by_seed"] if box.by_seed else "",
        )
        if p
    )
