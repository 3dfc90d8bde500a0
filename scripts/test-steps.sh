#!/usr/bin/env bash
# The steps of `npm test`, run with the project's Node 24 and pnpm on PATH (scripts/toolchain.sh).
# The server's integration suite runs twice: on embedded SQLite (with everything else) and on a
# throwaway PostgreSQL cluster (scripts/test-postgres.sh). Benchmarks run as smokes here; the full
# measurements are `npm run bench`.
#
# On 2 cores the order is what keeps both busy (decision 0063): the two vitest runs wait on their
# servers, sockets and databases as much as they compute, lint is one long single-threaded process,
# so all three start at once in the background while format, layers, typecheck, the build and
# Storybook take turns in the foreground. The e2e suite (two workers, each with its own app) and the
# benchmark smokes come last, alone, since they measure time.
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
# Steps in the background: each one's output goes to a file, shown when `finish_background` collects
# them all (in the order they started).
bg_names=(); bg_pids=(); bg_logs=(); bg_starts=()
background() {
  echo "::: $1 (in the background): ${*:2}"
  local log; log=$(mktemp)
  bg_names+=("$1"); bg_logs+=("$log"); bg_starts+=("$SECONDS")
  (
    t0=$SECONDS
    "${@:2}"
    rc=$?
    echo "($1 itself took $((SECONDS - t0)) s)"
    exit $rc
  ) >"$log" 2>&1 &
  bg_pids+=("$!")
}
finish_background() {
  local i rc
  for i in "${!bg_pids[@]}"; do
    rc=0
    wait "${bg_pids[$i]}" || rc=$?
    echo "::: ${bg_names[$i]} output:"; cat "${bg_logs[$i]}"; rm -f "${bg_logs[$i]}"
    # The time is until it was collected, at most that much longer than the step itself took.
    if [ "$rc" -eq 0 ]; then pass "${bg_names[$i]}" $((SECONDS - bg_starts[i])); else fail "${bg_names[$i]}" $((SECONDS - bg_starts[i])); fi
  done
  bg_names=(); bg_pids=(); bg_logs=(); bg_starts=()
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
# Lint (single-threaded, the longest of the checks) and the unit and integration suite run beside
# the foreground steps.
background lint pnpm run lint
background unit-and-integration pnpm exec vitest run
step format pnpm run format:check
step layers pnpm run layers
step typecheck pnpm run typecheck
step build pnpm run build
step storybook pnpm run build-storybook
step storybook-a11y node scripts/storybook-a11y.mjs
finish_background
# global-setup starts the first e2e app with `npm start` (install, build, start) as a user would.
step e2e pnpm exec playwright test
step bench-smoke node bench/run-all.mjs --smoke
[ ${#failures[@]} -eq 0 ] || echo "failed steps: ${failures[*]}"
echo "steps: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
