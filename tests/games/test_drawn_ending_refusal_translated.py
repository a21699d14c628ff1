"""A result that names a winner for an ending that is a draw (Attacktix's double knockout) is refused with a
reason that the desk and the venue web translate (a fixed sentence in "GameResults", not one built with
the ending's key)."""

from __future__ import annotations

import pytest

from desktop.games import contracts
from desktop.games.contracts import ResultError


def test_a_winner_for_a_drawn_ending_is_refused_with_the_marked_reason() -> None:
    result = {"ended": "double_knockout", "winner": "a"}
    with pytest.raises(ResultError) as info:
        contracts.outcomes(result, "time_called", (3.0, 1.0), draw_reasons=("double_knockout",))
    assert info.value.field == "winner"
    assert info.value.message == contracts.DRAWN_NO_WINNER
    assert info.value.message in contracts.RESULT_REFUSALS


def test_the_drawn_ending_reason_reads_in_ukrainian_on_the_desk(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QCoreApplication

    from desktop.ui import i18n

    assert i18n.install("uk")
    try:
        shown = QCoreApplication.translate("GameResults", contracts.DRAWN_NO_WINNER)
    finally:
        i18n.install("en")
    assert shown != contracts.DRAWN_NO_WINNER and "нічиєю" in shown


def test_a_winner_named_when_time_is_called_on_level_scores_is_told_it_is_a_draw() -> None:
    """Time called with the secondary scores level is a draw: the refusal says so (not that the secondary score
    decides the winner, which reads as if one of the two had won)."""
    result = {"ended": "time_called", "winner": "a"}
    with pytest.raises(ResultError) as level:
        contracts.outcomes(result, "time_called", (2.0, 2.0))
    assert level.value.message == contracts.DRAWN_NO_WINNER
    with pytest.raises(ResultError) as behind:
        contracts.outcomes(result, "time_called", (1.0, 2.0))
    assert behind.value.message == contracts.TIME_CALLED_WINNER
