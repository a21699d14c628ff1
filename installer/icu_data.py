"""Trim the ICU data library that PySide6's Qt carries (libicudata.so.NN, 32 MB) to what Qt reads.

QtCore links ICU and calls only a few of its services (see ``objdump -T libQt6Core.so.6``): collation
(``ucol_*``, QCollator and the file dialogs' sorting), locale-aware case mapping (``u_strToUpper`` /
``u_strToLower``, whose tables are compiled into libicuuc, not read from the data), time-zone display names
(``ucal_*``) and code-page converters (``ucnv_*``, QStringConverter for encodings Qt does not implement).
Text boundaries, normalisation and IDNA are Qt's own. So the data keeps:

* every collation (``coll/``, all locales: sorting stays right whatever the locale);
* the locale data and time-zone names of the shipped languages (root, English, Ukrainian) and the
  supplemental tables (``supplementalData``, ``likelySubtags``, ``metaZones``, ``zoneinfo64`` …);
* the normalisation and property tables (``*.nrm``, ``*.icu`` except ``unames.icu``) and the converter
  aliases with every single-byte converter (windows-1251, KOI8-U, ISO-8859-5, CP866, windows-1252 …);

and drops what no Qt call reads: break-iterator dictionaries, transliterators, currency/language/region/unit
display names, spell-out rules, character names, confusables, stringprep profiles, the other languages'
locale data and the multi-byte (East Asian) converters.

The data is an ICU "common data" package (format ``CmnD``): a header, a table of contents (count, then
name/data offsets relative to the table) and the items, each 16-byte aligned. The library exports it as one
symbol, ``icudtNN_dat``; the trimmed package is linked into a new library with the same soname and symbol
(GNU ``as`` and ``ld`` from binutils, which the build already needs for ``strip`` and ``objdump``).
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import tempfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

LANGUAGES = ("en", "uk")  # the languages the app ships (resources/translations)
_LOCALE = re.compile(r"^(?:root|[a-z]{2,3}(?:_[A-Za-z0-9]+)*)$")
# Trees of locale data that no ICU call of Qt reads.
DROPPED_TREES = ("brkitr", "translit", "curr", "lang", "region", "unit", "rbnf")
# Trees kept only for the shipped languages (time-zone names).
LANGUAGE_TREES = ("zone",)
DROPPED_FILES = ("unames.icu",)  # character names (u_charName)
DROPPED_SUFFIXES = (".cfu", ".spp")  # confusables (uspoof), stringprep profiles (usprep, IDNA2003)


class IcuDataError(ValueError):
    """The file is not an ICU common data package or library."""


@dataclass(frozen=True)
class CommonData:
    header: bytes  # the package's DataHeader, unchanged (format CmnD, ICU version, copyright)
    items: tuple[tuple[str, bytes], ...]  # (name such as "icudt73l/coll/uk.res", bytes), sorted by name

    @property
    def prefix(self) -> str:
        return self.items[0][0].split("/", 1)[0] if self.items else ""


def parse(blob: bytes) -> CommonData:
    if len(blob) < 32 or blob[2:4] != b"\xda\x27":
        raise IcuDataError("not ICU data (no 0xda27 magic)")
    header_size = struct.unpack_from("<H", blob, 0)[0]
    info_size = struct.unpack_from("<H", blob, 4)[0]
    is_big_endian = blob[8]
    if is_big_endian or blob[12:16] != b"CmnD" or info_size < 20:
        raise IcuDataError("not a little-endian ICU common data package (CmnD)")
    toc = header_size
    if len(blob) < toc + 4:
        raise IcuDataError("truncated package (no table of contents)")
    (count,) = struct.unpack_from("<I", blob, toc)
    if toc + 4 + 8 * count > len(blob):
        raise IcuDataError("truncated table of contents")
    entries = [struct.unpack_from("<II", blob, toc + 4 + 8 * i) for i in range(count)]
    items = []
    for i, (name_offset, data_offset) in enumerate(entries):
        end_name = blob.find(b"\0", toc + name_offset)
        if end_name < 0:
            raise IcuDataError("truncated item name")
        name = blob[toc + name_offset : end_name].decode("ascii")
        end = entries[i + 1][1] if i + 1 < count else len(blob) - toc
        if not 0 < data_offset <= end <= len(blob) - toc:
            raise IcuDataError(f"item {name} lies outside the package")
        items.append((name, blob[toc + data_offset : toc + end]))
    return CommonData(blob[:header_size], tuple(items))


def _pad16(data: bytearray) -> None:
    data.extend(b"\xaa" * (-len(data) % 16))  # pkgdata's filler byte


def serialize(data: CommonData) -> bytes:
    """The package bytes, laid out as ICU's pkgdata does: names after the table, items 16-byte aligned."""
    names = [name for name, _ in data.items]
    if names != sorted(names, key=lambda n: n.encode("ascii")):
        raise IcuDataError("items must be sorted by name (ICU looks them up by binary search)")
    count = len(data.items)
    table_size = 4 + 8 * count
    name_blob = bytearray()
    name_offsets = []
    for name in names:
        name_offsets.append(table_size + len(name_blob))
        name_blob += name.encode("ascii") + b"\0"
    body = bytearray(table_size) + name_blob
    # Item offsets are relative to the table, which starts at the header's (16-aligned) end.
    _pad16(body)
    data_offsets = []
    for _, item in data.items:
        data_offsets.append(len(body))
        body += item
        _pad16(body)
    struct.pack_into("<I", body, 0, count)
    for i, (n, d) in enumerate(zip(name_offsets, data_offsets, strict=True)):
        struct.pack_into("<II", body, 4 + 8 * i, n, d)
    if len(data.header) % 16:
        raise IcuDataError("the header must keep its 16-byte alignment")
    return bytes(data.header) + bytes(body)


