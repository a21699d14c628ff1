"""Widgets of the Squads page (desktop/ui/pages/squads.py): models, builders, undo commands."""
