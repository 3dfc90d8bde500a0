#!/usr/bin/env bash
# Installs the Debian packages Livehall uses, when missing. Never downloads a browser, a server or a
# media engine from anywhere else.
#
# `system-packages.sh` (npm test, npm run bench): everything the tests drive — Chromium for
# Playwright, redis-server for the Redis hub's tests (apps/server/src/realtime/redis-*.test.ts),
# postgresql for the server suite's PostgreSQL run (scripts/test-postgres.sh starts a throwaway
# cluster; only its binaries in /usr/lib/postgresql/<version>/bin are used, not Debian's own
# cluster), and the ingest's.
# `system-packages.sh ingest` (npm start): only the built-in ingest's media engine (nginx with
# libnginx-mod-rtmp) and ffmpeg (decision 0067); when they cannot be installed the server starts
# without the ingest and says so in its `Ingest:` line.
set -euo pipefail
need=()
if [ "${1:-all}" != ingest ]; then
  [ -x /usr/bin/chromium ] || need+=(chromium)
  [ -x /usr/bin/redis-server ] || need+=(redis-server)
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
fi
[ -x /usr/sbin/nginx ] || need+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_rtmp_module.so ] || need+=(libnginx-mod-rtmp)
[ -x /usr/bin/ffmpeg ] || need+=(ffmpeg)
if [ ${#need[@]} -gt 0 ]; then
  echo "system-packages: installing ${need[*]} from Debian" >&2
  # npm start never waits on a password prompt: without root or password-less sudo it goes on without them.
  if [ "$(id -u)" = 0 ]; then sudo=""; elif [ "${1:-all}" = ingest ]; then sudo="sudo -n"; else sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
