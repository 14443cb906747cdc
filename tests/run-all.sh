#!/usr/bin/env bash
# npm test: every check in order, each under a heading and timed. Stops at the first failure
# (KEEP_GOING=1 runs the rest anyway). The last line is "N passed, M failed[, K skipped]" over
# all vitest runs, which CI reads; the exit code is non-zero if anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."

RESULTS=.tmp/test-results
rm -rf "$RESULTS"
mkdir -p "$RESULTS"

TOTAL_STEPS=9
step_no=0
summary=()
failed_steps=()

# Reporter flags for a vitest run whose counts go into the summary line.
report_to() { echo "--reporter=default --reporter=json --outputFile.json=$RESULTS/$1.json"; }

finish() {
  echo
  echo "== Steps"
  printf '%s\n' "${summary[@]}"
  echo
  node tests/support/summarize-results.mjs "$RESULTS" "${failed_steps[@]}"
  [[ ${#failed_steps[@]} -eq 0 ]]
  exit $?
}

# run_step ID TITLE CMD...: ID names the step (and its vitest report, if any).
run_step() {
  local id=$1 title=$2
  shift 2
  step_no=$((step_no + 1))
  echo
  echo "========================================================================"
  echo "== [$step_no/$TOTAL_STEPS] $title"
  echo "========================================================================"
  local start rc seconds
  start=$(date +%s%N)
  "$@"
  rc=$?
  seconds=$(awk -v ns=$(($(date +%s%N) - start)) 'BEGIN { printf "%.1f", ns / 1e9 }')
  if [[ $rc -eq 0 ]]; then
    echo "-- $title: ok (${seconds} s)"
    summary+=("$(printf '  %-34s %-8s %6s s' "$title" ok "$seconds")")
  elif [[ $rc -eq 77 ]]; then
    echo "-- $title: skipped (${seconds} s)"
    summary+=("$(printf '  %-34s %-8s %6s s' "$title" skipped "$seconds")")
  else
    echo "-- $title: FAILED with exit code $rc (${seconds} s)"
    summary+=("$(printf '  %-34s %-8s %6s s' "$title" FAILED "$seconds")")
    failed_steps+=("$id")
    [[ "${KEEP_GOING:-0}" == 1 ]] || finish
  fi
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
{
  run_step lint 'lint and format (Biome)' npx biome ci --error-on-warnings .
  run_step typecheck 'typecheck (4 tsconfigs)' bash tests/support/typecheck.sh
  run_step unit 'unit tests' npx vitest run $(report_to unit)
  run_step build 'vite build' npx vite build
  run_step storybook 'storybook build' env STORYBOOK_DISABLE_TELEMETRY=1 npx storybook build --quiet -o storybook-static
  run_step api-pglite 'API tests on PGlite' npx vitest run -c tests/api/vitest.config.ts $(report_to api-pglite)
  run_step api-postgres 'API tests on PostgreSQL' postgres_leg
  run_step e2e 'browser tests (e2e)' e2e_leg
  run_step e2e-postgres 'browser tests on PostgreSQL' e2e_postgres_leg
}
finish
