"""Translated texts of the Battle Helix board: rules options, colours, levels, log lines."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    return text


# The reasons the rules give for refusing a result (desktop.games.helix.game.RESULT_REFUSALS), shown by the
# desk and the venue web in the "GameResults" context; a test keeps the two lists equal.
RESULT_REFUSALS = (QT_TRANSLATE_NOOP("GameResults", "a battle won on pieces leaves the loser with none"),)


def option_title(name: str) -> str:
    titles = {
        "double_bomb_once": QCoreApplication.translate("HelixTexts", "Two bombs on one number"),
        "blast": QCoreApplication.translate("HelixTexts", "Caught in the blast"),
        "tie_attacker": QCoreApplication.translate("HelixTexts", "After a tied round"),
        "both_out": QCoreApplication.translate("HelixTexts", "Both figures out at once"),
        "star_cap": QCoreApplication.translate("HelixTexts", "Stars"),
        "end_check": QCoreApplication.translate("HelixTexts", "When the end is checked"),
        "bomb_roll": QCoreApplication.translate("HelixTexts", "A winning face with a bomb"),
        "mover": QCoreApplication.translate("HelixTexts", "Terrain: who moves after a round"),
        "defender_follows": QCoreApplication.translate("HelixTexts", "Terrain: the other figure"),
        "double_warp": QCoreApplication.translate("HelixTexts", "Terrain: both activate a warp"),
        "warp_placement": QCoreApplication.translate("HelixTexts", "Terrain: after a warp"),
        "round_limit": QCoreApplication.translate("HelixTexts", "Time is called after"),
    }
    return titles[name]


def option_value(name: str, value: Any) -> str:
    texts = {
        ("double_bomb_once", True): QCoreApplication.translate("HelixTexts", "act as one bomb (one roll)"),
        ("double_bomb_once", False): QCoreApplication.translate("HelixTexts", "each bomb rolls again"),
        ("blast", "swords"): QCoreApplication.translate("HelixTexts", "its swords hit the winner too"),
        ("blast", "mirror"): QCoreApplication.translate("HelixTexts", "its swords and stars count for both"),
        ("blast", "off"): QCoreApplication.translate("HelixTexts", "no blast"),
        ("tie_attacker", "defender"): QCoreApplication.translate(
            "HelixTexts", "the Defender becomes Attacker"
        ),
        ("tie_attacker", "attacker"): QCoreApplication.translate("HelixTexts", "the Attacker stays Attacker"),
        ("both_out", "performer_loses"): QCoreApplication.translate(
            "HelixTexts", "the one who performed the action loses"
        ),
        ("both_out", "performer_wins"): QCoreApplication.translate(
            "HelixTexts", "the one who performed the action wins"
        ),
        ("star_cap", True): QCoreApplication.translate("HelixTexts", "never above the starting pieces"),
        ("star_cap", False): QCoreApplication.translate("HelixTexts", "no limit"),
        ("end_check", "action"): QCoreApplication.translate("HelixTexts", "after all swords and stars"),
        ("end_check", "swords"): QCoreApplication.translate("HelixTexts", "right after the swords"),
        ("bomb_roll", "after_end_check"): QCoreApplication.translate(
            "HelixTexts", "end checked before the bomb roll"
        ),
        ("bomb_roll", "always"): QCoreApplication.translate("HelixTexts", "bomb rolled first, end checked after it"),
        ("mover", "round_attacker"): QCoreApplication.translate("HelixTexts", "the Attacker of that round"),
        ("mover", "next_attacker"): QCoreApplication.translate("HelixTexts", "the next Attacker"),
        ("defender_follows", True): QCoreApplication.translate("HelixTexts", "steps back next to the mover"),
        ("defender_follows", False): QCoreApplication.translate("HelixTexts", "stays where it is"),
        ("double_warp", "attacker"): QCoreApplication.translate("HelixTexts", "only the Attacker warps"),
        ("double_warp", "none"): QCoreApplication.translate("HelixTexts", "nobody warps"),
        ("warp_placement", "anywhere"): QCoreApplication.translate(
            "HelixTexts", "the warper places their figure anywhere"
        ),
        ("warp_placement", "start"): QCoreApplication.translate(
            "HelixTexts", "both figures on the start spaces"
        ),
    }
    return texts[(name, value)]


def colour_name(colour: str) -> str:
    return {
        "black": QCoreApplication.translate("HelixTexts", "black"),
        "white": QCoreApplication.translate("HelixTexts", "white"),
    }[colour]


def level_name(level: str) -> str:
    return {
        "person": QCoreApplication.translate("HelixTexts", "a person at this desk"),
        "easy": QCoreApplication.translate("HelixTexts", "the computer, Easy"),
        "normal": QCoreApplication.translate("HelixTexts", "the computer, Normal"),
        "hard": QCoreApplication.translate("HelixTexts", "the computer, Hard"),
    }[level]


def round_line(ev: dict[str, Any], names: tuple[str, str]) -> str:
    """One line of the round log."""
    n = ev["numbers"]
    if ev["colour"] == "black":
        template = QCoreApplication.translate("HelixTexts", "Round %1: %2 calls black; %3 against %4.")
    else:
        template = QCoreApplication.translate("HelixTexts", "Round %1: %2 calls white; %3 against %4.")
    head = (
        template.replace("%1", str(ev["round"]))
        .replace("%2", names[ev["attacker"]])
        .replace("%3", str(n[0]))
        .replace("%4", str(n[1]))
    )
    if ev["winner"] is None:
        return head + " " + QCoreApplication.translate("HelixTexts", "A tie: nothing happens.")
    out = (
        head
        + " "
        + QCoreApplication.translate("HelixTexts", "%1 wins the round.").replace("%1", names[ev["winner"]])
    )
    for b in ev.get("bombs", []):
        if b["blast"]:
            out += " " + QCoreApplication.translate("HelixTexts", "Bomb! Caught in the blast.")
        else:
            out += " " + QCoreApplication.translate("HelixTexts", "Bomb!")
    out += " " + QCoreApplication.translate("HelixTexts", "Pieces: %1 – %2.").replace(
        "%1", str(ev["pieces"][0])
    ).replace("%2", str(ev["pieces"][1]))
    return out
