#!/usr/bin/env bash
# The steps of `npm test`, run with the project's Node 24 and pnpm on PATH (scripts/toolchain.sh).
set -uo pipefail
passed=0; failed=0; failures=()
step() {
  local name=$1; shift
  echo "::: $name: $*"
  local t0=$SECONDS
  if "$@"; then passed=$((passed + 1)); echo "::: $name passed in $((SECONDS - t0)) s"
  else failed=$((failed + 1)); failures+=("$name"); echo "::: $name FAILED in $((SECONDS - t0)) s"; fi
}
pnpm install --frozen-lockfile --reporter=append-only || { echo "install failed"; exit 1; }
step lint pnpm run lint
step layers pnpm run layers
step typecheck pnpm run typecheck
step unit-and-integration pnpm exec vitest run
step build pnpm run build
step storybook pnpm run build-storybook
step e2e pnpm exec playwright test
step bench node bench/run-all.mjs
[ ${#failures[@]} -eq 0 ] || echo "failed steps: ${failures[*]}"
echo "steps: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
