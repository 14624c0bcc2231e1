#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL 15 cluster from Debian's
# postgresql-15 package, stopped and deleted afterwards. Needs root (the cluster runs as postgres).
#   bash scripts/with-postgres.sh npm run bench:discovery
set -euo pipefail
cd "$(dirname "$0")/.."

PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
PORT=${PGPORT_TEST:-54329}
dir=$(mktemp -d /tmp/ascend-pg-XXXXXX)
chown postgres "$dir"
pg() { runuser -u postgres -- "$@"; }

pg "$PGBIN/initdb" -D "$dir/data" -A trust -U postgres --no-sync >/dev/null
pg "$PGBIN/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
  -o "-p $PORT -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
stop() {
  pg "$PGBIN/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null || true
  rm -rf "$dir"
}
trap stop EXIT

echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on port $PORT"
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" "$@"
