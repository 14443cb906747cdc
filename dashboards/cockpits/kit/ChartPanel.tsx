import type { ReactNode } from 'react';
import type { G2Spec } from '@antv/g2';
import { G2Chart } from '../../charts/G2Chart';
import { CockpitPanel, type CockpitPanelProps } from '../frame/CockpitPanel';
import styles from './ChartPanel.module.css';

export interface ChartPanelProps extends Pick<CockpitPanelProps, 'title' | 'progress' | 'empty' | 'className'> {
  spec: G2Spec;
  /** The drawing's height in design pixels (the cockpit's grid fixes each panel's size). */
  height: number;
  /** One line of the chart's key numbers as text, above the drawing. */
  summary?: ReactNode;
}

/** A titled cockpit panel holding one G2 chart and its summary line. */
export function ChartPanel({ title, progress, empty, className, spec, height, summary }: ChartPanelProps) {
  return (
    <CockpitPanel title={title} progress={progress} empty={empty} className={className}>
      {summary ? <p className={styles.summary}>{summary}</p> : null}
      <G2Chart spec={spec} height={height} label={title} />
    </CockpitPanel>
  );
}
