"""Texts that come from the pure layers in English (tiebreakers, result fields, end reasons), marked for
lupdate.  Generated from desktop.tournament.TIEBREAKS and desktop.games.registry; a test keeps it complete."""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks a text for lupdate."""
    return text


STRINGS = (
    QT_TRANSLATE_NOOP("Tiebreaks", "Opponents' match-win percentage"),
    QT_TRANSLATE_NOOP(
        "Tiebreaks",
        "The average, over the player's opponents, of each opponent's match points divided by (points for a win x rounds that opponent played), each counted as at least 1/3. Byes and losses without an opponent are left out of the player's opponents; a player without opponents has 0.",
    ),
    QT_TRANSLATE_NOOP("Tiebreaks", "Opponents' opponents' match-win percentage"),
    QT_TRANSLATE_NOOP("Tiebreaks", "The average of the player's opponents' OMW%."),
    QT_TRANSLATE_NOOP("Tiebreaks", "Game-win percentage"),
    QT_TRANSLATE_NOOP(
        "Tiebreaks",
        "Game points (3 per game won, 1 per game drawn) divided by 3 x games played, at least 1/3. A bye or a forfeit win counts as the games needed to win the match.",
    ),
    QT_TRANSLATE_NOOP("Tiebreaks", "Opponents' game-win percentage"),
    QT_TRANSLATE_NOOP(
        "Tiebreaks", "The average of the player's opponents' game-win percentages (each at least 1/3)."
    ),
    QT_TRANSLATE_NOOP("Tiebreaks", "Buchholz"),
    QT_TRANSLATE_NOOP(
        "Tiebreaks",
        "The sum of the match points of the player's opponents. A round without an opponent over the board (a bye, a forfeit, a loss with no opponent, a missed round) counts by default as a virtual opponent (FIDE tie-break rules 2009/2012): after n rounds, the virtual opponent of a player who had no opponent in round R has that player's points before round R, plus the points of a win minus the points the player got in round R, plus the points of a draw for each of the n - R later rounds. With the event option to leave unplayed rounds out, byes and losses without an opponent are not counted and a forfeit's opponent counts as a played one.",
    ),
    QT_TRANSLATE_NOOP("Tiebreaks", "Buchholz cut 1"),
    QT_TRANSLATE_NOOP(
        "Tiebreaks",
        "Buchholz without the opponent (real or virtual) with the fewest match points. A round without an opponent over the board (a bye, a forfeit, a loss with no opponent, a missed round) counts by default as a virtual opponent (FIDE tie-break rules 2009/2012): after n rounds, the virtual opponent of a player who had no opponent in round R has that player's points before round R, plus the points of a win minus the points the player got in round R, plus the points of a draw for each of the n - R later rounds. With the event option to leave unplayed rounds out, byes and losses without an opponent are not counted and a forfeit's opponent counts as a played one.",
    ),
    QT_TRANSLATE_NOOP("Tiebreaks", "Median Buchholz"),
    QT_TRANSLATE_NOOP(
        "Tiebreaks",
        "Buchholz without the opponents (real or virtual) with the most and the fewest match points. A round without an opponent over the board (a bye, a forfeit, a loss with no opponent, a missed round) counts by default as a virtual opponent (FIDE tie-break rules 2009/2012): after n rounds, the virtual opponent of a player who had no opponent in round R has that player's points before round R, plus the points of a win minus the points the player got in round R, plus the points of a draw for each of the n - R later rounds. With the event option to leave unplayed rounds out, byes and losses without an opponent are not counted and a forfeit's opponent counts as a played one.",
    ),
    QT_TRANSLATE_NOOP("Tiebreaks", "Sonneborn-Berger"),
    QT_TRANSLATE_NOOP(
        "Tiebreaks",
        "The match points of the opponents the player beat, plus half of those of the opponents the player drew with. A round without an opponent over the board (a bye, a forfeit, a loss with no opponent, a missed round) counts by default as a virtual opponent (FIDE tie-break rules 2009/2012): after n rounds, the virtual opponent of a player who had no opponent in round R has that player's points before round R, plus the points of a win minus the points the player got in round R, plus the points of a draw for each of the n - R later rounds. With the event option to leave unplayed rounds out, byes and losses without an opponent are not counted and a forfeit's opponent counts as a played one.",
    ),
    QT_TRANSLATE_NOOP("Tiebreaks", "Head-to-head"),
    QT_TRANSLATE_NOOP(
        "Tiebreaks",
        "Match points scored in the matches among the tied players; used only when every tied player has met every other.",
    ),
    QT_TRANSLATE_NOOP("Tiebreaks", "Secondary score"),
    QT_TRANSLATE_NOOP(
        "Tiebreaks",
        "The sum of the game's secondary score over the player's games (Attacktix: points destroyed; Toy Battle: medals; Battle Helix: pieces left).",
    ),
    QT_TRANSLATE_NOOP("Tiebreaks", "Secondary score margin"),
    QT_TRANSLATE_NOOP(
        "Tiebreaks",
        "The player's secondary score minus their opponents' secondary score over the same games.",
    ),
    QT_TRANSLATE_NOOP("Tiebreaks", "Random draw"),
    QT_TRANSLATE_NOOP(
        "Tiebreaks",
        "A random order drawn once from the event's seed; the last resort when everything else is equal.",
    ),
    QT_TRANSLATE_NOOP("GameResults", "Winner"),
    QT_TRANSLATE_NOOP("GameResults", "How it ended"),
    QT_TRANSLATE_NOOP("GameResults", "Points destroyed by player A"),
    QT_TRANSLATE_NOOP("GameResults", "Points destroyed by player B"),
    QT_TRANSLATE_NOOP("GameResults", "Figures left standing (player A)"),
    QT_TRANSLATE_NOOP("GameResults", "Figures left standing (player B)"),
    QT_TRANSLATE_NOOP("GameResults", "Points destroyed"),
    QT_TRANSLATE_NOOP("GameResults", "Pieces left (player A)"),
    QT_TRANSLATE_NOOP("GameResults", "Pieces left (player B)"),
    QT_TRANSLATE_NOOP("GameResults", "Rounds played"),
    QT_TRANSLATE_NOOP("GameResults", "Terrains used"),
    QT_TRANSLATE_NOOP("GameResults", "Pieces left"),
    QT_TRANSLATE_NOOP("GameResults", "Medals (player A)"),
    QT_TRANSLATE_NOOP("GameResults", "Medals (player B)"),
    QT_TRANSLATE_NOOP("GameResults", "Terrain"),
    QT_TRANSLATE_NOOP("GameResults", "Colour of player A"),
    QT_TRANSLATE_NOOP("GameResults", "Turns"),
    QT_TRANSLATE_NOOP("GameResults", "Medals"),
    # desktop.games.contracts.RESULT_REFUSALS: why a result cannot be scored, whatever the game
    QT_TRANSLATE_NOOP("GameResults", "a finished game needs a winner"),
    QT_TRANSLATE_NOOP("GameResults", "when time is called the winner is decided by the secondary score"),
    QT_TRANSLATE_NOOP("GameResults", "this ending is a draw: leave the winner out"),
)
