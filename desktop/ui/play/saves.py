"""The one loader of every game file (no Qt): the autosaves, "Load game…", ``play/recent.json``, and "Play
this match" files with their meta files.

Every file goes the same way: its size is bounded before it is read (:data:`MAX_GAME_BYTES`,
:data:`MAX_SMALL_BYTES`), it is parsed with the depth limit of :func:`desktop.validation.load_json`, the
document is bounded as a whole (:func:`desktop.games.saves.check_tree`: no NaN or infinity, no huge number,
no text longer than the catalog's longest), and a saved game then passes its own game's checks
(``GameInfo.check_saved_game``: names within the limits of registrations, catalog data within its kind's
bounds, counters within the rules) before a board replays it. A file that fails is refused with a
:class:`~desktop.games.saves.SaveProblem` (an English template and its parameters; the UI shows it
translated, :func:`desktop.ui.play.save_strings.message`); an autosave or a recent list that fails is
moved aside as ``<name>.bad-<UTC time>`` (:func:`move_aside`), so that it is never offered again and
never silently deleted.
"""

from __future__ import annotations

import os
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from desktop.games.registry import GAMES
from desktop.games.saves import Part, SaveProblem, check_int, check_key, check_tree
from desktop.validation import KEY_MAX, NAME_MAX, TEXT_MAX, load_json, quote_value

__all__ = [
    "MAX_GAME_BYTES",
    "MAX_SMALL_BYTES",
    "SaveProblem",
    "read_json",
    "check_game",
    "check_version",
    "read_game_file",
    "read_autosave",
    "read_recent",
    "read_match_meta",
    "move_aside",
]

MAX_GAME_BYTES = 16 * 1024 * 1024
"""The largest saved game read (a long Attacktix game with every shot logged is well under 1 MB)."""
MAX_SMALL_BYTES = 1024 * 1024
"""The largest recent-games list or match meta file read."""
RECENT_MAX = 12
RECENT_LINES = 12


