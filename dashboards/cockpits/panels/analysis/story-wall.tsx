import type { Decorator } from '@storybook/react-vite';

/** Stories of the analysis panels on the cockpits' dark wall, at a size a panel has on the 1920×1080 design. */
export function onDarkWall(width: number, height: number): Decorator {
  return (Story) => (
    <div style={{ background: '#050f26', padding: 24, minHeight: '100vh', boxSizing: 'border-box' }}>
      <div style={{ width, height, display: 'grid' }}>
        <Story />
      </div>
    </div>
  );
}
