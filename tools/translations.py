"""Update the Qt Linguist sources and compile them: `make translations`.

1. pyside6-lupdate collects every tr()/translate() string from desktop/ into resources/translations/toybox_uk.ts
   (existing translations are kept; translators can edit the .ts with Qt Linguist);
2. strings still unfinished get the Ukrainian text from tools/uk_glossary.json where it has one;
3. pyside6-lrelease compiles the .qm file the app loads.
"""

from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS = ROOT / "resources" / "translations" / "toybox_uk.ts"
QM = TS.with_suffix(".qm")
GLOSSARY = ROOT / "tools" / "uk_glossary.json"
BIN = Path(sys.executable).parent


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "desktop").rglob("*.py") if "tr(" in p.read_text("utf-8") or "translate(" in p.read_text("utf-8"))


def lupdate() -> None:
    TS.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([str(BIN / "pyside6-lupdate"), *sources(), "-ts", str(TS), "-no-obsolete"], cwd=ROOT, check=True)


def apply_glossary() -> tuple[int, int]:
    glossary: dict[str, str] = json.loads(GLOSSARY.read_text("utf-8")) if GLOSSARY.exists() else {}
    tree = ET.parse(TS)
    root = tree.getroot()
    root.set("language", "uk_UA")
    done = missing = 0
    for message in root.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        if translation.get("type") == "unfinished" or not (translation.text or "").strip():
            if source in glossary:
                translation.text = glossary[source]
                translation.attrib.pop("type", None)
                done += 1
            else:
                translation.set("type", "unfinished")
                missing += 1
    tree.write(TS, encoding="utf-8", xml_declaration=True)
    return done, missing


def lrelease() -> None:
    subprocess.run([str(BIN / "pyside6-lrelease"), str(TS), "-qm", str(QM)], cwd=ROOT, check=True)


def main() -> int:
    lupdate()
    done, missing = apply_glossary()
    lrelease()
    print(f"translations: {done} filled from the glossary, {missing} still unfinished")
    return 0


if __name__ == "__main__":
    sys.exit(main())
