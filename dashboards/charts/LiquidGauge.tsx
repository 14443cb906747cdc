import { useMemo } from 'react';
import { G2Chart } from './G2Chart';
import { liquidSpec } from './liquid-spec';

export interface LiquidGaugeProps {
  rate: number;
  label: string;
  size?: number;
  colour?: string;
}

export function LiquidGauge({ rate, label, size = 96, colour = '#165DFF' }: LiquidGaugeProps) {
  const spec = useMemo(() => liquidSpec(rate, colour), [rate, colour]);
  return (
    <div style={{ width: size, flex: 'none' }}>
      <G2Chart spec={spec} height={size} label={label} />
    </div>
  );
}
