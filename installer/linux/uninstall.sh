#!/bin/sh
# Remove what install.sh put under ~/.local (or $PREFIX). Your data folder (~/.local/share/toybox-arena)
# is kept unless you pass --purge.
set -eu
prefix=${PREFIX:-"$HOME/.local"}
id=org.toyboxarena.ToyboxArena
rm -rf "$prefix/lib/toybox-arena" "$prefix/lib/toybox-arena.new"
if [ -L "$prefix/bin/toybox-arena" ]; then rm -f "$prefix/bin/toybox-arena"; fi
rm -f "$prefix/share/applications/$id.desktop" "$prefix/share/icons/hicolor/scalable/apps/$id.svg" \
      "$prefix/share/metainfo/$id.metainfo.xml"
apps="$prefix/share/applications"
icons="$prefix/share/icons/hicolor"
# The caches install.sh refreshed: rebuilt when other entries remain, removed when ours was the last one.
if ls "$apps"/*.desktop >/dev/null 2>&1; then
  command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$apps" 2>/dev/null || true
else
  rm -f "$apps/mimeinfo.cache"
fi
if [ -n "$(find "$icons" -type f ! -name icon-theme.cache 2>/dev/null | head -n 1)" ]; then
  command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$icons" 2>/dev/null || true
else
  rm -f "$icons/icon-theme.cache"
fi
# Remove the folders the installer created, when they are left empty.
for d in "$prefix/share/icons/hicolor/scalable/apps" "$prefix/share/icons/hicolor/scalable" \
         "$prefix/share/icons/hicolor" "$prefix/share/icons" "$prefix/share/applications" "$prefix/share/metainfo" \
         "$prefix/lib" "$prefix/bin" "$prefix/share" "$prefix"; do
  rmdir "$d" 2>/dev/null || true
done
if [ "${1:-}" = "--purge" ]; then rm -rf "${XDG_DATA_HOME:-$HOME/.local/share}/toybox-arena"; fi
echo "Toybox Arena removed from $prefix"
