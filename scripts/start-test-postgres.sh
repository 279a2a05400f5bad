#!/usr/bin/env bash
# Start a throwaway PostgreSQL cluster on 127.0.0.1:${PGPORT:-55432} for the API tests and print
# its DATABASE_URL; with the argument `stop`, stop it. Uses Debian's postgresql package
# (apt-get install postgresql). Usage: DATABASE_URL=$(bash scripts/start-test-postgres.sh)
set -euo pipefail
port="${PGPORT:-55432}"
dir="${PGDATA_DIR:-/tmp/meridian-pg}"
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -x "$bin/initdb" ] || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }
run() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
if [ "${1:-}" = stop ]; then
  run "'$bin/pg_ctl' -D '$dir' -m fast stop"
  exit 0
fi
if [ ! -f "$dir/PG_VERSION" ]; then
  mkdir -p "$dir"; [ "$(id -u)" = 0 ] && chown postgres "$dir"
  run "'$bin/initdb' -D '$dir' -U meridian --auth=trust -E UTF8 >/dev/null"
fi
if ! run "'$bin/pg_ctl' -D '$dir' status" >/dev/null 2>&1; then
  run "'$bin/pg_ctl' -D '$dir' -l '$dir/server.log' -w -o \"-p $port -k /tmp -c listen_addresses=127.0.0.1\" start" >/dev/null
fi
echo "postgres://meridian@127.0.0.1:$port/postgres"
