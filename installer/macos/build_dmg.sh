#!/bin/sh
# macOS recipe (not built or tested on Linux; see installer/README.md). On a Mac with Python 3.11+:
#   python3 -m venv .venv && .venv/bin/pip install -e '.[installer]'
#   .venv/bin/python installer/build.py        # the spec's BUNDLE step makes dist/Toybox Arena.app
#   sh installer/macos/build_dmg.sh            # wraps it into dist/toybox-arena-VERSION-macos.dmg
set -eu
cd "$(dirname "$0")/../.."
version=$(python3 -c 'import tomllib;print(tomllib.load(open("pyproject.toml","rb"))["project"]["version"])')
app="dist/Toybox Arena.app"
[ -d "$app" ] || { echo "no $app: run installer/build.py on macOS first" >&2; exit 1; }
# The icon: installer/macos/toybox-arena.icns, made once from the SVG with
#   rsvg-convert -w 1024 installer/linux/org.toyboxarena.ToyboxArena.svg > icon.png && iconutil / sips
codesign --force --deep --sign - "$app"   # ad-hoc signature; use a Developer ID for distribution
# ULMO: LZMA-compressed like the Linux .tar.xz and the Windows setup (lzma2); opens on macOS 10.15+ (Qt 6 needs 12+).
hdiutil create -volname "Toybox Arena" -srcfolder "$app" -ov -format ULMO "dist/toybox-arena-$version-macos.dmg"
