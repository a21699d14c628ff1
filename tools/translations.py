"""Update the Qt Linguist sources and compile them: `make translations`.

0. desktop/ui/service_error_strings.py is regenerated: the services' error templates (ServiceErrors);
1. pyside6-lupdate collects every tr()/translate() string from desktop/ into resources/translations/
   toybox_uk.ts and toybox_en.ts (existing translations are kept; translators can edit the .ts with Qt
   Linguist). Every message whose source has a %n is made a plural ("numerus") message: lupdate marks only
   tr(..., n) calls so, not QCoreApplication.translate(context, text, "", n) ones;
2. strings still unfinished get the Ukrainian text from tools/uk_glossary.json where it has one, and the
   files of tools/glossary/ merged over it;
3. English needs a translation only for its plurals (Qt shows the source text of every other message):
   toybox_en.ts gets the two English forms of each %n message from tools/glossary_en/*.json
   ({"%n problem(s)": ["%n problem", "%n problems"]}, "@contexts" as for Ukrainian), one file per area of
   work; a %n message without them is reported (and tests/i18n/test_plurals.py fails);
4. pyside6-lrelease compiles the .qm files the app loads;
5. the venue web's share of the Ukrainian translation (the contexts of desktop.web.messages.APP_CONTEXTS: the
   games' result labels and choices) is written beside the .qm as resources/translations/toybox_uk_web.json:
   the web reads no .qm (no Qt there) and the installer's bundle ships no .ts
   (tests/web/test_web_app_strings.py fails when the file is stale against the .ts).

Note for writers: lupdate skips a translate()/tr() call whose plural argument is an expression with
parentheses (``int(count)``, ``len(x)``): pass a plain name (``n``) or attribute instead.

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
TS_EN = ROOT / "resources" / "translations" / "toybox_en.ts"
QM_EN = TS_EN.with_suffix(".qm")
GLOSSARY = ROOT / "tools" / "uk_glossary.json"
# English plural forms, one file per area of work (same format, two forms per %n message).
GLOSSARY_EN_DIR = ROOT / "tools" / "glossary_en"
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
        [str(BIN / "pyside6-lupdate"), *sources(), "-ts", str(TS), str(TS_EN), "-no-obsolete"],
        cwd=ROOT,
        check=True,
    )


def is_plural(source: str) -> bool:
    return "%n" in source


def mark_plurals(root: ET.Element) -> None:
    """Every %n message becomes a numerus message (its old single translation, if any, is dropped)."""
    for message in root.iter("message"):
        if message.get("numerus") == "yes" or not is_plural(message.findtext("source") or ""):
            continue
        message.set("numerus", "yes")
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        if not len(translation):
            translation.text = None
            translation.set("type", "unfinished")
            ET.SubElement(translation, "numerusform")


Glossary = dict[str, Any]

# Things a translation must carry over unchanged: Qt (%1, %n) and str.format ({name}, {n!r}) placeholders,
# HTML tags and entities. Checked for every glossary entry that is used.
_KEEP = re.compile(r"%(?:\d+|n)|\{[^{}\s]*\}|</?[A-Za-z][^<>]*>|&[a-z]+;")


def _kept(text: str) -> list[str]:
    return sorted(_KEEP.findall(text))


def _accelerators(text: str) -> int:
    return len(re.findall(r"&(?![&\s]|[a-z]+;)", text))


def check(source: str, translation: str | list[str], singular_drops_n: bool = False) -> list[str]:
    """Problems of one glossary entry: placeholders, tags or the accelerator not carried over.

    ``singular_drops_n``: the first plural form may leave out %n (English "a missing node", used for
    n = 1 only; a Ukrainian "one" form also serves 21, 31… and must keep it)."""
    problems = []
    for i, text in enumerate([translation] if isinstance(translation, str) else translation):
        kept = _kept(text)
        if singular_drops_n and i == 0 and "%n" not in kept:
            kept = sorted([*kept, "%n"])
        if _kept(source) != kept:
            problems.append(f"placeholders/tags differ: {_kept(source)} != {kept}")
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


def load_glossary(main: Path | None = GLOSSARY, folder: Path = GLOSSARY_DIR) -> Glossary:
    """The main glossary with every file of tools/glossary/ merged over it (contexts and disambiguations
    merged key by key)."""
    glossary: Glossary = json.loads(main.read_text("utf-8")) if main is not None and main.exists() else {}
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else []:
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
    mark_plurals(root)
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
    typographic_apostrophes(root)
    tree.write(TS, encoding="utf-8", xml_declaration=True)
    return done, missing


# An apostrophe inside a Ukrainian word ("комп'ютер") is the typographic one: "комп’ютер".
WORD_APOSTROPHE = re.compile(r"(?<=[а-щьюяєіїґА-ЩЬЮЯЄІЇҐ])['ʼ`](?=[а-щьюяєіїґА-ЩЬЮЯЄІЇҐ])")


def typographic_apostrophes(root: ET.Element) -> int:
    """Every Ukrainian translation (and plural form) spells the apostrophe inside a word as ’."""
    changed = 0
    for translation in root.iter("translation"):
        for node in (translation, *translation.iter("numerusform")):
            if node.text and WORD_APOSTROPHE.search(node.text):
                node.text = WORD_APOSTROPHE.sub("’", node.text)
                changed += 1
    return changed


def english_forms(glossary: Glossary, context: str, source: str) -> list[str] | None:
    value = lookup(glossary, context, source)
    if isinstance(value, list) and len(value) == 2 and all(isinstance(v, str) and v for v in value):
        return value
    return None


def apply_english() -> list[str]:
    """Give every plural message of toybox_en.ts its two English forms; other messages stay empty (Qt
    shows their source text). Returns the plural messages that have no English forms."""
    glossary = load_glossary(None, GLOSSARY_EN_DIR)
    tree = ET.parse(TS_EN)
    root = tree.getroot()
    root.set("language", "en_GB")
    root.set("sourcelanguage", "en_GB")
    mark_plurals(root)
    lacking = []
    for ctx in root.iter("context"):
        context = ctx.findtext("name") or ""
        for message in ctx.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            if message.get("numerus") != "yes":
                for child in list(translation):
                    translation.remove(child)
                translation.text = None
                translation.set("type", "unfinished")  # not translated: the source text is shown
                continue
            forms = english_forms(glossary, context, source)
            for child in list(translation):
                translation.remove(child)
            translation.text = None
            if forms is None:
                lacking.append(f"{context}: {source}")
                translation.set("type", "unfinished")
                ET.SubElement(translation, "numerusform")
                continue
            for problem in check(source, forms, singular_drops_n=True):
                print(f"warning: en: {context}: {source!r}: {problem}", file=sys.stderr)
            for form in forms:
                ET.SubElement(translation, "numerusform").text = form
            translation.attrib.pop("type", None)
    tree.write(TS_EN, encoding="utf-8", xml_declaration=True)
    return lacking


def lrelease() -> None:
    for ts, qm in ((TS, QM), (TS_EN, QM_EN)):
        subprocess.run([str(BIN / "pyside6-lrelease"), str(ts), "-qm", str(qm)], cwd=ROOT, check=True)


def write_app_strings(ts: Path = TS) -> Path:
    """The venue web's translations of the app's texts (desktop.web.messages.APP_CONTEXTS) as JSON beside
    the .qm: {context: {English: translation}}, keys sorted, one entry a line."""
    sys.path.insert(0, str(ROOT))
    from desktop.web import messages

    lang = ts.stem.split("_", 1)[1]
    out = ts.with_name(messages.app_strings_name(lang))
    out.write_text(app_strings_json(messages.read_ts(ts)), encoding="utf-8")
    return out


def app_strings_json(strings: dict[str, dict[str, str]]) -> str:
    return json.dumps(strings, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def mark_service_errors() -> None:
    """Regenerate desktop/ui/service_error_strings.py (the services' error templates, for lupdate)."""
    sys.path.insert(0, str(ROOT))
    from desktop.ui import service_error_strings_gen as gen

    gen.main()


def known_translations() -> dict[tuple[str, str], Any]:
    """(source, comment) -> its one finished Ukrainian text in the current file, whatever the context:
    a text whose code moves to another class (another translation context) keeps its translation.
    A source translated differently in two contexts is left out (it needs a translator's choice)."""
    if not TS.exists():
        return {}
    found: dict[tuple[str, str], Any] = {}
    clash: set[tuple[str, str]] = set()
    for message in ET.parse(TS).getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
            continue
        forms = [f.text or "" for f in translation.iter("numerusform")]
        value: Any = forms if forms else (translation.text or "")
        if not value:
            continue
        key = (message.findtext("source") or "", message.findtext("comment") or "")
        if key in found and found[key] != value:
            clash.add(key)
        found[key] = value
    return {k: v for k, v in found.items() if k not in clash}


def carry_over(known: dict[tuple[str, str], Any]) -> int:
    """Fill the unfinished messages whose source text had a translation before lupdate ran."""
    tree = ET.parse(TS)
    filled = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") != "unfinished":
            continue
        value = known.get((message.findtext("source") or "", message.findtext("comment") or ""))
        if value is None or isinstance(value, list) != (message.get("numerus") == "yes"):
            continue
        for child in list(translation):
            translation.remove(child)
        if isinstance(value, list):
            translation.text = None
            for form in value:
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = value
        translation.attrib.pop("type", None)
        filled += 1
    tree.write(TS, encoding="utf-8", xml_declaration=True)
    return filled


def main() -> int:
    refresh = "--refresh" in sys.argv[1:]
    mark_service_errors()
    known = known_translations()
    lupdate()
    carried = carry_over(known)
    if carried:
        print(f"translations: {carried} kept from a text that moved to another context")
    done, missing = apply_glossary(refresh)
    lacking = apply_english()
    lrelease()
    write_app_strings()
    print(f"translations: {done} filled from the glossary, {missing} still unfinished")
    for name in lacking:
        print(f"warning: no English plural forms (tools/glossary_en/*.json) for {name}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