def read_json(path: str | os.PathLike[str], max_bytes: int = MAX_GAME_BYTES) -> Any:
    """The JSON value of the file at ``path``: at most ``max_bytes`` (checked before reading), UTF-8,
    nested at most :data:`desktop.validation.JSON_MAX_DEPTH` deep. FileNotFoundError when there is none;
    :class:`SaveProblem` for anything else."""
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > max_bytes:
            raise SaveProblem("the file is larger than {n} MB", n=max(1, max_bytes // (1024 * 1024)))
        raw = p.read_bytes()[: max_bytes + 1]
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise SaveProblem("the file could not be read: {reason}", reason=exc.strerror or str(exc)) from None
    if len(raw) > max_bytes:
        raise SaveProblem("the file is larger than {n} MB", n=max(1, max_bytes // (1024 * 1024)))
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SaveProblem("the file is not text (UTF-8)") from None
    try:
        return load_json(text)
    except RecursionError:  # load_json never lets one through; kept as a guard of this edge
        raise SaveProblem("the file is nested too deeply") from None
    except ValueError as exc:
        if str(exc).startswith("is nested"):
            raise SaveProblem("the file is nested too deeply") from None
        raise SaveProblem("the file is not valid JSON") from None


def game_key(data: Any) -> str | None:
    """The game a saved game names (``"game"``, or the ``"format"`` marker of an older file)."""
    if not isinstance(data, Mapping):
        return None
    key = data.get("game")
    if key is None:
        from desktop.ui import games

        key = games.game_of_format(data.get("format"))
    return key if isinstance(key, str) and key in GAMES else None


def saved_version(data: Mapping[str, Any]) -> Any:
    """The format a saved game says it was written in: its ``"version"``, else the number ending its
    ``"format"`` marker ("toybattle-log/1" -> 1); the value as found when it is not a whole number, None
    when the file names none."""
    if "version" in data:
        return data["version"]
    marker = data.get("format")
    if isinstance(marker, str) and "/" in marker:
        number = marker.rsplit("/", 1)[1]
        return int(number) if number.isascii() and number.isdigit() and len(number) <= 9 else number
    return None


def check_version(data: Mapping[str, Any], key: str) -> None:
    """The one version check of every saved game: the format it names is the one this build's board of
    ``key`` reads (``UiGame.save_version``); a newer one is named as such (the file is not damaged: it
    needs the newer app)."""
    from desktop.ui import games

    ui_game = games.ui_game(key)
    reads = ui_game.save_version if ui_game is not None else 1
    found = saved_version(data)
    if found == reads and not isinstance(found, bool):
        return
    if isinstance(found, int) and not isinstance(found, bool) and found > reads:
        raise SaveProblem(
            "this game was saved by a newer version of Toybox Arena (format {n}); this app reads format {m}",
            n=found, m=reads,
        )
    if found is None:
        raise SaveProblem("the file does not say which format it was saved in; this app reads format {m}",
                          m=reads)
    raise SaveProblem("the file names format {n}, which no version of Toybox Arena wrote; this app reads "
                      "format {m}", n=quote_value(found, 40), m=reads)


def check_game(data: Any, expected: str | None = None) -> str:
    """The game key of the saved game ``data`` once it has passed every check (the format it was saved in
    first, then the whole document's bounds, then its game's own checks); :class:`SaveProblem` when it is
    not a saved game (of ``expected``), one of another format, or not a state its game could have built."""
    if not isinstance(data, Mapping):
        raise SaveProblem("this file is not a saved game")
    key = game_key(data)
    if key is None:
        raise SaveProblem("this file is not a saved game")
    if expected is not None and key != expected:
        raise SaveProblem("this file is a saved game of another game")
    check_version(data, key)
    check_tree(data)
    GAMES[key].check_saved_game(data)
    return key


def read_game_file(path: str | os.PathLike[str], expected: str | None = None) -> tuple[str, dict[str, Any]]:
    """(game key, data) of a saved game file ("Load game…", "Play this match"); :class:`SaveProblem`
    (FileNotFoundError included, as "could not be read") when it cannot be loaded."""
    try:
        data = read_json(path, MAX_GAME_BYTES)
    except FileNotFoundError as exc:
        raise SaveProblem("the file could not be read: {reason}", reason=exc.strerror or str(exc)) from None
    key = check_game(data, expected)
    return key, dict(data)


def move_aside(path: str | os.PathLike[str]) -> Path | None:
    """Rename the file at ``path`` to ``<name>.bad-<UTC time>`` (never over another one); its new path, or
    None when it could not be moved (then it is removed, so that it is not offered again)."""
    p = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    for n in range(100):
        target = p.with_name(f"{p.name}.bad-{stamp}" + (f"-{n}" if n else ""))
        if target.exists():
            continue
        try:
            os.replace(p, target)
        except FileNotFoundError:
            return None
        except OSError:
            break
        return target
    try:
        p.unlink()
    except OSError:
        pass
    return None


#: The autosaves refused since :func:`take_refused` last asked: (game key, the refusal, where it was moved).
_REFUSED: list[tuple[str, SaveProblem, Path | None]] = []


def read_autosave(path: str | os.PathLike[str], key: str) -> dict[str, Any] | None:
    """The autosaved game of ``key`` at ``path``, or None (none there, or a bad one, now moved aside and
    noted for :func:`take_refused`)."""
    try:
        data = read_json(path, MAX_GAME_BYTES)
        check_game(data, key)
    except FileNotFoundError:
        return None
    except SaveProblem as exc:
        refuse(path, key, exc)
        return None
    return dict(data)


def refuse(path: str | os.PathLike[str], key: str, problem: SaveProblem) -> Path | None:
    """Move the autosave of ``key`` at ``path`` aside and note why for :func:`take_refused`; where it went."""
    moved = move_aside(path)
    _REFUSED.append((key, problem, moved))
    return moved


def take_refused() -> list[tuple[str, SaveProblem, Path | None]]:
    """The autosaves refused (and moved aside) since the last call: the UI says so once."""
    out = list(_REFUSED)
    _REFUSED.clear()
    return out


def read_recent(path: str | os.PathLike[str]) -> list[dict[str, Any]]:
    """The finished games of the recent list at ``path``: each ``{"game", "time", "summary", "lines"}`` and,
    when kept, ``"reason"``, ``"winner_name"``, ``"players"`` (two dicts of texts) with ``"winner"`` (0, 1 or
    None) and the finished game ``"state"`` (checked by :func:`check_game` before it is shown), with a known
    shape and bounded texts; a file that is not such a list is moved aside."""
    try:
        data = read_json(path, MAX_GAME_BYTES)  # each entry may keep its finished game
        if not isinstance(data, list):
            raise SaveProblem("this file is not a list of recent games")
        check_tree(data)
    except FileNotFoundError:
        return []
    except SaveProblem:
        move_aside(path)
        return []
    out = []
    for e in data:
        if not isinstance(e, Mapping) or not isinstance(e.get("game"), str) or len(e["game"]) > KEY_MAX:
            continue
        when = e.get("time", 0)
        if isinstance(when, bool) or not isinstance(when, int) or not 0 <= when < 2**40:
            when = 0
        summary = e.get("summary", "")
        lines = e.get("lines", [])
        entry: dict[str, Any] = {
            "game": e["game"],
            "time": when,
            "summary": summary[:NAME_MAX * 2] if isinstance(summary, str) else "",
            "lines": [x[:TEXT_MAX] for x in lines[:RECENT_LINES] if isinstance(x, str)]
            if isinstance(lines, list)
            else [],
        }
        for name in ("reason", "winner_name"):
            if isinstance(e.get(name), str):
                entry[name] = e[name][:TEXT_MAX]
        players = e.get("players")
        if (
            isinstance(players, list)
            and len(players) == 2
            and all(isinstance(p, Mapping) and all(isinstance(v, str) for v in p.values()) for p in players)
        ):
            entry["players"] = [{str(k): v[:NAME_MAX] for k, v in p.items()} for p in players]
            winner = e.get("winner")
            entry["winner"] = winner if winner in (0, 1) and not isinstance(winner, bool) else None
        if isinstance(e.get("state"), Mapping):
            entry["state"] = e["state"]  # the finished game: checked as a saved game when it is shown again
        out.append(entry)
        if len(out) >= RECENT_MAX:
            break
    return out


RESULTS = Part("the games of the match")


def read_match_meta(
    path: str | os.PathLike[str], game: str, match_id: int, event_id: int, best_of: int
) -> dict[str, Any] | None:
    """What "Play this match" kept of an unfinished match: ``{"results", "colour_a", "between"}``; None
    when there is none or it belongs to another match. :class:`SaveProblem` when the file is malformed
    (a list, results that are not results of ``game``, deep nesting...)."""
    try:
        meta = read_json(path, MAX_SMALL_BYTES)
    except FileNotFoundError:
        return None
    if not isinstance(meta, Mapping):
        raise SaveProblem("this file is not a saved match")
    check_tree(meta)
    if meta.get("match_id") != match_id or meta.get("event_id") != event_id:
        return None
    results = meta.get("results", [])
    if not isinstance(results, list) or len(results) > best_of:
        raise SaveProblem("{where} must be a list of at most {n} results", where=RESULTS, n=best_of)
    info = GAMES[game]
    for r in results:
        if not isinstance(r, Mapping):
            raise SaveProblem("{where} must be a list of at most {n} results", where=RESULTS, n=best_of)
        try:
            info.score_result(r)
        except (ValueError, TypeError, KeyError, ArithmeticError) as exc:
            raise SaveProblem("a result of the match cannot be scored: {reason}", reason=str(exc)[:200]) from None
    colour = check_key(meta.get("colour_a", "blue"), Part("the colour of player A"))
    between = meta.get("between", False)
    if not isinstance(between, bool):
        raise SaveProblem("this file is not a saved match")
    check_int(len(results), RESULTS, 0, best_of)
    return {"results": [dict(r) for r in results], "colour_a": colour, "between": between}
