"""installer/build.py: the Linux archive and the clean-up of the built bundle."""

from __future__ import annotations

import importlib.util
import sys
import tarfile
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


build = _load("build")


@pytest.fixture
def fake_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    dist = tmp_path / "dist"
    bundle = dist / "toybox-arena"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "toybox-arena").write_bytes(b"\x7fELF" + bytes(1000))
    (bundle / "_internal" / "libQt6Core.so.6").write_bytes(bytes(range(256)) * 400)
    (bundle / "_internal" / "libQt6Gone.so.6").symlink_to("PySide6/Qt/lib/libQt6Gone.so.6")
    monkeypatch.setattr(build, "DIST", dist)
    monkeypatch.setattr(build, "BUNDLE", bundle)
    return dist


def test_the_archive_is_a_tar_xz_with_the_bundle_and_the_install_scripts(fake_build: Path):
    old = fake_build / "toybox-arena-0.0.9-linux-x86_64.tar.gz"
    old.write_bytes(b"an archive of an older build")
    archive = build.build_archive()
    assert archive.name.endswith(".tar.xz") and archive.read_bytes()[:6] == b"\xfd7zXZ\x00"
    with tarfile.open(archive) as tar:
        names = set(tar.getnames())
    top = archive.name.removesuffix(".tar.xz")
    assert {
        f"{top}/toybox-arena/toybox-arena",
        f"{top}/toybox-arena/_internal/libQt6Core.so.6",
        f"{top}/install.sh",
        f"{top}/uninstall.sh",
        f"{top}/README.txt",
        f"{top}/{build.APP_ID}.desktop",
        f"{top}/{build.APP_ID}.metainfo.xml",
    } <= names
    assert not old.exists(), "the older build's archive stays beside the new one"
    assert not list(fake_build.glob("*.part"))


def test_an_interrupted_archive_leaves_the_previous_one_and_no_partial_file(
    fake_build: Path, monkeypatch: pytest.MonkeyPatch
):
    previous = build.build_archive()
    before = previous.read_bytes()

    def fail(*_args, **_kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(tarfile.TarFile, "add", fail)
    with pytest.raises(KeyboardInterrupt):
        build.build_archive()
    assert previous.read_bytes() == before
    assert not list(fake_build.glob("*.part"))


def test_links_to_dropped_libraries_are_removed(fake_build: Path):
    build.remove_dangling_links()
    internal = fake_build / "toybox-arena" / "_internal"
    assert sorted(p.name for p in internal.iterdir()) == ["libQt6Core.so.6"]
