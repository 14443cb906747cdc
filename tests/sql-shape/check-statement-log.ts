/**
 * Reads the statement log of the PostgreSQL leg (tests/support/postgres-server.sh with
 * PG_STATEMENT_LOG=1) and fails when a statement names two hospital schemas (issue 30).
 *   npx tsx tests/sql-shape/check-statement-log.ts "$PG_STATEMENT_LOG_DIR"
 */
import fs from 'node:fs';
import path from 'node:path';
import { describeViolations, sqlShapeViolations, statementOfLogLine } from './sql-shape.js';

function* loggedStatements(dir: string): Generator<string> {
  for (const file of fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      const statement = line ? statementOfLogLine(line) : null;
      if (statement !== null) yield statement;
    }
  }
}

const dir = process.argv[2] ?? process.env.PG_STATEMENT_LOG_DIR;
if (!dir || !fs.existsSync(dir)) {
  console.error(`SQL shape: no statement log folder (${dir ?? 'PG_STATEMENT_LOG_DIR unset'})`);
  process.exit(2);
}
let count = 0;
const violations = sqlShapeViolations(
  (function* () {
    for (const statement of loggedStatements(dir)) {
      count += 1;
      yield statement;
    }
  })(),
);
if (count === 0) {
  console.error('SQL shape: the statement log is empty');
  process.exit(2);
}
if (violations.length > 0) {
  console.error(describeViolations(violations));
  console.error(`SQL shape: ${violations.length} statement(s) of ${count} name more than one hospital schema`);
  process.exit(1);
}
console.log(`SQL shape: ${count} statements, each names at most one hospital schema`);
