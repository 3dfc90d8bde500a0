#!/usr/bin/env bash
# `npm run bench`: the full benchmarks (bench/run-all.mjs; each writes bench/results/<name>.json)
# on a fresh build, with the project's Node 24 and Debian's Chromium, as `npm test` sets them up.
# Takes about half an hour on 2 cores; `npm test` runs only their smokes (run-all --smoke).
# Extra arguments go to run-all (e.g. `npm run bench -- --smoke`).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/system-packages.sh
exec bash scripts/toolchain.sh bash -c '
  set -euo pipefail
  pnpm install --frozen-lockfile --reporter=append-only >/dev/null
  node scripts/build.mjs >&2
  exec node bench/run-all.mjs "$@"
' bench "$@"
