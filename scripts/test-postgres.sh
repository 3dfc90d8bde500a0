#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for `npm test` (sourced by scripts/test-steps.sh).
#   test_postgres_start  → initdb into a temp folder as a non-root user, start it on 127.0.0.1 at a
#                          free port (trust auth on loopback only, fsync off) and export
#                          LIVEHALL_TEST_DATABASE_URL; returns 1 when PostgreSQL is not installed.
#   test_postgres_stop   → stops the cluster and removes its folder (call it from a trap).
# Debian's binaries live in /usr/lib/postgresql/<version>/bin, not on PATH; the newest is used.
TEST_PG_DIR=""
TEST_PG_USER=""

test_postgres_bindir() {
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -n "$found" ] && [ -x "$found/initdb" ]; then echo "$found"; return 0; fi
  found=$(command -v initdb 2>/dev/null) && { dirname "$found"; return 0; }
  return 1
}

# Runs a command as the cluster's owner: PostgreSQL refuses to run as root.
test_postgres_as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u "$TEST_PG_USER" -- "$@"; else "$@"; fi
}

test_postgres_start() {
  local bin port
  bin=$(test_postgres_bindir) || { echo "test-postgres: PostgreSQL is not installed" >&2; return 1; }
  if [ "$(id -u)" = 0 ]; then
    TEST_PG_USER=postgres
    id -u "$TEST_PG_USER" >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$TEST_PG_USER"
  else
    TEST_PG_USER=$(id -un)
  fi
  TEST_PG_DIR=$(mktemp -d "${TMPDIR:-/tmp}/livehall-pg-XXXXXX")
  chmod 755 "$TEST_PG_DIR"
  [ "$(id -u)" = 0 ] && chown "$TEST_PG_USER" "$TEST_PG_DIR"
  port=$(node -e 'const s=require("node:net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  test_postgres_as_owner "$bin/initdb" -D "$TEST_PG_DIR/data" -U livehall --auth=trust --no-sync -E UTF8 --locale=C.UTF-8 >"$TEST_PG_DIR/initdb.log" 2>&1 \
    || { cat "$TEST_PG_DIR/initdb.log" >&2; return 1; }
  # Only loopback TCP and a socket inside the cluster's own folder; trust there and nowhere else.
  printf 'host all all 127.0.0.1/32 trust\n' >"$TEST_PG_DIR/hba.conf"
  [ "$(id -u)" = 0 ] && chown "$TEST_PG_USER" "$TEST_PG_DIR/hba.conf"
  test_postgres_as_owner "$bin/pg_ctl" -D "$TEST_PG_DIR/data" -l "$TEST_PG_DIR/server.log" -w -t 60 start -o \
    "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$TEST_PG_DIR -c hba_file=$TEST_PG_DIR/hba.conf -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" >/dev/null \
    || { cat "$TEST_PG_DIR/server.log" >&2; return 1; }
  test_postgres_as_owner "$bin/psql" -q -h 127.0.0.1 -p "$port" -U livehall -d postgres -c "create database livehall_test" >/dev/null || return 1
  export LIVEHALL_TEST_DATABASE_URL="postgres://livehall@127.0.0.1:$port/livehall_test"
  echo "test-postgres: cluster on 127.0.0.1:$port ($TEST_PG_DIR)"
}

test_postgres_stop() {
  [ -n "$TEST_PG_DIR" ] || return 0
  local bin
  bin=$(test_postgres_bindir) && test_postgres_as_owner "$bin/pg_ctl" -D "$TEST_PG_DIR/data" -m immediate -w stop >/dev/null 2>&1
  rm -rf "$TEST_PG_DIR"
  TEST_PG_DIR=""
  unset LIVEHALL_TEST_DATABASE_URL
}
