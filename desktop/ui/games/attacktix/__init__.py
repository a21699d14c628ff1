"""The attacktix game's screens (board, set-up dialog, match adapter, editors)."""
