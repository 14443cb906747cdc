import { useMemo } from 'react';
import { G2Chart } from './G2Chart';
import { ringSpec, type RingSlice } from './ring-spec';
import styles from './RingChart.module.css';

export interface RingChartProps {
  slices: readonly RingSlice[];
  /** Text in the hole: a caption and a figure (e.g. "total" and the sum). */
  caption: string;
  figure: string;
  label: string;
  size?: number;
  onSliceClick?: (key: string) => void;
}

export function RingChart({ slices, caption, figure, label, size = 200, onSliceClick }: RingChartProps) {
  const spec = useMemo(() => ringSpec(slices), [slices]);
  return (
    <div className={styles.ring} style={{ width: size, height: size }}>
      <G2Chart
        spec={spec}
        height={size}
        label={label}
        onElementClick={onSliceClick ? (datum) => typeof datum.key === 'string' && onSliceClick(datum.key) : undefined}
      />
      <div className={styles.hole} aria-hidden="true">
        <span className={styles.figure}>{figure}</span>
        <span className={styles.caption}>{caption}</span>
      </div>
    </div>
  );
}
