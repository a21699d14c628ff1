"""installer/icu_data.py: reading, trimming and relinking Qt's ICU data library (issue 17, bundle size)."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"installer_{name}", ROOT / "installer" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


icu = _load("icu_data")

needs_binutils = pytest.mark.skipif(
    not icu.tools_available(), reason="GNU as/ld/objdump (binutils) not installed"
)


def _qt_icu_library() -> Path | None:
    spec = importlib.util.find_spec("PySide6")
    if spec is None or spec.origin is None:
        return None
    found = sorted((Path(spec.origin).parent / "Qt" / "lib").glob("libicudata.so.*"))
    return next((p for p in found if not p.is_symlink()), found[0] if found else None)


QT_ICU = _qt_icu_library()
needs_qt_icu = pytest.mark.skipif(QT_ICU is None, reason="this PySide6 carries no ICU (not Linux)")


def _header(prefix_note: bytes = b"test data") -> bytes:
    """A DataHeader of format CmnD 1.0, little-endian, padded to 32 bytes."""
    info = struct.pack("<HHBBBB4s4s4s", 20, 0, 0, 0, 2, 0, b"CmnD", b"\1\0\0\0", b"\x49\0\0\0")
    body = info + prefix_note
    size = 4 + len(body)
    size += -size % 16
    return struct.pack("<HBB", size, 0xDA, 0x27) + body + b"\0" * (size - 4 - len(body))


def _item(payload: bytes, fmt: bytes = b"ResB") -> bytes:
    info = struct.pack("<HHBBBB4s4s4s", 20, 0, 0, 0, 2, 0, fmt, b"\3\0\0\0", b"\0\0\0\0")
    data = struct.pack("<HBB", 32, 0xDA, 0x27) + info + b"\0" * 8 + payload
    return data + b"\0" * (-len(data) % 16)


def _converter(max_bytes: int) -> bytes:
    """A .cnv item whose UConverterStaticData says ``max_bytes`` bytes per character at most."""
    static = struct.pack("<i60sibbbb", 100, b"test-cp", 1251, 0, 2, 1, max_bytes) + b"\0" * 30
    return _item(static, b"cnvt")


def _package(names: list[str]) -> object:
    return icu.CommonData(_header(), tuple((name, _item(name.encode() * 3)) for name in names))


def test_serialize_then_parse_gives_back_every_item_aligned():
    data = _package(["t/a.res", "t/coll/uk.res", "t/zone/en.res", "t/zz.icu"])
    blob = icu.serialize(data)
    back = icu.parse(blob)
    assert back.header == data.header and back.items == data.items
    count = struct.unpack_from("<I", blob, len(data.header))[0]
    offsets = [struct.unpack_from("<II", blob, len(data.header) + 4 + 8 * i)[1] for i in range(count)]
    assert count == 4 and all(offset % 16 == 0 for offset in offsets) and offsets == sorted(offsets)


def test_serialize_refuses_unsorted_items_which_icu_could_not_find():
    data = icu.CommonData(_header(), (("t/b.res", _item(b"b")), ("t/a.res", _item(b"a"))))
    with pytest.raises(icu.IcuDataError, match="sorted"):
        icu.serialize(data)


@pytest.mark.parametrize(
    "blob",
    [
        b"",
        b"\x7fELF" + b"\0" * 60,
        b"\x20\x00\xda\x27" + b"\0" * 28,
        icu.serialize(_package(["t/a.res"]))[:40],
    ],
    ids=["empty", "elf", "not-cmnd", "truncated"],
)
def test_parse_refuses_what_is_not_a_common_data_package(blob: bytes):
    with pytest.raises(icu.IcuDataError):
        icu.parse(blob)


@pytest.mark.parametrize(
    ("name", "kept"),
    [
        ("icudt73l/coll/uk.res", True),
        ("icudt73l/coll/zh.res", True),
        ("icudt73l/coll/ucadata.icu", True),
        ("icudt73l/coll/root.res", True),
        ("icudt73l/zone/uk.res", True),
        ("icudt73l/zone/en_GB.res", True),
        ("icudt73l/zone/root.res", True),
        ("icudt73l/zone/pool.res", True),
        ("icudt73l/zone/tzdbNames.res", True),
        ("icudt73l/zone/de.res", False),
        ("icudt73l/zone/zh_Hant_TW.res", False),
        ("icudt73l/uk.res", True),
        ("icudt73l/uk_UA.res", True),
        ("icudt73l/en_US_POSIX.res", True),
        ("icudt73l/root.res", True),
        ("icudt73l/de.res", False),
        ("icudt73l/sr_Latn.res", False),
        ("icudt73l/supplementalData.res", True),
        ("icudt73l/zoneinfo64.res", True),
        ("icudt73l/metaZones.res", True),
        ("icudt73l/likelySubtags.res", True),
        ("icudt73l/pool.res", True),
        ("icudt73l/icuver.res", True),
        ("icudt73l/units.res", True),
        ("icudt73l/nfkc.nrm", True),
        ("icudt73l/cnvalias.icu", True),
        ("icudt73l/uemoji.icu", True),
        ("icudt73l/unames.icu", False),
        ("icudt73l/confusables.cfu", False),
        ("icudt73l/rfc3491.spp", False),
        ("icudt73l/brkitr/cjdict.dict", False),
        ("icudt73l/brkitr/uk.res", False),
        ("icudt73l/translit/root.res", False),
        ("icudt73l/curr/uk.res", False),
        ("icudt73l/lang/uk.res", False),
        ("icudt73l/region/uk.res", False),
        ("icudt73l/unit/uk.res", False),
        ("icudt73l/rbnf/uk.res", False),
    ],
)
def test_keep_policy(name: str, kept: bool):
    assert icu.keep(name, _item(b"x")) is kept


def test_keep_takes_single_byte_converters_and_drops_multi_byte_ones():
    assert icu.keep("icudt73l/ibm-5347_P100-1998.cnv", _converter(1))  # windows-1251
    assert not icu.keep("icudt73l/ibm-943_P15A-2003.cnv", _converter(2))  # Shift_JIS
    assert not icu.keep("icudt73l/gb18030.cnv", _converter(4))


def test_keep_follows_the_languages_asked_for():
    assert icu.keep("icudt73l/de_AT.res", _item(b"x"), languages=("de",))
    assert not icu.keep("icudt73l/uk.res", _item(b"x"), languages=("de",))
    assert icu.keep("icudt73l/root.res", _item(b"x"), languages=())


@needs_binutils
def test_write_library_exports_the_package_under_its_symbol(tmp_path: Path):
    package = icu.serialize(_package(["t/a.res", "t/coll/b.res"]))
    lib = tmp_path / "libicudata.so.73"
    icu.write_library("icudt73_dat", package, "libicudata.so.73", lib)
    assert icu.read_library(lib) == ("icudt73_dat", package)
    dynamic = subprocess.run(["objdump", "-p", str(lib)], capture_output=True, text=True, check=True).stdout
    assert "SONAME               libicudata.so.73" in dynamic
    assert (
        "EXEC"
        not in subprocess.run(["objdump", "-h", str(lib)], capture_output=True, text=True)
        .stdout.split(".rodata")[1]
        .splitlines()[1]
    )


def test_read_library_refuses_a_library_without_icu_data(tmp_path: Path):
    other = tmp_path / "libother.so"
    shutil.copyfile(Path(importlib.util.find_spec("_ctypes").origin), other)
    with pytest.raises(icu.IcuDataError, match="icudtNN_dat"):
        icu.read_library(other)


@needs_qt_icu
def test_the_real_package_round_trips_byte_for_byte():
    symbol, package = icu.read_library(QT_ICU)
    data = icu.parse(package)
    assert symbol.startswith("icudt") and len(data.items) > 1000
    assert icu.serialize(data) == package


@needs_qt_icu
def test_trimming_the_real_package_keeps_collation_and_drops_the_rest():
    data = icu.parse(icu.read_library(QT_ICU)[1])
    trimmed = icu.trim(data)
    names = {name.split("/", 1)[1] for name, _ in trimmed.items}
    all_names = {name.split("/", 1)[1] for name, _ in data.items}
    assert {n for n in all_names if n.startswith("coll/")} <= names
    assert {"uk.res", "en.res", "root.res", "zone/uk.res", "cnvalias.icu", "zoneinfo64.res"} <= names
    assert not {
        n for n in names if n.startswith(("brkitr/", "translit/", "curr/", "lang/", "region/", "unit/"))
    }
    assert "de.res" not in names and "zone/de.res" not in names
    assert len(icu.serialize(trimmed)) < 8_000_000 < len(icu.serialize(data))


def _text_probe(library_dir: Path | None) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TOYBOX_ARENA_TEXT_PROBE="1")
    if library_dir is not None:  # the dynamic loader takes LD_LIBRARY_PATH before the Qt libraries' RUNPATH
        env["LD_LIBRARY_PATH"] = str(library_dir)
    out = subprocess.run(
        [sys.executable, str(ROOT / "installer" / "entry.py")],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return json.loads(out.stdout)


@needs_qt_icu
@needs_binutils
def test_qt_answers_the_same_with_the_trimmed_library(tmp_path: Path):
    """The trimmed libicudata loaded by PySide6's own Qt in place of the full one: collation (Ukrainian and
    eleven other languages), case mapping, boundaries, time-zone names and code pages are unchanged."""
    trimmed_dir = tmp_path / "trimmed"
    trimmed_dir.mkdir()
    lib = trimmed_dir / QT_ICU.name
    shutil.copyfile(QT_ICU, lib)
    report = icu.trim_library(lib)
    assert report.after < report.before / 4 and not list(trimmed_dir.glob("*.trimmed"))
    full, trimmed = _text_probe(None), _text_probe(trimmed_dir)
    entry = _load("entry")
    assert full["collation"]["uk alphabet"] == list(entry.UKRAINIAN_ORDER)
    for key in full:
        if key != "dropped":
            assert trimmed[key] == full[key], key
    assert not any(trimmed["dropped"].values())  # the East Asian multi-byte converters are gone


@needs_qt_icu
@needs_binutils
def test_the_text_probe_notices_missing_collation_data(tmp_path: Path):
    """The probe is sensitive: without the collation tree Ukrainian falls back to code-point order."""
    lib = tmp_path / QT_ICU.name
    symbol, package = icu.read_library(QT_ICU)
    no_collation = icu.trim(
        icu.parse(package), lambda name, item: "/coll/" not in name and icu.keep(name, item)
    )
    icu.write_library(symbol, icu.serialize(no_collation), QT_ICU.name, lib)
    probe = _text_probe(tmp_path)
    entry = _load("entry")
    assert probe["collation"]["uk alphabet"] != list(entry.UKRAINIAN_ORDER)
