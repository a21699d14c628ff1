"""Service errors shown translated where they are shown (desktop.ui.errors.error_text)."""

from __future__ import annotations

from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication

from desktop.games.catalog_schema import Problem
from desktop.ui.errors import error_text


class FakeServiceError(Exception):
    """The shape of the reliability work's ServiceError: an English template and its parameters."""

    def __init__(self, template: str, **params: object) -> None:
        self.template = template
        self.params = params
        self.message = template.format(**params)
        super().__init__(self.message)


class _Ukrainian(QTranslator):
    def __init__(self, table: dict[str, str]) -> None:
        super().__init__()
        self.table = table

    def translate(self, context, source, disambiguation=None, n=-1):  # type: ignore[no-untyped-def]
        return self.table.get(source, "") if context == "ServiceErrors" else ""

    def isEmpty(self) -> bool:  # noqa: N802 (Qt API)
        return False


def test_template_is_translated_and_filled(qtbot) -> None:  # type: ignore[no-untyped-def]
    exc = FakeServiceError("there is already a squad called {name}", name="Cup MV-01")
    assert error_text(exc) == "There is already a squad called Cup MV-01"  # names keep their case
    uk = _Ukrainian({"there is already a squad called {name}": "загін {name} уже є"})
    app = QApplication.instance()
    app.installTranslator(uk)
    try:
        assert error_text(exc) == "Загін Cup MV-01 уже є"
    finally:
        app.removeTranslator(uk)


def test_translation_that_lost_a_placeholder_falls_back_to_english(qtbot) -> None:  # type: ignore[no-untyped-def]
    exc = FakeServiceError("{name} was changed elsewhere", name="Alpha")
    uk = _Ukrainian({"{name} was changed elsewhere": "змінено деінде {other}"})
    app = QApplication.instance()
    app.installTranslator(uk)
    try:
        assert error_text(exc) == "Alpha was changed elsewhere"
    finally:
        app.removeTranslator(uk)


def test_plain_errors_show_their_message(qtbot) -> None:  # type: ignore[no-untyped-def]
    assert error_text(ValueError("disk full")) == "disk full"

    class Old(Exception):
        message = "Figure MV-01 (Captain America) was changed elsewhere"

    assert error_text(Old("x")) == Old.message


def test_catalog_problems_reuse_the_catalog_texts(qtbot) -> None:  # type: ignore[no-untyped-def]
    class Invalid(Exception):
        message = "Figure MV-01: is required"
        problems = [Problem("name", "is required")]

    assert error_text(Invalid()) == "name: is required"


def test_service_error_templates_are_marked_for_translation(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui import service_error_strings_gen as gen

    (tmp_path / "svc.py").write_text(
        "class SquadNameError(Exception): ...\n"
        "def f(name):\n"
        "    raise SquadNameError('there is already a squad called {name}', name=name)\n"
        "def g(name):\n"
        "    raise ServiceError(template='{name} was changed elsewhere', params={'name': name})\n"
        "def h(name):\n"
        "    raise ValueError(f'not a template {name}')\n"
        "def i():\n"
        "    raise PairingError('the event is over')\n"
        "def j(low):\n"
        "    return template('the disk is full ({reason})') if low else template('the database failed')\n",
        encoding="utf-8",
    )
    found = gen.templates(tmp_path)
    assert found == [
        "there is already a squad called {name}",
        "{name} was changed elsewhere",
        "the event is over",
        "the disk is full ({reason})",
        "the database failed",
    ]
    assert 'QT_TRANSLATE_NOOP("ServiceErrors", "{name} was changed elsewhere")' in gen.render(found)


def test_generated_service_error_strings_are_up_to_date() -> None:
    """tools/translations.py regenerates the file; a stale one misses the services' new messages."""
    from desktop.ui import service_error_strings_gen as gen

    assert gen.TARGET.read_text("utf-8") == gen.render(gen.templates())
