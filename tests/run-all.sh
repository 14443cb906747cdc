#!/usr/bin/env bash
# npm test: every check, each under a heading and timed. The checks and builds run in order; then
# the test runs that need a server go in two lanes side by side (the browser tests in one; both API
# legs and the PostgreSQL browser leg in the other): a browser leg keeps ~0.8 of the 2 cores busy,
# the rest waits on Chromium's frames and the server. A lane stops at its first failure
# (KEEP_GOING=1 runs the rest anyway); the other lane finishes. The last line is
# "N passed, M failed[, K skipped]" over all vitest runs, which CI reads; the exit code is non-zero
# if anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."

RESULTS=.tmp/test-results
rm -rf "$RESULTS"
mkdir -p "$RESULTS/steps"

TOTAL_STEPS=9

# Reporter flags for a vitest run whose counts go into the summary line.
report_to() { echo "--reporter=default --reporter=json --outputFile.json=$RESULTS/$1.json"; }

finish() {
  echo
  echo "== Steps"
  cat "$RESULTS"/steps/*.line 2>/dev/null
  echo
  local failed_steps=()
  for marker in "$RESULTS"/steps/*.failed; do
    [[ -e $marker ]] && failed_steps+=("$(cat "$marker")")
  done
  node tests/support/summarize-results.mjs "$RESULTS" "${failed_steps[@]}"
  [[ ${#failed_steps[@]} -eq 0 ]]
  exit $?
}

# run_step NO ID TITLE CMD...: NO is the step's place in the summary, ID names the step (and its
# vitest report, if any). Returns non-zero when the step failed and the lane should stop.
run_step() {
  local no=$1 id=$2 title=$3
  shift 3
  echo
  echo "========================================================================"
  echo "== [$no/$TOTAL_STEPS] $title"
  echo "========================================================================"
  local start rc seconds outcome
  start=$(date +%s%N)
  "$@"
  rc=$?
  seconds=$(awk -v ns=$(($(date +%s%N) - start)) 'BEGIN { printf "%.1f", ns / 1e9 }')
  case $rc in
    0) outcome=ok ;;
    77) outcome=skipped ;;
    *) outcome=FAILED ;;
  esac
  if [[ $outcome == FAILED ]]; then
    echo "-- $title: FAILED with exit code $rc (${seconds} s)"
    echo "$id" >"$RESULTS/steps/$no.failed"
  else
    echo "-- $title: $outcome (${seconds} s)"
  fi
  printf '  %-34s %-8s %6s s\n' "$title" "$outcome" "$seconds" >"$RESULTS/steps/$no.line"
  [[ $outcome != FAILED || "${KEEP_GOING:-0}" == 1 ]]
}

postgres_leg() {
  if ! bash tests/setup/ensure-postgres.sh >/dev/null; then
    echo "PostgreSQL leg SKIPPED: the PostgreSQL server binaries are not installed and apt-get could not install them"
    return 77
  fi
  # shellcheck disable=SC2046
  # The server logs every statement; after the API tests, each must name at most one hospital
  # schema (Citus schema-based sharding, issue 30, tests/sql-shape).
  PG_STATEMENT_LOG=1 bash tests/support/postgres-server.sh bash tests/sql-shape/api-then-check.sh $(report_to api-postgres)
}

e2e_leg() {
  bash tests/setup/ensure-chromium.sh || return 1
  # shellcheck disable=SC2046
  npx vitest run -c tests/e2e/vitest.config.ts $(report_to e2e)
}

# The browser flows that protect typed work (issue 25) once more against a PostgreSQL server:
# drafts, versions and sessions must behave the same on both databases.
E2E_ON_POSTGRES=(tests/e2e/forms-keep-work.test.ts tests/e2e/activity-keeps-session.test.ts tests/e2e/onboarding-first-user.test.ts)
e2e_postgres_leg() {
  if ! bash tests/setup/ensure-postgres.sh >/dev/null; then
    echo "PostgreSQL browser leg SKIPPED: the PostgreSQL server binaries are not installed and apt-get could not install them"
    return 77
  fi
  bash tests/setup/ensure-chromium.sh || return 1
  # shellcheck disable=SC2046
  bash tests/support/postgres-server.sh npx vitest run -c tests/e2e/vitest.config.ts "${E2E_ON_POSTGRES[@]}" $(report_to e2e-postgres)
}

# shellcheck disable=SC2046
in_order() {
  run_step 1 lint 'lint and format (Biome)' npx biome ci --error-on-warnings . &&
    run_step 2 typecheck 'typecheck (4 tsconfigs)' bash tests/support/typecheck.sh &&
    run_step 3 unit 'unit tests' npx vitest run $(report_to unit) &&
    # The server bundle too: both lanes' test servers run it, and two lanes must not build it at once.
    run_step 4 build 'vite build and server bundle' bash -c 'npx vite build && npm run --silent build:server' &&
    run_step 5 storybook 'storybook build' env STORYBOOK_DISABLE_TELEMETRY=1 npx storybook build --quiet -o storybook-static
}

# shellcheck disable=SC2046
api_lane() {
  run_step 6 api-pglite 'API tests on PGlite' npx vitest run -c tests/api/vitest.config.ts $(report_to api-pglite) &&
    run_step 7 api-postgres 'API tests on PostgreSQL' postgres_leg &&
    run_step 9 e2e-postgres 'browser tests on PostgreSQL' e2e_postgres_leg
}

in_order || finish
# Chromium and PostgreSQL are installed before the lanes: two apt-get runs at once would collide.
bash tests/setup/ensure-chromium.sh >/dev/null || echo "Chromium could not be installed: the browser legs will fail"
bash tests/setup/ensure-postgres.sh >/dev/null || echo "PostgreSQL could not be installed: its legs will be skipped"
echo
echo "== The API lane (steps 6, 7, 9) runs beside the browser tests; its output follows theirs."
api_lane >"$RESULTS/api-lane.log" 2>&1 &
api_lane_pid=$!
run_step 8 e2e 'browser tests (e2e)' e2e_leg
wait "$api_lane_pid"
echo
echo "========================================================================"
echo "== Output of the API lane"
echo "========================================================================"
cat "$RESULTS/api-lane.log"
finish
