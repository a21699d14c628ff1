#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on 127.0.0.1 for the tests: `tools/pg_test_server.sh start DIR` prints the
# URL to export as TOYBOX_ARENA_TEST_POSTGRES_URL; `tools/pg_test_server.sh stop DIR` stops it and removes DIR.
# Uses the server binaries already on the machine (PATH or /usr/lib/postgresql/*/bin) and installs Debian's
# `postgresql` package only when they are missing. initdb refuses root, so as root the cluster runs as the
# `postgres` user.
set -euo pipefail
cmd=${1:?start|restart|stop}
dir=${2:?data directory}
port=${TOYBOX_ARENA_TEST_POSTGRES_PORT:-55432}

find_bin() {
  local name=$1
  if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return; fi
  ls -d /usr/lib/postgresql/*/bin/"$name" 2>/dev/null | sort -V | tail -n 1
}

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$cmd" in
start)
  initdb=$(find_bin initdb)
  if [ -z "$initdb" ]; then
    apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null 2>&1
    initdb=$(find_bin initdb)
  fi
  pg_ctl=$(dirname "$initdb")/pg_ctl
  [ -x "$pg_ctl" ] || pg_ctl=$(find_bin pg_ctl)
  if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then useradd --system --no-create-home postgres; fi
  mkdir -p "$dir"
  if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; fi
  as_owner "$initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
    || as_owner "$initdb" -D "$dir/data" -U postgres -A trust -E UTF8 >"$dir/initdb.log" 2>&1
  as_owner "$pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$dir -c max_connections=200" \
    start >&2
  psql=$(find_bin psql)
  "$psql" -h 127.0.0.1 -p "$port" -U postgres -qc "CREATE DATABASE toybox_test" >&2
  echo "postgresql+psycopg://postgres@127.0.0.1:$port/toybox_test"
  ;;
restart)
  # A server restart under the desks (the reconnect tests): every connection is cut.
  pg_ctl=$(find_bin pg_ctl)
  as_owner "$pg_ctl" -D "$dir/data" -m fast -w -t 60 restart \
    -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$dir -c max_connections=200" \
    -l "$dir/server.log" >&2
  ;;
stop)
  pg_ctl=$(find_bin pg_ctl)
  if [ -d "$dir/data" ]; then as_owner "$pg_ctl" -D "$dir/data" -m fast -w stop >&2 || true; fi
  rm -rf "$dir"
  ;;
*) echo "usage: $0 start|restart|stop DIR" >&2; exit 2 ;;
esac
