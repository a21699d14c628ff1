"""Translated texts for the Toy Battle board: troop names and effects, special bases, events, reasons."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.games.toybattle.engine import Event

CTX = "ToyBattleBoard"


def _t(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


def colour_name(colour: str) -> str:
    return {"blue": QCoreApplication.translate(CTX, "Blue"),
            "red": QCoreApplication.translate(CTX, "Red")}.get(colour, colour)


def troop_name(key: str) -> str:
    names = {
        "kwak": QCoreApplication.translate(CTX, "Kwak"),
        "skully": QCoreApplication.translate(CTX, "Skully"),
        "capn": QCoreApplication.translate(CTX, "Cap'n"),
        "jumbo": QCoreApplication.translate(CTX, "Jumbo"),
        "hook": QCoreApplication.translate(CTX, "Hook"),
        "xb42": QCoreApplication.translate(CTX, "XB-42"),
        "star": QCoreApplication.translate(CTX, "Star"),
        "roxy": QCoreApplication.translate(CTX, "Roxy"),
    }
    return names.get(key, key)


def troop_effect(key: str) -> str:
    effects = {
        "kwak": QCoreApplication.translate(
            CTX, "Joker: may go on top of any enemy troop, and any enemy troop may cover it. No effect."),
        "skully": QCoreApplication.translate(
            CTX, "You may draw 2 troops from your reserve (1 if your rack holds 7, none at 8)."),
        "capn": QCoreApplication.translate(
            CTX, "You may place 1 extra troop from your rack (normal rules) and apply its effect."),
        "jumbo": QCoreApplication.translate(CTX, "You may discard 1 visible enemy troop adjacent to Jumbo."),
        "hook": QCoreApplication.translate(
            CTX, "May ignore the connection rule to go on any base (never on an HQ)."),
        "xb42": QCoreApplication.translate(
            CTX, "You may discard 1 troop taken at random from the opponent's rack."),
        "star": QCoreApplication.translate(CTX, "You may draw 1 troop from your reserve."),
        "roxy": QCoreApplication.translate(CTX, "No effect."),
    }
    return effects.get(key, "")


def special_text(special: str | None) -> str:
    texts = {
        "return_to_rack": QCoreApplication.translate(
            CTX, "Castle Field: after placing here you may return 1 of your other visible troops to your rack."),
        "values_1_2": QCoreApplication.translate(CTX, "Tropical Pool: only strength 1-2 (or Kwak) may be placed here."),
        "values_3_5": QCoreApplication.translate(CTX, "Tropical Pool: only strength 3-5 (or Kwak) may be placed here."),
        "values_6_7": QCoreApplication.translate(CTX, "Tropical Pool: only strength 6-7 (or Kwak) may be placed here."),
        "draw_one": QCoreApplication.translate(CTX, "City of Clouds: after placing here you may draw 1 troop."),
        "push_adjacent_enemy": QCoreApplication.translate(
            CTX, "Volcanic Jungle: after placing here you may move 1 adjacent enemy troop onto a base next to it."),
        "recover_from_discard": QCoreApplication.translate(
            CTX, "Cursed Cemetery: after placing here you may take 1 of your discarded troops back."),
        "no_troop_effects": QCoreApplication.translate(
            CTX, "Station Metal-X: troop effects do not apply here (Hook needs a connection)."),
        "block_rack_troop": QCoreApplication.translate(
            CTX, "Battlefield: after placing here you may block 1 troop on the opponent's rack for their next turn."),
    }
    return texts.get(special or "", "")


def prompt_text(effect: str) -> str:
    """The question asked for a pending optional effect."""
    texts = {
        "skully": QCoreApplication.translate(CTX, "Skully: draw 2 troops?"),
        "star": QCoreApplication.translate(CTX, "Star: draw 1 troop?"),
        "xb42": QCoreApplication.translate(CTX, "XB-42: discard a random troop from the opponent's rack?"),
        "capn": QCoreApplication.translate(CTX, "Cap'n: pick an extra troop from your rack and place it, or skip."),
        "jumbo": QCoreApplication.translate(CTX, "Jumbo: click an adjacent enemy troop to discard it, or skip."),
        "return_to_rack": QCoreApplication.translate(
            CTX, "Castle Field: click one of your other troops to take it back to your rack, or skip."),
        "draw_one": QCoreApplication.translate(CTX, "City of Clouds: draw 1 troop?"),
        "push_adjacent_enemy": QCoreApplication.translate(
            CTX, "Volcanic Jungle: click an adjacent enemy troop, then the base to move it to, or skip."),
        "recover_from_discard": QCoreApplication.translate(
            CTX, "Cursed Cemetery: pick a discarded troop to take back, or skip."),
        "block_rack_troop": QCoreApplication.translate(
            CTX, "Battlefield: block a random troop on the opponent's rack for their next turn?"),
    }
    return texts.get(effect, effect)


def reason_text(reason: str | None) -> str:
    texts = {
        "hq": QCoreApplication.translate(CTX, "a troop reached the enemy HQ"),
        "medals": QCoreApplication.translate(CTX, "medal target reached"),
        "end_medals": QCoreApplication.translate(CTX, "no move left: more medals"),
        "end_tiebreak": QCoreApplication.translate(CTX, "no move left, equal medals: the player who could not act loses"),
    }
    return texts.get(reason or "", reason or "")


def illegal_text(code: str) -> str:
    texts = {
        "not_your_turn": QCoreApplication.translate(CTX, "No troop can be placed now."),
        "not_in_rack": QCoreApplication.translate(CTX, "That troop is not on your rack."),
        "blocked": QCoreApplication.translate(CTX, "This troop is blocked by Battlefield until the end of your turn."),
        "own_hq": QCoreApplication.translate(CTX, "You cannot place a troop on your own HQ."),
        "pool": QCoreApplication.translate(CTX, "Tropical Pool: this troop's strength is not allowed here."),
        "metal_hook": QCoreApplication.translate(
            CTX, "Troop effects do not apply here, so Hook must be connected to your HQ."),
        "connection": QCoreApplication.translate(CTX, "Not connected to your HQ through bases you control."),
        "stronger": QCoreApplication.translate(CTX, "The enemy troop here is as strong or stronger."),
    }
    return texts.get(code, code)


def event_text(ev: Event) -> str:
    """One line of the game log (the event must already be redacted for the viewer)."""
    who = colour_name(ev.player or "")
    d = ev.data
    k = ev.kind
    if k == "turn":
        return QCoreApplication.translate(CTX, "— Turn %1: %2 to play —").replace("%1", str(d["turn"])).replace("%2", who)
    if k == "drawn":
        if "troops" in d:
            names = ", ".join(troop_name(t) for t in d["troops"])
            return QCoreApplication.translate(CTX, "%1 draws %2.").replace("%1", who).replace("%2", names)
        return QCoreApplication.translate(CTX, "%1 draws %n troop(s).", "", int(d["count"])).replace("%1", who)
    if k == "placed":
        text = QCoreApplication.translate(CTX, "%1 places %2 on %3.").replace("%1", who).replace(
            "%2", troop_name(d["troop"])).replace("%3", str(d["node"]))
        if d.get("covered"):
            text += " " + QCoreApplication.translate(CTX, "(covers %1 %2)").replace(
                "%1", colour_name(d["covered"][0])).replace("%2", troop_name(d["covered"][1]))
        return text
    if k == "skipped":
        return QCoreApplication.translate(CTX, "%1 skips an effect.").replace("%1", who)
    if k == "discarded":
        if d.get("node") is None:
            return QCoreApplication.translate(CTX, "XB-42 discards %1's %2 from the rack.").replace(
                "%1", who).replace("%2", troop_name(d["troop"]))
        return QCoreApplication.translate(CTX, "Jumbo discards %1's %2 from %3.").replace("%1", who).replace(
            "%2", troop_name(d["troop"])).replace("%3", str(d["node"]))
    if k == "returned":
        return QCoreApplication.translate(CTX, "%1 takes %2 back from %3 to the rack.").replace("%1", who).replace(
            "%2", troop_name(d["troop"])).replace("%3", str(d["node"]))
    if k == "recovered":
        return QCoreApplication.translate(CTX, "%1 takes %2 back from the discard pile.").replace("%1", who).replace(
            "%2", troop_name(d["troop"]))
    if k == "moved":
        return QCoreApplication.translate(CTX, "%1's %2 is moved from %3 to %4.").replace("%1", who).replace(
            "%2", troop_name(d["troop"])).replace("%3", str(d["node"])).replace("%4", str(d["dest"]))
    if k == "blocked":
        owner = colour_name(d["owner"])
        if "troop" in d:
            return QCoreApplication.translate(CTX, "%1's %2 is blocked for the next turn.").replace(
                "%1", owner).replace("%2", troop_name(d["troop"]))
        return QCoreApplication.translate(CTX, "One of %1's troops is blocked for the next turn.").replace("%1", owner)
    if k == "unblocked":
        return QCoreApplication.translate(CTX, "%1's blocked troop returns.").replace("%1", who)
    if k == "medals":
        return QCoreApplication.translate(CTX, "%1 claims region %2: +%3 medal(s), %4 in all.").replace(
            "%1", who).replace("%2", str(d["region"])).replace("%3", str(d["medals"])).replace("%4", str(d["total"]))
    if k == "game_over":
        return QCoreApplication.translate(CTX, "Game over: %1 wins (%2). Medals: Blue %3, Red %4.").replace(
            "%1", who).replace("%2", reason_text(d["reason"])).replace("%3", str(d["medals_blue"])).replace(
            "%4", str(d["medals_red"]))
    return f"{k} {who} {d}"
