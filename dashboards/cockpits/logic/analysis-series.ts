/**
 * Shaping of the data-analysis answers for the charts: monthly rows folded into a few named series
 * (a wall chart with twenty colours reads as noise), and per-name totals over the whole window.
 */

/** One bar segment of a stacked monthly chart. */
export interface MonthlyPoint {
  mouth: string;
  series: string;
  value: number;
}

/** The sum of one numeric field over a list (wire rows; anything non-numeric counts 0). */
export function sumOf<T>(rows: readonly T[], value: (row: T) => number): number {
  return rows.reduce((sum, row) => sum + (Number.isFinite(value(row)) ? value(row) : 0), 0);
}

export interface NamedTotal {
  name: string;
  value: number;
}

/** Totals per name over all months, largest first (ties by name, so the order never flickers). */
export function totalsByName<T>(rows: readonly T[], name: (row: T) => string, value: (row: T) => number): NamedTotal[] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(name(row), (totals.get(name(row)) ?? 0) + value(row));
  return [...totals].map(([key, total]) => ({ name: key, value: total })).sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
}

/**
 * Monthly rows as stacked points: the `keep` names with the largest totals keep their own series,
 * the rest are summed per month into `otherName`. Months without data are simply absent (the
 * chart's x domain lists every month of the window).
 */
export function monthlySeries<T extends { mouth: string }>(
  rows: readonly T[],
  name: (row: T) => string,
  value: (row: T) => number,
  keep: number,
  otherName: string,
): MonthlyPoint[] {
  const kept = new Set(
    totalsByName(rows, name, value)
      .slice(0, keep)
      .map((total) => total.name),
  );
  const points = new Map<string, MonthlyPoint>();
  for (const row of rows) {
    const series = kept.has(name(row)) ? name(row) : otherName;
    const key = `${row.mouth}\u0000${series}`;
    const point = points.get(key) ?? { mouth: row.mouth, series, value: 0 };
    point.value += value(row);
    points.set(key, point);
  }
  return [...points.values()];
}

/** The names of the series in drawing order: kept ones by total, the fold-in last. */
export function seriesOrder(points: readonly MonthlyPoint[], otherName: string): string[] {
  const order = totalsByName(
    points,
    (point) => point.series,
    (point) => point.value,
  ).map((total) => total.name);
  return [...order.filter((series) => series !== otherName), ...order.filter((series) => series === otherName)];
}

/** A name the wire may leave empty (equipment without a department): shown as `fallback`. */
export function nameOr(value: string | null | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value : fallback;
}
