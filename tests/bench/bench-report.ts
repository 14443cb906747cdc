import type { GoalResult } from './goals/goal-types.js';
import type { LatencySummary } from './measure.js';

/** One measured call on one hospital (or once, for login and auth). */
export interface BenchResult {
  name: string;
  hospital: string;
  equipment: number;
  summary: LatencySummary;
}

const pad = (text: string | number, width: number, right = false) => (right ? String(text).padStart(width) : String(text).padEnd(width));

export function resultTable(results: BenchResult[]): string {
  const lines = [
    `${pad('call', 36)} ${pad('hospital', 8)} ${pad('eqp', 7, true)} ${pad('p50 ms', 8, true)} ${pad('p95 ms', 8, true)} ${pad('p99 ms', 8, true)} ${pad('req/s', 8, true)} ${pad('err', 4, true)}`,
  ];
  for (const { name, hospital, equipment, summary } of results) {
    lines.push(
      `${pad(name, 36)} ${pad(hospital, 8)} ${pad(equipment, 7, true)} ${pad(summary.p50.toFixed(1), 8, true)} ${pad(summary.p95.toFixed(1), 8, true)} ${pad(summary.p99.toFixed(1), 8, true)} ${pad(summary.rps.toFixed(1), 8, true)} ${pad(summary.errors, 4, true)}`,
    );
  }
  return lines.join('\n');
}

export interface Ratio {
  name: string;
  /** p50 of the larger hospital divided by p50 of the smaller one. */
  p50Ratio: number;
  p95Ratio: number;
}

/** Per call: how much slower the `large` hospital answers than the `small` one. */
export function ratios(results: BenchResult[], small: string, large: string): Ratio[] {
  const out: Ratio[] = [];
  for (const result of results.filter((r) => r.hospital === large)) {
    const base = results.find((r) => r.hospital === small && r.name === result.name);
    if (!base?.summary.p50) continue;
    const round = (value: number) => Math.round(value * 100) / 100;
    out.push({
      name: result.name,
      p50Ratio: round(result.summary.p50 / base.summary.p50),
      p95Ratio: round(result.summary.p95 / (base.summary.p95 || 1)),
    });
  }
  return out;
}

export function ratioTable(list: Ratio[], label: string): string {
  return [
    `${pad('call', 36)} ${pad(`p50 ${label}`, 14, true)} ${pad(`p95 ${label}`, 14, true)}`,
    ...list.map((r) => `${pad(r.name, 36)} ${pad(r.p50Ratio.toFixed(2), 14, true)} ${pad(r.p95Ratio.toFixed(2), 14, true)}`),
  ].join('\n');
}

/** Display width: CJK and full-width characters take two columns in a terminal. */
function width(text: string): number {
  let columns = 0;
  for (const char of text)
    columns += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(char) ? 2 : 1;
  return columns;
}
const padWide = (text: string, columns: number) => text + ' '.repeat(Math.max(0, columns - width(text)));

/** The goals' closing table: goal, what, figure, peer or limit, met / not met; then the details, numbered. */
export function goalTable(results: readonly GoalResult[]): string {
  const rows = [
    ['goal', 'what', 'figure', 'peer / limit', 'met'],
    ...results.map((r) => [String(r.goal), r.name, r.figure, r.limit, r.met ? 'met' : 'NOT MET']),
  ];
  const columns = rows[0]!.map((_, index) => Math.max(...rows.map((row) => width(row[index]!))));
  const lines = rows.map((row) =>
    row
      .map((cell, index) => padWide(cell, columns[index]!))
      .join('  ')
      .trimEnd(),
  );
  lines.splice(1, 0, columns.map((n) => '-'.repeat(n)).join('  '));
  const details = results.flatMap((r, index) => (r.detail ? [`  [${index + 1}] goal ${r.goal}, ${r.name}: ${r.detail}`] : []));
  return [...lines, ...(details.length ? ['', 'details:', ...details] : [])].join('\n');
}
