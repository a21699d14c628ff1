"""Build the one-folder bundle and the Linux archive: `make installer`.

1. PyInstaller builds dist/toybox-arena/ from installer/toybox-arena.spec;
2. Qt's ICU data library is cut down to the data Qt reads (installer/icu_data.py: 32 MB to about 5.5 MB),
   Python's OpenSSL becomes a link to the newer copy psycopg ships, and the shared libraries are stripped;
3. dist/toybox-arena-VERSION-linux-ARCH.tar.xz holds the bundle with install.sh / uninstall.sh, the .desktop
   entry, the icon, the AppStream metainfo and the bundle's README (xz: GNU tar unpacks it on any Linux,
   `tar xf`, and it is a third smaller than gzip);
4. prints the build time, the unpacked size and the archive's size beside their limits (200 MB, 80 MB), and
   the largest files when a limit is missed. The limits are checked by tests/benchmarks/bundle_size.py
   (`make bench`), which fails when one is missed; the build itself succeeds so that the smoke test runs.
"""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
BUNDLE = DIST / "toybox-arena"
LINUX = ROOT / "installer" / "linux"
MAX_UNPACKED_MB = 200
MAX_ARCHIVE_MB = 80
APP_ID = "org.toyboxarena.ToyboxArena"


def version() -> str:
    import tomllib

    return tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"]


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def build_bundle() -> float:
    start = time.perf_counter()
    subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--clean",
            "--log-level",
            "WARN",
            "--distpath",
            str(DIST),
            "--workpath",
            str(ROOT / "build" / "pyinstaller"),
            str(ROOT / "installer" / "toybox-arena.spec"),
        ],
        cwd=ROOT,
        check=True,
    )
    return time.perf_counter() - start


def trim_icu() -> list[str]:
    """Cut Qt's libicudata down to the data Qt reads (PySide6's Linux wheels carry ICU; those for Windows and
    macOS carry none). Returns the lines to print."""
    sys.path.insert(0, str(ROOT / "installer"))
    import icu_data

    libraries = [p for p in BUNDLE.rglob("libicudata.so*") if p.is_file() and not p.is_symlink()]
    if not libraries:
        return []
    if not icu_data.tools_available():
        return ["ICU data: not trimmed (GNU as, ld and objdump from binutils are needed)"]
    languages = sorted(
        {"en", *(p.stem.split("_", 1)[1] for p in (ROOT / "resources" / "translations").glob("*_*.qm"))}
    )
    lines = []
    for library in libraries:
        report = icu_data.trim_library(library, languages)
        lines.append(
            f"ICU data {library.relative_to(BUNDLE)}: {report.before / 1e6:.1f} MB -> {report.after / 1e6:.1f} MB "
            f"({report.items_after} of {report.items_before} items; languages {', '.join(languages)})"
        )
    return lines


def _dynamic_symbols(path: Path) -> tuple[set[str], set[str]]:
    """(undefined OPENSSL_* versioned symbols, defined symbols) of an ELF file, from ``objdump -T``."""
    out = subprocess.run(["objdump", "-T", str(path)], capture_output=True, text=True).stdout
    undefined, defined = set(), set()
    for line in out.splitlines():
        fields = line.split()
        if len(fields) < 4 or not fields[0].strip("0123456789abcdef") == "":
            continue
        if "*UND*" in line:
            if "OPENSSL_" in line:
                undefined.add(fields[-1])
        else:
            defined.add(fields[-1])
    return undefined, defined


def _needed(path: Path) -> list[str]:
    out = subprocess.run(["objdump", "-p", str(path)], capture_output=True, text=True).stdout
    return [line.split()[1] for line in out.splitlines() if line.strip().startswith("NEEDED")]


def _openssl_version(path: Path) -> tuple[int, ...]:
    import re

    found = re.search(rb"OpenSSL (\d+)\.(\d+)\.(\d+) ", path.read_bytes())
    return tuple(int(x) for x in found.groups()) if found else ()


def share_openssl() -> list[str]:
    """One OpenSSL instead of two: Python's _ssl and _hashlib link the build machine's libssl/libcrypto 3
    (5 MB), while psycopg's wheel ships its own OpenSSL 3 for libpq. When the wheel's copy is at least as new
    (OpenSSL 3 keeps its ABI within the major version) and defines every OpenSSL symbol those modules ask
    for, the system copies become links to it. Returns the lines to print."""
    if not sys.platform.startswith("linux") or shutil.which("objdump") is None:
        return []
    internal = BUNDLE / "_internal"
    pairs = {}
    for base in ("libcrypto", "libssl"):
        system = internal / f"{base}.so.3"
        wheel = sorted(
            p for p in internal.glob(f"*.libs/{base}-*.so.3") if p.is_file() and not p.is_symlink()
        )
        if system.is_file() and not system.is_symlink() and wheel:
            pairs[system] = wheel[0]
    crypto = internal / "libcrypto.so.3"
    if crypto not in pairs:
        return []
    system_version, wheel_version = _openssl_version(crypto), _openssl_version(pairs[crypto])
    if not system_version or wheel_version < system_version:
        return ["OpenSSL: Python's own copy kept (the wheel's OpenSSL is older)"]
    elves = [p for p in internal.rglob("*.so*") if p.is_file() and not p.is_symlink() and p not in pairs]
    users = [p for p in elves if any(system.name in _needed(p) for system in pairs)]
    wanted = set().union(*(_dynamic_symbols(p)[0] for p in users))
    missing = wanted - set().union(*(_dynamic_symbols(copy)[1] for copy in pairs.values()))
    if missing:
        return [f"OpenSSL: Python's own copy kept ({len(missing)} symbols missing from the wheel's)"]
    saved = 0
    for system, copy in pairs.items():
        saved += system.stat().st_size
        system.unlink()
        system.symlink_to(copy.relative_to(internal))
    names = ", ".join(sorted(p.name.split(".")[0] for p in users))
    version = ".".join(map(str, wheel_version))
    return [
        f"OpenSSL: {names} use {pairs[crypto].parent.name}'s OpenSSL {version}: {saved / 1e6:.1f} MB saved"
    ]


