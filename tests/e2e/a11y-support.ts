import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core in the browser tests (issue 28): the WCAG 2.1 A and AA rules, run on what a page shows.
 * No rule is switched off; a screen passes when none of its violations is critical or serious.
 */
const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

export interface Violation {
  rule: string;
  impact: Impact;
  help: string;
  /** The offending elements: their CSS selectors (axe's), and the first failure's explanation. */
  targets: string[];
  summary: string;
}

interface AxeResult {
  violations: { id: string; impact: Impact | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
}

/** Runs axe on the whole document of `page` (injected once per document) and lists its violations. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  // A dialog fading in is half transparent: axe would measure its buttons' contrast mid-fade.
  // (Endless ones, a spinner or a scrolling list, are not waited for.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const result = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_21_AA_TAGS,
  );
  return result.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'minor',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    summary: violation.nodes[0]?.failureSummary?.split('\n').slice(0, 3).join(' ') ?? '',
  }));
}

/** The violations a screen may not have: critical and serious ones. */
export const blocking = (violations: Violation[]) =>
  violations.filter((violation) => violation.impact === 'critical' || violation.impact === 'serious');

/** One line per blocking violation, readable in a failed expectation: `where rule (impact): targets`. */
export function describeBlocking(where: string, violations: Violation[]): string[] {
  return blocking(violations).map(
    (violation) =>
      `${where} ${violation.rule} (${violation.impact}): ${violation.targets.slice(0, 4).join(' | ')}${violation.targets.length > 4 ? ` … ${violation.targets.length} in all` : ''}`,
  );
}

export interface ScreenReport {
  where: string;
  violations: Violation[];
  /** Time to show the screen and check it. */
  ms?: number;
}

/** Per rule: its impact, on how many screens it failed and how many elements in all. */
export function tallyByRule(reports: ScreenReport[]): Record<string, { impact: Impact; screens: number; elements: number }> {
  const tally: Record<string, { impact: Impact; screens: number; elements: number }> = {};
  for (const report of reports) {
    for (const violation of report.violations) {
      const entry = tally[violation.rule] ?? { impact: violation.impact, screens: 0, elements: 0 };
      tally[violation.rule] = entry;
      entry.screens += 1;
      entry.elements += violation.targets.length;
    }
  }
  return tally;
}

/**
 * With A11Y_REPORT=<file> the walk writes every screen's violations (all impacts) and the per-rule
 * tally there, for the before/after numbers of the closing note; the test itself needs no file.
 */
export function writeReport(name: string, reports: ScreenReport[]): void {
  const file = process.env.A11Y_REPORT;
  if (!file) return;
  const all = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  all[name] = { screens: reports.length, byRule: tallyByRule(reports), reports };
  fs.writeFileSync(file, JSON.stringify(all, null, 2));
}
