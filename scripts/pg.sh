#!/usr/bin/env bash
# Throwaway PostgreSQL 15 on loopback for the server tests.
#
#   eval "$(scripts/pg.sh)"        # start (or reuse) and export DATABASE_URL
#   scripts/pg.sh status
#   scripts/pg.sh restart          # fast restart of a running server (drops every connection)
#   scripts/pg.sh stop             # stop and delete the data directory
#
# Only the export line goes to stdout; progress goes to stderr. Safe to run repeatedly.
# Env: PG_PORT (default 54329), PG_DIR (default /tmp/travel-pg), PG_BIN (default: PostgreSQL 15 binaries).
set -euo pipefail

PORT="${PG_PORT:-54329}"
DIR="${PG_DIR:-/tmp/travel-pg}"
DATA="$DIR/data"
DB=travel
USER_NAME=travel
PASSWORD=travel
URL="postgres://$USER_NAME:$PASSWORD@127.0.0.1:$PORT/$DB"

say() { echo "pg.sh: $*" >&2; }

find_bin() {
  if [[ -n "${PG_BIN:-}" ]]; then echo "$PG_BIN"; return; fi
  for d in /usr/lib/postgresql/15/bin /usr/lib/postgresql/*/bin /usr/local/pgsql/bin; do
    [[ -x "$d/pg_ctl" ]] && { echo "$d"; return; }
  done
  return 1
}

ensure_installed() {
  if ! BIN="$(find_bin)"; then
    [[ "$(id -u)" == 0 ]] || { say "PostgreSQL is not installed; run as root or: apt-get install -y postgresql"; exit 1; }
    say "installing PostgreSQL (apt-get install -y postgresql)"
    DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2 || { apt-get update >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2; }
    BIN="$(find_bin)"
  fi
}

# initdb and postgres refuse to run as root: use the postgres system user then.
as_owner() {
  if [[ "$(id -u)" == 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

running() { [[ -f "$DATA/postmaster.pid" ]] && as_owner "$BIN/pg_ctl" -D "$DATA" status >/dev/null 2>&1; }

psql_admin() { as_owner "$BIN/psql" -h "$DIR" -p "$PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -qtA "$@"; }

# fsync off: a throwaway test server trades durability for speed.
options() { echo "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off"; }

start() {
  ensure_installed
  if ! running; then
    if [[ ! -f "$DATA/PG_VERSION" ]]; then
      mkdir -p "$DIR"
      [[ "$(id -u)" == 0 ]] && chown postgres:postgres "$DIR"
      say "initdb in $DATA"
      as_owner "$BIN/initdb" -D "$DATA" -U postgres --auth-local=trust --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >&2
    fi
    if (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then
      say "port $PORT is taken by another process; set PG_PORT"; exit 1
    fi
    say "starting on 127.0.0.1:$PORT"
    as_owner "$BIN/pg_ctl" -D "$DATA" -l "$DIR/server.log" -w -o "$(options)" start >&2
  fi
  if [[ "$(psql_admin -c "select 1 from pg_roles where rolname='$USER_NAME'")" != 1 ]]; then
    psql_admin -c "create role $USER_NAME login password '$PASSWORD'"
  fi
  # The server tests copy one seeded database for each test (CREATE DATABASE … TEMPLATE).
  psql_admin -c "alter role $USER_NAME createdb"
  if [[ "$(psql_admin -c "select 1 from pg_database where datname='$DB'")" != 1 ]]; then
    psql_admin -c "create database $DB owner $USER_NAME"
  fi
  echo "export DATABASE_URL=$URL"
}

stop() {
  if BIN="$(find_bin)" && running; then
    say "stopping"
    as_owner "$BIN/pg_ctl" -D "$DATA" -m fast -w stop >&2
  fi
  if [[ -d "$DIR" ]]; then
    say "removing $DIR"
    rm -rf "$DIR"
  fi
}

restart() {
  BIN="$(find_bin)" && running || { say "not running"; exit 3; }
  say "restarting"
  as_owner "$BIN/pg_ctl" -D "$DATA" -l "$DIR/server.log" -m fast -w -o "$(options)" restart >&2
}

status() {
  if BIN="$(find_bin)" && running; then say "running on 127.0.0.1:$PORT ($DATA)"; echo "export DATABASE_URL=$URL"; else say "not running"; exit 3; fi
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  restart) restart ;;
  status) status ;;
  *) echo "usage: $0 [start|stop|status]" >&2; exit 2 ;;
esac
