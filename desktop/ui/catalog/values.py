"""How catalog values look on screen: translated labels and short texts (shared by table and form)."""

from __future__ import annotations

import json
import re
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.games.catalog_schema import FieldSpec, KindSpec, Label, Problem, get_kind

PLACEHOLDER_BG = "#ffe2a8"  # amber background of a placeholder value
PLACEHOLDER_FG = "#7a4b00"
PLACEHOLDER_TEXT = "#1d1d1d"  # a value typed on the amber background (dark, whatever the palette)
PLACEHOLDER_BADGE = "#f0a020"
ERROR_FG = "#b00000"
WARNING_FG = "#8a5a00"
OK_FG = "#1b7a2a"

SYMBOL_TEXT = {"sword": "⚔", "star": "★", "bomb": "✹"}


translate = QCoreApplication.translate

# Disambiguations of a kind whose singular and plural are the same English word ("Species"): the form
# title uses the singular, the section list the plural (kind_strings_gen.py marks both).
SINGULAR = "singular kind label"
PLURAL = "plural section title"


def section_order() -> list[str]:
    """The catalog kinds in the order the sections show them: game by game in the registry's order, each
    game's kinds as its desktop side lists them (kinds not listed follow, in the registry's order)."""
    from desktop.games.registry import GAMES
    from desktop.ui import games

    return [kind for key in GAMES if (g := games.ui_game(key)) is not None for kind in g.catalog_sections]


def ordered_kinds(kinds: tuple[KindSpec, ...] | list[KindSpec]) -> list[KindSpec]:
    rank = {k: i for i, k in enumerate(section_order())}
    indexed = list(enumerate(kinds))
    indexed.sort(key=lambda p: rank.get(p[1].key, len(rank) + p[0]))
    return [k for _, k in indexed]


def kind_title(spec: KindSpec) -> str:
    """The section title, e.g. "Figures" (translated through the "CatalogKinds" context)."""
    return QCoreApplication.translate(
        "CatalogKinds", spec.plural, PLURAL if spec.label == spec.plural else None
    )


def kind_help(spec: KindSpec) -> str:
    return QCoreApplication.translate("CatalogKinds", spec.help) if spec.help else ""


def kind_label(spec: KindSpec) -> str:
    """The singular name of a kind, e.g. "Figure" (for form titles and messages)."""
    return QCoreApplication.translate(
        "CatalogKinds", spec.label, SINGULAR if spec.label == spec.plural else None
    )


def field_label(f: FieldSpec) -> str:
    label = QCoreApplication.translate("CatalogFields", f.label)
    return f"{label} ({unit_text(f.unit)})" if f.unit else label


def field_help(f: FieldSpec) -> str:
    return QCoreApplication.translate("CatalogFields", f.help) if f.help else ""


def fixed_fields(spec: KindSpec | None, key: str | None) -> tuple[str, ...]:
    """The fields of item ``key`` that the game's rules play with their own values (``KindSpec.rules_fields``
    of its ``rules_keys``: Toy Battle's eight troop types): shown read-only, as editing them changes nothing."""
    if spec is None or key is None or key not in spec.rules_keys:
        return ()
    return tuple(k for k in spec.rules_fields if spec.has_field(k))


def fixed_text(spec: KindSpec, key: str | None) -> str:
    """The one line that says which of item ``key``'s values are the rules' own ("" for an item without)."""
    fixed = fixed_fields(spec, key)
    if not fixed:
        return ""
    text = QCoreApplication.translate(
        "CatalogForm",
        "Fixed by the game's rules: {fields}. Games are played with the rules' values, whatever the catalog "
        "holds, so these cannot be changed here.",
    ).format(fields=", ".join(field_label(spec.field(k)) for k in fixed))
    free = [f for f in spec.fields if f.key not in fixed]
    if not free:
        return text
    # the rest (a troop's name and effect text) is the catalog's own: the board names the rules' troop types
    # and says their effects in its own translated words, whatever is written here (shipped in English)
    return text + " " + QCoreApplication.translate(
        "CatalogForm",
        "{fields}: the catalog's own notes (shipped in English); the board shows the game's own translated "
        "names and texts instead.",
    ).format(fields=", ".join(field_label(f) for f in free))


def choice_text(f: FieldSpec, value: str) -> str:
    return QCoreApplication.translate("CatalogChoices", f.choice_label(value).replace("_", " "))


def problem_message(message: str) -> str:
    """An English message without parameters (e.g. a service error), translated when a translation exists."""
    return QCoreApplication.translate("CatalogProblems", message)


