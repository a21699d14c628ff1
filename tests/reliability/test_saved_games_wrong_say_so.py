"""Saved games that are wrong say so, before they are offered (review 9, items 10 and 18): one version check
for every game's files ("saved by a newer version (format N); this app reads M"), and what a file says beside
its moves (who plays, the turn or the summary shown in the Resume question, who made each move, the moves
taken back) must be what the moves give."""

from __future__ import annotations

import json
import random

import pytest
import saved_game_samples as samples

from desktop.ui import games, i18n
from desktop.ui.play import save_strings, saves
from desktop.ui.play.frame import autosave_path, pending_resumes, take_refusals

GAMES = ("attacktix", "helix", "toybattle")


def with_version(data: dict, version: object) -> dict:
    data = json.loads(json.dumps(data))
    if "format" in data:
        data["format"] = f"toybattle-log/{version}"
    else:
        data["version"] = version
    return data


@pytest.mark.parametrize("key", GAMES)
def test_a_save_of_a_newer_format_is_named_as_such_for_every_game(qtbot, key: str) -> None:
    data = samples.valid_save(key)
    assert saves.check_game(data, key) == key
    with pytest.raises(saves.SaveProblem) as info:
        saves.check_game(with_version(data, 2), key)
    assert str(info.value) == "this game was saved by a newer version of Toybox Arena (format 2); this app reads format 1"
    with pytest.raises(saves.SaveProblem, match="names format 0, which no version of Toybox Arena wrote"):
        saves.check_game(with_version(data, 0), key)
    with pytest.raises(saves.SaveProblem, match="names format 'x', which no version"):
        saves.check_game(with_version(data, "x"), key)


def test_a_toy_battle_log_of_another_format_is_still_known_as_toy_battle() -> None:
    data = with_version(samples.valid_save("toybattle"), 99)
    del data["game"]  # named by its format marker alone
    assert games.game_of_format("toybattle-log/99") == "toybattle"
    with pytest.raises(saves.SaveProblem, match=r"newer version of Toybox Arena \(format 99\)"):
        saves.check_game(data)


def test_a_save_that_names_no_format_is_refused() -> None:
    data = samples.valid_save("helix")
    del data["version"]
    with pytest.raises(saves.SaveProblem, match="does not say which format"):
        saves.check_game(data)


def test_the_format_each_board_writes_is_the_one_the_loader_reads(qtbot) -> None:
    from desktop.ui.games.attacktix import board as attacktix_board
    from desktop.ui.games.helix import board as helix_board

    assert games.ui_game("attacktix").save_version == attacktix_board.SAVE_VERSION
    assert games.ui_game("helix").save_version == helix_board.SAVE_VERSION
    assert saves.saved_version(samples.valid_save("toybattle")) == games.ui_game("toybattle").save_version


def test_an_autosave_of_a_newer_version_is_not_offered_and_the_offer_says_why(qtbot) -> None:
    path = autosave_path("helix")
    path.write_text(json.dumps(with_version(samples.valid_save("helix"), 2)), encoding="utf-8")
    assert pending_resumes() == []
    [said] = take_refusals()
    moved = next(path.parent.glob("helix.json.bad-*"))
    assert not path.exists()
    assert "Battle Helix" in said and "newer version of Toybox Arena (format 2)" in said
    assert str(moved) in said  # the file moved aside and where


def test_toy_battle_who_plays_a_colour_is_a_person_or_a_computer_level() -> None:
    from desktop.games.toybattle.players import LEVELS
    from desktop.games.toybattle.saves import SEAT_NAMES

    assert SEAT_NAMES == ("person", *LEVELS)
    data = samples.valid_save("toybattle")
    data["players"] = {"blue": "god", "red": "normal"}
    with pytest.raises(saves.SaveProblem) as info:
        saves.check_game(data)
    assert str(info.value) == "the seats must be one of person, easy, normal, hard, not 'god'"


def test_toy_battle_the_turn_shown_must_be_the_turn_the_moves_reach() -> None:
    data = samples.valid_save("toybattle")
    reached = data["turn"]
    data["turn"] = 300
    with pytest.raises(saves.SaveProblem) as info:
        saves.check_game(data)
    assert str(info.value) == f"the turn is 300, but the saved moves reach turn {reached}"


def test_toy_battle_moves_that_do_not_replay_are_refused_before_the_board_sees_them() -> None:
    data = samples.valid_save("toybattle")
    data["actions"].append({"kind": "place", "troop": "roxy", "node": 9999})
    with pytest.raises(saves.SaveProblem, match="the saved moves cannot be replayed: "):
        saves.check_game(data)


def helix_with_a_turn_taken_back(qtbot):  # type: ignore[no-untyped-def]
    from desktop.games.helix.players import sample_helix

    board = samples.make_board("helix")
    helixes = [[g.to_dict() for g in sample_helix(random.Random(i))] for i in (1, 2)]
    board.start({"names": ["Ann", "Bob"], "helixes": helixes, "seed": 5, "opponent": "person", "pieces": 20})
    for _ in range(4):
        board._play(board.game.legal_actions()[0], keep_redo=False)
    board.undo()
    board.undo()
    assert board.can_redo()
    data = json.loads(json.dumps(board.save_state()))
    board.shutdown()
    return data