def _single_byte_converter(item: bytes) -> bool:
    """A .cnv whose UConverterStaticData says at most one byte per character (a single-byte code page)."""
    header_size = struct.unpack_from("<H", item, 0)[0]
    # UConverterStaticData: structSize (4), name (60), codepage (4), platform, conversionType,
    # minBytesPerChar, maxBytesPerChar.
    return len(item) > header_size + 71 and item[header_size + 71] == 1


def _language_of(locale: str) -> str:
    return locale.split("_", 1)[0]


def keep(name: str, item: bytes, languages: Iterable[str] = LANGUAGES) -> bool:
    """Whether the trimmed data keeps the item ``name`` ("icudt73l/tree/file.ext" or "icudt73l/file.ext")."""
    wanted = {"root", *languages}
    parts = name.split("/")[1:]
    file = parts[-1]
    stem, _, ext = file.rpartition(".")
    if len(parts) == 2:
        tree = parts[0]
        if tree in DROPPED_TREES:
            return False
        if tree in LANGUAGE_TREES and _LOCALE.match(stem):
            return _language_of(stem) in wanted
        return True  # coll/ (every locale), pool.res and res_index.res of the kept trees
    if file in DROPPED_FILES or file.endswith(DROPPED_SUFFIXES):
        return False
    if ext == "cnv":
        return _single_byte_converter(item)
    if ext == "res" and _LOCALE.match(stem):
        return _language_of(stem) in wanted
    return True  # supplemental tables, normalisation, properties, converter aliases


def trim(data: CommonData, predicate: Callable[[str, bytes], bool] = keep) -> CommonData:
    return CommonData(data.header, tuple((n, d) for n, d in data.items if predicate(n, d)))


# --- the shared library -------------------------------------------------------------------------------


