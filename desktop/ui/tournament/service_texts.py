"""The English templates of the tournament services' errors an organiser meets on the Tournaments page,
marked for lupdate (context "ServiceErrors", like desktop/ui/service_strings.py) so that
``texts.error_text`` shows them translated; a test keeps this list in step with the services (every
constant template of ``desktop/services/tournament*.py`` raised as an error, but the command line's own)."""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (lupdate's marker)
    return text


TOURNAMENT_ERROR_TEMPLATES = (
    QT_TRANSLATE_NOOP("ServiceErrors", "there is no event {event}"),
    QT_TRANSLATE_NOOP("ServiceErrors", "a match is best of 1 or best of 3"),
    QT_TRANSLATE_NOOP("ServiceErrors", "round 1 is paired by seed or at random"),
    QT_TRANSLATE_NOOP("ServiceErrors", "{field!r} is not a setting of an event"),
    QT_TRANSLATE_NOOP("ServiceErrors", "table numbers start at 1"),
    QT_TRANSLATE_NOOP(
        "ServiceErrors", "a penalty is a warning, a game loss or a match loss (disqualify separately)"
    ),
    QT_TRANSLATE_NOOP(
        "ServiceErrors", "time is not up yet ({minutes} min left on the clock): confirm a time-called result"
    ),
    QT_TRANSLATE_NOOP(
        "ServiceErrors", "a no-show counts {minutes} minutes after the round's start ({left} min to go)"
    ),
    QT_TRANSLATE_NOOP("ServiceErrors", "a bye or a missed round has no result to enter"),
    QT_TRANSLATE_NOOP("ServiceErrors", "a Swiss stage needs at least one round"),
    QT_TRANSLATE_NOOP("ServiceErrors", "a round robin needs at least one pool"),
    QT_TRANSLATE_NOOP("ServiceErrors", "a cut or crossed playoff needs an earlier stage"),
    QT_TRANSLATE_NOOP("ServiceErrors", "a cut keeps at least two players"),
    QT_TRANSLATE_NOOP(
        "ServiceErrors",
        "a double elimination has no third-place match (its losers' bracket decides third place)",
    ),
    QT_TRANSLATE_NOOP("ServiceErrors", "the game settings are an object"),
    QT_TRANSLATE_NOOP("ServiceErrors", "the event is finished"),
    QT_TRANSLATE_NOOP("ServiceErrors", "{name} is already registered"),
    QT_TRANSLATE_NOOP("ServiceErrors", "this event does not allow re-entry"),
    QT_TRANSLATE_NOOP("ServiceErrors", "a match has at most 3 games"),
    QT_TRANSLATE_NOOP("ServiceErrors", "enter at least one game (or a concession)"),
    QT_TRANSLATE_NOOP("ServiceErrors", "the conceding side is 'a' or 'b'"),
    QT_TRANSLATE_NOOP("ServiceErrors", "this match has only one player"),
    QT_TRANSLATE_NOOP("ServiceErrors", "say which side wins ('a' or 'b')"),
    QT_TRANSLATE_NOOP("ServiceErrors", "a {kind} has no winner; leave the winner out"),
    QT_TRANSLATE_NOOP("ServiceErrors", "{field} must be a whole number"),
    QT_TRANSLATE_NOOP("ServiceErrors", "scoring: {reason}"),
    QT_TRANSLATE_NOOP("ServiceErrors", "unknown tiebreaker: {reason}"),
    QT_TRANSLATE_NOOP("ServiceErrors", "{name} has left the event ({status})"),
    QT_TRANSLATE_NOOP("ServiceErrors", "a game or match loss needs the match it applies to"),
    QT_TRANSLATE_NOOP(
        "ServiceErrors", "round {n} is not played yet: the standings exist after rounds 0 to {played}"
    ),
    QT_TRANSLATE_NOOP("ServiceErrors", "the date must look like 2025-05-31, not {value!r}"),
    QT_TRANSLATE_NOOP("ServiceErrors", "a bracket match needs a winner; a double loss is not possible there"),
    QT_TRANSLATE_NOOP("ServiceErrors", "an elimination match cannot end in an intentional draw"),
    QT_TRANSLATE_NOOP("ServiceErrors", "no round is published yet: the clock starts with a published round"),
    QT_TRANSLATE_NOOP("ServiceErrors", "a round lasts from 1 to 1440 minutes"),
    QT_TRANSLATE_NOOP("ServiceErrors", "extend by -600 to 600 minutes (not 0)"),
    QT_TRANSLATE_NOOP("ServiceErrors", "the clock of round {n} is already started"),
    QT_TRANSLATE_NOOP("ServiceErrors", "the clock of round {n} has not started"),
    QT_TRANSLATE_NOOP("ServiceErrors", "the clock is already paused"),
    QT_TRANSLATE_NOOP("ServiceErrors", "the clock is not paused"),
    QT_TRANSLATE_NOOP(
        "ServiceErrors", "the file is empty: it needs a header row with at least a 'name' column"
    ),
    QT_TRANSLATE_NOOP(
        "ServiceErrors", "line 1: the header has no 'name' column (columns: name, club, rating, email, notes)"
    ),
    QT_TRANSLATE_NOOP("ServiceErrors", "a stage needs at least two players"),
    QT_TRANSLATE_NOOP("ServiceErrors", "no bracket match is ready: enter the missing results first"),
    QT_TRANSLATE_NOOP("ServiceErrors", "every stage is finished: the event is over"),
    QT_TRANSLATE_NOOP("ServiceErrors", "the last round is still a draft: publish it (or discard it) first"),
    QT_TRANSLATE_NOOP("ServiceErrors", "no round is published yet: there is nothing to undo"),
    QT_TRANSLATE_NOOP("ServiceErrors", "only a draft round can be changed"),
    QT_TRANSLATE_NOOP("ServiceErrors", "only Swiss pairings can be swapped"),
    QT_TRANSLATE_NOOP("ServiceErrors", "crossed playoffs need a previous stage played in pools"),
    QT_TRANSLATE_NOOP("ServiceErrors", "the cut keeps fewer than two players"),
    QT_TRANSLATE_NOOP(
        "ServiceErrors", "a requested bye scores the draw points or nothing: 'draw' or 'zero', not {value!r}"
    ),
    QT_TRANSLATE_NOOP("ServiceErrors", "{field} must be a whole number from 0 to 1000"),
    QT_TRANSLATE_NOOP("ServiceErrors", "a round number is a whole number from 1"),
    QT_TRANSLATE_NOOP(
        "ServiceErrors",
        "round {round} is already published: a requested bye for it can no longer change (undo the round first)",
    ),
    QT_TRANSLATE_NOOP("ServiceErrors", "{name} is not registered in this event"),
    QT_TRANSLATE_NOOP(
        "ServiceErrors",
        "round {round} is not a round of a Swiss stage: only Swiss rounds have requested byes",
    ),
    QT_TRANSLATE_NOOP(
        "ServiceErrors",
        "no bye can be requested in the last rounds of the Swiss stage: from round {first} on (round {round} is one of them)",
    ),
    QT_TRANSLATE_NOOP("ServiceErrors", "{name} has already asked for a bye in round {round}"),
    QT_TRANSLATE_NOOP("ServiceErrors", "this event allows no requested byes"),
    QT_TRANSLATE_NOOP(
        "ServiceErrors", "{name} has had every requested bye the event allows (at most {max} per player)"
    ),
    QT_TRANSLATE_NOOP("ServiceErrors", "{name} has not asked for a bye in round {round}"),
    QT_TRANSLATE_NOOP("ServiceErrors", "round {n} is published: only a draft round can be paired by hand"),
    QT_TRANSLATE_NOOP(
        "ServiceErrors",
        "only a Swiss round can be paired by hand (brackets and round robins follow their draw)",
    ),
    QT_TRANSLATE_NOOP("ServiceErrors", "there is no player {player} in this event"),
    QT_TRANSLATE_NOOP(
        "ServiceErrors", "{name} asked for a bye in round {round}: cancel the request to pair them"
    ),
    QT_TRANSLATE_NOOP("ServiceErrors", "{name} is not paired in round {round}'s draft"),
    QT_TRANSLATE_NOOP("ServiceErrors", "{name} cannot be paired with themselves"),
    QT_TRANSLATE_NOOP(
        "ServiceErrors",
        "round {round} has no bye: an even number of players is paired (cannot give {name} the bye)",
    ),
    QT_TRANSLATE_NOOP("ServiceErrors", "cannot pair by hand: {reason}"),
    QT_TRANSLATE_NOOP("ServiceErrors", "cannot swap: {reason}"),
    QT_TRANSLATE_NOOP("ServiceErrors", "each pool needs at least two players for crossed playoffs"),
    QT_TRANSLATE_NOOP("ServiceErrors", "line 1: column {column!r} appears twice"),
    QT_TRANSLATE_NOOP("ServiceErrors", "line 1: {reason}"),
    QT_TRANSLATE_NOOP("ServiceErrors", "line {line}: {name} is already registered"),
    QT_TRANSLATE_NOOP("ServiceErrors", "no match has the code {code!r}"),
    QT_TRANSLATE_NOOP("ServiceErrors", "round {n} is already published"),
    QT_TRANSLATE_NOOP("ServiceErrors", "round {n} is published; it cannot be discarded"),
    QT_TRANSLATE_NOOP("ServiceErrors", "round {n} still has {k} match(es) without a result"),
    QT_TRANSLATE_NOOP("ServiceErrors", "that squad is for another game ({game})"),
    QT_TRANSLATE_NOOP("ServiceErrors", "the event has no round {n}"),
    QT_TRANSLATE_NOOP("ServiceErrors", "the event has no stage {stage}"),
    QT_TRANSLATE_NOOP("ServiceErrors", "the file is not UTF-8 text (byte {byte})"),
    QT_TRANSLATE_NOOP("ServiceErrors", "the squad breaks the event's rules: {problems}"),
    QT_TRANSLATE_NOOP("ServiceErrors", "there is no match {match}"),
    QT_TRANSLATE_NOOP("ServiceErrors", "there is no registration {registration}"),
    QT_TRANSLATE_NOOP("ServiceErrors", "there is no round {round}"),
    QT_TRANSLATE_NOOP("ServiceErrors", "unknown game {key!r}; known games: {known}"),
    QT_TRANSLATE_NOOP("ServiceErrors", "unknown stage kind {kind!r}; use one of {known}"),
    QT_TRANSLATE_NOOP("ServiceErrors", "{game} registrations need no squad: both sides have the same troops"),
    QT_TRANSLATE_NOOP("ServiceErrors", "{name} does not play match {code}"),
    QT_TRANSLATE_NOOP("ServiceErrors", "{name} has already left the event ({status})"),
    QT_TRANSLATE_NOOP("ServiceErrors", "{name} has not dropped"),
    QT_TRANSLATE_NOOP("ServiceErrors", "{name} is already disqualified"),
    QT_TRANSLATE_NOOP("ServiceErrors", "{name}'s squad is locked: their first match has started"),
    QT_TRANSLATE_NOOP("ServiceErrors", "could not make up a {outcome} result for {game}"),
    QT_TRANSLATE_NOOP("ServiceErrors", "{game} has no computer players yet"),
    QT_TRANSLATE_NOOP("ServiceErrors", "{game} has no computer players that can play a tournament game yet"),
    QT_TRANSLATE_NOOP("ServiceErrors", "a demo event needs at least two players"),
    QT_TRANSLATE_NOOP("ServiceErrors", "a demo event needs at least one round"),
    # result entry (desktop/services/tournament_results.py)
    QT_TRANSLATE_NOOP("ServiceErrors", "round {n} is not published yet"),
    QT_TRANSLATE_NOOP("ServiceErrors", "game {number}: {reason}"),
    QT_TRANSLATE_NOOP("ServiceErrors", "game {number}: incomplete result ({reason})"),
    # issue 24: event settings and player imports
    QT_TRANSLATE_NOOP(
        "ServiceErrors", "the no-show wait is a whole number of minutes from 0 to {most}, not {value}"
    ),
    QT_TRANSLATE_NOOP(
        "ServiceErrors",
        "unplayed rounds count against a virtual opponent or are left out: 'virtual' or 'omit', not {value!r}",
    ),
    QT_TRANSLATE_NOOP("ServiceErrors", "the file has no players: only its header row (and blank lines)"),
    QT_TRANSLATE_NOOP("ServiceErrors", "the {game} setting {setting}: {reason}"),
    QT_TRANSLATE_NOOP(
        "ServiceErrors",
        "the {game} setting {setting} of this event does not fit: {reason}; repair the event's game settings",
    ),
)
