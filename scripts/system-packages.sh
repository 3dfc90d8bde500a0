#!/usr/bin/env bash
# Installs the Debian packages the tests drive, when missing: Chromium for Playwright,
# redis-server for the Redis hub's tests (apps/server/src/realtime/redis-*.test.ts) and postgresql
# for the server suite's PostgreSQL run (scripts/test-postgres.sh starts a throwaway cluster; only
# its binaries in /usr/lib/postgresql/<version>/bin are used, not Debian's own cluster).
# Never downloads a browser or a server from anywhere else.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/bin/redis-server ] || need+=(redis-server)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
if [ ${#need[@]} -gt 0 ]; then
  echo "system-packages: installing ${need[*]} from Debian" >&2
  if [ "$(id -u)" = 0 ]; then sudo=""; else sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
