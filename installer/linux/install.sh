#!/bin/sh
# Install Toybox Arena for the current user under ~/.local (no root needed). Run from the unpacked archive:
#   ./install.sh            (PREFIX defaults to $HOME/.local)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
prefix=${PREFIX:-"$HOME/.local"}
app_dir="$prefix/lib/toybox-arena"
bin_dir="$prefix/bin"
share="$prefix/share"
id=org.toyboxarena.ToyboxArena

if [ ! -x "$here/toybox-arena/toybox-arena" ]; then
  echo "install.sh: run me from the unpacked archive (toybox-arena/ must be beside me)" >&2
  exit 1
fi
mkdir -p "$app_dir" "$bin_dir" "$share/applications" "$share/icons/hicolor/scalable/apps" "$share/metainfo"
rm -rf "$app_dir.new"
cp -R "$here/toybox-arena" "$app_dir.new"
rm -rf "$app_dir"
mv "$app_dir.new" "$app_dir"
ln -sf "$app_dir/toybox-arena" "$bin_dir/toybox-arena"
sed "s|^Exec=.*|Exec=$app_dir/toybox-arena|" "$here/$id.desktop" > "$share/applications/$id.desktop"
cp "$here/$id.svg" "$share/icons/hicolor/scalable/apps/$id.svg"
cp "$here/$id.metainfo.xml" "$share/metainfo/$id.metainfo.xml"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$share/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$share/icons/hicolor" || true
echo "Toybox Arena installed in $app_dir; start it from your applications menu or with $bin_dir/toybox-arena"
