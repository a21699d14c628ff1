"""Qt widgets: the main window, one page per sidebar entry, the game boards."""