def _elf_sections(elf: bytes) -> list[tuple[str, int, int, int, int, int]]:
    """(name, type, address, offset, size, link) of each section of a 64-bit little-endian ELF file."""
    if elf[:4] != b"\x7fELF" or elf[4] != 2 or elf[5] != 1:
        raise IcuDataError("not a 64-bit little-endian ELF file")
    shoff = struct.unpack_from("<Q", elf, 0x28)[0]
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", elf, 0x3A)
    raw = [struct.unpack_from("<IIQQQQII", elf, shoff + i * shentsize) for i in range(shnum)]
    strtab_offset = raw[shstrndx][4]
    out = []
    for name, kind, _flags, addr, offset, size, link, _info in raw:
        end = elf.index(b"\0", strtab_offset + name)
        out.append((elf[strtab_offset + name : end].decode(), kind, addr, offset, size, link))
    return out


def read_library(library: Path) -> tuple[str, bytes]:
    """The exported data symbol (``icudtNN_dat``) and the package bytes it holds."""
    elf = library.read_bytes()
    sections = _elf_sections(elf)
    dynsym = next((s for s in sections if s[0] == ".dynsym"), None)
    if dynsym is None:
        raise IcuDataError(f"{library.name} has no dynamic symbol table")
    dynstr = sections[dynsym[5]]
    for i in range(dynsym[4] // 24):
        name_off, _info, _other, shndx, value, size = struct.unpack_from("<IBBHQQ", elf, dynsym[3] + 24 * i)
        end = elf.index(b"\0", dynstr[3] + name_off)
        name = elf[dynstr[3] + name_off : end].decode()
        if re.fullmatch(r"icudt\d+_dat", name) and 0 < shndx < len(sections):
            section = sections[shndx]
            start = section[3] + value - section[2]
            return name, elf[start : start + size]
    raise IcuDataError(f"{library.name} exports no icudtNN_dat symbol")


def _soname(library: Path) -> str:
    out = subprocess.run(["objdump", "-p", str(library)], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        if line.strip().startswith("SONAME"):
            return line.split()[1]
    return library.name


def tools_available() -> bool:
    return all(shutil.which(tool) for tool in ("as", "ld", "objdump"))


def write_library(symbol: str, package: bytes, soname: str, out: Path) -> None:
    """Link ``package`` into a shared library exporting it as ``symbol`` (read-only, 16-byte aligned)."""
    with tempfile.TemporaryDirectory(prefix="icudata-") as tmp:
        work = Path(tmp)
        (work / "data.bin").write_bytes(package)
        (work / "data.s").write_text(
            "\t.section .rodata\n"
            f"\t.globl {symbol}\n"
            f"\t.type {symbol}, %object\n"
            "\t.balign 16\n"
            f"{symbol}:\n"
            '\t.incbin "data.bin"\n'
            f"\t.size {symbol}, . - {symbol}\n"
            '\t.section .note.GNU-stack,"",%progbits\n',
            "ascii",
        )
        subprocess.run(["as", "-o", "data.o", "data.s"], cwd=work, check=True, capture_output=True)
        subprocess.run(
            ["ld", "-shared", "-soname", soname, "-z", "noexecstack", "-o", "lib.so", "data.o"],
            cwd=work,
            check=True,
            capture_output=True,
        )
        shutil.copyfile(work / "lib.so", out)
        out.chmod(0o755)


@dataclass(frozen=True)
class TrimReport:
    library: Path
    before: int  # bytes of the library
    after: int
    items_before: int
    items_after: int


def trim_library(library: Path, languages: Iterable[str] = LANGUAGES) -> TrimReport:
    """Replace ``library`` (a libicudata.so) by one holding only the data Qt reads. Written beside it and
    renamed over it, so an interrupted build leaves the original in place."""
    languages = tuple(languages)
    symbol, package = read_library(library)
    data = parse(package)
    trimmed = trim(data, lambda name, item: keep(name, item, languages))
    new = library.with_name(library.name + ".trimmed")
    write_library(symbol, serialize(trimmed), _soname(library), new)
    check_symbol, check_package = read_library(new)
    if check_symbol != symbol or parse(check_package).items != trimmed.items:
        new.unlink()
        raise IcuDataError(f"the rebuilt {library.name} does not hold the trimmed data")
    before = library.stat().st_size
    new.replace(library)
    return TrimReport(library, before, library.stat().st_size, len(data.items), len(trimmed.items))
