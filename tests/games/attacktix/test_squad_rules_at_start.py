"""A game refuses squads that break its level's squad rules, naming the rule (engine and command line)."""

from __future__ import annotations

import pytest

from desktop.cli import main
from desktop.games.attacktix import engine as E
from desktop.games.attacktix import squad as S

# shipped points: MV-13 80, MV-04 70, MV-14 10, MV-22 10, MV-07 40, MV-08 30, MV-10 30, MV-19 20, MV-20 40
HUNDRED_A = ["MV-07", "MV-08", "MV-10"]
HUNDRED_B = ["MV-19", "MV-07", "MV-20"]


def test_equal_points_refuses_150_points_against_10() -> None:
    with pytest.raises(E.SquadRulesError) as err:
        E.new_game([["MV-13", "MV-04"], ["MV-14"]], options={"level": "equal"})
    assert err.value.rule == S.RULE_POINTS_EXACT and err.value.side == 1
    assert err.value.violation.details == {"total": 10, "limit": 150}
    assert "must be worth the same" in str(err.value)
    assert isinstance(err.value, ValueError)


def test_master_battle_refuses_unequal_squads_too() -> None:
    with pytest.raises(E.SquadRulesError) as err:
        E.new_game([HUNDRED_A, ["MV-14"]])
    assert err.value.rule == S.RULE_POINTS_EXACT


def test_quick_battle_refuses_five_figures_against_one() -> None:
    with pytest.raises(E.SquadRulesError) as err:
        E.new_game([["MV-07", "MV-08", "MV-10", "MV-19", "MV-20"], ["MV-14"]], options={"level": "quick"})
    assert err.value.rule == S.RULE_QUICK_BATTLE_SIZE and err.value.side == 0
    assert err.value.violation.details == {"count": 5, "required": 3}
    E.new_game([HUNDRED_A, ["MV-13", "MV-14", "MV-22"]], options={"level": "quick"})  # any 3 figures


def test_quick_battle_refuses_backups() -> None:
    with pytest.raises(E.SquadRulesError) as err:
        E.new_game([HUNDRED_A, HUNDRED_B], options={"level": "quick"}, backups=([], ["MV-14"]))
    assert err.value.rule == S.RULE_QUICK_BATTLE_BACKUPS and err.value.side == 1


def test_a_point_limit_is_checked_exactly_or_up_to() -> None:
    E.new_game([HUNDRED_A, HUNDRED_B], options={"level": "equal", "point_limit": 100})
    with pytest.raises(E.SquadRulesError) as err:
        E.new_game([HUNDRED_A, ["MV-07", "MV-08", "MV-19"]], options={"level": "equal", "point_limit": 100})
    assert err.value.rule == S.RULE_POINTS_EXACT and err.value.side == 1
    assert err.value.violation.details == {"total": 90, "limit": 100}
    E.new_game(
        [HUNDRED_A, ["MV-07", "MV-08", "MV-19"]],
        options={"level": "equal", "point_limit": 100, "limit_mode": "up_to"},
    )



def test_no_point_limit_up_to_lets_squads_of_any_totals_play() -> None:
    E.new_game([["MV-13", "MV-04"], ["MV-14"]], options={"level": "equal", "limit_mode": "up_to"})
    assert E.Options.from_dict({"point_limit": "any"}) == E.Options(point_limit=0, limit_mode="up_to")
    E.new_game([["MV-13", "MV-04"], ["MV-14"]], options={"level": "equal", "point_limit": None})


def test_an_events_settings_apply_to_its_games() -> None:
    from desktop.games.attacktix import players as P

    opts = P.options_from_settings({"point_limit": 100, "limit_mode": "exactly", "profile": "tournament"})
    E.new_game([HUNDRED_A, HUNDRED_B], options=opts)
    with pytest.raises(E.SquadRulesError) as err:
        E.new_game([HUNDRED_A, ["MV-13", "MV-14", "MV-22"]], options={**opts, "point_limit": 200})
    assert err.value.rule == S.RULE_POINTS_EXACT and err.value.violation.details == {"total": 100, "limit": 200}
    # the computer's demo games of a 200-point event without squads play the default (equal) squads
    res = P.play_tournament_game(seed=1, settings={"point_limit": 200, "turn_limit": 2}, level="easy")
    assert res["ended"] in E.END_REASONS


def test_backups_are_not_the_games_business() -> None:
    E.new_game([HUNDRED_A, HUNDRED_B], backups=(["MV-13"], []))  # 80 points of backups: registration checks


def test_a_setups_point_limit_applies_to_the_game() -> None:
    setup = {"squads": [HUNDRED_A, HUNDRED_B], "seed": 1, "point_limit": 200, "options": {"level": "equal"}}
    with pytest.raises(E.SquadRulesError) as err:
        E.Game(setup)
    assert err.value.rule == S.RULE_POINTS_EXACT and err.value.violation.details["limit"] == 200
    E.Game({**setup, "point_limit": 100})


def test_the_check_can_be_switched_off_for_hand_made_positions() -> None:
    s = E.new_game([["MV-13", "MV-04"], ["MV-14"]], options={"level": "equal", "check_squads": False})
    assert len(s.in_play()) == 3


def test_simulate_refuses_unequal_squads_naming_the_rule(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "attacktix", "--games", "1", "--level", "equal", "--squads", "MV-13+MV-04,MV-14"]
    assert main(args) == 2
    err = capsys.readouterr().err
    assert "simulate:" in err and "Both squads must be worth the same" in err and "150" in err
    args = ["simulate", "attacktix", "--games", "1", "--level", "quick", "--squads", "MV-13+MV-04,MV-14"]
    assert main(args) == 2
    assert "squad a: A Quick Battle squad has exactly 3 figures; this one has 2" in capsys.readouterr().err
