"""Translated texts for the Toy Battle board: troop names and effects, special bases, events, reasons."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.games.toybattle.engine import Event

# Every text here is in the translation context "ToyBattleBoard", written literally so that lupdate
# finds it (a context held in a variable is invisible to lupdate and the text would stay English).


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    return text


# The reasons the rules give for refusing a result (desktop.games.toybattle.game.RESULT_REFUSALS), shown
# by the desk in the "GameResults" context (desktop.ui.errors); a test keeps the two lists equal.
RESULT_REFUSALS = (
    QT_TRANSLATE_NOOP("GameResults", "a game won on the medal target goes to the player with more medals"),
    QT_TRANSLATE_NOOP("GameResults", "at the end of the game the player with more medals wins"),
    QT_TRANSLATE_NOOP("GameResults", "a game that ends with equal medals is decided by the tie-break (end_tiebreak)"),
    QT_TRANSLATE_NOOP("GameResults", "the tie-break (end_tiebreak) decides only a game that ends with equal medals"),
)


def colour_name(colour: str) -> str:
    return {
        "blue": QCoreApplication.translate("ToyBattleBoard", "Blue"),
        "red": QCoreApplication.translate("ToyBattleBoard", "Red"),
    }.get(colour, colour)


def troop_name(key: str) -> str:
    names = {
        "kwak": QCoreApplication.translate("ToyBattleBoard", "Kwak"),
        "skully": QCoreApplication.translate("ToyBattleBoard", "Skully"),
        "capn": QCoreApplication.translate("ToyBattleBoard", "Cap'n"),
        "jumbo": QCoreApplication.translate("ToyBattleBoard", "Jumbo"),
        "hook": QCoreApplication.translate("ToyBattleBoard", "Hook"),
        "xb42": QCoreApplication.translate("ToyBattleBoard", "XB-42"),
        "star": QCoreApplication.translate("ToyBattleBoard", "Star"),
        "roxy": QCoreApplication.translate("ToyBattleBoard", "Roxy"),
    }
    return names.get(key, key)


def troop_effect(key: str) -> str:
    effects = {
        "kwak": QCoreApplication.translate(
            "ToyBattleBoard",
            "Joker: may go on top of any enemy troop, and any enemy troop may cover it. No effect.",
        ),
        "skully": QCoreApplication.translate(
            "ToyBattleBoard", "You may draw 2 troops from your reserve (1 if your rack holds 7, none at 8)."
        ),
        "capn": QCoreApplication.translate(
            "ToyBattleBoard",
            "You may place 1 extra troop from your rack (normal rules) and apply its effect.",
        ),
        "jumbo": QCoreApplication.translate(
            "ToyBattleBoard", "You may discard 1 visible enemy troop adjacent to Jumbo."
        ),
        "hook": QCoreApplication.translate(
            "ToyBattleBoard", "May ignore the connection rule to go on any base (never on an HQ)."
        ),
        "xb42": QCoreApplication.translate(
            "ToyBattleBoard", "You may discard 1 troop taken at random from the opponent's rack."
        ),
        "star": QCoreApplication.translate("ToyBattleBoard", "You may draw 1 troop from your reserve."),
        "roxy": QCoreApplication.translate("ToyBattleBoard", "No effect."),
    }
    return effects.get(key, "")


def special_text(special: str | None) -> str:
    texts = {
        "return_to_rack": QCoreApplication.translate(
            "ToyBattleBoard",
            "Castle Field: after placing here you may return 1 of your other visible troops to your rack.",
        ),
        "values_1_2": QCoreApplication.translate(
            "ToyBattleBoard", "Tropical Pool: only strength 1-2 (or Kwak) may be placed here."
        ),
        "values_3_5": QCoreApplication.translate(
            "ToyBattleBoard", "Tropical Pool: only strength 3-5 (or Kwak) may be placed here."
        ),
        "values_6_7": QCoreApplication.translate(
            "ToyBattleBoard", "Tropical Pool: only strength 6-7 (or Kwak) may be placed here."
        ),
        "draw_one": QCoreApplication.translate(
            "ToyBattleBoard", "City of Clouds: after placing here you may draw 1 troop."
        ),
        "push_adjacent_enemy": QCoreApplication.translate(
            "ToyBattleBoard",
            "Volcanic Jungle: after placing here you may move 1 adjacent enemy troop onto a base next to it.",
        ),
        "recover_from_discard": QCoreApplication.translate(
            "ToyBattleBoard",
            "Cursed Cemetery: after placing here you may take 1 of your discarded troops back.",
        ),
        "no_troop_effects": QCoreApplication.translate(
            "ToyBattleBoard", "Station Metal-X: troop effects do not apply here (Hook needs a connection)."
        ),
        "block_rack_troop": QCoreApplication.translate(
            "ToyBattleBoard",
            "Battlefield: after placing here you may block 1 troop on the opponent's rack for their next turn.",
        ),
    }
    return texts.get(special or "", "")


def prompt_text(effect: str) -> str:
    """The question asked for a pending optional effect."""
    texts = {
        "skully": QCoreApplication.translate("ToyBattleBoard", "Skully: draw 2 troops?"),
        "star": QCoreApplication.translate("ToyBattleBoard", "Star: draw 1 troop?"),
        "xb42": QCoreApplication.translate(
            "ToyBattleBoard", "XB-42: discard a random troop from the opponent's rack?"
        ),
        "capn": QCoreApplication.translate(
            "ToyBattleBoard", "Cap'n: pick an extra troop from your rack and place it, or skip."
        ),
        "jumbo": QCoreApplication.translate(
            "ToyBattleBoard", "Jumbo: click an adjacent enemy troop to discard it, or skip."
        ),
        "return_to_rack": QCoreApplication.translate(
            "ToyBattleBoard",
            "Castle Field: click one of your other troops to take it back to your rack, or skip.",
        ),
        "draw_one": QCoreApplication.translate("ToyBattleBoard", "City of Clouds: draw 1 troop?"),
        "push_adjacent_enemy": QCoreApplication.translate(
            "ToyBattleBoard",
            "Volcanic Jungle: click an adjacent enemy troop, then the base to move it to, or skip.",
        ),
        "recover_from_discard": QCoreApplication.translate(
            "ToyBattleBoard", "Cursed Cemetery: pick a discarded troop to take back, or skip."
        ),
        "block_rack_troop": QCoreApplication.translate(
            "ToyBattleBoard", "Battlefield: block a random troop on the opponent's rack for their next turn?"
        ),
    }
    return texts.get(effect, effect)


def reason_text(reason: str | None) -> str:
    texts = {
        "hq": QCoreApplication.translate("ToyBattleBoard", "a troop reached the enemy HQ"),
        "medals": QCoreApplication.translate("ToyBattleBoard", "medal target reached"),
        "end_medals": QCoreApplication.translate("ToyBattleBoard", "no move left: more medals"),
        "end_tiebreak": QCoreApplication.translate(
            "ToyBattleBoard", "no move left, equal medals: the player who could not act loses"
        ),
    }
    return texts.get(reason or "", reason or "")


def illegal_text(code: str) -> str:
    texts = {
        "not_your_turn": QCoreApplication.translate("ToyBattleBoard", "No troop can be placed now."),
        "not_in_rack": QCoreApplication.translate("ToyBattleBoard", "That troop is not on your rack."),
        "blocked": QCoreApplication.translate(
            "ToyBattleBoard", "This troop is blocked by Battlefield until the end of your turn."
        ),
        "own_hq": QCoreApplication.translate("ToyBattleBoard", "You cannot place a troop on your own HQ."),
        "pool": QCoreApplication.translate(
            "ToyBattleBoard", "Tropical Pool: this troop's strength is not allowed here."
        ),
        "metal_hook": QCoreApplication.translate(
            "ToyBattleBoard", "Troop effects do not apply here, so Hook must be connected to your HQ."
        ),
        "connection": QCoreApplication.translate(
            "ToyBattleBoard", "Not connected to your HQ through bases you control."
        ),
        "stronger": QCoreApplication.translate(
            "ToyBattleBoard", "The enemy troop here is as strong or stronger."
        ),
    }
    return texts.get(code, code)


def event_text(ev: Event) -> str:
    """One line of the game log (the event must already be redacted for the viewer)."""
    who = colour_name(ev.player or "")
    d = ev.data
    k = ev.kind
    if k == "turn":
        return (
            QCoreApplication.translate("ToyBattleBoard", "— Turn %1: %2 to play —")
            .replace("%1", str(d["turn"]))
            .replace("%2", who)
        )
    if k == "drawn":
        if "troops" in d:
            names = ", ".join(troop_name(t) for t in d["troops"])
            return (
                QCoreApplication.translate("ToyBattleBoard", "%1 draws %2.")
                .replace("%1", who)
                .replace("%2", names)
            )
        count = int(d["count"])  # a plain name: lupdate skips translate(..., int(...))
        return QCoreApplication.translate("ToyBattleBoard", "%1 draws %n troop(s).", "", count).replace(
            "%1", who
        )
    if k == "placed":
        text = (
            QCoreApplication.translate("ToyBattleBoard", "%1 places %2 on %3.")
            .replace("%1", who)
            .replace("%2", troop_name(d["troop"]))
            .replace("%3", str(d["node"]))
        )
        if d.get("covered"):
            text += " " + QCoreApplication.translate("ToyBattleBoard", "(covers %1 %2)").replace(
                "%1", colour_name(d["covered"][0])
            ).replace("%2", troop_name(d["covered"][1]))
        return text
    if k == "skipped":
        return QCoreApplication.translate("ToyBattleBoard", "%1 skips an effect.").replace("%1", who)
    if k == "discarded":
        if d.get("node") is None:
            return (
                QCoreApplication.translate("ToyBattleBoard", "XB-42 discards %1's %2 from the rack.")
                .replace("%1", who)
                .replace("%2", troop_name(d["troop"]))
            )
        return (
            QCoreApplication.translate("ToyBattleBoard", "Jumbo discards %1's %2 from %3.")
            .replace("%1", who)
            .replace("%2", troop_name(d["troop"]))
            .replace("%3", str(d["node"]))
        )
    if k == "returned":
        return (
            QCoreApplication.translate("ToyBattleBoard", "%1 takes %2 back from %3 to the rack.")
            .replace("%1", who)
            .replace("%2", troop_name(d["troop"]))
            .replace("%3", str(d["node"]))
        )
    if k == "recovered":
        return (
            QCoreApplication.translate("ToyBattleBoard", "%1 takes %2 back from the discard pile.")
            .replace("%1", who)
            .replace("%2", troop_name(d["troop"]))
        )
    if k == "moved":
        return (
            QCoreApplication.translate("ToyBattleBoard", "%1's %2 is moved from %3 to %4.")
            .replace("%1", who)
            .replace("%2", troop_name(d["troop"]))
            .replace("%3", str(d["node"]))
            .replace("%4", str(d["dest"]))
        )
    if k == "blocked":
        owner = colour_name(d["owner"])
        if "troop" in d:
            return (
                QCoreApplication.translate("ToyBattleBoard", "%1's %2 is blocked for the next turn.")
                .replace("%1", owner)
                .replace("%2", troop_name(d["troop"]))
            )
        return QCoreApplication.translate(
            "ToyBattleBoard", "One of %1's troops is blocked for the next turn."
        ).replace("%1", owner)
    if k == "unblocked":
        return QCoreApplication.translate("ToyBattleBoard", "%1's blocked troop returns.").replace("%1", who)
    if k == "medals":
        medals = int(d["medals"])
        return (
            QCoreApplication.translate(
                "ToyBattleBoard", "%1 claims region %2: +%n medal(s), %4 in all.", "", medals
            )
            .replace("%1", who)
            .replace("%2", str(d["region"]))
            .replace("%4", str(d["total"]))
        )
    if k == "game_over":
        return (
            QCoreApplication.translate("ToyBattleBoard", "Game over: %1 wins (%2). Medals: Blue %3, Red %4.")
            .replace("%1", who)
            .replace("%2", reason_text(d["reason"]))
            .replace("%3", str(d["medals_blue"]))
            .replace("%4", str(d["medals_red"]))
        )
    return f"{k} {who} {d}"
