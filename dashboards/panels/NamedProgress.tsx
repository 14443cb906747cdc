import { useEffect, useRef } from 'react';
import { Progress, type ProgressProps } from '@arco-design/web-react';

/**
 * Arco's Progress draws a role="progressbar" with no name and no prop to give one (issue 28, axe
 * `aria-progressbar-name`): this one names it after the figure it stands for.
 */
export function NamedProgress({ name, ...props }: ProgressProps & { name: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = ref.current?.querySelector('[role="progressbar"]');
    if (bar && bar.getAttribute('aria-label') !== name) bar.setAttribute('aria-label', name);
  });
  return <Progress ref={ref} {...props} />;
}
