import { useEffect, useRef } from 'react';
import type { G2Spec } from '@antv/g2';
import { Chart } from './g2-runtime';

export interface G2ChartProps {
  /** The whole chart as one G2 5 spec (marks, scales, axes); a new object redraws the chart. */
  spec: G2Spec;
  height: number;
  /** Accessible name of the drawing; the numbers themselves are also shown as text beside each chart. */
  label: string;
  /** Called with the clicked element's datum (e.g. a ring slice or a bar). */
  onElementClick?: (datum: Record<string, unknown>) => void;
}

/**
 * The one place the dashboards touch G2: a div the chart draws into. Each spec change draws a fresh
 * chart (these charts are small and change rarely: a page turn every 6 s at most), which avoids
 * G2's partial-update merging keeping stale marks; unmounting destroys it.
 */
export function G2Chart({ spec, height, label, onElementClick }: G2ChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const clickRef = useRef(onElementClick);
  clickRef.current = onElementClick;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const chart = new Chart({ container, autoFit: true, height });
    chart.options({ ...spec, autoFit: true, height } as G2Spec);
    chart.on('element:click', (event: { data?: { data?: Record<string, unknown> } }) => {
      const datum = event.data?.data;
      if (datum) clickRef.current?.(datum);
    });
    let destroyed = false;
    chart.render().catch((error: unknown) => {
      // A render cut short by unmounting is expected; anything else is a real fault worth seeing.
      if (!destroyed) console.warn('chart render failed', error);
    });
    return () => {
      destroyed = true;
      chart.destroy();
    };
  }, [spec, height]);

  return <div ref={containerRef} role="img" aria-label={label} style={{ height, width: '100%' }} />;
}
