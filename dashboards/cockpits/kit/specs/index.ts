/**
 * The G2 specs of every cockpit, on the dark wall theme (frame/cockpit-theme.ts). Each chart's
 * numbers are also written as labels on the marks, and the panels add them as text, so nothing is
 * colour-only. One file per kind of chart; pages and panels import from here.
 */
export { type BarItem, type BarOptions, barSpec, barsSpec } from './bar-specs';
export { barLineSpec, rateLineSpec } from './line-specs';
export { centredRingSpec, type RingItem, ringSpec } from './ring-specs';
export { type SeriesCategory, type SeriesDef, type SeriesOptions, groupedSpec, seriesSpec, stackedSpec } from './series-specs';
export { labelWidth, type NamedValue, percentText, type SeriesPoint } from './spec-parts';
