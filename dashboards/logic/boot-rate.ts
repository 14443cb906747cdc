import { BOOT_RATE_DRAW_FLOOR, BOOT_RATE_Y_MIN_FACTOR } from './dashboard-constants';
import { cutLabel } from './labels';
import { roundTo2, toNumber } from './format';

/** One bar of the boot-rate chart. */
export interface BootRateBar {
  /** Full label (department name or month): the tooltip shows it. */
  label: string;
  /** The label on the axis: cut at 7 characters plus an ellipsis. */
  axisLabel: string;
  /** The real rate as a whole percentage: the text on the bar. */
  percent: number;
  /** The bar's drawn height in percent: never below the floor, so an empty month still shows. */
  drawn: number;
  /** Where the bar starts: the axis minimum. */
  base: number;
}

export interface BootRateChartData {
  bars: BootRateBar[];
  yMin: number;
}

/**
 * Seed 000 section 9 on the percentage scale the chart draws (rates arrive as fractions 0..1):
 * a value below 0.95 is drawn as 0.95, and the y axis starts at 0.8 times the lowest drawn value,
 * so the differences between departments or months stay visible and no bar disappears.
 */
export function bootRateChartData(points: readonly { label: string; rate: unknown }[]): BootRateChartData {
  const drawn = points.map((point) => Math.max(toNumber(point.rate) * 100, BOOT_RATE_DRAW_FLOOR));
  const yMin = drawn.length > 0 ? roundTo2(Math.min(...drawn) * BOOT_RATE_Y_MIN_FACTOR) : 0;
  const bars = points.map((point, index) => ({
    label: point.label,
    axisLabel: cutLabel(point.label),
    percent: Math.round(toNumber(point.rate) * 100),
    drawn: drawn[index] ?? BOOT_RATE_DRAW_FLOOR,
    base: yMin,
  }));
  return { bars, yMin };
}
