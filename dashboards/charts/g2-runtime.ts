import { Runtime, corelib, extend, plotlib } from '@antv/g2';

/**
 * G2 with only the libraries the dashboards draw with: the core marks (interval, text), theta and
 * cartesian coordinates, and the plot library for the liquid gauge. Leaving out the geo and graph
 * libraries (d3-geo, d3-force, hierarchy layouts) keeps the chart chunk smaller than `Chart`
 * from '@antv/g2', which registers every library.
 */
export const Chart = extend(Runtime, { ...corelib(), ...plotlib() });
