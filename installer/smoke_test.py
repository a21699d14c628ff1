"""Smoke test of the built bundle, as a user runs it (`make installer-smoke`, a CI stage after `make test`).

Runs dist/toybox-arena/toybox-arena — never the source tree — on temporary data folders:
1. `--screenshot` of every page offscreen in English and Ukrainian: a real PNG, a seeded database;
2. one `event demo` (played by the computer) and, where the build has it, one `event sheets` PDF (fonts and
   QR code inside), checked with pypdf; the venue web in Ukrainian: `event serve` answers a phone asking
   for Ukrainian with Ukrainian pages, and the games' result labels and choices (read from the JSON file
   beside the .qm; the bundle ships no .ts) are those of the source tree, every one translated;
3. first paint of the main window against a bare PySide6 window from the same bundle (fresh processes,
   timed from the process start, medians of 5): at most 2.5 times, printed;
4. the .desktop entry (desktop-file-validate) and the AppStream metainfo (appstreamcli validate --no-net);
5. the .tar.xz: install.sh into a temporary HOME, the installed command runs, uninstall.sh leaves nothing;
6. Qt's text services through the bundle's trimmed ICU data (collation of Ukrainian and a dozen other
   languages, case mapping, text boundaries, time-zone names, single-byte code pages) answer exactly as
   the project's own PySide6 with ICU's full data does, and Ukrainian sorts in alphabetical order.
Exits non-zero at the first failure.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import statistics
import struct
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "toybox-arena"
EXE = BUNDLE / ("toybox-arena.exe" if sys.platform == "win32" else "toybox-arena")
LINUX = ROOT / "installer" / "linux"
APP_ID = "org.toyboxarena.ToyboxArena"
PAINT_TARGET = 2.5
PAINT_RUNS = 5


class SmokeError(RuntimeError):
    pass


def check(condition: bool, message: str) -> None:
    if not condition:
        raise SmokeError(message)


def run(args: list[str], home: Path, timeout: float = 300, **env: str) -> subprocess.CompletedProcess[str]:
    environment = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    environment.update(QT_QPA_PLATFORM="offscreen", TOYBOX_ARENA_HOME=str(home), **env)
    result = subprocess.run(
        [str(EXE), *args], env=environment, capture_output=True, text=True, timeout=timeout
    )
    if result.returncode != 0:
        raise SmokeError(
            f"`toybox-arena {' '.join(args)}` exited {result.returncode}:\n{result.stderr[-3000:]}"
        )
    return result


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    check(data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG file")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def screenshots(work: Path) -> None:
    for lang in ("en", "uk"):
        home = work / f"home-{lang}"
        for page in ("catalog", "squads", "play", "tournaments"):
            out = work / f"{page}-{lang}.png"
            run(["--screenshot", str(out), "--page", page, "--size", "1280x800", "--lang", lang], home)
            width, height = png_size(out)
            check((width, height) == (1280, 800), f"{out}: {width}x{height}, expected 1280x800")
            check(out.stat().st_size > 20_000, f"{out} is almost empty ({out.stat().st_size} bytes)")
        database = home / "toybox-arena.sqlite3"
        check(database.exists(), f"no database created in {home}")
        with sqlite3.connect(database) as con:
            check(
                con.execute("PRAGMA integrity_check").fetchone()[0] == "ok", "database integrity check failed"
            )
            items = con.execute("SELECT count(*) FROM catalog_items").fetchone()[0]
        check(items > 50, f"the bundled catalog seeded only {items} items")
        print(f"screenshots ({lang}): 4 pages at 1280x800, database seeded with {items} catalog items")


def demo_and_sheets(work: Path) -> None:
    home = work / "home-event"
    out = run(
        [
            "event",
            "demo",
            "--game",
            "toybattle",
            "--players",
            "8",
            "--rounds",
            "3",
            "--seed",
            "7",
            "--play",
            "--json",
        ],
        home,
    )
    data = json.loads(out.stdout)
    event = str(data.get("event_id", data.get("id", ""))) if isinstance(data, dict) else str(data)
    check(bool(event), f"event demo printed no event id: {out.stdout[:200]}")
    print(f"event demo: event {event} played through the bundle")
    has_sheets = subprocess.run(
        [str(EXE), "event", "sheets", "--help"],
        capture_output=True,
        text=True,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen", TOYBOX_ARENA_HOME=str(home)),
    )
    if has_sheets.returncode != 0:
        print("event sheets: not part of this build (skipped)")
        return
    pdf = work / "slips.pdf"
    run(
        ["event", "sheets", event, "--kind", "slips", "--round", "1", "--lang", "uk", "--out", str(pdf)], home
    )
    raw = pdf.read_bytes()
    check(raw.startswith(b"%PDF"), f"{pdf} is not a PDF")
    check(b"DejaVu" in raw, "the slips PDF does not embed the DejaVu font")
    try:
        from pypdf import PdfReader
    except ImportError:  # the smoke test runs in the project's venv, which has pypdf; not the bundle's check
        print("event sheets: PDF written (pypdf not available to read it back)")
        return
    reader = PdfReader(str(pdf))
    text = "".join(page.extract_text() or "" for page in reader.pages)
    check(
        len(reader.pages) >= 1 and any("\u0400" <= ch <= "\u04ff" for ch in text),
        "the Ukrainian slips have no Cyrillic text",
    )
    images = sum(len(page.images) for page in reader.pages) if hasattr(reader.pages[0], "images") else -1
    print(f"event sheets: {len(reader.pages)} pages of slips in Ukrainian, fonts embedded, {images} images")
    venue_web(work, home, event)


def venue_web(work: Path, home: Path, event: str) -> None:
    """`event serve` through the bundle: a phone asking for Ukrainian gets the pages in Ukrainian; the games'
    result labels and choices are the source tree's translations, read without the .ts files."""
    import re
    import signal
    import socket
    import urllib.request

    check(
        not list((BUNDLE / "_internal" / "resources" / "translations").glob("*.ts")),
        "the bundle ships .ts files (the app reads the .qm, the venue web the *_web.json)",
    )
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    environment = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    environment.update(QT_QPA_PLATFORM="offscreen", TOYBOX_ARENA_HOME=str(home))
    server = subprocess.Popen(
        [str(EXE), "event", "serve", event, "--port", str(port)],
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        found = re.search(r"https?://\S+", line)
        if found is None:
            server.kill()
            raise SmokeError(f"event serve did not say where it serves: {line!r}\n{server.communicate()[1][-2000:]}")
        url = found.group(0).rstrip("/")
        request = urllib.request.Request(url + "/", headers={"Accept-Language": "uk-UA,uk;q=0.9,en;q=0.5"})
        with urllib.request.urlopen(request, timeout=30) as response:
            page = response.read().decode("utf-8")
        for ukrainian in ("Турнір", "Пари", "Таблиця"):
            check(ukrainian in page, f"the venue web's page in Ukrainian lacks {ukrainian!r}")
        check("Pairings" not in page, "the venue web's page in Ukrainian shows English")
    finally:
        server.send_signal(signal.SIGINT)
        try:
            server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
    out = run([], work / "home-web", TOYBOX_ARENA_WEB_PROBE="uk")
    bundle = json.loads(out.stdout)
    reference = json.loads(
        subprocess.run(
            [sys.executable, str(ROOT / "installer" / "entry.py")],
            env=dict(os.environ, QT_QPA_PLATFORM="offscreen", TOYBOX_ARENA_WEB_PROBE="uk"),
            capture_output=True,
            text=True,
            timeout=120,
            check=True,
        ).stdout
    )
    check(bundle == reference, f"the bundle's result labels in Ukrainian differ from the source's:\n{bundle}")
    english = sorted(k for k, v in bundle.items() if k == v)
    check(bool(bundle) and not english, f"result labels left in English by the bundle's venue web: {english}")
    print(
        f"venue web: `event serve` answers in Ukrainian; {len(bundle)} result labels and choices in "
        "Ukrainian, as the source tree's (no .ts in the bundle)"
    )


LAZY_MODULES = (
    "desktop.games.helix.odds",
    "desktop.games.attacktix.engine",
    "desktop.ui.games.attacktix.board",
    "desktop.ui.games.helix.board",
    "desktop.ui.reports.preview",
    "pypdfium2",
    "pyqtgraph",
    "threadpoolctl",
    "qrcode",
    "reportlab.platypus",
    "bidi",  # the sheets' right-to-left names (Hebrew, Arabic)
    "arabic_reshaper",  # its optional font reading (fontTools) is left out: reshape() needs none
    "pymunk",
    "alembic.command",
    "PySide6.QtPrintSupport",
)
# PostgreSQL (psycopg and its libpq; psycopg_binary imports ssl) and the password in the system keyring:
# keyring's Secret Service backend needs secretstorage, which needs cryptography's Rust/OpenSSL extension
# and _cffi_backend. ssl and hashlib run on psycopg's OpenSSL in the bundle (build.py share_openssl).
OPTIONAL_MODULES = (
    "psycopg",
    "psycopg_binary",
    "keyring",
    "keyring.backends.SecretService",
    "secretstorage",
    "cryptography.hazmat.primitives.ciphers",
    "ssl",
    "hashlib",
    "hmac",
    "urllib.request",
    "sqlite3",
)


def lazy_imports(work: Path) -> None:
    """The app imports boards, engines, reports and their libraries on first use: check the bundle holds them."""
    import importlib.util

    wanted = [m for m in LAZY_MODULES if importlib.util.find_spec(m.split(".")[0]) is not None]
    wanted += [m for m in OPTIONAL_MODULES if importlib.util.find_spec(m.split(".")[0]) is not None]
    out = run([], work / "home-probe", TOYBOX_ARENA_IMPORT_PROBE=",".join(wanted))
    check(out.stdout.strip().endswith("imported"), f"the bundle misses modules: {out.stderr[-2000:]}")
    print(f"lazy imports: {len(wanted)} modules load from the bundle")


def first_paint(work: Path) -> None:
    home = work / "home-paint"
    environment = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    environment.update(QT_QPA_PLATFORM="offscreen", TOYBOX_ARENA_HOME=str(home))

    def measure(kind: str) -> float:
        start = time.perf_counter()
        proc = subprocess.Popen(
            [str(EXE)],
            env=dict(environment, TOYBOX_ARENA_FIRST_PAINT_PROBE=kind),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert proc.stdout is not None
        line = proc.stdout.readline()
        elapsed = time.perf_counter() - start
        proc.wait(timeout=60)
        check(line.strip() == "painted", f"first-paint probe {kind!r} failed: {proc.stderr.read()[-2000:]}")
        return elapsed

    measure("bare"), measure("app")  # warm the file cache
    bare, app = [], []
    for _ in range(PAINT_RUNS):
        bare.append(measure("bare"))
        app.append(measure("app"))
    b, a = statistics.median(bare), statistics.median(app)
    ratio = a / b
    print(
        f"first paint from the bundle: bare PySide6 window {b * 1000:.0f} ms, Toybox Arena {a * 1000:.0f} ms "
        f"(medians of {PAINT_RUNS}): ratio {ratio:.2f} (target <= {PAINT_TARGET})"
    )
    check(ratio <= PAINT_TARGET, f"the bundle's first paint is {ratio:.2f} times a bare window's")


def desktop_files() -> None:
    for tool, args in (
        ("desktop-file-validate", [str(LINUX / f"{APP_ID}.desktop")]),
        ("appstreamcli", ["validate", "--no-net", str(LINUX / f"{APP_ID}.metainfo.xml")]),
    ):
        path = shutil.which(tool)
        check(path is not None, f"{tool} is not installed (Debian: desktop-file-utils / appstream)")
        result = subprocess.run([path, *args], capture_output=True, text=True)
        check(result.returncode == 0, f"{tool} refused {args[-1]}:\n{result.stdout}{result.stderr}")
        print(f"{tool}: {Path(args[-1]).name} valid")


def text_services(work: Path) -> None:
    """Collation, case mapping, boundaries, time-zone names and code pages through the bundle's trimmed ICU
    data, against the project's own PySide6 (full ICU data) running the same probe (installer/entry.py)."""
    out = run([], work / "home-text", TOYBOX_ARENA_TEXT_PROBE="1")
    bundle = json.loads(out.stdout)
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen", TOYBOX_ARENA_TEXT_PROBE="1")
    ref = subprocess.run(
        [sys.executable, str(ROOT / "installer" / "entry.py")],
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    reference = json.loads(ref.stdout)
    from entry import UKRAINIAN_ORDER

    for probe in (reference, bundle):
        check(
            probe["collation"]["uk alphabet"] == list(UKRAINIAN_ORDER),
            f"Ukrainian words out of alphabetical order: {probe['collation']['uk alphabet']}",
        )
    compared = [key for key in reference if key != "dropped"]
    for key in compared:
        for name, expected in (
            reference[key].items() if isinstance(reference[key], dict) else [(key, reference[key])]
        ):
            got = bundle[key][name] if isinstance(reference[key], dict) else bundle[key]
            check(
                got == expected, f"the bundle's {key} ({name}) differ from PySide6's own:\n{got}\n{expected}"
            )
    collations = len(reference["collation"])
    dropped = ", ".join(name for name, valid in bundle["dropped"].items() if not valid) or "none"
    print(
        f"text services through the bundle's ICU: {collations} collations, case mapping in "
        f"{len(reference['case'])} languages, 4 kinds of text boundaries, time-zone names, "
        f"{len(reference['code pages'])} code pages: as PySide6's own (multi-byte code pages dropped: {dropped})"
    )


def listing(root: Path) -> set[str]:
    return {str(p.relative_to(root)) for p in root.rglob("*")}


def install_uninstall(work: Path) -> None:
    archives = sorted((ROOT / "dist").glob("toybox-arena-*-linux-*.tar.xz"))
    check(bool(archives), "no .tar.xz archive in dist/ (run `make installer`)")
    unpack = work / "unpack"
    unpack.mkdir()
    tar_tool = shutil.which("tar")
    if tar_tool:  # as a user unpacks it: `tar xf` (GNU tar picks xz by itself)
        subprocess.run(
            [tar_tool, "xf", str(archives[-1]), "-C", str(unpack)], check=True, capture_output=True
        )
    else:
        with tarfile.open(archives[-1]) as tar:
            tar.extractall(unpack, filter="tar") if hasattr(tarfile, "data_filter") else tar.extractall(
                unpack
            )
    top = next(unpack.iterdir())
    home = work / "home-install"
    home.mkdir()
    (home / "notes.txt").write_text("the user's own file\n")
    before = listing(home)
    env = {k: v for k, v in os.environ.items() if k not in ("XDG_DATA_HOME", "PREFIX")}
    env["HOME"] = str(home)
    subprocess.run(["sh", str(top / "install.sh")], env=env, check=True, capture_output=True, text=True)
    installed = home / ".local" / "bin" / "toybox-arena"
    check(installed.exists(), "install.sh did not create ~/.local/bin/toybox-arena")
    check((home / ".local/share/applications" / f"{APP_ID}.desktop").exists(), "no .desktop entry installed")
    check((home / ".local/share/icons/hicolor/scalable/apps" / f"{APP_ID}.svg").exists(), "no icon installed")
    help_run = subprocess.run([str(installed), "--help"], env=env, capture_output=True, text=True, timeout=60)
    check(help_run.returncode == 0 and "event" in help_run.stdout, "the installed command does not run")
    subprocess.run(["sh", str(top / "uninstall.sh")], env=env, check=True, capture_output=True, text=True)
    left = listing(home) - before
    check(not left, f"uninstall.sh left {sorted(left)[:10]}")
    check((home / "notes.txt").read_text() == "the user's own file\n", "uninstall touched the user's files")
    print(
        f"install.sh / uninstall.sh into a temporary HOME: installed, ran, removed without a trace "
        f"({archives[-1].name}, {archives[-1].stat().st_size / 1e6:.1f} MB)"
    )


def main() -> int:
    if not EXE.exists():
        print(f"smoke test: no bundle at {EXE} (run `make installer` first)", file=sys.stderr)
        return 1
    work = Path(tempfile.mkdtemp(prefix="toybox-smoke-"))
    try:
        for step in (screenshots, lazy_imports, text_services, demo_and_sheets, first_paint):
            step(work)
        desktop_files()
        install_uninstall(work)
    except (SmokeError, subprocess.SubprocessError, OSError) as exc:
        print(f"smoke test FAILED: {exc}", file=sys.stderr)
        return 1
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("smoke test passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
