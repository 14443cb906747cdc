#!/usr/bin/env bash
# npm test: every check, each under a heading and timed: typecheck, unit tests and the builds in
# order, then the API and browser streams side by side. Stops at the first failure (a stream stops
# itself, the other finishes; KEEP_GOING=1 runs the rest anyway). The last line is "N passed, M failed[, K skipped]" over
# all vitest runs, which CI reads; the exit code is non-zero if anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."

RESULTS=.tmp/test-results
rm -rf "$RESULTS"
mkdir -p "$RESULTS"

# Steps append their summary line and, when red, their id here: the side-by-side streams below
# run in subshells, which cannot add to the shell's arrays.
STEPS_FILE=$RESULTS/steps.txt
FAILED_FILE=$RESULTS/failed-steps.txt
: >"$STEPS_FILE"
: >"$FAILED_FILE"

# Reporter flags for a vitest run whose counts go into the summary line.
report_to() { echo "--reporter=default --reporter=json --outputFile.json=$RESULTS/$1.json"; }

finish() {
  echo
  echo "== Steps"
  cat "$STEPS_FILE"
  echo
  # shellcheck disable=SC2046
  node tests/support/summarize-results.mjs "$RESULTS" $(cat "$FAILED_FILE")
  [[ ! -s "$FAILED_FILE" ]]
  exit $?
}

# run_step ID TITLE CMD...: ID names the step (and its vitest report, if any). Returns 1 if it failed.
run_step() {
  local id=$1 title=$2
  shift 2
  echo
  echo "========================================================================"
  echo "== [$id] $title"
  echo "========================================================================"
  local start rc seconds
  start=$(date +%s%N)
  "$@"
  rc=$?
  seconds=$(awk -v ns=$(($(date +%s%N) - start)) 'BEGIN { printf "%.1f", ns / 1e9 }')
  if [[ $rc -eq 0 ]]; then
    echo "-- $title: ok (${seconds} s)"
    printf '  %-34s %-8s %6s s\n' "$title" ok "$seconds" >>"$STEPS_FILE"
  elif [[ $rc -eq 77 ]]; then
    echo "-- $title: skipped (${seconds} s)"
    printf '  %-34s %-8s %6s s\n' "$title" skipped "$seconds" >>"$STEPS_FILE"
  else
    echo "-- $title: FAILED with exit code $rc (${seconds} s)"
    printf '  %-34s %-8s %6s s\n' "$title" FAILED "$seconds" >>"$STEPS_FILE"
    echo "$id" >>"$FAILED_FILE"
    return 1
  fi
}

# After a red step: stop here, unless KEEP_GOING=1 asks for the rest anyway.
keep_going() { [[ "${KEEP_GOING:-0}" == 1 ]]; }

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

# The API legs keep about 1.3 cores busy, the browser legs about half a core (they mostly wait for
# pages): side by side they take ~30 minutes instead of ~50 one after the other. Each stream's lines
# carry its name; anything both need from apt is installed before they start.
api_stream() {
  # shellcheck disable=SC2046
  run_step api-pglite 'API tests on PGlite' npx vitest run -c tests/api/vitest.config.ts $(report_to api-pglite) || keep_going || return 1
  run_step api-postgres 'API tests on PostgreSQL' postgres_leg
}
browser_stream() {
  run_step e2e 'browser tests (e2e)' e2e_leg || keep_going || return 1
  run_step e2e-postgres 'browser tests on PostgreSQL' e2e_postgres_leg
}

# shellcheck disable=SC2046
{
  run_step typecheck 'typecheck' npx tsc --noEmit -p tsconfig.json || keep_going || finish
  run_step unit 'unit tests' npx vitest run $(report_to unit) || keep_going || finish
  run_step build 'vite build' npx vite build || keep_going || finish
  run_step storybook 'storybook build' env STORYBOOK_DISABLE_TELEMETRY=1 npx storybook build --quiet -o storybook-static || keep_going || finish
  bash tests/setup/ensure-postgres.sh >/dev/null 2>&1 || true
  bash tests/setup/ensure-chromium.sh >/dev/null 2>&1 || true
  streams_start=$(date +%s)
  api_stream 2>&1 | sed -u 's/^/[api] /' &
  browser_stream 2>&1 | sed -u 's/^/[browser] /' &
  wait
  echo
  echo "-- API and browser streams side by side: $(($(date +%s) - streams_start)) s"
}
finish
