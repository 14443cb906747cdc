import type { Decorator } from '@storybook/react-vite';
import { COCKPIT_BACKGROUND } from '../frame/cockpit-theme';

/** Stories of the kit's panels on the cockpits' dark wall, at the size a panel has on the 1920×1080 design. */
export function onTheWall(width: number, height: number): Decorator {
  return (Story) => (
    <div style={{ background: COCKPIT_BACKGROUND, padding: 24, minHeight: '100vh', boxSizing: 'border-box' }}>
      <div style={{ width, height, display: 'grid', color: 'rgba(214, 232, 255, 0.92)' }}>
        <Story />
      </div>
    </div>
  );
}
