#!/usr/bin/env bash
# Starts (or stops) a throw-away PostgreSQL server on loopback for the tests.
#   scripts/pg-test.sh start   → prints the DATABASE_URL to use
#   scripts/pg-test.sh reset   → empties the test database
#   scripts/pg-test.sh create NAME → starts it, creates database NAME if missing, prints its URL
#   scripts/pg-test.sh stop
# Needs Debian's postgresql package (scripts/install-system-deps.sh installs it).
set -euo pipefail

PORT="${PG_TEST_PORT:-54329}"
DIR="${PG_TEST_DIR:-/tmp/tianyan-pg-test}"
BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -x "$BIN/pg_ctl" ] || { echo "PostgreSQL is not installed: run scripts/install-system-deps.sh" >&2; exit 1; }

as_owner() {
  # PostgreSQL refuses to run as root; use its own system user then.
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    if [ ! -f "$DIR/PG_VERSION" ]; then
      mkdir -p "$DIR"
      [ "$(id -u)" = "0" ] && chown postgres:postgres "$DIR"
      as_owner "$BIN/initdb" -D "$DIR" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    fi
    if ! as_owner "$BIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1; then
      as_owner "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w -t 30 \
        -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
    fi
    for db in tianyan_test; do
      as_owner "$BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -tAc \
        "SELECT 1 FROM pg_database WHERE datname='$db'" | grep -q 1 ||
        as_owner "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres "$db"
    done
    echo "postgres://postgres@127.0.0.1:$PORT/tianyan_test"
    ;;
  create)
    name="${2:?usage: $0 create NAME}"
    "$0" start >/dev/null
    as_owner "$BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -tAc \
      "SELECT 1 FROM pg_database WHERE datname='$name'" | grep -q 1 ||
      as_owner "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres "$name"
    echo "postgres://postgres@127.0.0.1:$PORT/$name"
    ;;
  reset)
    # Empties the test database, as on a fresh machine.
    PGOPTIONS="-c client_min_messages=warning" as_owner "$BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -d tianyan_test -q \
      -c 'DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;' >/dev/null
    ;;
  stop)
    if [ -f "$DIR/PG_VERSION" ]; then
      as_owner "$BIN/pg_ctl" -D "$DIR" -m fast stop >/dev/null 2>&1 || true
    fi
    ;;
  *)
    echo "usage: $0 start|reset|create NAME|stop" >&2
    exit 2
    ;;
esac
