"""Issue 23: the game ends when the rules say so — a side with no figure in play is not asked to choose
for a power that cannot bring one back."""

from __future__ import annotations

from attacktix_helpers import fig, game, knock, light, white_wheel, zone


def test_last_figure_with_thunderclap_ends_the_game_without_asking_for_a_choice() -> None:
    s = game([fig("A1"), fig("A2")], [light("B1", power="thunderclap", wheel=white_wheel())])
    s2, ev = knock(s, 1, 3)
    assert s2.over and s2.winner == 0 and s2.reason == "last_figure"
    assert not s2.pending and zone(s2, 3) == "defeated"
    window = next(e for e in ev if e["kind"] == "window")
    assert window["colour"] == "white" and not window["takes_effect"]
    assert ev[-1]["kind"] == "over"


def test_thunderclap_still_takes_effect_while_its_side_has_a_figure_standing() -> None:
    s = game([fig("A1")], [light("B1", power="thunderclap", wheel=white_wheel()), fig("B2")])
    s.fig(3)["x"], s.fig(3)["y"] = 30.0, 30.0
    s2, _ = knock(s, 1, 2)
    assert not s2.over and s2.pending and s2.pending[0]["kind"] == "move_targets"
