"""Window state and preferences, kept with QSettings in an INI file in the data folder."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from desktop.paths import data_dir


def settings() -> QSettings:
    return QSettings(str(data_dir() / "settings.ini"), QSettings.Format.IniFormat)