def remove_dangling_links() -> None:
    """PyInstaller links the Qt libraries into _internal/ before the spec drops some of them."""
    for path in sorted(BUNDLE.rglob("*")):
        if path.is_symlink() and not path.exists():
            path.unlink()


def strip_libraries() -> int:
    """Strip the debug symbols of the bundle's shared libraries (about 40 MB), except those that auditwheel
    patched into a wheel's `*.libs/` folder (numpy's OpenBLAS stops loading when stripped) and the
    executable (its archive is appended to it)."""
    if not sys.platform.startswith("linux") or shutil.which("strip") is None:
        return 0
    count = 0
    for path in sorted(BUNDLE.rglob("*.so*")):
        if path.is_symlink() or not path.is_file() or any(part.endswith(".libs") for part in path.parts):
            continue
        if path.read_bytes()[:4] != b"\x7fELF":
            continue
        if subprocess.run(["strip", "--strip-unneeded", str(path)], capture_output=True).returncode == 0:
            count += 1
    return count


ARCHIVE_SUFFIX = ".tar.xz"


def archive_name() -> str:
    return f"toybox-arena-{version()}-linux-{platform.machine()}"


def build_archive() -> Path:
    """The .tar.xz, written beside its final name and renamed over it when complete (an interrupted build
    leaves no truncated archive behind); older archives of the bundle are removed."""
    import lzma

    name = archive_name()
    archive = DIST / f"{name}{ARCHIVE_SUFFIX}"
    partial = archive.with_name(archive.name + ".part")
    # xz -6: -9 -e saves 2 % more and takes three times as long (8 min on the CI machine).
    try:
        with lzma.open(partial, "wb", preset=6) as xz, tarfile.open(fileobj=xz, mode="w") as tar:
            tar.add(BUNDLE, arcname=f"{name}/toybox-arena")
            for file in (
                "install.sh",
                "uninstall.sh",
                f"{APP_ID}.desktop",
                f"{APP_ID}.svg",
                f"{APP_ID}.metainfo.xml",
                "README.txt",
            ):
                tar.add(LINUX / file, arcname=f"{name}/{file}")
    except BaseException:
        partial.unlink(missing_ok=True)
        raise
    partial.replace(archive)
    for old in DIST.glob("toybox-arena-*-linux-*.tar.*"):
        if old != archive:
            old.unlink()
    return archive


def main() -> int:
    if not sys.platform.startswith("linux"):
        print(
            "build.py builds the Linux bundle; see installer/README.md for Windows and macOS", file=sys.stderr
        )
    start = time.perf_counter()
    pyinstaller_seconds = build_bundle()
    if not (BUNDLE / "toybox-arena").exists() and not (BUNDLE / "toybox-arena.exe").exists():
        print(f"build failed: no executable in {BUNDLE}", file=sys.stderr)
        return 1
    for line in trim_icu():
        print(line)
    remove_dangling_links()
    for line in share_openssl():
        print(line)
    stripped = strip_libraries()
    print(f"stripped {stripped} shared libraries")
    unpacked = folder_size(BUNDLE) / 1e6
    if not sys.platform.startswith("linux"):  # Windows and macOS: installer/README.md takes it from here
        print(
            f"build time: {time.perf_counter() - start:.0f} s; bundle: {unpacked:.1f} MB unpacked "
            f"(limit {MAX_UNPACKED_MB} MB)"
        )
        return 0
    archive_start = time.perf_counter()
    archive = build_archive()
    archive_seconds = time.perf_counter() - archive_start
    packed = archive.stat().st_size / 1e6
    print(
        f"build time: {time.perf_counter() - start:.0f} s (PyInstaller {pyinstaller_seconds:.0f} s, "
        f"archive {archive_seconds:.0f} s)"
    )
    print(f"bundle {BUNDLE.relative_to(ROOT)}: {unpacked:.1f} MB unpacked (limit {MAX_UNPACKED_MB} MB)")
    print(f"archive {archive.relative_to(ROOT)}: {packed:.1f} MB (limit {MAX_ARCHIVE_MB} MB)")
    ok = unpacked <= MAX_UNPACKED_MB and packed <= MAX_ARCHIVE_MB
    if not ok:
        print("size limit missed (tests/benchmarks/bundle_size.py fails)", file=sys.stderr)
        files = (p for p in BUNDLE.rglob("*") if p.is_file() and not p.is_symlink())
        biggest = sorted(files, key=lambda p: p.stat().st_size)[-15:]
        print("largest files:", file=sys.stderr)
        for p in reversed(biggest):
            print(f"  {p.stat().st_size / 1e6:7.1f} MB  {p.relative_to(BUNDLE)}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    os.chdir(ROOT)
    sys.exit(main())
