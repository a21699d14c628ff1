"""Toybox Arena: the desktop application package."""

__version__ = "0.1.0"
