#!/usr/bin/env bash
# The steps of `npm test`, run with the project's Node 24 and pnpm on PATH (scripts/toolchain.sh).
# The server's integration suite runs twice: on embedded SQLite (with everything else) and on a
# throwaway PostgreSQL cluster (scripts/test-postgres.sh), the latter in the background while the
# single-threaded lint, layers and typecheck steps run. Benchmarks run as smokes here; the full
# measurements are `npm run bench`.
set -uo pipefail
passed=0; failed=0; failures=()
pass() { passed=$((passed + 1)); echo "::: $1 passed in $2 s"; }
fail() { failed=$((failed + 1)); failures+=("$1"); echo "::: $1 FAILED in $2 s"; }
step() {
  local name=$1; shift
  echo "::: $name: $*"
  local t0=$SECONDS
  if "$@"; then pass "$name" $((SECONDS - t0)); else fail "$name" $((SECONDS - t0)); fi
}
# A step in the background: its output goes to a file, shown when `finish_background` collects it.
bg_name=""; bg_pid=""; bg_log=""; bg_t0=0
background() {
  bg_name=$1; shift
  echo "::: $bg_name (in the background): $*"
  bg_log=$(mktemp); bg_t0=$SECONDS
  "$@" >"$bg_log" 2>&1 &
  bg_pid=$!
}
finish_background() {
  [ -n "$bg_pid" ] || return 0
  local rc=0
  wait "$bg_pid" || rc=$?
  echo "::: $bg_name output:"; cat "$bg_log"; rm -f "$bg_log"
  if [ "$rc" -eq 0 ]; then pass "$bg_name" $((SECONDS - bg_t0)); else fail "$bg_name" $((SECONDS - bg_t0)); fi
  bg_pid=""
}

pnpm install --frozen-lockfile --reporter=append-only || { echo "install failed"; exit 1; }

source scripts/test-postgres.sh
trap test_postgres_stop EXIT
trap "exit 130" INT TERM
if test_postgres_start; then
  background server-on-postgres env LIVEHALL_TEST_DB=postgres pnpm exec vitest run apps/server/src/
elif [ "${CI:-}" = true ]; then
  fail postgres 0; echo "CI=true: PostgreSQL is required (scripts/system-packages.sh installs it)"
else
  echo "::: server-on-postgres SKIPPED: no PostgreSQL (scripts/system-packages.sh installs Debian's postgresql)"
fi
step format pnpm run format:check
step lint pnpm run lint
step layers pnpm run layers
step typecheck pnpm run typecheck
# The PostgreSQL run usually outlasts the single-threaded steps above: the unit and integration
# suite starts beside its tail instead of leaving a core idle while it finishes.
step unit-and-integration pnpm exec vitest run
finish_background
step build pnpm run build
step storybook pnpm run build-storybook
step storybook-a11y node scripts/storybook-a11y.mjs
step e2e pnpm exec playwright test
step bench-smoke node bench/run-all.mjs --smoke
[ ${#failures[@]} -eq 0 ] || echo "failed steps: ${failures[*]}"
echo "steps: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
