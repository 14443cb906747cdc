#!/usr/bin/env bash
# Inside tests/support/postgres-server.sh with PG_STATEMENT_LOG=1: the API tests on PostgreSQL, then
# the SQL-shape check of every statement they sent (issue 30). Both run even if the first fails.
#   PG_STATEMENT_LOG=1 bash tests/support/postgres-server.sh bash tests/sql-shape/api-then-check.sh [vitest args]
set -uo pipefail
npx vitest run -c tests/api/vitest.config.ts "$@"
status=$?
npx tsx tests/sql-shape/check-statement-log.ts "${PG_STATEMENT_LOG_DIR:?run inside postgres-server.sh with PG_STATEMENT_LOG=1}" || status=1
exit $status
