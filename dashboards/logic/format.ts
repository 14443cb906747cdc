/**
 * Number formats of seed 000 section 9: total assets in 万元 with 2 decimals; rates (fractions
 * 0..1 on the wire) as whole percentages; tag share and reminder progress with 2 decimals.
 */

const YUAN_PER_WAN = 10_000;

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0, useGrouping: true });

/** A count or amount from the wire; anything unusable counts as 0. */
export function toNumber(value: unknown): number {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Rounds half away from zero at 2 decimals, without binary surprises like 1.005 -> 1.00. */
export function roundTo2(value: number): number {
  return (Math.sign(value) * Math.round(Number(`${Math.abs(value)}e2`))) / 100;
}

/** Yuan on the wire, 万元 on screen: 123456789 -> "12,345.68". */
export function formatWanYuan(totalPriceYuan: unknown): string {
  return twoDecimals.format(roundTo2(toNumber(totalPriceYuan) / YUAN_PER_WAN));
}

/** Counts with grouping: 12345 -> "12,345". */
export function formatCount(count: unknown): string {
  return whole.format(toNumber(count));
}

/** A rate (fraction) as a whole percentage: 0.8349 -> "83%". */
export function formatWholePercent(rate: unknown): string {
  return `${Math.round(toNumber(rate) * 100)}%`;
}

/** A rate (fraction) as a percentage with 2 decimals: 0.123456 -> "12.35%". */
export function formatPercent2(rate: unknown): string {
  return `${roundTo2(toNumber(rate) * 100).toFixed(2)}%`;
}

/** Reminder progress: the share of the total, in percent with 2 decimals (0 when the total is 0). */
export function shareOfTotal(value: unknown, total: unknown): number {
  const all = toNumber(total);
  return all > 0 ? roundTo2((toNumber(value) / all) * 100) : 0;
}
