"""Data shipped with the app: catalogs, terrains, rules texts, translations, icons, fonts."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent


def path(*parts: str) -> Path:
    return ROOT.joinpath(*parts)
