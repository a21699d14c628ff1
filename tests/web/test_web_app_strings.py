"""The venue web's share of the app's translation: the games' result labels and choices, read from the JSON
file that tools/translations.py writes beside the .qm (the web has no Qt to read the .qm, and the
installer's bundle ships no .ts), which must say what the .ts says."""

from __future__ import annotations

import importlib.util
import shutil
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from desktop.web import messages

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "resources" / "translations"


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("translations_tool_web", ROOT / "tools" / "translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def resources(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A resources folder of the test's own (``translations/`` empty), read afresh by the web."""
    (tmp_path / "translations").mkdir()
    monkeypatch.setattr("desktop.paths.resources_dir", lambda: tmp_path)
    monkeypatch.setattr(messages, "_APP_STRINGS", {})
    yield tmp_path


def _labels() -> list[str]:
    from desktop.games import registry

    out = []
    for game in registry.GAMES.values():
        for f in game.result_fields:
            out.append(f.label)
            out += [messages.CHOICE_LABELS[c] for c in f.choices]
    return out


@pytest.mark.parametrize("lang", [lang for lang in messages.LANGUAGES if lang != "en"])
def test_the_web_strings_file_says_what_the_ts_file_says(lang: str) -> None:
    ts = TRANSLATIONS / f"toybox_{lang}.ts"
    generated = TRANSLATIONS / messages.app_strings_name(lang)
    assert generated.exists(), f"{generated.name} is missing: run tools/translations.py"
    expected = _tool().app_strings_json(messages.read_ts(ts))
    assert generated.read_text("utf-8") == expected, f"{generated.name} is stale: run tools/translations.py"


def test_the_tool_writes_the_file_beside_the_ts_from_its_finished_messages(tmp_path: Path) -> None:
    ts = tmp_path / "toybox_uk.ts"
    ts.write_text(
        """<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="uk_UA"><context><name>GameResults</name>
<message><source>Winner</source><translation>Переможець</translation></message>
<message><source>Turns</source><translation type="unfinished"></translation></message>
<message><source>Medals</source><translation type="vanished">Медалі</translation></message>
</context><context><name>Other</name>
<message><source>Winner</source><translation>Інше</translation></message>
</context></TS>
""",
        encoding="utf-8",
    )
    written = _tool().write_app_strings(ts)
    assert written == tmp_path / "toybox_uk_web.json"
    others = "".join(f',\n "{c}": {{}}' for c in sorted(messages.APP_CONTEXTS) if c != "GameResults")
    assert written.read_text("utf-8") == '{\n "GameResults": {\n  "Winner": "Переможець"\n }' + others + "\n}\n"


def test_the_web_shows_the_result_labels_in_ukrainian_with_no_ts_file_beside_it(resources: Path) -> None:
    shutil.copy(TRANSLATIONS / messages.app_strings_name("uk"), resources / "translations")
    labels = _labels()
    assert labels
    for english in labels:
        translated = messages.game_text("uk", english)
        assert translated != english, english
        assert translated == messages.read_ts(TRANSLATIONS / "toybox_uk.ts")["GameResults"][english]
    assert messages.game_text("en", labels[0]) == labels[0]


def test_without_the_web_strings_file_the_result_labels_stay_in_english(resources: Path) -> None:
    for english in _labels():
        assert messages.game_text("uk", english) == english


def test_a_damaged_web_strings_file_leaves_the_english(resources: Path) -> None:
    (resources / "translations" / messages.app_strings_name("uk")).write_text('{"GameResults": [', "utf-8")
    assert messages.game_text("uk", "Winner") == "Winner"
