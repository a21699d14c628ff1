"""Update the Qt Linguist sources and compile them: `make translations`.

1. pyside6-lupdate collects every tr()/translate() string from desktop/ into resources/translations/toybox_uk.ts
   (existing translations are kept; translators can edit the .ts with Qt Linguist);
2. strings still unfinished get the Ukrainian text from tools/uk_glossary.json where it has one;
3. pyside6-lrelease compiles the .qm file the app loads.

The glossary maps an English source text to its Ukrainian text; "@contexts": {context: {source: text}}
overrides it for one translation context, "@disambiguations": {comment: {source: text}} for the messages
carrying that disambiguation comment (e.g. the singular and the plural of "Species", which English spells
alike), and a plural (%n) message takes a list of the three Ukrainian forms. Entries whose placeholders, HTML tags or accelerator differ from the source are reported.
`--refresh` re-applies the glossary to messages that are already finished (after a glossary correction).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
TS = ROOT / "resources" / "translations" / "toybox_uk.ts"
QM = TS.with_suffix(".qm")
GLOSSARY = ROOT / "tools" / "uk_glossary.json"
# More glossary files, one per area of work (tools/glossary/*.json, same format), merged over the main one in
# name order: parallel work adds its own file instead of editing one shared JSON file.
GLOSSARY_DIR = ROOT / "tools" / "glossary"
BIN = Path(sys.executable).parent


# What lupdate reads in Python: tr(), translate() and the QT_TR_NOOP / QT_TRANSLATE_NOOP markers
# (files of marked strings only, such as desktop/ui/catalog/kind_strings.py, must not be skipped).
MARKERS = ("tr(", "translate(", "QT_TR_NOOP", "QT_TRANSLATE_NOOP")


def sources() -> list[str]:
    return sorted(
        str(p.relative_to(ROOT))
        for p in (ROOT / "desktop").rglob("*.py")
        if any(marker in p.read_text("utf-8") for marker in MARKERS)
    )


def lupdate() -> None:
    TS.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [str(BIN / "pyside6-lupdate"), *sources(), "-ts", str(TS), "-no-obsolete"], cwd=ROOT, check=True
    )


Glossary = dict[str, Any]

# Things a translation must carry over unchanged: Qt (%1, %n) and str.format ({name}, {n!r}) placeholders,
# HTML tags and entities. Checked for every glossary entry that is used.
_KEEP = re.compile(r"%(?:\d+|n)|\{[^{}\s]*\}|</?[A-Za-z][^<>]*>|&[a-z]+;")


def _kept(text: str) -> list[str]:
    return sorted(_KEEP.findall(text))


def _accelerators(text: str) -> int:
    return len(re.findall(r"&(?![&\s]|[a-z]+;)", text))


def check(source: str, translation: str | list[str]) -> list[str]:
    """Problems of one glossary entry: placeholders, tags or the accelerator not carried over."""
    problems = []
    for text in [translation] if isinstance(translation, str) else translation:
        if _kept(source) != _kept(text):
            problems.append(f"placeholders/tags differ: {_kept(source)} != {_kept(text)}")
        if _accelerators(source) != _accelerators(text):
            problems.append("keyboard accelerator (&) missing or doubled")
        for end in ("…", ":", "."):
            if source.endswith(end) and not text.endswith(end):  # an added "." (abbreviation) is fine
                problems.append(f"ending {end!r} differs")
    return problems


def lookup(glossary: Glossary, context: str, source: str, comment: str = "") -> str | list[str] | None:
    """The glossary's Ukrainian text: an entry for the message's disambiguation comment under
    "@disambiguations" first, then a context-specific one under "@contexts", then the plain one.

    A plural message (%n) takes a list of the three Ukrainian forms (one, few, many)."""
    by_comment = glossary.get("@disambiguations", {})
    if comment and source in by_comment.get(comment, {}):
        return by_comment[comment][source]
    by_context = glossary.get("@contexts", {})
    if source in by_context.get(context, {}):
        return by_context[context][source]
    value = glossary.get(source)
    return value if isinstance(value, (str, list)) else None


def load_glossary() -> Glossary:
    """The main glossary with every file of tools/glossary/ merged over it (contexts and disambiguations
    merged key by key)."""
    glossary: Glossary = json.loads(GLOSSARY.read_text("utf-8")) if GLOSSARY.exists() else {}
    for path in sorted(GLOSSARY_DIR.glob("*.json")) if GLOSSARY_DIR.is_dir() else []:
        extra: Glossary = json.loads(path.read_text("utf-8"))
        for key, value in extra.items():
            if key in ("@contexts", "@disambiguations"):
                section = glossary.setdefault(key, {})
                for name, entries in value.items():
                    section.setdefault(name, {}).update(entries)
            else:
                glossary[key] = value
    return glossary


def apply_glossary(refresh: bool = False) -> tuple[int, int]:
    """Fill unfinished messages from the glossary (with refresh: every message the glossary knows)."""
    glossary = load_glossary()
    tree = ET.parse(TS)
    root = tree.getroot()
    root.set("language", "uk_UA")
    done = missing = 0
    for ctx in root.iter("context"):
        context = ctx.findtext("name") or ""
        for message in ctx.iter("message"):
            source = message.findtext("source") or ""
            numerus = message.get("numerus") == "yes"
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            empty = not "".join(translation.itertext()).strip()
            if not (refresh or translation.get("type") == "unfinished" or empty):
                continue
            value = lookup(glossary, context, source, message.findtext("comment") or "")
            if numerus and isinstance(value, str):
                value = None  # a plural message needs its three forms
            if value is None:
                if translation.get("type") == "unfinished" or empty:
                    translation.set("type", "unfinished")
                    missing += 1
                continue
            for problem in check(source, value):
                print(f"warning: {context}: {source!r}: {problem}", file=sys.stderr)
            for child in list(translation):
                translation.remove(child)
            if isinstance(value, list):
                translation.text = None
                for form in value:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                translation.text = value
            translation.attrib.pop("type", None)
            done += 1
    tree.write(TS, encoding="utf-8", xml_declaration=True)
    return done, missing


def lrelease() -> None:
    subprocess.run([str(BIN / "pyside6-lrelease"), str(TS), "-qm", str(QM)], cwd=ROOT, check=True)


def main() -> int:
    refresh = "--refresh" in sys.argv[1:]
    lupdate()
    done, missing = apply_glossary(refresh)
    lrelease()
    print(f"translations: {done} filled from the glossary, {missing} still unfinished")
    return 0


if __name__ == "__main__":
    sys.exit(main())