def problem_text(problem: Problem) -> str:
    """A problem's message in the user's language.

    The pure layer gives an English template with named parameters; problem_strings.py marks every
    template for lupdate. Parameters naming a kind or a field's choices (:class:`Label`) are shown
    translated too. A translation that does not fit its parameters falls back to the English text.
    """
    template = QCoreApplication.translate("CatalogProblems", problem.template)
    params = {name: _param_text(value) for name, value in problem.params.items()}
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError, AttributeError):
        return problem.message


def _param_text(value: Any) -> Any:
    if not isinstance(value, Label):
        return value
    if value.role == "kind":
        try:
            return kind_label(get_kind(value.key))
        except KeyError:
            return str(value)
    if value.role == "choices" and value.parts:
        return ", ".join(
            QCoreApplication.translate("CatalogChoices", c.replace("_", " ")) for c in value.parts
        )
    return str(value)


def problems_text(exc: BaseException, spec: KindSpec | None = None) -> str:
    """The catalog problems a validation error carries, translated, one a line (at most eight)."""
    problems = [p for p in getattr(exc, "problems", ()) if isinstance(p, Problem) and p.is_error]
    return "\n".join(problem_line(p, spec) for p in problems[:8])


def problem_line(problem: Problem, spec: KindSpec | None = None) -> str:
    """A problem with the field it is about, e.g. "Code: 'MV-01' is already used by another figure"."""
    text = problem_text(problem)
    if not problem.field:
        return text
    if spec is not None and spec.has_field(problem.field):
        return f"{field_label(spec.field(problem.field))}: {text}"
    return f"{problem.field}: {text}"


_NOT_ALNUM = re.compile(r"[\W_]+")


def _plain(text: str) -> str:
    return _NOT_ALNUM.sub("", text.casefold())


def key_is_name(key: str, name: str) -> bool:
    """The key only spells the name as an id ("battle_cry" for "Battle Cry"): not worth showing."""
    return not name or _plain(key) == _plain(name)


def shown_name(name: str) -> str:
    """A shipped item's name in the interface language where it has one ("Leader" -> "Лідер"; see
    data_names.py); any other name as it is."""
    return QCoreApplication.translate("CatalogNames", name) if name else name


def unit_text(unit: str) -> str:
    """A value's unit in the interface language ("tix" -> "тікс")."""
    return QCoreApplication.translate("CatalogUnits", unit) if unit else unit


def ref_text(key: str, name: str) -> str:
    """An item as users know it: its name, with its key first only when the key says more (a collector
    code "MV-01 — Captain America", a class letter "L — Leader"; "Battle Cry", not "battle_cry — Battle Cry")."""
    if not name:
        return key
    return shown_name(name) if key_is_name(key, name) else f"{key} — {shown_name(name)}"


def display(f: FieldSpec, value: Any, ref_names: dict[str, str] | None = None) -> str:
    """A short, readable text of a value for a table cell."""
    if value is None or value == "":
        return ""
    if f.type == "bool":
        return translate("Catalog", "yes") if value else ""
    if f.type == "choice" and isinstance(value, str):
        return choice_text(f, value)
    if f.type == "ref" and isinstance(value, str) and ref_names:
        return ref_names.get(value) or value
    if f.type == "float" and isinstance(value, (int, float)):
        return f"{value:g}"
    if f.type in ("list", "multichoice") and isinstance(value, list):
        if f.item_type == "choice" and all(v in SYMBOL_TEXT for v in value):
            return "".join(SYMBOL_TEXT[v] for v in value)
        if f.type == "multichoice" or f.item_type == "choice":
            return ", ".join(choice_text(f, str(v)) for v in value)
        if f.item_type == "ref" and ref_names:
            return ", ".join(ref_names.get(str(v)) or str(v) for v in value)
        return ", ".join(str(v) for v in value)
    if f.type == "json":
        if isinstance(value, list):
            count = len(value)
            return translate("Catalog", "%n entry(s)", "", count)
        return json.dumps(value, ensure_ascii=False)[:60]
    return str(value)


def sort_key(f: FieldSpec, value: Any) -> tuple[int, Any]:
    """Comparable keys: empty values last, numbers by value, texts naturally ("MV-2" < "MV-10")."""
    if value is None or value == "" or value == []:
        return (2, 0)
    if f.type in ("int", "float") and isinstance(value, (int, float)):
        return (0, float(value))
    if f.type == "bool":
        return (0, 0 if value else 1)
    return (1, natural(display(f, value)))


_DIGITS = re.compile(r"(\d+)")


def natural(text: str) -> tuple[Any, ...]:
    """Sort key: runs of digits by value, the rest case-blind ("MV-2" < "MV-10")."""
    # the split alternates text (even places) and digits (odd places)
    return tuple(
        (0, int(chunk)) if i % 2 else (1, chunk.casefold())
        for i, chunk in enumerate(_DIGITS.split(text))
        if chunk
    )
