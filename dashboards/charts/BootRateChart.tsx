import { useMemo } from 'react';
import type { BootRateChartData } from '../logic/boot-rate';
import { G2Chart } from './G2Chart';
import { bootRateSpec } from './boot-rate-spec';

export interface BootRateChartProps {
  data: BootRateChartData;
  rateName: string;
  label: string;
  height?: number;
}

export function BootRateChart({ data, rateName, label, height = 260 }: BootRateChartProps) {
  const spec = useMemo(() => bootRateSpec(data.bars, data.yMin, rateName), [data, rateName]);
  return <G2Chart spec={spec} height={height} label={label} />;
}
