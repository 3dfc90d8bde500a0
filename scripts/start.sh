#!/usr/bin/env bash
# `npm start`: installs, builds and starts Livehall on its embedded defaults
# (SQLite under apps/server/data, http://localhost:${PORT:-8080}).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# The built-in ingest's engine and ffmpeg from Debian when missing; without them the server starts
# anyway and its `Ingest:` line says what is missing.
bash scripts/system-packages.sh ingest || echo "npm start: could not install the ingest's Debian packages (nginx, libnginx-mod-rtmp, ffmpeg); starting without the built-in ingest" >&2
exec bash scripts/toolchain.sh bash -c '
  set -euo pipefail
  pnpm install --frozen-lockfile --reporter=append-only >/dev/null
  # Builds unless the apps were built from exactly these files (scripts/build.mjs).
  node scripts/build.mjs --if-changed >&2
  # A small V8 young generation: the websocket fan-out keeps ≈ 12 KB per viewer instead of ≈ 30 (decision 0016).
  exec node --max-semi-space-size=16 apps/server/dist/main.js
'