def test_helix_a_battle_with_moves_taken_back_loads(qtbot) -> None:
    data = helix_with_a_turn_taken_back(qtbot)
    assert data["redo"] and saves.check_game(data) == "helix"


def test_helix_who_made_each_move_must_be_what_the_moves_give(qtbot) -> None:
    data = helix_with_a_turn_taken_back(qtbot)
    for actors in ("zzz", [], [1 - a for a in data["actors"]], [True] * len(data["actors"])):
        bad = dict(data, actors=actors)
        with pytest.raises(saves.SaveProblem) as info:
            saves.check_game(bad)
        assert str(info.value) == "the list of who made each move does not match the saved moves"


def test_helix_moves_taken_back_must_play_again(qtbot) -> None:
    data = helix_with_a_turn_taken_back(qtbot)
    for redo, why in (([[["nonsense", 1]]], "nonsense 1 is not allowed now"), ("zzz", "must be a list"),
                      ([["call"]], "an action is")):
        with pytest.raises(saves.SaveProblem, match=why) as info:
            saves.check_game(dict(data, redo=redo))
        assert "the moves taken back" in str(info.value)


def test_helix_the_summary_in_the_resume_question_must_be_what_the_moves_give(qtbot) -> None:
    data = samples.valid_save("helix")
    data["summary"]["round"] += 5
    with pytest.raises(saves.SaveProblem, match=r"summary \(pieces .*, round \d+\) is not what its moves give"):
        saves.check_game(data)
    data = samples.valid_save("helix")
    data["seats"] = ["person", "god"]
    with pytest.raises(saves.SaveProblem, match="the seats must be one of person, easy, normal, hard, not 'god'"):
        saves.check_game(data)


def test_the_new_refusals_are_in_ukrainian(qtbot) -> None:
    data = samples.valid_save("toybattle")
    problems = []
    for bad in (with_version(data, 2), dict(data, turn=300), dict(data, players={"blue": "god"})):
        with pytest.raises(saves.SaveProblem) as info:
            saves.check_game(bad)
        problems.append(info.value)
    assert i18n.install("uk")
    try:
        texts = [save_strings.message(p) for p in problems]
    finally:
        i18n.install("en")
    assert texts[0].startswith("Цю гру збережено новішою версією Toybox Arena (формат 2)")
    for text, problem in zip(texts, problems, strict=True):
        assert text != save_strings.message(problem)
        assert not any(word in text for word in ("saved", "turn", "seats", "format")), text


def attacktix_with_shots() -> dict:
    from desktop.games.attacktix import players as attacktix_players

    board = samples.make_board("attacktix")
    try:
        samples.start(board, "attacktix")
        me = attacktix_players.make_player("easy", seed=5)
        for _ in range(4):
            board.game.play(me.choose(board.game.state.copy()))
        return json.loads(json.dumps(board.save_state()))
    finally:
        board.shutdown()


def test_attacktix_shots_that_do_not_replay_are_refused_before_the_save_is_offered(qtbot) -> None:
    data = attacktix_with_shots()
    assert saves.check_game(data) == "attacktix"
    bad = json.loads(json.dumps(data))
    bad["engine"]["log"][0]["action"]["fig"] = 999
    with pytest.raises(saves.SaveProblem, match="the saved moves cannot be replayed: log entry 1 is not legal"):
        saves.check_game(bad)
    shots = [e for e in data["engine"]["log"] if "check" in e]
    assert shots, "the sample holds a shot"
    shots[0]["check"] = [[p + 1.0 for p in row] for row in shots[0]["check"]]
    with pytest.raises(saves.SaveProblem, match="the saved shots end differently on this build"):
        saves.check_game(data)


def test_toy_battle_the_settings_a_rematch_starts_again_are_known_values() -> None:
    from desktop.ui.games.toybattle.setup import OPPONENTS

    data = samples.valid_save("toybattle")
    assert saves.check_game(data) == "toybattle"
    for key, value, said in (("opponent", "god", "the opponent must be one of person, easy, normal, hard, watch"),
                             ("colour", "green", "the colour must be one of blue, red, random"),
                             ("first", "both", "who starts must be one of blue, red, random")):
        bad = json.loads(json.dumps(data))
        bad["settings"][key] = value
        with pytest.raises(saves.SaveProblem) as info:
            saves.check_game(bad)
        assert str(info.value) == f"{said}, not {value!r}"
    from desktop.games.toybattle.saves import SETTING_CHOICES

    assert set(SETTING_CHOICES[0][2]) == set(OPPONENTS)


def test_toy_battle_the_terrain_named_in_the_resume_question_is_the_one_played() -> None:
    data = samples.valid_save("toybattle")
    data["terrain_name"] = "Castle Field"
    with pytest.raises(saves.SaveProblem) as info:
        saves.check_game(data)
    assert str(info.value) == "the terrain is named 'Castle Field', but the game is played on 'Station Metal-X'"
