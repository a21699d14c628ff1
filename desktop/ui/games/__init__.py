"""The desktop side of each game: board, set-up dialog, match adapter, squad and catalog editors."""
