// Totals the JSON reports of every vitest run into the one line CI reads:
//   N passed, M failed, K skipped
// Usage: node summarize-results.mjs RESULTS_DIR [FAILED_STEP_ID...]
// A failed step whose report holds no failed test (typecheck, a build, a crashed run) counts as
// one failure, so the line never says "0 failed" for a red run.
import fs from 'node:fs';
import path from 'node:path';

const [resultsDir, ...failedSteps] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const failedByReport = new Map();

for (const file of fs.existsSync(resultsDir) ? fs.readdirSync(resultsDir) : []) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(fs.readFileSync(path.join(resultsDir, file), 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  failedByReport.set(path.basename(file, '.json'), report.numFailedTests ?? 0);
}
for (const step of failedSteps) {
  if (!(failedByReport.get(step) > 0)) failed += 1;
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
