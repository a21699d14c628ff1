"""What a game provides on the desktop side of the UI line (the pure side is
``desktop/games/contracts.py``): a board for the Play page, its set-up dialog, and a match adapter for the
Tournaments page's "Play this match". :mod:`desktop.ui.games` lists each game's parts.

The Play page's frame (``desktop/ui/play/frame.py``) gives every board the landing, the turn title, the
menus, autosave and resume, the question before quitting and the game-over overlay.

The frame owns Ctrl+N (New game), Ctrl+S (Save game), Ctrl+L (Load game; Ctrl+O opens a database),
Ctrl+Z / Ctrl+Shift+Z (Undo / Redo): a board must not install window-wide shortcuts on those keys.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class Board(Protocol):
    """A game's board: a QWidget built as ``Board(db, parent=None)``, with these signals

    - ``title_changed = Signal(str)``: what to do now, translated;
    - ``state_changed = Signal()``: after every action or turn (autosave, the undo/redo actions);
    - ``game_finished = Signal(dict)``: ``{"reason": str, "lines": [str], "winner": str | None}``.

    Optional (the frame's default when missing): ``shutdown()`` stops background work;
    ``settings_actions() -> list[QAction]`` adds actions to the board's "Game" menu; ``result_info()``
    gives ``game_finished``'s dict for the finished game on the board (a recent game shown again; else the
    frame shows the words it kept).
    """

    game_key: str

    def new_game(self, parent: Any = None) -> bool:
        """The board's own set-up dialog, then the game; ``False`` if cancelled."""
        ...

    def start(self, setup: dict[str, Any]) -> None:
        """Start a game without a dialog (the Tournaments page, the landing's quick game)."""
        ...

    def rematch(self) -> None: ...

    def in_progress(self) -> bool: ...

    def save_state(self) -> dict[str, Any]:
        """The game as JSON: ``{"game": game_key, ...}``; loading it replays it exactly."""
        ...

    def load_state(self, data: dict[str, Any]) -> None:
        """Raises ``ValueError`` (translated) on bad data, with the running game untouched."""
        ...

    @staticmethod
    def describe_state(data: dict[str, Any]) -> str:
        """One line for a saved game, e.g. "Station Metal-X, turn 12" (the Play frame puts the game's name
        before it: "Toy Battle (Station Metal-X, turn 12)")."""
        ...

    def can_undo(self) -> bool: ...

    def undo(self) -> None: ...

    def can_redo(self) -> bool: ...

    def redo(self) -> None: ...

    def title(self) -> str: ...


@runtime_checkable
class SetupDialog(Protocol):
    """A board's "New game" dialog: a QDialog whose accepted value is the ``setup`` of
    :meth:`Board.start`. Its rules rows are built from, or checked against, the game's settings schema
    (``GameInfo.settings``)."""

    def exec(self) -> int: ...

    def setup(self) -> dict[str, Any]: ...


@runtime_checkable
class MatchAdapter(Protocol):
    """How "Play this match" drives a game's board: start game ``game_no`` of a match with both registered
    players and the event's game settings, read the finished game's registry result, keep and resume an
    unfinished game. ``match`` is the service's match view (``a_name``, ``b_name``, ``id``, ``event_id``,
    ``round``, ``a``, ``b``); ``first`` is "random" or the colour (or side) that starts."""

    def start(self, board: Any, match: Any, settings: dict[str, Any], game_no: int, first: str) -> str:
        """Start the game; returns the colour (or side) of player A."""
        ...

    def result(self, board: Any, colour_a: str, time_called: bool = False) -> dict[str, Any] | None: ...

    def save(self, board: Any, path: Path) -> bool:
        """Write the running game to ``path`` (atomically); ``False`` when there is none."""
        ...

    def load(self, board: Any, path: Path) -> None: ...
